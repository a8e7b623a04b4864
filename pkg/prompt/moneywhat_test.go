package prompt

import (
	"strings"
	"testing"
)

// TestMoneyWhatSaid checks that money a key names by what it pays for,
// how it was reached, or what it overrides is said as people say it
// ("£143.16 for labour", "quoted at £63.82", "the refund set to £285.67"),
// never as if the key's words were the money ("a £143.16 labour", "a
// £63.82 quoted price", "a refund override of £285.67").
func TestMoneyWhatSaid(t *testing.T) {
	cases := []struct {
		name, desc, key, keyDesc, val string
		want                          []string
		bad                           []string
	}{
		{"add_quote", "Attach a quote to a repair.", "labour_gbp", "Labour in pounds", "143.16",
			[]string{"for labour", "labour at"}, []string{"a £143.16 labour", "a labour of"}},
		{"book_callout", "Book a call-out.", "quoted_price_gbp", "Price quoted on the phone", "63.82",
			[]string{"quoted at £63.82"}, []string{"quoted price"}},
		{"cancel_booking", "Cancel a booking.", "refund_override_gbp", "Refund amount if different", "285.67",
			[]string{"refund set to £285.67", "overriding the refund to £285.67"}, []string{"refund override"}},
		{"add_job", "Add a job.", "callout_fee_gbp", "Call-out fee", "50",
			[]string{"fee"}, nil},
	}
	for _, c := range cases {
		schema := `{"type":"object","properties":{"` + c.key + `":{"type":"number","description":"` + c.keyDesc + `"}},"required":["` + c.key + `"]}`
		for i, text := range renderDraws(t, c.name, c.desc, schema, `{"`+c.key+`":`+c.val+`}`, 20, 3) {
			ok := false
			for _, w := range c.want {
				ok = ok || strings.Contains(text, w)
			}
			for _, b := range c.bad {
				if strings.Contains(text, b) {
					ok = false
				}
			}
			if !ok {
				t.Errorf("%s draw %d: %s", c.key, i, text)
			}
		}
	}
}

// TestClockEndsSaid checks that a start and an end time of a thing are
// said as people say them ("starting at 09:45", "from 18:00 to 19:45"),
// never as keys ("with start time 09:45", "ending at 19:45, starting at
// 18:00").
func TestClockEndsSaid(t *testing.T) {
	for _, c := range []struct {
		w    []string
		s    string
		want string
	}{
		{[]string{"start", "time"}, "09:45", "starting at 09:45"},
		{[]string{"end", "time"}, "20:15", "ending at 20:15"},
		{[]string{"start", "time"}, "tomorrow", ""},
		{[]string{"arrival", "time"}, "09:45", ""},
	} {
		if got := clockEndSaid(c.w, c.s); got != c.want {
			t.Errorf("clockEndSaid(%v, %q) = %q, want %q", c.w, c.s, got, c.want)
		}
	}
	got := fromTo([]string{"ending at 19:45", "for 20 minutes", "starting at 18:00"})
	if want := "from 18:00 to 19:45|for 20 minutes"; strings.Join(got, "|") != want {
		t.Errorf("fromTo = %q, want %q", strings.Join(got, "|"), want)
	}
}

// TestMemberDurationSaid checks that a member holding how long a thing
// lasts ("durationMinutes") is said "for 45 minutes", and its start time
// "starting at 09:45", never "with 45 minutes and start time 09:45".
func TestMemberDurationSaid(t *testing.T) {
	schema := `{"type":"object","properties":{"volunteerId":{"type":"integer"},"shift":{"type":"object","properties":{` +
		`"date":{"type":"string","format":"date"},"startTime":{"type":"string","pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]$"},` +
		`"durationMinutes":{"type":"integer"},"role":{"type":"string","enum":["DRIVER","ADMIN"]}},"required":["date","startTime","role"]}},` +
		`"required":["volunteerId","shift"]}`
	args := `{"volunteerId":11624,"shift":{"date":"2026-01-19","startTime":"09:45","durationMinutes":45,"role":"DRIVER"}}`
	for i, text := range renderDraws(t, "bookVolunteerShift", "Book a volunteer onto a shift", schema, args, 20, 3) {
		if !strings.Contains(text, "for 45 minutes") || !strings.Contains(text, "starting at 09:45") || strings.Contains(text, "start time") {
			t.Errorf("draw %d: %s", i, text)
		}
	}
}
