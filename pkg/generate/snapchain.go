package generate

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/dataset"
	"github.com/mcpgen/mcpgen/pkg/prompt"
	"github.com/mcpgen/mcpgen/pkg/role"
)

// A page element's reference ("e12") is what an accessibility snapshot
// of the page shows beside the element: nobody types it. A call taking
// one is made on a snapshot taken first, the element asked for by what it
// shows ("Click the Settings tab."), its reference taken from the
// snapshot's line for it (`- tab "Settings" [ref=e88]`).

// snapRef matches an element reference a snapshot gives ("e12", "f1e4").
var snapRef = regexp.MustCompile(`^[a-z]{1,2}\d+(?:[a-z]\d+)?$`)

// elementPair is one element a call acts on: the parameter holding its
// reference and the one holding how a person names it.
type elementPair struct {
	ref, desc string // parameter names
}

// elementPairs lists the elements args of pt name: each reference
// parameter (role ElementRef, a snapshot reference as value) with the
// description parameter of the same element ("startTarget" with
// "startElement"). ok is false when pt takes no reference, or one has no
// description to name it by.
func elementPairs(pt *prepTool, args map[string]any) (pairs []elementPair, ok bool) {
	params := pt.bind.Params()
	for _, r := range params {
		v, _ := args[r.Name].(string)
		if r.Role.Kind != role.ElementRef || v == "" {
			continue
		}
		if !snapRef.MatchString(v) {
			return nil, false // a selector, said as it is
		}
		desc := ""
		for _, d := range params {
			if s, _ := args[d.Name].(string); d.Role.Kind == role.ElementDesc && s != "" && elementStem(d.Name) == elementStem(r.Name) {
				desc = d.Name
			}
		}
		if desc == "" {
			return nil, false
		}
		pairs = append(pairs, elementPair{ref: r.Name, desc: desc})
	}
	return pairs, len(pairs) > 0
}

// elementStem is an element parameter's name without its last word
// ("startTarget", "startElement" → "start"; "ref", "element" → "").
func elementStem(name string) string {
	w := strings.Fields(strings.ToLower(prompt.Humanize(name)))
	if len(w) > 0 {
		w = w[:len(w)-1]
	}
	return strings.Join(w, " ")
}

// snapshotter is the tool of pt's server that captures the page's
// accessibility snapshot (its name or description says "snapshot" and
// "accessibility" or "page") and needs no argument: the call that shows
// the references pt takes.
func (w *worker) snapshotter(pt *prepTool) *prepTool {
	for _, o := range w.g.siblings(pt) {
		if o == pt {
			continue
		}
		if !capturesSnapshot(o) {
			continue
		}
		needs := false
		for _, p := range o.bind.Params() {
			needs = needs || p.Required
		}
		if !needs {
			return o
		}
	}
	return nil
}

// captureVerbs open a description of a tool that takes a snapshot.
var captureVerbs = []string{"capture", "take", "get", "return", "grab", "show"}

// capturesSnapshot tells whether pt takes the page's snapshot: its name
// says "snapshot" and its description opens with a verb of capturing one
// ("Capture accessibility snapshot of the current page"), not one
// searching it ("Search the accessibility snapshot …").
func capturesSnapshot(pt *prepTool) bool {
	if !slices.Contains(nameWords(pt.spoken().Name), "snapshot") {
		return false
	}
	f := strings.Fields(strings.ToLower(pt.spoken().Description))
	if len(f) == 0 {
		return true
	}
	for _, v := range captureVerbs {
		if strings.HasPrefix(f[0], v) {
			return true
		}
	}
	return false
}

// snapshotChain makes the slot's chain, offline, on a tool acting on page
// elements: the person names each element by what it shows, the
// assistant takes the page's snapshot, then calls the tool with the
// references the snapshot gives them. False when the tool takes no
// snapshot reference or its server has no snapshot tool.
func (w *worker) snapshotChain(ctx context.Context, u *unit, args map[string]any, index int, b *built) (bool, error) {
	pt := u.tool
	snap := w.snapshotter(pt)
	if snap == nil && capturesSnapshot(pt) {
		snap = pt // a snapshot of one element, taken after one of the page
	}
	if snap == nil || !hasSnapRef(pt, args) {
		return false, nil
	}
	rng := w.slotRand(u, index)
	text, variant, shown, err := w.snapText(pt, rng, index, args)
	if err != nil || text == "" {
		return false, err
	}
	rec, err := w.base(u, rng, index, args, text, variant, kindChain)
	if err != nil {
		return false, err
	}
	callA := w.specOf(snap, rng, map[string]any{}, nil)
	callB := w.specOf(pt, rng, args, nil)
	offer(&rec, []spec{callA, callB})
	rec.Turns = append(rec.Turns, dataset.Turn{Role: dataset.RoleAssistant, Calls: specCalls([]spec{callA})})
	b.content, b.prompt = contentHash(&rec), hash64(text)
	if w.hashOnly {
		return true, nil
	}
	rec.Turns = append(rec.Turns,
		dataset.Turn{Role: dataset.RoleTool, CallID: callA.id, Name: snap.def.Name, Content: pageSnapshot(rng, shown)},
		dataset.Turn{Role: dataset.RoleAssistant, Calls: specCalls([]spec{callB})})
	return true, w.encode(&rec, b)
}

// snapText is the request of a call of pt on page elements that names
// each element by what it shows and says no ref, with the elements the
// page's snapshot shows: the request worded without the refs when pt
// takes how the person names each element, else worded with them and
// the refs left out (the words before each ref name it: "a snapshot of
// the checkout form (e73)"). "" when no wording of a few does so.
func (w *worker) snapText(pt *prepTool, rng *rand.Rand, index int, args map[string]any) (text, variant string, shown []snapElement, err error) {
	said := cloneArgs(args)
	var refs []string
	pairs, named := elementPairs(pt, args)
	for _, e := range pairs {
		delete(said, e.ref)
	}
	for _, p := range pt.bind.Params() {
		if s, _ := args[p.Name].(string); p.Role.Kind == role.ElementRef && snapRef.MatchString(s) {
			refs = append(refs, s)
		}
	}
	refs = append(refs, nestedSnapRefs(pt, args)...)
	for k := range 4 {
		t, v, err := w.request(pt, rng, index+k, said)
		if err != nil {
			return "", "", nil, err
		}
		if strings.Contains(t, "<no value>") {
			continue
		}
		shown = namedRefs(pt, args, []dataset.Turn{{Role: dataset.RoleUser, Content: t}})
		if !named {
			t = refPhrase.ReplaceAllString(t, "")
		}
		if !saysRef(t, refs) && !slices.ContainsFunc(shown, func(e snapElement) bool { return e.desc == "" }) {
			return t, v, shown, nil
		}
	}
	return "", "", nil, nil
}

// onSnapshot makes, in place of the single call a slot falls back to
// when its kind cannot be made, the chain of the page's snapshot and the
// call on the elements it shows (see snapshotChain): offline, a single
// call on an element would have the person type its reference. b keeps
// the kind skipped; false when no such chain is made.
func (w *worker) onSnapshot(ctx context.Context, u *unit, d *draw, index int, b *built) (bool, error) {
	args, ok := d.val.(map[string]any)
	if !ok || w.g.opts.Executor != nil && w.g.opts.Shape == ShapeFull {
		return false, nil
	}
	skipped, why := b.skippedKind, b.skipWhy
	ok, err := w.snapshotChain(ctx, u, args, index, b)
	if err != nil || !ok {
		*b = built{skippedKind: skipped, skipWhy: why}
		return false, err
	}
	b.skippedKind, b.skipWhy, b.kind = skipped, why, kindChain.String()
	return true, nil
}

// mixedRefs tells whether, offline, one of calls acts on a page element
// by its snapshot ref and another does not: the snapshot the ref comes
// from cannot be taken before the calls of one turn (the other would not
// follow from it), and without it the person would type the ref.
func (w *worker) mixedRefs(calls []spec) bool {
	if w.g.opts.Executor != nil && w.g.opts.Shape == ShapeFull {
		return false
	}
	with := 0
	for _, c := range calls {
		if hasSnapRef(c.pt, c.args) {
			with++
		}
	}
	return with > 0 && with < len(calls)
}

// hasSnapRef tells whether args give one of pt's element references.
func hasSnapRef(pt *prepTool, args map[string]any) bool {
	if len(nestedSnapRefs(pt, args)) > 0 {
		return true // a form's fields, each by its reference
	}
	for _, p := range pt.bind.Params() {
		if s, _ := args[p.Name].(string); p.Role.Kind == role.ElementRef && snapRef.MatchString(s) {
			return true
		}
	}
	return false
}

// saysRef tells whether text says one of the references refs as a word.
func saysRef(text string, refs []string) bool {
	for _, f := range strings.FieldsFunc(text, func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9') }) {
		if slices.Contains(refs, f) {
			return true
		}
	}
	return false
}

// snapElement is an element a snapshot shows: how the request names it
// and its reference.
type snapElement struct{ desc, ref string }

// elementRoles map the last word of how a person names an element
// ("Settings tab", "Email field") to the role an accessibility tree
// gives it.
var elementRoles = map[string]string{"button": "button", "link": "link", "tab": "tab", "field": "textbox", "box": "textbox",
	"textbox": "textbox", "input": "textbox", "editor": "textbox", "dropdown": "combobox", "combobox": "combobox", "select": "combobox",
	"checkbox": "checkbox", "slider": "slider", "menu": "button", "icon": "img", "avatar": "img", "photo": "img", "image": "img",
	"thumbnail": "img", "logo": "img", "cell": "cell", "row": "row", "table": "table", "list": "list", "form": "form",
	"dialog": "dialog", "heading": "heading", "item": "listitem", "card": "article", "column": "list", "folder": "treeitem",
	"bar": "navigation", "header": "banner", "footer": "contentinfo"}

// snapLine is an element's line in a snapshot: its role and, for a
// control, its shown name without the role word ("Settings tab" → tab
// "Settings"); a region is named by all the words ("order summary" →
// region "Order summary").
func snapLine(desc, ref string) string {
	d := strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(desc, "the "), "The "))
	f := strings.Fields(d)
	head, _, of := strings.Cut(d, " of ")
	if of {
		f = strings.Fields(head) // "first row of the table": a row, named so
	}
	r, name := "region", d
	if len(f) > 0 {
		last := strings.ToLower(f[len(f)-1])
		if x, ok := elementRoles[last]; ok {
			r = x
			if len(f) > 1 && !of && x != "navigation" && x != "banner" && x != "contentinfo" && x != "list" && x != "table" && x != "form" {
				name = strings.Join(f[:len(f)-1], " ")
			}
			if len(f) > 2 && !of && strings.EqualFold(f[len(f)-2], "radio") {
				r, name = "radio", strings.Join(f[:len(f)-2], " ")
			}
		}
	}
	if nf := strings.Fields(name); len(nf) > 1 && !startsUpper(nf[0]) {
		// "blue Continue button": the page shows "Continue"; the
		// words before it say how it looks
		for i, w := range nf {
			if startsUpper(w) {
				name = strings.Join(nf[i:], " ")
				break
			}
		}
	}
	if name != "" {
		name = strings.ToUpper(name[:1]) + name[1:]
	}
	return fmt.Sprintf("%s %q [ref=%s]", r, name, ref)
}

// pageFillers are elements a page shows beside the ones asked about.
var pageFillers = []string{`link "Home"`, `button "Search"`, `link "Pricing"`, `button "Sign in"`, `heading "Welcome back" [level=1]`,
	`link "Help"`, `button "Menu"`, `textbox "Search"`, `link "Contact us"`, `img "Company logo"`}

// pageSnapshot is an accessibility snapshot of a page showing the
// elements shown, among a few others, each with its reference, in the
// shape such tools give it (a YAML tree of roles, names and refs).
func pageSnapshot(rng *rand.Rand, shown []snapElement) string {
	used := map[string]bool{}
	for _, e := range shown {
		used[e.ref] = true
	}
	n := 2
	ref := func() string {
		for {
			n += 1 + rng.IntN(7)
			if r := fmt.Sprintf("e%d", n); !used[r] {
				used[r] = true
				return r
			}
		}
	}
	fill := slices.Clone(pageFillers)
	rng.Shuffle(len(fill), func(i, j int) { fill[i], fill[j] = fill[j], fill[i] })
	fill = withoutShownNames(fill, shown)
	lines := []string{"- generic [ref=e1]:", fmt.Sprintf("  - banner [ref=%s]:", ref())}
	for _, f := range fill[:2] {
		lines = append(lines, fmt.Sprintf("    - %s [ref=%s]", f, ref()))
	}
	lines = append(lines, fmt.Sprintf("  - main [ref=%s]:", ref()))
	body := []string{fmt.Sprintf("    - %s [ref=%s]", fill[2], ref())}
	for _, e := range shown {
		body = append(body, "    - "+snapLine(e.desc, e.ref))
	}
	body = append(body, fmt.Sprintf("    - %s [ref=%s]", fill[3], ref()))
	rng.Shuffle(len(body), func(i, j int) { body[i], body[j] = body[j], body[i] })
	lines = append(lines, body...)
	return "- Page Snapshot:\n```yaml\n" + strings.Join(lines, "\n") + "\n```"
}

// refPhrase matches how a request says an element's reference beside its
// name ("the Sign in button (e12)", "(ref e12)", "(that's e12)", "(e12 in
// the snapshot)", "at e12"): left out once the snapshot shows it.
var refPhrase = regexp.MustCompile(` (?:\((?:ref |that's )?[a-z]{1,2}\d+(?:[a-z]\d+)?(?: in the (?:last )?snapshot)?\)|at [a-z]{1,2}\d+(?:[a-z]\d+)?\b)`)

// groundRefs makes an offline record of several calls or turns whose
// calls take page elements' references (see elementPairs) say them as
// nobody types them: each user turn names the elements by what they show
// only, and the page's snapshot, taken before the first call, shows them
// with their references. False, the record left as it is, when it is
// no such record, its server has no snapshot tool, or a user turn says a
// reference in another way.
func (w *worker) groundRefs(rec *dataset.Record) bool {
	switch rec.Meta.Kind {
	case kindParallel.String(), kindFollowup.String():
		// (a clarification is asked right after the request, and its
		// answer is used by the very next call: no snapshot fits between)
	default:
		return false
	}
	if rec.Meta.Executed {
		return false
	}
	var shown []snapElement
	var refs []string
	var first *prepTool
	firstCall := -1
	for i, t := range rec.Turns {
		for _, c := range t.Calls {
			pt := w.toolNamed(rec.Meta.Server, c.Name)
			if pt == nil {
				return false
			}
			var args map[string]any
			if json.Unmarshal(c.Arguments, &args) != nil {
				return false
			}
			named := namedRefs(pt, args, rec.Turns)
			if first == nil && len(named) > 0 {
				first, firstCall = pt, i
			}
			if len(named) == 0 && slices.ContainsFunc(t.Calls, func(o dataset.Call) bool { return w.takesRef(rec.Meta.Server, o) }) {
				// a call beside one on an element takes nothing the
				// snapshot shows: it would not follow from the snapshot
				return false
			}
			for _, e := range named {
				if e.desc == "" {
					return false // a reference with no name to say it by
				}
				if !slices.Contains(refs, e.ref) {
					refs = append(refs, e.ref)
					shown = append(shown, e)
				}
			}
		}
	}
	if len(shown) == 0 || first == nil {
		return false
	}
	snap := w.snapshotter(first)
	if capturesSnapshot(first) {
		snap = first // a snapshot of one element, taken after one of the page
	}
	if snap == nil {
		return false
	}
	turns := slices.Clone(rec.Turns)
	for i := range turns {
		if turns[i].Role != dataset.RoleUser {
			continue
		}
		turns[i].Content = refPhrase.ReplaceAllString(turns[i].Content, "")
		if saysRef(turns[i].Content, refs) {
			return false
		}
	}
	rng := rand.New(rand.NewPCG(uint64(w.g.opts.Seed), uint64(rec.Meta.Seq)^0x5eed5a9))
	callA := w.specOf(snap, rng, map[string]any{}, nil)
	lead := []dataset.Turn{{Role: dataset.RoleAssistant, Calls: specCalls([]spec{callA})},
		{Role: dataset.RoleTool, CallID: callA.id, Name: snap.def.Name, Content: pageSnapshot(rng, shown)}}
	rec.Turns = slices.Concat(turns[:firstCall], lead, turns[firstCall:])
	if !slices.ContainsFunc(rec.Tools, func(d dataset.ToolDef) bool { return d.Name == snap.def.Name }) {
		rec.Tools = append(rec.Tools, snap.def)
	}
	return true
}

// namedRefs lists the element references args of pt give, each with
// how the person names the element: its description argument, else the
// words a user turn says right before the reference ("the pricing table
// (e87)" names e87 "pricing table"); "" when neither does.
func namedRefs(pt *prepTool, args map[string]any, turns []dataset.Turn) []snapElement {
	var out []snapElement
	if pairs, ok := elementPairs(pt, args); ok {
		for _, e := range pairs {
			out = append(out, snapElement{desc: args[e.desc].(string), ref: args[e.ref].(string)})
		}
		return out
	}
	for _, p := range pt.bind.Params() {
		ref, _ := args[p.Name].(string)
		if p.Role.Kind != role.ElementRef || !snapRef.MatchString(ref) {
			continue
		}
		e := snapElement{ref: ref}
		for _, t := range turns {
			if t.Role == dataset.RoleUser && e.desc == "" {
				e.desc = nameBefore(t.Content, ref)
			}
		}
		out = append(out, e)
	}
	// The fields of a form, each named by its own object.
	return append(out, nestedSnapElems(pt, args)...)
}

// namedBefore matches an element named before its reference: "the
// pricing table (e87)", "that Full name field (ref e111)".
var namedBefore = regexp.MustCompile(`\b(?:the|that) ((?:[\w"'-]+ ){0,4}[\w"'-]+) (?:\((?:ref |that's )?([a-z]{1,2}\d+(?:[a-z]\d+)?)(?: in the (?:last )?snapshot)?\)|at ([a-z]{1,2}\d+(?:[a-z]\d+)?)\b)`)

// nameBefore is what text calls the element whose reference is ref,
// said right before it; "" when text does not say it so.
func nameBefore(text, ref string) string {
	for _, m := range namedBefore.FindAllStringSubmatch(text, -1) {
		if m[2] == ref || m[3] == ref {
			return strings.TrimPrefix(m[1], "only the ")
		}
	}
	return ""
}

// takesRef tells whether call c of a tool of server gives an element's
// snapshot reference.
func (w *worker) takesRef(server string, c dataset.Call) bool {
	pt := w.toolNamed(server, c.Name)
	var args map[string]any
	if pt == nil || json.Unmarshal(c.Arguments, &args) != nil {
		return false
	}
	return hasSnapRef(pt, args)
}

// toolNamed is the tool of server called name; nil when there is none.
func (w *worker) toolNamed(server, name string) *prepTool {
	for _, o := range w.g.serverTools(server) {
		if o.def.Name == name || o.t.Name == name {
			return o
		}
	}
	return nil
}

// startsUpper tells whether w opens with an upper-case letter.
func startsUpper(w string) bool { return w != "" && w[0] >= 'A' && w[0] <= 'Z' }
