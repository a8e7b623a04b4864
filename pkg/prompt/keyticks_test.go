package prompt

import "testing"

// A flag said in its description's words drops the backticks the
// description marks keys with, a key of the tool said as that thing:
// "including rolling 12-month figures ending in that month", never
// "ending in `month`". Shape of a mine site's safety summary (dev
// mine_site_safety.json).
func TestFlagWordsDropKeyTicks(t *testing.T) {
	sch := `{"type": "object", "properties": {"site_code": {"type": "string", "pattern": "^[A-Z]{3}$"}, "month": {"type": "string", "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])$", "description": "Month in YYYY-MM form, e.g. ` + "`2024-05`" + `."}, "rolling_12": {"type": "boolean", "default": false, "description": "Return rolling 12-month figures ending in ` + "`month`" + ` instead of that month alone."}}, "required": ["site_code", "month"]}`
	cases := []requestCase{
		{"get_site_safety_summary", "Monthly safety statistics for a site: hours worked, incident counts by category and severity.", sch,
			`{"site_code":"BRU","month":"2025-11","rolling_12":true}`, []string{"ending in that month"}, []string{"`"}},
	}
	checkRequests(t, cases, 20, 44)
	if got := keyRefsSaid("keep `all` rows", nil); got != "keep all rows" {
		t.Errorf(`keyRefsSaid("keep `+"`all`"+` rows") = %q, want "keep all rows"`, got)
	}
}
