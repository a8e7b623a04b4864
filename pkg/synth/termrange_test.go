package synth

import (
	"testing"
	"time"
)

// A lease's or a loan's two dates are months apart; a plain booking's
// stay days apart.
func TestTermRangeMonths(t *testing.T) {
	for _, c := range []struct {
		src            string
		from, to       string
		minDays, maxDy int
	}{
		{`{"type":"object","properties":{"lease_start":{"type":"string","format":"date"},"lease_end":{"type":"string","format":"date"},"unit_code":{"type":"string"}},"required":["lease_start","lease_end","unit_code"]}`, "lease_start", "lease_end", 59, 366},
		{`{"type":"object","properties":{"start_date":{"type":"string","format":"date"},"end_date":{"type":"string","format":"date"},"unit_code":{"type":"string"}},"required":["start_date","end_date","unit_code"]}`, "start_date", "end_date", 1, 14},
	} {
		for _, m := range decodeAll(t, c.src, 20, Options{Seed: 5, RootObject: true, Topic: "book_unit", About: "Book a storage unit."}) {
			a, _ := time.Parse("2006-01-02", m[c.from].(string))
			b, _ := time.Parse("2006-01-02", m[c.to].(string))
			if d := int(b.Sub(a).Hours() / 24); d < c.minDays || d > c.maxDy {
				t.Errorf("%s..%s %d days apart: %v", c.from, c.to, d, m)
			}
		}
	}
}
