package role

import "testing"

// TestUnitsFromRealTools classifies parameters copied from the tools/list
// of real MCP servers (stripe, hubspot, sentry, exa), whose descriptions
// state a unit, money in minor units, a time since the epoch, or name a
// sibling parameter that must not decide the role.
func TestUnitsFromRealTools(t *testing.T) {
	cases := []struct {
		tool, name, schema string
		siblings           []string
		kind               Kind
		unit               string
	}{
		// stripe create_coupon: each description names the other parameter
		{"create_coupon", "percent_off", `{"type":"number","minimum":0,"maximum":100,"description":"A positive float larger than 0, and smaller or equal to 100, that represents the discount the coupon will apply (required if amount_off is not passed)"}`,
			[]string{"name", "amount_off", "currency", "duration", "duration_in_months"}, Percent, ""},
		{"create_coupon", "amount_off", `{"type":"number","description":"A positive integer representing the amount to subtract from an invoice total (required if percent_off is not passed)"}`,
			[]string{"name", "percent_off", "currency", "duration", "duration_in_months"}, Money, ""},
		{"create_coupon", "duration_in_months", `{"type":"number","description":"The number of months the discount will last if duration is repeating"}`,
			[]string{"name", "percent_off", "amount_off", "duration"}, Duration, "months"},
		{"create_price", "unit_amount", `{"type":"integer","description":"The unit amount of the price in cents."}`, []string{"product", "currency"}, Money, "cents"},
		{"create_refund", "amount", `{"type":"integer","description":"The amount to refund in cents."}`, []string{"payment_intent"}, Money, "cents"},
		{"create_invoice", "days_until_due", `{"type":"integer","description":"The number of days until the invoice is due."}`, []string{"customer"}, Duration, "days"},
		// hubspot create engagement
		{"hubspot-create-engagement", "timestamp", `{"type":"integer","description":"Timestamp for the engagement (milliseconds since epoch). Defaults to current time if not provided."}`, []string{"type", "ownerId"}, DateTime, "epoch milliseconds"},
		// sentry update_issue, kubernetes pods_log
		{"update_issue", "ignoreDurationMinutes", `{"type":"integer","description":"How many minutes to ignore the issue when ignoreMode is 'forDuration'."}`, []string{"ignoreMode"}, Duration, "minutes"},
		{"pods_log", "sinceSeconds", `{"type":"integer","minimum":1,"description":"Only return logs newer than this many seconds, e.g. 3600 for the last hour"}`, []string{"name", "sinceTime"}, Duration, "seconds"},
		// money named in cents with no description: the name says the unit
		{"add_funds", "daily_limit_cents", `{"type":"integer"}`, []string{"card_id", "amount_cents"}, Money, "cents"},
		{"add_funds", "fee_pence", `{"type":"integer"}`, []string{"card_id"}, Money, "cents"},
		// exa web_fetch_exa
		{"web_fetch_exa", "maxCharacters", `{"type":"number","description":"Maximum characters to extract per page (default: 3000)"}`, []string{"urls"}, Count, "characters"},
	}
	for _, c := range cases {
		r := classify(c.tool, c.name, c.schema, c.siblings...)
		if r.Kind != c.kind || r.Unit != c.unit {
			t.Errorf("%s.%s: %s in %q (%s), want %s in %q", c.tool, c.name, r.Kind, r.Unit, r.Why, c.kind, c.unit)
		}
	}
	// a one-word sibling name is an ordinary word too: "the amount" in a
	// price's description still says money when a sibling is "amount"
	if r := classify("quote", "total", `{"type":"number","description":"Total amount in cents"}`, "amount"); r.Kind != Money || r.Unit != "cents" {
		t.Errorf("total: %s in %q, want money in cents", r.Kind, r.Unit)
	}
}

// TestLengthUnitsFromProse: a description in millimetres, cubic or square
// metres states that unit, not metres (each ends on "metres"), and an
// abbreviation counts only as a whole word ("mmHg" is no millimetre); a
// width or a length stated in a unit of length is a measure in it, not a
// screen's pixels or a count, with a range such a measure takes.
func TestLengthUnitsFromProse(t *testing.T) {
	cases := []struct {
		tool, name, schema string
		kind               Kind
		unit               string
		hi                 float64 // the typical range stays at or below
	}{
		{"add_stock", "width", `{"type":"integer","description":"Board width in millimetres"}`, Quantity, "mm", 300},
		{"add_stock", "thickness_mm", `{"type":"integer","description":"Board thickness in millimetres"}`, Quantity, "mm", 300},
		{"add_stock", "length", `{"type":"number","description":"Board length in metres"}`, Quantity, "meters", 20},
		{"log_condition_report", "crack_width", `{"type":"number","description":"Widest crack in millimetres"}`, Quantity, "mm", 5},
		{"log_machine_issue", "blade_gap", `{"type":"number","description":"Measured blade gap in mm"}`, Quantity, "mm", 5},
		{"quote_order", "volume_m3", `{"type":"number","description":"Volume in cubic metres"}`, Quantity, "m3", 40},
		{"find_plants", "min_height_cm", `{"type":"integer","minimum":1,"description":"Minimum plant height in centimeters"}`, Quantity, "cm", 120},
		{"rent_space", "area", `{"type":"number","description":"Floor area in square metres"}`, Quantity, "m2", 200},
	}
	for _, c := range cases {
		r := classify(c.tool, c.name, c.schema)
		if r.Kind != c.kind || r.Unit != c.unit {
			t.Errorf("%s.%s: %s in %q (%s), want %s in %q", c.tool, c.name, r.Kind, r.Unit, r.Why, c.kind, c.unit)
			continue
		}
		if r.Typical == nil || r.Typical.Hi > c.hi {
			t.Errorf("%s.%s: typical %+v, want at most %v", c.tool, c.name, r.Typical, c.hi)
		}
	}
	if r := classify("log_vitals", "systolic", `{"type":"integer","description":"Systolic blood pressure in mmHg"}`); r.Unit == "mm" {
		t.Errorf("systolic in mmHg: unit %q (%s), want no millimetres", r.Unit, r.Why)
	}
}
