package generate

import (
	"context"
	"encoding/json"

	"github.com/mcpgen/mcpgen/pkg/hints"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// An Executor calls tools for real (Options.Execute). It must
// be safe for concurrent use by Options.Workers workers; worker (0-based,
// below Options.Workers) lets it keep one session per server per worker.
type Executor interface {
	// Execute calls t (t.Server names its server) with the arguments args (a
	// JSON object). A returned error is a protocol failure or timeout: it is
	// counted for the tool and the record is not written. A result with
	// IsError set is a tool error and is kept or skipped as the result says.
	Execute(ctx context.Context, worker int, t *tool.Tool, args json.RawMessage) (*ExecResult, error)
}

// An ExecResult is what an Executor got back from a tool.
type ExecResult struct {
	// Content is the tool message text (text blocks joined, or the JSON of
	// structuredContent).
	Content string
	// Structured is the result's structuredContent as compact JSON,
	// scrubbed and cut like Content, when the result has one and Content
	// holds its text instead (ExecuteOptions.ToolOutput "text"); "" when
	// Content is the JSON or there is none. Final answers read their facts
	// from it: it is the same result, in fields.
	Structured string
	// IsError is the result's isError flag.
	IsError bool
	// Skip drops the record (for example --on-error skip); SkipReason says
	// why, for the summary.
	Skip       bool
	SkipReason string
	// CallOnly means the tool was not executed (for example a safety policy
	// refused it): the record ends at the call, as with ShapeCall.
	CallOnly bool
	// Scrubbed counts the secrets replaced in Content, by kind (see
	// execute.Scrubber); the manifest totals them per tool over the
	// records written.
	Scrubbed map[string]int
}

// A Starter starts the execution of a run with Options.Execute: sessions
// to the servers, and with Options.Probe what probing their listing tools
// learned. Run calls it once, after listing and before generating, and
// closes what it returns when the run ends. pkg/execute implements it.
type Starter interface {
	StartExecution(ctx context.Context, req ExecRequest) (*Execution, error)
}

// An ExecRequest is what a Starter is asked to run.
type ExecRequest struct {
	// Options are the run's execution options, checked (see
	// Options.Check).
	Options ExecuteOptions
	// Servers maps the name of each source whose tools may execute (every
	// source listed from a server, none read from a file) to its tools as
	// listed.
	Servers map[string][]tool.Tool
	// Workers is the run's number of generating goroutines: Execute is
	// called with worker in [0, Workers).
	Workers int
}

// An Execution is a started execution.
type Execution struct {
	// Executor runs the calls.
	Executor Executor
	// Hints are value pools learned before the run (probing); Run merges
	// them after the user's hints. Nil for none.
	Hints *hints.Set
	// SynthesisSchemas maps "server/tool" to a stricter schema the tool's
	// arguments are drawn from (probing found parameters that exclude
	// each other); records still show the inputSchema as served.
	SynthesisSchemas map[string]json.RawMessage
	// Report, when set, is called once when the run ends; its value goes
	// into Result.Execution.
	Report func() ExecutionReport
	// Close, when set, ends the sessions; Run calls it before returning.
	Close func() error
}

// An ExecutionReport is what an execution tells about itself when the run
// ends (pkg/execute's report: calls, successes and faults per tool and
// server, and the probes). Partial reports faults the run worked around.
type ExecutionReport interface {
	Partial() bool
}

// finalInput is the result as final-answer templates see it: its
// structuredContent when the tool message holds the text, else the
// message.
func (r *ExecResult) finalInput() string {
	if r.Structured != "" {
		return r.Structured
	}
	return r.Content
}
