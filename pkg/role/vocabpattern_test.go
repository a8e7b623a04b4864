package role

import (
	"slices"
	"testing"
)

// A surf school's list-lessons says "Beaches are identified by
// three-letter codes: FIS (Fistral), WAT (Watergate Bay), POL (Polzeath),
// CRA (Crantock)", and every tool's beach states ^[A-Z]{3}$: the codes fit
// the pattern, so a beach is one of them (it was drawn from the pattern:
// "ZND", "OMR", "LKI"). A pattern the listed codes do not fit keeps the
// pattern's values.
func TestVocabFitsPattern(t *testing.T) {
	t.Parallel()
	s, tools := loadServer(t, "dev44/surf_school.json")
	for _, tool := range []string{"list-lessons", "get-tide-windows", "create-lesson", "record-conditions"} {
		r := fileRole(t, s, tools, tool, "/beach")
		if r.Kind != Enum || !slices.Equal(r.Values, []string{"FIS", "WAT", "POL", "CRA"}) {
			t.Errorf("%s beach = %s %v (%s), want one of FIS, WAT, POL, CRA", tool, r.Kind, r.Values, r.Why)
		}
	}
	if s.vocabFits["beach\x00^[a-z]{4}$"] {
		t.Errorf("codes FIS, WAT, POL, CRA fit ^[a-z]{4}$")
	}
}
