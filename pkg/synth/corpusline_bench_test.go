package synth

import (
	"encoding/json"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/schema"
)

// BenchmarkCorpusLines does the work of `mcpgen synth --corpus` on the
// captured MCP tools with -n 1000 and one worker, one tool an iteration:
// compile the schema, make a generator keyed and topped as the batch
// contract makes it (Key the id's JSON text, Topic the tool's name) and
// append 1000 instances to one line. Profile it with
//
//	go test -run '^$' -bench CorpusLines -benchtime 168x -cpuprofile cpu.out ./pkg/synth
func BenchmarkCorpusLines(b *testing.B) {
	tools := loadTools(b)
	defer debug.SetGCPercent(debug.SetGCPercent(400)) // as mcpgen synth runs
	b.ReportAllocs()
	b.ResetTimer()
	cpu0 := cpuTime()
	var line []byte
	for i := 0; i < b.N; i++ {
		tl := tools[i%len(tools)]
		s, err := schema.Compile(tl.InputSchema, schema.CompileOptions{Draft: schema.Draft2020, AssertFormat: true})
		if err != nil {
			b.Fatalf("%s/%s: %v", tl.Server, tl.Name, err)
		}
		id, _ := json.Marshal(tl.Server + "/" + tl.Name)
		topic := tl.Name[strings.LastIndexByte(tl.Name, '/')+1:]
		g, err := New(s, Options{Seed: 1, Key: string(id), Topic: topic})
		if err != nil {
			b.Fatalf("%s/%s: %v", tl.Server, tl.Name, err)
		}
		line = line[:0]
		for j := 0; j < 1000; j++ {
			if line, err = g.AppendNext(line); err != nil {
				b.Fatalf("%s/%s: %v", tl.Server, tl.Name, err)
			}
		}
	}
	cpu := cpuTime() - cpu0
	b.ReportMetric(float64(b.N)*1000/b.Elapsed().Seconds(), "instances/s")
	if cpu > 0 {
		b.ReportMetric(float64(b.N)*1000/cpu.Seconds(), "instances/cpu-s")
	}
}
