package generate

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpgen/mcpgen/internal/exampleserver"
	"github.com/mcpgen/mcpgen/pkg/dataset"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// exampleExecutor runs calls on the real example server (internal/exampleserver)
// over go-sdk's in-memory transport: the Executor extension point with a
// real server behind it, without a child process.
type exampleExecutor struct {
	mu    sync.Mutex
	cs    *gomcp.ClientSession
	calls int
}

func newExampleExecutor(t *testing.T) *exampleExecutor {
	t.Helper()
	srv, err := exampleserver.NewServer()
	if err != nil {
		t.Fatal(err)
	}
	st, ct := gomcp.NewInMemoryTransports()
	ctx := context.Background()
	ss, err := srv.Connect(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ss.Close() })
	cs, err := gomcp.NewClient(&gomcp.Implementation{Name: "generate-test", Version: "v0"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return &exampleExecutor{cs: cs}
}

func (e *exampleExecutor) Execute(ctx context.Context, worker int, t *tool.Tool, args json.RawMessage) (*ExecResult, error) {
	e.mu.Lock()
	e.calls++
	e.mu.Unlock()
	res, err := e.cs.CallTool(ctx, &gomcp.CallToolParams{Name: t.Name, Arguments: args})
	if err != nil {
		return nil, err
	}
	var parts []string
	for _, c := range res.Content {
		if tc, ok := c.(*gomcp.TextContent); ok {
			parts = append(parts, tc.Text)
		}
	}
	out := &ExecResult{Content: strings.Join(parts, "\n"), IsError: res.IsError}
	if res.StructuredContent != nil {
		// As pkg/execute's executor gives it: a text listing's items are
		// named in its structured form.
		b, err := json.Marshal(res.StructuredContent)
		if err != nil {
			return nil, err
		}
		out.Structured = string(b)
	}
	return out, nil
}

// TestExecutorFullShape: with an Executor and ShapeFull, records carry the
// tool result and a final assistant message, and still pass the format's
// checks; call-only shape never calls the executor.
func TestExecutorFullShape(t *testing.T) {
	t.Parallel()
	src := corpusSource(t, "example.json", "ex")
	ex := newExampleExecutor(t)
	dir := t.TempDir()
	out := filepath.Join(dir, "full.jsonl")
	res := runTo(t, []Source{src}, config{N: 6, Seed: 2, Shape: ShapeFull, Executor: ex, Workers: 2, Format: "hf"}, out)
	if want := len(src.Tools) * 6; ex.calls != want {
		t.Errorf("executor called %d times, want %d", ex.calls, want)
	}
	data := read(t, out)
	if !strings.Contains(string(data), `"role":"tool"`) {
		t.Fatal("no tool turns in full-shape records")
	}
	errs := 0
	for _, ts := range res.Tools {
		errs += ts.Errors
	}
	if errs == 0 || errs == res.Records {
		t.Errorf("%d of %d records have error results; the example server fails some calls (unknown rooms), not all", errs, res.Records)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	// The example server's send_email.to (a list) and search_events.to (a
	// date string) make hf write arguments as strings (Arrow), which the
	// manifest records.
	rep, err := dataset.Check(f, "hf", dataset.CheckOptions{ArgsEncoding: res.Manifest.FormatOptions.ArgsEncoding})
	if err != nil || !rep.OK() {
		t.Fatalf("check: %v %+v", err, rep)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		var rec struct {
			Messages []struct {
				Role    string `json:"role"`
				Content string `json:"content"`
			} `json:"messages"`
		}
		if err := json.Unmarshal([]byte(line), &rec); err != nil {
			t.Fatal(err)
		}
		last := rec.Messages[len(rec.Messages)-1]
		if len(rec.Messages) != 4 || last.Role != "assistant" || last.Content == "" {
			t.Fatalf("want user, call, tool, final answer; got %s", line)
		}
	}
	ex.calls = 0
	runTo(t, []Source{src}, config{N: 2, Executor: ex, Workers: 1}, filepath.Join(dir, "call.jsonl"))
	if ex.calls != 0 {
		t.Errorf("call shape ran the executor %d times", ex.calls)
	}
}

// TestInterruptedRunKeepsPartial: a cancelled run returns the context's
// error, leaves no final file, and marks the manifest incomplete.
func TestInterruptedRunKeepsPartial(t *testing.T) {
	t.Parallel()
	srcs := allCorpora(t)
	out := filepath.Join(t.TempDir(), "big.jsonl")
	ctx, cancel := context.WithCancel(context.Background())
	var once sync.Once
	opts := config{N: 2000, Workers: 2, Progress: func(done, total int64) {
		if done > 500 {
			once.Do(cancel)
		}
	}}
	res, err := run(ctx, srcs, opts, Output{Path: out})
	if err == nil || ctx.Err() == nil {
		t.Fatalf("err = %v", err)
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("final file exists after an interrupted run")
	}
	if _, err := os.Stat(out + dataset.PartialSuffix); err != nil {
		t.Errorf("partial file: %v", err)
	}
	m, err := dataset.ReadManifest(res.ManifestPath)
	if err != nil || m.Complete {
		t.Errorf("manifest: %v complete=%v", err, m != nil && m.Complete)
	}
}
