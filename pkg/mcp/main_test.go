package mcp

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/exampleserver"
)

// exampleEnv, when set in the environment, makes the test binary run the
// example server on its stdio with the JSON-encoded faults it holds (the
// go-sdk cmd_test.go re-exec pattern): tests talk to a real child process
// over real pipes.
const exampleEnv = "MCPGEN_TEST_EXAMPLE_SERVER"

func TestMain(m *testing.M) {
	if v := os.Getenv(exampleEnv); v != "" {
		var f exampleserver.Faults
		if err := json.Unmarshal([]byte(v), &f); err != nil {
			fmt.Fprintln(os.Stderr, "bad", exampleEnv, err)
			os.Exit(2)
		}
		err := exampleserver.Run(context.Background(), exampleserver.Config{Faults: f, In: os.Stdin, Out: os.Stdout, Err: os.Stderr})
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// exampleSpec returns a spec that runs the example server with faults as a
// child process.
func exampleSpec(t testing.TB, name string, f exampleserver.Faults) ServerSpec {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(f)
	return ServerSpec{Name: name, Command: exe, Env: map[string]string{exampleEnv: string(b)}}
}

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
