package main

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/mcpgen/mcpgen/pkg/execute"
	"github.com/mcpgen/mcpgen/pkg/generate"
	"github.com/mcpgen/mcpgen/pkg/hints"
	"github.com/mcpgen/mcpgen/pkg/mcp"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// executeOptions are the execution flags of `mcpgen generate` (issue 6).
// The json tags name what the manifest records.
type executeOptions struct {
	Execute          bool            `json:"execute"`
	Policy           execute.Policy  `json:"policy,omitempty"`
	AllowDestructive bool            `json:"allowDestructive,omitempty"`
	AllowTools       []string        `json:"allowTools,omitempty"`
	DenyTools        []string        `json:"denyTools,omitempty"`
	OnError          execute.OnError `json:"onError,omitempty"`
	MaxOutput        int             `json:"maxOutput,omitempty"`
	Hints            string          `json:"hints,omitempty"`
	// HintsDigest is the hints.Set Digest of what --hints resolved to, so
	// --resume refuses a hints file (or a file it names) changed since.
	HintsDigest string `json:"hintsDigest,omitempty"`
	Probe       bool   `json:"probe,omitempty"`
	NoScrub     bool   `json:"noScrub,omitempty"`
	Resume      bool   `json:"-"`
	// Strict makes server warnings (stdout noise, stderr flood) exit 3.
	Strict bool `json:"-"`
}

// executeFlags are appended to generate's flags.
func executeFlags() []cli.Flag {
	return []cli.Flag{
		&cli.BoolFlag{Name: "execute", Usage: "call each synthesized call on its real server and record the result (implies --shape full)"},
		&cli.StringFlag{Name: "execute-policy", Usage: "`POLICY` deciding which tools run: readonly (readOnlyHint true), non-destructive (also destructiveHint false) or all", Value: string(execute.PolicyReadOnly)},
		&cli.BoolFlag{Name: "allow-destructive", Usage: "also run destructive tools (destructiveHint true, or not read-only without a hint); raises the default policy to all"},
		&cli.StringSliceFlag{Name: "allow-tool", Usage: "run tools whose name (or server/name) matches `GLOB` whatever the policy (destructive ones still need --allow-destructive; repeatable)"},
		&cli.StringSliceFlag{Name: "deny-tool", Usage: "never run tools whose name (or server/name) matches `GLOB` (repeatable)"},
		&cli.StringFlag{Name: "on-error", Usage: "`MODE` for tool results with isError: keep (error-and-recovery records) or skip", Value: string(execute.OnErrorKeep)},
		&cli.IntFlag{Name: "max-output", Usage: "truncate tool messages to `BYTES` with a visible marker (0: no limit)", Value: execute.DefaultMaxOutput},
		&cli.StringFlag{Name: "hints", Usage: "value pools per parameter (tool.param or param) from YAML or JSON `FILE`: values, file of lines, glob of paths, or gofakeit function"},
		&cli.BoolFlag{Name: "probe", Usage: "before generating, call read-only listing tools and use the paths, ids and names they return as value pools"},
		&cli.BoolFlag{Name: "no-scrub", Usage: "record tool outputs as returned, without replacing the server entry's env and header values, secret-looking environment variables (TOKEN, SECRET, API_KEY, ...) and well-known token formats (ghp_, sk-, AKIA, JWTs, private keys, ...) with [REDACTED:...]"},
		&cli.BoolFlag{Name: "strict", Usage: "exit 3 (partial) also when servers only warned: lines on stdout that are not JSON-RPC, stderr flood (warnings exit 0 otherwise)"},
		&cli.BoolFlag{Name: "resume", Usage: "continue an interrupted run from its manifest (same flags and -o) without repeating finished calls"},
	}
}

// executeOptionsFrom reads the execution flags into o.Execute and sets the
// record shape; mistakes are usage errors.
func executeOptionsFrom(c *cli.Context, o *generateOptions) error {
	eo := &executeOptions{
		Execute: c.Bool("execute"), AllowDestructive: c.Bool("allow-destructive"),
		AllowTools: c.StringSlice("allow-tool"), DenyTools: c.StringSlice("deny-tool"),
		OnError: execute.OnError(c.String("on-error")), MaxOutput: c.Int("max-output"),
		Hints: cleanPath(c.String("hints")), Probe: c.Bool("probe"), NoScrub: c.Bool("no-scrub"), Resume: c.Bool("resume"),
		Strict: c.Bool("strict"),
	}
	policy := ""
	if c.IsSet("execute-policy") {
		policy = c.String("execute-policy")
	}
	pol, err := execute.ResolvePolicy(policy, eo.AllowDestructive)
	if err != nil {
		return &UsageError{Err: err}
	}
	eo.Policy = pol
	switch eo.OnError {
	case execute.OnErrorKeep, execute.OnErrorSkip:
	default:
		return usageErrorf("--on-error %q: want keep or skip", eo.OnError)
	}
	if eo.MaxOutput < 0 {
		return usageErrorf("--max-output %d: want 0 (no limit) or more", eo.MaxOutput)
	}
	if err := eo.runOptions().Check(); err != nil {
		return &UsageError{Err: err}
	}
	if !eo.Execute {
		for _, f := range []string{"execute-policy", "allow-destructive", "allow-tool", "deny-tool", "on-error", "max-output", "probe", "no-scrub", "strict"} {
			if c.IsSet(f) {
				return usageErrorf("--%s needs --execute", f)
			}
		}
	}
	if eo.Execute {
		if !c.IsSet("shape") {
			o.Shape = generate.ShapeFull
		}
		if o.Shape == generate.ShapeCall {
			return usageErrorf("--execute records tool results: use --shape full (the default with --execute)")
		}
	} else if o.Shape == generate.ShapeFull {
		return usageErrorf("--shape full needs executed tool results: add --execute")
	}
	if eo.Resume && (o.Output == "" || o.Output == "-") {
		return usageErrorf("--resume needs the -o FILE of the interrupted run")
	}
	o.Execute = eo
	return nil
}

// runOptions are the flags as pkg/execute takes them (POST
// /api/mcp/generate builds the same from its request).
func (eo *executeOptions) runOptions() execute.RunOptions {
	return execute.RunOptions{Policy: eo.Policy, AllowDestructive: eo.AllowDestructive,
		AllowTools: eo.AllowTools, DenyTools: eo.DenyTools, OnError: eo.OnError,
		MaxOutput: eo.MaxOutput, Probe: eo.Probe, NoScrub: eo.NoScrub}
}

// cleanPath is filepath.Clean of a non-empty path, so the manifest (and
// --resume's check) see "./h.yaml" and "h.yaml" as the same file.
func cleanPath(p string) string {
	if p == "" {
		return ""
	}
	return filepath.Clean(p)
}

// execution is what generate --execute, --hints and --probe add to a run.
type execution struct {
	run    *execute.Run // nil without --execute
	hints  *hints.Set
	resume bool
	strict bool // --strict: server warnings exit 3
}

// setupExecution loads the hints file, starts the executor for the
// registry servers among sources (not for tool files) and probes them
// (execute.Start, as POST /api/mcp/generate does). The caller must call
// close.
func setupExecution(ctx context.Context, c *cli.Context, o *generateOptions, sources []generate.Source, io *IO) (*execution, error) {
	eo := o.Execute
	x := &execution{}
	if eo == nil {
		return x, nil
	}
	x.resume, x.strict = eo.Resume, eo.Strict
	if eo.Hints != "" {
		h, err := hints.Load(eo.Hints, o.Seed)
		if err != nil {
			return nil, &UsageError{Err: err}
		}
		x.hints = h
		eo.HintsDigest = h.Digest()
		var tools []tool.Tool
		for _, s := range sources {
			if s.Err == nil {
				tools = append(tools, s.Tools...)
			}
		}
		if unused := h.Unused(tools); len(unused) > 0 {
			fmt.Fprintf(io.Err, "mcpgen: warning: hints %s: no parameter of the tools in this run matches %s (a typo?); not used\n", eo.Hints, strings.Join(unused, ", "))
		}
	}
	if !eo.Execute {
		return x, nil
	}
	fileStems := map[string]bool{}
	for _, f := range o.ToolFiles {
		fileStems[fileStem(f)] = true
	}
	specs := map[string]mcp.ServerSpec{}
	for _, s := range sources {
		if s.Err != nil || fileStems[s.Server] {
			continue
		}
		spec, err := resolveServer(c, s.Server)
		if err != nil {
			continue // reported when the tools were listed
		}
		specs[s.Server] = spec
	}
	st := execute.Setup{Servers: specs, Sources: sources, Hints: x.hints, Workers: o.Workers,
		Connect: mcp.Options{ClientVersion: Version()}}
	if !o.Quiet {
		st.ProbeLog = io.Err
	}
	run, err := execute.Start(ctx, eo.runOptions(), st)
	if err != nil {
		return nil, err
	}
	x.run = run
	return x, nil
}

// apply plugs the executor and hints into the pipeline's options. It must
// come after Normalize is set (see execute.Run.Apply).
func (x *execution) apply(g *generate.Options) {
	g.Resume = x.resume
	if x.run != nil {
		x.run.Apply(g)
		return
	}
	execute.ApplyHints(g, x.hints)
}

// report prints the execution summary (per tool: executed or why not,
// calls, success share, faults; per server: crashes, drops, warnings).
func (x *execution) report(io *IO) {
	if x.run == nil {
		return
	}
	_ = x.run.Exec.Report().Write(io.Err)
}

// warn warns (even with --quiet) about servers that made noise (stdout
// lines that are not JSON-RPC, stderr flood) and executed tools whose
// calls mostly failed.
func (x *execution) warn(io *IO) {
	if x.run != nil {
		rep := x.run.Exec.Report()
		rep.WriteWarnings(io.Err)
		rep.WriteLowSuccess(io.Err)
	}
}

// partial reports whether execution met a fault the run worked around,
// or, with --strict, a server warning.
func (x *execution) partial() bool {
	if x.run == nil {
		return false
	}
	rep := x.run.Exec.Report()
	return rep.Partial() || (x.strict && rep.Warned())
}

// close ends every server session.
func (x *execution) close() {
	_ = x.run.Close()
}
