package role

import (
	"slices"
	"testing"
)

// A van's reorder-stock says "SKUs like `BLT-120-25` (belt, grit 120,
// 25mm wide)" and its sku states only a loose pattern: the sku had no
// example and was drawn "ZOU-9502-P-6I49A671NF-SNNU2A76Z8"; it now has
// BLT-120-25 to be drawn like.
func TestBareLikeShape(t *testing.T) {
	s, tools := loadServer(t, "dev42/mobile_knife_sharpening_van.json")
	r := fileRole(t, s, tools, "reorder-stock", "/sku")
	if !slices.Contains(r.Examples, "BLT-120-25") {
		t.Errorf("reorder-stock sku examples = %v, want BLT-120-25", r.Examples)
	}
	if got := glossless("`BLT-120-25` (belt, grit 120, 25mm wide)"); got != "`BLT-120-25` " {
		t.Errorf("glossless = %q", got)
	}
	for w, want := range map[string]bool{"SKUs": true, "the PINs": true, "status": false, "Ids": false, "IDS": false} {
		if got := acronymPlural(w); got != want {
			t.Errorf("acronymPlural(%q) = %v, want %v", w, got, want)
		}
	}
}

// record_treatment's bare given_by stays a person beside "The sire is
// given by its stud code ... e.g. `011HO11234` (Holstein)": it was drawn
// "029JE08009" once the glosses no longer hid the examples.
func TestGivenByNoCode(t *testing.T) {
	s, tools := loadServer(t, "dev42/dairy_herd.json")
	if r := fileRole(t, s, tools, "record_treatment", "/given_by"); r.Kind != Person {
		t.Errorf("record_treatment given_by = %s %v, want a person", r.Kind, r.Examples)
	}
}
