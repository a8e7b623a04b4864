package synth

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v5"

	"github.com/mcpgen/mcpgen/pkg/schema"
)

// fastValid agrees with the library wherever it decides: on every
// subschema of the captured tools and of the JSON Schema Test Suite
// corpora, against generated instances, their parts, variants of them
// (a member removed, a member replaced by each JSON type) and fixed
// probes of every type.
func TestFastValidAgreesWithLibrary(t *testing.T) {
	type target struct {
		id string
		s  *schema.Schema
	}
	var targets []target
	for _, tl := range loadTools(t) {
		s, err := schema.Compile(tl.InputSchema, schema.CompileOptions{AssertFormat: true})
		if err != nil {
			t.Fatalf("%s/%s: %v", tl.Server, tl.Name, err)
		}
		targets = append(targets, target{tl.Server + "/" + tl.Name, s})
	}
	for _, file := range []string{"corpus-2020-12.jsonl", "corpus-draft7.jsonl"} {
		for _, e := range loadSuite(t, file) {
			d, err := schema.ParseDraft(e.Draft)
			if err != nil {
				continue
			}
			s, err := schema.Compile(e.Schema, schema.CompileOptions{Draft: d, AssertFormat: true})
			if err != nil {
				continue
			}
			targets = append(targets, target{file + ":" + e.ID, s})
		}
	}
	probes := []any{nil, true, false, "", "a", "héllo wörld", "2026-01-02", "https://example.com/x", json.Number("0"), json.Number("-3"),
		json.Number("2.5"), json.Number("1e2"), json.Number("1"), json.Number("15"), json.Number("100"), json.Number("1000000"), 7.25, 15.0, 3, []any{}, []any{"a", json.Number("1")}, []any{"a", "a"}, map[string]any{},
		map[string]any{"a": "b"}, map[string]any{"name": json.Number("1"), "x": nil}, []string{"not", "json"}}
	decided, pairs := 0, 0
	for _, tg := range targets {
		var insts []any
		if g, err := New(tg.s, Options{Seed: 3, Key: tg.id, RootObject: true}); err == nil {
			for i := 0; i < 6; i++ {
				_, v, err := g.NextValue()
				if err != nil {
					break
				}
				insts = append(insts, v)
			}
		}
		var parts []any
		for _, v := range insts {
			parts = appendParts(parts, v, 40)
		}
		var roots []any
		roots = append(roots, insts...)
		for _, v := range insts {
			roots = append(roots, variants(v, probes)...)
		}
		check := func(s *jsonschema.Schema, v any) {
			pairs++
			ok, known := fastValid(s, v, 0)
			if !known {
				return
			}
			decided++
			if want := libValid(s, v); ok != want {
				t.Errorf("%s: schema %s, value %s: fastValid %v, library %v", tg.id, s.Location, show(v), ok, want)
			}
		}
		for _, v := range append(roots, probes...) {
			check(tg.s.Lib(), v)
		}
		for _, sub := range subschemas(tg.s.Lib(), 300) {
			for _, v := range append(parts, probes...) {
				check(sub, v)
			}
		}
	}
	if decided < pairs/2 {
		t.Errorf("fastValid decided only %d of %d checks", decided, pairs)
	}
	t.Logf("%d schemas, %d checks, %d decided by fastValid", len(targets), pairs, decided)
}

func show(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprintf("%#v", v)
	}
	return string(b)
}

// appendParts appends v and its nested values, up to max in all.
func appendParts(out []any, v any, max int) []any {
	if len(out) >= max {
		return out
	}
	out = append(out, v)
	switch x := v.(type) {
	case []any:
		for _, e := range x {
			out = appendParts(out, e, max)
		}
	case map[string]any:
		for _, k := range sortedKeys(x) {
			out = appendParts(out, x[k], max)
		}
	}
	return out
}

// variants returns copies of an object v with one member removed, and with
// one member replaced by each probe.
func variants(v any, probes []any) []any {
	m, ok := v.(map[string]any)
	if !ok {
		return nil
	}
	var out []any
	for _, k := range sortedKeys(m) {
		cp := make(map[string]any, len(m))
		for k2, e := range m {
			if k2 != k {
				cp[k2] = e
			}
		}
		out = append(out, cp)
		for _, p := range probes {
			cp := make(map[string]any, len(m))
			for k2, e := range m {
				cp[k2] = e
			}
			cp[k] = p
			out = append(out, cp)
		}
	}
	cp := make(map[string]any, len(m)+1)
	for k2, e := range m {
		cp[k2] = e
	}
	cp["zz_extra"] = "x"
	return append(out, cp)
}

// subschemas lists s and the schemas it reaches, up to max, in a fixed
// order.
func subschemas(s *jsonschema.Schema, max int) []*jsonschema.Schema {
	seen := map[*jsonschema.Schema]bool{}
	var out []*jsonschema.Schema
	var walk func(s *jsonschema.Schema)
	walk = func(s *jsonschema.Schema) {
		if s == nil || seen[s] || len(out) >= max {
			return
		}
		seen[s] = true
		out = append(out, s)
		for _, k := range []*jsonschema.Schema{s.Ref, s.Not, s.If, s.Then, s.Else, s.PropertyNames, s.Items2020, s.Contains} {
			walk(k)
		}
		for _, l := range [][]*jsonschema.Schema{s.AllOf, s.AnyOf, s.OneOf, s.PrefixItems} {
			for _, k := range l {
				walk(k)
			}
		}
		if it, ok := s.Items.(*jsonschema.Schema); ok {
			walk(it)
		}
		if ap, ok := s.AdditionalProperties.(*jsonschema.Schema); ok {
			walk(ap)
		}
		names := make([]string, 0, len(s.Properties))
		for k := range s.Properties {
			names = append(names, k)
		}
		sort.Strings(names)
		for _, k := range names {
			walk(s.Properties[k])
		}
		var pats []string
		byPat := map[string]*jsonschema.Schema{}
		for re, ps := range s.PatternProperties {
			pats = append(pats, re.String())
			byPat[re.String()] = ps
		}
		sort.Strings(pats)
		for _, p := range pats {
			walk(byPat[p])
		}
	}
	walk(s)
	return out
}

// The whole-instance check of a generator with fastValid gives the same
// instances as the library alone (Paranoid generators always ask the
// library), on the captured tools and the Test Suite corpora.
func TestFastValidSameInstances(t *testing.T) {
	type target struct {
		key string
		s   *schema.Schema
	}
	var targets []target
	for _, tl := range loadTools(t) {
		s, err := schema.Compile(tl.InputSchema, schema.CompileOptions{AssertFormat: true})
		if err != nil {
			t.Fatal(err)
		}
		targets = append(targets, target{tl.Server + "/" + tl.Name, s})
	}
	for _, file := range []string{"corpus-2020-12.jsonl", "corpus-draft7.jsonl"} {
		for _, e := range loadSuite(t, file) {
			d, err := schema.ParseDraft(e.Draft)
			if err != nil {
				continue
			}
			if s, err := schema.Compile(e.Schema, schema.CompileOptions{Draft: d, AssertFormat: true}); err == nil {
				targets = append(targets, target{e.ID, s})
			}
		}
	}
	for _, tg := range targets {
		a, errA := New(tg.s, Options{Seed: 5, Key: tg.key})
		b, errB := New(tg.s, Options{Seed: 5, Key: tg.key, Paranoid: true})
		if errA != nil || errB != nil {
			continue // unsatisfiable
		}
		var sa, sb strings.Builder
		for i := 0; i < 20; i++ {
			x, errX := a.Next()
			y, errY := b.Next()
			if (errX == nil) != (errY == nil) {
				t.Fatalf("%s: %v / %v", tg.key, errX, errY)
			}
			sa.Write(x)
			sb.Write(y)
		}
		if sa.String() != sb.String() {
			t.Errorf("%s: instances differ with and without the library's whole-instance check", tg.key)
		}
	}
}
