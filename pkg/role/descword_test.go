package role

import "testing"

// TestDescWordWhole: a description's words count whole, not inside
// longer words. A village hall's received_by, "Name of the committee
// member who took it.", is a person, not a commit hash; a tram museum's
// assessor, "Membership number of the driver instructor.", is that
// number, not a person ("instructor" holds no "to", "membership" no
// "member").
func TestDescWordWhole(t *testing.T) {
	s, tools := loadServer(t, "dev45/village_hall_committee.json")
	if r := fileRole(t, s, tools, "record_deposit", "/received_by"); r.Kind != Person {
		t.Errorf("received_by = %v (%s), want a person", r.Kind, r.Why)
	}
	s, tools = loadServer(t, "dev45/vintage_tram_museum.json")
	if r := fileRole(t, s, tools, "driver_record_competency", "/assessor"); r.Kind != ID {
		t.Errorf("assessor = %v (%s), want an identifier", r.Kind, r.Why)
	}
	s, tools = loadServer(t, "dev45/island_postal_sorting_office.json")
	if r := fileRole(t, s, tools, "sortoffice_postcode_lookup", "/house"); r.Kind == ID {
		t.Errorf("house, \"House name or number\", = %v (%s), want no plain identifier", r.Kind, r.Why)
	}
	for _, d := range []string{"house number or name to narrow results", "house name or number, e.g. 'braeside'"} {
		if h, ok := (&ctx{d: d}).descOpensOnNumber(); ok {
			t.Errorf("%q opens on the number %q", d, h)
		}
	}
	if _, ok := (&ctx{d: "staff no"}).descOpensOnNumber(); !ok {
		t.Error(`"staff no" does not open on a number`)
	}
	if hasDescWord("membership number of the driver instructor.", "to", "member") {
		t.Error(`"instructor" and "membership" read as "to" and "member"`)
	}
	if !hasDescWord("name of the committee members who took it", "member") || !hasDescWord("sent to the member", "to") {
		t.Error("whole words or plurals not read")
	}
	if wordStarts("name of the committee member", "commit") || !wordStarts("the commit to tag", "commit") {
		t.Error(`"committee" read as "commit", or "commit" not read`)
	}
}
