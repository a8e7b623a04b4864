package synth

import (
	"regexp"
	"testing"
)

// A key shown by an example on one tool and bound by a pattern on
// another takes values the pattern accepts: a laundromat machine
// "L03-W12" (W washer, D dryer) was drawn "L07-Z89", a flight
// "FL-20250614-AM1" "FL-20251019-TY4", a costume SKU "CST-VIC-0652-N"
// (no size N). Washers and dryers, morning and evening flights are all
// drawn.
func TestExampleFitsNamesakePattern(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		file, tool, key, pat string
		want                 []string // a value of each of these forms is drawn
	}{
		{"testdata/dev41/laundromat_chain.json", "machine_set_status", "m", `^L\d{2}-[WD]\d{2}$`, []string{`-W`, `-D`}},
		{"testdata/dev41/hot_air_balloon_rides.json", "bookings.reschedule", "newFlightId", `^FL-\d{8}-(AM|PM)\d$`, []string{`-AM`, `-PM`}},
		{"testdata/dev41/costume_rental.json", "RetireCostume", "sku", `^(CST|HAT|WIG|SHO|ACC|PRP)-[A-Z0-9]{3}-\d{4}-(XS|S|M|L|XL|XXL|CHILD|ONE)$`, nil},
	} {
		srv, tl := serverTool(t, c.file, c.tool)
		re := regexp.MustCompile(c.pat)
		seen := make([]bool, len(c.want))
		n := 0
		for _, m := range decodeAll(t, string(tl.InputSchema), 60, Options{Seed: 7, RootObject: true, Topic: tl.Name, About: tl.Description, Server: srv}) {
			s, ok := m[c.key].(string)
			if !ok {
				continue
			}
			n++
			if !re.MatchString(s) {
				t.Errorf("%s %s = %q, want a value of %s", c.tool, c.key, s, c.pat)
			}
			for i, w := range c.want {
				seen[i] = seen[i] || regexp.MustCompile(w).MatchString(s)
			}
		}
		if n == 0 {
			t.Fatalf("%s: no %s drawn", c.tool, c.key)
		}
		for i, w := range c.want {
			if !seen[i] {
				t.Errorf("%s %s: no value with %q drawn", c.tool, c.key, w)
			}
		}
	}
}
