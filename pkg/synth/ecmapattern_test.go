package synth

import (
	"encoding/json"
	"regexp"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/schema"
)

// A "pattern" only ECMA-262 reads (lookahead) no longer costs the tool:
// values are drawn as for a string without a pattern and kept only when
// they match, as the schema is compiled (a backreference, which such
// values rarely meet, still leaves the tool unsatisfiable).
func TestECMAPatternInstances(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ name, raw string }{
		{"negative lookahead", `{"type":"object","required":["name"],"properties":{"name":{"type":"string","description":"Application name","pattern":"^(?!.*[Ll][Ii][Nn][Ee][Aa][Rr])(?!.*[Hh][Tt][Tt][Pp][Ss]?://).*$"}}}`},
		{"positive lookahead", `{"type":"object","required":["password"],"properties":{"password":{"type":"string","minLength":8,"pattern":"^(?=.*[0-9])(?=.*[A-Z]).{8,}$"}}}`},
	} {
		s, err := schema.Compile([]byte(c.raw), schema.CompileOptions{})
		if err != nil {
			t.Fatalf("%s: Compile: %v", c.name, err)
		}
		g, err := New(s, Options{Seed: 7, RootObject: true})
		if err != nil {
			t.Fatalf("%s: New: %v", c.name, err)
		}
		for i := 0; i < 20; i++ {
			raw, err := g.Next()
			if err != nil {
				t.Fatalf("%s: Next: %v", c.name, err)
			}
			var v any
			if err := json.Unmarshal(raw, &v); err != nil {
				t.Fatal(err)
			}
			if vs := s.Validate(v); vs != nil {
				t.Errorf("%s: %s invalid: %v", c.name, raw, vs)
			}
			if c.name == "negative lookahead" && regexp.MustCompile(`(?i)linear|https?://`).Match(raw) {
				t.Errorf("%s: %s", c.name, raw)
			}
		}
	}
}
