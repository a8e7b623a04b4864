package chattemplate

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/dataset"
)

// kindRecords are the record kinds with several calls or turns (the
// fixtures of pkg/dataset's golden files, which that package's tests keep):
// parallel calls with and without results, a chain whose second call takes
// a path from the first result, a follow-up and a clarification.
func kindRecords() map[string]*dataset.Record {
	forecast := dataset.ToolDef{Name: "get_forecast", Description: "Daily forecast for a city",
		Parameters: json.RawMessage(`{"type":"object","properties":{"city":{"type":"string","description":"City name"},"days":{"type":"integer","minimum":1,"maximum":7}},"required":["city"]}`)}
	list := dataset.ToolDef{Name: "list_files", Description: "List files in a folder",
		Parameters: json.RawMessage(`{"type":"object","properties":{"path":{"type":"string"}},"required":["path"]}`)}
	read := dataset.ToolDef{Name: "read_file", Description: "Read a text file",
		Parameters: json.RawMessage(`{"type":"object","properties":{"path":{"type":"string"}},"required":["path"]}`)}
	u := func(s string) dataset.Turn { return dataset.Turn{Role: dataset.RoleUser, Content: s} }
	a := func(s string) dataset.Turn { return dataset.Turn{Role: dataset.RoleAssistant, Content: s} }
	call := func(calls ...dataset.Call) dataset.Turn {
		return dataset.Turn{Role: dataset.RoleAssistant, Calls: calls}
	}
	c := func(id, name, args string) dataset.Call {
		return dataset.Call{ID: id, Name: name, Arguments: json.RawMessage(args)}
	}
	res := func(id, name, content string) dataset.Turn {
		return dataset.Turn{Role: dataset.RoleTool, CallID: id, Name: name, Content: content}
	}
	const sys = "You can look up weather forecasts and read files."
	return map[string]*dataset.Record{
		"parallel": {System: sys, Tools: []dataset.ToolDef{forecast, list}, Turns: []dataset.Turn{
			u("Forecast for Porto and Lisbon, 2 days?"),
			call(c("P0rto0001", "get_forecast", `{"city":"Porto","days":2}`), c("L1sbon002", "get_forecast", `{"city":"Lisbon","days":2}`)),
			res("P0rto0001", "get_forecast", `{"city":"Porto","rain_mm":3.2}`), res("L1sbon002", "get_forecast", "sunny"),
			a("Rain in Porto, sun in Lisbon.")}},
		"parallel-mixed": {System: sys, Tools: []dataset.ToolDef{forecast, list}, Turns: []dataset.Turn{
			u("List /data and tell me the forecast for Graz."),
			call(c("lSt000001", "list_files", `{"path":"/data"}`), c("gRz000002", "get_forecast", `{"city":"Graz"}`)),
			res("lSt000001", "list_files", "[FILE] /data/q3-report.txt"), res("gRz000002", "get_forecast", "dry"),
			a("/data holds q3-report.txt, and Graz stays dry.")}},
		"parallel-open": {System: sys, Tools: []dataset.ToolDef{forecast}, Turns: []dataset.Turn{
			u("Forecast for Porto and Lisbon?"),
			call(c("P0rto0001", "get_forecast", `{"city":"Porto"}`), c("L1sbon002", "get_forecast", `{"city":"Lisbon"}`))}},
		"chain": {System: sys, Tools: []dataset.ToolDef{list, read}, Turns: []dataset.Turn{
			u("Open the report in /data."),
			call(c("lSt000001", "list_files", `{"path":"/data"}`)),
			res("lSt000001", "list_files", "[FILE] /data/q3-report.txt\n[DIR] /data/old"),
			call(c("rEd000002", "read_file", `{"path":"/data/q3-report.txt"}`)),
			res("rEd000002", "read_file", "Q3 revenue rose 4% on the year."),
			a("The report says Q3 revenue rose 4% on the year.")}},
		"followup": {System: sys, Tools: []dataset.ToolDef{forecast}, Turns: []dataset.Turn{
			u("Will it rain in Porto tomorrow?"),
			call(c("Wq3Lk9Zp2", "get_forecast", `{"city":"Porto","days":1}`)),
			res("Wq3Lk9Zp2", "get_forecast", `{"city":"Porto","rain_mm":3.2}`),
			a("Yes, about 3 mm of rain is expected in Porto tomorrow."),
			u("And for Lyon?"),
			call(c("lY0n00003", "get_forecast", `{"city":"Lyon","days":1}`)),
			res("lY0n00003", "get_forecast", `{"city":"Lyon","rain_mm":0}`),
			a("No rain is expected in Lyon tomorrow.")}},
		"clarify": {System: sys, Tools: []dataset.ToolDef{forecast}, Turns: []dataset.Turn{
			u("What's the forecast for the next 3 days?"),
			a("Which city should I get the forecast for?"),
			u("Graz"),
			call(c("gRz000004", "get_forecast", `{"city":"Graz","days":3}`)),
			res("gRz000004", "get_forecast", `{"city":"Graz","rain_mm":[0,1.5,0]}`),
			a("Graz stays mostly dry; only the second day brings about 1.5 mm of rain.")}},
	}
}

// TestKindsThroughTemplates renders every kind through all 12 templates
// the way `generate --format hf --chat-template T` writes it: the argument
// encoding and content Probe chooses, and one call per turn where the
// template allows only that (OneCallPerTurn: Llama 3.3, gpt-oss). Every
// record renders with every piece in place (StatusRendered: no call,
// argument or result lost or double-encoded, no limit hit) and every user
// and assistant text appears in the rendered text. Parallel calls without
// results cannot be written one per turn: they are not representable (the
// generator counts them) for exactly the one-call templates.
func TestKindsThroughTemplates(t *testing.T) {
	tmpls := loadTemplates(t)
	hf, err := dataset.Lookup("hf")
	if err != nil {
		t.Fatal(err)
	}
	wantOne := map[string]bool{"llama-3.3-70b-instruct": true, "gpt-oss-120b": true}
	recs := kindRecords()
	for name, tmpl := range tmpls {
		enc, null, err := Probe(tmpl)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		one := OneCallPerTurn(tmpl, enc)
		if one != wantOne[name] {
			t.Errorf("%s: OneCallPerTurn = %v, want %v", name, one, wantOne[name])
		}
		opts := dataset.FormatOptions{ArgsEncoding: dataset.Encoding(enc), CallContent: dataset.CallContentEmpty, OneCallPerTurn: one}
		if null {
			opts.CallContent = dataset.CallContentNull
		}
		for kind, rec := range recs {
			line, err := hf.Encode(rec, opts)
			if errors.Is(err, dataset.ErrNotRepresentable) && one && kind == "parallel-open" {
				continue
			}
			if err != nil {
				t.Errorf("%s %s: %v", name, kind, err)
				continue
			}
			r, err := ParseRecord(line)
			if err != nil {
				t.Fatal(err)
			}
			if res := Check(r, tmpl); res.Status != StatusRendered {
				t.Errorf("%s %s: %s: %s", name, kind, res.Status, res.Detail())
				continue
			}
			text, err := tmpl.Render(r)
			if err != nil {
				t.Fatal(err)
			}
			for _, turn := range rec.Turns {
				if turn.Role != dataset.RoleTool && turn.Content != "" && !strings.Contains(text, turn.Content) {
					t.Errorf("%s %s: %s text %q is not in the rendered text", name, kind, turn.Role, turn.Content)
				}
			}
		}
	}
}

// TestKindsDefaultHF: hf records with the default options (objects, one
// turn per parallel request) render through every template that takes
// object arguments, with parallel turns hitting only the documented
// one-call limits of Llama 3.3 and gpt-oss.
func TestKindsDefaultHF(t *testing.T) {
	tmpls := loadTemplates(t)
	hf, _ := dataset.Lookup("hf")
	stringOnly := map[string]bool{"functionary-medium-v3.1": true, "deepseek-v3.1": true}
	for name, tmpl := range tmpls {
		if stringOnly[name] {
			continue
		}
		for kind, rec := range kindRecords() {
			line, err := hf.Encode(rec, dataset.FormatOptions{})
			if err != nil {
				t.Fatal(err)
			}
			r, _ := ParseRecord(line)
			res := Check(r, tmpl)
			parallel := strings.HasPrefix(kind, "parallel")
			switch {
			case res.Status == StatusLimit && parallel && (name == "llama-3.3-70b-instruct" || name == "gpt-oss-120b"):
			case res.Status != StatusRendered:
				t.Errorf("%s %s: %s: %s", name, kind, res.Status, res.Detail())
			}
		}
	}
}
