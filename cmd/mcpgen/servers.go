package main

import (
	"errors"
	"fmt"

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
	return registry.DefaultLocations(c.String(flagConfig))
}

// loadRegistry reads the registry files chosen by the global flags.
func loadRegistry(c *cli.Context) (*registry.Registry, registry.Locations, error) {
	loc, err := registryLocations(c)
	if err != nil {
		return nil, loc, err
	}
	r, err := registry.Load(loc.Files()...)
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

// errBadEntry marks a registry entry that cannot be started (bad variable,
// unusable fields). It is not a usage error: the command line was right.
var errBadEntry = errors.New("bad server entry")

// serverSpec expands s's variables and turns it into an mcp.ServerSpec with
// the global flag overrides applied.
func serverSpec(c *cli.Context, s registry.Server) (mcp.ServerSpec, error) {
	if err := s.Entry.Check(); err != nil {
		return mcp.ServerSpec{}, fmt.Errorf("%w: server %q (%s): %w", errBadEntry, s.Name, s.Source, err)
	}
	e, err := registry.Expand(s.Entry, nil)
	if err != nil {
		return mcp.ServerSpec{}, fmt.Errorf("%w: server %q (%s): %w", errBadEntry, s.Name, s.Source, err)
	}
	spec := mcp.ServerSpec{
		Name:            s.Name,
		Transport:       e.EffectiveTransport(),
		Command:         e.Command,
		Args:            e.Args,
		Env:             e.Env,
		Dir:             e.Cwd,
		URL:             e.URL,
		Headers:         e.Headers,
		ProtocolVersion: e.ProtocolVersion,
		ConnectTimeout:  e.Timeout,
	}
	if v := c.String(flagProtocolVersion); v != "" {
		spec.ProtocolVersion = v
	}
	connect, call := globalDurations(c)
	if connect > 0 {
		spec.ConnectTimeout = connect
	}
	if call > 0 {
		spec.CallTimeout = call
	}
	return spec, nil
}
