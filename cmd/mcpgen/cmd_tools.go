package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/mcpgen/mcpgen/internal/termsafe"
	"github.com/mcpgen/mcpgen/pkg/mcp"
	"github.com/mcpgen/mcpgen/pkg/tool"
	"github.com/urfave/cli/v2"
)

// toolsCommand builds `mcpgen tools SERVER [--json]`.
func toolsCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:         "tools",
		BashComplete: completeServerNames,
		Usage:        "list a server's tools with their signatures",
		ArgsUsage:    "SERVER",
		Description: `Connects to SERVER, lists every tool (all tools/list pages) and prints one line
per tool: its signature, optional parameters in [brackets], nested objects as
{...}, arrays as T[], enums as a|b, formats in <angle brackets>, defaults after =,
then its annotation marks (read-only, destructive, idempotent).
A tool that sends no annotations is destructive by the MCP default.

--json prints {"serverInfo": ..., "tools": [...]}: the server's serverInfo
and its tools exactly as the server sent them, one per line. The file loads
with "generate --tools", "validate" and "dataset check --tools", and its
serverInfo ties it to the server's built-in templates.`,
		Flags: []cli.Flag{
			&cli.BoolFlag{Name: "json", Usage: "print the tools as the server sent them"},
		},
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 {
				return usageErrorf("tools takes one SERVER argument, got %d", c.NArg())
			}
			spec, err := resolveServer(c, c.Args().First())
			if err != nil {
				return err
			}
			return runTools(c.Context, spec, c.Bool("json"), e.io)
		},
	}
}

func runTools(ctx context.Context, spec mcp.ServerSpec, asJSON bool, io *IO) error {
	s, err := connectSession(ctx, spec, io)
	if err != nil {
		return err
	}
	defer closeSession(s, io)
	tools, err := s.ListTools(ctx)
	var partial error
	if errors.Is(err, mcp.ErrPagination) && len(tools) > 0 {
		// Print what the good pages held; exit 3 after saying why.
		fmt.Fprintf(io.Err, "mcpgen: %s\n", termsafe.Text(err.Error()))
		partial = silent(fmt.Errorf("%w: %w", errPartial, err))
	} else if err != nil {
		return err
	}
	if asJSON {
		if err := writeRawTools(io, serverInfoJSON(s.Info()), tools); err != nil {
			return err
		}
		return partial
	}
	for _, t := range tools {
		line := toolSignature(t)
		if marks := toolMarks(t); len(marks) > 0 {
			line += "  [" + strings.Join(marks, ", ") + "]"
		}
		fmt.Fprintln(io.Out, termsafe.String(line))
	}
	if io.OutIsTTY || io.ErrIsTTY {
		fmt.Fprintf(io.Err, "%s on server %q\n", count(len(tools), "tool"), spec.Name)
	}
	return partial
}

// writeRawTools prints {"serverInfo": serverInfo, "tools": [...]}, each
// tool's bytes as the server sent them on a line of its own.
func writeRawTools(io *IO, serverInfo json.RawMessage, tools []tool.Tool) error {
	var b bytes.Buffer
	b.WriteString(`{"serverInfo":`)
	b.Write(serverInfo)
	b.WriteString(`,"tools":[`)
	for i, t := range tools {
		if i > 0 {
			b.WriteString(",")
		}
		b.WriteString("\n  ")
		b.Write(t.Raw)
	}
	if len(tools) > 0 {
		b.WriteString("\n")
	}
	b.WriteString("]}\n")
	_, err := io.Out.Write(b.Bytes())
	return err
}

// serverInfoJSON is the serverInfo member of the server's initialize
// result as it was sent, else one made from info.
func serverInfoJSON(info mcp.ServerInfo) json.RawMessage {
	var ir struct {
		ServerInfo json.RawMessage `json:"serverInfo"`
	}
	if json.Unmarshal(info.Raw, &ir) == nil && len(ir.ServerInfo) > 0 && ir.ServerInfo[0] == '{' {
		var compact bytes.Buffer
		if json.Compact(&compact, ir.ServerInfo) == nil {
			return compact.Bytes()
		}
	}
	b, _ := json.Marshal(struct {
		Name    string `json:"name"`
		Title   string `json:"title,omitempty"`
		Version string `json:"version"`
	}{info.Name, info.Title, info.Version})
	return b
}

// connectSession opens a session for a command, reporting warnings (skipped
// stdout noise ...) on stderr.
func connectSession(ctx context.Context, spec mcp.ServerSpec, io *IO) (*mcp.Session, error) {
	return mcp.Connect(ctx, spec, &mcp.Options{
		ClientVersion: Version(), Stop: ctx.Done(), // an interrupted command stops its server at once
		Warn: func(server, msg string) {
			fmt.Fprintf(io.Err, "mcpgen: warning: server %q: %s\n", server, termsafe.Text(msg))
		},
	})
}

// closeSession closes s, reporting a failure to stop the server as a warning.
func closeSession(s *mcp.Session, io *IO) {
	if err := s.Close(); err != nil {
		fmt.Fprintf(io.Err, "mcpgen: warning: %s\n", termsafe.Text(err.Error()))
	}
}

// toolMarks returns the annotation marks of t: "read-only", "destructive"
// (or "destructive by default" when the server sent no hint, MCP 2025-11-25
// ToolAnnotations defaults), "idempotent" and "open-world" when sent true.
func toolMarks(t tool.Tool) []string {
	var marks []string
	switch {
	case t.IsReadOnly():
		marks = append(marks, "read-only")
	case t.IsDestructive() && !t.HasDestructiveHint():
		marks = append(marks, "destructive by default")
	case t.IsDestructive():
		marks = append(marks, "destructive")
	}
	if a := t.Annotations; a != nil && a.IdempotentHint != nil && *a.IdempotentHint {
		marks = append(marks, "idempotent")
	}
	return marks
}

// toolSignature renders t as name(param:type, [optional:type=default], ...):
// required parameters first, each group in the schema's own order.
func toolSignature(t tool.Tool) string {
	root, order := decodeOrdered(t.InputSchema)
	r := sigRenderer{root: root, order: order}
	return t.Name + "(" + r.params(root, 0) + ")"
}

// sigRenderer renders schemas decoded by decodeOrdered.
type sigRenderer struct {
	root  map[string]any
	order map[uintptr][]string // key order of each decoded object, by map identity
}

// decodeOrdered decodes a JSON object into map[string]any and records the
// key order of every object in it (maps lose it). Invalid JSON gives nil.
func decodeOrdered(raw []byte) (map[string]any, map[uintptr][]string) {
	order := map[uintptr][]string{}
	dec := json.NewDecoder(bytes.NewReader(raw))
	var value func() (any, error)
	value = func() (any, error) {
		tok, err := dec.Token()
		if err != nil {
			return nil, err
		}
		switch d := tok.(type) {
		case json.Delim:
			if d == '{' {
				m := map[string]any{}
				var keys []string
				for dec.More() {
					kt, err := dec.Token()
					if err != nil {
						return nil, err
					}
					k, _ := kt.(string)
					v, err := value()
					if err != nil {
						return nil, err
					}
					if _, dup := m[k]; !dup {
						keys = append(keys, k)
					}
					m[k] = v
				}
				if _, err := dec.Token(); err != nil {
					return nil, err
				}
				order[reflect.ValueOf(m).Pointer()] = keys
				return m, nil
			}
			list := []any{} // not nil: an empty array must print as [], not null
			for dec.More() {
				v, err := value()
				if err != nil {
					return nil, err
				}
				list = append(list, v)
			}
			if _, err := dec.Token(); err != nil {
				return nil, err
			}
			return list, nil
		}
		return tok, nil
	}
	v, err := value()
	m, _ := v.(map[string]any)
	if err != nil {
		return nil, nil
	}
	return m, order
}

// keys returns m's keys in the order they were decoded, else sorted.
func (r sigRenderer) keys(m map[string]any) []string {
	if ks, ok := r.order[reflect.ValueOf(m).Pointer()]; ok && len(ks) == len(m) {
		return ks
	}
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	return ks
}

const sigMaxDepth = 4

// params renders the properties of an object schema.
func (r sigRenderer) params(obj map[string]any, depth int) string {
	obj = r.deref(obj)
	props, _ := obj["properties"].(map[string]any)
	if len(props) == 0 {
		return ""
	}
	required := map[string]bool{}
	if req, ok := obj["required"].([]any); ok {
		for _, n := range req {
			if s, ok := n.(string); ok {
				required[s] = true
			}
		}
	}
	// Required first, then the rest, each group in schema order.
	names := slices.Clone(r.keys(props))
	slices.SortStableFunc(names, func(a, b string) int {
		switch {
		case required[a] == required[b]:
			return 0
		case required[a]:
			return -1
		}
		return 1
	})
	parts := make([]string, len(names))
	for i, n := range names {
		p, _ := props[n].(map[string]any)
		s := n + ":" + r.typ(p, depth+1)
		if d, ok := r.deref(p)["default"]; ok {
			if b, err := json.Marshal(d); err == nil {
				s += "=" + string(b)
			}
		}
		if !required[n] {
			s = "[" + s + "]"
		}
		parts[i] = s
	}
	return strings.Join(parts, ", ")
}

// deref follows a local "$ref" ("#/..."), once per level.
func (r sigRenderer) deref(s map[string]any) map[string]any {
	for range 8 {
		ref, ok := s["$ref"].(string)
		if !ok || !strings.HasPrefix(ref, "#") {
			return s
		}
		var cur any = r.root
		for _, part := range strings.Split(strings.TrimPrefix(ref, "#"), "/")[1:] {
			part = strings.NewReplacer("~1", "/", "~0", "~").Replace(part)
			m, ok := cur.(map[string]any)
			if !ok {
				return s
			}
			cur = m[part]
		}
		next, ok := cur.(map[string]any)
		if !ok {
			return s
		}
		s = next
	}
	return s
}

// typ renders one schema's type.
func (r sigRenderer) typ(s map[string]any, depth int) string {
	if s == nil {
		return "any"
	}
	s = r.deref(s)
	if enum, ok := s["enum"].([]any); ok && len(enum) > 0 {
		vals := make([]string, len(enum))
		for i, v := range enum {
			if str, ok := v.(string); ok {
				vals[i] = str
			} else {
				b, _ := json.Marshal(v)
				vals[i] = string(b)
			}
		}
		return strings.Join(vals, "|")
	}
	if c, ok := s["const"]; ok {
		b, _ := json.Marshal(c)
		return string(b)
	}
	for _, k := range []string{"anyOf", "oneOf"} {
		if alts, ok := s[k].([]any); ok && len(alts) > 0 {
			out := make([]string, 0, len(alts))
			for _, a := range alts {
				m, _ := a.(map[string]any)
				out = append(out, r.typ(m, depth))
			}
			return strings.Join(out, "|")
		}
	}
	var types []string
	switch v := s["type"].(type) {
	case string:
		types = []string{v}
	case []any:
		for _, x := range v {
			if str, ok := x.(string); ok {
				types = append(types, str)
			}
		}
	}
	if len(types) == 0 {
		switch {
		case s["properties"] != nil:
			types = []string{"object"}
		case s["items"] != nil:
			types = []string{"array"}
		default:
			return "any"
		}
	}
	out := make([]string, len(types))
	for i, t := range types {
		switch t {
		case "object":
			if depth >= sigMaxDepth {
				out[i] = "{…}"
			} else if p := r.params(s, depth); p != "" {
				out[i] = "{" + p + "}"
			} else {
				out[i] = "object"
			}
		case "array":
			items, _ := s["items"].(map[string]any)
			it := "any"
			if items != nil {
				it = r.typ(items, depth+1)
			}
			if strings.Contains(it, "|") {
				it = "(" + it + ")"
			}
			out[i] = it + "[]"
		case "string":
			out[i] = "string"
			if f, ok := s["format"].(string); ok {
				out[i] += "<" + f + ">"
			}
		default:
			out[i] = t
		}
	}
	return strings.Join(out, "|")
}
