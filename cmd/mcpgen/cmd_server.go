package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"net/url"
	"slices"
	"strings"
	"sync"
	"text/tabwriter"
	"time"

	"github.com/mcpgen/mcpgen/internal/termsafe"
	"github.com/mcpgen/mcpgen/pkg/mcp"
	"github.com/mcpgen/mcpgen/pkg/registry"
	"github.com/mcpgen/mcpgen/pkg/schema"
	"github.com/urfave/cli/v2"
)

// serverCommand builds `mcpgen server` and its subcommands: add, remove,
// enable, disable, list, test and import. The logic lives in pkg/registry
// (files) and pkg/mcp (connecting); this file parses flags and prints.
func serverCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:            "server",
		UsageText:       "mcpgen server command [command options]",
		HideHelpCommand: true, // a server may be called "h" or "help"
		Usage:           "manage the registry of MCP servers (mcp_servers.json)",
		Description: `Servers live in ./mcp_servers.json (project) and in mcpgen/mcp_servers.json
under the user config folder; on the same name the project entry wins.
--config FILE (or MCPGEN_CONFIG) pins a single file for reading and writing.
The servers of a project file are started only after you trust it
('mcpgen server trust'), and again after any change not made by mcpgen.`,
		Subcommands: []*cli.Command{
			serverAddCommand(e),
			serverRemoveCommand(e),
			serverToggleCommand(e, "enable", true),
			serverToggleCommand(e, "disable", false),
			serverListCommand(e),
			serverTestCommand(e),
			serverImportCommand(e),
			serverTrustCommand(e, true),
			serverTrustCommand(e, false),
		},
	}
}

// serverMultiFlag is a repeatable string flag that, unlike cli.StringSliceFlag,
// never splits values on commas ("--env LIST=a,b" keeps "a,b"). Flags using
// it must have no aliases: urfave/cli copies a flag's String() to its
// aliases, which would add the joined list as one more value.
type serverMultiFlag []string

func (l *serverMultiFlag) Set(v string) error { *l = append(*l, v); return nil }
func (l *serverMultiFlag) String() string     { return strings.Join(*l, " ") }

// ---- server add ----

type serverAddOptions struct {
	Name            string
	Command         []string // COMMAND ARG...
	URL             string
	Transport       string
	Env             []string // K=V
	Headers         []string // "K: V"
	Cwd             string
	Project         bool
	Disabled        bool
	Force           bool
	Timeout         time.Duration
	ProtocolVersion string
}

func serverAddCommand(e *env) *cli.Command {
	var env, headers serverMultiFlag
	return &cli.Command{
		Name:            "add",
		HideHelpCommand: true, // a server may be called "h" or "help"
		Usage:           "add a server to the registry",
		ArgsUsage:       "NAME -- COMMAND [ARG...] | NAME --url URL",
		OnUsageError: func(c *cli.Context, err error, _ bool) error {
			if strings.Contains(err.Error(), "flag provided but not defined") {
				err = fmt.Errorf("%w; if it belongs to the server's command, put -- before the command: mcpgen server add NAME [flags] -- COMMAND [ARG...]", err)
			}
			return &UsageError{Err: flagError(err, c.Command.Flags)}
		},
		Description: `Adds a stdio server (NAME -- COMMAND [ARG...]) or a remote one (NAME --url URL).
Give the program and each of its arguments as separate words after --
(mcpgen server add fetch -- python3 /abs/server.py -m x): the command is run
as a list, never through a shell, and -- keeps the server's own flags from
being read as mcpgen's. A warning says what will fail only when the server
starts (the entry is saved all the same): a program not found on PATH,
missing, a directory or not executable, a --cwd that is no folder, a
--protocol-version that is no revision date. The entry is saved as given: ${VAR} and ${VAR:-default} are expanded only when
the server is started, so secrets can stay in the environment. The entry goes
to the user file, or with --project to ./mcp_servers.json (a pinned --config
file takes them all). An existing name is an error unless --force replaces it
(members of the old entry that mcpgen does not know are kept).`,
		Flags: []cli.Flag{
			&cli.GenericFlag{Name: "env", Usage: "set `K=V` in the server's environment (repeatable)", Value: &env},
			&cli.StringFlag{Name: "cwd", Usage: "working `DIR` of the server"},
			&cli.GenericFlag{Name: "header", Usage: "send `'K: V'` with every HTTP request (repeatable)", Value: &headers},
			&cli.StringFlag{Name: "url", Usage: "`URL` of a remote server"},
			&cli.StringFlag{Name: "transport", Usage: "`TRANSPORT` of --url: http (Streamable HTTP) or sse", DefaultText: "http with --url, else stdio"},
			&cli.BoolFlag{Name: "project", Usage: "write ./mcp_servers.json instead of the user file"},
			&cli.BoolFlag{Name: "disabled", Usage: "add the server disabled"},
			&cli.BoolFlag{Name: "force", Aliases: []string{"f"}, Usage: "replace an existing entry of the same name"},
			&cli.DurationFlag{Name: "timeout", Usage: "connect timeout (`DURATION`, e.g. 45s) saved in the entry", DefaultText: "none: 30s at connect"},
			&cli.StringFlag{Name: "protocol-version", Usage: "MCP protocol `VERSION` saved in the entry"},
		},
		Action: func(c *cli.Context) error {
			if c.NArg() == 0 {
				return usageErrorf("server add: missing NAME")
			}
			command := c.Args().Tail()
			if len(command) > 0 && command[0] == "--" {
				// "server add -- NAME -- CMD": a "--" before NAME already
				// ended mcpgen's flags, so the one after NAME is the same
				// separator written again, not the server's program.
				command = command[1:]
			}
			opts := serverAddOptions{
				Name:            c.Args().First(),
				Command:         command,
				URL:             c.String("url"),
				Transport:       c.String("transport"),
				Env:             env,
				Headers:         headers,
				Cwd:             c.String("cwd"),
				Project:         c.Bool("project"),
				Disabled:        c.Bool("disabled"),
				Force:           c.Bool("force"),
				Timeout:         c.Duration("timeout"),
				ProtocolVersion: c.String("protocol-version"),
			}
			loc, err := registryLocations(c)
			if err != nil {
				return err
			}
			return runServerAdd(c.Context, opts, loc, e.io)
		},
	}
}

// buildEntry checks the add options and turns them into an entry. Every
// error is a usage error.
func (o serverAddOptions) buildEntry() (registry.Entry, error) {
	var ent registry.Entry
	if err := registry.ValidateName(o.Name); err != nil {
		return ent, &UsageError{Err: err}
	}
	switch {
	case len(o.Command) > 0 && o.URL != "":
		return ent, usageErrorf("server add: give either -- COMMAND [ARG...] or --url, not both")
	case len(o.Command) == 0 && o.URL == "":
		return ent, usageErrorf("server add %s: missing the server: -- COMMAND [ARG...] or --url URL", o.Name)
	}
	if len(o.Command) > 0 {
		if len(o.Headers) > 0 {
			return ent, usageErrorf("server add: --header applies to --url servers only")
		}
		if o.Transport != "" && o.Transport != registry.TransportStdio {
			return ent, usageErrorf("server add: --transport %s needs --url", o.Transport)
		}
		if o.Command[0] == "" {
			return ent, usageErrorf("server add: empty COMMAND")
		}
		ent.Command, ent.Args = o.Command[0], slices.Clone(o.Command[1:])
		ent.Cwd = o.Cwd
		for _, kv := range o.Env {
			k, v, ok := strings.Cut(kv, "=")
			if !ok || k == "" {
				return ent, usageErrorf("server add: --env %q: want K=V", kv)
			}
			if ent.Env == nil {
				ent.Env = map[string]string{}
			}
			ent.Env[k] = v
		}
	} else {
		if len(o.Env) > 0 || o.Cwd != "" {
			return ent, usageErrorf("server add: --env and --cwd apply to stdio servers (-- COMMAND) only")
		}
		u, err := url.Parse(o.URL)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https" && !strings.HasPrefix(o.URL, "${")) {
			return ent, usageErrorf("server add: --url %q: want an http:// or https:// URL", o.URL)
		}
		switch o.Transport {
		case "", registry.TransportHTTP, registry.TransportSSE:
		default:
			return ent, usageErrorf("server add: --transport %q: want http or sse", o.Transport)
		}
		ent.URL, ent.Transport = o.URL, o.Transport
		for _, h := range o.Headers {
			k, v, ok := strings.Cut(h, ":")
			k, v = strings.TrimSpace(k), strings.TrimSpace(v)
			if !ok || k == "" || strings.ContainsAny(k, " \t") {
				return ent, usageErrorf("server add: --header %q: want 'Name: value'", h)
			}
			if ent.Headers == nil {
				ent.Headers = map[string]string{}
			}
			ent.Headers[k] = v
		}
	}
	if o.Timeout < 0 {
		return ent, usageErrorf("server add: --timeout must not be negative")
	}
	ent.Timeout = o.Timeout
	ent.ProtocolVersion = o.ProtocolVersion
	ent.Disabled = o.Disabled
	return ent, nil
}

func runServerAdd(ctx context.Context, o serverAddOptions, loc registry.Locations, io *IO) error {
	ent, err := o.buildEntry()
	if err != nil {
		return err
	}
	if err := oneWordCommand(o.Name, ent, len(o.Command)); err != nil {
		return err
	}
	for _, w := range ent.StartWarnings() {
		fmt.Fprintf(io.Err, "mcpgen: warning: server add %s: %s\n", o.Name, termsafe.String(w))
	}
	if o.Project && loc.Pinned != "" {
		fmt.Fprintf(io.Err, "mcpgen: --project ignored: the registry is pinned to %s\n", loc.Pinned)
	}
	target := loc.WriteTarget(o.Project)
	replaced := false
	err = loc.Update(ctx, target, func(f *registry.File) error {
		if _, ok := f.Get(o.Name); ok {
			if !o.Force {
				return fmt.Errorf("%w: %q is already in %s (use --force to replace it)", registry.ErrExists, o.Name, target)
			}
			replaced = true
		}
		return f.Set(o.Name, ent)
	})
	if err != nil {
		return err
	}
	verb := "added"
	if replaced {
		verb = "replaced"
	}
	fmt.Fprintf(io.Err, "%s server %s (%s: %s) in %s\n", verb, o.Name, ent.EffectiveTransport(), termsafe.String(entryCommandLine(ent)), termsafe.String(target))
	noteUntrusted(loc, target, io)
	if loc.Pinned == "" && !o.Project {
		if f, err := registry.ReadFile(loc.Project); err == nil {
			if _, ok := f.Get(o.Name); ok {
				fmt.Fprintf(io.Err, "mcpgen: note: %s also defines %s, and that entry wins\n", loc.Project, o.Name)
			}
		}
	}
	return nil
}

// oneWordCommand is the usage error for a stdio command given as one word
// with white space that names no program (a whole command line in quotes,
// which can never start: commands run as argument lists, never a shell).
// It shows how to write it.
func oneWordCommand(name string, ent registry.Entry, words int) error {
	if words != 1 || !ent.OneWordCommandLine() {
		return nil
	}
	fields := strings.Fields(ent.Command)
	quoted := make([]string, len(fields))
	for i, f := range fields {
		quoted[i] = serverShellQuote(f)
	}
	return usageErrorf("server add %s: COMMAND %q is one word with spaces and no program has that name: give the program and each argument as separate words after --, as in: mcpgen server add %s -- %s", name, ent.Command, name, strings.Join(quoted, " "))
}

// ---- server remove / enable / disable ----

func serverRemoveCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:            "remove",
		BashComplete:    completeServerNames,
		HideHelpCommand: true, // a server may be called "h" or "help"
		Aliases:         []string{"rm"},
		Usage:           "remove a server from the file that defines it",
		ArgsUsage:       "NAME",
		Action: func(c *cli.Context) error {
			name, err := serverOneName(c, "remove")
			if err != nil {
				return err
			}
			return runServerEdit(c, e.io, name, "removed", func(f *registry.File) error { return f.Remove(name) })
		},
	}
}

func serverToggleCommand(e *env, verb string, enable bool) *cli.Command {
	return &cli.Command{
		Name:            verb,
		BashComplete:    completeServerNames,
		HideHelpCommand: true, // a server may be called "h" or "help"
		Usage:           verb + " a server (disabled servers are skipped by list --check and generate)",
		ArgsUsage:       "NAME",
		Action: func(c *cli.Context) error {
			name, err := serverOneName(c, verb)
			if err != nil {
				return err
			}
			return runServerEdit(c, e.io, name, verb+"d", func(f *registry.File) error {
				if cur, ok := f.Get(name); ok && cur.Disabled != enable {
					return errUnchanged // the file is not rewritten
				}
				return f.SetEnabled(name, enable)
			})
		},
	}
}

// errUnchanged is returned by a runServerEdit edit that finds the entry
// already as asked ("server disable" of a disabled server): nothing is
// written, and the command says "already …" and succeeds.
var errUnchanged = errors.New("unchanged")

// serverOneName returns the single NAME argument of a subcommand.
func serverOneName(c *cli.Context, verb string) (string, error) {
	if c.NArg() != 1 {
		return "", usageErrorf("server %s: want exactly one NAME, got %s", verb, count(c.NArg(), "argument"))
	}
	name := c.Args().First()
	if err := registry.ValidateName(name); err != nil {
		return "", &UsageError{Err: err}
	}
	return name, nil
}

// runServerEdit applies edit to the file that defines name (the one whose
// entry is in effect).
func runServerEdit(c *cli.Context, io *IO, name, done string, edit func(*registry.File) error) error {
	r, loc, err := loadRegistry(c)
	if err != nil {
		return err
	}
	s, err := r.Lookup(name)
	if errors.Is(err, registry.ErrNotFound) {
		return &UsageError{Err: err} // a name the command line got wrong: exit 2, as resolveServer
	}
	if err != nil {
		return err
	}
	if err := loc.Update(c.Context, s.Source, edit); errors.Is(err, errUnchanged) {
		fmt.Fprintf(io.Err, "server %s is already %s in %s\n", name, done, termsafe.String(s.Source))
		return nil
	} else if err != nil {
		return err
	}
	fmt.Fprintf(io.Err, "%s server %s in %s\n", done, name, termsafe.String(s.Source))
	if done == "removed" && len(s.Shadows) > 0 {
		fmt.Fprintf(io.Err, "mcpgen: note: the entry %s in %s now applies\n", name, s.Shadows[0])
	}
	return nil
}

// ---- server list ----

type serverListOptions struct {
	JSON     bool
	Check    bool
	Parallel int
}

func serverListCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:            "list",
		HideHelpCommand: true, // a server may be called "h" or "help"
		Aliases:         []string{"ls"},
		Usage:           "list the servers; --check connects to every enabled one",
		Description: `Prints name, enabled, transport, command line (env and header values and
secret arguments redacted) and the file each server comes from, marked
"(untrusted)" for a project file you have not trusted ('mcpgen server trust'). --check connects to every
enabled server in parallel, lists its tools and adds status, protocol version,
tool count and latency. With --check the exit status is 3 when some servers
failed and others worked, 4 when all failed.`,
		Flags: []cli.Flag{
			&cli.BoolFlag{Name: "json", Usage: "print a JSON array"},
			&cli.BoolFlag{Name: "check", Usage: "connect to every enabled server"},
			&cli.IntFlag{Name: "parallel", Usage: "connect to at most `N` servers at once", Value: mcp.DefaultParallel},
		},
		Action: func(c *cli.Context) error {
			if c.NArg() > 0 {
				return usageErrorf("server list: unexpected argument %q", c.Args().First())
			}
			if c.Int("parallel") < 1 {
				return usageErrorf("server list: --parallel must be at least 1")
			}
			r, _, err := loadRegistry(c)
			if err != nil {
				return err
			}
			opts := serverListOptions{JSON: c.Bool("json"), Check: c.Bool("check"), Parallel: c.Int("parallel")}
			return runServerList(c.Context, opts, r, func(s registry.Server) (mcp.ServerSpec, error) { return serverSpec(c, s) }, e.io)
		},
	}
}

// serverView is one server in `server list` and `server test` output.
// Env and header values are redacted.
type serverView struct {
	registry.View
	CommandLine string           `json:"commandLine"`
	Source      string           `json:"source"`
	Overrides   []string         `json:"overrides,omitempty"`
	Check       *serverCheckView `json:"check,omitempty"`
}

// serverCheckView is the outcome of connecting to a server.
type serverCheckView struct {
	// Status is "ok", "failed", "disabled" or "untrusted" (not checked).
	Status          string `json:"status"`
	ServerName      string `json:"serverName,omitempty"`
	ServerVersion   string `json:"serverVersion,omitempty"`
	ProtocolVersion string `json:"protocolVersion,omitempty"`
	Tools           int    `json:"tools"`
	LatencyMs       int64  `json:"latencyMs"`
	Error           string `json:"error,omitempty"`
	Stderr          string `json:"stderr,omitempty"`
	// Warnings are what connecting and tools/list noticed without failing
	// (a malformed tool skipped, a cursor the server repeated, stdout
	// noise ...); also printed on stderr.
	Warnings []string `json:"warnings,omitempty"`
}

func newServerView(s registry.Server) serverView {
	return serverView{
		View:        s.View(),
		CommandLine: entryCommandLine(s.Entry),
		Source:      s.Source,
		Overrides:   s.Shadows,
	}
}

func runServerList(ctx context.Context, o serverListOptions, r *registry.Registry, spec func(registry.Server) (mcp.ServerSpec, error), io *IO) error {
	servers := r.Servers()
	views := make([]serverView, len(servers))
	for i, s := range servers {
		views[i] = newServerView(s)
	}
	ok, failed := 0, 0
	if o.Check {
		var specs []mcp.ServerSpec
		var idx []int
		for i, s := range servers {
			if !s.Entry.Enabled() {
				views[i].Check = &serverCheckView{Status: "disabled"}
				continue
			}
			if s.Untrusted != "" {
				views[i].Check = &serverCheckView{Status: "untrusted"}
				continue
			}
			sp, err := spec(s)
			if err != nil {
				views[i].Check = &serverCheckView{Status: "failed", Error: err.Error()}
				failed++
				continue
			}
			specs = append(specs, sp)
			idx = append(idx, i)
		}
		var mu sync.Mutex
		warned := map[string][]string{}
		warn := func(server, msg string) {
			mu.Lock()
			warned[server] = append(warned[server], msg)
			mu.Unlock()
		}
		for k, res := range mcp.ProbeAll(ctx, specs, &mcp.Options{ClientVersion: Version(), Stop: ctx.Done(), Warn: warn}, o.Parallel) {
			cv := newServerCheckView(res)
			mu.Lock()
			cv.Warnings = warned[specs[k].Name]
			mu.Unlock()
			views[idx[k]].Check = cv
			if cv.Status == "ok" {
				ok++
			} else {
				failed++
			}
		}
		if err := ctx.Err(); err != nil {
			return err
		}
	}
	if o.JSON {
		if err := serverWriteJSON(io, views); err != nil {
			return err
		}
	} else {
		printServerTable(io, views, o.Check)
	}
	switch {
	case failed == 0:
		return nil
	case ok == 0:
		return silent(fmt.Errorf("%w: all %d checked servers failed", mcp.ErrUnavailable, failed))
	default:
		return silent(fmt.Errorf("%w: %d of %d servers failed", errPartial, failed, ok+failed))
	}
}

func newServerCheckView(res mcp.ProbeResult) *serverCheckView {
	cv := &serverCheckView{
		Status:          "ok",
		ServerName:      res.Info.Name,
		ServerVersion:   res.Info.Version,
		ProtocolVersion: res.Info.ProtocolVersion,
		Tools:           len(res.Tools),
		LatencyMs:       res.Latency.Milliseconds(),
	}
	if res.Err != nil {
		cv.Status = "failed"
		err := withConnectAdvice(res.Err)
		cv.Error = err.Error()
		var me *mcp.Error
		if errors.As(err, &me) {
			cv.Error = fmt.Sprintf("%s: %v", me.Op, me.Err)
			cv.Stderr = me.Stderr
		}
	}
	return cv
}

func printServerTable(io *IO, views []serverView, check bool) {
	if len(views) == 0 {
		fmt.Fprintln(io.Err, "no servers; add one with: mcpgen server add NAME -- COMMAND [ARG...]")
		return
	}
	tw := tabwriter.NewWriter(io.Out, 2, 4, 2, ' ', 0)
	if check {
		fmt.Fprintln(tw, "NAME\tENABLED\tTRANSPORT\tSTATUS\tPROTOCOL\tTOOLS\tLATENCY\tCOMMAND\tSOURCE")
	} else {
		fmt.Fprintln(tw, "NAME\tENABLED\tTRANSPORT\tCOMMAND\tSOURCE")
	}
	for _, v := range views {
		enabled := "yes"
		if !v.Enabled {
			enabled = "no"
		}
		source := v.Source
		if v.Untrusted {
			source += " (untrusted)"
		}
		name, cmdline, transport := termsafe.String(v.Name), termsafe.String(v.CommandLine), termsafe.String(v.Transport)
		source = termsafe.String(source)
		if !check {
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", name, enabled, transport, cmdline, source)
			continue
		}
		c := v.Check
		proto, tools, lat := "-", "-", "-"
		if c.Status == "ok" {
			proto, tools, lat = termsafe.String(c.ProtocolVersion), fmt.Sprint(c.Tools), fmt.Sprintf("%dms", c.LatencyMs)
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", name, enabled, transport, c.Status, proto, tools, lat, cmdline, source)
	}
	tw.Flush()
	untrusted := map[string]bool{}
	for _, v := range views {
		if v.Untrusted && !untrusted[v.Source] {
			untrusted[v.Source] = true
			src := termsafe.String(v.Source)
			fmt.Fprintf(io.Err, "mcpgen: the servers of %s are not started until you trust the file: read its commands, then run: mcpgen server trust %s\n", src, src)
		}
	}
	if check {
		for _, v := range views {
			for _, w := range v.Check.Warnings {
				fmt.Fprintf(io.Err, "mcpgen: warning: server %q: %s\n", v.Name, termsafe.Text(w))
			}
			if v.Check.Status == "failed" {
				fmt.Fprintf(io.Err, "%s: %s\n", termsafe.String(v.Name), termsafe.Text(serverIndentTail(v.Check.Error, v.Check.Stderr)))
			}
		}
	}
}

// serverIndentTail joins an error message and a stderr tail for display.
func serverIndentTail(msg, stderr string) string {
	if stderr == "" {
		return msg
	}
	var b strings.Builder
	b.WriteString(msg)
	b.WriteString("\n  server stderr (tail):")
	for _, line := range strings.Split(strings.TrimRight(stderr, "\n"), "\n") {
		b.WriteString("\n    " + line)
	}
	return b.String()
}

// ---- server test ----

func serverTestCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:            "test",
		BashComplete:    completeServerNames,
		HideHelpCommand: true, // a server may be called "h" or "help"
		Usage:           "connect to a server, initialize and list all its tools",
		ArgsUsage:       "NAME",
		Description: `Prints the tool count with the server's name and version, the protocol
version and the latency, or the error with the tail of the server's stderr
(exit status 4 when the server cannot be started or reached).`,
		Flags: []cli.Flag{
			&cli.BoolFlag{Name: "json", Usage: "print the result as JSON"},
		},
		Action: func(c *cli.Context) error {
			name, err := serverOneName(c, "test")
			if err != nil {
				return err
			}
			spec, err := resolveServer(c, name)
			if err != nil {
				return err
			}
			return runServerTest(c.Context, spec, c.Bool("json"), e.io)
		},
	}
}

// serverTestView is the JSON output of `server test`.
type serverTestView struct {
	Name string `json:"name"`
	serverCheckView
	ToolNames []string `json:"toolNames,omitempty"`
}

// runServerTest probes the server and prints the result, and on stderr
// every warning of connecting and listing (a malformed tool tools/list
// skipped ...) and each tool whose inputSchema does not compile: the tool
// count alone hid them.
func runServerTest(ctx context.Context, spec mcp.ServerSpec, asJSON bool, io *IO) error {
	var mu sync.Mutex
	var warnings []string
	res := mcp.Probe(ctx, spec, &mcp.Options{ClientVersion: Version(), Stop: ctx.Done(), Warn: func(_, msg string) {
		mu.Lock()
		warnings = append(warnings, msg)
		mu.Unlock()
	}})
	if err := ctx.Err(); err != nil {
		return err
	}
	mu.Lock()
	defer mu.Unlock()
	for _, t := range res.Tools {
		if _, err := schema.CompileInput(t); err != nil {
			warnings = append(warnings, fmt.Sprintf("%v (generate normalizes what it can and skips the tool otherwise; 'mcpgen validate --server %s' lists the problems)", err, spec.Name))
		}
	}
	for _, w := range warnings {
		fmt.Fprintf(io.Err, "mcpgen: warning: server %q: %s\n", spec.Name, termsafe.Text(w))
	}
	cv := newServerCheckView(res)
	if asJSON {
		cv.Warnings = warnings // and the tools whose inputSchema does not compile
		v := serverTestView{Name: spec.Name, serverCheckView: *cv}
		for _, t := range res.Tools {
			v.ToolNames = append(v.ToolNames, t.Name)
		}
		if err := serverWriteJSON(io, v); err != nil {
			return err
		}
		if res.Err != nil {
			return silent(res.Err)
		}
		return nil
	}
	if res.Err != nil {
		return res.Err // *mcp.Error: names the server, quotes its stderr
	}
	server := strings.TrimSpace(cv.ServerName + " " + cv.ServerVersion)
	if server == "" {
		server = "unnamed server"
	}
	fmt.Fprintf(io.Out, "%s: %s (%s, protocol %s, %dms)\n", termsafe.String(spec.Name), count(cv.Tools, "tool"), termsafe.String(server), termsafe.String(cv.ProtocolVersion), cv.LatencyMs)
	return nil
}

// ---- server import ----

func serverImportCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:            "import",
		HideHelpCommand: true, // a server may be called "h" or "help"
		Usage:           "import the servers of a Claude Desktop, Claude Code, Cursor, VS Code, Windsurf, Cline or Zed config file",
		ArgsUsage:       "FILE",
		Description: `Reads mcpServers (Claude Desktop, Claude Code .mcp.json, Cursor, Windsurf,
Cline), VS Code's servers (.vscode/mcp.json, or mcp.servers in settings.json)
or Zed's context_servers. ${env:VAR} and ${env://VAR} become ${VAR},
${userHome} becomes ${HOME}, ${workspaceFolder} the project folder. Servers
that already exist are skipped unless --force replaces them. Prints each
server imported or skipped, with notes about what could not be carried over.`,
		Flags: []cli.Flag{
			&cli.BoolFlag{Name: "project", Usage: "write ./mcp_servers.json instead of the user file"},
			&cli.BoolFlag{Name: "force", Aliases: []string{"f"}, Usage: "replace existing entries of the same name"},
			&cli.BoolFlag{Name: "dry-run", Usage: "show what would be imported, change nothing"},
		},
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 {
				return usageErrorf("server import: want exactly one FILE, got %s", count(c.NArg(), "argument"))
			}
			loc, err := registryLocations(c)
			if err != nil {
				return err
			}
			if c.Bool("project") && loc.Pinned != "" {
				fmt.Fprintf(e.io.Err, "mcpgen: --project ignored: the registry is pinned to %s\n", loc.Pinned)
			}
			return runServerImport(c.Context, c.Args().First(), loc, loc.WriteTarget(c.Bool("project")), c.Bool("force"), c.Bool("dry-run"), e.io)
		},
	}
}

func runServerImport(ctx context.Context, file string, loc registry.Locations, target string, force, dryRun bool, io *IO) error {
	res, err := registry.ImportFile(file)
	if errors.Is(err, fs.ErrNotExist) || errors.Is(err, fs.ErrPermission) {
		// "importing: open F: no such file ..." named neither the command
		// nor what the file should be.
		return fmt.Errorf("server import %s: %w (give an MCP client's config file, such as claude_desktop_config.json or .vscode/mcp.json)", file, pathCause(err))
	}
	if err != nil {
		return err
	}
	type outcome struct {
		name, what string
		notes      []string
		warning    string // as server add warns: the program is not found
	}
	var out []outcome
	imported := 0
	apply := func(f *registry.File) error {
		out, imported = nil, 0
		for _, s := range res.Servers {
			if _, ok := f.Get(s.Name); ok && !force {
				out = append(out, outcome{s.Name, "skipped: already in " + target + " (use --force to replace it)", nil, ""})
				continue
			}
			if err := f.Set(s.Name, s.Entry); err != nil {
				out = append(out, outcome{s.Name, "skipped: " + err.Error(), nil, ""})
				continue
			}
			imported++
			warning := strings.Join(s.Entry.StartWarnings(), "; ")
			out = append(out, outcome{s.Name, fmt.Sprintf("imported (%s: %s)", s.Entry.EffectiveTransport(), entryCommandLine(s.Entry)), s.Notes, warning})
		}
		return nil
	}
	if dryRun {
		var f *registry.File
		if f, err = registry.ReadFile(target); err == nil {
			err = apply(f)
		}
	} else {
		err = loc.Update(ctx, target, apply)
	}
	if err != nil {
		return err
	}
	for _, s := range res.Skipped {
		out = append(out, outcome{s.Name, "skipped: " + s.Reason, nil, ""})
	}
	slices.SortStableFunc(out, func(a, b outcome) int { return strings.Compare(a.name, b.name) })
	for _, o := range out {
		fmt.Fprintf(io.Out, "%s: %s\n", termsafe.String(o.name), termsafe.String(o.what))
		for _, n := range o.notes {
			fmt.Fprintf(io.Out, "  note: %s\n", termsafe.String(n))
		}
	}
	for _, o := range out {
		if o.warning != "" {
			fmt.Fprintf(io.Err, "mcpgen: warning: server import %s: %s\n", termsafe.String(o.name), termsafe.String(o.warning))
		}
	}
	action := "imported"
	if dryRun {
		action = "would import"
	}
	fmt.Fprintf(io.Err, "%s %d of %d servers from %s (%s) into %s\n", action, imported, len(res.Servers)+len(res.Skipped), termsafe.String(file), res.Format, termsafe.String(target))
	if !dryRun {
		noteUntrusted(loc, target, io)
	}
	if len(res.Servers) == 0 {
		return silent(fmt.Errorf("no server of %s can be imported", file))
	}
	if len(res.Skipped) > 0 {
		// some servers were left out and said: partial, as generate and
		// server test exit for part of the work failing
		return silent(fmt.Errorf("%w: %d of %d servers skipped", errPartial, len(res.Skipped), len(res.Servers)+len(res.Skipped)))
	}
	return nil
}

// ---- server trust / untrust ----

func serverTrustCommand(e *env, trust bool) *cli.Command {
	name, usage := "trust", "allow the servers of a project registry file to start"
	desc := `Remembers FILE (default ./mcp_servers.json) with the SHA-256 of its content
in mcpgen/trusted_projects.json under the user config folder (mode 0600).
Until a project file is trusted, and again after it changes (unless mcpgen
itself changed it at your command), its servers are listed as untrusted and
every command that would start them refuses. The user file and a file
named with --config or MCPGEN_CONFIG are yours and always trusted. Read the
commands of FILE before trusting it: trusting runs them.`
	if !trust {
		name, usage = "untrust", "forget that a project registry file was trusted"
		desc = `Removes FILE (default ./mcp_servers.json) from the trusted project files:
its servers are refused again until 'mcpgen server trust FILE'.`
	}
	return &cli.Command{
		Name:            name,
		HideHelpCommand: true, // a server may be called "h" or "help"
		Usage:           usage,
		ArgsUsage:       "[FILE]",
		Description:     desc,
		Action: func(c *cli.Context) error {
			if c.NArg() > 1 {
				return usageErrorf("server %s: want at most one FILE, got %s", name, count(c.NArg(), "argument"))
			}
			loc, err := registryLocations(c)
			if err != nil {
				return err
			}
			file := c.Args().First()
			if file == "" {
				if loc.Project == "" {
					fmt.Fprintf(e.io.Err, "mcpgen: the registry is pinned to %s, which is always trusted; name a project file to %s it\n", loc.Pinned, name)
					return nil
				}
				file = loc.Project
			}
			if trust {
				f, err := registry.Trust(c.Context, loc.Trust, file)
				if err != nil {
					return err
				}
				names := f.Names()
				fmt.Fprintf(e.io.Err, "trusted %s (%d %s: %s); it must be trusted again after it changes\n", termsafe.String(file), len(names), plural(len(names), "server", "servers"), termsafe.String(strings.Join(names, ", ")))
				return nil
			}
			was, err := registry.Untrust(c.Context, loc.Trust, file)
			if err != nil {
				return err
			}
			if !was {
				fmt.Fprintf(e.io.Err, "%s was not trusted\n", termsafe.String(file))
				return nil
			}
			fmt.Fprintf(e.io.Err, "untrusted %s: its servers will not start\n", termsafe.String(file))
			return nil
		},
	}
}

// noteUntrusted tells, after a write to target, that target is a project
// file whose servers will not start until the user trusts it.
func noteUntrusted(loc registry.Locations, target string, io *IO) {
	if loc.Pinned != "" || target != loc.Project {
		return
	}
	r, err := loc.Load()
	if err != nil {
		return
	}
	for _, s := range r.Servers() {
		if s.Source == target && s.Untrusted != "" {
			fmt.Fprintf(io.Err, "mcpgen: note: %s is %s: its servers will not start until you run: mcpgen server trust %s\n", target, s.Untrusted, target)
			return
		}
	}
}

// plural returns one when n is 1, else many.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// ---- display helpers ----

// entryCommandLine renders an entry as one line: env assignments, the command
// and its arguments quoted for a POSIX shell where needed, or the URL with
// its headers. Env and header values, secret arguments (registry.RedactArgs)
// and URL credentials are redacted.
func entryCommandLine(e registry.Entry) string {
	var parts []string
	if e.Command != "" {
		for _, k := range slices.Sorted(maps.Keys(e.Env)) {
			v := registry.RedactValue(e.Env[k])
			if v != registry.Redacted {
				v = serverShellQuote(v)
			}
			parts = append(parts, k+"="+v)
		}
		parts = append(parts, serverShellQuote(registry.RedactCommand(e.Command)))
		for _, a := range registry.RedactArgs(e.Args) {
			if strings.Contains(a, registry.Redacted) && !strings.ContainsAny(a, " \t\n'\"") {
				parts = append(parts, a) // shown, not meant to be pasted
				continue
			}
			parts = append(parts, serverShellQuote(a))
		}
		if e.Cwd != "" {
			parts = append(parts, "(in "+serverShellQuote(e.Cwd)+")")
		}
		return strings.Join(parts, " ")
	}
	parts = append(parts, registry.RedactURL(e.URL))
	for _, k := range slices.Sorted(maps.Keys(e.Headers)) {
		parts = append(parts, "-H "+serverShellQuote(k+": "+registry.RedactValue(e.Headers[k])))
	}
	return strings.Join(parts, " ")
}

// serverShellQuote quotes s for a POSIX shell when it holds anything but safe
// characters.
func serverShellQuote(s string) string {
	if s == "" {
		return "''"
	}
	safe := true
	for _, c := range s {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.ContainsRune("-_./:=@%+,", c)) {
			safe = false
			break
		}
	}
	if safe {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// serverWriteJSON prints v as indented JSON on io.Out.
func serverWriteJSON(io *IO, v any) error {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return fmt.Errorf("encoding JSON output: %w", err)
	}
	_, err = io.Out.Write(append(b, '\n'))
	return err
}
