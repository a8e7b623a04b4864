package synth

import (
	"bytes"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/schema"
)

// Same seed and key, same instances, also for schemas whose compiled
// keywords are Go maps (patternProperties, dependentRequired,
// dependencies): every suite schema, synthesized by several fresh
// generators, gives the same 20 instances each time.
func TestSameSeedSameInstances(t *testing.T) {
	for _, f := range []string{"corpus-2020-12.jsonl", "corpus-draft7.jsonl"} {
		for _, e := range loadSuite(t, f) {
			d, _ := schema.ParseDraft(e.Draft)
			s, err := schema.Compile(e.Schema, schema.CompileOptions{Draft: d, AssertFormat: true})
			if err != nil {
				continue
			}
			var first []byte
			for r := 0; r < 4; r++ {
				g, err := New(s, Options{Seed: 1, Key: e.ID})
				if err != nil {
					break
				}
				var b bytes.Buffer
				for i := 0; i < 20; i++ {
					x, err := g.Next()
					if err != nil {
						b.WriteString("error\n") // the reason names a duration
						continue
					}
					b.Write(x)
					b.WriteByte('\n')
				}
				if r == 0 {
					first = b.Bytes()
				} else if !bytes.Equal(first, b.Bytes()) {
					t.Errorf("%s %s: run %d differs from run 0:\n%s\nvs\n%s", f, e.ID, r, b.Bytes(), first)
					break
				}
			}
		}
	}
}
