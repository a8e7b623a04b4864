package synth

import (
	"reflect"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
	"github.com/mcpgen/mcpgen/pkg/schema"
)

// memoGen returns a generator for a small invented booking tool.
func memoGen(t *testing.T) *Generator {
	t.Helper()
	s, err := schema.Compile([]byte(`{"type":"object","properties":{
		"query":{"type":"string","description":"Owner name, dog name, phone or booking reference"},
		"kennel_code":{"type":"string","description":"Kennel code, e.g. 'KN-104' or 'KN-220'"},
		"special_requests":{"type":"string"}}}`), schema.CompileOptions{})
	if err != nil {
		t.Fatal(err)
	}
	g, err := New(s, Options{Seed: 1, Topic: "book_stay", About: "Books a stay at a dog kennel"})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestValueMemo: what the value functions read of a property's words
// (searchKeys, noteKindOf, placeLookup, statedCode) is the same read
// through the generator's memo, and is read once: the next reads of the
// same property allocate nothing.
func TestValueMemo(t *testing.T) {
	g := memoGen(t)
	desc := "Owner name, dog name, phone or booking reference"
	if got, want := g.searchKeysOf(desc), searchKeys(desc); !reflect.DeepEqual(got, want) || len(want) < 2 {
		t.Errorf("searchKeysOf = %q, want %q (two kinds of keys or more)", got, want)
	}
	h := hint{name: "special_requests", parent: "", desc: ""}
	if got, want := g.noteKindOfHint(h, 'c'), noteKindOf(h, g.opts.Topic, g.opts.About, 'c'); got != want {
		t.Errorf("noteKindOfHint = %v, want %v", got, want)
	}
	addr := hint{name: "destination", desc: "Where to route to"}
	if got, want := g.placeLookupOf(addr), g.placeLookup(addr); got != want {
		t.Errorf("placeLookupOf = %v, want %v", got, want)
	}
	code := "Kennel code, e.g. 'KN-104' or 'KN-220'"
	if got, ok := g.statedCodes(code); !ok || got != [2]string{"KN-104", "KN-220"} {
		t.Errorf("statedCodes = %q, %v, want [KN-104 KN-220], true", got, ok)
	}
	if _, ok := g.statedCodes("A free-text note"); ok {
		t.Errorf("statedCodes of a description stating no code: ok, want none")
	}
	docs := "Search the Kennel documentation with a question"
	if !g.searchesDocs(docs) || g.searchesDocs(desc) {
		t.Errorf("searchesDocs: a documentation search's description not told from a booking search's")
	}
	allocs := testing.AllocsPerRun(50, func() {
		g.searchesDocs(docs)
		g.searchKeysOf(desc)
		g.noteKindOfHint(h, 'c')
		g.placeLookupOf(addr)
		g.statedCodes(code)
	})
	if allocs != 0 {
		t.Errorf("reading a property's words again made %v allocations, want 0", allocs)
	}
}

// TestPersonTextOtherNames: a property named neither after a person nor
// a title ("kennel_code") is answered from its name alone, without
// lower-casing its description for every value.
func TestPersonTextOtherNames(t *testing.T) {
	g := memoGen(t)
	r := &role.Role{Kind: role.Text}
	h := hint{name: "kennel_code", desc: "Kennel Code Of The Stay, As Printed On The Booking"}
	if v, ok := g.personText(r, h); ok {
		t.Fatalf("personText(kennel_code) = %q, want none", v)
	}
	if n := testing.AllocsPerRun(50, func() { g.personText(r, h) }); n > 1 {
		t.Errorf("personText of another name made %v allocations, want at most 1 (its name's words)", n)
	}
}
