package main

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/mcpgen/mcpgen/internal/serve"
	"github.com/mcpgen/mcpgen/pkg/mcp"
	"github.com/mcpgen/mcpgen/pkg/pool"
	"github.com/mcpgen/mcpgen/pkg/registry"
	"github.com/urfave/cli/v2"
)

// serveOptions are the parsed flags of `mcpgen serve`.
type serveOptions struct {
	Addr        string
	Token       string // from --token-file or MCPGEN_TOKEN, else generated
	TokenFrom   string // where Token came from; "" when generated
	NoAuth      bool
	CORSOrigin  string
	MaxBody     int64
	MaxSessions int
	IdleTimeout time.Duration
	LogJSON     bool

	Locations       registry.Locations
	ProtocolVersion string
	ConnectTimeout  time.Duration
	CallTimeout     time.Duration
}

// serveTokenEnv names the environment variable holding the bearer token.
const serveTokenEnv = "MCPGEN_TOKEN"

// serveCommand builds `mcpgen serve`: the HTTP API of internal/serve on a
// listener, until SIGINT or SIGTERM.
func serveCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:  "serve",
		Usage: "serve the registry and warm MCP sessions over an HTTP API",
		Description: `Serves a JSON API (GET /api/openapi.json describes it) over the registry of MCP
servers: list, add, delete, enable, disable and test servers, list a server's tools
(GET /api/mcp/servers/{id}/tools) and call them (POST /api/mcp/execute with
serverId, toolName, toolArgs; arguments are validated against the inputSchema
first, destructive tools need "confirm": true), lint schemas and generate datasets.
Errors are RFC 9457 problem details.

Sessions stay warm between requests (one per server, more under load, closed when
idle) and are restarted when a server dies. The registry files are checked on every
request (and re-read when they changed), so changes made with 'mcpgen server ...' apply at once.

Binds 127.0.0.1:8080 by default. Every request but GET / and GET /assets/...
(the web page) needs the bearer token as "Authorization: Bearer TOKEN" (else
401), on every address. The token comes from --token-file (a file only you can
read: mode 0600) or MCPGEN_TOKEN; without either, serve generates one (43
random characters) at each start, saves it with mode 0600 in
$XDG_CONFIG_HOME/mcpgen/serve-token-HOST-PORT for scripts, one file per
listening address (~/.config/mcpgen/serve-token-127.0.0.1-8080 by default;
the user config folder of your OS elsewhere; removed when serve stops, so
two serves never share one), and prints it with a ready
URL, http://127.0.0.1:8080/#token=TOKEN: the part after # never leaves the
browser, and the page sends the token on every call. Tokens shorter than 32
characters, and token files readable by group or others, are refused (exit 2).
The server processes started by serve do not inherit MCPGEN_TOKEN.

--no-auth serves without a token, only on a loopback address and never with
--cors-origin: any program or user of this machine can then run any command
as you through the API (serve says so on stderr at start).
Browser requests from another origin than --cors-origin get 403 (a web page
cannot drive the API behind your back), and so do requests from another site's
page to routes that start servers (Sec-Fetch-Site) and, with --no-auth,
requests addressed to a host name other than localhost, 127.0.0.1 or [::1].
The listening address is printed on stderr, followed by one structured access
log line per request. SIGINT or SIGTERM stop serve within a second: requests in
flight get 0.3 s to finish, the rest are answered 503 (shutting down),
and every server process is stopped (exit 0).`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "addr", Value: serve.DefaultAddr, Usage: "listen on `HOST:PORT` (port 0 picks a free one)"},
			&cli.StringFlag{Name: "token-file", Usage: "read the bearer token from `FILE` (mode 0600, 32+ characters; else $" + serveTokenEnv + ", else a generated one)"},
			&cli.BoolFlag{Name: "no-auth", Usage: "serve without a token (loopback only): any local user can run any command as you"},
			&cli.StringFlag{Name: "cors-origin", Usage: "allow browser requests from `ORIGIN` (\"*\" for any; needs a token); CORS is off without it"},
			&cli.Int64Flag{Name: "max-body", Value: serve.DefaultMaxBody, Usage: "largest request body in `BYTES`"},
			&cli.IntFlag{Name: "max-sessions", Value: pool.DefaultMaxSessions, Usage: "at most `N` warm sessions per server"},
			&cli.DurationFlag{Name: "idle-timeout", Value: pool.DefaultIdleTimeout, Usage: "close a session idle for `DURATION`"},
			&cli.BoolFlag{Name: "log-json", Usage: "write the access log as JSON lines instead of key=value text"},
		},
		Action: func(c *cli.Context) error {
			if c.NArg() > 0 {
				return usageErrorf("serve takes no arguments, got %q", c.Args().First())
			}
			o, err := serveOptionsFrom(c)
			if err != nil {
				return err
			}
			c.App.Metadata[signalStopsCleanly] = true // SIGINT/SIGTERM is how serve stops
			return runServe(c.Context, o, e.io)
		},
	}
}

// serveOptionsFrom reads and checks the flags and the token (see
// serveToken); what serve.CheckAuth refuses is a usage error.
func serveOptionsFrom(c *cli.Context) (serveOptions, error) {
	o := serveOptions{
		Addr: c.String("addr"), CORSOrigin: c.String("cors-origin"), MaxBody: c.Int64("max-body"),
		MaxSessions: c.Int("max-sessions"), IdleTimeout: c.Duration("idle-timeout"), LogJSON: c.Bool("log-json"),
		ProtocolVersion: c.String(flagProtocolVersion),
	}
	o.ConnectTimeout, o.CallTimeout = globalDurations(c)
	if o.MaxBody <= 0 {
		return o, usageErrorf("serve: --max-body must be positive")
	}
	if o.MaxSessions < 1 {
		return o, usageErrorf("serve: --max-sessions must be at least 1")
	}
	if o.IdleTimeout <= 0 {
		return o, usageErrorf("serve: --idle-timeout must be positive")
	}
	_, port, err := net.SplitHostPort(o.Addr)
	if err != nil {
		var ae *net.AddrError
		if errors.As(err, &ae) {
			err = errors.New(ae.Err) // its message repeats the address
		}
		return o, usageErrorf("serve: --addr %s: %v (want HOST:PORT, e.g. 127.0.0.1:8080, or :0 for any free port)", o.Addr, err)
	}
	if _, err := net.LookupPort("tcp", port); err != nil {
		// A port out of range or unknown is the flag's value, known wrong
		// before listening (which would fail as a runtime error).
		return o, usageErrorf("serve: --addr %s: port %q is not a port number from 0 to 65535 (nor a service name)", o.Addr, port)
	}
	o.NoAuth = c.Bool("no-auth")
	envToken, envSet := c.App.Metadata[serveTokenEnv].(string)
	if envSet && strings.TrimSpace(envToken) == "" {
		// Set but blank is a mistake (an unfilled secret, a typo in a
		// script), never "no token": say so rather than serve another way.
		return o, usageErrorf("serve: $%s is set but blank: put the bearer token (32+ characters) in it, or unset it (unset %s) to have serve generate one", serveTokenEnv, serveTokenEnv)
	}
	if o.Token, o.TokenFrom, err = serveToken(c.String("token-file"), envToken, o.NoAuth); err != nil {
		return o, err
	}
	if err := serve.CheckAuth(o.Addr, o.Token, o.NoAuth, o.CORSOrigin); err != nil {
		if o.TokenFrom != "" {
			err = fmt.Errorf("%s: %w", o.TokenFrom, err)
		}
		return o, &UsageError{Err: fmt.Errorf("serve: %w", err)}
	}
	loc, err := registryLocations(c)
	if err != nil {
		return o, err
	}
	o.Locations = loc
	return o, nil
}

// serveToken returns the bearer token and where it came from: --token-file
// (refused when group or others may read or write it: they would know the
// token), else MCPGEN_TOKEN, else, unless noAuth, a new random one (from is
// "" then).
func serveToken(file, envToken string, noAuth bool) (token, from string, err error) {
	switch {
	case file != "":
		fi, err := os.Stat(file)
		if err != nil {
			return "", "", usageErrorf("serve: --token-file %s: %v", file, pathCause(err))
		}
		if !fi.Mode().IsRegular() {
			// before the mode check, whose chmod advice is wrong for a folder
			return "", "", usageErrorf("serve: --token-file %s is not a regular file: name the file that holds the token", file)
		}
		if perm := fi.Mode().Perm(); runtime.GOOS != "windows" && perm&0o077 != 0 {
			return "", "", usageErrorf("serve: --token-file %s is open to group or others (mode %04o): they could read the token; run: chmod 600 %s", file, perm, file)
		}
		b, err := os.ReadFile(file)
		if err != nil {
			return "", "", usageErrorf("serve: --token-file %s: %v", file, pathCause(err))
		}
		if token = strings.TrimSpace(string(b)); token == "" {
			return "", "", usageErrorf("serve: --token-file %s is empty", file)
		}
		from = "--token-file " + file
	case strings.TrimSpace(envToken) != "":
		token, from = strings.TrimSpace(envToken), "$"+serveTokenEnv
	case !noAuth:
		buf := make([]byte, 32)
		if _, err := rand.Read(buf); err != nil {
			return "", "", fmt.Errorf("serve: generate a token: %w", err)
		}
		token = base64.RawURLEncoding.EncodeToString(buf) // 43 characters, URL-safe
	}
	if token != "" && noAuth {
		return "", "", usageErrorf("serve: --no-auth and a token (%s) exclude each other", from)
	}
	return token, from, nil
}

// serveTokenDir is the folder of the token files serve saves:
// mcpgen under os.UserConfigDir().
func serveTokenDir() (string, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "mcpgen"), nil
}

// serveTokenFile is where a serve listening on addr saves the token it
// generates: serve-token-HOST-PORT in serveTokenDir (serve-token-127.0.0.1-8080
// for the default address), one file per address, so two serves never
// overwrite each other's token. Characters of HOST other than letters,
// digits, '.' and '-' (an IPv6 address's colons) become '_'.
func serveTokenFile(addr net.Addr) (string, error) {
	dir, err := serveTokenDir()
	if err != nil {
		return "", err
	}
	host, port, err := net.SplitHostPort(addr.String())
	if err != nil {
		return "", err
	}
	host = strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '.' || r == '-' {
			return r
		}
		return '_'
	}, host)
	return filepath.Join(dir, "serve-token-"+host+"-"+port), nil
}

// serveTokenFiles lists the token files in serveTokenDir (those of running
// serves, and the single serve-token file older versions wrote): generate
// refuses to write its output over them.
func serveTokenFiles() []string {
	dir, err := serveTokenDir()
	if err != nil {
		return nil
	}
	files, _ := filepath.Glob(filepath.Join(dir, "serve-token-*"))
	return append([]string{filepath.Join(dir, "serve-token")}, files...)
}

// saveServeToken writes a generated token to serveTokenFile(addr) with mode
// 0600 (a new file renamed over the old one, so the token is never readable
// by others, even for a moment) and returns the file's path.
func saveServeToken(addr net.Addr, token string) (string, error) {
	path, err := serveTokenFile(addr)
	if err != nil {
		return "", err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return "", err
	}
	f, err := os.CreateTemp(filepath.Dir(path), ".serve-token-*")
	if err != nil {
		return "", err
	}
	defer os.Remove(f.Name())
	if err := f.Chmod(0o600); err != nil {
		f.Close()
		return "", err
	}
	if _, err := f.WriteString(token + "\n"); err != nil {
		f.Close()
		return "", err
	}
	if err := f.Close(); err != nil {
		return "", err
	}
	if err := os.Rename(f.Name(), path); err != nil {
		return "", err
	}
	return path, nil
}

// removeServeToken removes the token file at path when serve stops, if it
// still holds token: the token is worthless once serve is gone, and a
// serve on port 0 would otherwise leave one file per run.
func removeServeToken(path, token string) {
	if b, err := os.ReadFile(path); err == nil && strings.TrimSpace(string(b)) == token {
		_ = os.Remove(path)
	}
}

// browseURL is the address to open in a browser for a listener on addr: a
// loopback address stands for "all interfaces".
func browseURL(addr net.Addr) string {
	host, port, err := net.SplitHostPort(addr.String())
	if err != nil {
		return "http://" + addr.String() + "/"
	}
	if ip := net.ParseIP(host); ip != nil && ip.IsUnspecified() {
		host = "127.0.0.1"
		if ip.To4() == nil {
			host = "::1"
		}
	}
	return "http://" + net.JoinHostPort(host, port) + "/"
}

// shownAddr is the address serve reports and names its token file after:
// the host the user asked for when it is an IP address (Go listens on
// "[::]" for "0.0.0.0", which would print [::] and name the file
// serve-token-__-PORT), with the port actually bound (for port 0).
func shownAddr(asked string, bound net.Addr) net.Addr {
	ta, ok := bound.(*net.TCPAddr)
	if !ok {
		return bound
	}
	host, _, err := net.SplitHostPort(asked)
	if err != nil {
		return bound
	}
	ip := net.ParseIP(host)
	if ip == nil {
		return bound
	}
	return &net.TCPAddr{IP: ip, Port: ta.Port, Zone: ta.Zone}
}

// runServe listens and serves until ctx ends (SIGINT or SIGTERM, see
// signalContext), then shuts down gracefully.
func runServe(ctx context.Context, o serveOptions, io *IO) error {
	var h slog.Handler = slog.NewTextHandler(io.Err, nil)
	if o.LogJSON {
		h = slog.NewJSONHandler(io.Err, nil)
	}
	logger := slog.New(h)
	srv, err := serve.New(serve.Config{
		Locations: o.Locations, ProtocolVersion: o.ProtocolVersion,
		ConnectTimeout: o.ConnectTimeout, CallTimeout: o.CallTimeout,
		Pool: pool.Options{
			MaxSessions: o.MaxSessions, IdleTimeout: o.IdleTimeout,
			Connect: &mcp.Options{ClientName: "mcpgen-serve", ClientVersion: Version(),
				Warn: func(server, msg string) { logger.Warn("server", "server", server, "msg", msg) }},
		},
		Token: o.Token, NoAuth: o.NoAuth, Addr: o.Addr, CORSOrigin: o.CORSOrigin, MaxBody: o.MaxBody,
		Logger: logger, Version: Version(), ShutdownGrace: serveShutdownGrace,
	})
	if err != nil {
		return &UsageError{Err: fmt.Errorf("serve: %w", err)}
	}
	ln, err := net.Listen("tcp", o.Addr)
	if err != nil {
		_ = srv.Close()
		return fmt.Errorf("serve: listen on %s: %w", o.Addr, err)
	}
	addr := shownAddr(o.Addr, ln.Addr())
	auth := "bearer token required"
	if o.NoAuth {
		auth = "NO TOKEN, loopback only"
	}
	fmt.Fprintf(io.Err, "mcpgen serve: listening on http://%s (%s; registry %s)\n", addr, auth, strings.Join(o.Locations.Files(), ", "))
	page := browseURL(addr)
	switch {
	case o.NoAuth:
		fmt.Fprintf(io.Err, "mcpgen serve: WARNING: --no-auth: any program or user on this machine can call %s and run any command as you;\n"+
			"mcpgen serve: WARNING: use it only on a machine nobody else uses, and never expose the port (drop --no-auth to require a token)\n", page)
	case o.TokenFrom != "":
		fmt.Fprintf(io.Err, "mcpgen serve: bearer token from %s; open %s#token=TOKEN with it\n", o.TokenFrom, page)
	default:
		var saved string
		if path, err := saveServeToken(addr, o.Token); err != nil {
			saved = fmt.Sprintf("not saved: %v", err)
		} else {
			saved = "saved in " + path + " (mode 0600, removed when serve stops)"
			defer removeServeToken(path, o.Token)
		}
		fmt.Fprintf(io.Err, "mcpgen serve: generated a bearer token, %s; send it as \"Authorization: Bearer TOKEN\"\n", saved)
		fmt.Fprintf(io.Err, "mcpgen serve: open %s#token=%s\n", page, o.Token)
	}
	said := make(chan struct{})
	stopping := context.AfterFunc(ctx, func() {
		fmt.Fprintf(io.Err, "mcpgen serve: shutting down (%v)\n", context.Cause(ctx))
		close(said)
	})
	err = srv.Serve(ctx, ln)
	if !stopping() { // the shutdown began with a signal: say when it is done
		<-said
		fmt.Fprintln(io.Err, "mcpgen serve: stopped")
	}
	if err != nil && !errors.Is(err, context.Canceled) {
		return fmt.Errorf("serve: %w", err)
	}
	return nil
}

// serveShutdownGrace is how long serve lets requests in flight finish after
// SIGINT or SIGTERM before it cancels them (503 shutting down): the command
// stops within a second, as every mcpgen command does.
const serveShutdownGrace = 300 * time.Millisecond
