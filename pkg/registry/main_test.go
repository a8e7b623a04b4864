package registry

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
	"time"
)

// helperEnv, when set in the environment, makes this test binary act as a
// helper process instead of running tests (see helperCommand).
const helperEnv = "MCPGEN_REGISTRY_TEST_HELPER"

// TestMain runs the helper when asked: "add FILE NAME START_UNIXNANO" waits
// until START (so all helpers race), then adds NAME to FILE with Update.
func TestMain(m *testing.M) {
	if os.Getenv(helperEnv) != "1" {
		// Lock files (under the user cache folder) and the trust store
		// (under the user config folder) of the tests stay in a folder of
		// their own; helper processes inherit it.
		tmp, err := os.MkdirTemp("", "registry-test-")
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Setenv("XDG_CACHE_HOME", filepath.Join(tmp, "cache"))
		os.Setenv("XDG_CONFIG_HOME", filepath.Join(tmp, "config"))
		code := m.Run()
		os.RemoveAll(tmp)
		os.Exit(code)
	}
	args := os.Args[len(os.Args)-4:]
	if args[0] != "add" {
		fmt.Fprintln(os.Stderr, "unknown helper", args)
		os.Exit(2)
	}
	start, _ := strconv.ParseInt(args[3], 10, 64)
	time.Sleep(time.Until(time.Unix(0, start)))
	err := Update(context.Background(), args[1], func(f *File) error {
		return f.Set(args[2], Entry{Command: "echo", Args: []string{args[2]}})
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Exit(0)
}

// helperCommand returns a command that runs this test binary as a helper.
func helperCommand(t *testing.T, args ...string) *exec.Cmd {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe, append([]string{"-test.run=^$", "--"}, args...)...)
	cmd.Env = append(os.Environ(), helperEnv+"=1")
	return cmd
}
