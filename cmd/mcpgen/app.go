package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"regexp"
	"runtime/debug"
	"strings"
	"syscall"
	"time"

	"github.com/mcpgen/mcpgen/internal/suggest"
	"github.com/mcpgen/mcpgen/internal/termsafe"
	"github.com/mcpgen/mcpgen/pkg/generate"
	"github.com/mcpgen/mcpgen/pkg/hints"
	"github.com/mcpgen/mcpgen/pkg/registry"
	"github.com/urfave/cli/v2"

	"github.com/mcpgen/mcpgen/internal/atomicfile"
)

// version is stamped by the Makefile with -ldflags "-X main.version=...".
var version = ""

// Version returns mcpgen's version: the stamped one, else the module version
// from the build info, else "devel".
func Version() string {
	if version != "" {
		return version
	}
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		return bi.Main.Version
	}
	return "devel"
}

// env is what every command builder gets: the IO streams. Global flag
// values are read from the cli.Context with the accessors below.
type env struct {
	io *IO
}

// Global flag names.
const (
	flagConfig          = "config"
	flagProtocolVersion = "protocol-version"
	flagConnectTimeout  = "connect-timeout"
	flagCallTimeout     = "call-timeout"
)

func globalFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: flagConfig, Usage: "use only this registry `FILE` (also MCPGEN_CONFIG)", EnvVars: []string{"MCPGEN_CONFIG"}},
		&cli.StringFlag{Name: flagProtocolVersion, Usage: "MCP protocol `VERSION` to request", DefaultText: "the server entry's, else 2025-11-25"},
		&cli.DurationFlag{Name: flagConnectTimeout, Usage: "hard limit (`DURATION`) on starting a server and the initialize handshake; 0 is the default, not \"no limit\"", DefaultText: "the server entry's timeout, else 30s"},
		&cli.DurationFlag{Name: flagCallTimeout, Usage: "limit (`DURATION`) on one request such as tools/list or tools/call; 0 is the default, not \"no limit\" (give a long DURATION such as 1h instead)", Value: 60 * time.Second},
	}
}

// newApp builds the command tree. It never calls os.Exit: errors come back
// from RunContext and are mapped to exit codes by exitCode.
func newApp(io *IO) *cli.App {
	e := &env{io: io}
	app := &cli.App{
		Name:      "mcpgen",
		Usage:     "manage MCP servers and turn their tools into fine-tuning datasets",
		Version:   Version(),
		Writer:    io.Out,
		ErrWriter: io.Err,
		Reader:    io.In,
		Flags:     globalFlags(),
		Commands: []*cli.Command{
			serverCommand(e),
			toolsCommand(e),
			execCommand(e),
			validateCommand(e),
			schemaCommand(e),
			synthCommand(e),
			generateCommand(e),
			datasetCommand(e),
			templatesCommand(e),
			exampleServerCommand(e),
			serveCommand(e),
		},
		HideHelpCommand:      true,
		EnableBashCompletion: true, // --generate-bash-completion, used by 'mcpgen completion' scripts
		// "--arg a,b" must stay one value: JSON and globs contain commas.
		DisableSliceFlagSeparator: true,
		ExitErrHandler:            func(*cli.Context, error) {}, // exit codes are decided by exitCode
		OnUsageError: func(_ *cli.Context, err error, _ bool) error {
			return &UsageError{Err: flagError(err, globalFlags())}
		},
		Before: func(c *cli.Context) error {
			for _, name := range []string{flagConnectTimeout, flagCallTimeout} {
				if d := c.Duration(name); d < 0 {
					return usageErrorf("--%s %s: want a positive duration such as 30s", name, d)
				}
			}
			return nil
		},
		Action: func(c *cli.Context) error {
			if c.Args().First() == "help" {
				// "mcpgen help server add" is "mcpgen server add --help".
				args := append(append([]string{c.App.Name}, c.Args().Tail()...), "--help")
				return c.App.RunContext(c.Context, args)
			}
			if c.NArg() > 0 {
				return unknownCommand(c.Args().First(), "mcpgen", c.App.Commands)
			}
			return cli.ShowAppHelp(c)
		},
	}
	app.Commands = append(app.Commands, completionCommand(e))
	app.CustomAppHelpTemplate = cli.AppHelpTemplate + exitStatusHelp
	setUsageErrors(app.Commands)
	return app
}

const exitStatusHelp = `
EXIT STATUS:
   0 ok · 1 error or findings · 2 usage or invalid arguments · 3 partial (some servers or tools failed)
   4 server failed to start, unreachable or timed out · 5 the tool returned isError · 130 interrupted
`

// setUsageErrors makes every command return flag errors as *UsageError
// instead of letting urfave/cli print "Incorrect Usage" on stdout, and hides
// the implicit help subcommand.
func setUsageErrors(cmds []*cli.Command) {
	for _, c := range cmds {
		if c.OnUsageError == nil { // a command may add a hint of its own
			flags := c.Flags
			c.OnUsageError = func(_ *cli.Context, err error, _ bool) error {
				return &UsageError{Err: flagError(err, flags)}
			}
		}
		// Without this, a positional argument named "h" or "help" (a server
		// or tool name) is taken for urfave/cli's help subcommand.
		c.HideHelpCommand = true
		if len(c.Subcommands) > 0 {
			c.Action = parentAction(c)
		}
		setUsageErrors(c.Subcommands)
	}
}

// badFlagValue matches the flag package's error for a value it cannot
// parse.
var badFlagValue = regexp.MustCompile(`^invalid value "(.*)" for flag -([A-Za-z0-9-]+): (parse error|value out of range)$`)

// flagError rewords the flag package's "invalid value ... parse error"
// for a flag among flags: it names the flag as typed (--seed, -n) and
// shows the form its value takes (a duration, an integer, a number, true
// or false). Other errors are returned as they are.
func flagError(err error, flags []cli.Flag) error {
	m := badFlagValue.FindStringSubmatch(err.Error())
	if m == nil {
		return missingValue(unknownFlag(err, flags), flags)
	}
	f := flagNamed(flags, m[2])
	if f == nil {
		return err
	}
	form, ok := valueForm(f)
	if !ok {
		return err
	}
	want := form.want
	if m[3] == "value out of range" {
		want = outOfRange(f, want, m[1])
	}
	return fmt.Errorf("%s %q: want %s", dashed(m[2]), m[1], want)
}

// parentAction is the action of a command that only holds subcommands:
// its help ("mcpgen server help add" is "mcpgen server add --help", as
// "mcpgen help server add" is), or a usage error for an unknown subcommand
// with the nearest known one.
func parentAction(parent *cli.Command) cli.ActionFunc {
	return func(c *cli.Context) error {
		if c.Args().First() == "help" && c.NArg() > 1 {
			args := append(append([]string{c.App.Name, parent.Name}, c.Args().Tail()...), "--help")
			return c.App.RunContext(c.Context, args)
		}
		if c.NArg() > 0 && c.Args().First() != "help" {
			if top := c.App.Command(c.Args().First()); top != nil && !top.Hidden {
				// "mcpgen schema validate": the command is mcpgen's own
				return usageErrorf("unknown command %q for 'mcpgen %s'; it is a command of its own: run 'mcpgen %s'", c.Args().First(), parent.Name, top.Name)
			}
			return unknownCommand(c.Args().First(), "mcpgen "+parent.Name, parent.Subcommands)
		}
		return cli.ShowSubcommandHelp(c)
	}
}

// unknownCommand is the usage error for a command name that path (such as
// "mcpgen server") does not have, with a "did you mean" hint.
func unknownCommand(name, path string, cmds []*cli.Command) error {
	var names []string
	for _, c := range cmds {
		if !c.Hidden {
			names = append(names, c.Names()...)
		}
	}
	return usageErrorf("unknown command %q for '%s'%s; see '%s --help'", name, path, suggest.Hint(name, names), path)
}

// signalStopsCleanly is the app Metadata key a command sets when SIGINT or
// SIGTERM is its normal way to stop (serve): it then exits 0, not 130.
const signalStopsCleanly = "signal-stops-cleanly"

// signalContext returns a context that ends at the first SIGINT or SIGTERM.
// It is the only place mcpgen watches signals: every command gets this
// context and its loops check it, so any command stops within a second and
// exits 130 (exitCode). A copy of the first signal that comes within
// dupSignalWindow is the same request, not a second one: timeout(1) sends
// its signal to the process and then to its group, a terminal's Ctrl-C
// reaches every process of the group, and a second delivery used to kill
// the run without its message and leave its output lock. After that
// window the handler is removed, so a second signal kills a process that
// does not stop.
func signalContext(parent context.Context) (context.Context, context.CancelFunc) {
	ctx, cancel := context.WithCancelCause(parent)
	sigs := make(chan os.Signal, 8)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	go func() {
		defer signal.Stop(sigs)
		select {
		case sig := <-sigs:
			// the cause reads as signal.NotifyContext's ("interrupt
			// signal received"); serve says it as it shuts down
			cancel(fmt.Errorf("%v signal received", sig))
		case <-ctx.Done():
			return
		}
		copies := time.NewTimer(dupSignalWindow)
		defer copies.Stop()
		for {
			select {
			case <-sigs: // a copy of the first signal
			case <-copies.C:
				return
			}
		}
	}()
	return ctx, func() { cancel(nil) }
}

// dupSignalWindow is how long after the first signal another one counts
// as its copy (see signalContext): far longer than a copy takes to
// arrive, far shorter than a person's second Ctrl-C.
const dupSignalWindow = 300 * time.Millisecond

// run is main without os.Exit: tests and testscript call it in-process (in
// a child process, scripts, so signals reach it there as in the binary).
func run(parent context.Context, args []string, io *IO) int {
	ctx, stop := signalContext(parent)
	defer stop()
	app := newApp(io)
	// Server processes inherit mcpgen's environment, whatever the command:
	// the serve token must not go with it. serve reads it from here.
	if tok, ok := os.LookupEnv(serveTokenEnv); ok {
		_ = os.Unsetenv(serveTokenEnv)
		if app.Metadata == nil {
			app.Metadata = map[string]any{}
		}
		app.Metadata[serveTokenEnv] = tok
	}
	err := app.RunContext(ctx, reorderArgs(app, args))
	if err != nil && ctx.Err() != nil && !errors.Is(err, context.Canceled) {
		err = fmt.Errorf("%w: %w", context.Canceled, err)
	}
	if err == nil && ctx.Err() != nil && app.Metadata[signalStopsCleanly] == nil {
		// The command finished its work although a signal arrived: it
		// was still interrupted, and `make` must not take it for success.
		err = context.Canceled
	}
	var se *silentError
	if errors.Is(err, context.Canceled) && !errors.As(err, &se) {
		// A signal stopped the command; "context canceled" would read as a bug.
		fmt.Fprintln(io.Err, "mcpgen: interrupted")
	} else if err != nil && !errors.As(err, &se) {
		msg := withConnectAdvice(err).Error()
		if errors.Is(err, atomicfile.ErrNotRegular) && !strings.Contains(msg, "redirect") {
			msg += "; give --config a regular file"
		}
		if errors.Is(err, hints.ErrUnknownRole) {
			msg += " (see 'mcpgen templates roles --kinds')"
		}
		var te *registry.UntrustedError
		if errors.As(err, &te) {
			msg += ": run mcpgen server trust " + te.Source
		}
		var ue *UsageError
		if errors.As(err, &ue) && !strings.Contains(msg, "--help") && !errors.Is(err, generate.ErrResumeMismatch) {
			// (a --resume that does not match its run already says what to do)
			msg += " (see --help)"
		}
		// Messages quote names and text from servers and files:
		// escape control characters so they cannot drive the terminal.
		fmt.Fprintf(io.Err, "mcpgen: %s\n", termsafe.Text(msg))
	}
	return exitCode(err)
}

// globalDurations returns the connect and call timeouts set by global flags;
// zero means "not set".
func globalDurations(c *cli.Context) (connect, call time.Duration) {
	return c.Duration(flagConnectTimeout), c.Duration(flagCallTimeout)
}
