package main

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"syscall"
	"testing"
	"time"

	"github.com/rogpeppe/go-internal/testscript"
)

// TestExecuteSignal runs testdata/execute_signal/*.txtar: scripts that
// interrupt `mcpgen generate --execute` with SIGINT midway (command
// "interrupt") and resume it. They live apart from testdata/script because
// they need that command.
func TestExecuteSignal(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir: "testdata/execute_signal",
		Setup: func(e *testscript.Env) error {
			home := filepath.Join(e.WorkDir, ".home")
			if err := os.MkdirAll(home, 0o700); err != nil {
				return err
			}
			e.Setenv("HOME", home)
			e.Setenv("XDG_CONFIG_HOME", filepath.Join(home, ".config"))
			return nil
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"interrupt": cmdInterrupt,
			"exitcode":  cmdExitCode,
		},
	})
}

// cmdInterrupt implements "interrupt FILE CODE PROG [ARG...]": it starts
// PROG in the script's folder and environment, waits until FILE exists and
// is not empty (at most 60 s), sends SIGINT, and fails unless PROG then
// exits with status CODE. PROG's stderr is saved to interrupt.stderr.
func cmdInterrupt(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 3 {
		ts.Fatalf("usage: interrupt FILE CODE PROG [ARG...]")
	}
	want, err := strconv.Atoi(args[1])
	if err != nil {
		ts.Fatalf("interrupt: bad status %q", args[1])
	}
	cmd := exec.Command(args[2], args[3:]...)
	cmd.Dir = ts.Getenv("WORK")
	cmd.Env = append(os.Environ(), "HOME="+ts.Getenv("HOME"), "XDG_CONFIG_HOME="+ts.Getenv("XDG_CONFIG_HOME"))
	errf, err := os.Create(ts.MkAbs("interrupt.stderr"))
	if err != nil {
		ts.Fatalf("interrupt: %v", err)
	}
	defer errf.Close()
	cmd.Stderr = errf
	if err := cmd.Start(); err != nil {
		ts.Fatalf("interrupt: %v", err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	file := ts.MkAbs(args[0])
	deadline := time.Now().Add(60 * time.Second)
	for {
		if st, err := os.Stat(file); err == nil && st.Size() > 0 {
			break
		}
		select {
		case err := <-done:
			ts.Fatalf("interrupt: %s ended before %s was written: %v", args[2], args[0], err)
		default:
		}
		if time.Now().After(deadline) {
			_ = cmd.Process.Kill()
			ts.Fatalf("interrupt: %s not written within 60 s", args[0])
		}
		time.Sleep(10 * time.Millisecond)
	}
	_ = cmd.Process.Signal(syscall.SIGINT)
	var got int
	select {
	case err := <-done:
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			got = ee.ExitCode()
		} else if err != nil {
			ts.Fatalf("interrupt: %v", err)
		}
	case <-time.After(30 * time.Second):
		_ = cmd.Process.Kill()
		ts.Fatalf("interrupt: %s did not stop within 30 s of SIGINT", args[2])
	}
	if got != want {
		ts.Fatalf("interrupt: %s exited %d, want %d", args[2], got, want)
	}
}
