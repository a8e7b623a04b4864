package prompt

import "testing"

// TestStackedOpts checks a few short prepositional options follow their
// clause stacked ("… for 22 minutes in zone 43"), never listed with a
// comma and "and", and that a long or listed set is left to be listed.
// The clauses are requests the generic path said for the irrigation and
// ferry tools of the dev data.
func TestStackedOpts(t *testing.T) {
	cases := []struct {
		s     string
		opts  []string
		leads int
		want  string
		ok    bool
	}{
		{"start watering a zone for controller serial ACM-4Q-721932", []string{"for 22 minutes", "in zone 43"}, 1,
			"start watering a zone for controller serial ACM-4Q-721932 for 22 minutes in zone 43", true},
		{"book a crossing on route code R40", []string{"on March 20 at 4pm"}, 1, "book a crossing on route code R40 on March 20 at 4pm", true},
		{"add a chapter to episode 813308", []string{"at 461.99", "with label \"Recap of last episode\""}, 1,
			"add a chapter to episode 813308 at 461.99 with label \"Recap of last episode\"", true},
		{"start watering a zone on controller serial ACM-2N-580717", []string{"for zone 1", "for 4 minutes"}, 1,
			"start watering a zone on controller serial ACM-2N-580717 for zone 1 for 4 minutes", true},
		// a date's comma lists nothing (permit and driver tools of the dev data)
		{"request the final inspection for Katarzyna Johnson on permit BP-2025-62321", []string{"on March 2, 2026"}, 1,
			"request the final inspection for Katarzyna Johnson on permit BP-2025-62321 on March 2, 2026", true},
		{"assign driver 739778 on VIN WVW5R5MUXMX265320", []string{"for 1 hour", "from January 4, 2026 at 3:45pm UTC"}, 1,
			"assign driver 739778 on VIN WVW5R5MUXMX265320 for 1 hour from January 4, 2026 at 3:45pm UTC", true},
		// a start said after an end is put first (Datadog's RUM search)
		{"search RUM events", []string{"until May 6, 2026 at 10:15am UTC", "from November 15, 2025 at 11:45am UTC"}, 0,
			"search RUM events from November 15, 2025 at 11:45am UTC until May 6, 2026 at 10:15am UTC", true},
		// the words of a closing quote do not count
		{"change the recruitment status of trial CTR-2025-682149 to withdrawn", []string{"with the reason \"Updated at the customer's request, sadly.\""}, 0,
			"change the recruitment status of trial CTR-2025-682149 to withdrawn with the reason \"Updated at the customer's request, sadly.\"", true},
		// a bound on a number after a time reads as part of it
		{"search harsh driving events", []string{"since January 10, 2026 at 5:15pm UTC", "at most 20 km/h"}, 0, "", false},
		// "with" twice reads as one list
		{"create a geofence", []string{"with a radius of 50 m", "with lat 1.5"}, 1, "", false},
		// too many phrases after the object for one clause
		{"book space DT-1", []string{"for 90 minutes", "on March 5"}, 2, "", false},
		// a bare noun phrase does not stack
		{"book a dental appointment", []string{"treatment whitening"}, 0, "", false},
		// a quote mid-sentence runs into what follows
		{"search the docket", []string{"with the judge \"Ann Lee\"", "by January 1"}, 0, "", false},
	}
	for _, c := range cases {
		got, ok := stackedOpts(c.s, c.opts, c.leads)
		if ok != c.ok || got != c.want {
			t.Errorf("stackedOpts(%q, %q, %d) = %q, %v; want %q, %v", c.s, c.opts, c.leads, got, ok, c.want, c.ok)
		}
	}
}
