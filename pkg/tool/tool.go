// Package tool holds mcpgen's model of an MCP tool definition: the shape that
// flows from discovery (pkg/mcp) through validation (pkg/schema), synthesis
// (pkg/synth) and dataset generation.
//
// The model follows the MCP specification, revision 2025-11-25, section
// "Server Features / Tools" (the Tool object of tools/list). Unlike go-sdk's
// mcp.Tool, it keeps each tool's raw JSON exactly as the server sent it and
// keeps annotations absent when the server did not send them (go-sdk turns
// absent boolean hints into false).
package tool

import (
	"encoding/json"
	"fmt"
	"strings"
)

// A Tool is one MCP tool definition as listed by a server's tools/list.
type Tool struct {
	// Server is the registry name of the server the tool came from, or "" for
	// tools loaded from a file. It is not part of the MCP Tool object.
	Server string `json:"-"`

	Name        string          `json:"name"`
	Title       string          `json:"title,omitempty"`
	Description string          `json:"description,omitempty"`
	InputSchema json.RawMessage `json:"inputSchema,omitempty"`
	// OutputSchema describes the tool's structuredContent (MCP 2025-06-18 and later).
	OutputSchema json.RawMessage `json:"outputSchema,omitempty"`
	Annotations  *Annotations    `json:"annotations,omitempty"`

	// Raw is the tool object exactly as the server (or file) sent it.
	Raw json.RawMessage `json:"-"`
}

// Annotations are the MCP tool annotations (MCP 2025-11-25, "ToolAnnotations").
// A nil field means the server did not send the hint; the Is* methods apply
// the specification's defaults.
type Annotations struct {
	Title           string `json:"title,omitempty"`
	ReadOnlyHint    *bool  `json:"readOnlyHint,omitempty"`
	DestructiveHint *bool  `json:"destructiveHint,omitempty"`
	IdempotentHint  *bool  `json:"idempotentHint,omitempty"`
	OpenWorldHint   *bool  `json:"openWorldHint,omitempty"`
}

// IsReadOnly reports readOnlyHint (default false).
func (t *Tool) IsReadOnly() bool {
	return t.Annotations != nil && t.Annotations.ReadOnlyHint != nil && *t.Annotations.ReadOnlyHint
}

// IsDestructive reports destructiveHint as the specification reads it: it is
// meaningful only when the tool is not read-only, and defaults to true.
func (t *Tool) IsDestructive() bool {
	if t.IsReadOnly() {
		return false
	}
	if t.Annotations == nil || t.Annotations.DestructiveHint == nil {
		return true
	}
	return *t.Annotations.DestructiveHint
}

// HasDestructiveHint reports whether the server sent destructiveHint at all.
func (t *Tool) HasDestructiveHint() bool {
	return t.Annotations != nil && t.Annotations.DestructiveHint != nil
}

// FromJSON decodes one MCP tool object, keeping raw as Tool.Raw.
// It returns an error when raw is not a JSON object or has no name (or a
// name of white space only, which no client can call either).
func FromJSON(raw json.RawMessage) (Tool, error) {
	var t Tool
	if err := json.Unmarshal(raw, &t); err != nil {
		return Tool{}, fmt.Errorf("decode tool: %w", err)
	}
	if t.Name != "" && strings.TrimSpace(t.Name) == "" {
		return Tool{}, fmt.Errorf("decode tool: blank \"name\" %q (white space only)", t.Name)
	}
	if t.Name == "" {
		var probe struct {
			Name *string `json:"name"`
		}
		if json.Unmarshal(raw, &probe) == nil && probe.Name != nil {
			return Tool{}, fmt.Errorf("decode tool: empty \"name\"")
		}
		return Tool{}, fmt.Errorf("decode tool: missing \"name\"")
	}
	t.Raw = append(json.RawMessage(nil), raw...)
	return t, nil
}
