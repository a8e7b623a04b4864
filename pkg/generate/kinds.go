package generate

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"math/rand/v2"
	"path"
	"regexp"
	"slices"
	"sort"
	"strings"
	"time"
	"unicode"

	"github.com/mcpgen/mcpgen/internal/jsonx"
	"github.com/mcpgen/mcpgen/internal/textscan"
	"github.com/mcpgen/mcpgen/pkg/dataset"
	"github.com/mcpgen/mcpgen/pkg/prompt"
	"github.com/mcpgen/mcpgen/pkg/role"
	"github.com/mcpgen/mcpgen/pkg/synth"
)

// extraDraws is the number of further instances of its tool the slot
// index of u draws: 1–3 for a parallel record (2–4 calls), 1 for a
// follow-up (the value the second turn changes) and a clarification (an
// optional value to ask for when the first instance has none), else 0.
func extraDraws(seed int64, u *unit, index int) int {
	switch u.kinds[index] {
	case kindParallel:
		return 1 + kindRand(seed, u.hash, index).IntN(3)
	case kindFollowup, kindClarify:
		return 1
	}
	return 0
}

// Why a slot's kind could not be made (the manifest's kindsSkippedWhy).
const (
	// whyNoVariation: a parallel record needs a second call that asks
	// something else; the tool's further draws repeat the first, and no
	// other tool of its server fits beside it.
	whyNoVariation = "no second call asking something else: the tool's other draws repeat this one and no other tool of its server fits beside it"
	// whyTwiceOnOne: the calls would act twice on one thing (delete the
	// same key twice, see actsTwiceOnOne).
	whyTwiceOnOne = "the calls would act twice on the same thing"
	// whyNoChange: a follow-up changes or adds one value of the first
	// call, and the tool's further draws offer none.
	whyNoChange = "no value a follow-up turn could change or add"
	// whyRedoElsewhere: the only request after declining its call asks
	// for something else with the same tool, not a correction of it.
	whyRedoElsewhere = "a request after declining its call would ask for something else, not correct it"
	// whyNotMade: the kind's builder found no record and said no more.
	whyNotMade = "no record of this kind fits the tool's draws"
	// whyOneState: the tool sets the one active or current thing
	// (set_active_board); setting two at once leaves one of them set.
	whyOneState     = "the tool sets the one active or current thing; two at once undo each other"
	whyNoAsk        = "no value a request can leave out and a short reply give"
	whyAskSaid      = "every wording of the request says the value to ask for"
	whyAskBare      = "a request leaving the value out says nothing else (a bare verb)"
	whyChainNoPair  = "no tool of its server lists what another tool takes"
	whyChainOffline = "offline: no finder of its server has an outputSchema to take a value from"
	// whyChainFreeText: a result synthesized from free text holds no
	// item the finder found (see freeTextOnly).
	whyChainFreeText = "offline: its finders' outputSchema holds only free text, which a synthesized result cannot fill with an item the second call takes"
	whyChainNoValue  = "no value in the finder's result that the other tool accepts"
	whyNoArgs        = "the tool takes no arguments"
	whyOnPage        = "it changes the browser page, which another call in the same turn would depend on"
	// whyMixedRefs: see mixedRefs.
	whyMixedRefs = "offline: one call acts on a page element found by a snapshot and another beside it does not, so the snapshot cannot come first"
	// whyAskRef: an element's ref comes from the page's snapshot, and a
	// clarification's answer feeds the very next call: no snapshot fits
	// between (the slot is the snapshot chain instead, see onSnapshot).
	whyAskRef = "offline: the page element it acts on is found by a snapshot, which a clarification has no room for"
	// whyFollowupFailed: asking again after a failed call only makes
	// sense with the value the error names changed, and that call
	// succeeding.
	whyFollowupFailed = "its first call failed and no follow-up changing the value the error names succeeded"
	// whyFollowupEmpty: a follow-up narrowing what found nothing (a
	// later start of the days searched, a filter added) finds nothing
	// again, and no person asks it.
	whyFollowupEmpty = "its first call found nothing and every follow-up would narrow it"
)

// cannot records why the slot's kind cannot be made and returns false.
func (w *worker) cannot(why string) (bool, error) {
	w.why = why
	return false, nil
}

// slot builds the record of one tool slot into b: of the slot's kind, or
// a single call when the kind cannot be made for it (the kind is then
// counted as skipped for the tool).
func (w *worker) slot(ctx context.Context, u *unit, d *draw, index int, b *built) error {
	k := kindSingle
	if u.kinds != nil {
		k = u.kinds[index]
	}
	w.key = nil
	defer func() {
		if w.key != nil {
			b.content, b.prompt = w.key.content, w.key.prompt
			w.key = nil
		}
	}()
	if k != kindSingle && d.err == nil {
		w.why = ""
		ok, err := w.kindRecord(ctx, u, d, index, k, b)
		if err != nil {
			return err
		}
		if ok {
			b.kind = k.String()
			return nil
		}
		*b = built{skippedKind: k.String(), skipWhy: cmpOr(w.why, whyNotMade)}
		if ok, err := w.onSnapshot(ctx, u, d, index, b); err != nil || ok {
			return err
		}
	}
	if k == kindSingle {
		if ok, err := w.singleOnSnapshot(ctx, u, d, index, b); err != nil || ok {
			return err
		}
	}
	err := w.call(ctx, u, d, index, b)
	if u.kinds != nil {
		b.kind = kindSingle.String()
	}
	return err
}

// kindRecord builds a record of kind k; false when k cannot be made for
// this slot (no argument to vary or ask for, no chain partner, a chain
// whose second call found nothing to work on).
func (w *worker) kindRecord(ctx context.Context, u *unit, d *draw, index int, k recordKind, b *built) (bool, error) {
	args, ok := d.val.(map[string]any)
	if !ok {
		return w.cannot(whyNoArgs)
	}
	kr := kindRand(w.g.opts.Seed, u.hash, index)
	kr.IntN(3) // the draw extraDraws made
	w.hollow = false
	w.slotHollow = hollowCall(spec{pt: u.tool, args: args})
	var err error
	switch k {
	case kindParallel:
		if len(u.tool.bind.Params()) == 0 {
			// A tool of no arguments has nothing to ask for twice, and
			// joined to another request it is said as its description
			// ("What's your token's bot user? And query …").
			return w.cannot(whyNoArgs)
		}
		ok, err = w.parallel(ctx, u, d, args, index, b)
	case kindFollowup:
		ok, err = w.followup(ctx, u, d, args, index, kr, b)
	case kindClarify:
		ok, err = w.clarify(ctx, u, d, args, index, kr, b)
	case kindChain:
		ok, err = w.chain(ctx, u, d, args, index, kr, b)
	}
	if ok && err == nil && w.hollow {
		return w.cannot(whyHollowUpdate)
	}
	return ok, err
}

// spec is one call of a record being built.
type spec struct {
	pt   *prepTool
	args map[string]any
	raw  json.RawMessage
	id   string
}

func (w *worker) specOf(pt *prepTool, rng *rand.Rand, args map[string]any, raw json.RawMessage) spec {
	if a, ok := repeatConfirms(pt, args); ok {
		args, raw = a, nil
	}
	if raw == nil {
		raw, _ = jsonx.Marshal(args)
	}
	return spec{pt: pt, args: args, raw: raw, id: callID(rng)}
}

// base is the record of u's tool with its system prompt, offered tools
// and first user turn.
func (w *worker) base(u *unit, rng *rand.Rand, index int, args map[string]any, text, variant string, k recordKind) (dataset.Record, error) {
	pt := u.tool
	system, err := w.r.System(pt.bind, rng, index, args)
	if err != nil {
		return dataset.Record{}, err
	}
	rec := dataset.Record{
		System: system,
		Tools:  w.offered(rng, pt.index, w.g.opts.Distractors),
		Turns:  []dataset.Turn{{Role: dataset.RoleUser, Content: text}},
		Meta: dataset.Meta{Server: pt.t.Server, Tool: pt.t.Name, Index: index, Seq: u.start + int64(index),
			Kind: k.String(), Template: variant},
	}
	return rec, nil
}

// offer makes sure the tools of calls are among the record's offered
// tools (a chain's partner may not be).
func offer(rec *dataset.Record, calls []spec) {
	for _, c := range calls {
		if !slices.ContainsFunc(rec.Tools, func(d dataset.ToolDef) bool { return d.Name == c.pt.def.Name }) {
			rec.Tools = append(rec.Tools, c.pt.def)
		}
	}
}

// exchange appends an assistant turn with calls and, when the run
// executes them, their results and one final answer. It returns whether
// the calls ran (false: the record ends at the calls, or with b.fail set
// it is dropped). offline, when set, gives the result of a call that is
// not executed (a chain's synthesized result); nil ends the record there.
func (w *worker) exchange(ctx context.Context, rec *dataset.Record, calls []spec, rng *rand.Rand, index int, b *built, offline func(spec) (string, bool)) (bool, error) {
	turn := dataset.Turn{Role: dataset.RoleAssistant}
	for _, c := range calls {
		turn.Calls = append(turn.Calls, dataset.Call{ID: c.id, Name: c.pt.def.Name, Arguments: c.raw})
	}
	rec.Turns = append(rec.Turns, turn)
	if w.hashOnly {
		return false, nil
	}
	g := w.g
	if g.opts.Executor == nil || g.opts.Shape != ShapeFull {
		if offline == nil {
			return false, nil
		}
		for _, c := range calls {
			res, ok := offline(c)
			if !ok {
				return false, nil
			}
			rec.Turns = append(rec.Turns, dataset.Turn{Role: dataset.RoleTool, CallID: c.id, Name: c.pt.def.Name, Content: res})
		}
		return true, nil
	}
	var results []*ExecResult
	for _, c := range calls {
		res, err := g.opts.Executor.Execute(ctx, w.id, &c.pt.t, c.raw)
		if err != nil {
			if ctx.Err() != nil {
				return false, ctx.Err()
			}
			b.fail, b.reason = failExec, err.Error()
			return false, nil
		}
		if res.Skip {
			b.fail, b.reason = failExecSkip, res.SkipReason
			return false, nil
		}
		if res.CallOnly {
			return false, nil
		}
		results = append(results, res)
	}
	rec.Meta.Executed = true
	var finals []string
	for i, c := range calls {
		res := results[i]
		for k, n := range res.Scrubbed {
			if b.scrubbed == nil {
				b.scrubbed = map[string]int{}
			}
			b.scrubbed[k] += n
		}
		rec.Turns = append(rec.Turns, dataset.Turn{Role: dataset.RoleTool, CallID: c.id, Name: c.pt.def.Name,
			Content: res.Content, IsError: res.IsError})
		b.isError = b.isError || res.IsError
		finals = append(finals, w.finalOf(c, rng, index, res))
	}
	if f := prompt.JoinAnswers(finals); f != "" {
		rec.Turns = append(rec.Turns, dataset.Turn{Role: dataset.RoleAssistant, Content: f})
	}
	return true, nil
}

// finalOf renders the final answer to call c's result: the tool's final
// template, else its fallbacks; "" when none renders.
func (w *worker) finalOf(c spec, rng *rand.Rand, index int, res *ExecResult) string {
	if !c.pt.bind.HasFinal() {
		return ""
	}
	if s, err := w.r.Final(c.pt.finalBind(res.finalInput(), res.IsError), rng, index, c.args, res.finalInput(), res.IsError); err == nil {
		return s
	}
	for _, fb := range c.pt.finals {
		if s, err := w.r.Final(fb, rng, index, c.args, res.finalInput(), res.IsError); err == nil {
			return s
		}
	}
	return ""
}

// parallel: one request for 2–4 calls of the tool that differ in one
// value, said as a person asks for a few at once ("the weather in Porto,
// Lyon and Graz"); when no value of the tool can be listed so, two
// requests joined by one connector: another tool of its server, else
// another call of the tool.
func (w *worker) parallel(ctx context.Context, u *unit, d *draw, args map[string]any, index int, b *built) (bool, error) {
	pt := u.tool
	d, args = w.parallelDraw(ctx, pt, d, args, index)
	rng := w.slotRand(u, index)
	kr := kindRand(w.g.opts.Seed, u.hash, index^0x5a5a)
	calls, text, variant, err := w.coordinated(pt, rng, kr, index, args, d)
	if err != nil {
		return false, err
	}
	if calls == nil {
		// The same tool again on the same subject first ("Delete key a.
		// Also, delete key b."), else another tool of its server about
		// the same thing.
		calls = []spec{w.specOf(pt, rng, args, d.raw)}
		if pasted(pt.bind.Params(), args) && !endsThings(pt) {
			// Two pasted blocks in one message read as two messages: a
			// tool about the same thing that takes none comes first.
			for _, o := range w.relatedSiblings(pt, args, index) {
				if !shares(o, args) {
					break
				}
				if !w.independent(pt, o) {
					continue
				}
				if a, ok := w.synthOne(ctx, o, index, "parallel"); ok && len(a) > 0 && !pasted(o.bind.Params(), a) {
					a = asideArgs(o, args, a)
					if !w.executes() {
						a = alignPaths(o, args, a)
					}
					calls = append(calls, w.specOf(o, rng, alignWhere(o, args, alignScope(o, args, a)), nil))
					break
				}
			}
		}
		if len(calls) < 2 && !pageAction(pt.spoken().Name) && (!pasted(pt.bind.Params(), args) || w.parallelSibling(pt, args, index) == nil) {
			// A draw in the first call's scene (the same town) first; not
			// when the first call pastes a block (a note's text, an
			// email's body) and the server has another tool to ask beside
			// it: the tool again pastes another, and two pasted blocks
			// read as two messages glued (whyTwoMessages).
			calls = w.withOneChange(calls, pt, rng, args, d)
			for _, scene := range []bool{true, false} {
				for _, e := range d.more {
					if a, ok := e.val.(map[string]any); ok && len(calls) < 2 && string(e.raw) != string(d.raw) && len(a) > 0 && (!scene || sameScene(args, a)) {
						if !w.executes() {
							a = alignPaths(pt, args, a)
						}
						a = carryFlags(pt, args, alignWhere(pt, args, a))
						// In the first call's scene when that still asks
						// something else, else as drawn.
						for _, c := range []map[string]any{alignScene(pt, args, a), a} {
							if len(calls) < 2 && !repeatsCall(pt, args, c) && !narrowsRead(pt, args, c) && !sameTarget(pt, args, c) && !splitsList(pt, args, c) && differsInSubject(pt, args, c) && !sameThing(pt, args, c) &&
								!oneNameTwice(pt, args, c) {
								calls = append(calls, w.specOf(pt, rng, c, nil))
							}
						}
					}
				}
			}
		}
		if o := w.parallelSibling(pt, args, index); len(calls) < 2 && o != nil {
			a, ok := w.synthOne(ctx, o, index, "parallel")
			if ok {
				a, _ = w.widenList(ctx, o, a, index, "sibling")
			}
			if ok && pasted(o.bind.Params(), asideArgs(o, args, a)) {
				o, a, ok = w.plainSibling(ctx, pt, o, a, args, index)
			}
			if ok && len(a) > 0 {
				// Said in passing, the second ask has no fine print of its
				// own ("…, just the first 50? Also, list the channels, just
				// the first 25." repeats a form's field).
				a = withoutPaging(o, asideArgs(o, args, a))
				drawn := a
				if !w.executes() {
					a = alignPaths(o, args, a)
				}
				switch {
				case !endsThings(pt):
					a = alignWhere(o, args, alignScope(o, args, a))
				case !closesWhere(pt):
					a = alignBesideEnd(pt, o, args, a)
				}
				a = alignNested(pt, o, args, a)
				a = alignScene(o, args, a)
				if actsTwiceOnOne([]spec{calls[0], {pt: o, args: a}}) {
					// Aligned onto the thing the other call ends (or
					// ends what the other call works on): as drawn.
					a = drawn
				}
				calls = append(calls, w.specOf(o, rng, a, nil))
			}
		}
		if len(calls) < 2 && w.onPage(pt) && !readsOnly(pt) {
			return w.cannot(whyOnPage)
		}
		if len(calls) < 2 || !distinctCalls(calls) {
			return w.cannot(whyNoVariation)
		}
		var long bool
		if text, variant, long, err = w.parallelText(rng, index, calls); err != nil {
			return false, err
		} else if long {
			return w.cannot(whyTwoMessages)
		}
	}
	if why := twiceWhy(calls); why != "" {
		return w.cannot(why)
	}
	if why := w.apartWhy(calls); why != "" {
		return w.cannot(why)
	}
	// One consent covers every change the message asks for.
	rec, err := w.base(u, rng, index, args, prompt.QuoteStop(prompt.ConsentOnce(text)), variant, kindParallel)
	if err != nil {
		return false, err
	}
	offer(&rec, calls)
	return true, w.finish(ctx, &rec, calls, rng, index, b, nil)
}

// joinParallel joins reqs, the requests for calls, into one message
// asking for them as one request: calls of one tool differing in one
// value are asked listing the values where they can be
// (listedTogether: "Cancel bookings 757 and 250."); two reads of one
// tool differing in one value (or one place's coordinates), two times in
// three, close the first request asking the same again for that value
// alone ("Turn 51.5, -0.15 into an address, and then the same for 42.3,
// -71.0?"); also gives, when not "", that close for two calls of one
// tool differing in one value (oneChangeAsk); two calls of one tool
// whose second request opens with the act the first asks for say it
// once (joinSameAct); else prompt.JoinRequests.
func joinParallel(rng *rand.Rand, calls []spec, reqs []string, also func() string) string {
	if t, ok := listedTogether(calls, reqs[0]); ok {
		return prompt.JoinRequests(rng, []string{t})
	}
	if len(calls) == 2 && rng.IntN(3) > 0 {
		if vals, ok := sameAgain(calls[0], calls[1], reqs[0]); ok {
			if t, ok := prompt.JoinSame(rng, reqs[0], vals); ok {
				return t
			}
		}
	}
	if t, ok := prompt.JoinAlso(rng, reqs[0], also()); ok {
		return t
	}
	if t, ok := joinSameAct(rng, calls, reqs); ok {
		return t
	}
	return prompt.JoinRequests(rng, reqs)
}

// sameAgain is the value b, a read of a's tool, asks about in place of
// a's, as the first request first says it ("Lyon", "42.3, -71.0",
// "\"react hooks\""): b differs from a in one value of text (a name,
// a query) or in a place's latitude and longitude alone, and first says
// a's verbatim. false otherwise.
func sameAgain(a, b spec, first string) (string, bool) {
	if a.pt != b.pt || !readsOnly(a.pt) {
		return "", false
	}
	var diff []prompt.Param
	for _, p := range a.pt.bind.Params() {
		v1, ok1 := a.args[p.Name]
		v2, ok2 := b.args[p.Name]
		if ok1 != ok2 {
			return "", false
		}
		if ok1 && fmt.Sprint(v1) != fmt.Sprint(v2) {
			diff = append(diff, p)
		}
	}
	switch {
	case len(diff) == 2 && diff[0].Role.Kind == role.Latitude && diff[1].Role.Kind == role.Longitude:
		said := fmt.Sprint(a.args[diff[0].Name]) + ", " + fmt.Sprint(a.args[diff[1].Name])
		if !strings.Contains(first, said) {
			return "", false
		}
		return fmt.Sprint(b.args[diff[0].Name]) + ", " + fmt.Sprint(b.args[diff[1].Name]), true
	case len(diff) == 1 && !hasRangeMate(a.pt.bind.Params(), diff[0]):
		// (one end of a range said alone reads as a day: "… from
		// October 19 through November 1? And for October 1?")
		v1, ok1 := a.args[diff[0].Name].(string)
		v2, ok2 := b.args[diff[0].Name].(string)
		if ok1 && ok2 && !strings.Contains(first, v1) {
			return sameDaySaid(first, v1, v2) // a day said in words: "on January 14? And May 2?"
		}
		if !ok1 || !ok2 || len(v2) > 40 || strings.ContainsRune(v2, '\n') || !strings.Contains(first, v1) {
			return "", false
		}
		if diff[0].Enum {
			// A choice is said in words as the first request says
			// its own ("unscheduled? What about en route?"), not as
			// the constant ("What about en_route?").
			return prompt.ChoiceWords(v2), true
		}
		for _, q := range []string{"\"", "`", "'"} {
			if strings.Contains(first, q+v1+q) {
				return q + v2 + q, true
			}
		}
		return v2, true
	}
	return "", false
}

// request renders the request for a call of pt with args in a record of
// several calls or turns: a variant worded as a sentence, not a shell
// command ("cat "a.txt""), which reads oddly joined to another request
// or listing several values (a few variants are tried).
func (w *worker) request(pt *prepTool, rng *rand.Rand, index int, args map[string]any) (string, string, error) {
	var text, variant string
	var err error
	for i := range 4 {
		if text, variant, err = w.r.Request(pt.bind, rng, index+i, args); err != nil || (!commandLike(text) && !descSpeak(text, pt.spoken().Description)) {
			break
		}
	}
	return prompt.OwnRequest(text), variant, err
}

// commandLike tells whether a request is typed as a shell command ("ls
// "/srv"", "Mkdir "a"", "find /x -name "*.go"").
func commandLike(text string) bool {
	f := strings.Fields(text)
	if len(f) < 2 {
		return false
	}
	switch strings.ToLower(f[0]) {
	case "ls", "mv", "cat", "find", "cp", "rm", "mkdir", "grep", "head", "tail", "touch", "stat", "tree", "du", "cd", "echo", "git", "curl":
		return true
	}
	return false
}

// listable tells whether p takes values a person lists in one request
// ("read a.txt, b.txt and c.txt", "issues #4 and #9"): names, places,
// paths and ids of things, not amounts, flags, free text or code.
func listable(p prompt.Param) bool {
	switch p.Role.Kind {
	case role.Count, role.Page, role.Offset, role.Cursor, role.Secret, role.Boolean, role.Latitude, role.Longitude,
		role.Text, role.Thought, role.Code, role.SQL, role.JSON, role.CommitMessage, role.Question, role.Quantity,
		role.Ratio, role.Percent, role.Duration, role.Money, role.Regex, role.Glob, role.Selector, role.Command,
		role.ConnString, role.Date, role.DateTime, role.Time, role.SortOrder, role.Enum, role.RepoOwner,
		role.Organisation, role.Title, role.CommitSHA, role.Emoji, role.ElementRef, role.ElementDesc, role.KeyPress,
		role.Query:
		return false
	}
	switch norm(p.Name) {
	case "value", "values", "text", "content", "body", "message", "data", "input":
		return false // what is set, not where: one target takes one
	}
	for _, w := range []string{"connection", "session", "workspace", "account", "token"} {
		if strings.Contains(norm(p.Name), w) {
			return false // where the call runs, not what it is about
		}
	}
	return !p.Enum && !strings.HasPrefix(p.Type, "bool")
}

// pairedOrScoped tells whether listing p's values would not make sense:
// one path or branch of a pair (several sources moved to one
// destination), or the place of a number that only means something there
// (PR #4 of three repositories).
func pairedOrScoped(params []prompt.Param, p prompt.Param, args map[string]any) bool {
	switch p.Role.Kind {
	case role.FilePath, role.DirPath, role.FileName, role.Branch:
		return sameKind(params, p)
	case role.Repo, role.RepoName, role.Database, role.Collection, role.Channel:
		for _, o := range params {
			if _, set := args[o.Name]; set && o.Name != p.Name && (o.Role.Kind == role.ID || o.Role.Kind == role.MessageTS) {
				return true
			}
		}
	}
	return false
}

// hasBlock tells whether one of args is a block of text (a file's
// content, a message body of several lines): the same block written to
// several targets is not what a person asks for.
func hasBlock(params []prompt.Param, args map[string]any) bool {
	for _, p := range params {
		s, ok := args[p.Name].(string)
		if !ok {
			continue
		}
		switch p.Role.Kind {
		case role.Text, role.Code, role.JSON, role.Thought, role.CommitMessage, role.SQL:
			if len(s) > 60 {
				return true
			}
		}
		if strings.ContainsRune(s, '\n') || len(s) > 200 {
			return true
		}
	}
	return false
}

// pageAction tells whether a tool acts on the one page a browser shows
// (navigate, click, type): the same action on several values at once is
// not something a page can do.
func pageAction(name string) bool {
	n := strings.ToLower(name)
	for _, w := range []string{"navigate", "click", "type", "press", "hover", "select", "drag", "fill", "scroll", "go_back", "go_forward", "resize", "tab",
		"dialog", "wait", "upload", "drop", "emulate", "evaluate", "run_code"} {
		if strings.Contains(n, w) {
			return true
		}
	}
	return false
}

// oneStateVerbs and oneStateWords are the name words of a tool that sets
// the one active, current or default thing of a session ("set_active_board",
// "switchCurrentProject", "use_default_workspace").
var (
	oneStateVerbs = map[string]bool{"set": true, "select": true, "switch": true, "choose": true, "use": true, "change": true}
	oneStateWords = map[string]bool{"active": true, "current": true, "default": true}
)

// setsOneState tells whether a tool named name sets the one active,
// current or default thing: its first word a setting verb, another word
// active, current or default.
func setsOneState(name string) bool {
	ts := role.Tokens(name)
	if len(ts) < 2 || !oneStateVerbs[ts[0]] {
		return false
	}
	for _, t := range ts[1:] {
		if oneStateWords[t] {
			return true
		}
	}
	return false
}

// twiceWhy says why calls cannot be one request for several: they act
// twice on one thing, or set the one active thing twice; "" when neither.
func twiceWhy(calls []spec) string {
	switch {
	case actsTwiceOnOne(calls):
		return whyTwiceOnOne
	case setsOneStateTwice(calls):
		return whyOneState
	}
	return ""
}

// setsOneStateTwice tells whether calls call one tool that sets the one
// active or current thing more than once: only the last would stay set.
func setsOneStateTwice(calls []spec) bool {
	seen := map[string]bool{}
	for _, c := range calls {
		n := c.pt.def.Name
		if seen[n] && setsOneState(c.pt.spoken().Name) {
			return true
		}
		seen[n] = true
	}
	return false
}

// makesOne tells whether args create one titled thing (an issue, a
// meeting, a pull request): the same one made in several places is not
// what a person asks for.
func makesOne(params []prompt.Param, args map[string]any) bool {
	for _, p := range params {
		if _, ok := args[p.Name]; ok && (p.Role.Kind == role.Title || norm(p.Name) == "subject") {
			return true
		}
	}
	return false
}

// sameCity tells whether two places are in one city (the text after their
// last comma matches), or v1 names no city: several places of one request
// are in the city the person is in.
func sameCity(p prompt.Param, v1, v any) bool {
	switch p.Role.Kind {
	case role.Address, role.Place, role.Street:
	default:
		return true
	}
	s1, _ := v1.(string)
	s, _ := v.(string)
	i, j := strings.LastIndex(s1, ", "), strings.LastIndex(s, ", ")
	return i < 0 || (j >= 0 && s1[i:] == s[j:])
}

// coordinated builds the calls and request of a parallel record whose
// calls differ in one value listed in the request: nil calls when no
// parameter of args can be listed so (no other values drawn for it, or
// the request does not say its value once, verbatim).
func (w *worker) coordinated(pt *prepTool, rng, kr *rand.Rand, index int, args map[string]any, d *draw) ([]spec, string, string, error) {
	if hasBlock(pt.bind.Params(), args) || makesOne(pt.bind.Params(), args) || pageAction(pt.spoken().Name) {
		return nil, "", "", nil
	}
	params := slices.Clone(pt.bind.Params())
	args = withoutCursors(params, args)
	kr.Shuffle(len(params), func(i, j int) { params[i], params[j] = params[j], params[i] })
	sort.SliceStable(params, func(i, j int) bool { return params[i].Required && !params[j].Required })
	for _, p := range params {
		v1, ok := args[p.Name]
		if !ok || !listable(p) || !scalar(v1) || len(fmt.Sprint(v1)) > 60 || pairedOrScoped(params, p, args) || placeLinked(params, args, p) || takesList(pt, p.Name) ||
			carriesPayload(pt, p, args) || fansOutOneSlot(pt, p, args) || personWithParts(params, p, args) || tiedFanOut(pt, p, args) ||
			synth.ConfirmNamed(p.Name) {
			continue
		}
		vals := []any{v1}
		seen := map[string]bool{fmt.Sprint(v1): true}
		for _, e := range d.more {
			o, _ := e.val.(map[string]any)
			v, ok := o[p.Name]
			if !ok || !scalar(v) || len(fmt.Sprint(v)) > 60 {
				continue
			}
			v = w.near(p, v1, v)
			if seen[fmt.Sprint(v)] || !sameCity(p, v1, v) || heldElsewhere(args, p.Name, v) {
				continue
			}
			seen[fmt.Sprint(v)] = true
			vals = append(vals, v)
		}
		if len(vals) < 2 {
			continue
		}
		args, ok := ownNames(pt, params, p, args, withoutOwnNotes(params, args, p), nil)
		if !ok {
			continue // a required name of the thing each value ids
		}
		if heldByEach(pt, params, p, args) {
			continue // one thing given to each value of p
		}
		if args, ok = withoutOwnDetails(pt, params, p, args); !ok {
			continue // a required phone or address of each one made
		}
		if s, _ := v1.(string); prompt.TokenLike(s) && len(vals) > 2 {
			// Pasted ids are pasted two at a time: four UUIDs or thread
			// timestamps in one request read as a list no one types.
			vals = vals[:2]
		}
		var calls []spec
		for _, v := range vals {
			a := cloneArgs(args)
			a[p.Name] = v
			c := w.specOf(pt, rng, a, nil)
			if r, err := pt.schema.ValidateJSON(c.raw); err != nil || len(r) > 0 {
				continue
			}
			calls = append(calls, c)
		}
		if len(calls) < 2 || actsTwiceOnOne(calls) {
			continue
		}
		var said []any
		for _, c := range calls {
			said = append(said, c.args[p.Name])
		}
		for k := range 3 {
			// Another wording when one cannot list the values ("what
			// the issues in repo a are?" leaves its verb after the list).
			text, variant, err := w.request(pt, rng, index+4*k, args)
			if err != nil {
				return nil, "", "", err
			}
			if t, ok := prompt.ListValue(text, p, said); ok {
				return calls, t, variant, nil
			}
			if !prompt.ValueInClause(text, fmt.Sprint(said[0])) {
				break
			}
		}
	}
	return nil, "", "", nil
}

// withoutOwnNotes is args without the optional free texts written about
// the one person p names (a student's medical notes, a patient's
// remarks) when the calls of a parallel record differ in p: a note drawn
// for the first person is no note on the next ("record waivers for
// students A and B … "asthma, contact lenses"" gave both the same
// conditions). A reason, message or comment is about the act, said once
// for every call ("cancel bookings A and B, reason: created by mistake"),
// and stays; so does every text when p names no person, or when the
// calls act on a thing of another id as well, which a note may be about.
func withoutOwnNotes(params []prompt.Param, args map[string]any, p prompt.Param) map[string]any {
	if !personSubject(p) {
		return args
	}
	for _, o := range params {
		if _, set := args[o.Name]; set && o.Name != p.Name && o.Role.Kind == role.ID {
			return args // "assign return 139121 to preparers A and B" + note: the return's
		}
	}
	out := args
	for _, o := range params {
		if _, set := args[o.Name]; !set || o.Required || o.Role.Kind != role.Text || actText(o) {
			continue
		}
		if len(out) == len(args) {
			out = cloneArgs(args)
		}
		delete(out, o.Name)
	}
	return out
}

// personSubject tells whether p names a person: a person's name, or the
// id of one ("studentId", "patient_no").
func personSubject(p prompt.Param) bool {
	if p.Role.Kind == role.Person {
		return true
	}
	w := strings.Fields(strings.ToLower(p.Human))
	if p.Role.Kind != role.ID || len(w) < 2 {
		return false
	}
	switch w[len(w)-1] {
	case "id", "no", "number", "ref", "code":
		return role.PersonNoun(w[len(w)-2])
	}
	return false
}

// actText tells whether free text o says why or how the act is done (a
// reason, a message, a comment), not what a thing is.
func actText(o prompt.Param) bool {
	for w := range strings.FieldsSeq(strings.ToLower(o.Human)) {
		switch w {
		case "reason", "why", "cause", "message", "msg", "comment", "comments", "justification", "instructions":
			return true
		}
	}
	return false
}

// heldElsewhere tells whether v, a text value drawn for parameter name,
// is already the value of another argument of args: directions to the
// place they start from ("from Corso Buenos Aires 33 to … and Corso
// Buenos Aires 33") are no call a person asks for.
func heldElsewhere(args map[string]any, name string, v any) bool {
	s, ok := v.(string)
	if !ok {
		return false
	}
	for k, x := range args {
		if k != name && x == any(s) {
			return true
		}
	}
	return false
}

// withoutCursors returns args without their optional pagination cursors
// and page positions: a cursor points into one listing, so calls for
// several things sharing it ("pages A and B from cursor X onward") ask
// for what no person would.
func withoutCursors(params []prompt.Param, args map[string]any) map[string]any {
	out, cloned := args, false
	for _, p := range params {
		if _, set := args[p.Name]; !set || p.Required {
			continue
		}
		switch p.Role.Kind {
		case role.Cursor, role.Page, role.Offset:
			if !cloned {
				out, cloned = cloneArgs(args), true
			}
			delete(out, p.Name)
		}
	}
	return out
}

// alignPaths returns b with its paths moved into the folders of a's (see
// nearValue), when it stays valid: two requests of one message work in
// one place.
func alignPaths(pt *prepTool, a, b map[string]any) map[string]any {
	out := cloneArgs(b)
	base := firstPath(a)
	for _, p := range pt.bind.Params() {
		v, ok := b[p.Name]
		if !ok {
			continue
		}
		if v1, ok := a[p.Name]; ok {
			out[p.Name] = nearValue(p, v1, v)
		} else if base != "" {
			out[p.Name] = nearValue(p, base, v)
		}
	}
	if mergesValues(b, out) || listHolds(a, out) {
		// "move app.log to app.log": two values made one; "read a.md
		// and b.md side by side; also read a.md": one file read twice.
		return b
	}
	if r, err := pt.schema.ValidateJSON(mustJSON(out)); err != nil || len(r) > 0 {
		return b
	}
	return out
}

// mergesValues reports whether two top-level string values that differ in
// b are equal in out (a source and a destination moved into one folder
// under one name).
func mergesValues(b, out map[string]any) bool {
	keys := slices.Sorted(maps.Keys(out))
	for i, k := range keys {
		s, ok := out[k].(string)
		if !ok {
			continue
		}
		for _, k2 := range keys[i+1:] {
			if s2, ok := out[k2].(string); ok && s2 == s && fmt.Sprint(b[k]) != fmt.Sprint(b[k2]) {
				return true
			}
		}
	}
	return false
}

// scopeKinds are the roles of values that say where a call works (a
// connection, a database, a repository, a channel): two requests of one
// message work in one place, so a second call takes the first's.
var scopeKinds = map[role.Kind]bool{role.ID: true, role.Database: true, role.Repo: true, role.Channel: true,
	role.Username: true, role.Ident: true}

// alignScope returns b with the values of its scope parameters (see
// scopeKinds) that a, the first call's arguments, has under the same name
// set to a's, when it stays valid and pt does not close or drop things:
// "aggregate on connection 39464, also update sessions on connection
// 154079" asks of two places at once. A
// parameter named only "id" or "name" is another thing's and kept.
func alignScope(pt *prepTool, a, b map[string]any) map[string]any {
	n := strings.ToLower(pt.spoken().Name)
	for _, w := range []string{"disconnect", "close", "drop", "delete", "remove", "logout", "destroy"} {
		if strings.Contains(n, w) {
			// Closing or dropping the place the first request works in,
			// in the same breath, undoes it: "describe the indexes via
			// connection 5, and close connection 5".
			return b
		}
	}
	out := cloneArgs(b)
	changed := false
	for _, p := range pt.bind.Params() {
		v1, ok1 := a[p.Name]
		v2, ok2 := b[p.Name]
		n := norm(p.Name)
		if !ok1 || !ok2 || n == "id" || n == "name" || !scopeKinds[p.Role.Kind] || !scalar(v1) || fmt.Sprint(v1) == fmt.Sprint(v2) {
			continue
		}
		out[p.Name], changed = v1, true
	}
	if !changed {
		return b
	}
	if r, err := pt.schema.ValidateJSON(mustJSON(out)); err != nil || len(r) > 0 {
		return b
	}
	return out
}

// whereWords in a parameter's name say it holds where a call works (a
// connection, a database, a repository and its owner, a channel), not
// what it works on.
var whereWords = []string{"connection", "session", "workspace", "account", "project", "database", "server", "instance",
	"owner", "org", "team", "channel", "repo"}

// alignWhere returns b, a second call of pt's tool in one request, with
// the values saying where it works set to a's ("aggregate on connection
// 5 … and on connection 5"), when it stays valid; what it works on (a
// page, an issue, a key) stays b's own.
func alignWhere(pt *prepTool, a, b map[string]any) map[string]any {
	out := cloneArgs(b)
	changed := false
	for _, p := range pt.bind.Params() {
		v1, ok1 := a[p.Name]
		_, ok2 := b[p.Name]
		if !ok1 || !ok2 || !scalar(v1) || !slices.ContainsFunc(whereWords, func(w string) bool { return strings.Contains(norm(p.Name), w) }) {
			continue
		}
		out[p.Name], changed = v1, true
	}
	if !changed {
		return b
	}
	if r, err := pt.schema.ValidateJSON(mustJSON(out)); err != nil || len(r) > 0 {
		return b
	}
	return out
}

// carryFlags returns b, a second call of pt's tool asked for in the same
// request as a, with a's flags (booleans) and optional choices (enum
// values) in place of b's own: a person who says "Cancel A. Don't notify
// the attendees. And cancel B." means B the same way, and a flag said
// once beside two asks must not hold for only one of the calls. An
// optional free text b shares with a (the same reason drawn twice) is
// left out of b: said once, with the first ask. b itself when the result
// does not validate.
func carryFlags(pt *prepTool, a, b map[string]any) map[string]any {
	out := cloneArgs(b)
	changed := false
	for _, p := range pt.bind.Params() {
		if v, ok := b[p.Name].(string); ok && !p.Required && !p.Enum && p.Role.Kind != role.ID && strings.Contains(v, " ") && a[p.Name] == v {
			// the same note drawn twice ("The reason: …" after "give …
			// as the reason"): said once, with the first ask
			delete(out, p.Name)
			changed = true
			continue
		}
		if p.Required && p.Type != "boolean" || !(p.Enum || p.Type == "boolean") {
			// A required flag is carried too: "Delete tag A. Yes, I'm
			// sure. And the same for tag B." confirms both.
			continue
		}
		v1, ok1 := a[p.Name]
		v2, ok2 := b[p.Name]
		switch {
		case ok1 && (!ok2 || fmt.Sprint(v1) != fmt.Sprint(v2)):
			out[p.Name], changed = v1, true
		case !ok1 && ok2:
			delete(out, p.Name)
			changed = true
		}
	}
	if !changed {
		return b
	}
	if r, err := pt.schema.ValidateJSON(mustJSON(out)); err != nil || len(r) > 0 {
		return b
	}
	return out
}

// sameTarget tells whether two calls of pt's tool work on the same thing
// (it requires values, and they are all equal): two asks of one request
// would then be two edits of one page at odds, or one ask said twice.
func sameTarget(pt *prepTool, a, b map[string]any) bool {
	req := false
	for _, p := range pt.bind.Params() {
		if p.Required {
			req = true
			if fmt.Sprint(a[p.Name]) != fmt.Sprint(b[p.Name]) {
				return false
			}
		}
	}
	return req
}

// executes tells whether the run executes calls (its values are then the
// real ones a probe or hints found, and stay as they are).
func (w *worker) executes() bool {
	return w.g.opts.Executor != nil && w.g.opts.Shape == ShapeFull
}

// near is nearValue for a run that does not execute; v as it is when the
// run does (a path made up beside a real one would not exist).
func (w *worker) near(p prompt.Param, v1, v any) any {
	if w.executes() {
		return v
	}
	return nearValue(p, v1, v)
}

// nearValue is v, drawn for p in another instance, made to sit beside v1
// in one request: a path moved into v1's folder (a person lists files of
// one place, not of two machines).
func nearValue(p prompt.Param, v1, v any) any {
	s1, ok1 := v1.(string)
	s, ok := v.(string)
	if !ok1 || !ok {
		return v
	}
	switch p.Role.Kind {
	case role.FilePath, role.DirPath:
		related := path.Dir(s) == path.Dir(s1) || strings.HasPrefix(s, s1+"/") || strings.HasPrefix(s1, s+"/")
		if !related && strings.HasPrefix(s1, "/") && strings.Contains(s1[1:], "/") {
			return path.Join(path.Dir(s1), path.Base(s))
		}
	}
	return v
}

// finish runs the last exchange of rec, sets its group key and keys, and
// encodes it.
func (w *worker) finish(ctx context.Context, rec *dataset.Record, calls []spec, rng *rand.Rand, index int, b *built, offline func(spec) (string, bool)) error {
	if hollowAny(calls...) && !w.slotHollow {
		w.hollow = true // the slot falls back to a single call (see kindRecord)
		return nil
	}
	turns := len(rec.Turns)
	rec.Turns = append(rec.Turns, dataset.Turn{Role: dataset.RoleAssistant, Calls: specCalls(calls)})
	if !w.g.opts.Split.IsZero() {
		rec.Meta.GroupKey = kindGroupKey(rec) // with the calls: a key without them was one group for all
	}
	b.content = contentHash(rec)
	b.prompt = hash64(rec.Turns[0].Content)
	rec.Turns = rec.Turns[:turns]
	if w.hashOnly {
		return nil
	}
	if _, err := w.exchange(ctx, rec, calls, rng, index, b, offline); err != nil || b.fail != failNone {
		return err
	}
	if b.isError {
		rec.Meta.Kind = "error"
	}
	return w.encode(rec, b)
}

func specCalls(calls []spec) []dataset.Call {
	out := make([]dataset.Call, len(calls))
	for i, c := range calls {
		out[i] = dataset.Call{ID: c.id, Name: c.pt.def.Name, Arguments: c.raw}
	}
	return out
}

// kindGroupKey groups a record by the calls it makes (its own and extra,
// those not yet in its turns): tools and arguments, so records making the
// same calls land on one side of a split.
func kindGroupKey(rec *dataset.Record, extra ...dataset.Call) string {
	var tools []string
	var args []any
	var calls []dataset.Call
	for _, t := range rec.Turns {
		calls = append(calls, t.Calls...)
	}
	for _, c := range append(calls, extra...) {
		tools = append(tools, c.Name)
		var a any
		_ = json.Unmarshal(c.Arguments, &a)
		args = append(args, a)
	}
	tools = slices.Compact(slices.Sorted(slices.Values(tools)))
	return groupKey(strings.Join(tools, "+"), args)
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// scalar tells whether v is a value a person says in a few words.
func scalar(v any) bool {
	switch x := v.(type) {
	case string:
		return x != "" && !strings.ContainsRune(x, '\n') && len(x) <= 120
	case json.Number, float64, int, int64:
		return true
	}
	return false
}

// followChanges lists the parameters a follow-up may change from args to
// other's value: those set in both that differ, but for the ones a person
// does not correct by name, or, when none differs, a value other sets and
// args does not ("And only in the Annex building?").
func followChanges(pt *prepTool, args, other map[string]any) []prompt.Param {
	changed := slices.DeleteFunc(changeable(pt.bind.Params(), args, other), func(p prompt.Param) bool {
		// a bare terse key is no value a person corrects by name ("Sorry,
		// wrong s."); a choice's value says itself ("Sorry, D, not N.")
		// a field repeating another to confirm it is never the one
		// changed ("Can you do that for confirm job PJ75-04796 too?"
		// asked for the very call just made)
		return unasked(pt, p, args, other) || clashes(p, args, other) || disorders(p, args, other) || prompt.BareKey(p) && !p.Enum ||
			synth.ConfirmNamed(p.Name)
	})
	if len(changed) == 0 {
		changed = addable(pt, args, other)
	}
	return changed
}

// followup: a finished exchange, then a second user turn referring back
// to it with one value changed ("And for Lyon?"), answered by a call.
// When the first call does not run (offline, or a call the run's policy
// keeps call-only), no result is invented: the user declines the call
// when the client asks to approve it, and restates the request with the
// value changed; the record ends at the second call as a single offline
// record ends at its call.
func (w *worker) followup(ctx context.Context, u *unit, d *draw, args map[string]any, index int, kr *rand.Rand, b *built) (bool, error) {
	pt := u.tool
	if len(d.more) == 0 {
		return w.cannot(whyNoChange)
	}
	args, other, otherRaw, d := followArgs(pt, args, d)
	if a, ok := w.widenList(ctx, pt, args, index, "first"); ok {
		dd := *d
		args, dd.raw, d = a, nil, &dd
	}
	if o, ok := w.widenList(ctx, pt, other, index, "second"); ok {
		other, otherRaw = o, nil
	}
	changed := followChanges(pt, args, other)
	rng := w.slotRand(u, index)
	text, variant, err := w.request(pt, rng, index, args)
	if err != nil {
		return false, err
	}
	rec, err := w.base(u, rng, index, args, text, variant, kindFollowup)
	if err != nil {
		return false, err
	}
	first := w.specOf(pt, rng, args, d.raw)
	var second spec
	var ask, redo string
	var varied prompt.Param
	vary := func(p prompt.Param) {
		varied = p
		a2 := cloneArgs(args)
		if v := w.near(p, args[p.Name], other[p.Name]); fmt.Sprint(v) != fmt.Sprint(args[p.Name]) {
			other = cloneArgs(other)
			other[p.Name] = v // another file of the same folder
		}
		a2[p.Name] = other[p.Name]
		if old, set := args[p.Name]; w.personSpec(pt, rng, p, args, other, a2, &second, &ask, &redo) {
			// Another person, said whole.
		} else if set && (!p.Enum || saidValue(text, old)) {
			ask, redo = w.changeSaid(u, rng, index, p, old, a2, text)
		} else {
			ask = prompt.FollowUpAdd(rng, p, other[p.Name])
			redo = prompt.RedirectAdd(rng, p, other[p.Name])
		}
	}
	if len(changed) > 0 {
		vary(changed[kr.IntN(len(changed))])
	} else {
		var ok bool
		if second, ask, redo, ok, err = w.askAnew(ctx, pt, rng, index, args, other, otherRaw); err != nil || !ok {
			if err == nil {
				return w.cannot(whyNoChange)
			}
			return false, err
		}
		offer(&rec, []spec{second})
	}
	if w.g.opts.Executor == nil || w.g.opts.Shape != ShapeFull {
		return w.followOffline(ctx, &rec, first, second, ask, redo, text, varied, rng, index, b)
	}
	if w.outsideRoots([]spec{second}) {
		return w.cannot(whyOutsideRoots)
	}
	if w.hashOnly {
		rec.Turns = append(rec.Turns, dataset.Turn{Role: dataset.RoleAssistant, Calls: specCalls([]spec{first})})
		b.content, b.prompt = contentHash(&rec), hash64(text)
		return true, nil
	}
	n := len(rec.Turns)
	ran, err := w.exchange(ctx, &rec, []spec{first}, rng, index, b, nil)
	if err != nil || b.fail != failNone {
		return true, err
	}
	if !ran {
		// The policy kept the first call call-only: it did not run.
		rec.Turns = rec.Turns[:n]
		if emptyRedirect(first, second) {
			return w.cannot(whyNoChange)
		}
		if !redoKeeps(first, second) {
			return w.cannot(whyRedoElsewhere)
		}
		return true, w.declined(&rec, first, second, redo, rng, b)
	}
	if b.isError {
		// The first call failed: asking the same again fails again. The
		// follow-up corrects a value the error names, or is not made.
		p, ok := failedValue(pt, rec.Turns[n:], args, &other, changed, index)
		if !ok {
			return w.cannot(whyFollowupFailed)
		}
		vary(p)
	} else if varied.Name != "" && foundNothing(rec.Turns[n:]) && shrinks(varied, args[varied.Name], second.args[varied.Name]) {
		// "Can you run that again from 8 January?" of days that held
		// no event: another change, one that does not narrow, or none.
		i := slices.IndexFunc(changed, func(p prompt.Param) bool {
			return p.Name != varied.Name && !shrinks(p, args[p.Name], other[p.Name])
		})
		if i < 0 {
			return w.cannot(whyFollowupEmpty)
		}
		vary(changed[i])
	}
	if last := &rec.Turns[len(rec.Turns)-1]; last.Role == dataset.RoleAssistant && len(last.Calls) == 0 {
		// The next user turn asks something else: a question closing
		// the answer would go unanswered.
		last.Content = prompt.WithoutClosingQuestion(last.Content)
	}
	rec.Turns = append(rec.Turns, dataset.Turn{Role: dataset.RoleUser, Content: unlikeOpening(rec.Turns[0].Content, ask)})
	if !w.g.opts.Split.IsZero() {
		rec.Meta.GroupKey = kindGroupKey(&rec, specCalls([]spec{second})...)
	}
	b.content, b.prompt = contentHash(&rec), hash64(text)
	return w.secondCall(ctx, &rec, second, rng, index, b)
}

// alignRunWhere is alignWhere for the values naming what calls run
// through (a connection, a session, an account), not what they act on (a
// database, a repository), which a call ending things may have ended.
func alignRunWhere(pt *prepTool, a, b map[string]any) map[string]any {
	out := b
	for _, p := range pt.bind.Params() {
		v1, ok1 := a[p.Name]
		v2, ok2 := b[p.Name]
		n := norm(p.Name)
		if !ok1 || !ok2 || !scalar(v1) {
			continue
		}
		if !slices.ContainsFunc([]string{"connection", "session", "account", "instance"}, func(w string) bool { return strings.Contains(n, w) }) {
			if fmt.Sprint(v1) == fmt.Sprint(v2) {
				return b // the thing the first call ends, asked about on the same connection
			}
			continue
		}
		if len(out) == len(b) && fmt.Sprint(out) == fmt.Sprint(b) {
			out = cloneArgs(b)
		}
		out[p.Name] = v1
	}
	if r, err := pt.schema.ValidateJSON(mustJSON(out)); err != nil || len(r) > 0 {
		return b
	}
	return out
}

// askAnew makes the second call of a follow-up that changes no one value
// of the first call's args: another call (other, the draw's other
// instance, as raw otherRaw) of pt or, when that would say every value
// anew, of another tool of the server about the same thing; with ask,
// the user's next request after a result, and redo, after declining the
// first call. false when there is no such call.
func (w *worker) askAnew(ctx context.Context, pt *prepTool, rng *rand.Rand, index int, args, other map[string]any, otherRaw json.RawMessage) (spec, string, string, bool, error) {
	op, oargs, oraw := pt, other, otherRaw
	declines := w.g.opts.Executor == nil || w.g.opts.Shape != ShapeFull
	// A declined call corrected with the same tool and two or more
	// values new ("Not that one. Would you mind moving c to d?" after
	// "Would you mind moving a to b?") reads as another task in the
	// same words; a person declining asks for something else about
	// the same thing, when the server has such a tool.
	anew := declines && newLeaves(args, other) >= 2 && (namesChange(pt) || newLeaves(args, other) >= 3)
	if anew {
		if a2, p, old, v, ok := nestedIDChange(pt, args, other); ok {
			// One id inside a record corrected ("the comment on page A"
			// → page B), the rest kept: a slip, not another task.
			return w.specOf(pt, rng, a2, nil), "", prompt.Redirect(rng, p, old, v, false), true, nil
		}
	}
	if len(other) > 0 && !repeats(args, other) && repeatsCall(pt, args, other) {
		// The same call again with a value at its default ("No, sorry,
		// not that one. Could you grab scale tickets, at most 50?"):
		// nothing corrected.
		return spec{}, "", "", false, nil
	}
	if anew || len(other) == 0 || repeats(args, other) {
		// Nothing to vary: the follow-up asks another tool of the
		// server.
		op = w.relatedSibling(pt, args, index)
		var a map[string]any
		ok := op != nil
		if ok {
			a, ok = w.synthOne(ctx, op, index, "followup")
		}
		if ok {
			a, _ = w.widenList(ctx, op, a, index, "other")
		}
		if ok {
			a = asideArgs(op, args, a)
			if anew {
				a = aboutSame(op, pt, args, a)
			}
		}
		switch {
		case ok && (!anew || !needsValue(op) || newLeaves(args, a) < len(dataset.LeafTexts(a))):
			// Another tool about the same thing (a value of the first
			// call's in it, or none needed: "Take a snapshot of the page
			// instead."): "Not that one. Show me that file's info.", not
			// a user's profile after a declined comment.
			oargs, oraw = a, nil
		case anew && len(other) > 0 && !repeats(args, other):
			op = pt // no other tool: the same one, asked anew
		default:
			return spec{}, "", "", false, nil
		}
	}
	if !w.executes() && newLeaves(args, oargs) == len(dataset.LeafTexts(oargs)) {
		// In the first call's folder, unless it names the first call's
		// own file (aboutSame).
		if a := alignPaths(op, args, oargs); fmt.Sprint(a) != fmt.Sprint(oargs) {
			oargs, oraw = a, nil
		}
	}
	vi := index
	if op == pt {
		vi = index + 1 // another wording than the first request's
	}
	t2, _, err := w.request(op, rng, vi, oargs)
	if err != nil {
		return spec{}, "", "", false, err
	}
	t2 = w.referBack(op, pt, rng, index, args, oargs, t2)
	sp, follow := w.specOf(op, rng, oargs, oraw), prompt.FollowUpRequest(rng, t2)
	if len(dataset.LeafTexts(oargs)) > 0 && newLeaves(args, oargs) == len(dataset.LeafTexts(oargs)) {
		// Nothing of the declined call's in the new request: another
		// task, not a retry of the same one.
		if op == pt && !changesChoice(pt, args, oargs) && (len(dataset.LeafTexts(oargs)) == 1 || readsOnly(pt)) {
			// The same tool on another thing: a slip ("Sorry, wrong
			// one."). A look-up is stopped for nothing else: its values
			// all say which thing to look at (a point, a trip), and a
			// person stops it on seeing they gave the wrong one.
			return sp, follow, prompt.RedirectSlip(rng, t2), true, nil
		}
		if op == pt {
			// The same change on other things in several values: another
			// one chosen, not a slip ("Let's leave that one. Save a note
			// called …").
			return sp, follow, prompt.RedirectAnother(rng, t2), true, nil
		}
		// Another tool on nothing the first call named: the user says
		// why the call was stopped ("Never mind, I found it myself."),
		// else asking something unrelated gives no reason to stop it.
		return sp, follow, prompt.RedirectOther(rng, t2, readsOnly(pt)), true, nil
	}
	if op != pt && readsOnly(op) && !readsOnly(pt) {
		// A change declined for a look at the same thing first.
		return sp, follow, prompt.RedirectCheck(rng, t2), true, nil
	}
	return sp, follow, prompt.RedirectRequest(rng, t2), true, nil
}

// changesChoice tells whether b sets one of pt's choices (an enum: the
// action of a tool that lists, opens or closes tabs) other than a does:
// "Sorry, wrong one." after "list the tabs" before "select a tab" calls
// another act a slip.
func changesChoice(pt *prepTool, a, b map[string]any) bool {
	for _, p := range pt.bind.Params() {
		if v, ok := b[p.Name]; ok && p.Enum && fmt.Sprint(a[p.Name]) != fmt.Sprint(v) {
			return true
		}
	}
	return false
}

// nestedIDChange returns args with one id held inside a record of it
// (a comment's parent page) set to other's id there, the rest of args
// kept: the correction of a pasted id; p is that id said as a parameter,
// old and v its two values. false when no top-level value of args and
// other differs in one id alone, or the result does not validate.
func nestedIDChange(pt *prepTool, args, other map[string]any) (map[string]any, prompt.Param, any, any, bool) {
	for _, k := range slices.Sorted(maps.Keys(args)) {
		a, okA := args[k].(map[string]any)
		b, okB := other[k].(map[string]any)
		if !okA || !okB || len(a) != len(b) {
			continue
		}
		var key string
		for ik, av := range a {
			if fmt.Sprint(av) == fmt.Sprint(b[ik]) {
				continue
			}
			if key != "" {
				key = "-" // two values differ: not one slip
				break
			}
			key = ik
		}
		n := norm(key)
		if key == "" || key == "-" || !strings.HasSuffix(n, "id") {
			continue
		}
		s1, ok1 := a[key].(string)
		s2, ok2 := b[key].(string)
		if !ok1 || !ok2 || !prompt.TokenLike(s1) || !prompt.TokenLike(s2) {
			continue
		}
		out := cloneArgs(args)
		out[k] = b
		if r, err := pt.schema.ValidateJSON(mustJSON(out)); err != nil || len(r) > 0 {
			continue
		}
		human := strings.TrimSpace(strings.TrimSuffix(strings.ReplaceAll(key, "_", " "), "id"))
		return out, prompt.Param{Name: key, Human: human, Role: role.Role{Kind: role.ID}}, s1, s2, true
	}
	return nil, prompt.Param{}, nil, nil, false
}

// needsValue tells whether pt has a required parameter.
func needsValue(pt *prepTool) bool {
	return slices.ContainsFunc(pt.bind.Params(), func(p prompt.Param) bool { return p.Required })
}

// aboutSame returns a, the arguments drawn for o asked after declining
// a call of pt with args, with o's one required value of a kind args
// holds (a file's path, a page's id) set to args' value of that kind:
// "Not that one. Show me that file's info first.", about the thing the
// declined call was about. a itself when o takes no such value or the
// result does not validate.
func aboutSame(o, pt *prepTool, args, a map[string]any) map[string]any {
	var req []prompt.Param
	for _, p := range o.bind.Params() {
		if p.Required {
			req = append(req, p)
		}
	}
	if len(req) != 1 || req[0].Role.Kind == role.Unknown {
		return a
	}
	kind := func(k role.Kind) role.Kind {
		switch k {
		case role.FilePath, role.DirPath, role.FileName:
			return role.FilePath // a path, of a file or a folder
		}
		return k
	}
	for _, q := range pt.bind.Params() {
		v, set := args[q.Name]
		n := norm(q.Name)
		shape := valueShape(v)
		same := kind(q.Role.Kind) == kind(req[0].Role.Kind) || shape != "text" && shape == valueShape(a[req[0].Name])
		if !set || !scalar(v) || !same || strings.HasPrefix(n, "dest") || strings.HasPrefix(n, "target") || strings.HasPrefix(n, "new") {
			continue // not where a move or a rename goes: that does not exist yet
		}
		if s, _ := v.(string); req[0].Role.Kind == role.DirPath && path.Ext(s) != "" || req[0].Role.Kind == role.FilePath && q.Role.Kind == role.DirPath {
			break // a file is no folder to list ("what's inside README.md"), nor a folder a file to read
		}
		out := cloneArgs(a)
		out[req[0].Name] = v
		if r, err := o.schema.ValidateJSON(mustJSON(out)); err == nil && len(r) == 0 {
			return out
		}
		break
	}
	return a
}

// closesWhere tells whether pt's name says it closes where calls run (a
// connection, a session): another call there in the same breath fails.
func closesWhere(pt *prepTool) bool {
	n := strings.ToLower(pt.spoken().Name)
	for _, w := range []string{"disconnect", "close", "logout", "log_out", "signout", "sign_out"} {
		if strings.Contains(n, w) {
			return true
		}
	}
	return false
}

// namesChange tells whether pt's name says it changes something
// (changeWords, or fills in, submits, saves or puts).
func namesChange(pt *prepTool) bool {
	for _, w := range nameWords(pt.spoken().Name) {
		if changeWord(w) || w == "fill" || w == "submit" || w == "save" || w == "put" {
			return true
		}
	}
	return false
}

// newLeaves counts the values of other (its leaves, inside lists and
// records too) that args does not hold: how much of a request said again
// with other is new.
func newLeaves(args, other map[string]any) int {
	had := map[string]bool{}
	for _, v := range dataset.LeafTexts(args) {
		had[v] = true
	}
	n := 0
	for _, v := range dataset.LeafTexts(other) {
		if !had[v] {
			n++
		}
	}
	return n
}

// declined ends rec (the user's request so far) as a follow-up whose
// first call did not run: the call, the client's notice that the user
// declined it (cancelled it, for a read-only tool), the assistant's
// acknowledgement, the user's corrected request redo, and the second
// call. Nothing in it is a tool's output.
func (w *worker) declined(rec *dataset.Record, first, second spec, redo string, rng *rand.Rand, b *built) error {
	notice, ack := prompt.DeclinedNotice, func(rng *rand.Rand) string { return prompt.DeclinedAckFor(rng, first.pt.bind) }
	if first.pt.t.IsReadOnly() {
		// Clients run read-only tools without asking: the user stops
		// the call instead of declining it.
		notice, ack = prompt.CancelledNotice, prompt.CancelledAck
	}
	rec.Turns = append(rec.Turns,
		dataset.Turn{Role: dataset.RoleAssistant, Calls: specCalls([]spec{first})},
		dataset.Turn{Role: dataset.RoleTool, CallID: first.id, Name: first.pt.def.Name, Content: notice},
		dataset.Turn{Role: dataset.RoleAssistant, Content: ack(rng)},
		dataset.Turn{Role: dataset.RoleUser, Content: redo},
		dataset.Turn{Role: dataset.RoleAssistant, Calls: specCalls([]spec{second})})
	offer(rec, []spec{second})
	if !w.g.opts.Split.IsZero() {
		rec.Meta.GroupKey = kindGroupKey(rec)
	}
	b.content, b.prompt = contentHash(rec), hash64(rec.Turns[0].Content)
	if w.hashOnly {
		return nil
	}
	return w.encode(rec, b)
}

// redoKeeps tells whether second, the call a user asks for straight after
// declining first, keeps to first's request: a call of the same tool
// corrects one value the user got wrong and keeps the rest: the
// same search about the same thing (a query sharing a word of substance
// with the first), a file under the same person's or project's folders.
// The same tool asked anew with other values ("Let's leave that one.
// Drop contract.pdf instead."), a search about something else ("vegan
// restaurants near Miraflores" then "pharmacy near Sydney Opera House")
// or a path under someone else's folder (/Users/jordan then /Users/sam)
// is no correction. Another tool's call is another task, asked as such
// ("Oh, never mind, I already have that. Show me the comments.").
func redoKeeps(first, second spec) bool {
	if second.pt != first.pt {
		return true
	}
	var diff []prompt.Param
	for _, p := range first.pt.bind.Params() {
		v1, ok1 := first.args[p.Name]
		v2, ok2 := second.args[p.Name]
		if ok1 != ok2 || fmt.Sprint(v1) != fmt.Sprint(v2) {
			diff = append(diff, p)
		}
	}
	if slices.ContainsFunc(diff, personPart) {
		// Another person, said whole ("Oops, not them. It should be
		// Chloe Bianchi (+44 161 643 9114)."): what the call says about
		// them changes with them.
		return true
	}
	if len(diff) != 1 {
		return false
	}
	s1, _ := first.args[diff[0].Name].(string)
	s2, _ := second.args[diff[0].Name].(string)
	switch diff[0].Role.Kind {
	case role.Query:
		return sharesWord(s1, s2)
	case role.FilePath, role.DirPath:
		return sameTopDirs(s1, s2)
	}
	return true
}

// sharesWord tells whether a and b share a word of substance: four
// letters or more and no word that only links others ("near", "with").
func sharesWord(a, b string) bool {
	linking := map[string]bool{"near": true, "with": true, "from": true, "into": true, "over": true, "about": true,
		"what": true, "when": true, "where": true, "which": true, "that": true, "this": true, "than": true, "then": true,
		"open": true, "best": true, "around": true}
	had := map[string]bool{}
	split := func(s string) []string {
		return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	}
	for _, w := range split(a) {
		had[w] = true
	}
	for _, w := range split(b) {
		if had[w] && len(w) >= 4 && !linking[w] {
			return true
		}
	}
	return false
}

// sameTopDirs tells whether paths a and b lie under the same top two
// folders (/Users/jordan, src/api), or the same top one where either
// lies one folder deep: a file corrected to another of the same
// person's or project's.
func sameTopDirs(a, b string) bool {
	dirs := func(s string) []string {
		return strings.FieldsFunc(path.Dir(s), func(r rune) bool { return r == '/' })
	}
	da, db := dirs(a), dirs(b)
	n := min(2, len(da), len(db))
	return strings.HasPrefix(a, "/") == strings.HasPrefix(b, "/") && slices.Equal(da[:n], db[:n])
}

// emptyRedirect tells whether second, the call asked after declining
// first, is of another tool that could be told what to look at (a
// parameter other than a flag) and is told nothing: the person who stops
// a change for another task names what the task is about. Before:
// "Cancel booking 62201 on scaffold SC-ST-52." declined, then "Hold on, I
// want to look first. Show me the quarried blocks." with {}; now the slot
// takes another kind. A tool of flags alone works on what is at hand
// ("Take a snapshot of the page instead."), and a call asked after a
// result ("Now let's look at the stock report.") is kept.
func emptyRedirect(first, second spec) bool {
	if second.pt == first.pt || len(second.args) > 0 {
		return false
	}
	return slices.ContainsFunc(second.pt.bind.Params(), func(p prompt.Param) bool { return p.Type != "boolean" })
}

// changeable lists the parameters a follow-up can change from args to
// other's value: one-line values set in both and different, of one shape
// (an email corrected to an email, not to "Yuki": valueShape), not enums
// or flags, that change alone (changesAlone), and not leaving a range
// reversed (a start after its end).
func changeable(params []prompt.Param, args, other map[string]any) []prompt.Param {
	var out []prompt.Param
	for _, p := range params {
		v1, ok1 := args[p.Name]
		v2, ok2 := other[p.Name]
		if !ok1 || !ok2 || !scalar(v1) || !scalar(v2) || fmt.Sprint(v1) == fmt.Sprint(v2) || !changesAlone(params, p) || placeLinked(params, args, p) ||
			!sameSubject(params, args, p, v1, v2) || valueShape(v1) != valueShape(v2) || elementMoved(args, other, p) ||
			namedElsewhere(args, p.Name, v1) {
			continue
		}
		a2 := cloneArgs(args)
		a2[p.Name] = v2
		if rangeOK(a2) {
			out = append(out, p)
		}
	}
	return out
}

// elementMoved tells whether p is what goes into a page element (a
// field's value or text) and the other call's element is another one: the
// other value fits that element (a password for a password field), not
// this one ("I meant correct-horse-42" for a comment box).
func elementMoved(args, other map[string]any, p prompt.Param) bool {
	switch norm(p.Name) {
	case "value", "text", "values":
	default:
		return false
	}
	for _, k := range []string{"selector", "element", "target", "ref"} {
		if a, ok := args[k]; ok && fmt.Sprint(a) != fmt.Sprint(other[k]) {
			return true
		}
	}
	return false
}

// sameSubject tells whether a correction from v1 to v2 of p keeps to what
// the request is about, as "Sorry, I meant Lyon" does: not another
// script, query text or message (another request, not a correction),
// not a file of another type (README.md to package.json), and not the
// path of a file whose content the request gives (the content is that
// file's).
func sameSubject(params []prompt.Param, args map[string]any, p prompt.Param, v1, v2 any) bool {
	if strings.HasPrefix(norm(p.Name), "new") || strings.HasPrefix(norm(p.Name), "target") {
		// The new name of a rename is made from the old one
		// (users → users_old): another drawn alone fits another thing.
		return false
	}
	switch p.Role.Kind {
	case role.Code, role.SQL, role.Selector, role.Regex, role.Command, role.JSON, role.Text, role.Thought,
		role.CommitMessage, role.Question:
		return false
	case role.FilePath, role.FileName:
		s1, _ := v1.(string)
		s2, _ := v2.(string)
		if path.Ext(s1) != path.Ext(s2) || hasBlock(params, args) {
			return false
		}
		for _, o := range params {
			if _, set := args[o.Name]; set && o.Name != p.Name && (o.Role.Kind == role.Text || o.Role.Kind == role.Code || o.Role.Kind == role.JSON) {
				return false
			}
		}
	}
	if s, ok := v2.(string); ok && len(s) > 40 && p.Role.Kind != role.Query {
		return false
	}
	if p.Role.Kind == role.Title || norm(p.Name) == "subject" {
		// A title names the text the request gives (a note's body, a
		// mail's): another title drawn alone names another text.
		for _, o := range params {
			if _, set := args[o.Name]; set && o.Name != p.Name && carriesText(o) {
				return false
			}
		}
	}
	s1, _ := v1.(string)
	s2, _ := v2.(string)
	if words(s1) != words(s2) && (prompt.TokenLike(s1) || prompt.TokenLike(s2) || strings.IndexFunc(s1+s2, unicode.IsDigit) >= 0) {
		// Words corrected to a token ("Great service, thanks!" to
		// "correct-horse-42"): another kind of value, not a slip.
		return false
	}
	return true
}

// carriesText tells whether p holds a text the request gives (a body, a
// message, a file's content).
func carriesText(p prompt.Param) bool {
	switch p.Role.Kind {
	case role.Text, role.Code, role.JSON, role.Thought:
		return true
	}
	switch norm(p.Name) {
	case "body", "content", "contents", "text", "message", "description", "markdown":
		return true
	}
	return false
}

// words tells whether s is words (holds a space), not one token.
func words(s string) bool { return strings.Contains(strings.TrimSpace(s), " ") }

// changesAlone tells whether a person changes p's value alone in a
// follow-up: not a coordinate (latitude goes with longitude), a cursor or
// a secret, nor one of two places of a request (a new origin in another
// city than the destination).
func changesAlone(params []prompt.Param, p prompt.Param) bool {
	switch norm(p.Name) {
	case "action", "operation", "op", "command", "method":
		return false // another action is another request, not a follow-up
	}
	switch p.Role.Kind {
	case role.Latitude, role.Longitude, role.Cursor, role.Secret, role.Boolean:
		return false
	case role.City, role.Address, role.Place, role.Region, role.Country, role.Street:
		return !sameKind(params, p)
	case role.ElementRef, role.ElementDesc:
		// A page element is its ref and its description together: "the
		// Email field" corrected to "the Accept cookies button" on the
		// same ref e57 names an element the page does not have there.
		return !slices.ContainsFunc(params, func(o prompt.Param) bool {
			return o.Name != p.Name && (o.Role.Kind == role.ElementRef || o.Role.Kind == role.ElementDesc)
		})
	}
	return true
}

// placeParts are the roles of the parts of one location: a city lies in
// its region and country, a street address in its city, and a time zone
// is the place's.
var placeParts = map[role.Kind]bool{role.City: true, role.Country: true, role.Region: true, role.Address: true,
	role.Street: true, role.Zip: true, role.Timezone: true}

// placeLinked tells whether p is one part of a location and args sets
// another part of it (a city beside its country, a street beside its
// postcode): changing or listing p alone leaves the parts apart ("Can you
// do that for US too?" after a site in Madrid, ES calls for Madrid, US),
// so a follow-up or a parallel list changes another value or none. A
// street stays apart from its city, region and country: another street
// of the same city is a change a person makes alone.
func placeLinked(params []prompt.Param, args map[string]any, p prompt.Param) bool {
	if !placeParts[p.Role.Kind] {
		return false
	}
	wide := func(k role.Kind) bool {
		return k == role.City || k == role.Region || k == role.Country || k == role.Timezone
	}
	for _, o := range params {
		k := o.Role.Kind
		if _, set := args[o.Name]; !set || o.Name == p.Name || k == p.Role.Kind || !placeParts[k] {
			continue
		}
		if p.Role.Kind == role.Street && wide(k) || k == role.Street && wide(p.Role.Kind) {
			continue
		}
		return true
	}
	return false
}

// addable lists the parameters other sets and args does not, whose value a
// follow-up can add to args (one-line values that change alone, keeping
// args valid).
func addable(pt *prepTool, args, other map[string]any) []prompt.Param {
	var out []prompt.Param
	params := pt.bind.Params()
	for _, p := range params {
		v, ok := other[p.Name]
		if _, set := args[p.Name]; set || !ok || !scalar(v) || !changesAlone(params, p) || cutBesideCut(params, args, p) || placeLinked(params, args, p) || besideAlternative(pt, args, p) {
			continue
		}
		a2 := cloneArgs(args)
		a2[p.Name] = v
		if r, err := pt.schema.ValidateJSON(mustJSON(a2)); err == nil && len(r) == 0 && rangeOK(a2) && narrows(pt, p, v) {
			out = append(out, p)
		}
	}
	return out
}

// besideAlternative tells whether p is one of a tool's alternatives (a
// call carries one of them: a ticket code or a card number) and args sets
// another: "do it for card 3714…" on top of ticket SKI-5727 names the
// thing twice, two ways.
func besideAlternative(pt *prepTool, args map[string]any, p prompt.Param) bool {
	if !pt.neededOne || !slices.Contains(pt.needed, p.Name) {
		return false
	}
	return slices.ContainsFunc(pt.needed, func(n string) bool {
		_, set := args[n]
		return set && n != p.Name
	})
}

// cutBesideCut tells whether p cuts the output (cutsOutput: "the last N
// lines") and args already sets another such cut ("the first 5 lines"):
// "Can you do it with a tail of 500?" on top of a head of 5 asks for two
// cuts no person combines.
func cutBesideCut(params []prompt.Param, args map[string]any, p prompt.Param) bool {
	if !cutsOutput(p) {
		return false
	}
	return slices.ContainsFunc(params, func(o prompt.Param) bool {
		_, set := args[o.Name]
		return set && o.Name != p.Name && cutsOutput(o)
	})
}

// narrows tells whether setting p to v changes what a call finds: a
// value equal to p's default, a lower bound at or under its schema
// minimum (or at most 1: "a min capacity of 1" keeps every room) and an
// upper bound at or over its schema maximum filter nothing, so a
// follow-up "narrow that down" with them asks for nothing new.
func narrows(pt *prepTool, p prompt.Param, v any) bool {
	var sch struct {
		Properties map[string]struct {
			Default any      `json:"default"`
			Minimum *float64 `json:"minimum"`
			Maximum *float64 `json:"maximum"`
		} `json:"properties"`
	}
	_ = json.Unmarshal(pt.t.InputSchema, &sch)
	ps := sch.Properties[p.Name]
	if ps.Default != nil && fmt.Sprint(ps.Default) == fmt.Sprint(v) {
		return false
	}
	f, ok := jsonx.Number(v)
	if !ok {
		return true
	}
	n := norm(p.Name)
	if _, lo := cutAffix(n, "min"); lo {
		return f > 1 && (ps.Minimum == nil || f > *ps.Minimum)
	}
	if _, hi := cutAffix(n, "max"); hi && !strings.Contains(n, "result") && !strings.Contains(n, "limit") {
		return ps.Maximum == nil || f < *ps.Maximum
	}
	return true
}

// shrinks tells whether a follow-up setting p from old (nil: unset) to v
// narrows what the first call asked: a filter added, the lower end of a
// range raised ("from" a later day, a higher minimum) or its upper end
// lowered.
func shrinks(p prompt.Param, old, v any) bool {
	if old == nil {
		return v != nil
	}
	n := norm(p.Name)
	for _, pr := range rangePairs {
		if _, ok := cutAffix(n, pr[0]); ok {
			return !ordered(v, old) // raised
		}
		if _, ok := cutAffix(n, pr[1]); ok {
			return !ordered(old, v) // lowered
		}
	}
	return false
}

// emptyResultRe matches a result saying it found nothing: "0 events
// from …", "No results", "Nothing found", "[]".
var emptyResultRe = regexp.MustCompile(`(?i)^\s*(?:0 [a-z]|no (?:results?|matches|items|events|records|documents|entries)\b|nothing found|found nothing|\[\s*\]\s*$|\{\s*\}\s*$)`)

// foundNothing tells whether the tool results among turns say they
// found nothing (each one that ran), as a list or in words; a JSON
// object whose lists are all empty found nothing too.
func foundNothing(turns []dataset.Turn) bool {
	seen := false
	for _, t := range turns {
		if t.Role != dataset.RoleTool {
			continue
		}
		seen = true
		if emptyResultRe.MatchString(t.Content) {
			continue
		}
		var m map[string]any
		if json.Unmarshal([]byte(t.Content), &m) != nil {
			return false
		}
		lists := 0
		for _, v := range m {
			if l, ok := v.([]any); ok {
				if len(l) > 0 {
					return false
				}
				lists++
			}
		}
		if lists == 0 {
			return false
		}
	}
	return seen
}

// rangePairs are the names of the two ends of a range (lower first); a
// parameter ending in one is paired with the one ending in the other and
// the same stem ("start_date"/"end_date", "from"/"to", "min_x"/"max_x",
// "checkin_date"/"checkout_date").
var rangePairs = [][2]string{{"from", "to"}, {"start", "end"}, {"since", "until"}, {"after", "before"},
	{"min", "max"}, {"begin", "end"}, {"startdate", "enddate"}, {"fromdate", "todate"}, {"checkin", "checkout"},
	{"arrival", "departure"}}

// momentEnds are the names of two moments of one act that come in order,
// hours apart, without bounding a range a follow-up narrows: a correction
// never lands a flight before its takeoff (was a landing "29 December
// 2025 at 20:45 UTC" after a takeoff on January 17, 2026) nor weeks
// after it (see withinDay).
var momentEnds = [][2]string{{"takeoff", "landing"}}

// numberedEnd returns the name of the other end of a range whose ends
// are named alike but for a last digit one apart ("d0" gives "d1",
// "date1" "date2"), "" for another name.
func numberedEnd(k string) string {
	n := len(k)
	if n < 2 || k[n-1] < '0' || k[n-1] > '8' || k[n-2] >= '0' && k[n-2] <= '9' {
		return ""
	}
	return k[:n-1] + string(k[n-1]+1)
}

// rangeOK tells whether every range in args has its lower end at most its
// upper end (dates compared as text, numbers as numbers), the ends named
// by rangePairs, momentEnds or a last digit (numberedEnd).
func rangeOK(args map[string]any) bool {
	for lo, lv := range args {
		if hv, ok := args[numberedEnd(lo)]; ok && !ordered(lv, hv) {
			return false
		}
		nlo := norm(lo)
		for _, pr := range rangePairs {
			stem, ok := cutAffix(nlo, pr[0])
			if !ok {
				continue
			}
			for hi, hv := range args {
				if s, ok := cutAffix(norm(hi), pr[1]); ok && s == stem && !ordered(lv, hv) {
					return false
				}
			}
		}
		for _, pr := range momentEnds {
			stem, ok := cutAffix(nlo, pr[0])
			if !ok {
				continue
			}
			for hi, hv := range args {
				if s, ok := cutAffix(norm(hi), pr[1]); ok && s == stem && !withinDay(lv, hv) {
					return false
				}
			}
		}
	}
	return true
}

// withinDay tells whether moment b follows moment a by at most a day:
// two epoch numbers (seconds, or milliseconds from 10^12 on) or two
// RFC 3339 texts; other values only in order (ordered).
func withinDay(a, b any) bool {
	if !ordered(a, b) {
		return false
	}
	fa, okA := jsonx.Number(a)
	fb, okB := jsonx.Number(b)
	if okA && okB {
		dayUnits := 86400.0
		if fa >= 1e12 {
			dayUnits *= 1000
		}
		return fb-fa <= dayUnits
	}
	sa, okA := a.(string)
	sb, okB := b.(string)
	if okA && okB {
		ta, errA := time.Parse(time.RFC3339, sa)
		tb, errB := time.Parse(time.RFC3339, sb)
		if errA == nil && errB == nil {
			return tb.Sub(ta) <= 24*time.Hour
		}
	}
	return true
}

// cutAffix returns name without word w at its start or end, and whether w
// was there.
func cutAffix(name, w string) (string, bool) {
	if s, ok := strings.CutPrefix(name, w); ok {
		return s, true
	}
	return strings.CutSuffix(name, w)
}

// ordered tells whether a <= b for two numbers or two strings (other
// values: true).
func ordered(a, b any) bool {
	fa, okA := jsonx.Number(a)
	fb, okB := jsonx.Number(b)
	if okA && okB {
		return fa <= fb
	}
	sa, okA := a.(string)
	sb, okB := b.(string)
	if okA && okB {
		return sa <= sb
	}
	return true
}

// namesOther tells whether args hold another id, handle or path beside
// p's (an owner beside a repo): "Wrong one. Use cyberdyne." would not
// say which one changes.
func namesOther(params []prompt.Param, args map[string]any, p prompt.Param) bool {
	if !prompt.IDLike(p) {
		return false
	}
	for _, o := range params {
		v, set := args[o.Name]
		if !set || o.Name == p.Name {
			continue
		}
		// Another id, or a pasted token of any role (a message
		// snowflake to read before): "the wrong one" could be either.
		if s, ok := v.(string); prompt.IDLike(o) || ok && prompt.TokenLike(s) {
			return true
		}
	}
	return false
}

// sameKind tells whether another parameter of params has p's role (two
// dates, two paths): a follow-up then names which one it changes.
func sameKind(params []prompt.Param, p prompt.Param) bool {
	for _, o := range params {
		if o.Name != p.Name && o.Role.Kind != "" && o.Role.Kind == p.Role.Kind {
			return true
		}
	}
	return false
}

// narrowsRead tells whether pt only reads and b keeps every value of a,
// adding filters: the read with a lists all the read with b finds, and
// asking both at once ("Grab my past rides. Also, my past rides through
// November 16?") asks the same thing twice.
func narrowsRead(pt *prepTool, a, b map[string]any) bool {
	return readsOnly(pt) && repeats(b, a)
}

// repeats tells whether b asks for nothing a does not: every value of b
// is one of a's (the same listing without a filter, the same files in
// another order).
func repeats(a, b map[string]any) bool {
	have := map[string]bool{}
	for _, v := range dataset.LeafTexts(a) {
		have[v] = true
	}
	for _, v := range dataset.LeafTexts(b) {
		if !have[v] {
			return false
		}
	}
	return true
}

// repeatsCall is repeats of two calls of pt, b's values that are the
// parameter's stated default left out: a call setting a value to its
// default asks for what the call without it does ("List scale tickets."
// then "Could you grab scale tickets, at most 50?" of a limit that
// defaults to 50).
func repeatsCall(pt *prepTool, a, b map[string]any) bool {
	out := b
	for _, p := range pt.bind.Params() {
		v, set := b[p.Name]
		if _, inA := a[p.Name]; !set || inA || !scalar(v) || !p.IsDefault(v) {
			continue
		}
		if len(out) == len(b) {
			out = cloneArgs(b)
		}
		delete(out, p.Name)
	}
	return repeats(a, out)
}

func mustJSON(v any) json.RawMessage {
	raw, _ := jsonx.Marshal(v)
	return raw
}

func cloneArgs(m map[string]any) map[string]any {
	out := make(map[string]any, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// saidValue tells whether text says v, a choice of an enum, in its own
// words (case aside): a correction "device, not css" of a value the
// request never said (a default the call sets) corrects nothing the
// person told.
func saidValue(text string, v any) bool {
	s, ok := v.(string)
	if !ok {
		return true
	}
	l := strings.ToLower(text)
	for _, form := range []string{s, strings.ReplaceAll(s, "_", " "), strings.ReplaceAll(s, "-", " ")} {
		if form = strings.ToLower(form); form != "" && strings.Contains(l, form) {
			return true
		}
	}
	return false
}

// saysSome tells whether text says a value of partial: a request leaving
// out one value still says what it is about ("Save a note in /notes"
// lacking its title), while one saying nothing ("Can you hover over an
// element?", "I want to do a web search.") is made up around the
// omission.
func saysSome(text string, partial map[string]any) bool {
	lt := textscan.UngroupDigits(strings.ToLower(text)) // "crm" said as "a CRM database" is said; "$105,000" says 105000
	for _, v := range dataset.LeafTexts(partial) {
		if len(v) > 1 && v != "true" && v != "false" && (strings.Contains(lt, strings.ToLower(v)) || strings.Contains(lt, strings.ToLower(prompt.UnclippedValue(v)))) {
			return true
		}
	}
	return false
}

// askable lists the values of args a request can leave out for the
// assistant to ask: required values a person leaves out and gives in a
// short reply (a path, a place, a recipient, a name: a one-line string or
// a number, or a list of up to three of them). Never an optional value
// (the person did not restrict it), an enum (the enum of an action is
// what the request asks for: "Which action?" after "create an issue"), a
// count, page, cursor, flag or secret, nor an opaque identifier (an
// event id, a channel id, a UUID, a page element's snapshot ref), which
// no person knows by heart: they copy it into the request or do not ask.
func askable(params []prompt.Param, args map[string]any) []prompt.Param {
	var req []prompt.Param
	for _, p := range params {
		v, ok := args[p.Name]
		if !ok || !p.Required || p.Enum || !sayableValue(v) || defaulted(p) {
			continue
		}
		switch p.Role.Kind {
		case role.Secret, role.Boolean, role.Cursor, role.Count, role.Page, role.Offset, role.SortOrder,
			role.Latitude, role.Longitude, role.Enum, role.ElementRef, role.Thought:
			// A step of reasoning is the caller's own, not a value a
			// person forgets to say ("Which thoughts?").
			continue
		}
		switch norm(p.Name) {
		case "action", "operation", "op", "method", "mode", "type", "kind":
			continue
		}
		if sourceLike(params, p) {
			continue // "move b.txt" without its source reads as moving b.txt
		}
		if opaqueValue(p, v) {
			continue // nobody answers "Which event?" with evt_1681301b
		}
		if heldTwice(args, p.Name, v) {
			continue
		}
		req = append(req, p)
	}
	return wordsLast(req)
}

// sourceLike tells whether p is the first of two values of one kind
// (source and destination, from and to): a request without it says the
// other one as if it were it.
func sourceLike(params []prompt.Param, p prompt.Param) bool {
	switch norm(p.Name) {
	case "source", "src", "from", "old", "oldpath", "sourcepath", "origin", "start", "startdate", "fromdate", "since":
		return sameKind(params, p)
	}
	return false
}

// wordsLast keeps the values a user writes in words (a body, a message)
// only when there is nothing else to ask for: "Which content do you
// mean?" is not what an assistant asks when a path is missing too.
func wordsLast(ps []prompt.Param) []prompt.Param {
	var other []prompt.Param
	for _, p := range ps {
		switch p.Role.Kind {
		case role.Text, role.Code, role.JSON, role.Thought, role.CommitMessage, role.SQL:
		default:
			other = append(other, p)
		}
	}
	if len(other) > 0 {
		return other
	}
	return ps
}

// sayableValue: a value said in a short reply (a one-line string or a
// number), or a list of one to three strings.
func sayableValue(v any) bool {
	if l, ok := v.([]any); ok {
		if len(l) == 0 || len(l) > 3 {
			return false
		}
		for _, e := range l {
			if _, isStr := e.(string); !isStr || !scalar(e) {
				return false
			}
		}
		return true
	}
	return scalar(v)
}

// withoutValue renders the request for partial (args without the values
// vs), through the tool's template or else the generic one; "" when
// neither words the request without saying v or leaving a hole.
func (w *worker) withoutValue(pt *prepTool, rng *rand.Rand, index int, partial map[string]any, vs ...any) (string, string) {
	if text, variant := w.ownWithout(pt, rng, index, partial, vs...); text != "" {
		return text, variant
	}
	return w.genericWithout(pt, rng, index, partial, vs...)
}

// leafVals are the texts of the values vs.
func leafVals(vs []any) []string {
	var vals []string
	for _, v := range vs {
		vals = append(vals, dataset.LeafTexts(v)...)
	}
	return vals
}

// leaks tells whether text, a request worded for partial without the
// values vals, still says one of them, leaves a hole where one stood or
// speaks as documentation does.
func leaks(pt *prepTool, partial map[string]any, vals []string, text string) bool {
	rest := fmt.Sprint(partial)
	for _, x := range vals {
		// A value the request says for another parameter too (an
		// origin that is also a destination) is not a leak.
		if strings.Contains(text, x) && !strings.Contains(rest, x) {
			return true
		}
	}
	if hole(text) {
		return true
	}
	l := strings.ToLower(text)
	return strings.Contains(l, "nothing") || (saysNone(l) && !strings.Contains(strings.ToLower(rest), "none")) || strings.Contains(text, "<no value>") || strings.Contains(l, "empty list") || strings.Contains(l, "an empty ") ||
		descSpeak(text, pt.spoken().Description)
}

// ownWithout renders the request for partial through the tool's own
// wording, in a few of its variants (one may need the value); "" when
// none words it without saying vs.
func (w *worker) ownWithout(pt *prepTool, rng *rand.Rand, index int, partial map[string]any, vs ...any) (string, string) {
	vals := leafVals(vs)
	for i := range 4 {
		text, variant, err := w.r.Request(pt.bind, rng, index+i, partial)
		if err == nil && !leaks(pt, partial, vals, text) && !commandLike(text) {
			return prompt.OwnRequest(text), variant
		}
	}
	return "", ""
}

// genericWithout renders the request for partial through the generic
// wording; "" when it says one of vs or leaves a hole.
func (w *worker) genericWithout(pt *prepTool, rng *rand.Rand, index int, partial map[string]any, vs ...any) (string, string) {
	if text, variant, err := w.r.RequestGeneric(pt.bind, rng, index, partial); err == nil && !leaks(pt, partial, leafVals(vs), text) {
		return prompt.OwnRequest(text), variant
	}
	return "", ""
}

// descWords are words of a tool's documentation no person asking for
// the action says ("Save note with optional tags").
var descWords = []string{"optional", "optionally", "specified", "the provided", "the given", "if provided"}

// descSpeak tells whether text repeats a word of the tool's description
// that only documentation says: a request worded from the description.
func descSpeak(text, desc string) bool {
	t, d := strings.ToLower(text), strings.ToLower(desc)
	for _, w := range descWords {
		if strings.Contains(t, w) && strings.Contains(d, w) {
			return true
		}
	}
	return false
}

// hole tells whether a request worded without a value still says the
// preposition that led to it ("get a message to. Could you…").
func hole(text string) bool {
	for _, w := range []string{" to", " from", " for", " in", " on", " at", " with", " into", " under"} {
		for _, end := range []string{".", "?", "!", ",", ":"} {
			if strings.Contains(text, w+end) {
				return true
			}
		}
	}
	return false
}

// asideArgs keeps of a, the arguments drawn for another tool o asked for
// beside a call with args, its required values and the optional ones args
// sets too (the same place): its other options are details of a request
// nobody made ("Also, take a screenshot called cart-empty, 768 pixels
// tall" beside a click), where a person asking for two things says the
// second one plainly ("Also, take a screenshot"). A call left with no
// value keeps the first of a's values that o needs one of (o.needed:
// "wait for text" waits for some text or time), so that it still says
// what it works on. a itself when that would not stay valid.
func asideArgs(o *prepTool, args, a map[string]any) map[string]any {
	out := cloneArgs(a)
	var kept string // the first needed value a has, kept when nothing else is
	for _, p := range o.bind.Params() {
		if _, shared := args[p.Name]; !p.Required && !shared {
			if _, has := out[p.Name]; has && kept == "" && slices.Contains(o.needed, p.Name) {
				kept = p.Name
			}
			delete(out, p.Name)
		}
	}
	if len(out) == 0 && kept != "" {
		// A tool of optional parameters only ("wait for text") keeps the
		// one input its call was given: "wait for text" with {} says
		// nothing of what to wait for.
		out[kept] = a[kept]
	}
	if len(out) == 0 {
		out = sameFilter(o, args, out)
	}
	if r, err := o.schema.ValidateJSON(mustJSON(out)); err != nil || len(r) > 0 {
		return a
	}
	return out
}

// sameFilter gives out, the empty call of o asked beside or after a call
// with args, o's first optional parameter args sets too (by name), with
// args' value: a search of optional filters asked with none says nothing
// of what to look for, and the filter the first call was given is the one
// a person carries over. Before: "list the blocks of stone type Clipsham,
// and look through the stone-by-stone survey" with {}; now "… and look
// through the stone-by-stone survey for Clipsham". out itself when no
// parameter is shared or the value does not fit o's schema.
func sameFilter(o *prepTool, args, out map[string]any) map[string]any {
	for _, p := range o.bind.Params() {
		v, shared := args[p.Name]
		if !shared || p.Required || !scalar(v) {
			continue
		}
		one := map[string]any{p.Name: v}
		if r, err := o.schema.ValidateJSON(mustJSON(one)); err == nil && len(r) == 0 {
			return one
		}
	}
	return out
}

// endsThings tells whether pt closes, drops or deletes what it is given:
// another call about the same thing in the same breath would work on
// what it ends.
func endsThings(pt *prepTool) bool {
	for _, w := range actWords(pt) {
		switch w {
		case "disconnect", "close", "drop", "delete", "remove", "destroy", "logout", "kill", "stop", "cancel", "clear":
			return true
		}
	}
	return false
}

// alignBesideEnd returns a, the arguments of o asked for beside a call
// of pt (which ends something) with args: not "drop database a. And get
// the stats of a.", but on the same connection ("drop database a on
// prod-1; show me every database on that connection"), not another; and
// where what pt ends is inside (an index of a collection), in the same
// database ("drop index x on shop.reviews; count the documents in
// shop.products"), not in another one.
func alignBesideEnd(pt, o *prepTool, args, a map[string]any) map[string]any {
	a = alignRunWhere(o, args, a)
	if k, ok := endedParam(pt); ok && !slices.ContainsFunc(whereWords, func(w string) bool { return strings.Contains(norm(k), w) }) {
		a = alignWhere(o, withoutKey(args, k), a)
	}
	return a
}

// endedParam is the name of pt's parameter naming the thing pt ends:
// the word after its name's verb of ending ("index" of drop-index, so
// "indexName"); false when the name says none or no parameter holds it.
func endedParam(pt *prepTool) (string, bool) {
	w := nameWords(pt.spoken().Name)
	for i, x := range w {
		switch x {
		case "disconnect", "close", "drop", "delete", "remove", "destroy", "kill", "stop", "cancel", "clear":
		default:
			continue
		}
		for _, t := range w[i+1:] {
			if t == "a" || t == "an" || t == "the" || len(t) < 3 {
				continue
			}
			for _, p := range pt.bind.Params() {
				if strings.Contains(norm(p.Name), t) {
					return p.Name, true
				}
			}
			return "", false
		}
	}
	return "", false
}

// withoutKey is args without key k.
func withoutKey(args map[string]any, k string) map[string]any {
	out := cloneArgs(args)
	delete(out, k)
	return out
}

// pasted tells whether a request for args holds a pasted block: a block
// of text (hasBlock) or a structure (an object, a list of objects),
// which a request pastes as JSON.
func pasted(params []prompt.Param, args map[string]any) bool {
	if hasBlock(params, args) {
		return true
	}
	for _, v := range args {
		switch x := v.(type) {
		case map[string]any:
			return true
		case []any:
			for _, e := range x {
				if _, ok := e.(map[string]any); ok {
					return true
				}
			}
		}
	}
	return false
}

// relatedSiblings is relatedSibling's candidates, best first.
func (w *worker) relatedSiblings(pt *prepTool, args map[string]any, index int) []*prepTool {
	var out []*prepTool
	for _, t := range w.siblingTiers(pt, args) {
		k := kindRand(w.g.opts.Seed, hash64(pt.key+"#siblings"), index)
		k.Shuffle(len(t), func(i, j int) { t[i], t[j] = t[j], t[i] })
		out = append(out, t...)
	}
	return out
}

// plainSibling swaps o, a sibling of pt whose call a pastes a block (a
// pipeline, a JSON document), for another tool of o's tier whose call
// does not, when there is one: the second of two asks is said in passing
// ("Also, list the collections"), not with "… Target below:" and a
// document. o and a themselves when none of the first few is plain.
func (w *worker) plainSibling(ctx context.Context, pt, o *prepTool, a, args map[string]any, index int) (*prepTool, map[string]any, bool) {
	for _, t := range w.siblingTiers(pt, args) {
		if !slices.Contains(t, o) {
			continue
		}
		tried := 0
		for _, c := range t {
			if c == o || tried == 3 {
				continue
			}
			tried++
			if ca, ok := w.synthOne(ctx, c, index, "parallel"); ok && len(ca) > 0 && !pasted(c.bind.Params(), asideArgs(c, args, ca)) {
				return c, ca, true
			}
		}
		break
	}
	return o, a, true
}

// relatedSibling picks another tool of pt's server for the slot index
// that a person asks for beside or after a call of pt with args (nil when
// there is none): one about the same thing (a parameter of the same name
// as one args sets: the same repository, connection or key) that only
// reads, else one about the same thing, else one that reads, else any; never a tool
// taking no arguments (its request is its description: "What's your
// token's bot user?"). When the run executes, only tools marked
// read-only (the ones its policy runs).
func (w *worker) relatedSibling(pt *prepTool, args map[string]any, index int) *prepTool {
	for _, t := range w.siblingTiers(pt, args) {
		if len(t) > 0 {
			return t[kindRand(w.g.opts.Seed, hash64(pt.key+"#sibling"), index).IntN(len(t))]
		}
	}
	return nil
}

// siblingTiers sorts the other tools of pt's server as relatedSibling
// prefers them: about the same thing and reading, about the same thing,
// reading, the others (never one of no arguments; when the run executes,
// only those marked read-only).
func (w *worker) siblingTiers(pt *prepTool, args map[string]any) [4][]*prepTool {
	var tiers [4][]*prepTool
	for _, o := range w.g.siblings(pt) {
		if o == pt || len(o.bind.Params()) == 0 || (w.g.opts.Executor != nil && !o.t.IsReadOnly()) {
			continue
		}
		switch sh, ro := shares(o, args), readsOnly(o); {
		case sh && ro:
			tiers[0] = append(tiers[0], o)
		case sh:
			tiers[1] = append(tiers[1], o)
		case ro:
			tiers[2] = append(tiers[2], o)
		default:
			tiers[3] = append(tiers[3], o)
		}
	}
	return tiers
}

// shares tells whether o takes a parameter of the same name as a
// one-line value of args (the same connection, repository or key): a
// call of o is then about the same thing.
func shares(o *prepTool, args map[string]any) bool {
	for _, p := range o.bind.Params() {
		if v, set := args[p.Name]; set && scalar(v) {
			return true
		}
	}
	return false
}

// saysNone tells whether the lower-cased text l says "none" as a word:
// a template rendering a value left out ("free on none").
func saysNone(l string) bool {
	return textscan.HasWord(l, "none")
}

// valueShape is the kind of text a value is, as a person correcting it
// keeps it: an email, a link, a date, a path, a number, or other text. A
// correction of a loosely typed value ("value", "input") keeps its shape:
// the field that took an email takes another email.
func valueShape(v any) string {
	s, ok := v.(string)
	if !ok {
		return fmt.Sprintf("%T", v)
	}
	s = strings.TrimSpace(s)
	at := strings.LastIndex(s, "@")
	switch {
	case at > 0 && strings.Contains(s[at:], ".") && !strings.Contains(s, " "):
		return "email"
	case strings.HasPrefix(s, "http://") || strings.HasPrefix(s, "https://"):
		return "url"
	case len(s) >= 10 && s[4] == '-' && s[7] == '-' && strings.Trim(s[:4], "0123456789") == "":
		return "date"
	case strings.HasPrefix(s, "/") || strings.HasPrefix(s, "./") || strings.HasPrefix(s, "~/"):
		return "path"
	case phoneLike(s):
		return "phone"
	case s != "" && strings.Trim(s, "0123456789.-+") == "":
		return "number"
	}
	return "text"
}

// phoneLike tells whether s is written as a phone number: seven or more
// digits in groups ("(956)467-6718", "887.558.7038", "+1 555 0100 200").
func phoneLike(s string) bool {
	digits := 0
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9':
			digits++
		case strings.ContainsRune("()-. +", r):
		default:
			return false
		}
	}
	return digits >= 7 && (strings.ContainsAny(s, "()- ") || strings.Count(s, ".") > 1)
}
