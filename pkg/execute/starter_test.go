package execute

import (
	"context"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/mcpgen/mcpgen/internal/exampleserver"
	"github.com/mcpgen/mcpgen/pkg/generate"
	"github.com/mcpgen/mcpgen/pkg/hints"
	"github.com/mcpgen/mcpgen/pkg/mcp"
)

// TestStarterLeavesInputsAlone: a whole run through generate.Run with the
// Starter, probing included, executes calls and learns pools without
// changing the caller's sources, options or hints (the run used to tighten
// the sources' inputSchemas in place and rewrite the options' normalizer).
func TestStarterLeavesInputsAlone(t *testing.T) {
	spec := exampleSpec(t, "ex", exampleserver.Faults{})
	src := sources(t, []mcp.ServerSpec{spec}, testConnect)
	before := cloneSources(src)
	o := runOpts(4, 3, 2)
	o.Probe = true
	o.AllowTools = []string{"book_meeting"}
	oBefore := o
	oBefore.AllowTools = append([]string(nil), o.AllowTools...)
	user := hints.New()
	user.Add("get_forecast", "city", []any{"Osaka"}, "test")
	digest := user.Digest()
	env := generate.Env{Starter: Starter{Servers: map[string]mcp.ServerSpec{"ex": spec}, Connect: testConnect}, Hints: user}
	res, err := generate.Run(context.Background(), src, o, env, generate.Output{Path: filepath.Join(t.TempDir(), "out.jsonl")})
	if err != nil {
		t.Fatal(err)
	}
	rep, ok := res.Execution.(*RunReport)
	if !ok || len(rep.Probes) != 1 || res.Records == 0 {
		t.Fatalf("execution report %T %+v, %d records", res.Execution, rep, res.Records)
	}
	if !reflect.DeepEqual(src, before) {
		t.Error("generate.Run changed the caller's sources")
	}
	if !reflect.DeepEqual(o, oBefore) {
		t.Errorf("generate.Run changed the caller's options: %+v", o)
	}
	if user.Digest() != digest {
		t.Error("generate.Run merged the probed pools into the caller's hints")
	}
}

func cloneSources(src []generate.Source) []generate.Source {
	out := make([]generate.Source, len(src))
	for i, s := range src {
		out[i] = s
		out[i].Tools = append(out[i].Tools[:0:0], s.Tools...)
		for j := range out[i].Tools {
			out[i].Tools[j].InputSchema = append(out[i].Tools[j].InputSchema[:0:0], s.Tools[j].InputSchema...)
		}
	}
	return out
}
