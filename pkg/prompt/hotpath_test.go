package prompt

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
	"github.com/mcpgen/mcpgen/pkg/schema"
	"github.com/mcpgen/mcpgen/pkg/synth"
)

// hotTexts are texts the byte scans below read: requests, descriptions and
// names of the captured servers, and edge cases (curly quotes, runes
// that are spaces, bytes that are not UTF-8).
func hotTexts(t *testing.T) []string {
	t.Helper()
	out := []string{"", " ", "a", "  trailing  ", "tab\there", "nbsp\u00a0end", "end\u00a0", "ideographic\u3000space",
		"curly “quote” and \"straight\" and `code`", "bad \xe2\x80 byte \xe2“x”", "\xff\xfe", "o’clock don't",
		"x\u0085y", "é accent last wordé", "two  words", "word\n"}
	for _, src := range actSources(t) {
		for _, tl := range src.tools {
			out = append(out, tl.Name, tl.Description, Humanize(tl.Name))
		}
	}
	return out
}

// quoteAt finds what strings.IndexAny(line, "\"`“") finds.
func TestQuoteAtIsIndexAny(t *testing.T) {
	for _, s := range hotTexts(t) {
		for i := range len(s) + 1 {
			if got, want := quoteAt(s[i:]), strings.IndexAny(s[i:], "\"`“"); got != want {
				t.Fatalf("quoteAt(%q) = %d, want %d", s[i:], got, want)
			}
		}
	}
}

// lastField returns the last of strings.Fields.
func TestLastFieldIsLastOfFields(t *testing.T) {
	for _, s := range hotTexts(t) {
		for i := range len(s) + 1 {
			f := strings.Fields(s[i:])
			got, ok := lastField(s[i:])
			if ok != (len(f) > 0) || ok && got != f[len(f)-1] {
				t.Fatalf("lastField(%q) = %q, %v; Fields = %q", s[i:], got, ok, f)
			}
		}
	}
}

// holdsWord reads the words strings.FieldsFunc splits on a-z and 0-9.
func TestHoldsWordReadsFieldsFuncWords(t *testing.T) {
	ref := func(text string, words []string) bool {
		for _, w := range strings.FieldsFunc(text, func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9') }) {
			for _, k := range words {
				if w == k {
					return true
				}
			}
		}
		return false
	}
	keys := append([]string{"é", "accent", "end", "2"}, geoKeys...)
	for _, s := range hotTexts(t) {
		l := strings.ToLower(s)
		for _, k := range keys {
			if got, want := holdsWord(l, []string{k}), ref(l, []string{k}); got != want {
				t.Fatalf("holdsWord(%q, %q) = %v, want %v", l, k, got, want)
			}
		}
	}
}

// turn picks what vary picks for the slot of its forms each ended by a 0
// byte, record after record.
func TestTurnIsVaryOfItsForms(t *testing.T) {
	forms := [][]string{{"a", "b"}, {"saying x", "that reads x", "reading x"}, {"", "one", "two", "three", "four", "five"}}
	for _, f := range forms {
		var slot strings.Builder
		for _, s := range f {
			slot.WriteString(s)
			slot.WriteByte(0)
		}
		for i := range 24 {
			st := &funcState{data: &Data{Tool: ToolData{Server: "srv", Name: "tool"}, Index: i}}
			if got, want := st.turn(f...), st.vary(slot.String(), f...); got != want {
				t.Fatalf("turn(%q) at %d = %q, vary = %q", f, i, got, want)
			}
		}
	}
}

// Unsaid reads every key of a call from one echoData: phrasing a key
// leaves the arguments as they were, so each key's answer is the one a
// fresh echoData gives. Checked on the calls synth draws for the generic
// tools of the captured servers and testdata/acts.
func TestEchoedKeySharesEchoData(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	compared := 0
	for _, src := range actSources(t) {
		st := make([]role.ServerTool, len(src.tools))
		for i, tl := range src.tools {
			st[i] = role.ServerTool{Name: tl.Name, Title: tl.Title, Description: tl.Description, InputSchema: tl.InputSchema}
		}
		peers := role.NewServer(src.info, st)
		for _, tl := range src.tools {
			b, err := set.For(ToolInfo{ServerInfo: src.info, Name: tl.Name, Title: tl.Title, Description: tl.Description,
				InputSchema: tl.InputSchema, Peers: peers, Effect: EffectOf(&tl)})
			if err != nil || !b.Generic {
				continue
			}
			sc, err := schema.Compile(tl.InputSchema, schema.CompileOptions{})
			if err != nil {
				continue
			}
			g, err := synth.New(sc, synth.Options{Seed: 5, Key: tl.Name})
			if err != nil {
				continue
			}
			for range 3 {
				raw, err := g.Next()
				if err != nil {
					t.Fatal(err)
				}
				args, err := DecodeArgs(raw)
				if err != nil {
					t.Fatal(err)
				}
				var shared *Data
				for _, p := range b.params {
					if _, ok := args[p.Name]; !ok {
						continue
					}
					var fresh *Data
					if got, want := b.echoedKey(p, args, &shared), b.echoedKey(p, args, &fresh); got != want {
						t.Fatalf("%s %s: echoedKey with the call's echoData = %v, with its own = %v", tl.Name, p.Name, got, want)
					}
					compared++
				}
			}
		}
	}
	if compared < 500 {
		t.Fatalf("only %d keys compared", compared)
	}
}

// rowShapeOf reads what enumsOf, requiredOf and propertyOrder read of
// each parameter's schema, on the tools of the captured servers and
// testdata/acts, and gives the same again from memory.
func TestRowShapeOfReadsTheSchema(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	rows := 0
	for _, src := range actSources(t) {
		for _, tl := range src.tools {
			b, err := set.For(ToolInfo{ServerInfo: src.info, Name: tl.Name, Description: tl.Description, InputSchema: tl.InputSchema})
			if err != nil {
				continue
			}
			for _, p := range b.params {
				for range 2 {
					got := p.rowShapeOf()
					if !reflect.DeepEqual(got.enums, enumsOf(p.schema)) || !slices.Equal(got.req, requiredOf(p.schema)) ||
						!slices.Equal(got.order, propertyOrder(p.schema)) {
						t.Fatalf("%s %s: rowShapeOf = %+v", tl.Name, p.Name, got)
					}
				}
				if len(p.rowShapeOf().order) > 0 {
					rows++
				}
			}
		}
	}
	if rows == 0 {
		t.Fatal("no parameter with members read")
	}
}
