package generate

import "testing"

// TestNamedDone: the report of a change done names the thing as the
// request named it ("booking K8P9DY"); a report of something else of
// it ("the container swap"), an id the request does not lead with a
// noun, or a verb before the id ("to book HQ-395") keeps the report as
// it is.
func TestNamedDone(t *testing.T) {
	mk := func(name string) spec {
		return spec{pt: boundTool(t, "change_it", "Change a thing.", `{"type":"object","properties":{"`+name+`":{"type":"string"}},"required":["`+name+`"]}`)}
	}
	for _, c := range []struct {
		param, value, text, answer, want string
	}{
		{"booking_ref", "K8P9DY", "Would you amend booking K8P9DY?", "Done: the booking is amended.", "Done: booking K8P9DY is amended."},
		{"booking_ref", "K8P9DY", "Would you amend booking K8P9DY?", "The booking is amended.", "Booking K8P9DY is amended."},
		{"envelope_id", "ENV-85", "We need to withdraw envelope ENV-85, and give it a reason.", "Done, I've withdrawn the envelope.", "Done, I've withdrawn envelope ENV-85."},
		{"container_id", "CT-38P", "I need to request a swap for container CT-38P.", "Done: the container swap is requested.", "Done: the container swap is requested."},
		{"booking_ref", "K8P9DY", "Would you amend K8P9DY?", "Done: the booking is amended.", "Done: the booking is amended."},
		{"room_id", "HQ-395", "I'd like to book HQ-395.", "Done: the book is made.", "Done: the book is made."},
	} {
		s := mk(c.param)
		s.args = map[string]any{c.param: c.value}
		if got := namedDone(c.answer, s, c.text); got != c.want {
			t.Errorf("namedDone(%q, %q) = %q, want %q", c.answer, c.text, got, c.want)
		}
	}
}

// TestBackRefOwner: a value named as an owner after its noun is pointed
// back to ("that booking's feedings"); one not led by a noun stays.
func TestBackRefOwner(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Now could you list booking BK-97275's feedings?", "Now could you list that booking's feedings?"},
		{"Now could you list BK-97275's feedings?", "Now could you list BK-97275's feedings?"},
		{"Now list booking BK-97275 feedings.", "Now list booking BK-97275 feedings."},
	} {
		if got := backRefOwner(c.text, []any{"BK-97275"}); got != c.want {
			t.Errorf("backRefOwner(%q) = %q, want %q", c.text, got, c.want)
		}
	}
}
