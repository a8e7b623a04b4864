package chattemplate

import (
	"bufio"
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// knownDiffs are the (record, template) pairs whose text under this engine
// differs from Python's jinja2, each for a reason reproduced in
// testdata/engine (README there).
var knownDiffs = map[string]string{
	// Python's Markup: "…"|safe + tool|tojson HTML-escapes the tool JSON.
	"single-string/functionary-medium-v3.1.jinja":       "markup-concat.jinja",
	"single-string-null/functionary-medium-v3.1.jinja":  "markup-concat.jinja",
	"parallel-string/functionary-medium-v3.1.jinja":     "markup-concat.jinja",
	"single-string-empty/functionary-medium-v3.1.jinja": "markup-concat.jinja",
	// content null beside tool_calls: Python prints "None" or raises.
	"single-object-null/glm-4.6.jinja":            "print-none.jinja",
	"single-object-null/minimax-m2-unsloth.jinja": "print-none.jinja",
	"single-string-null/minimax-m2-unsloth.jinja": "print-none.jinja",
	"single-object-null/qwen3-0.6b.jinja":         "in-none.jinja",
	"single-string-null/qwen3-0.6b.jinja":         "in-none.jinja",
	"single-object-null/gpt-oss-120b.jinja":       "in-none.jinja",
	"single-string-null/gpt-oss-120b.jinja":       "in-none.jinja",
}

// TestPythonParity renders every record in testdata through the 12
// templates and compares with Python's jinja2 3.1.6 set up as transformers
// does (testdata/reference/python-jinja2.jsonl, written by the script next
// to it): the text must be byte-identical, a Python error must be a
// failing Check here, except for knownDiffs.
func TestPythonParity(t *testing.T) {
	t.Parallel()
	tmpls := loadTemplates(t)
	f, err := os.Open("testdata/reference/python-jinja2.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	rows, same := 0, 0
	for sc.Scan() {
		var row struct{ Record, Template, Text, Error string }
		if err := json.Unmarshal(sc.Bytes(), &row); err != nil {
			t.Fatal(err)
		}
		rows++
		key := row.Record + "/" + row.Template
		tm := tmpls[strings.TrimSuffix(row.Template, ".jinja")]
		r := loadRecord(t, row.Record)
		got, rerr := tm.Render(r)
		switch {
		case row.Error == "" && rerr == nil && got == row.Text:
			same++
			if knownDiffs[key] != "" {
				t.Errorf("%s: now identical to Python; drop it from knownDiffs", key)
			}
		case knownDiffs[key] != "":
			// documented engine shortfall
		case row.Error != "":
			if res := Check(r, tm); res.OK() && res.Status != StatusLimit {
				t.Errorf("%s: Python raises %s, Check says %q", key, row.Error, res.Status)
			}
		case rerr != nil:
			t.Errorf("%s: Python renders, the engine fails: %v", key, rerr)
		default:
			i := 0
			for i < len(got) && i < len(row.Text) && got[i] == row.Text[i] {
				i++
			}
			t.Errorf("%s: differs from Python at byte %d:\n got …%q\nwant …%q", key, i, clip(got, i), clip(row.Text, i))
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if rows != 108 {
		t.Errorf("%d reference rows, want 108 (9 records × 12 templates)", rows)
	}
	t.Logf("%d of %d renders byte-identical to Python's jinja2", same, rows)
}

func clip(s string, i int) string {
	lo, hi := max(0, i-40), min(len(s), i+40)
	return s[lo:hi]
}
