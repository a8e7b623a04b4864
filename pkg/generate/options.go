package generate

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"time"

	"github.com/mcpgen/mcpgen/pkg/dataset"
	"github.com/mcpgen/mcpgen/pkg/prompt"
	"github.com/mcpgen/mcpgen/pkg/synth"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// ChunkSize is the number of consecutive slots of one tool generated as a
// block by one worker with one synthesizer. It is part of the output's
// definition: changing it changes the arguments drawn.
const ChunkSize = 64

// DefaultN is the default number of records per tool.
const DefaultN = 20

// A Source is one set of tools: the tools/list of a registry server, or the
// tools of a file.
type Source struct {
	// Server is the registry name of the server, or for a file the name used
	// in prefixed tool names and in the manifest (its base name).
	Server string
	// ServerInfo is the MCP serverInfo name (it selects
	// "<serverInfo>/<tool>.tmpl" templates); "" if unknown.
	ServerInfo string
	// Tools are the tools, in any order (they are generated sorted by name).
	Tools []tool.Tool
	// Err, when set, means the source failed (server unavailable, file
	// unreadable): it is reported as skipped and the run is partial.
	Err error
}

// Shape says where a record ends.
type Shape string

// Record shapes.
const (
	// ShapeCall ends the record at the assistant's tool call.
	ShapeCall Shape = "call"
	// ShapeFull carries the chain: call, tool result, final assistant
	// message. It needs an Executor.
	ShapeFull Shape = "full"
)

// NameStyle says how tool names are shown to the model.
type NameStyle string

// Name styles. Names are always sanitized to ^[A-Za-z0-9_-]{1,64}$.
const (
	NameRaw      NameStyle = "raw"      // the MCP tool name
	NamePrefixed NameStyle = "prefixed" // mcp_<server>_<tool>
)

// An Executor calls tools for real (generate --execute, issue 6). It must
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
	// IsError is the result's isError flag.
	IsError bool
	// Skip drops the record (for example --on-error skip); SkipReason says
	// why, for the summary.
	Skip       bool
	SkipReason string
	// CallOnly means the tool was not executed (for example a safety policy
	// refused it): the record ends at the call, as with ShapeCall.
	CallOnly bool
}

// Options tune Run. Zero values give the documented defaults.
type Options struct {
	// N is the number of record slots per tool (DefaultN when 0).
	N int
	// Seed seeds every choice of the run.
	Seed int64
	// Format is a dataset format name ("openai" when empty); FormatOptions
	// tune it (--args-encoding).
	Format        string
	FormatOptions dataset.FormatOptions
	// FormatImpl, when set, is used instead of looking Format up in the
	// dataset registry: formats built per run, such as a chat template's
	// pre-rendered "text" format (pkg/chattemplate.TextFormat). Format must
	// still name it, for the manifest.
	FormatImpl dataset.Format
	// Shape is ShapeCall (default) or ShapeFull.
	Shape Shape
	// Normalize, when set, rewrites each tool's inputSchema for the target
	// profile (--profile) before it is written into records. Arguments are
	// still synthesized from the inputSchema as served, so they validate
	// against it. An error skips the tool. A tool whose inputSchema is
	// missing, null, true or {} takes no arguments: Normalize sees it as
	// {"type":"object","properties":{}}.
	Normalize func(t *tool.Tool) (json.RawMessage, error)
	// SynthesizeNormalized draws arguments from the normalized schema
	// instead of the inputSchema as served: for profiles that narrow the
	// schema by contract (openai-strict: every property required, optional
	// ones nullable), so calls validate against what the records show.
	SynthesizeNormalized bool
	// Distractors is the number of other tools of the run offered beside the
	// called one in each record.
	Distractors int
	// Negatives is the share of records, in [0, 1), where no tool fits and
	// the assistant answers in plain text.
	Negatives float64
	// NameStyle is NameRaw (default) or NamePrefixed.
	NameStyle NameStyle
	// Include and Exclude are tool-name globs (path.Match syntax) matched
	// against the tool name and against "server/tool". A tool is kept when it
	// matches an Include (or there is none) and no Exclude.
	Include, Exclude []string
	// Split divides records into train/valid/test by group.
	Split dataset.SplitRatios
	// Shard, when set, limits the run to its share of the slots.
	Shard *dataset.Shard
	// Workers is the number of generating goroutines (runtime.NumCPU when 0).
	Workers int
	// Templates are the prompt templates (prompt.Load() when nil).
	Templates *prompt.Set
	// SynthBudget bounds one synthesized instance (synth.DefaultBudget when
	// 0); Hints are passed to the synthesizer.
	SynthBudget time.Duration
	Hints       synth.Hints
	// HintsFor, when set, gives each tool its own hints (per-tool value
	// pools from --hints or --probe); it replaces Hints. It is called once
	// per tool (when its first block is generated) and must be safe for
	// concurrent use.
	HintsFor func(t *tool.Tool) synth.Hints
	// Executor, when set and Shape is ShapeFull, runs each call.
	Executor Executor
	// Progress, when set, is called from one goroutine after each written
	// slot with the slots done and the slots of this run (shard).
	Progress func(done, total int64)
	// Resume continues an interrupted run into the same Output: its
	// manifest (complete false) must have been written with the same seed,
	// format, shard and CommandOptions. Slots the interrupted run decided
	// are regenerated only for duplicate detection (never executed again);
	// the files and manifest end as an uninterrupted run's would (for the
	// same tool outputs).
	Resume bool
	// Version is the mcpgen version recorded in the manifest; CommandOptions
	// the command's options as JSON (manifest "options").
	Version        string
	CommandOptions json.RawMessage
}

// Output says where records go.
type Output struct {
	// Path is a JSONL file, a directory (MLX layout: train/valid/test.jsonl
	// inside), or "-" for Stdout (no split, no manifest).
	Path   string
	Stdout io.Writer
	// Created, when set, is called once with the folder Run creates for a
	// file Path whose parent folder does not exist (Run creates it, as for
	// a Path ending in "/", where nothing is reported).
	Created func(dir string)
}

// ToolStats counts one tool's records in a run (or shard).
type ToolStats struct {
	Server string `json:"server,omitempty"`
	Tool   string `json:"tool"`
	Name   string `json:"name"`
	// Slots is the number of slots of this tool in this run.
	Slots int `json:"slots"`
	// Records were written; Duplicates dropped as exact duplicates;
	// Distinct is the number of distinct user requests written.
	Records    int `json:"records"`
	Duplicates int `json:"duplicates"`
	Distinct   int `json:"distinct"`
	// Errors counts written records whose executed result was an error.
	Errors int `json:"errors,omitempty"`
	// SynthFailures, ExecFailures, ExecSkipped and Unrepresentable count
	// slots that gave no record, with FirstFailure the first reason.
	SynthFailures   int    `json:"synthFailures,omitempty"`
	ExecFailures    int    `json:"execFailures,omitempty"`
	ExecSkipped     int    `json:"execSkipped,omitempty"`
	Unrepresentable int    `json:"unrepresentable,omitempty"`
	FirstFailure    string `json:"firstFailure,omitempty"`
	// FinalErrors counts records whose final-answer template failed to
	// execute on the tool result (the run goes on: another variant or the
	// generic final template is used); FinalDropped those of them written
	// without a final answer because every fallback failed too;
	// FirstFinalError is the first such error (file:line: message).
	FinalErrors     int    `json:"finalErrors,omitempty"`
	FinalDropped    int    `json:"finalDropped,omitempty"`
	FirstFinalError string `json:"firstFinalError,omitempty"`
	// Template is the request template file used.
	Template string         `json:"template,omitempty"`
	Splits   map[string]int `json:"splits,omitempty"`
}

// A Result describes a finished (or interrupted) run.
type Result struct {
	// Tools has one entry per generated tool, in output order; Negatives
	// counts the negative records (Tool "").
	Tools     []ToolStats
	Negatives ToolStats
	// Skipped lists servers and tools left out, with the reason.
	Skipped []dataset.Skipped
	// Notes lists what loading noticed about the tools' inputs (see
	// WriteNotes).
	Notes []dataset.Note
	// Files are the written dataset files; ManifestPath the manifest ("" for
	// standard output).
	Files        []dataset.FileSum
	ManifestPath string
	Manifest     *dataset.Manifest
	// Records, Duplicates and Unrepresentable total the tools' counts.
	Records, Duplicates, Unrepresentable int
	// Slots is the number of slots of the run (all shards); ShardSlots this
	// shard's.
	Slots, ShardSlots int64
	Elapsed           time.Duration
}

// Partial reports whether part of the run failed: a source or tool was
// skipped, some slots produced no record for a reason other than
// deduplication, or a final-answer template failed on some results.
func (r *Result) Partial() bool {
	if len(r.Skipped) > 0 {
		return true
	}
	for _, t := range r.Tools {
		if t.SynthFailures > 0 || t.ExecFailures > 0 || t.FinalErrors > 0 {
			return true
		}
	}
	return false
}

func (o *Options) check() error {
	if o.N < 0 {
		return fmt.Errorf("-n %d: want at least 1", o.N)
	}
	if o.Negatives < 0 || o.Negatives >= 1 {
		return fmt.Errorf("negatives %g: want a share in [0, 1)", o.Negatives)
	}
	if o.Distractors < 0 {
		return fmt.Errorf("distractors %d: want 0 or more", o.Distractors)
	}
	switch o.Shape {
	case "", ShapeCall:
	case ShapeFull:
		if o.Executor == nil {
			return fmt.Errorf("shape full needs an executor (generate --execute)")
		}
	default:
		return fmt.Errorf("shape %q: want call or full", o.Shape)
	}
	switch o.NameStyle {
	case "", NameRaw, NamePrefixed:
	default:
		return fmt.Errorf("name style %q: want raw or prefixed", o.NameStyle)
	}
	return nil
}

// Garbage-collector settings of TuneGC: generation allocates many
// short-lived values and keeps little, so a less eager collector saves
// about a third of the CPU time per record, and the soft memory limit keeps
// the peak under 140 MiB at 1,000,000 records (measured: 135 MiB peak RSS,
// 21,500 records per CPU-second; BenchmarkGenerateOffline,
// make bench-generate).
const (
	GCPercent   = 800
	MemoryLimit = 128 << 20 // bytes
)

// TuneGC sets the collector to GCPercent and a soft MemoryLimit, each unless
// the GOGC / GOMEMLIMIT environment variables set it, and returns a func
// that restores the previous settings. Commands call it around Run; the
// library never changes runtime settings by itself.
func TuneGC() (restore func()) {
	var undo []func()
	if os.Getenv("GOGC") == "" {
		old := debug.SetGCPercent(GCPercent)
		undo = append(undo, func() { debug.SetGCPercent(old) })
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		old := debug.SetMemoryLimit(MemoryLimit)
		undo = append(undo, func() { debug.SetMemoryLimit(old) })
	}
	return func() {
		for _, f := range undo {
			f()
		}
	}
}
