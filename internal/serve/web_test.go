package serve

import (
	"crypto/sha256"
	"encoding/hex"
	"io"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/internal/exampleserver"
	"github.com/mcpgen/mcpgen/internal/testenv"
	"github.com/mcpgen/mcpgen/pkg/dataset"
	"github.com/mcpgen/mcpgen/pkg/registry"
)

// TestPage: the page and its assets are served without the token (they
// hold no data), with a strict Content-Security-Policy; every API route
// still needs the token, and nothing else skips it.
func TestPage(t *testing.T) {
	f := newFixture(t, Config{Token: "tok-123-0123456789-0123456789-0123"})
	for path, ctype := range map[string]string{"/": "text/html", "/assets/app.js": "javascript", "/assets/style.css": "text/css"} {
		resp, err := f.http.Client().Get(f.http.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 || !strings.Contains(resp.Header.Get("Content-Type"), ctype) || len(body) == 0 {
			t.Errorf("GET %s: %d %q, %d bytes", path, resp.StatusCode, resp.Header.Get("Content-Type"), len(body))
		}
		if csp := resp.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "script-src 'self'") || !strings.Contains(csp, "frame-ancestors 'none'") {
			t.Errorf("GET %s: Content-Security-Policy %q", path, csp)
		}
	}
	for _, c := range []struct{ method, path string }{
		{"GET", "/assets/nope.js"}, {"POST", "/"}, {"HEAD", "/"}, {"DELETE", "/assets/app.js"}, {"GET", "/index.html"},
		{"GET", "/api/mcp/servers"}, {"POST", "/api/mcp/import"}, {"POST", "/api/mcp/dataset/check"}, {"GET", "/api/mcp/generate/x"},
	} {
		resp := f.do(c.method, c.path, `{}`, nil)
		want := http.StatusUnauthorized
		if c.path == "/assets/nope.js" {
			want = http.StatusNotFound
		}
		if resp.StatusCode != want {
			t.Errorf("%s %s without the token: %d, want %d", c.method, c.path, resp.StatusCode, want)
		}
	}
}

// TestPageAssetsOffline: the page loads nothing from another origin (no
// CDN): every src, href and url() in its files is a local path.
func TestPageAssetsOffline(t *testing.T) {
	ref := regexp.MustCompile(`(?:src|href)\s*=\s*["']([^"']+)["']|url\(\s*["']?([^"')]+)`)
	err := fs.WalkDir(webFiles, "web", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := webFiles.ReadFile(path)
		if err != nil {
			return err
		}
		for _, m := range ref.FindAllStringSubmatch(string(b), -1) {
			u := m[1] + m[2]
			if strings.Contains(u, "//") || strings.HasPrefix(u, "http") {
				t.Errorf("%s refers to %q, outside the page's own origin", path, u)
			}
		}
		if strings.Contains(string(b), "document.cookie") {
			t.Errorf("%s uses cookies; the token belongs in sessionStorage", path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestImportRoute(t *testing.T) {
	f := newFixture(t, Config{})
	cfg := `{
  // Claude Desktop allows no comments, but VS Code's files do: both parse.
  "mcpServers": {
    "files": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem", "/tmp"], "env": {"API_KEY": "s3cret"}},
    "ws": {"url": "wss://example.com/mcp", "transport": "websocket"}
  }
}`
	var r ImportResponse
	if resp := f.do("POST", "/api/mcp/import", ImportRequest{Config: cfg, Filename: "claude_desktop_config.json"}, &r); resp.StatusCode != 200 {
		t.Fatalf("import: %d %+v", resp.StatusCode, r)
	}
	if r.Format != registry.FormatClaudeDesktop || r.Imported != 1 || r.Target != f.reg || len(r.Servers) != 2 || !r.Servers[0].Imported || r.Servers[1].Imported {
		t.Errorf("import: %+v", r)
	}
	var list struct{ Servers []ServerView }
	f.do("GET", "/api/mcp/servers", nil, &list)
	if len(list.Servers) != 1 || list.Servers[0].Name != "files" || list.Servers[0].Env["API_KEY"] != Redacted {
		t.Errorf("servers after the import: %+v", list.Servers)
	}
	// Again: skipped, unless forced.
	r = ImportResponse{}
	f.do("POST", "/api/mcp/import", ImportRequest{Config: cfg, Filename: "claude_desktop_config.json"}, &r)
	if r.Imported != 0 || !strings.Contains(r.Servers[0].Reason, "already in") {
		t.Errorf("second import: %+v", r)
	}
	r = ImportResponse{}
	f.do("POST", "/api/mcp/import", ImportRequest{Config: cfg, Force: true}, &r)
	if r.Imported != 1 || r.Format != registry.FormatMCPServers {
		t.Errorf("forced import: %+v", r)
	}
	// A program this machine does not have is imported, and said.
	r = ImportResponse{}
	f.do("POST", "/api/mcp/import", ImportRequest{Config: `{"mcpServers": {"gone": {"command": "/nonexistent/bin/mcp-gone"}}}`}, &r)
	if r.Imported != 1 || len(r.Servers) != 1 || len(r.Servers[0].Warnings) != 1 || !strings.Contains(r.Servers[0].Warnings[0], "/nonexistent/bin/mcp-gone") {
		t.Errorf("import of a missing program: %+v", r)
	}
	var p Problem
	wantProblem(t, f.do("POST", "/api/mcp/import", ImportRequest{Config: `{"mcpServers": `}, &p), &p, 400, TypeInvalidRequest)
	p = Problem{}
	wantProblem(t, f.do("POST", "/api/mcp/import", `{"config": "{}", "nope": 1}`, &p), &p, 400, TypeInvalidRequest)
}

// TestGenerateRunAndCheck: a generate run's id leads to its summary and
// manifest, whose file sum is that of the streamed bytes, and the dataset
// check route gives the stream the `dataset check` verdict.
func TestGenerateRunAndCheck(t *testing.T) {
	f := newFixture(t, Config{})
	f.add("ex", exampleEntry(t, exampleserver.Faults{}, nil))
	resp, err := f.http.Client().Post(f.http.URL+"/api/mcp/generate", "application/json", strings.NewReader(`{"servers":["ex"],"n":2,"seed":7,"format":"hf"}`))
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	id := resp.Header.Get(RunHeader)
	if resp.StatusCode != 200 || len(id) != 32 {
		t.Fatalf("generate: %d, run %q", resp.StatusCode, id)
	}
	var rep RunReport
	if r := f.do("GET", "/api/mcp/generate/"+id, nil, &rep); r.StatusCode != 200 {
		t.Fatalf("run report: %d", r.StatusCode)
	}
	sum := sha256.Sum256(body)
	m := rep.Manifest
	if !rep.Done || rep.Error != "" || m == nil || !m.Complete || m.ManifestVersion != dataset.ManifestVersion || m.Seed != 7 || m.Format != "hf" || len(m.Files) != 1 ||
		m.Files[0].SHA256 != hex.EncodeToString(sum[:]) || m.Files[0].Bytes != int64(len(body)) || m.Files[0].Lines != m.Records || m.Files[0].Path != StreamName {
		t.Errorf("run report: %+v, manifest %+v", rep, m)
	}
	if !strings.Contains(string(rep.Summary), `"records":`) {
		t.Errorf("summary %s", rep.Summary)
	}
	var p Problem
	wantProblem(t, f.do("GET", "/api/mcp/generate/0123", nil, &p), &p, 404, TypeNotFound)

	var chk DatasetCheckResponse
	// The example server's "to" is a date string in search_events and a
	// list in send_email: hf writes arguments as strings (Arrow), as the
	// manifest says, and the page passes that on to the check.
	if m.FormatOptions.ArgsEncoding != dataset.EncodingString {
		t.Errorf("manifest argsEncoding %q, want string (the example server's tools disagree on \"to\")", m.FormatOptions.ArgsEncoding)
	}
	if r := f.do("POST", "/api/mcp/dataset/check?format=hf&argsEncoding=string", string(body), &chk); r.StatusCode != 200 || chk.Verdict != "ok" || chk.Records != m.Records || chk.Errors != 0 {
		t.Errorf("check: %d %+v", r.StatusCode, chk)
	}
	// An API client that gives only the format (no manifest to read the
	// encoding from) gets the verdict `mcpgen dataset check --format hf`
	// gives the file beside its manifest: the records show why the
	// arguments are strings, and one warning says so.
	chk = DatasetCheckResponse{}
	if r := f.do("POST", "/api/mcp/dataset/check?format=hf", string(body), &chk); r.StatusCode != 200 || chk.Verdict != "ok" || chk.Errors != 0 || chk.Warnings != 1 ||
		len(chk.Findings) != 1 || !strings.Contains(chk.Findings[0].Message, "arguments.to would be") {
		t.Errorf("check ?format=hf: %d %+v", r.StatusCode, chk)
	}
	chk = DatasetCheckResponse{}
	f.do("POST", "/api/mcp/dataset/check?format=openai", string(body)+"{\"messages\": 1}\n", &chk)
	if chk.Verdict != "failed" || chk.Errors == 0 || len(chk.Findings) == 0 {
		t.Errorf("check of a broken file: %+v", chk)
	}
	p = Problem{}
	wantProblem(t, f.do("POST", "/api/mcp/dataset/check?format=nope", string(body), &p), &p, 400, TypeInvalidRequest)
}

// TestDatasetCheckLargeBody: the page checks datasets of many MiB (a run
// at n=300 is about 3 MiB), past the 1 MiB cap of other requests: the
// check route streams its body up to Config.MaxDatasetBody, and answers
// 413 beyond it.
func TestDatasetCheckLargeBody(t *testing.T) {
	f := newFixture(t, Config{MaxDatasetBody: 8 << 20})
	f.add("ex", exampleEntry(t, exampleserver.Faults{}, nil))
	resp, err := f.http.Client().Post(f.http.URL+"/api/mcp/generate", "application/json", strings.NewReader(`{"servers":["ex"],"n":20,"seed":3}`))
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || len(body) == 0 {
		t.Fatalf("generate: %d", resp.StatusCode)
	}
	// The run's records repeated past 2 MiB: a valid dataset of that size.
	big := strings.Repeat(string(body), (2<<20)/len(body)+1)
	var chk DatasetCheckResponse
	if r := f.do("POST", "/api/mcp/dataset/check?format=openai", big, &chk); r.StatusCode != 200 || chk.Verdict != "ok" || chk.Errors != 0 {
		t.Errorf("check of %d bytes: %d %+v", len(big), r.StatusCode, chk)
	}
	var p Problem
	wantProblem(t, f.do("POST", "/api/mcp/dataset/check?format=openai", strings.Repeat(big, 4), &p), &p, 413, TypeTooLarge)
	// other routes keep the small cap
	p = Problem{}
	wantProblem(t, f.do("POST", "/api/mcp/validate", big, &p), &p, 413, TypeTooLarge)
}

// TestDatasetCheckDetectsFormat: without ?format the route checks the body
// as the format its records show, as `mcpgen dataset check` does without a
// manifest, and the answer names it (a sharegpt file was checked as
// openai, every line an error).
func TestDatasetCheckDetectsFormat(t *testing.T) {
	f := newFixture(t, Config{})
	for _, format := range []string{"sharegpt", "hermes", "xlam", "hf"} {
		body, err := os.ReadFile(filepath.Join(testenv.RepoRoot(), "testdata", "dataset", format+".jsonl"))
		if err != nil {
			t.Fatal(err)
		}
		var chk DatasetCheckResponse
		if r := f.do("POST", "/api/mcp/dataset/check", string(body), &chk); r.StatusCode != 200 || chk.CheckReport == nil || chk.Format != format || chk.Verdict != "ok" {
			t.Errorf("%s: %d %+v", format, r.StatusCode, chk.CheckReport)
		}
	}
}
