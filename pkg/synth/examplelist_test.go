package synth

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// An unquoted list after "e.g." names several examples: each is drawn,
// and no guess from the setting ("wood duck" read as wood) takes over.
func TestBareExampleList(t *testing.T) {
	cases := map[string][]string{
		"e.g. whitetail deer, wood duck, largemouth bass":                               {"whitetail deer", "wood duck", "largemouth bass"},
		"What the lesson is for, e.g. exam prep, competition solo, wedding first dance": {"exam prep", "competition solo", "wedding first dance"},
		"Scientific name, e.g. Mus musculus":                                            nil,
		"e.g. separate darks, 2 pillows, no softener on the towels and the sheets":      nil,
	}
	for d, want := range cases {
		if got := bareExampleList(d, "x"); !slices.Equal(got, want) {
			t.Errorf("bareExampleList(%q) = %q, want %q", d, got, want)
		}
	}
	cs := []struct {
		file, tool, ptr string
		want            []string
	}{
		{"taxidermy_studio.json", "freezerInventory", "/species", []string{"whitetail deer", "wood duck", "largemouth bass"}},
		{"taxidermy_studio.json", "specimenIntake", "/species", []string{"whitetail deer", "wood duck", "largemouth bass"}},
		{"bell_ringing_guild.json", "report-fault", "/what", []string{"rope worn at sally", "clapper knocking", "stay cracked", "dropping at backstroke"}},
	}
	for _, c := range cs {
		tools, srv := toolsFile(t, filepath.Join("testdata", "dev41", c.file))
		tl := tools[c.tool]
		seen := map[string]bool{}
		for _, m := range decodeAll(t, string(tl.InputSchema), 40, Options{Seed: 3, Key: c.file + "/" + c.tool, RootObject: true,
			Topic: tl.Name, About: tl.Description, Server: srv}) {
			for _, v := range pointed(m, strings.Split(strings.TrimPrefix(c.ptr, "/"), "/")) {
				seen[v] = true
				if !slices.Contains(c.want, v) {
					t.Errorf("%s %s%s = %q, want one of %q", c.file, c.tool, c.ptr, v, c.want)
				}
			}
		}
		if len(seen) < 2 {
			t.Errorf("%s %s%s: only %q, want several of its examples", c.file, c.tool, c.ptr, sortedKeys(seen))
		}
	}
}
