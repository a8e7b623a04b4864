package schema

import (
	"errors"
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
