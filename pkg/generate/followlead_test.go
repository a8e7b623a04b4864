package generate

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/prompt"
)

// kennelTools are a boarding kennel's tools, none with an outputSchema:
// two that read a booking, two that change it, one that cancels it.
const kennelTools = `[
{"name":"get_booking","description":"Get a boarding booking: dog, dates, run number and notes.","inputSchema":{"type":"object","properties":{"booking_id":{"type":"string","description":"Booking id like BK-20931"}},"required":["booking_id"]}},
{"name":"list_feedings","description":"List the feedings logged for a booking.","inputSchema":{"type":"object","properties":{"booking_id":{"type":"string","description":"Booking id like BK-20931"},"limit":{"type":"integer"}},"required":["booking_id"]}},
{"name":"add_care_note","description":"Add a care note to a booking (medication, diet, behaviour).","inputSchema":{"type":"object","properties":{"booking_id":{"type":"string","description":"Booking id like BK-20931"},"note":{"type":"string","description":"The note, a sentence or two"}},"required":["booking_id","note"]}},
{"name":"set_vip","description":"Mark a booking as VIP, or unmark it.","inputSchema":{"type":"object","properties":{"booking_id":{"type":"string","description":"Booking id like BK-20931"},"vip":{"type":"boolean"}},"required":["booking_id","vip"]}},
{"name":"cancel_booking","description":"Cancel a boarding booking.","inputSchema":{"type":"object","properties":{"booking_id":{"type":"string","description":"Booking id like BK-20931"},"reason":{"type":"string"}},"required":["booking_id"]}}
]`

// TestFollowupReadAfterChange: offline, a follow-up of a tool that only
// reads and has no result to synthesize is not a call the user cancels
// but the read asked after a change to the same thing: the first call is
// a sibling that changes the booking the read names (never one that
// cancels it, nor one that turns a flag off: "VIP set." for vip false), its result the change reported done, and the read's
// request, the next user turn, says every value of the read's call but
// the booking the change named, which it points back to ("that booking").
func TestFollowupReadAfterChange(t *testing.T) {
	led, cancelled := 0, 0
	for _, r := range kindRecords(t, []Source{toolsFor(t, "kennel", kennelTools)}, "followup", 12, 41) {
		names, args := r.calls()
		res := r.results()
		if len(names) != 2 || len(res) != 1 || names[1] != "get_booking" && names[1] != "list_feedings" {
			continue
		}
		if res[0] == prompt.CancelledNotice || res[0] == prompt.DeclinedNotice {
			cancelled++
			continue
		}
		if names[0] == names[1] {
			continue
		}
		led++
		if names[0] != "add_care_note" && names[0] != "set_vip" || !doneReport(res[0]) || strings.Contains(args[0], "false") {
			t.Errorf("read %s after %s with result %q", names[1], names[0], res[0])
		}
		var a, b map[string]any
		if json.Unmarshal([]byte(args[0]), &a) != nil || json.Unmarshal([]byte(args[1]), &b) != nil || a["booking_id"] != b["booking_id"] {
			t.Errorf("the change and the read are about different bookings: %s / %s", args[0], args[1])
		}
		ask := r.Messages[len(r.Messages)-2].Content
		for _, v := range leafStrings(t, args[1]) {
			if v == a["booking_id"] {
				// the booking the change just named: pointed back to
				if !strings.Contains(strings.ToLower(ask), "that booking") {
					t.Errorf("the booking of the change before not pointed back to in %q", ask)
				}
				continue
			}
			if !strings.Contains(ask, v) {
				t.Errorf("value %q of the read not said in %q", v, ask)
			}
		}
	}
	if led < 4 {
		t.Errorf("%d reads asked after a change (%d cancelled), want most", led, cancelled)
	}
}

// TestFollowupLeadNeedsThing: a read is asked after a change only when
// the two share a value naming a thing (an id, a name): a price alone
// ties a payment link to no subscription.
func TestFollowupLeadNeedsThing(t *testing.T) {
	tools := `[
{"name":"list_subscriptions","description":"List subscriptions, optionally by price.","inputSchema":{"type":"object","properties":{"price":{"type":"string","description":"Price like 21.73"}},"required":["price"]}},
{"name":"create_payment_link","description":"Create a payment link for a price.","inputSchema":{"type":"object","properties":{"price":{"type":"string","description":"Price like 21.73"},"quantity":{"type":"integer"}},"required":["price","quantity"]}}
]`
	for _, r := range kindRecords(t, []Source{toolsFor(t, "pay", tools)}, "followup", 12, 5) {
		if names, _ := r.calls(); len(names) == 2 && names[0] == "create_payment_link" && names[1] == "list_subscriptions" {
			t.Errorf("subscriptions listed after a payment link of the same price: %q", r.request())
		}
	}
}
