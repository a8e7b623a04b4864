package schema

import (
	"strings"
	"testing"
)

// A $ref to another document is refused with its JSON pointer and what
// to do, as a local $ref that resolves nowhere is, never the library's
// "jsonschema mcpgen:///schema.json compilation failed: external $ref
// not allowed".
func TestCompileExternalRef(t *testing.T) {
	_, err := Compile([]byte(`{"type":"object","properties":{"b":{"$ref":"http://example.com/s.json"}}}`), CompileOptions{})
	if err == nil {
		t.Fatal("an external $ref compiled")
	}
	msg := err.Error()
	for _, want := range []string{`$ref "http://example.com/s.json"`, "/properties/b/$ref", "copy the definition into $defs"} {
		if !strings.Contains(msg, want) {
			t.Errorf("error %q lacks %q", msg, want)
		}
	}
	if strings.Contains(msg, "compilation failed") {
		t.Errorf("error %q is the library's", msg)
	}
}
