package generate

import (
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/tool"
)

// TestFollowupDoesNotNarrowNothing: on the real example server a search
// of days holding no event is followed up by looking wider or elsewhere,
// never by narrowing what found nothing ("Can you run that again from 8
// January?" after nothing between 5 and 15 January).
func TestFollowupDoesNotNarrowNothing(t *testing.T) {
	src := corpusSource(t, "example.json", "ex")
	src.Tools = slices.DeleteFunc(src.Tools, func(tl tool.Tool) bool { return tl.Name != "search_events" })
	m, err := parseMix("followup=1")
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "out.jsonl")
	runTo(t, []Source{src}, config{N: 40, Seed: 7321, Mix: m, Shape: ShapeFull, Executor: newExampleExecutor(t), Workers: 2}, out)
	empties := 0
	for i, r := range readKindRecs(t, out) {
		_, calls := r.calls()
		results := r.results()
		if len(calls) != 2 || len(results) < 1 || !strings.HasPrefix(results[0], "0 events") {
			continue
		}
		empties++
		var a, b map[string]any
		_ = json.Unmarshal([]byte(calls[0]), &a)
		_ = json.Unmarshal([]byte(calls[1]), &b)
		from0, _ := a["from"].(string)
		from1, _ := b["from"].(string)
		to0, _ := a["to"].(string)
		to1, _ := b["to"].(string)
		_, q0 := a["query"]
		_, q1 := b["query"]
		_, p0 := a["attendee"]
		_, p1 := b["attendee"]
		if from1 > from0 || to1 < to0 || q1 && !q0 || p1 && !p0 {
			t.Errorf("line %d: after nothing found (%s) the follow-up narrows it: %s", i+1, calls[0], calls[1])
		}
	}
	if empties == 0 {
		t.Fatal("no follow-up after an empty search")
	}
}
