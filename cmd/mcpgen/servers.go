package main

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"sync"

	"github.com/mcpgen/mcpgen/pkg/mcp"
	"github.com/mcpgen/mcpgen/pkg/registry"
	"github.com/urfave/cli/v2"
)

// Shared helpers for commands that act on registry servers (server, tools,
// exec, validate, generate).

// registryLocations returns the registry files chosen by the global flags:
// the --config / MCPGEN_CONFIG file alone, else ./mcp_servers.json over the
// user file.
func registryLocations(c *cli.Context) (registry.Locations, error) {
	if c.IsSet(flagConfig) && c.String(flagConfig) == "" {
		if _, env := os.LookupEnv("MCPGEN_CONFIG"); !env {
			// --config "$UNSET" would edit the user's registry instead of
			// the one the script meant (an empty MCPGEN_CONFIG is unset)
			return registry.Locations{}, usageErrorf("--config: the path is empty (an unset variable?): give --config FILE, or leave the flag out to use ./mcp_servers.json and the user's registry")
		}
	}
	return registry.DefaultLocations(c.String(flagConfig))
}

// loadRegistry reads the registry files chosen by the global flags. The
// servers of an untrusted project file are marked (registry.Locations.Load)
// and refused by serverSpec.
func loadRegistry(c *cli.Context) (*registry.Registry, registry.Locations, error) {
	loc, err := registryLocations(c)
	if err != nil {
		return nil, loc, err
	}
	r, err := loc.Load()
	return r, loc, err
}

// resolveServer loads the registry chosen by the global flags (--config /
// MCPGEN_CONFIG, else project ./mcp_servers.json over the user file), finds
// NAME (usage error exit 2 if the name is invalid; an error naming the known
// servers/files if absent), expands ${VAR}/${VAR:-default} (error naming the
// variable), and applies global --protocol-version / --connect-timeout /
// --call-timeout overrides.
func resolveServer(c *cli.Context, name string) (mcp.ServerSpec, error) {
	if err := registry.ValidateName(name); err != nil {
		return mcp.ServerSpec{}, &UsageError{Err: err}
	}
	r, _, err := loadRegistry(c)
	if err != nil {
		return mcp.ServerSpec{}, err
	}
	s, err := r.Lookup(name)
	if errors.Is(err, registry.ErrNotFound) {
		return mcp.ServerSpec{}, &UsageError{Err: err} // a name the command line got wrong: exit 2
	}
	if err != nil {
		return mcp.ServerSpec{}, err
	}
	return serverSpec(c, s)
}

// enabledServers returns the specs of every enabled server, sorted by name;
// expansion errors are returned per server in the map (a bad entry must not
// stop the others).
func enabledServers(c *cli.Context) ([]mcp.ServerSpec, map[string]error, error) {
	r, _, err := loadRegistry(c)
	if err != nil {
		return nil, nil, err
	}
	var specs []mcp.ServerSpec
	bad := map[string]error{}
	for _, s := range r.Servers() {
		if !s.Entry.Enabled() {
			continue
		}
		spec, err := serverSpec(c, s)
		if err != nil {
			bad[s.Name] = err
			continue
		}
		specs = append(specs, spec)
	}
	return specs, bad, nil
}

// serverSpec expands s's variables from the environment and turns it into
// an mcp.ServerSpec with the global --protocol-version, --connect-timeout and
// --call-timeout overrides applied. A bad entry is an error wrapping
// registry.ErrBadEntry (not a usage error: the command line was right).
func serverSpec(c *cli.Context, s registry.Server) (mcp.ServerSpec, error) {
	connect, call := globalDurations(c)
	spec, err := s.Spec(nil, registry.SpecOverrides{
		ProtocolVersion: c.String(flagProtocolVersion),
		ConnectTimeout:  connect,
		CallTimeout:     call,
	})
	if err == nil {
		connectAdvice.Store(s.Name, timeoutHint(s))
	}
	return spec, err
}

// connectAdvice maps the name of each server this command resolved
// (serverSpec) to timeoutHint of its entry, for withConnectAdvice.
var connectAdvice sync.Map

// withConnectAdvice returns err with the command line's advice added when
// it holds a connect timeout of a server this command resolved (pkg/mcp
// says the facts: the server did not answer initialize within the connect
// timeout): after the cause, before the server's stderr tail. A timeout of
// a server that wrote lines other than JSON-RPC on its stdout gets none: its
// message says what is wrong, and more time would not help.
func withConnectAdvice(err error) error {
	var me *mcp.Error
	if err == nil || !errors.As(err, &me) || me.Op != "connect" || !errors.Is(me.Err, mcp.ErrTimeout) || errors.Is(me.Err, mcp.ErrStdoutNoise) {
		return err
	}
	hint, ok := connectAdvice.Load(me.Server)
	if !ok || strings.Contains(err.Error(), hint.(string)) {
		return err // not resolved here, or advised already
	}
	advised := *me
	advised.Err = fmt.Errorf("%w; %s", me.Err, hint)
	if err == error(me) {
		return &advised
	}
	return &advisedError{err: err, msg: strings.Replace(err.Error(), me.Error(), advised.Error(), 1)}
}

// advisedError is an error whose message has advice added inside it;
// Unwrap gives the error unchanged.
type advisedError struct {
	err error
	msg string
}

func (a *advisedError) Error() string { return a.msg }
func (a *advisedError) Unwrap() error { return a.err }

// timeoutHint says how to give server s a longer connect timeout, for the
// error of a connect that timed out: a server slow to start (npx
// downloading a package) needs more, one that never answers is not an MCP
// server on stdio or is stuck.
func timeoutHint(s registry.Server) string {
	where := "the entry's \"timeout\""
	if s.Source != "" {
		where += " in " + s.Source
	}
	return fmt.Sprintf("if it is slow to start, give it longer with --connect-timeout (e.g. --connect-timeout 2m) or %s; if it never answers, check that its command runs an MCP server on stdio", where)
}

// completeServerNames is the shell completion of a command whose first
// argument is a server name: the registry's names (nothing is started).
func completeServerNames(c *cli.Context) {
	if c.NArg() > 0 {
		return
	}
	r, _, err := loadRegistry(c)
	if err != nil {
		return
	}
	for _, s := range r.Servers() {
		fmt.Fprintln(c.App.Writer, s.Name)
	}
}
