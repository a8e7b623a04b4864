package main

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"

	"github.com/mcpgen/mcpgen/internal/testenv"
	"github.com/mcpgen/mcpgen/pkg/dataset"
	"github.com/mcpgen/mcpgen/pkg/registry"
)

// screenshotDir is where TestWebPage writes its screenshots: the folder
// named by $MCPGEN_SCREENSHOTS, else one under the test's temporary folder
// (kept only for the run, its path logged).
func screenshotDir(t *testing.T) string {
	if d := os.Getenv("MCPGEN_SCREENSHOTS"); d != "" {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
		return d
	}
	return t.TempDir()
}

// page drives one browser tab.
type page struct {
	t    *testing.T
	ctx  context.Context
	shot string // screenshot folder
}

// fail ends the test with what went wrong and the page's text.
func (p *page) fail(what string, err error) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, 5*time.Second)
	defer cancel()
	body, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.body.innerText`))
	p.t.Fatalf("%s: %v\npage text:\n%s", what, err, body)
}

// run runs chromedp actions in order, failing the test with what on error.
func (p *page) run(what string, steps ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, 45*time.Second)
	defer cancel()
	if err := chromedp.Do(ctx, steps...); err != nil {
		p.fail(what, err)
	}
}

// str runs an action that returns a string.
func (p *page) str(what string, a chromedp.Action[string]) string {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, 45*time.Second)
	defer cancel()
	s, err := chromedp.Run(ctx, a)
	if err != nil {
		p.fail(what, err)
	}
	return s
}

// waitText waits until the text of the element sel contains want.
func (p *page) waitText(sel, want string) string {
	p.t.Helper()
	js := fmt.Sprintf(`(() => { const e = document.querySelector(%q); return e && e.innerText.includes(%q) ? e.innerText : false })()`, sel, want)
	return p.str(fmt.Sprintf("wait for %q in %s", want, sel), chromedp.Poll[string](js, chromedp.WithPollingTimeout(40*time.Second)))
}

// text returns the text of sel.
func (p *page) text(sel string) string {
	p.t.Helper()
	return p.str("text of "+sel, chromedp.Text(chromedp.CSS(sel)))
}

// eval evaluates js, which gives a string.
func (p *page) eval(js string) string {
	p.t.Helper()
	return p.str("eval "+js, chromedp.Evaluate[string](js))
}

// screenshot writes NAME.png, the whole page, into the screenshot folder.
func (p *page) screenshot(name string) { p.capture(name, chromedp.FullScreenshot(100)) }

// capture writes the image shot takes as NAME.png into the screenshot
// folder.
func (p *page) capture(name string, shot chromedp.Action[[]byte]) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, 45*time.Second)
	defer cancel()
	buf, err := chromedp.Run(ctx, shot)
	if err != nil {
		p.fail("screenshot "+name, err)
	}
	path := filepath.Join(p.shot, name+".png")
	if err := os.WriteFile(path, buf, 0o644); err != nil {
		p.t.Fatal(err)
	}
	p.t.Logf("screenshot %s", path)
}

// setValue sets a form control's value as typing would (input and change
// events), faster than sending keys one by one.
func setValue(sel, value string) chromedp.Action[chromedp.Void] {
	return js(fmt.Sprintf(`(() => { const e = document.querySelector(%q); e.focus(); e.value = %q;
		e.dispatchEvent(new Event('input', {bubbles: true})); e.dispatchEvent(new Event('change', {bubbles: true})); return true })()`, sel, value))
}

// js evaluates a script whose value does not matter (it must not be
// undefined).
func js(script string) chromedp.Action[chromedp.Void] {
	return func(ctx context.Context, t *chromedp.Target) (chromedp.Void, error) {
		_, err := chromedp.Evaluate[any](script)(ctx, t)
		return chromedp.Void{}, err
	}
}

// until polls a predicate.
func until(pred string) chromedp.Action[chromedp.Void] {
	return chromedp.Poll[chromedp.Void](pred, chromedp.WithPollingTimeout(30*time.Second))
}

// newPage starts headless Chromium (closed at the test's end) and returns
// its tab.
func newPage(t *testing.T, chrome string) *page {
	t.Helper()
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chrome), chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.WindowSize(1366, 900), chromedp.Flag("lang", "en-US"))
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancelAlloc)
	bctx, cancelBrowser := chromedp.NewContext(actx, chromedp.WithLogf(t.Logf))
	t.Cleanup(cancelBrowser)
	// The first run starts the browser, which lives as long as the
	// context of that run: no timeout on it.
	if err := chromedp.Do(bctx); err != nil {
		t.Fatalf("starting %s: %v", chrome, err)
	}
	return &page{t: t, ctx: bctx, shot: screenshotDir(t)}
}

// TestWebPagePrintedURL starts `mcpgen serve` as a user would, with no
// token configured, and opens the page at the URL it prints: with a
// generated token that URL ends in #token=TOKEN, and the page keeps the
// token and reaches the API with it; without one it is the address serve
// listens on.
func TestWebPagePrintedURL(t *testing.T) {
	chrome := testenv.Chromium(t)
	exe, err := exec.LookPath("mcpgen")
	if err != nil {
		t.Fatalf("mcpgen not on PATH (testscript.Main puts it there): %v", err)
	}
	home := t.TempDir()
	cmd := exec.Command(exe, "serve", "--addr", "127.0.0.1:0")
	cmd.Env = append(environNoToken(), "HOME="+home, "XDG_CONFIG_HOME="+filepath.Join(home, ".config"),
		"MCPGEN_CONFIG="+filepath.Join(home, "mcp_servers.json"))
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Signal(os.Interrupt); _ = cmd.Wait() })
	lines := make(chan string, 16)
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	listen := regexp.MustCompile(`listening on (http://\S+)`)
	open := regexp.MustCompile(`open (http://\S+#token=[A-Za-z0-9_-]+)`)
	var base, url string
	deadline := time.After(20 * time.Second)
	for url == "" {
		select {
		case l, ok := <-lines:
			if !ok {
				t.Fatal("serve exited before printing where it listens")
			}
			if m := listen.FindStringSubmatch(l); m != nil {
				base = m[1]
			}
			if m := open.FindStringSubmatch(l); m != nil {
				url = m[1]
			}
		case <-time.After(2 * time.Second):
			if base == "" {
				continue
			}
			url = base + "/" // serve printed no token URL: it runs without a token
		case <-deadline:
			t.Fatal("serve did not say where it listens")
		}
	}
	go func() {
		for range lines { // keep the pipe drained
		}
	}()
	_, _, withToken := strings.Cut(url, "#token=")
	t.Logf("serve printed the page URL %s (with a token: %v)", base, withToken)
	p := newPage(t, chrome)
	p.run("open the printed URL", chromedp.Navigate(url), chromedp.WaitVisible(chromedp.CSS(`body[data-ready="true"]`)))
	if h := p.text("#servers-h"); h != "Servers" || !strings.Contains(p.text("#conn"), "mcpgen") {
		t.Errorf("the page at %s shows %q, header %q", url, h, p.text("#conn"))
	}
	if _, tok, ok := strings.Cut(url, "#token="); ok {
		if got := p.eval(`sessionStorage.getItem('mcpgen-token')`); got != tok {
			t.Errorf("sessionStorage token %q, want the printed one", got)
		}
		if loc := p.eval(`location.href`); strings.Contains(loc, tok) {
			t.Errorf("the token stays in the address bar: %s", loc)
		}
	}
}

// TestWebPage drives the page served at / in headless Chromium against a
// real `mcpgen serve` (a child process, with a bearer token), the example
// server and the filesystem npm server: it opens the page without and then
// with the token, adds the example server, tests it, opens its tools, runs
// a read-only tool from the form after an invalid argument is refused at
// its field, imports the filesystem server from a pasted Claude Desktop
// config and uses it, generates 10 records, checks the preview, downloads
// the JSONL and compares it with what `mcpgen generate` writes for the same
// options, and removes a server through its confirmation.
func TestWebPage(t *testing.T) {
	chrome := testenv.Chromium(t)
	fsServer := testenv.NPMServer(t, "server-filesystem")
	exe, err := exec.LookPath("mcpgen")
	if err != nil {
		t.Fatalf("mcpgen not on PATH (testscript.Main puts it there): %v", err)
	}
	dir := t.TempDir()
	reg := filepath.Join(dir, "mcp_servers.json")
	tokFile := filepath.Join(dir, "token")
	const token = "web-test-token-5f0c2a9e71d4b6c83f0a5e2d9b7c41f6"
	if err := os.WriteFile(tokFile, []byte(token+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	files := filepath.Join(dir, "files")
	if err := os.MkdirAll(files, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(files, "notes.txt"), []byte("hello from the filesystem server\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	env := []string{"MCPGEN_CONFIG=" + reg}
	srv := startServe(t, env, "--addr", "127.0.0.1:0", "--token-file", tokFile)
	defer srv.stop()

	downloads := filepath.Join(dir, "downloads")
	if err := os.MkdirAll(downloads, 0o755); err != nil {
		t.Fatal(err)
	}
	p := newPage(t, chrome)

	// Without the token the page says how to open it.
	p.run("open the page without a token", chromedp.Navigate(srv.base+"/"), chromedp.WaitVisible(chromedp.CSS("#auth-banner")))
	if got := p.text("#auth-banner"); !strings.Contains(got, "open the URL printed by mcpgen serve") {
		t.Errorf("auth banner: %q", got)
	}

	// With the URL serve prints, the token moves to sessionStorage and
	// out of the address bar.
	p.run("open the page with its token",
		chromedp.Navigate("about:blank"), chromedp.Navigate(srv.base+"/#token="+token),
		chromedp.WaitVisible(chromedp.CSS(`body[data-ready="true"]`)))
	if _, err := chromedp.CallBrowser(p.ctx, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{
		Behavior: browser.SetDownloadBehaviorBehaviorAllow, DownloadPath: downloads}); err != nil {
		t.Fatal(err)
	}
	loc := p.eval(`location.href`)
	stored := p.eval(`sessionStorage.getItem('mcpgen-token')`)
	cookies := p.eval(`document.cookie`)
	if strings.Contains(loc, token) || stored != token || cookies != "" {
		t.Errorf("after opening: location %q, sessionStorage token %q, cookies %q", loc, stored, cookies)
	}
	if vis := p.text("#conn"); !strings.Contains(vis, "mcpgen") {
		t.Errorf("header: %q", vis)
	}

	// Servers: add the example server and test it.
	p.run("add the example server",
		setValue("#add-name", "example"), setValue("#add-command", exe), setValue("#add-args", "example-server"),
		chromedp.Click(chromedp.CSS(`#add-form button[type=submit]`)),
		chromedp.WaitVisible(chromedp.CSS(`tr[data-server="example"]`)))
	p.run("test it", chromedp.Click(chromedp.CSS(`tr[data-server="example"] td.actions button:nth-child(1)`)))
	res := p.waitText(`tr[data-server="example"] td.test-result`, "10 tools")
	if !strings.Contains(res, "protocol") || !strings.Contains(res, "ms") {
		t.Errorf("test result: %q", res)
	}

	// Servers: import the filesystem server from an uploaded client config
	// (its text lands in the paste box, which is sent).
	cfg, _ := json.Marshal(map[string]any{"mcpServers": map[string]any{"files": map[string]any{
		"command": fsServer[0], "args": append(fsServer[1:], files)}}})
	cfgFile := filepath.Join(dir, "claude_desktop_config.json")
	if err := os.WriteFile(cfgFile, cfg, 0o644); err != nil {
		t.Fatal(err)
	}
	p.run("upload a Claude Desktop config",
		chromedp.SetUploadFiles(chromedp.CSS("#import-file"), []string{cfgFile}),
		until(`document.querySelector('#import-text').value.includes('mcpServers') && document.querySelector('#import-filename').value === 'claude_desktop_config.json'`),
		chromedp.Click(chromedp.CSS(`#import-form button[type=submit]`)))
	p.waitText("#import-result", "Claude Desktop file: 1 server(s) imported")
	p.run("test the filesystem server",
		chromedp.WaitVisible(chromedp.CSS(`tr[data-server="files"]`)),
		chromedp.Click(chromedp.CSS(`tr[data-server="files"] td.actions button:nth-child(1)`)))
	p.waitText(`tr[data-server="files"] td.test-result`, " tools · protocol")

	// Servers: a server that fails to start shows the error and its
	// stderr; a remote one shows its secret header redacted; disabling
	// one writes the registry.
	p.run("add a broken server",
		setValue("#add-name", "broken"), setValue("#add-command", "sh"), setValue("#add-args", "-c\necho boom-on-stderr >&2; exit 3"),
		chromedp.Click(chromedp.CSS(`#add-form button[type=submit]`)),
		chromedp.WaitVisible(chromedp.CSS(`tr[data-server="broken"]`)),
		chromedp.Click(chromedp.CSS(`tr[data-server="broken"] td.actions button:nth-child(1)`)))
	p.waitText(`tr[data-server="broken"] td.test-result`, "✗")
	if got := p.text(`tr[data-server="broken"] td.test-result`); !strings.Contains(got, "boom-on-stderr") {
		t.Errorf("failed test result lacks the stderr tail: %q", got)
	}
	// A program this machine lacks is added with the warning the CLI
	// prints (it may be installed later).
	p.run("add a server whose program is missing",
		setValue("#add-name", "later"), setValue("#add-command", "no-such-program-mcpgen-web"), setValue("#add-args", ""),
		chromedp.Click(chromedp.CSS(`#add-form button[type=submit]`)),
		chromedp.WaitVisible(chromedp.CSS(`tr[data-server="later"]`)))
	if got := p.text("#flash"); !strings.Contains(got, `Added later, but: "no-such-program-mcpgen-web" is not found on PATH`) {
		t.Errorf("flash after adding a missing program: %q", got)
	}
	p.run("add a remote server",
		chromedp.Click(chromedp.CSS(`#add-form input[name=kind][value=remote]`)),
		setValue("#add-name", "remote"), setValue("#add-url", "https://mcp.example.com/mcp"), setValue("#add-headers", "Authorization: Bearer s3cret-header"),
		chromedp.Click(chromedp.CSS(`#add-form button[type=submit]`)),
		chromedp.WaitVisible(chromedp.CSS(`tr[data-server="remote"]`)),
		chromedp.Click(chromedp.CSS(`tr[data-server="remote"] input[type=checkbox]`)))
	row := p.waitText(`tr[data-server="remote"]`, "no")
	if !strings.Contains(row, "Authorization: "+registry.Redacted) || strings.Contains(p.eval(`document.body.innerHTML`), "s3cret-header") {
		t.Errorf("remote server row: %q", row)
	}
	p.screenshot("1-servers")

	// Tools: the example server's tools with annotations and lint findings.
	p.run("open the tools", chromedp.Click(chromedp.CSS(`tr[data-server="example"] td.actions button:nth-child(2)`)))
	status := p.waitText("#tools-status", "10 tools")
	if !strings.Contains(status, "lint profile all") {
		t.Errorf("tools status: %q", status)
	}
	card := p.text(`article[data-tool="list_rooms"]`)
	for _, want := range []string{"list_rooms(building?:", "read-only", "List the meeting rooms", "inputSchema"} {
		if !strings.Contains(card, want) {
			t.Errorf("list_rooms card lacks %q:\n%s", want, card)
		}
	}
	if c := p.text(`article[data-tool="cancel_meeting"]`); !strings.Contains(c, "destructive") {
		t.Errorf("cancel_meeting card: %q", c)
	}
	p.screenshot("2-tools")
	p.run("lint for another profile", setValue("#tools-profile", "openai-strict"), chromedp.Click(chromedp.CSS(`#tools-form button[type=submit]`)))
	p.waitText("#tools-status", "lint profile openai-strict")

	// Try a tool: an invalid argument is refused at its field with its
	// JSON pointer and nothing is sent; a valid call shows the result.
	p.run("try list_rooms",
		chromedp.Click(chromedp.CSS(`article[data-tool="list_rooms"] button`)),
		chromedp.WaitVisible(chromedp.CSS("#arg-min_capacity")),
		setValue("#arg-min_capacity", "0"),
		chromedp.Click(chromedp.CSS("#try-run")))
	fieldErr := p.waitText(`.field[data-pointer="/min_capacity"] .field-error`, "/min_capacity")
	if !strings.Contains(fieldErr, "at least 1") {
		t.Errorf("field error: %q", fieldErr)
	}
	if r := p.text("#try-error"); !strings.Contains(r, "Not sent") {
		t.Errorf("try error: %q", r)
	}
	p.screenshot("3-try-invalid")
	p.run("run list_rooms", setValue("#arg-min_capacity", "2"), setValue("#arg-building", `"HQ"`), chromedp.Click(chromedp.CSS("#try-run")))
	out := p.waitText("#try-result", "Result")
	if !strings.Contains(out, "ms in the server") || !strings.Contains(out, "HQ") {
		t.Errorf("result: %q", out)
	}
	if e := p.text(".field[data-pointer=\"/min_capacity\"] .field-error"); e != "" {
		t.Errorf("field error left after a valid call: %q", e)
	}
	p.screenshot("3-try")

	// Try a tool on the filesystem server: list the folder it serves.
	p.run("try the filesystem server",
		setValue("#try-server", "files"),
		until(`document.querySelector('#try-tool option[value="list_directory"]') !== null`),
		setValue("#try-tool", "list_directory"), setValue("#arg-path", files),
		chromedp.Click(chromedp.CSS("#try-run")))
	p.waitText("#try-result", "notes.txt")

	// A tool that answers with an image shows a placeholder for it.
	every := testenv.NPMServer(t, "server-everything")
	p.run("add the everything server",
		chromedp.Click(chromedp.CSS(`.tab[data-tab="servers"]`)),
		setValue("#add-name", "every"), setValue("#add-command", every[0]), setValue("#add-args", strings.Join(every[1:], "\n")),
		chromedp.Click(chromedp.CSS(`#add-form button[type=submit]`)),
		chromedp.WaitVisible(chromedp.CSS(`tr[data-server="every"]`)),
		chromedp.Click(chromedp.CSS(`.tab[data-tab="try"]`)),
		until(`document.querySelector('#try-server option[value="every"]') !== null`),
		setValue("#try-server", "every"),
		until(`document.querySelector('#try-tool option[value="get-tiny-image"]') !== null`),
		setValue("#try-tool", "get-tiny-image"),
		chromedp.Click(chromedp.CSS("#try-run")))
	if img := p.waitText("#try-result", "Result"); !strings.Contains(img, "[image: image/png") {
		t.Errorf("image result: %q", img)
	}

	// A destructive tool needs the confirmation ticked.
	p.run("try cancel_meeting",
		setValue("#try-server", "example"),
		until(`document.querySelector('#try-tool option[value="cancel_meeting"]') !== null`),
		setValue("#try-tool", "cancel_meeting"), setValue("#arg-event_id", "evt_0000abcd"),
		chromedp.Click(chromedp.CSS("#try-run")))
	p.waitText("#try-error", "tick the confirmation")
	p.run("confirm and run", chromedp.Click(chromedp.CSS("#try-confirm")), chromedp.Click(chromedp.CSS("#try-run")))
	p.waitText("#try-result", "ms in the server")

	// Generate: 10 full records of list_rooms (the read-only tool run), seed
	// 7; progress, preview, check, download.
	// With the keyboard: the sections are buttons.
	p.run("open generate", chromedp.Focus(chromedp.CSS(`.tab[data-tab="generate"]`)), chromedp.KeyEvent("\r"),
		chromedp.WaitVisible(chromedp.CSS(`#gen-tools input[value="example/list_rooms"]`)))
	p.run("pick list_rooms",
		js(`for (const i of document.querySelectorAll('#gen-servers input')) i.checked = i.value === 'example';
			document.querySelector('#gen-servers input').dispatchEvent(new Event('change')); true`),
		until(`document.querySelector('#gen-tools input[value="files/list_directory"]') === null`),
		js(`for (const i of document.querySelectorAll('#gen-tools input')) i.checked = i.value === 'example/list_rooms'; true`),
		setValue("#gen-n", "10"), setValue("#gen-seed", "7"), setValue("#gen-execute", "readonly"),
		chromedp.Click(chromedp.CSS("#gen-run")))
	prog := p.waitText("#gen-progress", "Done: 10 records")
	// The live counts are by each record's first call, which differs from
	// the final table's per-tool counts once chains and parallel requests
	// are made: the page says which it shows.
	if !strings.Contains(prog, "list_rooms: 10") || !strings.Contains(prog, "Records by the first tool they call") {
		t.Errorf("progress: %q", prog)
	}
	verdict := p.waitText("#gen-check", "dataset check (openai): ok")
	if !strings.Contains(verdict, "10 records, 0 errors") {
		t.Errorf("verdict: %q", verdict)
	}
	preview := p.text("#gen-preview")
	if !strings.Contains(preview, "Record 1") || !strings.Contains(preview, "list_rooms") || !strings.Contains(preview, "User") {
		t.Errorf("preview:\n%s", preview)
	}
	if !strings.Contains(preview, "Tool") || !strings.Contains(preview, "HQ-") {
		t.Errorf("preview lacks the tool results:\n%s", preview)
	}
	p.screenshot("4-generate")
	// What a laptop screen shows of it (the README's picture).
	p.run("scroll to the run", js(`document.querySelector('#gen-run').scrollIntoView(); true`))
	p.capture("4-generate-screen", chromedp.CaptureScreenshot())
	p.run("next page", chromedp.Click(chromedp.CSS("#gen-next")))
	p.waitText("#gen-page", "records 6–10 of 10")

	p.run("download", chromedp.Click(chromedp.CSS("#gen-download")))
	got := waitFile(t, filepath.Join(downloads, "dataset.jsonl"))
	if err := os.MkdirAll(filepath.Join(dir, "cli"), 0o755); err != nil {
		t.Fatal(err)
	}
	cliOut := filepath.Join(dir, "cli", "dataset.jsonl")
	cmd := exec.Command(exe, "generate", "--server", "example", "--include", "example/list_rooms", "-n", "10", "--seed", "7", "--execute", "--execute-policy", "readonly", "-o", cliOut)
	cmd.Env = append(os.Environ(), env...)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("mcpgen generate: %v\n%s", err, b)
	}
	want, err := os.ReadFile(cliOut)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("downloaded %d bytes differ from the %d bytes of mcpgen generate", len(got), len(want))
	}
	if n := bytes.Count(got, []byte("\n")); n != 10 {
		t.Errorf("downloaded %d records, want 10", n)
	}

	// The manifest: the run's, describing the downloaded bytes, with the
	// counts of the CLI's manifest.
	p.waitText("#gen-progress", "Failed slots")
	p.run("download the manifest", chromedp.WaitVisible(chromedp.CSS("#gen-manifest")), chromedp.Click(chromedp.CSS("#gen-manifest")))
	var webM, cliM dataset.Manifest
	var webAny, cliAny any
	wb := waitFile(t, filepath.Join(downloads, "dataset.manifest.json"))
	mb, err := os.ReadFile(dataset.ManifestPath(cliOut))
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range []struct {
		b   []byte
		out []any
	}{{wb, []any{&webM, &webAny}}, {mb, []any{&cliM, &cliAny}}} {
		for _, o := range d.out {
			if err := json.Unmarshal(d.b, o); err != nil {
				t.Fatal(err)
			}
		}
	}
	if !reflect.DeepEqual(webAny, cliAny) {
		t.Errorf("the manifest downloaded differs from the CLI's:\n%s\nCLI:\n%s", wb, mb)
	}
	sum := sha256.Sum256(got)
	if len(webM.Files) != 1 || webM.Files[0].SHA256 != hex.EncodeToString(sum[:]) || webM.Files[0].Lines != 10 || webM.Files[0].Path != "dataset.jsonl" {
		t.Errorf("manifest files %+v; the download's sha256 is %x", webM.Files, sum)
	}
	if len(cliM.Files) != 1 || cliM.Files[0].SHA256 != webM.Files[0].SHA256 {
		t.Errorf("the CLI's manifest files %+v differ from the page's %+v", cliM.Files, webM.Files)
	}
	if !webM.Complete || webM.Seed != 7 || webM.Format != "openai" || webM.Records != cliM.Records || !reflect.DeepEqual(webM.Tools, cliM.Tools) || !reflect.DeepEqual(webM.Names, cliM.Names) {
		t.Errorf("manifest from the page:\n%+v\nfrom the CLI:\n%+v", webM, cliM)
	}

	// Every format previews as a conversation and passes its check.
	for _, format := range []string{"openai-functions", "hf", "mistral", "mlx", "sharegpt", "hermes", "xlam"} {
		p.run("generate "+format, setValue("#gen-format", format), setValue("#gen-n", "2"), chromedp.Click(chromedp.CSS("#gen-run")))
		p.waitText("#gen-check", "dataset check ("+format+"): ok")
		if rec := p.text(`#gen-preview article`); !strings.Contains(rec, "User") || !strings.Contains(rec, "list_rooms") {
			t.Errorf("%s preview:\n%s", format, rec)
		}
	}

	// Servers: remove the example server, cancelling once.
	p.run("remove, cancel",
		chromedp.Click(chromedp.CSS(`.tab[data-tab="servers"]`)),
		chromedp.Click(chromedp.CSS(`tr[data-server="example"] button.danger`)),
		chromedp.WaitVisible(chromedp.CSS("#confirm-remove")))
	if n := p.text("#confirm-remove-name"); n != "example" {
		t.Errorf("confirmation names %q", n)
	}
	p.screenshot("5-remove-confirm")
	p.run("cancel", chromedp.Click(chromedp.CSS(`#confirm-remove button[value=cancel]`)), chromedp.WaitNotVisible(chromedp.CSS("#confirm-remove")))
	p.run("remove, confirm",
		chromedp.Click(chromedp.CSS(`tr[data-server="example"] button.danger`)),
		chromedp.WaitVisible(chromedp.CSS("#confirm-remove")),
		chromedp.Click(chromedp.CSS("#confirm-remove-ok")),
		until(`document.querySelector('tr[data-server="example"]') === null`))
	b, err := os.ReadFile(reg)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(b, []byte(`"example"`)) || !bytes.Contains(b, []byte(`"files"`)) || !bytes.Contains(b, []byte(`"enabled": false`)) {
		t.Errorf("registry after the removal:\n%s", b)
	}
}

// waitFile waits for a finished download at path and returns its bytes.
func waitFile(t *testing.T, path string) []byte {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		if b, err := os.ReadFile(path); err == nil && len(b) > 0 {
			return b
		}
		time.Sleep(100 * time.Millisecond)
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	t.Fatalf("no download at %s (folder holds %v)", path, names)
	return nil
}
