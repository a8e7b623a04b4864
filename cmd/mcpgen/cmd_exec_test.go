package main

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/mcpgen/mcpgen/pkg/mcp"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

func mustTool(t *testing.T, raw string) tool.Tool {
	t.Helper()
	tl, err := tool.FromJSON(json.RawMessage(raw))
	if err != nil {
		t.Fatal(err)
	}
	return tl
}

func TestConfirmDestructive(t *testing.T) {
	tl := mustTool(t, `{"name":"rm","inputSchema":{"type":"object"},"annotations":{"destructiveHint":true}}`)
	for _, tc := range []struct {
		tty       bool
		stdinUsed bool
		answer    string
		ok        bool
	}{
		{tty: true, answer: "y\n", ok: true},
		{tty: true, answer: "YES\n", ok: true},
		{tty: true, answer: "n\n"},
		{tty: true, answer: "\n"},
		{tty: true, answer: ""},
		{tty: false, answer: "y\n"},                 // no terminal: never asks
		{tty: true, stdinUsed: true, answer: "y\n"}, // stdin held --args
	} {
		io, in, _, errb := TestIO()
		io.InIsTTY = tc.tty
		in.WriteString(tc.answer)
		err := confirmDestructive(tl, "srv", tc.stdinUsed, io)
		if (err == nil) != tc.ok {
			t.Errorf("%+v: err = %v", tc, err)
		}
		var ue *UsageError
		if err != nil && !errors.As(err, &ue) {
			t.Errorf("%+v: not a usage error: %v", tc, err)
		}
		asked := strings.Contains(errb.String(), "Run it? [y/N]")
		if asked != (tc.tty && !tc.stdinUsed) {
			t.Errorf("%+v: prompt shown = %v", tc, asked)
		}
	}
}

func TestBuildArgsTyping(t *testing.T) {
	tl := mustTool(t, `{"name":"t","inputSchema":{
		"type":"object",
		"$defs":{"n":{"type":"integer"}},
		"properties":{
			"s":{"type":"string"},
			"i":{"type":"integer"},
			"r":{"$ref":"#/$defs/n"},
			"b":{"type":"boolean"},
			"a":{"type":"array","items":{"type":"string"}},
			"u":{"anyOf":[{"type":"number"},{"type":"null"}]},
			"e":{"enum":["1","2"]},
			"o":{"type":"object","properties":{"deep":{"type":"object","properties":{"n":{"type":"number"}}}}}
		}}}`)
	base := map[string]any{"s": "from --args"}
	got, err := buildArgs(tl, base, []string{"s=42", "i=7", "r=8", "b=true", `a=["x","y"]`, "u=null", "e=1", "o.deep.n=2.5", "free=[1]", "free2=not json"})
	if err != nil {
		t.Fatal(err)
	}
	out, _ := json.Marshal(got)
	want := `{"a":["x","y"],"b":true,"e":"1","free":[1],"free2":"not json","i":7,"o":{"deep":{"n":2.5}},"r":8,"s":"42","u":null}`
	if diff := cmp.Diff(want, string(out)); diff != "" {
		t.Errorf("(-want +got)\n%s", diff)
	}
	if _, err := buildArgs(tl, map[string]any{}, []string{"i=seven"}); err == nil || !strings.Contains(err.Error(), "not valid JSON for type integer") {
		t.Errorf("bad integer: %v", err)
	}
	if _, err := buildArgs(tl, map[string]any{"s": "x"}, []string{"s.deeper=1"}); err == nil {
		t.Error("nesting under a string: want an error")
	}
}

// A declared property whose name has dots is set as it is; other dotted
// keys nest.
func TestBuildArgsDottedNames(t *testing.T) {
	tl := mustTool(t, `{"name":"t","inputSchema":{"type":"object","properties":{
		"user.name":{"type":"string"},
		"user":{"type":"object","properties":{"id":{"type":"integer"},"a.b":{"type":"integer"}}},
		"n":{"type":"integer"}}}}`)
	got, err := buildArgs(tl, map[string]any{}, []string{"user.name=alice", "user.id=7", "user.a.b=3", "x.y=1"})
	if err != nil {
		t.Fatal(err)
	}
	out, _ := json.Marshal(got)
	want := `{"user":{"a.b":3,"id":7},"user.name":"alice","x":{"y":1}}`
	if diff := cmp.Diff(want, string(out)); diff != "" {
		t.Errorf("(-want +got)\n%s", diff)
	}
	for _, bad := range []string{"a..b=1", "a.=1", ".a=1", "=1"} {
		if _, err := buildArgs(tl, map[string]any{}, []string{bad}); err == nil || !strings.Contains(err.Error(), "empty key segment") {
			t.Errorf("%s: %v", bad, err)
		}
	}
}

func TestToolSignature(t *testing.T) {
	for _, tc := range []struct{ raw, want string }{
		{`{"name":"read_file","inputSchema":{"type":"object","properties":{"path":{"type":"string"},"head":{"type":"integer"}},"required":["path"]}}`,
			`read_file(path:string, [head:integer])`},
		{`{"name":"none","inputSchema":{"type":"object"}}`, `none()`},
		{`{"name":"order","inputSchema":{"type":"object","properties":{"z":{"type":"string"},"a":{"type":"string"},"m":{"type":"string"}},"required":["m"]}}`,
			`order(m:string, [z:string], [a:string])`},
		{`{"name":"nested","inputSchema":{"type":"object","properties":{"items":{"type":"array","items":{"type":"object","properties":{"a":{"type":"string"}},"required":["a"]}}},"required":["items"]}}`,
			`nested(items:{a:string}[])`},
		{`{"name":"multi","inputSchema":{"type":"object","properties":{"x":{"type":["string","null"]},"y":{"oneOf":[{"type":"integer"},{"type":"string","format":"date"}]},"z":{}}}}`,
			`multi([x:string|null], [y:integer|string<date>], [z:any])`},
		{`{"name":"refs","inputSchema":{"type":"object","$defs":{"p":{"type":"object","properties":{"q":{"$ref":"#/$defs/p"}}}},"properties":{"p":{"$ref":"#/$defs/p"}}}}`,
			`refs([p:{[q:{[q:{[q:{…}]}]}]}])`},
	} {
		if got := toolSignature(mustTool(t, tc.raw)); got != tc.want {
			t.Errorf("got  %s\nwant %s", got, tc.want)
		}
	}
}

func TestExecRepeatedArgKeyIsUsageError(t *testing.T) {
	// Checked before the server starts (its command does not exist).
	io, _, _, _ := TestIO()
	spec := mcp.ServerSpec{Name: "none", Command: "/nonexistent/mcpgen-server"}
	err := runExec(context.Background(), spec, execOptions{Server: "none", Tool: "read", Arg: []string{"path=A", "other=1", "path=B"}}, io)
	if exitCode(err) != exitUsage || err == nil || !strings.Contains(err.Error(), "--arg path given more than once") {
		t.Errorf("repeated key: %v (exit %d)", err, exitCode(err))
	}
	// Distinct dotted keys are not repeats.
	err = runExec(context.Background(), spec, execOptions{Server: "none", Tool: "read", Arg: []string{"a.b=1", "a.c=2"}}, io)
	if !errors.Is(err, mcp.ErrUnavailable) {
		t.Errorf("distinct keys: %v", err)
	}
}

func TestExecInterruptedSaysSoOnce(t *testing.T) {
	// The context ended (SIGINT) by the time exec waits for the server's
	// initialize answer (it would never come: the server only sleeps).
	ctx, cancel := context.WithCancel(context.Background())
	io, _, _, _ := TestIO()
	spec := mcp.ServerSpec{Name: "mute", Command: "/bin/sh", Args: []string{"-c", "exec sleep 300"}}
	cancel()
	err := runExec(ctx, spec, execOptions{Server: "mute", Tool: "read"}, io)
	if exitCode(err) != exitInterrupted || err == nil || err.Error() != `exec read on server "mute" interrupted: context canceled` {
		t.Errorf("err = %v (exit %d)", err, exitCode(err))
	}
}
