package prompt

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// repairTools is a bicycle repair shop's tools (written for the tests,
// named like no captured server): repairs are booked, looked up, listed
// and collected; nothing cancels, refunds, changes, prints or emails them.
func repairTools(extra ...NearTool) []NearTool {
	schema := func(props map[string]any) json.RawMessage {
		b, _ := json.Marshal(map[string]any{"type": "object", "properties": props})
		return b
	}
	str := map[string]any{"type": "string"}
	ts := []NearTool{
		{Name: "book_repair", Description: "Book a repair for a bicycle.", InputSchema: schema(map[string]any{
			"owner_name": str, "bike": str, "service": map[string]any{"type": "string", "enum": []string{"tune_up", "full_overhaul"}},
			"due_date": map[string]any{"type": "string", "format": "date"}, "labour_minutes": map[string]any{"type": "integer"},
			"price_eur": map[string]any{"type": "number"}, "owner_phone": str})},
		{Name: "get_repair", Description: "Get a repair by ID.", InputSchema: schema(map[string]any{"repair_id": str})},
		{Name: "list_repairs", Description: "List repairs.", InputSchema: schema(map[string]any{"from_date": str, "to_date": str, "service": str, "limit": map[string]any{"type": "integer"}})},
		{Name: "mark_paid", Description: "Mark a repair as paid.", InputSchema: schema(map[string]any{"repair_id": str, "amount": map[string]any{"type": "number"}})},
	}
	return append(ts, extra...)
}

func missOf(d *NearDomain, verb, noun string) (domainMiss, bool) {
	i := slices.IndexFunc(d.near, func(m domainMiss) bool { return m.verb == verb && m.noun == noun })
	if i < 0 {
		return domainMiss{}, false
	}
	return d.near[i], true
}

// TestObjectNearMisses: the repair shop's own thing, the repair, gets
// near misses no tool serves — refund, cancel, email, print, a new due
// date, a list sorted by a number field, a call to the owner, a price in
// another currency — and each answer names what the tools do with
// repairs, in words, offering exactly those tools.
func TestObjectNearMisses(t *testing.T) {
	d := NewNearDomain(repairTools(), 3)
	want := map[string]string{
		"refund/repair":   "I can't refund repairs with these tools; I can look up a repair or list repairs.",
		"cancel/repair":   "I can't cancel repairs with these tools; I can look up a repair or list repairs.",
		"email/repair":    "I can't send emails with these tools; I can look up a repair or list repairs.",
		"print/repair":    "I can't print anything with these tools; I can look up a repair or list repairs.",
		"change/repair":   "I can't change repairs once they're made with these tools; I can look up a repair or list repairs.",
		"sort/repair":     "I can't sort repairs by labour with these tools; I can list them filtered by date or service.",
		"call/owner":      "I can't make phone calls with these tools;",
		"currency/repair": "I can't convert amounts into other currencies with these tools; amounts here are in euros.",
	}
	for vn, answer := range want {
		verb, noun, _ := strings.Cut(vn, "/")
		m, ok := missOf(d, verb, noun)
		if !ok {
			t.Errorf("no %s near miss; have %v", vn, nearAll(d))
			continue
		}
		if !strings.HasPrefix(m.answer, answer) {
			t.Errorf("%s answer = %q, want it to open with %q", vn, m.answer, answer)
		}
		for _, q := range m.requests {
			if got := d.Offer(q); len(got) == 0 || slices.Contains(got, "book_repair") && verb != "call" && verb != "currency" {
				t.Errorf("%s: Offer(%q) = %v, want the tools its answer names (not the booking one)", vn, q, got)
			}
		}
	}
	if m, _ := missOf(d, "refund", "repair"); !strings.Contains(m.requests[0], "repair ") {
		t.Errorf("refund request %q does not name a repair by its number", m.requests[0])
	}
	if m, _ := missOf(d, "change", "repair"); !strings.Contains(m.requests[0], "due date") {
		t.Errorf("change request %q does not ask for a new due date", m.requests[0])
	}
}

// TestObjectNearMissesCovered: a tool doing the thing asked removes its
// near miss — a tool cancelling repairs the cancel one, a tool sending
// mail the email one, a tool that sorts the list the sort one.
func TestObjectNearMissesCovered(t *testing.T) {
	cases := []struct {
		extra NearTool
		gone  string
	}{
		{NearTool{Name: "cancel_repair", Description: "Cancel a repair."}, "cancel/repair"},
		{NearTool{Name: "send_email", Description: "Send an email."}, "email/repair"},
		{NearTool{Name: "place_call", Description: "Ring a phone number."}, "call/owner"},
		{NearTool{Name: "update_repair", Description: "Update a repair."}, "change/repair"},
	}
	for _, c := range cases {
		d := NewNearDomain(repairTools(c.extra), 3)
		verb, noun, _ := strings.Cut(c.gone, "/")
		if _, ok := missOf(d, verb, noun); ok {
			t.Errorf("with %s there is still a %s near miss", c.extra.Name, c.gone)
		}
	}
}

// TestNegativeDrawsWithoutRepeats: a run's negatives are mostly near
// misses of its own tools, no request comes twice while unused ones
// remain, and two runs (another seed or another tool set) draw the
// general requests in other orders.
func TestNegativeDrawsWithoutRepeats(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	r := set.NewRenderer()
	tools := repairTools()
	names := make([]string, len(tools))
	for i, tl := range tools {
		names[i] = tl.Name
	}
	run := func(d *NearDomain, n int) (reqs []string, near int) {
		for i := range n {
			q, _, v, err := r.NegativeIn(rand.New(rand.NewPCG(1, uint64(i))), i, Related(names), d)
			if err != nil {
				t.Fatal(err)
			}
			reqs = append(reqs, q)
			if strings.HasPrefix(v, "near-miss/") {
				near++
			}
		}
		return reqs, near
	}
	reqs, near := run(NewNearDomain(tools, 3).WithSeed(7), 24)
	seen := map[string]bool{}
	for _, q := range reqs {
		if seen[q] {
			t.Errorf("request %q comes twice in 24 negatives: %q", q, reqs)
		}
		seen[q] = true
	}
	if near < 12 {
		t.Errorf("%d of 24 negatives are near misses, want most: %q", near, reqs)
	}
	other, _ := run(NewNearDomain(tools, 3).WithSeed(8), 24)
	if slices.Equal(reqs, other) {
		t.Errorf("seeds 7 and 8 draw the same negatives: %q", reqs)
	}
}

// TestBuiltinNearMissOffersNoMaker: the built-in "delete a file" near
// miss is not answered with "I can create them" when making files is all
// the tools do with them.
func TestBuiltinNearMissOffersNoMaker(t *testing.T) {
	names := []string{"create_or_update_file", "search_code"}
	d := NewNearDomain(nearTools(names...), 3)
	sc := d.fit(scope(Related(names)))
	for i, nm := range sc.near {
		if nm.verb == "delete" && slices.Contains(sc.canDo[i], "create") {
			t.Errorf("the delete near miss offers %v", sc.canDo[i])
		}
	}
}

// TestObjectNearMissBookingOnly: a booking no tool reads or cancels gets
// a cancel near miss whose answer says what the tools do and offers
// nothing ("I can only book ... here").
func TestObjectNearMissBookingOnly(t *testing.T) {
	d := NewNearDomain(nearTools("reserve_court|Reserve a tennis court.|court_number,start_time,players"), 3)
	m, ok := missOf(d, "cancel", "court")
	if !ok {
		t.Fatalf("no cancel/court near miss; have %v", nearAll(d))
	}
	if want := "I can't cancel courts with these tools; I can only reserve a tennis court here."; m.answer != want {
		t.Errorf("answer = %q, want %q", m.answer, want)
	}
	if want := "the court I reserved for Friday"; !strings.Contains(m.requests[0], want) {
		t.Errorf("request %q does not say %q", m.requests[0], want)
	}
}
