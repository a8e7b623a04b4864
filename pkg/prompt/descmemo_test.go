package prompt

import "testing"

// TestHasArticleWordGuardsArticlesBySound checks the shortcut of
// articlesBySound: a line without a standalone "a" or "an" comes back
// unchanged, and lines with one still get their article fixed.
func TestHasArticleWordGuardsArticlesBySound(t *testing.T) {
	for _, s := range []string{"Find data on hotels in Lisbon", "Show me a hour-long video", "a apple a day", "list an user's repos",
		"Get the schema and its field types", "Create a issue in acme/api titled \"a apple\""} {
		got := articlesBySound(s)
		if !hasArticleWord(s) && got != s {
			t.Errorf("articlesBySound(%q) = %q, but hasArticleWord says there is nothing to change", s, got)
		}
	}
	if got := articlesBySound("open a issue"); got != "open an issue" {
		t.Errorf("articlesBySound(open a issue) = %q, want open an issue", got)
	}
}

// TestArticlesBySoundKeepsFittingLine checks that a line whose articles
// already fit the sound of their nouns comes back as it was, without the
// words being joined again: most requests have "a" or "an" and need no
// change, and clean runs on each of them.
func TestArticlesBySoundKeepsFittingLine(t *testing.T) {
	const s = "Open a ticket for the printer on floor 3 and add an hour to the estimate"
	if got := articlesBySound(s); got != s {
		t.Fatalf("articlesBySound(%q) = %q, want it unchanged", s, got)
	}
	if n := testing.AllocsPerRun(100, func() { articlesBySound(s) }); n > 1 {
		t.Errorf("articlesBySound of a fitting line made %v allocations, want at most 1 (the split)", n)
	}
}

// TestObjectFormsOfIsClipped checks that callers appending to the
// remembered forms of an object (objectWords does) do not write into
// each other's lists.
func TestObjectFormsOfIsClipped(t *testing.T) {
	const obj = "an accessibility snapshot of this page"
	a := append(objectFormsOf(obj), "x")
	b := append(objectFormsOf(obj), "y")
	if a[len(a)-1] != "x" || b[len(b)-1] != "y" || len(objectFormsOf(obj)) != len(a)-1 {
		t.Fatalf("shared forms: %q, %q", a, b)
	}
}
