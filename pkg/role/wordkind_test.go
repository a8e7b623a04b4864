package role

import "testing"

// TestDescWordWholeAndAgentKey: a pathologist in a description names no
// file path; a key closing on a participle and "by" is who did it, and a
// list of them described as "Names of the two staff members" is people,
// not database collections.
func TestDescWordWholeAndAgentKey(t *testing.T) {
	r := classify("open_inquest", "provisional_cause", `{"type":"string","description":"Provisional medical cause of death as stated by the pathologist, e.g. \"1a Multiple injuries\"."}`)
	if r.Kind == FilePath {
		t.Errorf("provisional_cause: %s (%s), want no file path", r.Kind, r.Why)
	}
	if r := classify("copy", "src", `{"type":"string","description":"Source path"}`); r.Kind != FilePath {
		t.Errorf("src: %s (%s), want a file path", r.Kind, r.Why)
	}
	f := Facts{Types: []string{"string"}, Description: "Names of the two staff members who carried out the collection.", ItemOf: true}
	r = Classify(ToolContext{Name: "record_admission"}, ParamContext{Name: "collected_by", Path: "/collected_by/*", Facts: &f})
	if r.Kind != Person {
		t.Errorf("collected_by items: %s (%s), want a person", r.Kind, r.Why)
	}
}

// TestVintageIsAPastYear: a bare numeric "vintage" is the year a thing
// was made, drawn from past years inside its bounds, not any number to 2100.
func TestVintageIsAPastYear(t *testing.T) {
	r := classify("get_statement", "vintage", `{"type":"integer","minimum":2000,"maximum":2100}`)
	if r.Kind != Year || r.Typical == nil || r.Typical.Hi > 2026 {
		t.Errorf("vintage: %s %v (%s), want a past year", r.Kind, r.Typical, r.Why)
	}
}
