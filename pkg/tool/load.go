package tool

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
)

// Input kinds accepted by ParseFile and LoadFile. KindDetect ("") guesses the
// kind from the content; the others force it.
const (
	// KindDetect detects the kind from the document's shape.
	KindDetect = ""
	// KindMCP is MCP JSON: a tools/list result ({"tools":[...]}, possibly
	// with extra fields such as nextCursor or capture metadata), a JSON-RPC
	// 2.0 response whose result is one, a bare array of Tool objects, one Tool
	// object, or mcpgen's multi-server form {"servers":{NAME:[tools...]}}
	// (which sets Tool.Server).
	KindMCP = "mcp"
	// KindSchema is one bare JSON Schema: it becomes a single tool whose
	// inputSchema is the whole document and whose name is the file's base
	// name without extension.
	KindSchema = "schema"
	// KindOpenAI is OpenAI function definitions: {name, description,
	// parameters} or {"type":"function","function":{...}} (also the flat
	// Responses-API form {"type":"function","name":...}), as one object, an
	// array, an object with "tools" or "functions" holding such an array, or
	// JSONL with one definition per line. parameters becomes InputSchema.
	KindOpenAI = "openai"
)

// Kinds lists the explicit kinds accepted by ParseFile, for help texts.
var Kinds = []string{KindMCP, KindSchema, KindOpenAI}

// ParseFile parses the tools held in data; see ParseNamed. A bare JSON
// Schema becomes a tool named "schema".
func ParseFile(data []byte, kind string) ([]Tool, error) {
	return ParseNamed("schema", data, kind)
}

// LoadFile reads path and parses its tools with ParseNamed, naming a bare
// schema's tool after the file (base name without extension). Errors name
// the file and, for JSONL input, the 1-based line.
func LoadFile(path string, kind string) ([]Tool, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, readError(path, err)
	}
	tools, err := parseNamed(nameFromPath(path), data, kind, nil)
	if err != nil {
		var se *SyntaxError
		if errors.As(err, &se) {
			return nil, fmt.Errorf("load tools from %s:%d:%d: invalid JSON: %w", path, se.Line, se.Col, se.Err)
		}
		return nil, fmt.Errorf("load tools from %s: %w", path, err)
	}
	return tools, nil
}

func nameFromPath(path string) string {
	base := filepath.Base(path)
	for {
		ext := filepath.Ext(base)
		if ext == "" || ext == base {
			break
		}
		base = strings.TrimSuffix(base, ext)
	}
	if base == "" || base == "." || base == "-" {
		return "schema"
	}
	return base
}

// ParseNamed parses data as kind (KindDetect, KindMCP, KindSchema or
// KindOpenAI; see their docs for the shapes) and returns the tools in
// document order. name names the single tool made from a bare JSON Schema.
//
// Detection, for KindDetect: several JSON values on separate lines are
// JSONL of tool or function objects; an array holds tools or functions
// (decided per element); an object is a JSON-RPC response (its "result" is
// parsed, its "error" is returned as an error), a tools/list result
// ("tools"), a multi-server map ("servers"), an OpenAI function, an MCP
// tool (has "name" and "inputSchema", or only name/title/description/
// annotations), or else a bare JSON Schema.
//
// Errors name the element ("tools[3]") or JSONL line ("line 4") at fault.
// It returns an error for an unknown kind, for data that is not JSON, and
// when no tool is found.
func ParseNamed(name string, data []byte, kind string) ([]Tool, error) {
	return parseNamed(name, data, kind, nil)
}

// A Skipped is a malformed element of a tools file that LoadFileSkipping
// left out: a tool object whose name is missing, empty or not a string, a
// field of the wrong type, or an element that is no JSON object.
type Skipped struct {
	// Where names the element as errors do: "tools[3]", "line 4".
	Where string
	// Pointer is the element's JSON pointer in the file ("/3",
	// "/tools/3", "/result/tools/3"); "" for a JSONL line.
	Pointer string
	// Err says what is wrong with it.
	Err error
}

// String returns "tools[3] (JSON pointer /tools/3): reason".
func (s Skipped) String() string {
	if s.Pointer == "" {
		return fmt.Sprintf("%s: %v", s.Where, s.Err)
	}
	return fmt.Sprintf("%s (JSON pointer %s): %v", s.Where, s.Pointer, s.Err)
}

// readError words a failed read of tool file path: "load tools from
// PATH: no such file or directory" (the path once; errors.Is still sees
// fs.ErrNotExist), with what to do for an empty path, a folder, or a file
// used as a folder ("tools.json/", ENOTDIR).
func readError(path string, err error) error {
	if path == "" {
		return fmt.Errorf("load tools: the file name is empty: %w: name a tools file", fs.ErrNotExist)
	}
	if errors.Is(err, syscall.ENOTDIR) {
		return fmt.Errorf("load tools from %s: %w: a part of the path before the last / is a file, not a folder (drop a trailing /)", path, syscall.ENOTDIR)
	}
	if errors.Is(err, syscall.EISDIR) {
		return fmt.Errorf("load tools from %s: %w: give a tools file (a tools/list result, a JSON array of tools, OpenAI functions or JSONL of them), not a folder", path, syscall.EISDIR)
	}
	var pe *fs.PathError
	if errors.As(err, &pe) && pe.Path == path {
		return fmt.Errorf("load tools from %s: %w", path, pe.Err)
	}
	return fmt.Errorf("load tools from %s: %w", path, err)
}

// errNoTools is the error of input that holds no tool, saying what it
// should hold.
var errNoTools = errors.New(`no tools found (want a tools/list result {"tools": [...]}, a JSON array of tools, OpenAI functions, or JSONL of them)`)

// LoadFileSkipping is LoadFile, except that a malformed tool element (see
// Skipped) is left out and returned in skipped instead of failing the whole
// file, as a server's malformed tools in tools/list are; the other tools go
// on. A file with no well-formed tool is still an error.
func LoadFileSkipping(path string, kind string) (tools []Tool, skipped []Skipped, err error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, readError(path, err)
	}
	tools, err = parseNamed(nameFromPath(path), data, kind, &skipped)
	if err != nil {
		var se *SyntaxError
		if errors.As(err, &se) {
			return nil, skipped, fmt.Errorf("load tools from %s:%d:%d: invalid JSON: %w", path, se.Line, se.Col, se.Err)
		}
		return nil, skipped, fmt.Errorf("load tools from %s: %w", path, err)
	}
	return tools, skipped, nil
}

// ParseNamedSkipping is ParseNamed, except that a malformed tool element
// (see Skipped) is left out and returned in skipped, as LoadFileSkipping
// does for a file.
func ParseNamedSkipping(name string, data []byte, kind string) (tools []Tool, skipped []Skipped, err error) {
	tools, err = parseNamed(name, data, kind, &skipped)
	return tools, skipped, err
}

// parseNamed is ParseNamed; with skip set, malformed tool elements are
// appended to it instead of failing the parse.
func parseNamed(name string, data []byte, kind string, skip *[]Skipped) ([]Tool, error) {
	switch kind {
	case KindDetect, KindMCP, KindSchema, KindOpenAI:
	default:
		return nil, fmt.Errorf("unknown input format %q (want one of %s)", kind, strings.Join(Kinds, ", "))
	}
	trimmed := bytes.TrimSpace(data)
	if len(trimmed) == 0 {
		return nil, errors.New("empty input")
	}
	lead := len(data) - len(bytes.TrimLeft(data, " \t\r\n"))
	if !json.Valid(trimmed) && JSONDepth(trimmed) > maxDecodeDepth {
		// Too deep for encoding/json: split the top levels by hand and let
		// pkg/schema report the depth.
		return parseDeep(name, trimmed, kind)
	}
	if kind == KindSchema {
		if !json.Valid(trimmed) {
			return nil, fmt.Errorf("not a JSON Schema: %w", jsonError(data, lead, trimmed))
		}
		return []Tool{schemaTool(name, trimmed)}, nil
	}
	if !json.Valid(trimmed) {
		if looksJSONL(trimmed) {
			return parseJSONL(trimmed, kind, skip)
		}
		return nil, jsonError(data, lead, trimmed)
	}
	tools, err := parseValue(name, trimmed, kind, "", "", skip)
	if err != nil {
		return nil, err
	}
	if len(tools) == 0 && (kind != KindMCP || skip != nil && len(*skip) > 0) {
		if skip != nil && len(*skip) > 0 {
			return nil, fmt.Errorf("no well-formed tool: %d malformed, the first %s", len(*skip), (*skip)[0])
		}
		return nil, errNoTools
	}
	return tools, nil
}

// A SyntaxError is input that is not JSON, with the 1-based line and
// column (in bytes) where parsing failed; LoadFile prints it as
// "FILE:LINE:COL: invalid JSON: …".
type SyntaxError struct {
	Line, Col int
	Err       error
}

func (e *SyntaxError) Error() string {
	return fmt.Sprintf("invalid JSON at line %d, column %d: %v", e.Line, e.Col, e.Err)
}

func (e *SyntaxError) Unwrap() error { return e.Err }

// CheckJSON returns nil when data holds one JSON value (spaces around it
// allowed), else a *SyntaxError with the 1-based line and column where it
// breaks, for messages of the form "FILE:LINE:COL: invalid JSON: …".
func CheckJSON(data []byte) error {
	trimmed := bytes.TrimSpace(data)
	if json.Valid(trimmed) {
		return nil
	}
	if len(trimmed) == 0 {
		line, col := lineCol(data, len(data))
		return &SyntaxError{Line: line, Col: col, Err: errors.New("no JSON value")}
	}
	return jsonError(data, len(data)-len(bytes.TrimLeft(data, " \t\r\n")), trimmed)
}

// jsonError returns the decoder's error for data as a *SyntaxError; lead
// is the number of bytes trimmed before data in the input (so lines and
// columns count in the input as given).
func jsonError(input []byte, lead int, data []byte) error {
	var v any
	dec := json.NewDecoder(bytes.NewReader(data))
	err := dec.Decode(&v)
	off := len(data) // unexpected EOF: the end of the input
	switch {
	case err == nil:
		off = int(dec.InputOffset())
		if _, terr := dec.Token(); terr == nil {
			err = errors.New("trailing data after the first JSON value")
		} else {
			return errors.New("invalid JSON")
		}
	default:
		var se *json.SyntaxError
		if errors.As(err, &se) && se.Offset > 0 {
			off = int(se.Offset) - 1 // the offending byte
		}
	}
	line, col := lineCol(input, lead+off)
	return &SyntaxError{Line: line, Col: col, Err: err}
}

func looksJSONL(data []byte) bool {
	first, _, found := bytes.Cut(data, []byte("\n"))
	return found && json.Valid(bytes.TrimSpace(first))
}

func parseJSONL(data []byte, kind string, skip *[]Skipped) ([]Tool, error) {
	var out []Tool
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 64*1024), len(data)+1)
	line := 0
	for sc.Scan() {
		line++
		raw := sc.Bytes()
		b := bytes.TrimSpace(raw)
		if len(b) == 0 {
			continue
		}
		if !json.Valid(b) {
			err := jsonError(raw, len(raw)-len(bytes.TrimLeft(raw, " \t\r")), b)
			var se *SyntaxError
			if errors.As(err, &se) {
				se.Line = line // the line of the JSONL input, not of the value
				return nil, se
			}
			return nil, fmt.Errorf("line %d: %w", line, err)
		}
		if b[0] != '{' {
			if skip != nil {
				*skip = append(*skip, Skipped{Where: fmt.Sprintf("line %d", line), Err: errors.New("want a JSON object per line")})
				continue
			}
			return nil, fmt.Errorf("line %d: want a JSON object per line", line)
		}
		t, err := parseToolObject(b, kind)
		if err != nil {
			if skip != nil {
				*skip = append(*skip, Skipped{Where: fmt.Sprintf("line %d", line), Err: err})
				continue
			}
			return nil, fmt.Errorf("line %d: %w", line, err)
		}
		out = append(out, t)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("line %d: %w", line+1, err)
	}
	if len(out) == 0 {
		if skip != nil && len(*skip) > 0 {
			return nil, fmt.Errorf("no well-formed tool: %d malformed, the first %s", len(*skip), (*skip)[0])
		}
		return nil, errNoTools
	}
	return out, nil
}

// parseValue parses one whole JSON document (array or object); where and
// ptr name its place in the file for messages ("result.", "/result").
func parseValue(name string, data []byte, kind string, where, ptr string, skip *[]Skipped) ([]Tool, error) {
	switch data[0] {
	case '[':
		var elems []json.RawMessage
		if err := json.Unmarshal(data, &elems); err != nil {
			return nil, fmt.Errorf("%sdecode array: %w", where, err)
		}
		return parseArray(elems, kind, where+"tools", ptr, skip)
	case '{':
	default:
		if kind == KindDetect && (bytes.Equal(data, []byte("true")) || bytes.Equal(data, []byte("false"))) {
			return []Tool{schemaTool(name, data)}, nil
		}
		return nil, fmt.Errorf("%swant a JSON object or array, got %s", where, shortJSON(data))
	}
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(data, &obj); err != nil {
		return nil, fmt.Errorf("%sdecode object: %w", where, err)
	}
	// JSON-RPC 2.0 response wrapping a tools/list result.
	if _, ok := obj["jsonrpc"]; ok {
		if e, ok := obj["error"]; ok && !isNull(e) {
			return nil, fmt.Errorf("%sJSON-RPC error response: %s", where, shortJSON(e))
		}
		if r, ok := obj["result"]; ok && len(bytes.TrimSpace(r)) > 0 && bytes.TrimSpace(r)[0] == '{' {
			return parseValue(name, bytes.TrimSpace(r), kind, where+"result.", ptr+"/result", skip)
		}
		return nil, fmt.Errorf("%sJSON-RPC response without an object result", where)
	}
	if arr, ok := obj["tools"]; ok && isArray(arr) {
		var elems []json.RawMessage
		if err := json.Unmarshal(arr, &elems); err != nil {
			return nil, fmt.Errorf("%stools: %w", where, err)
		}
		return parseArray(elems, kind, where+"tools", ptr+"/tools", skip)
	}
	if arr, ok := obj["functions"]; ok && isArray(arr) && kind != KindMCP {
		var elems []json.RawMessage
		if err := json.Unmarshal(arr, &elems); err != nil {
			return nil, fmt.Errorf("%sfunctions: %w", where, err)
		}
		return parseArray(elems, KindOpenAI, where+"functions", ptr+"/functions", skip)
	}
	if srv, ok := obj["servers"]; ok && isObject(srv) && kind != KindOpenAI {
		return parseServers(srv, where, ptr, skip)
	}
	if kind == KindDetect && !isToolObject(obj) && !isFunctionObject(obj) {
		if err := notSchemaError(obj); err != nil {
			return nil, fmt.Errorf("%s%w", where, err)
		}
		return []Tool{schemaTool(name, data)}, nil
	}
	t, err := parseToolObject(data, kind)
	if err != nil {
		if where != "" {
			return nil, fmt.Errorf("%s%w", where, err)
		}
		return nil, err
	}
	return []Tool{t}, nil
}

// parseServers parses {"servers":{NAME:[tools...]}} in key order of the
// document.
func parseServers(raw json.RawMessage, where, ptr string, skip *[]Skipped) ([]Tool, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	if _, err := dec.Token(); err != nil { // {
		return nil, fmt.Errorf("%sservers: %w", where, err)
	}
	var out []Tool
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, fmt.Errorf("%sservers: %w", where, err)
		}
		server, _ := tok.(string)
		var elems []json.RawMessage
		if err := dec.Decode(&elems); err != nil {
			return nil, fmt.Errorf("%sservers.%s: want an array of tools: %w", where, server, err)
		}
		tools, err := parseArray(elems, KindMCP, fmt.Sprintf("%sservers.%s", where, server), ptr+"/servers/"+pointerToken(server), skip)
		if err != nil {
			return nil, err
		}
		for i := range tools {
			tools[i].Server = server
		}
		out = append(out, tools...)
	}
	return out, nil
}

// parseArray parses the tool objects of an array found at where (ptr as
// a JSON pointer). With skip set, a malformed element is appended to it
// and left out; else it fails the parse.
func parseArray(elems []json.RawMessage, kind, where, ptr string, skip *[]Skipped) ([]Tool, error) {
	out := make([]Tool, 0, len(elems))
	for i, e := range elems {
		e = bytes.TrimSpace(e)
		var err error
		var t Tool
		if len(e) == 0 || e[0] != '{' {
			err = fmt.Errorf("want a JSON object, got %s", shortJSON(e))
		} else {
			t, err = parseToolObject(e, kind)
		}
		if err != nil {
			if skip != nil {
				*skip = append(*skip, Skipped{Where: fmt.Sprintf("%s[%d]", where, i), Pointer: fmt.Sprintf("%s/%d", ptr, i), Err: err})
				continue
			}
			return nil, fmt.Errorf("%s[%d]: %w", where, i, err)
		}
		out = append(out, t)
	}
	return out, nil
}

// pointerToken escapes a key for a JSON pointer (RFC 6901).
func pointerToken(k string) string {
	return strings.ReplaceAll(strings.ReplaceAll(k, "~", "~0"), "/", "~1")
}

// parseToolObject parses one MCP Tool or OpenAI function object.
func parseToolObject(data []byte, kind string) (Tool, error) {
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(data, &obj); err != nil {
		return Tool{}, fmt.Errorf("decode tool: %w", err)
	}
	if kind == KindOpenAI || (kind == KindDetect && isFunctionObject(obj)) {
		return fromOpenAI(data, obj)
	}
	return FromJSON(data)
}

// isToolObject reports whether obj looks like an MCP Tool object.
func isToolObject(obj map[string]json.RawMessage) bool {
	if _, ok := obj["name"]; !ok {
		return false
	}
	if _, ok := obj["inputSchema"]; ok {
		return true
	}
	// A tool without inputSchema: only Tool fields present.
	for k := range obj {
		switch k {
		case "name", "title", "description", "annotations", "outputSchema", "_meta", "icons", "execution":
		default:
			return false
		}
	}
	return true
}

// isFunctionObject reports whether obj looks like an OpenAI function
// definition (chat-completions or Responses form, or a bare function).
func isFunctionObject(obj map[string]json.RawMessage) bool {
	if t, ok := obj["type"]; ok && string(bytes.TrimSpace(t)) == `"function"` {
		if _, ok := obj["function"]; ok {
			return true
		}
		if _, ok := obj["name"]; ok {
			return true
		}
	}
	_, hasName := obj["name"]
	_, hasParams := obj["parameters"]
	_, hasInput := obj["inputSchema"]
	return hasName && hasParams && !hasInput
}

func fromOpenAI(data []byte, obj map[string]json.RawMessage) (Tool, error) {
	fn := obj
	if f, ok := obj["function"]; ok {
		if !isObject(f) {
			return Tool{}, errors.New(`decode function: "function" is not an object`)
		}
		fn = nil
		if err := json.Unmarshal(f, &fn); err != nil {
			return Tool{}, fmt.Errorf("decode function: %w", err)
		}
	}
	var t Tool
	if n, ok := fn["name"]; ok {
		if err := json.Unmarshal(n, &t.Name); err != nil {
			return Tool{}, fmt.Errorf("decode function name: %w", err)
		}
	}
	if t.Name == "" {
		return Tool{}, errors.New(`decode function: missing "name"`)
	}
	if strings.TrimSpace(t.Name) == "" {
		return Tool{}, fmt.Errorf("decode function: blank \"name\" %q (white space only)", t.Name)
	}
	if d, ok := fn["description"]; ok && !isNull(d) {
		if err := json.Unmarshal(d, &t.Description); err != nil {
			return Tool{}, fmt.Errorf("decode function %s: description: %w", t.Name, err)
		}
	}
	if p, ok := fn["parameters"]; ok && !isNull(p) {
		t.InputSchema = append(json.RawMessage(nil), bytes.TrimSpace(p)...)
	}
	t.Raw = append(json.RawMessage(nil), data...)
	return t, nil
}

func schemaTool(name string, data []byte) Tool {
	raw := append(json.RawMessage(nil), data...)
	obj, _ := json.Marshal(map[string]any{"name": name, "inputSchema": raw})
	return Tool{Name: name, InputSchema: raw, Raw: obj}
}

func isNull(b json.RawMessage) bool { return string(bytes.TrimSpace(b)) == "null" }

func isArray(b json.RawMessage) bool {
	b = bytes.TrimSpace(b)
	return len(b) > 0 && b[0] == '['
}

func isObject(b json.RawMessage) bool {
	b = bytes.TrimSpace(b)
	return len(b) > 0 && b[0] == '{'
}

func shortJSON(b []byte) string {
	s := string(bytes.TrimSpace(b))
	if len(s) > 60 {
		s = s[:60] + "…"
	}
	return s
}

// IsBareSchema reports whether KindDetect parsing reads data as one bare
// JSON Schema (rather than tools or functions).
func IsBareSchema(data []byte) bool {
	trimmed := bytes.TrimSpace(data)
	if !json.Valid(trimmed) || len(trimmed) == 0 {
		return false
	}
	if trimmed[0] != '{' {
		return bytes.Equal(trimmed, []byte("true")) || bytes.Equal(trimmed, []byte("false"))
	}
	var obj map[string]json.RawMessage
	if json.Unmarshal(trimmed, &obj) != nil {
		return false
	}
	for _, k := range []string{"jsonrpc", "tools", "functions", "servers"} {
		if _, ok := obj[k]; ok {
			return false
		}
	}
	return !isToolObject(obj) && !isFunctionObject(obj)
}

// JSONDepth returns the maximum nesting depth of objects and arrays in the
// JSON text data (0 for a scalar, 1 for {} or [], ...). It scans bytes
// without decoding, skipping the contents of strings, in linear time and
// constant memory, and does not check that data is valid JSON (RFC 8259),
// so it can size up input too deep for encoding/json to decode.
func JSONDepth(data []byte) int {
	depth, _ := JSONShape(data)
	return depth
}

// JSONShape returns JSONDepth of data and the number of JSON objects in it
// (every "{" outside a string), scanned the same way: a schema's objects
// are its subschemas, and the compiler's time grows with their square.
func JSONShape(data []byte) (depth, objects int) {
	depth, max := 0, 0
	inString, escaped := false, false
	for _, c := range data {
		if inString {
			switch {
			case escaped:
				escaped = false
			case c == '\\':
				escaped = true
			case c == '"':
				inString = false
			}
			continue
		}
		switch c {
		case '"':
			inString = true
		case '{', '[':
			if c == '{' {
				objects++
			}
			depth++
			if depth > max {
				max = depth
			}
		case '}', ']':
			depth--
		}
	}
	return max, objects
}

// lineCol returns the 1-based line and column (in bytes) of offset off in
// data. pkg/registry has the same helper for its server files; the layering
// rules keep pkg/tool from importing a shared one (internal/jsonx is on its
// layer).
func lineCol(data []byte, off int) (line, col int) {
	off = max(0, min(off, len(data)))
	line = 1 + bytes.Count(data[:off], []byte{'\n'})
	col = off - bytes.LastIndexByte(data[:off], '\n')
	return line, col
}
