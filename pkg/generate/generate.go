package generate

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"sort"
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
	var rejected []hints.Rejected
	if userHints != nil {
		unused = userHints.Unused(listedTools(sources))
		var run []tool.Tool
		for _, s := range sources {
			for _, t := range s.Tools {
				if s.Err == nil && selected(t.Name, s.Server, opts.Include, opts.Exclude) {
					run = append(run, t)
				}
			}
		}
		rejected = userHints.Rejected(run)
	}
	unmatched, err := unmatchedIncludes(opts.Include, sources)
	if err != nil {
		return nil, err
	}
	if err := excludedAll(opts.Include, opts.Exclude, sources); err != nil {
		return nil, err
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
		res.RejectedHints = rejected
		res.UnmatchedIncludes = unmatched
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
		Resume: opts.Resume, Version: env.Version, Probe: opts.Probe,
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
		cfg.DescriptionLimit = p.DescriptionLimit()
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
			return cfg, nil, &OptionError{Option: "hints", Value: opts.Hints, Want: hintsWant(opts.Hints, err)}
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
// unmatchedIncludes returns the --include globs that match no tool of
// sources (by name or server/name), each with a few of the names it could
// match, when other globs match tools; when none matches any tool, the run
// would make no record, and the error (an *OptionError) says which glob
// matched nothing and which tools there are.
func unmatchedIncludes(include []string, sources []Source) ([]string, error) {
	if len(include) == 0 {
		return nil, nil
	}
	var names []string // server/name when the run has several servers
	servers := map[string]bool{}
	for _, s := range sources {
		if s.Err == nil {
			servers[s.Server] = true
		}
	}
	matched := make([]bool, len(include))
	for _, s := range sources {
		if s.Err != nil {
			continue
		}
		for _, t := range s.Tools {
			n := t.Name
			if len(servers) > 1 {
				n = s.Server + "/" + t.Name
			}
			names = append(names, n)
			for i, g := range include {
				if !matched[i] && selected(t.Name, s.Server, []string{g}, nil) {
					matched[i] = true
				}
			}
		}
	}
	if len(names) == 0 {
		return nil, nil // no tools at all: said elsewhere
	}
	sort.Strings(names)
	var out []string
	for i, g := range include {
		if !matched[i] {
			out = append(out, fmt.Sprintf("%q matched no tool; the tools are %s", g, someNames(g, names)))
		}
	}
	if len(out) == len(include) {
		return nil, &OptionError{Option: "include", Value: strings.Join(include, " "), Want: "no tool matches (by name or server/name, in path.Match syntax); the tools are " + someNames(include[0], names)}
	}
	return out, nil
}

// someNames lists up to 8 of names, those closest to glob's letters
// before its first wildcard first ("red_*" → read_file, read_text_file,
// …), with how many there are.
func someNames(glob string, names []string) string {
	lit := strings.ToLower(glob)
	if k := strings.IndexAny(lit, "*?[\\"); k >= 0 {
		lit = lit[:k]
	}
	dist := func(n string) int {
		n = strings.ToLower(n)
		if i := strings.LastIndexByte(n, '/'); i >= 0 && !strings.Contains(lit, "/") {
			n = n[i+1:]
		}
		best := len(lit)
		for k := max(0, len(lit)-1); k <= min(len(n), len(lit)+1); k++ {
			best = min(best, editDistance(lit, n[:k]))
		}
		return best
	}
	ns := slices.Clone(names)
	sort.SliceStable(ns, func(i, j int) bool { return dist(ns[i]) < dist(ns[j]) })
	const most = 8
	if len(ns) <= most {
		return strings.Join(ns, ", ")
	}
	return strings.Join(ns[:most], ", ") + fmt.Sprintf(", … (%d in all)", len(ns))
}

// editDistance is the Levenshtein distance between a and b (bytes).
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			c := 1
			if a[i-1] == b[j-1] {
				c = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+c)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

func listedTools(sources []Source) []tool.Tool {
	var out []tool.Tool
	for _, s := range sources {
		if s.Err == nil {
			out = append(out, s.Tools...)
		}
	}
	return out
}
