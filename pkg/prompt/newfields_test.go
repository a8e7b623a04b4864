package prompt

import (
	"regexp"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/tool"
)

// TestNewFieldsSaidAsWith checks that the record a create tool makes is
// said as what the new thing has ("named "In Review", with color
// silver"), never as changes ("setting color to silver", "changing name
// to …", "default to yes"), and that every string it holds stays in the
// words.
func TestNewFieldsSaidAsWith(t *testing.T) {
	changes := regexp.MustCompile(`\b(?:setting|changing) [a-zA-Z ]+ to\b|\b(?:setting|changing) [a-z]+ [a-z]* ?"`)
	n, with := 0, 0
	drawnRequests(t, "newfields-tools.json", 17, 30, nil, func(tl tool.Tool, text string, args map[string]any) {
		n++
		if m := changes.FindString(text); m != "" {
			t.Errorf("%s: %q in %q", tl.Name, m, text)
		}
		if regexp.MustCompile(`\b(?:named|with) `).MatchString(text) {
			with++
		}
	})
	if n == 0 || with*2 < n {
		t.Fatalf("%d of %d requests say their fields with \"named\" or \"with\"", with, n)
	}
}

// TestNewFieldsWords says a record from a dev create_state call.
func TestNewFieldsWords(t *testing.T) {
	x := map[string]any{"color": "silver", "default": true, "group": "standard", "name": "In Review"}
	keys := []string{"color", "default", "group", "name"}
	said := map[string]string{"color": "silver", "group": "standard", "name": `"In Review"`}
	got := newFieldsWords(keys, x, said)
	want := `named "In Review", with color silver, default on and group standard`
	if got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	delete(x, "name")
	if got := newFieldsWords(keys[:3], x, said); got != "with color silver, default on and group standard" {
		t.Errorf("without a name: got %q", got)
	}
}
