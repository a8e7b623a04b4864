package registry

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Transports an entry can name. An empty transport means stdio when the
// entry has a command, else http.
const (
	TransportStdio = "stdio"
	TransportHTTP  = "http" // Streamable HTTP (MCP 2025-03-26 and later)
	TransportSSE   = "sse"  // HTTP+SSE (MCP 2024-11-05)
)

// ErrInvalidName is wrapped by every error about a server name that does not
// match [NamePattern].
var ErrInvalidName = errors.New("invalid server name")

// ErrNotFound is wrapped by errors about a server name that is not in the
// registry.
var ErrNotFound = errors.New("server not found")

// ErrExists is wrapped by errors about adding a name that is already taken.
var ErrExists = errors.New("server already exists")

// NamePattern is the character set and length of server names; a name
// must also not start with '-' (see [ValidateName]).
const NamePattern = `^[A-Za-z0-9_-]{1,64}$`

var nameRE = regexp.MustCompile(NamePattern)

// nameRule is the rule ValidateName enforces, in words.
const nameRule = "use 1 to 64 letters, digits, '_' or '-', not starting with '-'"

// ValidateName returns nil when name matches [NamePattern] and does not
// start with '-' (such a name reads as a flag on the command line: "--" or
// "-x"), else an error wrapping [ErrInvalidName] that quotes the name and
// states the rule. [ImportFile] sanitizes names that break the rule instead
// (leading '-' dropped).
func ValidateName(name string) error {
	if !nameRE.MatchString(name) || strings.HasPrefix(name, "-") {
		return fmt.Errorf("%w %q: %s", ErrInvalidName, name, nameRule)
	}
	return nil
}

// An Entry is one server of a registry file, as written (variables not
// expanded). The zero value is an enabled stdio entry with no command.
//
// An Entry read from a file remembers the file's raw JSON object, so members
// mcpgen does not know (and the alias keys a client used, such as "type" or
// "serverUrl") survive a rewrite; only the fields that changed are written
// back, under mcpgen's key names.
type Entry struct {
	// Command and Args start a stdio server; Args are passed as a list,
	// never through a shell.
	Command string
	Args    []string
	// Env is added to the environment of a stdio server.
	Env map[string]string
	// Cwd is the working directory of a stdio server; "" means mcpgen's.
	Cwd string

	// URL is the endpoint of a remote server (also read from "serverUrl").
	URL string
	// Transport is "", TransportStdio, TransportHTTP or TransportSSE (also
	// read from "type"; "streamable-http" and "streamableHttp" mean http).
	Transport string
	// Headers are sent with every HTTP request to a remote server.
	Headers map[string]string

	// Disabled is true when the file says "enabled": false or
	// "disabled": true. Disabled servers are skipped by commands that act
	// on all servers.
	Disabled bool
	// Timeout bounds starting the server and the initialize handshake; 0
	// means the caller's default.
	Timeout time.Duration
	// ProtocolVersion is the MCP revision to request; "" means the caller's
	// default.
	ProtocolVersion string

	raw  map[string]json.RawMessage // the entry's JSON object as read; nil for new entries
	orig *Entry                     // the fields as decoded from raw
}

// Enabled reports whether the entry is enabled.
func (e Entry) Enabled() bool { return !e.Disabled }

// EffectiveTransport returns the transport the entry uses: Transport when
// set, else stdio when Command is set, else http.
func (e Entry) EffectiveTransport() string {
	switch {
	case e.Transport != "":
		return e.Transport
	case e.Command != "":
		return TransportStdio
	default:
		return TransportHTTP
	}
}

// Extra returns the members of the entry's JSON object that mcpgen does not
// interpret, sorted by key.
func (e Entry) Extra() map[string]json.RawMessage {
	out := map[string]json.RawMessage{}
	for k, v := range e.raw {
		if !knownKeys[k] {
			out[k] = v
		}
	}
	return out
}

// Check reports an entry that cannot be used: none or both of command and
// url, a transport that does not fit, or an unknown transport.
func (e Entry) Check() error {
	switch {
	case e.Command == "" && e.URL == "":
		return errors.New("entry has neither command nor url")
	case e.Command != "" && e.URL != "":
		return errors.New("entry has both command and url")
	}
	switch e.Transport {
	case "", TransportStdio:
		if e.Command == "" && e.Transport == TransportStdio {
			return errors.New(`transport "stdio" needs a command`)
		}
	case TransportHTTP, TransportSSE:
		if e.URL == "" {
			return fmt.Errorf("transport %q needs a url", e.Transport)
		}
	default:
		return fmt.Errorf("unknown transport %q (want stdio, http or sse)", e.Transport)
	}
	if e.Timeout < 0 {
		return fmt.Errorf("negative timeout %s", e.Timeout)
	}
	for _, k := range slices.Sorted(maps.Keys(e.Headers)) {
		// a line break would end the header and start another (RFC 9110
		// section 5.5): Go's client refuses it at connect, too late
		if strings.ContainsAny(k, "\r\n:") || k == "" {
			return fmt.Errorf("header name %q is not a header name (no colon or line break)", k)
		}
		if strings.ContainsAny(e.Headers[k], "\r\n") {
			return fmt.Errorf("header %s: the value holds a line break, which would start another header", k)
		}
	}
	return nil
}

// OneWordCommandLine tells whether e's command is a whole command line in
// one word ("npx -y pkg" with no args): commands run as argument lists,
// never through a shell, and no program has that name, on PATH or as a
// file (relative to e.Cwd when set), so the entry could never start.
// 'server add' and POST /api/mcp/servers refuse it. A command with ${VAR}
// is not judged.
func (e Entry) OneWordCommandLine() bool {
	if len(e.Args) > 0 || !strings.ContainsAny(e.Command, " \t") || strings.Contains(e.Command, "${") {
		return false
	}
	if _, err := exec.LookPath(e.Command); err == nil {
		return false
	}
	path := e.Command
	if !filepath.IsAbs(path) && e.Cwd != "" && !strings.Contains(e.Cwd, "${") {
		path = filepath.Join(e.Cwd, path)
	}
	_, err := os.Stat(path)
	return err != nil
}

// knownKeys are the entry members mcpgen interprets.
var knownKeys = map[string]bool{
	"command": true, "args": true, "env": true, "cwd": true,
	"url": true, "serverUrl": true, "transport": true, "type": true, "headers": true,
	"enabled": true, "disabled": true, "timeout": true, "protocolVersion": true,
}

// normalizeTransport maps the transport names of MCP clients to ours.
func normalizeTransport(t string) string {
	switch strings.ToLower(t) {
	case "", "stdio", "local":
		if t == "" {
			return ""
		}
		return TransportStdio
	case "http", "streamable-http", "streamablehttp", "streamable_http", "remote":
		return TransportHTTP
	case "sse":
		return TransportSSE
	default:
		return t // reported by Check
	}
}

// decodeEntry decodes an entry's JSON object. Errors name the member.
func decodeEntry(raw map[string]json.RawMessage) (Entry, error) {
	var e Entry
	str := func(key string, dst *string) error {
		if v, ok := raw[key]; ok && !isNull(v) {
			if err := json.Unmarshal(v, dst); err != nil {
				return fmt.Errorf("%q: want a string", key)
			}
		}
		return nil
	}
	strMap := func(key string, dst *map[string]string) error {
		v, ok := raw[key]
		if !ok || isNull(v) {
			return nil
		}
		var m map[string]any
		if err := json.Unmarshal(v, &m); err != nil {
			return fmt.Errorf("%q: want an object", key)
		}
		out := make(map[string]string, len(m))
		for k, x := range m {
			switch x := x.(type) {
			case string:
				out[k] = x
			case float64, bool: // lenient: {"PORT": 8080}
				b, _ := json.Marshal(x)
				out[k] = string(b)
			default:
				return fmt.Errorf("%q: value of %q is not a string", key, k)
			}
		}
		*dst = out
		return nil
	}
	boolean := func(key string) (*bool, error) {
		v, ok := raw[key]
		if !ok || isNull(v) {
			return nil, nil
		}
		var b bool
		if err := json.Unmarshal(v, &b); err != nil {
			return nil, fmt.Errorf("%q: want true or false", key)
		}
		return &b, nil
	}
	if err := str("command", &e.Command); err != nil {
		return e, err
	}
	if v, ok := raw["args"]; ok && !isNull(v) {
		if err := json.Unmarshal(v, &e.Args); err != nil {
			return e, fmt.Errorf(`"args": want an array of strings`)
		}
	}
	if err := strMap("env", &e.Env); err != nil {
		return e, err
	}
	if err := str("cwd", &e.Cwd); err != nil {
		return e, err
	}
	if err := str("url", &e.URL); err != nil {
		return e, err
	}
	if e.URL == "" {
		if err := str("serverUrl", &e.URL); err != nil {
			return e, err
		}
	}
	if err := str("transport", &e.Transport); err != nil {
		return e, err
	}
	if e.Transport == "" {
		if err := str("type", &e.Transport); err != nil {
			return e, err
		}
	}
	e.Transport = normalizeTransport(e.Transport)
	if err := strMap("headers", &e.Headers); err != nil {
		return e, err
	}
	en, err := boolean("enabled")
	if err != nil {
		return e, err
	}
	dis, err := boolean("disabled")
	if err != nil {
		return e, err
	}
	e.Disabled = (en != nil && !*en) || (dis != nil && *dis)
	if v, ok := raw["timeout"]; ok && !isNull(v) {
		d, err := parseTimeout(v)
		if err != nil {
			return e, fmt.Errorf(`"timeout": %w`, err)
		}
		e.Timeout = d
	}
	if err := str("protocolVersion", &e.ProtocolVersion); err != nil {
		return e, err
	}
	e.raw = raw
	o := e
	o.raw, o.orig = nil, nil
	o.Args = slices.Clone(e.Args)
	o.Env = maps.Clone(e.Env)
	o.Headers = maps.Clone(e.Headers)
	e.orig = &o
	return e, nil
}

// parseTimeout reads a timeout: a Go duration string, or a number of
// milliseconds.
func parseTimeout(v json.RawMessage) (time.Duration, error) {
	var s string
	if err := json.Unmarshal(v, &s); err == nil {
		d, err := time.ParseDuration(strings.TrimSpace(s))
		if err != nil {
			// "30000" as a string: milliseconds like a number.
			if ms, err2 := strconv.ParseFloat(s, 64); err2 == nil {
				return time.Duration(ms * float64(time.Millisecond)), nil
			}
			return 0, fmt.Errorf("want a duration such as \"30s\": %w", err)
		}
		return d, nil
	}
	var ms float64
	if err := json.Unmarshal(v, &ms); err != nil {
		return 0, errors.New(`want a duration such as "30s" or a number of milliseconds`)
	}
	return time.Duration(ms * float64(time.Millisecond)), nil
}

// impliedTransport is e's transport, with "" read as the caller reads it:
// http for an entry with a URL, stdio otherwise.
func (e Entry) impliedTransport() string {
	switch {
	case e.Transport != "":
		return e.Transport
	case e.URL != "":
		return TransportHTTP
	}
	return TransportStdio
}

func isNull(v json.RawMessage) bool { return string(v) == "null" }

// dialect is how the clients of a registry file spell an entry.
type dialect struct {
	// mcpServers: an "mcpServers" file (Claude Desktop, Cline, Windsurf,
	// Cursor), whose clients honour "disabled": true and ignore "enabled".
	mcpServers bool
	// vsCode: a VS Code file, whose entries carry their transport as
	// "type" on every entry.
	vsCode bool
}

// encode returns the entry's JSON object: the raw object it was read from
// with changed fields written back, or a fresh object for a new entry.
// In an "mcpServers" file (d.mcpServers) a disabled entry gets
// "disabled": true and an enabled one neither member. In mcpgen's own
// "servers" files it gets "enabled" (or "disabled" when the entry already
// used only that). In a VS Code file (d.vsCode) the transport is written
// as "type", also when it is implied (stdio for a command, http for a URL).
func (e Entry) encode(d dialect) (map[string]json.RawMessage, error) {
	mcpServers := d.mcpServers
	m := maps.Clone(e.raw)
	if m == nil {
		m = map[string]json.RawMessage{}
	}
	var o Entry
	fresh := e.orig == nil
	if !fresh {
		o = *e.orig
	}
	set := func(key string, v any, zero bool, aliases ...string) error {
		for _, a := range aliases {
			delete(m, a)
		}
		if zero {
			delete(m, key)
			return nil
		}
		b, err := json.Marshal(v)
		if err != nil {
			return fmt.Errorf("encoding %q: %w", key, err)
		}
		m[key] = b
		return nil
	}
	changed := func(a, b any) bool { return fresh || !reflect.DeepEqual(a, b) }
	var err error
	if changed(e.Command, o.Command) {
		err = errors.Join(err, set("command", e.Command, e.Command == ""))
	}
	if changed(e.Args, o.Args) {
		err = errors.Join(err, set("args", e.Args, len(e.Args) == 0))
	}
	if changed(e.Env, o.Env) {
		err = errors.Join(err, set("env", e.Env, len(e.Env) == 0))
	}
	if changed(e.Cwd, o.Cwd) {
		err = errors.Join(err, set("cwd", e.Cwd, e.Cwd == ""))
	}
	if changed(e.URL, o.URL) {
		err = errors.Join(err, set("url", e.URL, e.URL == "", "serverUrl"))
	}
	switch {
	case d.vsCode && changed(e.Transport, o.Transport): // always for a new entry
		err = errors.Join(err, set("type", e.impliedTransport(), false, "transport"))
	case changed(e.Transport, o.Transport):
		err = errors.Join(err, set("transport", e.Transport, e.Transport == "", "type"))
	}
	if changed(e.Headers, o.Headers) {
		err = errors.Join(err, set("headers", e.Headers, len(e.Headers) == 0))
	}
	if changed(e.Disabled, o.Disabled) {
		_, hasEnabled := m["enabled"]
		_, hasDisabled := m["disabled"]
		if mcpServers {
			err = errors.Join(err, set("disabled", true, !e.Disabled, "enabled"))
		} else if hasDisabled && !hasEnabled {
			err = errors.Join(err, set("disabled", e.Disabled, false))
		} else {
			err = errors.Join(err, set("enabled", !e.Disabled, false, "disabled"))
		}
	}
	if changed(e.Timeout, o.Timeout) {
		err = errors.Join(err, set("timeout", e.Timeout.String(), e.Timeout == 0))
	}
	if changed(e.ProtocolVersion, o.ProtocolVersion) {
		err = errors.Join(err, set("protocolVersion", e.ProtocolVersion, e.ProtocolVersion == ""))
	}
	return m, err
}

// protocolDate is the form of an MCP protocol version (a revision date of
// the specification, such as 2025-06-18).
var protocolDate = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)

// StartWarnings are what e holds that will fail only when the server
// starts, on this machine: a stdio program that is not on PATH, does not
// exist or is a folder (relative paths are taken from e.Cwd); a cwd that
// is not a folder; a protocol version that is no revision date. Each is a
// sentence naming the value. Values with ${VAR} are not checked, since they
// are expanded only when the server starts. A whole command line in one
// word also gets the not-found sentence; 'server add' and POST
// /api/mcp/servers refuse it first ([Entry.OneWordCommandLine]).
// 'mcpgen server add' prints them and POST /api/mcp/servers returns them;
// neither refuses the entry, since the program may be installed later.
func (e Entry) StartWarnings() []string {
	var out []string
	if w := e.programWarning(); w != "" {
		out = append(out, w)
	}
	if e.Cwd != "" && !strings.Contains(e.Cwd, "${") {
		if st, err := os.Stat(e.Cwd); err != nil || !st.IsDir() {
			out = append(out, fmt.Sprintf("cwd %s is not a folder; the server will not start until it is", shortQuote(e.Cwd)))
		}
	}
	if v := e.ProtocolVersion; v != "" && !revisionDate(v) {
		// ${VAR} too: the protocol version is sent as written, never expanded
		out = append(out, fmt.Sprintf("protocol version %s is not an MCP revision date such as 2025-06-18 (it is sent as written, ${VAR} unexpanded); servers answer with a version of their own", shortQuote(v)))
	}
	return out
}

// revisionDate tells whether v is a date of the form MCP revisions are
// named by (2025-06-18) that exists on the calendar.
func revisionDate(v string) bool {
	if !protocolDate.MatchString(v) {
		return false
	}
	_, err := time.Parse("2006-01-02", v)
	return err == nil
}

// shortQuote quotes a value for a warning, cut to its first 80 bytes
// (a warning names the value; it need not repeat a pasted file).
func shortQuote(v string) string {
	if len(v) > 80 {
		return strconv.Quote(v[:80]) + "…"
	}
	return strconv.Quote(v)
}

// programWarning is StartWarnings' sentence about e's stdio program, or ""
// when it is found (or e is remote, or names ${VAR}).
func (e Entry) programWarning() string {
	cmd := e.Command
	if cmd == "" || strings.Contains(cmd, "${") {
		return ""
	}
	path := cmd
	if strings.ContainsRune(cmd, filepath.Separator) {
		if !filepath.IsAbs(path) && strings.Contains(e.Cwd, "${") {
			return "" // relative to a cwd known only when the server starts
		}
		if !filepath.IsAbs(path) && e.Cwd != "" {
			path = filepath.Join(e.Cwd, path)
		}
	} else if p, err := exec.LookPath(cmd); err == nil {
		path = p
	} else {
		return fmt.Sprintf("%s is not found on PATH; the server will not start until it is installed (or give its full path)", shortQuote(cmd))
	}
	fi, err := os.Stat(path)
	switch {
	case err != nil:
		return fmt.Sprintf("%s does not exist; the server will not start until it does", shortQuote(path))
	case fi.IsDir():
		return fmt.Sprintf("%s is a directory, not a program; the server will not start", shortQuote(path))
	case fi.Mode()&0o111 == 0 || !fi.Mode().IsRegular():
		return fmt.Sprintf("%s is not an executable file; the server will not start until it is (chmod +x, or run it through its interpreter)", shortQuote(path))
	}
	return ""
}
