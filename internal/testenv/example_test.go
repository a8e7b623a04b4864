package testenv_test

import (
	"context"
	"os"
	"os/exec"
	"testing"

	"github.com/mcpgen/mcpgen/internal/exampleserver"
	"github.com/mcpgen/mcpgen/internal/testenv"
	"github.com/mcpgen/mcpgen/pkg/mcp"
)

func TestMain(m *testing.M) {
	testenv.RunExampleServerIfChild()
	os.Exit(m.Run())
}

// The example server started from this test binary answers over real pipes,
// with the faults it was given, and its process is gone after Close.
func TestExampleServer(t *testing.T) {
	command, env := testenv.ExampleServer(t, exampleserver.Faults{CrashAfter: 1})
	if exe, _ := os.Executable(); command != exe || len(env) != 1 || env[testenv.ExampleServerEnv] == "" {
		t.Fatalf("ExampleServer = %q, %v", command, env)
	}
	ctx := context.Background()
	s, err := mcp.Connect(ctx, mcp.ServerSpec{Name: "ex", Command: command, Env: env}, nil)
	if err != nil {
		t.Fatal(err)
	}
	tools, err := s.ListTools(ctx)
	if err != nil || len(tools) == 0 {
		t.Fatalf("ListTools: %d tools, %v", len(tools), err)
	}
	args := map[string]any{"city": "Lisbon", "date": "2026-03-01"}
	if res, err := s.CallTool(ctx, "get_forecast", args); err != nil || res.IsError {
		t.Fatalf("first get_forecast: %+v, %v", res, err)
	}
	if _, err := s.CallTool(ctx, "get_forecast", args); err == nil {
		t.Error("second get_forecast succeeded; the CrashAfter fault did not reach the server")
	}
	pid := s.Pid()
	if err := s.Close(); err != nil {
		t.Errorf("Close: %v", err)
	}
	if !testenv.ProcessGroupGone(pid) {
		t.Errorf("example server %d still runs after Close", pid)
	}
}

func TestExampleServerBadFaults(t *testing.T) {
	command, _ := testenv.ExampleServer(t, exampleserver.Faults{})
	cmd := exec.Command(command)
	cmd.Env = append(os.Environ(), testenv.ExampleServerEnv+"=not json")
	out, err := cmd.CombinedOutput()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 2 {
		t.Errorf("bad faults: %v, want exit status 2; output %q", err, out)
	}
}

func TestProcessGone(t *testing.T) {
	cmd := exec.Command("sleep", "60")
	if err := cmd.Start(); err != nil {
		t.Skip("no sleep command:", err)
	}
	pid := cmd.Process.Pid
	if testenv.ProcessGone(pid) {
		t.Errorf("ProcessGone(%d) = true for a running process", pid)
	}
	_ = cmd.Process.Kill()
	_ = cmd.Wait()
	if !testenv.ProcessGone(pid) || !testenv.ProcessGroupGone(pid) {
		t.Errorf("ProcessGone(%d) = false after Kill and Wait", pid)
	}
}
