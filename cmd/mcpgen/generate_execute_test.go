package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
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
			"slowtools": cmdSlowTools,
		},
	})
}

// cmdInterrupt implements "interrupt [-within DURATION] [-signal TERM] FILE
// CODE PROG [ARG...]": it starts PROG in the script's folder and
// environment, waits until FILE exists and is not empty (at most 60 s; FILE
// "+DURATION" waits that long instead), sends SIGINT (or SIGTERM), and fails
// unless PROG then exits with status CODE within DURATION (default 30 s).
// PROG's stderr is saved to interrupt.stderr.
func cmdInterrupt(ts *testscript.TestScript, neg bool, args []string) {
	within, sig := 30*time.Second, syscall.SIGINT
	for len(args) > 1 && strings.HasPrefix(args[0], "-") {
		switch args[0] {
		case "-within":
			d, err := time.ParseDuration(args[1])
			if err != nil {
				ts.Fatalf("interrupt: %v", err)
			}
			within = d
		case "-signal":
			if args[1] != "TERM" {
				ts.Fatalf("interrupt: -signal TERM only")
			}
			sig = syscall.SIGTERM
		default:
			ts.Fatalf("interrupt: unknown option %s", args[0])
		}
		args = args[2:]
	}
	if neg || len(args) < 3 {
		ts.Fatalf("usage: interrupt [-within DURATION] [-signal TERM] FILE CODE PROG [ARG...]")
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
	if d, err := time.ParseDuration(strings.TrimPrefix(args[0], "+")); err == nil && strings.HasPrefix(args[0], "+") {
		select {
		case err := <-done:
			ts.Fatalf("interrupt: %s ended within %s: %v", args[2], d, err)
		case <-time.After(d):
		}
		file = ""
	}
	for file != "" {
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
	_ = cmd.Process.Signal(sig)
	var got int
	select {
	case err := <-done:
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			got = ee.ExitCode()
		} else if err != nil {
			ts.Fatalf("interrupt: %v", err)
		}
	case <-time.After(within):
		_ = cmd.Process.Kill()
		ts.Fatalf("interrupt: %s did not stop within %s of %v", args[2], within, sig)
	}
	if got != want {
		ts.Fatalf("interrupt: %s exited %d, want %d", args[2], got, want)
	}
}

// cmdSlowTools implements "slowtools FILE TOOLS": it writes a tools file of
// TOOLS small tools that are slow to lint (CPU-bound, no server): each
// chains 16 definitions, each an allOf of two $refs to the previous one,
// and puts a default on the last, so that lint validates the default
// against an expansion of 2^18-3 nodes, just under the compile bound.
func cmdSlowTools(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 2 {
		ts.Fatalf("usage: slowtools FILE TOOLS")
	}
	nt, err := strconv.Atoi(args[1])
	if err != nil {
		ts.Fatalf("slowtools: bad count %q", args[1])
	}
	var b strings.Builder
	b.WriteString("[")
	for t := 0; t < nt; t++ {
		if t > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, `{"name":"slow_%d","description":"slow to lint","inputSchema":{"type":"object","properties":{"x":{"$ref":"#/$defs/d16","description":"x"}},"$defs":{"d0":{"type":"string","minLength":1}`, t)
		for i := 1; i <= 16; i++ {
			def := ""
			if i == 16 {
				def = `,"default":"x"`
			}
			fmt.Fprintf(&b, `,"d%d":{"allOf":[{"$ref":"#/$defs/d%d"},{"$ref":"#/$defs/d%d"}]%s}`, i, i-1, i-1, def)
		}
		b.WriteString(`}}}`)
	}
	b.WriteString("]")
	if err := os.WriteFile(ts.MkAbs(args[0]), []byte(b.String()), 0o644); err != nil {
		ts.Fatalf("slowtools: %v", err)
	}
}
