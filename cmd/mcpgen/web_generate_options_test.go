package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"

	"github.com/mcpgen/mcpgen/internal/testenv"
)

// TestWebPageGenerateMixAndHints drives the page's Generate form in
// headless Chromium against a real `mcpgen serve` and the example server:
// the mix of record kinds (one field per kind) and a hints file loaded with
// the file picker reach the run, whose download is byte for byte what
// `mcpgen generate --mix ... --hints FILE` writes with the same options. A
// negative share and a broken hints file are refused by the server with an
// error the form shows, naming the mix kind and the hints line.
func TestWebPageGenerateMixAndHints(t *testing.T) {
	chrome := testenv.Chromium(t)
	exe, err := exec.LookPath("mcpgen")
	if err != nil {
		t.Fatalf("mcpgen not on PATH (testscript.Main puts it there): %v", err)
	}
	dir := t.TempDir()
	reg := filepath.Join(dir, "mcp_servers.json")
	env := []string{"MCPGEN_CONFIG=" + reg}
	add := exec.Command(exe, "server", "add", "example", "--", exe, "example-server")
	add.Env = append(os.Environ(), env...)
	if out, err := add.CombinedOutput(); err != nil {
		t.Fatalf("server add: %v\n%s", err, out)
	}
	hintsFile := filepath.Join(testenv.RepoRoot(), "examples", "example-server-hints.yaml")
	hintsText, err := os.ReadFile(hintsFile)
	if err != nil {
		t.Fatal(err)
	}
	tokFile := filepath.Join(dir, "token")
	const token = "web-mix-token-0c2a9e71d4b6c83f0a5e2d9b7c41f65f"
	if err := os.WriteFile(tokFile, []byte(token+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	srv := startServe(t, env, "--addr", "127.0.0.1:0", "--token-file", tokFile)
	defer srv.stop()
	downloads := filepath.Join(dir, "downloads")
	if err := os.MkdirAll(downloads, 0o755); err != nil {
		t.Fatal(err)
	}

	p := newPage(t, chrome)
	p.run("open the page", chromedp.Navigate(srv.base+"/#token="+token), chromedp.WaitVisible(chromedp.CSS(`body[data-ready="true"]`)))
	if _, err := chromedp.CallBrowser(p.ctx, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{
		Behavior: browser.SetDownloadBehaviorBehaviorAllow, DownloadPath: downloads}); err != nil {
		t.Fatal(err)
	}
	tools := []string{"example/get_forecast", "example/get_room", "example/list_rooms"}
	toolsJS, _ := json.Marshal(tools)
	p.run("open generate and pick three tools",
		chromedp.Click(chromedp.CSS(`.tab[data-tab="generate"]`)),
		chromedp.WaitVisible(chromedp.CSS(`#gen-tools input[value="example/get_forecast"]`)),
		js(`const want = `+string(toolsJS)+`; for (const i of document.querySelectorAll('#gen-tools input')) i.checked = want.includes(i.value); true`),
		setValue("#gen-n", "4"), setValue("#gen-seed", "6619"), setValue("#gen-execute", "readonly"))
	p.run("load the hints file", chromedp.SetUploadFiles(chromedp.CSS("#gen-hints-file"), []string{hintsFile}),
		until(`document.querySelector('#gen-hints').value.includes('get_forecast.city')`))
	if got := p.eval(`document.querySelector('#gen-hints').value`); got != string(hintsText) {
		t.Errorf("the hints field holds %q, want the file's text", got)
	}

	// A negative share: the server's check, shown at the form.
	p.run("a negative share", setValue("#gen-mix-parallel", "-1"), chromedp.Click(chromedp.CSS("#gen-run")))
	if e := p.waitText("#gen-error", "parallel=-1"); !strings.Contains(e, "mix") || !strings.Contains(e, "share of 0 or more") {
		t.Errorf("error for a negative share: %q", e)
	}
	// A broken hints file: refused with its line.
	p.run("broken hints", setValue("#gen-mix-parallel", "0"), setValue("#gen-hints", "get_forecast.city: [Osaka\nget_room.room_id: 3\n"),
		chromedp.Click(chromedp.CSS("#gen-run")))
	if e := p.waitText("#gen-error", "hints"); !strings.Contains(e, "line") {
		t.Errorf("error for broken hints: %q", e)
	}

	// The mix and the hints of the file, run and downloaded.
	const mix = "single=0.5,parallel=0.25,followup=0.25"
	p.run("set the mix and hints",
		setValue("#gen-hints", string(hintsText)),
		setValue("#gen-mix-single", "0.5"), setValue("#gen-mix-parallel", "0.25"), setValue("#gen-mix-followup", "0.25"),
		js(`document.querySelector('#gen-error').textContent = ''; true`),
		chromedp.Click(chromedp.CSS("#gen-run")))
	p.waitText("#gen-progress", "Done: ")
	p.waitText("#gen-check", ": ok")
	if e := p.text("#gen-error"); strings.TrimSpace(e) != "" {
		t.Fatalf("the run failed: %s", e)
	}
	p.screenshot("generate-mix-hints")
	p.run("download", chromedp.Click(chromedp.CSS("#gen-download")))
	got := waitFile(t, filepath.Join(downloads, "dataset.jsonl"))

	cliOut := filepath.Join(dir, "cli.jsonl")
	args := []string{"generate", "--server", "example", "-n", "4", "--seed", "6619", "--execute", "--execute-policy", "readonly",
		"--mix", mix, "--hints", hintsFile, "-o", cliOut}
	for _, tl := range tools {
		args = append(args, "--include", tl)
	}
	cmd := exec.Command(exe, args...)
	cmd.Env = append(os.Environ(), env...)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("mcpgen generate: %v\n%s", err, b)
	}
	want, err := os.ReadFile(cliOut)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("the page's dataset (%d bytes) differs from mcpgen generate --mix %s --hints (%d bytes)", len(got), mix, len(want))
	}
	// The mix and the hints are in it: a record with two calls in one
	// turn or a second user turn, and a city of the hints file.
	var multi, hinted bool
	for _, line := range bytes.Split(bytes.TrimSpace(got), []byte("\n")) {
		var rec struct {
			Messages []struct {
				Role      string
				ToolCalls []json.RawMessage `json:"tool_calls"`
			}
		}
		if err := json.Unmarshal(line, &rec); err != nil {
			t.Fatalf("record %s: %v", line, err)
		}
		users := 0
		for _, m := range rec.Messages {
			if m.Role == "user" {
				users++
			}
			if len(m.ToolCalls) > 1 {
				multi = true
			}
		}
		if users > 1 {
			multi = true
		}
		for _, city := range []string{"Amsterdam", "Berlin", "Lima", "Lisbon", "Nairobi", "Osaka", "Sydney", "Toronto"} {
			if bytes.Contains(line, []byte(`\"city\":\"`+city+`\"`)) {
				hinted = true
			}
		}
	}
	if !multi || !hinted {
		t.Errorf("parallel or follow-up records: %v; a city of the hints file in a call: %v\n%s", multi, hinted, got)
	}
}
