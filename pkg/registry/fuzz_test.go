package registry

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// FuzzParseRoundTrip checks that parsing never panics and that any file
// that parses survives Encode unchanged in meaning: the same servers with
// the same fields, and the same top-level members.
func FuzzParseRoundTrip(f *testing.F) {
	for _, s := range []string{
		`{"servers": {"a": {"command": "x", "args": ["1"], "env": {"K": "v"}, "enabled": false}}}`,
		`{"mcpServers": {"w": {"serverUrl": "https://r", "disabled": true, "x": [1, {"y": null}]}}, "other": 1}`,
		"// c\n{\"servers\": {\"l\": {\"type\": \"sse\", \"url\": \"u\", /* c */ \"timeout\": 1500,},},}",
		`{"servers": {"a": {"command": "x", "timeout": "1m"}}}`,
		`{"servers": null}`, `[]`, `{`, `"\u0000"`, ``,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := parseFile("fuzz.json", data)
		if err != nil {
			return
		}
		out, err := file.Encode()
		if err != nil {
			if strings.Contains(err.Error(), "cannot edit the file while keeping its comments") {
				return // refused with a reason, the file left as it is
			}
			t.Fatalf("Encode: %v", err)
		}
		again, err := parseFile("fuzz.json", out)
		if err != nil {
			t.Fatalf("re-parse of encoded file: %v\n%s", err, out)
		}
		if d := cmp.Diff(file.Names(), again.Names(), cmpopts.EquateEmpty()); d != "" {
			t.Fatalf("names changed (-before +after):\n%s", d)
		}
		for _, n := range file.Names() {
			a, _ := file.Get(n)
			b, _ := again.Get(n)
			if d := cmp.Diff(a, b, entryCmp, cmpopts.EquateEmpty()); d != "" {
				t.Fatalf("entry %q changed (-before +after):\n%s", n, d)
			}
		}
		for k, v := range file.top {
			if k == file.key[0] {
				continue
			}
			var x, y any
			_ = json.Unmarshal(v, &x)
			_ = json.Unmarshal(again.top[k], &y)
			if d := cmp.Diff(x, y); d != "" {
				t.Fatalf("top-level %q changed:\n%s", k, d)
			}
		}
	})
}
