package schema

import (
	"reflect"
	"strings"
	"testing"
)

// The captured linear server's OAuth application name: a negative
// lookahead, which Go's regexp cannot compile. The schema compiles, and
// the pattern is checked as ECMA-262 reads it, at the keyword's pointer.
func TestCompileECMAPattern(t *testing.T) {
	t.Parallel()
	raw := []byte(`{"type":"object","properties":{"name":{"type":"string",` +
		`"pattern":"^(?!.*[Ll][Ii][Nn][Ee][Aa][Rr])(?!.*[Hh][Tt][Tt][Pp][Ss]?://).*$"}}}`)
	s, err := Compile(raw, CompileOptions{})
	if err != nil {
		t.Fatalf("Compile: %v", err)
	}
	if string(s.Raw()) != string(raw) {
		t.Errorf("Raw() = %s, want the document as written", s.Raw())
	}
	if vs := s.Validate(map[string]any{"name": "Deploy helper"}); vs != nil {
		t.Errorf("a name without linear or a URL: %v", vs)
	}
	for _, bad := range []string{"my Linear bot", "see https://example.com"} {
		vs := s.Validate(map[string]any{"name": bad})
		if len(vs) != 1 || vs[0].SchemaPointer != "/properties/name/pattern" || vs[0].InstancePointer != "/name" ||
			!strings.Contains(vs[0].Message, "does not match pattern '^(?!") {
			t.Errorf("%q: violations %+v, want one at /properties/name/pattern", bad, vs)
		}
	}
}

// Positive lookahead, backreferences and lookbehind are read as ECMA-262
// reads them, wherever the pattern sits (items, $defs, allOf, a property
// named "pattern" is a property and not the keyword).
func TestECMAPatterns(t *testing.T) {
	t.Parallel()
	raw := []byte(`{"type":"object","$defs":{"pw":{"type":"string","pattern":"^(?=.*[0-9])(?=.*[A-Z]).{8,}$"}},` +
		`"properties":{"pattern":{"type":"string","pattern":"^[a-z]+$"},"pw":{"$ref":"#/$defs/pw"},` +
		`"twice":{"type":"array","items":{"type":"string","pattern":"^(ab)\\1$"}},` +
		`"price":{"allOf":[{"type":"string","pattern":"(?<=\\$)[0-9]+"}]}}}`)
	want := []string{"/properties/price/allOf/0/pattern", "/properties/twice/items/pattern", "/$defs/pw/pattern"}
	if got := ecmaPatterns(raw); !reflect.DeepEqual(got, want) {
		t.Errorf("ecmaPatterns = %q, want %q", got, want)
	}
	s, err := Compile(raw, CompileOptions{})
	if err != nil {
		t.Fatalf("Compile: %v", err)
	}
	for _, c := range []struct {
		inst  map[string]any
		valid bool
	}{
		{map[string]any{"pw": "Secret123", "twice": []any{"abab"}, "price": "$40", "pattern": "abc"}, true},
		{map[string]any{"pw": "secret123"}, false},
		{map[string]any{"twice": []any{"abba"}}, false},
		{map[string]any{"price": "40"}, false},
		{map[string]any{"pattern": "ABC"}, false},
	} {
		if vs := s.Validate(c.inst); (vs == nil) != c.valid {
			t.Errorf("%v: violations %v, want valid=%v", c.inst, vs, c.valid)
		}
	}
	if ecmaPatterns([]byte(`{"type":"string","pattern":"^[a-z]+$"}`)) != nil {
		t.Error("an RE2 pattern was listed")
	}
}

// ecmaPatterns returns the JSON pointers of the "pattern" keywords of the
// schema document raw that Go's regexp (RE2) cannot compile and that
// Compile therefore checks with an ECMA-262 engine; nil when there are
// none.
func ecmaPatterns(raw []byte) []string {
	_, ptrs := renameECMAPatterns(raw)
	return ptrs
}
