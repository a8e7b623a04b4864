package synth

import (
	"testing"

	"github.com/mcpgen/mcpgen/pkg/schema"
)

// BenchmarkMCPTools measures valid instances per second over every tool of
// the captured MCP servers (round-robin, one generator per tool). Each
// instance is generated, encoded, decoded and validated: the reported
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
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := gens[i%len(gens)].Next(); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "instances/s")
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
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := gens[i%len(gens)].Next(); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "instances/s")
}
