package synth

import (
	"path/filepath"
	"strings"
	"testing"
)

// The description of an incident filed under a category restates the
// category ("Lift misload incident, reported by Lena."): never a software
// team's thing ("Report used by the support team; ask Rui before changing
// it.") nor a lost bag, on a ski resort whose "lift uptime" names no
// program. A mine's category, listed in its description ("one of
// `injury`, `near_miss` …"), steers its incident's description the same
// way. Tools of testdata/dev39/ski_resort_lift_ops.json and
// mine_site_safety.json.
func TestOccurrenceDescribedByCategory(t *testing.T) {
	for _, c := range []struct{ file, tool, choice string }{
		{"ski_resort_lift_ops.json", "incidents.report", "category"},
		{"mine_site_safety.json", "report_incident", "category"},
	} {
		srv, tl := serverTool(t, filepath.Join("testdata", "dev39", c.file), c.tool)
		said := 0
		for _, m := range decodeAll(t, string(tl.InputSchema), 30, Options{Seed: 7, RootObject: true, Topic: tl.Name, About: tl.Description, Server: srv}) {
			d, _ := m["description"].(string)
			cat, _ := m[c.choice].(string)
			if strings.Contains(d, "team") || strings.Contains(d, "umbrella") || strings.Contains(d, "wallet") {
				t.Errorf("%s description %q: another business's text", c.tool, d)
			}
			if cat != "" && cat != "other" && strings.HasPrefix(strings.ToLower(d), strings.ReplaceAll(cat, "_", " ")) {
				said++
			}
		}
		if said < 10 {
			t.Errorf("%s: %d of 30 descriptions restate the category, want most", c.tool, said)
		}
	}
}
