package synth

import (
	"math/rand"
	"strconv"
	"testing"
)

// TestStatedYear: where a server's words say part of an id is a year
// ("the 2-digit year, a dash and a 4-digit running number (e.g.
// `25-0871`)", "GL + yy + '-' + 3 digits, e.g. GL25-014" on another
// tool than the bare lot pattern), that part is drawn this year or one
// of the two before: never 39-0436 or GL62-350, years to come.
func TestStatedYear(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ file, tool, key string }{
		{"testdata/dev45/wildlife_rescue_centre.json", "casualtyGet", "casualtyRef"},
		{"testdata/dev45/coop_grain_mill_flour_round.json", "milling_run_plan", "lot"},
	} {
		srv, tool := serverTool(t, c.file, c.tool)
		n := 0
		for _, m := range decodeAll(t, string(tool.InputSchema), 40, Options{Seed: 7, RootObject: true, Topic: tool.Name, About: tool.Description, Server: srv}) {
			v, ok := m[c.key].(string)
			if !ok {
				continue
			}
			n++
			digits := ""
			for _, ch := range v {
				if ch >= '0' && ch <= '9' {
					digits += string(ch)
				} else if digits != "" {
					break
				}
			}
			yy, _ := strconv.Atoi(digits)
			if len(digits) != 2 || yy < refDate.Year()%100-1 || yy > refDate.Year()%100 {
				t.Errorf("%s %s = %q: its year part is not this year or the one before", c.tool, c.key, v)
			}
		}
		if n == 0 {
			t.Fatalf("%s: no call gives %s", c.tool, c.key)
		}
	}
}

// TestKeepRunsEmpty: an empty example (a name whose digits are redrawn
// down to nothing) keeps no runs and does not panic (it did, reading
// the last run of none).
func TestKeepRunsEmpty(t *testing.T) {
	g := &Generator{rng: rand.New(rand.NewSource(1))}
	g.keepRuns("", []byte{})
}
