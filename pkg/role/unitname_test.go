package role

import (
	"encoding/json"
	"testing"
)

// A number whose name ends with a unit abbreviation ("width_cm",
// "distance_km", "load_kg") is a Quantity in that unit, and one ending
// with a currency code ("deposit_eur") is Money in that currency; "m",
// "in" and "g" count only after a word of length or weight, and ids and
// counts keep their roles.
func TestMeasureUnitToken(t *testing.T) {
	t.Parallel()
	quote := ToolContext{Name: "quote_price", Description: "Estimate the price of a tattoo from its size."}
	for _, c := range []struct {
		name     string
		wantKind Kind
		wantUnit string
	}{
		{"width_cm", Quantity, "cm"},
		{"heightCm", Quantity, "cm"},
		{"depth_mm", Quantity, "mm"},
		{"distance_km", Quantity, "kilometers"},
		{"load_kg", Quantity, "kg"},
		{"weight_lb", Quantity, "lb"},
		{"cable_length_m", Quantity, "meters"},
		{"screen_size_in", Quantity, "inches"},
		{"deposit_eur", Money, "EUR"},
		{"price_usd", Money, "USD"},
		{"fee_chf", Money, "CHF"},
		{"team_m", "", ""},       // "m" after no word of length
		{"sign_in", "", ""},      // "in" after no word of length
		{"kg", "", ""},           // one token
		{"count_kg", "", ""},     // a count
		{"bucket_km_id", "", ""}, // not the last token
	} {
		r := Classify(quote, ParamContext{Name: c.name, Path: "/" + c.name, Schema: json.RawMessage(`{"type":"number"}`)})
		if c.wantKind == "" {
			if r.Unit == "meters" || r.Unit == "inches" || r.Unit == "kg" || r.Unit == "kilometers" {
				t.Errorf("%s: %s in %q (%s), want no unit read from the name", c.name, r.Kind, r.Unit, r.Why)
			}
			continue
		}
		if r.Kind != c.wantKind || r.Unit != c.wantUnit || r.Typical == nil {
			t.Errorf("%s: %s in %q typical %v (%s), want %s in %s", c.name, r.Kind, r.Unit, r.Typical, r.Why, c.wantKind, c.wantUnit)
		}
	}
}

// An odometer in km and a weighed vehicle's gross or tare weight take the
// size they have on a road, not a parcel's.
func TestMeasureUnitTokenVehicles(t *testing.T) {
	t.Parallel()
	fleet := ToolContext{Name: "log_fuel_purchase", Description: "Log a fuel purchase for a vehicle."}
	bridge := ToolContext{Name: "record_weighbridge_ticket", Description: "Record a weighbridge ticket for an inbound vehicle."}
	for _, c := range []struct {
		tool ToolContext
		name string
		lo   float64
	}{
		{fleet, "odometer_km", 5000},
		{bridge, "gross_kg", 1000},
		{bridge, "tare_kg", 1000},
	} {
		r := Classify(c.tool, ParamContext{Name: c.name, Path: "/" + c.name, Schema: json.RawMessage(`{"type":"number"}`)})
		if r.Typical == nil || r.Typical.Lo < c.lo {
			t.Errorf("%s: typical %v (%s), want from %v up", c.name, r.Typical, r.Why, c.lo)
		}
	}
}

// Energy used over a period is sized by the period: a household's year
// is thousands of kWh, not the 5–1500 of a single reading.
func TestPerPeriodEnergy(t *testing.T) {
	t.Parallel()
	survey := ToolContext{Name: "create_site_survey", Description: "Schedule a roof survey for a solar installation."}
	for _, c := range []struct {
		name   string
		lo, hi float64
	}{
		{"annual_usage_kwh", 1000, 20000},
		{"monthlyKwh", 100, 1500},
		{"daily_kwh", 1, 60},
	} {
		r := Classify(survey, ParamContext{Name: c.name, Path: "/" + c.name, Schema: json.RawMessage(`{"type":"number"}`)})
		if r.Typical == nil || r.Typical.Lo < c.lo || r.Typical.Hi > c.hi {
			t.Errorf("%s: typical %v (%s), want within %v–%v", c.name, r.Typical, r.Why, c.lo, c.hi)
		}
	}
}

// A "code" parameter whose examples are short tokens names a thing (a
// course code "SPA-B1-EVE"): an id of that shape, never code to run; one
// whose tool runs code keeps the Code role.
func TestCodeExamplesNameAThing(t *testing.T) {
	t.Parallel()
	enrol := ToolContext{Name: "enrolStudent", Description: "Enrol a student in a language course."}
	run := ToolContext{Name: "run_snippet", Description: "Execute code in a sandbox."}
	course := ParamContext{Name: "courseCode", Path: "/courseCode", Schema: json.RawMessage(`{"type":"string","description":"Course code such as SPA-B1-EVE"}`)}
	if r := Classify(enrol, course); r.Kind != ID || r.ID != IDPrefixed {
		t.Errorf("courseCode: %s %s (%s), want a prefixed id", r.Kind, r.ID, r.Why)
	}
	snippet := ParamContext{Name: "code", Path: "/code", Schema: json.RawMessage(`{"type":"string","description":"JavaScript to run, e.g. console.log(items.length)"}`)}
	if r := Classify(run, snippet); r.Kind != Code {
		t.Errorf("code of a sandbox: %s (%s), want code", r.Kind, r.Why)
	}
}

// The unit said after "in" is the value's own, whatever units name the
// ends of its range: "Radius in metres (50 m - 50 km)" is metres.
func TestUnitSaidAfterIn(t *testing.T) {
	t.Parallel()
	fence := ToolContext{Name: "create_geofence", Description: "Create a geofence zone."}
	r := Classify(fence, ParamContext{Name: "radius", Path: "/radius", Schema: json.RawMessage(`{"type":"number","description":"Radius in metres (50 m - 50 km)"}`)})
	if r.Unit != "meters" {
		t.Errorf("radius: unit %q (%s), want meters", r.Unit, r.Why)
	}
}
