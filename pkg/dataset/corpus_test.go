package dataset_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/internal/jsonx"
	"github.com/mcpgen/mcpgen/pkg/dataset"
	"github.com/mcpgen/mcpgen/pkg/schema"
	"github.com/mcpgen/mcpgen/pkg/synth"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// TestCorpusRoundTrip encodes records built from the real tool lists in
// testdata/mcp-servers (14 npm MCP servers) with synthesized, schema-valid
// arguments, in every format and record shape, and requires Check to pass
// every line: so the checkers accept what real schemas produce (nested
// objects, nullable types, $defs, enums), and the xLAM down-conversion keeps
// required parameters right.
func TestCorpusRoundTrip(t *testing.T) {
	t.Parallel()
	files, _ := filepath.Glob("../../testdata/mcp-servers/*.json")
	if len(files) == 0 {
		t.Fatal("no tool lists in testdata/mcp-servers")
	}
	formats := []string{"openai", "openai-functions", "mlx", "hf", "sharegpt", "hermes", "xlam", "mistral"}
	lines := map[string]*bytes.Buffer{}
	for _, f := range formats {
		lines[f] = new(bytes.Buffer)
	}
	schemas := map[string]json.RawMessage{}
	records, skipped := 0, 0
	for _, file := range files {
		tools, err := tool.LoadFile(file, tool.KindDetect)
		if err != nil {
			t.Fatal(err)
		}
		defs := make([]dataset.ToolDef, len(tools))
		for i, tl := range tools {
			defs[i] = dataset.ToolDef{Name: sanitize(tl.Name), Description: tl.Description, Parameters: tl.InputSchema}
			schemas[defs[i].Name] = tl.InputSchema
		}
		for i, tl := range tools {
			raw := tl.InputSchema
			if len(raw) == 0 {
				raw = json.RawMessage(`{"type":"object"}`)
			}
			s, err := schema.Compile(raw, schema.CompileOptions{})
			if err != nil {
				skipped++
				continue
			}
			g, err := synth.New(s, synth.Options{Seed: 1, Key: file + "/" + tl.Name})
			if err != nil {
				skipped++
				continue
			}
			args, err := g.Next()
			if err != nil {
				skipped++
				continue
			}
			// Synthesized open objects may carry undeclared keys; Check
			// warns about them (and xlam rejects them), so keep only the
			// declared ones when that stays valid.
			if trimmed, ok := declaredOnly(s, raw, args); ok {
				args = trimmed
			} else {
				skipped++
				continue
			}
			offered := []dataset.ToolDef{defs[i]}
			if len(defs) > 1 {
				offered = append(offered, defs[(i+1)%len(defs)])
			}
			id := fmt.Sprintf("%09d", records)
			call := dataset.Record{
				System: "You manage " + filepath.Base(file) + ".",
				Tools:  offered,
				Turns: []dataset.Turn{
					{Role: dataset.RoleUser, Content: "Please use " + tl.Name + "."},
					{Role: dataset.RoleAssistant, Calls: []dataset.Call{{ID: id, Name: defs[i].Name, Arguments: args}}},
				},
				Meta: dataset.Meta{Seq: int64(records)},
			}
			full := call
			full.Meta.Seq = int64(records) + 1_000_000 // xlam writes Seq as the row id
			full.Turns = append(append([]dataset.Turn(nil), call.Turns...),
				dataset.Turn{Role: dataset.RoleTool, CallID: id, Name: defs[i].Name, Content: `{"ok":true}`},
				dataset.Turn{Role: dataset.RoleAssistant, Content: "Done."})
			for _, r := range []*dataset.Record{&call, &full} {
				for _, fn := range formats {
					f, _ := dataset.Lookup(fn)
					line, err := f.Encode(r, dataset.FormatOptions{})
					if errors.Is(err, dataset.ErrNotRepresentable) {
						continue
					}
					if err != nil {
						t.Fatalf("%s %s: %v", fn, tl.Name, err)
					}
					lines[fn].Write(line)
					lines[fn].WriteByte('\n')
				}
			}
			records++
		}
	}
	if records < 100 {
		t.Fatalf("only %d tools gave records (%d skipped)", records, skipped)
	}
	for _, fn := range formats {
		opts := dataset.CheckOptions{MaxFindings: 10000}
		if fn == "xlam" {
			opts.Tools = schemas // xLAM rows hold no JSON Schema
		}
		rep, err := dataset.Check(bytes.NewReader(lines[fn].Bytes()), fn, opts)
		if err != nil {
			t.Fatal(err)
		}
		// Column type conflicts across rows (Arrow) are a property of the
		// mix of tools, which this test makes on purpose: counted apart.
		errs, warns, arrow := rep.Errors, rep.Warnings, 0
		var other []dataset.Finding
		for _, f := range rep.Findings {
			if !strings.Contains(f.Message, "Arrow column") {
				other = append(other, f)
				continue
			}
			arrow++
			if f.Severity == dataset.SeverityError {
				errs--
			} else {
				warns--
			}
		}
		if errs > 0 || warns > 0 || rep.Records == 0 {
			t.Errorf("%s: %d records, %d errors: %v", fn, rep.Records, errs, other)
		}
		if fn == "hf" && arrow == 0 {
			t.Errorf("hf: no Arrow column conflict found in the corpus mix (object arguments of 175 tools)")
		}
		t.Logf("%s: %d Arrow column conflicts", fn, arrow)
	}
	t.Logf("%d tools, %d skipped by synth", records, skipped)
}

func sanitize(n string) string {
	b := []byte(n)
	for i, c := range b {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-') {
			b[i] = '_'
		}
	}
	if len(b) > 64 {
		b = b[:64]
	}
	return string(b)
}

// declaredOnly drops top-level argument keys not in the schema's
// properties; ok is false when the result no longer validates.
func declaredOnly(s *schema.Schema, raw, args json.RawMessage) (json.RawMessage, bool) {
	var top struct {
		Properties map[string]json.RawMessage `json:"properties"`
	}
	_ = json.Unmarshal(raw, &top)
	var m map[string]json.RawMessage
	if err := json.Unmarshal(args, &m); err != nil {
		return nil, false
	}
	for k := range m {
		if _, ok := top.Properties[k]; !ok {
			delete(m, k)
		}
	}
	out, _ := jsonx.Marshal(m) // as generate writes arguments: <, > and & unescaped
	v, err := schema.DecodeJSON(out)
	if err != nil || len(s.Validate(v)) > 0 {
		return nil, false
	}
	return out, true
}
