package prompt

import "testing"

// A repository owner set without the repository's name (a clarify record
// leaves the name out for the user to give) is said on its own; it used to
// dereference the missing name and fail the render.
func TestOwnerWithoutRepoName(t *testing.T) {
	cases := []requestCase{{"get_file_contents", "Get the contents of a file from a GitHub repository",
		`{"type":"object","properties":{"owner":{"type":"string","description":"Repository owner (username or organization)"},"repo":{"type":"string","description":"Repository name"},"path":{"type":"string","description":"Path to the file"}},"required":["owner","repo","path"]}`,
		`{"owner":"acme","path":"docs/setup.md"}`, []string{"acme", "docs/setup.md"}, nil}}
	checkRequests(t, cases, 40, 91)
}
