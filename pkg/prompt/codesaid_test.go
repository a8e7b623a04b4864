package prompt

import "testing"

// TestCodeSaid wants a lone labelled code said as the thing's name,
// unquoted ("It's depot DP4."), a value that opens on its own noun said
// as it is ("It's Pier 4."), and a written value left to its quotes.
func TestCodeSaid(t *testing.T) {
	for _, c := range []struct{ noun, v, want1, want2 string }{
		{"depot", "DP4", "It's depot DP4.", "The depot is DP4."},
		{"crate", "KX-2291-07", "It's crate KX-2291-07.", "The crate is KX-2291-07."},
		{"pier", "Pier 4", "It's Pier 4.", "It's Pier 4."},
		{"shift of", "2026-04-01", "It's the shift of 2026-04-01.", "It's the shift of 2026-04-01."},
	} {
		got, ok := codeSaid(c.noun, c.v)
		if !ok || got != c.want1 && got != c.want2 {
			t.Errorf("codeSaid(%q, %q) = %q, %v; want %q or %q", c.noun, c.v, got, ok, c.want1, c.want2)
		}
	}
	for _, v := range []string{"FAS", "lemon sorbet", "Sunny corner"} {
		if got, ok := codeSaid("grade", v); ok {
			t.Errorf("codeSaid(grade, %q) = %q, want it left quoted", v, got)
		}
	}
}

// TestPlainLabelWords wants a short plain value and a written text told
// apart: "florfenicol" is said as it is, "draft" of a description stays
// a quoted text.
func TestPlainLabelWords(t *testing.T) {
	if !plainValueWords.MatchString("auto parts") || !plainValueWords.MatchString("week-3") || plainValueWords.MatchString("Fix the gate.") {
		t.Error("plainWords: want short lower-case words only")
	}
	if !writtenLabels["description"] || writtenLabels["drug"] {
		t.Error("writtenLabels: a description is written, a drug is not")
	}
}
