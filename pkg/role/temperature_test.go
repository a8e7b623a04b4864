package role

import "testing"

// TestHeatOf checks the range a temperature takes by the thing it is
// of, on parameters copied from the dev21 development set (brewery
// log_fermentation_reading temp_c, coworking report-issue room-temp-c)
// and from a weather tool, and that a word inside another is no thing.
func TestHeatOf(t *testing.T) {
	for _, c := range []struct {
		tool, desc, param, pdesc string
		lo, hi                   float64
	}{
		{"log_fermentation_reading", "Add a gravity / temperature reading to a fermenting batch.", "temp_c", "", 16, 24},
		{"report-issue", "Report a facilities problem (broken chair, wifi down, coffee machine...).", "room-temp-c", "Measured room temperature, for HVAC issues", 18, 26},
		{"get_forecast", "Weather forecast for a city.", "temp_c", "", -10, 35},
		// (no pet in "competition": the default, not below freezing where nothing is said cold)
		{"book-space", "Book a coworking space for a competition.", "temp_c", "", 2, 35},
		// a pottery kiln's firing, not an oven's bake
		{"log_kiln_load", "Log a stoneware kiln load and its result.", "max_temp_c", "", 950, 1290},
		{"bake_batch", "Start a bake in the deck oven.", "temp_c", "", 160, 230},
	} {
		ctx := newCtx(ToolContext{Name: c.tool, Description: c.desc}, ParamContext{Name: c.param}, Facts{Description: c.pdesc, Types: []string{"number"}})
		r := ctx.celsius()
		if r.Lo != c.lo || r.Hi != c.hi {
			t.Errorf("%s/%s: %v–%v °C, want %v–%v", c.tool, c.param, r.Lo, r.Hi, c.lo, c.hi)
		}
	}
	if namesAny("a petrol carpool", []string{"pet", "pool"}) || !namesAny("two pets", []string{"pet"}) {
		t.Error("namesAny reads words inside words")
	}
}

// TestPercentOfItsThing checks a percentage's range by what it is of,
// on parameters copied from the dev21 development set brewery package_batch
// (final_abv_pct) and testdata/nu13 greenhouse set_zone_climate (rh_pct).
func TestPercentOfItsThing(t *testing.T) {
	for _, c := range []struct {
		tool, param string
		lo, hi      float64
	}{{"package_batch", "final_abv_pct", 4, 9}, {"set_zone_climate", "rh_pct", 35, 65}, {"set_progress", "done_pct", 10, 90}} {
		r := Classify(ToolContext{Name: c.tool}, ParamContext{Name: c.param, Facts: &Facts{Types: []string{"number"}}})
		if r.Kind != Percent || r.Typical == nil || r.Typical.Lo != c.lo || r.Typical.Hi != c.hi {
			t.Errorf("%s/%s: %v %+v, want a percent of %v–%v", c.tool, c.param, r.Kind, r.Typical, c.lo, c.hi)
		}
	}
}

// TestSetPointWhole checks a temperature a person sets is whole and one
// read off a sensor keeps a decimal, on testdata/nu13 greenhouse
// set_zone_climate temp_c and the dev21 development set brewery log_fermentation_reading.
func TestSetPointWhole(t *testing.T) {
	set := newCtx(ToolContext{Name: "set_zone_climate", Description: "Set a greenhouse zone's climate."}, ParamContext{Name: "temp_c"}, Facts{Types: []string{"number"}})
	read := newCtx(ToolContext{Name: "log_fermentation_reading", Description: "Add a gravity / temperature reading to a fermenting batch."}, ParamContext{Name: "temp_c"}, Facts{Types: []string{"number"}})
	if d := set.celsius().Decimals; d != 0 {
		t.Errorf("set_zone_climate temp_c: %d decimals, want whole degrees", d)
	}
	if read.celsius().Lo != 16 || read.setPoint() {
		t.Errorf("log_fermentation_reading temp_c: %+v, want a fermenter's reading", read.celsius())
	}
}
