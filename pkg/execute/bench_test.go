package execute

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/mcpgen/mcpgen/internal/exampleserver"
	"github.com/mcpgen/mcpgen/internal/testenv"
	"github.com/mcpgen/mcpgen/pkg/generate"
	"github.com/mcpgen/mcpgen/pkg/mcp"
	"github.com/mcpgen/mcpgen/pkg/prompt"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// benchTarget is a server and one read-only call to repeat on it.
type benchTarget struct {
	spec mcp.ServerSpec
	tool tool.Tool
	args json.RawMessage
}

func exampleTarget(b *testing.B) benchTarget {
	return benchTarget{spec: exampleSpec(b, "ex", exampleserver.Faults{}),
		tool: tool.Tool{Server: "ex", Name: "list_rooms", Annotations: &tool.Annotations{ReadOnlyHint: ptr(true)}},
		args: json.RawMessage(`{"building":"HQ"}`)}
}

func fsTarget(b *testing.B) benchTarget {
	cmd := testenv.NPMServer(b, "server-filesystem")
	dir := b.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "a.txt"), []byte("hello\n"), 0o644); err != nil {
		b.Fatal(err)
	}
	args, _ := json.Marshal(map[string]string{"path": filepath.Join(dir, "a.txt")})
	return benchTarget{spec: mcp.ServerSpec{Name: "fs", Command: cmd[0], Args: append(cmd[1:], dir)},
		tool: tool.Tool{Server: "fs", Name: "read_text_file", Annotations: &tool.Annotations{ReadOnlyHint: ptr(true)}},
		args: args}
}

func ptr(v bool) *bool { return &v }

func calls(b *testing.B) {
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "calls/s")
}

// BenchmarkPersistent measures calls/s through the Executor's persistent
// session (one worker); BenchmarkNewConnection the same call with a new
// server process and session per call, as tools without a pool do.
// `make bench` runs both; compare their calls/s.
func BenchmarkPersistent(b *testing.B) {
	for name, target := range map[string]func(*testing.B) benchTarget{"example": exampleTarget, "filesystem": fsTarget} {
		b.Run(name, func(b *testing.B) {
			tg := target(b)
			e := New(Options{Servers: map[string]mcp.ServerSpec{tg.spec.Name: tg.spec}, Connect: testConnect})
			defer e.Close()
			if _, err := e.Execute(context.Background(), 0, &tg.tool, tg.args); err != nil { // warm up
				b.Fatal(err)
			}
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				res, err := e.Execute(context.Background(), 0, &tg.tool, tg.args)
				if err != nil || res.IsError {
					b.Fatalf("%v %+v", err, res)
				}
			}
			calls(b)
		})
	}
}

func BenchmarkNewConnection(b *testing.B) {
	for name, target := range map[string]func(*testing.B) benchTarget{"example": exampleTarget, "filesystem": fsTarget} {
		b.Run(name, func(b *testing.B) {
			tg := target(b)
			for i := 0; i < b.N; i++ {
				s, err := mcp.Connect(context.Background(), tg.spec, &testConnect)
				if err != nil {
					b.Fatal(err)
				}
				res, err := s.CallTool(context.Background(), tg.tool.Name, tg.args)
				if err != nil || res.IsError {
					b.Fatalf("%v %+v", err, res)
				}
				_ = s.Close()
			}
			calls(b)
		})
	}
}

// BenchmarkWorkers measures executed records/s of generate --execute on
// the example server's read-only tools with 1 and 2 workers (one session
// per worker).
func BenchmarkWorkers(b *testing.B) {
	spec := exampleSpec(b, "ex", exampleserver.Faults{})
	res := mcp.Probe(context.Background(), spec, &testConnect)
	if res.Err != nil {
		b.Fatal(res.Err)
	}
	src := []generate.Source{{Server: "ex", ServerInfo: res.Info.Name, Tools: res.Tools}}
	set, err := prompt.Load()
	if err != nil {
		b.Fatal(err)
	}
	for _, w := range []int{1, 2} {
		b.Run("workers="+string(rune('0'+w)), func(b *testing.B) {
			e := New(Options{Servers: map[string]mcp.ServerSpec{"ex": spec}, Workers: w, Connect: testConnect})
			defer e.Close()
			n := 0
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				o := runOpts(512, int64(i), w)
				o.Include = readOnlyTools
				r, err := generate.Run(context.Background(), src, o, generate.Env{Executor: e, Templates: set},
					generate.Output{Path: filepath.Join(b.TempDir(), "out.jsonl")})
				if err != nil {
					b.Fatal(err)
				}
				n += r.Records
			}
			b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "records/s")
		})
	}
}
