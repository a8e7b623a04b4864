package prompt

import (
	"strings"
	"testing"
)

// TestRelatedMatchesLoweredWords checks that Related's reading of a
// request without building its lowered words agrees with the words
// strings.ToLower and the split on non-alphanumerics give, ASCII or not.
func TestRelatedMatchesLoweredWords(t *testing.T) {
	rel := Related([]string{"create_issue", "list-pull-requests", "getWeather"})
	cases := map[string]bool{
		"Open an ISSUE about the login bug":       true,
		"What's the weather in Oslo?":             true,
		"Any new pull requests since Monday?":     true,
		"Book a table for two":                    false,
		"issues2fix":                              false,
		"Tell me a joke":                          false,
		"":                                        false,
		"Ｉssue tracker":                           false,
		"\u212Aelvin weather":                     true, // the Kelvin sign lowers to k, "weather" still matches
		"Rename the file to requests.txt, please": true,
	}
	for req, want := range cases {
		if got := rel(req); got != want {
			t.Errorf("Related(%q) = %v, want %v", req, got, want)
		}
		var general bool
		for _, w := range strings.FieldsFunc(strings.ToLower(req), func(r rune) bool {
			return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9')
		}) {
			general = general || rel(w)
		}
		if general != rel(req) {
			t.Errorf("Related(%q) = %v, the lowered words say %v", req, rel(req), general)
		}
	}
}

// TestRequestChecksDoNotAllocate checks that Related and brokenRequest read
// a plain request without allocating: both run on every record.
func TestRequestChecksDoNotAllocate(t *testing.T) {
	rel := Related([]string{"create_issue", "search_repositories"})
	req := "Show me the open pull requests on the billing service, newest first, and the people who reviewed them"
	if n := testing.AllocsPerRun(100, func() { rel(req) }); n != 0 {
		t.Errorf("Related allocates %v times per request, want 0", n)
	}
	if n := testing.AllocsPerRun(100, func() { brokenRequest(req) }); n != 0 {
		t.Errorf("brokenRequest allocates %v times per request, want 0", n)
	}
}
