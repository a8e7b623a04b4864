package synth

import (
	"bufio"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"sort"
	"testing"
	"time"

	"github.com/mcpgen/mcpgen/pkg/schema"
)

var (
	flagN       = flag.Int("synth.n", 5, "instances per schema in the corpus tests (the targets are measured with 20)")
	flagFigures = flag.Bool("synth.figures", false, "log per-schema failures and the corpus figures")
)

type suiteEntry struct {
	ID     string          `json:"id"`
	Draft  string          `json:"draft"`
	Schema json.RawMessage `json:"schema"`
}

func loadSuite(t testing.TB, name string) []suiteEntry {
	t.Helper()
	f, err := os.Open(filepath.Join("..", "..", "testdata", "json-schema-test-suite", name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []suiteEntry
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		var e suiteEntry
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		out = append(out, e)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

type mcpTool struct {
	Server      string
	Name        string          `json:"name"`
	InputSchema json.RawMessage `json:"inputSchema"`
}

func loadTools(t testing.TB) []mcpTool {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("..", "..", "testdata", "mcp-servers", "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no captured servers: %v", err)
	}
	sort.Strings(files)
	var out []mcpTool
	for _, fn := range files {
		b, err := os.ReadFile(fn)
		if err != nil {
			t.Fatal(err)
		}
		var doc struct {
			Server string    `json:"server"`
			Tools  []mcpTool `json:"tools"`
		}
		if err := json.Unmarshal(b, &doc); err != nil {
			t.Fatalf("%s: %v", fn, err)
		}
		for _, tl := range doc.Tools {
			tl.Server = doc.Server
			out = append(out, tl)
		}
	}
	return out
}

// judge compiles the schema afresh with format assertion and validates
// the instance decoded from its JSON text.
func judge(t testing.TB, s *schema.Schema, inst json.RawMessage) []schema.Violation {
	t.Helper()
	vs, err := s.ValidateJSON(inst)
	if err != nil {
		t.Fatalf("instance is not JSON: %v: %s", err, inst)
	}
	return vs
}

type corpusStats struct {
	schemas, full, errs, over, distinctOK, distinctOf int
	compileErrs                                       int
	capInst, capDistinct                              int // over schemas allowing n distinct
	instances, valid                                  int
	slowest                                           time.Duration
	slowID                                            string
}

func runSuite(t *testing.T, name string, n int) corpusStats {
	var st corpusStats
	for _, e := range loadSuite(t, name) {
		st.schemas++
		d, err := schema.ParseDraft(e.Draft)
		if err != nil {
			t.Fatalf("%s: %v", e.ID, err)
		}
		s, err := schema.Compile(e.Schema, schema.CompileOptions{Draft: d, AssertFormat: true})
		if err != nil {
			// two 2020-12 schemas $ref a remote meta-schema: pkg/schema
			// compiles in a closed world, so they count as failures.
			st.compileErrs++
			t.Logf("%s: %v", e.ID, err)
			continue
		}
		start := time.Now()
		g, err := New(s, Options{Seed: 1, Key: e.ID})
		if err != nil {
			st.errs++
			if *flagFigures {
				t.Logf("%s: %v  schema=%s", e.ID, err, e.Schema)
			}
			continue
		}
		ok := 0
		distinct := map[string]bool{}
		for i := 0; i < n; i++ {
			inst, err := g.Next()
			st.instances++
			if err != nil {
				if *flagFigures {
					t.Logf("%s: %v  schema=%s", e.ID, err, e.Schema)
				}
				break
			}
			if vs := judge(t, s, inst); len(vs) > 0 {
				t.Errorf("%s: invalid instance %s: %v", e.ID, inst, vs)
				continue
			}
			ok++
			st.valid++
			distinct[string(inst)] = true
		}
		el := time.Since(start)
		if el > st.slowest {
			st.slowest, st.slowID = el, e.ID
		}
		if el > DefaultBudget {
			st.over++
		}
		if ok == n {
			st.full++
			switch {
			case len(distinct)*5 >= 4*n:
				st.distinctOf++
				st.distinctOK++
				st.capInst += n
				st.capDistinct += len(distinct)
			case capacity(s, e.ID, 10*n) >= n:
				// the schema allows n distinct instances: count it
				st.distinctOf++
				st.capInst += n
				st.capDistinct += len(distinct)
				if *flagFigures {
					t.Logf("%s: %d/%d distinct  schema=%s", e.ID, len(distinct), n, e.Schema)
				}
			}
		}
	}
	return st
}

// capacity estimates how many distinct instances a schema allows: the
// distinct instances among m from an independent generator (a lower bound).
func capacity(s *schema.Schema, key string, m int) int {
	g, err := New(s, Options{Seed: 99, Key: key})
	if err != nil {
		return 0
	}
	seen := map[string]bool{}
	for i := 0; i < m; i++ {
		inst, err := g.Next()
		if err != nil {
			break
		}
		seen[string(inst)] = true
	}
	return len(seen)
}

// TestSuiteCorpora is the property test: every instance emitted for the
// JSON Schema Test Suite corpora validates after a JSON round trip.
func TestSuiteCorpora(t *testing.T) {
	for _, name := range []string{"corpus-draft7.jsonl", "corpus-2020-12.jsonl"} {
		t.Run(name, func(t *testing.T) {
			st := runSuite(t, name, *flagN)
			t.Logf("%s: %d schemas, %d with %d/%d valid (%.1f%%), %d errors, %d over budget, slowest %s (%s), %d/%d with >=80%% distinct (of those allowing %d distinct; %.1f%% of their instances distinct), %d compile errors",
				name, st.schemas, st.full, *flagN, *flagN, 100*float64(st.full)/float64(st.schemas), st.errs, st.over,
				st.slowest.Round(time.Millisecond), st.slowID, st.distinctOK, st.distinctOf, *flagN, 100*float64(st.capDistinct)/float64(max(st.capInst, 1)), st.compileErrs)
			if float64(st.full) < 0.97*float64(st.schemas) {
				t.Errorf("only %d of %d schemas got %d valid instances", st.full, st.schemas, *flagN)
			}
		})
	}
}

// TestMCPTools requires 20 of 20 valid instances for every tool of the
// captured MCP servers.
func TestMCPTools(t *testing.T) {
	for _, tl := range loadTools(t) {
		s, err := schema.Compile(tl.InputSchema, schema.CompileOptions{AssertFormat: true})
		if err != nil {
			t.Errorf("%s/%s: compile: %v", tl.Server, tl.Name, err)
			continue
		}
		g, err := New(s, Options{Seed: 7, Key: tl.Server + "/" + tl.Name, Topic: tl.Name})
		if err != nil {
			t.Errorf("%s/%s: %v", tl.Server, tl.Name, err)
			continue
		}
		for i := 0; i < 20; i++ {
			inst, err := g.Next()
			if err != nil {
				t.Errorf("%s/%s: instance %d: %v", tl.Server, tl.Name, i, err)
				break
			}
			if vs := judge(t, s, inst); len(vs) > 0 {
				t.Errorf("%s/%s: invalid %s: %v", tl.Server, tl.Name, inst, vs)
			}
			if *flagFigures && i < 2 {
				t.Logf("%s/%s: %s", tl.Server, tl.Name, inst)
			}
		}
	}
}
