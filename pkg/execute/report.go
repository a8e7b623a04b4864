package execute

import (
	"maps"
	"sort"
	"time"
)

// ToolReport counts what happened to one tool's calls.
type ToolReport struct {
	Server string `json:"server"`
	Tool   string `json:"tool"`
	// Executed says whether the Safety let the tool run; NotRun says why
	// not. CallOnly counts the call-only records it got instead.
	Executed bool   `json:"executed"`
	NotRun   string `json:"notRun,omitempty"`
	// DeniedBy, NeedsAllowDestructive and Destructive are the facts of
	// NotRun when a Deny glob or the missing AllowDestructive refused the
	// tool (see Refusal), for a caller that words them itself.
	DeniedBy              string `json:"deniedBy,omitempty"`
	NeedsAllowDestructive bool   `json:"needsAllowDestructive,omitempty"`
	Destructive           string `json:"destructive,omitempty"`
	CallOnly              int    `json:"callOnly,omitempty"`
	// Calls counts tools/call requests sent (a call sent again after a
	// timeout, see Retried, counts once); OK those answered without
	// isError; ToolErrors those answered with isError; ProtocolErrors those
	// that failed otherwise (JSON-RPC error answer, crash, broken or
	// oversized message); Timeouts those cancelled after the call timeout.
	Calls          int `json:"calls"`
	OK             int `json:"ok"`
	ToolErrors     int `json:"toolErrors,omitempty"`
	ProtocolErrors int `json:"protocolErrors,omitempty"`
	Timeouts       int `json:"timeouts,omitempty"`
	// Retried counts calls that timed out and were sent again on another
	// session (at most one per tool and run: read-only or idempotent tools
	// that had answered before); RetriedAfter is the timeout. When the
	// call sent again times out too, it counts in Timeouts as well.
	Retried      int    `json:"retried,omitempty"`
	RetriedAfter string `json:"retriedAfter,omitempty"`
	// NotCalled counts calls not sent because the tool or its server was
	// dropped; Dropped says why the tool was.
	NotCalled int    `json:"notCalled,omitempty"`
	Dropped   string `json:"dropped,omitempty"`
	// Truncated counts tool messages cut by MaxOutput; SchemaMismatches
	// results whose structuredContent failed the outputSchema.
	Truncated        int    `json:"truncated,omitempty"`
	SchemaMismatches int    `json:"schemaMismatches,omitempty"`
	FirstMismatch    string `json:"firstMismatch,omitempty"`
	// Scrubbed counts secrets replaced by "[REDACTED:…]" in the tool's
	// messages (see Scrubber); ScrubbedKinds counts them by kind
	// (KindEnvironment, KindServerEntry, or a token kind of TokenKinds).
	Scrubbed       int            `json:"scrubbed,omitempty"`
	ScrubbedKinds  map[string]int `json:"scrubbedKinds,omitempty"`
	FirstToolError string         `json:"firstToolError,omitempty"`
	// Fault is the first protocol error, timeout or server drop.
	Fault string `json:"fault,omitempty"`
	// Elapsed is the total time spent in this tool's calls.
	Elapsed time.Duration `json:"-"`
}

func (t *ToolReport) fault(s string) {
	if t.Fault == "" {
		t.Fault = s
	}
}

// Success is the share of sent calls answered without isError, in [0, 1];
// -1 when none was sent.
func (t ToolReport) Success() float64 {
	if t.Calls == 0 {
		return -1
	}
	return float64(t.OK) / float64(t.Calls)
}

// Failed reports whether calls of the tool failed for reasons other than a
// tool error: protocol errors, timeouts, or calls not sent.
func (t ToolReport) Failed() bool {
	return t.ProtocolErrors+t.Timeouts+t.NotCalled > 0
}

// ServerReport describes one server's sessions over the run.
type ServerReport struct {
	Server string `json:"server"`
	// Starts counts sessions started, StartFailures failed starts, Crashes
	// sessions lost to a crash or timeout (each replaced by a restart); a
	// session closed after a timeout whose call was sent again
	// (ToolReport.Retried) is not counted.
	Starts        int `json:"starts"`
	StartFailures int `json:"startFailures,omitempty"`
	Crashes       int `json:"crashes,omitempty"`
	// Failed is set when the server used up its failure budget and was
	// dropped; Reason is the failure that did it.
	Failed bool   `json:"failed,omitempty"`
	Reason string `json:"reason,omitempty"`
	// Warnings counts protocol warnings (non-JSON lines on stdout skipped,
	// unreadable tools); FirstWarning is the first.
	Warnings     int    `json:"warnings,omitempty"`
	FirstWarning string `json:"firstWarning,omitempty"`
	// StderrBytes is what the server wrote to stderr; StderrFlood is set
	// when it exceeds Options.StderrFlood.
	StderrBytes int64 `json:"stderrBytes"`
	StderrFlood bool  `json:"stderrFlood,omitempty"`
}

// Faulty reports whether the server failed: it crashed, failed to start
// or was dropped. Noise it made while every call went through is not a
// fault (see Noisy).
func (s ServerReport) Faulty() bool {
	return s.Crashes+s.StartFailures > 0 || s.Failed
}

// Noisy reports whether the server misbehaved without failing a call: it
// wrote lines on stdout that are not JSON-RPC (banners, logs) or flooded
// its stderr.
func (s ServerReport) Noisy() bool {
	return s.Warnings > 0 || s.StderrFlood
}

// A Report is what an Executor did, per tool (sorted by server and tool)
// and per server.
type Report struct {
	Tools   []ToolReport   `json:"tools"`
	Servers []ServerReport `json:"servers"`
}

// Report returns the counts so far.
func (e *Executor) Report() *Report {
	e.mu.Lock()
	defer e.mu.Unlock()
	r := &Report{}
	for _, ts := range e.tools {
		ts.mu.Lock()
		st := ts.st
		st.ScrubbedKinds = maps.Clone(ts.st.ScrubbedKinds)
		r.Tools = append(r.Tools, st)
		ts.mu.Unlock()
	}
	sort.Slice(r.Tools, func(i, j int) bool {
		if r.Tools[i].Server != r.Tools[j].Server {
			return r.Tools[i].Server < r.Tools[j].Server
		}
		return r.Tools[i].Tool < r.Tools[j].Tool
	})
	for _, s := range e.servers {
		sr := ServerReport{Server: s.name, StderrBytes: s.stderr.Load()}
		for _, ps := range s.pool.Stats() {
			sr.Starts += ps.Starts
			sr.StartFailures += ps.StartFailures
			sr.Crashes += ps.Crashes
			if ps.Failed {
				sr.Failed, sr.Reason = true, firstLine(ps.Reason)
			}
		}
		s.mu.Lock()
		sr.Warnings, sr.FirstWarning = s.warnings, s.firstWarn
		s.mu.Unlock()
		sr.StderrFlood = sr.StderrBytes > e.opts.StderrFlood
		r.Servers = append(r.Servers, sr)
	}
	sort.Slice(r.Servers, func(i, j int) bool { return r.Servers[i].Server < r.Servers[j].Server })
	return r
}

// Partial reports whether any tool's calls failed (protocol errors,
// timeouts, drops) or any server failed (ServerReport.Faulty): the run
// worked around a fault and its exit status says so. Warnings (Warned)
// are not faults.
func (r *Report) Partial() bool {
	for _, t := range r.Tools {
		if t.Failed() {
			return true
		}
	}
	for _, s := range r.Servers {
		if s.Faulty() {
			return true
		}
	}
	return false
}

// Warned reports whether a server made noise without failing a call
// (ServerReport.Noisy), or a call timed out and was answered when sent
// again (ToolReport.Retried): a warning, which --strict turns into a
// partial exit status.
func (r *Report) Warned() bool {
	for _, s := range r.Servers {
		if s.Noisy() {
			return true
		}
	}
	for _, t := range r.Tools {
		if t.Retried > 0 {
			return true
		}
	}
	return false
}

// LowSuccess is the share of executed calls that succeed below which
// LowSuccessTools reports a tool.
const LowSuccess = 0.5

// LowSuccessTools returns the executed tools whose calls succeeded
// (answered without isError) in a share below LowSuccess: their records
// mostly teach failures, usually because synthesized arguments mean
// nothing to the server (real values from probing or hints help).
func (r *Report) LowSuccessTools() []ToolReport {
	var out []ToolReport
	for _, t := range r.Tools {
		if s := t.Success(); t.Executed && s >= 0 && s < LowSuccess {
			out = append(out, t)
		}
	}
	return out
}
