package role

import (
	"encoding/json"
	"reflect"
	"testing"
)

// A code whose description states a range of numbered codes ("Bay
// code, BY1 to BY4", "Dock D01 through D03") is one of those codes; a
// range of plain numbers or of codes with two prefixes is none.
func TestCodeRange(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		desc string
		want []string
	}{
		{"Loading bay, BY1 to BY4.", []string{"BY1", "BY2", "BY3", "BY4"}},
		{"Dock D01 through D03", []string{"D01", "D02", "D03"}},
		{"Kiln K-2–K-4", []string{"K-2", "K-3", "K-4"}},
		{"Between 1 and 5", nil},
		{"Aisles AB1 to CD4", nil},
		{"Pens P1 to P900", nil},
	} {
		if got := CodeRangeValues(c.desc); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%q: %v, want %v", c.desc, got, c.want)
		}
	}
	r := Classify(ToolContext{Name: "load_truck"}, ParamContext{Name: "bay_id", Path: "/bay_id", Schema: json.RawMessage(`{"type":"string","description":"Loading bay, BY1 to BY4."}`)})
	if r.Kind != Enum || len(r.Values) != 4 || r.Values[0] != "BY1" {
		t.Errorf("bay_id: kind %s values %v (%s), want one of BY1..BY4", r.Kind, r.Values, r.Why)
	}
}
