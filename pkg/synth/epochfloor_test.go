package synth

import (
	"testing"
	"time"
)

// An epoch time whose schema says only "minimum: 0" is a moment near
// today, never its floor: a laundromat's cycle_history t0 was drawn 0
// (January 1, 1970), a pigeon club's liberate time 946684800 (January
// 1, 2000, its minimum).
func TestEpochNotAtFloor(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ file, tool, key string }{
		{"testdata/dev41/laundromat_chain.json", "cycle_history", "t0"},
		{"testdata/dev41/laundromat_chain.json", "cycle_history", "t1"},
		{"testdata/dev41/pigeon_racing_club.json", "liberate", "t"},
	} {
		srv, tl := serverTool(t, c.file, c.tool)
		n := 0
		for _, m := range decodeAll(t, string(tl.InputSchema), 80, Options{Seed: 7, RootObject: true, Topic: tl.Name, About: tl.Description, Server: srv}) {
			x, ok := m[c.key].(float64)
			if !ok {
				continue
			}
			n++
			if at := time.Unix(int64(x), 0); at.Before(refDate.AddDate(-2, 0, 0)) {
				t.Errorf("%s %s = %v (%s), want a moment near %s", c.tool, c.key, x, at.UTC().Format(time.DateOnly), refDate.Format(time.DateOnly))
			}
		}
		if n == 0 {
			t.Fatalf("%s: no %s drawn", c.tool, c.key)
		}
	}
}
