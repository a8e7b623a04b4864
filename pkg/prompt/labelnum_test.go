package prompt

import "testing"

// A count-like key ending in a clipped "number" ("shelf_no") names the
// thing by its number ("shelf 14"), never reads the key out ("a shelf
// no of 14").
func TestNumberClipSaidAsThing(t *testing.T) {
	cases := []requestCase{
		{"get_shelf_log", "Get the restocking log of one shelf.",
			`{"type":"object","properties":{"aisle_code":{"type":"string","pattern":"^A[0-9]{2}$"},"shelf_no":{"type":"integer","minimum":0}},"required":["aisle_code","shelf_no"]}`,
			`{"aisle_code":"A07","shelf_no":14}`,
			[]string{"shelf 14"}, []string{"shelf no"}},
	}
	checkRequests(t, cases, 40, 11)
}

// A span counted from an event ("hours_since_feed") is said as the time
// after that event ("at 3 hours after the feed"), never as a window back
// from now ("for the last 3 hours").
func TestSinceThingSpan(t *testing.T) {
	cases := []requestCase{
		{"log_calf_check", "Log a health check for a calf.",
			`{"type":"object","properties":{"calf_tag":{"type":"string","pattern":"^C-[0-9]{4}$"},"hoursSinceFeed":{"type":"integer","minimum":0}},"required":["calf_tag","hoursSinceFeed"]}`,
			`{"calf_tag":"C-2043","hoursSinceFeed":3}`,
			[]string{"3 hours after the feed"}, []string{"last 3 hours", "past 3 hours"}},
	}
	checkRequests(t, cases, 40, 11)
	if sinceThing("days since last login") != "" || sinceThing("days since session") != "session" {
		t.Error("sinceThing: 'last login' is a window, 'session' an event")
	}
}
