package role

import (
	"encoding/json"
	"testing"
)

// A reading named by its term or initialism takes the range such
// readings have: a blast's vibration a few mm/s and its air overpressure
// some 100–128 dB, a solar string's open-circuit voltage hundreds of
// volts and its current 8–14 A, a wine's pH 3–4 and another liquid's
// 4–9, the rock a blast breaks thousands of tonnes.
func TestFieldMeasures(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		tool, desc, name, schema string
		sibs                     []string
		unit                     string
		lo, hi                   float64
	}{
		{"post_results", "Record blast results from the monitoring stations.", "ppv_mm_s", `{"type":"number","description":"Peak particle velocity, mm/s"}`, nil, "mm/s", 0.5, 12},
		{"post_results", "Record blast results from the monitoring stations.", "air_overpressure_db", `{"type":"number","description":"dB(Lin)"}`, nil, "dB", 100, 128},
		{"post_results", "Record blast results.", "estimated_tonnes_broken", `{"type":"integer","minimum":0}`, nil, "tonnes", 5000, 40000},
		{"log_commissioning", "Record commissioning test results.", "voc_v", `{"type":"number","description":"Open-circuit voltage in volts."}`, []string{"string_no", "voc_v", "isc_a"}, "V", 280, 650},
		{"log_commissioning", "Record commissioning test results.", "isc_a", `{"type":"number","description":"Short-circuit current in amps."}`, []string{"string_no", "voc_v", "isc_a"}, "A", 8, 14},
		{"createMaturitySample", "Record a pre-harvest grape maturity sample.", "pH", `{"type":"number"}`, nil, "", 3, 3.9},
		{"effluent_log", "Log an effluent discharge.", "pH", `{"type":"number"}`, nil, "", 4, 9},
	} {
		r := Classify(ToolContext{Name: tc.tool, Description: tc.desc}, ParamContext{Name: tc.name, Path: "/" + tc.name, Schema: json.RawMessage(tc.schema), Siblings: tc.sibs})
		if r.Unit != tc.unit || r.Typical == nil || r.Typical.Lo != tc.lo || r.Typical.Hi != tc.hi {
			t.Errorf("%s.%s: %s %q %+v (%s), want %q %v–%v", tc.tool, tc.name, r.Kind, r.Unit, r.Typical, r.Why, tc.unit, tc.lo, tc.hi)
		}
	}
}
