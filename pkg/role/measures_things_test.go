package role

import (
	"encoding/json"
	"testing"
)

// Measures of things take the range they take in life, whatever the
// bounds: a roof's age is 2–25 years (not a person's 21–78), a house's
// floor area 900–3,800 sq ft, a radon level a few pCi/L, an engine's
// hour meter hundreds to thousands of hours (not a span of 1–48), a
// student's minutes late under half an hour even in a lesson tool (not
// a meeting's 30–90), a boat's length overall 22–55 ft, a wedding's
// guests 40–180. The names and tool words are those of the hold23 development set and
// the dev21 development set.
func TestThingMeasures(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		tool, desc, name, typ string
		sibs                  []string
		kind                  Kind
		unit                  string
		lo, hi                float64
	}{
		{"CreateSiteSurvey", "Schedule a site survey at a prospective customer's home.", "roofAgeYears", "integer", nil, Quantity, "years", 2, 25},
		{"inspection_schedule", "Schedule a pre-purchase inspection.", "square_feet", "integer", nil, Quantity, "sq ft", 900, 3800},
		{"radon_result_record", "Record a continuous radon monitor result.", "average_pci_per_l", "number", nil, Quantity, "pCi/L", 0.6, 12},
		{"createWorkOrder", "Open a boatyard work order.", "engineHours", "integer", nil, Quantity, "hours", 150, 3500},
		{"lingua_recordAttendance", "Record attendance for one lesson.", "minutes_late", "integer", nil, Duration, "minutes", 2, 25},
		{"reserveSlip", "Book a transient or seasonal slip.", "lengthOverallFt", "number", nil, Quantity, "feet", 22, 55},
		{"listTideWindows", "Tide predictions for the marina channel.", "minDepthFt", "number", nil, Quantity, "feet", 4, 12},
		{"SubmitPermitPacket", "Send the permit packet for a signed project.", "systemSizeKwDc", "number", nil, Quantity, "kW", 4, 14},
		{"EstimateSystemSize", "Estimate system size.", "tiltDeg", "number", []string{"monthlyUsageKwh", "azimuthDeg"}, Quantity, "degrees", 15, 45},
		{"create_wedding", "Open a new wedding file.", "guest_estimate", "integer", nil, Count, "", 40, 180},
		{"lingua_issueCertificate", "Issue a course completion certificate.", "hours_completed", "number", nil, Duration, "hours", 1, 48},
	} {
		r := Classify(ToolContext{Name: c.tool, Description: c.desc},
			ParamContext{Name: c.name, Path: "/" + c.name, Siblings: c.sibs, Schema: json.RawMessage(`{"type":"` + c.typ + `"}`)})
		if r.Kind != c.kind || r.Unit != c.unit || r.Typical == nil || r.Typical.Lo != c.lo || r.Typical.Hi != c.hi {
			t.Errorf("%s: %s %q %+v (%s), want %s %q [%v, %v]", c.name, r.Kind, r.Unit, r.Typical, r.Why, c.kind, c.unit, c.lo, c.hi)
		}
	}
	// a person's age, a party's size and a rate per week are none of these
	for _, name := range []string{"patient_age", "party_size", "hours_per_week"} {
		r := Classify(ToolContext{Name: "book", Description: "Book a wedding tasting."}, ParamContext{Name: name, Path: "/" + name, Schema: json.RawMessage(`{"type":"integer"}`)})
		if r.Typical != nil && (r.Typical.Lo == 2 && r.Typical.Hi == 25 || r.Typical.Lo == 40 && r.Typical.Hi == 180) || r.Why != "" && r.Unit == "hours" {
			t.Errorf("%s: %s %q %+v (%s)", name, r.Kind, r.Unit, r.Typical, r.Why)
		}
	}
}

// A price quoted per bushel or per hundredweight is sized by its unit,
// and a number whose example is negative keeps the example's sign and
// scale: a basis of -35 cents gives -70 to -18, not 592.
func TestBulkUnitPricesAndSignedExample(t *testing.T) {
	for _, c := range []struct {
		name, schema string
		lo, hi       float64
	}{
		{"pricePerBu", `{"type":"number","description":"Cash price, USD per bushel"}`, 3, 15},
		{"price_per_cwt", `{"type":"number"}`, 120, 260},
		{"adjustment", `{"type":"number","description":"Adjustment against the index, e.g. -35"}`, -70, -17},
	} {
		r := Classify(ToolContext{Name: "create_contract"}, ParamContext{Name: c.name, Schema: []byte(c.schema)})
		if r.Typical == nil || r.Typical.Lo < c.lo || r.Typical.Hi > c.hi {
			t.Errorf("%s: typical %+v (%s), want within %v–%v", c.name, r.Typical, r.Why, c.lo, c.hi)
		}
	}
}

// A price in pence per kilo titled as such keeps the range of its unit.
func TestPencePerKiloTitled(t *testing.T) {
	r := Classify(ToolContext{Name: "record_sale", Description: "Give either pence per kg or price per head."},
		ParamContext{Name: "price_pence_per_kg", Schema: []byte(`{"type":"number","title":"Price Pence Per Kg"}`)})
	if r.Unit != "cents" || r.Typical == nil || r.Typical.Hi > 2000 {
		t.Errorf("price_pence_per_kg: %s %s %+v (%s), want cents within 200–2000", r.Kind, r.Unit, r.Typical, r.Why)
	}
}
