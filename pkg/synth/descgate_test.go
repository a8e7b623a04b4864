package synth

import "testing"

// TestFitGates: a property whose description ties it to a sibling's
// value is given only with that value: "metalRemovedKg: Only for
// after_tuning." with stage after_tuning (never as_cast), "Required
// when override_rest is true." with override_rest true (never without
// it).
func TestFitGates(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		file, tool, dep, gov string
		want                 any
	}{
		{"testdata/dev45/bell_foundry_restoration.json", "bells.recordTuning", "metalRemovedKg", "stage", "after_tuning"},
		{"testdata/dev45/harbour_pilotage.json", "pilotage.pilot.assign", "override_justification", "override_rest", true},
	} {
		srv, tool := serverTool(t, c.file, c.tool)
		n := 0
		for _, m := range decodeAll(t, string(tool.InputSchema), 60, Options{Seed: 7, RootObject: true, Topic: tool.Name, About: tool.Description, Server: srv}) {
			if _, ok := m[c.dep]; !ok {
				continue
			}
			n++
			if m[c.gov] != c.want {
				t.Errorf("%s: %s given with %s %v, want %v", c.tool, c.dep, c.gov, m[c.gov], c.want)
			}
		}
		if n == 0 {
			t.Fatalf("%s: no call gives %s", c.tool, c.dep)
		}
	}
}

// TestGatedBy: the gates a tool's schema states, read for the step that
// leaves unsaid arguments out: override_justification goes with
// override_rest ("Required when override_rest is true."), metalRemovedKg
// with stage ("Only for after_tuning."); transfer, which no description
// ties, with nothing.
func TestGatedBy(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ file, tool, dep, gov string }{
		{"testdata/dev45/harbour_pilotage.json", "pilotage.pilot.assign", "override_justification", "override_rest"},
		{"testdata/dev45/bell_foundry_restoration.json", "bells.recordTuning", "metalRemovedKg", "stage"},
	} {
		_, tool := serverTool(t, c.file, c.tool)
		got := GatedBy(tool.InputSchema)
		if got[c.dep] != c.gov {
			t.Errorf("%s: GatedBy[%s] = %q, want %q", c.tool, c.dep, got[c.dep], c.gov)
		}
		if g, ok := got["transfer"]; ok {
			t.Errorf("%s: transfer gated by %q, want none", c.tool, g)
		}
	}
}
