package role

import "testing"

// TestKnownMeasures: a number whose name says a measure people state
// takes the range it has in life inside wide schema bounds, in the unit
// the description states: an eligibility check's age is no 0 or 120, a
// heart rate no 400, an eGFR no 583, an odometer no 54 km, a panel's
// tilt no 89.94; an animal's measure when the tool treats animals.
func TestKnownMeasures(t *testing.T) {
	cases := []struct {
		tool, desc, name, schema string
		kind                     Kind
		unit                     string
		lo, hi                   float64 // the typical range lies within
		measured                 bool
	}{
		{"checkEligibility", "Evaluate inclusion criteria for a candidate", "ageYears", `{"type":"integer","minimum":0,"maximum":120}`, Quantity, "years", 18, 90, true},
		{"adopt_pet", "Register an adopted dog or cat", "age", `{"type":"integer","minimum":0,"maximum":40}`, Quantity, "years", 0, 20, true},
		{"record_vitals", "Record vital signs", "heart_rate_bpm", `{"type":"integer","minimum":10,"maximum":400}`, Quantity, "bpm", 50, 120, true},
		{"record_vitals", "Record a dog's vital signs", "heart_rate_bpm", `{"type":"integer","minimum":10,"maximum":400}`, Quantity, "bpm", 60, 180, true},
		{"log_bp", "Log a blood pressure reading", "systolic", `{"type":"integer"}`, Quantity, "mmHg", 90, 180, true},
		{"record_vitals", "Record vital signs", "temperature_c", `{"type":"number","description":"Rectal temperature in degrees Celsius","minimum":30,"maximum":45}`, Quantity, "celsius", 35, 40, true},
		{"checkEligibility", "", "egfr", `{"type":"number","description":"eGFR in mL/min/1.73m²"}`, Quantity, "mL/min/1.73m²", 5, 150, true},
		{"lab_result", "", "glucose", `{"type":"number","description":"Fasting glucose in mmol/L"}`, Quantity, "mmol/L", 3, 15, true},
		{"lab_result", "", "glucose", `{"type":"number","description":"Fasting glucose"}`, Quantity, "mg/dL", 60, 250, true},
		{"log_fuel", "", "odometer_km", `{"type":"integer","minimum":0}`, Quantity, "kilometers", 1000, 400000, true},
		{"rental_return", "", "odometer", `{"type":"integer","description":"Odometer in miles"}`, Quantity, "miles", 1000, 300000, true},
		{"log_fuel", "", "odometerMiles", `{"type":"integer","minimum":0}`, Quantity, "miles", 1000, 300000, true},
		{"solar_estimate", "Estimate the output of a solar panel", "tilt", `{"type":"number"}`, Quantity, "degrees", 0, 60, false},
		{"pv_forecast", "Weather forecast for a PV array", "azimuth", `{"type":"number","description":"Azimuth, -180 to 180, 0 is south"}`, Quantity, "degrees", -180, 180, false},
		{"weigh_in", "Record a weighbridge ticket for a truck's load", "tare_kg", `{"type":"number","minimum":0,"maximum":40000}`, Quantity, "kg", 5000, 20000, true},
		{"weigh_in", "Record a weighbridge ticket for a truck's load", "gross_kg", `{"type":"number","minimum":0,"maximum":60000}`, Quantity, "kg", 15000, 44000, true},
		{"prescribe", "Prescribe a drug for a pet", "doseMgPerKg", `{"type":"number"}`, Quantity, "mg/kg", 0.5, 30, true},
		{"log_fuel_purchase", "", "quantity", `{"type":"number","minimum":0,"description":"Litres of fuel"}`, Quantity, "litres", 10, 120, true},
		{"log_fuel_purchase", "", "quantity", `{"type":"number","minimum":0,"description":"Litres, or kWh for electricity"}`, Quantity, "", 10, 120, true},
		{"submit_reading", "", "reading_m3", `{"type":"number","minimum":0,"maximum":999999}`, Quantity, "m3", 50, 10000, true},
		{"style_layer", "", "opacity", `{"type":"number"}`, Ratio, "", 0, 1, false},
	}
	for _, c := range cases {
		r := Classify(ToolContext{Name: c.tool, Description: c.desc}, ParamContext{Name: c.name, Path: "/" + c.name, Schema: []byte(c.schema)})
		if r.Kind != c.kind || r.Unit != c.unit {
			t.Errorf("%s.%s: %s in %q (%s), want %s in %q", c.tool, c.name, r.Kind, r.Unit, r.Why, c.kind, c.unit)
			continue
		}
		if r.Typical == nil || r.Typical.Lo < c.lo || r.Typical.Hi > c.hi {
			t.Errorf("%s.%s: typical %+v, want within [%v, %v]", c.tool, c.name, r.Typical, c.lo, c.hi)
		}
		if got := containsAny(r.Why, WhyMeasured); got != c.measured {
			t.Errorf("%s.%s: measured %v (%s), want %v", c.tool, c.name, got, r.Why, c.measured)
		}
	}
}

// TestNotMeasures: names that share a measure's word but are something
// else keep their own role: a cache's max age in milliseconds, a child's
// age, a camera's tilt, a bare quantity of items.
func TestNotMeasures(t *testing.T) {
	cases := []struct {
		tool, name, schema string
		kind               Kind
	}{
		{"set_cache", "maxAge", `{"type":"integer","description":"Max age in milliseconds"}`, Duration},
		{"book_hotel", "child_age", `{"type":"integer"}`, Number},
		{"add_to_cart", "quantity", `{"type":"integer"}`, Count},
	}
	for _, c := range cases {
		r := classify(c.tool, c.name, c.schema)
		if r.Kind != c.kind || containsAny(r.Why, WhyMeasured) {
			t.Errorf("%s.%s: %s (%s), want %s and no measure", c.tool, c.name, r.Kind, r.Why, c.kind)
		}
	}
	if r := classify("move_camera", "tilt", `{"type":"number"}`); r.Unit == "degrees" {
		t.Errorf("camera tilt: %s in %q (%s), want no solar panel's tilt", r.Kind, r.Unit, r.Why)
	}
}

// TestPrecision: a number's typical range has the digits a person gives
// a value of its kind, never the 18 of an example in a wire format.
func TestPrecision(t *testing.T) {
	cases := []struct {
		tool, name, schema string
		dec                int
	}{
		{"create_account", "balance", `{"type":"number","description":"Current balance, e.g. 0.852341920145782301"}`, 2},
		{"set_threshold", "probability", `{"type":"number"}`, 2},
		{"find_near", "latitude", `{"type":"number"}`, 5},
		{"sensor", "reading", `{"type":"number","description":"Sensor reading, e.g. 0.123456789"}`, maxPrecision},
	}
	for _, c := range cases {
		r := classify(c.tool, c.name, c.schema)
		if r.Typical == nil || r.Typical.Decimals > c.dec {
			t.Errorf("%s.%s: typical %+v (%s), want at most %d decimals", c.tool, c.name, r.Typical, r.Why, c.dec)
		}
	}
	// "Up to 4 decimal places" says a precision, not a maximum of 4
	if r := classify("upsert_balance", "balance", `{"type":"number","description":"Balance for the month. Up to 4 decimal places."}`); r.Max != nil {
		t.Errorf("balance: max %v (%s), want none", *r.Max, r.Why)
	}
}

// TestGridWatts: a power in watts a tool about a site's grid exchange
// sets is a house's kilowatts, not a bulb's few watts; a lamp's watts in
// a tool about no grid is no such measure.
func TestGridWatts(t *testing.T) {
	r := Classify(ToolContext{Name: "cap_feed_in", Description: "Cap what the rooftop inverter may feed into the grid."},
		ParamContext{Name: "max_watts", Path: "/max_watts", Schema: []byte(`{"type":"number"}`)})
	if r.Unit != "W" || r.Typical == nil || r.Typical.Lo < 1000 {
		t.Errorf("max_watts: %s in %q typical %+v (%s), want W from 1000", r.Kind, r.Unit, r.Typical, r.Why)
	}
	r = Classify(ToolContext{Name: "set_lamp", Description: "Pick a bulb for the desk lamp."},
		ParamContext{Name: "bulb_watts", Path: "/bulb_watts", Schema: []byte(`{"type":"number"}`)})
	if r.Unit == "W" && r.Typical != nil && r.Typical.Lo >= 1000 {
		t.Errorf("bulb_watts: %+v (%s), want no grid power", r.Typical, r.Why)
	}
}
