package registry

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// Client formats recognised by [ParseClientConfig].
const (
	FormatMCPGen        = "mcpgen"
	FormatClaudeDesktop = "Claude Desktop"
	FormatClaudeCode    = "Claude Code"
	FormatCursor        = "Cursor"
	FormatWindsurf      = "Windsurf"
	FormatCline         = "Cline"
	FormatMCPServers    = "mcpServers" // a file with mcpServers from an unknown client
	FormatVSCode        = "VS Code"
	FormatZed           = "Zed"
)

// An ImportedServer is one server taken from another client's file,
// converted to mcpgen's form: variables rewritten to ${VAR}, transport names
// normalised, client-specific members dropped.
type ImportedServer struct {
	Name  string
	Entry Entry
	// Notes say what was changed, dropped or cannot work as is (for
	// example a VS Code ${input:id}).
	Notes []string
}

// A SkippedServer is a server of the file that could not be imported.
type SkippedServer struct {
	Name   string
	Reason string
}

// An ImportResult is what [ParseClientConfig] found in a file.
type ImportResult struct {
	// Format is the client the file was recognised as (Format* constants).
	Format  string
	Servers []ImportedServer // sorted by (new) name
	Skipped []SkippedServer  // sorted by name
}

// ImportFile reads the MCP client config file at path; see
// [ParseClientConfig].
func ImportFile(path string) (*ImportResult, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("importing: %w", err)
	}
	return ParseClientConfig(path, data)
}

// ParseClientConfig takes the servers of an MCP client's config file (data,
// read from path, which is used for messages, for recognising the client and
// for resolving ${workspaceFolder}). It reads:
//
//   - "mcpServers" objects: Claude Desktop (claude_desktop_config.json),
//     Claude Code (.mcp.json, ~/.claude.json), Cursor (.cursor/mcp.json),
//     Windsurf (mcp_config.json, "serverUrl"), Cline (cline_mcp_settings.json);
//   - VS Code's "servers" object with "type" (.vscode/mcp.json) and the
//     "mcp": {"servers": ...} member of its settings.json;
//   - Zed's "context_servers", in its current flat form and in its older
//     one, "command": {"path": ..., "args": [...], "env": {...}};
//   - mcpgen's own "servers" files.
//
// Variables are rewritten: ${env:VAR} and ${env://VAR} become ${VAR},
// ${userHome} becomes ${HOME}, and ${workspaceFolder} becomes the folder
// that holds the .vscode or .cursor folder (else the file's folder). VS
// Code's ${input:id} and Windsurf's ${file:...} are kept and reported in the
// server's Notes: they cannot be expanded. A numeric timeout is dropped with
// a note because clients disagree on its unit (Cline: seconds, Claude Code:
// milliseconds). Entries that cannot be used (no command or url, a
// WebSocket transport) are skipped with a reason. A name that is not valid
// (see [ValidateName]) is imported under a sanitized name, with a note, such
// as "io-github-org-server" for "io.github.org/server"; when that name is
// taken too, the server is skipped.
//
// The error names the file and line:column when it does not parse, or says
// that no server map was found.
func ParseClientConfig(path string, data []byte) (*ImportResult, error) {
	clean := stripJSONC(data)
	var top map[string]json.RawMessage
	if err := json.Unmarshal(clean, &top); err != nil {
		return nil, jsonError(path, data, err)
	}
	if top == nil {
		return nil, fmt.Errorf("%s: want a JSON object at the top level", path)
	}
	if err := checkRepeated(path, clean); err != nil {
		return nil, err
	}
	res := &ImportResult{}
	var rawServers json.RawMessage
	switch {
	case top[keyMCPServers] != nil:
		rawServers = top[keyMCPServers]
		res.Format = mcpServersClient(path)
	case top[keyServers] != nil:
		rawServers = top[keyServers]
		res.Format = FormatMCPGen
		if top["inputs"] != nil || strings.Contains(filepath.ToSlash(path), ".vscode/") || bytes.Contains(rawServers, []byte(`"type"`)) {
			res.Format = FormatVSCode
		}
	case top["mcp"] != nil:
		var mcpObj map[string]json.RawMessage
		if err := json.Unmarshal(top["mcp"], &mcpObj); err == nil && mcpObj[keyServers] != nil {
			rawServers = mcpObj[keyServers]
			res.Format = FormatVSCode
		}
	case top["context_servers"] != nil:
		rawServers = top["context_servers"]
		res.Format = FormatZed
	}
	if rawServers == nil {
		return nil, fmt.Errorf("%s: no MCP servers found: want a top-level \"mcpServers\", \"servers\", \"mcp\".\"servers\" or \"context_servers\" object", path)
	}
	var servers map[string]map[string]json.RawMessage
	if err := json.Unmarshal(rawServers, &servers); err != nil {
		return nil, fmt.Errorf("%s: the server map is not an object of objects: %w", path, err)
	}
	ws := workspaceFolder(path)
	taken := map[string]bool{}
	for name := range servers {
		taken[name] = true
	}
	for _, name := range slices.Sorted(maps.Keys(servers)) {
		newName := name
		if err := ValidateName(name); err != nil {
			newName = sanitizeName(name)
			if newName == "" {
				res.Skipped = append(res.Skipped, SkippedServer{Name: name, Reason: err.Error()})
				continue
			}
			if taken[newName] {
				res.Skipped = append(res.Skipped, SkippedServer{Name: name, Reason: fmt.Sprintf("%v, and its sanitized form %q is taken by another entry of the file: rename it there", err, newName)})
				continue
			}
			taken[newName] = true
		}
		imp, reason := importEntry(newName, servers[name], ws)
		if reason != "" {
			res.Skipped = append(res.Skipped, SkippedServer{Name: name, Reason: reason})
			continue
		}
		if newName != name {
			imp.Notes = append([]string{fmt.Sprintf("renamed from %q, which is not a valid server name", name)}, imp.Notes...)
		}
		res.Servers = append(res.Servers, imp)
	}
	slices.SortFunc(res.Servers, func(a, b ImportedServer) int { return strings.Compare(a.Name, b.Name) })
	return res, nil
}

// sanitizeName turns a client's server name such as "io.github.org/server"
// or "My Server" into a valid one ("io-github-org-server", "My-Server"), or
// "" when nothing is left.
func sanitizeName(name string) string {
	var b strings.Builder
	for _, c := range name {
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9', c == '_', c == '-':
			b.WriteRune(c)
		default:
			b.WriteByte('-')
		}
	}
	s := strings.Trim(b.String(), "-")
	for strings.Contains(s, "--") {
		s = strings.ReplaceAll(s, "--", "-")
	}
	if len(s) > 64 {
		s = strings.TrimRight(s[:64], "-")
	}
	if ValidateName(s) != nil {
		return ""
	}
	return s
}

// mcpServersClient guesses which client wrote a file with "mcpServers"
// from its path.
func mcpServersClient(path string) string {
	p := filepath.ToSlash(path)
	base := filepath.Base(p)
	switch {
	case base == "claude_desktop_config.json":
		return FormatClaudeDesktop
	case base == ".mcp.json" || base == ".claude.json":
		return FormatClaudeCode
	case strings.Contains(p, ".cursor/"):
		return FormatCursor
	case strings.Contains(p, "windsurf/") || base == "mcp_config.json":
		return FormatWindsurf
	case base == "cline_mcp_settings.json":
		return FormatCline
	}
	return FormatMCPServers
}

// workspaceFolder returns what ${workspaceFolder} means for a config file:
// the parent of its .vscode or .cursor folder, else its own folder.
func workspaceFolder(path string) string {
	abs, err := filepath.Abs(path)
	if err != nil {
		abs = path
	}
	dir := filepath.Dir(abs)
	if b := filepath.Base(dir); b == ".vscode" || b == ".cursor" {
		return filepath.Dir(dir)
	}
	return dir
}

// importEntry converts one client entry; reason is non-empty when it is
// skipped.
func importEntry(name string, raw map[string]json.RawMessage, ws string) (ImportedServer, string) {
	imp := ImportedServer{Name: name}
	if err := ValidateName(name); err != nil {
		return imp, err.Error()
	}
	if raw == nil {
		return imp, "entry is not an object"
	}
	var notes []string
	// Numeric timeouts: units differ between clients, so do not guess.
	if v, ok := raw["timeout"]; ok && len(v) > 0 && v[0] != '"' && !isNull(v) {
		notes = append(notes, fmt.Sprintf("timeout %s dropped: clients disagree on its unit; give the entry a timeout with a unit, such as \"30s\"", v))
		raw = maps.Clone(raw)
		delete(raw, "timeout")
	}
	if v := raw["command"]; len(v) > 0 && v[0] == '{' {
		var err error
		if raw, err = flattenZedCommand(raw); err != nil {
			return imp, err.Error()
		}
	}
	var typ string
	if v, ok := raw["type"]; ok {
		_ = json.Unmarshal(v, &typ)
	}
	if t := strings.ToLower(typ); t == "ws" || t == "websocket" {
		return imp, fmt.Sprintf("transport %q is not supported", typ)
	}
	src, err := decodeEntry(raw)
	if err != nil {
		return imp, err.Error()
	}
	if err := src.Check(); err != nil {
		return imp, err.Error()
	}
	var ignored []string
	for k := range raw {
		if !knownKeys[k] {
			ignored = append(ignored, k)
		}
	}
	if len(ignored) > 0 {
		slices.Sort(ignored)
		notes = append(notes, "ignored: "+strings.Join(ignored, ", "))
	}
	conv := func(field, s string) string {
		out, n := convertVars(s, ws)
		for _, x := range n {
			notes = append(notes, field+": "+x)
		}
		return out
	}
	e := Entry{
		Command:         conv("command", src.Command),
		Cwd:             conv("cwd", src.Cwd),
		URL:             conv("url", src.URL),
		Transport:       src.Transport,
		Disabled:        src.Disabled,
		Timeout:         src.Timeout,
		ProtocolVersion: src.ProtocolVersion,
	}
	if e.Transport == TransportStdio && e.Command != "" {
		e.Transport = ""
	}
	for i, a := range src.Args {
		e.Args = append(e.Args, conv(fmt.Sprintf("args[%d]", i), a))
	}
	convMap := func(field string, m map[string]string) map[string]string {
		if len(m) == 0 {
			return nil
		}
		out := make(map[string]string, len(m))
		for _, k := range slices.Sorted(maps.Keys(m)) {
			out[k] = conv(field+"."+k, m[k])
		}
		return out
	}
	e.Env = convMap("env", src.Env)
	e.Headers = convMap("headers", src.Headers)
	if e.Disabled {
		notes = append(notes, "imported disabled, as in the file")
	}
	imp.Entry = e
	imp.Notes = notes
	return imp, ""
}

// convertVars rewrites client variable syntaxes to ${VAR} and returns notes
// about what it could not convert.
func convertVars(s, ws string) (string, []string) {
	if !strings.Contains(s, "${") {
		return s, nil
	}
	var b strings.Builder
	var notes []string
	for i := 0; i < len(s); {
		if !strings.HasPrefix(s[i:], "${") {
			b.WriteByte(s[i])
			i++
			continue
		}
		end := strings.IndexByte(s[i:], '}')
		if end < 0 {
			b.WriteString(s[i:])
			notes = append(notes, fmt.Sprintf("unterminated %q kept", s[i:]))
			break
		}
		ref := s[i : i+end+1]
		body := s[i+2 : i+end]
		i += end + 1
		name, def, hasDef := strings.Cut(body, ":-")
		switch {
		case strings.HasPrefix(name, "env://") || strings.HasPrefix(name, "env:"):
			name = strings.TrimPrefix(strings.TrimPrefix(name, "env://"), "env:")
			if hasDef {
				b.WriteString("${" + name + ":-" + def + "}")
			} else {
				b.WriteString("${" + name + "}")
			}
		case body == "userHome":
			b.WriteString("${HOME}")
		case body == "workspaceFolder":
			b.WriteString(ws)
			notes = append(notes, fmt.Sprintf("${workspaceFolder} replaced by %s", ws))
		case strings.HasPrefix(body, "input:"):
			b.WriteString(ref)
			notes = append(notes, fmt.Sprintf("%s is a VS Code input, which mcpgen cannot prompt for: edit the entry before starting it", ref))
		case validVarName(name):
			b.WriteString(ref)
		default:
			b.WriteString(ref)
			notes = append(notes, fmt.Sprintf("%s is not supported: edit the entry before starting it", ref))
		}
	}
	return b.String(), notes
}

// flattenZedCommand turns Zed's older entry form, "command": {"path": P,
// "args": [...], "env": {...}}, into the flat one (command, args, env).
// Members given both inside and beside the object are an error.
func flattenZedCommand(raw map[string]json.RawMessage) (map[string]json.RawMessage, error) {
	var cmd map[string]json.RawMessage
	if err := json.Unmarshal(raw["command"], &cmd); err != nil {
		return nil, fmt.Errorf(`"command": want a string or an object with "path": %w`, err)
	}
	path, ok := cmd["path"]
	if !ok {
		return nil, errors.New(`"command" is an object without "path"`)
	}
	out := maps.Clone(raw)
	out["command"] = path
	for _, k := range []string{"args", "env"} {
		if v, ok := cmd[k]; ok {
			if _, dup := raw[k]; dup && !isNull(raw[k]) {
				return nil, fmt.Errorf("%q is given both inside \"command\" and beside it", k)
			}
			out[k] = v
		}
	}
	return out, nil
}
