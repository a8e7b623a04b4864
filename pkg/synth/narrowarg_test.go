package synth

import "testing"

// TestNarrowingArgDrawn: casting.cancel says "Remove a bell from a
// casting, or cancel the whole casting if `bellId` is left out.", so a
// call the request words as removing a bell always carries bellId, never
// castingId and reason alone. A description whose "if … is omitted" says
// no wider act (a weight estimated when left out) names none.
func TestNarrowingArgDrawn(t *testing.T) {
	t.Parallel()
	srv, tool := serverTool(t, "testdata/dev45/bell_foundry_restoration.json", "casting.cancel")
	if got := narrowingArg(tool.Description); got != "bellId" {
		t.Fatalf("narrowingArg(%q) = %q, want bellId", tool.Description, got)
	}
	for _, m := range decodeAll(t, string(tool.InputSchema), 20, Options{Seed: 7, RootObject: true, Topic: tool.Name, About: tool.Description, Server: srv}) {
		if _, ok := m["bellId"]; !ok {
			t.Errorf("casting.cancel without bellId: %v", m)
		}
	}
	for _, d := range []string{
		"Book in a block from the quarry. If weight_kg is omitted it is estimated from volume and the stone type's density.",
		"Log a performer off (injury, leave, travel). If cover_by is omitted, affected acts are flagged for the running order.",
	} {
		if got := narrowingArg(d); got != "" {
			t.Errorf("narrowingArg(%q) = %q, want none", d, got)
		}
	}
}
