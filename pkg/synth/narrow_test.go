package synth

import (
	"encoding/json"
	"testing"
)

// TestNarrowDecimals checks the digits a narrow range keeps, on the
// bounds of the dev21 development set brewery's gravity (0.99–1.15) and ph (3–6).
func TestNarrowDecimals(t *testing.T) {
	for _, c := range []struct {
		lo, hi   float64
		dec, out int
	}{{0.99, 1.15, 0, 3}, {3, 6, 0, 1}, {0, 100, 0, 0}, {0, 1000, 2, 2}, {1, 1, 0, 0}, {0, 0.0001, 0, 4}} {
		if got := narrowDecimals(c.lo, c.hi, c.dec); got != c.out {
			t.Errorf("narrowDecimals(%v, %v, %d) = %d, want %d", c.lo, c.hi, c.dec, got, c.out)
		}
	}
}

// TestMeasuresOfTheirThing checks values on schemas copied from
// the dev21 development set: brewery's fermentation temp_c is a fermenter's (16–24
// °C), its gravity keeps three digits, and a wedding's budget_cents is
// thousands of dollars, rounded.
func TestMeasuresOfTheirThing(t *testing.T) {
	t.Parallel()
	reading := `{"type": "object", "properties": {"batch_no": {"type": "string"}, "gravity": {"type": "number", "minimum": 0.99, "maximum": 1.15}, "temp_c": {"type": "number", "minimum": 0, "maximum": 35}}, "required": ["batch_no", "gravity", "temp_c"]}`
	inner := 0
	for _, in := range instances(t, reading, 60, Options{Seed: 5, RootObject: true, Topic: "log_fermentation_reading", About: "Add a gravity / temperature reading to a fermenting batch."}) {
		var v struct {
			Gravity float64 `json:"gravity"`
			Temp    float64 `json:"temp_c"`
		}
		_ = json.Unmarshal(in, &v)
		if v.Temp != 0 && v.Temp != 35 && (v.Temp < 16 || v.Temp > 24) {
			t.Errorf("temp_c %v: want a fermenting batch's 16–24 °C", v.Temp)
		}
		if v.Gravity != 0.99 && v.Gravity != 1.15 {
			inner++
			if v.Gravity == 1 {
				t.Errorf("gravity %v: want three digits after the point", v.Gravity)
			}
		}
	}
	if inner == 0 {
		t.Error("no gravity inside its bounds")
	}
	wedding := `{"type": "object", "properties": {"couple_email": {"type": "string", "format": "email"}, "budget_cents": {"type": "integer", "minimum": 0, "description": "Total budget in cents (USD)"}}, "required": ["couple_email", "budget_cents"]}`
	for _, in := range instances(t, wedding, 40, Options{Seed: 5, RootObject: true, Topic: "create_wedding", About: "Open a new wedding file."}) {
		var v struct {
			Budget int64 `json:"budget_cents"`
		}
		_ = json.Unmarshal(in, &v)
		if v.Budget != 0 && (v.Budget < 100000 || v.Budget%100 != 0) {
			t.Errorf("budget_cents %d: want a budget of thousands of whole dollars", v.Budget)
		}
	}
}
