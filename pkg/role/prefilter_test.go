package role

import (
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/internal/testenv"
)

// The word checks before reMax, reOneOf and reCanBe never hide a match: the
// guarded calls find what the expressions find.
func TestProsePrefiltersKeepMatches(t *testing.T) {
	t.Parallel()
	samples := []string{
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
	}
	testenv.SameAsPlain(t, "maxMatch", samples, func(d string) []string { return maxMatch(d, strings.ToLower(d)) }, reMax.FindStringSubmatch)
	testenv.SameAsPlain(t, "oneOfIndex", samples, func(d string) []int { return oneOfIndex(d, strings.ToLower(d)) }, reOneOf.FindStringIndex)
	testenv.SameAsPlain(t, "canBeIndex", samples, func(d string) []int { return canBeIndex(d, strings.ToLower(d)) }, reCanBe.FindStringIndex)
}

// BenchmarkClassify measures classifying one tool's parameters from their
// facts and prose (what generation does for every parameter of every
// tool, in the prompt and in synth).
func BenchmarkClassify(b *testing.B) {
	tc := ToolContext{Name: "list_issues", Description: "List issues in a GitHub repository. Results are paginated; use page and per_page."}
	ps := []ParamContext{
		{Name: "owner", Path: "/owner", Facts: &Facts{Types: []string{"string"}, Description: "Repository owner"}},
		{Name: "repo", Path: "/repo", Facts: &Facts{Types: []string{"string"}, Description: "Repository name"}},
		{Name: "state", Path: "/state", Facts: &Facts{Types: []string{"string"}, Description: "Filter by state. Must be one of open, closed or all; defaults to open."}},
		{Name: "per_page", Path: "/per_page", Facts: &Facts{Types: []string{"number"}, Description: "Results per page (max 100)"}},
		{Name: "since", Path: "/since", Facts: &Facts{Types: []string{"string"}, Description: "Only issues updated after this time, in the format YYYY-MM-DDTHH:MM:SSZ"}},
		{Name: "labels", Path: "/labels", Facts: &Facts{Types: []string{"array"}, Description: "Label names to filter by, e.g. \"bug\", \"ui\""}},
	}
	names := []string{"owner", "repo", "state", "per_page", "since", "labels"}
	for i := range ps {
		ps[i].Siblings = names
	}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		for _, p := range ps {
			_ = Classify(tc, p)
		}
	}
}
