package tool

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

// maxDecodeDepth is encoding/json's nesting limit: deeper documents cannot
// be decoded, only split at their top levels.
const maxDecodeDepth = 10000

// errBadJSON reports malformed JSON found while splitting.
var errBadJSON = errors.New("invalid JSON")

// parseDeep handles documents nested deeper than encoding/json allows: it
// splits the top levels by hand (string-aware bracket matching) and keeps
// inputSchema / outputSchema as raw bytes, so pkg/schema can report the
// depth as a finding instead of the load failing. Only the shapes that
// matter are handled: a tools/list result, one tool, or a bare schema.
func parseDeep(name string, data []byte, kind string) ([]Tool, error) {
	if len(data) == 0 || data[0] != '{' {
		return nil, fmt.Errorf("%w: document nested deeper than %d levels", errBadJSON, maxDecodeDepth)
	}
	if kind == KindSchema {
		return []Tool{schemaTool(name, data)}, nil
	}
	obj, err := splitObject(data)
	if err != nil {
		return nil, err
	}
	if r, ok := obj["result"]; ok && obj["jsonrpc"] != nil && len(r) > 0 && r[0] == '{' {
		return parseDeep(name, r, kind)
	}
	if arr, ok := obj["tools"]; ok && len(arr) > 0 && arr[0] == '[' {
		elems, err := splitArray(arr)
		if err != nil {
			return nil, fmt.Errorf("tools: %w", err)
		}
		out := make([]Tool, 0, len(elems))
		for i, e := range elems {
			t, err := deepTool(e)
			if err != nil {
				return nil, fmt.Errorf("tools[%d]: %w", i, err)
			}
			out = append(out, t)
		}
		return out, nil
	}
	if _, ok := obj["inputSchema"]; ok {
		t, err := deepTool(data)
		if err != nil {
			return nil, err
		}
		return []Tool{t}, nil
	}
	return []Tool{schemaTool(name, data)}, nil
}

func deepTool(data []byte) (Tool, error) {
	obj, err := splitObject(data)
	if err != nil {
		return Tool{}, err
	}
	var t Tool
	for k, v := range obj {
		switch k {
		case "name":
			err = json.Unmarshal(v, &t.Name)
		case "title":
			err = json.Unmarshal(v, &t.Title)
		case "description":
			err = json.Unmarshal(v, &t.Description)
		case "annotations":
			err = json.Unmarshal(v, &t.Annotations)
		case "inputSchema":
			t.InputSchema = v
		case "outputSchema":
			t.OutputSchema = v
		}
		if err != nil {
			return Tool{}, fmt.Errorf("decode tool: %s: %w", k, err)
		}
	}
	if t.Name == "" {
		return Tool{}, errors.New(`decode tool: missing "name"`)
	}
	if strings.TrimSpace(t.Name) == "" {
		return Tool{}, fmt.Errorf("decode tool: blank \"name\" %q (white space only)", t.Name)
	}
	t.Raw = append(json.RawMessage(nil), data...)
	return t, nil
}

// splitObject splits a JSON object into its members' raw values without
// decoding them.
func splitObject(data []byte) (map[string]json.RawMessage, error) {
	data = bytes.TrimSpace(data)
	if len(data) < 2 || data[0] != '{' {
		return nil, fmt.Errorf("%w: want an object", errBadJSON)
	}
	out := map[string]json.RawMessage{}
	i := skipWS(data, 1)
	if i < len(data) && data[i] == '}' {
		return out, nil
	}
	for i < len(data) {
		if data[i] != '"' {
			return nil, fmt.Errorf("%w at byte %d: want a member name", errBadJSON, i)
		}
		end, err := valueEnd(data, i)
		if err != nil {
			return nil, err
		}
		var key string
		if err := json.Unmarshal(data[i:end], &key); err != nil {
			return nil, fmt.Errorf("%w at byte %d: %v", errBadJSON, i, err)
		}
		i = skipWS(data, end)
		if i >= len(data) || data[i] != ':' {
			return nil, fmt.Errorf("%w at byte %d: want ':'", errBadJSON, i)
		}
		i = skipWS(data, i+1)
		vend, err := valueEnd(data, i)
		if err != nil {
			return nil, err
		}
		out[key] = json.RawMessage(data[i:vend])
		i = skipWS(data, vend)
		if i < len(data) && data[i] == ',' {
			i = skipWS(data, i+1)
			continue
		}
		if i < len(data) && data[i] == '}' {
			return out, nil
		}
		return nil, fmt.Errorf("%w at byte %d: want ',' or '}'", errBadJSON, i)
	}
	return nil, fmt.Errorf("%w: unterminated object", errBadJSON)
}

// splitArray splits a JSON array into its elements' raw values.
func splitArray(data []byte) ([]json.RawMessage, error) {
	data = bytes.TrimSpace(data)
	if len(data) < 2 || data[0] != '[' {
		return nil, fmt.Errorf("%w: want an array", errBadJSON)
	}
	var out []json.RawMessage
	i := skipWS(data, 1)
	if i < len(data) && data[i] == ']' {
		return out, nil
	}
	for i < len(data) {
		end, err := valueEnd(data, i)
		if err != nil {
			return nil, err
		}
		out = append(out, json.RawMessage(data[i:end]))
		i = skipWS(data, end)
		if i < len(data) && data[i] == ',' {
			i = skipWS(data, i+1)
			continue
		}
		if i < len(data) && data[i] == ']' {
			return out, nil
		}
		return nil, fmt.Errorf("%w at byte %d: want ',' or ']'", errBadJSON, i)
	}
	return nil, fmt.Errorf("%w: unterminated array", errBadJSON)
}

func skipWS(data []byte, i int) int {
	for i < len(data) && (data[i] == ' ' || data[i] == '\t' || data[i] == '\n' || data[i] == '\r') {
		i++
	}
	return i
}

// valueEnd returns the index just past the JSON value starting at i. It
// matches brackets and strings; it does not check scalars.
func valueEnd(data []byte, i int) (int, error) {
	if i >= len(data) {
		return 0, fmt.Errorf("%w: unexpected end", errBadJSON)
	}
	switch data[i] {
	case '"':
		for j := i + 1; j < len(data); j++ {
			switch data[j] {
			case '\\':
				j++
			case '"':
				return j + 1, nil
			}
		}
		return 0, fmt.Errorf("%w: unterminated string at byte %d", errBadJSON, i)
	case '{', '[':
		depth, inString := 0, false
		for j := i; j < len(data); j++ {
			c := data[j]
			if inString {
				switch c {
				case '\\':
					j++
				case '"':
					inString = false
				}
				continue
			}
			switch c {
			case '"':
				inString = true
			case '{', '[':
				depth++
			case '}', ']':
				depth--
				if depth == 0 {
					return j + 1, nil
				}
			}
		}
		return 0, fmt.Errorf("%w: unterminated value at byte %d", errBadJSON, i)
	default:
		j := i
		for j < len(data) && !bytes.ContainsRune([]byte(",}] \t\r\n"), rune(data[j])) {
			j++
		}
		if j == i {
			return 0, fmt.Errorf("%w at byte %d", errBadJSON, i)
		}
		return j, nil
	}
}
