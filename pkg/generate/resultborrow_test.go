package generate

import (
	"encoding/json"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/internal/jsonx"
)

// devSchemas reads the input and output schemas of the tools of a dev
// server file, by tool name.
func devSchemas(t *testing.T, file string) (ins, outs map[string]json.RawMessage) {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Tools []struct {
			Name         string          `json:"name"`
			InputSchema  json.RawMessage `json:"inputSchema"`
			OutputSchema json.RawMessage `json:"outputSchema"`
		} `json:"tools"`
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	ins, outs = map[string]json.RawMessage{}, map[string]json.RawMessage{}
	for _, tl := range doc.Tools {
		ins[tl.Name], outs[tl.Name] = tl.InputSchema, tl.OutputSchema
	}
	return ins, outs
}

// TestBorrowedOutput: casualtySearch of a made-up wildlife rescue centre
// lists casualties with a bare {"type": "integer"} admittedAt and a bare
// species; casualtyAdmit takes admittedAt as "Epoch seconds" from
// 946684800 and species as a common name with examples. The listing's
// members borrow both, and a slot id whose pattern already spells it
// borrows no example ("e.g. 2025-10-04/3." made "2026-74-08/3").
func TestBorrowedOutput(t *testing.T) {
	ins, outs := devSchemas(t, "testdata/dev45/wildlife_rescue_centre.json")
	got := string(borrowedOutput(outs["casualtySearch"], []json.RawMessage{ins["casualtySearch"], ins["casualtyAdmit"]}))
	for _, want := range []string{`"minimum":946684800`, `Epoch seconds`, "tawny owl"} {
		if !strings.Contains(got, want) {
			t.Errorf("borrowed casualtySearch output lacks %s: %s", want, got)
		}
	}
	if strings.Contains(got, "Committee") {
		t.Errorf("borrowed an unrelated description: %s", got)
	}
	ins, outs = devSchemas(t, "testdata/dev45/community_orchard_cider_press.json")
	got = string(borrowedOutput(outs["listPressingSlots"], []json.RawMessage{ins["listPressingSlots"], ins["bookPressingSlot"]}))
	if strings.Contains(got, "2025-10-04/3") {
		t.Errorf("a slot id its pattern spells borrowed an example: %s", got)
	}

	src := devSource(t, "testdata/dev45/wildlife_rescue_centre.json", "wildlife_rescue_centre")
	named := []string{"hedgehog", "tawny owl", "herring gull", "grey seal", "roe deer"}
	listed := 0
	for _, k := range []string{"chain", "followup"} {
		for _, seed := range []int64{7, 8, 9} {
			for _, r := range kindRecords(t, []Source{src}, k, 5, seed) {
				names, args := r.calls()
				res := r.results()
				if len(names) == 0 || names[0] != "casualtySearch" || len(res) == 0 {
					continue
				}
				var a map[string]any
				_ = json.Unmarshal([]byte(args[0]), &a)
				var out struct {
					Results []map[string]any `json:"results"`
				}
				if json.Unmarshal([]byte(res[0]), &out) != nil {
					continue
				}
				for _, c := range out.Results {
					listed++
					if f, ok := jsonx.Number(c["admittedAt"]); ok && f < 946684800 {
						t.Errorf("casualty admitted at epoch %v: %s", f, res[0])
					}
					if s, _ := c["species"].(string); s != "" && s != a["species"] && !slices.Contains(named, s) {
						t.Errorf("casualty of species %q, none the server names: %s", s, res[0])
					}
				}
			}
		}
	}
	if listed == 0 {
		t.Errorf("no casualty listed; want some")
	}
}
