package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/url"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/mcpgen/mcpgen/internal/termsafe"
	"github.com/mcpgen/mcpgen/pkg/mcp"
	"github.com/mcpgen/mcpgen/pkg/schema"
	"github.com/mcpgen/mcpgen/pkg/synth"
	"github.com/mcpgen/mcpgen/pkg/tool"
	"github.com/owenrumney/go-sarif/v2/sarif"
	"github.com/urfave/cli/v2"
)

// validateOptions are the parsed flags and arguments of `mcpgen validate`.
type validateOptions struct {
	Servers     []mcp.ServerSpec
	Files       []string
	InputFormat string
	Lint        schema.LintOptions
	FailOn      schema.Severity
	Format      string // human, json, sarif
	// BadServers are enabled registry entries that could not be turned into
	// a spec (for example an undefined ${VAR}); they are reported as sources
	// with an error and make the exit status 1.
	BadServers []badServer
}

type badServer struct {
	Name string
	Err  error
}

// validateFormats are the values of --format.
var validateFormats = []string{"human", "json", "sarif"}

// validateCommand builds `mcpgen validate`.
func validateCommand(e *env) *cli.Command {
	profiles := make([]string, len(schema.Profiles))
	for i, p := range schema.Profiles {
		profiles[i] = string(p)
	}
	return &cli.Command{
		Name:      "validate",
		Usage:     "lint tool schemas against what MCP clients and LLM providers accept",
		ArgsUsage: "[FILE...] (- reads stdin)",
		Description: `Loads tools from registry servers (--server NAME, repeatable, or --all enabled
servers) and/or FILEs, compiles every inputSchema and outputSchema, and reports
lint findings: a stable rule ID, severity, tool, JSON pointer, what to change,
and which consumers it breaks (openai, openai-strict, gemini, anthropic,
mistral, llama-factory, mcp). ` + "`mcpgen schema rules`" + ` lists the rules.

A FILE may hold a tools/list result (also inside a JSON-RPC response), a bare
tools array, one tool, one bare JSON Schema (a tool named after the file), or
OpenAI function definitions (one object, an array, or JSONL). The kind is
detected; --input-format mcp|schema|openai forces it.

--profile decides which findings are errors: those that break the profile's
consumers; the rest are warnings. "all" (the default) is every consumer except
OpenAI strict mode, whose rules are reported only with --profile openai-strict.

Output: human (grouped by server or file and tool; colour on a terminal),
--format json (documented in docs/validate-json.md) or --format sarif
(SARIF 2.1.0, for code scanning).

Exit status: 0 nothing reached --fail-on, 1 something did (or a file could not
be loaded), 2 usage, 4 a server could not be reached.`,
		Flags: []cli.Flag{
			&cli.StringSliceFlag{Name: "server", Aliases: []string{"s"}, Usage: "validate the tools of registry server `NAME` (repeatable)"},
			&cli.BoolFlag{Name: "all", Usage: "validate every enabled registry server"},
			&cli.StringFlag{Name: "input-format", Usage: "`KIND` of the FILE input: mcp, schema or openai", DefaultText: "detected"},
			&cli.StringFlag{Name: "profile", Value: string(schema.ProfileAll), Usage: "`PROFILE` whose consumers' breakage is an error: " + strings.Join(profiles, ", ")},
			&cli.StringFlag{Name: "fail-on", Value: string(schema.SeverityError), Usage: "exit 1 when a finding is at least this `SEVERITY`: error or warning"},
			&cli.StringFlag{Name: "format", Value: "human", Usage: "output `FORMAT`: human, json or sarif"},
			&cli.StringFlag{Name: "name-prefix", Usage: "client `PREFIX` for the tool-name length check, {server} is replaced (e.g. mcp__{server}__)"},
		},
		Action: func(c *cli.Context) error {
			opts, err := parseValidateOptions(c)
			if err != nil {
				return err
			}
			return runValidate(c.Context, opts, e.io)
		},
	}
}

func parseValidateOptions(c *cli.Context) (validateOptions, error) {
	var opts validateOptions
	p, err := schema.ParseProfile(c.String("profile"))
	if err != nil {
		return opts, &UsageError{Err: flagValueError("profile", c.String("profile"), err)}
	}
	opts.Lint = schema.LintOptions{Profile: p, NamePrefix: c.String("name-prefix"), Unsatisfiable: synthUnsatisfiable}
	if opts.FailOn, err = schema.ParseSeverity(c.String("fail-on")); err != nil {
		return opts, &UsageError{Err: flagValueError("fail-on", c.String("fail-on"), err)}
	}
	opts.Format = c.String("format")
	if !slices.Contains(validateFormats, opts.Format) {
		return opts, usageErrorf("unknown --format %q (want human, json or sarif)", opts.Format)
	}
	opts.InputFormat = c.String("input-format")
	if opts.InputFormat != "" && !slices.Contains(tool.Kinds, opts.InputFormat) {
		return opts, usageErrorf("unknown --input-format %q (want %s)", opts.InputFormat, strings.Join(tool.Kinds, ", "))
	}
	opts.Files = c.Args().Slice()
	names := c.StringSlice("server")
	if c.Bool("all") && len(names) > 0 {
		return opts, usageErrorf("--all and --server exclude each other")
	}
	if !c.Bool("all") && len(names) == 0 && len(opts.Files) == 0 {
		return opts, usageErrorf("nothing to validate: give FILEs, --server NAME or --all")
	}
	for _, n := range names {
		spec, err := resolveServer(c, n)
		if err != nil {
			return opts, err
		}
		opts.Servers = append(opts.Servers, spec)
	}
	if c.Bool("all") {
		specs, bad, err := enabledServers(c)
		if err != nil {
			return opts, err
		}
		if len(specs) == 0 && len(bad) == 0 {
			return opts, usageErrorf("--all: no enabled servers in the registry")
		}
		opts.Servers = specs
		for name, err := range bad {
			opts.BadServers = append(opts.BadServers, badServer{Name: name, Err: err})
		}
		slices.SortFunc(opts.BadServers, func(a, b badServer) int { return strings.Compare(a.Name, b.Name) })
	}
	return opts, nil
}

// synthUnsatisfiable adapts pkg/synth's satisfiability check (synth.New
// refuses a detectably unsatisfiable schema, naming the reason and JSON
// pointer) to schema.LintOptions.Unsatisfiable.
func synthUnsatisfiable(s *schema.Schema) (pointer, reason string) {
	_, err := synth.New(s, synth.Options{})
	if err == nil {
		return "", ""
	}
	const prefix = "synth: unsatisfiable schema: "
	msg := err.Error()
	if !strings.HasPrefix(msg, prefix) {
		return "", "" // not about satisfiability
	}
	msg = strings.TrimPrefix(msg, prefix)
	if i := strings.LastIndex(msg, " at "); i >= 0 {
		pointer, msg = msg[i+len(" at "):], msg[:i]
		if pointer == "/" {
			pointer = ""
		}
	}
	return pointer, msg
}

// A validateSource is one server or file and what it yielded.
type validateSource struct {
	Kind  string // "server" or "file"
	Name  string // registry name or file path
	Tools []tool.Tool
	Err   error
	// Skipped lists the file's malformed tool elements; after the lint
	// each is one more entry of Tools (named as it is placed, "tools[3]")
	// with its tool-malformed finding.
	Skipped []tool.Skipped
	// Findings holds the findings of Tools[i] in element i.
	Findings [][]schema.Finding
}

func runValidate(ctx context.Context, opts validateOptions, io *IO) error {
	var sources []*validateSource
	for _, f := range opts.Files {
		// A malformed tool element is reported as a tool-malformed
		// finding and the file's other tools are linted.
		var skipped []tool.Skipped
		ts, err := untilDone(ctx, func() ([]tool.Tool, error) {
			var ts []tool.Tool
			var err error
			if f == "-" {
				ts, skipped, err = loadStdinToolsSkipping(io, opts.InputFormat)
			} else {
				ts, skipped, err = tool.LoadFileSkipping(f, opts.InputFormat)
			}
			return ts, err
		})
		src := &validateSource{Kind: "file", Name: f, Tools: ts, Err: err}
		if err == nil {
			src.Skipped = skipped
		}
		sources = append(sources, src)
	}
	if len(opts.Servers) > 0 {
		results := mcp.ProbeAll(ctx, opts.Servers, &mcp.Options{
			ClientVersion: Version(), Stop: ctx.Done(),
			Warn: func(server, msg string) {
				fmt.Fprintf(io.Err, "mcpgen: warning: server %q: %s\n", server, termsafe.Text(msg))
			},
		}, 0)
		for _, r := range results {
			src := &validateSource{Kind: "server", Name: r.Spec.Name, Err: r.Err}
			if r.Err == nil {
				src.Tools = r.Tools
				for i := range src.Tools {
					src.Tools[i].Server = r.Spec.Name
				}
			}
			sources = append(sources, src)
		}
	}
	for _, b := range opts.BadServers {
		sources = append(sources, &validateSource{Kind: "server", Name: b.Name, Err: b.Err})
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	// Lint all tools together so duplicate names across sources are found.
	var all []tool.Tool
	for _, s := range sources {
		all = append(all, s.Tools...)
	}
	lo := opts.Lint
	lo.Context = ctx
	each := schema.LintEach(all, lo)
	if err := ctx.Err(); err != nil {
		return err // the lint stopped early: its findings are incomplete
	}
	off := 0
	for _, s := range sources {
		s.Findings = each[off : off+len(s.Tools) : off+len(s.Tools)]
		off += len(s.Tools)
		for _, sk := range s.Skipped {
			s.Tools = append(s.Tools, tool.Tool{Name: sk.Where})
			s.Findings = append(s.Findings, []schema.Finding{schema.MalformedTool(sk.Where, sk.Pointer, sk.Err, opts.Lint.Profile)})
		}
	}

	var werr error
	switch opts.Format {
	case "json":
		werr = writeValidateJSON(io.Out, sources, opts)
	case "sarif":
		werr = writeValidateSARIF(io.Out, sources, opts)
	default:
		writeValidateHuman(io, sources, opts)
	}
	if werr != nil {
		return werr
	}

	var unavailable, loadErr error
	for _, s := range sources {
		if s.Err == nil {
			continue
		}
		fmt.Fprintf(io.Err, "mcpgen: %s\n", termsafe.Text(s.Err.Error()))
		if errors.Is(s.Err, mcp.ErrUnavailable) {
			if unavailable == nil {
				unavailable = s.Err
			}
		} else if loadErr == nil {
			loadErr = s.Err
		}
	}
	switch {
	case unavailable != nil:
		return silent(unavailable)
	case loadErr != nil:
		return silent(loadErr)
	case countAtLeast(sources, opts.FailOn) > 0:
		return silent(errFindings)
	}
	return nil
}

// loadStdinToolsSkipping reads tools from standard input ("-" as FILE; a
// bare schema becomes a tool named "stdin"), leaving malformed tool
// elements out and returning them (tool.ParseNamedSkipping).
func loadStdinToolsSkipping(io *IO, kind string) ([]tool.Tool, []tool.Skipped, error) {
	data, err := readAllLimited(io.In)
	if err != nil {
		return nil, nil, fmt.Errorf("read stdin: %w", err)
	}
	ts, sk, err := tool.ParseNamedSkipping("stdin", data, kind)
	if err != nil {
		return nil, sk, fmt.Errorf("load tools from stdin: %w", err)
	}
	return ts, sk, nil
}

// maxStdinBytes bounds what validate and schema normalize read from stdin.
const maxStdinBytes = 256 << 20

func readAllLimited(r io.Reader) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, maxStdinBytes+1))
	if err != nil {
		return nil, err
	}
	if len(data) > maxStdinBytes {
		return nil, fmt.Errorf("input larger than %d MiB", maxStdinBytes>>20)
	}
	return data, nil
}

func countAtLeast(sources []*validateSource, min schema.Severity) int {
	n := 0
	for _, s := range sources {
		for _, fs := range s.Findings {
			for _, f := range fs {
				if f.Severity.AtLeast(min) {
					n++
				}
			}
		}
	}
	return n
}

func counts(sources []*validateSource) (tools, errs, warns int) {
	for _, s := range sources {
		tools += len(s.Tools)
		for _, fs := range s.Findings {
			for _, f := range fs {
				if f.Severity == schema.SeverityError {
					errs++
				} else {
					warns++
				}
			}
		}
	}
	return
}

// humanRepeatLimit caps how many findings of one rule one tool shows in
// human output; --format json shows all.
const humanRepeatLimit = 5

func writeValidateHuman(io *IO, sources []*validateSource, opts validateOptions) {
	color := io.OutIsTTY
	paint := func(code, s string) string {
		if !color {
			return s
		}
		return "\x1b[" + code + "m" + s + "\x1b[0m"
	}
	for _, s := range sources {
		if s.Err != nil || len(s.Tools) == 0 {
			continue
		}
		header := false
		for i, t := range s.Tools {
			fs := s.Findings[i]
			if len(fs) == 0 {
				continue
			}
			if !header {
				label := s.Name
				if s.Kind == "server" {
					label = "server " + s.Name
				}
				fmt.Fprintln(io.Out, paint("1", termsafe.String(label)))
				header = true
			}
			name := t.Name
			if s.Kind == "file" && t.Server != "" {
				name = t.Server + "/" + t.Name
			}
			fmt.Fprintf(io.Out, "  %s\n", paint("1", termsafe.String(name)))
			shown := map[string]int{}
			for _, f := range fs {
				shown[f.Rule]++
				if shown[f.Rule] > humanRepeatLimit {
					continue
				}
				sev := paint("33", "warning")
				if f.Severity == schema.SeverityError {
					sev = paint("31", "error  ")
				}
				ptr := f.ToolPointer()
				if ptr == "" {
					ptr = "/"
				}
				breaks := ""
				if len(f.Breaks) > 0 {
					breaks = " [breaks: " + joinConsumers(f.Breaks) + "]"
				}
				fmt.Fprintf(io.Out, "    %s %s %s\n      %s%s\n", sev, f.Rule, termsafe.String(ptr), termsafe.Text(f.Message), breaks)
			}
			for _, r := range sortedRuleCounts(shown) {
				if shown[r] > humanRepeatLimit {
					fmt.Fprintf(io.Out, "    … %d more %s findings (--format json lists all)\n", shown[r]-humanRepeatLimit, r)
				}
			}
		}
	}
	if !slices.ContainsFunc(sources, func(s *validateSource) bool { return s.Err == nil }) {
		// Nothing was read (a file that is not JSON, a server that did
		// not start): the error naming it is the one thing to say, not
		// "0 tools checked: 0 errors" before it.
		return
	}
	tools, errs, warns := counts(sources)
	by := ""
	if errs > 0 {
		var parts []string
		for _, c := range errorsByConsumer(sources) {
			parts = append(parts, fmt.Sprintf("%s %d", c.Consumer, c.Errors))
		}
		by = " (breaking " + strings.Join(parts, ", ") + ")"
	}
	fmt.Fprintf(io.Err, "%s checked: %s%s, %s (profile %s, fail-on %s)\n", count(tools, "tool"), count(errs, "error"), by, count(warns, "warning"), profileName(opts.Lint.Profile), opts.FailOn)
	if suggestsNormalize(sources) {
		// the profile validate checked is the one to normalize for (it
		// said "[--profile gemini]" after an openai-strict run)
		flag := ""
		if p := profileName(opts.Lint.Profile); p != "all" {
			flag = " --profile " + p
		}
		fmt.Fprintf(io.Err, "mcpgen: where a finding says normalizing the schema fixes it, 'mcpgen schema normalize%s FILE' does that\n", flag)
	}
}

// suggestsNormalize reports whether a finding's message (worded by
// pkg/schema without naming commands) says normalizing the schema fixes it,
// so the human output can name the command that does.
func suggestsNormalize(sources []*validateSource) bool {
	for _, s := range sources {
		for _, fs := range s.Findings {
			for _, f := range fs {
				if strings.Contains(f.Message, "normalizing the schema") || strings.Contains(f.Message, "normalizing it") {
					return true
				}
			}
		}
	}
	return false
}

// consumerErrors counts the error findings that break one consumer.
type consumerErrors struct {
	Consumer schema.Consumer `json:"consumer"`
	Errors   int             `json:"errors"`
}

// errorsByConsumer counts, for each consumer, the error findings that break
// it, most first (ties in schema.AllConsumers order), so the summary says
// whose rules the errors come from (a finding breaking two consumers counts
// for both): "12 errors (breaking gemini 10, openai-strict 2)".
func errorsByConsumer(sources []*validateSource) []consumerErrors {
	n := map[schema.Consumer]int{}
	for _, s := range sources {
		for _, fs := range s.Findings {
			for _, f := range fs {
				if f.Severity != schema.SeverityError {
					continue
				}
				for _, c := range f.Breaks {
					n[c]++
				}
			}
		}
	}
	var out []consumerErrors
	for _, c := range schema.AllConsumers {
		if n[c] > 0 {
			out = append(out, consumerErrors{c, n[c]})
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Errors > out[j].Errors })
	return out
}

func sortedRuleCounts(m map[string]int) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	return ks
}

func joinConsumers(cs []schema.Consumer) string {
	s := make([]string, len(cs))
	for i, c := range cs {
		s[i] = string(c)
	}
	return strings.Join(s, ", ")
}

func profileName(p schema.Profile) string {
	if p == "" {
		return string(schema.ProfileAll)
	}
	return string(p)
}

// validateJSONVersion is the version of the --format json document
// (docs/validate-json.md); it changes only on incompatible changes.
const validateJSONVersion = 1

type validateJSONDoc struct {
	Version int                  `json:"version"`
	Profile string               `json:"profile"`
	FailOn  string               `json:"failOn"`
	Sources []validateJSONSource `json:"sources"`
	Summary validateJSONSummary  `json:"summary"`
}

type validateJSONSource struct {
	Kind     string           `json:"kind"`
	Name     string           `json:"name"`
	Error    string           `json:"error,omitempty"`
	Tools    int              `json:"tools"`
	Findings []schema.Finding `json:"findings"`
}

type validateJSONSummary struct {
	Tools    int  `json:"tools"`
	Errors   int  `json:"errors"`
	Warnings int  `json:"warnings"`
	Failed   bool `json:"failed"`
	// ErrorsBy counts the errors by the consumer they break.
	ErrorsBy []consumerErrors `json:"errorsBy"`
}

func writeValidateJSON(w io.Writer, sources []*validateSource, opts validateOptions) error {
	doc := validateJSONDoc{Version: validateJSONVersion, Profile: profileName(opts.Lint.Profile), FailOn: string(opts.FailOn), Sources: []validateJSONSource{}}
	for _, s := range sources {
		js := validateJSONSource{Kind: s.Kind, Name: s.Name, Tools: len(s.Tools), Findings: []schema.Finding{}}
		if s.Err != nil {
			js.Error = s.Err.Error()
		}
		for _, fs := range s.Findings {
			js.Findings = append(js.Findings, fs...)
		}
		doc.Sources = append(doc.Sources, js)
	}
	doc.Summary.Tools, doc.Summary.Errors, doc.Summary.Warnings = counts(sources)
	doc.Summary.ErrorsBy = errorsByConsumer(sources)
	if doc.Summary.ErrorsBy == nil {
		doc.Summary.ErrorsBy = []consumerErrors{}
	}
	doc.Summary.Failed = countAtLeast(sources, opts.FailOn) > 0
	for _, s := range sources {
		if s.Err != nil {
			doc.Summary.Failed = true
		}
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(doc)
}

// sarifArtifactURI turns a file argument into a SARIF artifactLocation.uri,
// which must be a URI reference (SARIF 2.1.0 §3.4.3, RFC 3986): a relative
// path stays relative, with "/" separators, so code scanning resolves it
// against the repository root; an absolute path becomes a file:// URI. Both
// are percent-encoded (a space is %20). "-" (standard input) is kept.
func sarifArtifactURI(name string) string {
	if name == "-" {
		return name
	}
	p := filepath.ToSlash(name)
	if filepath.IsAbs(name) {
		if !strings.HasPrefix(p, "/") {
			p = "/" + p // a Windows drive path: file:///C:/...
		}
		return (&url.URL{Scheme: "file", Path: p}).String()
	}
	return (&url.URL{Path: p}).String()
}

// sarifLevel maps a severity to a SARIF result level (SARIF 2.1.0 §3.27.10).
func sarifLevel(s schema.Severity) string {
	if s == schema.SeverityError {
		return "error"
	}
	return "warning"
}

// writeValidateSARIF writes one SARIF 2.1.0 run: every rule of
// schema.Rules as a reportingDescriptor, one result per finding located by
// the file (or mcp://SERVER/TOOL for servers) and a logical location
// SERVER-or-FILE/TOOL/JSON-POINTER.
func writeValidateSARIF(w io.Writer, sources []*validateSource, opts validateOptions) error {
	report, err := sarif.New(sarif.Version210)
	if err != nil {
		return fmt.Errorf("sarif: %w", err)
	}
	run := sarif.NewRunWithInformationURI("mcpgen", "https://github.com/mcpgen/mcpgen")
	run.Tool.Driver.WithVersion(Version())
	for _, r := range schema.Rules {
		breaks := make([]string, len(r.Breaks))
		for i, c := range r.Breaks {
			breaks[i] = string(c)
		}
		pb := sarif.NewPropertyBag()
		pb.Add("breaks", breaks)
		if r.Source != "" {
			pb.Add("source", r.Source)
		}
		rule := run.AddRule(r.ID).WithShortDescription(sarif.NewMultiformatMessageString(r.Summary)).WithProperties(pb.Properties)
		level := "error"
		if r.Advisory {
			level = "warning"
		}
		rule.WithDefaultConfiguration(sarif.NewReportingConfiguration().WithLevel(level))
	}
	for _, s := range sources {
		var locate *fileLocator
		if s.Kind == "file" && len(s.Tools) > 0 {
			locate = newFileLocator(s.Name)
		}
		perServer := map[string]int{}
		for i, fs := range s.Findings {
			t := s.Tools[i]
			serverIndex := perServer[t.Server]
			perServer[t.Server]++
			for _, f := range fs {
				uri := sarifArtifactURI(s.Name)
				if s.Kind == "server" {
					uri = "mcp://" + s.Name + "/" + t.Name
				}
				owner := s.Name
				if t.Server != "" {
					owner = t.Server
				}
				phys := sarif.NewPhysicalLocation().WithArtifactLocation(sarif.NewSimpleArtifactLocation(uri))
				if n := locate.line(i, t, serverIndex, f); n > 0 {
					phys.WithRegion(sarif.NewRegion().WithStartLine(n))
				}
				loc := sarif.NewLocationWithPhysicalLocation(phys)
				loc.WithLogicalLocations([]*sarif.LogicalLocation{sarif.NewLogicalLocation().
					WithFullyQualifiedName(owner + "/" + t.Name + f.ToolPointer()).WithName(t.Name).WithKind("member")})
				pb := sarif.NewPropertyBag()
				pb.Add("tool", t.Name)
				pb.Add("pointer", f.ToolPointer())
				breaks := make([]string, len(f.Breaks))
				for i, c := range f.Breaks {
					breaks[i] = string(c)
				}
				pb.Add("breaks", breaks) // a list, as in the rule's properties
				if t.Server != "" {
					pb.Add("server", t.Server)
				}
				res := run.CreateResultForRule(f.Rule).WithLevel(sarifLevel(f.Severity)).
					WithMessage(sarif.NewTextMessage(f.Message)).WithLocations([]*sarif.Location{loc})
				res.Properties = pb.Properties
			}
		}
	}
	report.AddRun(run)
	return report.PrettyWrite(w)
}
