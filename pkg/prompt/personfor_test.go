package prompt

import (
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/synth"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// TestPersonKeepsFor: getTimesheet ("Weekly timesheet for a carer") is
// asked for carer CR-…, never "on carer CR-…": a person is whom a thing
// is for, whatever word the varied preposition would draw.
func TestPersonKeepsFor(t *testing.T) {
	n := 0
	drawFile(t, "dev39/home_care_agency.json", synth.Options{Seed: 7}, 12, func(tl tool.Tool, i int, text string, args map[string]any) {
		if tl.Name != "getTimesheet" {
			return
		}
		n++
		if strings.Contains(text, "on carer") || strings.Contains(text, "of carer") {
			t.Errorf("#%d: %q puts the carer after a place's preposition", i, text)
		}
	})
	if n == 0 {
		t.Fatal("no getTimesheet request")
	}
	for _, c := range []struct {
		noun string
		want bool
	}{{"carer", true}, {"patient", true}, {"beach", false}, {"job", false}} {
		if got := personFor(c.noun); got != c.want {
			t.Errorf("personFor(%q) = %v, want %v", c.noun, got, c.want)
		}
	}
}
