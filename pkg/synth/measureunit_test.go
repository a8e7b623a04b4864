package synth

import (
	"slices"
	"testing"
)

// Tool schemas written for this test (not from any captured server): a
// pet pharmacy's dose and a craft store's ribbon cut with a bound.
var fitPetPharmacy = [][3]string{
	{"dispense", "Dispense a medicine for a pet.",
		`{"type":"object","properties":{"pet":{"type":"string"},"dose":{"type":"object","properties":{"amount":{"type":"number","exclusiveMinimum":0},"unit":{"type":"string","enum":["mg","ml","tablet"]}},"required":["amount","unit"]}},"required":["pet","dose"]}`},
	{"cut_ribbon", "Cut a length of ribbon.",
		`{"type":"object","properties":{"quantity":{"type":"integer","minimum":1,"maximum":30},"unit":{"type":"string","enum":["cm","m"]}},"required":["quantity","unit"]}`},
}

// An amount whose unit a sibling names is one people give in that unit
// (250 mg, 1 tablet, 5 ml; not 367.59 of each), within the schema (an
// integer stays whole, a maximum holds), and the amounts vary.
func TestMeasureUnitFitsAmount(t *testing.T) {
	srv := fitServer("pets", fitPetPharmacy)
	for ti, tl := range fitPetPharmacy {
		seen := map[float64]bool{}
		for _, m := range decodeAll(t, tl[2], 24, Options{Seed: 7, RootObject: true, Topic: tl[0], About: tl[1], Server: srv}) {
			obj := m
			key := "quantity"
			if ti == 0 {
				obj, key = m["dose"].(map[string]any), "amount"
			}
			unit, _ := obj["unit"].(string)
			x, _ := numberOf(obj[key])
			seen[x] = true
			if !slices.Contains(unitAmounts[unit], x) {
				t.Errorf("%s: %v %s is not an amount people give in %s (%v)", tl[0], x, unit, unit, unitAmounts[unit])
			}
			if ti == 1 && (x > 30 || x != float64(int64(x))) {
				t.Errorf("%s: %v breaks the schema", tl[0], x)
			}
		}
		if len(seen) < 3 {
			t.Errorf("%s: amounts %v: want some variety", tl[0], seen)
		}
	}
}
