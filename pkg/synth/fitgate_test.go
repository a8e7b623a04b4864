package synth

import (
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v5"
)

// TestTogetherFits: a plan's names open exactly the fit-ups that read
// them (invented names).
func TestTogetherFits(t *testing.T) {
	cases := []struct {
		names []string
		want  fitGate
	}{
		{[]string{"title", "body"}, 0},
		{[]string{"partySize", "kids"}, fitsParty},
		{[]string{"partySize", "title"}, 0}, // no share of it
		{[]string{"high_chairs", "guests"}, fitsParty},
		{[]string{"points", "max_points"}, fitsUnderMax},
		{[]string{"weight_kg", "label"}, fitsFlat},
		{[]string{"from_bay", "to_bay"}, fitsFrom},
		{[]string{"owner_gender"}, fitsGender},
		{[]string{"sex"}, fitsGender},
	}
	for _, tc := range cases {
		p := &objPlan{names: tc.names}
		if got := p.togetherFits(); got != tc.want {
			t.Errorf("togetherFits(%v) = %b, want %b", tc.names, got, tc.want)
		}
	}
	if fitsOf(nil) != ^fitGate(0) {
		t.Error("fitsOf(nil) must run every fit-up")
	}
}

// TestObjectFits: an enum among a plan's schemas opens fitKindText, and
// a source term, a target term and a target language together open
// fitGlossary (invented names).
func TestObjectFits(t *testing.T) {
	str := &jsonschema.Schema{}
	enum := &jsonschema.Schema{Enum: []any{"leak", "mould"}}
	cases := []struct {
		names   []string
		schemas []*jsonschema.Schema
		want    fitGate
	}{
		{[]string{"note", "title"}, []*jsonschema.Schema{str, str}, 0},
		{[]string{"fault_kind", "note"}, []*jsonschema.Schema{enum, str}, fitsKindText},
		{[]string{"term", "target_term", "target_lang"}, []*jsonschema.Schema{str, str, str}, fitsGlossary},
		{[]string{"term", "target_term"}, []*jsonschema.Schema{str, str}, 0},
	}
	for _, tc := range cases {
		p := &objPlan{names: tc.names}
		for _, s := range tc.schemas {
			p.schemas = append(p.schemas, []*jsonschema.Schema{s})
		}
		if got := p.objectFits(); got != tc.want {
			t.Errorf("objectFits(%v) = %b, want %b", tc.names, got, tc.want)
		}
	}
}
