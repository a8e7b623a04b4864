package synth

import (
	"encoding/json"
	"testing"
)

// TestBlankEnumValueNotDrawn: a bike shop's check-in (written for the
// test) whose bike_type enum ends on "" never sets bike_type to "" (it
// did in about one call in five): a blank is no value a person names. An
// enum of blanks only still gives its blank.
func TestBlankEnumValueNotDrawn(t *testing.T) {
	src := `{"type":"object","properties":{
	"customer":{"type":"string","description":"Customer name"},
	"bike_type":{"type":"string","enum":["road","mountain","e-bike","kids",""]},
	"priority":{"type":"string","enum":["","low","rush"]}},
	"required":["customer","bike_type","priority"]}`
	opts := Options{Seed: 7, Key: "shop/check_in_bike", Topic: "check_in_bike", RootObject: true}
	seen := map[string]int{}
	for _, raw := range instances(t, src, 60, opts) {
		v := decoded(t, raw)
		for _, k := range []string{"bike_type", "priority"} {
			s, _ := v[k].(string)
			if s == "" {
				t.Errorf("%s drawn blank: %v", k, v)
			}
			seen[s]++
		}
	}
	if seen["e-bike"] == 0 || seen["rush"] == 0 {
		t.Errorf("values not drawn in turn: %v", seen)
	}
	only := `{"type":"object","properties":{"tag":{"type":"string","enum":[""]}},"required":["tag"]}`
	for _, raw := range instances(t, only, 3, Options{Seed: 7, Key: "t/only", RootObject: true}) {
		if v := decoded(t, raw); v["tag"] != "" {
			t.Errorf("enum of a blank only gave %v", v)
		}
	}
}

// decoded is the object raw holds.
func decoded(t *testing.T, raw json.RawMessage) map[string]any {
	t.Helper()
	var v map[string]any
	if err := json.Unmarshal(raw, &v); err != nil {
		t.Fatal(err)
	}
	return v
}
