package synth

import (
	"slices"
	"strings"
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

// TestHasTopicWordSplitsAsFields: hasTopicWord reads the words of a tool
// name as strings.FieldsFunc at _ - space . / splits them (invented names).
func TestHasTopicWordSplitsAsFields(t *testing.T) {
	for _, topic := range []string{"list_kennels", "kennel-book", "a..b//c", "", "_", "grün_käse", "x y.z/w", "_lead_"} {
		ws := strings.FieldsFunc(topic, func(r rune) bool { return r == '_' || r == '-' || r == ' ' || r == '.' || r == '/' })
		for _, w := range append(ws, "kennel", "käse", "", "lead") {
			want := slices.Contains(ws, w)
			if got := hasTopicWord(topic, w); got != want {
				t.Errorf("hasTopicWord(%q, %q) = %v, want %v", topic, w, got, want)
			}
		}
	}
}

// TestObjectFitsApart: a description that undoes a sibling's or says it
// cannot go with one opens notTogether; plain ones do not (invented
// descriptions).
func TestObjectFitsApart(t *testing.T) {
	plain := &jsonschema.Schema{Description: "The kennel name"}
	undo := &jsonschema.Schema{Description: "The kennel to book to disappear"}
	for _, tc := range []struct {
		s    *jsonschema.Schema
		want bool
	}{{plain, false}, {undo, true}} {
		p := &objPlan{names: []string{"kennel"}, schemas: [][]*jsonschema.Schema{{tc.s}}}
		if got := p.objectFits()&fitsApart != 0; got != tc.want {
			t.Errorf("objectFits(%q) apart = %v, want %v", tc.s.Description, got, tc.want)
		}
	}
}

// TestAnimalFits: a species opens fitAnimal, a breed or a weight
// fitBreed, and a tip beside a payment fitTip; other names open none
// (invented names).
func TestAnimalFits(t *testing.T) {
	cases := []struct {
		names []string
		want  fitGate
	}{
		{[]string{"title", "body"}, 0},
		{[]string{"species", "name"}, fitsAnimal},
		{[]string{"dog_breed"}, fitsBreed},
		{[]string{"weight_kg", "label"}, fitsBreed},
		{[]string{"tip_pence", "paid_pence"}, fitsTip},
		{[]string{"tip_pence"}, 0}, // no payment to keep it to
		{[]string{"total", "fee"}, 0},
	}
	for _, tc := range cases {
		p := &objPlan{names: tc.names}
		if got := p.animalFits(); got != tc.want {
			t.Errorf("animalFits(%v) = %b, want %b", tc.names, got, tc.want)
		}
	}
}
