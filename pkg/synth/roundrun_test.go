package synth

import (
	"math/rand"
	"strconv"
	"strings"
	"testing"
)

// A section shown as "e.g. `U1800`" is a rating band: a value keeps its
// round hundreds and its magnitude ("U1400", "U2300"); it was drawn
// "U8995", "U4258". A code's run is not a band: "EPSG:27700" keeps no
// zeros.
func TestRoundRunKept(t *testing.T) {
	t.Parallel()
	srv, tl := serverTool(t, "testdata/dev41/chess_tournament_director.json", "getStandings")
	n := 0
	for _, m := range decodeAll(t, string(tl.InputSchema), 60, Options{Seed: 7, RootObject: true, Topic: tl.Name, About: tl.Description, Server: srv}) {
		s, ok := m["section"].(string)
		if !ok {
			continue
		}
		n++
		v, err := strconv.Atoi(strings.TrimPrefix(s, "U"))
		if !strings.HasPrefix(s, "U") || err != nil || v%100 != 0 || v < 900 || v > 3600 {
			t.Errorf("getStandings section = %q, want a band like U1800 (U900 to U3600, in hundreds)", s)
		}
	}
	if n == 0 {
		t.Fatal("no section drawn")
	}
	g := &Generator{rng: rand.New(rand.NewSource(3))}
	for _, c := range []struct {
		part string
		ok   bool
	}{{"1800", true}, {"2500", true}, {"27700", false}, {"10000", false}, {"1804", false}, {"0800", false}} {
		seg := []byte(c.part)
		if got := g.roundRun(c.part, seg); got != c.ok {
			t.Errorf("roundRun(%q) = %v, want %v", c.part, got, c.ok)
		} else if got && !strings.HasSuffix(string(seg), "00") {
			t.Errorf("roundRun(%q) drew %q, want its zeros kept", c.part, seg)
		}
	}
}
