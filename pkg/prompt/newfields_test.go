package prompt

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/tool"
)

// TestNewFieldsSaidAsWith checks that the record a create tool makes is
// said as what the new thing has ("named "In Review", with color
// silver"), never as changes ("setting color to silver", "changing name
// to …", "default to yes"), and that every string it holds stays in the
// words.
func TestNewFieldsSaidAsWith(t *testing.T) {
	changes := regexp.MustCompile(`\b(?:setting|changing) [a-zA-Z ]+ to\b|\b(?:setting|changing) [a-z]+ [a-z]* ?"`)
	n, with := 0, 0
	drawnRequests(t, "newfields-tools.json", 17, 30, nil, func(tl tool.Tool, text string, args map[string]any) {
		n++
		if m := changes.FindString(text); m != "" {
			t.Errorf("%s: %q in %q", tl.Name, m, text)
		}
		if regexp.MustCompile(`\b(?:named|with) `).MatchString(text) {
			with++
		}
	})
	if n == 0 || with*2 < n {
		t.Fatalf("%d of %d requests say their fields with \"named\" or \"with\"", with, n)
	}
}

// TestNewFieldsWords says a record from a dev create_state call.
func TestNewFieldsWords(t *testing.T) {
	x := map[string]any{"color": "silver", "default": true, "group": "standard", "name": "In Review"}
	keys := []string{"color", "default", "group", "name"}
	said := map[string]string{"color": "silver", "group": "standard", "name": `"In Review"`}
	got := newFieldsWords(keys, x, said)
	want := `named "In Review", with color silver, default on and group standard`
	if got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	delete(x, "name")
	if got := newFieldsWords(keys[:3], x, said); got != "with color silver, default on and group standard" {
		t.Errorf("without a name: got %q", got)
	}
}

// TestRecordFieldWords checks that a member of a record a write sets is
// said as people say it: a date-time in words, a unit after its number,
// a thing's id by the thing, never the key and the raw wire value.
func TestRecordFieldWords(t *testing.T) {
	for _, c := range []struct {
		k          string
		v          any
		key, value string
	}{
		{"arrived_at", "2026-03-17T15:45:00Z", "arrived on", "March 17, 2026 at 3:45pm UTC"},
		{"due_date", "2026-03-17", "due date", "March 17, 2026"},
		{"gross_kg", json.Number("33274"), "gross", "33274 kg"},
		{"block_id", "CJ-19P", "block", "CJ-19P"},
		{"external_id", "x-1", "external id", "x-1"},
		{"status", "reviewed", "status", "reviewed"},
		{"count", json.Number("3"), "count", "3"},
	} {
		k, v, ok := recordFieldWords(c.k, c.v)
		if !ok || k != c.key || v != c.value {
			t.Errorf("%s %v: got %q %q %v, want %q %q", c.k, c.v, k, v, ok, c.key, c.value)
		}
	}
	x := map[string]any{"arrived_at": "2026-03-17T15:45:00Z", "block_id": "CJ-19P", "gross_kg": json.Number("33274")}
	keys := []string{"arrived_at", "block_id", "gross_kg"}
	said := map[string]string{}
	for _, k := range keys {
		_, said[k], _ = recordFieldWords(k, x[k])
	}
	want := "arrived on March 17, 2026 at 3:45pm UTC, with block CJ-19P and a gross of 33274 kg"
	if got := newFieldsWords(keys, x, said); got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestRecordFieldWordsKeepsKey checks that a rate or a measure named by
// how it was got keeps its key and raw number.
func TestRecordFieldWordsKeepsKey(t *testing.T) {
	for _, k := range []string{"estimated_tonnes", "rest_break_minutes_per_hour"} {
		if key, v, _ := recordFieldWords(k, json.Number("5")); v != "5" || key != strings.ToLower(Humanize(k)) {
			t.Errorf("%s: got %q %q", k, key, v)
		}
	}
}
