package prompt

import (
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/synth"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// TestScopePhraseIsNoPlace: a description's phrase that says how many
// things the act covers ("for one session of a class", "at one of our
// mine sites", "for one beach and day") is not said as the request's
// place ("mark the attendance for one session of class CL-0274", "log
// a safety incident at one of site OBS").
func TestScopePhraseIsNoPlace(t *testing.T) {
	for _, c := range []struct{ file, tool string }{
		{"dev39/dance_studio.json", "recordAttendance"},
		{"dev39/mine_site_safety.json", "report_incident"},
		{"dev39/beach_lifeguard_service.json", "create-roster"},
	} {
		n := 0
		drawFile(t, c.file, synth.Options{Seed: 7}, 12, func(tl tool.Tool, i int, text string, args map[string]any) {
			if tl.Name != c.tool {
				return
			}
			n++
			l := strings.ToLower(text)
			for _, bad := range []string{"one session", "one of ", "one beach"} {
				if strings.Contains(l, bad) {
					t.Errorf("%s #%d: %q says the scope %q", c.tool, i, text, bad)
				}
			}
		})
		if n == 0 {
			t.Errorf("no %s request", c.tool)
		}
	}
}

// TestExtraPlaceScope: the phrase after the object is no place when it
// opens on a word of how many ("for each customer").
func TestExtraPlaceScope(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		rest []string
		ok   bool
	}{
		{[]string{"for", "one", "beach", "and", "day"}, false},
		{[]string{"for", "each", "customer"}, false},
		{[]string{"in", "a", "repository"}, true},
		{[]string{"from", "one", "cycle", "to", "another"}, true},
	} {
		if _, ok := extraPlace(c.rest, 0); ok != c.ok {
			t.Errorf("extraPlace(%v) ok = %v, want %v", c.rest, ok, c.ok)
		}
	}
}
