package synth

import (
	"regexp"
	"testing"
)

// A server whose words place its business in one country (prices "in
// GBP", a postcode) gets that country's addresses: a British postcode, a
// "+44" phone and a British town, never a Lisbon street, a "530-0001"
// or a "+33" number.
func TestHomeCountryAddresses(t *testing.T) {
	srv, tool := serverTool(t, "testdata/uk_window_cleaner.json", "book_clean")
	if got := srv.Country(); got != "United Kingdom" {
		t.Fatalf("Country() = %q, want United Kingdom", got)
	}
	ukPost := regexp.MustCompile(`^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$`)
	towns := map[string]bool{"London": true, "Manchester": true, "Leeds": true, "Bristol": true, "Edinburgh": true}
	for seed := int64(1); seed <= 12; seed++ {
		for _, m := range decodeAll(t, string(tool.InputSchema), 3, Options{Seed: seed, RootObject: true, Topic: tool.Name, About: tool.Description, Server: srv}) {
			if pc := findString(m, "postcode"); pc != "" && !ukPost.MatchString(pc) {
				t.Errorf("seed %d: postcode %q is not a British one", seed, pc)
			}
			if ph := findString(m, "phone"); ph != "" && !regexp.MustCompile(`^\+44|^0`).MatchString(ph) {
				t.Errorf("seed %d: phone %q is not a British number", seed, ph)
			}
			addr := findString(m, "address")
			ok := false
			for town := range towns {
				if regexp.MustCompile(`\b` + town + `\b`).MatchString(addr) {
					ok = true
				}
			}
			if addr != "" && !ok {
				t.Errorf("seed %d: address %q is in no British town", seed, addr)
			}
		}
	}
}
