package synth

import (
	"encoding/json"
	"math"
	"reflect"
	"testing"
	"unicode/utf8"

	"github.com/mcpgen/mcpgen/pkg/schema"
)

// roundTrip is what canonical must equal: the generated value encoded and
// decoded again.
func roundTrip(t testing.TB, v any) any {
	t.Helper()
	b, err := appendJSON(nil, v)
	if err != nil {
		t.Fatalf("%#v: encode: %v", v, err)
	}
	d, err := decodeJSON(b)
	if err != nil {
		t.Fatalf("%s: decode: %v", b, err)
	}
	return d
}

// canonical must give exactly (reflect.DeepEqual, same Go types) what the
// JSON round trip gives, or decline.
func TestCanonicalMatchesRoundTrip(t *testing.T) {
	enum := map[string]any{"a": json.Number("1.50"), "b": []any{"x", nil, true}}
	vals := []any{
		nil, true, "plain", "ctl\x01\n\"\\ \u2028 é 😀", json.Number("-0.5e+3"), 2.5, 1e21, 1e-7, math.Copysign(0, -1), 0.1,
		int(42), int64(-7), []any(nil), map[string]any(nil), []any{},
		[]any{1.5, "a", map[string]any{"k": int64(3), "s": "t"}}, enum,
		map[string]any{"e": enum, "n": 3.0, "l": []any{json.Number("2"), 4.0}, "z": map[string]any{}},
	}
	for _, v := range vals {
		got, ok := canonical(v)
		if !ok {
			t.Errorf("%#v: canonical declined", v)
			continue
		}
		if want := roundTrip(t, v); !reflect.DeepEqual(got, want) {
			t.Errorf("%#v: canonical %#v, round trip %#v", v, got, want)
		}
	}
	if enum["a"] != json.Number("1.50") || len(enum) != 2 {
		t.Errorf("canonical modified its input: %#v", enum)
	}
	// Declined: invalid UTF-8 (appendJSON replaces it, keys may collide),
	// other Go types, non-finite numbers.
	for _, v := range []any{"bad\xff", map[string]any{"\xff": 1, "\xfe": 2}, []any{"ok", "\xc3"}, []string{"x"},
		int32(1), math.Inf(1), math.NaN(), map[string]any{"a": []any{uint(1)}}} {
		if _, ok := canonical(v); ok {
			t.Errorf("%#v: canonical should decline", v)
		}
	}
}

// Every instance NextValue returns, on every captured MCP tool and on the
// JSON Schema Test Suite corpora, comes with the value its JSON decodes to.
func TestNextValueIsDecodedJSON(t *testing.T) {
	check := func(s *schema.Schema, key string) {
		g, err := New(s, Options{Seed: 3, Key: key})
		if err != nil {
			return
		}
		for i := 0; i < 5; i++ {
			raw, v, err := g.NextValue()
			if err != nil {
				return
			}
			want, err := schema.DecodeJSON(raw)
			if err != nil {
				t.Fatalf("%s: %s: %v", key, raw, err)
			}
			if !reflect.DeepEqual(v, want) {
				t.Fatalf("%s: NextValue value %#v, JSON %s decodes to %#v", key, v, raw, want)
			}
		}
	}
	for _, tl := range loadTools(t) {
		s, err := schema.Compile(tl.InputSchema, schema.CompileOptions{AssertFormat: true})
		if err != nil {
			t.Fatal(err)
		}
		check(s, tl.Server+"/"+tl.Name)
	}
	for _, f := range []string{"corpus-2020-12.jsonl", "corpus-draft7.jsonl"} {
		for _, e := range loadSuite(t, f) {
			d, _ := schema.ParseDraft(e.Draft)
			if s, err := schema.Compile(e.Schema, schema.CompileOptions{Draft: d, AssertFormat: true}); err == nil {
				check(s, e.ID)
			}
		}
	}
}

// canonHash agrees with canon: values canon calls equal hash equally.
func TestCanonHash(t *testing.T) {
	vals := []any{"a", "b", json.Number("1"), json.Number("1.0"), json.Number("1e0"), json.Number("-0"), json.Number("0"), 1.0, true, false, nil,
		[]any{"a", json.Number("2")}, []any{"a", json.Number("2.00")}, []any{json.Number("2"), "a"},
		map[string]any{"x": "a", "y": json.Number("3")}, map[string]any{"y": json.Number("3.0"), "x": "a"}, map[string]any{"x": "b"}}
	for _, a := range vals {
		for _, b := range vals {
			if canon(a) == canon(b) && canonHash(a) != canonHash(b) {
				t.Errorf("canon(%v) == canon(%v) but hashes differ", a, b)
			}
			if canon(a) != canon(b) && canonHash(a) == canonHash(b) {
				t.Errorf("canon(%v) != canon(%v) but hashes collide", a, b)
			}
		}
	}
}

// stringHash keeps canonHash's values for strings (FNV-1a of 's', the
// bytes and 0xff): the hashes pick which array items count as repeats, so a
// change would change the generated arrays.
func TestStringHash(t *testing.T) {
	for s, want := range map[string]uint64{"abc": 17095847862639787611, "": 637761857196271751} {
		if got := canonHash(s); got != want {
			t.Errorf("canonHash(%q) = %d, want %d", s, got, want)
		}
	}
}

// canonicalOK reports what canonical's ok would be for v at depth,
// without building anything: the reference appendJSONCanon's report is
// checked against.
func canonicalOK(v any, depth int) bool {
	switch x := v.(type) {
	case nil, bool, json.Number, int, int64:
		return true
	case string:
		return utf8.ValidString(x)
	case float64:
		return !math.IsInf(x, 0) && !math.IsNaN(x)
	case []any:
		if depth >= canonDepth {
			return false
		}
		for _, e := range x {
			if !canonicalOK(e, depth+1) {
				return false
			}
		}
		return true
	case map[string]any:
		if depth >= canonDepth {
			return false
		}
		for k, e := range x {
			if !utf8.ValidString(k) || !canonicalOK(e, depth+1) {
				return false
			}
		}
		return true
	}
	return false
}

// appendJSONCanon encodes as appendJSON and reports canonical's ok.
func TestAppendJSONCanon(t *testing.T) {
	deep := any("x")
	for i := 0; i < canonDepth+1; i++ {
		deep = []any{deep}
	}
	vals := []any{nil, true, "a", "\xff", json.Number("1.5"), 2.5, 3, int64(4), []any{"a", "\xfe"}, map[string]any{"\xff": "a"},
		map[string]any{"a": []any{json.Number("1"), map[string]any{"b": nil}}}, []string{"x"}, map[string]any{"a": []int{1}}, deep}
	for _, v := range vals {
		b, ok, err := appendJSONCanon(nil, v, 0)
		want, err2 := appendJSON(nil, v)
		if err != nil || err2 != nil || string(b) != string(want) {
			t.Errorf("%v: appendJSONCanon %q %v, appendJSON %q %v", v, b, err, want, err2)
		}
		if ok != canonicalOK(v, 0) {
			t.Errorf("%.40v: canonical ok %v, want %v", v, ok, canonicalOK(v, 0))
		}
		if _, cok := canonical(v); cok != ok {
			t.Errorf("%.40v: canonical says %v", v, cok)
		}
	}
}
