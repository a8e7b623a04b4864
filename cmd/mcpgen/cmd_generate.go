package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	goio "io"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/urfave/cli/v2"

	"github.com/mcpgen/mcpgen/internal/atomicfile"
	"github.com/mcpgen/mcpgen/internal/chattemplate"
	"github.com/mcpgen/mcpgen/internal/termsafe"
	"github.com/mcpgen/mcpgen/pkg/dataset"
	"github.com/mcpgen/mcpgen/pkg/execute"
	"github.com/mcpgen/mcpgen/pkg/generate"
	"github.com/mcpgen/mcpgen/pkg/hints"
	"github.com/mcpgen/mcpgen/pkg/mcp"
	"github.com/mcpgen/mcpgen/pkg/prompt"
	"github.com/mcpgen/mcpgen/pkg/schema"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// generateRun is a parsed `mcpgen generate`: the run's options and what
// only the command has (where the records go, whether to be quiet).
type generateRun struct {
	generate.Options
	Output string
	Quiet  bool
	// Strict makes server warnings (stdout noise, stderr flood) exit 3.
	Strict bool
}

func generateCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:  "generate",
		Usage: "generate a fine-tuning dataset of tool calls from MCP servers or tool files",
		Description: `Lists the tools of the chosen servers (--server, repeatable; default every enabled
server) and/or reads tool files (--tools), synthesizes valid arguments for each tool
from its inputSchema, phrases a user request from the prompt templates (see
'mcpgen templates list') and writes one JSONL record per example in the --format a
fine-tuning framework loads. A manifest (seed, options, per-tool counts, skipped
tools, name mapping, sha256 of each file) is written beside the output; a summary
table goes to stderr.

-o data/x.jsonl creates a missing data/ folder and says so on stderr (unless
--quiet); -o data/ (trailing slash) creates the folder and writes data/train.jsonl
(and valid/test with --split).

The same inputs and --seed give byte-identical files whatever --workers is, and
the files of --shard 0/N .. N-1/N concatenated in order equal the single run's.

Examples:
   mcpgen generate --server fs -n 50 --format openai -o data/fs.jsonl
   mcpgen generate --tools tools.json --split valid=0.1,test=0.1 -o data/
   mcpgen generate --server ex --distractors 3 --negatives 0.1 --format hf -o hf.jsonl
   mcpgen generate --server fs --execute --probe -n 20 -o data/fs.jsonl

--execute calls each synthesized call on its real server through persistent
sessions (one per server per worker) and records what the tool returned; it
needs --server (a --tools file holds no server to call). Only tools with
readOnlyHint true run by default (--execute-policy, --allow-destructive,
--allow-tool, --deny-tool); the others get call-only records and the summary
says why. --hints FILE and --probe make arguments that work in the real
environment. SIGINT stops cleanly (exit 130); --resume finishes the run.`,
		Flags: append([]cli.Flag{
			&cli.StringSliceFlag{Name: "server", Usage: "generate from registry server `NAME` (repeatable; default: every enabled server)"},
			&cli.StringSliceFlag{Name: "tools", Usage: "generate from the tools in `FILE` (a tools/list result, a tools array, OpenAI functions; - reads standard input; repeatable)"},
			&cli.StringFlag{Name: "tools-format", Usage: "`KIND` of the --tools files: mcp, schema or openai", DefaultText: "detected"},
			&cli.StringSliceFlag{Name: "include", Usage: "only tools whose name (or server/name) matches `GLOB` (repeatable)"},
			&cli.StringSliceFlag{Name: "exclude", Usage: "leave out tools whose name (or server/name) matches `GLOB` (repeatable)"},
			&cli.IntFlag{Name: "n", Aliases: []string{"count"}, Usage: "`N` examples per tool", Value: generate.DefaultN},
			&cli.Int64Flag{Name: "seed", Usage: "random `SEED` of every choice; the same seed gives the same output", Value: 1},
			&cli.StringFlag{Name: "format", Usage: "record `FORMAT`: " + strings.Join(dataset.Names(), ", ") + ", or text (with --chat-template)", Value: "openai"},
			&cli.StringFlag{Name: "chat-template", Usage: "write hf, mlx or text records the way chat template `T` (.jinja or tokenizer_config.json) renders correctly (probed: argument encoding, content beside tool_calls); --format text pre-renders them"},
			&cli.StringFlag{Name: "args-encoding", Usage: argsEncodingUsage(), DefaultText: "the format's"},
			&cli.StringFlag{Name: "shape", Usage: "record `SHAPE`: call (records end at the call) or full (the whole chain with the tool result; needs --execute)", Value: string(generate.ShapeCall)},
			&cli.StringFlag{Name: "profile", Usage: "normalize tool schemas in records for `PROFILE` (all, mcp, openai, openai-strict, gemini, anthropic, mistral, llama-factory) or none", Value: string(schema.ProfileAll)},
			&cli.IntFlag{Name: "distractors", Usage: "offer `K` other tools of the run beside the called one"},
			&cli.Float64Flag{Name: "negatives", Usage: "share (`RATIO`, 0 to 0.9) of records whose request no tool fits, answered in plain text"},
			&cli.StringFlag{Name: "mix", Usage: "share of each record kind among a tool's records, as `KIND=SHARE,...` of single, parallel, chain, followup, clarify; shares are weights, scaled to sum to 1; a kind alone has weight 1, so chain is every record a chain (default single=1)"},
			&cli.StringFlag{Name: "name-style", Usage: "`STYLE` of the tool names shown to the model: raw or prefixed (mcp_<server>_<tool>)", Value: string(generate.NameRaw)},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write to `FILE` (or DIR/ for train/valid/test.jsonl); - for stdout. Missing folders are created (for FILE, said on stderr unless --quiet)", Value: "-"},
			&cli.StringFlag{Name: "split", Usage: "split records by group into train/valid/test as `SPLITS` say, e.g. valid=0.1,test=0.1 (the rest is train)"},
			&cli.StringFlag{Name: "shard", Usage: "write only shard `I/N` of the records (0-based)"},
			&cli.IntFlag{Name: "workers", Usage: "`W` generating goroutines; the output is the same for any W", DefaultText: "0: one per CPU"},
			&cli.StringFlag{Name: "templates", Usage: "prompt templates in `DIR` add to and override the built-in ones"},
			&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Usage: "no summary table and no progress bar"},
		}, executeFlags()...),
		Action: func(c *cli.Context) error {
			o, err := generateOptionsFrom(c)
			if err != nil {
				return err
			}
			if o.Output == "-" && !c.IsSet("output") && e.io.OutIsTTY {
				// JSONL would scroll over the progress bar and be lost.
				return usageErrorf("generate: standard output is a terminal; give -o FILE (or -o DIR/), or -o - to print the records here anyway")
			}
			return runGenerate(c.Context, c, o, e.io)
		},
	}
}

// executeToolsFileError is the usage error of `generate --tools FILE
// --execute` without --server: a tools file holds definitions, not a way
// to reach the server they came from, so nothing could be executed (the
// run wrote call-only records and exited 0). Calling a registry server
// that happens to share the file's name could call another server than
// the one the file was captured from, so the user names it: the error
// says how, and names the registry server whose name is the file's (its
// stem or the serverInfo name it records) when there is one.
func executeToolsFileError(c *cli.Context, files []string) error {
	msg := fmt.Sprintf("--execute needs --server: a --tools file (%s) holds tool definitions and no server to call; register the server with 'mcpgen server add NAME -- COMMAND...' and use --server NAME instead of --tools, or leave out --execute for records that end at the call", strings.Join(files, ", "))
	if r, _, err := loadRegistry(c); err == nil {
		var named []string
		for _, f := range files {
			for _, name := range []string{fileStem(f), fileServerInfo(f)} {
				if name == "" || slices.Contains(named, name) {
					continue
				}
				if _, err := r.Lookup(name); err == nil {
					named = append(named, name)
				}
			}
		}
		if len(named) > 0 {
			msg += fmt.Sprintf(" (the registry has server %s: --server %s)", strings.Join(named, ", "), strings.Join(named, " --server "))
		}
	}
	return usageErrorf("%s", msg)
}

// generateOptionsFrom reads and checks the flags; mistakes are usage errors.
// Every field of generate.Options with a flag tag is read from that flag
// (a flag left unset keeps generate.DefaultOptions' value).
func generateOptionsFrom(c *cli.Context) (*generateRun, error) {
	if c.NArg() > 0 {
		if len(c.StringSlice("tools")) > 0 {
			// "--tools dir/*.json": the shell gives --tools the first
			// file and the rest as arguments.
			return nil, usageErrorf("generate takes no arguments, got %q: --tools takes one FILE, so repeat it for each file (--tools a.json --tools b.json; from a glob: $(for f in dir/*.json; do echo --tools $f; done))", c.Args().First())
		}
		return nil, usageErrorf("generate takes no arguments, got %q (use --server NAME or --tools FILE)", c.Args().First())
	}
	o := &generateRun{Options: generate.DefaultOptions(), Output: c.String("output"), Quiet: c.Bool("quiet"), Strict: c.Bool("strict")}
	if err := readOptionFlags(c, &o.Options); err != nil {
		return nil, err
	}
	if !c.IsSet("call-timeout") {
		// "mcpgen --call-timeout 3s generate": the global flag bounds
		// generate's calls too, as it does exec's (generate's own flag of
		// the same name hid it)
		for _, a := range c.Lineage()[1:] {
			if a.IsSet(flagCallTimeout) {
				o.CallTimeout = generate.Duration(a.Duration(flagCallTimeout))
				break
			}
		}
	}
	if o.Strict && !o.Execute {
		return nil, usageErrorf("--strict needs --execute")
	}
	if o.Execute && len(o.Tools) > 0 && len(o.Servers) == 0 {
		return nil, executeToolsFileError(c, o.Tools)
	}
	o.Hints = cleanPath(o.Hints)
	if err := checkTemplatesDir(o.Templates); err != nil {
		return nil, err
	}
	if o.Format != "text" {
		if _, err := dataset.Lookup(o.Format); err != nil {
			return nil, usageErrorf("--format: unknown format %q (known: %s, and text with --chat-template)", o.Format, strings.Join(dataset.Names(), ", "))
		}
	}
	if err := o.Check(); err != nil {
		return nil, optionUsageError(err)
	}
	if o.Output == "" {
		// -o "$OUT" with OUT unset: writing the dataset to the terminal
		// instead would look like success.
		return nil, usageErrorf("-o: the path is empty (an unset variable?): give -o FILE, -o DIR/ or -o - for standard output")
	}
	if f := strings.TrimLeft(o.Output, "-"); o.Output != "-" && f != o.Output && flagNamed(c.Command.Flags, f) != nil {
		// "-o -q": the flag after -o was taken as the file name
		return nil, usageErrorf("-o %s: that is a flag of generate, not a file: give -o FILE (a file named so: -o ./%s)", o.Output, o.Output)
	}
	if !o.Split.IsZero() && o.Output == "-" {
		return nil, usageErrorf("--split needs -o FILE or -o DIR/ (one file per split)")
	}
	if o.Resume && o.Output == "-" {
		return nil, usageErrorf("--resume needs the -o FILE of the interrupted run")
	}
	if o.Workers == 0 {
		o.Workers = runtime.NumCPU()
	}
	return o, nil
}

// readOptionFlags sets each field of o that has a flag tag from its flag,
// when the flag is set.
func readOptionFlags(c *cli.Context, o *generate.Options) error {
	v := reflect.ValueOf(o).Elem()
	for _, f := range generate.OptionFields() {
		if f.Flag == "" || !c.IsSet(f.Flag) {
			continue
		}
		fv := v.FieldByIndex(f.Index)
		var err error
		switch p := fv.Addr().Interface().(type) {
		case *dataset.SplitRatios:
			*p, err = dataset.ParseSplit(c.String(f.Flag))
		case **dataset.Shard:
			var sh dataset.Shard
			sh, err = dataset.ParseShard(c.String(f.Flag))
			*p = &sh
		case *dataset.Encoding:
			*p, err = dataset.ParseEncoding(c.String(f.Flag))
		case *generate.Duration:
			*p = generate.Duration(c.Duration(f.Flag))
		case *[]string:
			*p = c.StringSlice(f.Flag)
		case *bool:
			*p = c.Bool(f.Flag)
		case *int:
			*p = c.Int(f.Flag)
		case *int64:
			*p = c.Int64(f.Flag)
		case *float64:
			*p = c.Float64(f.Flag)
		default:
			if fv.Kind() != reflect.String {
				panic(fmt.Sprintf("generate option %s: no flag reader for %s", f.Name, fv.Type()))
			}
			fv.SetString(c.String(f.Flag))
		}
		if err != nil {
			return &UsageError{Err: flagValueError(f.Flag, c.String(f.Flag), err)}
		}
	}
	return nil
}

// flagValueError words err, the parse error of --flag's value, as
// "--flag VALUE: reason", dropping the parser's own naming of the value
// ("split \"valid=2\": valid=2: want ..." → "--split valid=2: want ...").
func flagValueError(flag, value string, err error) error {
	msg := err.Error()
	if strings.HasPrefix(msg, "--") {
		return err
	}
	for _, prefix := range []string{fmt.Sprintf("%s %q: ", flag, value), fmt.Sprintf("%s %q: ", strings.ReplaceAll(flag, "-", " "), value), value + ": "} {
		msg = strings.TrimPrefix(msg, prefix)
	}
	return fmt.Errorf("--%s %s: %s", flag, value, msg)
}

// optionUsageError words a *generate.OptionError with flag names.
func optionUsageError(err error) error {
	var oe *generate.OptionError
	if !errors.As(err, &oe) {
		return &UsageError{Err: err}
	}
	flags := map[string]string{}
	for _, f := range generate.OptionFields() {
		flags[f.JSON] = f.Flag
	}
	return usageErrorf("%s", oe.Word(func(name string) string {
		if fl := flags[name]; len(fl) == 1 {
			return "-" + fl // -n
		} else if fl != "" {
			return "--" + fl
		}
		return name
	}))
}

// runGenerate collects the tools, runs the pipeline and reports.
func runGenerate(ctx context.Context, c *cli.Context, o *generateRun, io *IO) error {
	defer tuneGC()()
	out := generateOutput(c, o, io)
	// Before the servers start: an output the run could not write (another
	// run's, /dev/null, one of the inputs) fails now, not after the probe.
	if err := generate.CheckOutput(o.Options, out); err != nil {
		return reportGenerate(o, nil, err, io)
	}
	sources, err := generateSources(ctx, c, o.Servers, o.Tools, o.ToolsFormat, io)
	if err != nil {
		return err
	}
	failed := 0
	for _, s := range sources {
		if s.Err != nil {
			failed++
			// Always said: --quiet hides the summary, never errors.
			fmt.Fprintf(io.Err, "mcpgen: skipping %s: %s\n", termsafe.String(s.Server), termsafe.Text(s.Err.Error()))
		}
	}
	if failed == len(sources) && failed > 0 {
		// Each server's error was said just above: not again (its
		// wrapped cause still decides the exit status).
		return &advisedError{err: sources[0].Err, msg: "no tools to generate from: every server failed (see above)"}
	}
	genv := generate.Env{Version: Version()}
	if o.ChatTemplate != "" {
		// The probe's "chat template …: writing …" line is a diagnostic:
		// --quiet silences it.
		cio := *io
		if o.Quiet {
			cio.Err = goio.Discard
		}
		if genv.FormatOptions, genv.FormatImpl, err = chatTemplateFormat(ctx, o, &env{io: &cio}); err != nil {
			return err
		}
	}
	if o.Execute {
		// With --server too: said, also under --quiet, since the summary's
		// EXECUTED column is the only other place that tells.
		for _, f := range o.Tools {
			fmt.Fprintf(io.Err, "mcpgen: warning: --execute: the tools of --tools %s are not executed (a tools file has no server to call); their records end at the call\n", termsafe.Text(f))
		}
		genv.Starter = executeStarter(c, o, sources, io)
		warnShardExecute(o, io)
	}
	var bar *progressbar.ProgressBar
	if io.ErrIsTTY && !o.Quiet && !(o.Output == "-" && io.OutIsTTY) {
		genv.Progress = func(done, total int64) {
			if bar == nil {
				bar = progressbar.NewOptions64(total, progressbar.OptionSetWriter(io.Err),
					progressbar.OptionSetDescription("generating"), progressbar.OptionShowCount(),
					progressbar.OptionShowIts(), progressbar.OptionSetItsString("records"),
					progressbar.OptionThrottle(100*time.Millisecond), progressbar.OptionClearOnFinish(),
					progressbar.OptionSetPredictTime(true))
			}
			_ = bar.Set64(done)
		}
	}
	if !o.Quiet {
		out.Created = func(dir string) {
			fmt.Fprintf(io.Err, "mcpgen: created folder %s for %s\n", dir, o.Output)
		}
	}
	res, err := generate.Run(ctx, sources, o.Options, genv, out)
	if bar != nil {
		_ = bar.Finish()
	}
	return reportGenerate(o, res, err, io)
}

// warnShardExecute warns when a shard may execute tools that change
// state: their results then depend on the calls that ran before, in this
// shard and in the others, so the shards' files cannot concatenate to the
// single run's (docs/sharding.md). Read-only tools (the default policy)
// on data that does not change answer the same in every shard.
func warnShardExecute(o *generateRun, io *IO) {
	if o.Shard == nil {
		return
	}
	policy := o.ExecutePolicy
	if policy == "" {
		policy = "readonly"
		if o.AllowDestructive {
			policy = "all"
		}
	}
	if policy == "readonly" && len(o.AllowTools) == 0 {
		return
	}
	fmt.Fprintf(io.Err, "mcpgen: warning: --shard with --execute: tools that are not read-only may run (policy %s", policy)
	if len(o.AllowTools) > 0 {
		fmt.Fprintf(io.Err, ", --allow-tool %s", strings.Join(o.AllowTools, ","))
	}
	fmt.Fprintln(io.Err, "); their effects change what later calls return, in this shard and the others, so the shards' files will not concatenate to a single run's (see docs/sharding.md)")
}

// reportGenerate words the run's outcome on stderr: the summary table and
// the execution report (unless --quiet), and the warnings and errors
// --quiet never hides.
func reportGenerate(o *generateRun, res *generate.Result, err error, io *IO) error {
	// The dataset is complete and only dataset_info.json beside it was not
	// updated: the summary as for a finished run, then that error (exit 1),
	// never "run stopped … --resume" (there is nothing to resume).
	var infoErr *generate.DatasetInfoError
	if res != nil && errors.As(err, &infoErr) {
		_ = reportGenerate(o, res, nil, io)
		return fmt.Errorf("%w (the run is complete, manifest %s; fix or remove that file, then run generate again to list the files, or add them to it by hand)", infoErr, res.ManifestPath)
	}
	var oe *generate.OptionError
	if errors.As(err, &oe) {
		return optionUsageError(err)
	}
	if errors.Is(err, generate.ErrBadOutput) {
		return &UsageError{Err: err} // -o names an input, another dataset's file, or a file as a folder
	}
	if res != nil && len(res.UnusedHints) > 0 {
		fmt.Fprintf(io.Err, "mcpgen: warning: hints %s: no parameter of the tools in this run matches %s (a typo?); not used\n", o.Hints, strings.Join(res.UnusedHints, ", "))
	}
	if res != nil {
		for _, g := range groupRejected(res.RejectedHints) {
			r, tools := g.first, g.toolList()
			if r.None() {
				fmt.Fprintf(io.Err, "mcpgen: warning: hints %s: %s: no value of the pool (%s) is valid for parameter %s of %s (%s); not used for it\n",
					o.Hints, termsafe.String(r.Key), count(r.Values, "value"), termsafe.String(r.Param), tools, termsafe.Text(r.Why))
				continue
			}
			verb := "are"
			if r.Invalid == 1 {
				verb = "is"
			}
			fmt.Fprintf(io.Err, "mcpgen: warning: hints %s: %s: %d of the pool's %s %s not valid for parameter %s of %s (%s); left out for it\n",
				o.Hints, termsafe.String(r.Key), r.Invalid, count(r.Values, "value"), verb, termsafe.String(r.Param), tools, termsafe.Text(r.Why))
		}
		for _, u := range res.UnmatchedIncludes {
			fmt.Fprintf(io.Err, "mcpgen: warning: --include %s\n", termsafe.Text(u))
		}
	}
	if errors.Is(err, atomicfile.ErrNotRegular) {
		err = fmt.Errorf("%w; write to standard output (-o -) and redirect instead", err)
	}
	var tc *generate.ToolsChangedError
	if errors.As(err, &tc) {
		err = fmt.Errorf("%w: run again without --resume", err)
	}
	if errors.Is(err, generate.ErrResumeMismatch) {
		return &UsageError{Err: err} // --resume with other flags or tools than the interrupted run
	}
	var exec *execute.RunReport
	if res != nil {
		exec, _ = res.Execution.(*execute.RunReport)
	}
	if err != nil {
		if !o.Quiet && exec != nil {
			_ = writeExecReport(io.Err, exec.Report, nil) // what ran before the stop
		}
		var te *prompt.TemplateError
		switch {
		case errors.As(err, &te):
			// Resuming runs the same template again: only an edit mends it.
			return fmt.Errorf("%w (fix the template %s and run generate again)", err, te.Path)
		case res != nil && res.ManifestPath != "": // --quiet too: how to go on is part of the error
			fmt.Fprintf(io.Err, "mcpgen: run stopped; partial files kept, manifest %s (continue with the same flags and --resume)\n", res.ManifestPath)
		}
		return err
	}
	// said: the errors the summary printed, which later lines refer to
	// instead of printing them again.
	var said map[string]bool
	if !o.Quiet {
		// Tool and server names come from servers: escaped for the terminal.
		if err := writeSummary(termsafe.Writer(io.Err), res); err != nil {
			return err
		}
		said = map[string]bool{}
		for _, t := range res.Tools {
			if t.FirstFailure != "" {
				said[firstLine(t.FirstFailure)] = true
			}
		}
		if exec != nil {
			_ = writeExecReport(termsafe.Writer(io.Err), exec.Report, said)
		}
	} else {
		// --quiet hides the table, never the errors: skipped tools
		// (skipped servers were said above) and final template errors.
		for _, s := range res.Skipped {
			if s.Tool != "" {
				fmt.Fprintf(io.Err, "mcpgen: skipped tool %s/%s: %s\n", termsafe.String(s.Server), termsafe.String(s.Tool), termsafe.Text(s.Reason))
			}
		}
		writeFinalErrors(termsafe.Writer(io.Err), res)
	}
	if exec != nil && exec.Report != nil {
		writeServerWarnings(termsafe.Writer(io.Err), exec.Report)
		writeLowSuccess(termsafe.Writer(io.Err), exec.Report, o.Probe, o.Hints)
	}
	files := map[string]string{}
	for _, f := range o.Tools {
		files[fileStem(f)] = f
	}
	writeSanitized(termsafe.Writer(io.Err), res, files)
	writeEmptySplits(termsafe.Writer(io.Err), res)
	if res.Records == 0 {
		return noRecordsError(res, said)
	}
	if res.Partial() || (o.Strict && exec != nil && exec.Report != nil && exec.Report.Warned()) {
		return silent(errPartial)
	}
	return nil
}

// executeStarter is the starter of generate --execute: the registry servers
// among sources (not tool files), probe reports on stderr unless --quiet.
func executeStarter(c *cli.Context, o *generateRun, sources []generate.Source, io *IO) execute.Starter {
	st := execute.Starter{Servers: map[string]mcp.ServerSpec{}, Connect: mcp.Options{ClientVersion: Version(), Stop: c.Context.Done()}}
	for _, s := range sources {
		if s.Err != nil || s.File {
			continue
		}
		if spec, err := resolveServer(c, s.Server); err == nil {
			st.Servers[s.Server] = spec
		}
	}
	if !o.Quiet {
		st.OnProbe = func(r *execute.ProbeReport) { writeProbeReport(io.Err, r) }
	}
	return st
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
		&cli.IntFlag{Name: "max-output", Usage: "truncate tool messages to `BYTES` with a visible marker (0: no limit)", Value: generate.DefaultMaxOutput},
		&cli.StringFlag{Name: "tool-output", Usage: "what a tool message holds when a result has text and structuredContent: `KIND` text (what MCP clients show models) or structured (the structuredContent JSON)", DefaultText: "text"},
		&cli.DurationFlag{Name: "call-timeout", Usage: "bound each tool call to `DURATION` (e.g. 10s, or 1h for slow tools); 0 is the default, not \"no limit\"", DefaultText: "60s"},
		&cli.StringFlag{Name: "hints", Usage: "value pools per parameter (tool.param or param) from YAML or JSON `FILE`: values, file of lines, glob of paths, or gofakeit function"},
		&cli.BoolFlag{Name: "probe", Usage: "before generating, call read-only listing tools and use the paths, ids and names they return as value pools"},
		&cli.BoolFlag{Name: "no-scrub", Usage: "record tool outputs as returned, without replacing the server entry's env and header values, secret-looking environment variables (TOKEN, SECRET, API_KEY, COOKIE, SESSION, DSN, ...), URL passwords (scheme://user:PASS@host) and well-known token formats (ghp_, sk-, AKIA, JWTs, private keys, ...) with [REDACTED:...]"},
		&cli.BoolFlag{Name: "strict", Usage: "with --execute, exit 3 (partial) also when servers only warned while tools ran: lines on stdout that are not JSON-RPC, stderr flood (warnings exit 0 otherwise)"},
		&cli.BoolFlag{Name: "resume", Usage: "continue an interrupted run from its manifest (same flags and -o) without repeating finished calls"},
	}
}

// cleanPath is filepath.Clean of a non-empty path, so the manifest (and
// --resume's check) see "./h.yaml" and "h.yaml" as the same file.
func cleanPath(p string) string {
	if p == "" {
		return ""
	}
	return filepath.Clean(p)
}

// generateSources lists the tools of the chosen servers and reads the tool
// files. A server that fails becomes a Source with Err set.
func generateSources(ctx context.Context, c *cli.Context, servers, toolFiles []string, toolsFormat string, io *IO) ([]generate.Source, error) {
	var sources []generate.Source
	var specs []mcp.ServerSpec
	var bad []generate.Source
	switch {
	case len(servers) > 0:
		for _, name := range servers {
			spec, err := resolveServer(c, name)
			if err != nil {
				var ue *UsageError
				if errors.As(err, &ue) {
					return nil, err
				}
				bad = append(bad, generate.Source{Server: name, Err: err})
				continue
			}
			specs = append(specs, spec)
		}
	case len(toolFiles) == 0:
		all, badEntries, err := enabledServers(c)
		if err != nil {
			return nil, err
		}
		specs = all
		for name, err := range badEntries {
			bad = append(bad, generate.Source{Server: name, Err: err})
		}
		if len(specs) == 0 && len(bad) == 0 {
			return nil, usageErrorf("no enabled servers: register one with 'mcpgen server add NAME -- COMMAND...', or pass --tools FILE")
		}
	}
	if len(specs) > 0 {
		results := mcp.ProbeAll(ctx, specs, &mcp.Options{
			ClientVersion: Version(), Stop: ctx.Done(),
			Warn: func(server, msg string) {
				fmt.Fprintf(io.Err, "mcpgen: warning: server %q: %s\n", server, termsafe.Text(msg))
			},
		}, 0)
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		for _, r := range results {
			sources = append(sources, generate.Source{Server: r.Spec.Name, ServerInfo: r.Info.Name, Tools: r.Tools, Err: withConnectAdvice(r.Err)})
		}
	}
	sortSources(bad)
	sources = append(sources, bad...)
	loaded := map[string]bool{}
	// first is the file each tool (name and inputSchema, sameTool) was
	// first read from: the same tool in a later file is used once.
	first := map[string]string{}
	for _, f := range toolFiles {
		// The same file twice would double its tools (as NAME_2): use it
		// once. Standard input ("-") is keyed as itself, never as the
		// path of a file named "-" (--tools ./-).
		key, err := filepath.Abs(f)
		if f == "-" {
			key, err = "-", nil
		}
		if abs := key; err == nil {
			if loaded[abs] {
				fmt.Fprintf(io.Err, "mcpgen: warning: --tools %s given more than once; its tools are used once\n", termsafe.Text(f))
				continue
			}
			loaded[abs] = true
		}
		var skipped []tool.Skipped
		var info string
		tools, err := untilDone(ctx, func() ([]tool.Tool, error) {
			ts, sk, in, err := loadToolsArg(f, toolsFormat, io)
			skipped, info = sk, in
			return ts, err
		})
		if err != nil {
			return nil, err
		}
		// A malformed tool (empty name ...) is left out, as tools/list
		// leaves a server's out: the file's other tools go on.
		for _, sk := range skipped {
			fmt.Fprintf(io.Err, "mcpgen: warning: --tools %s: %s skipped: %s: fix or remove that element; the file's other tools are used\n", termsafe.Text(f), termsafe.Text(sk.Where), termsafe.Text(skipDetail(sk)))
		}
		tools = dropSeenTools(io, f, tools, first)
		if len(tools) == 0 {
			continue
		}
		src := generate.Source{Server: fileStem(f), ServerInfo: info, Tools: tools, File: true}
		if src.ServerInfo == "" {
			if folder := untiedTemplates(src.Server, tools); folder != "" {
				fmt.Fprintf(io.Err, "mcpgen: warning: %s: its tools have built-in templates (templates/%s/) but the file does not say which server it came from, so the generic templates are used; write it with 'mcpgen tools SERVER --json' (which records serverInfo) or add \"serverInfo\": {\"name\": %q} at its top\n", f, folder, folder)
			}
		}
		sources = append(sources, src)
	}
	return sources, nil
}

// untiedTemplates returns the built-in template folder (a serverInfo name
// such as "secure-filesystem-server") that has templates for most of tools
// when a tool file names no server and its file name (stem) does not select
// that folder either, or "". Most: at least two tools and half of them, or
// the only tool.
func untiedTemplates(stem string, tools []tool.Tool) string {
	set, err := prompt.Load()
	if err != nil || len(tools) == 0 {
		return ""
	}
	count := map[string]int{}
	for _, f := range set.Files() {
		folder, file, ok := strings.Cut(f.Rel, "/")
		if !ok || strings.HasPrefix(file, "_") {
			continue
		}
		name := strings.TrimSuffix(file, ".tmpl")
		if slices.ContainsFunc(tools, func(t tool.Tool) bool { return strings.ReplaceAll(t.Name, "/", "_") == name }) {
			count[folder]++
		}
	}
	best, n := "", 0
	for folder, c := range count {
		if c > n || c == n && folder < best {
			best, n = folder, c
		}
	}
	if best == "" || best == stem || !(n >= 2 && 2*n >= len(tools) || n == 1 && len(tools) == 1) {
		return ""
	}
	return best
}

func sortSources(s []generate.Source) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j].Server < s[j-1].Server; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

// fileStem is a tool file's base name without extensions ("tools.list.json"
// → "tools").
func fileStem(p string) string {
	if p == "-" {
		return "stdin"
	}
	b := filepath.Base(p)
	if i := strings.IndexByte(b, '.'); i > 0 {
		b = b[:i]
	}
	return b
}

// fileServerInfo returns the serverInfo name recorded in a captured tool
// file ("server" or "serverInfo.name" at the top), or "".
func fileServerInfo(p string) string {
	data, err := os.ReadFile(p)
	if err != nil {
		return ""
	}
	return serverInfoOf(data)
}

// loadToolsArg reads the tools of one --tools argument: the file, or
// standard input for "-" (read once, whole, as validate reads it; its
// tools are named by the source "stdin"). It returns the malformed tool
// elements left out and the serverInfo name the document records.
func loadToolsArg(f, kind string, io *IO) ([]tool.Tool, []tool.Skipped, string, error) {
	if f != "-" {
		ts, sk, err := tool.LoadFileSkipping(f, kind)
		return ts, sk, fileServerInfo(f), err
	}
	data, err := readAllLimited(io.In)
	if err != nil {
		return nil, nil, "", fmt.Errorf("--tools -: read standard input: %w", err)
	}
	ts, sk, err := tool.ParseNamedSkipping("stdin", data, kind)
	if err != nil {
		return nil, sk, "", fmt.Errorf("load tools from standard input: %w", err)
	}
	return ts, sk, serverInfoOf(data), nil
}

// serverInfoOf returns the server name a captured tools document records
// (its "server", else its "serverInfo" name), or "".
func serverInfoOf(data []byte) string {
	var hdr struct {
		Server     json.RawMessage `json:"server"`
		ServerInfo struct {
			Name string `json:"name"`
		} `json:"serverInfo"`
	}
	if json.Unmarshal(data, &hdr) != nil {
		return ""
	}
	var s string
	if json.Unmarshal(hdr.Server, &s) == nil && s != "" {
		return s
	}
	return hdr.ServerInfo.Name
}

// chatTemplateFormat loads --chat-template and probes which argument
// encoding and content convention it renders correctly: it returns the
// format options that write them and, for --format text, the format that
// pre-renders records through the template (otherwise nil: the named
// format is used).
func chatTemplateFormat(ctx context.Context, o *generateRun, e *env) (*dataset.FormatOptions, dataset.Format, error) {
	ts, err := loadChatTemplates(ctx, []string{o.ChatTemplate})
	if err != nil {
		return nil, nil, &UsageError{Err: err}
	}
	if len(ts) != 1 {
		return nil, nil, usageErrorf("--chat-template %s: holds %s; name one file", o.ChatTemplate, count(len(ts), "template"))
	}
	fo, err := chatTemplateOptions(ts[0], dataset.FormatOptions{}, e)
	if err != nil {
		return nil, nil, err
	}
	if o.Format == "text" {
		return &fo, chattemplate.TextFormat(ts[0]), nil
	}
	return &fo, nil, nil
}

// noRecordsError names what left a run without records, each server and
// tool with its reason (at most 8, then how many more), also under --quiet
// where no summary table was printed. A tool's first failure that is in
// said (printed by the summary) is referred to, not repeated.
func noRecordsError(res *generate.Result, said map[string]bool) error {
	why := res.WhyNoRecords()
	for i, sk := range why {
		for _, t := range res.Tools {
			if t.Server == sk.Server && t.Tool == sk.Tool && t.FirstFailure != "" && said[firstLine(t.FirstFailure)] {
				why[i].Reason = strings.Replace(sk.Reason, ", first: "+t.FirstFailure, " (the error above)", 1)
			}
		}
	}
	if len(why) == 0 {
		return errors.New("no records generated")
	}
	const most = 8
	var b strings.Builder
	b.WriteString("no records generated:")
	for i, sk := range why {
		if i == most {
			fmt.Fprintf(&b, "\n  … and %d more (see the manifest's skipped list)", len(why)-most)
			break
		}
		b.WriteString("\n  " + termsafe.Text(sk.String()))
	}
	return errors.New(b.String())
}

// skipDetail is what a skipped tool element's warning says after its
// place: the JSON pointer and the reason.
func skipDetail(sk tool.Skipped) string {
	if sk.Pointer == "" {
		return sk.Err.Error()
	}
	return fmt.Sprintf("%v (JSON pointer %s)", sk.Err, sk.Pointer)
}

// dropSeenTools leaves out of file's tools those an earlier --tools file
// had (same name and inputSchema, sameTool; first maps them to that file)
// and says so once per earlier file: the same tool from two files was
// doubled in the dataset (the second as NAME_2). A tool listed twice in
// file itself is used once too, and said as a repeat within the file.
func dropSeenTools(io *IO, file string, tools []tool.Tool, first map[string]string) []tool.Tool {
	kept := tools[:0:0]
	dropped := map[string][]string{} // earlier file -> tool names
	var order []string
	for _, t := range tools {
		key := sameTool(t)
		if prev, ok := first[key]; ok {
			if dropped[prev] == nil {
				order = append(order, prev)
			}
			dropped[prev] = append(dropped[prev], t.Name)
			continue
		}
		first[key] = file
		kept = append(kept, t)
	}
	for _, prev := range order {
		names := dropped[prev]
		if prev == file {
			// a repeat inside one file: not a comparison with itself
			fmt.Fprintf(io.Err, "mcpgen: warning: --tools %s lists %d tool(s) more than once (same name and inputSchema); each is used once: %s\n",
				termsafe.Text(file), len(names), termsafe.Text(strings.Join(names, ", ")))
			continue
		}
		fmt.Fprintf(io.Err, "mcpgen: warning: --tools %s: %d tool(s) identical to those of --tools %s (same name and inputSchema) are used once, from %s: %s\n",
			termsafe.Text(file), len(names), termsafe.Text(prev), termsafe.Text(prev), termsafe.Text(strings.Join(names, ", ")))
	}
	return kept
}

// sameTool is a tool's identity across --tools files: its name and its
// inputSchema as canonical JSON (keys sorted, no spacing), so the same
// definition written with other spacing or key order is the same tool.
func sameTool(t tool.Tool) string {
	schema := string(t.InputSchema)
	var v any
	d := json.NewDecoder(bytes.NewReader(t.InputSchema))
	d.UseNumber() // numbers as written: 1e400 and 1e401 stay apart
	if d.Decode(&v) == nil {
		if b, err := json.Marshal(v); err == nil {
			schema = string(b)
		}
	}
	return t.Name + "\x00" + schema
}

// firstLine is s up to its first line break.
func firstLine(s string) string {
	l, _, _ := strings.Cut(s, "\n")
	return l
}

// rejectedGroup is the hint pools rejected for the same reason (key,
// parameter, counts and violation) on several tools, said on one line.
type rejectedGroup struct {
	first hints.Rejected
	tools []string
}

// toolList says the group's tools: "tool a", "tools a, b and c", or the
// first three and how many more.
func (g rejectedGroup) toolList() string {
	names := make([]string, len(g.tools))
	for i, t := range g.tools {
		names[i] = termsafe.String(t)
	}
	switch {
	case len(names) == 1:
		return "tool " + names[0]
	case len(names) <= 4:
		return "tools " + strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
	}
	return fmt.Sprintf("tools %s and %d more", strings.Join(names[:3], ", "), len(names)-3)
}

// groupRejected merges the rejections that differ only by tool, in the
// order of their first tool, so that a typo in a pool shared by many tools
// is one warning rather than one per tool.
func groupRejected(rs []hints.Rejected) []rejectedGroup {
	var out []rejectedGroup
	at := map[hints.Rejected]int{}
	for _, r := range rs {
		k := r
		k.Tool = ""
		if i, ok := at[k]; ok {
			out[i].tools = append(out[i].tools, r.Tool)
			continue
		}
		at[k] = len(out)
		out = append(out, rejectedGroup{first: r, tools: []string{r.Tool}})
	}
	return out
}
