package prompt

import "testing"

// TestTypedNounNotRepeated checks that an object whose kind and noun the
// tool's own object already names ("a plain text notice") is said by its
// text alone, never as "with text notice saying "…"" nor, put in a
// sentence of its own, "The text notice saying is "…"".
func TestTypedNounNotRepeated(t *testing.T) {
	cases := []requestCase{
		{"announce_text_notice", "Announce a plain text notice to every resident of the building. Use this for short notices without formatting.",
			`{"type":"object","properties":{"notice":{"type":"object","properties":{"type":{"type":"string","const":"text","default":"text"},"text":{"type":"string","maxLength":2000,"description":"The plain text content to send."}},"required":["text"]}},"required":["notice"]}`,
			`{"notice":{"type":"text","text":"The lifts will be serviced on Friday morning."}}`,
			[]string{"The lifts will be serviced on Friday morning."}, []string{"text notice saying", "with text notice", "notice saying is"}},
	}
	checkRequests(t, cases, 40, 283)
}

// TestQuotedLabelOfSayingIsText checks that an option that says a text
// after a noun and "saying" is labelled by the noun, not as "<noun>
// saying".
func TestQuotedLabelOfSayingIsText(t *testing.T) {
	t.Parallel()
	if l, ok := quotedLabel(`with system message saying "Be brief."`); !ok || l != "System message: Be brief." {
		t.Errorf(`quotedLabel = %q, %v; want "System message: Be brief."`, l, ok)
	}
	if l, ok := quotedLabel(`with a system message saying "Be brief."`); !ok || l != "System message: Be brief." {
		t.Errorf(`quotedLabel = %q, %v; want "System message: Be brief."`, l, ok)
	}
}

// TestQuotedLabelKeepsPlacedText checks that a text said with where it
// goes ("with a comment on src/a.go at line 4 saying …") is not taken
// for a label, which would drop the place.
func TestQuotedLabelKeepsPlacedText(t *testing.T) {
	t.Parallel()
	for _, s := range []string{`with a comment on src/a.go at line 4 saying "Why?"`, `with note to bob saying "Why?"`} {
		if l, ok := quotedLabel(s); ok {
			t.Errorf("quotedLabel(%s) = %q; want no label", s, l)
		}
	}
}
