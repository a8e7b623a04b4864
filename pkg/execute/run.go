package execute

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"time"

	"github.com/mcpgen/mcpgen/pkg/generate"
	"github.com/mcpgen/mcpgen/pkg/hints"
	"github.com/mcpgen/mcpgen/pkg/mcp"
	"github.com/mcpgen/mcpgen/pkg/synth"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// RunOptions are the execution options of a generate run: the flags of
// `mcpgen generate --execute` and the members of POST /api/mcp/generate
// (issues 6 and 8), which both go through Start.
type RunOptions struct {
	// Policy is the --execute-policy ("" → PolicyReadOnly, or PolicyAll
	// with AllowDestructive; see ResolvePolicy).
	Policy           Policy
	AllowDestructive bool
	AllowTools       []string
	DenyTools        []string
	// OnError is OnErrorKeep ("" too) or OnErrorSkip.
	OnError OnError
	// MaxOutput is --max-output in bytes: 0 means no limit (unlike
	// Options.MaxOutput).
	MaxOutput int
	// Probe learns value pools from read-only listing tools (see
	// Executor.Probe) before generating.
	Probe bool
	// NoScrub keeps secrets in tool outputs (see Options.NoScrub).
	NoScrub bool
	// CallTimeout bounds each tools/call (0: the server entry's, else 60 s).
	CallTimeout time.Duration
}

// ResolvePolicy parses an execute policy: "" gives PolicyReadOnly, or
// PolicyAll when allowDestructive is set (--allow-destructive raises the
// default policy). Errors name the value.
func ResolvePolicy(s string, allowDestructive bool) (Policy, error) {
	if s == "" && allowDestructive {
		return PolicyAll, nil
	}
	return ParsePolicy(s)
}

// Check returns an error naming the first invalid option: OnError, a
// negative MaxOutput, a malformed glob or policy.
func (o RunOptions) Check() error {
	switch o.OnError {
	case "", OnErrorKeep, OnErrorSkip:
	default:
		return fmt.Errorf("on-error %q: want keep or skip", o.OnError)
	}
	if o.MaxOutput < 0 {
		return fmt.Errorf("max-output %d: want 0 (no limit) or more", o.MaxOutput)
	}
	if o.CallTimeout < 0 {
		return fmt.Errorf("call timeout %s: want 0 or more", o.CallTimeout)
	}
	return o.safety().Check()
}

func (o RunOptions) safety() Safety {
	return Safety{Policy: o.Policy, AllowDestructive: o.AllowDestructive, Allow: o.AllowTools, Deny: o.DenyTools}
}

// A Setup is where a run executes: the servers (registry name → spec;
// sources of other names, such as tools read from a file, get call-only
// records), the sources as listed (Start tightens the synthesis schema of
// tools whose exclusive parameters --probe found, in place), the user's
// hints (nil for none), the worker count and the base connect options.
// ProbeLog, when not nil, receives each server's probe report.
type Setup struct {
	Servers  map[string]mcp.ServerSpec
	Sources  []generate.Source
	Hints    *hints.Set
	Workers  int
	Connect  mcp.Options
	ProbeLog io.Writer
}

// A Run is an Executor set up for one generate run, with the hints it
// learned. Close it when the run ends.
type Run struct {
	// Exec runs the calls.
	Exec *Executor
	// Hints are the user's hints merged with what --probe learned (nil when
	// neither).
	Hints *hints.Set
	// Probes are the probe reports, one per server probed (sorted by name).
	Probes []*ProbeReport
	// originals holds the inputSchema as served of tools whose synthesis
	// schema --probe tightened (server/tool → schema): records show these.
	originals map[string]json.RawMessage
}

// Start creates the Executor for o over st.Servers and, with o.Probe,
// probes each server in name order. It returns ctx.Err() when ctx ends
// during the probes (nothing is left running).
func Start(ctx context.Context, o RunOptions, st Setup) (*Run, error) {
	maxOutput := o.MaxOutput
	if maxOutput == 0 {
		maxOutput = -1 // no limit
	}
	r := &Run{Hints: st.Hints}
	r.Exec = New(Options{
		Servers:     st.Servers,
		Safety:      o.safety(),
		OnError:     o.OnError,
		MaxOutput:   maxOutput,
		Workers:     st.Workers,
		Connect:     st.Connect,
		CallTimeout: o.CallTimeout,
		NoScrub:     o.NoScrub,
	})
	if !o.Probe {
		return r, nil
	}
	learned := hints.New()
	names := make([]string, 0, len(st.Servers))
	for n := range st.Servers {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		var tools []tool.Tool
		for _, s := range st.Sources {
			if s.Server == n {
				tools = s.Tools
			}
		}
		set, rep := r.Exec.Probe(ctx, n, tools)
		if ctx.Err() != nil {
			_ = r.Exec.Close()
			return nil, ctx.Err()
		}
		learned.Merge(set)
		r.Probes = append(r.Probes, rep)
		r.exclude(st.Sources, n, rep.Exclusive)
		if st.ProbeLog != nil {
			rep.Write(st.ProbeLog)
		}
	}
	if r.Hints == nil {
		r.Hints = learned
	} else {
		r.Hints.Merge(learned)
	}
	return r, nil
}

// exclude tightens the synthesis schema of server's tools with exclusive
// parameter pairs (see Exclude), keeping the served schema for records.
func (r *Run) exclude(sources []generate.Source, server string, pairs map[string][][2]string) {
	for i := range sources {
		if sources[i].Server != server || sources[i].Err != nil {
			continue
		}
		for j := range sources[i].Tools {
			t := &sources[i].Tools[j]
			if p := pairs[t.Name]; len(p) > 0 {
				if r.originals == nil {
					r.originals = map[string]json.RawMessage{}
				}
				r.originals[server+"/"+t.Name] = t.InputSchema
				t.InputSchema = Exclude(t.InputSchema, p)
			}
		}
	}
}

// Apply plugs the Executor and the hints into g. It must come after
// g.Normalize is set: records keep the served inputSchema of tools whose
// synthesis schema was tightened. A nil Run applies nothing.
func (r *Run) Apply(g *generate.Options) {
	if r == nil {
		return
	}
	if len(r.originals) > 0 {
		norm, orig := g.Normalize, r.originals
		g.Normalize = func(t *tool.Tool) (json.RawMessage, error) {
			if o, ok := orig[t.Server+"/"+t.Name]; ok {
				c := *t
				c.InputSchema = o
				t = &c
			}
			if norm == nil {
				return t.InputSchema, nil
			}
			return norm(t)
		}
	}
	if r.Exec != nil {
		g.Executor = r.Exec
	}
	ApplyHints(g, r.Hints)
}

// ApplyHints makes g draw values from h (nothing when h is nil).
func ApplyHints(g *generate.Options, h *hints.Set) {
	if h != nil {
		g.HintsFor = func(t *tool.Tool) synth.Hints { return h.For(t) }
	}
}

// Close ends every server session of the run (a nil Run: nothing).
func (r *Run) Close() error {
	if r == nil || r.Exec == nil {
		return nil
	}
	return r.Exec.Close()
}
