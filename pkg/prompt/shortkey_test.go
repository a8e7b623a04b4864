package prompt

import "testing"

// TestSpellShortKeys: a clipped key is named by the words its description
// (or another tool's description of it) spells; a plain word is kept.
func TestSpellShortKeys(t *testing.T) {
	g := []Param{
		{Name: "qv_id", Description: "Quarry vent id, e.g. QV-4"},
		{Name: "ht_no"},
		{Name: "pen_id", Description: "Pending entry"},
		{Name: "qz_id", Description: "Some id."},
	}
	desc := func(name string) string {
		if name == "ht_no" {
			return "Hatchery no."
		}
		return ""
	}
	out := SpellShortKeys(g, desc)
	want := []string{"quarry vent id", "hatchery no", "", ""}
	for i, w := range want {
		if out[i].Human != w {
			t.Errorf("%s: Human %q, want %q", g[i].Name, out[i].Human, w)
		}
	}
	if g[0].Human != "" {
		t.Errorf("g changed: %q", g[0].Human)
	}
	if !namesParam("Which quarry vent? I'll need its id.", "qv_id") {
		t.Errorf("spelled words should name qv_id")
	}
	if namesParam("Which vent? I'll need its id.", "qv_id") {
		t.Errorf("one word should not name qv_id")
	}
}
