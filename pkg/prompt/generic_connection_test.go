package prompt

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestGenericConnectionShapes checks that a connection a request works
// through is said in several shapes, none in most requests: "my c1
// connection" in many requests reads as one template filled in.
func TestGenericConnectionShapes(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	b, err := set.For(ToolInfo{Name: "drop_table", Description: "Drop a table from a database",
		InputSchema: json.RawMessage(`{"type":"object","properties":{"connection_id":{"type":"string","description":"The connection to use"},` +
			`"database":{"type":"string"},"table":{"type":"string"}},"required":["connection_id","database","table"]}`)})
	if err != nil {
		t.Fatal(err)
	}
	args, err := DecodeArgs(json.RawMessage(`{"connection_id":"dev-42ab","database":"crm","table":"leads"}`))
	if err != nil {
		t.Fatal(err)
	}
	r := set.NewRenderer()
	const n = 200
	mine, shapes := 0, map[string]bool{}
	for i := 0; i < n; i++ {
		text, _, err := r.Request(b, rand.New(rand.NewPCG(uint64(i), 41)), i, args)
		if err != nil {
			t.Fatal(err)
		}
		l := strings.ToLower(text)
		j := strings.Index(l, "dev-42ab")
		if j < 0 {
			t.Fatalf("the connection unsaid: %s", text)
		}
		if strings.Contains(l, "my dev-42ab") {
			mine++
		}
		// the word before the name
		before := strings.Fields(l[:j])
		if len(before) > 0 {
			shapes[before[len(before)-1]] = true
		}
	}
	if mine > n/4 {
		t.Errorf("\"my dev-42ab connection\" in %d of %d requests", mine, n)
	}
	if len(shapes) < 6 {
		t.Errorf("only %d words before the connection: %v", len(shapes), shapes)
	}
}
