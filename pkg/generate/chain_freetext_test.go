package generate

import (
	"path/filepath"
	"testing"
)

// freeTextTools: a listing of the folders a server may open whose
// outputSchema is free text only ({"content": string}), a folder maker
// taking a path (linkTools beside them list named items).
const freeTextTools = `[
 {"name":"list_allowed_folders","description":"List the folders this server may open","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{}},
  "outputSchema":{"type":"object","properties":{"content":{"type":"string"}},"required":["content"]}},
 {"name":"open_folder","description":"Show what a folder holds","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"path":{"type":"string","description":"Absolute path of the folder"}},"required":["path"]}}
]`

// TestChainOfflineNotFromFreeText: offline, a finder whose outputSchema
// holds only free text feeds no chain: its synthesized result is a
// made-up note, and a path in it ("GET /orders …") is no folder it found.
// Its pairs are counted as not possible with the reason; a finder whose
// result lists named items still makes chains.
func TestChainOfflineNotFromFreeText(t *testing.T) {
	m, err := parseMix("chain=1")
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "out.jsonl")
	res := runTo(t, []Source{toolsFor(t, "notes", freeTextTools), toolsFor(t, "db", linkTools)}, config{N: 6, Seed: 3, Mix: m}, out)
	listed := 0
	for _, r := range readKindRecs(t, out) {
		names, _ := r.calls()
		if len(names) == 2 && names[0] == "list_allowed_folders" {
			t.Errorf("a chain fed by a free-text result: %q → %v", r.request(), r.results())
		}
		if len(names) == 2 && names[0] == "list_links" {
			listed++
		}
	}
	if listed == 0 {
		t.Error("no chain from the listing of links")
	}
	counted := 0
	for _, st := range res.Tools {
		counted += st.KindsSkippedWhy["chain: "+whyChainFreeText]
	}
	if counted == 0 {
		t.Error("the free-text finder's pairs are not counted as not possible")
	}
}
