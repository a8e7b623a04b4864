package registry

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

func writeFile(t *testing.T, path, data string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(data), 0o600); err != nil {
		t.Fatal(err)
	}
}

func mustRead(t *testing.T, path string) *File {
	t.Helper()
	f, err := ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

var entryCmp = cmpopts.IgnoreUnexported(Entry{})

func TestReadFormats(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		name, data string
		want       map[string]Entry
	}{
		{
			name: "mcpgen",
			data: `{"servers": {
				"fs": {"command": "node", "args": ["a.js", "/d"], "env": {"K": "v"}, "cwd": "/w",
				       "enabled": false, "timeout": "45s", "protocolVersion": "2025-06-18"},
				"api": {"url": "https://x/mcp", "transport": "sse", "headers": {"A": "b"}}}}`,
			want: map[string]Entry{
				"fs":  {Command: "node", Args: []string{"a.js", "/d"}, Env: map[string]string{"K": "v"}, Cwd: "/w", Disabled: true, Timeout: 45 * time.Second, ProtocolVersion: "2025-06-18"},
				"api": {URL: "https://x/mcp", Transport: TransportSSE, Headers: map[string]string{"A": "b"}},
			},
		},
		{
			name: "claude-desktop",
			data: `{"mcpServers": {"notes": {"command": "npx", "args": ["-y", "notes"], "env": {"PORT": 8080}}}}`,
			want: map[string]Entry{"notes": {Command: "npx", Args: []string{"-y", "notes"}, Env: map[string]string{"PORT": "8080"}}},
		},
		{
			name: "claude-code",
			data: `{"mcpServers": {"api": {"type": "streamable-http", "url": "${API:-https://a}/mcp"}, "db": {"type": "stdio", "command": "db-mcp", "timeout": 30000}}}`,
			want: map[string]Entry{
				"api": {Transport: TransportHTTP, URL: "${API:-https://a}/mcp"},
				"db":  {Transport: TransportStdio, Command: "db-mcp", Timeout: 30 * time.Second},
			},
		},
		{
			name: "windsurf",
			data: `{"mcpServers": {"remote": {"serverUrl": "https://r/mcp", "disabled": true}}}`,
			want: map[string]Entry{"remote": {URL: "https://r/mcp", Disabled: true}},
		},
		{
			name: "cline",
			data: `{"mcpServers": {"w": {"type": "streamableHttp", "url": "http://l/mcp", "disabled": false, "autoApprove": ["x"]}}}`,
			want: map[string]Entry{"w": {Transport: TransportHTTP, URL: "http://l/mcp"}},
		},
		{
			name: "vscode-jsonc",
			data: "// comment\n{\"servers\": {\"l\": {\"type\": \"stdio\", \"command\": \"node\", /* c */ \"args\": [\"x\",],},},}",
			want: map[string]Entry{"l": {Transport: TransportStdio, Command: "node", Args: []string{"x"}}},
		},
		{
			name: "utf8-bom",
			data: "\ufeff{\"mcpServers\": {\"b\": {\"command\": \"node\"}}}",
			want: map[string]Entry{"b": {Command: "node"}},
		},
		{name: "empty", data: "  \n", want: map[string]Entry{}},
		{name: "no-servers", data: `{"other": 1}`, want: map[string]Entry{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := filepath.Join(dir, tc.name+".json")
			writeFile(t, p, tc.data)
			f := mustRead(t, p)
			got := map[string]Entry{}
			for _, n := range f.Names() {
				got[n], _ = f.Get(n)
			}
			if d := cmp.Diff(tc.want, got, entryCmp, cmpopts.EquateEmpty()); d != "" {
				t.Errorf("entries (-want +got):\n%s", d)
			}
		})
	}
}

func TestCorruptFileNamesLineColumnAndIsKept(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		name, data, want string
	}{
		{"syntax", "{\n  \"servers\": {\n    \"a\": {\"command\": \"x\",}\n    \"b\": 1\n  }\n}\n", ":4:5:"},
		{"truncated", "{\"servers\": {\"a\": {\"command\": \"x\"}", ":1:"},
		{"type", "{\"servers\": {\n  \"a\": {\"command\": \"x\"},\n  \"b\": {\"command\": 7}\n}}\n", `:3:3: server "b": "command": want a string`},
		{"args", "{\"servers\": {\"a\": {\"command\": \"x\", \"args\": \"-v\"}}}", `:1:14: server "a": "args"`},
		{"top", `[1, 2]`, ":1:1: want a JSON object here, found array"},
		{"entry-not-object", "{\"inputs\": [1],\n \"mcpServers\": {\"a\": {}, \"b\": 1}}", ":2:31: want a JSON object here, found number"},
		{"servers-not-object", "{\"servers\": [\n]}", ":1:13: want a JSON object here, found array"},
		{"both-keys", `{"servers": {}, "mcpServers": {}}`, "keep one"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := filepath.Join(dir, tc.name+".json")
			writeFile(t, p, tc.data)
			_, err := ReadFile(p)
			if err == nil || !strings.Contains(err.Error(), p) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("ReadFile error = %v; want it to name %s and contain %q", err, p, tc.want)
			}
			err = Update(context.Background(), p, func(f *File) error {
				t.Error("Update called fn on a corrupt file")
				return nil
			})
			if err == nil {
				t.Fatal("Update of a corrupt file succeeded")
			}
			if b, _ := os.ReadFile(p); string(b) != tc.data {
				t.Errorf("corrupt file was changed:\n%s", b)
			}
		})
	}
}

func TestUnknownFieldsAndAliasesKept(t *testing.T) {
	p := filepath.Join(t.TempDir(), "mcp_servers.json")
	writeFile(t, p, `{
  "$schema": "https://example.com/s.json",
  "inputs": [{"id": "x"}],
  "mcpServers": {
    "w": {"serverUrl": "https://r/mcp", "disabled": true, "autoApprove": ["t1"], "nested": {"a": [1, 2]}},
    "c": {"type": "streamableHttp", "url": "http://l/mcp", "timeout": 120},
    "z": {"command": "z", "alwaysLoad": true}
  }
}`)
	err := Update(context.Background(), p, func(f *File) error {
		if err := f.SetEnabled("w", true); err != nil {
			return err
		}
		if err := f.Remove("z"); err != nil {
			return err
		}
		return f.Set("n", Entry{Command: "new", Args: []string{"--x"}})
	})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(p)
	var got map[string]any
	if err := json.Unmarshal(b, &got); err != nil {
		t.Fatalf("rewritten file does not parse: %v\n%s", err, b)
	}
	want := map[string]any{
		"$schema": "https://example.com/s.json",
		"inputs":  []any{map[string]any{"id": "x"}},
		"mcpServers": map[string]any{
			"w": map[string]any{"serverUrl": "https://r/mcp", "autoApprove": []any{"t1"}, "nested": map[string]any{"a": []any{1.0, 2.0}}},
			"c": map[string]any{"type": "streamableHttp", "url": "http://l/mcp", "timeout": 120.0},
			"n": map[string]any{"command": "new", "args": []any{"--x"}},
		},
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("rewritten file (-want +got):\n%s", d)
	}
	// Replacing an entry with Set keeps its unknown members.
	err = Update(context.Background(), p, func(f *File) error {
		return f.Set("w", Entry{URL: "https://other/mcp"})
	})
	if err != nil {
		t.Fatal(err)
	}
	w, _ := mustRead(t, p).Get("w")
	if w.URL != "https://other/mcp" || w.Disabled {
		t.Errorf("replaced entry = %+v", w)
	}
	if _, ok := w.Extra()["autoApprove"]; !ok {
		t.Errorf("replaced entry lost autoApprove: %v", w.Extra())
	}
}

func TestAtomicWriteModesAndNoTempFiles(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "cfg", "mcpgen")
	p := filepath.Join(dir, FileName)
	for i := range 5 {
		err := Update(context.Background(), p, func(f *File) error {
			return f.Set(fmt.Sprintf("s%d", i), Entry{Command: "x"})
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	st, err := os.Stat(p)
	if err != nil {
		t.Fatal(err)
	}
	if st.Mode().Perm() != 0o600 {
		t.Errorf("file mode %v, want 0600", st.Mode().Perm())
	}
	dst, _ := os.Stat(dir)
	if dst.Mode().Perm() != 0o700 {
		t.Errorf("folder mode %v, want 0700", dst.Mode().Perm())
	}
	ents, _ := os.ReadDir(dir)
	var names []string
	for _, e := range ents {
		names = append(names, e.Name())
	}
	// The lock lives under the user cache folder, not next to the file.
	if d := cmp.Diff([]string{FileName}, names); d != "" {
		t.Errorf("folder holds (-want +got):\n%s", d)
	}
	if !strings.HasPrefix(LockPath(p), os.Getenv("XDG_CACHE_HOME")) {
		t.Errorf("lock %s not under XDG_CACHE_HOME", LockPath(p))
	}
	// The lock file goes when the update ends: the lock folder does not
	// grow with every registry file ever changed.
	if _, err := os.Stat(LockPath(p)); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("lock %s left after Update: %v", LockPath(p), err)
	}
	// A failing fn leaves the file as it was and no temp file behind.
	before, _ := os.ReadFile(p)
	boom := errors.New("boom")
	if err := Update(context.Background(), p, func(f *File) error { f.Remove("s0"); return boom }); !errors.Is(err, boom) {
		t.Fatalf("Update error = %v, want boom", err)
	}
	after, _ := os.ReadFile(p)
	if string(before) != string(after) {
		t.Error("file changed although fn failed")
	}
	if got := len(mustRead(t, p).Names()); got != 5 {
		t.Errorf("%d entries, want 5", got)
	}
}

func TestUpdateThroughSymlink(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "dotfiles", FileName)
	writeFile(t, real, `{"servers": {"a": {"command": "a"}}}`)
	link := filepath.Join(dir, "config", FileName)
	if err := os.MkdirAll(filepath.Dir(link), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(real, link); err != nil {
		t.Fatal(err)
	}
	if err := Update(context.Background(), link, func(f *File) error { return f.Set("b", Entry{Command: "b"}) }); err != nil {
		t.Fatal(err)
	}
	if st, err := os.Lstat(link); err != nil || st.Mode()&os.ModeSymlink == 0 {
		t.Fatalf("link replaced: %v %v", st, err)
	}
	if d := cmp.Diff([]string{"a", "b"}, mustRead(t, real).Names()); d != "" {
		t.Errorf("target file (-want +got):\n%s", d)
	}
}

func TestConcurrentUpdatesKeepEveryEntry(t *testing.T) {
	p := filepath.Join(t.TempDir(), FileName)
	const n = 40
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for i := range n {
		wg.Go(func() {
			errs <- Update(context.Background(), p, func(f *File) error {
				return f.Set(fmt.Sprintf("g%02d", i), Entry{Command: "x", Args: []string{fmt.Sprint(i)}})
			})
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Error(err)
		}
	}
	if got := len(mustRead(t, p).Names()); got != n {
		t.Errorf("%d entries after %d concurrent updates, want %d", got, n, n)
	}
}

// TestConcurrentProcesses starts 20 processes of this test binary, each
// adding one entry to the same file at once (see TestMain), and checks that
// all 20 entries are there.
func TestConcurrentProcesses(t *testing.T) {
	p := filepath.Join(t.TempDir(), "sub", FileName)
	const n = 20
	start := time.Now().Add(300 * time.Millisecond).UnixNano()
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			cmd := helperCommand(t, "add", p, fmt.Sprintf("p%02d", i), fmt.Sprint(start))
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Errorf("helper %d: %v\n%s", i, err, out)
			}
		})
	}
	wg.Wait()
	f := mustRead(t, p)
	if got := len(f.Names()); got != n {
		t.Fatalf("%d entries after %d concurrent processes, want %d: %v", got, n, n, f.Names())
	}
}

func TestLoadPrecedence(t *testing.T) {
	dir := t.TempDir()
	project := filepath.Join(dir, "project", FileName)
	user := filepath.Join(dir, "user", FileName)
	writeFile(t, project, `{"servers": {"fs": {"command": "project-fs"}, "p": {"command": "p"}}}`)
	writeFile(t, user, `{"mcpServers": {"fs": {"command": "user-fs"}, "u": {"command": "u", "enabled": false}}}`)
	r, err := Load(project, user, filepath.Join(dir, "missing.json"))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range r.Servers() {
		got = append(got, fmt.Sprintf("%s:%s:%s:%v", s.Name, s.Entry.Command, filepath.Base(filepath.Dir(s.Source)), s.Shadows))
	}
	want := []string{
		"fs:project-fs:project:[" + user + "]",
		"p:p:project:[]",
		"u:u:user:[]",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("servers (-want +got):\n%s", d)
	}
	if _, err := r.Lookup("nope"); !errors.Is(err, ErrNotFound) || !strings.Contains(err.Error(), "known: fs, p, u") || !strings.Contains(err.Error(), project) {
		t.Errorf("Lookup(nope) = %v", err)
	}
	if _, err := r.Lookup("bad name"); !errors.Is(err, ErrInvalidName) {
		t.Errorf("Lookup(bad name) = %v", err)
	}
}

func TestDefaultLocations(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(home, "xdg"))
	t.Chdir(home)
	loc, err := DefaultLocations("")
	if err != nil {
		t.Fatal(err)
	}
	want := Locations{Project: filepath.Join(home, FileName), User: filepath.Join(home, "xdg", "mcpgen", FileName), Trust: filepath.Join(home, "xdg", "mcpgen", TrustFileName)}
	if loc != want {
		t.Errorf("DefaultLocations = %+v, want %+v", loc, want)
	}
	if loc.WriteTarget(true) != want.Project || loc.WriteTarget(false) != want.User {
		t.Error("WriteTarget")
	}
	pinned, _ := DefaultLocations("x.json")
	if d := cmp.Diff([]string{filepath.Join(home, "x.json")}, pinned.Files()); d != "" || pinned.WriteTarget(true) != filepath.Join(home, "x.json") {
		t.Errorf("pinned %+v", pinned)
	}
}

func TestValidateName(t *testing.T) {
	for name, ok := range map[string]bool{
		"fs": true, "my-server_2": true, "A": true, strings.Repeat("a", 64): true,
		"": false, strings.Repeat("a", 65): false, "a b": false, "a.b": false, "ä": false, "a/b": false, "-": false, "--": false, "-x": false, "_x": true, "x-": true, "a--b": true,
	} {
		if err := ValidateName(name); (err == nil) != ok {
			t.Errorf("ValidateName(%q) = %v, want ok=%v", name, err, ok)
		} else if err != nil && !errors.Is(err, ErrInvalidName) {
			t.Errorf("ValidateName(%q) error does not wrap ErrInvalidName", name)
		}
	}
	f := mustRead(t, filepath.Join(t.TempDir(), "none.json"))
	if err := f.Set("a b", Entry{Command: "x"}); !errors.Is(err, ErrInvalidName) {
		t.Errorf("Set with a bad name: %v", err)
	}
	if err := f.Set("ok", Entry{}); err == nil {
		t.Error("Set accepted an entry without command or url")
	}
}

func TestExpand(t *testing.T) {
	env := map[string]string{"HOME": "/h", "TOKEN": "s3cr3t", "EMPTY": ""}
	lookup := func(k string) (string, bool) { v, ok := env[k]; return v, ok }
	e := Entry{
		Command: "${HOME}/bin/srv",
		Args:    []string{"--dir=${DIR:-/tmp}", "$HOME", "$${LITERAL}", "${env:TOKEN}", "${env://HOME}", "${EMPTY:-dflt}", "a${EMPTY}b"},
		Env:     map[string]string{"T": "${TOKEN}"},
		Cwd:     "${HOME}",
		URL:     "",
		Headers: map[string]string{"Authorization": "Bearer ${TOKEN}"},
	}
	got, err := Expand(e, lookup)
	if err != nil {
		t.Fatal(err)
	}
	want := Entry{
		Command: "/h/bin/srv",
		Args:    []string{"--dir=/tmp", "$HOME", "${LITERAL}", "s3cr3t", "/h", "dflt", "ab"},
		Env:     map[string]string{"T": "s3cr3t"},
		Cwd:     "/h",
		Headers: map[string]string{"Authorization": "Bearer s3cr3t"},
	}
	if d := cmp.Diff(want, got, entryCmp); d != "" {
		t.Errorf("Expand (-want +got):\n%s", d)
	}
	if e.Command != "${HOME}/bin/srv" {
		t.Error("Expand changed its input")
	}

	for _, tc := range []struct {
		e         Entry
		want      string
		sentinel  error
		wantField string
	}{
		{Entry{Command: "x", Args: []string{"ok", "${MISSING}"}}, "MISSING", ErrUnsetVariable, "args[1]"},
		{Entry{URL: "https://${HOST}/mcp"}, "HOST", ErrUnsetVariable, "url"},
		{Entry{URL: "u", Headers: map[string]string{"A": "Bearer ${input:gh}"}}, "${input:gh}", ErrUnsupportedVariable, "headers.A"},
		{Entry{Command: "x", Env: map[string]string{"K": "${1BAD}"}}, "${1BAD}", ErrUnsupportedVariable, "env.K"},
		{Entry{Command: "${OPEN"}, "unterminated", nil, "command"},
	} {
		_, err := Expand(tc.e, lookup)
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), tc.wantField) {
			t.Errorf("Expand(%+v) = %v; want an error naming %q and %q", tc.e, err, tc.want, tc.wantField)
		}
		if tc.sentinel != nil && !errors.Is(err, tc.sentinel) {
			t.Errorf("Expand(%+v) = %v; want it to wrap %v", tc.e, err, tc.sentinel)
		}
	}
}

func TestImportClaudeDesktop(t *testing.T) {
	res, err := ImportFile("testdata/claude_desktop_config.json")
	if err != nil {
		t.Fatal(err)
	}
	if res.Format != FormatClaudeDesktop {
		t.Errorf("Format = %q", res.Format)
	}
	got := map[string]Entry{}
	for _, s := range res.Servers {
		got[s.Name] = s.Entry
	}
	want := map[string]Entry{
		"filesystem": {Command: "npx", Args: []string{"-y", "@modelcontextprotocol/server-filesystem", "/Users/me/Desktop", "/Users/me/Downloads"}},
		"github":     {Command: "docker", Args: []string{"run", "-i", "--rm", "-e", "GITHUB_PERSONAL_ACCESS_TOKEN", "ghcr.io/github/github-mcp-server"}, Env: map[string]string{"GITHUB_PERSONAL_ACCESS_TOKEN": "${GITHUB_TOKEN}"}},
		"notes":      {Command: "npx", Args: []string{"-y", "some-notes-server"}, Env: map[string]string{"NOTES_DIR": "/home/me/notes"}},
		"bad-name":   {Command: "x"},
	}
	if d := cmp.Diff(want, got, entryCmp); d != "" {
		t.Errorf("imported (-want +got):\n%s", d)
	}
	skipped := map[string]string{}
	for _, s := range res.Skipped {
		skipped[s.Name] = s.Reason
	}
	if !strings.Contains(skipped["empty"], "neither command nor url") || len(skipped) != 1 {
		t.Errorf("skipped = %v", skipped)
	}
	for _, s := range res.Servers {
		if s.Name == "bad-name" && (len(s.Notes) != 1 || !strings.Contains(s.Notes[0], `renamed from "bad name!"`)) {
			t.Errorf("bad-name notes = %q", s.Notes)
		}
	}
}

func TestImportVSCode(t *testing.T) {
	res, err := ImportFile("testdata/vscode_mcp.json")
	if err != nil {
		t.Fatal(err)
	}
	if res.Format != FormatVSCode {
		t.Errorf("Format = %q", res.Format)
	}
	ws, _ := filepath.Abs("testdata")
	got := map[string]ImportedServer{}
	for _, s := range res.Servers {
		got[s.Name] = s
	}
	want := map[string]Entry{
		"github": {Transport: TransportHTTP, URL: "https://api.githubcopilot.com/mcp/", Headers: map[string]string{"Authorization": "Bearer ${input:gh}"}},
		"local":  {Command: "node", Args: []string{ws + "/build/index.js", "--home", "${HOME}"}, Env: map[string]string{"API_KEY": "${API_KEY}", "MODE": "dev"}},
		"legacy": {Transport: TransportSSE, URL: "http://localhost:8931/sse"},
	}
	gotEntries := map[string]Entry{}
	for k, v := range got {
		gotEntries[k] = v.Entry
	}
	if d := cmp.Diff(want, gotEntries, entryCmp); d != "" {
		t.Errorf("imported (-want +got):\n%s", d)
	}
	notes := strings.Join(got["github"].Notes, "\n")
	if !strings.Contains(notes, "${input:gh}") || !strings.Contains(notes, "VS Code input") {
		t.Errorf("github notes = %q", notes)
	}
	if notes := strings.Join(got["local"].Notes, "\n"); !strings.Contains(notes, "ignored: envFile") || !strings.Contains(notes, "${workspaceFolder} replaced by "+ws) {
		t.Errorf("local notes = %q", notes)
	}
	if len(res.Skipped) != 1 || res.Skipped[0].Name != "socket" || !strings.Contains(res.Skipped[0].Reason, `"ws"`) {
		t.Errorf("skipped = %+v", res.Skipped)
	}
	// The imported ${input:gh} cannot be started: Expand says why.
	if _, err := Expand(got["github"].Entry, func(string) (string, bool) { return "", false }); !errors.Is(err, ErrUnsupportedVariable) {
		t.Errorf("Expand of ${input:gh} = %v", err)
	}
}

func TestImportOtherClients(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		path, data, format string
		want               map[string]Entry
	}{
		{".cursor/mcp.json", `{"mcpServers": {"docs": {"url": "https://d/mcp", "headers": {"X-Key": "${env:DOCS_KEY}"}}, "fs": {"command": "npx", "args": ["fs", "${workspaceFolder}"]}}}`, FormatCursor,
			map[string]Entry{"docs": {URL: "https://d/mcp", Headers: map[string]string{"X-Key": "${DOCS_KEY}"}}, "fs": {Command: "npx", Args: []string{"fs", dir}}}},
		{"windsurf/mcp_config.json", `{"mcpServers": {"remote": {"serverUrl": "https://r/mcp", "headers": {"Authorization": "Bearer ${env:TOKEN}"}, "disabled": true}}}`, FormatWindsurf,
			map[string]Entry{"remote": {URL: "https://r/mcp", Headers: map[string]string{"Authorization": "Bearer ${TOKEN}"}, Disabled: true}}},
		{".mcp.json", `{"mcpServers": {"db": {"type": "stdio", "command": "db", "args": ["--dsn", "${DB_DSN:-x}"], "timeout": 30000}}}`, FormatClaudeCode,
			map[string]Entry{"db": {Command: "db", Args: []string{"--dsn", "${DB_DSN:-x}"}}}},
		{"mcphost.json", `{"mcpServers": {"h": {"command": "h", "env": {"A": "${env://A:-d}"}}}}`, FormatMCPServers,
			map[string]Entry{"h": {Command: "h", Env: map[string]string{"A": "${A:-d}"}}}},
		{"settings.json", `{"editor.fontSize": 12, "mcp": {"servers": {"s": {"type": "sse", "url": "http://s/sse"}}}}`, FormatVSCode,
			map[string]Entry{"s": {Transport: TransportSSE, URL: "http://s/sse"}}},
		{"zed.json", `{"context_servers": {"z": {"command": "uvx", "args": ["m"], "env": {}}}}`, FormatZed,
			map[string]Entry{"z": {Command: "uvx", Args: []string{"m"}}}},
		// Zed's older form: the command is an object with path, args and env.
		{"zed-old.json", `{"context_servers": {"old": {"command": {"path": "npx", "args": ["-y", "srv"], "env": {"K": "v"}}, "settings": {}}}}`, FormatZed,
			map[string]Entry{"old": {Command: "npx", Args: []string{"-y", "srv"}, Env: map[string]string{"K": "v"}}}},
	} {
		t.Run(tc.path, func(t *testing.T) {
			p := filepath.Join(dir, tc.path)
			writeFile(t, p, tc.data)
			res, err := ImportFile(p)
			if err != nil {
				t.Fatal(err)
			}
			if res.Format != tc.format {
				t.Errorf("Format = %q, want %q", res.Format, tc.format)
			}
			got := map[string]Entry{}
			for _, s := range res.Servers {
				got[s.Name] = s.Entry
			}
			if d := cmp.Diff(tc.want, got, entryCmp, cmpopts.EquateEmpty()); d != "" {
				t.Errorf("imported (-want +got):\n%s", d)
			}
		})
	}
	p := filepath.Join(dir, "nothing.json")
	writeFile(t, p, `{"a": 1}`)
	if _, err := ImportFile(p); err == nil || !strings.Contains(err.Error(), "no MCP servers found") {
		t.Errorf("ImportFile(no servers) = %v", err)
	}
}

func TestSanitizeName(t *testing.T) {
	for in, want := range map[string]string{
		"io.github.github/github-mcp-server": "io-github-github-github-mcp-server",
		"My Server!":                         "My-Server",
		"a..b":                               "a-b",
		"...":                                "",
		"ünï":                                "n",
		strings.Repeat("x.", 40):             strings.Repeat("x-", 31) + "x",
	} {
		if got := sanitizeName(in); got != want {
			t.Errorf("sanitizeName(%q) = %q, want %q", in, got, want)
		}
	}
	// A name starting with '-' is imported under its sanitized form.
	res, err := ParseClientConfig("x.json", []byte(`{"mcpServers": {"--weird": {"command": "w"}, "--": {"command": "d"}}}`))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Servers) != 1 || res.Servers[0].Name != "weird" || len(res.Skipped) != 1 || res.Skipped[0].Name != "--" {
		t.Errorf("leading '-': %+v", res)
	}
	// A sanitized name that is taken is skipped, not merged.
	res, err = ParseClientConfig("x.json", []byte(`{"mcpServers": {"a-b": {"command": "1"}, "a.b": {"command": "2"}}}`))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Servers) != 1 || res.Servers[0].Entry.Command != "1" || len(res.Skipped) != 1 || res.Skipped[0].Name != "a.b" {
		t.Errorf("collision: %+v", res)
	} else if !strings.Contains(res.Skipped[0].Reason, `sanitized form "a-b" is taken`) {
		// The reason says why the usual rename did not happen.
		t.Errorf("collision reason = %q, want it to name the taken sanitized name", res.Skipped[0].Reason)
	}
}

func TestEncodeIsDeterministic(t *testing.T) {
	p := filepath.Join(t.TempDir(), FileName)
	add := func(names ...string) []byte {
		t.Helper()
		q := filepath.Join(t.TempDir(), FileName)
		for _, n := range names {
			if err := Update(context.Background(), q, func(f *File) error {
				return f.Set(n, Entry{Command: "c", Env: map[string]string{"B": "2", "A": "1"}})
			}); err != nil {
				t.Fatal(err)
			}
		}
		b, _ := os.ReadFile(q)
		return b
	}
	_ = p
	if a, b := add("x", "y", "z"), add("z", "x", "y"); string(a) != string(b) {
		t.Errorf("different bytes for the same entries:\n%s\n%s", a, b)
	}
}

// TestDisableConventionPerFileKind: in an "mcpServers" file (Claude
// Desktop, Cline, Windsurf), whose clients ignore "enabled", disabling
// writes "disabled": true and enabling removes it (and a stray "enabled");
// mcpgen's own "servers" files keep "enabled".
func TestDisableConventionPerFileKind(t *testing.T) {
	dir := t.TempDir()
	members := func(p, name string) map[string]any {
		t.Helper()
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		var top map[string]map[string]map[string]any
		if err := json.Unmarshal(b, &top); err != nil {
			t.Fatalf("%v\n%s", err, b)
		}
		for _, servers := range top {
			return servers[name]
		}
		return nil
	}
	setEnabled := func(p, name string, on bool) {
		t.Helper()
		if err := Update(context.Background(), p, func(f *File) error { return f.SetEnabled(name, on) }); err != nil {
			t.Fatal(err)
		}
		e, _ := mustRead(t, p).Get(name)
		if e.Enabled() != on {
			t.Fatalf("%s: %s read back enabled=%v, want %v", p, name, e.Enabled(), on)
		}
	}
	claude := filepath.Join(dir, "claude_desktop_config.json")
	writeFile(t, claude, `{"mcpServers": {"fs": {"command": "npx"}, "old": {"command": "x", "enabled": false}}}`)
	setEnabled(claude, "fs", false)
	if d := cmp.Diff(map[string]any{"command": "npx", "disabled": true}, members(claude, "fs")); d != "" {
		t.Errorf("mcpServers disable (-want +got):\n%s", d)
	}
	setEnabled(claude, "fs", true)
	if d := cmp.Diff(map[string]any{"command": "npx"}, members(claude, "fs")); d != "" {
		t.Errorf("mcpServers enable (-want +got):\n%s", d)
	}
	setEnabled(claude, "old", true)
	if d := cmp.Diff(map[string]any{"command": "x"}, members(claude, "old")); d != "" {
		t.Errorf("mcpServers enable of an \"enabled\": false entry (-want +got):\n%s", d)
	}

	own := filepath.Join(dir, "mcp_servers.json")
	writeFile(t, own, `{"servers": {"fs": {"command": "npx"}}}`)
	setEnabled(own, "fs", false)
	if d := cmp.Diff(map[string]any{"command": "npx", "enabled": false}, members(own, "fs")); d != "" {
		t.Errorf("servers disable (-want +got):\n%s", d)
	}
	setEnabled(own, "fs", true)
	if d := cmp.Diff(map[string]any{"command": "npx", "enabled": true}, members(own, "fs")); d != "" {
		t.Errorf("servers enable (-want +got):\n%s", d)
	}
}

// TestLookupNoFile: with no registry file on disk, the error says none was
// found and where it looked, never "no server in FILE" of a missing file.
func TestLookupNoFile(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "mcp_servers.json")
	r, err := Load(missing)
	if err != nil {
		t.Fatal(err)
	}
	_, err = r.Lookup("nosuch")
	if !errors.Is(err, ErrNotFound) || !strings.Contains(err.Error(), "no registry file (looked for "+missing+")") || strings.Contains(err.Error(), " in "+missing) {
		t.Errorf("Lookup = %v", err)
	}
}

// TestCheckHeaders: a header value or name with a line break is refused
// when the entry is checked (add, import, load), not at connect.
func TestCheckHeaders(t *testing.T) {
	for _, h := range []map[string]string{{"X": "a\r\nInjected: 1"}, {"X\nY": "a"}, {"X:Y": "a"}, {"": "a"}} {
		if err := (Entry{URL: "https://h.example/mcp", Headers: h}).Check(); err == nil {
			t.Errorf("Check(headers %q) = nil, want an error", h)
		}
	}
	if err := (Entry{URL: "https://h.example/mcp", Headers: map[string]string{"Authorization": "Bearer ${TOKEN}"}}).Check(); err != nil {
		t.Errorf("Check(a plain header) = %v", err)
	}
}

// TestOneWordCommandLine: a whole command line in one word names no
// program; a program with spaces in its path, args given apart, or a
// ${VAR} command are not judged so.
func TestOneWordCommandLine(t *testing.T) {
	dir := t.TempDir()
	spaced := filepath.Join(dir, "my server")
	if err := os.WriteFile(spaced, []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		e    Entry
		want bool
	}{
		{Entry{Command: "npx -y @scope/no-such-server"}, true},
		{Entry{Command: "npx", Args: []string{"-y", "pkg"}}, false},
		{Entry{Command: spaced}, false},
		{Entry{Command: "my server", Cwd: dir}, false},
		{Entry{Command: "${HOME}/bin/x y"}, false},
	} {
		if got := c.e.OneWordCommandLine(); got != c.want {
			t.Errorf("%+v: OneWordCommandLine() = %v, want %v", c.e, got, c.want)
		}
	}
}

// TestStartWarnings: what will fail only when a server starts is named;
// a program that is found, a remote entry and ${VAR} values are not.
func TestStartWarnings(t *testing.T) {
	dir := t.TempDir()
	prog := filepath.Join(dir, "srv")
	if err := os.WriteFile(prog, []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	notExec := filepath.Join(dir, "notes.txt")
	if err := os.WriteFile(notExec, []byte("text\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		e    Entry
		want []string
	}{
		{Entry{Command: "sh"}, nil},
		{Entry{Command: prog, ProtocolVersion: "2025-06-18"}, nil},
		{Entry{URL: "http://127.0.0.1:1/mcp"}, nil},
		{Entry{Command: "${TOOLS}/srv", Cwd: "${HOME}/x"}, nil},
		{Entry{Command: "no-such-program-for-start-warnings"}, []string{`"no-such-program-for-start-warnings" is not found on PATH`}},
		{Entry{Command: "./srv", Cwd: dir}, nil},
		{Entry{Command: "./gone", Cwd: dir}, []string{"gone\" does not exist"}},
		{Entry{Command: dir}, []string{"is a directory, not a program"}},
		{Entry{Command: "sh", Cwd: prog, ProtocolVersion: "latest"}, []string{"is not a folder", `protocol version "latest" is not an MCP revision date`}},
		// a relative program under a ${VAR} cwd is judged when it starts
		{Entry{Command: "./srv", Cwd: "${WORK}"}, nil},
		// protocol versions are sent as written: ${VAR} is not expanded
		{Entry{Command: "sh", ProtocolVersion: "${PV}"}, []string{`protocol version "${PV}" is not`}},
		{Entry{Command: "sh", ProtocolVersion: "2025-13-45"}, []string{`"2025-13-45" is not an MCP revision date`}},
		{Entry{Command: notExec}, []string{"is not an executable file"}},
		{Entry{Command: "sh", ProtocolVersion: strings.Repeat("v", 500)}, []string{strings.Repeat("v", 80) + `"…`}},
	} {
		got := c.e.StartWarnings()
		if len(got) != len(c.want) {
			t.Errorf("%+v: StartWarnings() = %q, want %d warnings", c.e, got, len(c.want))
			continue
		}
		for i, w := range c.want {
			if !strings.Contains(got[i], w) {
				t.Errorf("%+v: warning %d = %q, want it to say %q", c.e, i, got[i], w)
			}
		}
	}
}
