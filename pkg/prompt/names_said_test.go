package prompt

import (
	"strings"
	"testing"
)

// Tools copied from hand-written tools files (an issue tracker and a
// weather service): a workflow state given by its name is said as the
// state the issue is set to, and a country given as its ISO code is said
// as a country code beside the place, not stacked on it ("for CZ for
// Prague").
func TestNamesSaidByWhatTheyName(t *testing.T) {
	for _, text := range renderDraws(t, "linear_update_issue_state",
		"Moves an issue to a different workflow state. Either stateId or stateName must be provided; if stateName is given it is matched case-insensitively against the team's workflow states.",
		`{"type":"object","properties":{"issueId":{"type":"string","description":"Issue ID or identifier, e.g. ENG-123"},
		"stateName":{"type":"string","description":"e.g. \"In Review\""}},"required":["issueId"]}`,
		`{"issueId":"ENG-219","stateName":"In Review"}`, 24, 3) {
		if strings.Contains(text, "In Review name") || !strings.Contains(text, "In Review") {
			t.Errorf("state said as a name: %s", text)
		}
	}
	for _, text := range renderDraws(t, "geocode", "Look up coordinates for a place name.",
		`{"type":"object","properties":{"name":{"type":"string","minLength":2},"country_code":{"type":"string","pattern":"^[A-Z]{2}$"}},"required":["name"]}`,
		`{"name":"Prague","country_code":"CZ"}`, 24, 5) {
		if strings.Contains(text, "for CZ") || strings.Contains(text, "in CZ") || !strings.Contains(text, "CZ") {
			t.Errorf("country code said as a place: %s", text)
		}
	}
}
