package synth

import (
	"strconv"
	"testing"
)

// A property reference of the public scheme (UPRN), typed as an integer
// or named only by its description, is 11 or 12 digits as councils
// issue them, never a count's 0 or 43; an integer barcode is a GTIN-13
// with a valid check digit.
func TestNumericStandardIDs(t *testing.T) {
	src := `{"type":"object","properties":{
		"uprn":{"type":"integer","title":"Uprn"},
		"ean":{"type":"integer"}},"required":["uprn","ean"]}`
	ref := `{"type":"object","properties":{
		"propertyRef":{"type":"string","description":"UPRN of the nearest property if known"}},"required":["propertyRef"]}`
	for _, m := range decodeAll(t, ref, 20, Options{Seed: 3, RootObject: true}) {
		if p, _ := m["propertyRef"].(string); len(p) < 11 || len(p) > 12 || !allDigits(p) {
			t.Errorf("propertyRef %q: want a UPRN", p)
		}
	}
	for _, m := range decodeAll(t, src, 40, Options{Seed: 3, RootObject: true}) {
		u := strconv.FormatFloat(m["uprn"].(float64), 'f', -1, 64)
		if n := len(u); n < 11 || n > 12 {
			t.Errorf("uprn %s: want 11 or 12 digits", u)
		}
		e := strconv.FormatFloat(m["ean"].(float64), 'f', -1, 64)
		if len(e) != 13 || gtinCheck(e[:12]) != e {
			t.Errorf("ean %s: want a GTIN-13", e)
		}
	}
}
