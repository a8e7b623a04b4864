package prompt

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
)

// renderAll renders n requests of one tool with args, each with its own
// random source.
func renderAll(t *testing.T, ti ToolInfo, argsJSON string, n int) []string {
	t.Helper()
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	b, err := set.For(ti)
	if err != nil {
		t.Fatal(err)
	}
	args, err := DecodeArgs(json.RawMessage(argsJSON))
	if err != nil {
		t.Fatal(err)
	}
	r := set.NewRenderer()
	var out []string
	for i := 0; i < n; i++ {
		text, _, err := r.Request(b, rand.New(rand.NewPCG(uint64(i), 17)), i, args)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, text)
	}
	return out
}

// A radius and the point it is drawn around are one circle: "within 2000
// m of 37.78095, -122.40648", never "a radius of 2000 m and around
// 37.78095, -122.40648" as if they were two options; the point given as
// an object or as a latitude and a longitude, the unit from the
// description or the key ("radius_m": "2000 meters").
func TestRadiusAroundPoint(t *testing.T) {
	for _, c := range []struct{ schema, args string }{
		{`{"type":"object","properties":{"query":{"type":"string"},"location":{"type":"object","properties":{"latitude":{"type":"number"},"longitude":{"type":"number"}}},` +
			`"radius":{"type":"number","description":"Search radius in meters (max 50000)"}},"required":["query"]}`,
			`{"query":"bakeries","location":{"latitude":37.78095,"longitude":-122.40648},"radius":2000}`},
		{`{"type":"object","properties":{"lat":{"type":"number","description":"Latitude"},"lng":{"type":"number","description":"Longitude"},` +
			`"radius_m":{"type":"integer","description":"How far to look"}},"required":["lat","lng"]}`,
			`{"lat":37.78095,"lng":-122.40648,"radius_m":2000}`},
	} {
		forms := map[string]bool{}
		for _, text := range renderAll(t, ToolInfo{Name: "find_places", Description: "Find places near a point", InputSchema: json.RawMessage(c.schema)}, c.args, 30) {
			if strings.Contains(text, "radius of") || strings.Contains(text, "around 37") && !strings.Contains(text, "radius around") {
				t.Errorf("radius and point said apart: %s", text)
			}
			for _, f := range []string{"within 2000 m", "no more than 2000 m", "in a 2000 m radius around 37.78095, -122.40648"} {
				if strings.Contains(text, f) {
					forms[f] = true
				}
			}
			if strings.Contains(text, "2000 meters radius") {
				t.Errorf("a plural unit before a noun: %s", text)
			}
		}
		if len(forms) < 2 {
			t.Errorf("the circle said %d ways in 30 requests: %v", len(forms), forms)
		}
	}
}

// The documents of a collection are in it: "get rid of the documents in
// support's tickets collection", never "on" or "for" it.
func TestDocumentsInCollection(t *testing.T) {
	schema := `{"type":"object","properties":{"database":{"type":"string","description":"Database name"},"collection":{"type":"string","description":"Collection name"},` +
		`"filter":{"type":"object","description":"The query filter","additionalProperties":true}},"required":["database","collection","filter"]}`
	in := 0
	for _, text := range renderAll(t, ToolInfo{Name: "delete-many", Description: "Removes all documents that match the filter from a MongoDB collection", InputSchema: json.RawMessage(schema)},
		`{"database":"support","collection":"tickets","filter":{"status":"closed"}}`, 40) {
		l := strings.ToLower(text)
		for _, bad := range []string{"documents on ", "documents for "} {
			if i := strings.Index(l, bad); i >= 0 && strings.Contains(l[i:], "tickets") {
				t.Errorf("documents %q their collection: %s", bad, text)
			}
		}
		if strings.Contains(l, "documents in ") {
			in++
		}
	}
	if in == 0 {
		t.Error("no request says the documents in their collection")
	}
}
