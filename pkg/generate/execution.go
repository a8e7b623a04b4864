package generate

import (
	"bytes"
	"context"
	"encoding/json"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/mcpgen/mcpgen/pkg/dataset"

	"github.com/mcpgen/mcpgen/pkg/hints"
	"github.com/mcpgen/mcpgen/pkg/prompt"
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
// structuredContent when the tool message holds a text that shows it (its
// facts in other words), else the message. An answer is built only from
// what the tool message shows: the model being trained never sees
// structuredContent the message leaves out, so a status text such as
// "Request handled." beside it gives the answer that text, not its fields.
func (r *ExecResult) finalInput() string {
	if r.Structured != "" && showsStructured(r.Content, r.Structured) {
		return r.Structured
	}
	return r.Content
}

// truncatedRe matches the note pkg/execute's Truncate ends a result cut to
// the output limit with.
var truncatedRe = regexp.MustCompile(`\n\[mcpgen: output truncated: [0-9]+ of [0-9]+ bytes shown\]$`)

// finalBind is the binding whose final template answers a result given to
// final templates as input (ExecResult.finalInput): the tool's own, or the
// generic _final.tmpl when the tool message cannot be read as the tool's
// template expects: a result cut to the output limit, or a text that is
// not a JSON object or array while the tool's final section reads
// .Structured (it would take the fields it cannot find for an empty
// result: "No room matches" for a page of hex). The generic one says only
// what the message shows. An error (isError) keeps the tool's own: its
// error answers read the message text.
func (pt *prepTool) finalBind(input string, isError bool) *prompt.Binding {
	if pt.generic == nil || pt.generic == pt.bind || isError {
		return pt.bind
	}
	if truncatedRe.MatchString(input) {
		return pt.generic
	}
	src := pt.bind.Final.Source
	if i := bytes.Index(src, []byte("=== final")); i >= 0 {
		src = src[i:]
	}
	if !bytes.Contains(src, []byte(".Structured")) {
		return pt.bind
	}
	t := strings.TrimSpace(input)
	if (strings.HasPrefix(t, "{") || strings.HasPrefix(t, "[")) && json.Valid([]byte(t)) {
		return pt.bind
	}
	return pt.generic
}

// showsStructured tells whether text shows the JSON js: at least half of
// the strings and numbers inside it (keys, flags and nulls aside) are in
// text. A string is shown as written (case aside) or, a date-time
// ("2025-11-30T09:00:00Z"), by its day and clock time ("2025-11-30",
// "09:00"); a number by a number of the same value ("19" by "19.0°C").
// Half, not all: a text may leave out what its answer does not need (a
// meeting's attendees in a list of meetings) and still be the same
// result, while a status line beside the fields ("Request handled.")
// shows none of them. False when js is not JSON.
func showsStructured(text, js string) bool {
	dec := json.NewDecoder(strings.NewReader(js))
	dec.UseNumber()
	var v any
	if dec.Decode(&v) != nil {
		return false
	}
	low := strings.ToLower(text)
	nums := map[float64]bool{}
	for _, m := range numberRe.FindAllString(low, -1) {
		if f, err := strconv.ParseFloat(m, 64); err == nil {
			nums[f] = true
		}
	}
	leaves := dataset.LeafTexts(v)
	shown := 0
	for _, leaf := range leaves {
		if saysLeaf(low, strings.ToLower(leaf), nums) {
			shown++
		}
	}
	return 2*shown >= len(leaves)
}

// numberRe matches the numbers of a text.
var numberRe = regexp.MustCompile(`-?[0-9]+(?:\.[0-9]+)?`)

// saysLeaf tells whether the lower-case text, whose numbers are nums, says
// the lower-case value v (see showsStructured).
func saysLeaf(text, v string, nums map[float64]bool) bool {
	if strings.TrimSpace(v) == "" || strings.Contains(text, v) {
		return true
	}
	if t, err := time.Parse(time.RFC3339, strings.ToUpper(v)); err == nil {
		return strings.Contains(text, t.Format("2006-01-02")) && strings.Contains(text, t.Format("15:04"))
	}
	f, err := strconv.ParseFloat(v, 64)
	return err == nil && nums[f]
}
