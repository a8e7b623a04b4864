//go:build unix

package main

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"runtime/debug"
	"sort"
	"syscall"
	"testing"
	"time"
)

// BenchmarkSynthCorpus measures the batch path of `mcpgen synth --corpus`
// on one goroutine: each op compiles every tool of the captured servers,
// makes its generator and writes its output line of 100 instances, as
// the command does for each input line (the speed comparison with
// json-schema-faker times this path as a whole process). It reports
// instances per second and per CPU-second (user+system of the process, the
// steadier figure on a shared machine); B/op is per op (all tools), and stays flat across
// ops because nothing is kept between lines.
//
//	go test -run '^$' -bench SynthCorpus -benchmem ./cmd/mcpgen
func BenchmarkSynthCorpus(b *testing.B) {
	files, err := filepath.Glob(filepath.Join("..", "..", "testdata", "mcp-servers", "*.json"))
	if err != nil || len(files) == 0 {
		b.Fatalf("no captured servers: %v", err)
	}
	sort.Strings(files)
	var lines [][]byte
	for _, fn := range files {
		data, err := os.ReadFile(fn)
		if err != nil {
			b.Fatal(err)
		}
		var doc struct {
			Server string `json:"server"`
			Tools  []struct {
				Name        string          `json:"name"`
				InputSchema json.RawMessage `json:"inputSchema"`
			} `json:"tools"`
		}
		if err := json.Unmarshal(data, &doc); err != nil {
			b.Fatalf("%s: %v", fn, err)
		}
		for _, t := range doc.Tools {
			l, err := json.Marshal(map[string]any{"id": doc.Server + "/" + t.Name, "draft": "2020-12", "schema": t.InputSchema})
			if err != nil {
				b.Fatal(err)
			}
			lines = append(lines, l)
		}
	}
	defer tuneGC()() // as the command runs
	o := synthOptions{N: 100, Seed: 1, Draft: "2020-12", Budget: 2 * time.Second}
	debug.FreeOSMemory()
	b.ReportAllocs()
	b.ResetTimer()
	cpu0 := processCPU()
	for i := 0; i < b.N; i++ {
		for j, l := range lines {
			res := synthCorpusLine(context.Background(), o, l, j+1)
			if res.Error != "" {
				b.Fatalf("line %d: %s", j+1, res.Error)
			}
		}
	}
	cpu := processCPU() - cpu0
	b.ReportMetric(float64(b.N*len(lines)*o.N)/b.Elapsed().Seconds(), "instances/s")
	if cpu > 0 {
		b.ReportMetric(float64(b.N*len(lines)*o.N)/cpu.Seconds(), "instances/cpu-s")
	}
}

// processCPU returns the process's user plus system CPU time.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
