package generate

import (
	"path/filepath"
	"strings"
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

// TestChainNoTestOfListing: no chain request puts a question to the
// listing ("Is the link called prod one of them? If so, …", "Is there a
// link called prod? If so, …"); a change on an item of a listing that
// says nothing of its own (every link) is asked alone, the item named
// ("Close the link called prod."), the listing being how the assistant
// finds its id.
func TestChainNoTestOfListing(t *testing.T) {
	closeTool := `[{"name":"close_link","description":"Close a database link","annotations":{"destructiveHint":true},
  "inputSchema":{"type":"object","properties":{"linkId":{"type":"string","description":"Link id"}},"required":["linkId"]}}]`
	n := 0
	for _, seed := range []int64{2, 9} {
		for _, r := range kindRecords(t, []Source{toolsFor(t, "db", linkTools[:len(linkTools)-1]+","+closeTool[1:])}, "chain", 8, seed) {
			names, _ := r.calls()
			if len(names) != 2 {
				continue
			}
			req := r.request()
			if strings.Contains(req, "If so") || strings.Contains(req, "one of them?") {
				t.Errorf("%q: a question put to the listing", req)
			}
			if names[0] == "list_links" && names[1] == "close_link" {
				n++
				if strings.Contains(req, "If ") || strings.Contains(strings.ToLower(req), "links") {
					t.Errorf("%q: the change waits on a listing the person spells out", req)
				}
			}
		}
	}
	if n == 0 {
		t.Fatal("no chain closes a link")
	}
}
