package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/execute"
)

// writeExecReport prints the execution summary (per tool: executed or why
// not, calls, success share, faults; per server: crashes, drops, warnings).
func writeExecReport(w io.Writer, r *execute.Report) error {
	if r == nil {
		return nil
	}
	return r.Write(w)
}

// writeProbeReport prints what probing one server learned.
func writeProbeReport(w io.Writer, r *execute.ProbeReport) { r.Write(w) }

// writeLowSuccess warns (even with --quiet) about executed tools whose
// calls mostly failed, suggesting --probe or --hints.
func writeLowSuccess(w io.Writer, r *execute.Report) {
	if r == nil {
		return
	}
	for _, t := range r.LowSuccessTools() {
		fmt.Fprintf(w, "mcpgen: warning: %s/%s: only %.0f%% of %d executed calls succeeded; give it real argument values with --probe (values read from the server's listing tools) or --hints FILE\n",
			t.Server, t.Tool, 100*t.Success(), t.Calls)
	}
}

// writeServerWarnings writes one warning line per noisy server (stdout
// lines that are not JSON-RPC, stderr flood) and returns how many it wrote.
func writeServerWarnings(w io.Writer, r *execute.Report) int {
	n := 0
	for _, s := range r.Servers {
		var parts []string
		if s.Warnings > 0 {
			parts = append(parts, fmt.Sprintf("%d protocol warnings, first: %s", s.Warnings, s.FirstWarning))
		}
		if s.StderrFlood {
			parts = append(parts, fmt.Sprintf("stderr flood: %s written to stderr", byteSize(s.StderrBytes)))
		}
		if len(parts) > 0 {
			n++
			fmt.Fprintf(w, "mcpgen: warning: server %q: %s\n", s.Server, strings.Join(parts, "; "))
		}
	}
	return n
}

// byteSize words n bytes as bytes, KiB or MiB.
func byteSize(n int64) string {
	switch {
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d bytes", n)
}
