package synth

import "testing"

// Two numbers whose keys are numbered one apart are the two ends of one
// range, drawn in order: a railway possession's m0 (from mileage) is at
// most its m1 (was m0 902 with m1 120).
func TestNumberedRange(t *testing.T) {
	t.Parallel()
	for _, tool := range []string{"poss_req", "asset_find"} {
		srv, tl := serverTool(t, "testdata/dev39/railway_signalling_maintenance.json", tool)
		both := 0
		for _, m := range decodeAll(t, string(tl.InputSchema), 40, Options{Seed: 4, RootObject: true, Topic: tl.Name, About: tl.Description, Server: srv}) {
			a, ok1 := m["m0"].(float64)
			b, ok2 := m["m1"].(float64)
			if !ok1 || !ok2 {
				continue
			}
			both++
			if a > b {
				t.Errorf("%s: m0 %v after m1 %v", tool, a, b)
			}
		}
		if both == 0 {
			t.Errorf("%s: no instance with both m0 and m1", tool)
		}
	}
	if got := numberedEnds([]string{"m0", "m1", "date1", "date2", "v10", "v11", "x"}); len(got) != 2 || got[0] != [2]string{"m0", "m1"} || got[1] != [2]string{"date1", "date2"} {
		t.Errorf("numberedEnds = %v, want m0/m1 and date1/date2", got)
	}
}
