package main

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/urfave/cli/v2"

	"github.com/mcpgen/mcpgen/internal/serve"
	"github.com/mcpgen/mcpgen/internal/testenv"
	"github.com/mcpgen/mcpgen/pkg/dataset"
	"github.com/mcpgen/mcpgen/pkg/generate"
)

// TestGenerateOptionsAgree: generate.Options is the one options type, and
// the command's flags, the HTTP body and the manifest follow it. For every
// field: its flag exists and sets it; its json name is a member of the
// GenerateRequest schema in openapi.json (unless tagged http:"-"); and a
// real run records it in the manifest's options (unless manifest:"-").
// The command has no generate flag that is not a field (but -o, -q and
// --strict, which only decides the exit status).
func TestGenerateOptionsAgree(t *testing.T) {
	t.Parallel()
	fields := generate.OptionFields()
	cmd := generateCommand(&env{})
	flags := map[string]bool{}
	for _, f := range cmd.Flags {
		for _, n := range f.Names() {
			flags[n] = true
		}
	}
	fieldFlags := map[string]bool{"output": true, "o": true, "quiet": true, "q": true, "count": true, "strict": true}
	for _, f := range fields {
		if f.Flag == "" {
			t.Errorf("generate.Options.%s has no flag tag", f.Name)
			continue
		}
		fieldFlags[f.Flag] = true
		if !flags[f.Flag] {
			t.Errorf("generate.Options.%s: the generate command has no --%s", f.Name, f.Flag)
		}
	}
	for n := range flags {
		if !fieldFlags[n] {
			t.Errorf("generate flag --%s sets no field of generate.Options", n)
		}
	}

	// Each flag sets its field.
	for _, f := range fields {
		args := []string{"x", "--" + f.Flag}
		if v := flagSample(reflect.TypeOf(generate.Options{}).FieldByIndex(f.Index).Type); v != "" {
			args = append(args, v)
		}
		got := generate.DefaultOptions()
		app := &cli.App{Flags: cmd.Flags, Action: func(c *cli.Context) error { return readOptionFlags(c, &got) }}
		if err := app.Run(args); err != nil {
			t.Errorf("%v: %v", args, err)
			continue
		}
		def := reflect.ValueOf(generate.DefaultOptions()).FieldByIndex(f.Index).Interface()
		if reflect.DeepEqual(reflect.ValueOf(got).FieldByIndex(f.Index).Interface(), def) {
			t.Errorf("%v leaves generate.Options.%s at its default", args, f.Name)
		}
	}

	// The HTTP body.
	var doc struct {
		Components struct {
			Schemas map[string]struct {
				Properties map[string]json.RawMessage `json:"properties"`
			} `json:"schemas"`
		} `json:"components"`
	}
	if err := json.Unmarshal(serve.OpenAPI(), &doc); err != nil {
		t.Fatal(err)
	}
	props := doc.Components.Schemas["GenerateRequest"].Properties
	for _, f := range fields {
		if _, ok := props[f.JSON]; ok != f.HTTP {
			t.Errorf("generate.Options.%s (%q, http %v): openapi.json GenerateRequest has it: %v", f.Name, f.JSON, f.HTTP, ok)
		}
	}

	// The manifest of real runs: one with every flag but --chat-template
	// (it excludes --args-encoding), one with it.
	dir := t.TempDir()
	hintsFile := filepath.Join(dir, "h.yaml")
	if err := os.WriteFile(hintsFile, []byte("path: [/tmp/a]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	tools := filepath.Join("..", "..", "testdata", "mcp-servers", "filesystem.json")
	// --server names a registered server that cannot start: the run goes on
	// with the tools file (exit 3) and the manifest still records the flag.
	reg := filepath.Join(dir, "mcp.json")
	if err := os.WriteFile(reg, []byte(`{"servers":{"none-such":{"command":"/nonexistent/mcp-server"}}}`), 0o600); err != nil {
		t.Fatal(err)
	}
	keys := map[string]bool{}
	for i, extra := range [][]string{
		{"--format", "hf", "--args-encoding", "object", "--include", "*", "--exclude", "zz*", "--seed", "3",
			"--profile", "none", "--distractors", "1", "--negatives", "0.1", "--mix", "single=1,parallel=1", "--name-style", "prefixed",
			"--split", "valid=0.5", "--templates", dir, "--tools-format", "mcp", "--hints", hintsFile,
			"--execute", "--execute-policy", "all", "--allow-destructive", "--allow-tool", "a*", "--deny-tool", "b*",
			"--on-error", "skip", "--max-output", "100", "--tool-output", "structured", "--probe", "--no-scrub", "--call-timeout", "5s",
			"--server", "none-such"},
		{"--format", "hf", "--chat-template", filepath.Join("..", "..", "testdata", "chat-templates", "qwen2.5-7b-instruct.jinja")},
	} {
		out := filepath.Join(dir, "run"+string(rune('a'+i)), "out.jsonl")
		args := append([]string{"mcpgen", "--config", reg, "generate", "--tools", tools, "-n", "2", "-q", "-o", out}, extra...)
		tio, _, _, errb := TestIO()
		if code := run(context.Background(), args, tio); code != 0 && code != exitPartial {
			t.Fatalf("%v: exit %d\n%s", args, code, errb)
		}
		data, err := os.ReadFile(dataset.ManifestPath(out))
		if err != nil {
			t.Fatal(err)
		}
		var m struct{ Options map[string]json.RawMessage }
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatal(err)
		}
		for k := range m.Options {
			keys[k] = true
		}
	}
	for _, f := range fields {
		if keys[f.JSON] != f.Manifest {
			t.Errorf("generate.Options.%s (%q, manifest %v): in a manifest's options: %v", f.Name, f.JSON, f.Manifest, keys[f.JSON])
		}
		delete(keys, f.JSON)
	}
	delete(keys, "hintsDigest")
	for k := range keys {
		t.Errorf("manifest option %q is no field of generate.Options", k)
	}
}

// flagSample is a valid non-default flag value of a field of type t ("" for
// a bool flag, which takes none).
func flagSample(t reflect.Type) string {
	switch t {
	case reflect.TypeOf(dataset.SplitRatios{}):
		return "valid=0.1"
	case reflect.TypeOf(&dataset.Shard{}):
		return "1/2"
	case reflect.TypeOf(dataset.Encoding("")):
		return "object"
	case reflect.TypeOf(generate.Duration(0)):
		return "5s"
	}
	switch t.Kind() {
	case reflect.Bool:
		return ""
	case reflect.Int, reflect.Int64:
		return "3"
	case reflect.Float64:
		return "0.5"
	}
	return strings.Repeat("x", 3)
}

// TestShardDocumentedZeroBased: --shard I/N counts I from 0 (0/N .. N-1/N;
// N/N is refused), and the flag's help and the README's sentence about it
// say so, so nobody runs 1/4 .. 4/4 and loses a shard.
func TestShardDocumentedZeroBased(t *testing.T) {
	t.Parallel()
	for _, f := range generateCommand(&env{}).Flags {
		if sf, ok := f.(*cli.StringFlag); ok && sf.Name == "shard" && !strings.Contains(sf.Usage, "0-based") {
			t.Errorf("--shard help %q does not say I is 0-based", sf.Usage)
		}
	}
	b, err := os.ReadFile(filepath.Join(testenv.RepoRoot(), "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, line := range strings.Split(string(b), "\n") {
		if strings.Contains(line, "`--shard I/N`") {
			found = true
			if !strings.Contains(line, "0-based") {
				t.Errorf("README.md's --shard line does not say I is 0-based: %s", line)
			}
		}
	}
	if !found {
		t.Error("README.md does not describe `--shard I/N`")
	}
}
