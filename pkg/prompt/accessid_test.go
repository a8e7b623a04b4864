package prompt

import "testing"

// Values that say nothing of what they name need their noun; readable
// names do not. Values from dev servers (Plane, Xero, a water lab, a
// translation agency) and from connection names.
func TestNameless(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		x    string
		want bool
	}{
		{"2a02ce37-dcbf-4d08-90b4-9089ccff6031", true},
		{"beefcafe-64ef-45d3-8e76-391e83fb7b94", true}, // letters only before the first dash
		{"49186", true},
		{"CL-9167", true},
		{"PB-PRJ-47344", true},
		{"T-020794", true},
		{"prod-42bb", false},
		{"analytics", false},
		{"payments-worker", false},
		{"c1", false},
		{"", false},
	} {
		if got := nameless(c.x); got != c.want {
			t.Errorf("nameless(%q) = %v, want %v", c.x, got, c.want)
		}
	}
}

// A "new …" identifier is where the thing goes, said by its noun.
func TestNewIDPhrase(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ hl, x, want string }{
		{"new session id", "879067", "to session 879067"},
		{"new cycle id", "f080c8f8", "to cycle f080c8f8"},
		{"new name", "Q3", ""},
		{"new id", "5", ""},
	} {
		a, _ := newIDPhrase(c.hl, c.x)
		if a.text != c.want {
			t.Errorf("newIDPhrase(%q, %q) = %q, want %q", c.hl, c.x, a.text, c.want)
		}
	}
}

// Identifiers of real servers' tools (Plane's and Paperless-NGX's, from
// the hold22 development set's real servers) are said with their noun: a bare numeric "id" by the
// thing the tool acts on, a project's UUID as "project …", a new cycle
// as where the issues go.
func TestIDsSaidWithNoun(t *testing.T) {
	t.Parallel()
	checkRequests(t, []requestCase{
		{"delete_tag", "⚠️ DESTRUCTIVE: Permanently delete a tag from the entire system. This will remove the tag from ALL documents that use it. Use with extreme caution.",
			`{"type":"object","properties":{"id":{"type":"number"},"confirm":{"type":"boolean","description":"Must be true to confirm this destructive operation"}},"required":["id","confirm"]}`,
			`{"id":40134,"confirm":true}`, []string{"tag 40134"}, []string{"number 40134"}},
		{"get_mail_rule", "Get one Paperless mail rule by ID.",
			`{"type":"object","properties":{"id":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991}},"required":["id"]}`,
			`{"id":61558}`, []string{"mail rule 61558"}, []string{"number 61558"}},
		{"get_state", "Get details of a specific state",
			`{"type":"object","properties":{"project_id":{"type":"string","description":"The uuid identifier of the project containing the state"},"state_id":{"type":"string","description":"The uuid identifier of the state to get"}},"required":["project_id","state_id"]}`,
			`{"project_id":"f02436dd-2ba9-46e6-9dce-35a6fc19dab6","state_id":"bf3f95a4-690b-4f0c-ab4a-fd611148ac56"}`,
			[]string{"project f02436dd-2ba9-46e6-9dce-35a6fc19dab6", "state bf3f95a4-690b-4f0c-ab4a-fd611148ac56"},
			[]string{"f02436dd-2ba9-46e6-9dce-35a6fc19dab6 project"}},
		{"transfer_cycle_issues", "Transfer issues from one cycle to another",
			`{"type":"object","properties":{"project_id":{"type":"string","description":"The uuid identifier of the project containing the cycle"},"cycle_id":{"type":"string","description":"The uuid identifier of the source cycle"},"new_cycle_id":{"type":"string","description":"The uuid identifier of the target cycle"}},"required":["project_id","cycle_id","new_cycle_id"]}`,
			`{"project_id":"d6482c86-d721-424b-8c58-55f3fa72c2a4","cycle_id":"1ff3b11c-0a11-4628-8787-651481ca335c","new_cycle_id":"a281b292-5f23-45ec-90d3-02c7f635d504"}`,
			[]string{"cycle a281b292-5f23-45ec-90d3-02c7f635d504", "project d6482c86-d721-424b-8c58-55f3fa72c2a4"},
			[]string{"called a281b292"}},
	}, 8, 23)
}

// The two sides of a match are said by the part each plays, never as
// places ("in home team T-N33-05 in away team …"); the away team's id
// takes the home team's stated form (a youth soccer league, the hold22 development set).
func TestSidesSaidByPart(t *testing.T) {
	t.Parallel()
	checkRequests(t, []requestCase{
		{"schedule-match", "Put a match on the calendar. Fails if the field is already booked or either team has another match within 2 hours.",
			`{"type":"object","properties":{"home_team_id":{"type":"string","description":"Team ID, e.g. T-U10-07."},"away_team_id":{"type":"string"},"field_id":{"type":"string","description":"Field code, e.g. RB-PARK-3."}},"required":["home_team_id","away_team_id","field_id"]}`,
			`{"home_team_id":"T-N33-05","away_team_id":"T-U50-03","field_id":"RB-PARK-9"}`,
			[]string{"T-N33-05 as the home team", "T-U50-03 as the away team", "RB-PARK-9"}, []string{"in home team", "in away team"}},
	}, 6, 31)
}
