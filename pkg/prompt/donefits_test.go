package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestDoneAckNamesAThing: the report of a change done and its answer
// say an act on a thing ("Done: the booking is canceled."), never a
// state, a participle, the act twice or a noun read as the verb as the
// thing ("The aircraft offline is set.", "The checked is visited.",
// "The written estimate is written.", "Lookup membered."), nor a look-up
// as a change ("Details plotted."); a look-up declined is one not made
// ("I haven't looked that up.").
func TestDoneAckNamesAThing(t *testing.T) {
	for _, c := range []struct {
		name, desc string
		ok         bool
	}{
		{"cancelBooking", "Cancel a booking.", true},
		{"deleteMeterRead", "Delete a meter read (duplicate or keyed in error)", true},
		{"sb_deaccession", "Deaccessions an accession (dead or misidentified).", true},
		{"rm_tree", "Tree died / removed", true},
		{"setAircraftOffline", "Set aircraft offline", false},
		{"markSold", "", false},
		{"late_calls", "Visits checked in late", false},
		{"send_estimate", "Produce the written estimate and email it to the informant.", false},
		{"hr_member", "Member lookup by number or name", false},
		{"accident", "Accident book entry", false},
		{"get_plot", "Plot details", false},
		{"sb_withdraw_seeds", "Deducts seeds from an accession's count. Returns the remaining count.", false},
	} {
		b := &Binding{Tool: ToolInfo{Name: c.name, Description: c.desc}}
		b.data.intent = toolIntent(c.name, "", c.desc)
		res, ans, ok := DoneAck(rand.New(rand.NewPCG(1, 1)), b)
		if ok != c.ok {
			t.Errorf("%s: ok %v, want %v (%q %q)", c.name, ok, c.ok, res, ans)
		}
		if d := DeclinedAckFor(rand.New(rand.NewPCG(2, 2)), b); !c.ok && (strings.Contains(d, "that ") || strings.Contains(d, "those ")) &&
			!strings.Contains(d, "offline") && !strings.Contains(d, "sold") && !strings.Contains(d, "looked that up") {
			t.Errorf("%s: declined answer names no thing: %q", c.name, d)
		}
	}
}

// TestDoneNamesUnset: a report naming a value the call left unset ("The
// date is changed." for new access notes) is caught; one naming the
// thing changed, or a thing holding the unset value (a "tree note" and
// its "note"), is not.
func TestDoneNamesUnset(t *testing.T) {
	for _, c := range []struct {
		name, desc string
		params     []string
		args       map[string]any
		want       bool
	}{
		{"updateBooking", "Change date, items or access notes of an existing booking.",
			[]string{"bookingReference", "collectionDate", "accessNotes"}, map[string]any{"bookingReference": "B1", "accessNotes": "x"}, true},
		{"updateBooking", "Change date, items or access notes of an existing booking.",
			[]string{"bookingReference", "collectionDate", "accessNotes"}, map[string]any{"bookingReference": "B1", "collectionDate": "2026-01-01"}, false},
		{"add_tree_note", "Add a tree note", []string{"tag", "note"}, map[string]any{"tag": "t"}, false},
		{"cask_dispatch", "Send full casks out on a delivery", []string{"cask_nos", "deposit_per_cask"}, map[string]any{"cask_nos": []any{"1"}}, false},
	} {
		b := &Binding{Tool: ToolInfo{Name: c.name, Description: c.desc}}
		b.data.intent = toolIntent(c.name, "", c.desc)
		for _, p := range c.params {
			b.params = append(b.params, Param{Name: p})
		}
		if got := DoneNamesUnset(b, c.args); got != c.want {
			t.Errorf("%s %v: %v, want %v (intent %q %q)", c.name, c.args, got, c.want, b.data.intent.Verb, b.data.intent.Object)
		}
	}
}

// TestWhenQuestionPlainOn: a plain string key "<participle> on" with no
// description is asked as the day it happened ("When was it
// received?"), never "Which received on should I use?".
func TestWhenQuestionPlainOn(t *testing.T) {
	q := whenQuestion(rand.New(rand.NewPCG(1, 1)), Param{Name: "receivedOn", Human: "received on", Type: "string"})
	if !strings.Contains(q, "When was it received?") {
		t.Errorf("receivedOn: %q", q)
	}
	if q := whenQuestion(rand.New(rand.NewPCG(1, 1)), Param{Name: "carriedOn", Human: "carried on", Type: "string", Enum: true}); q != "" {
		t.Errorf("a choice asked as a date: %q", q)
	}
}
