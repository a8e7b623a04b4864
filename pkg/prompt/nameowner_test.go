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
// is a family name says what it sets in everyday words ("setting the last
// name to Moreau"), never "under the name Moreau", which reads as finding
// the record by it, nor "with family name Moreau"; a first name an edit
// sets is said the same way ("setting the first name to Anders"), never
// "for Anders", which reads as who the record is, and both parts are the
// new name.
func TestLastNameEditSaysTheChange(t *testing.T) {
	cases := []requestCase{
		{"update_tenant", "Update a tenant's details.",
			`{"type":"object","properties":{"tenantId":{"type":"string"},"familyName":{"type":"string"}},"required":["tenantId"]}`,
			`{"tenantId":"T-5521","familyName":"Moreau"}`, []string{"last name to Moreau"}, []string{"under the name", "family name"}},
		{"update-contact", "Update a contact.",
			`{"type":"object","properties":{"contactId":{"type":"string"},"name":{"type":"string"},"firstName":{"type":"string"}},"required":["contactId","name"]}`,
			`{"contactId":"410326","name":"Anders Haddad","firstName":"Anders"}`, []string{"first name to Anders"}, []string{"for Anders for", "for Anders?", "for Anders."}},
		{"edit_member", "Edit a member.",
			`{"type":"object","properties":{"memberId":{"type":"string"},"givenName":{"type":"string"},"surname":{"type":"string"}},"required":["memberId"]}`,
			`{"memberId":"M-77","givenName":"Ines","surname":"Duarte"}`, []string{"name to Ines Duarte"}, []string{"given name", "surname"}},
	}
	checkRequests(t, cases, 20, 284)
}
