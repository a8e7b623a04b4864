package synth

import (
	"math/rand"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Five records of one tool are five notes of the example's kind, not one
// sentence copied five times: the other side, a neighbouring count, some
// of its clauses; never words from another trade.
func TestVaryProseExample(t *testing.T) {
	cases := []struct {
		file, tool, ptr string
		want            *regexp.Regexp
		seen            []string // each must occur among the values
	}{
		{"zoo_animal_care.json", "health_observation_add", "/observation",
			regexp.MustCompile(`^limping on (left|right) hind(, not weight bearing after feed)?$`),
			[]string{"left hind", "right hind", "limping on right hind, not weight bearing after feed", "feed"}},
		{"forestry_permits.json", "extend_permit", "/reason",
			regexp.MustCompile(`^Wet weather closed the haul road for (two|three|four) weeks$`),
			[]string{"two weeks", "four weeks"}},
		{"hot_air_balloon_rides.json", "bookings.cancel", "/reason",
			regexp.MustCompile(`^pregnant, advised not to fly$`), nil},
	}
	for _, c := range cases {
		tools, srv := toolsFile(t, filepath.Join("testdata", "dev41", c.file))
		tl := tools[c.tool]
		distinct := map[string]bool{}
		for _, m := range decodeAll(t, string(tl.InputSchema), 40, Options{Seed: 3, Key: c.file + "/" + c.tool, RootObject: true,
			Topic: tl.Name, About: tl.Description, Server: srv}) {
			for _, v := range pointed(m, strings.Split(strings.TrimPrefix(c.ptr, "/"), "/")) {
				distinct[v] = true
				if !c.want.MatchString(v) {
					t.Errorf("%s %s%s = %q, want another note of its example's kind", c.file, c.tool, c.ptr, v)
				}
			}
		}
		all := strings.Join(sortedKeys(distinct), "\n")
		for _, s := range c.seen {
			if !strings.Contains(all, s) {
				t.Errorf("%s %s%s: no value with %q among %q", c.file, c.tool, c.ptr, s, all)
			}
		}
	}
}

// A side or count word is swapped only where it names a part's side or
// counts a thing; a verb, an adverb or "on top of" stays as written.
func TestSwapWords(t *testing.T) {
	keep := func(string) string { return "" }
	cases := map[string]string{
		"left hinge screw missing":               "right hinge screw missing",
		"Left hinge loose.":                      "Right hinge loose.",
		"customer left the site, right away":     "customer left the site, right away",
		"tarp torn, some snow on top of load":    "tarp torn, some snow on top of load",
		"Stopped this morning, crack on top":     "Stopped this afternoon, crack on top",
		"North Sea crossing on the left":         "North Sea crossing on the left",
		"gusts at top terminal, lower car stuck": "gusts at bottom terminal, upper car stuck",
	}
	for in, want := range cases {
		if got := swapWords(in, sidePartner, keep); got != want {
			t.Errorf("swapWords(%q) = %q, want %q", in, got, want)
		}
	}
	rng := rand.New(rand.NewSource(1))
	for range 20 {
		got := swapWords("Missing two parts, three of them, theme of the four seasons", nil, func(w string) string { return otherCount(rng, w) })
		if got != "Missing three parts, three of them, theme of the four seasons" {
			t.Errorf("counts = %q, want only 'two parts' changed, to 'three parts'", got)
		}
	}
}
