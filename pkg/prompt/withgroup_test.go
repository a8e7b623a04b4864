package prompt

import "testing"

// Options that each open on "with" are said as one group after the
// others, its own "and" after a comma: never "with A, B and with C" nor a
// second "and" ("with A and B and C").
func TestWithOptionsGrouped(t *testing.T) {
	cases := []struct {
		opts []string
		want string
	}{
		{[]string{"with patient consent", "direction in", "with Cedar Park Pharmacy as the other pharmacy"},
			"direction in, with patient consent and Cedar Park Pharmacy as the other pharmacy"},
		{[]string{"with a dose of 13 mg/kg", "frequency TID", "for 4 days", "with the drug meloxicam"},
			"frequency TID, for 4 days, with a dose of 13 mg/kg and the drug meloxicam"},
		{[]string{"on 2026-01-18", "with medications isotretinoin and warfarin"},
			"on 2026-01-18, with medications isotretinoin and warfarin"},
		// side by side: the group still goes last, never "a piano and on …"
		{[]string{"with an elevator", "with a piano", "on 2026-02-07"}, "on 2026-02-07, with an elevator and a piano"},
		// only "with" options: shareWith says "with" once
		{[]string{"with an elevator", "with a piano", "with a crew of 8"}, "with an elevator, a piano and a crew of 8"},
		// one option listing values goes last in the group, its own list
		// ending it (withOnce); two such options stay apart
		{[]string{"with ticket ids 43090", "on the AM shift", "with region EMEA, source web"},
			"on the AM shift, with ticket ids 43090 and region EMEA, source web"},
		{[]string{"with ticket ids 43090 and 43091", "on the AM shift", "with region EMEA, source web"},
			"with ticket ids 43090 and 43091, on the AM shift and with region EMEA, source web"},
		// an act on the result stays last
		{[]string{"with an elevator", "on 2026-02-07", "with a piano", "saving the output to x.log"},
			"on 2026-02-07, with an elevator and a piano, saving the output to x.log"},
		// quoted text keeps its own "and"
		{[]string{"on fix/x", `with the message "Fix a and b"`}, `on fix/x and with the message "Fix a and b"`},
	}
	for _, c := range cases {
		if got := joinOpts(c.opts); got != c.want {
			t.Errorf("joinOpts(%q)\n got %s\nwant %s", c.opts, got, c.want)
		}
	}
}
