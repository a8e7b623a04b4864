package role

import (
	"math/rand"
	"slices"
	"testing"
)

// runeTokens is Tokens read rune by rune: a trailing non-ASCII word sends
// s down that path, and is then dropped.
func runeTokens(s string) []string {
	out := Tokens(s + " é")
	return out[:len(out)-1]
}

// TestASCIITokensAsRunes checks that the ASCII path of Tokens splits and
// lower-cases as the rune path does, on names of every convention and on
// random strings of the characters that decide a split.
func TestASCIITokensAsRunes(t *testing.T) {
	names := []string{"userEmail", "user_email", "user-email", "HTTPServer", "getHTTPResponseCode", "ID", "userID", "IDs",
		"page2Token", "v2API", "XMLHttpRequest", "owner/repo", "  spaced  out ", "", "a", "A", "aB", "Ab", "ABc", "sObjectType",
		"max_results", "Filter by the repository's name (e.g. `acme/api`).", "__init__", "ISO-8601", "x-api-key"}
	r := rand.New(rand.NewSource(1))
	const chars = "aAbBzZ09_- ./"
	for i := 0; i < 5000; i++ {
		b := make([]byte, r.Intn(12))
		for j := range b {
			b[j] = chars[r.Intn(len(chars))]
		}
		names = append(names, string(b))
	}
	for _, n := range names {
		got, ok := asciiTokens(n)
		if !ok {
			t.Fatalf("asciiTokens(%q): not ASCII", n)
		}
		if want := runeTokens(n); !slices.Equal(got, want) {
			t.Errorf("Tokens(%q) = %q, rune by rune %q", n, got, want)
		}
	}
	if _, ok := asciiTokens("café"); ok {
		t.Error("asciiTokens accepted a non-ASCII string")
	}
}
