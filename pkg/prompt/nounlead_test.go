package prompt

import "testing"

// TestNounLedClause: a description that opens on a noun (a plural the
// name ends on, a plural before a bare participle, a word that modifies a
// bare singular noun) is never read as an act on the rest ("I'd like to
// turn", "visit checked in the late", "accident a book entry", "member a
// lookup"); a verb before a plural or a name that goes on past the word
// keeps the act.
func TestNounLedClause(t *testing.T) {
	for _, c := range []struct {
		name, desc string
		eff        Effect
		verb, obj  string
	}{
		{"hr_uncovered_turns", "Turns with nobody booked", EffectUnknown, "get", "the turns"},
		{"accident", "Accident book entry", EffectUnknown, "add", "an accident book entry"},
		{"hr_member", "Member lookup by number or name", EffectUnknown, "look up", "the member"},
		{"fail_cycle", "Fail cycle, quarantine load", EffectUnknown, "fail", "a cycle"},
		{"git_rebase", "Rebase commits onto another branch", EffectChanges, "rebase", "commits"},
		{"list_x", "Lists archived projects", EffectReads, "list", "archived projects"},
		{"cert_issue", "Issue sweep certificate", EffectUnknown, "issue", "a sweep certificate"},
		{"insp_log", "Log boiler inspection", EffectUnknown, "log", "a boiler inspection"},
	} {
		ti := ToolInfo{Name: c.name, Description: c.desc, Effect: c.eff}
		got := agreedIntent(ti, toolIntent(c.name, "", c.desc))
		if got.Verb != c.verb || got.Object != c.obj {
			t.Errorf("%s %q: got %q %q, want %q %q", c.name, c.desc, got.Verb, got.Object, c.verb, c.obj)
		}
	}
	for _, c := range []struct {
		name, desc string
		want       bool
	}{
		{"hr_uncovered_turns", "Turns with nobody booked", true},
		{"late_calls", "Visits checked in late", true},
		{"list_x", "Lists archived projects", false},
		{"get_returns", "Returns the list of returns", false},
		{"lst_visits", "Visits for a day", true},
		{"get_visits", "Visits the page at a URL", false},
	} {
		if got := pluralNounLed(c.name, c.desc); got != c.want {
			t.Errorf("pluralNounLed(%s, %q) = %v, want %v", c.name, c.desc, got, c.want)
		}
	}
}
