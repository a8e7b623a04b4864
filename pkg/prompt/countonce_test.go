package prompt

import "testing"

// A count after its object does not name the object's noun again (round
// B's rater: "give me the users at most 15 users").
func TestCountOnce(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"Give me the users at most 15 users.":                      "Give me the users, at most 15.",
		"Get public channels, the first 15 channels.":              "Get public channels, the first 15.",
		"List the issues, up to 20 issues, newest first.":          "List the issues, up to 20, newest first.",
		"Show me the files, up to 20 results.":                     "Show me the files, up to 20 results.",
		"Find 5 restaurants near Vondelpark, up to 5 restaurants.": "Find 5 restaurants near Vondelpark, up to 5 restaurants.",
	} {
		if got := countOnce(in); got != want {
			t.Errorf("countOnce(%q) = %q, want %q", in, got, want)
		}
	}
}
