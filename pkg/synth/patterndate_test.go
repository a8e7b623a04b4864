package synth

import (
	"encoding/json"
	"testing"
	"time"
)

// A date or a month a pattern shapes (^\d{4}-\d{2}$, ^[0-9]{4}/[0-9]{2}/[0-9]{2}$,
// a day-first date, a time after the date) or a description states
// ("in YYYY-MM format") is a real one near today in that layout, never
// "0687-12" or "2025-51"; a pattern of another shape (an ISSN, an amount)
// is left to the pattern.
func TestPatternDatesAreRecent(t *testing.T) {
	t.Parallel()
	src := `{"type":"object","properties":{
		"period":{"type":"string","pattern":"^\\d{4}-\\d{2}$","description":"Reporting period"},
		"billing_month":{"type":"string","description":"Billing month in YYYY-MM format"},
		"day":{"type":"string","pattern":"^[0-9]{4}/[0-9]{2}/[0-9]{2}$"},
		"issued":{"type":"string","pattern":"^\\d{2}/\\d{2}/\\d{4}$","description":"Issue date, DD/MM/YYYY"},
		"stamp":{"type":"string","pattern":"^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}$"},
		"issn":{"type":"string","pattern":"^\\d{4}-\\d{4}$"}},
		"required":["period","billing_month","day","issued","stamp","issn"]}`
	layouts := map[string]string{"period": "2006-01", "billing_month": "2006-01", "day": "2006/01/02", "issued": "02/01/2006", "stamp": "2006-01-02T15:04"}
	for _, in := range instances(t, src, 60, Options{Seed: 9, RootObject: true, Topic: "monthly_statement", About: "Fetch an account statement."}) {
		var v map[string]string
		if err := json.Unmarshal(in, &v); err != nil {
			t.Fatal(err)
		}
		for k, l := range layouts {
			d, err := time.Parse(l, v[k])
			if err != nil {
				t.Errorf("%s %q: not a date of layout %s", k, v[k], l)
				continue
			}
			if y := d.Year(); y < refDate.Year()-3 || y > refDate.Year()+2 {
				t.Errorf("%s %q: year %d is not a recent one", k, v[k], y)
			}
		}
		if len(v["issn"]) != 9 || v["issn"][4] != '-' {
			t.Errorf("issn %q: not of its pattern", v["issn"])
		}
	}
}
