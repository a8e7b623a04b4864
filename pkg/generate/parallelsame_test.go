package generate

import "testing"

// TestSameActRest: a second request for the tool a first request asks
// for loses the act the first says already, keeping what follows it; a
// request whose act holds a value, that asks "what … are", or whose rest
// opens with a bare value is kept whole.
func TestSameActRest(t *testing.T) {
	for _, c := range []struct {
		first, second string
		vals          []string
		rest          string // "" when the second request is kept whole
		counted       bool
	}{
		{"Look up trip history from October 22 to October 25, 2025.", "I want to bring up trip history from 2025-11-21 through 2025-11-24, with a distance of 40 km or more.",
			nil, "from 2025-11-21 through 2025-11-24, with a distance of 40 km or more.", false},
		{"Would you report an adverse event for subject 427346 for \"Insomnia\"?", "Report an adverse event on \"Rash\" on subject 169919, severity grade 3.",
			nil, "on \"Rash\" on subject 169919, severity grade 3.", true},
		{"Can you please record the adblue transaction against vehicle 631338?", "And record the cng transaction on vehicle 579535, with a total cost of 58.7.",
			[]string{"cng"}, "", false},
		{"Cancel appointment 37536104, giving owner request as the reason.", "Can you also cancel appointment 30037981, with owner request as the reason?",
			nil, "", false},
		{"Could you list the keys matching \"*:status\"?", "Would you also tell me what the keys matching \"rate_limit:*\" are?", nil, "", false},
		{"Book a timed visit a van in site HWRC-30.", "Also, book a timed visit the car slot on vehicle registration 8DUY363.", nil, "", false},
	} {
		rest, counted, ok := sameActRest(c.first, c.second, c.vals)
		if c.rest == "" {
			if ok {
				t.Errorf("sameActRest(%q) = %q, want the request kept whole", c.second, rest)
			}
			continue
		}
		if !ok || rest != c.rest || counted != c.counted {
			t.Errorf("sameActRest(%q) = %q, %v, %v; want %q, %v", c.second, rest, counted, ok, c.rest, c.counted)
		}
	}
}

// TestUnlikeOpening: a later user turn opening with the first turn's
// polite ask gets another one; other turns are kept.
func TestUnlikeOpening(t *testing.T) {
	for _, c := range []struct{ first, later, want string }{
		{"Can you post a comment for task 12?", "Can you do that for 13 too?", "Could you do that for 13 too?"},
		{"Would you mind closing it?", "Would you do that for 13 too?", "Can you do that for 13 too?"},
		{"Could I have the trips?", "Can you do that for 13 too?", "Can you do that for 13 too?"},
		{"Can you post a comment?", "Now do the same for 13.", "Now do the same for 13."},
	} {
		if got := unlikeOpening(c.first, c.later); got != c.want {
			t.Errorf("unlikeOpening(%q, %q) = %q, want %q", c.first, c.later, got, c.want)
		}
	}
}
