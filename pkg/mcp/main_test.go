package mcp

import (
	"context"
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/mcpgen/mcpgen/internal/exampleserver"
	"github.com/mcpgen/mcpgen/internal/testenv"
)

// TestMain lets this test binary act as the example server (see
// testenv.RunExampleServerIfChild): tests talk to a real child process over
// real pipes.
func TestMain(m *testing.M) {
	testenv.RunExampleServerIfChild()
	os.Exit(m.Run())
}

// exampleSpec returns a spec that runs the example server with faults as a
// child process.
func exampleSpec(t testing.TB, name string, f exampleserver.Faults) ServerSpec {
	t.Helper()
	command, env := testenv.ExampleServer(t, f)
	return ServerSpec{Name: name, Command: command, Env: env}
}

// processGone reports whether pid no longer runs, waiting up to 3 s.
var processGone = testenv.ProcessGone

// warnings collects Options.Warn messages.
type warnings struct {
	mu   sync.Mutex
	msgs []string
}

func (w *warnings) add(server, msg string) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.msgs = append(w.msgs, server+": "+msg)
}

func (w *warnings) String() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return strings.Join(w.msgs, "\n")
}

func connect(t testing.TB, spec ServerSpec, o *Options) *Session {
	t.Helper()
	s, err := Connect(context.Background(), spec, o)
	if err != nil {
		t.Fatalf("Connect: %v", err)
	}
	t.Cleanup(func() { _ = s.Close() })
	return s
}
