package synth

import (
	"slices"
	"testing"
)

// A grain elevator's load ticket (written for this test): the field a
// load came from is a farm field's name ("North 40"), never a database
// field ("name") nor a form field ("Status"); a sort field of a listing
// stays a field of the records.
func TestLandFieldIsAFarmField(t *testing.T) {
	src := `{"type":"object","properties":{
	"field_name":{"type":"string","description":"Field or farm the load came from"},
	"bushels":{"type":"integer","minimum":1,"maximum":5000}},
	"required":["field_name","bushels"]}`
	for seed := int64(1); seed <= 4; seed++ {
		for _, m := range decodeAll(t, src, 4, Options{Seed: seed, RootObject: true, Topic: "log_load", About: "Log an inbound load of grain."}) {
			if f, _ := m["field_name"].(string); !slices.Contains(landNames, f) {
				t.Errorf("seed %d: field_name %q, want a farm field's name", seed, f)
			}
		}
	}
	sort := `{"type":"object","properties":{"sort_field":{"type":"string","description":"Field to sort the tickets by"}},"required":["sort_field"]}`
	for _, m := range decodeAll(t, sort, 4, Options{Seed: 1, RootObject: true, Topic: "list_tickets", About: "List scale tickets."}) {
		if f, _ := m["sort_field"].(string); slices.Contains(landNames, f) {
			t.Errorf("sort_field %q, want a field of the records", f)
		}
	}
}
