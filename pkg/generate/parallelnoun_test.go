package generate

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestSameActNoun: a second request asking the first's act right before
// the thing's id is said from that thing on ("appointment 30037981, …");
// one whose act is not the first's, whose noun follows an article, or that names no id after it is kept whole.
func TestSameActNoun(t *testing.T) {
	for _, c := range []struct {
		first, second string
		rest          string // "" when kept whole
	}{
		{"Cancel appointment 37536104, giving owner request as the reason.", "Can you also cancel appointment 30037981, with owner request as the reason?",
			"appointment 30037981, with owner request as the reason?"},
		{"Would you withdraw subject 385471 from the study, due to death?", "Withdraw subject 438803, on April 13, 2026.",
			"subject 438803, on April 13, 2026."},
		{"Would you delete task 1208837736710066? We don't use it anymore.", "We need to delete task 1207934337878579.",
			"task 1207934337878579."},
		{"Cancel reservation SR-741852, please.", "Also, cancel reservation \"SR-131452\".", "reservation \"SR-131452\"."},
		// another verb for the act on a thing first names the same way
		{"Delete booking 711003 for me.", "Also, get rid of booking 783803.", "booking 783803."},
		{"Do you mind changing booking K6D4KC?", "Would you also amend booking K7W4BX?", "booking K7W4BX?"},
		// another verb on a thing first does not name with a value
		{"Delete the booking for Maria.", "Also, get rid of booking 783803.", ""},
		// the noun after an article: "the same for reservation" would drop its "a"
		{"Cancel a reservation RC24445509.", "Also, cancel a reservation RC30395054.", ""},
		// a noun inside the request, not the act: "vehicle registration"
		{"Book a slot for vehicle registration 9WTT748.", "Let's reserve a slot on vehicle registration 6GHW575.", ""},
		// no id after the noun
		{"Cancel appointment 37536104.", "Can you also cancel appointment for Maria?", ""},
	} {
		rest, ok := sameActNoun(c.first, c.second, nil)
		if c.rest == "" {
			if ok {
				t.Errorf("sameActNoun(%q) = %q, want it kept whole", c.second, rest)
			}
			continue
		}
		if !ok || rest != c.rest {
			t.Errorf("sameActNoun(%q) = %q, %v; want %q", c.second, rest, ok, c.rest)
		}
	}
}

// TestJoinSameActNoun: two calls of one tool on two things ask the act
// once ("… Same for reservation SR-131452."), without the first's "for
// me" again; a first call setting a note the second does not keeps the
// second whole (the same would read as the note again).
func TestJoinSameActNoun(t *testing.T) {
	pt := &prepTool{}
	calls := []spec{{pt: pt, args: map[string]any{"id": "SR-741852"}}, {pt: pt, args: map[string]any{"id": "SR-131452"}}}
	for seed := range uint64(6) {
		rng := rand.New(rand.NewPCG(seed, 1))
		got, ok := joinSameAct(rng, calls, []string{"Can you please cancel reservation SR-741852?", "Can you also cancel reservation SR-131452 for me?"})
		if !ok || strings.Count(strings.ToLower(got), "cancel") != 1 || strings.Contains(got, "for me") ||
			!strings.HasSuffix(got, "for reservation SR-131452.") {
			t.Errorf("seed %d: joinSameAct = %q, %v; want the act once, then \"… for reservation SR-131452.\"", seed, got, ok)
		}
	}
	noted := []spec{{pt: pt, args: map[string]any{"id": "ORD1", "note": "Grinding noise when in use."}}, {pt: pt, args: map[string]any{"id": "ORD2"}}}
	if got, ok := joinSameAct(rand.New(rand.NewPCG(1, 1)), noted, []string{"Reprint order ORD1, with the note \"Grinding noise when in use.\"", "Can you also reprint order ORD2?"}); ok {
		t.Errorf("joinSameAct = %q; want the second request kept whole (the first's note is not the second's)", got)
	}
}

// TestWithoutRemarks: a request said as "the same for …" keeps the
// sentences that say a value, a number or a quote, and loses a remark
// the first request made already ("It's stale.").
func TestWithoutRemarks(t *testing.T) {
	for _, c := range []struct {
		rest string
		vals []string
		want string
	}{
		{"for task 12. It's stale.", []string{"12"}, "for task 12."},
		{"for task 12. Nobody uses it anymore.", []string{"12"}, "for task 12."},
		{"for order 2. The note should be \"Loose panel.\"", []string{"2", "Loose panel."}, "for order 2. The note should be \"Loose panel.\""},
		{"for order 2. Starting March 7.", []string{"2", "2026-03-07"}, "for order 2. Starting March 7."},
		{"for hold 9. Type lease return.", []string{"9", "lease_return"}, "for hold 9. Type lease return."},
	} {
		if got := withoutRemarks(c.rest, c.vals); got != c.want {
			t.Errorf("withoutRemarks(%q) = %q, want %q", c.rest, got, c.want)
		}
	}
}
