package synth

import (
	"encoding/json"
	"testing"
)

// A table's high chairs and a trip's children are fewer than the party;
// an event's chairs are not a share of its guests.
func TestPartyShareBelowParty(t *testing.T) {
	src := `{"type":"object","properties":{"party_size":{"type":"integer","minimum":1,"maximum":6},"high_chairs":{"type":"integer","minimum":0,"maximum":6},"diner_name":{"type":"string"}},"required":["party_size","high_chairs","diner_name"]}`
	for _, m := range decodeAll(t, src, 40, Options{Seed: 2, RootObject: true, Topic: "reserve_table", About: "Reserve a table at the bistro."}) {
		n, _ := m["party_size"].(float64)
		c, _ := m["high_chairs"].(float64)
		if c >= n && c > 0 {
			t.Errorf("%v high chairs for a party of %v: %v", c, n, m)
		}
	}
	g := &Generator{}
	obj := map[string]any{"guests": json.Number("80"), "chairs": json.Number("90")}
	g.fitPartyShare(nil, obj)
	if obj["chairs"] != json.Number("90") {
		t.Errorf("an event's chairs moved: %v", obj)
	}
}
