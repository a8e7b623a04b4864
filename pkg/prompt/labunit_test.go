package prompt

import (
	"strings"
	"testing"
)

// TestLabUnitKeySaid: a measure whose key ends in a lab unit
// (hemoglobinGdl, described "Pre-donation haemoglobin in g/dL …") is
// said by what it measures with the unit after the number: "a
// haemoglobin of 13.8 g/dL" or "the haemoglobin is 13.8 g/dL", never
// "The haemoglobin in GDL is 13.8 g/dL" nor "a haemoglobin in of".
func TestLabUnitKeySaid(t *testing.T) {
	for _, s := range fileRequests(t, "dev39/regional_blood_bank.json", "recordDonation",
		`{"din":"G245465764026","donorNumber":"R007367257","donationType":"whole_blood","siteCode":"MOB-0636","collectedAt":"2025-12-06T17:15:00Z","hemoglobinGdl":13.8}`, 8) {
		if !strings.Contains(s, "13.8 g/dL") || strings.Contains(strings.ToLower(s), "gdl") || strings.Contains(s, " in of ") {
			t.Errorf("haemoglobin not said by its unit: %q", s)
		}
	}
}
