package generate

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestParallelSameToolSharesFlags: two calls of one tool asked for in
// one request share their optional flags and choices (a tool written for
// the test, and the example server's cancel_meeting through its built-in
// template). A flag sentence
// said once ("… And cancel evt_b. Don't notify the attendees.") held for
// one call only, the other keeping the default, and the request still
// says the flag once.
func TestParallelSameToolSharesFlags(t *testing.T) {
	const tools = `[
 {"name":"cancel_booking","description":"Cancel a booking by its id",
  "inputSchema":{"type":"object","properties":{
   "booking_id":{"type":"string","description":"Booking id such as \"bk_1a2b3c\""},
   "notify_guests":{"type":"boolean","description":"Whether to e-mail the guests (default true)"},
   "reason":{"type":"string","enum":["weather","illness","double-booked"],"description":"Why it is cancelled"}},
   "required":["booking_id"]}}
]`
	n := 0
	for seed := int64(1); seed <= 6; seed++ {
		for _, r := range kindRecords(t, []Source{toolsFor(t, "bookings", tools), corpusSource(t, "example.json", "ex")}, "parallel", 8, seed) {
			names, args := r.calls()
			if len(names) < 2 || names[0] != names[1] {
				continue
			}
			var a, b map[string]any
			if json.Unmarshal([]byte(args[0]), &a) != nil || json.Unmarshal([]byte(args[1]), &b) != nil {
				t.Fatalf("arguments %v", args)
			}
			n++
			for _, k := range []string{"notify_guests", "reason", "notify_attendees"} {
				if k == "reason" && names[0] != "cancel_booking" {
					continue // the example server's reason is free text
				}
				if va, vb := a[k], b[k]; va != vb {
					t.Errorf("%s differs between the calls (%v, %v): %q", k, va, vb, r.request())
				}
			}
			if v, ok := a["reason"].(string); ok && strings.Count(r.request(), v) > 1 {
				t.Errorf("the shared reason %q said twice: %q", v, r.request())
			}
		}
	}
	if n == 0 {
		t.Fatal("no parallel record with two calls of cancel_booking")
	}
}
