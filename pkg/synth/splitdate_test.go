package synth

import (
	"math/rand"
	"testing"
	"time"
)

// A date written in parts inside an id ("S-2024-11-06-PC",
// "R-06/11/2024-3", "INV-2024-11") stays a real date of the last months,
// in the example's order and separators; a year and a counter
// ("RC-2027-00418") is no date.
func TestSplitDateRuns(t *testing.T) {
	t.Parallel()
	g := &Generator{rng: rand.New(rand.NewSource(3))}
	cases := []struct{ ex, layout string }{
		{"S-2024-11-06-PC", "2006-01-02"},
		{"LOT-2024.11.06", "2006.01.02"},
		{"INV-2024-11", "2006-01"},
		{"R-06/11/2024-3", "02/01/2006"},
		{"R-11/26/2024-3", "01/02/2006"},
	}
	for i := 0; i < 200; i++ {
		for _, c := range cases {
			for _, v := range []string{g.likeExample(c.ex), g.likeAmong([]string{c.ex}, c.ex)} {
				at := runsOf(c.ex)[0].end + 1
				if c.ex[0] >= '0' && c.ex[0] <= '9' {
					at = 0
				}
				d, err := time.Parse(c.layout, v[at:at+len(c.layout)])
				if err != nil || d.After(refDate) || d.Before(refDate.AddDate(-1, 0, 0)) {
					t.Fatalf("%s gave %q", c.ex, v)
				}
			}
		}
		v, ok := g.describedYears("S-6501-85-76-PC", "Sample id, e.g. S-2024-11-06-PC")
		if _, err := time.Parse("2006-01-02", v[2:12]); !ok || err != nil {
			t.Fatalf("S-6501-85-76-PC beside S-2024-11-06-PC gave %q", v)
		}
		v, ok = g.describedYears("S-6501-85-76-PC", "Sample id, S-YYYY-MM-DD-PC")
		if _, err := time.Parse("2006-01-02", v[2:12]); !ok || err != nil {
			t.Fatalf("S-6501-85-76-PC beside S-YYYY-MM-DD-PC gave %q", v)
		}
	}
	rs := runsOf("RC-2027-00418")
	if _, _, ok := splitDate("RC-2027-00418", rs, 2); ok {
		t.Errorf("RC-2027-00418 read as a date")
	}
}
