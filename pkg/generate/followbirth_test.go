package generate

import (
	"encoding/json"
	"path/filepath"
	"slices"
	"testing"

	"github.com/mcpgen/mcpgen/internal/testenv"
	"github.com/mcpgen/mcpgen/pkg/prompt"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// TestFollowUpPersonNotGivenFirstBirthday: a follow-up that registers
// another person said whole ("Now do the same for Sofia Dubois (+1
// 312-464-6229).") never gives them the first person's date of birth;
// the person said with a phone was checked after the birthday was, and
// slipped through. Tools of testdata/dev39/scuba_dive_shop.json.
func TestFollowUpPersonNotGivenFirstBirthday(t *testing.T) {
	f, tools := testenv.LoadTools(t, filepath.Join("testdata", "dev39", "scuba_dive_shop.json"))
	tools = slices.DeleteFunc(tools, func(tl tool.Tool) bool { return tl.Name != "registerDiver" })
	m, err := parseMix("followup=1")
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "out.jsonl")
	runTo(t, []Source{{Server: "dive", ServerInfo: f.ServerInfo, Tools: tools}}, config{N: 80, Seed: 8, Mix: m, Workers: 2}, out)
	pairs := 0
	for i, r := range readKindRecs(t, out) {
		_, calls := r.calls()
		if len(calls) != 2 {
			continue
		}
		var a, b map[string]any
		_ = json.Unmarshal([]byte(calls[0]), &a)
		_ = json.Unmarshal([]byte(calls[1]), &b)
		if a["firstName"] == b["firstName"] && a["lastName"] == b["lastName"] {
			continue
		}
		pairs++
		if slices.Contains(r.results(), prompt.DeclinedNotice) {
			continue // (a declined call's redo corrects who it was for)
		}
		if a["dateOfBirth"] != nil && a["dateOfBirth"] == b["dateOfBirth"] && a["phone"] != b["phone"] {
			t.Errorf("line %d: another person with the first one's birthday: %s then %s", i+1, calls[0], calls[1])
		}
	}
	if pairs == 0 {
		t.Fatal("no follow-up for another person")
	}
}
