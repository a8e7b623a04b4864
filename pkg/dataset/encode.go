package dataset

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sync"

	"github.com/mcpgen/mcpgen/internal/jsonx"
)

// bytesCache is a bounded, concurrency-safe map from byte keys to rendered
// bytes. Values are shared: callers only ever copy them (append) and never
// modify them. When full it starts over, which keeps memory flat whatever
// the number of distinct tools.
type bytesCache struct {
	mu sync.RWMutex
	m  map[string][]byte
}

const bytesCacheMax = 4096

func newBytesCache() *bytesCache { return &bytesCache{m: map[string][]byte{}} }

func (c *bytesCache) get(key []byte) ([]byte, bool) {
	c.mu.RLock()
	v, ok := c.m[string(key)] // no allocation for the lookup
	c.mu.RUnlock()
	return v, ok
}

func (c *bytesCache) put(key, v []byte) {
	c.mu.Lock()
	if len(c.m) >= bytesCacheMax {
		c.m = map[string][]byte{}
	}
	c.m[string(key)] = v
	c.mu.Unlock()
}

// toolCache is a bounded, concurrency-safe map from a tool definition to
// bytes rendered from it, like bytesCache but keyed by the parameters'
// bytes only (the one hash of a lookup), then the name and description
// compared. Values are shared and never modified.
type toolCache struct {
	mu sync.RWMutex
	m  map[string][]toolEntry
	n  int
}

type toolEntry struct {
	name, desc string
	v          []byte
}

func newToolCache() *toolCache { return &toolCache{m: map[string][]toolEntry{}} }

func (c *toolCache) get(t *ToolDef) ([]byte, bool) {
	c.mu.RLock()
	es := c.m[string(t.Parameters)] // no allocation for the lookup
	c.mu.RUnlock()
	for i := range es {
		if es[i].name == t.Name && es[i].desc == t.Description {
			return es[i].v, true
		}
	}
	return nil, false
}

func (c *toolCache) put(t *ToolDef, v []byte) {
	c.mu.Lock()
	if c.n >= bytesCacheMax {
		c.m, c.n = map[string][]toolEntry{}, 0
	}
	es := c.m[string(t.Parameters)]
	// a new backing array: readers may hold the old slice
	c.m[string(t.Parameters)] = append(es[:len(es):len(es)], toolEntry{name: t.Name, desc: t.Description, v: v})
	c.n++
	c.mu.Unlock()
}

// compactArgs is compactObject for call arguments: arguments that are
// already one compact JSON object (as generate writes them) are returned
// as they are (shared, read only), without a copy.
func compactArgs(raw json.RawMessage) ([]byte, error) {
	if jsonx.CompactObject(raw) {
		return raw, nil
	}
	return compactObject(raw, "arguments")
}

// lineSize estimates the length of r's encoded line, so that the line's
// buffer is allocated once (the tool definitions are most of it).
func lineSize(r *Record) int {
	n := 256 + len(r.System)
	for i := range r.Turns {
		t := &r.Turns[i]
		n += 64 + len(t.Content)
		for j := range t.Calls {
			n += 96 + len(t.Calls[j].Name) + 2*len(t.Calls[j].Arguments)
		}
	}
	for i := range r.Tools {
		n += 96 + len(r.Tools[i].Name) + len(r.Tools[i].Description) + len(r.Tools[i].Parameters)
	}
	return n
}

// appendString appends s as a JSON string (see jsonx.AppendString).
func appendString[S string | []byte](dst []byte, s S) []byte { return jsonx.AppendString(dst, s) }

// appendStringBytes is appendString for a byte slice (no copy to a string).
func appendStringBytes(dst, s []byte) []byte { return jsonx.AppendString(dst, s) }

// appendCallContent appends the "content" member of an assistant message
// that makes calls: the text when there is some, else "" or null or no
// member at all as mode (a resolved FormatOptions.CallContent) says.
func appendCallContent(b []byte, content string, mode CallContent) []byte {
	switch {
	case content != "":
		b = append(b, `,"content":`...)
		return appendString(b, content)
	case mode == CallContentEmpty:
		return append(b, `,"content":""`...)
	case mode == CallContentNull:
		return append(b, `,"content":null`...)
	}
	return b
}

// compactObject returns raw compacted, after checking that it is one JSON
// object. what names the value in errors.
func compactObject(raw json.RawMessage, what string) ([]byte, error) {
	t := bytes.TrimSpace(raw)
	if len(t) == 0 || t[0] != '{' {
		return nil, fmt.Errorf("%s: not a JSON object", what)
	}
	var buf bytes.Buffer
	buf.Grow(len(t))
	if err := json.Compact(&buf, t); err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	return buf.Bytes(), nil
}

// emptyParams is what a tool without parameters gets: mistral needs a dict
// and LLaMA-Factory needs "properties" (docs/formats.md, trap 5).
var emptyParams = []byte(`{"type":"object","properties":{}}`)

// normParams returns the tool's parameters schema compacted, with "type":
// "object" and "properties":{} added in front when missing, so every format
// gets at least {"type":"object","properties":{}}.
func normParams(raw json.RawMessage, tool string) ([]byte, error) {
	if v, ok := paramsCache.get(raw); ok {
		return v, nil
	}
	v, err := normParamsUncached(raw, tool)
	if err == nil {
		paramsCache.put(raw, v)
	}
	return v, err
}

// paramsCache holds normalized parameter schemas by their raw bytes: a run
// repeats the same few tool definitions in every record.
var paramsCache = newBytesCache()

func normParamsUncached(raw json.RawMessage, tool string) ([]byte, error) {
	t := bytes.TrimSpace(raw)
	if len(t) == 0 || bytes.Equal(t, []byte("null")) || bytes.Equal(t, []byte("true")) || bytes.Equal(t, []byte("{}")) {
		return emptyParams, nil
	}
	c, err := compactObject(t, "tool "+tool+" parameters")
	if err != nil {
		return nil, err
	}
	hasType, hasProps, err := topKeys(c)
	if err != nil {
		return nil, fmt.Errorf("tool %s parameters: %w", tool, err)
	}
	if hasType && hasProps {
		return c, nil
	}
	out := make([]byte, 0, len(c)+40)
	out = append(out, '{')
	if !hasType {
		out = append(out, `"type":"object",`...)
	}
	if !hasProps {
		out = append(out, `"properties":{},`...)
	}
	if len(c) == 2 { // "{}" cannot reach here, but keep the splice safe
		out = out[:len(out)-1]
	}
	out = append(out, c[1:]...)
	return out, nil
}

// topKeys reports whether the compact JSON object c has top-level "type" and
// "properties" members.
func topKeys(c []byte) (hasType, hasProps bool, err error) {
	dec := json.NewDecoder(bytes.NewReader(c))
	if _, err := dec.Token(); err != nil {
		return false, false, err
	}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return false, false, err
		}
		k, _ := tok.(string)
		switch k {
		case "type":
			hasType = true
		case "properties":
			hasProps = true
		}
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			return false, false, err
		}
	}
	return hasType, hasProps, nil
}

// pySpaced re-spaces compact JSON the way Python's json.dumps writes it by
// default (", " and ": " separators), which is what LLaMA-Factory, Hermes and
// xLAM data were produced with. Strings are copied untouched.
func pySpaced(dst, c []byte) []byte {
	inStr := false
	for i := 0; i < len(c); i++ {
		b := c[i]
		dst = append(dst, b)
		if inStr {
			switch b {
			case '\\':
				i++
				if i < len(c) {
					dst = append(dst, c[i])
				}
			case '"':
				inStr = false
			}
			continue
		}
		switch b {
		case '"':
			inStr = true
		case ',', ':':
			dst = append(dst, ' ')
		}
	}
	return dst
}

// callName finds the tool name of the call with id in r.
func callName(r *Record, id string) string {
	if id == "" {
		return ""
	}
	for i := range r.Turns {
		for _, c := range r.Turns[i].Calls {
			if c.ID == id {
				return c.Name
			}
		}
	}
	return ""
}

// appendCallPy appends {"name": n, "arguments": args} Python-spaced, with
// args as an object or (EncodingString) a string.
func appendCallPy(b []byte, name string, args []byte, enc Encoding) []byte {
	b = append(b, `{"name": `...)
	b = appendString(b, name)
	b = append(b, `, "arguments": `...)
	if enc == EncodingString {
		b = appendStringBytes(b, args)
	} else {
		b = pySpaced(b, args)
	}
	return append(b, '}')
}

// startMessages appends `{"messages":[` and the system message, if any;
// first reports that no message was written yet.
func startMessages(b []byte, system string) (_ []byte, first bool) {
	b = append(b, `{"messages":[`...)
	if system == "" {
		return b, true
	}
	return appendTextMessage(b, "system", system), false
}

// appendTextMessage appends {"role":role,"content":content}.
func appendTextMessage(b []byte, role, content string) []byte {
	b = append(b, `{"role":"`...)
	b = append(b, role...)
	b = append(b, `","content":`...)
	b = appendString(b, content)
	return append(b, '}')
}

// begin starts a format's Encode: it checks r (see validateRecord) and
// returns the options resolved over the format's defaults and the compact
// JSON of the calls' arguments, in call order.
func begin(format string, r *Record, opts, defaults FormatOptions) (FormatOptions, [][]byte, error) {
	args, err := validateRecord(r)
	if err != nil {
		return FormatOptions{}, nil, shapeErr(format, err)
	}
	return resolve(opts, defaults), args, nil
}

// turnWriter appends the turns {"from": …, "value": …} of a
// "conversations" list (sharegpt and hermes) to a line it started.
type turnWriter struct {
	b    []byte
	n    int
	last string // the role of the last turn
}

// newTurnWriter starts a line with `{"conversations":[`.
func newTurnWriter(capacity int) *turnWriter {
	return &turnWriter{b: append(make([]byte, 0, capacity), `{"conversations":[`...)}
}

func (w *turnWriter) turn(from, value string) { w.turnOf(from, appendString(w.start(from), value)) }

func (w *turnWriter) turnBytes(from string, value []byte) {
	w.turnOf(from, appendStringBytes(w.start(from), value))
}

// start appends the separator and the role of a turn and returns the line.
func (w *turnWriter) start(from string) []byte {
	if w.n > 0 {
		w.b = append(w.b, ',')
	}
	w.b = append(w.b, `{"from":"`...)
	w.b = append(w.b, from...)
	return append(w.b, `","value":`...)
}

// turnOf ends the turn whose value b now holds.
func (w *turnWriter) turnOf(from string, b []byte) {
	w.b = append(b, '}')
	w.n++
	w.last = from
}
