package serve

import (
	"context"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mcpgen/mcpgen/internal/exampleserver"
	"github.com/mcpgen/mcpgen/pkg/mcp"
	"github.com/mcpgen/mcpgen/pkg/registry"
)

// TestRegistryChangeClosesSessions: a server removed, disabled or edited by
// the CLI (registry.Update behind the API's back) has its warm session
// closed at once by the registry poll, without a request naming it and
// long before the idle timeout.
func TestRegistryChangeClosesSessions(t *testing.T) {
	reg := filepath.Join(t.TempDir(), "mcp_servers.json")
	update := func(fn func(f *registry.File) error) {
		t.Helper()
		if err := registry.Update(context.Background(), reg, fn); err != nil {
			t.Fatal(err)
		}
	}
	for _, n := range []string{"gone", "off", "edited", "kept"} {
		update(func(f *registry.File) error { return f.Set(n, exampleEntry(t, exampleserver.Faults{}, nil)) })
	}
	srv, base, cancel, done := serveLoopback(t, Config{Locations: registry.Locations{Pinned: reg}, NoAuth: true, Addr: "127.0.0.1:0", RegistryPoll: 50 * time.Millisecond,
		Pool: poolOptions{Connect: &mcp.Options{TerminateGrace: 500 * time.Millisecond}}})
	defer func() {
		cancel()
		<-done
	}()
	pids := map[string]int{}
	for _, n := range []string{"gone", "off", "edited", "kept"} {
		resp, err := http.Post(base+"/api/mcp/execute", "application/json",
			strings.NewReader(`{"serverId":"`+n+`","toolName":"list_rooms"}`))
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != 200 {
			t.Fatalf("execute on %s: %d", n, resp.StatusCode)
		}
		pids[n] = statsOf(srv, n).Pids[0]
	}

	update(func(f *registry.File) error {
		if err := f.Remove("gone"); err != nil {
			return err
		}
		if err := f.SetEnabled("off", false); err != nil {
			return err
		}
		return f.Set("edited", exampleEntry(t, exampleserver.Faults{}, map[string]string{"CHANGED": "1"}))
	})
	for _, n := range []string{"gone", "off", "edited"} {
		if !processGone(pids[n]) {
			t.Errorf("server %q (pid %d) still runs after its entry changed in the registry", n, pids[n])
		}
		if st := statsOf(srv, n); st.Sessions != 0 {
			t.Errorf("%s: %d sessions still open", n, st.Sessions)
		}
	}
	if st := statsOf(srv, "kept"); len(st.Pids) != 1 || st.Pids[0] != pids["kept"] {
		t.Errorf("the unchanged server lost its session: %+v", st)
	}
	cancel()
	if err := <-done; err != nil {
		t.Errorf("Serve: %v", err)
	}
	done <- nil
	if !processGone(pids["kept"]) {
		t.Errorf("server %d still runs after Serve returned", pids["kept"])
	}
}
