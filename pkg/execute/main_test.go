package execute

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/mcpgen/mcpgen/pkg/exampleserver"
	"github.com/mcpgen/mcpgen/pkg/mcp"
)

// exampleEnv, when set, makes the test binary run the example server on its
// stdio with the JSON-encoded faults it holds (go-sdk's cmd_test.go re-exec
// pattern): the executor talks to real child processes over real pipes.
const exampleEnv = "MCPGEN_TEST_EXECUTE_EXAMPLE_SERVER"

func TestMain(m *testing.M) {
	if v := os.Getenv(exampleEnv); v != "" {
		var f exampleserver.Faults
		if err := json.Unmarshal([]byte(v), &f); err != nil {
			fmt.Fprintln(os.Stderr, "bad", exampleEnv, err)
			os.Exit(2)
		}
		if err := exampleserver.Run(context.Background(), exampleserver.Config{Faults: f, In: os.Stdin, Out: os.Stdout, Err: os.Stderr}); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func exampleSpec(t testing.TB, name string, f exampleserver.Faults) mcp.ServerSpec {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(f)
	return mcp.ServerSpec{Name: name, Command: exe, Env: map[string]string{exampleEnv: string(b)}}
}

// processGone reports whether pid no longer runs (a zombie counts as gone).
// It waits up to 3 s.
func processGone(pid int) bool {
	deadline := time.Now().Add(3 * time.Second)
	for {
		err := syscall.Kill(pid, 0)
		if errors.Is(err, syscall.ESRCH) {
			return true
		}
		if st, _ := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat"); strings.Contains(string(st), ") Z ") {
			return true
		}
		if time.Now().After(deadline) {
			return false
		}
		time.Sleep(20 * time.Millisecond)
	}
}
