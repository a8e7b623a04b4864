package generate

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"syscall"
	"testing"
	"time"
)

// allCorpora loads every captured tools/list in testdata/mcp-servers (14
// servers, about 190 tools).
func allCorpora(b testing.TB) []Source {
	files, err := filepath.Glob(filepath.Join("..", "..", "testdata", "mcp-servers", "*.json"))
	if err != nil || len(files) == 0 {
		b.Fatalf("no corpora: %v", err)
	}
	var srcs []Source
	for _, f := range files {
		base := filepath.Base(f)
		srcs = append(srcs, corpusSource(b, base, base[:len(base)-len(".json")]))
	}
	return srcs
}

// BenchmarkGenerateOffline measures offline generation (synthesis, prompt
// rendering, openai encoding, dedupe, writing to io.Discard) on the captured
// MCP tools, on one worker and on every CPU; it reports records/s.
//
//	go test -run '^$' -bench GenerateOffline -benchtime 3x ./pkg/generate
func BenchmarkGenerateOffline(b *testing.B) {
	srcs := allCorpora(b)
	// As the generate command tunes the collector (cmd/mcpgen/gc.go).
	defer debug.SetGCPercent(debug.SetGCPercent(800))
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(128 << 20))
	for _, workers := range []int{1, runtime.NumCPU()} {
		b.Run(fmt.Sprintf("workers=%d", workers), func(b *testing.B) {
			opts := config{N: 100, Seed: 1, Distractors: 2, Negatives: 0.05, Workers: workers}
			var records int
			cpu0 := cpuTime()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				res, err := run(context.Background(), srcs, opts, Output{Path: "-", Stdout: io.Discard})
				if err != nil {
					b.Fatal(err)
				}
				records += res.Records
			}
			b.ReportMetric(float64(records)/b.Elapsed().Seconds(), "records/s")
			// CPU time (user+system, all threads) is what the records cost
			// on a shared machine; records per CPU-second is the one-core
			// rate.
			if d := cpuTime() - cpu0; d > 0 {
				b.ReportMetric(float64(records)/d.Seconds(), "records/cpu-s")
			}
		})
	}
}

// cpuTime returns the process's user plus system CPU time.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
