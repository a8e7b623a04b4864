package generate

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"runtime"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/dataset"
	"github.com/mcpgen/mcpgen/pkg/hints"
	"github.com/mcpgen/mcpgen/pkg/prompt"
	"github.com/mcpgen/mcpgen/pkg/schema"
	"github.com/mcpgen/mcpgen/pkg/synth"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// Env is what a run takes from its host besides the options: the parts a
// command or a server builds (an executor starter, parsed inputs) and the
// hooks it watches the run through. The zero Env runs without execution,
// with the built-in templates.
type Env struct {
	// Version is the mcpgen version recorded in the manifest ("devel" when
	// empty).
	Version string
	// Starter starts the execution of a run with Options.Execute.
	Starter Starter
	// Executor, when set, runs the calls of a run with Options.Execute
	// instead of one Starter starts; the caller owns it (Run does not
	// close it) and Options.ExecuteOptions do not reach it.
	Executor Executor
	// Hints, when set, are the user's value pools, used instead of loading
	// the file Options.Hints names (an HTTP body carries them inline).
	Hints *hints.Set
	// Templates, when set, are the prompt templates, used instead of
	// loading Options.Templates over the built-in ones.
	Templates *prompt.Set
	// FormatOptions, when set, replace the format options Options give
	// (a chat template's probe decides them); FormatImpl, when set, is the
	// format records are written in (formats built per run, such as a chat
	// template's pre-rendered "text"); Options.Format still names it.
	FormatOptions *dataset.FormatOptions
	FormatImpl    dataset.Format
	// Progress, when set, is called from one goroutine after each written
	// slot with the slots done and the slots of this run (shard).
	Progress func(done, total int64)
}

// Run generates the dataset of sources into out as opts say: it loads the
// templates and hints, starts the execution (Options.Execute, through
// env), generates, writes the files and the manifest, and ends the
// execution. It never changes opts or sources. It returns the run's
// counts even on error when some were made. Errors: an *OptionError for
// invalid options, a template error (naming file and line), output files
// that cannot be written or that are among out.Inputs, another run writing
// the same output (dataset.ErrOutputBusy), the execution's start error,
// and ctx's error when it ends (files are then left as "<path>.partial"
// beside an incomplete manifest, dataset.PartialManifestPath, so a run
// with Options.Resume finishes them; the previous output and manifest are
// left as they were, as by a run that makes no record).
func Run(ctx context.Context, sources []Source, opts Options, env Env, out Output) (*Result, error) {
	if err := opts.Check(); err != nil {
		return nil, err
	}
	cfg, userHints, err := configure(opts, env)
	if err != nil {
		return nil, err
	}
	var unused []string
	if userHints != nil {
		unused = userHints.Unused(listedTools(sources))
	}
	var exec *Execution
	if opts.Execute {
		if exec, err = startExecution(ctx, sources, opts, env, cfg.Workers); err != nil {
			return nil, err
		}
		if exec.Close != nil {
			defer func() { _ = exec.Close() }()
		}
		cfg.Executor, cfg.SynthesisSchemas = exec.Executor, exec.SynthesisSchemas
		if exec.Hints != nil {
			if userHints == nil {
				userHints = exec.Hints
			} else {
				merged := hints.New() // the caller's set stays as it was
				merged.Merge(userHints)
				merged.Merge(exec.Hints)
				userHints = merged
			}
		}
	}
	if h := userHints; h != nil {
		cfg.HintsFor = func(t *tool.Tool) synth.Hints { return h.For(t) }
	}
	res, err := run(ctx, sources, cfg, out)
	if res != nil {
		res.UnusedHints = unused
		if exec != nil && exec.Report != nil {
			res.Execution = exec.Report()
		}
	}
	return res, err
}

// configure turns checked options into the pipeline's config and loads the
// user's hints (nil when there are none).
func configure(opts Options, env Env) (config, *hints.Set, error) {
	cfg := config{
		N: opts.N, Seed: opts.Seed, Format: opts.Format, FormatImpl: env.FormatImpl,
		FormatOptions: dataset.FormatOptions{ArgsEncoding: opts.ArgsEncoding},
		Shape:         opts.Shape, Distractors: opts.Distractors, Negatives: opts.Negatives,
		NameStyle: opts.NameStyle, Include: opts.Include, Exclude: opts.Exclude, Split: opts.Split,
		Shard: opts.Shard, Workers: opts.Workers, Templates: env.Templates, Progress: env.Progress,
		Resume: opts.Resume, Version: env.Version,
	}
	m, err := parseMix(opts.Mix)
	if err != nil {
		return cfg, nil, &OptionError{Option: "mix", Value: opts.Mix, Want: err.Error()}
	}
	cfg.Mix = m
	if env.FormatOptions != nil {
		cfg.FormatOptions = *env.FormatOptions
	}
	if cfg.Workers == 0 {
		cfg.Workers = runtime.NumCPU()
	}
	if cfg.Shape == "" {
		cfg.Shape = ShapeCall
		if opts.Execute {
			cfg.Shape = ShapeFull
		}
	}
	if opts.Format == "text" && env.FormatImpl == nil {
		return cfg, nil, &OptionError{Option: "format", Value: "text", Want: "needs the chat template's format (Env.FormatImpl)"}
	}
	if opts.Profile != "none" {
		p := schema.Profile(opts.Profile)
		cfg.Normalize = func(t *tool.Tool) (json.RawMessage, error) {
			out, _, err := schema.Normalize(t.InputSchema, p)
			return out, err
		}
		cfg.SynthesizeNormalized = p == schema.ProfileOpenAIStrict
	}
	if cfg.Templates == nil {
		var dirs []string
		if opts.Templates != "" {
			dirs = append(dirs, opts.Templates)
		}
		if cfg.Templates, err = prompt.Load(dirs...); err != nil {
			return cfg, nil, err
		}
	}
	h := env.Hints
	if h == nil && opts.Hints != "" {
		if h, err = hints.Load(opts.Hints, opts.Seed); err != nil {
			return cfg, nil, &OptionError{Option: "hints", Value: opts.Hints, Want: strings.TrimPrefix(err.Error(), "hints: ")}
		}
	}
	digest := ""
	if h != nil {
		digest = h.Digest()
	}
	cfg.CommandOptions = opts.manifestOptions(digest)
	return cfg, h, nil
}

// startExecution starts the executor of a run: env.Executor as is, or one
// env.Starter starts for the sources listed from servers.
func startExecution(ctx context.Context, sources []Source, opts Options, env Env, workers int) (*Execution, error) {
	if env.Executor != nil {
		return &Execution{Executor: env.Executor}, nil
	}
	if env.Starter == nil {
		return nil, errors.New("execute: no executor (Env.Starter) to run the calls")
	}
	req := ExecRequest{Options: opts.ExecuteOptions, Servers: map[string][]tool.Tool{}, Workers: workers}
	for _, s := range sources {
		if s.Err == nil && !s.File {
			req.Servers[s.Server] = s.Tools
		}
	}
	exec, err := env.Starter.StartExecution(ctx, req)
	if err != nil {
		return nil, fmt.Errorf("execute: %w", err)
	}
	if exec == nil || exec.Executor == nil {
		if exec != nil && exec.Close != nil {
			_ = exec.Close()
		}
		return nil, errors.New("execute: the starter gave no executor")
	}
	return exec, nil
}

// listedTools returns the tools of the sources that did not fail.
func listedTools(sources []Source) []tool.Tool {
	var out []tool.Tool
	for _, s := range sources {
		if s.Err == nil {
			out = append(out, s.Tools...)
		}
	}
	return out
}
