package main

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"
	"text/tabwriter"

	"github.com/mcpgen/mcpgen/internal/termsafe"

	"github.com/urfave/cli/v2"

	"github.com/mcpgen/mcpgen/internal/suggest"
	"github.com/mcpgen/mcpgen/pkg/dataset"
	"github.com/mcpgen/mcpgen/pkg/generate"
	"github.com/mcpgen/mcpgen/pkg/prompt"
)

// templatesOptions are the flags of `mcpgen templates list|show`.
type templatesOptions struct {
	Dir       string
	Servers   []string
	ToolFiles []string
	Name      string // show: a template path or a tool name
	N         int
	Seed      int64
}

func templatesCommand(e *env) *cli.Command {
	common := []cli.Flag{
		&cli.StringFlag{Name: "templates", Usage: "templates in `DIR` add to and override the built-in ones"},
		&cli.StringSliceFlag{Name: "server", Usage: "show what applies to the tools of registry server `NAME` (repeatable)"},
		&cli.StringSliceFlag{Name: "tools", Usage: "show what applies to the tools in `FILE` (repeatable)"},
	}
	from := func(c *cli.Context) *templatesOptions {
		return &templatesOptions{Dir: c.String("templates"), Servers: c.StringSlice("server"), ToolFiles: c.StringSlice("tools"),
			N: c.Int("n"), Seed: c.Int64("seed")}
	}
	return &cli.Command{
		Name:      "templates",
		UsageText: "mcpgen templates command [command options]",
		Usage:     "list and show the prompt templates, and which applies to which tool",
		Description: `Prompt templates phrase the user requests of 'mcpgen generate'. The built-in ones
are embedded; --templates DIR adds files, and the user's files take precedence over
built-in ones at every level. A tool's request file is the first that exists of:
  DIR/<server>/<tool>.tmpl   (registry or serverInfo name)
  DIR/<tool>.tmpl
  built-in <server>/<tool>.tmpl
  built-in <tool>.tmpl
  _generic.tmpl              (DIR's before the built-in one; server folder first)
_system.tmpl and _final.tmpl are found the same way when the tool's file has no
"=== system" / "=== final" section. Every user file that applies to a tool is
checked: naming an argument the tool does not have is an error (file:line).
'list' without --server/--tools lists DIR's files first and marks the built-in
files they hide; with them, which file applies to each tool. Variants are
separated by lines "---"; see the package documentation of
github.com/mcpgen/mcpgen/templates.`,
		Subcommands: []*cli.Command{
			{
				Name:  "list",
				Usage: "list the template files, or with --server/--tools which files apply to each tool",
				Flags: common,
				Action: func(c *cli.Context) error {
					if c.NArg() > 0 {
						return usageErrorf("templates list takes no arguments, got %q", c.Args().First())
					}
					return runTemplatesList(c.Context, c, from(c), e.io)
				},
			},
			{
				Name:      "roles",
				Usage:     "print each parameter's semantic role (what its values are), what its description says, and why",
				ArgsUsage: "[TOOL...]",
				Description: `Every parameter gets one role (city, person, issue number, search query, ...)
that decides the values 'mcpgen generate' synthesizes and how requests mention them.
The table shows, per parameter (nested ones as /a/*/b), the role with its id
convention, unit, stated range, format, values and examples read from the
description, and why it was chosen. A hints file (--hints) overrides a role:
  get_forecast.city: {role: city}
--kinds lists the role names.`,
				Flags: append(common,
					&cli.StringFlag{Name: "hints", Usage: "apply the roles set in hints `FILE`"},
					&cli.BoolFlag{Name: "kinds", Usage: "list the role names and how a request mentions each"},
				),
				Action: func(c *cli.Context) error {
					return runTemplatesRoles(c.Context, c, from(c), e.io)
				},
			},
			{
				Name:      "show",
				Usage:     "print a template file (by path, or the one applying to a tool), with sample requests for a tool",
				ArgsUsage: "PATH|TOOL",
				Flags: append(common,
					&cli.IntFlag{Name: "n", Aliases: []string{"count"}, Usage: "with --server/--tools: render `N` sample requests for TOOL", Value: 5},
					&cli.Int64Flag{Name: "seed", Usage: "random `SEED` of the samples", Value: 1},
				),
				Action: func(c *cli.Context) error {
					if c.NArg() != 1 {
						return usageErrorf("templates show wants one template path or tool name")
					}
					o := from(c)
					o.Name = c.Args().First()
					return runTemplatesShow(c.Context, c, o, e.io)
				},
			},
		},
	}
}

// templateTools collects the tools named by --server/--tools, if any, as
// generate's request phrasing sees them (generate.DataOnly: no template
// markup from descriptions), so samples and roles are generate's.
func templateTools(ctx context.Context, c *cli.Context, o *templatesOptions, io *IO) ([]generate.Source, error) {
	if len(o.Servers) == 0 && len(o.ToolFiles) == 0 {
		return nil, nil
	}
	sources, err := generateSources(ctx, c, o.Servers, o.ToolFiles, "", io)
	for i := range sources {
		for j := range sources[i].Tools {
			sources[i].Tools[j] = generate.DataOnly(sources[i].Tools[j])
		}
	}
	return sources, err
}

func toolInfo(s generate.Source, i int) prompt.ToolInfo {
	t := s.Tools[i]
	return prompt.ToolInfo{Server: s.Server, ServerInfo: s.ServerInfo, Name: t.Name, Title: t.Title,
		Description: t.Description, InputSchema: t.InputSchema, Effect: prompt.EffectOf(&t)}
}

func runTemplatesList(ctx context.Context, c *cli.Context, o *templatesOptions, io *IO) error {
	if err := checkTemplatesDir(o.Dir); err != nil {
		return err
	}
	set, err := prompt.Load(o.Dir)
	if err != nil {
		return err
	}
	sources, err := templateTools(ctx, c, o, io)
	if err != nil {
		return err
	}
	tw := tabwriter.NewWriter(termsafe.Writer(io.Out), 0, 0, 2, ' ', 0)
	if sources == nil {
		fmt.Fprintln(tw, "PATH\tKIND\tVARIANTS\tNOTE")
		for _, f := range set.Files() {
			var parts []string
			for _, sec := range []string{prompt.SectionRequest, prompt.SectionSystem, prompt.SectionFinal} {
				if n := len(f.Sections[sec]); n > 0 {
					parts = append(parts, fmt.Sprintf("%s %d", sec, n))
				}
			}
			note := ""
			if e := set.File(f.Rel); e != f {
				note = "hidden by " + e.Path
			}
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", f.Path, fileKind(f), strings.Join(parts, ", "), note)
		}
		return tw.Flush()
	}
	fmt.Fprintln(tw, "SERVER\tTOOL\tREQUEST\tVARIANTS\tSYSTEM\tFINAL")
	var errs []string
	for _, s := range sources {
		if s.Err != nil {
			errs = append(errs, fmt.Sprintf("server %s: %v", s.Server, s.Err))
			continue
		}
		for i := range s.Tools {
			b, err := set.For(toolInfo(s, i))
			if err != nil {
				fmt.Fprintf(tw, "%s\t%s\tERROR: %s\t\t\t\n", termsafe.String(s.Server), termsafe.String(s.Tools[i].Name), termsafe.String(err.Error()))
				errs = append(errs, err.Error())
				continue
			}
			sys, fin := "-", "-"
			if b.System != nil {
				sys = b.System.Path
			}
			if b.Final != nil {
				fin = b.Final.Path
			}
			fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%s\t%s\n", termsafe.String(s.Server), termsafe.String(s.Tools[i].Name), b.Request.Path,
				len(b.Request.Sections[prompt.SectionRequest]), sys, fin)
		}
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	for _, e := range errs {
		fmt.Fprintf(io.Err, "mcpgen: %s\n", e)
	}
	if len(errs) > 0 {
		return silent(errFindings)
	}
	return nil
}

func fileKind(f *prompt.File) string {
	base := f.Rel[strings.LastIndex(f.Rel, "/")+1:]
	switch base {
	case prompt.GenericFile:
		return "generic"
	case prompt.SystemFile:
		return "system"
	case prompt.FinalFile:
		return "final"
	case prompt.NegativeFile:
		return "negative"
	}
	return "tool"
}

func runTemplatesShow(ctx context.Context, c *cli.Context, o *templatesOptions, io *IO) error {
	if err := checkTemplatesDir(o.Dir); err != nil {
		return err
	}
	set, err := prompt.Load(o.Dir)
	if err != nil {
		return err
	}
	if f := set.File(o.Name); f != nil {
		fmt.Fprintf(io.Err, "# %s\n", termsafe.String(f.Path))
		_, err := io.Out.Write(f.Source)
		return err
	}
	sources, err := templateTools(ctx, c, o, io)
	if err != nil {
		return err
	}
	for _, s := range sources {
		if s.Err != nil {
			continue
		}
		for i := range s.Tools {
			if s.Tools[i].Name != o.Name {
				continue
			}
			b, err := set.For(toolInfo(s, i))
			if err != nil {
				return err
			}
			fmt.Fprintf(io.Out, "# %s/%s: %s\n", termsafe.String(s.Server), termsafe.String(o.Name), termsafe.String(b.Request.Path)) // names from a server or a tools file
			if _, err := io.Out.Write(b.Request.Source); err != nil {
				return err
			}
			return showSamples(ctx, set, s, i, o, io)
		}
	}
	for _, f := range set.Files() {
		if f.Rel == prompt.ToolFileName(o.Name) || strings.HasSuffix(f.Rel, "/"+prompt.ToolFileName(o.Name)) {
			fmt.Fprintf(io.Out, "# %s\n", termsafe.String(f.Path))
			if _, err := io.Out.Write(f.Source); err != nil {
				return err
			}
			return nil
		}
	}
	return templateNotFound(o.Name, sources, set)
}

// templateNotFound is the usage error (exit 2, as for any unknown name on
// the command line) of `templates show NAME` when NAME is neither a
// template file nor a tool: with tools to look in, it names the nearest
// tool or file; without, it says how to give tools.
func templateNotFound(name string, sources []generate.Source, set *prompt.Set) error {
	if len(sources) == 0 {
		return usageErrorf("no template file %q and no tool %q (pass --server or --tools to find a tool; 'mcpgen templates list' lists the files)", name, name)
	}
	var names []string
	for _, s := range sources {
		for _, t := range s.Tools {
			names = append(names, t.Name)
		}
	}
	for _, f := range set.Files() {
		names = append(names, f.Rel)
	}
	return usageErrorf("no template file %q and no tool %q among %s%s ('mcpgen templates list' with the same --server or --tools lists them)", name, name, count(len(names)-len(set.Files()), "tool"), suggest.Hint(name, names))
}

// showSamples renders o.N requests for tool i of s through generate.Run
// itself (offline, single calls, seed o.Seed), so the samples are the
// records generate writes: the arguments drawn with what the whole server
// states (an id's pattern given on a sibling tool, a key's meaning) and
// the request of the template set applying. Each sample is printed as
// "[variant] arguments", then the request.
func showSamples(ctx context.Context, set *prompt.Set, s generate.Source, i int, o *templatesOptions, io *IO) error {
	opts := generate.DefaultOptions()
	opts.N, opts.Seed, opts.Workers = o.N, o.Seed, 1
	opts.Include = []string{globLiteral(s.Tools[i].Name)}
	var samples sampleFormat
	var discard strings.Builder
	env := generate.Env{Templates: set, FormatImpl: &samples}
	res, err := generate.Run(ctx, []generate.Source{s}, opts, env, generate.Output{Path: "-", Stdout: &discard})
	if err != nil {
		return err
	}
	fmt.Fprintf(io.Out, "\n# %d sample requests (seed %d)\n", len(samples.got), o.Seed)
	for _, sk := range res.Skipped {
		fmt.Fprintf(io.Out, "# skipped: %s\n", termsafe.String(sk.Reason))
	}
	for _, r := range samples.got {
		fmt.Fprintf(io.Out, "\n[%s] %s\n  → %s\n", r.variant, r.args, r.request)
	}
	return nil
}

// globLiteral is name as a path.Match pattern matching name alone: the
// glob characters a tool name may hold ("*", "?", "[", "\\") escaped.
func globLiteral(name string) string {
	var b strings.Builder
	for _, r := range name {
		if strings.ContainsRune(`*?[\\`, r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// sample is one record of showSamples: its template variant ("request/7"),
// its first call's arguments and its first user turn.
type sample struct{ variant, args, request string }

// sampleFormat is the dataset.Format showSamples runs generate with: it
// keeps each record's sample, in the order generate writes them (one
// worker), and encodes nothing.
type sampleFormat struct{ got []sample }

// Name is the format's name; generate reports it in notes only.
func (*sampleFormat) Name() string { return "samples" }

// Description is the format's help line.
func (*sampleFormat) Description() string { return "template samples (templates show)" }

// Defaults are the openai format's: the arguments as a JSON object.
func (*sampleFormat) Defaults() dataset.FormatOptions {
	return dataset.FormatOptions{ArgsEncoding: dataset.EncodingObject}
}

// Encode keeps r's sample and writes an empty line.
func (f *sampleFormat) Encode(r *dataset.Record, _ dataset.FormatOptions) ([]byte, error) {
	var smp sample
	smp.variant = r.Meta.Template[strings.LastIndex(r.Meta.Template, "#")+1:]
	for _, t := range r.Turns {
		if t.Role == dataset.RoleUser && smp.request == "" {
			smp.request = t.Content
		}
		if len(t.Calls) > 0 && smp.args == "" {
			smp.args = string(t.Calls[0].Arguments)
		}
	}
	f.got = append(f.got, smp)
	return []byte("{}"), nil
}

// checkTemplatesDir is the usage error of a --templates DIR that is not a
// folder ("" is none): said with the flag, before prompt.Load's "stat .".
func checkTemplatesDir(dir string) error {
	if dir == "" {
		return nil
	}
	st, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return usageErrorf("--templates %s: no such folder (give a folder of .tmpl files that add to and override the built-in ones; 'mcpgen templates list' lists those)", dir)
	case err != nil:
		return usageErrorf("--templates %s: %v", dir, err)
	case !st.IsDir():
		return usageErrorf("--templates %s: not a folder (give the folder that holds the .tmpl files)", dir)
	}
	return nil
}
