package prompt

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"path"
	"regexp"
	"slices"
	"strings"
	"text/template"
	"text/template/parse"

	"github.com/mcpgen/mcpgen/internal/textscan"
	"github.com/mcpgen/mcpgen/pkg/role"
)

// A Binding is the set of template files that apply to one tool, checked
// against its inputSchema. It is read-only and safe for concurrent use.
type Binding struct {
	// Tool is the tool as its requests read it (spokenTool): a generated
	// operation id's path and method and a description's opening HTTP
	// route left out.
	Tool ToolInfo
	// name is the tool's name as served, which errors give.
	name string
	// Request is the file whose request variants phrase the tool's calls;
	// Generic tells whether it is a fallback (_generic.tmpl) rather than the
	// tool's own file.
	Request *File
	Generic bool
	// System and Final are the files giving the system prompt and the final
	// assistant message (their SectionSystem / SectionFinal variants), nil
	// when none applies.
	System *File
	Final  *File

	params []Param
	data   ToolData
	key    uint64
	// prunable: optional top-level arguments may be left out (see Unsaid).
	prunable bool
	// names are the names of params.
	names map[string]bool
}

// candidates lists the relative paths that may hold file name for tool t,
// most specific first.
func candidates(t ToolInfo, name string) []string {
	var out []string
	for _, d := range []string{t.Server, t.ServerInfo} {
		if d = DirName(d); d != "" && d != "." && d != ".." {
			out = append(out, path.Join(d, name))
		}
	}
	return append(out, name)
}

// DirName returns the template folder name of a server name: "/" and "\"
// become "_" (serverInfo "mcp-servers/everything" →
// "mcp-servers_everything").
func DirName(server string) string {
	return strings.NewReplacer("/", "_", "\\", "_").Replace(server)
}

// ToolFileName returns the file name of a tool's own template: the tool
// name with "/" and "\" replaced by "_", plus ".tmpl".
func ToolFileName(tool string) string {
	return strings.NewReplacer("/", "_", "\\", "_").Replace(tool) + ".tmpl"
}

// For resolves the files that apply to t. The tool's own file is the first
// that exists of, in this order: the user's (each --templates layer, the
// last given first) "<server>/<tool>.tmpl" then "<tool>.tmpl", then the
// built-in "<server>/<tool>.tmpl" then "<tool>.tmpl" — so a user's file
// always beats a built-in one, whatever its level. <server> is the registry
// name, then the serverInfo name. A built-in file naming an argument t does
// not have (written for another server's tool of that name) is passed over.
// Request variants come from the own file, else from "_generic.tmpl" (in
// the same layer order, server folder before top level within a layer); the
// system and final variants from the own file if it has them, else from
// "_system.tmpl" / "_final.tmpl" found the same way. Every file chosen is
// checked: For returns an error naming the template file and line when one
// names an argument t does not have, and an error when no request template
// applies.
func (s *Set) For(t ToolInfo) (*Binding, error) {
	params, err := toolParams(t.InputSchema)
	if err != nil {
		return nil, fmt.Errorf("tool %q: %w", t.Name, err)
	}
	served := t
	t = spokenTool(t)
	toolClipped(params, t.Description)
	peerDescribed(params, t)
	b := &Binding{Tool: t, name: served.Name, params: params, prunable: prunableSchema(t.InputSchema)}
	b.data = ToolData{Name: t.Name, Title: t.Title, Description: t.Description, Server: t.Server,
		Label: t.Title, Action: actionPhrase(t.Name, t.Title, t.Description),
		intent: brandFreeIntent(t), peers: t.Peers, code: role.ToolAboutCode(t.Name, t.Title, t.Description, t.Peers)}
	b.data.readDesc()
	if b.data.Label == "" {
		b.data.Label = Humanize(t.Name)
	}
	h := fnv.New64a()
	h.Write([]byte(t.Server + "\x00" + served.Name))
	b.key = h.Sum64()

	classify(t, params)
	kindSaid(params)
	names := map[string]bool{}
	for _, p := range params {
		names[p.Name] = true
	}
	b.names = names
	var own *File
own:
	for _, lf := range s.layers {
		for _, c := range candidates(t, ToolFileName(served.Name)) {
			f := lf[c]
			if f == nil {
				continue
			}
			// A built-in file written for another server's tool of the
			// same name (its arguments differ) does not apply; the user's
			// files always do, and are checked below.
			if f.Layer == EmbeddedLayer().Name && badRef(f, names) != nil {
				continue
			}
			own = f
			break own
		}
	}
	find := func(special, section string) *File {
		if own != nil && len(own.Sections[section]) > 0 {
			return own
		}
		for _, lf := range s.layers {
			for _, c := range candidates(t, special) {
				if f := lf[c]; f != nil && len(f.Sections[section]) > 0 {
					return f
				}
			}
		}
		return nil
	}
	if own != nil && len(own.Sections[SectionRequest]) > 0 {
		b.Request = own
	} else {
		b.Request = find(GenericFile, SectionRequest)
		b.Generic = true
	}
	if b.Request == nil {
		return nil, fmt.Errorf("tool %q: no request template applies (no %s and no %s)", served.Name, ToolFileName(served.Name), GenericFile)
	}
	b.System = find(SystemFile, SectionSystem)
	b.Final = find(FinalFile, SectionFinal)
	for _, f := range []*File{b.Request, b.System, b.Final} {
		if f == nil {
			continue
		}
		if r := badRef(f, names); r != nil {
			return nil, fmt.Errorf("%s:%d: template names argument %q, which tool %q does not have (arguments: %s)",
				f.Path, r.line, r.name, served.Name, argList(params))
		}
	}
	return b, nil
}

// badRef returns the first argument f names that is not in names, or nil.
func badRef(f *File, names map[string]bool) *argRef {
	for i, r := range f.refs {
		if !names[r.name] {
			return &f.refs[i]
		}
	}
	return nil
}

func argList(ps []Param) string {
	if len(ps) == 0 {
		return "none"
	}
	n := make([]string, len(ps))
	for i, p := range ps {
		n[i] = p.Name
	}
	return strings.Join(n, ", ")
}

// Params returns the tool's arguments in inputSchema order (without
// values).
func (b *Binding) Params() []Param { return append([]Param(nil), b.params...) }

// A Renderer renders templates of one Set. It is not safe for concurrent
// use: make one per goroutine.
type Renderer struct {
	set    *Set
	st     *funcState
	clones map[*File]*template.Template
	buf    bytes.Buffer
	// variant order: a reseeded source and reused buffers.
	pcg         *rand.PCG
	vrng        *rand.Rand
	perm, order []int
	// the last Data's Args, Params and Set, reused (see data)
	args              map[string]any
	params, setParams []Param
	// d is the Data of the current render, reused (see data)
	d Data
	// asks holds each variant's askVariant (see askOnly), read once;
	// templateOnly (tests) executes every variant through text/template.
	asks         map[variantKey]askVariant
	templateOnly bool
	// probes holds, per negative file, each general variant's request as
	// rendered with negProbe (see negProbes): the same for every record,
	// so rendered once per Renderer, not once per negative record.
	probes map[*File]negProbed
}

// negProbed is what rendering a negative file's general variants with
// negProbe gave: each variant's request, and the verb and date form the
// renders left chosen (the record's own render starts from them, as it
// did when every record rendered the probes first).
type negProbed struct {
	requests         []string
	chosen, dateForm string
}

type variantKey struct {
	f    *File
	name string
}

// An askVariant is a variant that is text around one {{.Ask "kind"}}
// action (as every variant of _generic.tmpl is): before, kind and after.
// ok is false for any other variant.
type askVariant struct {
	ok                  bool
	before, kind, after string
}

// askOnly writes variant name of f (t is f's clone) for d into r.buf the
// way executing it would, without text/template's reflection, when the
// variant is text around one {{.Ask "kind"}}; it returns false, having
// written nothing, for any other variant. When Ask panics, the template
// is executed with d set to panic the same way again, so the error is the
// one text/template gives (it recovers a panicking method as an error).
func (r *Renderer) askOnly(f *File, t *template.Template, name string, d *Data) (done bool) {
	k := variantKey{f, name}
	a, seen := r.asks[k]
	if !seen {
		a = readAskVariant(t.Lookup(name))
		if r.asks == nil {
			r.asks = map[variantKey]askVariant{}
		}
		r.asks[k] = a
	}
	if !a.ok {
		return false
	}
	defer func() {
		if e := recover(); e != nil {
			r.buf.Reset()
			d.replay = e
			done = false
		}
	}()
	text := d.Ask(a.kind)
	r.buf.WriteString(a.before)
	r.buf.WriteString(text)
	r.buf.WriteString(a.after)
	return true
}

// readAskVariant reads t's parse tree as an askVariant.
func readAskVariant(t *template.Template) askVariant {
	var a askVariant
	if t == nil || t.Tree == nil || t.Tree.Root == nil {
		return a
	}
	action := false
	for _, n := range t.Tree.Root.Nodes {
		switch n := n.(type) {
		case *parse.TextNode:
			if action {
				a.after += string(n.Text)
			} else {
				a.before += string(n.Text)
			}
		case *parse.ActionNode:
			if action || n.Pipe == nil || len(n.Pipe.Decl) > 0 || n.Pipe.IsAssign || len(n.Pipe.Cmds) != 1 {
				return askVariant{}
			}
			args := n.Pipe.Cmds[0].Args
			if len(args) != 2 {
				return askVariant{}
			}
			field, ok1 := args[0].(*parse.FieldNode)
			kind, ok2 := args[1].(*parse.StringNode)
			if !ok1 || !ok2 || len(field.Ident) != 1 || field.Ident[0] != "Ask" {
				return askVariant{}
			}
			action, a.kind = true, kind.Text
		default:
			return askVariant{}
		}
	}
	if !action {
		return askVariant{}
	}
	a.ok = true
	return a
}

// NewRenderer returns a Renderer for s.
func (s *Set) NewRenderer() *Renderer {
	pcg := rand.NewPCG(0, 0)
	return &Renderer{set: s, st: &funcState{}, clones: map[*File]*template.Template{}, pcg: pcg, vrng: rand.New(pcg)}
}

func (r *Renderer) tmpl(f *File) (*template.Template, error) {
	if t := r.clones[f]; t != nil {
		return t, nil
	}
	t, err := f.tmpl.Clone()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", f.Path, err)
	}
	t.Funcs(r.st.funcMap())
	r.clones[f] = t
	return t, nil
}

// data builds the template data for args (a JSON object decoded with
// UseNumber, or nil).
//
// The Data itself, its Args map and its Params and Set slices reuse the
// renderer's from the last render: no Data outlives its render.
func (r *Renderer) data(b *Binding, args map[string]any, index int) *Data {
	if r.args == nil {
		r.args = make(map[string]any, len(b.params))
	} else {
		clear(r.args)
	}
	d := &r.d
	*d = Data{Tool: b.data, Args: r.args, Index: index}
	d.Params = slices.Grow(r.params[:0], len(b.params)+len(args))
	for _, p := range b.params {
		v, ok := args[p.Name]
		p.Value, p.Set = v, ok
		d.Args[p.Name] = v
		d.Params = append(d.Params, p)
	}
	// Arguments the schema allows without declaring them (additional
	// properties) are mentioned too, in key order.
	var extra []string
	for k := range args {
		if !b.names[k] {
			extra = append(extra, k)
		}
	}
	sortStrings(extra)
	for _, k := range extra {
		d.Args[k] = args[k]
		d.Params = append(d.Params, Param{Name: k, Human: Humanize(k), Value: args[k], Set: true})
	}
	d.Set = setOrder(r.setParams, d.Params)
	r.params, r.setParams = d.Params, d.Set
	d.st = r.st
	return d
}

// variantOrder returns the order in which to try n variants for record
// index of the tool keyed key: a seeded permutation per cycle of n records,
// so a tool's first n records use n different variants.
func (r *Renderer) variantOrder(key uint64, index, n int) []int {
	r.pcg.Seed(key, uint64(index/n))
	if cap(r.perm) < n {
		r.perm = make([]int, n)
		r.order = make([]int, n)
	}
	perm, out := r.perm[:n], r.order[:n]
	for i := range perm {
		perm[i] = i
	}
	for i := n - 1; i > 0; i-- {
		j := r.vrng.IntN(i + 1)
		perm[i], perm[j] = perm[j], perm[i]
	}
	start := index % n
	for i := range out {
		out[i] = perm[(start+i)%n]
	}
	return out
}

// Request renders the user's request for a call of b's tool with args
// (decoded with UseNumber; nil for no arguments). index is the record's
// index among the tool's records: successive indexes cycle through the
// variants; rng (the record's seeded source) drives pick, rand and the
// wording of phrases. A variant that renders empty is skipped. It returns
// the text and the variant's name (file#section/N); errors name the
// template file and line.
func (r *Renderer) Request(b *Binding, rng *rand.Rand, index int, args map[string]any) (text, variant string, err error) {
	return r.render(b, b.Request, SectionRequest, rng, index, args, nil)
}

// System renders the system prompt for b's tool, or "" when no system
// template applies.
func (r *Renderer) System(b *Binding, rng *rand.Rand, index int, args map[string]any) (string, error) {
	if b.System == nil {
		return "", nil
	}
	s, _, err := r.render(b, b.System, SectionSystem, rng, index, args, nil)
	return s, err
}

// HasFinal tells whether a final-message template applies to b's tool.
func (b *Binding) HasFinal() bool { return b.Final != nil }

// Final renders the assistant's answer after the tool returned result
// (the tool message text; isError: the result was an error), or "" when no
// final template applies. Templates see the result as .Result, decoded as
// .Structured when it is a JSON object or array, and as .Text (see Data).
func (r *Renderer) Final(b *Binding, rng *rand.Rand, index int, args map[string]any, result string, isError bool) (string, error) {
	return r.FinalTo(b, rng, index, args, result, isError, "")
}

// FinalTo is Final for an answer to the user's request text (.Request in
// the template; "" when not known), so the answer can answer the question
// asked: the permissions when they were asked for, what an image shows.
func (r *Renderer) FinalTo(b *Binding, rng *rand.Rand, index int, args map[string]any, result string, isError bool, request string) (string, error) {
	if b.Final == nil {
		return "", nil
	}
	s, _, err := r.render(b, b.Final, SectionFinal, rng, index, args, func(d *Data) {
		d.Result, d.IsError, d.Request = result, isError, request
		d.Structured = decodeResult(result)
		d.Text = resultText(result, d.Structured)
	})
	return s, err
}

func (r *Renderer) render(b *Binding, f *File, section string, rng *rand.Rand, index int, args map[string]any, tweak func(*Data)) (string, string, error) {
	vs := f.Sections[section]
	if len(vs) == 0 {
		return "", "", fmt.Errorf("%s: no %s variants", f.Path, section)
	}
	t, err := r.tmpl(f)
	if err != nil {
		return "", "", err
	}
	r.st.rng = rng
	d := r.data(b, args, index)
	if tweak != nil {
		tweak(d)
	}
	r.st.data = d
	defer func() { r.st.data, r.st.rng, r.st.chosen, r.st.dateForm = nil, nil, "", "" }() // no verb an earlier record chose
	// a broken request, said only when every plan breaks
	var first, firstName string
	for _, i := range r.variantOrder(b.key^hashString(section), index, len(vs)) {
		v := vs[i]
		r.buf.Reset()
		if !r.templateOnly && r.askOnly(f, t, v.Name, d) {
			// written as the template would write it
		} else if err := t.ExecuteTemplate(&r.buf, v.Name, d); err != nil {
			return "", "", fmt.Errorf("tool %q: %w", b.name, fileError(f, err))
		}
		if s := clean(r.buf.String()); s != "" {
			if section == SectionRequest && brokenRequest(s) {
				if first == "" {
					first, firstName = s, v.Name
				}
				continue // another plan may say it whole
			}
			return acronymsInHead(s, requestAcronyms(d)), v.Name, nil
		}
	}
	if first != "" {
		return acronymsInHead(first, requestAcronyms(d)), firstName, nil
	}
	return "", "", fmt.Errorf("%s: every %s variant rendered empty for tool %q", f.Path, section, b.name)
}

func hashString(s string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(s))
	return h.Sum64()
}

// clean tidies rendered text: joins between template pieces lose doubled
// spaces and spaces before punctuation on the request line (blocks after
// the first line break, such as file contents, are left as they are), the
// text is trimmed and starts with a capital letter.
func clean(s string) string {
	s = strings.TrimSpace(s)
	head, tail, hasTail := strings.Cut(s, "\n")
	head = uncommaThat(articlesBySound(quotedNameOnce(labelOnce(articleOnce(countOnce(oneUnit(tidyLine(head))))))))
	if hasTail {
		for strings.Contains(tail, "\n\n\n") {
			tail = strings.ReplaceAll(tail, "\n\n\n", "\n\n")
		}
		s = head + "\n" + tail
	} else {
		s = head
	}
	return Sentence(strings.TrimSpace(s))
}

// countNounTwice finds a count that repeats the plural noun just before
// it: "the users at most 15 users", "public channels, the first 15
// channels" (the object, then a count phrase naming it again).
var countNounTwice = regexp.MustCompile(`\b([a-z]+s)(,? (?:up to|at most|only|just|the first|just the first|no more than|max) \d+) ([a-z]+s)\b`)

// countOnce drops the repeated noun of countNounTwice: "the users, at most
// 15", "public channels, the first 15".
func countOnce(s string) string {
	if !mayCountTwice(s) {
		return s
	}
	return countNounTwice.ReplaceAllStringFunc(s, func(m string) string {
		g := countNounTwice.FindStringSubmatch(m)
		if g[1] != g[3] {
			return m
		}
		if strings.HasPrefix(g[2], ",") {
			return g[1] + g[2]
		}
		return g[1] + "," + g[2]
	})
}

// doubledArticle matches an article said twice where two template pieces
// meet ("what the the details of …").
var doubledArticle = regexp.MustCompile(`(?i)\b(the|a|an) (the|a|an) `)

// articleOnce keeps the second of two articles in a row, outside quoted
// values (a value such as "The The" is the user's own words).
func articleOnce(s string) string {
	if !mayDoubleArticle(s) {
		return s // the common case, on every request: no regexp run
	}
	locs := doubledArticle.FindAllStringIndex(s, -1)
	if locs == nil {
		return s
	}
	var b strings.Builder
	last := 0
	for _, l := range locs {
		if strings.Count(s[:l[0]], "\"")%2 == 1 || strings.Count(s[:l[0]], "`")%2 == 1 {
			continue // inside a quoted value
		}
		b.WriteString(s[last:l[0]])
		last = l[0] + strings.IndexByte(s[l[0]:l[1]], ' ') + 1
	}
	b.WriteString(s[last:])
	return b.String()
}

// mayDoubleArticle tells cheaply whether s can hold doubledArticle: some
// article ("the", "a", "an", any case) is followed by a space and then
// another one.
func mayDoubleArticle(s string) bool {
	for i := strings.IndexByte(s, ' '); i >= 0 && i+2 < len(s); {
		if isArticleEnd(s, i) && isArticleStart(s[i+1:]) {
			return true
		}
		j := strings.IndexByte(s[i+1:], ' ')
		if j < 0 {
			return false
		}
		i += j + 1
	}
	return false
}

// isArticleEnd tells whether the word ending at s[i] (a space) is an
// article. The word starts after the last byte that is no word byte, as
// doubledArticle's \b has it ("(the the", "x-the the"), not after the last
// space only.
func isArticleEnd(s string, i int) bool {
	j := i
	for j > 0 && textscan.IsWordByte(s[j-1]) {
		j--
	}
	w := s[j:i]
	return strings.EqualFold(w, "the") || strings.EqualFold(w, "a") || strings.EqualFold(w, "an")
}

// isArticleStart tells whether s starts with an article and a space.
func isArticleStart(s string) bool {
	for _, a := range [...]string{"the ", "a ", "an "} {
		if len(s) >= len(a) && strings.EqualFold(s[:len(a)], a) {
			return true
		}
	}
	return false
}

// uncommaThat drops the comma before a restrictive "that are" right
// after a plural noun, the list it narrows: "list the trenches, that are
// open" reads "list the trenches that are open". After any other word
// ("sorted by date updated, that are closed") the comma stays.
func uncommaThat(s string) string {
	const c = ", that are "
	for from := 0; ; {
		i := strings.Index(s[from:], c)
		if i < 0 {
			return s
		}
		i += from
		j := strings.LastIndexByte(s[:i], ' ') + 1
		if w := strings.ToLower(s[j:i]); isLowerWord(w) && lettersOnly(w) && pluralHead(w) {
			s = s[:i] + s[i+1:]
		}
		from = i + 1
	}
}

// tidyLine collapses runs of spaces, drops a space before , . ? ! ; or :
// that ends a clause (followed by a space or the end), and a "." right
// after . ? or ! or after a quote that ends with one (as QuoteStop). Inline values rarely hold such sequences; values in
// blocks after the first line break are never touched.
func tidyLine(s string) string {
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch c {
		case ' ':
			if len(b) > 0 && b[len(b)-1] == ' ' {
				continue
			}
			if i+1 < len(s) && s[i+1] >= 'A' && s[i+1] <= 'Z' && quoteOpenEnded(b) {
				b = append(b, '.') // Description: "fine used, red MX" The seller is 17. reads "…red MX". The seller
			}
		case ',', '.', '?', '!', ';', ':':
			endsClause := i+1 == len(s) || s[i+1] == ' '
			if endsClause && len(b) > 0 && b[len(b)-1] == ' ' {
				b = b[:len(b)-1]
			}
			if c == '.' && endsClause && len(b) > 0 && (b[len(b)-1] == '.' || b[len(b)-1] == '?' || b[len(b)-1] == '!') {
				continue
			}
			if c == '.' && endsClause && quoteEndsSentence(b) {
				continue // Reason: "I'm out sick today.". reads Reason: "I'm out sick today."
			}
		}
		b = append(b, c)
	}
	if string(b) == s {
		return strings.TrimSpace(s) // nothing to tidy: no copy
	}
	return strings.TrimSpace(string(b))
}

// quoteOpenEnded tells whether b ends with a closing double quote (an
// even number of them in b) after text that ends in no punctuation of
// its own: a sentence after it needs a full stop between them.
func quoteOpenEnded(b []byte) bool {
	n := len(b)
	if n < 3 || b[n-1] != '"' || bytes.Count(b, []byte{'"'})%2 != 0 {
		return false
	}
	switch b[n-2] {
	case '.', '?', '!', ',', ';', ':', '"', ' ':
		return false
	}
	return true
}

// quoteEndsSentence tells whether b ends with a closing double quote
// right after . ? or !, the quoted text ending its own sentence.
func quoteEndsSentence(b []byte) bool {
	n := len(b)
	if n < 2 || b[n-1] != '"' {
		return false
	}
	p := b[n-2]
	return p == '.' || p == '?' || p == '!'
}

// Negative renders a request no tool fits and its plain-text answer from
// the _negative.tmpl variants, plus "near-miss" variants when related (the
// run's [Related] function, may be nil) shows a domain: requests that sound
// like the tools' domain but need a capability none has ("Delete the old
// logs folder" → "I can't delete files or folders with the tools I have; I
// can read, list or search them. …"); their names are
// "near-miss/<verb>/N". index cycles through the variants in an order
// seeded by the tool set, so runs over different servers differ; related
// rejects template requests that touch the run's tools, and the next
// variant is tried. It returns the request, the answer and the variant's
// name, or an error when no negative template applies or every variant is
// related.
func (r *Renderer) Negative(rng *rand.Rand, index int, related func(request string) bool) (request, answer, variant string, err error) {
	return r.NegativeIn(rng, index, related, nil)
}

// NegativeIn is Negative with the near misses derived from the run's
// tools (d, may be nil; see NewNearDomain) among the variants, after the
// built-in ones; their names are "near-miss/<verb>/N" too, N counting on
// from the built-in ones.
func (r *Renderer) NegativeIn(rng *rand.Rand, index int, related func(request string) bool, d *NearDomain) (request, answer, variant string, err error) {
	f := r.set.files[NegativeFile]
	if f == nil || len(f.Sections[SectionRequest]) == 0 {
		return "", "", "", fmt.Errorf("no %s template", NegativeFile)
	}
	t, err := r.tmpl(f)
	if err != nil {
		return "", "", "", err
	}
	vs := f.Sections[SectionRequest]
	sc := scope(related)
	key := sc.key
	if d != nil {
		key ^= d.key ^ d.seed*0x9e3779b97f4a7c15
		sc = d.fit(sc)
	}
	r.st.rng = rng
	r.st.data = &Data{Args: map[string]any{}, Index: index}
	defer func() { r.st.data, r.st.rng, r.st.chosen, r.st.dateForm = nil, nil, "", "" }() // no verb an earlier record chose
	nearN := nearRequests(sc, d)
	near, n := negSlot(index, nearN)
	if near {
		q, a, variant := nearAt(sc, d, r.variantOrder(key^0x6e656172, n, nearN)[0])
		return q, a, variant, nil
	}
	// General requests: those of the variants that touch no tool of the
	// run, each once before any repeats, in an order of the run.
	probes, err := r.negProbes(f, t)
	if err != nil {
		return "", "", "", err
	}
	var ok []int
	for i, q := range probes {
		if q != "" && (related == nil || !related(q)) {
			ok = append(ok, i)
		}
	}
	r.st.rng = rng
	r.st.data = &Data{Args: map[string]any{}, Index: index}
	if len(ok) > 0 {
		for _, i := range r.variantOrder(key, n, len(ok)) {
			q, a, err := r.negVariant(f, t, vs[ok[i]])
			if err != nil {
				return "", "", "", err
			}
			if q != "" && (related == nil || !related(q)) {
				return q, a, vs[ok[i]].Name, nil
			}
		}
	}
	if nearN > 0 {
		q, a, variant := nearAt(sc, d, r.variantOrder(key^0x6e656172, index, nearN)[0])
		return q, a, variant, nil
	}
	return "", "", "", fmt.Errorf("%w: %s: every variant is empty or mentions a tool of the run", ErrNoNegative, f.Path)
}

// negProbes returns the request of each general variant of negative file
// f (parsed as t) rendered with negProbe as record 0 ("" when the variant
// renders empty), which NegativeIn checks against the run's tools. The
// renders depend on the template alone, so they are made once per
// Renderer and file and kept.
func (r *Renderer) negProbes(f *File, t *template.Template) ([]string, error) {
	if p, ok := r.probes[f]; ok {
		r.st.chosen, r.st.dateForm = p.chosen, p.dateForm
		return p.requests, nil
	}
	vs := f.Sections[SectionRequest]
	qs := make([]string, len(vs))
	r.st.data = &Data{Args: map[string]any{}}
	r.st.chosen, r.st.dateForm = "", ""
	for i := range vs {
		r.st.rng = negProbe()
		q, _, err := r.negVariant(f, t, vs[i])
		if err != nil {
			return nil, err
		}
		qs[i] = q
	}
	if r.probes == nil {
		r.probes = map[*File]negProbed{}
	}
	r.probes[f] = negProbed{requests: qs, chosen: r.st.chosen, dateForm: r.st.dateForm}
	return qs, nil
}

// negVariant renders negative variant v of f (parsed as t): its request
// and answer, "" when either is empty.
func (r *Renderer) negVariant(f *File, t *template.Template, v Variant) (q, a string, err error) {
	r.buf.Reset()
	if err := t.ExecuteTemplate(&r.buf, v.Name, r.st.data); err != nil {
		return "", "", fileError(f, err)
	}
	q, a, ok := strings.Cut(r.buf.String(), answerMark)
	if !ok {
		return "", "", fmt.Errorf("%s:%d: negative variant rendered no \">>>\" separator", f.Path, v.Line)
	}
	q, a = clean(q), clean(a)
	if q == "" || a == "" {
		return "", "", nil
	}
	return q, a, nil
}

// ErrNoNegative is wrapped by Negative's error when no variant gives a
// request unrelated to the run's tools.
var ErrNoNegative = errors.New("no unrelated negative request")

// stopWords are ignored when comparing requests with tool names.
var stopWords = map[string]bool{"get": true, "set": true, "the": true, "and": true, "for": true, "with": true,
	"tool": true, "tools": true, "from": true, "into": true, "this": true, "that": true, "what": true,
	"how": true, "you": true, "can": true, "mcp": true, "all": true, "new": true, "one": true, "use": true}

// Related returns a function that reports whether a request mentions a word
// of one of the tool names (split into words, three letters or more, minus
// common words), so a negative request never asks for something a tool
// does.
func Related(toolNames []string) func(string) bool {
	vocab := map[string]bool{}
	for _, n := range toolNames {
		for w := range strings.FieldsSeq(strings.ToLower(Humanize(n))) {
			if len(w) >= 3 && !stopWords[w] {
				vocab[w] = true
				vocab[Plural(w)] = true
			}
		}
	}
	return func(req string) bool {
		if !isASCII(req) {
			// strings.ToLower maps some letters outside ASCII onto
			// ASCII ones (the Kelvin sign to k): the general path.
			for _, w := range strings.FieldsFunc(strings.ToLower(req), func(r rune) bool {
				return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9')
			}) {
				if vocab[w] {
					return true
				}
			}
			return false
		}
		return mentionsASCII(vocab, req)
	}
}

// mentionsASCII reports whether the ASCII text req, lowered, holds a word
// of vocab (a run of a-z and 0-9), as Related reads it, without building
// the lowered text or its list of words for each request.
func mentionsASCII(vocab map[string]bool, req string) bool {
	var buf [64]byte
	w := buf[:0]
	for i := 0; i <= len(req); i++ {
		c := byte(' ')
		if i < len(req) {
			c = req[i]
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c >= 'a' && c <= 'z' || c >= '0' && c <= '9' {
			w = append(w, c)
			continue
		}
		if len(w) > 0 && vocab[string(w)] {
			return true
		}
		w = w[:0]
	}
	return false
}

// isASCII reports whether s has only ASCII bytes.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// DecodeArgs decodes a JSON arguments object with numbers kept exact
// (json.Number), as Request expects.
func DecodeArgs(raw json.RawMessage) (map[string]any, error) {
	if len(bytes.TrimSpace(raw)) == 0 {
		return nil, nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var m map[string]any
	if err := dec.Decode(&m); err != nil {
		return nil, fmt.Errorf("arguments: %w", err)
	}
	return m, nil
}

func sortStrings(s []string) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}
