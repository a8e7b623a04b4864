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

// TestDistanceAskedAsPeopleDo wants a tool that "calculates travel
// distance and time" asked as people ask it (the distance and travel
// time, or how far and how long), not with the description's words
// ("Work out the travel distance and time from …").
func TestDistanceAskedAsPeopleDo(t *testing.T) {
	checkRequests(t, []requestCase{{
		name:   "route_matrix",
		desc:   "Calculate travel distance and time for multiple origins and destinations",
		schema: `{"type":"object","properties":{"origins":{"type":"array","items":{"type":"string"},"description":"Array of origin addresses or coordinates"},"destinations":{"type":"array","items":{"type":"string"},"description":"Array of destination addresses or coordinates"}},"required":["origins","destinations"]}`,
		args:   `{"origins":["La Boca, Buenos Aires","Avenida Corrientes 1200, Buenos Aires"],"destinations":["Florida 550, Buenos Aires"]}`,
		want:   []string{"La Boca", "Florida 550"},
		never:  []string{"travel distance and time", "work out the"},
	}}, 24, 41)
}

// TestFlagNotItsDescription wants a flag that changes the form of the
// tool's own result said as what the person wants ("give it back as a
// data URI"), not its description pasted ("capture the screenshot as a
// base64-encoded data URI").
func TestFlagNotItsDescription(t *testing.T) {
	checkRequests(t, []requestCase{{
		name:   "page_snapshot_image",
		desc:   "Take a screenshot of the current page or a specific element",
		schema: `{"type":"object","properties":{"name":{"type":"string","description":"Name for the screenshot"},"encoded":{"type":"boolean","description":"If true, capture the screenshot as a base64-encoded data URI (as text) instead of binary image content. Default false."}},"required":["name"]}`,
		args:   `{"name":"cart-empty","encoded":true}`,
		want:   []string{"cart-empty", "data URI"},
		never:  []string{"capture the screenshot as", "base64-encoded", "data data"},
	}}, 24, 43)
}

// TestTokenOwnerAskedAsPeopleDo wants a who-am-I tool ("Retrieve your
// token's bot user") asked as people ask it, not its description turned
// round ("getting the bot user for my token").
func TestTokenOwnerAskedAsPeopleDo(t *testing.T) {
	checkRequests(t, []requestCase{{
		name:   "wiki_whoami",
		desc:   "Wiki | Retrieve your token's bot user",
		schema: `{"type":"object","properties":{}}`,
		args:   `{}`,
		want:   []string{"token"},
		never:  []string{"bot user for my token", "token's bot user", "the which"},
	}}, 24, 47)
}

// TestKindFilterNotEchoed wants a filter on what kind of record a search
// returns said as people say it ("page results only"), not its property
// and value spoken ("where object is "page"").
func TestKindFilterNotEchoed(t *testing.T) {
	checkRequests(t, []requestCase{{
		name:   "wiki_search",
		desc:   "Search by title",
		schema: `{"type":"object","properties":{"query":{"type":"string","description":"The text to search for"},"filter":{"type":"object","properties":{"property":{"type":"string","enum":["object"]},"value":{"type":"string","enum":["page","database"]}},"required":["property","value"]}}}`,
		args:   `{"filter":{"property":"object","value":"page"}}`,
		want:   []string{"page"},
		never:  []string{"where object is", "object is"},
	}}, 24, 53)
}
