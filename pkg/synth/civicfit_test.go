package synth

import (
	"strings"
	"testing"
)

// Tool schemas written for this test (not from any captured server): a
// town's street-report form that turns emergencies away, filed under
// plural categories.
var fitTownReports = [][3]string{
	{"file_street_report", "File a non-emergency report with the city. Emergencies such as water main breaks, fallen trees or gas smells go to 911.",
		`{"type":"object","properties":{"area":{"type":"string","enum":["roads","utilities","sanitation","parking","other"]},"details":{"type":"string","description":"What the problem is, in the resident's words"}},"required":["area","details"]}`},
}

// A resident's report never names what the tool's description sends to
// 911 (no water bubbling from a main, no tree), and it is the problem of
// the category chosen, a plural one too ("roads": a pothole).
func TestCivicReportFitsCategoryAndExclusions(t *testing.T) {
	tl := fitTownReports[0]
	want := map[string]string{"roads": "Pothole", "sanitation": "Trash", "parking": "A car"}
	for _, m := range decodeAll(t, tl[2], 24, Options{Seed: 5, RootObject: true, Topic: tl[0], About: tl[1], Server: fitServer("town", fitTownReports)}) {
		d, _ := m["details"].(string)
		if ws := tokens(d); hasWord(ws, "water", "tree", "trees") {
			t.Errorf("report %q names what the tool sends to 911", d)
		}
		if w, ok := want[m["area"].(string)]; ok && !strings.HasPrefix(d, w) {
			t.Errorf("area %q with report %q, want one starting %q", m["area"], d, w)
		}
	}
}
