package synth

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/mcpgen/mcpgen/pkg/schema"
)

// FuzzSynth: schema bytes → New/Next never panic, never return an invalid
// instance, and each Next respects its budget (with slack for a loaded
// machine). Seeds are the suite corpora and a few hand-written schemas.
//
//	go test -run '^$' -fuzz FuzzSynth -fuzztime 30s ./pkg/synth
func FuzzSynth(f *testing.F) {
	for _, s := range []string{`{}`, `true`, `{"type":"integer","minimum":5,"maximum":3}`,
		`{"type":"string","pattern":"^[a-z]{2,4}\\d$"}`, `{"type":"array","items":{"$ref":"#"},"maxItems":2}`,
		`{"anyOf":[{"type":"null"},{"type":"object","required":["a"]}]}`} {
		f.Add([]byte(s))
	}
	for _, name := range []string{"corpus-draft7.jsonl", "corpus-2020-12.jsonl"} {
		fh, err := os.Open(filepath.Join("..", "..", "testdata", "json-schema-test-suite", name))
		if err != nil {
			f.Fatal(err)
		}
		sc := bufio.NewScanner(fh)
		sc.Buffer(make([]byte, 1<<20), 1<<24)
		for i := 0; sc.Scan(); i++ {
			var e suiteEntry
			if json.Unmarshal(sc.Bytes(), &e) == nil && i%4 == 0 {
				f.Add([]byte(e.Schema))
			}
		}
		fh.Close()
	}
	const budget = 300 * time.Millisecond
	f.Fuzz(func(t *testing.T, raw []byte) {
		s, err := schema.Compile(raw, schema.CompileOptions{AssertFormat: true})
		if err != nil {
			return
		}
		g, err := New(s, Options{Seed: 1, Budget: budget})
		if err != nil {
			return
		}
		for i := 0; i < 3; i++ {
			start := time.Now()
			inst, err := g.Next()
			if el := time.Since(start); el > 10*budget+2*time.Second {
				t.Fatalf("Next took %s with a %s budget", el, budget)
			}
			if err != nil {
				return
			}
			vs, derr := s.ValidateJSON(inst)
			if derr != nil || len(vs) > 0 {
				t.Fatalf("invalid instance %s: %v %v", inst, derr, vs)
			}
		}
	})
}
