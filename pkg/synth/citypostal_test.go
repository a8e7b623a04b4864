package synth

import (
	"strings"
	"testing"
)

// postalPrefixes are the leading characters every postal code of a city
// shares, written down apart from cityPostals so the test can fail.
var postalPrefixes = map[string]string{"Chicago": "606", "Austin": "787", "Boston": "021", "Seattle": "981",
	"San Francisco": "941", "Madrid": "28", "Barcelona": "08", "Berlin": "1", "Munich": "80", "Paris": "75",
	"Toronto": "M", "Montreal": "H", "Lisbon": "1", "Porto": "4", "Sydney": "2", "Melbourne": "3", "Dublin": "D",
	"Milan": "201", "Buenos Aires": "C", "Istanbul": "34", "Osaka": "5", "Lima": "15", "Amsterdam": "10"}

// A booking's service address holds a city and a postal code of that
// city: never a California ZIP beside Chicago, nor a Madrid code beside
// Barcelona.
func TestPostalCodeOfCity(t *testing.T) {
	checked := 0
	for seed := int64(1); seed <= 40; seed++ {
		for _, m := range fileCalls(t, "testdata/hold22/chimney_sweep.json", "book_sweep_appointment", 5, seed) {
			a, _ := m["service_address"].(map[string]any)
			city, _ := a["city"].(string)
			code, _ := a["postal_code"].(string)
			pre, ok := postalPrefixes[city]
			if !ok || code == "" {
				continue
			}
			checked++
			if !strings.HasPrefix(code, pre) {
				t.Errorf("seed %d: postal code %q beside %s", seed, code, city)
			}
		}
	}
	if checked < 20 {
		t.Fatalf("only %d addresses with a city and a postal code", checked)
	}
}

// A ZIP beside a city in a plain object is the city's too.
func TestZipBesideCity(t *testing.T) {
	src := `{"type":"object","properties":{"street":{"type":"string"},"city":{"type":"string"},"zip":{"type":"string"}},"required":["street","city","zip"]}`
	checked := 0
	for _, m := range decodeAll(t, src, 60, Options{Seed: 3, RootObject: true, Topic: "add_delivery_address"}) {
		city, _ := m["city"].(string)
		code, _ := m["zip"].(string)
		if pre, ok := postalPrefixes[city]; ok {
			checked++
			if !strings.HasPrefix(code, pre) {
				t.Errorf("zip %q beside %s", code, city)
			}
		}
	}
	if checked < 10 {
		t.Fatalf("only %d cities with a known prefix", checked)
	}
}
