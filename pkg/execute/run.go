package execute

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"time"

	"github.com/mcpgen/mcpgen/pkg/generate"
	"github.com/mcpgen/mcpgen/pkg/hints"
	"github.com/mcpgen/mcpgen/pkg/mcp"
)

// A Starter starts the execution of a generate run over the servers it
// knows: it implements generate.Starter. Sources of other names (tools read
// from a file) get call-only records.
type Starter struct {
	// Servers maps registry names to the servers to run calls on.
	Servers map[string]mcp.ServerSpec
	// Connect are the base connect options of every session.
	Connect mcp.Options
	// OnProbe, when set, is called with each server's probe report as it
	// is made (in server name order), before generation starts.
	OnProbe func(*ProbeReport)
}

// RunReport is what an execution reports when its run ends: the
// Executor's Report and the probe reports (one per server probed, in name
// order). It implements generate.ExecutionReport.
type RunReport struct {
	*Report
	Probes []*ProbeReport `json:"probes,omitempty"`
}

// StartExecution creates the Executor for req and, with req.Options.Probe,
// probes each server in name order. It returns ctx.Err() when ctx ends
// during the probes (nothing is left running).
func (s Starter) StartExecution(ctx context.Context, req generate.ExecRequest) (*generate.Execution, error) {
	o := req.Options
	pol, err := ResolvePolicy(o.ExecutePolicy, o.AllowDestructive)
	if err != nil {
		return nil, err
	}
	safety := Safety{Policy: pol, AllowDestructive: o.AllowDestructive, Allow: o.AllowTools, Deny: o.DenyTools}
	if err := safety.Check(); err != nil {
		return nil, err
	}
	onError := OnError(o.OnError)
	switch onError {
	case "":
		onError = OnErrorKeep
	case OnErrorKeep, OnErrorSkip:
	default:
		return nil, fmt.Errorf("on-error %q: want keep or skip", o.OnError)
	}
	maxOutput := o.MaxOutput
	if maxOutput == 0 {
		maxOutput = -1 // no limit
	}
	servers := map[string]mcp.ServerSpec{}
	for name := range req.Servers {
		if spec, ok := s.Servers[name]; ok {
			servers[name] = spec
		}
	}
	ex := New(Options{Servers: servers, Safety: safety, OnError: onError, MaxOutput: maxOutput,
		Structured: o.ToolOutput == generate.ToolOutputStructured,
		Workers:    req.Workers, Connect: s.Connect, CallTimeout: time.Duration(o.CallTimeout), NoScrub: o.NoScrub})
	rep := &RunReport{}
	exec := &generate.Execution{Executor: ex, Close: ex.Close,
		Report: func() generate.ExecutionReport { rep.Report = ex.Report(); return rep }}
	if !o.Probe {
		return exec, nil
	}
	names := make([]string, 0, len(servers))
	for n := range servers {
		names = append(names, n)
	}
	sort.Strings(names)
	learned := hints.New()
	for _, n := range names {
		set, pr := ex.Probe(ctx, n, req.Servers[n])
		if ctx.Err() != nil {
			_ = ex.Close()
			return nil, ctx.Err()
		}
		learned.Merge(set)
		rep.Probes = append(rep.Probes, pr)
		for _, t := range req.Servers[n] {
			if p := pr.Exclusive[t.Name]; len(p) > 0 {
				if exec.SynthesisSchemas == nil {
					exec.SynthesisSchemas = map[string]json.RawMessage{}
				}
				exec.SynthesisSchemas[n+"/"+t.Name] = Exclude(t.InputSchema, p)
			}
		}
		if s.OnProbe != nil {
			s.OnProbe(pr)
		}
	}
	exec.Hints = learned
	return exec, nil
}

// ResolvePolicy parses an execute policy: "" gives PolicyReadOnly, or
// PolicyAll when allowDestructive is set (allowing destructive tools
// raises the default policy). Errors name the value.
func ResolvePolicy(s string, allowDestructive bool) (Policy, error) {
	if s == "" && allowDestructive {
		return PolicyAll, nil
	}
	return ParsePolicy(s)
}
