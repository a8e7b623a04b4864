package prompt

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/internal/testenv"
)

// numberEchoes are number wordings that echo a key instead of saying it:
// a plural noun counted as a measure ("a days past due of 1", "stairs
// flights 5"), an area unit split apart ("a size sq of 90 feet", "floor
// area SQM"), a participle made plural ("covereds").
var numberEchoes = regexp.MustCompile(`(?i)\ban? (?:days past due|stairs flights) of\b|\bstairs flights \d|\bsize sq\b|\barea SQM\b|\b[a-z]+eds\b|\bif rain of\b|\bbelow temperature of\b`)

// TestNumberWordsOnDevTools renders requests for dev tools with counted,
// area and participle keys (testdata/numwords) and checks that no request
// echoes such a key, and that every number the call holds stays said.
func TestNumberWordsOnDevTools(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	files, err := filepath.Glob(filepath.Join("testdata", "numwords", "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no testdata/numwords files: %v", err)
	}
	seen := map[string]bool{}
	for _, f := range files {
		tf, tools := testenv.LoadTools(t, f)
		for _, r := range renderActs(t, set, actSource{filepath.Base(f), tf.ServerInfo, tools}, 12) {
			if m := numberEchoes.FindString(r.text); m != "" && m != "needs" && m != "succeeds" {
				t.Errorf("%s: %q echoes a key (%q)", r.tool.Name, r.text, m)
			}
			for _, w := range []string{"flights of stairs", "days past due", "day past due", "sq ft", "as the skills covered"} {
				if strings.Contains(r.text, w) {
					seen[w] = true
				}
			}
			if strings.Contains(r.text, "1 flight of stairs") {
				seen["flights of stairs"] = true // the same order, one flight
			}
		}
	}
	for _, w := range []string{"flights of stairs", "sq ft", "as the skills covered"} {
		if !seen[w] {
			t.Errorf("no request says %q", w)
		}
	}
}
