package prompt

import "testing"

// TestNamePartsSaidAsAName checks that a person's given and family names
// are said as one name, never with the key of the part that leads it
// ("with given name Lena Okafor"); the name of a person the call makes is
// what they are named ("a swimmer named Lena Okafor", not "a swimmer for
// Lena Okafor"), and a key naming whose name it is still says so ("with
// guardian Tomas Reyes").
func TestNamePartsSaidAsAName(t *testing.T) {
	cases := []requestCase{
		{"registerSwimmer", "Register a swimmer for the club.",
			`{"type":"object","properties":{"givenName":{"type":"string"},"familyName":{"type":"string"},"squad":{"type":"string","enum":["JUNIOR","SENIOR"]}},"required":["givenName","familyName"]}`,
			`{"givenName":"Lena","familyName":"Okafor"}`, []string{"swimmer named Lena Okafor"}, []string{"given name", "family name", "for Lena"}},
		{"addGuardian", "Add a guardian to a swimmer's record.",
			`{"type":"object","properties":{"swimmerId":{"type":"string"},"guardianForename":{"type":"string"},"guardianSurname":{"type":"string"}},"required":["swimmerId","guardianForename","guardianSurname"]}`,
			`{"swimmerId":"SW-2201","guardianForename":"Tomas","guardianSurname":"Reyes"}`, []string{"Tomas Reyes"}, []string{"forename", "surname"}},
		{"registerCoach", "Register a coach for the club.",
			`{"type":"object","properties":{"firstName":{"type":"string"},"lastName":{"type":"string"},"email":{"type":"string","format":"email"}},"required":["firstName","lastName","email"]}`,
			`{"firstName":"Ada","lastName":"Brennan","email":"ada.brennan@riverside.org"}`, []string{"Ada Brennan (ada.brennan@riverside.org)"}, []string{"named"}},
	}
	checkRequests(t, cases, 30, 282)
}

// TestLastNameEditSaysTheChange checks that an edit whose only name part
// is a family name says what it sets ("setting the family name to
// Moreau"), never "under the name Moreau", which reads as finding the
// record by it, nor "with family name Moreau".
func TestLastNameEditSaysTheChange(t *testing.T) {
	cases := []requestCase{
		{"update_tenant", "Update a tenant's details.",
			`{"type":"object","properties":{"tenantId":{"type":"string"},"familyName":{"type":"string"}},"required":["tenantId"]}`,
			`{"tenantId":"T-5521","familyName":"Moreau"}`, []string{"family name to Moreau"}, []string{"under the name", "with family name"}},
	}
	checkRequests(t, cases, 20, 284)
}
