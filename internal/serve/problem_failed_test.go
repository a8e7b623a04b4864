package serve

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/mcp"
	"github.com/mcpgen/mcpgen/pkg/pool"
)

// A request refused because its server is marked failed was never sent,
// so it did not time out: 502 server-unavailable, even when the failure
// that used up the budget was a timeout (a tool that hangs).
func TestProblemForFailedServerAfterTimeouts(t *testing.T) {
	last := fmt.Errorf("server %q: tools/call list_rooms: %w", "hang", mcp.ErrTimeout)
	p := problemFor(&pool.FailedError{Server: "hang", Failures: 5, Last: last}, "hang")
	if p.Status != http.StatusBadGateway || p.Type != TypeServerFailed {
		t.Errorf("got %d %s, want 502 %s: %s", p.Status, p.Type, TypeServerFailed, p.Detail)
	}
	// A call that itself timed out stays 504.
	if p := problemFor(last, "hang"); p.Status != http.StatusGatewayTimeout {
		t.Errorf("timeout: got %d, want 504", p.Status)
	}
}
