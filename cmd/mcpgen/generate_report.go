package main

import (
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strings"
	"text/tabwriter"

	"github.com/mcpgen/mcpgen/pkg/execute"
)

// writeExecReport prints the execution summary to w: per tool whether it
// ran (and why not, worded with the flags that decide it), calls,
// successes and their share, tool errors, protocol errors, timeouts and
// truncations; then the faults per tool and per server. Server warnings
// are written by writeServerWarnings.
//
// said holds the first lines of errors already printed (the summary's
// first failure per tool): a fault that is one of them refers to it
// instead of printing it again, and a tool dropped for the fault just
// printed says so without repeating it.
func writeExecReport(w io.Writer, r *execute.Report, said map[string]bool) error {
	if r == nil {
		return nil
	}
	if len(r.Tools) == 0 {
		return nil
	}
	servers := map[string]execute.ServerReport{}
	for _, s := range r.Servers {
		servers[s.Server] = s
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "SERVER\tTOOL\tEXECUTED\tCALLS\tOK\tSUCCESS\tIS_ERROR\tPROTOCOL\tTIMEOUTS\tTRUNCATED\tFAULT")
	for _, t := range r.Tools {
		if !t.Executed {
			fmt.Fprintf(tw, "%s\t%s\tno: %s\t-\t-\t-\t-\t-\t-\t-\t-\n", t.Server, t.Tool, notRunText(t))
			continue
		}
		share := "-"
		if s := t.Success(); s >= 0 {
			share = fmt.Sprintf("%.0f%%", 100*s)
		}
		fmt.Fprintf(tw, "%s\t%s\tyes\t%d\t%d\t%s\t%d\t%d\t%d\t%d\t%s\n", t.Server, t.Tool, t.Calls, t.OK, share,
			t.ToolErrors, t.ProtocolErrors, t.Timeouts, t.Truncated, faultTag(t, servers[t.Server]))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	calls, ok := 0, 0
	for _, t := range r.Tools {
		calls += t.Calls
		ok += t.OK
		name := t.Server + "/" + t.Tool
		kind, cause, _ := strings.Cut(t.Fault, ": ")
		dropped := t.Dropped
		if cause != "" && strings.HasSuffix(dropped, cause) {
			// "dropped after a call timed out: ERR" after "timeout: ERR"
			dropped = strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(dropped, cause), ": "), "; last: ")
		}
		switch {
		case t.Fault == "":
		case said[cause]:
			fmt.Fprintf(w, "fault %s: %s (the error above)\n", name, kind)
		default:
			fmt.Fprintf(w, "fault %s: %s\n", name, t.Fault)
		}
		if dropped != "" {
			fmt.Fprintf(w, "fault %s: %s (%d calls not sent)\n", name, dropped, t.NotCalled)
		}
		if t.Scrubbed > 0 {
			fmt.Fprintf(w, "scrubbed %s: %d secrets replaced with [REDACTED:…] (%s)\n", name, t.Scrubbed, execute.FormatCounts(t.ScrubbedKinds))
		}
		if t.SchemaMismatches > 0 {
			fmt.Fprintf(w, "outputSchema %s: %d results: %s\n", name, t.SchemaMismatches, t.FirstMismatch)
		}
	}
	for _, s := range r.Servers {
		var parts []string
		if s.Failed {
			parts = append(parts, "dropped: "+s.Reason)
		}
		if s.Crashes > 0 {
			parts = append(parts, fmt.Sprintf("%d sessions lost to crashes or timeouts and restarted", s.Crashes))
		}
		if s.StartFailures > 0 {
			parts = append(parts, fmt.Sprintf("%d failed starts", s.StartFailures))
		}
		if len(parts) > 0 {
			fmt.Fprintf(w, "fault server %q: %s\n", s.Server, strings.Join(parts, "; "))
		}
	}
	if calls > 0 {
		fmt.Fprintf(w, "executed %d calls, %d succeeded (%.1f%%)\n", calls, ok, 100*float64(ok)/float64(calls))
	}
	return nil
}

// notRunText says why a tool was not executed, naming the flag that
// decided it when a --deny-tool glob or the missing --allow-destructive did.
func notRunText(t execute.ToolReport) string {
	switch {
	case t.DeniedBy != "":
		return "denied by --deny-tool " + t.DeniedBy
	case t.NeedsAllowDestructive:
		return t.Destructive + "; needs --allow-destructive"
	}
	return t.NotRun
}

// writeProbeReport prints what probing one server learned, in a few lines.
func writeProbeReport(w io.Writer, r *execute.ProbeReport) {
	fmt.Fprintf(w, "probe %s:", r.Server)
	if len(r.Calls) == 0 {
		fmt.Fprintf(w, " no read-only argument-free listing tool to call\n")
		return
	}
	fmt.Fprintln(w)
	for _, c := range r.Calls {
		args := ""
		if len(c.Args) > 0 {
			b, _ := json.Marshal(c.Args)
			args = string(b)
		}
		if c.Err != "" {
			fmt.Fprintf(w, "  %s%s: failed: %s\n", c.Tool, args, c.Err)
			continue
		}
		fmt.Fprintf(w, "  %s%s: %d values\n", c.Tool, args, c.Learned)
	}
	fmt.Fprintf(w, "  learned %d directories, %d files", len(r.Dirs), len(r.Files))
	keys := make([]string, 0, len(r.Values))
	for k := range r.Values {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Fprintf(w, ", %d %s", len(r.Values[k]), k)
	}
	fmt.Fprintln(w)
	for _, p := range r.Pools {
		fmt.Fprintf(w, "  pool %s\n", p)
	}
	names := make([]string, 0, len(r.Exclusive))
	for n := range r.Exclusive {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		for _, pair := range r.Exclusive[n] {
			fmt.Fprintf(w, "  exclusive %s: %s and %s fail together; synthesized calls set at most one\n", n, pair[0], pair[1])
		}
	}
}

// writeLowSuccess warns (even with --quiet) about executed tools whose
// calls mostly failed, suggesting --probe or --hints for calls the server
// refused, and --call-timeout for calls that timed out (real argument
// values do not make a slow tool faster). A run with --probe on (probe) is
// not told to use it: it is told to give values with --hints, or to check
// those of its hints file (hints, "" for none).
func writeLowSuccess(w io.Writer, r *execute.Report, probe bool, hints string) {
	if r == nil {
		return
	}
	values := "give it real argument values with --probe (values read from the server's listing tools) or --hints FILE"
	switch {
	case probe && hints != "":
		values = fmt.Sprintf("the values --probe read and those of --hints %s did not make its calls work: check its parameters' values in %s", hints, hints)
	case probe:
		values = "the values --probe read from the server's listing tools did not make its calls work: give it real argument values with --hints FILE"
	case hints != "":
		values = fmt.Sprintf("give it real argument values with --probe (values read from the server's listing tools), or check its parameters' values in --hints %s", hints)
	}
	for _, t := range r.LowSuccessTools() {
		advice := values
		if failed := t.Calls - t.OK; t.Timeouts > 0 && 2*t.Timeouts >= failed {
			advice = fmt.Sprintf("%d timed out: give it more time with --call-timeout DURATION (default 60s; e.g. 5m)", t.Timeouts)
		} else if t.Timeouts > 0 {
			advice += fmt.Sprintf("; %d timed out (--call-timeout DURATION gives them more time)", t.Timeouts)
		}
		fmt.Fprintf(w, "mcpgen: warning: %s/%s: only %.0f%% of %d executed calls succeeded; %s\n",
			t.Server, t.Tool, 100*t.Success(), t.Calls, advice)
	}
}

// writeServerWarnings writes one warning line per noisy server (stdout
// lines that are not JSON-RPC, stderr flood) and per tool whose timed-out
// call was sent again (ToolReport.Retried), and returns how many it wrote.
func writeServerWarnings(w io.Writer, r *execute.Report) int {
	n := 0
	for _, t := range r.Tools {
		if t.Retried > 0 {
			n++
			fmt.Fprintf(w, "mcpgen: warning: %s/%s: a call timed out and was sent again on a new session (%s)\n", t.Server, t.Tool, t.RetriedAfter)
		}
	}
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

// faultTag names in a few words what went wrong with a tool's calls or
// its server ("-" for nothing); the lines below the table give details.
func faultTag(t execute.ToolReport, s execute.ServerReport) string {
	var tags []string
	switch {
	case t.Dropped != "":
		tags = append(tags, "tool dropped")
	case t.Timeouts > 0:
		tags = append(tags, "timeouts")
	}
	if t.ProtocolErrors > 0 {
		if strings.HasPrefix(t.Fault, "server failure") {
			tags = append(tags, "server crashed")
		} else {
			tags = append(tags, "protocol errors")
		}
	}
	if s.Failed {
		tags = append(tags, "server dropped")
	}
	if s.Warnings > 0 {
		tags = append(tags, "server stdout noise")
	}
	if s.StderrFlood {
		tags = append(tags, "server stderr flood")
	}
	if t.SchemaMismatches > 0 {
		tags = append(tags, "outputSchema mismatch")
	}
	if len(tags) == 0 {
		return "-"
	}
	return strings.Join(tags, ", ")
}
