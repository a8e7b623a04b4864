package main

import (
	"bufio"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"hash"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/mcpgen/mcpgen/pkg/dataset"
	"github.com/mcpgen/mcpgen/pkg/tool"
	"github.com/urfave/cli/v2"
)

// datasetCheckOptions are the flags of `mcpgen dataset check`.
type datasetCheckOptions struct {
	File         string
	Format       string
	ArgsEncoding dataset.Encoding
	ToolsFile    string
	JSON         bool
	MaxFindings  int
	Templates    []string
}

func datasetCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:      "dataset",
		UsageText: "mcpgen dataset command [command options]",
		Usage:     "check dataset files and list the record formats",
		Subcommands: []*cli.Command{
			datasetCheckCommand(e),
			datasetFormatsCommand(e),
		},
	}
}

func datasetCheckCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:      "check",
		Usage:     "check a JSONL dataset against a fine-tuning framework's record rules",
		ArgsUsage: "FILE|DIR",
		Description: `Reads FILE (JSONL, "-" for stdin) and reports, per line, everything that
would make the framework reject the record or silently train on garbage:
JSON syntax, roles out of order, arguments double-encoded or encoded as an
object where a string is required (and the reverse), calls to tools that are
not in the record's tools, arguments that do not validate against the tool's
parameters, Mistral's 9-character call ids, LLaMA-Factory's turn positions.
With --chat-template, records (hf format) are also rendered through each
chat template and checked piece by piece. A DIR (the train/valid/test layout
of "generate -o DIR/") has each *.jsonl file checked; for mlx a missing
train.jsonl is an error.

Exit status 1 when any error is found, 0 when the file is clean (warnings
do not fail).`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "format", Usage: "record `FORMAT`: " + strings.Join(dataset.CheckFormats(), ", "), DefaultText: "the manifest's, else hf with --chat-template, else the format the records show (said on stderr), else openai"},
			&cli.StringFlag{Name: "args-encoding", Usage: "expect tool-call arguments as `ENC` (string or object) instead of the format's rule"},
			&cli.StringFlag{Name: "tools", Usage: "also validate arguments against the inputSchemas in `FILE` (a tools/list result or tools array; prefixed names are mapped through the manifest beside the dataset)"},
			&cli.BoolFlag{Name: "json", Usage: "print the report as JSON"},
			&cli.IntFlag{Name: "max-findings", Value: 1000, Usage: "list at most `N` findings (counts stay exact)"},
			&cli.StringSliceFlag{Name: "chat-template", Usage: "also render records through chat template `T` (.jinja, folder, or tokenizer_config.json; repeatable)"},
		},
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 {
				return usageErrorf("dataset check: want exactly one FILE, got %s", count(c.NArg(), "argument"))
			}
			opts := datasetCheckOptions{
				File:        c.Args().First(),
				Format:      c.String("format"),
				ToolsFile:   c.String("tools"),
				JSON:        c.Bool("json"),
				MaxFindings: c.Int("max-findings"),
				Templates:   c.StringSlice("chat-template"),
			}
			enc, err := dataset.ParseEncoding(c.String("args-encoding"))
			if err != nil {
				return usageErrorf("--args-encoding: %v", err)
			}
			opts.ArgsEncoding = enc
			if opts.MaxFindings < 0 {
				// 0 is the default (1000); a negative N was silently taken as it.
				return usageErrorf("--max-findings %d: want 1 or more (the counts stay exact whatever N is)", opts.MaxFindings)
			}
			if opts.File != "-" {
				// A missing file is the one thing to say: no note about
				// the format it would have been checked as.
				if _, err := os.Stat(opts.File); err != nil {
					return fmt.Errorf("dataset check %s: %w", opts.File, pathCause(err))
				}
			}
			if opts.Format != "" && opts.File != "-" {
				if err := checkFormatFits(opts.File, opts.Format, e.io); err != nil {
					return err
				}
			}
			if opts.Format == "" {
				if opts.File == "-" {
					// Standard input is read once: keep what the
					// format is told from for the check.
					br := bufio.NewReaderSize(e.io.In, detectBytes)
					io2 := *e.io
					io2.In = br
					e = &env{io: &io2}
				}
				f, err := defaultCheckFormat(opts.File, len(opts.Templates) > 0, e.io)
				if err != nil {
					return err
				}
				opts.Format = f
			}
			if !slices.Contains(dataset.CheckFormats(), opts.Format) {
				return usageErrorf("--format: unknown format %q (known: %s)", opts.Format, strings.Join(dataset.CheckFormats(), ", "))
			}
			if len(opts.Templates) > 0 && opts.File == "-" {
				return usageErrorf("--chat-template needs a FILE, not standard input")
			}
			if len(opts.Templates) > 0 && !slices.Contains(chatTemplateFormats, opts.Format) {
				// Refused before any check: the records hold no messages
				// list a chat template reads, so every line would fail.
				return usageErrorf("--chat-template renders messages-and-tools records (%s); %s is %s records (give --format if the file is another format, or generate it with --format hf)",
					strings.Join(chatTemplateFormats, ", "), opts.File, opts.Format)
			}
			return runDatasetCheck(c.Context, opts, e)
		},
	}
}

// chatTemplateFormats are the formats whose records a chat template can
// render: a messages list with tool_calls and tool turns, and a tools list.
// openai-functions (function_call turns), sharegpt, hermes and xlam are not.
var chatTemplateFormats = []string{"hf", "mistral", "mlx", "openai"}

// defaultCheckFormat is the format dataset check assumes without --format:
// the one the manifest beside file records (generate writes it), said on
// stderr; else hf with chat templates; else the format the records show
// (detectFormat), else openai, either said on stderr with how to choose. A manifest beside file
// that does not list it was written by another run (a later --split run
// writes y.train.jsonl and y.valid.jsonl and replaces y.manifest.json,
// leaving an older y.jsonl): its format says nothing about file, so that is
// a usage error asking for --format rather than a guess.
func defaultCheckFormat(file string, templates bool, io *IO) (string, error) {
	ml := lookupManifest(file)
	if ml.m != nil && ml.m.Format != "" {
		hint := ""
		if same := sameShapeFormats(ml.m.Format); len(same) > 0 {
			// only a format of the same records is taken (checkFormatFits)
			hint = " (give --format " + joinOr(same) + " to check its records as another format of the same shape)"
		}
		fmt.Fprintf(io.Err, "mcpgen: dataset check: format %s, from %s%s\n", ml.m.Format, ml.path, hint)
		return ml.m.Format, nil
	}
	if templates {
		return "hf", nil
	}
	if ml.unlisted != "" {
		return "", usageErrorf("dataset check: cannot tell the format of %s: %s beside it does not list it (it describes %s, written by another run); give --format",
			file, ml.unlisted, strings.Join(ml.unlistedFiles, ", "))
	}
	where := "beside " + file
	if file == "-" {
		where = "for standard input"
	}
	if f, why := detectFormat(file, io); f != "" {
		fmt.Fprintf(io.Err, "mcpgen: dataset check: no manifest %s; checking it as %s, as its records show (%s); give --format to choose another (%s)\n",
			where, f, why, strings.Join(dataset.CheckFormats(), ", "))
		return f, nil
	}
	fmt.Fprintf(io.Err, "mcpgen: dataset check: no manifest %s and no record that shows a format; checking it as openai; give --format to choose another (%s)\n",
		where, strings.Join(dataset.CheckFormats(), ", "))
	return "openai", nil
}

// recordShapes groups the formats by the shape of their records: formats
// in one group (a messages list with tool_calls) cannot be told apart by
// their records, so a --format of the group is taken as given.
var recordShapes = map[string]string{
	"openai": "messages", "hf": "messages", "mistral": "messages", "mlx": "messages",
	"openai-functions": "functions", "sharegpt": "sharegpt", "hermes": "hermes",
	"xlam": "query", "text": "text",
}

// sameShapeFormats are the formats other than format whose records have
// its shape (recordShapes), sorted: the ones a --format may name for a
// file of format ("hf", "mistral", "mlx" for openai); none for xlam.
func sameShapeFormats(format string) []string {
	var out []string
	for f, sh := range recordShapes {
		if f != format && sh == recordShapes[format] {
			out = append(out, f)
		}
	}
	slices.Sort(out)
	return out
}

// joinOr joins words as "a", "a or b", "a, b or c".
func joinOr(w []string) string {
	if len(w) < 2 {
		return strings.Join(w, "")
	}
	return strings.Join(w[:len(w)-1], ", ") + " or " + w[len(w)-1]
}

// checkFormatFits refuses a --format whose records are of another shape
// than file's (its manifest's format, else what its first records show):
// every line would fail, and a thousand errors hide the one mistake. The
// error names the format the file holds and what to give instead.
func checkFormatFits(file, format string, sio *IO) error {
	given, ok := recordShapes[format]
	if !ok {
		return nil // an unknown --format is refused with the list of known ones
	}
	held, why := "", ""
	if ml := lookupManifest(file); ml.m != nil && ml.m.Format != "" {
		held, why = ml.m.Format, "its manifest "+ml.path+" says so"
	} else if f, w := detectFormat(file, sio); f != "" {
		held, why = f, w
	}
	if shape, ok := recordShapes[held]; !ok || shape == given {
		return nil
	}
	return usageErrorf("dataset check: %s holds %s records, not %s (%s): give --format %s, or leave --format out", file, held, format, why, held)
}

// detectBytes is how much of a dataset detectFormat reads.
const detectBytes = 1 << 20

// detectFormat tells the record format of file from its first records
// (dataset.DetectFormat): of standard input through sio.In (a
// *bufio.Reader, which keeps what it peeks for the check), of a folder
// from its train.jsonl or first *.jsonl file. "" when no record shows one.
func detectFormat(file string, sio *IO) (format, why string) {
	if file == "-" {
		br, ok := sio.In.(*bufio.Reader)
		if !ok {
			return "", ""
		}
		head, _ := br.Peek(detectBytes)
		return dataset.DetectFormat(head)
	}
	if st, err := os.Stat(file); err == nil && st.IsDir() {
		files, _, err := datasetDirFiles(file, "")
		if err != nil || len(files) == 0 {
			return "", ""
		}
		file = files[0]
	}
	f, err := os.Open(file)
	if err != nil {
		return "", ""
	}
	defer f.Close()
	head := make([]byte, detectBytes)
	n, _ := io.ReadFull(f, head)
	return dataset.DetectFormat(head[:n])
}

// manifestFor finds the manifest generate wrote for file (see
// lookupManifest). It returns nil when there is none, it cannot be read, or
// it does not list file.
func manifestFor(file string) (string, *dataset.Manifest) {
	ml := lookupManifest(file)
	return ml.path, ml.m
}

// manifestLookup is what lookupManifest found for one dataset file.
type manifestLookup struct {
	// path and m are the manifest that lists the file (nil when none);
	// sum is the file's entry in it (nil for a directory).
	path string
	m    *dataset.Manifest
	sum  *dataset.FileSum
	// unlisted is the first manifest found beside the file that does not
	// list it, and unlistedFiles the files that manifest lists instead.
	unlisted      string
	unlistedFiles []string
}

// lookupManifest finds the manifest generate wrote for file: beside it
// (out.jsonl → out.manifest.json, DIR → DIR/manifest.json), or the one of
// the whole run for a split file (out.valid.jsonl → out.manifest.json,
// DIR/valid.jsonl → DIR/manifest.json). A manifest counts only when its
// files list file (by name: the paths it records are as generate was
// given them, relative to where it ran); for a DIR, when it lists a file
// that is in DIR. A manifest that lists no files at all is taken as is.
func lookupManifest(file string) manifestLookup {
	var ml manifestLookup
	if file == "" || file == "-" {
		return ml
	}
	isDir := false
	if st, err := os.Stat(file); err == nil && st.IsDir() {
		isDir = true
	}
	cands := []string{dataset.ManifestPath(file)}
	ext := filepath.Ext(file)
	stem := strings.TrimSuffix(file, ext)
	for _, split := range []string{"train", "valid", "test"} {
		if base, ok := strings.CutSuffix(stem, "."+split); ok {
			cands = append(cands, base+".manifest.json")
		}
		if filepath.Base(stem) == split {
			cands = append(cands, filepath.Join(filepath.Dir(file), "manifest.json"))
		}
	}
	for _, c := range cands {
		m, err := dataset.ReadManifest(c)
		if err != nil {
			continue
		}
		if len(m.Files) == 0 {
			ml.path, ml.m = c, m
			return ml
		}
		for i := range m.Files {
			fs := &m.Files[i]
			base := filepath.Base(fs.Path)
			if isDir {
				if st, err := os.Stat(filepath.Join(file, base)); err == nil && !st.IsDir() {
					ml.path, ml.m = c, m
					return ml
				}
				continue
			}
			if base == filepath.Base(file) {
				ml.path, ml.m, ml.sum = c, m, fs
				return ml
			}
		}
		if ml.unlisted == "" {
			ml.unlisted = c
			for _, fs := range m.Files {
				ml.unlistedFiles = append(ml.unlistedFiles, fs.Path)
			}
		}
	}
	return ml
}

// datasetCheckReport is the --json output: dataset.CheckReport plus the
// file name.
type datasetCheckReport struct {
	File string `json:"file"`
	*dataset.CheckReport
}

// runDatasetCheck checks opts.File with dataset.Check, prints the findings
// (or the JSON report) on e.io.Out, then runs the chat-template checks when
// asked. A directory (the train/valid/test layout generate writes for
// "-o DIR/") has each of its *.jsonl files checked, train, valid and test
// first; for mlx a missing train.jsonl is an error and a missing valid.jsonl
// a warning, as mlx_lm.lora treats them. It returns errFindings when any
// error was found, a usage error for a bad --tools file, and an error naming
// the file when it cannot be read.
func runDatasetCheck(ctx context.Context, opts datasetCheckOptions, e *env) error {
	if len(opts.Templates) > 0 {
		// A bad --chat-template is a usage error before any report is
		// printed, not after the whole file was checked.
		if _, err := loadChatTemplates(context.Background(), opts.Templates); err != nil {
			return err
		}
	}
	copts := dataset.CheckOptions{ArgsEncoding: checkEncoding(opts, e.io.Err), MaxFindings: opts.MaxFindings}
	if opts.ToolsFile != "" {
		tools, err := untilDone(ctx, func() ([]tool.Tool, error) { return tool.LoadFile(opts.ToolsFile, tool.KindDetect) })
		if err != nil {
			// As generate --tools: a missing file is a usage error (exit 2,
			// fs.ErrNotExist), one that does not parse an error (exit 1).
			return fmt.Errorf("--tools: %w", err)
		}
		copts.Tools = make(map[string]json.RawMessage, len(tools))
		for _, t := range tools {
			copts.Tools[t.Name] = t.InputSchema
		}
		// Records may show sanitized or prefixed names (generate
		// --name-style prefixed): the manifest beside the file maps them back.
		if _, m := manifestFor(opts.File); m != nil {
			for _, nm := range m.Names {
				if s, ok := copts.Tools[nm.MCPName]; ok {
					if _, taken := copts.Tools[nm.Name]; !taken {
						copts.Tools[nm.Name] = s
					}
				}
			}
		}
	}
	files := []string{opts.File}
	isDir, layoutFailed := false, false
	if st, err := os.Stat(opts.File); err == nil && st.IsDir() {
		isDir = true
		var layout []string
		files, layout, err = datasetDirFiles(opts.File, opts.Format)
		if err != nil {
			return fmt.Errorf("dataset check: %w", err)
		}
		failedLayout := false
		for _, l := range layout {
			if !opts.JSON {
				fmt.Fprintf(e.io.Out, "%s: %s\n", opts.File, l)
			}
			if strings.HasPrefix(l, "error:") {
				failedLayout = true
			}
		}
		if len(files) == 0 {
			fmt.Fprintf(e.io.Err, "mcpgen: dataset check: no *.jsonl files in %s\n", opts.File)
			return errFindings
		}
		layoutFailed = failedLayout
	}
	failed := layoutFailed
	var reports []datasetCheckReport
	for _, file := range files {
		rep, err := checkDatasetFile(ctx, file, opts, copts, e)
		if err != nil {
			return err
		}
		reports = append(reports, datasetCheckReport{File: file, CheckReport: rep})
		if !rep.OK() {
			failed = true
		}
	}
	if opts.JSON {
		enc := json.NewEncoder(e.io.Out)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		var v any = reports[0]
		if isDir {
			v = reports
		}
		if err := enc.Encode(v); err != nil {
			return err
		}
	}
	if len(opts.Templates) > 0 {
		te := e
		if opts.JSON {
			// Keep standard output one JSON document: the template tables
			// go to standard error.
			io2 := *e.io
			io2.Out = e.io.Err
			te = &env{io: &io2}
		}
		for _, file := range files {
			if err := checkChatTemplates(ctx, file, opts.Templates, te); err != nil {
				if err != errFindings {
					return err
				}
				failed = true
			}
		}
	}
	if failed {
		return errFindings
	}
	return nil
}

// checkEncoding is the argument encoding dataset check expects: the
// --args-encoding given, else the one the manifest beside the file records,
// else "" (the format's rule), as dataset.CheckEncoding decides (the HTTP
// check route decides the same way); its warning goes to w.
func checkEncoding(opts datasetCheckOptions, w io.Writer) dataset.Encoding {
	a := dataset.EncodingAsk{Format: opts.Format, Asked: opts.ArgsEncoding, AskedBy: "--args-encoding"}
	if a.Asked == dataset.EncodingDefault {
		if path, m := manifestFor(opts.File); m != nil && m.Format == opts.Format {
			a.Recorded, a.RecordedIn = m.FormatOptions.ArgsEncoding, path
		}
	}
	enc, warning := dataset.CheckEncoding(a)
	if warning != "" {
		fmt.Fprintf(w, "mcpgen: dataset check: warning: %s\n", warning)
	}
	return enc
}

// checkDatasetFile checks one file ("-" = standard input) and, without
// --json, prints its findings and verdict line.
func checkDatasetFile(ctx context.Context, file string, opts datasetCheckOptions, copts dataset.CheckOptions, e *env) (*dataset.CheckReport, error) {
	var r io.Reader = e.io.In
	var sum hash.Hash
	var ml manifestLookup
	if file != "-" {
		f, err := os.Open(file)
		if err != nil {
			return nil, fmt.Errorf("dataset check: %w", err)
		}
		defer f.Close()
		r = f
		// The manifest records the file's sha256: hash what is checked, to
		// say when the file changed after the manifest was written (its
		// format, counts and names may no longer describe it).
		if ml = lookupManifest(file); ml.sum != nil && ml.sum.SHA256 != "" {
			sum = sha256.New()
			r = io.TeeReader(f, sum)
		}
	}
	rep, err := dataset.Check(ctxReader{ctx, r}, opts.Format, copts)
	if err != nil {
		return nil, fmt.Errorf("dataset check %s: %w", file, err)
	}
	if sum != nil {
		if _, err := io.Copy(io.Discard, ctxReader{ctx, r}); err != nil {
			return nil, fmt.Errorf("dataset check %s: %w", file, err)
		}
		if got := hex.EncodeToString(sum.Sum(nil)); got != ml.sum.SHA256 {
			rep.Warnings++
			rep.Findings = append([]dataset.Finding{{Severity: dataset.SeverityWarning,
				Message: fmt.Sprintf("%s changed since %s was written (sha256 %s, the manifest records %s for %s); the manifest's format, counts and tool names may not describe it",
					file, ml.path, got[:12], ml.sum.SHA256[:min(12, len(ml.sum.SHA256))], count(ml.sum.Lines, "line"))}}, rep.Findings...)
		}
	}
	if opts.JSON {
		return rep, nil
	}
	for _, f := range rep.Findings {
		if f.Line == 0 {
			fmt.Fprintf(e.io.Out, "%s: %s: %s\n", file, f.Severity, f.Message)
			continue
		}
		loc := f.Path
		if loc != "" {
			loc += ": "
		}
		fmt.Fprintf(e.io.Out, "%s:%d: %s: %s%s\n", file, f.Line, f.Severity, loc, f.Message)
	}
	if rep.Truncated {
		fmt.Fprintf(e.io.Out, "%s: … more findings not listed (--max-findings %d)\n", file, opts.MaxFindings)
	}
	verdict := "ok"
	if !rep.OK() {
		verdict = "FAIL"
	}
	fmt.Fprintf(e.io.Out, "%s: %s: %s, %s, %s on %s, %s (format %s)\n",
		file, verdict, count(rep.Lines, "line"), count(rep.Records, "record"), count(rep.Errors, "error"), count(rep.BadLines, "line"), count(rep.Warnings, "warning"), opts.Format)
	return rep, nil
}

// datasetDirFiles lists the *.jsonl files of dir, train/valid/test first,
// then the rest sorted, and the layout findings ("error: …"/"warning: …")
// for formats with a directory convention (mlx).
func datasetDirFiles(dir, format string) (files, layout []string, err error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, nil, err
	}
	rank := map[string]int{"train.jsonl": 0, "valid.jsonl": 1, "test.jsonl": 2}
	var names []string
	for _, en := range entries {
		if !en.IsDir() && strings.HasSuffix(en.Name(), ".jsonl") {
			names = append(names, en.Name())
		}
	}
	slices.SortFunc(names, func(a, b string) int {
		ra, oka := rank[a]
		rb, okb := rank[b]
		switch {
		case oka && okb:
			return ra - rb
		case oka:
			return -1
		case okb:
			return 1
		}
		return strings.Compare(a, b)
	})
	if format == "mlx" {
		if !slices.Contains(names, "train.jsonl") {
			layout = append(layout, "error: no train.jsonl (mlx_lm.lora requires it)")
		}
		if !slices.Contains(names, "valid.jsonl") {
			layout = append(layout, "warning: no valid.jsonl (mlx_lm.lora warns and skips validation)")
		}
	}
	for _, n := range names {
		files = append(files, filepath.Join(dir, n))
	}
	return files, layout, nil
}

// ctxReader stops a long check when the context is cancelled (Ctrl-C).
type ctxReader struct {
	ctx context.Context
	r   io.Reader
}

func (c ctxReader) Read(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	return c.r.Read(p)
}

func datasetFormatsCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:  "formats",
		Usage: "list the record formats with their default argument encoding and call content",
		Flags: []cli.Flag{&cli.BoolFlag{Name: "json", Usage: "print as JSON"}},
		Action: func(c *cli.Context) error {
			type row struct {
				Name        string                `json:"name"`
				Description string                `json:"description"`
				Defaults    dataset.FormatOptions `json:"defaults"`
			}
			var rows []row
			for _, n := range dataset.Names() {
				f, _ := dataset.Lookup(n)
				d := f.Defaults()
				d.HermesSystem = "" // long text, shown by the docs
				rows = append(rows, row{n, f.Description(), d})
			}
			// text is no record format of its own: records rendered
			// through a chat template (generate --format text
			// --chat-template T), as the template encodes arguments.
			rows = append(rows, row{"text", `{"text": ...}: each record rendered through a model's chat template (generate --format text --chat-template T; needs --chat-template)`, dataset.FormatOptions{}})
			if c.Bool("json") {
				enc := json.NewEncoder(e.io.Out)
				enc.SetIndent("", "  ")
				return enc.Encode(rows)
			}
			tw := tabwriter.NewWriter(e.io.Out, 0, 0, 2, ' ', 0)
			fmt.Fprintln(tw, "FORMAT\tARGUMENTS\tCALL CONTENT\tDESCRIPTION")
			for _, r := range rows {
				cc := string(r.Defaults.CallContent)
				if cc == "" {
					cc = "-"
				}
				enc := string(r.Defaults.ArgsEncoding)
				if enc == "" {
					enc = "template's"
				}
				fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", r.Name, enc, cc, r.Description)
			}
			return tw.Flush()
		},
	}
}
