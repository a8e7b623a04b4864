package serve

import (
	"context"
	"net"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mcpgen/mcpgen/internal/exampleserver"
	"github.com/mcpgen/mcpgen/internal/testenv"
	"github.com/mcpgen/mcpgen/pkg/mcp"
	"github.com/mcpgen/mcpgen/pkg/pool"
	"github.com/mcpgen/mcpgen/pkg/registry"
)

// A call still running when the grace period ends is cancelled and its
// client gets the documented 503 shutting-down problem, not a connection
// closed before the answer was written.
func TestShutdownAnswers503ToCancelledCalls(t *testing.T) {
	reg := filepath.Join(t.TempDir(), "mcp_servers.json")
	command, env := testenv.ExampleServer(t, exampleserver.Faults{HangTool: "list_rooms"})
	if err := registry.Update(context.Background(), reg, func(f *registry.File) error {
		return f.Set("hangs", registry.Entry{Command: command, Env: env})
	}); err != nil {
		t.Fatal(err)
	}
	srv, err := New(Config{Locations: registry.Locations{Pinned: reg}, NoAuth: true, ShutdownGrace: 300 * time.Millisecond, CallTimeout: time.Minute,
		Pool: pool.Options{Connect: &mcp.Options{TerminateGrace: 500 * time.Millisecond}}})
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ctx, ln) }()
	type answer struct {
		status int
		ctype  string
		err    error
	}
	answered := make(chan answer, 1)
	go func() {
		resp, err := http.Post("http://"+ln.Addr().String()+"/api/mcp/execute", "application/json", strings.NewReader(`{"server_id":"hangs","tool_name":"list_rooms"}`))
		if err != nil {
			answered <- answer{err: err}
			return
		}
		resp.Body.Close()
		answered <- answer{status: resp.StatusCode, ctype: resp.Header.Get("Content-Type")}
	}()
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		var inflight int
		for _, st := range srv.Pool().Stats() {
			inflight += st.InFlight
		}
		if inflight == 1 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the hanging call never started")
		}
	}
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("Serve: %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Serve waits for the hanging call")
	}
	a := <-answered
	if a.err != nil || a.status != http.StatusServiceUnavailable || a.ctype != ProblemContentType {
		t.Errorf("the cancelled call got %d %q (err %v), want 503 %s", a.status, a.ctype, a.err, ProblemContentType)
	}
}
