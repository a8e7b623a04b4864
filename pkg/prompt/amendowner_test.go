package prompt

import "testing"

// TestAmendSaysWhatChanges: a tool whose description lists what it
// changes on a thing ("Change dates, boat, party size or extras on an
// existing booking") said for a call that sets none of the listed items
// names the thing and its new count ("booking NB26-0887 to 8 dogs"),
// never the first listed item ("change dates for 8 dogs"); a key opened
// by "new" is the new value ("to 7 nights", never "7 nights of new").
func TestAmendSaysWhatChanges(t *testing.T) {
	const desc = "Change dates, boat, party size or extras on an existing booking."
	schema := `{"type":"object","properties":{"booking_ref":{"type":"string"},"new_start_date":{"type":"string","description":"YYYY-MM-DD"},` +
		`"new_nights":{"type":"integer"},"dogs":{"type":"integer"}},"required":["booking_ref"]}`
	checkRequests(t, []requestCase{
		{name: "amend_booking", desc: desc, schema: schema,
			args: `{"booking_ref":"NB26-0887","dogs":8}`, want: []string{"NB26-0887", " to 8 dogs"},
			never: []string{"dates", "for 8 dogs"}},
		{name: "amend_booking", desc: desc, schema: schema,
			args: `{"booking_ref":"NB25-0549","new_nights":7}`, want: []string{"NB25-0549", " to 7 nights"},
			never: []string{"dates", "of new", "new nights"}},
		{name: "amend_booking", desc: desc, schema: schema,
			args: `{"booking_ref":"NB26-0453","new_start_date":"2026-02-09"}`, want: []string{"dates"}},
	}, 12, 4107)
	for _, c := range []struct{ desc, last, want string }{
		{desc, "extras", "an existing booking"},
		{"Change the carrier, service or package details for an order that has not shipped.", "package details", ""},
	} {
		if got := listOwner(c.desc, c.last); got != c.want {
			t.Errorf("listOwner(%q, %q) = %q, want %q", c.desc, c.last, got, c.want)
		}
	}
}
