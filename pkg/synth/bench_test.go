package synth

import (
	"runtime/debug"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/schema"
)

// BenchmarkMCPTools measures valid instances per second over every tool of
// the captured MCP servers (round-robin, one generator per tool). Each
// instance is generated, encoded and validated (as its decoded value): the reported
// "instances/s" are valid instances.
//
//	make bench   (go test -run '^$' -bench . -benchmem ./pkg/...)
func BenchmarkMCPTools(b *testing.B) {
	tools := loadTools(b)
	gens := make([]*Generator, 0, len(tools))
	for _, tl := range tools {
		s, err := schema.Compile(tl.InputSchema, schema.CompileOptions{AssertFormat: true})
		if err != nil {
			b.Fatalf("%s/%s: %v", tl.Server, tl.Name, err)
		}
		g, err := New(s, Options{Seed: 1, Key: tl.Server + "/" + tl.Name})
		if err != nil {
			b.Fatalf("%s/%s: %v", tl.Server, tl.Name, err)
		}
		gens = append(gens, g)
	}
	runGens(b, gens)
}

// runGens draws b.N instances round-robin and reports valid instances per
// second of wall time and per CPU-second (user+system of the process; the
// better figure on a shared machine), with the garbage collector tuned as
// mcpgen synth tunes it.
func runGens(b *testing.B, gens []*Generator) {
	defer debug.SetGCPercent(debug.SetGCPercent(400)) // as mcpgen synth runs
	b.ReportAllocs()
	b.ResetTimer()
	cpu0 := cpuTime()
	for i := 0; i < b.N; i++ {
		if _, err := gens[i%len(gens)].Next(); err != nil {
			b.Fatal(err)
		}
	}
	cpu := cpuTime() - cpu0
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "instances/s")
	if cpu > 0 {
		b.ReportMetric(float64(b.N)/cpu.Seconds(), "instances/cpu-s")
	}
}

// BenchmarkSuite measures valid instances per second over the JSON Schema
// Test Suite 2020-12 corpus.
func BenchmarkSuite(b *testing.B) {
	var gens []*Generator
	for _, e := range loadSuite(b, "corpus-2020-12.jsonl") {
		d, _ := schema.ParseDraft(e.Draft)
		s, err := schema.Compile(e.Schema, schema.CompileOptions{Draft: d, AssertFormat: true})
		if err != nil {
			continue
		}
		g, err := New(s, Options{Seed: 1, Key: e.ID})
		if err != nil {
			continue
		}
		gens = append(gens, g)
	}
	runGens(b, gens)
}
