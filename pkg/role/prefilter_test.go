package role

import (
	"slices"
	"strings"
	"testing"
)

// The word checks before reMax, reOneOf and reCanBe never hide a match: the
// guarded calls find what the expressions find.
func TestProsePrefiltersKeepMatches(t *testing.T) {
	t.Parallel()
	for _, d := range []string{
		"Maximum number of results (max 100)",
		"Number of items to return, at most 50.",
		"Up to 25 characters.",
		"Must not exceed 10 words",
		"Limited to 5 entries",
		"No more than 3 retries",
		"Results per page, at moſt 40",
		"Sort order: one of asc, desc",
		"Either 'json' or 'text'",
		"Allowed values: red, green, blue",
		"Options are small, medium, large",
		"A page number starting at 1",
		"Must be 'asc' or 'desc'",
		"The state. Can be \"open\", \"closed\"",
		"It ſhould be 'a' or 'b'",
		"Possible values are x, y and z",
		"The sort. Valid values: asc, desc",
		"ab-one of x",
		"xoptions: a, b",
		"Alloweder things; one of a or b",
		"Supported values include png, jpg",
		"Café: either hot or cold",
		"values only; accepted values: a, b",
	} {
		l := strings.ToLower(d)
		if got, want := maxMatch(d, l), reMax.FindStringSubmatch(d); !slices.Equal(got, want) {
			t.Errorf("maxMatch(%q) = %q, want %q", d, got, want)
		}
		if got, want := oneOfIndex(d, l), reOneOf.FindStringIndex(d); !slices.Equal(got, want) {
			t.Errorf("oneOfIndex(%q) = %v, want %v", d, got, want)
		}
		if got, want := canBeIndex(d, l), reCanBe.FindStringIndex(d); !slices.Equal(got, want) {
			t.Errorf("canBeIndex(%q) = %v, want %v", d, got, want)
		}
	}
}
