package generate

import (
	"context"
	"testing"
)

// BenchmarkPrepare measures preparing the captured MCP tools for a run
// (filter, normalize, compile, bind templates, classify parameters): the
// fixed cost of every run before its first record.
//
//	go test -run '^$' -bench Prepare -benchtime 20x ./pkg/generate
func BenchmarkPrepare(b *testing.B) {
	srcs := allCorpora(b)
	opts := config{N: 100, Seed: 1, Distractors: 2, Negatives: 0.05, Workers: 1}
	if _, err := opts.defaults(); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := prepare(context.Background(), srcs, opts); err != nil {
			b.Fatal(err)
		}
	}
}
