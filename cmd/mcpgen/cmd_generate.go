package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	goio "io"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/urfave/cli/v2"

	"github.com/mcpgen/mcpgen/pkg/chattemplate"
	"github.com/mcpgen/mcpgen/pkg/dataset"
	"github.com/mcpgen/mcpgen/pkg/generate"
	"github.com/mcpgen/mcpgen/pkg/mcp"
	"github.com/mcpgen/mcpgen/pkg/prompt"
	"github.com/mcpgen/mcpgen/pkg/schema"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// generateOptions are the parsed flags of `mcpgen generate`. The json tags
// name what the manifest records (worker count, shard, output and quiet are
// left out: they do not change the records).
type generateOptions struct {
	Servers      []string              `json:"servers,omitempty"`
	ToolFiles    []string              `json:"tools,omitempty"`
	ToolsFormat  string                `json:"toolsFormat,omitempty"`
	Include      []string              `json:"include,omitempty"`
	Exclude      []string              `json:"exclude,omitempty"`
	N            int                   `json:"n"`
	Seed         int64                 `json:"seed"`
	Format       string                `json:"format"`
	ArgsEncoding dataset.Encoding      `json:"argsEncoding,omitempty"`
	Shape        generate.Shape        `json:"shape"`
	Profile      string                `json:"profile"`
	Distractors  int                   `json:"distractors"`
	Negatives    float64               `json:"negatives"`
	NameStyle    generate.NameStyle    `json:"nameStyle"`
	Split        dataset.SplitRatios   `json:"split"`
	TemplatesDir string                `json:"templates,omitempty"`
	Output       string                `json:"-"`
	Shard        *dataset.Shard        `json:"-"`
	Workers      int                   `json:"-"`
	Quiet        bool                  `json:"-"`
	FormatOpts   dataset.FormatOptions `json:"-"`
	ChatTemplate string                `json:"chatTemplate,omitempty"`
	Execute      *executeOptions       `json:"execute,omitempty"`
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
sessions (one per server per worker) and records what the tool returned. Only
tools with readOnlyHint true run by default (--execute-policy, --allow-destructive,
--allow-tool, --deny-tool); the others get call-only records and the summary
says why. --hints FILE and --probe make arguments that work in the real
environment. SIGINT stops cleanly (exit 130); --resume finishes the run.`,
		Flags: append([]cli.Flag{
			&cli.StringSliceFlag{Name: "server", Usage: "generate from registry server `NAME` (repeatable; default: every enabled server)"},
			&cli.StringSliceFlag{Name: "tools", Usage: "generate from the tools in `FILE` (a tools/list result, a tools array, OpenAI functions; repeatable)"},
			&cli.StringFlag{Name: "tools-format", Usage: "`KIND` of the --tools files: mcp, schema or openai", DefaultText: "detected"},
			&cli.StringSliceFlag{Name: "include", Usage: "only tools whose name (or server/name) matches `GLOB` (repeatable)"},
			&cli.StringSliceFlag{Name: "exclude", Usage: "leave out tools whose name (or server/name) matches `GLOB` (repeatable)"},
			&cli.IntFlag{Name: "n", Aliases: []string{"count"}, Usage: "`N` examples per tool", Value: generate.DefaultN},
			&cli.Int64Flag{Name: "seed", Usage: "random `SEED` of every choice; the same seed gives the same output", Value: 1},
			&cli.StringFlag{Name: "format", Usage: "record `FORMAT`: " + strings.Join(dataset.Names(), ", ") + ", or text (with --chat-template)", Value: "openai"},
			&cli.StringFlag{Name: "chat-template", Usage: "write hf, mlx or text records the way chat template `T` (.jinja or tokenizer_config.json) renders correctly (probed: argument encoding, content beside tool_calls); --format text pre-renders them"},
			&cli.StringFlag{Name: "args-encoding", Usage: "write call arguments as `ENC`: string (JSON text) or object", DefaultText: "the format's"},
			&cli.StringFlag{Name: "shape", Usage: "record `SHAPE`: call (records end at the call) or full (the whole chain with the tool result; needs --execute)", Value: string(generate.ShapeCall)},
			&cli.StringFlag{Name: "profile", Usage: "normalize tool schemas in records for `PROFILE` (all, mcp, openai, openai-strict, gemini, anthropic, mistral, llama-factory) or none", Value: string(schema.ProfileAll)},
			&cli.IntFlag{Name: "distractors", Usage: "offer `K` other tools of the run beside the called one"},
			&cli.Float64Flag{Name: "negatives", Usage: "share (`RATIO` in [0,1)) of records whose request no tool fits, answered in plain text"},
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
			return runGenerate(c.Context, c, o, e.io)
		},
	}
}

// generateOptionsFrom reads and checks the flags; mistakes are usage errors.
func generateOptionsFrom(c *cli.Context) (*generateOptions, error) {
	if c.NArg() > 0 {
		return nil, usageErrorf("generate takes no arguments, got %q (use --server NAME or --tools FILE)", c.Args().First())
	}
	o := &generateOptions{
		Servers: c.StringSlice("server"), ToolFiles: c.StringSlice("tools"), ToolsFormat: c.String("tools-format"),
		Include: c.StringSlice("include"), Exclude: c.StringSlice("exclude"),
		N: c.Int("n"), Seed: c.Int64("seed"), Format: c.String("format"),
		Shape: generate.Shape(c.String("shape")), Profile: c.String("profile"),
		Distractors: c.Int("distractors"), Negatives: c.Float64("negatives"),
		NameStyle: generate.NameStyle(c.String("name-style")), Output: c.String("output"),
		Workers: c.Int("workers"), Quiet: c.Bool("quiet"), TemplatesDir: c.String("templates"),
	}
	if o.N < 1 {
		return nil, usageErrorf("-n %d: want at least 1", o.N)
	}
	o.ChatTemplate = c.String("chat-template")
	if o.Format == "text" {
		if o.ChatTemplate == "" {
			return nil, usageErrorf("--format text needs --chat-template T: records are pre-rendered through it")
		}
	} else if _, err := dataset.Lookup(o.Format); err != nil {
		return nil, usageErrorf("--format: unknown format %q (known: %s, and text with --chat-template)", o.Format, strings.Join(dataset.Names(), ", "))
	}
	enc, err := dataset.ParseEncoding(c.String("args-encoding"))
	if err != nil {
		return nil, &UsageError{Err: err}
	}
	if o.ChatTemplate != "" {
		switch o.Format {
		case "hf", "mlx", "text":
		default:
			return nil, usageErrorf("--chat-template goes with --format hf, mlx or text, not %s", o.Format)
		}
		if enc != dataset.EncodingDefault {
			return nil, usageErrorf("--args-encoding and --chat-template both set the argument encoding: give one")
		}
	}
	o.ArgsEncoding, o.FormatOpts.ArgsEncoding = enc, enc
	switch o.Shape {
	case generate.ShapeCall:
	case generate.ShapeFull: // checked with --execute below
	default:
		return nil, usageErrorf("--shape %q: want call or full", o.Shape)
	}
	if o.Profile != "none" {
		if _, err := schema.ParseProfile(o.Profile); err != nil {
			return nil, &UsageError{Err: err}
		}
	}
	if o.Distractors < 0 {
		return nil, usageErrorf("--distractors %d: want 0 or more", o.Distractors)
	}
	if o.Negatives < 0 || o.Negatives >= 1 {
		return nil, usageErrorf("--negatives %g: want a share in [0, 1), e.g. 0.1", o.Negatives)
	}
	switch o.NameStyle {
	case generate.NameRaw, generate.NamePrefixed:
	default:
		return nil, usageErrorf("--name-style %q: want raw or prefixed", o.NameStyle)
	}
	if s := c.String("split"); s != "" {
		if o.Split, err = dataset.ParseSplit(s); err != nil {
			return nil, &UsageError{Err: err}
		}
		if o.Output == "-" {
			return nil, usageErrorf("--split needs -o FILE or -o DIR/ (one file per split)")
		}
	}
	if s := c.String("shard"); s != "" {
		sh, err := dataset.ParseShard(s)
		if err != nil {
			return nil, &UsageError{Err: err}
		}
		o.Shard = &sh
	}
	if o.Workers < 0 {
		return nil, usageErrorf("--workers %d: want 1 or more", o.Workers)
	}
	if o.Workers == 0 {
		o.Workers = runtime.NumCPU()
	}
	if o.Output == "" {
		o.Output = "-"
	}
	if err := executeOptionsFrom(c, o); err != nil {
		return nil, err
	}
	return o, nil
}

// runGenerate collects the tools, runs the pipeline and reports.
func runGenerate(ctx context.Context, c *cli.Context, o *generateOptions, io *IO) error {
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM) // stop cleanly: manifest incomplete, exit 130
	defer stop()
	defer generate.TuneGC()()
	set, err := prompt.Load(o.TemplatesDir)
	if err != nil {
		return err
	}
	sources, err := generateSources(ctx, c, o, io)
	if err != nil {
		return err
	}
	failed := 0
	for _, s := range sources {
		if s.Err != nil {
			failed++
			// Always said: --quiet hides the summary, never errors.
			fmt.Fprintf(io.Err, "mcpgen: skipping %s: %v\n", s.Server, s.Err)
		}
	}
	if failed == len(sources) && failed > 0 {
		return fmt.Errorf("no tools to generate from: every server failed: %w", sources[0].Err)
	}
	x, err := setupExecution(ctx, c, o, sources, io)
	if err != nil {
		return err
	}
	defer x.close()
	var formatImpl dataset.Format
	if o.ChatTemplate != "" {
		// The probe's "chat template …: writing …" line is a diagnostic:
		// --quiet silences it.
		cio := *io
		if o.Quiet {
			cio.Err = goio.Discard
		}
		if formatImpl, err = applyChatTemplate(o, &env{io: &cio}); err != nil {
			return err
		}
	}
	optsJSON, _ := json.Marshal(o)
	gopts := generate.Options{
		FormatImpl: formatImpl,
		N:          o.N, Seed: o.Seed, Format: o.Format, FormatOptions: o.FormatOpts, Shape: o.Shape,
		Distractors: o.Distractors, Negatives: o.Negatives, NameStyle: o.NameStyle,
		Include: o.Include, Exclude: o.Exclude, Split: o.Split, Shard: o.Shard, Workers: o.Workers,
		Templates: set, Version: Version(), CommandOptions: optsJSON,
	}
	if o.Profile != "none" {
		p := schema.Profile(o.Profile)
		gopts.Normalize = func(t *tool.Tool) (json.RawMessage, error) {
			out, _, err := schema.Normalize(t.InputSchema, p)
			return out, err
		}
		gopts.SynthesizeNormalized = p == schema.ProfileOpenAIStrict
	}
	x.apply(&gopts)
	var bar *progressbar.ProgressBar
	if io.ErrIsTTY && !o.Quiet {
		gopts.Progress = func(done, total int64) {
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
	out := generate.Output{Path: o.Output, Stdout: io.Out}
	if !o.Quiet {
		out.Created = func(dir string) {
			fmt.Fprintf(io.Err, "mcpgen: created folder %s for %s\n", dir, o.Output)
		}
	}
	res, err := generate.Run(ctx, sources, gopts, out)
	if bar != nil {
		_ = bar.Finish()
	}
	if err != nil {
		if !o.Quiet {
			x.report(io) // what ran before the stop
		}
		if res != nil && res.ManifestPath != "" && !o.Quiet {
			fmt.Fprintf(io.Err, "mcpgen: run stopped; partial files kept, manifest %s (continue with the same flags and --resume)\n", res.ManifestPath)
		}
		return err
	}
	if !o.Quiet {
		if err := generate.WriteSummary(io.Err, res); err != nil {
			return err
		}
		x.report(io)
	} else {
		// --quiet hides the table, never the errors: skipped tools
		// (skipped servers were said above) and final template errors.
		for _, s := range res.Skipped {
			if s.Tool != "" {
				fmt.Fprintf(io.Err, "mcpgen: skipped tool %s/%s: %s\n", s.Server, s.Tool, s.Reason)
			}
		}
		generate.WriteFinalErrors(io.Err, res)
	}
	generate.WriteNotes(io.Err, res.Notes)
	x.warnLowSuccess(io)
	if res.Records == 0 {
		return errors.New("no records generated (see the summary above)")
	}
	if res.Partial() || x.partial() {
		return silent(errPartial)
	}
	return nil
}

// generateSources lists the tools of the chosen servers and reads the tool
// files. A server that fails becomes a Source with Err set.
func generateSources(ctx context.Context, c *cli.Context, o *generateOptions, io *IO) ([]generate.Source, error) {
	var sources []generate.Source
	var specs []mcp.ServerSpec
	var bad []generate.Source
	switch {
	case len(o.Servers) > 0:
		for _, name := range o.Servers {
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
	case len(o.ToolFiles) == 0:
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
			ClientVersion: Version(),
			Warn: func(server, msg string) {
				fmt.Fprintf(io.Err, "mcpgen: warning: server %q: %s\n", server, msg)
			},
		}, 0)
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		for _, r := range results {
			sources = append(sources, generate.Source{Server: r.Spec.Name, ServerInfo: r.Info.Name, Tools: r.Tools, Err: r.Err})
		}
	}
	sortSources(bad)
	sources = append(sources, bad...)
	for _, f := range o.ToolFiles {
		tools, err := tool.LoadFile(f, o.ToolsFormat)
		if err != nil {
			return nil, err
		}
		sources = append(sources, generate.Source{Server: fileStem(f), ServerInfo: fileServerInfo(f), Tools: tools})
	}
	return sources, nil
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

// applyChatTemplate loads --chat-template, probes which argument encoding and
// content convention it renders correctly and sets o.FormatOpts to them. For
// --format text it returns the format that pre-renders records through the
// template; otherwise nil (the named format is used).
func applyChatTemplate(o *generateOptions, e *env) (dataset.Format, error) {
	ts, err := loadChatTemplates([]string{o.ChatTemplate})
	if err != nil {
		return nil, &UsageError{Err: err}
	}
	if len(ts) != 1 {
		return nil, usageErrorf("--chat-template %s: holds %d templates; name one file", o.ChatTemplate, len(ts))
	}
	if o.FormatOpts, err = chatTemplateOptions(ts[0], o.FormatOpts, e); err != nil {
		return nil, err
	}
	if o.Format == "text" {
		return chattemplate.TextFormat(ts[0]), nil
	}
	return nil, nil
}
