package schema

import (
	"errors"
	"strings"
	"testing"
)

func TestCompileValidate(t *testing.T) {
	s, err := Compile([]byte(`{"type":"object","properties":{"path":{"type":"string"}},"required":["path"]}`), CompileOptions{})
	if err != nil {
		t.Fatal(err)
	}
	v, err := s.ValidateJSON([]byte(`{}`))
	if err != nil {
		t.Fatal(err)
	}
	if len(v) != 1 || v[0].SchemaPointer != "/required" {
		t.Fatalf("violations = %+v", v)
	}
	if v, _ := s.ValidateJSON([]byte(`{"path":"a"}`)); v != nil {
		t.Fatalf("valid instance: %+v", v)
	}
}

func TestCompileClosedWorld(t *testing.T) {
	_, err := Compile([]byte(`{"$ref":"http://example.com/x.json"}`), CompileOptions{})
	if !errors.Is(err, ErrExternalRef) {
		t.Fatalf("err = %v, want ErrExternalRef", err)
	}
}

// A pattern neither Go's regexp nor ECMA-262 can compile (an unclosed
// group) is reported with its JSON pointer, the construct and what to do,
// not the meta-schema's chain of $dynamicRef locations.
func TestCompilePatternInvalid(t *testing.T) {
	t.Parallel()
	raw := []byte(`{"type":"object","properties":{"name":{"type":"string","pattern":"^(ab$"}}}`)
	_, err := Compile(raw, CompileOptions{})
	if err == nil {
		t.Fatal("compiled a pattern no engine reads")
	}
	for _, want := range []string{"/properties/name/pattern", "fix that keyword in the tools file"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q lacks %q", err, want)
		}
	}
	if strings.Contains(err.Error(), "$dynamicRef") {
		t.Errorf("error %q names meta-schema locations", err)
	}
}

// A local $ref that names nothing is reported with the JSON pointer of
// its $ref keyword and what to do, as validate's ref-unresolved says it,
// not the library's "mcpgen:///schema.json#/$defs/missing not found".
func TestCompileUnresolvedRef(t *testing.T) {
	t.Parallel()
	raw := []byte(`{"type":"object","properties":{"thing":{"$ref":"#/$defs/missing"},"list":{"type":"array","items":{"$ref":"#/$defs/missing"}}}}`)
	_, err := Compile(raw, CompileOptions{})
	if err == nil {
		t.Fatal("compiled a $ref to nothing")
	}
	for _, want := range []string{`$ref "#/$defs/missing"`, "/properties/list/items/$ref, /properties/thing/$ref", "add the definition or inline it"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q lacks %q", err, want)
		}
	}
	if strings.Contains(err.Error(), "mcpgen:///") {
		t.Errorf("error %q names the internal resource URL", err)
	}
}

// A $ref that resolves to itself is reported with its JSON pointer and
// what to do, not the library's "infinite loop mcpgen:///schema.json#…".
func TestCompileSelfRef(t *testing.T) {
	t.Parallel()
	_, err := Compile([]byte(`{"type":"object","properties":{"n":{"$ref":"#/properties/n"}}}`), CompileOptions{})
	if err == nil {
		t.Fatal("compiled a $ref to itself")
	}
	for _, want := range []string{"/properties/n/$ref", "endless $ref loop", "the tools file"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q lacks %q", err, want)
		}
	}
	if strings.Contains(err.Error(), "mcpgen:///") {
		t.Errorf("error %q names the library's schema URL", err)
	}
}

// A $ref loop through $defs is said as the file's JSON pointers: where it
// starts and each definition it passes, not the library's path of
// repeated "/$ref" steps.
func TestCompileRefLoopChain(t *testing.T) {
	t.Parallel()
	_, err := Compile([]byte(`{"type":"object","properties":{"node":{"$ref":"#/$defs/a"}},"$defs":{"a":{"$ref":"#/$defs/b"},"b":{"$ref":"#/$defs/a"}}}`), CompileOptions{})
	if err == nil {
		t.Fatal("compiled a $ref loop")
	}
	if !strings.Contains(err.Error(), " /properties/node/$ref: ") || !strings.Contains(err.Error(), "endless $ref loop: /$defs/a → /$defs/b → /$defs/a)") {
		t.Errorf("error %q does not name the loop's start and its definitions", err)
	}
}
