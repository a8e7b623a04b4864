package prompt

import "testing"

// TestOverflowOpts checks a request that would chain more phrases than
// one clause holds says the last ones in short sentences of their own,
// and that options without a sentence form stay. The options are ones
// the generic path said for the irrigation, brewery and ferry tools of
// the dev data.
func TestOverflowOpts(t *testing.T) {
	cases := []struct {
		leads, opts []string
		read        bool
		keep        []string
		tail        string
	}{
		{[]string{"on controller serial ACM-3N-682218"}, []string{"with a flow limit LPM of 60.83", "for 14 minutes", "for zone 44"}, false,
			[]string{"with a flow limit LPM of 60.83", "for 14 minutes"}, " It's for zone 44."},
		{[]string{"for batch B-2027-350", "into kegs/cans/bottles"}, []string{"final abv at 15%", "in can_440ml format", "for 16 units"}, false,
			[]string{"in can_440ml format"}, " The final abv is 15%. It's for 16 units."},
		{[]string{"on route code R40"}, []string{"on March 20 at 4pm", "for 4 passengers", "with a fare of 20 EUR"}, false,
			[]string{"on March 20 at 4pm", "for 4 passengers"}, " The fare is 20 EUR."},
		// a span and a day are details of the request ("It's for …")
		{[]string{"for lesson L-1"}, []string{"with instructor I-4", "from May 2 at 3pm", "for 45 minutes"}, false,
			[]string{"with instructor I-4", "from May 2 at 3pm"}, " It's for 45 minutes."},
		{[]string{"for client C-1"}, []string{"with a budget of $500", "with 6 flues", "on March 9, 2026"}, false,
			[]string{"with a budget of $500", "with 6 flues"}, " It's on March 9, 2026."},
		{[]string{"for client C-1"}, []string{"with a budget of $500", "on March 9, 2026", "with 6 flues"}, false,
			[]string{"with a budget of $500", "on March 9, 2026"}, " Make it 6 flues."},
		// a count of what happened to things stays in the clause
		{[]string{"for hive H-1"}, []string{"with a budget of $500", "on March 9, 2026", "with 10 frames transferred"}, false,
			[]string{"with a budget of $500", "with 10 frames transferred"}, " It's on March 9, 2026."},
		{[]string{"for roof R-1"}, []string{"with a budget of $500", "on March 9, 2026", "with 21 years of roof age"}, false,
			[]string{"with a budget of $500", "with 21 years of roof age"}, " It's on March 9, 2026."},
		// two details on different prepositions share one sentence
		{[]string{"for client C-1", "in zone 4"}, []string{"with a budget of $500", "on March 9, 2026", "for 90 guests"}, false,
			[]string{"with a budget of $500"}, " It's on March 9, 2026, for 90 guests."},
		{[]string{"for the Shakshuka recipe"}, []string{"original gravity 1.054", "volume 59 liters", "fermenter FV6"}, false,
			[]string{"original gravity 1.054", "volume 59 liters"}, " The fermenter is FV6."},
		// three phrases are not too many
		{[]string{"on controller serial ACM-1"}, []string{"for 14 minutes", "in zone 4"}, false,
			[]string{"for 14 minutes", "in zone 4"}, ""},
		// an enum's words and a phrase with a preposition have no noun to name
		{[]string{"for trial T-1", "in zone 3"}, []string{"phase early phase 1", "phase phase 2", "broken down into 15-minute steps"}, false,
			[]string{"phase early phase 1", "phase phase 2", "broken down into 15-minute steps"}, ""},
		// a noun of several words is no measure "of" a value
		{[]string{"for Lucia Costa"}, []string{"phone +51 1 846 4050", "date of birth 1948-09-27", "with an automatic transmission"}, false,
			[]string{"phone +51 1 846 4050", "date of birth 1948-09-27", "with an automatic transmission"}, ""},
		// no sentence form: left in the clause
		{[]string{"at branch BR-1", "for member 5"}, []string{"vaccine shingles", "DOB 1946-01-19"}, false,
			[]string{"vaccine shingles", "DOB 1946-01-19"}, ""},
	}
	st := &funcState{}
	for _, c := range cases {
		co := core{leads: c.leads, opts: append([]string(nil), c.opts...)}
		tail := st.overflowOpts(&co, intent{Read: c.read})
		if tail != c.tail || len(co.opts) != len(c.keep) {
			t.Errorf("%q: tail %q, kept %q; want %q, %q", c.opts, tail, co.opts, c.tail, c.keep)
			continue
		}
		for i := range c.keep {
			if co.opts[i] != c.keep[i] {
				t.Errorf("%q: kept %q, want %q", c.opts, co.opts, c.keep)
			}
		}
	}
}
