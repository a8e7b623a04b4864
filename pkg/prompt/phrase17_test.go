package prompt

import "testing"

// TestLookupQueryIsObject checks that a tool whose only act is a phrasal
// verb that takes its object directly ("lookup" → "look up") says the
// query as that object: "look up "Ada Byron"", never the broken "look up
// for "Ada Byron"" that a search verb's "for" gives.
func TestLookupQueryIsObject(t *testing.T) {
	cases := []requestCase{
		{"lookup", "lookup",
			`{"type":"object","properties":{"q":{"type":"string"},"t":{"type":"string","enum":["member","loan","title"]}},"required":["q"]}`,
			`{"q":"Ada Byron"}`, []string{"Ada Byron"}, []string{"look up for", "looking up for"}},
		{"lookup", "Lookup.",
			`{"type":"object","properties":{"query":{"type":"string"}},"required":["query"]}`,
			`{"query":"overdue fines"}`, []string{"overdue fines"}, []string{"look up for", "looking up for"}},
	}
	checkRequests(t, cases, 30, 17)
}
