package tool

import "testing"

// A parameter's values listed with "|" after its name in the tool's prose
// are its values; a name without such a list gets none (summaries
// written for this test).
func TestInlineChoices(t *testing.T) {
	d := Doc{Summary: "Season ticket summary. season = winter|spring|summer|autumn; unit: kg|lb."}
	for name, want := range map[string]string{"season": "winter|spring|summer|autumn", "unit": "kg|lb", "holder": ""} {
		if got := d.InlineChoices(name); got != want {
			t.Errorf("InlineChoices(%q) = %q, want %q", name, got, want)
		}
	}
	if got := (Doc{Summary: "Pick a tier. tier is one of gold | silver"}).InlineChoices("tier"); got != "gold | silver" {
		t.Errorf("InlineChoices(tier) = %q", got)
	}
}
