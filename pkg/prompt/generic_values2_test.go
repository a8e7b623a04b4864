package prompt

import (
	"encoding/json"
	"testing"
)

// TestUnsaidCursorNeverInFirstRequest wants an optional pagination cursor
// left out of every call a first request makes: nobody holds a cursor
// before a first page ("What are the public channels (using cursor
// bTA4djc4NWhibmZ2)?").
func TestUnsaidCursorNeverInFirstRequest(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ name, schema string }{
		{"chat_list_rooms", `{"type":"object","properties":{"cursor":{"type":"string","description":"Pagination cursor for next page of results"},
			"limit":{"type":"number","description":"Maximum number of rooms to return"}}}`},
		{"docs_list_pages", `{"type":"object","properties":{"next_page_token":{"type":"string","description":"Token for the next page"},
			"space":{"type":"string","description":"Space to list"}},"required":["space"]}`},
	} {
		b, err := set.For(ToolInfo{Name: c.name, Description: "List items with pagination", InputSchema: json.RawMessage(c.schema)})
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range []string{`{"cursor":"bTA4djc4NWhibmZ2","limit":20}`, `{"cursor":"bTA4djc4NWhibmZ2"}`,
			`{"next_page_token":"CAoQAA","space":"eng"}`} {
			args, err := DecodeArgs(json.RawMessage(a))
			if err != nil {
				t.Fatal(err)
			}
			for key := uint64(0); key < 64; key++ {
				out := b.Unsaid(args, key*0x9e3779b97f4a7c15)
				for k := range args {
					if k != "cursor" && k != "next_page_token" {
						continue
					}
					if _, ok := b.param(k); !ok {
						continue
					}
					found := false
					for _, o := range out {
						found = found || o == k
					}
					if !found {
						t.Fatalf("%s key %d: %s kept in %s (left out %v)", c.name, key, k, a, out)
					}
				}
			}
		}
	}
}
