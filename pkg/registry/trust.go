package registry

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/mcpgen/mcpgen/internal/atomicfile"
	"io/fs"
	"os"
	"path/filepath"
	"time"
)

// ErrUntrusted is wrapped by the errors of [Server.Spec] about a server
// that comes from a project registry file the user has not trusted, or
// that changed since it was trusted. Such a server is never started.
var ErrUntrusted = errors.New("untrusted project registry")

// TrustFileName is the name of the file, in mcpgen's user config folder,
// that remembers the trusted project registry files.
const TrustFileName = "trusted_projects.json"

// trustStore is the JSON form of the trust file.
type trustStore struct {
	// Trusted maps a registry file's absolute path (symbolic links
	// resolved) to the hash of the content the user trusted.
	Trusted map[string]trustRecord `json:"trusted"`
}

type trustRecord struct {
	SHA256    string `json:"sha256"`
	TrustedAt string `json:"trustedAt"` // RFC 3339, for people reading the file
}

// trustKey returns the key of path in the trust file: the absolute path
// with symbolic links resolved.
func trustKey(path string) string {
	abs, err := filepath.Abs(path)
	if err != nil {
		abs = path
	}
	if real, err := filepath.EvalSymlinks(abs); err == nil {
		abs = real
	}
	return abs
}

// readTrust reads the trust file at store; a missing file trusts nothing.
func readTrust(store string) (trustStore, error) {
	ts := trustStore{Trusted: map[string]trustRecord{}}
	data, err := os.ReadFile(store)
	if errors.Is(err, fs.ErrNotExist) {
		return ts, nil
	}
	if err != nil {
		return ts, fmt.Errorf("reading the trusted projects: %w", err)
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return ts, nil
	}
	if err := json.Unmarshal(data, &ts); err != nil {
		return ts, fmt.Errorf("%s: %w (fix or remove it; it only remembers which project registries you trusted)", store, err)
	}
	if ts.Trusted == nil {
		ts.Trusted = map[string]trustRecord{}
	}
	return ts, nil
}

// trustState says whether the file at path with hash sum is trusted by the
// trust file at store: "" when it is, else why not.
func trustState(store, path string, sum [sha256.Size]byte) (string, error) {
	if store == "" {
		return "no trust file is known (set $XDG_CONFIG_HOME or $HOME)", nil
	}
	ts, err := readTrust(store)
	if err != nil {
		return "", err
	}
	rec, ok := ts.Trusted[trustKey(path)]
	switch {
	case !ok:
		return "not trusted", nil
	case rec.SHA256 != hex.EncodeToString(sum[:]):
		return "changed since it was trusted", nil
	}
	return "", nil
}

// editTrust changes the trust file at store under its lock and writes it
// atomically with mode 0600.
func editTrust(ctx context.Context, store string, fn func(*trustStore)) error {
	if store == "" {
		return errors.New("no user config folder to keep the trusted projects in (set $XDG_CONFIG_HOME or $HOME)")
	}
	if err := os.MkdirAll(filepath.Dir(store), 0o700); err != nil {
		return fmt.Errorf("creating %s: %w", filepath.Dir(store), err)
	}
	lock, err := lockFile(ctx, store)
	if err != nil {
		return err
	}
	defer lock.Unlock()
	ts, err := readTrust(store)
	if err != nil {
		return err
	}
	fn(&ts)
	data, err := json.MarshalIndent(ts, "", "  ")
	if err != nil {
		return fmt.Errorf("encoding the trusted projects: %w", err)
	}
	return atomicfile.WriteFile(store, append(data, '\n'), 0o600)
}

// Trust records the registry file at path, as it is now (its SHA-256), as
// trusted in the trust file at store: its servers may be started until the
// file changes. It returns the file as read.
func Trust(ctx context.Context, store, path string) (*File, error) {
	f, err := ReadFile(path)
	if err != nil {
		return nil, err
	}
	if !f.Exists() {
		return nil, fmt.Errorf("%s: %w", path, fs.ErrNotExist)
	}
	err = editTrust(ctx, store, func(ts *trustStore) {
		ts.Trusted[trustKey(path)] = trustRecord{SHA256: hex.EncodeToString(f.sum[:]), TrustedAt: time.Now().UTC().Format(time.RFC3339)}
	})
	return f, err
}

// Untrust forgets the registry file at path in the trust file at store; it
// reports whether the file was trusted.
func Untrust(ctx context.Context, store, path string) (bool, error) {
	was := false
	err := editTrust(ctx, store, func(ts *trustStore) {
		k := trustKey(path)
		_, was = ts.Trusted[k]
		delete(ts.Trusted, k)
	})
	return was, err
}

// untrustedError is the error of starting a server of an untrusted file.
func untrustedError(s Server) error {
	return &UntrustedError{Server: s.Name, Source: s.Source, Why: s.Untrusted}
}

// UntrustedError is the error of [Server.Spec] for a server of a project
// file that is not trusted, or changed since it was trusted; it wraps
// [ErrUntrusted]. Trusting Source ([Trust]) lets its servers
// start.
type UntrustedError struct {
	// Server is the refused server's name, Source the project file it
	// comes from, and Why says why Source is not trusted (as
	// [Server.Untrusted]).
	Server, Source, Why string
}

// Error names the server, the file and why the file is not trusted.
func (e *UntrustedError) Error() string {
	return fmt.Sprintf("%v: server %q comes from %s, which is %s; mcpgen starts the servers of a project file only after you trust it: read its commands, then trust the file",
		ErrUntrusted, e.Server, e.Source, e.Why)
}

// Unwrap returns ErrUntrusted.
func (e *UntrustedError) Unwrap() error { return ErrUntrusted }

// Load reads the registry files of l, highest precedence first (see the
// package function [Load]), and checks the project file against the trust
// file: when it is not trusted, or changed since, its servers are marked
// [Server.Untrusted], are listed, and are refused by [Server.Spec]. The
// pinned file and the user file are the user's own and always trusted.
// A project file that cannot be read blocks the user file's servers too:
// the error says so and how to get past it (fix it, or --config).
func (l Locations) Load() (*Registry, error) {
	r, err := Load(l.Files()...)
	if err != nil && l.Pinned == "" && l.Project != "" && trustKey(l.Project) != trustKey(l.User) {
		if _, perr := ReadFile(l.Project); perr != nil {
			return nil, fmt.Errorf("%w; this project registry (%s in the current folder) is read before your user registry %s, so no server can be used: fix it, or give --config %s (or MCPGEN_CONFIG) to read only your user registry",
				err, FileName, l.User, l.User)
		}
	}
	if err != nil || l.Pinned != "" || l.Project == "" || trustKey(l.Project) == trustKey(l.User) {
		// No project file, or it is the user's own file (mcpgen run in
		// the user config folder).
		return r, err
	}
	var proj *File
	for _, f := range r.files {
		if f.Path == l.Project {
			proj = f
		}
	}
	if proj == nil || len(proj.entries) == 0 {
		return r, nil
	}
	why, err := trustState(l.Trust, l.Project, proj.sum)
	if err != nil {
		return nil, err
	}
	if why == "" {
		return r, nil
	}
	for name, s := range r.servers {
		if s.Source == l.Project {
			s.Untrusted = why
			r.servers[name] = s
		}
	}
	return r, nil
}

// Update changes the registry file at path like the package function
// [Update], for a command the user gave: when path is l's project file and
// that file was trusted (or did not exist) before the change, the new
// content is trusted too, so the user's own edits do not lock them out. A
// project file that was not trusted stays untrusted.
func (l Locations) Update(ctx context.Context, path string, fn func(*File) error) error {
	if l.Pinned != "" || l.Project == "" || trustKey(path) != trustKey(l.Project) {
		return update(ctx, path, fn, nil)
	}
	// Under the file's lock, so concurrent edits see each other's trust.
	return update(ctx, path, fn, func(before, after []byte) error {
		if old, perr := parseFile(path, before); perr != nil || len(old.entries) > 0 {
			// Servers were defined before the change: carry the trust
			// over only if that content was trusted.
			why, err := trustState(l.Trust, path, sha256.Sum256(before))
			if err != nil || why != "" {
				return err
			}
		}
		sum := sha256.Sum256(after)
		return editTrust(ctx, l.Trust, func(ts *trustStore) {
			ts.Trusted[trustKey(path)] = trustRecord{SHA256: hex.EncodeToString(sum[:]), TrustedAt: time.Now().UTC().Format(time.RFC3339)}
		})
	})
}
