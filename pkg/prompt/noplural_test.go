package prompt

import (
	"regexp"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/synth"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// A noun with no plural of its own keeps its one form both ways.
func TestPluralKeepsNumber(t *testing.T) {
	for w, want := range map[string]string{"data": "data", "chart data": "chart data", "feedback": "feedback",
		"series": "series", "file": "files", "directory": "directories", "status": "statuses"} {
		if got := Plural(w); got != want {
			t.Errorf("Plural(%q) = %q, want %q", w, got, want)
		}
	}
	for w, want := range map[string]string{"series": "series", "data": "data", "people": "person", "files": "file", "species": "species"} {
		if got := singular(w); got != want {
			t.Errorf("singular(%q) = %q, want %q", w, got, want)
		}
	}
}

// Requests for an invented growers' cooperative
// (testdata/grower-tools.json) say a chart's data as "the data" (was
// "Here are my datas:", "for one data (…)"), a series as one ("a line
// series", was "a line sery"), and a phone said apart as a phone ("The
// reachable is +44 …" said nothing).
func TestGrowerRequestsNoBadNumber(t *testing.T) {
	bad := regexp.MustCompile(`(?i)\bdatas\b|\bone data\b|\bsery\b|\bthe reachable\b|\bset the reachable\b`)
	n := 0
	for seed := int64(1); seed <= 6; seed++ {
		drawFile(t, "grower-tools.json", synth.Options{Seed: seed, RootObject: true}, 8, func(tl tool.Tool, _ int, text string, _ map[string]any) {
			n++
			if m := bad.FindString(text); m != "" {
				t.Errorf("%s: %q in %q", tl.Name, m, text)
			}
		})
	}
	if n == 0 {
		t.Fatal("no request drawn")
	}
}
