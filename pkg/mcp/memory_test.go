package mcp

import (
	"context"
	"testing"

	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpgen/mcpgen/internal/exampleserver"
)

// TestConnectSDKTransport plugs an in-process server in through a go-sdk
// in-memory transport: the session lists and calls its tools as over stdio.
func TestConnectSDKTransport(t *testing.T) {
	t.Parallel()
	srv, err := exampleserver.NewServer()
	if err != nil {
		t.Fatal(err)
	}
	ct, st := gomcp.NewInMemoryTransports()
	ctx := context.Background()
	ss, err := srv.Connect(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ss.Close()
	s, err := Connect(ctx, ServerSpec{Name: "mem", SDKTransport: ct}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if s.Pid() != 0 || !s.Alive() {
		t.Errorf("in-process session: pid %d, alive %v", s.Pid(), s.Alive())
	}
	tools, err := s.ListTools(ctx)
	if err != nil || len(tools) != len(exampleserver.ToolNames()) {
		t.Fatalf("ListTools: %d tools, %v", len(tools), err)
	}
	res, err := s.CallTool(ctx, "list_rooms", map[string]any{})
	if err != nil || res.IsError || res.Text() == "" {
		t.Fatalf("CallTool: %+v, %v", res, err)
	}
}
