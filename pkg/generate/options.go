package generate

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"path"
	"reflect"
	"slices"
	"strings"
	"time"

	"github.com/mcpgen/mcpgen/pkg/dataset"
	"github.com/mcpgen/mcpgen/pkg/schema"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// Options are the options of a generate run. The one struct serves every
// surface: its json names are the members of the HTTP body of POST
// /api/mcp/generate and the keys of the manifest's "options"; its flag tags
// name the flags of `mcpgen generate`. Two more tags say where a field does
// not apply: http:"-" (refused over HTTP: it reads or writes the serving
// host's files, or the response streams) and manifest:"-" (left out of the
// manifest: it does not change the records). Start from DefaultOptions:
// the zero value of a field is a valid choice, not "default".
type Options struct {
	// Servers are the registry servers to generate from (the caller lists
	// their tools; see Source).
	Servers []string `json:"servers,omitempty" flag:"server"`
	// Tools are tool files (`generate --tools`); over HTTP the member
	// "tools" holds the tools inline instead. ToolsFormat forces their
	// kind (tool.Kinds); "" detects it.
	Tools       []string `json:"tools,omitempty" flag:"tools"`
	ToolsFormat string   `json:"toolsFormat,omitempty" flag:"tools-format"`
	// Include and Exclude are tool-name globs (path.Match syntax) matched
	// against the tool name and against "server/tool". A tool is kept when
	// it matches an Include (or there is none) and no Exclude.
	Include []string `json:"include,omitempty" flag:"include"`
	Exclude []string `json:"exclude,omitempty" flag:"exclude"`
	// N is the number of record slots per tool (at least 1).
	N int `json:"n" flag:"n"`
	// Seed seeds every choice of the run.
	Seed int64 `json:"seed" flag:"seed"`
	// Format is a dataset format name (dataset.Names), or "text" with a
	// chat template (Env.FormatImpl). ArgsEncoding overrides the format's
	// argument encoding.
	Format       string           `json:"format" flag:"format"`
	ArgsEncoding dataset.Encoding `json:"argsEncoding,omitempty" flag:"args-encoding"`
	// ChatTemplate names the chat template the records are written for;
	// the caller resolves it into Env.FormatOptions and Env.FormatImpl.
	ChatTemplate string `json:"chatTemplate,omitempty" flag:"chat-template" http:"-"`
	// Shape is where records end: ShapeCall, or ShapeFull (needs Execute).
	// "" means ShapeFull with Execute, else ShapeCall.
	Shape Shape `json:"shape" flag:"shape"`
	// Profile normalizes the inputSchemas written into records for a
	// consumer profile (schema.ParseProfile); "none" keeps them as served.
	Profile string `json:"profile" flag:"profile"`
	// Distractors is the number of other tools of the run offered beside
	// the called one in each record.
	Distractors int `json:"distractors" flag:"distractors"`
	// Negatives is the share of records, from 0 to MaxNegatives, where no
	// tool fits and the assistant answers in plain text.
	Negatives float64 `json:"negatives" flag:"negatives"`
	// Mix is the share of each record kind among a tool's records, as
	// "single=0.6,parallel=0.15,chain=0.15,followup=0.05,clarify=0.05"
	// (see ParseMix; a kind alone, "chain", has weight 1); "" is single
	// calls only.
	Mix string `json:"mix,omitempty" flag:"mix"`
	// NameStyle is how tool names are shown to the model.
	NameStyle NameStyle `json:"nameStyle" flag:"name-style"`
	// Split divides records into train/valid/test by group.
	Split dataset.SplitRatios `json:"split" flag:"split" http:"-"`
	// Shard, when set, limits the run to its share of the slots (the
	// manifest records it on its own).
	Shard *dataset.Shard `json:"shard,omitempty" flag:"shard" http:"-" manifest:"-"`
	// Workers is the number of generating goroutines (0: one per CPU). The
	// records do not depend on it.
	Workers int `json:"workers,omitempty" flag:"workers" manifest:"-"`
	// Templates is a folder of prompt templates that add to and override
	// the built-in ones.
	Templates string `json:"templates,omitempty" flag:"templates" http:"-"`
	// Resume continues an interrupted run into the same output: its
	// incomplete manifest (beside the partial files, written when the run
	// started and kept up to date, so it is there even after kill -9) must
	// have been written with the same options and tool definitions. Slots
	// the interrupted run decided are regenerated only for duplicate
	// detection (never executed again); the files and manifest end as an
	// uninterrupted run's would (for the same tool outputs). With nothing
	// to resume the run starts from the beginning and Output.Notice says
	// so.
	Resume bool `json:"resume,omitempty" flag:"resume" http:"-" manifest:"-"`
	// ExecuteOptions say whether and how calls run for real.
	ExecuteOptions
}

// ExecuteOptions are the options of a run that executes its calls
// (Options.Execute). Every member but Hints needs Execute. They reach the
// executor through [Starter], which interprets them.
type ExecuteOptions struct {
	// Execute calls each synthesized call on its real server and records
	// the result (records get ShapeFull).
	Execute bool `json:"execute,omitempty" flag:"execute"`
	// ExecutePolicy decides which tools run: "readonly" (readOnlyHint
	// true), "non-destructive" or "all"; "" is readonly, or all with
	// AllowDestructive.
	ExecutePolicy string `json:"executePolicy,omitempty" flag:"execute-policy"`
	// AllowDestructive also runs destructive tools.
	AllowDestructive bool `json:"allowDestructive,omitempty" flag:"allow-destructive"`
	// AllowTools run whatever the policy; DenyTools never run (globs of
	// tool or server/tool).
	AllowTools []string `json:"allowTools,omitempty" flag:"allow-tool"`
	DenyTools  []string `json:"denyTools,omitempty" flag:"deny-tool"`
	// OnError is what happens to tool results with isError: "keep" (error
	// and recovery records; "" too) or "skip".
	OnError string `json:"onError,omitempty" flag:"on-error"`
	// MaxOutput truncates tool messages to this many bytes with a visible
	// marker; 0 means no limit.
	MaxOutput int `json:"maxOutput" flag:"max-output"`
	// ToolOutput is what a tool message holds when a result has both text
	// content and structuredContent: "text" (or "") the text content, which
	// is what MCP clients pass to models (the spec asks servers to mirror
	// structured content in text), or "structured" the structuredContent as
	// compact JSON. A result with structuredContent and no text gives the
	// JSON either way.
	ToolOutput string `json:"toolOutput,omitempty" flag:"tool-output"`
	// Probe calls read-only listing tools before generating and uses the
	// paths, ids and names they return as value pools.
	Probe bool `json:"probe,omitempty" flag:"probe"`
	// NoScrub records tool outputs as returned, without replacing the
	// values of secret-looking environment variables.
	NoScrub bool `json:"noScrub,omitempty" flag:"no-scrub"`
	// CallTimeout bounds each call (0: the server's own, else 60 s).
	CallTimeout Duration `json:"callTimeout,omitempty" flag:"call-timeout"`
	// Hints is a file of value pools per parameter (hints.Load); over HTTP
	// the member "hints" holds the document inline instead. Hints work
	// without Execute.
	Hints string `json:"hints,omitempty" flag:"hints"`
}

// ExecuteOptions.ToolOutput values.
const (
	ToolOutputText       = "text"
	ToolOutputStructured = "structured"
)

// DefaultMaxOutput is the default ExecuteOptions.MaxOutput in bytes.
const DefaultMaxOutput = 32 << 10

// DefaultOptions returns the options of a run given no flags.
func DefaultOptions() Options {
	return Options{N: DefaultN, Seed: 1, Format: "openai", Profile: string(schema.ProfileAll),
		NameStyle: NameRaw, ExecuteOptions: ExecuteOptions{MaxOutput: DefaultMaxOutput}}
}

// A Duration is a time.Duration written as Go duration text ("10s").
type Duration time.Duration

// MarshalText writes d as "10s" ("0s" for zero).
func (d Duration) MarshalText() ([]byte, error) { return []byte(time.Duration(d).String()), nil }

// UnmarshalText reads Go duration text; "" is zero.
func (d *Duration) UnmarshalText(b []byte) error {
	if len(b) == 0 {
		*d = 0
		return nil
	}
	v, err := time.ParseDuration(string(b))
	if err != nil {
		return fmt.Errorf("want a duration such as 10s: %w", err)
	}
	*d = Duration(v)
	return nil
}

// An OptionError says which option is invalid and what it wants. Option is
// the option's json name (OptionFields gives its flag); Want names other
// options as {jsonName}. Error words every name as its json name; Word
// lets a caller word them for its surface (a command: as flags).
type OptionError struct {
	Option string
	Value  any // nil when the option's presence is the problem
	Want   string
}

func (e *OptionError) Error() string { return e.Word(func(s string) string { return s }) }

// Word returns the message with each option name passed through name.
func (e *OptionError) Word(name func(json string) string) string {
	want := e.Want
	for {
		i := strings.IndexByte(want, '{')
		j := strings.IndexByte(want[i+1:], '}')
		if i < 0 || j < 0 {
			break
		}
		want = want[:i] + name(want[i+1:i+1+j]) + want[i+2+j:]
	}
	if e.Value == nil {
		return fmt.Sprintf("%s %s", name(e.Option), want)
	}
	return fmt.Sprintf("%s %v: %s", name(e.Option), e.Value, want)
}

// MaxNegatives is the largest share of negatives Check accepts: at 0.9
// there are already 9 negatives per tool call.
const MaxNegatives = 0.9

// Check returns an *OptionError for the first invalid option (or pair of
// options that do not go together).
func (o *Options) Check() error {
	bad := func(opt string, v any, want string, args ...any) error {
		return &OptionError{Option: opt, Value: v, Want: fmt.Sprintf(want, args...)}
	}
	switch {
	case o.N < 1:
		return bad("n", o.N, "want at least 1")
	case o.Format == "":
		return bad("format", nil, "want a format name")
	case o.Format == "text" && o.ChatTemplate == "":
		return bad("format", "text", "needs {chatTemplate}: records are pre-rendered through it")
	case o.Distractors < 0:
		return bad("distractors", o.Distractors, "want 0 or more")
	case math.IsNaN(o.Negatives) || o.Negatives < 0 || o.Negatives > MaxNegatives:
		return bad("negatives", o.Negatives, "want a share from 0 to %g, e.g. 0.1 (a share s adds s/(1-s) negatives per tool call: near 1 that grows without bound)", MaxNegatives)
	case badMix(o.Mix) != nil:
		return bad("mix", o.Mix, "%v", badMix(o.Mix))
	case o.Workers < 0:
		return bad("workers", o.Workers, "want 1 or more")
	case o.ToolOutput != "" && o.ToolOutput != ToolOutputText && o.ToolOutput != ToolOutputStructured:
		return bad("toolOutput", o.ToolOutput, "want text or structured")
	case o.MaxOutput < 0:
		return bad("maxOutput", o.MaxOutput, "want 0 (no limit) or more")
	case o.CallTimeout < 0:
		return bad("callTimeout", time.Duration(o.CallTimeout), "want 0 or more")
	case o.ToolsFormat != "" && !slices.Contains(tool.Kinds, o.ToolsFormat):
		return bad("toolsFormat", o.ToolsFormat, "want one of %s", strings.Join(tool.Kinds, ", "))
	}
	if o.Format != "text" {
		if _, err := dataset.Lookup(o.Format); err != nil {
			return bad("format", o.Format, "want one of %s, or text with {chatTemplate}", strings.Join(dataset.Names(), ", "))
		}
	}
	if o.ChatTemplate != "" {
		switch o.Format {
		case "hf", "mlx", "text":
		default:
			return bad("chatTemplate", nil, "goes with {format} hf, mlx or text, not %s", o.Format)
		}
		if o.ArgsEncoding != dataset.EncodingDefault {
			return bad("argsEncoding", o.ArgsEncoding, "{chatTemplate} sets the argument encoding too: give one of the two")
		}
	}
	switch o.ArgsEncoding {
	case dataset.EncodingDefault, dataset.EncodingString, dataset.EncodingObject:
	default:
		return bad("argsEncoding", o.ArgsEncoding, "want string or object")
	}
	if err := o.checkTrainerEncoding(); err != nil {
		return err
	}
	switch o.Shape {
	case "", ShapeCall, ShapeFull:
	default:
		return bad("shape", o.Shape, "want call or full")
	}
	if o.Execute && o.Shape == ShapeCall {
		return bad("shape", o.Shape, "{execute} records tool results: want full (the default with {execute})")
	}
	if !o.Execute && o.Shape == ShapeFull {
		return bad("shape", o.Shape, "needs executed tool results: add {execute}")
	}
	switch o.NameStyle {
	case NameRaw, NamePrefixed:
	default:
		return bad("nameStyle", o.NameStyle, "want raw or prefixed")
	}
	if o.Profile != "none" {
		if _, err := schema.ParseProfile(o.Profile); err != nil {
			return bad("profile", o.Profile, "%v", err)
		}
	}
	for name, globs := range map[string][]string{"include": o.Include, "exclude": o.Exclude, "allowTools": o.AllowTools, "denyTools": o.DenyTools} {
		for _, g := range globs {
			if _, err := path.Match(g, ""); err != nil {
				return bad(name, g, "not a glob: %v", err)
			}
		}
	}
	switch o.OnError {
	case "", "keep", "skip":
	default:
		return bad("onError", o.OnError, "want keep or skip")
	}
	switch o.ExecutePolicy {
	case "", "readonly", "non-destructive", "all":
	default:
		return bad("executePolicy", o.ExecutePolicy, "want readonly, non-destructive or all")
	}
	if !o.Execute {
		if f := o.setExecuteOption(); f != "" {
			return bad(f, nil, "needs {execute}")
		}
	}
	return nil
}

// setExecuteOption returns the json name of the first execution option set
// to something other than its default (Hints aside: it works without
// execution), or "".
func (o *Options) setExecuteOption() string {
	def := DefaultOptions().ExecuteOptions
	v, d := reflect.ValueOf(o.ExecuteOptions), reflect.ValueOf(def)
	for _, f := range OptionFields() {
		if len(f.Index) != 2 || f.JSON == "execute" || f.JSON == "hints" {
			continue
		}
		i := f.Index[1]
		if !reflect.DeepEqual(v.Field(i).Interface(), d.Field(i).Interface()) {
			return f.JSON
		}
	}
	return ""
}

// An OptionField describes one field of Options: its Go name, json name,
// flag name, and whether it applies over HTTP and goes into the manifest.
// Index is its reflect index path in Options.
type OptionField struct {
	Name, JSON, Flag string
	HTTP, Manifest   bool
	Index            []int
}

// OptionFields lists the fields of Options (those of ExecuteOptions
// included), in declaration order.
func OptionFields() []OptionField {
	var out []OptionField
	var walk func(t reflect.Type, index []int)
	walk = func(t reflect.Type, index []int) {
		for i := range t.NumField() {
			f := t.Field(i)
			idx := append(slices.Clone(index), i)
			if f.Anonymous {
				walk(f.Type, idx)
				continue
			}
			name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
			out = append(out, OptionField{Name: f.Name, JSON: name, Flag: f.Tag.Get("flag"),
				HTTP: f.Tag.Get("http") != "-", Manifest: f.Tag.Get("manifest") != "-", Index: idx})
		}
	}
	walk(reflect.TypeOf(Options{}), nil)
	return out
}

// manifestOptions is o as the manifest's "options" records it: every field
// without manifest:"-", plus the digest of what the hints file resolved to
// (so a resume refuses a hints file changed since).
func (o *Options) manifestOptions(hintsDigest string) json.RawMessage {
	data, _ := json.Marshal(o)
	var m map[string]json.RawMessage
	_ = json.Unmarshal(data, &m)
	for _, f := range OptionFields() {
		if !f.Manifest {
			delete(m, f.JSON)
		}
	}
	if hintsDigest != "" {
		m["hintsDigest"], _ = json.Marshal(hintsDigest)
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(m) // map keys sorted: the same options, the same bytes
	return bytes.TrimSpace(buf.Bytes())
}

func badMix(s string) error {
	_, err := parseMix(s)
	return err
}

// checkTrainerEncoding refuses an ArgsEncoding the format's trainer does
// not read (dataset.RequiredEncoding): object arguments in openai or
// mistral would be written, pass a check that trusts the manifest, and then
// be refused by OpenAI's upload or mistral-finetune; string arguments in
// xlam, or objects in openai-functions, could not be written at all. The
// error names the formats that write the encoding asked for.
func (o *Options) checkTrainerEncoding() error {
	if o.ArgsEncoding == dataset.EncodingDefault {
		return nil
	}
	need, why := dataset.RequiredEncoding(o.Format)
	if need == dataset.EncodingDefault || need == o.ArgsEncoding {
		return nil
	}
	others := dataset.FormatsWriting(o.ArgsEncoding)
	alt := ""
	if len(others) > 0 {
		alt = fmt.Sprintf(", or choose a {format} that writes %s arguments (%s)", o.ArgsEncoding, strings.Join(others, ", "))
	}
	return &OptionError{Option: "argsEncoding", Value: o.ArgsEncoding,
		Want: fmt.Sprintf("{format} %s needs %s arguments (%s): drop {argsEncoding}%s", o.Format, need, why, alt)}
}
