package synth

import (
	"bytes"
	"math/rand"
	"path/filepath"
	"testing"
	"time"

	"github.com/mcpgen/mcpgen/internal/testenv"
	"github.com/mcpgen/mcpgen/pkg/role"
	"github.com/mcpgen/mcpgen/pkg/schema"
)

// Skipping the fix-ups an object's property names rule out changes no
// instance: every tool of the captured servers and of testdata/valuefit,
// with its name, description and server as generate gives them, makes the
// same 60 instances with every fix-up run on every object (fixesAll) as
// with the fix-ups its plan keeps.
func TestFixStepsSkipNothing(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "mcp-servers", "*.json"))
	more, _ := filepath.Glob(filepath.Join("testdata", "valuefit", "*.json"))
	files = append(files, more...)
	if len(files) < 20 {
		t.Fatalf("only %d tools files", len(files))
	}
	skipped := 0
	for _, file := range files {
		f, tools := testenv.DecodeTools[role.ServerTool](t, file)
		srv := role.NewServer(f.Server+f.ServerInfo, tools)
		for _, tl := range tools {
			s, err := schema.Compile(tl.InputSchema, schema.CompileOptions{AssertFormat: true})
			if err != nil {
				continue
			}
			opts := Options{Seed: 3, Key: tl.Name, RootObject: true, Topic: tl.Name, About: tl.Description, Server: srv}
			planned := fixRun(t, s, opts, false)
			if all := fixRun(t, s, opts, true); !bytes.Equal(planned, all) {
				t.Errorf("%s %s: the planned fix-ups make other instances than all of them:\n%s\nvs\n%s", file, tl.Name, planned, all)
			}
			skipped++
		}
	}
	if skipped < 250 {
		t.Errorf("only %d tools compared", skipped)
	}
}

// fixRun returns 60 instances of s, one a line, with every fix-up run on
// every object when all is set.
func fixRun(t *testing.T, s *schema.Schema, opts Options, all bool) []byte {
	t.Helper()
	defer func(was bool) { fixesAll = was }(fixesAll)
	fixesAll = all
	g, err := New(s, opts)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	for i := 0; i < 60; i++ {
		x, err := g.Next()
		if err != nil {
			b.WriteString("error\n") // the reason may name a duration
			continue
		}
		b.Write(x)
		b.WriteByte('\n')
	}
	return b.Bytes()
}

// A plan keeps the fix-ups its property names allow and no other: a
// search tool's object runs none of those for files, forms or pipelines,
// and one with the keys of a file edit runs fixEdits and fixContents.
func TestPlanFixes(t *testing.T) {
	if len(fixSteps) > 64 {
		t.Fatalf("%d fix-ups do not fit a fixMask", len(fixSteps))
	}
	search := fixesFor([]string{"count", "offset", "query"})
	edit := fixesFor([]string{"content", "dryRun", "edits", "path"})
	for i := range fixSteps {
		on := func(m fixMask) bool { return m&(1<<uint(i)) != 0 }
		if fixSteps[i].can == nil && (!on(search) || !on(edit)) {
			t.Errorf("fixSteps[%d] has no condition and is skipped", i)
		}
	}
	if n := popCount(search); n != 0 {
		t.Errorf("a search object runs %d fix-ups, want 0", n)
	}
	if n := popCount(edit); n < 3 || n > 6 {
		t.Errorf("a file edit object runs %d fix-ups, want 3–6", n)
	}
	if edit&(1<<1) == 0 || edit&(1<<2) == 0 {
		t.Errorf("a file edit object does not run fixContents and fixEdits (fixSteps[1], [2])")
	}
}

// popCount returns how many fix-ups m runs.
func popCount(m fixMask) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}

// mayParseDate is false only for strings no layout of whenOf or parseWhen
// reads: dates, date-times, a signed year and 20,000 random strings of
// date characters.
func TestMayParseDate(t *testing.T) {
	layouts := append([]string{"2006-01-02T15:04:05Z"}, whenLayouts...)
	cases := []string{"2024-01-31", "2024-01-31T23:59:59", "2026-01-26T13:30:00Z", "+999-01-02", "-999-01-02", "2024-01-31T23:59:59.5", "2024-1-31", "hello"}
	r := rand.New(rand.NewSource(1))
	const chars = "0123456789-+T:Z. "
	for i := 0; i < 20000; i++ {
		b := []byte("2024-01-31T23:59:59Z")[:8+r.Intn(13)]
		for n := r.Intn(3); n > 0; n-- {
			b[r.Intn(len(b))] = chars[r.Intn(len(chars))]
		}
		cases = append(cases, string(b))
	}
	parsed := 0
	for _, s := range cases {
		for _, l := range layouts {
			if _, err := time.Parse(l, s); err == nil {
				parsed++
				if !mayParseDate(s) {
					t.Errorf("mayParseDate(%q) = false, but layout %q reads it", s, l)
				}
			}
		}
	}
	if parsed < 500 {
		t.Errorf("only %d parses: the cases test little", parsed)
	}
}
