package prompt

import (
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// TestNamedActs checks acts said from tool names that are verb phrases
// or clip their verb: the verb is said as a verb, in full, and a clause
// that loses the object, or opens on a word the name uses to describe
// its object, takes the name's act.
func TestNamedActs(t *testing.T) {
	tools := []role.ServerTool{
		{Name: "raise_concern", Description: "Safeguarding / welfare concern"},
		{Name: "passRate"},
		{Name: "new_climber", Description: "Registration + waiver"},
		{Name: "lst_instructors", Description: "All ADIs"},
		{Name: "lst_lessons", Description: "Lessons for an instructor"},
		{Name: "rm_tree", Description: "Tree died / removed"},
		{Name: "tour_cancel_booking", Description: "Cancel and refund. Full refund up to 24h before departure."},
		{Name: "lsm_list_open_callouts", Description: "Open jobs not yet closed, oldest first"},
		{Name: "read_object_objects__accession_number__get", Description: "Read Object\n\nReturns a single object record."},
		{Name: "mv_lesson", Description: "Move lesson to new time"},
		{Name: "tree_note", Description: "Pruning, disease, grease bands etc"},
	}
	srv := role.NewServer("club", tools)
	for _, c := range []struct{ name, desc, verb, object, extra string }{
		{"raise_concern", "Safeguarding / welfare concern", "raise", "a concern", ""},                 // was "get the raise concern"
		{"passRate", "", "get", "the pass rate", ""},                                                  // was "rate pass"
		{"new_climber", "Registration + waiver", "add", "a new climber", ""},                          // was "help me with new climber"
		{"lst_instructors", "All ADIs", "list", "instructors", ""},                                    // was "help me with lst instructors"
		{"rm_tree", "Tree died / removed", "remove", "a tree", ""},                                    // was "tree" + "died / removed"
		{"tour_cancel_booking", tools[6].Description, "cancel", "a booking", ""},                      // was "cancel" alone
		{"lsm_list_open_callouts", tools[7].Description, "list", "open callouts", ""},                 // was "open the jobs not yet"
		{"read_object_objects__accession_number__get", tools[8].Description, "read", "an object", ""}, // the clause's act stays
		{"mv_lesson", "Move lesson to new time", "reschedule", "a lesson", ""},                        // the new time the description says is read
		{"tree_note", "Pruning, disease, grease bands etc", "add", "a tree note", ""},                 // was "help me with tree note"
	} {
		in := brandFreeIntent(ToolInfo{Name: c.name, Description: c.desc, Peers: srv})
		if in.Verb != c.verb || in.Object != c.object || in.Extra != c.extra {
			t.Errorf("%s: got %q %q %q, want %q %q %q", c.name, in.Verb, in.Object, in.Extra, c.verb, c.object, c.extra)
		}
	}
}
