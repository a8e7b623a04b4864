package prompt

import "testing"

// TestMeasuresSaidInTheirUnit checks numbers whose key ends in a unit on
// schemas copied from the dev21 development set (brewery create_purchase_order,
// irrigation acme_set_schedule, coworking register-member, escape_room
// recordResult): money in cents is said in dollars, a listed run's
// duration_min as minutes, a line's quantity_kg as kilograms and a count
// of hints used before its noun, never with the key's own words.
func TestMeasuresSaidInTheirUnit(t *testing.T) {
	po := `{"type": "object", "properties": {"supplier": {"type": "string", "description": "Supplier company name"}, "lines": {"type": "array", "minItems": 1, "items": {"type": "object", "properties": {"item": {"type": "string"}, "quantity_kg": {"type": "number", "minimum": 0.1}, "unit_price_cents": {"type": "integer", "minimum": 0}}, "required": ["item", "quantity_kg"]}}}, "required": ["supplier", "lines"]}`
	runs := `{"type": "object", "properties": {"controller_serial": {"type": "string"}, "zone": {"type": "integer", "minimum": 1, "maximum": 48}, "runs": {"type": "array", "items": {"type": "object", "properties": {"days": {"type": "array", "items": {"type": "string", "enum": ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]}}, "start_time": {"type": "string", "description": "Local time HH:MM"}, "duration_min": {"type": "integer", "minimum": 1, "maximum": 240}}, "required": ["days", "start_time", "duration_min"]}}}, "required": ["controller_serial", "zone", "runs"]}`
	member := `{"type": "object", "properties": {"first-name": {"type": "string"}, "last-name": {"type": "string"}, "email": {"type": "string", "format": "email"}, "plan": {"type": "string", "enum": ["day-pass", "flex", "resident", "team", "virtual-office"]}, "monthly-fee-cents": {"type": "integer", "minimum": 0, "maximum": 500000}}, "required": ["first-name", "last-name", "email", "plan"]}`
	checkRequests(t, []requestCase{
		{"create_purchase_order", "Order raw materials from a supplier.", po,
			`{"supplier":"Terra Farms","lines":[{"item":"pale malt","quantity_kg":25,"unit_price_cents":12700},{"item":"cascade hops","quantity_kg":2.5,"unit_price_cents":4599}]}`,
			[]string{"$127", "$45.99", "25 kg", "2.5 kg"}, []string{"cents", "kg quantity", "unit price"}},
		{"acme_set_schedule", "Replace the weekly watering program of a zone.", runs,
			`{"controller_serial":"ACM-3I-271164","zone":4,"runs":[{"days":["tue"],"start_time":"08:15","duration_min":55}]}`,
			[]string{"55 minutes"}, []string{"duration min", "min 55"}},
		{"register-member", "Sign up a new member and issue a key card.", member,
			`{"first-name":"Julia","last-name":"Smith","email":"julia.smith@globex.co","plan":"flex","monthly-fee-cents":20899}`,
			[]string{"$208.99 a month"}, []string{"cents"}},
		{"recordResult", "Game master records how a team did, for the leaderboard.",
			`{"type": "object", "properties": {"bookingRef": {"type": "string"}, "escaped": {"type": "boolean"}, "hintsUsed": {"type": "integer", "minimum": 0, "maximum": 10}}, "required": ["bookingRef", "escaped", "hintsUsed"]}`,
			`{"bookingRef":"LBX-5N2A4","escaped":true,"hintsUsed":2}`,
			[]string{"2 hints used"}, []string{"a hints used", "hints used of"}},
	}, 8, 2113)
}

// TestCentsSaid checks amounts in cents said in a currency.
func TestCentsSaid(t *testing.T) {
	for _, c := range []struct {
		x        any
		sym, out string
	}{{int64(23700), "", "$237"}, {int64(11599), "€", "€115.99"}, {int64(5), "", "$0.05"}, {"x", "", "x cents"}} {
		n := "x"
		if got := centsSaid(c.x, n, c.sym); got != c.out {
			t.Errorf("centsSaid(%v, %q) = %q, want %q", c.x, c.sym, got, c.out)
		}
	}
}
