package prompt

import "testing"

// An organisation a parameter names by its part in the record is said
// by that part ("with Helix Biopharma as the sponsor", "for the recipient
// institution Castellan Gallery"), never "into the Helix Biopharma org",
// how a code host's organisation is said. The tools are written for the
// test, after a trial registry and a museum's deaccession.
func TestOrgRoleSaid(t *testing.T) {
	cases := []requestCase{
		{"register_trial", "Submit a new trial to the registry.",
			`{"type":"object","properties":{"title":{"type":"string"},"sponsor_name":{"type":"string"}},"required":["title","sponsor_name"]}`,
			`{"title":"Metformin in early diabetes","sponsor_name":"Helix Biopharma"}`, []string{"Helix Biopharma", "sponsor"}, []string{" org"}},
		{"deaccession_object", "Deaccession an object from the permanent collection.",
			`{"type":"object","properties":{"accession_number":{"type":"string"},"recipientInstitution":{"type":"string"}},"required":["accession_number"]}`,
			`{"accession_number":"2025.14.3","recipientInstitution":"Castellan Gallery"}`, []string{"Castellan Gallery", "recipient institution"}, []string{" org"}},
		{"find_member", "Look up members by name or company.",
			`{"type":"object","properties":{"company":{"type":"string"}}}`,
			`{"company":"Tidewater Analytics"}`, []string{"at Tidewater Analytics"}, []string{" org"}},
	}
	checkRequests(t, cases, 12, 151)
}
