package registry

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestEditKeepsCommentsAndText: rewriting a commented JSONC file (as VS
// Code writes mcp.json) keeps every comment, trailing commas, the byte
// order mark and text that is not valid UTF-8; only what changed is
// written.
func TestEditKeepsCommentsAndText(t *testing.T) {
	p := filepath.Join(t.TempDir(), "mcp.json")
	src := "\ufeff// Servers of this project.\n{\n  \"servers\": {\n" +
		"    // the filesystem server\n" +
		"    \"fs\": {\"command\": \"npx\", /* pinned */ \"args\": [\"-y\", \"server-fs\"],},\n" +
		"    \"odd\": {\"command\": \"x\", \"args\": [\"caf\xe9\"]}, // latin-1 byte kept\n" +
		"    /* going away */\n" +
		"    \"old\": {\"command\": \"old\"},\n" +
		"  },\n" +
		"  \"inputs\": [] // VS Code inputs\n}\n"
	writeFile(t, p, src)
	err := Update(context.Background(), p, func(f *File) error {
		if err := f.SetEnabled("fs", false); err != nil {
			return err
		}
		if err := f.Remove("old"); err != nil {
			return err
		}
		return f.Set("new", Entry{Command: "new"})
	})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(p)
	got := string(b)
	for _, keep := range []string{
		"\ufeff// Servers of this project.\n", "// the filesystem server\n", "/* pinned */",
		"\"args\": [\"caf\xe9\"]}, // latin-1 byte kept\n", "\"inputs\": [] // VS Code inputs\n",
		"\"args\": [\"-y\", \"server-fs\"],",
	} {
		if !strings.Contains(got, keep) {
			t.Errorf("rewritten file lost %q:\n%s", keep, got)
		}
	}
	for _, gone := range []string{"going away", "\"old\""} {
		if strings.Contains(got, gone) {
			t.Errorf("rewritten file still has %q:\n%s", gone, got)
		}
	}
	f := mustRead(t, p)
	if d := cmp.Diff([]string{"fs", "new", "odd"}, f.Names()); d != "" {
		t.Errorf("names (-want +got):\n%s", d)
	}
	if fs, _ := f.Get("fs"); fs.Enabled() {
		t.Error("fs still enabled")
	}
	if odd, _ := f.Get("odd"); odd.Command != "x" {
		t.Errorf("odd = %+v", odd)
	}
	// A change that touches nothing gives the same bytes.
	if err := Update(context.Background(), p, func(f *File) error { return nil }); err != nil {
		t.Fatal(err)
	}
	if again, _ := os.ReadFile(p); !bytes.Equal(again, b) {
		t.Errorf("a no-op update changed the file:\n%s\n---\n%s", b, again)
	}
}

// TestEditKeepsDeepUnknownMember: an unknown member nested 9,000 levels
// deep is copied as written, not re-indented level by level (which made a
// 36 KB file 162 MB).
func TestEditKeepsDeepUnknownMember(t *testing.T) {
	const depth = 9000
	deep := strings.Repeat("[", depth) + strings.Repeat("]", depth)
	p := filepath.Join(t.TempDir(), FileName)
	writeFile(t, p, `{"servers": {"a": {"command": "a", "x-deep": `+deep+`}, "b": {"command": "b"}}, "top-deep": `+deep+"}\n")
	before, _ := os.Stat(p)
	for _, name := range []string{"a", "b"} {
		if err := Update(context.Background(), p, func(f *File) error { return f.SetEnabled(name, false) }); err != nil {
			t.Fatal(err)
		}
	}
	after, _ := os.Stat(p)
	if after.Size() > before.Size()+200 {
		t.Errorf("file grew from %d to %d bytes", before.Size(), after.Size())
	}
	b, _ := os.ReadFile(p)
	if n := bytes.Count(b, []byte(deep)); n != 2 {
		t.Errorf("the deep members are not kept verbatim (%d copies found)", n)
	}
}

// TestUpdateKeepsModeAndRefusesReadOnly: an existing file keeps its
// permission bits, a new one is 0600, and a read-only file is refused and
// left as it is.
func TestUpdateKeepsModeAndRefusesReadOnly(t *testing.T) {
	dir := t.TempDir()
	shared := filepath.Join(dir, "shared.json")
	writeFile(t, shared, `{"servers": {}}`)
	if err := os.Chmod(shared, 0o644); err != nil {
		t.Fatal(err)
	}
	add := func(p string) error {
		return Update(context.Background(), p, func(f *File) error { return f.Set("a", Entry{Command: "a"}) })
	}
	if err := add(shared); err != nil {
		t.Fatal(err)
	}
	if st, _ := os.Stat(shared); st.Mode().Perm() != 0o644 {
		t.Errorf("mode after rewrite %v, want 0644", st.Mode().Perm())
	}
	fresh := filepath.Join(dir, "new.json")
	if err := add(fresh); err != nil {
		t.Fatal(err)
	}
	if st, _ := os.Stat(fresh); st.Mode().Perm() != 0o600 {
		t.Errorf("mode of a new file %v, want 0600", st.Mode().Perm())
	}
	ro := filepath.Join(dir, "ro.json")
	writeFile(t, ro, `{"servers": {}}`)
	if err := os.Chmod(ro, 0o444); err != nil {
		t.Fatal(err)
	}
	err := add(ro)
	if err == nil || !strings.Contains(err.Error(), "read-only") {
		t.Errorf("update of a read-only file: err = %v, want a read-only refusal", err)
	}
	if b, _ := os.ReadFile(ro); string(b) != `{"servers": {}}` {
		t.Errorf("read-only file changed: %s", b)
	}
	if st, _ := os.Stat(ro); st.Mode().Perm() != 0o444 {
		t.Errorf("read-only file mode now %v", st.Mode().Perm())
	}
}

// TestUpdateRefusesDanglingSymlink: a link to a file that does not exist
// is neither replaced by a regular file nor followed into a new file.
func TestUpdateRefusesDanglingSymlink(t *testing.T) {
	dir := t.TempDir()
	link := filepath.Join(dir, FileName)
	target := filepath.Join(dir, "dotfiles", FileName)
	if err := os.Symlink(target, link); err != nil {
		t.Fatal(err)
	}
	err := Update(context.Background(), link, func(f *File) error { return f.Set("a", Entry{Command: "a"}) })
	if err == nil || !strings.Contains(err.Error(), "does not exist") || !strings.Contains(err.Error(), target) {
		t.Errorf("err = %v, want a refusal naming the missing target", err)
	}
	if st, err := os.Lstat(link); err != nil || st.Mode()&os.ModeSymlink == 0 {
		t.Errorf("link replaced: %v %v", st, err)
	}
	if _, err := os.Stat(target); err == nil {
		t.Error("target created")
	}
}

// TestVSCodeSettingsServers: --config settings.json reads VS Code's
// "mcp": {"servers": ...} and writes new entries there, keeping the other
// settings and comments.
func TestVSCodeSettingsServers(t *testing.T) {
	p := filepath.Join(t.TempDir(), "settings.json")
	writeFile(t, p, `{
  // editor
  "editor.fontSize": 14,
  "mcp": {
    "servers": {
      "gh": {"type": "http", "url": "https://api.githubcopilot.com/mcp/"}
    }
  }
}
`)
	f := mustRead(t, p)
	if d := cmp.Diff([]string{"gh"}, f.Names()); d != "" {
		t.Fatalf("names (-want +got):\n%s", d)
	}
	if err := Update(context.Background(), p, func(f *File) error { return f.Set("fs", Entry{Command: "npx"}) }); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(p)
	var got struct {
		FontSize int `json:"editor.fontSize"`
		MCP      struct {
			Servers map[string]map[string]any `json:"servers"`
		} `json:"mcp"`
		Servers any `json:"servers"`
	}
	if err := json.Unmarshal(stripJSONC(b), &got); err != nil {
		t.Fatalf("%v\n%s", err, b)
	}
	if got.FontSize != 14 || got.Servers != nil || got.MCP.Servers["fs"]["command"] != "npx" || got.MCP.Servers["fs"]["type"] != "stdio" || got.MCP.Servers["gh"] == nil {
		t.Errorf("rewritten settings.json:\n%s", b)
	}
	if !bytes.Contains(b, []byte("// editor")) {
		t.Errorf("comment lost:\n%s", b)
	}
}

// TestVSCodeEntriesTyped: entries mcpgen writes into a .vscode/mcp.json
// carry "type", which VS Code reads as the transport (stdio for a command,
// http for a URL, the transport asked for otherwise); a changed transport
// is written there too, and mcpgen's own files keep "transport" and write
// no "type" for an implied one.
func TestVSCodeEntriesTyped(t *testing.T) {
	dir := filepath.Join(t.TempDir(), ".vscode")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, "mcp.json")
	writeFile(t, p, `{"servers": {"old": {"command": "old-server"}}}`)
	err := Update(context.Background(), p, func(f *File) error {
		return errors.Join(f.Set("fs", Entry{Command: "npx", Args: []string{"-y", "fs"}}),
			f.Set("remote", Entry{URL: "https://mcp.example.com/mcp"}),
			f.Set("legacy", Entry{URL: "https://mcp.example.com/sse", Transport: TransportSSE}))
	})
	if err != nil {
		t.Fatal(err)
	}
	types := func(p string) map[string]any {
		b, _ := os.ReadFile(p)
		var got struct {
			Servers map[string]map[string]any `json:"servers"`
		}
		if err := json.Unmarshal(stripJSONC(b), &got); err != nil {
			t.Fatalf("%v\n%s", err, b)
		}
		out := map[string]any{}
		for name, e := range got.Servers {
			out[name] = e["type"]
			if e["transport"] != nil {
				out[name+".transport"] = e["transport"]
			}
		}
		return out
	}
	want := map[string]any{"old": nil, "fs": "stdio", "remote": "http", "legacy": "sse"}
	if d := cmp.Diff(want, types(p)); d != "" {
		t.Errorf(".vscode/mcp.json types (-want +got):\n%s", d)
	}
	own := filepath.Join(t.TempDir(), "mcp_servers.json")
	err = Update(context.Background(), own, func(f *File) error {
		return errors.Join(f.Set("fs", Entry{Command: "npx"}), f.Set("legacy", Entry{URL: "https://mcp.example.com/sse", Transport: TransportSSE}))
	})
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(map[string]any{"fs": nil, "legacy": nil, "legacy.transport": "sse"}, types(own)); d != "" {
		t.Errorf("mcp_servers.json types (-want +got):\n%s", d)
	}
}

// TestEditRefusesWhatItCannotKeep: a file that reads fine but whose text
// cannot be edited in place (a comment that is not valid UTF-8) is refused
// with the reason, and left as it was, rather than rewritten without its
// comments.
func TestEditRefusesWhatItCannotKeep(t *testing.T) {
	p := filepath.Join(t.TempDir(), FileName)
	src := "// caf\xe9\n{\"servers\": {\"a\": {\"command\": \"a\"}}}\n"
	writeFile(t, p, src)
	if got := mustRead(t, p).Names(); len(got) != 1 {
		t.Fatalf("names %v", got)
	}
	err := Update(context.Background(), p, func(f *File) error { return f.SetEnabled("a", false) })
	if err == nil || !strings.Contains(err.Error(), "keeping its comments") {
		t.Errorf("err = %v, want a refusal that says why", err)
	}
	if b, _ := os.ReadFile(p); string(b) != src {
		t.Errorf("file changed:\n%s", b)
	}
}
