package registry

import (
	"fmt"
	"github.com/mcpgen/mcpgen/internal/suggest"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// FileName is the name of registry files.
const FileName = "mcp_servers.json"

// Locations are the registry files mcpgen reads, in precedence order.
type Locations struct {
	// Pinned, when set, is the only file read and written (--config,
	// MCPGEN_CONFIG); Project and User are then ignored.
	Pinned string
	// Project is ./mcp_servers.json (absolute).
	Project string
	// User is mcpgen/mcp_servers.json under os.UserConfigDir().
	User string
	// Trust is the file that remembers which project files the user
	// trusted (mcpgen/trusted_projects.json under os.UserConfigDir(); see
	// [Locations.Load]). "" trusts no project file.
	Trust string
}

// DefaultLocations returns the project file in the current folder and the
// user file under os.UserConfigDir(), or only pinned when it is not "".
// It fails when the user config folder cannot be determined (neither
// $XDG_CONFIG_HOME nor $HOME is set on Linux) and no file is pinned.
func DefaultLocations(pinned string) (Locations, error) {
	if pinned != "" {
		abs, err := filepath.Abs(pinned)
		if err != nil {
			return Locations{}, fmt.Errorf("registry file %s: %w", pinned, err)
		}
		loc := Locations{Pinned: abs}
		if cfg, err := os.UserConfigDir(); err == nil {
			loc.Trust = filepath.Join(cfg, "mcpgen", TrustFileName)
		}
		return loc, nil
	}
	wd, err := os.Getwd()
	if err != nil {
		return Locations{}, fmt.Errorf("finding the project registry: %w", err)
	}
	cfg, err := os.UserConfigDir()
	if err != nil {
		return Locations{}, fmt.Errorf("finding the user registry: %w", err)
	}
	return Locations{
		Project: filepath.Join(wd, FileName),
		User:    filepath.Join(cfg, "mcpgen", FileName),
		Trust:   filepath.Join(cfg, "mcpgen", TrustFileName),
	}, nil
}

// Files returns the files to read, highest precedence first.
func (l Locations) Files() []string {
	if l.Pinned != "" {
		return []string{l.Pinned}
	}
	return []string{l.Project, l.User}
}

// WriteTarget returns the file that a new entry goes to: the pinned file,
// else the project file when project is true, else the user file.
func (l Locations) WriteTarget(project bool) string {
	switch {
	case l.Pinned != "":
		return l.Pinned
	case project:
		return l.Project
	default:
		return l.User
	}
}

// A Server is a registry entry together with its name and the file it comes
// from.
type Server struct {
	Name  string
	Entry Entry
	// Source is the path of the file that defines the entry.
	Source string
	// Shadows lists the lower-precedence files that define the same name
	// and are overridden by Source.
	Shadows []string
	// Untrusted, when not "", says why Source is not trusted ("not
	// trusted", "changed since it was trusted"): the server comes from a
	// project file the user has not trusted ([Locations.Load]), and
	// [Server.Spec] refuses to start it.
	Untrusted string
}

// A Registry is the merged view of several registry files.
type Registry struct {
	files   []*File // highest precedence first
	servers map[string]Server
}

// Load reads the files at paths, highest precedence first, and merges them:
// for a name defined in several files the first wins. Missing files are
// empty; a file that does not parse is an error naming it and line:column.
// Every file is taken as trusted (the caller chose them); to read the
// default locations, whose project file must be trusted first, use
// [Locations.Load].
func Load(paths ...string) (*Registry, error) {
	r := &Registry{servers: map[string]Server{}}
	for _, p := range paths {
		f, err := ReadFile(p)
		if err != nil {
			return nil, err
		}
		r.files = append(r.files, f)
		for _, name := range f.Names() {
			e, _ := f.Get(name)
			if s, ok := r.servers[name]; ok {
				s.Shadows = append(s.Shadows, p)
				r.servers[name] = s
				continue
			}
			r.servers[name] = Server{Name: name, Entry: e, Source: p}
		}
	}
	return r, nil
}

// Files returns the files read, highest precedence first (including
// missing, empty ones).
func (r *Registry) Files() []*File { return slices.Clone(r.files) }

// Servers returns every server, sorted by name.
func (r *Registry) Servers() []Server {
	out := make([]Server, 0, len(r.servers))
	for _, name := range slices.Sorted(maps.Keys(r.servers)) {
		out = append(out, r.servers[name])
	}
	return out
}

// Lookup returns the server called name. The error wraps [ErrInvalidName]
// for a name that is not valid, and [ErrNotFound] (naming the known servers
// and the files read) for one that is not defined.
func (r *Registry) Lookup(name string) (Server, error) {
	if err := ValidateName(name); err != nil {
		return Server{}, err
	}
	if s, ok := r.servers[name]; ok {
		return s, nil
	}
	var paths, missing []string
	for _, f := range r.files {
		if f.exists {
			paths = append(paths, f.Path)
		} else {
			missing = append(missing, f.Path)
		}
	}
	if len(paths) == 0 {
		// none was there: say so, never "no server in FILE" of a file
		// that does not exist
		return Server{}, fmt.Errorf("%w: no server %q: no registry file (looked for %s); add one with: mcpgen server add %s -- COMMAND [ARG...]", ErrNotFound, name, strings.Join(missing, " and "), name)
	}
	known := "none"
	names := slices.Sorted(maps.Keys(r.servers))
	if len(names) > 0 {
		known = strings.Join(names, ", ")
	}
	return Server{}, fmt.Errorf("%w: no server %q in %s%s (known: %s)", ErrNotFound, name, strings.Join(paths, " or "), suggest.Hint(name, names), known)
}
