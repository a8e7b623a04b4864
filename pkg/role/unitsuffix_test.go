package role

import (
	"encoding/json"
	"testing"
)

// A number whose name ends with a unit symbol ("maxSpeedKmh",
// "reading_m3") is a Quantity in that unit with a range such a
// measurement takes; "db" is decibels only where sound is spoken of, and
// a one-token name or an index keeps its own role.
func TestUnitSuffix(t *testing.T) {
	t.Parallel()
	truck := ToolContext{Name: "set_speed_limiter", Description: "Set the road speed limiter of a truck."}
	noise := ToolContext{Name: "set_noise_alarm", Description: "Alert when a stage gets too loud."}
	cache := ToolContext{Name: "select_database", Description: "Switch the Redis connection to another database."}
	for _, c := range []struct {
		tool     ToolContext
		name     string
		wantUnit string
	}{
		{truck, "maxSpeedKmh", "km/h"},
		{truck, "speed_mph", "mph"},
		{truck, "reading_m3", "m3"},
		{noise, "threshold_db", "dB"},
		{noise, "cabinTempC", "°C"},
		{cache, "target_db", ""}, // a database's index, not decibels
		{cache, "db", ""},
		{noise, "c", ""},
		{noise, "rate_c", ""}, // no temperature said
	} {
		r := Classify(c.tool, ParamContext{Name: c.name, Path: "/" + c.name, Schema: json.RawMessage(`{"type":"number"}`)})
		if c.wantUnit == "" {
			if _, ok := suffixUnits[r.Unit]; ok || r.Unit == "dB" || r.Unit == "°C" {
				t.Errorf("%s: unit %q (%s), want none", c.name, r.Unit, r.Why)
			}
			continue
		}
		if r.Kind != Quantity || r.Unit != c.wantUnit || r.Typical == nil {
			t.Errorf("%s: %s in %q typical %v (%s), want a quantity in %s", c.name, r.Kind, r.Unit, r.Typical, r.Why, c.wantUnit)
		}
	}
}

// A weather forecast's "high" and "low" are the day's temperatures (a
// synthesized result said "high 573.92"); elsewhere they keep their role.
func TestForecastHighLow(t *testing.T) {
	t.Parallel()
	for _, name := range []string{"high", "low", "temp_max"} {
		r := classify("get_forecast", name, `{"type":"number"}`)
		if r.Unit != "celsius" || r.Typical == nil || r.Typical.Hi > 45 {
			t.Errorf("get_forecast %s: %s in %q %+v (%s), want degrees celsius", name, r.Kind, r.Unit, r.Typical, r.Why)
		}
	}
	if r := classify("get_stock_quote", "high", `{"type":"number"}`); r.Unit == "celsius" {
		t.Errorf("get_stock_quote high: %s in %q (%s), want no temperature", r.Kind, r.Unit, r.Why)
	}
}
