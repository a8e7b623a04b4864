package synth

import (
	"math/big"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
	"github.com/santhosh-tekuri/jsonschema/v5"
)

// tokens splits an identifier or phrase into lower-case words (see
// role.Tokens).
func tokens(s string) []string { return role.Tokens(s) }

// sharedTokens is tokens without the caller's own copy (role.SharedTokens):
// for callers that only read the words, never set, sort or re-slice and
// append to them.
func sharedTokens(s string) []string { return role.SharedTokens(s) }

var (
	dirs      = []string{"/home/alex/projects", "/Users/sam/code", "/home/dev/workspace", "/Users/jordan/Documents", "/srv", "/opt"}
	exts      = []string{"go", "py", "ts", "md", "json", "txt", "yaml", "csv", "js", "rs", "html", "log"}
	selectors = []string{"#submit", "button.primary", "input[name=\"email\"]", "#search-input", "a.nav-link", ".card:nth-child(2)", "form#login button[type=\"submit\"]", "div.modal .close", "#main h1", "nav a[href=\"/pricing\"]"}
	scripts   = []string{"() => document.title", "document.querySelectorAll('a').length", "window.scrollTo(0, document.body.scrollHeight)", "() => window.location.href", "return document.body.innerText.slice(0, 200);", "() => localStorage.getItem('token')"}
	// arrowScripts are page scripts written as the function a description
	// asks for ("() => { /* code */ }").
	arrowScripts = []string{"() => document.title", "() => window.location.href", "() => localStorage.getItem('token')",
		"() => document.querySelectorAll('a').length", "() => window.scrollY", "() => document.body.innerText.slice(0, 200)",
		"() => { window.scrollTo(0, document.body.scrollHeight); }", "() => [...document.querySelectorAll('h2')].map(h => h.textContent)",
		"() => document.cookie", "() => navigator.userAgent"}
	// pageScripts are automation scripts written as a function of the page
	// object, for a description that says the code is called with one
	// ("It will be invoked with a single argument, page").
	pageScripts = []string{
		"async (page) => { await page.getByRole('link', { name: 'Pricing' }).click(); return page.url(); }",
		"async (page) => { await page.waitForLoadState('networkidle'); return await page.title(); }",
		"async (page) => await page.locator('h1').textContent()",
		"async (page) => { await page.getByLabel('Email').fill('ana@example.com'); await page.getByRole('button', { name: 'Sign in' }).click(); }",
		"async (page) => { await page.mouse.wheel(0, 2000); return await page.locator('article').count(); }",
		"async (page) => await page.locator('table tbody tr').count()",
		"async (page) => { await page.getByPlaceholder('Search').fill('wireless headphones'); await page.keyboard.press('Enter'); }",
		"async (page) => { await page.getByRole('tab', { name: 'Reviews' }).click(); return await page.locator('.review').allTextContents(); }",
		"async (page) => await page.evaluate(() => document.querySelectorAll('img').length)",
		"async (page) => { await page.setViewportSize({ width: 390, height: 844 }); return await page.title(); }"}
	sqls      = []string{"SELECT * FROM users WHERE id = %d;", "SELECT name, email FROM customers ORDER BY created_at DESC LIMIT %d;", "SELECT COUNT(*) FROM orders WHERE status = 'shipped' AND total > %d;", "SELECT p.title, p.price FROM products p WHERE p.stock < %d;"}
	mimes     = []string{"text/plain", "application/json", "image/png", "text/markdown", "application/pdf", "text/csv"}
	commands  = []string{"ls -la", "git status", "npm test", "go build ./...", "python3 -m pytest -q", "make lint", "docker ps"}
	entityTS  = []string{"person", "organization", "project", "event", "location", "document", "concept"}
	relations = []string{"works_at", "knows", "manages", "located_in", "depends_on", "authored", "member_of"}
	statuses  = []string{"open", "closed", "active", "pending", "in_progress", "done", "archived"}
	orders    = []string{"asc", "desc"}
	fieldsL   = []string{"created_at", "updated_at", "name", "price", "stars", "relevance", "title"}
	globs     = []string{"*.go", "**/*.ts", "node_modules", "*.log", "src/**/*.py", "*.md", "dist/**"}
	// attachmentGlobs match the names of the files a mail or a record
	// carries (an attachment filter): documents, never source code
	attachmentGlobs = []string{"*.pdf", "invoice*.pdf", "*.xlsx", "statement_*.pdf", "*.docx", "receipt*"}
)

// projects are folders people keep work in.
var projects = []string{"billing-api", "website", "mobile-app", "data-pipeline", "blog", "invoice-tool", "analytics", "shop-frontend",
	"thesis", "photo-archive", "budget-2026", "team-wiki", "ml-experiments", "home-automation", "recipes"}

// dirFiles are files that belong in each folder of a project, so a path's
// folder, name and extension agree (no HTML under src/utils, no CSV of
// prose): "" is the project root.
var dirFiles = []struct {
	dir   string
	files []string
}{
	{"", []string{"README.md", "package.json", "CONTRIBUTING.md", "go.mod", "docker-compose.yml", "requirements.txt"}},
	{"src", []string{"main.go", "app.py", "index.ts", "server.js", "utils.py", "config.ts", "routes.js", "models.py"}},
	{"src/utils", []string{"dates.ts", "format.py", "retry.go", "strings.js", "validate.ts"}},
	{"docs", []string{"setup.md", "architecture.md", "api.md", "CHANGELOG.md", "deployment.md"}},
	{"data", []string{"customers.csv", "orders-2025.csv", "sales.json", "survey-results.csv", "products.json"}},
	{"config", []string{"settings.yaml", "app.json", "nginx.conf", "logging.yaml", "database.yml"}},
	{"tests", []string{"test_api.py", "app.test.ts", "handler_test.go", "test_models.py", "checkout.spec.js"}},
	{"scripts", []string{"deploy.sh", "backup.py", "seed.js", "migrate.sh", "cleanup.py"}},
	{"notes", []string{"meeting-notes.md", "todo.txt", "ideas.md", "reading-list.md"}},
	{"reports", []string{"weekly-report.md", "q4-summary.csv", "metrics.json", "sales-2025.csv"}},
	{"public", []string{"index.html", "styles.css", "favicon.ico", "logo.svg", "about.html"}},
	{"logs", []string{"app.log", "error.log", "access.log"}},
}

// userFiles are files a person uploads or attaches from their own folders.
var userFiles = []string{"Downloads/invoice-2026-01.pdf", "Documents/resume.pdf", "Pictures/profile.jpg", "Documents/contract-signed.pdf",
	"Downloads/report.csv", "Pictures/screenshot.png", "Documents/cover-letter.docx", "Downloads/photo.jpeg", "Documents/passport-scan.pdf"}

// projectRoot returns the project directory every path of the current
// attempt lives under (one home/OS style per instance), chosen on first use.
func (g *Generator) projectRoot() string {
	if g.pathRoot == "" {
		g.pathRoot = dirs[g.rng.Intn(len(dirs))] + "/" + projects[g.rng.Intn(len(projects))]
	}
	return g.pathRoot
}

// homeOf returns the home folder of the instance's project root ("/srv"
// and "/opt" have none: a Linux home then).
func (g *Generator) homeOf() string {
	parts := strings.SplitN(g.projectRoot(), "/", 4)
	if len(parts) >= 3 && (parts[1] == "home" || parts[1] == "Users") {
		return "/" + parts[1] + "/" + parts[2]
	}
	return "/home/alex"
}

// destWords mark a property naming where a file goes (move, copy, rename).
var destWords = []string{"destination", "dest", "target", "new", "to", "output", "out"}

// isDest reports whether a property name has a token of destWords.
func isDest(name string) bool {
	for _, t := range sharedTokens(name) {
		for _, w := range destWords {
			if t == w {
				return true
			}
		}
	}
	return false
}

// filePath returns a file path under the instance's project root; a
// destination keeps the extension of the instance's previous path and sits
// beside it (tiger.py → tiger_v2.py or ../archive/tiger.py).
func (g *Generator) filePath(h hint) string {
	r := g.rng
	if g.lastPath != "" && isDest(h.name) {
		return g.destFor(g.lastPath)
	}
	if g.repoTool {
		g.lastPath = g.repoPath()
		return g.lastPath
	}
	if containsAny(g.topicL, "media", "image", "audio", "photo") {
		// a media file: an image or a recording
		p := g.projectRoot() + "/" + []string{"assets/logo.png", "assets/banner.jpg", "assets/screenshot.png", "recordings/standup.mp3", "assets/diagram.svg", "recordings/interview.wav"}[r.Intn(6)]
		g.lastPath = p
		return p
	}
	if containsAny(g.topicL, "upload", "attach", "drop") {
		g.projectRoot()
		p := g.homeOf() + "/" + userFiles[r.Intn(len(userFiles))]
		g.lastPath = p
		return p
	}
	p := g.projectRoot() + "/"
	d := dirFiles[r.Intn(len(dirFiles))]
	if d.dir != "" {
		p += d.dir + "/"
	}
	p += d.files[r.Intn(len(d.files))]
	g.lastPath = p
	return p
}

// destFor returns a destination for moving or copying the file src: a
// sibling or an archive copy with src's extension.
func (g *Generator) destFor(src string) string {
	r := g.rng
	{
		dir, base := src[:strings.LastIndexByte(src, '/')], src[strings.LastIndexByte(src, '/')+1:]
		ext := ""
		if i := strings.LastIndexByte(base, '.'); i > 0 {
			base, ext = base[:i], base[i:]
		}
		if r.Intn(2) == 0 {
			return dir + "/" + base + []string{"-old", "-v2", "-backup", "-final", "-copy"}[r.Intn(5)] + ext
		}
		return g.projectRoot() + "/" + []string{"archive", "backup", "old", "done"}[r.Intn(4)] + "/" + base + ext
	}
}

// fixDests rewrites a destination path of obj ("destination", "target",
// "newPath") generated before its source (keys go in sorted order) to sit
// beside the source with the source's extension. The whole instance is
// validated afterwards as always.
func (g *Generator) fixDests(obj map[string]any) {
	n := 0
	for _, v := range obj {
		if s, ok := v.(string); ok && strings.HasPrefix(s, "/") {
			n++
		}
	}
	if n < 2 {
		return
	}
	src := ""
	var dests []string
	for _, k := range sortedKeys(obj) {
		s, ok := obj[k].(string)
		if !ok || !strings.HasPrefix(s, "/") || !strings.Contains(s[strings.LastIndexByte(s, '/'):], ".") {
			continue
		}
		if isDest(k) {
			dests = append(dests, k)
		} else if src == "" {
			src = s
		}
	}
	if src == "" {
		return
	}
	for _, k := range dests {
		d := obj[k].(string)
		if !strings.HasPrefix(d, src[:strings.LastIndexByte(src, '/')]) || !strings.HasSuffix(d, src[strings.LastIndexByte(src, '.'):]) {
			obj[k] = g.destFor(src)
			g.unsure = true // rewritten after its check
		}
	}
}

// slug turns a word into an identifier-safe lower-case token: letters and
// digits kept, spaces to "-", anything else dropped ("room (space)" →
// "room-space").
func slug(w string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(w) {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			dash = false
			b.WriteRune(r)
		case r == ' ' || r == '-' || r == '_':
			dash = true
		}
	}
	if b.Len() == 0 {
		return "item"
	}
	return b.String()
}

func rat(x int64) *big.Rat { return big.NewRat(x, 1) }

// plausible returns a plausible range and decimals for a number property:
// the range its description states, else near its default, else the
// range its role implies (pkg/role), else [0, 100] or [0, 1000].
func (g *Generator) plausible(c conj, h hint, integer bool) (lo, hi *big.Rat, decimals int) {
	k := plausibleKey{s: c.first(), name: h.name, integer: integer}
	if len(c.pos) != 1 {
		k.desc = h.desc
	}
	r, ok := g.ranges[k]
	if !ok {
		r = plausibleOf(g.roleOf(c, h), c, integer)
		if g.ranges == nil {
			g.ranges = map[plausibleKey]plausibleVal{}
		}
		if len(g.ranges) < 4096 {
			g.ranges[k] = r
		}
	}
	if r.known {
		return r.lo, r.hi, r.dec
	}
	if integer || g.rng.Intn(2) == 0 {
		return ratZero, ratHundred, 0
	}
	if len(h.name) > 0 && wholeStated(c) {
		// a named number whose bounds and default are whole, and nothing
		// says more: whole, as a level or a count is (45, not 43.5)
		return ratZero, ratThousand, 0
	}
	return ratZero, ratThousand, 2
}

// wholeStated reports whether every bound, default and example c's
// schemas state is a whole number (none stated counts as whole).
func wholeStated(c conj) bool {
	for _, s := range c.pos {
		for _, r := range []*big.Rat{s.Minimum, s.Maximum, s.ExclusiveMinimum, s.ExclusiveMaximum} {
			if r != nil && !r.IsInt() {
				return false
			}
		}
		for _, v := range append([]any{s.Default}, s.Examples...) {
			if r, ok := toRat(v); ok && !r.IsInt() {
				return false
			}
		}
	}
	return true
}

// nearDefault returns [d/2, 3d] around the positive default d of c's
// schemas (or the range of their positive examples, widened the same
// way): an unbounded number stays near the value the schema suggests
// (server-everything's duration, default 10 s, not 2718 s).
func nearDefault(c conj, integer bool) (lo, hi *big.Rat, ok bool) {
	for _, s := range c.pos {
		vals := s.Examples
		if s.Default != nil {
			vals = append([]any{s.Default}, vals...)
		}
		for _, v := range vals {
			r, isNum := toRat(v)
			if !isNum || r.Sign() <= 0 {
				continue
			}
			l := new(big.Rat).Quo(r, rat(2))
			h := new(big.Rat).Mul(r, rat(3))
			if lo == nil || ratCmp(l, lo) < 0 {
				lo = l
			}
			if hi == nil || ratCmp(h, hi) > 0 {
				hi = h
			}
		}
		if lo != nil {
			break
		}
	}
	if lo == nil {
		return nil, nil, false
	}
	if integer && new(big.Rat).Sub(hi, lo).Cmp(rat(2)) < 0 {
		hi = new(big.Rat).Add(lo, rat(2))
	}
	return lo, hi, true
}

type plausibleKey struct {
	s          *jsonschema.Schema // the single schema, when there is one
	name, desc string
	integer    bool
}

type plausibleVal struct {
	lo, hi *big.Rat
	dec    int
	known  bool
}

var (
	ratZero     = big.NewRat(0, 1)
	ratThousand = big.NewRat(1000, 1)
)

// codeValue returns a script in the shape the parameter's description
// asks for: a function of the page object when the description says the
// code is called with one, an arrow function when it shows one ("() =>
// { /* code */ }"), else any page script.
func codeValue(intn func(int) int, desc string) string {
	d := strings.ToLower(desc)
	switch {
	case strings.Contains(d, "page") && (strings.Contains(d, "(page)") || strings.Contains(d, "argument, page") ||
		strings.Contains(d, "argument page") || strings.Contains(d, "with page")):
		return pageScripts[intn(len(pageScripts))]
	case strings.Contains(d, "=>"):
		return arrowScripts[intn(len(arrowScripts))]
	}
	return scripts[intn(len(scripts))]
}
