package registry

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"time"

	"github.com/gofrs/flock"

	"github.com/mcpgen/mcpgen/internal/atomicfile"
)

// Top-level keys that hold the server map, in the order they are looked for.
const (
	keyServers        = "servers"    // mcpgen, VS Code
	keyMCPServers     = "mcpServers" // Claude Desktop, Claude Code, Cursor, Windsurf, Cline
	keyVSCodeSettings = "mcp"        // VS Code's settings.json: "mcp": {"servers": ...}
)

// A File is one registry file in memory. Entries are keyed by server name.
// The zero value is not usable; get one from [ReadFile] or inside [Update].
type File struct {
	// Path is the file's path as given.
	Path string

	top     map[string]json.RawMessage // every top-level member as read
	key     []string                   // the member path that holds the servers
	entries map[string]Entry
	// exists reports whether the file was on disk when read.
	exists bool
	// src is the file's bytes as read: a rewrite edits them in place, so
	// comments, layout and members mcpgen does not change stay as written.
	src []byte
	// sum is the SHA-256 of src.
	sum [sha256.Size]byte
}

// newFile returns an empty File for path.
func newFile(path string) *File {
	return &File{Path: path, key: []string{keyServers}, top: map[string]json.RawMessage{}, entries: map[string]Entry{}}
}

// SHA256 returns the SHA-256 of the file's bytes as read (of no bytes for a
// missing file): the identity [Trust] remembers.
func (f *File) SHA256() [sha256.Size]byte { return f.sum }

// mcpServers reports whether the file keeps its servers under "mcpServers".
func (f *File) mcpServers() bool { return f.key[0] == keyMCPServers }

// vsCode reports whether f is one of VS Code's files: its settings.json
// ("mcp": {"servers": ...}) or a .vscode/mcp.json. VS Code reads a
// server's transport from "type" and wants it on every entry, so entries
// written there get "type" ("stdio", "http" or "sse") rather than mcpgen's
// "transport".
func (f *File) vsCode() bool {
	return len(f.key) == 2 || (f.key[0] == keyServers && filepath.Base(filepath.Dir(f.Path)) == ".vscode")
}

// dialect is how f's clients spell an entry (see [Entry.encode]).
func (f *File) dialect() dialect {
	return dialect{mcpServers: f.mcpServers(), vsCode: f.vsCode()}
}

// ReadFile reads the registry file at path. A missing file gives an empty
// File (Exists reports false). A file that does not parse gives an error
// naming the path and line:column of the fault.
func ReadFile(path string) (*File, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		f := newFile(path)
		f.sum = sha256.Sum256(nil)
		return f, nil
	}
	if err != nil {
		return nil, fmt.Errorf("reading registry: %w", err)
	}
	f, err := parseFile(path, data)
	if err != nil {
		return nil, err
	}
	f.exists = true
	return f, nil
}

// parseFile decodes a registry file's bytes. Errors name path and
// line:column.
func parseFile(path string, data []byte) (*File, error) {
	f := newFile(path)
	f.src, f.sum = data, sha256.Sum256(data)
	clean := stripJSONC(data)
	if len(bytes.TrimSpace(clean)) == 0 {
		return f, nil // an empty file is an empty registry
	}
	if err := json.Unmarshal(clean, &f.top); err != nil {
		return nil, jsonError(path, data, err)
	}
	if f.top == nil {
		return nil, fmt.Errorf("%s: want a JSON object at the top level", path)
	}
	if err := checkRepeated(path, clean); err != nil {
		return nil, err
	}
	_, hasS := f.top[keyServers]
	_, hasM := f.top[keyMCPServers]
	switch {
	case hasS && hasM:
		return nil, fmt.Errorf("%s: has both %q and %q; keep one", path, keyServers, keyMCPServers)
	case hasM:
		f.key = []string{keyMCPServers}
	case !hasS && f.top[keyVSCodeSettings] != nil:
		// VS Code's settings.json: {"mcp": {"servers": {...}}}.
		var mcpObj map[string]json.RawMessage
		if err := json.Unmarshal(f.top[keyVSCodeSettings], &mcpObj); err == nil && mcpObj[keyServers] != nil {
			f.key = []string{keyVSCodeSettings, keyServers}
		}
	}
	raw, ok := f.top[f.key[0]]
	if ok && len(f.key) == 2 {
		var mcpObj map[string]json.RawMessage
		_ = json.Unmarshal(raw, &mcpObj) // checked above
		raw, ok = mcpObj[f.key[1]]
	}
	if !ok || isNull(raw) {
		return f, nil
	}
	var servers map[string]map[string]json.RawMessage
	if err := json.Unmarshal(raw, &servers); err != nil {
		// Re-decode the whole file to get an offset that points into it.
		var err2 error
		if len(f.key) == 2 {
			return nil, fmt.Errorf("%s: %q.%q: want an object of server entries: %w", path, f.key[0], f.key[1], err)
		}
		if f.key[0] == keyServers {
			var probe struct {
				S map[string]map[string]json.RawMessage `json:"servers"`
			}
			err2 = json.Unmarshal(clean, &probe)
		} else {
			var probe struct {
				S map[string]map[string]json.RawMessage `json:"mcpServers"`
			}
			err2 = json.Unmarshal(clean, &probe)
		}
		if err2 != nil {
			return nil, jsonError(path, data, err2)
		}
		return nil, fmt.Errorf("%s: %q: want an object of server entries: %w", path, f.key[0], err)
	}
	for name, obj := range servers {
		if obj == nil {
			return nil, fmt.Errorf("%s: server %q: want an object", path, name)
		}
		e, err := decodeEntry(obj)
		if err != nil {
			at := ""
			if off := memberOffset(clean, f.key[0], name); len(f.key) == 1 && off >= 0 {
				line, col := lineCol(data, off)
				at = fmt.Sprintf(":%d:%d", line, col)
			}
			return nil, fmt.Errorf("%s%s: server %q: %w", path, at, name, err)
		}
		f.entries[name] = e
	}
	return f, nil
}

// jsonError turns a JSON decoding error into one naming path:line:column.
func jsonError(path string, data []byte, err error) error {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		off := int(se.Offset) - 1 // the offending byte
		if se.Error() == "unexpected end of JSON input" {
			off = len(data) // point past the end
		}
		line, col := lineCol(data, off)
		return fmt.Errorf("%s:%d:%d: invalid JSON: %w", path, line, col, err)
	case errors.As(err, &te):
		line, col := lineCol(data, int(te.Offset)-1)
		want := te.Type.String()
		switch te.Type.Kind() {
		case reflect.Map, reflect.Struct:
			want = "a JSON object"
		case reflect.Slice:
			want = "a JSON array"
		case reflect.String:
			want = "a string"
		}
		return fmt.Errorf("%s:%d:%d: want %s here, found %s", path, line, col, want, te.Value)
	}
	return fmt.Errorf("%s: %w", path, err)
}

// lineCol returns the 1-based line and column (in bytes) of offset off.
func lineCol(data []byte, off int) (line, col int) {
	off = max(0, min(off, len(data)))
	line = 1 + bytes.Count(data[:off], []byte{'\n'})
	col = off - bytes.LastIndexByte(data[:off], '\n')
	return line, col
}

// memberOffset returns the offset of the key name inside the object that
// is the top-level member outer, or -1 when it cannot be found.
func memberOffset(data []byte, outer, name string) int {
	type frame struct {
		object, expectKey bool
		key               string // the last key read in this object
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	var stack []frame
	for {
		off := int(dec.InputOffset())
		tok, err := dec.Token()
		if err != nil {
			return -1
		}
		if key, ok := tok.(string); ok && len(stack) > 0 && stack[len(stack)-1].object && stack[len(stack)-1].expectKey {
			n := len(stack)
			stack[n-1].key, stack[n-1].expectKey = key, false
			if n == 2 && stack[0].key == outer && key == name {
				return off + bytes.IndexByte(data[off:], '"')
			}
			continue
		}
		switch tok {
		case json.Delim('{'):
			stack = append(stack, frame{object: true, expectKey: true})
			continue
		case json.Delim('['):
			stack = append(stack, frame{})
			continue
		case json.Delim('}'), json.Delim(']'):
			stack = stack[:len(stack)-1]
		}
		if n := len(stack); n > 0 && stack[n-1].object {
			stack[n-1].expectKey = true
		}
	}
}

// Exists reports whether the file was on disk when it was read.
func (f *File) Exists() bool { return f.exists }

// Names returns the server names of the file, sorted.
func (f *File) Names() []string { return slices.Sorted(maps.Keys(f.entries)) }

// Get returns the entry called name.
func (f *File) Get(name string) (Entry, bool) {
	e, ok := f.entries[name]
	return e, ok
}

// Set adds or replaces the entry called name. Replacing keeps the members
// of the old entry that mcpgen does not interpret. The name must be valid
// and the entry must pass [Entry.Check].
func (f *File) Set(name string, e Entry) error {
	if err := ValidateName(name); err != nil {
		return err
	}
	if err := e.Check(); err != nil {
		return fmt.Errorf("server %q: %w", name, err)
	}
	if old, ok := f.entries[name]; ok && e.raw == nil {
		e.raw, e.orig = old.raw, old.orig
	}
	f.entries[name] = e
	return nil
}

// Remove deletes the entry called name; it returns an error wrapping
// [ErrNotFound] when there is none.
func (f *File) Remove(name string) error {
	if _, ok := f.entries[name]; !ok {
		return fmt.Errorf("%w: %q is not in %s", ErrNotFound, name, f.Path)
	}
	delete(f.entries, name)
	return nil
}

// SetEnabled enables or disables the entry called name; it returns an error
// wrapping [ErrNotFound] when there is none. In a file with "mcpServers"
// (Claude Desktop, Cline, Windsurf, Cursor) disabling writes
// "disabled": true, the member those clients honour, and enabling removes
// it; in a "servers" file it writes "enabled": true/false. Reading honours
// both.
func (f *File) SetEnabled(name string, enabled bool) error {
	e, ok := f.entries[name]
	if !ok {
		return fmt.Errorf("%w: %q is not in %s", ErrNotFound, name, f.Path)
	}
	e.Disabled = !enabled
	f.entries[name] = e
	return nil
}

// Encode returns the file's JSON text. A file read from disk is edited in
// place: only the members that changed are rewritten, so comments (// and
// /* */), blank lines, member order, trailing commas, a byte order mark and
// every member mcpgen does not change (including unknown members, however
// deeply nested, and text that is not valid UTF-8) stay byte for byte as
// they were. A new or empty file is written indented with two spaces,
// members sorted by key, ending in a newline.
func (f *File) Encode() ([]byte, error) {
	if len(bytes.TrimSpace(f.src)) == 0 {
		return f.encodeFresh()
	}
	return f.encodeInPlace()
}

// lockDir returns the folder that holds registry lock files: mcpgen/locks
// under os.UserCacheDir(), or "" when there is none.
func lockDir() string {
	dir, err := os.UserCacheDir()
	if err != nil || dir == "" {
		return ""
	}
	return filepath.Join(dir, "mcpgen", "locks")
}

// LockPath returns the lock file [Update] uses for the registry file at
// path. Locks are kept out of the file's folder (a project folder should
// not collect mcpgen's files): the lock is mcpgen/locks/HASH-NAME.lock under
// os.UserCacheDir(), HASH naming the file's absolute path (symbolic links
// resolved), so every mcpgen process of the user that changes the file
// takes the same lock. When there is no user cache folder ($XDG_CACHE_HOME
// and $HOME unset), the lock is a hidden sidecar file ".NAME.lock" next to
// the file.
func LockPath(path string) string {
	abs, err := filepath.Abs(path)
	if err != nil {
		abs = path
	}
	if real, err := filepath.EvalSymlinks(abs); err == nil {
		abs = real
	}
	dir := lockDir()
	if dir == "" {
		return filepath.Join(filepath.Dir(abs), "."+filepath.Base(abs)+".lock")
	}
	sum := sha256.Sum256([]byte(abs))
	return filepath.Join(dir, hex.EncodeToString(sum[:10])+"-"+filepath.Base(abs)+".lock")
}

// LockTimeout bounds how long [Update] waits for the file lock.
const LockTimeout = 30 * time.Second

// lockFile takes the exclusive lock of the file at path (see [LockPath]),
// waiting at most LockTimeout; the caller must release it with
// [heldLock.Unlock], which removes the lock file while still holding it so
// the lock folder does not grow with every registry file ever changed (a
// test suite's temporary folders left thousands). A process that locked
// the removed file meanwhile sees that the path no longer names the file it
// holds and locks the new one instead, so two processes never hold the lock
// at once (the same scheme as dataset.LockOutput).
func lockFile(ctx context.Context, path string) (*heldLock, error) {
	lp := LockPath(path)
	if err := os.MkdirAll(filepath.Dir(lp), 0o700); err != nil {
		return nil, fmt.Errorf("creating the lock folder: %w", err)
	}
	lctx, cancel := context.WithTimeout(ctx, LockTimeout)
	defer cancel()
	for {
		lock := flock.New(lp)
		ok, err := lock.TryLockContext(lctx, 10*time.Millisecond)
		if err != nil || !ok {
			if err == nil {
				err = lctx.Err()
			}
			return nil, fmt.Errorf("locking %s: %w", lock.Path(), err)
		}
		locked, err1 := lock.Stat()
		named, err2 := os.Stat(lp)
		if err1 != nil || (err2 == nil && os.SameFile(locked, named)) || (err2 != nil && !errors.Is(err2, fs.ErrNotExist)) {
			return &heldLock{fl: lock}, nil
		}
		// The holder removed this file as it finished: lock the new one.
		_ = lock.Unlock()
		_ = lock.Close()
	}
}

// heldLock is a registry lock taken by [lockFile].
type heldLock struct {
	fl *flock.Flock
}

// Unlock removes the lock file and releases the lock. Removal is best
// effort: where it fails the file stays, still a valid lock.
func (l *heldLock) Unlock() error {
	_ = os.Remove(l.fl.Path())
	return l.fl.Unlock()
}

// writeTarget returns the file that a write to path changes: path itself,
// or the file a symbolic link at path points to, so a dotfiles manager's
// link stays a link. A link whose target does not exist is refused: writing
// would either replace the link or create a file the user did not name.
func writeTarget(path string) (string, error) {
	fi, err := os.Lstat(path)
	if err != nil || fi.Mode()&fs.ModeSymlink == 0 {
		return path, nil
	}
	real, err := filepath.EvalSymlinks(path)
	if err != nil {
		target, _ := os.Readlink(path)
		return "", fmt.Errorf("%s is a symbolic link to %s, which does not exist: create the file it points to or remove the link (%w)", path, target, err)
	}
	return real, nil
}

// Update changes the registry file at path under an exclusive lock: it reads
// the file (a missing file is empty), calls fn, and when fn returns nil
// writes the result atomically (atomicfile.WriteFile), editing the text in
// place ([File.Encode]) so comments and untouched members stay as written.
// An existing file keeps its permission bits; a new one gets mode 0600, in
// a folder created with mode 0700 when missing. A file without the owner's
// write permission is refused, not replaced. A file that does not parse is
// reported and left untouched; so is any file when fn returns an error
// (which Update returns as is). When path is a symbolic link, the file it
// points to is updated and the link is kept; a link to nothing is refused.
// The lock is a file under the user cache folder ([LockPath]).
func Update(ctx context.Context, path string, fn func(*File) error) error {
	return update(ctx, path, fn, nil)
}

// update is [Update]; when the file was written, written (when not nil) is
// called with the file's bytes before and after, still under the lock.
func update(ctx context.Context, path string, fn func(*File) error, written func(before, after []byte) error) (err error) {
	path, err = writeTarget(path)
	if err != nil {
		return err
	}
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("creating registry folder: %w", err)
	}
	lock, err := lockFile(ctx, path)
	if err != nil {
		return err
	}
	defer lock.Unlock()

	perm := fs.FileMode(0o600)
	if fi, err := os.Stat(path); err == nil {
		perm = fi.Mode().Perm()
		if fi.Mode().IsRegular() && perm&0o200 == 0 {
			return fmt.Errorf("%s is read-only (mode %#o): mcpgen does not replace it; make it writable (chmod u+w) to change it", path, perm)
		}
	}
	f, err := ReadFile(path)
	if err != nil {
		return err
	}
	if err := fn(f); err != nil {
		return err
	}
	data, err := f.Encode()
	if err != nil {
		return err
	}
	if err := atomicfile.WriteFile(path, data, perm); err != nil {
		return err
	}
	if written != nil {
		return written(f.src, data)
	}
	return nil
}
