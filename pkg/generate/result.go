package generate

import (
	"fmt"
	"time"

	"github.com/mcpgen/mcpgen/pkg/dataset"
	"github.com/mcpgen/mcpgen/pkg/hints"
)

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
	// Scrubbed counts the secrets replaced in the written records' tool
	// results, by kind (ExecResult.Scrubbed).
	Scrubbed map[string]int `json:"scrubbed,omitempty"`
	// Kinds counts the written records per record kind (with a mix of
	// kinds); KindsSkipped the slots whose kind could not be made, per
	// kind (they hold a single call instead).
	Kinds        map[string]int `json:"kinds,omitempty"`
	KindsSkipped map[string]int `json:"kindsSkipped,omitempty"`
	// KindsSkippedWhy counts those slots by kind and reason, keyed
	// "kind: reason".
	KindsSkippedWhy map[string]int `json:"kindsSkippedWhy,omitempty"`
	// KindsUnrepresentable counts, per kind, the records made and not
	// written because the format cannot hold them (part of
	// Unrepresentable).
	KindsUnrepresentable map[string]int `json:"kindsUnrepresentable,omitempty"`
}

// WhyNoRecords lists what left the run without records: each server and
// tool skipped, and each tool that made none, with the reason (for a tool
// whose slots failed, how many and the first failure).
func (r *Result) WhyNoRecords() []dataset.Skipped {
	why := append([]dataset.Skipped(nil), r.Skipped...)
	for _, t := range r.Tools {
		if t.Records > 0 {
			continue
		}
		reason := t.FirstFailure
		if reason == "" {
			reason = "no record made"
		}
		if failed := t.SynthFailures + t.ExecFailures + t.ExecSkipped + t.Unrepresentable; failed > 0 {
			reason = fmt.Sprintf("%d of %d slots failed, first: %s", failed, t.Slots, reason)
		}
		why = append(why, dataset.Skipped{Server: t.Server, Tool: t.Tool, Reason: reason})
	}
	return why
}

// A Result describes a finished (or interrupted) run.
type Result struct {
	// Tools has one entry per generated tool, in output order; Negatives
	// counts the negative records (Tool "").
	Tools     []ToolStats
	Negatives ToolStats
	// Skipped lists servers and tools left out, with the reason.
	Skipped []dataset.Skipped
	// Notes lists what loading noticed about the tools' inputs: schemas
	// normalized, tools declaring no parameters while describing inputs.
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
	// UnusedHints are the keys of the user's hints that match no parameter
	// of the run's tools (a typo?); they were not used.
	UnusedHints []string
	// RejectedHints are the user's hint pools of which no value is valid
	// for a parameter of a tool of the run (never used for it).
	RejectedHints []hints.Rejected
	// UnmatchedIncludes say which Include globs matched no tool (when
	// others did), with a few of the tool names there are.
	UnmatchedIncludes []string
	// Execution is what the execution reported when the run ended (nil
	// without Options.Execute, or when the Starter gave no Report).
	Execution ExecutionReport
}

// Partial reports whether part of the run failed: a source or tool was
// skipped, the execution worked around a fault, some slots produced no record for a reason other than
// deduplication, or a final-answer template failed on some results.
func (r *Result) Partial() bool {
	if len(r.Skipped) > 0 || (r.Execution != nil && r.Execution.Partial()) {
		return true
	}
	for _, t := range r.Tools {
		if t.SynthFailures > 0 || t.ExecFailures > 0 || t.FinalErrors > 0 {
			return true
		}
	}
	return false
}
