package generate

import (
	"encoding/json"
	"errors"
	"io"
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
	// File says the tools were read from a file or given inline: they are
	// never executed, whatever server of the same name exists.
	File bool
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

// config is a run as the pipeline takes it: the checked Options with
// their defaults applied, the templates loaded, the profile turned into a
// normalizer and the executor started (see Run).
type config struct {
	// N is the number of record slots per tool (DefaultN when 0).
	N int
	// Probe says --probe is on: reasons the run gives do not advise it
	// (probeAdvice).
	Probe bool
	// Seed seeds every choice of the run.
	Seed int64
	// Format is a dataset format name ("openai" when empty); FormatOptions
	// tune it (--args-encoding).
	Format        string
	FormatOptions dataset.FormatOptions
	// FormatImpl, when set, is used instead of looking Format up in the
	// dataset registry: formats built per run, such as a chat template's
	// pre-rendered "text" format (internal/chattemplate.TextFormat). Format must
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
	// DescriptionLimit, when above 0, is the longest tool description (in
	// characters) the records' tool definitions carry for the target
	// profile (schema.Profile.DescriptionLimit: 1,024 for OpenAI); a longer
	// one is cut as `schema normalize` cuts it and noted. Requests are
	// still phrased from the whole description.
	DescriptionLimit int
	// SynthesizeNormalized draws arguments from the normalized schema
	// instead of the inputSchema as served: for profiles that narrow the
	// schema by contract (openai-strict: every property required, optional
	// ones nullable), so calls validate against what the records show.
	SynthesizeNormalized bool
	// SynthesisSchemas maps "server/tool" to the schema its arguments are
	// drawn from instead of the inputSchema as served (records still show
	// the served one): probing found parameters that exclude each other.
	SynthesisSchemas map[string]json.RawMessage
	// Distractors is the number of other tools of the run offered beside the
	// called one in each record.
	Distractors int
	// Negatives is the share of records, in [0, 1), where no tool fits and
	// the assistant answers in plain text.
	Negatives float64
	// Mix is the share of each record kind among a tool's slots (the zero
	// value: single calls only).
	Mix mix
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
	// incomplete manifest (dataset.PartialManifestPath, written when the
	// run started and kept up to date while it ran, so it is there even
	// after kill -9) must have been written with the same seed, format,
	// shard, CommandOptions and tool definitions. Slots the interrupted run
	// decided are regenerated only for duplicate detection (never executed
	// again); the files and manifest end as an uninterrupted run's would
	// (for the same tool outputs). With nothing to resume (no incomplete
	// manifest), the run starts from the beginning and Output.Notice says
	// so.
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
	// Inputs are the files the run reads (tool files, the registry, a
	// hints file, a chat template): Run refuses to start when one of the
	// files it would write is one of them.
	Inputs []InputFile
	// Notice, when set, receives what the run has to say that is not an
	// error (e.g. that Resume found nothing to resume).
	Notice func(msg string)
	// Notes, when set, receives the notes on the tools' inputs (renamed,
	// normalized or shortened tools, distractor and Arrow notes) once the
	// tools are loaded and before any record is made, so a long run's
	// warnings come at its start; Result.Notes holds them too.
	Notes func(notes []dataset.Note)
}

// An InputFile is a file a run reads; Role says what it is ("tools file",
// "registry", "hints file", "chat template") in messages.
type InputFile struct {
	Path string
	Role string
}

// check returns an error for a config no checked Options give (Run builds
// configs from Options that passed Options.Check): a full shape without an
// executor.
func (o *config) check() error {
	if o.Shape == ShapeFull && o.Executor == nil {
		return errors.New("shape full needs an executor (Options.Execute)")
	}
	return nil
}
