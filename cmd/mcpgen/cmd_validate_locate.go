package main

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"sort"
	"strconv"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/schema"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// maxLocateBytes bounds the files whose lines validate indexes for SARIF
// regions; larger files get findings without a line.
const maxLocateBytes = 8 << 20

// fileLocator maps JSON pointers in a tools file to 1-based line numbers,
// so SARIF results point at the line of the offending keyword.
type fileLocator struct {
	lines map[string]int // pointer → line, for a single JSON document
	jsonl []map[string]int
}

// newFileLocator indexes path; it returns nil when the file cannot be read,
// is too large, or is not JSON it can walk.
func newFileLocator(path string) *fileLocator {
	if path == "-" {
		return nil
	}
	data, err := os.ReadFile(path)
	if err != nil || len(data) > maxLocateBytes {
		return nil
	}
	if m, ok := indexLines(data, 0); ok {
		return &fileLocator{lines: m}
	}
	// JSONL: one index per non-empty line.
	var out []map[string]int
	for i, line := range bytes.Split(data, []byte("\n")) {
		if len(bytes.TrimSpace(line)) == 0 {
			continue
		}
		m, ok := indexLines(line, i)
		if !ok {
			return nil
		}
		out = append(out, m)
	}
	return &fileLocator{jsonl: out}
}

// indexLines walks one JSON document and records the line of every member
// key and array element (lineBase is the number of lines before the
// document). ok is false when data is not one JSON document.
func indexLines(data []byte, lineBase int) (map[string]int, bool) {
	starts := []int{0}
	for i, c := range data {
		if c == '\n' {
			starts = append(starts, i+1)
		}
	}
	lineOf := func(off int64) int {
		return sort.Search(len(starts), func(i int) bool { return starts[i] > int(off) }) + lineBase
	}
	type frame struct {
		ptr     string
		array   bool
		index   int
		key     string
		wantKey bool
	}
	m := map[string]int{}
	dec := json.NewDecoder(bytes.NewReader(data))
	var stack []frame
	for {
		off := dec.InputOffset()
		off += leadingSpace(data[off:])
		tok, err := dec.Token()
		if err != nil {
			return m, err == io.EOF && len(stack) == 0 && len(m) > 0
		}
		d, isDelim := tok.(json.Delim)
		if n := len(stack); n > 0 {
			top := &stack[n-1]
			if !top.array && top.wantKey {
				if isDelim && d == '}' {
					stack = stack[:n-1]
					continue
				}
				top.key, _ = tok.(string)
				top.wantKey = false
				m[top.ptr+"/"+escapeToken(top.key)] = lineOf(off)
				continue
			}
			if top.array && isDelim && d == ']' {
				stack = stack[:n-1]
				continue
			}
		}
		ptr := ""
		if n := len(stack); n > 0 {
			top := &stack[n-1]
			if top.array {
				ptr = top.ptr + "/" + strconv.Itoa(top.index)
				top.index++
				m[ptr] = lineOf(off)
			} else {
				ptr = top.ptr + "/" + escapeToken(top.key)
				top.wantKey = true
			}
		} else {
			m[""] = lineOf(off)
		}
		if isDelim && (d == '{' || d == '[') {
			stack = append(stack, frame{ptr: ptr, array: d == '[', wantKey: d == '{'})
		}
	}
}

func leadingSpace(b []byte) int64 {
	n := 0
	for n < len(b) && (b[n] == ' ' || b[n] == '\t' || b[n] == '\n' || b[n] == '\r' || b[n] == ',' || b[n] == ':') {
		n++
	}
	return int64(n)
}

// line returns the line of finding f of the i-th tool of a file (0 when
// unknown). It tries the shapes the loader reads: a tools/list result (also
// in a JSON-RPC response), a multi-server map, an array, one tool, an
// OpenAI function, JSONL, and a bare schema.
func (l *fileLocator) line(i int, t tool.Tool, serverIndex int, f schema.Finding) int {
	if l == nil {
		return 0
	}
	idx := l.lines
	var bases []string
	if l.jsonl != nil {
		if i >= len(l.jsonl) {
			return 0
		}
		idx = l.jsonl[i]
		bases = []string{""}
	} else {
		is := strconv.Itoa(i)
		bases = []string{"/tools/" + is, "/result/tools/" + is, "/" + is, "/functions/" + is, ""}
		if t.Server != "" {
			bases = append([]string{"/servers/" + escapeToken(t.Server) + "/" + strconv.Itoa(serverIndex)}, bases...)
		}
	}
	var sub []string
	switch f.Schema {
	case "inputSchema":
		sub = []string{"/inputSchema" + f.Pointer, "/function/parameters" + f.Pointer, "/parameters" + f.Pointer, f.Pointer}
	case "outputSchema":
		sub = []string{"/outputSchema" + f.Pointer}
	default:
		sub = []string{f.Pointer, "/function" + f.Pointer}
	}
	for _, b := range bases {
		for _, s := range sub {
			if n, ok := idx[b+s]; ok {
				return n
			}
		}
		// else the closest enclosing pointer inside this tool
		if _, ok := idx[b]; ok || b == "" {
			p := b + sub[0]
			for len(p) > len(b) {
				p = p[:strings.LastIndex(p, "/")]
				if n, ok := idx[p]; ok {
					return n
				}
			}
		}
	}
	return 0
}

func escapeToken(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(s, "~", "~0"), "/", "~1")
}
