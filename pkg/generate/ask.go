package generate

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/mcpgen/mcpgen/pkg/dataset"
	"github.com/mcpgen/mcpgen/pkg/prompt"
	"github.com/mcpgen/mcpgen/pkg/role"
	"github.com/mcpgen/mcpgen/pkg/synth"
)

// askGroups lists the values of args a clarification can leave out of
// the request and ask for, each group asked in one question: a free value
// (askable), a required flag ("Should I accept the dialog?"), a required
// choice among a few allowed values ("Which level: error, warning, info or
// debug?"), a latitude with its longitude, a short list of records (never an opaque id or a snapshot ref, which no
// person says from memory); and for a tool
// requiring nothing, the value its request is about (what to search for,
// the files to upload, the SQL to run), which a request can leave open.
func askGroups(params []prompt.Param, args map[string]any) [][]prompt.Param {
	var out [][]prompt.Param
	for _, p := range askable(params, args) {
		out = append(out, []prompt.Param{p})
	}
	required := false
	for _, p := range params {
		required = required || p.Required
		v, set := args[p.Name]
		if !set || !p.Required || defaulted(p) {
			continue
		}
		var g []prompt.Param
		switch {
		case p.Role.Kind == role.Latitude:
			if lng, ok := partner(params, args, role.Longitude); ok {
				g = []prompt.Param{p, lng}
			}
		case p.Role.Kind == role.RepoOwner:
			// A repository is said whole ("acme/api"): a request giving
			// its owner without its name is a form with a hole.
			name, ok := partner(params, args, role.RepoName)
			if !ok {
				name, ok = partner(params, args, role.Repo)
			}
			if ok && !defaulted(name) && scalar(args[name.Name]) && scalar(v) {
				g = []prompt.Param{p, name}
			}
		case p.Role.Kind == role.ElementRef || opaqueValue(p, v):
			// A snapshot ref or an opaque id is copied, not recalled:
			// a person asked for it cannot answer.
			continue
		default:
			_, isBool := v.(bool)
			if isBool && optionalSaid(params, args) {
				// An optional value said ("entering Portugal at the
				// prompt") takes the flag's answer for granted: "Should I
				// accept the dialog?" asks what the request already said.
				continue
			}
			if heldTwice(args, p.Name, v) {
				continue
			}
			if isBool || fmt.Sprint(v) != "" {
				g = []prompt.Param{p}
			}
		}
		if g == nil || len(g) == 1 && containsGroup(out, g) || len(g) == 2 && containsPair(out, g) {
			continue
		}
		if shape, ok := prompt.ShapeOf(g); ok && shape != prompt.AskValue && shapeFits(shape, g, args) {
			out = append(out, g)
		}
	}
	out = wholeRepos(out)
	if !required {
		for _, p := range params {
			if v, set := args[p.Name]; set && mainValue(p) && !p.HasDefault() && sayableValue(v) {
				out = append(out, []prompt.Param{p})
			}
		}
	}
	return out
}

// optionalSaid tells whether args sets an optional value other than a
// flag: a detail a person adds only to a call they mean to make in its
// usual way (the text to enter at a prompt they accept).
func optionalSaid(params []prompt.Param, args map[string]any) bool {
	for _, p := range params {
		if _, set := args[p.Name]; set && !p.Required && p.Type != "boolean" && p.Role.Kind != role.Boolean {
			return true
		}
	}
	return false
}

// askRank orders the groups a clarification can ask for: the values a
// person forgets first, then a list of records (a request without its
// records says little), and what the request is about last (a search
// query: a person forgets where or when, not what they look for).
func askRank(g []prompt.Param) int {
	if subjectAsk(g) {
		return 2
	}
	if s, _ := prompt.ShapeOf(g); s == prompt.AskRepo {
		return -1 // the whole repository before its owner or name alone
	}
	if s, _ := prompt.ShapeOf(g); s == prompt.AskRecords {
		return 1
	}
	return 0
}

// shapeFits tells whether the values of g in args fit how the shape asks
// for them: a flag a bool, a choice one of the offered values, records a
// short list.
func shapeFits(shape prompt.AskShape, g []prompt.Param, args map[string]any) bool {
	v := args[g[0].Name]
	switch shape {
	case prompt.AskFlag:
		_, ok := v.(bool)
		return ok
	case prompt.AskChoice:
		s, ok := v.(string)
		if _, names := args[s]; ok && names {
			// The value names another argument the call sets ({"type":
			// "update_content", "update_content": {…}}): what the request
			// says settles it, and asking which one is a question nobody
			// needs.
			return false
		}
		for _, o := range g[0].Role.Values {
			if ok && o == s {
				return true
			}
		}
		return false
	case prompt.AskRecords:
		// The first record is asked for (firstRecord).
		l, ok := v.([]any)
		if !ok || len(l) == 0 {
			return false
		}
		raw, _ := json.Marshal(l[0])
		return len(raw) <= 200
	}
	for _, p := range g {
		if x, ok := args[p.Name]; !ok || !scalar(x) {
			return false
		}
	}
	return true
}

// partner is the value of the other half of a pair (the longitude of a
// latitude) in params set in args and required.
func partner(params []prompt.Param, args map[string]any, k role.Kind) (prompt.Param, bool) {
	for _, o := range params {
		if _, set := args[o.Name]; set && o.Required && o.Role.Kind == k {
			return o, true
		}
	}
	return prompt.Param{}, false
}

// wholeRepos returns groups without the owner or the name of a
// repository asked alone where they are asked together: a request giving
// the owner ("with owner "acme"") and leaving out the name reads as a
// form with a hole.
func wholeRepos(groups [][]prompt.Param) [][]prompt.Param {
	paired := map[string]bool{}
	for _, g := range groups {
		if s, _ := prompt.ShapeOf(g); s == prompt.AskRepo {
			paired[g[0].Name], paired[g[1].Name] = true, true
		}
	}
	if len(paired) == 0 {
		return groups
	}
	out := groups[:0:0]
	for _, g := range groups {
		if len(g) == 1 && paired[g[0].Name] {
			continue
		}
		out = append(out, g)
	}
	return out
}

// containsPair tells whether out already asks for both values of g
// together.
func containsPair(out [][]prompt.Param, g []prompt.Param) bool {
	for _, o := range out {
		if len(o) == 2 && o[0].Name == g[0].Name && o[1].Name == g[1].Name {
			return true
		}
	}
	return false
}

// containsGroup tells whether out already asks for g's first value.
func containsGroup(out [][]prompt.Param, g []prompt.Param) bool {
	for _, o := range out {
		for _, p := range o {
			if p.Name == g[0].Name {
				return true
			}
		}
	}
	return false
}

// mainValue tells whether p, an optional value of a tool requiring none,
// is what its request is about, which a request can leave open for the
// assistant to ask ("Find something on the page for me." — "What should
// I look for?"): a search text, paths, code, a pattern, a URL. Not a
// count, cursor, flag, setting or output file name: a request without
// them is complete.
func mainValue(p prompt.Param) bool {
	switch p.Role.Kind {
	case role.Query, role.SQL, role.Code, role.Glob, role.Regex, role.URL, role.FilePath, role.DirPath, role.FileName:
		// Not a file the result is saved to: a request without it is
		// complete.
		d := strings.ToLower(p.Description)
		return !strings.Contains(d, "save") && !strings.Contains(d, "write") && !strings.Contains(d, "output")
	case role.Text:
		return p.Role.Short
	case role.Duration:
		return p.Role.Unit != "" // "Wait a bit." — "For how long, in seconds?"
	}
	return false
}

// subjectAsk tells whether g asks for what a request is about (a search
// query): a person forgets where or when, not what they look for, so it
// is asked for only when nothing else can be.
func subjectAsk(g []prompt.Param) bool {
	return len(g) == 1 && g[0].Role.Kind == role.Query
}

// withoutOptional returns args keeping only the required values and those
// of g: a request leaving out what it is about says nothing else (not
// "search for places within 800 meters" with no place).
func withoutOptional(pt *prepTool, args map[string]any, g []prompt.Param) map[string]any {
	out := map[string]any{}
	for _, p := range pt.bind.Params() {
		if v, set := args[p.Name]; set && (p.Required || p.Name == g[0].Name) {
			out[p.Name] = v
		}
	}
	if r, err := pt.schema.ValidateJSON(mustJSON(out)); err != nil || len(r) > 0 {
		return args
	}
	return out
}

// withoutDetails returns args without the optional values that only
// shape a call's output (how many, which page, an order, a size cap, a
// sample size) but those of g; args itself when none is set or
// the call would not stay valid.
func withoutDetails(pt *prepTool, args map[string]any, g []prompt.Param) map[string]any {
	out := cloneArgs(args)
	for _, p := range pt.bind.Params() {
		if _, set := out[p.Name]; !set || p.Required || slices.ContainsFunc(g, func(q prompt.Param) bool { return q.Name == p.Name }) {
			continue
		}
		n := norm(p.Name)
		if p.Role.Kind == role.Boolean || p.Type == "boolean" {
			continue // a switch can change what the call does ("preview it": a dry run)
		}
		if detailKinds[p.Role.Kind] || cursorName(p.Name) || strings.HasPrefix(n, "max") || strings.Contains(n, "sample") || cutsOutput(p) {
			delete(out, p.Name)
		}
	}
	if len(out) == len(args) {
		return args
	}
	if r, err := pt.schema.ValidateJSON(mustJSON(out)); err != nil || len(r) > 0 {
		return args
	}
	return out
}

// flagAlone tells whether g is a required flag of a call that takes
// nothing else set (partial is empty): "Can you deal with the dialog?"
// says all a person has to say, and "Should I accept it?" is a real
// question.
func flagAlone(g []prompt.Param, partial map[string]any) bool {
	shape, _ := prompt.ShapeOf(g)
	return shape == prompt.AskFlag && len(partial) == 0
}

// saysCutByName tells whether text, a request for a call with the values
// partial, says a cut of the output by its parameter's name ("with a
// head of 60", "using a tail of 30"): words of a form, not of a person
// who has not yet said which file they mean.
func saysCutByName(pt *prepTool, text string, partial map[string]any) bool {
	l := strings.ToLower(text)
	for _, p := range pt.bind.Params() {
		h := " " + strings.ToLower(p.Human) + " "
		// "with a head of 60", or its terse form beside other measures
		// ("head 250 and tail 40")
		if _, set := partial[p.Name]; set && cutsOutput(p) && (strings.Contains(l, h+"of ") || saysNumberAfter(l, h)) {
			return true
		}
	}
	return false
}

// saysNumberAfter tells whether text l has label h (" head ") followed
// by a number ("head 250").
func saysNumberAfter(l, h string) bool {
	for i := strings.Index(l, h); i >= 0; {
		if j := i + len(h); j < len(l) && l[j] >= '0' && l[j] <= '9' {
			return true
		}
		k := strings.Index(l[i+1:], h)
		if k < 0 {
			return false
		}
		i += 1 + k
	}
	return false
}

// cutsOutput tells whether p, a number, only cuts what the call returns
// to a part of it: its description says "only the first N lines", "the
// last N", "at most N" ("a head of 60" is the output's fine print).
func cutsOutput(p prompt.Param) bool {
	if p.Type != "number" && p.Type != "integer" {
		return false
	}
	d := strings.ToLower(p.Description)
	for _, w := range []string{"only the first", "only the last", "first n ", "last n ", "at most", "up to "} {
		if strings.Contains(d, w) {
			return true
		}
	}
	return false
}

// clarify: the request leaves out a value (or a pair, a flag, a choice);
// the assistant asks for it, naming what is missing; the user gives it;
// the call follows.
func (w *worker) clarify(ctx context.Context, u *unit, d *draw, args map[string]any, index int, kr *rand.Rand, b *built) (bool, error) {
	pt := u.tool
	if len(pt.bind.Params()) == 0 {
		return w.cannot(whyNoArgs)
	}
	if nd := noFloor(pt, d); nd != d {
		d, args = nd, nd.val.(map[string]any)
	}
	if _, ok := elementPairs(pt, args); ok && w.snapshotter(pt) != nil && (w.g.opts.Executor == nil || w.g.opts.Shape != ShapeFull) {
		return w.cannot(whyAskRef)
	}
	rng := w.slotRand(u, index)
	pick, why := w.askFor(pt, rng, kr, index, args, d.raw)
	for _, e := range d.more {
		// Another instance the slot drew may hold a value the request
		// can say beside the one left out ("the first 10 lines" of a
		// file), where the first instance's request is a bare verb.
		if a, ok := e.val.(map[string]any); pick == nil && ok && e.err == nil {
			pick, _ = w.askFor(pt, rng, kr, index, a, e.raw)
		}
	}
	if pick == nil {
		// One more instance of its own (keyed by the slot, so no other
		// slot's draws move).
		if a, ok := w.synthOne(ctx, pt, index, "clarify"); ok && len(a) > 0 {
			pick, _ = w.askFor(pt, rng, kr, index, a, nil)
		}
	}
	if pick == nil {
		// Nothing a person knows by heart can be left out: the request
		// points at the one thing the call is about without its id
		// ("Can you delete that comment?"), which the assistant asks for.
		pick = w.askRef(pt, rng, index, args, d.raw)
		if pick != nil && !pt.bind.Generic && opensAsDescription(pick.text, pt.spoken().Description) {
			pick = nil
		}
	}
	if pick == nil {
		pick = searchSlip(pt, rng, args)
	}
	if pick == nil {
		return w.cannot(why)
	}
	rec, err := w.base(u, rng, index, pick.partial, prompt.QuoteStop(pick.text), pick.variant, kindClarify)
	if err != nil {
		return false, err
	}
	reply := prompt.AskReply
	if pick.reply != "" {
		reply = func(*rand.Rand, []prompt.Param, map[string]any, string) string { return pick.reply }
	} else if pick.pasted {
		reply = func(rng *rand.Rand, g []prompt.Param, args map[string]any, _ string) string {
			return prompt.PastedReply(rng, args[g[0].Name])
		}
	}
	question := prompt.PlainQuestion(rng, pick.question)
	answer := reply(rng, pick.group, pick.args, pick.question)
	if pt.bind.Generic && pick.reply == "" && !pick.pasted {
		answer = prompt.Unapologetic(answer) // "Sure, it's 552430.", never "Oops, it's …" to a question
	}
	rec.Turns = append(rec.Turns,
		dataset.Turn{Role: dataset.RoleAssistant, Content: question},
		dataset.Turn{Role: dataset.RoleUser, Content: answer})
	return true, w.finish(ctx, &rec, []spec{w.specOf(pt, rng, pick.args, pick.raw)}, rng, index, b, nil)
}

// askFor words a clarification of a call of pt with args: the first
// group of values the request can leave out while still saying another
// value; nil and why not when there is none.
func (w *worker) askFor(pt *prepTool, rng, kr *rand.Rand, index int, args map[string]any, raw json.RawMessage) (*asked, string) {
	groups := askGroups(pt.bind.Params(), args)
	if len(groups) == 0 {
		return nil, whyNoAsk
	}
	kr.Shuffle(len(groups), func(i, j int) { groups[i], groups[j] = groups[j], groups[i] })
	sort.SliceStable(groups, func(i, j int) bool { return askRank(groups[i]) < askRank(groups[j]) })
	bare := false
	for _, g := range groups {
		if repeatedBeside(g, args) || fillerAsked(g, args) {
			continue
		}
		// The first group the request can leave out: some templates need
		// a value, or say it with another one. The request must still say
		// another value: one saying nothing ("Look for code.", "Show me a
		// calendar event.") is a bare verb made up around the omission,
		// not what a person asks.
		if lean := withoutDetails(pt, args, g); len(lean) != len(args) {
			// A request missing a value it needs says no fine print
			// ("run an aggregation on metrics, no more than 2 MB" with
			// no collection reads as a form with a hole).
			if a := w.leaveOut(pt, rng, index, lean, nil, g); a != nil && saysSome(a.text, a.partial) && !wholeButCut(pt, a.text, a.partial) && !lostVerb(a.text) {
				return a, ""
			}
		}
		a := w.leaveOut(pt, rng, index, args, raw, g)
		if a == nil || wholeButCut(pt, a.text, a.partial) || saysCutByName(pt, a.text, a.partial) || lostVerb(a.text) {
			continue
		}
		if saysSome(a.text, a.partial) || flagAlone(g, a.partial) {
			return a, ""
		}
		bare = true
	}
	if bare {
		return nil, whyAskBare
	}
	return nil, whyAskSaid
}

// repeatedBeside tells whether a value of group g is also the value of
// an argument outside it (a confirmation field repeating the id it
// confirms): the request says it there, so asking for it reads as not
// listening ("Write off wheel W-2025-776 … confirm wheel W-2025-776."
// then "Which wheel?").
func repeatedBeside(g []prompt.Param, args map[string]any) bool {
	for _, p := range g {
		v, ok := args[p.Name].(string)
		if !ok || v == "" {
			continue
		}
		for k, o := range args {
			if s, ok := o.(string); ok && s == v && !slices.ContainsFunc(g, func(q prompt.Param) bool { return q.Name == k }) {
				return true
			}
		}
	}
	return false
}

// fillerAsked tells whether a value of group g is a filler word
// (synth.NeutralWord) in a field that lists no choices:
// said in a request it passes, but as the answer to a question ("Where
// to?" "It's default.") it is no value a person gives.
func fillerAsked(g []prompt.Param, args map[string]any) bool {
	for _, p := range g {
		if len(p.Role.Values) > 0 {
			continue
		}
		if s, ok := args[p.Name].(string); ok && synth.NeutralWord(s) {
			return true
		}
	}
	return false
}

// wholeButCut tells whether text, a request for a call with the values
// partial, asks for a thing whole ("the complete contents", from a
// tool's description) while a count cuts it ("a head of 60"): a request
// contradicting itself.
func wholeButCut(pt *prepTool, text string, partial map[string]any) bool {
	l := " " + strings.ToLower(text) + " "
	whole := false
	for _, w := range []string{" complete ", " entire ", " whole ", " full contents"} {
		whole = whole || strings.Contains(l, w)
	}
	if !whole {
		return false
	}
	for _, p := range pt.bind.Params() {
		if _, set := partial[p.Name]; set && (p.Role.Kind == role.Count || p.Role.Kind == role.Offset) {
			return true
		}
	}
	return false
}

// asked is a clarification's request without the values of group, and
// the question asking for them.
type asked struct {
	group         []prompt.Param
	args, partial map[string]any
	raw           json.RawMessage
	text, variant string
	question      string
	// pasted: the request left out an opaque id by a slip ("Please
	// delete this block:"), which the reply pastes.
	pasted bool
	// reply, when set, is the user's answer (where a local search
	// looks: "In Prague.").
	reply string
}

// leaveOut words the request for args without the values of g and the
// question asking for them; nil when no wording leaves them out or no
// question names them.
func (w *worker) leaveOut(pt *prepTool, rng *rand.Rand, index int, args map[string]any, raw json.RawMessage, g []prompt.Param) *asked {
	if subjectAsk(g) || len(g) == 1 && g[0].Role.Kind == role.Glob {
		// Not "search src, ignoring *.md and *.go" with nothing to
		// find: what a search leaves out the rest is about.
		if a := withoutOptional(pt, args, g); len(a) != len(args) {
			args, raw = a, nil
		}
	}
	if a, ok := firstRecord(pt, args, g); ok {
		args, raw = a, nil
	}
	partial := cloneArgs(args)
	var vals []any
	for _, p := range g {
		delete(partial, p.Name)
		vals = append(vals, args[p.Name])
	}
	text, variant := w.ownWithout(pt, rng, index, partial, vals...)
	if text == "" && len(g) == 1 && !pt.bind.Generic {
		// Every variant of the tool's own wording needs the value ("on
		// {{date}}"): its wording with the value's phrase cut out reads
		// better than the generic one ("with a min capacity of 3").
		text, variant = w.cutValue(pt, rng, index, args, g[0])
		if text != "" && (leaks(pt, partial, leafVals(vals), text) || !saysSome(text, partial)) {
			text, variant = "", ""
		}
	}
	if text == "" {
		text, variant = w.genericWithout(pt, rng, index, partial, vals...)
	}
	if shape, _ := prompt.ShapeOf(g); shape == prompt.AskChoice {
		text = w.choiceRequest(pt, rng, g[0], text)
	}
	if text == "" || !pt.bind.Generic && opensAsDescription(text, pt.spoken().Description) {
		return nil
	}
	text = prompt.WithoutHoleNoun(prompt.AskRequest(text, pt.spoken().Description), g)
	if len(g) == 1 {
		text = prompt.PointAt(text, g[0]) // "read it": "read that file"
	}
	if t := strings.TrimSpace(text); t != "" && !strings.ContainsAny(t[len(t)-1:], ".?!`\"") {
		text = t + "." // "Drag and drop."
	}
	q := prompt.AskQuestion(rng, prompt.SpellShortKeys(prompt.IDByObject(pt.bind.Tool, g), w.keyDescribed(pt)), args, text)

	if q == "" {
		return nil
	}
	return &asked{group: g, args: args, partial: partial, raw: raw, text: text, variant: variant, question: q}
}

// firstRecord returns args with the list of records g asks for cut to
// its first record, when it holds more and stays valid: a person asked
// which one says one ("For Ana Costa: prefers morning meetings."), not
// a batch.
func firstRecord(pt *prepTool, args map[string]any, g []prompt.Param) (map[string]any, bool) {
	if s, _ := prompt.ShapeOf(g); s != prompt.AskRecords {
		return nil, false
	}
	l, ok := args[g[0].Name].([]any)
	if !ok || len(l) < 2 {
		return nil, false
	}
	out := cloneArgs(args)
	out[g[0].Name] = l[:1]
	if r, err := pt.schema.ValidateJSON(mustJSON(out)); err != nil || len(r) > 0 {
		return nil, false
	}
	return out, true
}

// choiceRequest is the request of a clarification asking which of p's
// values to use: text, unless it says one of them ("Can you list a
// browser tab?" asking list or select) or p is the tool's action, whose
// request is the tool's job as a whole, from its title ("Can you manage
// tabs for me?"); "" when neither fits.
func (w *worker) choiceRequest(pt *prepTool, rng *rand.Rand, p prompt.Param, text string) string {
	if prompt.ActionParam(p) {
		title := pt.t.Title
		if title == "" && pt.t.Annotations != nil {
			title = pt.t.Annotations.Title
		}
		if t := prompt.TitleRequest(rng, title); t != "" {
			return t
		}
	}
	l := " " + strings.ToLower(strings.Trim(text, ".?!")) + " "
	for _, v := range p.Role.Values {
		if strings.Contains(l, " "+strings.ToLower(v)+" ") || strings.Contains(l, " "+strings.ToLower(prompt.ChoiceWords(v))+" ") {
			return ""
		}
	}
	return text
}

// opaqueValue tells whether v, the value of p, is an identifier no person
// knows by heart: a UUID, a SHA, a cursor, a message timestamp, a
// snapshot ref, or a token mixing letters and digits ("evt_1681301b",
// "C0VINZWF563", a place id), or a long number (a row id). A person asked
// for one has to look it up: a clarification asks for what they know and
// forgot to say (a city, a date, a path, a name), never for that. Small
// numbers and codes of words ("HQ-101", "issue 39", "q3-planning") are
// not opaque.
func opaqueValue(p prompt.Param, v any) bool {
	switch p.Role.Kind {
	case role.Cursor, role.MessageTS, role.CommitSHA, role.ElementRef, role.Secret:
		return true
	}
	switch p.Role.ID {
	case role.IDOpaque, role.IDUUID, role.IDSHA:
		return true
	}
	if l, ok := v.([]any); ok {
		for _, e := range l {
			if opaqueValue(p, e) {
				return true
			}
		}
		return false
	}
	return prompt.TokenLike(fmt.Sprint(v))
}

// defaulted tells whether p, even when required, has a default its schema
// or description states ("Defaults to false."): a request without it is
// complete, and asking for it ("Should I include static resources?") is a
// question nobody needed.
func defaulted(p prompt.Param) bool {
	return p.HasDefault() || p.Role.Default != ""
}

// cutValue words the request for args without p's value through the
// tool's own template: it renders a variant with the value and with
// another one, takes the words that differ as the value's phrase and
// cuts them out with the preposition leading to them ("Which rooms are
// free on 20 January 2026 in the Annex?" → "Which rooms are free in the
// Annex?"); "" when the value has no other value to try, its phrase is
// not led by a preposition, or a variant says it in more than a few
// words.
func (w *worker) cutValue(pt *prepTool, rng *rand.Rand, index int, args map[string]any, p prompt.Param) (string, string) {
	alt, ok := altValue(args[p.Name])
	if !ok {
		return "", ""
	}
	a2 := cloneArgs(args)
	a2[p.Name] = alt
	seed := rng.Uint64()
	for i := range 8 {
		t1, variant, err1 := w.r.Request(pt.bind, rand.New(rand.NewPCG(seed, uint64(i))), index+i, args)
		t2, _, err2 := w.r.Request(pt.bind, rand.New(rand.NewPCG(seed, uint64(i))), index+i, a2)
		if err1 != nil || err2 != nil {
			continue
		}
		if text, ok := cutSpan(t1, t2, isNumber(args[p.Name])); ok && !commandLike(text) {
			return prompt.OwnRequest(text), variant
		}
	}
	return "", ""
}

// altValue is another value of v's kind, far enough from it that a
// template says it in other words (a date a year and a month on); false
// for a value not a date, a number or a short string.
func altValue(v any) (any, bool) {
	switch x := v.(type) {
	case string:
		for _, layout := range []string{"2006-01-02", time.RFC3339} {
			if t, err := time.Parse(layout, x); err == nil {
				return t.AddDate(1, 1, 1).Format(layout), true
			}
		}
		if x == "" || len(x) > 60 || strings.ContainsRune(x, '\n') {
			return nil, false
		}
		// Every letter and digit moved on by one: the phrase differs
		// in every word of it ("Weekly goals" → "Xffmmz hpbmt").
		return strings.Map(nextRune, x), true
	case json.Number:
		if n, err := x.Int64(); err == nil {
			return json.Number(strconv.FormatInt(n+1000, 10)), true
		}
	case float64:
		return x + 1000, true
	}
	return nil, false
}

// cutPreps are the words leading to a value that go with it when its
// phrase is cut from a request.
var cutPreps = map[string]bool{"on": true, "in": true, "for": true, "at": true, "by": true, "from": true, "to": true,
	"into": true, "near": true, "under": true, "until": true, "through": true, "since": true, "called": true, "named": true, "titled": true}

// danglers are words a cut phrase cannot follow: the sentence would
// stop on them.
var danglers = map[string]bool{"it's": true, "is": true, "are": true, "was": true, "be": true, "—": true, "-": true, "it": true, "that's": true,
	"live": true, "go": true, "sit": true, "end": true, "located": true, "stored": true, "placed": true}

// cutSpan cuts from t1 the words where it differs from t2 (the same
// wording with another value), with the preposition before them.
func cutSpan(t1, t2 string, unit bool) (string, bool) {
	pre := 0
	for pre < len(t1) && pre < len(t2) && t1[pre] == t2[pre] {
		pre++
	}
	suf := 0
	for suf < len(t1)-pre && suf < len(t2)-pre && t1[len(t1)-1-suf] == t2[len(t2)-1-suf] {
		suf++
	}
	if pre == len(t1) && pre == len(t2) {
		return "", false
	}
	start := strings.LastIndexByte(t1[:pre], ' ') + 1
	end := len(t1) - suf
	for end < len(t1) && !stopAt(t1, end) {
		end++
	}
	if unit {
		// A number goes with the unit after it ("for 15 minutes").
		j := end
		for j < len(t1) && t1[j] == ' ' {
			j++
		}
		k := j
		for k < len(t1) && (t1[k] >= 'a' && t1[k] <= 'z') {
			k++
		}
		if k > j {
			end = k
		}
	}
	span, span2 := t1[start:end], t2[start:max(start, len(t2)-(len(t1)-end))]
	if start >= end || len(strings.Fields(span)) > 6 || len(strings.Fields(span2)) > 6 {
		return "", false
	}
	before := strings.TrimRight(t1[:start], " ")
	i := strings.LastIndexAny(before, " \n")
	if i < 0 || !cutPreps[strings.ToLower(before[i+1:])] {
		return "", false
	}
	head := strings.TrimRight(before[:i], " ")
	if j := strings.LastIndexAny(head, " \n"); danglers[strings.ToLower(head[j+1:])] {
		return "", false // "— it's for X" cut to "— it's."
	}
	if k := strings.LastIndexAny(head, ".?!\n"); len(strings.Fields(strings.TrimRight(head[k+1:], ","))) < 2 {
		return "", false // "Look in /src, ignoring *.go." cut to "Look, ignoring *.go."
	}
	tail := t1[end:]
	if tail != "" && !strings.ContainsRune(" ,.?!;:\n", rune(tail[0])) {
		tail = " " + tail
	}
	return commaJoin(head, tail), true
}

// clauseWords open a clause the phrase cut from between two commas sat
// in ("if, in a.py, you replace"): with the phrase gone, neither comma
// stays ("if you replace").
var clauseWords = map[string]bool{"if": true, "when": true, "and": true, "but": true, "so": true, "or": true, "then": true,
	"once": true, "before": true, "after": true, "unless": true, "because": true, "while": true}

// commaJoin joins head and tail, the words before and after a phrase cut
// from a request, with one comma at most where the phrase sat between two
// ("Preview it if,, you replace" is "Preview it if you replace"), and none
// before a closing mark ("Read it,." is "Read it.").
func commaJoin(head, tail string) string {
	if !strings.HasSuffix(head, ",") || tail == "" || !strings.ContainsRune(",.?!;:", rune(tail[0])) {
		return head + tail
	}
	head = strings.TrimSuffix(head, ",")
	if tail[0] == ',' {
		w := strings.Fields(head)
		if len(w) > 0 && clauseWords[strings.ToLower(w[len(w)-1])] {
			return head + tail[1:]
		}
	}
	return head + tail
}

// stopAt tells whether the value's phrase in t ends at i: a space, or a
// mark ending a clause (followed by a space or the end), not one inside
// the value ("18:30:00Z", "v1.2").
func stopAt(t string, i int) bool {
	switch t[i] {
	case ' ', '\n':
		return true
	case ',', '.', '?', '!', ';', ':':
		return i+1 == len(t) || t[i+1] == ' ' || t[i+1] == '\n' || strings.ContainsRune(",.?!;:)\"'", rune(t[i+1]))
	}
	return false
}

// nextRune moves a letter or digit on by one, wrapping ('z' → 'a').
func nextRune(r rune) rune {
	switch r {
	case 'z':
		return 'a'
	case 'Z':
		return 'A'
	case '9':
		return '0'
	}
	if r >= 'a' && r < 'z' || r >= 'A' && r < 'Z' || r >= '0' && r < '9' {
		return r + 1
	}
	return r
}

// isNumber tells whether v is a JSON number.
func isNumber(v any) bool {
	switch v.(type) {
	case json.Number, float64, int, int64:
		return true
	}
	return false
}

// refGroups lists the values of args a request can point at without
// saying them, one group each: every required value naming the one thing
// a call is about (an id, even an opaque one a person pastes rather than
// says: a page, a channel, a place; a path, a key, what to search for).
// Not a page element's snapshot ref, a cursor, a message timestamp or a
// secret, which a person does not hold to paste.
func refGroups(params []prompt.Param, args map[string]any) [][]prompt.Param {
	var out [][]prompt.Param
	for _, p := range params {
		v, set := args[p.Name]
		if !set || !p.Required || defaulted(p) || !sayableValue(v) {
			continue
		}
		switch p.Role.Kind {
		case role.ElementRef, role.Cursor, role.MessageTS, role.Secret, role.Boolean, role.Enum, role.Count, role.Page, role.Offset,
			role.Latitude, role.Longitude, role.Thought:
			continue
		}
		if p.Enum {
			continue
		}
		out = append(out, []prompt.Param{p})
	}
	return out
}

// askRef words a clarification whose request points at the thing a call
// of pt is about without identifying it: leaving out a value from refGroups, the
// request says the rest (a page's property, the channel of a thread), or
// when nothing else is set points at the thing by its noun
// (prompt.RefRequest); the question asks which one and how to give it
// (prompt.RefQuestion). nil when no value fits.
func (w *worker) askRef(pt *prepTool, rng *rand.Rand, index int, args map[string]any, raw json.RawMessage) *asked {
	for _, g := range refGroups(pt.bind.Params(), args) {
		// The request says the other values the call has (a reason to
		// cancel: "The meeting isn't happening any more — cancel it."),
		// else the required ones only, else none but the thing's noun.
		tries := []map[string]any{args}
		if a := withoutOptional(pt, args, g); len(a) != len(args) && !dropsContent(pt.bind.Params(), args, a) {
			tries = append(tries, a)
			if subjectAsk(g) {
				// A search leaving out what it looks for says nothing
				// about how to sort or cut its results ("Search for
				// users sorted by date joined." asks for no one).
				tries = tries[1:]
			}
		}
		// An opaque id is first left out by a slip ("Please delete this
		// block:"), with fewer of the other values if the request with
		// them all does not point at the thing; only then asked for
		// after a request that never mentions it.
		for _, slipOnly := range []bool{true, false} {
			for _, a := range tries {
				if repeatedBeside(g, a) {
					continue // "… confirm wheel W-2025-776." then "Which wheel?"
				}
				if r := w.refAsk(pt, rng, index, a, g, slipOnly); r != nil && !saysCutByName(pt, r.text, r.partial) {
					if len(a) == len(args) {
						r.raw = raw
					}
					return r
				}
			}
		}
	}
	return nil
}

// dropsContent tells whether lean, a call's args with values left out,
// lacks one of args' values that is what the call writes or sends (a
// message's text, a title, code, a recipient): "Can you send a message
// in this channel?" answered by a call that sends nothing.
func dropsContent(params []prompt.Param, args, lean map[string]any) bool {
	for _, p := range params {
		if _, set := args[p.Name]; !set {
			continue
		}
		if _, kept := lean[p.Name]; kept {
			continue
		}
		switch p.Role.Kind {
		case role.Text, role.Title, role.CommitMessage, role.Question, role.Code, role.SQL, role.Command, role.Email:
			return true
		}
		switch v := args[p.Name].(type) {
		case map[string]any:
			return true // a record the call writes ({"color": 0} of an embed)
		case []any:
			if len(v) > 0 {
				if _, ok := v[0].(map[string]any); ok {
					return true
				}
			}
		}
	}
	return false
}

// refAsk words the clarification of askRef for the call args leaving
// out the value of g; nil when no wording fits, or, with slipOnly, when
// the value is an opaque id the request cannot leave out by a slip.
func (w *worker) refAsk(pt *prepTool, rng *rand.Rand, index int, a map[string]any, g []prompt.Param, slipOnly bool) *asked {
	p := g[0]
	partial := cloneArgs(a)
	delete(partial, p.Name)
	if opaqueRest(pt.bind.Params(), partial) {
		return nil // a person pasting one id pastes the other too
	}
	if r := textSlip(pt, rng, a, g, partial); r != nil {
		return r
	}
	var text, variant string
	// An opaque id is never said from memory: the person holds it to
	// paste and left it out by a slip ("Please delete this block:").
	pasted := sayableValue(a[p.Name]) && (opaqueValue(p, a[p.Name]) || codedID(p, a[p.Name]))
	var slip string // the request with the id left out by a slip
	if len(partial) > 0 {
		if text, variant = w.withoutValue(pt, rng, index, partial, a[p.Name]); text == "" || !saysSome(text, partial) || wholeButCut(pt, text, partial) {
			return nil
		}
		text = prompt.PointAtObject(pt.bind, p, prompt.PointAt(prompt.AskRequest(text, pt.spoken().Description), p))
		if pasted {
			slip = prompt.PastedRequest(rng, pt.bind, p, text)
		}
	} else if pasted {
		slip = prompt.PastedRequest(rng, pt.bind, p, "")
	}
	if slip != "" && len(partial) == 0 && rng.IntN(3) == 0 {
		// Not every id goes missing by a slip: a person often speaks of
		// the thing as one the assistant knows ("Can you pull up the
		// data source?"), and is asked which.
		if t := prompt.RefRequest(rng, pt.bind, p, a[p.Name]); knownThing(t, prompt.RefNoun(p)) {
			slip, pasted, text = "", false, t
		}
	}
	switch {
	case slip != "":
		text = slip
	case text != "" && len(partial) == 0:
		// the thing taken as known, worded above
	case pasted && slipOnly:
		return nil
	case len(partial) > 0:
		pasted = false
	default:
		pasted = false
		if text = prompt.RefRequest(rng, pt.bind, p, a[p.Name]); text == "" {
			return nil
		}
	}
	if pasted {
		if q := prompt.PastedQuestion(rng, p, text); q != "" {
			if w.finds(pt, prompt.RefNoun(p)) {
				q = prompt.WithFinder(rng, q)
			}
			return &asked{group: g, args: a, partial: partial, text: text, variant: variant, question: q, pasted: true}
		}
		return nil
	}
	creating := strings.HasPrefix(strings.ToLower(text), "can you create a") || strings.Contains(text, " a new ")
	q := prompt.RefQuestion(rng, prompt.SpellShortKeys(prompt.IDByObject(pt.bind.Tool, []prompt.Param{p}), w.keyDescribed(pt))[0], a, text, creating && len(partial) == 0)
	if q == "" {
		return nil
	}
	if !creating && w.finds(pt, prompt.RefNoun(p)) {
		q = prompt.WithFinder(rng, q)
	}
	return &asked{group: g, args: a, partial: partial, text: text, variant: variant, question: q}
}

// knownThing tells whether request speaks of the thing noun names as
// one the assistant knows ("Can you delete the block?"), not a request
// staged to be asked back ("Can you help me delete a block?").
func knownThing(request, noun string) bool {
	l := strings.ToLower(request)
	return noun != "" && strings.Contains(l, " the "+noun) && !strings.Contains(l, "help me") && !strings.HasPrefix(l, "i'd like") &&
		!strings.HasPrefix(l, "i need you")
}

// codedID tells whether v, the value of an id parameter p, is a code no
// person recalls: a part of six characters or more mixing letters with a
// digit ("evt_febfb7ed"); a room's "HQ-102" or a name is not.
func codedID(p prompt.Param, v any) bool {
	s, ok := v.(string)
	if !ok || !(p.Role.Kind == role.ID || p.Role.ID != "") || strings.ContainsAny(s, " /:@") {
		return false
	}
	for _, part := range strings.FieldsFunc(s, func(r rune) bool { return r == '-' || r == '_' || r == '.' }) {
		letters, digits := 0, 0
		for _, r := range part {
			switch {
			case r >= '0' && r <= '9':
				digits++
			case r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z':
				letters++
			}
		}
		if len(part) >= 6 && letters > 0 && digits > 0 {
			return true
		}
	}
	return false
}

// opaqueRest tells whether partial, the values a request says, holds an
// opaque id or a snapshot ref.
func opaqueRest(params []prompt.Param, partial map[string]any) bool {
	for _, p := range params {
		v, set := partial[p.Name]
		if set && (p.Role.Kind == role.ElementRef || (sayableValue(v) && opaqueValue(p, v))) {
			return true
		}
		for _, s := range dataset.LeafTexts(v) {
			if set && prompt.TokenLike(s) {
				return true // an id inside a structure ("a parent page")
			}
		}
	}
	return false
}

// finds tells whether another read-only tool of pt's server searches for
// the things noun names (a query parameter, noun in its name or
// description): the assistant asking for such a thing's id can offer to
// look it up by name instead.
func (w *worker) finds(pt *prepTool, noun string) bool {
	if noun == "" {
		return false
	}
	for _, o := range w.g.siblings(pt) {
		if o == pt || !o.t.IsReadOnly() {
			continue
		}
		words := strings.ToLower(strings.NewReplacer("_", " ", "-", " ").Replace(o.def.Name) + " " + o.spoken().Description)
		if !strings.Contains(words, noun) {
			continue
		}
		for _, q := range o.bind.Params() {
			if q.Role.Kind == role.Query {
				return true
			}
		}
	}
	return false
}

// textSlip words the clarification of a search or a page opened with
// nothing else said (partial empty) as people leave them out: a local
// search without where ("Can you find me some museums?" — "Where should
// I look?" — "In Chicago."), or a search text or link the person meant
// to paste and left out ("Could you look this up for me:"), which the
// reply pastes. nil for other values, or when no wording fits.
func textSlip(pt *prepTool, rng *rand.Rand, a map[string]any, g []prompt.Param, partial map[string]any) *asked {
	p := g[0]
	v, ok := a[p.Name].(string)
	if !ok || v == "" || len(partial) > 0 || p.Type == "array" {
		return nil
	}
	var text, q string
	switch {
	case p.Role.Kind == role.Query || p.Role.Kind == role.Regex || p.Role.Kind == role.Text && p.Role.Short:
		if what, prep, place, ok := prompt.PlaceQuery(v); ok && p.Role.Kind == role.Query {
			return &asked{group: g, args: a, partial: partial, text: prompt.PlaceRequest(rng, what),
				question: prompt.PlaceQuestion(rng), reply: prompt.PlaceReply(rng, prep, place)}
		}
		text, q = prompt.SearchSlip(rng, pt.bind, p)
	case p.Role.Kind == role.URL:
		text, q = prompt.LinkSlip(rng, pt.bind, p)
	default:
		return nil
	}
	if text == "" || q == "" {
		return nil
	}
	return &asked{group: g, args: a, partial: partial, text: text, question: q, pasted: true}
}

// searchSlip words the clarification of a read-only search requiring
// nothing (a find in a page, not a wait for text) whose text the person meant to paste and
// left out ("Could you search for this?"): the call keeps only that
// text. nil when the tool requires a value, changes anything, or sets
// no search text.
func searchSlip(pt *prepTool, rng *rand.Rand, args map[string]any) *asked {
	if !pt.t.IsReadOnly() || !prompt.Searches(pt.bind) {
		return nil
	}
	for _, p := range pt.bind.Params() {
		if p.Required {
			return nil
		}
	}
	for _, p := range pt.bind.Params() {
		if _, set := args[p.Name]; !set || !mainValue(p) || p.Role.Kind != role.Query && p.Role.Kind != role.Regex && !(p.Role.Kind == role.Text && p.Role.Short) {
			continue
		}
		g := []prompt.Param{p}
		a := withoutOptional(pt, args, g)
		if len(a) != 1 {
			continue
		}
		if r := textSlip(pt, rng, a, g, map[string]any{}); r != nil {
			return r
		}
	}
	return nil
}

// opensAsDescription tells whether text opens with the first three words
// of desc, a tool's description: a request of a tool with its own
// templates worded from its documentation with a value spliced in
// ("Move or rename …/n2.txt and directories."), which its templates are
// there to avoid.
func opensAsDescription(text, desc string) bool {
	t, d := strings.Fields(strings.ToLower(text)), strings.Fields(strings.ToLower(desc))
	if len(t) < 3 || len(d) < 3 {
		return false
	}
	for i := range 3 {
		if strings.Trim(t[i], ".,:;!?") != strings.Trim(d[i], ".,:;!?") {
			return false
		}
	}
	return true
}

// keyDescribed returns the description another tool of pt's server gives
// a key ("" when none does), in the server's order: it says what a key pt
// leaves undescribed ("mc_number") cuts short.
func (w *worker) keyDescribed(pt *prepTool) func(name string) string {
	return func(name string) string {
		for _, o := range w.g.serverTools(pt.t.Server) {
			for _, q := range o.bind.Params() {
				if q.Name == name && q.Description != "" {
					return q.Description
				}
			}
		}
		return ""
	}
}
