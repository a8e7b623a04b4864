package main

import (
	"bufio"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestDescriptionMarkupNeverInRequests runs the real `mcpgen generate` on
// tools whose descriptions, titles, enum values, defaults and examples hold
// Go template syntax ("{{.Name}}", "{{template \"x\"}}"): descriptions are
// data, never template input, and no "{{" from them reaches a request, an
// answer or a call argument, with every record kind, negatives and
// distractors; the records' tool definitions keep the tools as served.
// (Requests said "look up order x's {{.Name}}" and "using the {{.Name}}
// note".)
func TestDescriptionMarkupNeverInRequests(t *testing.T) {
	dir := t.TempDir()
	tools := `[
 {"name": "lookup_order", "title": "Order {{.Title}}", "description": "Look up an order {{.Name}} by its id. {{template \"x\"}} Returns the {{ .Tool }} status.",
  "inputSchema": {"type": "object", "properties": {
   "order_id": {"type": "string", "description": "The order id, e.g. {{.Name}} or {{template \"x\"}}", "examples": ["{{.Name}}"]},
   "note": {"type": "string", "description": "{{printf \"%s\" .}} note kind", "enum": ["{{.Name}}", "plain", "gift"], "default": "{{.Name}}"},
   "channel": {"type": "string", "description": "Where to send it {{template \"x\"}}, e.g. email"}},
   "required": ["order_id", "note"]}},
 {"name": "list_orders", "description": "{{template \"x\"}}List the orders of a customer {{.Name}}.",
  "inputSchema": {"type": "object", "properties": {"customer": {"type": "string", "description": "Customer name {{.Name}}"},
   "limit": {"type": "integer", "minimum": 1, "maximum": 50, "description": "{{.Limit}} at most"}}, "required": ["customer"]}}
]`
	file := filepath.Join(dir, "orders.json")
	if err := os.WriteFile(file, []byte(tools), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out.jsonl")
	cmd := exec.Command("mcpgen", "generate", "--tools", file, "-n", "40", "--seed", "7", "-q", "--negatives", "0.2", "--distractors", "1",
		"--mix", "single=0.4,parallel=0.15,chain=0.15,followup=0.15,clarify=0.15", "-o", out)
	cmd.Env = append(environNoToken(), "HOME="+dir, "XDG_CONFIG_HOME="+dir)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("generate: %v\n%s", err, b)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<24)
	records, definitions := 0, 0
	for sc.Scan() {
		var rec struct {
			Messages []struct {
				Role      string
				Content   string
				ToolCalls []struct {
					Function struct{ Arguments string }
				} `json:"tool_calls"`
			}
			Tools []struct {
				Function struct{ Description string }
			}
		}
		if err := json.Unmarshal(sc.Bytes(), &rec); err != nil {
			t.Fatal(err)
		}
		records++
		for _, m := range rec.Messages {
			if (m.Role == "user" || m.Role == "assistant") && strings.Contains(m.Content, "{{") {
				t.Errorf("record %d: %s text holds template markup: %q", records, m.Role, m.Content)
			}
			for _, c := range m.ToolCalls {
				if strings.Contains(c.Function.Arguments, "{{") {
					t.Errorf("record %d: call arguments hold template markup: %s", records, c.Function.Arguments)
				}
			}
		}
		for _, d := range rec.Tools {
			if strings.Contains(d.Function.Description, "{{.Name}}") {
				definitions++
			}
		}
	}
	if records < 60 {
		t.Errorf("%d records, want 80 or so", records)
	}
	if definitions == 0 {
		t.Error("no tool definition kept its description as served")
	}

	// templates show renders generate's sample requests: no markup either
	show := exec.Command("mcpgen", "templates", "show", "--tools", file, "lookup_order", "-n", "12")
	show.Env = cmd.Env
	b, err := show.CombinedOutput()
	if err != nil {
		t.Fatalf("templates show: %v\n%s", err, b)
	}
	samples := 0
	for _, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(line, "  → ") {
			samples++
			if strings.Contains(line, "{{") {
				t.Errorf("templates show sample holds template markup: %q", line)
			}
		}
	}
	if samples != 12 {
		t.Errorf("templates show: %d samples, want 12:\n%s", samples, b)
	}
}
