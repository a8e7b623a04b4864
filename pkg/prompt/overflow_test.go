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

// TestSpanFold checks a request too long for its span says how long the
// new thing lasts before its noun ("a 15-minute show"), not in a
// sentence after the request; a thing that is named, possessed or read
// keeps the span where it was.
func TestSpanFold(t *testing.T) {
	cases := []struct {
		object     string
		opts       []string
		read       bool
		wantObject string
		wantTail   string
	}{
		{"a show", []string{"on March 3, 2026", "for presenters 4 and 7", "for 15 minutes"}, false, "a 15-minute show", ""},
		{"an exam sitting", []string{"for venue LT-1", "in module M1", "for 120 minutes", "from 9am"}, false, "a 120-minute exam sitting", ""},
		{"an instrument booking", []string{"for user 5", "for centre C-1", "for 8 hours"}, false, "an 8-hour instrument booking", ""},
		{"a booking", []string{"for pitch B5", "arriving March 1", "for 2 nights"}, false, "a 2-night booking", ""},
		{"a lesson", []string{"for pupil 5", "with instructor 8", "for 1.5 hours"}, false, "a lesson", " That's for 1.5 hours."},
		{"shade SH-1's recipe", []string{"for fibre F", "for dye D", "for 60 minutes"}, false, "shade SH-1's recipe", " That's for 60 minutes."},
		{"a show", []string{"on March 3", "for 15 minutes"}, false, "a show", ""},
		{"a visit", []string{"for client 5", "on March 3", "for 0 minutes"}, false, "a visit", ""},
	}
	st := &funcState{}
	for _, c := range cases {
		co := core{object: c.object, leads: []string{"to the schedule"}, opts: append([]string(nil), c.opts...)}
		tail := st.overflowOpts(&co, intent{Read: c.read})
		if co.object != c.wantObject || c.wantTail != "" && tail != c.wantTail {
			t.Errorf("%q %q: object %q, tail %q; want %q, %q", c.object, c.opts, co.object, tail, c.wantObject, c.wantTail)
		}
	}
}

// TestOwnSentenceSaid checks when a made thing starts is said whole
// after the request ("It starts at 17:30."), never the fragment
// "Starting at 17:30."; a read keeps its range said as one.
func TestOwnSentenceSaid(t *testing.T) {
	for _, c := range []struct {
		opts []string
		read bool
		want string
	}{
		{[]string{"starting at 17:30"}, false, "It starts at 17:30."},
		{[]string{"starting March 12, 2026 at 6:30pm UTC"}, false, "It starts on March 12, 2026 at 6:30pm UTC."},
		{[]string{"starting February 27, 2026"}, true, "Starting February 27, 2026."},
		{[]string{"starting 03/10/2025"}, false, "Starting 03/10/2025."},
		{[]string{"starting November 14, 2025"}, false, "Starting November 14, 2025."},
		{[]string{"only open ones", "newest first"}, false, "Only open ones, newest first."},
	} {
		if got := ownSentenceSaid(c.opts, intent{Read: c.read}); got != c.want {
			t.Errorf("ownSentenceSaid(%q) = %q, want %q", c.opts, got, c.want)
		}
	}
}
