package schema

import (
	"bytes"
	"fmt"

	"github.com/mcpgen/mcpgen/pkg/tool"
)

// CompileInput compiles t.InputSchema with Compile (2020-12 unless the
// schema's $schema says otherwise, closed world, cached). A tool without an
// inputSchema gets {"type":"object"}. Errors name the tool (and its server).
func CompileInput(t tool.Tool) (*Schema, error) {
	raw := bytes.TrimSpace(t.InputSchema)
	if len(raw) == 0 || string(raw) == "null" {
		raw = []byte(`{"type":"object"}`)
	}
	s, err := Compile(raw, CompileOptions{})
	if err != nil {
		return nil, fmt.Errorf("%s: inputSchema: %w", toolLabel(t), err)
	}
	return s, nil
}

// ValidateArguments validates the arguments of a tools/call (args decoded
// with DecodeJSON, or any value of the JSON data model) against t's
// inputSchema. It returns the violations, each with a JSON pointer into the
// arguments (InstancePointer) and into the schema (SchemaPointer); nil means
// valid. The error is non-nil only when the schema does not compile.
func ValidateArguments(t tool.Tool, args any) ([]Violation, error) {
	s, err := CompileInput(t)
	if err != nil {
		return nil, err
	}
	return s.Validate(args), nil
}

func toolLabel(t tool.Tool) string {
	if t.Server != "" {
		return fmt.Sprintf("tool %s (server %s)", t.Name, t.Server)
	}
	return "tool " + t.Name
}
