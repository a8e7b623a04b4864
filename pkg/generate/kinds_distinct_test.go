package generate

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// TestParallelCallsDistinct: over every captured tool list, no parallel
// record holds two calls of one tool with the same arguments, or with
// arguments differing only in how many results, which page or where a
// listing resumes ("list the channels; also list the channels, the first
// 20"); no connector opens the later requests of most records.
func TestParallelCallsDistinct(t *testing.T) {
	srcs := capturedSources(t)
	details := map[string]bool{"limit": true, "count": true, "cursor": true, "start_cursor": true, "page_size": true, "page": true, "per_page": true}
	connectors := map[string]int{}
	joined := 0
	for _, r := range kindRecords(t, srcs, "parallel", 3, 11) {
		names, args := r.calls()
		for i := range names {
			for j := i + 1; j < len(names); j++ {
				if names[i] != names[j] {
					continue
				}
				var a, b map[string]any
				_ = json.Unmarshal([]byte(args[i]), &a)
				_ = json.Unmarshal([]byte(args[j]), &b)
				subject := false
				for k := range merged(a, b) {
					if !details[k] && fmt.Sprint(a[k]) != fmt.Sprint(b[k]) {
						subject = true
					}
				}
				if !subject {
					t.Errorf("%s twice asking the same thing: %s and %s (%q)", names[i], args[i], args[j], r.request())
				}
			}
		}
		if len(names) > 1 {
			joined++
			for _, c := range joinConnectorsSeen {
				if strings.Contains(r.request(), ". "+c) || strings.Contains(r.request(), "? "+c) {
					connectors[c]++
				}
			}
		}
	}
	for c, n := range connectors {
		if joined >= 20 && n*3 > joined {
			t.Errorf("connector %q opens %d of %d parallel requests", c, n, joined)
		}
	}
}

// joinConnectorsSeen are connectors a parallel request can use.
var joinConnectorsSeen = []string{"While you're at it, ", "Also, ", "And ", "Plus, ", "Oh, and ", "Oh, also, ", "While I think of it, "}

func merged(a, b map[string]any) map[string]bool {
	out := map[string]bool{}
	for k := range a {
		out[k] = true
	}
	for k := range b {
		out[k] = true
	}
	return out
}

// TestParallelWritesOwnValues: calls writing a value under several keys
// are not made with one value copied to every key ("set cart:1, cart:2
// and cart:3 to 2000").
func TestParallelWritesOwnValues(t *testing.T) {
	src := toolsFor(t, "kv", `[
	{"name":"set","description":"Set a key to a value","inputSchema":{"type":"object","properties":{"key":{"type":"string","description":"Key to set"},"value":{"type":"string","description":"Value to store"},"expireSeconds":{"type":"integer","description":"Seconds until the key expires"}},"required":["key","value"]}}
	]`)
	for _, r := range kindRecords(t, []Source{src}, "parallel", 24, 7) {
		names, args := r.calls()
		seen := map[string]bool{}
		for i := range names {
			var a map[string]any
			_ = json.Unmarshal([]byte(args[i]), &a)
			v := fmt.Sprint(a["value"])
			if seen[v] {
				t.Errorf("value %q copied to several keys: %v (%q)", v, args, r.request())
			}
			seen[v] = true
		}
	}
}
