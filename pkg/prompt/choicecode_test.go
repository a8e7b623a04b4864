package prompt

import "testing"

// TestChoiceWordsKeepCodes: a clarifying question offers a code with
// capitals and digits as written (a glass studio's annealers "ANN-1,
// ANN-2 or ANN-3", was "ann 1, ann 2 or ann 3"), and a constant's words
// as words, as before.
func TestChoiceWordsKeepCodes(t *testing.T) {
	for in, want := range map[string]string{"ANN-1": "ANN-1", "R-410A": "R-410A", "MOB1": "MOB1",
		"REQUEST_CHANGES": "request changes", "standard-24h": "standard 24h", "response-body": "response body"} {
		if got := ChoiceWords(in); got != want {
			t.Errorf("ChoiceWords(%q) = %q, want %q", in, got, want)
		}
	}
}
