// Package testenv finds the real MCP servers that mcpgen's integration tests
// talk to: the pinned npm servers installed by `make test-deps` under
// testdata/npm, and Node.js itself.
//
// When a server or node is missing, tests skip on a developer machine and
// fail when CI=true, so CI can never pass by skipping integration tests.
//
// It also runs mcpgen's own example server (internal/exampleserver) as a child
// process of a test binary ([RunExampleServerIfChild], [ExampleServer]) and
// checks that server processes are gone after Close ([ProcessGone],
// [ProcessGroupGone]). It imports internal/exampleserver and so, through it,
// pkg/schema and pkg/tool: the in-package tests of those three cannot import
// testenv (an import cycle).
package testenv

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"
)

// RepoRoot returns the absolute path of the repository root.
func RepoRoot() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Clean(filepath.Join(filepath.Dir(file), "..", ".."))
}

// InCI reports whether the tests run under CI (CI=true).
func InCI() bool { return os.Getenv("CI") == "true" }

// missing skips the test, or fails it under CI.
func missing(t testing.TB, format string, args ...any) {
	t.Helper()
	if InCI() {
		t.Fatalf("CI=true and "+format+" (run `make test-deps`)", args...)
	}
	t.Skipf(format+" (run `make test-deps`)", args...)
}

// Node returns the path of the node binary.
func Node(t testing.TB) string {
	t.Helper()
	p, err := exec.LookPath("node")
	if err != nil {
		missing(t, "node is not on PATH")
	}
	return p
}

// NPMServer returns the command line (node and the entry script) that starts
// the pinned npm MCP server pkg, for example "server-filesystem" for
// @modelcontextprotocol/server-filesystem. Append the server's own arguments.
func NPMServer(t testing.TB, pkg string) []string {
	t.Helper()
	node := Node(t)
	entry := filepath.Join(RepoRoot(), "testdata", "npm", "node_modules", "@modelcontextprotocol", pkg, "dist", "index.js")
	if _, err := os.Stat(entry); err != nil {
		missing(t, "npm server %s is not installed at %s", pkg, entry)
	}
	return []string{node, entry}
}
