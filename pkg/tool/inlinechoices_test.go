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

// TestInlineSays: what a tool's prose says an opaque parameter is ("arg0
// is the street address …, arg1 is the maximum number …") is found for
// each, up to the next one or the sentence's end; a named parameter, or
// one the prose does not say, gets nothing.
func TestInlineSays(t *testing.T) {
	d := ParseDoc("Find dog licences issued for a household. arg0 is the street address (house number and street, unit optional), arg1 is the maximum number of licences to return. Results are newest first.")
	for name, want := range map[string]string{
		"arg0":   "the street address (house number and street, unit optional)",
		"arg1":   "the maximum number of licences to return",
		"arg2":   "",
		"street": "",
	} {
		if got := d.InlineSays(name); got != want {
			t.Errorf("InlineSays(%q) = %q, want %q", name, got, want)
		}
	}
	if got := ParseDoc("Cancel a booking. param0: the booking reference; param1: why it is cancelled.").InlineSays("param1"); got != "why it is cancelled" {
		t.Errorf("InlineSays(param1) = %q", got)
	}
}
