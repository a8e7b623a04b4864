package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/schema"
	"github.com/mcpgen/mcpgen/pkg/synth"
)

// TestGenericRequestsReadNaturally renders the generic template for the
// filesystem and GitHub tools (no server folder, so no per-tool file
// applies) and checks that the request neither copies description
// boilerplate nor names a path or query argument before its value.
func TestGenericRequestsReadNaturally(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	r := set.NewRenderer()
	for _, corpus := range []string{"filesystem.json", "github.json"} {
		_, tools := loadCorpus(t, corpus)
		for _, tl := range tools {
			b, err := set.For(ToolInfo{Name: tl.Name, Description: tl.Description, InputSchema: tl.InputSchema})
			if err != nil {
				t.Fatal(err)
			}
			if !b.Generic {
				continue
			}
			sc, err := schema.Compile(tl.InputSchema, schema.CompileOptions{})
			if err != nil {
				t.Fatal(err)
			}
			g, err := synth.New(sc, synth.Options{Seed: 2, Key: tl.Name})
			if err != nil {
				t.Fatal(err)
			}
			patterns := map[string]bool{}
			for i := 0; i < 12; i++ {
				raw, err := g.Next()
				if err != nil {
					t.Fatal(err)
				}
				args, err := DecodeArgs(raw)
				if err != nil {
					t.Fatal(err)
				}
				text, variant, err := r.Request(b, rand.New(rand.NewPCG(uint64(i), 4)), i, args)
				if err != nil {
					t.Fatal(err)
				}
				patterns[variant] = true
				low := strings.ToLower(text)
				for _, bad := range []string{"detailed listing", "a specified path", "with path ", "with q ", "with query ", "set to"} {
					if strings.Contains(low, bad) {
						t.Errorf("%s: request has %q: %s", tl.Name, bad, text)
					}
				}
				if i < 2 && testing.Verbose() {
					t.Logf("%s %s\n    → %s", tl.Name, raw, text)
				}
			}
			if len(patterns) < 6 {
				t.Errorf("%s: %d sentence patterns in 12 requests", tl.Name, len(patterns))
			}
		}
	}
}

// TestPerToolTemplatesHaveTenVariants: every per-tool template of the
// filesystem and example servers holds at least ten request variants, and
// 30 synthesized calls of each tool use at least eight of them.
func TestPerToolTemplatesHaveTenVariants(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	r := set.NewRenderer()
	for _, corpus := range []string{"filesystem.json", "example.json"} {
		si, tools := loadCorpus(t, corpus)
		for _, tl := range tools {
			b, err := set.For(info(si, tl))
			if err != nil {
				t.Fatal(err)
			}
			if b.Generic {
				t.Errorf("%s: no template of its own", tl.Name)
				continue
			}
			if n := len(b.Request.Sections[SectionRequest]); n < 10 {
				t.Errorf("%s: %d request variants in %s, want at least 10", tl.Name, n, b.Request.Rel)
			}
			sc, err := schema.Compile(tl.InputSchema, schema.CompileOptions{})
			if err != nil {
				t.Fatal(err)
			}
			g, err := synth.New(sc, synth.Options{Seed: 5, Key: tl.Name})
			if err != nil {
				t.Fatal(err)
			}
			used := map[string]bool{}
			for i := 0; i < 30; i++ {
				raw, err := g.Next()
				if err != nil {
					t.Fatal(err)
				}
				args, err := DecodeArgs(raw)
				if err != nil {
					t.Fatal(err)
				}
				_, variant, err := r.Request(b, rand.New(rand.NewPCG(uint64(i), 6)), i, args)
				if err != nil {
					t.Fatal(err)
				}
				used[variant] = true
			}
			if len(used) < 8 {
				t.Errorf("%s: 30 calls used %d variants", tl.Name, len(used))
			}
		}
	}
}
