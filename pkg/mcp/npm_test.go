package mcp

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/internal/testenv"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

// sdkToolCount lists the tools of spec with go-sdk's own CommandTransport
// and iterator: an independent count to compare ListTools with.
func sdkToolCount(t *testing.T, spec ServerSpec) int {
	t.Helper()
	cmd := exec.Command(spec.Command, spec.Args...)
	cmd.Env = os.Environ()
	for k, v := range spec.Env {
		cmd.Env = append(cmd.Env, k+"="+v)
	}
	client := gomcp.NewClient(&gomcp.Implementation{Name: "sdk-check", Version: "0"}, &gomcp.ClientOptions{Capabilities: &gomcp.ClientCapabilities{}})
	cs, err := client.Connect(context.Background(), &gomcp.CommandTransport{Command: cmd}, &gomcp.ClientSessionOptions{ProtocolVersion: DefaultProtocolVersion})
	if err != nil {
		t.Fatalf("go-sdk connect: %v", err)
	}
	defer cs.Close()
	n := 0
	for _, err := range cs.Tools(context.Background(), nil) {
		if err != nil {
			t.Fatalf("go-sdk list: %v", err)
		}
		n++
	}
	return n
}

func npmCommand(t testing.TB, pkg string) []string { return testenv.NPMServer(t, pkg) }

func npmSpec(t *testing.T, name, pkg string, args ...string) ServerSpec {
	cmd := npmCommand(t, pkg)
	return ServerSpec{Name: name, Command: cmd[0], Args: append(cmd[1:], args...)}
}

func TestFilesystemServer(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "a.txt"), []byte("hello from a.txt\nline 2\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	spec := npmSpec(t, "fs", "server-filesystem", dir)
	s := connect(t, spec, nil)
	if s.Info().Name == "" || s.Info().ProtocolVersion == "" {
		t.Errorf("info: %+v", s.Info())
	}
	tools, err := s.ListTools(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if want := sdkToolCount(t, spec); len(tools) != want || want == 0 {
		t.Errorf("ListTools gave %d tools, go-sdk lists %d", len(tools), want)
	}
	names := toolNames(tools)
	for _, n := range []string{"read_text_file", "write_file", "list_allowed_directories"} {
		if !strings.Contains(strings.Join(names, ","), n) {
			t.Errorf("no %s in %v", n, names)
		}
	}

	res, err := s.CallTool(ctx, "read_text_file", map[string]any{"path": filepath.Join(dir, "a.txt")})
	if err != nil {
		t.Fatal(err)
	}
	if res.IsError || res.Text() != "hello from a.txt\nline 2\n" {
		t.Errorf("read_text_file: %s", res.Raw)
	}
	// Outside the allowed folder: a tool error, not a Go error.
	res, err = s.CallTool(ctx, "read_text_file", map[string]any{"path": "/etc/hostname"})
	if err != nil {
		t.Fatal(err)
	}
	if !res.IsError {
		t.Errorf("read outside the allowed folder: %s", res.Raw)
	}
	pid := s.Pid()
	if err := s.Close(); err != nil {
		t.Error(err)
	}
	if !processGone(pid) {
		t.Errorf("node pid %d left running", pid)
	}
}

func TestEverythingServer(t *testing.T) {
	ctx := context.Background()
	spec := npmSpec(t, "everything", "server-everything")
	s := connect(t, spec, nil)
	tools, err := s.ListTools(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if want := sdkToolCount(t, spec); len(tools) != want || want == 0 {
		t.Errorf("ListTools gave %d tools, go-sdk lists %d", len(tools), want)
	}
	res, err := s.CallTool(ctx, "echo", map[string]any{"message": "hi there"})
	if err != nil || !strings.Contains(res.Text(), "hi there") {
		t.Errorf("echo: %v %s", err, res.Raw)
	}
	res, err = s.CallTool(ctx, "get-sum", json.RawMessage(`{"a": 2, "b": 40}`))
	if err != nil || !strings.Contains(res.Text(), "42") {
		t.Errorf("get-sum: %v %s", err, res.Raw)
	}
	res, err = s.CallTool(ctx, "get-structured-content", map[string]any{"location": "Chicago"})
	if err != nil || len(res.StructuredContent) == 0 {
		t.Errorf("get-structured-content: %v %s", err, res.Raw)
	}
	res, err = s.CallTool(ctx, "get-tiny-image", nil)
	if err != nil {
		t.Fatal(err)
	}
	var image *ContentItem
	for i := range res.Content {
		if res.Content[i].Type == ContentImage {
			image = &res.Content[i]
		}
	}
	if image == nil || image.MIMEType != "image/png" || image.Size <= 0 || !strings.Contains(res.Text(), "[image: image/png, ") {
		t.Errorf("get-tiny-image: %s", res.Text())
	}
}

func TestMemoryServer(t *testing.T) {
	ctx := context.Background()
	spec := npmSpec(t, "memory", "server-memory")
	spec.Env = map[string]string{"MEMORY_FILE_PATH": filepath.Join(t.TempDir(), "memory.jsonl")}
	s := connect(t, spec, nil)
	tools, err := s.ListTools(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if want := sdkToolCount(t, spec); len(tools) != want || want == 0 {
		t.Errorf("ListTools gave %d tools, go-sdk lists %d", len(tools), want)
	}
	_, err = s.CallTool(ctx, "create_entities", map[string]any{"entities": []any{
		map[string]any{"name": "Ada", "entityType": "person", "observations": []any{"wrote the first program"}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	res, err := s.CallTool(ctx, "read_graph", nil)
	if err != nil || res.IsError || !strings.Contains(res.Text(), "wrote the first program") {
		t.Errorf("read_graph: %v %s", err, res.Raw)
	}
}
