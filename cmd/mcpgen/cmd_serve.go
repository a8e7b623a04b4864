package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"os"
	"os/signal"
	"strings"
	"syscall"
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
	Token       string // from --token-file or MCPGEN_TOKEN
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
server_id, tool_name, tool_args; arguments are validated against the inputSchema
first, destructive tools need "confirm": true), lint schemas and generate datasets.
Errors are RFC 9457 problem details.

Sessions stay warm between requests (one per server, more under load, closed when
idle) and are restarted when a server dies. The registry files are checked on every
request (and re-read when they changed), so changes made with 'mcpgen server ...' apply at once.

Binds 127.0.0.1:8080 by default. Any other address needs a bearer token
(--token-file or MCPGEN_TOKEN), required on every request as
"Authorization: Bearer TOKEN"; without one serve refuses to start (exit 2).
The server processes started by serve do not inherit MCPGEN_TOKEN.
Browser requests from another origin than --cors-origin get 403 (a web page
cannot drive the API behind your back), and so do, without a token, requests
addressed to a host name other than localhost, 127.0.0.1 or [::1].
The listening address is printed on stderr, followed by one structured access
log line per request. SIGINT or SIGTERM shut down gracefully and stop every
server process (exit 0).`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "addr", Value: serve.DefaultAddr, Usage: "listen on `HOST:PORT` (port 0 picks a free one)"},
			&cli.StringFlag{Name: "token-file", Usage: "read the bearer token from `FILE` (else $" + serveTokenEnv + ")"},
			&cli.StringFlag{Name: "cors-origin", Usage: "allow browser requests from `ORIGIN` (\"*\" for any); CORS is off without it"},
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
			return runServe(c.Context, o, e.io)
		},
	}
}

// serveOptionsFrom reads and checks the flags. A non-loopback --addr
// without a token is a usage error.
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
	if f := c.String("token-file"); f != "" {
		b, err := os.ReadFile(f)
		if err != nil {
			return o, usageErrorf("serve: --token-file: %v", err)
		}
		if o.Token = strings.TrimSpace(string(b)); o.Token == "" {
			return o, usageErrorf("serve: --token-file %s is empty", f)
		}
	} else {
		o.Token = strings.TrimSpace(os.Getenv(serveTokenEnv))
	}
	if err := serve.CheckAddr(o.Addr, o.Token); err != nil {
		return o, &UsageError{Err: fmt.Errorf("serve: %w", err)}
	}
	loc, err := registryLocations(c)
	if err != nil {
		return o, err
	}
	o.Locations = loc
	return o, nil
}

// runServe listens and serves until ctx ends or SIGINT/SIGTERM arrives (the
// signals are watched here too, so the command shuts down cleanly even when
// started without main's signal context, as in tests).
func runServe(ctx context.Context, o serveOptions, io *IO) error {
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	// Server processes inherit serve's environment: the token must not go
	// with it (o.Token already holds it).
	if err := os.Unsetenv(serveTokenEnv); err != nil {
		return fmt.Errorf("serve: %w", err)
	}

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
		Token: o.Token, Addr: o.Addr, CORSOrigin: o.CORSOrigin, MaxBody: o.MaxBody,
		Logger: logger, Version: Version(),
	})
	if err != nil {
		return &UsageError{Err: fmt.Errorf("serve: %w", err)}
	}
	ln, err := net.Listen("tcp", o.Addr)
	if err != nil {
		_ = srv.Close()
		return fmt.Errorf("serve: listen on %s: %w", o.Addr, err)
	}
	auth := "no token (loopback only)"
	if o.Token != "" {
		auth = "bearer token required"
	}
	fmt.Fprintf(io.Err, "mcpgen serve: listening on http://%s (%s; registry %s)\n", ln.Addr(), auth, strings.Join(o.Locations.Files(), ", "))
	if err := srv.Serve(ctx, ln); err != nil && !errors.Is(err, context.Canceled) {
		return fmt.Errorf("serve: %w", err)
	}
	return nil
}
