package main

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/mcpgen/mcpgen/internal/testenv"
	"github.com/rogpeppe/go-internal/testscript"
)

// TestMain lets the test binary double as the mcpgen command inside
// testscript scripts, so CLI tests run the real command tree in a child
// process with real stdio.
func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"mcpgen": func() { os.Exit(run(context.Background(), os.Args, StdIO())) },
	})
}

// TestScript runs every testdata/script/*.txtar. Scripts see:
//   - HOME and XDG_CONFIG_HOME pointing at an empty folder of their own, so the
//     user registry file starts empty;
//   - $NODE, $FS_SERVER, $EVERYTHING_SERVER and $MEMORY_SERVER: node and the
//     entry scripts of the pinned npm servers (set only when installed; under
//     CI=true missing servers fail the test), and the condition [npm] that
//     they all are: a script stops with `[!npm] skip 'reason'` before its
//     first use of them (TestScriptsSkipWithoutNPM checks it does);
//   - $REPO: the repository root;
//   - $ESC: the escape character, for file names that hold one.
func TestScript(t *testing.T) {
	env := map[string]string{"REPO": testenv.RepoRoot()}
	if node, err := lookNode(); err == nil {
		env["NODE"] = node
		for k, pkg := range map[string]string{"FS_SERVER": "server-filesystem", "EVERYTHING_SERVER": "server-everything", "MEMORY_SERVER": "server-memory"} {
			entry := filepath.Join(testenv.RepoRoot(), "testdata", "npm", "node_modules", "@modelcontextprotocol", pkg, "dist", "index.js")
			if _, err := os.Stat(entry); err == nil {
				env[k] = entry
			}
		}
	}
	if testenv.InCI() {
		for _, k := range []string{"NODE", "FS_SERVER", "EVERYTHING_SERVER", "MEMORY_SERVER"} {
			if env[k] == "" {
				t.Fatalf("CI=true but %s is missing (run `make test-deps`)", k)
			}
		}
	}
	testscript.Run(t, testscript.Params{
		Dir: "testdata/script",
		Setup: func(e *testscript.Env) error {
			home := filepath.Join(e.WorkDir, ".home")
			if err := os.MkdirAll(home, 0o700); err != nil {
				return err
			}
			e.Setenv("HOME", home)
			e.Setenv("XDG_CONFIG_HOME", filepath.Join(home, ".config"))
			e.Setenv("ESC", "\x1b") // for names with control characters
			for k, v := range env {
				e.Setenv(k, v)
			}
			return nil
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"exitcode":        cmdExitCode,
			"waitfile":        cmdWaitFile,
			"chains-verbatim": cmdChainsVerbatim,
			"kind-shares":     cmdKindShares,
		},
		Condition: func(cond string) (bool, error) {
			switch cond {
			case "npm": // node and every pinned npm server
				return env["NODE"] != "" && env["FS_SERVER"] != "" && env["EVERYTHING_SERVER"] != "" && env["MEMORY_SERVER"] != "", nil
			}
			return false, nil
		},
	})
}

// cmdExitCode implements the script command "exitcode N PROG [ARG...]": it
// runs PROG like exec and fails unless it exits with status N. stdout and
// stderr are kept for the following checks.
func cmdExitCode(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 2 {
		ts.Fatalf("usage: exitcode N PROG [ARG...]")
	}
	want, err := strconv.Atoi(args[0])
	if err != nil {
		ts.Fatalf("exitcode: bad status %q", args[0])
	}
	got := 0
	if err := ts.Exec(args[1], args[2:]...); err != nil {
		var ee *exec.ExitError
		if !errors.As(err, &ee) {
			ts.Fatalf("exitcode: %v", err)
		}
		got = ee.ExitCode()
	}
	if got != want {
		ts.Fatalf("%s exited %d, want %d", args[1], got, want)
	}
}

// cmdWaitFile implements the script command "waitfile FILE": it waits up
// to 30 s for FILE to exist (a background command got that far).
func cmdWaitFile(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: waitfile FILE")
	}
	deadline := time.Now().Add(30 * time.Second)
	for {
		if _, err := os.Stat(ts.MkAbs(args[0])); err == nil {
			return
		}
		if time.Now().After(deadline) {
			ts.Fatalf("waitfile: %s did not appear in 30 s", args[0])
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func lookNode() (string, error) { return execLookPath("node") }

var execLookPath = exec.LookPath

// TestScriptsSkipWithoutNPM: every script that uses a pinned npm server
// says `[!npm] skip` before its first use, so `go test` on a clone without
// them skips that part at once with the reason instead of waiting out a
// connect timeout.
func TestScriptsSkipWithoutNPM(t *testing.T) {
	t.Parallel()
	uses := regexp.MustCompile(`\$\{?(NODE|FS_SERVER|EVERYTHING_SERVER|MEMORY_SERVER)\b`)
	files, err := filepath.Glob(filepath.Join("testdata", "script", "*.txtar"))
	if err != nil || len(files) == 0 {
		t.Fatalf("scripts: %v %v", files, err)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		skipped := false
		for _, l := range strings.Split(string(data), "\n") {
			if strings.HasPrefix(l, "-- ") {
				break
			}
			if strings.HasPrefix(strings.TrimSpace(l), "[!npm] skip") {
				skipped = true
			}
			if !strings.HasPrefix(strings.TrimSpace(l), "#") && uses.MatchString(l) && !skipped {
				t.Errorf("%s uses a pinned npm server before any [!npm] skip: %s", f, l)
				break
			}
		}
	}
}
