package prompt

import (
	"strings"
	"testing"
)

// TestAddedRecordFieldsSaidAsItsOwn checks that the fields of a record a
// tool adds ("Add an inspection note to a hull") are said as the new
// thing's ("with inspector …"), a field keyed by a participle and a
// preposition as itself ("surveyed on …"), never "setting surveyed on
// to …".
func TestAddedRecordFieldsSaidAsItsOwn(t *testing.T) {
	c := requestCase{"add_hull_note", "Add an inspection note to a hull.",
		`{"type":"object","properties":{"hull_id":{"type":"string"},"note":{"type":"object","properties":{"surveyed_on":{"type":"string","format":"date"},"inspector":{"type":"string"},"grade":{"type":"string","enum":["sound","worn","failed"]}},"required":["surveyed_on","inspector","grade"]}},"required":["hull_id","note"]}`,
		`{"hull_id":"HL-2231","note":{"surveyed_on":"2026-03-02","inspector":"Rosa Lind","grade":"worn"}}`, nil, nil}
	forRequests(t, []requestCase{c}, 20, 71, func(_ requestCase, _ int, text string) {
		if strings.Contains(text, "setting") || strings.Contains(text, "surveyed on to") || strings.Contains(text, "with surveyed on") {
			t.Errorf("added record's fields said as changes: %s", text)
		}
	})
}

// TestParticipleLed checks which words open on a past participle and a
// preposition.
func TestParticipleLed(t *testing.T) {
	for w, want := range map[string]bool{"surveyed on 2026-03-02": true, "moored at Pier 4": true,
		"enabled yes": false, "inspector Rosa": false, "red at dawn": false} {
		if got := participleLed(w); got != want {
			t.Errorf("participleLed(%q) = %v, want %v", w, got, want)
		}
	}
}
