package prompt

import "testing"

// TestBareVerbTakesID: a description that is its verb alone ("Fetch",
// "Void") takes the id as the verb's object: "fetch item 5", "void #9",
// never "fetch on item 5" or "void for number 9".
func TestBareVerbTakesID(t *testing.T) {
	checkRequests(t, []requestCase{
		{name: "fetch", desc: "Fetch",
			schema: `{"type":"object","properties":{"id":{"type":"string"}},"required":["id"]}`,
			args:   `{"id":"884120"}`,
			want:   []string{"item 884120"}, never: []string{"on item", "for item", "of item"}},
		{name: "void", desc: "",
			schema: `{"type":"object","properties":{"id":{"type":"integer"}},"required":["id"]}`,
			args:   `{"id":4417}`,
			want:   []string{"#4417"}, never: []string{"for number", "on number"}},
	}, 6, 73)
}
