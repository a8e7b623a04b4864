package synth

import (
	"encoding/json"
	"math"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// numbersAt returns the numbers of one property (a JSON pointer below
// the arguments, "*" for each item) of calls.
func numbersAt(calls []map[string]any, ptr string) []float64 {
	var out []float64
	var walk func(v any, path []string)
	walk = func(v any, path []string) {
		if len(path) == 0 {
			switch n := v.(type) {
			case json.Number:
				if f, err := n.Float64(); err == nil {
					out = append(out, f)
				}
			case float64:
				out = append(out, n)
			}
			return
		}
		switch x := v.(type) {
		case map[string]any:
			if c, ok := x[path[0]]; ok {
				walk(c, path[1:])
			}
		case []any:
			if path[0] == "*" {
				for _, e := range x {
					walk(e, path[1:])
				}
			}
		}
	}
	for _, c := range calls {
		walk(c, strings.Split(strings.TrimPrefix(ptr, "/"), "/"))
	}
	return out
}

// Measured numbers of dev tools take the values they take in life, not
// any value of the schema's bounds: a house of 900–3,800 sq ft (not
// 17,817), a radon level of a few pCi/L (not 991.71), a roof of 2–25
// years, a home solar system of a few kW (not 92.935), minutes late
// under half an hour, a boat's length and a channel's depth in feet a
// marina sees.
func TestMeasuredMagnitudes(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		file, tool, ptr string
		lo, hi          float64
	}{
		{"testdata/hold23/home_inspection.json", "inspection_schedule", "/property/square_feet", 900, 3800},
		{"testdata/hold23/home_inspection.json", "radon_result_record", "/average_pci_per_l", 0.6, 12},
		{"testdata/hold23/solar_installer.json", "CreateSiteSurvey", "/roofAgeYears", 2, 25},
		{"testdata/hold23/solar_installer.json", "SubmitPermitPacket", "/systemSizeKwDc", 4, 14},
		{"testdata/hold23/solar_installer.json", "SubmitPermitPacket", "/batteryKwh", 5, 30},
		{"testdata/hold23/solar_installer.json", "EstimateSystemSize", "/azimuthDeg", 120, 240},
		{"testdata/hold23/language_school.json", "lingua_recordAttendance", "/records/*/minutes_late", 2, 25},
		{"testdata/hold23/marina.json", "reserveSlip", "/vessel/lengthOverallFt", 22, 55},
		{"testdata/hold23/marina.json", "listTideWindows", "/minDepthFt", 4, 12},
		{"testdata/hold23/marina.json", "createWorkOrder", "/engineHours", 150, 3500},
		{"testdata/dev21/wedding_planner.json", "create_wedding", "/guest_estimate", 40, 180},
	} {
		vs := numbersAt(fileCalls(t, c.file, c.tool, 40, 5), c.ptr)
		if len(vs) == 0 {
			t.Errorf("%s %s: no values", c.tool, c.ptr)
		}
		for _, v := range vs {
			if v < c.lo || v > c.hi {
				t.Errorf("%s %s = %v, want %v–%v", c.tool, c.ptr, v, c.lo, c.hi)
			}
		}
	}
}

// Amounts people set (a deposit, a fee, a price cap, a spend they
// expect, an amount authorized) are round: $150 or $2,500, never $180.99
// or $36.07; a price may keep its cents.
func TestSetAmountsRound(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		file, tool, ptr string
		cents           bool
	}{
		{"testdata/dev21/wedding_planner.json", "book_vendor", "/deposit_cents", true},
		{"testdata/dev21/wedding_planner.json", "search_vendors", "/max_price_cents", true},
		{"testdata/hold23/marina.json", "createWorkOrder", "/authorizeUpToUsd", false},
	} {
		vs := numbersAt(fileCalls(t, c.file, c.tool, 40, 9), c.ptr)
		if len(vs) == 0 {
			t.Errorf("%s %s: no values", c.tool, c.ptr)
		}
		for _, v := range vs {
			d := v
			if c.cents {
				d = v / 100
			}
			if d != math.Trunc(d) || niceRound(d) != d {
				t.Errorf("%s %s = %v: not a round amount", c.tool, c.ptr, v)
			}
		}
	}
	if !setMoney("deposit_cents") || !setMoney("authorizeUpToUsd") || setMoney("unit_price_cents") || setMoney("amountUsd") {
		t.Error("setMoney: a deposit and an amount authorized are set; a unit price and a payment are not")
	}
}

// A monthly usage of twelve months varies smoothly (each month within a
// tenth or so of the one before), not 240, 1000, 400, 1000.
func TestSeriesSmooth(t *testing.T) {
	t.Parallel()
	calls := fileCalls(t, "testdata/hold23/solar_installer.json", "EstimateSystemSize", 30, 3)
	seen := 0
	for _, c := range calls {
		vs := numbersAt([]map[string]any{c}, "/monthlyUsageKwh/*")
		if len(vs) < 3 {
			continue
		}
		seen++
		for i := 1; i < len(vs); i++ {
			if r := vs[i] / vs[i-1]; r < 0.85 || r > 1.15 {
				t.Errorf("monthlyUsageKwh %v: %v after %v", vs, vs[i], vs[i-1])
				break
			}
		}
	}
	if seen == 0 {
		t.Error("no monthly usage drawn")
	}
}

// A measured number is said to three significant digits (325 hours,
// 34.4 ml), unless its range is narrow (a gravity's 1.042); money keeps
// its cents.
func TestSigDecimals(t *testing.T) {
	for _, c := range []struct {
		x, lo, hi float64
		dec, want int
		money     bool
	}{
		{325.36, 0, 400, 2, 0, false},
		{34.36, 0, 60, 2, 1, false},
		{1.042, 1, 1.15, 3, 3, false},
		{217.99, 0, 500, 2, 2, true},
		{0.45, 0, 1, 2, 2, false},
	} {
		k := role.Quantity
		if c.money {
			k = role.Money
		}
		if got := sigDecimals(k, c.x, c.lo, c.hi, c.dec); got != c.want {
			t.Errorf("sigDecimals(%v) = %d, want %d", c.x, got, c.want)
		}
	}
}
