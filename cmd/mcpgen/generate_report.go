package main

import (
	"fmt"
	"io"

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
