package dataset

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/schema"
)

// Severity of a finding.
type Severity string

// Severities. Errors make `mcpgen dataset check` exit 1; warnings do not.
const (
	SeverityError   Severity = "error"
	SeverityWarning Severity = "warning"
)

// A Finding is one problem in one line of a checked file.
type Finding struct {
	// Line is the 1-based line number; 0 for a finding about the whole file
	// (empty file, too few examples).
	Line     int      `json:"line"`
	Severity Severity `json:"severity"`
	// Path locates the value in the line's JSON as a JSON pointer (RFC 6901),
	// e.g. "/messages/2/tool_calls/0/function/arguments"; "" for the line.
	Path    string `json:"path,omitempty"`
	Message string `json:"message"`
}

// String formats f as "line N: severity: path: message" ("file: …" for
// line 0).
func (f Finding) String() string {
	if f.Line == 0 {
		return fmt.Sprintf("file: %s: %s", f.Severity, f.Message)
	}
	if f.Path != "" {
		return fmt.Sprintf("line %d: %s: %s: %s", f.Line, f.Severity, f.Path, f.Message)
	}
	return fmt.Sprintf("line %d: %s: %s", f.Line, f.Severity, f.Message)
}

// CheckOptions tune Check.
type CheckOptions struct {
	// ArgsEncoding is the argument encoding the file is meant to have; ""
	// applies the format's rule (strict for openai, mistral, hf,
	// sharegpt, hermes, xlam; either for mlx, whose right encoding depends on
	// the model's template).
	ArgsEncoding Encoding
	// Tools, when set, maps tool names to their JSON Schema (an MCP
	// inputSchema): calls must name one of them and their arguments are
	// validated against it, in addition to the record's own tools. Needed for
	// xlam, whose records hold down-converted parameters.
	Tools map[string]json.RawMessage
	// MaxFindings caps the findings kept in the report (counts stay
	// exact); 0 means 1000.
	MaxFindings int
}

// A CheckReport is the result of Check.
type CheckReport struct {
	Format string `json:"format"`
	// Lines is the number of lines read, Records the number that parsed as
	// JSON objects.
	Lines    int `json:"lines"`
	Records  int `json:"records"`
	Errors   int `json:"errors"`
	Warnings int `json:"warnings"`
	// BadLines is the number of lines with at least one error.
	BadLines int `json:"badLines"`
	// Findings in line order, at most CheckOptions.MaxFindings of them;
	// Truncated tells whether some were left out.
	Findings  []Finding `json:"findings"`
	Truncated bool      `json:"truncated,omitempty"`
}

// OK reports whether the file had no errors.
func (r *CheckReport) OK() bool { return r.Errors == 0 }

// A LineContext collects the findings of one line and gives formats the
// shared checks (argument validation against a schema, known tool names).
type LineContext struct {
	// Line is the 1-based line number being checked.
	Line int
	// Opts are the check options.
	Opts *CheckOptions

	rep      *CheckReport
	max      int
	cache    *schemaCache
	lineErrs int
	// arrow tracks the Arrow type of each column across lines.
	arrow *ArrowColumns
	// strArgs, when set, holds back the "arguments is a JSON string"
	// errors of an hf file until the whole file is read (see
	// deferredArgs).
	strArgs *deferredArgs
}

// Errorf reports an error at JSON pointer path of the current line.
func (c *LineContext) Errorf(path, format string, args ...any) {
	c.add(SeverityError, path, fmt.Sprintf(format, args...))
}

// Warnf reports a warning at JSON pointer path of the current line.
func (c *LineContext) Warnf(path, format string, args ...any) {
	c.add(SeverityWarning, path, fmt.Sprintf(format, args...))
}

func (c *LineContext) add(sev Severity, path, msg string) {
	if sev == SeverityError {
		c.rep.Errors++
		c.lineErrs++
	} else {
		c.rep.Warnings++
	}
	if len(c.rep.Findings) >= c.max {
		c.rep.Truncated = true
		return
	}
	c.rep.Findings = append(c.rep.Findings, Finding{Line: c.Line, Severity: sev, Path: path, Message: msg})
}

// ValidateArgs validates a call's arguments (a decoded JSON value) against
// the parameters schema params of tool name, reporting each violation at
// path. With CheckOptions.Tools set, the schema given there for name wins.
// Schemas are compiled once per distinct schema bytes.
func (c *LineContext) ValidateArgs(path, name string, params json.RawMessage, args any) {
	if s, ok := c.Opts.Tools[name]; ok {
		params = s
	}
	if len(bytes.TrimSpace(params)) == 0 {
		return
	}
	e := c.cache.get(params)
	if e.err != nil {
		c.Errorf(path, "tool %s: parameters schema does not compile: %v", name, e.err)
		return
	}
	for _, v := range e.s.Validate(args) {
		c.Errorf(path+v.InstancePointer, "arguments do not validate against tool %s: %s (schema %s)", name, v.Message, v.SchemaPointer)
	}
	if m, ok := args.(map[string]any); ok && e.props != nil {
		for _, k := range sortedArgKeys(m) {
			if !e.props[k] {
				c.Warnf(ptr(path, k), "argument %q is not declared in tool %s's properties (the model learns to invent parameters)", k, name)
			}
		}
	}
}

func sortedArgKeys(m map[string]any) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

// schemaCache compiles each distinct parameters schema once.
type schemaCache struct {
	m map[[32]byte]cached
}

type cached struct {
	s   *schema.Schema
	err error
	// props are the names declared in the top-level "properties"; nil when
	// the schema declares none or its additionalProperties is a schema.
	props map[string]bool
}

const maxCachedSchemas = 4096

func (sc *schemaCache) get(raw json.RawMessage) cached {
	k := sha256.Sum256(raw)
	if e, ok := sc.m[k]; ok {
		return e
	}
	s, err := schema.Compile(raw, schema.CompileOptions{})
	e := cached{s: s, err: err}
	var top struct {
		Properties           map[string]json.RawMessage `json:"properties"`
		AdditionalProperties json.RawMessage            `json:"additionalProperties"`
	}
	if json.Unmarshal(raw, &top) == nil && top.Properties != nil {
		ap := strings.TrimSpace(string(top.AdditionalProperties))
		if ap == "" || ap == "true" || ap == "false" {
			e.props = make(map[string]bool, len(top.Properties))
			for p := range top.Properties {
				e.props[p] = true
			}
		}
	}
	if len(sc.m) >= maxCachedSchemas {
		sc.m = map[[32]byte]cached{}
	}
	sc.m[k] = e
	return e
}

// maxLine is the longest line Check reads (64 MiB).
const maxLine = 64 << 20

// Check reads a JSONL file from r and checks every line against the rules of
// format (a registered [LineChecker]): JSON syntax, required members, role
// order, argument encoding (double-encoded strings, objects where strings
// are required and the reverse), calls to tools not in the record,
// arguments that do not validate against the tool's parameters, id rules,
// and a field whose type differs between lines, which Arrow
// (datasets.load_dataset("json")) cannot load (ArrowColumns).
// Exact duplicate lines are warnings. Findings carry 1-based line numbers. The error is non-nil only when the
// file cannot be read or the format is unknown or has no checker; problems
// in the data are findings.
func Check(r io.Reader, format string, opts CheckOptions) (*CheckReport, error) {
	lc, err := lineChecker(format)
	if err != nil {
		return nil, err
	}
	rep := &CheckReport{Format: format, Findings: []Finding{}}
	max := opts.MaxFindings
	if max <= 0 {
		max = 1000
	}
	ctx := &LineContext{Opts: &opts, rep: rep, max: max, cache: &schemaCache{m: map[[32]byte]cached{}}}
	if format == "hf" && opts.ArgsEncoding == EncodingDefault {
		ctx.strArgs = &deferredArgs{}
	}
	// seen maps a 16-byte digest of each line to its line number, to report
	// exact duplicates (about 40 bytes per line).
	seen := map[[16]byte]int{}
	br := bufio.NewReaderSize(r, 1<<20)
	for {
		line, err := readLine(br)
		if len(line) == 0 && err == io.EOF {
			break
		}
		rep.Lines++
		ctx.Line = rep.Lines
		ctx.lineErrs = 0
		switch {
		case err != nil && !errors.Is(err, io.EOF) && !errors.Is(err, errLongLine):
			return rep, fmt.Errorf("read line %d: %w", rep.Lines, err)
		case errors.Is(err, errLongLine):
			ctx.Errorf("", "line longer than %d bytes", maxLine)
		case rep.Lines == 1 && multiLineDocument(line):
			// A pretty-printed JSON file, not JSONL: one finding, not one
			// "not valid JSON" per line of it.
			ctx.Errorf("", "the file is one JSON document over several lines, not JSONL (one record per line): write each record on a line of its own (for a JSON array of records: jq -c '.[]' FILE)")
			rep.BadLines++
			return rep, nil
		default:
			checkLine(lc, line, ctx)
			if len(bytes.TrimSpace(line)) > 0 {
				sum := sha256.Sum256(bytes.TrimRight(line, "\r"))
				var k [16]byte
				copy(k[:], sum[:])
				if first, ok := seen[k]; ok {
					ctx.Warnf("", "exact duplicate of line %d", first)
				} else {
					seen[k] = rep.Lines
				}
			}
		}
		if ctx.lineErrs > 0 {
			rep.BadLines++
		} else if ctx.strArgs != nil && ctx.strArgs.lastLine == rep.Lines {
			ctx.strArgs.onlyLines++
		}
		if err == io.EOF {
			break
		}
	}
	ctx.Line = 0
	ctx.strArgs.finish(ctx)
	switch {
	case rep.Lines == 0:
		ctx.Errorf("", "file is empty")
	case format == "openai" && rep.Records < 10:
		ctx.Warnf("", "%s; OpenAI fine-tuning needs at least 10 per file", plural(rep.Records, "example"))
	case format == "mlx" && rep.Records < 4:
		ctx.Warnf("", "%s; mlx_lm.lora aborts when a split has fewer than batch_size (default 4)", plural(rep.Records, "example"))
	}
	return rep, nil
}

var errLongLine = errors.New("line too long")

// multiLineDocument tells whether line, a file's first, opens a JSON
// document written over several lines: it opens an object or an array,
// is no JSON value by itself, and stops where a value goes on ("{",
// `{"tools": [`, `[{"messages": [`, a member and its comma). A record
// cut short stops elsewhere, and is said as a line of bad JSON.
func multiLineDocument(line []byte) bool {
	t := bytes.TrimSpace(line)
	if len(t) == 0 || t[0] != '{' && t[0] != '[' || json.Valid(t) {
		return false
	}
	return bytes.IndexByte([]byte("{[,:"), t[len(t)-1]) >= 0
}

// lineChecker returns the checker of format: a registered LineChecker, or
// the built-in "text" checker (the text format itself is registered per
// chat template by its user, see internal/chattemplate).
func lineChecker(format string) (LineChecker, error) {
	f, err := Lookup(format)
	if err != nil {
		if format == "text" {
			return textChecker{}, nil
		}
		return nil, err
	}
	if lc, ok := f.(LineChecker); ok {
		return lc, nil
	}
	if f.Name() == "text" {
		return textChecker{}, nil
	}
	return nil, fmt.Errorf("format %q has no line checker", format)
}

// CheckFormats returns the format names Check accepts, sorted: the
// registered formats with a checker, and "text".
func CheckFormats() []string {
	seen := map[string]bool{"text": true}
	for _, n := range Names() {
		if _, err := lineChecker(n); err == nil {
			seen[n] = true
		}
	}
	out := make([]string, 0, len(seen))
	for n := range seen {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// textChecker checks pre-rendered {"text": …} lines (MLX-LM's text format,
// TRL's dataset_text_field): a non-empty string under "text".
type textChecker struct{}

func (textChecker) Name() string        { return "text" }
func (textChecker) Description() string { return "pre-rendered chat text: {\"text\": …}" }
func (textChecker) Defaults() FormatOptions {
	return FormatOptions{}
}
func (textChecker) Encode(*Record, FormatOptions) ([]byte, error) {
	return nil, errors.New("text: records are rendered through a chat template (internal/chattemplate)")
}
func (textChecker) CheckLine(line []byte, c *LineContext) {
	m, ok := decodeObject(line, c)
	if !ok {
		return
	}
	switch v := m["text"].(type) {
	case string:
		if strings.TrimSpace(v) == "" {
			c.Errorf("/text", "text is empty")
		}
	default:
		c.Errorf("/text", "text must be a string, got %s", typeName(v))
	}
}

// readLine returns the next line without its "\n" (and a "\r" before it is
// kept, so checks can report CRLF). At the end it returns io.EOF with the
// last unterminated line, if any.
func readLine(br *bufio.Reader) ([]byte, error) {
	var buf []byte
	for {
		chunk, err := br.ReadSlice('\n')
		if len(buf)+len(chunk) > maxLine {
			// Skip the rest of the line.
			for errors.Is(err, bufio.ErrBufferFull) {
				_, err = br.ReadSlice('\n')
			}
			return nil, errLongLine
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			buf = append(buf, chunk...)
			continue
		}
		if buf != nil {
			buf = append(buf, chunk...)
		} else {
			buf = chunk
		}
		if err == nil {
			return buf[:len(buf)-1], nil
		}
		return buf, err
	}
}

// checkLine applies the rules every format shares, then the format's own.
func checkLine(lc LineChecker, line []byte, c *LineContext) {
	if c.Line == 1 && bytes.HasPrefix(line, []byte("\xef\xbb\xbf")) {
		c.Errorf("", "UTF-8 byte order mark at the start of the file (loaders reject it)")
		line = line[3:]
	}
	if bytes.HasSuffix(line, []byte("\r")) {
		c.Errorf("", "CRLF line ending (use LF)")
		line = line[:len(line)-1]
	}
	if len(bytes.TrimSpace(line)) == 0 {
		c.Errorf("", "empty line")
		return
	}
	// The checker decodes the line (decodeObject), reports syntax errors
	// and counts it as a record once it is a JSON object.
	lc.CheckLine(line, c)
}

// ptr appends JSON pointer tokens to base, escaping "~" and "/" (RFC 6901).
func ptr(base string, toks ...any) string {
	var sb strings.Builder
	sb.WriteString(base)
	for _, t := range toks {
		sb.WriteByte('/')
		switch v := t.(type) {
		case string:
			sb.WriteString(strings.ReplaceAll(strings.ReplaceAll(v, "~", "~0"), "/", "~1"))
		default:
			fmt.Fprint(&sb, v)
		}
	}
	return sb.String()
}
