package dataset

import (
	"errors"
	"fmt"
	"sort"
	"sync"
)

// Encoding says how tool-call arguments are written in a line (docs/formats.md,
// trap 1).
type Encoding string

// Argument encodings. EncodingDefault means "the format's default".
const (
	EncodingDefault Encoding = ""
	// EncodingString writes arguments as a string holding the JSON object
	// (OpenAI, Mistral): "arguments":"{\"city\":\"Porto\"}".
	EncodingString Encoding = "string"
	// EncodingObject writes arguments as the JSON object itself (Hugging Face
	// chat templates, TRL, LLaMA-Factory, Hermes, xLAM).
	EncodingObject Encoding = "object"
)

// ParseEncoding parses "string", "object" or "" (the format's default).
func ParseEncoding(s string) (Encoding, error) {
	switch Encoding(s) {
	case EncodingDefault, EncodingString, EncodingObject:
		return Encoding(s), nil
	}
	return "", fmt.Errorf("unknown arguments encoding %q (want string or object)", s)
}

// CallContent says what the "content" member of an assistant message that
// carries tool calls holds, in the formats with role/content messages.
type CallContent string

// Call-content conventions. CallContentDefault means "the format's default".
// Measured on real chat templates (docs/formats.md, chat templates): null breaks Qwen3
// and gpt-oss and prints "None" in GLM-4.6 and MiniMax, so the Hugging Face
// formats default to CallContentEmpty; OpenAI's and Mistral's documented
// examples omit the member.
const (
	CallContentDefault CallContent = ""
	CallContentEmpty   CallContent = "empty" // "content":""
	CallContentNull    CallContent = "null"  // "content":null
	CallContentOmit    CallContent = "omit"  // no content member
)

// ParseCallContent parses "empty", "null", "omit" or "" (the format's
// default).
func ParseCallContent(s string) (CallContent, error) {
	switch CallContent(s) {
	case CallContentDefault, CallContentEmpty, CallContentNull, CallContentOmit:
		return CallContent(s), nil
	}
	return "", fmt.Errorf("unknown call content convention %q (want empty, null or omit)", s)
}

// FormatOptions tune how a Format encodes records. The zero value gives each
// format's documented defaults ([Format.Defaults]).
type FormatOptions struct {
	// ArgsEncoding overrides how call arguments are written; "" = the
	// format's default. Formats whose container fixes the encoding (xlam,
	// openai-functions) reject the other value.
	ArgsEncoding Encoding `json:"argsEncoding,omitempty"`
	// CallContent is the "content" of assistant messages with tool calls;
	// "" = the format's default. Formats without such messages ignore it.
	CallContent CallContent `json:"callContent,omitempty"`
	// ToolsAsString writes the top-level "tools" list as a JSON string (the
	// Arrow-safe form that TRL and Axolotl also accept, docs/formats.md, trap 2).
	// Only hf and mlx honour it.
	ToolsAsString bool `json:"toolsAsString,omitempty"`
	// HermesSystem is the hermes system text; "{tools}" in it is replaced by
	// the tool signatures, one JSON object per line. "" = DefaultHermesSystem.
	HermesSystem string `json:"hermesSystem,omitempty"`
	// OneCallPerTurn writes an assistant turn with several calls as
	// consecutive single-call turns, each followed by its result (see
	// [SequentialCalls]), for chat templates that allow one call per
	// assistant turn (Llama 3.x raises, gpt-oss renders only the first).
	// The messages formats (openai, mistral, hf, mlx) honour it;
	// openai-functions always writes calls that way.
	OneCallPerTurn bool `json:"oneCallPerTurn,omitempty"`
}

// A Format renders a Record as one line of a framework's JSONL dataset. A
// Format is safe for concurrent use and deterministic: the same record and
// options give the same bytes.
type Format interface {
	// Name is the --format name, e.g. "openai".
	Name() string
	// Description is a one-line summary for help text.
	Description() string
	// Defaults returns the options the zero FormatOptions stand for, with
	// every field resolved (ArgsEncoding and, where it applies, CallContent
	// set).
	Defaults() FormatOptions
	// Encode renders r as one line of JSON without the trailing newline. It
	// returns an error (wrapping ErrNotRepresentable) when r has a shape the
	// format cannot hold, e.g. parallel calls in openai-functions or a
	// record ending on a tool result in mistral or sharegpt.
	Encode(r *Record, opts FormatOptions) ([]byte, error)
}

// An Appender is a Format that can encode a record into a buffer the
// caller reuses: AppendEncode(dst, …) is append(dst[:0], Encode(…)...)
// without a line of its own. openai, mlx, hf and mistral are Appenders.
type Appender interface {
	Format
	AppendEncode(dst []byte, r *Record, opts FormatOptions) ([]byte, error)
}

// A LineChecker is a Format that can also check lines of an existing file
// against its framework's rules. Every built-in format is one.
type LineChecker interface {
	Format
	// CheckLine checks one line (without its newline) and reports problems
	// through c. It must not keep line after returning.
	CheckLine(line []byte, c *LineContext)
}

// ErrNotRepresentable is wrapped by Encode errors for records whose shape
// the format cannot hold. Callers may skip such records and count them.
var ErrNotRepresentable = errors.New("record shape not representable in this format")

var (
	registryMu sync.RWMutex
	registry   = map[string]Format{}
)

// Register adds f to the registry under f.Name(). It returns an error if the
// name is empty or already taken.
func Register(f Format) error {
	registryMu.Lock()
	defer registryMu.Unlock()
	n := f.Name()
	if n == "" {
		return errors.New("dataset: register format: empty name")
	}
	if _, ok := registry[n]; ok {
		return fmt.Errorf("dataset: register format %q: already registered", n)
	}
	registry[n] = f
	return nil
}

func mustRegister(f Format) {
	if err := Register(f); err != nil {
		panic(err)
	}
}

// Lookup returns the format named name. The error lists the known names.
func Lookup(name string) (Format, error) {
	registryMu.RLock()
	f, ok := registry[name]
	registryMu.RUnlock()
	if !ok {
		return nil, fmt.Errorf("unknown format %q (known: %s)", name, joinNames(Names()))
	}
	return f, nil
}

// Names returns the registered format names, sorted.
func Names() []string {
	registryMu.RLock()
	defer registryMu.RUnlock()
	out := make([]string, 0, len(registry))
	for n := range registry {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

func joinNames(ns []string) string {
	s := ""
	for i, n := range ns {
		if i > 0 {
			s += ", "
		}
		s += n
	}
	return s
}

// resolve fills the zero fields of o from the format defaults d.
func resolve(o, d FormatOptions) FormatOptions {
	if o.ArgsEncoding == EncodingDefault {
		o.ArgsEncoding = d.ArgsEncoding
	}
	if o.CallContent == CallContentDefault {
		o.CallContent = d.CallContent
	}
	if o.HermesSystem == "" {
		o.HermesSystem = d.HermesSystem
	}
	o.OneCallPerTurn = o.OneCallPerTurn || d.OneCallPerTurn
	return o
}
