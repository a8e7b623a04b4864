package mcp

import (
	"context"
	"sync"
	"time"

	"github.com/mcpgen/mcpgen/internal/redact"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// A ProbeResult is the outcome of Probe: connect, initialize, list every
// tool, close.
type ProbeResult struct {
	Spec ServerSpec
	// Info is the server's initialize result (zero when connecting failed).
	Info ServerInfo
	// Tools are the listed tools (those read before an error, if any).
	Tools []tool.Tool
	// Err is the first failure (connect or tools/list), nil when all went well.
	Err error
	// Latency is the wall time of connect plus tools/list.
	Latency time.Duration
	// StderrTail is the end of a stdio server's stderr, its secrets
	// redacted as in Error.Stderr.
	StderrTail string
}

// Probe connects to spec, lists all its tools and closes the session; it is
// what `server test` and `server list --check` need. Errors are as for
// Connect and ListTools.
func Probe(ctx context.Context, spec ServerSpec, opts *Options) ProbeResult {
	r := ProbeResult{Spec: spec}
	start := time.Now()
	s, err := Connect(ctx, spec, opts)
	if err != nil {
		r.Err, r.Latency = err, time.Since(start)
		return r
	}
	r.Info = s.Info()
	r.Tools, r.Err = s.ListTools(ctx)
	r.Latency = time.Since(start)
	r.StderrTail = redact.Text(s.StderrTail(), spec.secretValues()...)
	if cerr := s.Close(); r.Err == nil {
		r.Err = cerr
	}
	return r
}

// ProbeAll runs Probe on every spec, at most parallel at once (0 means
// DefaultParallel), and returns the results in input order.
func ProbeAll(ctx context.Context, specs []ServerSpec, opts *Options, parallel int) []ProbeResult {
	out := make([]ProbeResult, len(specs))
	forEach(len(specs), parallel, func(i int) { out[i] = Probe(ctx, specs[i], opts) })
	return out
}

// forEach runs f(0..n-1) on at most parallel goroutines and waits for all.
func forEach(n, parallel int, f func(i int)) {
	if parallel <= 0 {
		parallel = DefaultParallel
	}
	sem := make(chan struct{}, parallel)
	var wg sync.WaitGroup
	for i := 0; i < n; i++ {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			f(i)
		}()
	}
	wg.Wait()
}
