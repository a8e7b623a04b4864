package generate

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/dataset"
)

// TestBigRunBoundsRecordWork: a run of thousands of tools (a generated
// tools list) weighs at most maxSiblings tools of a server per record
// and draws a record's other tools one by one, so records cost the same
// whatever the run's size; a run the size of a real server sees all its
// tools, in the run's order. Before, every parallel record scanned and
// shuffled every tool of the run, and a run of 10,000 tools took minutes.
func TestBigRunBoundsRecordWork(t *testing.T) {
	proto := boundTool(t, "get_item", "Get an item by its id",
		`{"type":"object","properties":{"id":{"type":"integer"}},"required":["id"]}`)
	build := func(n int) *gen {
		g := &gen{}
		for i := range n {
			pt := *proto
			pt.t.Name = fmt.Sprintf("get_item_%d", i)
			pt.t.Server = "big"
			pt.def = dataset.ToolDef{Name: pt.t.Name}
			pt.index = i
			g.tools = append(g.tools, &pt)
		}
		g.indexTools()
		return g
	}
	small := build(40)
	if got := small.siblings(small.tools[7]); len(got) != 40 || got[0] != small.tools[0] {
		t.Errorf("a 40-tool server: siblings gives %d tools, want all 40 in the run's order", len(got))
	}
	big := build(3000)
	got := big.siblings(big.tools[2990])
	if len(got) != maxSiblings || got[0] != big.tools[2991] || got[9] != big.tools[0] {
		t.Errorf("a 3000-tool server: siblings gives %d tools from %s, want %d after the tool, wrapping round", len(got), got[0].t.Name, maxSiblings)
	}
	w := &worker{g: big}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 50 {
		out := w.offeredSampled(rng, 17, 4, "big")
		names := map[string]bool{}
		for _, d := range out {
			names[d.Name] = true
		}
		if len(out) != 5 || len(names) != 5 || !names["get_item_17"] {
			t.Fatalf("offeredSampled(self 17, k 4) = %d tools (%d distinct), want 5 distinct with get_item_17", len(out), len(names))
		}
	}
}
