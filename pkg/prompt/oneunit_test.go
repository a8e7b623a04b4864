package prompt

import "testing"

// TestOneUnit checks a unit after a lone 1 made singular, on phrases
// generated for the dev21 development set and testdata/nu13 tools (ferry timetable,
// irrigation zone area, ferry vehicle length).
func TestOneUnit(t *testing.T) {
	for in, want := range map[string]string{
		"Show me the timetable on route code R72, 1 days long, thanks.": "Show me the timetable on route code R72, 1 day long, thanks.",
		"an area of 1 hectares, crop \"almonds\"":                       "an area of 1 hectare, crop \"almonds\"",
		"with a vehicle length of 1 meters.":                            "with a vehicle length of 1 meter.",
		"a party of 1 people and 11 people":                             "a party of 1 person and 11 people",
		"a length of 0.1 meters, $1 units, 2,1 days":                    "a length of 0.1 meters, $1 units, 2,1 days",
		"the note \"wait 1 days\" for 1 days":                           "the note \"wait 1 days\" for 1 day",
		"card 1 pos":                                                    "card 1 pos",
	} {
		if got := oneUnit(in); got != want {
			t.Errorf("oneUnit(%q) = %q, want %q", in, got, want)
		}
	}
}
