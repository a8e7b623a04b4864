package prompt

import (
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"
	"text/template"
)

// genericCalls returns, for every captured tool bound to the generic
// template, its binding and per synthesized argument objects.
func genericCalls(t testing.TB, set *Set, per int) (binds []*Binding, calls [][]map[string]any) {
	t.Helper()
	corpora, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "mcp-servers", "*.json"))
	for _, c := range corpora {
		serverInfo, tools := loadCorpus(t, filepath.Base(c))
		for _, tl := range tools {
			b, err := set.For(ToolInfo{ServerInfo: serverInfo, Name: tl.Name, Title: tl.Title, Description: tl.Description,
				InputSchema: tl.InputSchema})
			if err != nil {
				t.Fatal(err)
			}
			if !b.Generic {
				continue
			}
			g := seededGen(t, tl.InputSchema, tl.Name)
			var as []map[string]any
			for i := 0; i < per; i++ {
				raw, err := g.Next()
				if err != nil {
					t.Fatal(err)
				}
				args, err := DecodeArgs(raw)
				if err != nil {
					t.Fatal(err)
				}
				as = append(as, args)
			}
			binds, calls = append(binds, b), append(calls, as)
		}
	}
	return binds, calls
}

// Every variant of _generic.tmpl is read as one {{.Ask "kind"}}, and
// the requests rendered by calling Ask directly are those text/template
// renders: same text, same variant, for every captured generic tool and
// some of its calls, with no argument, and with some arguments dropped;
// where Ask panics (an owner without its repository), the same error, the
// record's source drawn as far.
func TestAskOnlyRendersAsTemplate(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	binds, calls := genericCalls(t, set, 6)
	if len(binds) < 50 {
		t.Fatalf("only %d generic tools in testdata/mcp-servers", len(binds))
	}
	fast, slow := set.NewRenderer(), set.NewRenderer()
	slow.templateOnly = true
	for k, b := range binds {
		if k == 0 {
			f := b.Request
			for _, v := range f.Sections[SectionRequest] {
				if t0, _ := fast.tmpl(f); !readAskVariant(t0.Lookup(v.Name)).ok {
					t.Errorf("%s is not read as one {{.Ask}}", v.Name)
				}
			}
		}
		for i, args := range append(calls[k], nil, map[string]any{}) {
			if i%2 == 1 && len(args) > 1 {
				// a partial call, as clarify records render: one
				// argument left out
				part := map[string]any{}
				for j, p := range b.params {
					if v, ok := args[p.Name]; ok && j != i/2%len(b.params) {
						part[p.Name] = v
					}
				}
				args = part
			}
			rng := rand.New(rand.NewPCG(hashString(b.Tool.Name), uint64(i)))
			text, variant, err := fast.Request(b, rng, i, args)
			rng2 := rand.New(rand.NewPCG(hashString(b.Tool.Name), uint64(i)))
			want, wantVariant, wantErr := slow.Request(b, rng2, i, args)
			// the record's source is left as the template leaves it (a
			// caller tries again with it after an error)
			if rng.Uint64() != rng2.Uint64() {
				t.Errorf("%s call %d: Ask directly leaves the source elsewhere than the template", b.Tool.Name, i)
			}
			if text != want || variant != wantVariant || (err == nil) != (wantErr == nil) || err != nil && err.Error() != wantErr.Error() {
				t.Errorf("%s call %d: Ask directly gives %q (%s, %v), the template %q (%s, %v)", b.Tool.Name, i, text, variant, err,
					want, wantVariant, wantErr)
			}
		}
	}
}

// A variant with anything besides one {{.Ask "kind"}} and text is left to
// text/template.
func TestReadAskVariant(t *testing.T) {
	for _, c := range []struct {
		src  string
		ok   bool
		want askVariant
	}{
		{`{{.Ask "need"}}`, true, askVariant{ok: true, kind: "need"}},
		{"Hi. {{.Ask \"terse\"}}\n", true, askVariant{ok: true, before: "Hi. ", kind: "terse", after: "\n"}},
		{`{{.Ask "need"}} {{.Ask "terse"}}`, false, askVariant{}},
		{`{{.Ask "need" | lower}}`, false, askVariant{}},
		{`{{$x := .Ask "need"}}{{$x}}`, false, askVariant{}},
		{`{{.Tool.Name}}`, false, askVariant{}},
		{`{{if .Set}}{{.Ask "need"}}{{end}}`, false, askVariant{}},
		{`plain text`, false, askVariant{}},
	} {
		tm, err := template.New("x").Funcs(stubFuncs()).Parse(c.src)
		if err != nil {
			t.Fatal(err)
		}
		if got := readAskVariant(tm); got != c.want || got.ok != c.ok {
			t.Errorf("readAskVariant(%q) = %+v, want %+v", c.src, got, c.want)
		}
	}
}

// BenchmarkGenericRequest renders generic requests for the captured tools
// that have no template of their own (the generic path most users get).
//
//	go test -run '^$' -bench GenericRequest ./pkg/prompt
func BenchmarkGenericRequest(b *testing.B) {
	set, err := Load()
	if err != nil {
		b.Fatal(err)
	}
	binds, calls := genericCalls(b, set, 20)
	r := set.NewRenderer()
	rng := rand.New(rand.NewPCG(1, 2))
	n := 0
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for k, bd := range binds {
			for j, args := range calls[k] {
				if _, _, err := r.Request(bd, rng, j, args); err != nil && !strings.Contains(err.Error(), "error calling Ask") {
					b.Fatal(err)
				}
				n++
			}
		}
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "requests/s")
}

// What is read once per parameter (whether it takes ids, its name and
// description lower-cased) is what reading it each time gives.
func TestParamFactsCached(t *testing.T) {
	corpora, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "mcp-servers", "*.json"))
	for _, c := range corpora {
		_, tools := loadCorpus(t, filepath.Base(c))
		for _, tl := range tools {
			ps, err := toolParams(tl.InputSchema)
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range ps {
				for range 2 {
					if got, want := p.takesIDs(), takesIDs(p); got != want {
						t.Errorf("takesIDs(%s) = %v, want %v", p.Name, got, want)
					}
					if got, want := p.lowerNameDesc(), strings.ToLower(p.Name+" "+p.Description); got != want {
						t.Errorf("lowerNameDesc(%s) = %q, want %q", p.Name, got, want)
					}
				}
			}
		}
	}
}

// verbPlusS is the comparison with v+"s" and v+"es" it replaces.
func TestVerbPlusS(t *testing.T) {
	for _, f := range []string{"", "s", "es", "gets", "getes", "get", "getss", "sets", "emulates", "emulatees", "fixes"} {
		for _, v := range []string{"", "get", "emulate", "fix", "se"} {
			if got, want := verbPlusS(f, v), f == v+"s" || f == v+"es"; got != want {
				t.Errorf("verbPlusS(%q, %q) = %v, want %v", f, v, got, want)
			}
		}
	}
}

// objectHead and objectNoun, which read words without splitting, give
// what splitting the lower-cased object gives.
func TestObjectHeadNounAsSplit(t *testing.T) {
	descs, params, humans := corpusTexts(t)
	texts := append(append(append([]string{"", " ", "a new Pull Request", "the Pull request of a repo", "Issues of acme",
		"of things", "an item. and more", "\u212aELVIN of x", "x\u00a0Of y"}, descs...), params...), humans...)
	for _, s := range texts {
		w := strings.Fields(strings.ToLower(s))
		for i, x := range w {
			if i > 0 && (prepositions[x] || x == "of" || x == "and" || x == "or") {
				w = w[:i]
				break
			}
		}
		want := ""
		if n := len(w); n > 1 && w[n-2] == "pull" && w[n-1] == "request" {
			want = "pr"
		} else if n > 0 {
			want = strings.Trim(w[n-1], ".,;:")
		}
		if got := objectHead(s); got != want {
			t.Errorf("objectHead(%q) = %q, want %q", s, got, want)
		}
		w = strings.Fields(strings.ToLower(s))
		for i, x := range w {
			if x == "of" && i > 0 {
				w = w[:i]
				break
			}
		}
		wantNoun := "result"
		if len(w) > 0 {
			n := w[len(w)-1]
			if strings.HasSuffix(n, "s") && !strings.HasSuffix(n, "ss") {
				n = strings.TrimSuffix(n, "s")
				if strings.HasSuffix(n, "ie") {
					n = strings.TrimSuffix(n, "ie") + "y"
				}
			}
			wantNoun = n
		}
		if got := objectNoun(intent{Object: s}); got != wantNoun {
			t.Errorf("objectNoun(%q) = %q, want %q", s, got, wantNoun)
		}
	}
}
