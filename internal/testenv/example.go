package testenv

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"testing"

	"github.com/mcpgen/mcpgen/internal/exampleserver"
)

// ExampleServerEnv is the environment variable that makes a test binary
// whose TestMain calls [RunExampleServerIfChild] act as the example MCP
// server instead of running tests. Its value is the JSON encoding of the
// exampleserver.Faults to inject ("{}" for none).
const ExampleServerEnv = "MCPGEN_TEST_EXAMPLE_SERVER"

// RunExampleServerIfChild is called first in TestMain. When
// [ExampleServerEnv] is set it runs exampleserver.Run on the process's
// stdin/stdout (MCP 2025-11-25, "Transports / stdio"; stderr gets the
// server's log) and exits: 0 when the input ends, 1 when the server fails,
// 2 when the variable does not hold Faults JSON. Otherwise it returns at
// once. This is go-sdk's cmd_test.go re-exec pattern: tests talk to a real
// child process over real pipes, with no binary to build first.
func RunExampleServerIfChild() {
	v := os.Getenv(ExampleServerEnv)
	if v == "" {
		return
	}
	var f exampleserver.Faults
	if err := json.Unmarshal([]byte(v), &f); err != nil {
		fmt.Fprintln(os.Stderr, "bad", ExampleServerEnv, err)
		os.Exit(2)
	}
	err := exampleserver.Run(context.Background(), exampleserver.Config{Faults: f, In: os.Stdin, Out: os.Stdout, Err: os.Stderr})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Exit(0)
}

// ExampleServer returns the command and environment that start the example
// server with faults f as a child process speaking MCP on its stdio: command
// is this test binary (os.Executable), whose TestMain must call
// [RunExampleServerIfChild], and env is {ExampleServerEnv: f as JSON}, to be
// added to the inherited environment (as mcp.ServerSpec.Env and
// registry.Entry.Env are). It fails the test when the executable cannot be
// found.
func ExampleServer(t testing.TB, f exampleserver.Faults) (command string, env map[string]string) {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(f)
	if err != nil {
		t.Fatal(err)
	}
	return exe, map[string]string{ExampleServerEnv: string(b)}
}
