package prompt

import (
	"slices"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/synth"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// TestNoTeamReasonsOffTeam: a tax preparer's and a dive shop's look-ups
// of clients and divers never give a software team's reasons for people,
// channels or keys ("I'm updating the team directory.", "I'm onboarding
// a new teammate."), which they did; a look-up of a person there may give
// a reason of any trade ("They just phoned.").
func TestNoTeamReasonsOffTeam(t *testing.T) {
	team := slices.Concat(peoplePurposes, peopleSearchPurposes, channelPurposes, keyPurposes)
	contact := 0
	for _, file := range []string{"dev39/tax_preparer.json", "dev39/scuba_dive_shop.json"} {
		drawFile(t, file, synth.Options{Seed: 7}, 12, func(tl tool.Tool, i int, text string, args map[string]any) {
			for _, r := range team {
				if strings.Contains(text, r) {
					t.Errorf("%s %s #%d: %q gives a team's reason %q", file, tl.Name, i, text, r)
				}
			}
			for _, r := range contactPurposes {
				if strings.Contains(text, r) {
					contact++
				}
			}
		})
	}
	if contact == 0 {
		t.Error("no look-up of a client or diver gave a reason of its own")
	}
}
