package generate

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/dataset"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// escapeTools take values holding <, > and &: a filter expression, a
// query and a title.
const escapeTools = `{"tools":[
{"name":"filter_rows","description":"List the rows of a table matching a condition.","inputSchema":{"type":"object","properties":{
 "table":{"type":"string","enum":["orders","customers","invoices"]},
 "condition":{"type":"string","pattern":"^(price|qty|total) (<|>|<=|>=) [1-9][0-9]$"},
 "label":{"type":"string","enum":["R&D","Sales & Ops","<none>"]}},
 "required":["table","condition"]}},
{"name":"rename_row","description":"Rename a row of a table.","inputSchema":{"type":"object","properties":{
 "table":{"type":"string","enum":["orders","customers"]},
 "title":{"type":"string","enum":["Tom & Jerry","a < b","x > y"]}},
 "required":["table","title"]}}
]}`

// TestArgumentsNotHTMLEscaped: every call of every kind, in every format,
// writes <, > and & as they are, never as \u003c, \u003e or \u0026 (a
// model trained on them learns to write the escapes), and dataset check
// has nothing to warn about.
func TestArgumentsNotHTMLEscaped(t *testing.T) {
	tools, err := tool.ParseFile([]byte(escapeTools), tool.KindMCP)
	if err != nil {
		t.Fatal(err)
	}
	srcs := []Source{{Server: "db", Tools: tools}}
	m, err := parseMix("single=0.2,parallel=0.3,followup=0.3,clarify=0.2")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, f := range dataset.Names() {
		if f == "text" {
			continue
		}
		out := filepath.Join(dir, f+".jsonl")
		runTo(t, srcs, config{N: 30, Seed: 3, Mix: m, Format: f}, out)
		data := read(t, out)
		for _, esc := range []string{`\u003c`, `\u003e`, `\u0026`} {
			if i := bytes.Index(data, []byte(esc)); i >= 0 {
				line := data[bytes.LastIndexByte(data[:i], '\n')+1:]
				if j := bytes.IndexByte(line, '\n'); j >= 0 {
					line = line[:j]
				}
				t.Errorf("%s: %s in %s", f, esc, line)
			}
		}
		if !bytes.Contains(data, []byte(" > ")) && !bytes.Contains(data, []byte(" < ")) {
			t.Errorf("%s: no argument with < or >", f)
		}
		fh, err := os.Open(out)
		if err != nil {
			t.Fatal(err)
		}
		rep, err := dataset.Check(fh, f, dataset.CheckOptions{})
		fh.Close()
		if err != nil {
			t.Fatal(err)
		}
		if !rep.OK() || rep.Warnings > 0 {
			t.Errorf("dataset check %s: %d errors, %d warnings: %v", f, rep.Errors, rep.Warnings, rep.Findings)
		}
	}
}
