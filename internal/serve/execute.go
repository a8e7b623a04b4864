package serve

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/mcpgen/mcpgen/internal/jsonx"
	"github.com/mcpgen/mcpgen/pkg/mcp"
	"github.com/mcpgen/mcpgen/pkg/pool"
	"github.com/mcpgen/mcpgen/pkg/schema"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// toolsKey is the pool memo key of a session's tools/list.
type toolsKey struct{}

// listTools returns the tools of the leased session, from the session's
// memo unless fresh is set.
func listTools(ctx context.Context, l *pool.Lease, fresh bool) ([]tool.Tool, error) {
	if fresh {
		l.Forget(toolsKey{})
	}
	v, err := l.Memo(toolsKey{}, func(sess *mcp.Session) (any, error) { return sess.ListTools(ctx) })
	if err != nil {
		return nil, err
	}
	return v.([]tool.Tool), nil
}

// ToolsResponse is the answer of GET /api/mcp/servers/{id}/tools.
type ToolsResponse struct {
	ServerID string `json:"serverId"`
	// Tools are the tool objects exactly as the server sent them in
	// tools/list (all pages).
	Tools []json.RawMessage `json:"tools"`
}

func (s *Server) handleTools(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	spec, err := s.resolve(id)
	if err != nil {
		writeProblem(w, r, problemFor(err, id))
		return
	}
	l, err := s.pool.Acquire(r.Context(), spec)
	if err != nil {
		writeProblem(w, r, problemFor(err, id))
		return
	}
	tools, err := listTools(r.Context(), l, true) // fresh, and refreshes the memo execute uses
	l.Release(err)
	if err != nil {
		writeProblem(w, r, problemFor(err, id))
		return
	}
	out := ToolsResponse{ServerID: id, Tools: make([]json.RawMessage, len(tools))}
	for i, t := range tools {
		out.Tools[i] = t.Raw
	}
	writeJSON(w, http.StatusOK, out)
}

// ExecuteRequest is the body of POST /api/mcp/execute. Its members are
// camelCase like the rest of the API; the snake_case names of the original
// integration (server_id, tool_name, tool_args) are accepted too (see
// UnmarshalJSON).
type ExecuteRequest struct {
	ServerID string `json:"serverId"`
	ToolName string `json:"toolName"`
	// ToolArgs must be a JSON object (absent or null means {}). It is sent
	// to the server as it came, after validation against the inputSchema.
	ToolArgs json.RawMessage `json:"toolArgs,omitempty"`
	// Confirm must be true to call a destructive tool (annotations
	// destructiveHint true, or neither readOnlyHint nor destructiveHint:
	// MCP 2025-11-25, "Tool annotations").
	Confirm bool `json:"confirm,omitempty"`
}

// legacyExecuteNames maps the snake_case member names of the original
// integration to the API's own.
var legacyExecuteNames = map[string]string{"server_id": "serverId", "tool_name": "toolName", "tool_args": "toolArgs"}

// UnmarshalJSON reads an ExecuteRequest under its camelCase names or the
// original integration's snake_case ones; giving one member under both
// names is an error naming them.
func (r *ExecuteRequest) UnmarshalJSON(data []byte) error {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(data, &m); err != nil {
		return err
	}
	for old, name := range legacyExecuteNames {
		v, ok := m[old]
		if !ok {
			continue
		}
		for k := range m {
			if k != old && jsonx.FoldName(k) == jsonx.FoldName(name) {
				return fmt.Errorf("%q and %q name the same member: give one", k, old)
			}
		}
		m[name] = v
		delete(m, old)
	}
	type plain ExecuteRequest // no UnmarshalJSON: no recursion
	b, err := json.Marshal(m)
	if err != nil {
		return err
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields() // as for every other body
	return dec.Decode((*plain)(r))
}

// ExecuteResponse is the answer of POST /api/mcp/execute: the tools/call
// result (MCP 2025-11-25, "Tool Result").
type ExecuteResponse struct {
	ServerID string `json:"serverId"`
	ToolName string `json:"toolName"`
	// Result is the text of the content items joined with newlines
	// (non-text items as typed placeholders such as "[image: image/png,
	// 1024 bytes]").
	Result string `json:"result"`
	// StructuredContent is the result's structuredContent, when sent.
	StructuredContent json.RawMessage `json:"structuredContent,omitempty"`
	// IsError is the result's isError: the tool itself failed (still 200).
	IsError bool `json:"isError"`
	// Content is the content array as the server sent it.
	Content []json.RawMessage `json:"content"`
	// DurationMs is the time of the tools/call round trip.
	DurationMs float64 `json:"durationMs"`
}

func (s *Server) handleExecute(w http.ResponseWriter, r *http.Request) {
	var req ExecuteRequest
	if p := decodeBody(r, &req); p != nil {
		writeProblem(w, r, p)
		return
	}
	if req.ServerID == "" || req.ToolName == "" {
		writeProblem(w, r, problem(http.StatusBadRequest, TypeInvalidRequest, "serverId and toolName are required"))
		return
	}
	args := bytes.TrimSpace(req.ToolArgs)
	if len(args) == 0 || bytes.Equal(args, []byte("null")) {
		args = []byte("{}")
	}
	instance, err := schema.DecodeJSON(args)
	if _, isObject := instance.(map[string]any); err != nil || !isObject {
		p := problem(http.StatusBadRequest, TypeInvalidArguments, "toolArgs must be a JSON object")
		p.Errors = []InvalidValue{{Pointer: "", Detail: "want a JSON object"}}
		p.Server, p.Tool = req.ServerID, req.ToolName
		writeProblem(w, r, p)
		return
	}
	spec, err := s.resolve(req.ServerID)
	if err != nil {
		writeProblem(w, r, problemFor(err, req.ServerID))
		return
	}
	if p := s.budget.refused(req.ServerID, req.ToolName); p != nil {
		writeProblem(w, r, p)
		return
	}
	ctx := r.Context()
	l, err := s.pool.Acquire(ctx, spec)
	if err != nil {
		writeProblem(w, r, problemFor(err, req.ServerID))
		return
	}
	resp, err := s.execute(ctx, l, req, args, instance)
	l.Release(err)
	s.budget.note(ctx, req.ServerID, req.ToolName, err)
	if err != nil {
		p := problemFor(err, req.ServerID)
		p.Tool = req.ToolName
		writeProblem(w, r, p)
		return
	}
	writeJSON(w, http.StatusOK, resp)
}

// execute finds the tool, checks the arguments and the confirmation, and
// calls it. Problems it returns are not server failures, so the pool keeps
// the session.
func (s *Server) execute(ctx context.Context, l *pool.Lease, req ExecuteRequest, args []byte, instance any) (*ExecuteResponse, error) {
	tools, err := listTools(ctx, l, false)
	if err != nil {
		return nil, err
	}
	t := findTool(tools, req.ToolName)
	if t == nil { // the server may have changed its tools since the memo
		if tools, err = listTools(ctx, l, true); err != nil {
			return nil, err
		}
		if t = findTool(tools, req.ToolName); t == nil {
			names := make([]string, len(tools))
			for i, t := range tools {
				names[i] = t.Name
			}
			p := problem(http.StatusNotFound, TypeNotFound, "server %q has no tool %q (it has: %s)", req.ServerID, req.ToolName, strings.Join(names, ", "))
			p.Server, p.Tool = req.ServerID, req.ToolName
			return nil, p
		}
	}
	if p := checkArgs(t, instance); p != nil {
		p.Server = req.ServerID
		return nil, p
	}
	if t.IsDestructive() && !req.Confirm {
		why := "its destructiveHint is true"
		if !t.HasDestructiveHint() {
			why = "it sends neither readOnlyHint nor destructiveHint, so MCP treats it as destructive"
		}
		p := problem(http.StatusConflict, TypeConfirm, "tool %q may change its environment (%s); send \"confirm\": true to call it", t.Name, why)
		p.Server, p.Tool = req.ServerID, req.ToolName
		return nil, p
	}
	start := time.Now()
	res, err := l.Session().CallTool(ctx, t.Name, json.RawMessage(args))
	if err != nil {
		return nil, err
	}
	out := &ExecuteResponse{
		ServerID: req.ServerID, ToolName: req.ToolName, Result: res.Text(),
		StructuredContent: res.StructuredContent, IsError: res.IsError,
		Content:    make([]json.RawMessage, len(res.Content)),
		DurationMs: float64(time.Since(start).Microseconds()) / 1000,
	}
	for i, c := range res.Content {
		out.Content[i] = c.Raw
	}
	return out, nil
}

func findTool(tools []tool.Tool, name string) *tool.Tool {
	for i := range tools {
		if tools[i].Name == name {
			return &tools[i]
		}
	}
	return nil
}

// checkArgs validates instance against t's inputSchema. A schema that does
// not compile is not held against the caller: the server judges the
// arguments then.
func checkArgs(t *tool.Tool, instance any) *Problem {
	if len(bytes.TrimSpace(t.InputSchema)) == 0 {
		return nil
	}
	sch, err := schema.Compile(t.InputSchema, schema.CompileOptions{})
	if err != nil {
		return nil
	}
	vs := sch.Validate(instance)
	if len(vs) == 0 {
		return nil
	}
	var iv []InvalidValue
	for _, v := range vs {
		iv = append(iv, invalidValues(v)...)
	}
	parts := make([]string, len(iv))
	for i, v := range iv {
		p := v.Pointer
		if p == "" {
			p = "(toolArgs)"
		}
		parts[i] = p + ": " + v.Detail
	}
	p := problem(http.StatusBadRequest, TypeInvalidArguments, "invalid toolArgs for tool %q (nothing was sent): %s", t.Name, strings.Join(parts, "; "))
	p.Tool, p.Errors = t.Name, iv
	return p
}

// invalidValues turns a violation into InvalidValues; a missing required
// property is reported at its own pointer (/path), not at its parent's.
func invalidValues(v schema.Violation) []InvalidValue {
	if strings.HasSuffix(v.SchemaPointer, "/required") {
		var out []InvalidValue
		for _, part := range strings.Split(v.Message, "'")[1:] {
			if part != "" && !strings.HasPrefix(part, ",") && !strings.HasPrefix(part, " ") {
				ptr := v.InstancePointer + "/" + strings.NewReplacer("~", "~0", "/", "~1").Replace(part)
				out = append(out, InvalidValue{Pointer: ptr, Detail: "required property is missing", SchemaPointer: v.SchemaPointer})
			}
		}
		if len(out) > 0 {
			return out
		}
	}
	return []InvalidValue{{Pointer: v.InstancePointer, Detail: v.Message, SchemaPointer: v.SchemaPointer}}
}
