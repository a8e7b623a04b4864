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

// stockPostcodes are the postcodes forms and guides show as examples
// (Buckingham Palace's among them): drawn, they read as placeholders.
var stockPostcodes = []string{"SW1A 1AA", "EC1A 1BB", "M1 1AE", "B33 8TH", "CR2 6XH", "W1A 0AX", "DN55 1PT"}

// A British postcode drawn for a client or an address is an ordinary
// street's, never a stock example.
func TestNoStockPostcodes(t *testing.T) {
	src := `{"type":"object","properties":{"postcode":{"type":"string"}},"required":["postcode"]}`
	n := 0
	for seed := int64(1); seed <= 30; seed++ {
		for _, m := range decodeAll(t, src, 10, Options{Seed: seed, RootObject: true, Topic: "find_client", About: "Find a client by postcode"}) {
			p, _ := m["postcode"].(string)
			for _, s := range stockPostcodes {
				if p == s {
					t.Errorf("seed %d: postcode %q is a stock example", seed, p)
				}
			}
			n++
		}
	}
	for _, codes := range cityPostals {
		for _, c := range codes {
			for _, s := range stockPostcodes {
				if c == s {
					t.Errorf("cityPostals holds the stock example %q", c)
				}
			}
		}
	}
	for _, c := range ukPostcodes {
		for _, s := range stockPostcodes {
			if c == s {
				t.Errorf("ukPostcodes holds the stock example %q", c)
			}
		}
	}
}

// A postal address is the address post goes to: a street and a town,
// never its postal code alone ("1050").
func TestPostalAddressIsAnAddress(t *testing.T) {
	src := `{"type":"object","properties":{"method":{"type":"string","enum":["collected","posted"]},"postal_address":{"type":"string"}},"required":["postal_address"]}`
	for _, m := range decodeAll(t, src, 30, Options{Seed: 5, RootObject: true, Topic: "release_item", About: "Mark an item as returned to the owner (collected or posted)."}) {
		a, _ := m["postal_address"].(string)
		if !strings.Contains(a, " ") || strings.Trim(a, "0123456789- ") == "" || len(a) < 10 {
			t.Errorf("postal_address %q is no address", a)
		}
	}
}
