package prompt

import (
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/synth"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// TestOnlyByDesc: a flag whose description says it keeps only some of
// what is read is said as an "only" flag; one whose "only" says when it
// is used, or whose words already say only or include, is not.
func TestOnlyByDesc(t *testing.T) {
	for _, c := range []struct {
		desc string
		hw   []string
		want string
	}{
		{"only active (not lost/sold/dead)", []string{"active"}, "only active"},
		{"Show only open jobs", []string{"open"}, "only open"},
		{"Only set when a carer needs access for a visit today.", []string{"include", "key", "safe", "code"}, "include key safe code"},
		{"Only set when a carer needs access.", []string{"urgent"}, "urgent"},
		{"Whether the bird is active", []string{"active"}, "active"},
		{"only active", []string{"active", "only"}, "active only"},
	} {
		if got := strings.Join(onlyByDesc(Param{Description: c.desc}, c.hw), " "); got != c.want {
			t.Errorf("onlyByDesc(%q, %v) = %q, want %q", c.desc, c.hw, got, c.want)
		}
	}
}

// TestOnlyFlagFalseIsNoFilter: listBirds' act ("only active (not
// lost/sold/dead)") set false lists every bird; the request never asks to
// leave the active ones out.
func TestOnlyFlagFalseIsNoFilter(t *testing.T) {
	n := 0
	drawFile(t, "dev39/pigeon_racing_club.json", synth.Options{Seed: 7}, 40, func(tl tool.Tool, i int, text string, args map[string]any) {
		if v, ok := args["act"].(bool); !ok || v || tl.Name != "listBirds" {
			return
		}
		n++
		l := strings.ToLower(text)
		if strings.Contains(l, "leaving out active") || strings.Contains(l, "excluding active") || strings.Contains(l, "without active") {
			t.Errorf("#%d: %q leaves the active birds out; act false lists them all", i, text)
		}
	})
	if n == 0 {
		t.Fatal("no listBirds request drew act false")
	}
}
