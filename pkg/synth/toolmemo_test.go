package synth

import (
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// TestToolMemoMatchesFresh checks that what a generator remembers of its
// tool's words is what reading them afresh gives.
func TestToolMemoMatchesFresh(t *testing.T) {
	g := &Generator{opts: Options{Topic: "register_youth_player", About: "Register a player (e.g. U12, U14 or U16) for the cattle show."}}
	for range 2 {
		if act, obj := g.toolActOf(); act != func() byte { a, _ := toolAct(g.opts.Topic, g.opts.About); return a }() ||
			obj != func() string { _, o := toolAct(g.opts.Topic, g.opts.About); return o }() {
			t.Errorf("toolActOf = %q %q", act, obj)
		}
		if g.aboutHerd() != role.AboutHerd(g.opts.Topic+" "+g.opts.About) || !g.aboutHerd() {
			t.Errorf("aboutHerd = %v", g.aboutHerd())
		}
		if g.aboutAnimals() != role.AboutAnimals(g.opts.Topic+" "+g.opts.About) {
			t.Errorf("aboutAnimals = %v", g.aboutAnimals())
		}
		if got, want := strings.Join(g.descExamplesOf(), "|"), strings.Join(descExamples(g.opts.About), "|"); got != want {
			t.Errorf("descExamplesOf = %q, want %q", got, want)
		}
		for _, k := range []string{"firstName", "player_gender", "DOB"} {
			if got, want := g.keyWordsOf(k), strings.ToLower(strings.Join(role.Tokens(k), " ")); got != want {
				t.Errorf("keyWordsOf(%q) = %q, want %q", k, got, want)
			}
		}
	}
}

// TestHoldsAgeGroup checks the shortcut of fitAgeGroup.
func TestHoldsAgeGroup(t *testing.T) {
	if !holdsAgeGroup(map[string]any{"division": "U14 Girls", "season": "FALL-2025"}) {
		t.Error("U14 Girls is an age group")
	}
	if holdsAgeGroup(map[string]any{"division": "Under the bridge", "n": 3, "season": "FALL-2025"}) {
		t.Error("no value is an age group")
	}
}
