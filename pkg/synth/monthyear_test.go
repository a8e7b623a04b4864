package synth

import (
	"encoding/json"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/schema"
)

// A value shaped like "Dec 2027" (a contract month, a billing period)
// names a year near the reference date and any month, not "Mar 3396" or
// March in every record.
func TestMonthYearExamples(t *testing.T) {
	t.Parallel()
	raw := `{"type":"object","required":["month","period"],"properties":{` +
		`"month":{"type":"string","description":"Futures contract month, e.g. ZCZ27 or 'Dec 2027'"},` +
		`"period":{"type":"string","description":"Billing period such as 'Jan 2026'"}}}`
	s, err := schema.Compile([]byte(raw), schema.CompileOptions{})
	if err != nil {
		t.Fatal(err)
	}
	g, err := New(s, Options{Seed: 3, RootObject: true})
	if err != nil {
		t.Fatal(err)
	}
	re := regexp.MustCompile(`^([A-Z][a-z]{2}) (\d{4})$`)
	months := map[string]bool{}
	for i := 0; i < 30; i++ {
		out, err := g.Next()
		if err != nil {
			t.Fatal(err)
		}
		var v map[string]string
		if err := json.Unmarshal(out, &v); err != nil {
			t.Fatal(err)
		}
		for _, k := range []string{"month", "period"} {
			m := re.FindStringSubmatch(v[k])
			if m == nil {
				continue // ZCZ27, the other example's shape
			}
			months[m[1]] = true
			if y, _ := strconv.Atoi(m[2]); y < refDate.Year()-2 || y > refDate.Year()+2 {
				t.Errorf("%s %q: year %d is not near %d", k, v[k], y, refDate.Year())
			}
			if !slices.Contains(monthAbbrs, strings.ToLower(m[1])) {
				t.Errorf("%s %q: %q is not a month", k, v[k], m[1])
			}
		}
	}
	if len(months) < 4 {
		t.Errorf("months drawn: %v, want several", months)
	}
}
