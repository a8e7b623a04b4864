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
	"unicode"

	"github.com/mcpgen/mcpgen/internal/jsonx"
	"github.com/mcpgen/mcpgen/pkg/dataset"
	"github.com/mcpgen/mcpgen/pkg/prompt"
	"github.com/mcpgen/mcpgen/pkg/role"
	"github.com/mcpgen/mcpgen/pkg/synth"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// chainKinds are the roles of a parameter that can take a value found in
// another call's result: paths, urls, ids and names of things.
var chainKinds = map[role.Kind]bool{role.FilePath: true, role.DirPath: true, role.FileName: true, role.URL: true,
	role.ID: true, role.Ident: true, role.Repo: true, role.Key: true, role.Collection: true, role.Database: true,
	role.Channel: true, role.Username: true}

// finderWords in a tool's name say it lists or finds things whose ids,
// names or paths another call can use.
var finderWords = []string{"list", "search", "find", "query", "tree", "browse", "lookup", "allowed", "directories"}

// namesThing tells whether a parameter's name says it holds a name, id,
// path, url or key of something.
func namesThing(name string) bool {
	n := norm(name)
	for _, w := range []string{"name", "id", "path", "url", "uri", "key", "collection", "database"} {
		if strings.HasSuffix(n, w) || strings.HasSuffix(n, w+"s") {
			return true
		}
	}
	return false
}

func isFinder(name string) bool {
	n := strings.ToLower(name)
	for _, w := range finderWords {
		if strings.Contains(n, w) {
			return true
		}
	}
	return false
}

// chainPlan is a pair of tools of one server: a (the finder) runs first,
// b takes a value of a's result as its parameter p.
type chainPlan struct {
	a, b *prepTool
	p    prompt.Param
	// broad: a's call keeps its required arguments only (a search drawn
	// with a filter that found nothing, asked again without it).
	broad bool
	// draw numbers another draw of a's arguments (0: the slot's own when
	// a is the slot's tool): a search that found nothing is asked again
	// about something else before another pair is taken.
	draw int
}

// chainPlans lists the chains pt can take part in: as the finder when its
// name says it finds things, else as the second call; offline only
// finders with an outputSchema (their result is synthesized from it).
func (w *worker) chainPlans(pt *prepTool, offline bool) []chainPlan {
	var out []chainPlan
	asA := isFinder(pt.spoken().Name)
	for _, o := range w.g.siblings(pt) {
		if o == pt {
			continue
		}
		a, b := o, pt
		if asA {
			a, b = pt, o
		}
		if !isFinder(a.spoken().Name) || (offline && (len(a.t.OutputSchema) == 0 || freeTextOnly(a.t.OutputSchema))) {
			continue
		}
		if p, ok := chainParam(a, b); ok {
			out = append(out, chainPlan{a: a, b: b, p: p})
		}
	}
	return out
}

// freeTextOnly tells whether an output schema holds nothing but free
// text: an object whose members are all strings with no format, pattern,
// enum or const (a {"content": string}). A result synthesized from it is
// a made-up note ("GET /orders returns every order at once"), not a
// listing: a path or name in it is no item the finder found, so it feeds
// no chain offline.
func freeTextOnly(raw json.RawMessage) bool {
	var s struct {
		Type       any                        `json:"type"`
		Properties map[string]json.RawMessage `json:"properties"`
	}
	if json.Unmarshal(raw, &s) != nil || len(s.Properties) == 0 {
		return false
	}
	for _, prop := range s.Properties {
		var m map[string]any
		if json.Unmarshal(prop, &m) != nil || m["type"] != "string" {
			return false
		}
		for _, k := range []string{"format", "pattern", "enum", "const"} {
			if _, ok := m[k]; ok {
				return false
			}
		}
	}
	return true
}

// chainParam is the parameter of b that takes a value of a's result: a
// required one holding a path, url, id or name of a thing, and not one a
// also takes (a listing of one database's tables gives b a table, not a
// database: b works in the database a was asked about) unless a takes it
// as the folder it looks in and b as a file (a search of a folder finds
// the files b reads), and only one naming the kind of thing a finds (see
// thingsMeet).
func chainParam(a, b *prepTool) (prompt.Param, bool) {
	var first *prompt.Param
	for _, p := range b.bind.Params() {
		if createsIt(b, p) {
			continue
		}
		if p.Required && (chainKinds[p.Role.Kind] || namesThing(p.Name)) && (p.Type == "string" || p.Type == "array" || p.Type == "") && thingsMeet(a, b, p) {
			if !takes(a, p.Name) || foldersFiles(a, p) {
				return p, true
			}
			if first == nil {
				first = &p
			}
		}
	}
	if first != nil {
		for _, p := range a.bind.Params() {
			if p.Name == first.Name && !p.Required {
				return *first, true // an optional filter of a's: the listing names them
			}
		}
	}
	return prompt.Param{}, false
}

// createsIt tells whether b makes the thing its parameter p names (a
// "create_collection" taking the collection's name): a listing shows
// what is there already, so "if users is on the list, create it" asks
// for what cannot be done. A bare "name" or "title" of a making tool is
// always the new thing's.
func createsIt(b *prepTool, p prompt.Param) bool {
	words := nameWords(b.spoken().Name)
	makes := false
	for _, w := range words {
		switch w {
		case "create", "make", "new", "add", "mkdir":
			makes = true
		}
	}
	if !makes {
		return false
	}
	thing := norm(p.Name)
	if thing == "name" || thing == "title" {
		return true // the bare name of what b makes
	}
	for _, suf := range []string{"name", "id"} {
		if t, ok := strings.CutSuffix(thing, suf); ok && t != "" {
			thing = t
		}
	}
	for _, w := range words {
		if w == thing || w == thing+"s" {
			return true
		}
	}
	return false
}

// foldersFiles tells whether a searches a folder it takes as p's name
// while p is a file: what a finds there are values of p, not its scope.
// A listing taking the folder alone is left out: the ones seen name
// their files relative to it, never by the path b takes verbatim.
func foldersFiles(a *prepTool, p prompt.Param) bool {
	if p.Role.Kind != role.FilePath && p.Role.Kind != role.FileName {
		return false
	}
	for _, q := range a.bind.Params() {
		if q.Name == p.Name {
			return q.Role.Kind == role.DirPath && searches(a, p)
		}
	}
	return false
}

// searches tells whether the finder a takes a required argument besides
// p's name (what to search for, beside the folder to search in).
func searches(a *prepTool, p prompt.Param) bool {
	for _, q := range a.bind.Params() {
		if q.Required && q.Name != p.Name {
			return true
		}
	}
	return false
}

// takes tells whether pt has a parameter called name.
func takes(pt *prepTool, name string) bool {
	for _, p := range pt.bind.Params() {
		if p.Name == name {
			return true
		}
	}
	return false
}

// serverChains lists the chains between two other tools of pt's server.
func (w *worker) serverChains(pt *prepTool) []chainPlan {
	var out []chainPlan
	sib := w.g.siblings(pt)
	for _, a := range sib {
		if a == pt || !isFinder(a.spoken().Name) {
			continue
		}
		for _, b := range sib {
			if b == pt || b == a {
				continue
			}
			if p, ok := chainParam(a, b); ok {
				out = append(out, chainPlan{a: a, b: b, p: p})
			}
		}
	}
	return out
}

// synthOne draws one instance of pt's arguments for the slot index, from a
// generator of its own (seeded by the tool, the slot and what for).
func (w *worker) synthOne(ctx context.Context, pt *prepTool, index int, what string) (map[string]any, bool) {
	hints := w.g.opts.Hints
	if w.g.opts.HintsFor != nil {
		hints = w.g.opts.HintsFor(&pt.t)
	}
	sg, err := synth.New(pt.schema, synth.Options{Seed: w.g.opts.Seed, Key: fmt.Sprintf("%s#%s%d", pt.key, what, index),
		Budget: w.g.opts.SynthBudget, Hints: hints, Topic: pt.t.Name, About: pt.t.Description, Server: pt.server, RootObject: true, Context: ctx})
	if err != nil {
		return nil, false
	}
	_, v, err := sg.NextValue()
	m, ok := v.(map[string]any)
	if ok {
		// An optional value that filters nothing (a minimum of 1, the
		// default) is no part of what a person asks for: "the rooms
		// with at least 1 seat".
		for _, p := range pt.bind.Params() {
			if x, set := m[p.Name]; set && !p.Required && !narrows(pt, p, x) {
				delete(m, p.Name)
			}
		}
		_, r := w.rooted(ctx, pt, nil, m) // on the folders the server allows, in a run that executes
		m, ok = r.(map[string]any)
	}
	return m, err == nil && ok
}

// chain: a request that needs call A and then call B on what A found.
// With execution B's argument is taken verbatim from A's real result and
// B must succeed; offline A's result is synthesized from its
// outputSchema and B's argument taken from it.
func (w *worker) chain(ctx context.Context, u *unit, d *draw, args map[string]any, index int, kr *rand.Rand, b *built) (bool, error) {
	pt := u.tool
	offline := w.g.opts.Executor == nil || w.g.opts.Shape != ShapeFull
	plans, idle := w.chainOrder(u, index, kr, offline)
	if len(plans) == 0 && offline {
		if ok, err := w.snapshotChain(ctx, u, args, index, b); ok || err != nil {
			return ok, err
		}
	}
	if len(plans) == 0 {
		switch {
		case len(idle) > 0:
			return w.cannot(whyChainPolicy(idle))
		case offline && len(w.chainPlans(pt, false)) > 0:
			for _, cp := range w.chainPlans(pt, false) {
				if freeTextOnly(cp.a.t.OutputSchema) {
					return w.cannot(whyChainFreeText)
				}
			}
			return w.cannot(whyChainOffline)
		}
		return w.cannot(whyChainNoPair)
	}
	if !offline {
		// Which slots are duplicates must not depend on what ran: a
		// block before the shard (or before a resumed run's start) is
		// not executed. So an executed chain's duplicate key is the one
		// known before anything runs (the first pair that can be worded,
		// with the first value found), whichever pair, value or fallback
		// record the slot ends with; with no such pair the slot is a
		// single call in every pass.
		key, ok, err := w.chainKey(ctx, u, d, args, index, plans)
		if err != nil || !ok {
			if err != nil {
				return false, err
			}
			return w.cannot(whyChainNoValue)
		}
		if w.hashOnly {
			*b = key
			return true, nil
		}
		w.key = &key
	}
	// Each finder runs at most once per slot and draw of its arguments (and
	// at most maxFinderCalls such calls):
	// the plans sharing it try their second call on the same result.
	results := map[finderKey]*chainResult{}
	why := whyChainNoValue
	for _, cp := range plans {
		if _, ran := results[finderKey{cp.a, cp.broad, cp.draw}]; !ran && len(results) == maxFinderCalls {
			continue
		}
		ok, err := w.chainWith(ctx, u, d, args, index, cp, offline, false, results, b)
		if err != nil || ok {
			return ok, err
		}
		if w.why != "" && (why == whyChainNoValue || why == whyChainNoValueRun || w.why == whyChainBFailed) {
			why = w.why // the furthest a pair got
		}
		w.why = ""
		*b = built{}
	}
	return w.cannot(why)
}

// maxFinderCalls bounds the first calls one chain slot makes while
// looking for a pair whose second call finds a value in the first's
// result: the retries of a search that found nothing (three draws, with
// and without its optional filters) must leave calls for later pairs.
const maxFinderCalls = 16

// chainOrder lists the pairs the slot index of u's tool tries, in order:
// its own (drawn with kr), then with execution pairs of two other tools
// of its server; with execution only pairs the run's policy runs both
// calls of (idle names the tools that left one out). A pair that only
// echoes its listing (see echoes) is made only when the server has no
// other pair (offline it comes after its tool's other own pairs). The
// other tools' pairs are taken in turn by the slot's index (not drawn), so that each leads
// about as many slots (drawn, the pair whose request was most often
// worded took half of a server's chains). Second calls marked read-only
// come first within each: the default policy runs only them (and B must
// run), and looking something up is what a person most often does with
// what a search found. A finder of the other tools' pairs is tried again
// without its optional filters (see chainPlan.broad) when a drawn filter
// found nothing.
func (w *worker) chainOrder(u *unit, index int, kr *rand.Rand, offline bool) (plans []chainPlan, idle []string) {
	plans = w.chainPlans(u.tool, offline)
	kr.Shuffle(len(plans), func(i, j int) { plans[i], plans[j] = plans[j], plans[i] })
	if !offline {
		plans, idle = w.runnable(plans)
	}
	order := func(ps []chainPlan) {
		sort.SliceStable(ps, func(i, j int) bool {
			if ri, rj := ps[i].b.t.IsReadOnly(), ps[j].b.t.IsReadOnly(); ri != rj {
				return ri
			}
			return !echoes(ps[i]) && echoes(ps[j])
		})
	}
	order(plans)
	// Of the slot's own pairs, a finder its arguments narrow (a search,
	// a listing of one folder) before one taking none: a list of
	// everything (the folders a server may open) otherwise leads the
	// chains of every tool it feeds, the item's own search unused.
	sort.SliceStable(plans, func(i, j int) bool {
		return len(plans[i].a.bind.Params()) > 0 && len(plans[j].a.bind.Params()) == 0
	})
	if offline {
		return plans, nil
	}
	// A tool no chain of its server works for (a tool the policy does not
	// run, a reader of what no finder names in full) still has its share
	// of chains: made from two other tools of its server.
	others, idle2 := w.runnable(w.serverChains(u.tool))
	var fresh []chainPlan
	for _, cp := range others {
		if !echoes(cp) && yields(cp) {
			fresh = append(fresh, cp)
		}
	}
	if len(fresh) > 0 {
		others = fresh
		// A pair that only echoes its listing (free rooms of a day, then
		// a free room's bookings) is made only when the server has no
		// other: the second call adds little the first did not show.
		plans = slices.DeleteFunc(plans, echoes)
	}
	order(others)
	// Turned by the slot's index within the pairs tried first (reads,
	// which the default policy runs): turned over all of them, a change
	// at the head hands its turn to the read after it, which then leads
	// twice as many slots.
	n := 0
	for n < len(others) && others[n].b.t.IsReadOnly() == others[0].b.t.IsReadOnly() {
		n++
	}
	if n > 1 {
		k := (index + int(u.hash%uint64(n))) % n
		others = append(append(append([]chainPlan{}, others[k:n]...), others[:k]...), others[n:]...)
	}
	var all []chainPlan
	for _, cp := range append(plans, others...) {
		for d := range 3 {
			if d > 0 && len(cp.a.bind.Params()) == 0 {
				// a finder taking no arguments gives the same result
				// again: its retries would only use up the slot's calls
				break
			}
			cp.draw, cp.broad = d, false
			all = append(all, cp)
			if hasOptional(cp.a) {
				cp.broad = true
				all = append(all, cp)
			}
		}
	}
	sort.SliceStable(all, func(i, j int) bool { return all[i].b.t.IsReadOnly() && !all[j].b.t.IsReadOnly() })
	if len(all) == 0 {
		return nil, slices.Compact(slices.Sorted(slices.Values(append(idle, idle2...))))
	}
	return all, nil
}

// yields tells whether the finder of cp can give its second call's
// value, as its outputSchema says: a member named like the parameter, or
// a list of the things it names ("rooms" for a room_id). A finder with no
// outputSchema may give anything.
func yields(cp chainPlan) bool {
	if len(cp.a.t.OutputSchema) == 0 {
		return true
	}
	var doc any
	if json.Unmarshal(cp.a.t.OutputSchema, &doc) != nil {
		return true
	}
	ok := false
	var walk func(x any)
	walk = func(x any) {
		m, isMap := x.(map[string]any)
		if !isMap || ok {
			return
		}
		if props, has := m["properties"].(map[string]any); has {
			for k, v := range props {
				vm, _ := v.(map[string]any)
				if norm(k) == norm(cp.p.Name) || (vm != nil && vm["items"] != nil && !genericList(k) && kindFits(k, cp.p)) {
					ok = true
				}
				walk(v)
			}
		}
		walk(m["items"])
	}
	walk(doc)
	return ok
}

// hasOptional tells whether pt takes an optional parameter.
func hasOptional(pt *prepTool) bool {
	for _, p := range pt.bind.Params() {
		if !p.Required {
			return true
		}
	}
	return false
}

// echoes tells whether the chain cp's second call only narrows what the
// first call showed: an optional parameter of b (the day of a room's
// bookings) is one a takes too (the day free rooms were looked up for),
// so b is asked the same scope again and, for the item found, shows
// little the listing did not (the room free that day has little booked
// that day).
func echoes(cp chainPlan) bool {
	for _, p := range cp.b.bind.Params() {
		if p.Required || p.Name == cp.p.Name || !takes(cp.a, p.Name) {
			continue
		}
		switch p.Role.Kind {
		case role.Count, role.Page, role.Offset, role.Cursor, role.Boolean:
			continue
		}
		return true
	}
	return false
}

// chainKey is the duplicate key of an executed chain for the slot: that
// of the first of plans whose request can be worded, before anything
// runs (false when none can).
func (w *worker) chainKey(ctx context.Context, u *unit, d *draw, args map[string]any, index int, plans []chainPlan) (built, bool, error) {
	why := w.why
	defer func() { w.why = why }()
	for _, cp := range plans {
		var kb built
		ok, err := w.chainWith(ctx, u, d, args, index, cp, false, true, nil, &kb)
		if err != nil || ok {
			return built{content: kb.content, prompt: kb.prompt}, ok, err
		}
	}
	return built{}, false, nil
}

// chainKeyOf sets b's duplicate key to that of the executed chain cp
// before anything runs (see chainKey): the record rec with the request
// reqA worded for the first value found and the first call callA; false
// when the request cannot be worded.
func (w *worker) chainKeyOf(cp chainPlan, rng *rand.Rand, index int, reqA string, bArgs map[string]any, rec dataset.Record, callA spec, b *built) bool {
	text, _, ok := w.chainText(cp, rng, index, reqA, bArgs, "", nil, prompt.ChainItem{}, false)
	if !ok {
		return false
	}
	text = oneDay(text)
	rec.Turns = []dataset.Turn{{Role: dataset.RoleUser, Content: text}, {Role: dataset.RoleAssistant, Calls: specCalls([]spec{callA})}}
	b.content, b.prompt = contentHash(&rec), hash64(text)
	return true
}

// chainItemName is itemName of the value v in a finder's result resA,
// or, for a text result, in its structured form got.structured (a text
// listing names its items there) when the text shows that name too.
func chainItemName(resA string, got *chainResult, v string, p prompt.Param) (string, bool) {
	name, of := itemName(resA, v, p)
	if name == "" && got != nil && got.structured != "" {
		if name, of = itemName(got.structured, v, p); !strings.Contains(resA, name) {
			return "", false
		}
	}
	return name, of
}

// chainResult is a finder's real result as a chain reads it: the tool
// message, and the structuredContent when the message holds its text;
// or why the finder gave none.
type chainResult struct{ content, structured, why string }

// finderKey is a finder of a slot's chains, asked with its drawn
// arguments or (broad) its required ones only.
type finderKey struct {
	pt    *prepTool
	broad bool
	draw  int
}

// runFinder runs a chain's first call callA, once per slot and finder
// (results keeps what each gave): nil, with w.why set, when it did not
// run or failed.
func (w *worker) runFinder(ctx context.Context, callA spec, fk finderKey, results map[finderKey]*chainResult) (*chainResult, error) {
	got, tried := results[fk]
	if !tried {
		res, fail, _, err := w.execOne(ctx, callA)
		if err != nil {
			return nil, err
		}
		switch {
		case fail != failNone || res == nil:
			got = &chainResult{why: whyChainANotRun}
		case res.IsError:
			got = &chainResult{why: whyChainAFailed}
		default:
			got = &chainResult{content: res.Content, structured: res.Structured}
		}
		results[fk] = got
	}
	if got.why != "" {
		w.why = got.why
		return nil, nil
	}
	return got, nil
}

// decider is implemented by an Executor that can tell, without calling
// anything, whether the run's policy runs a tool (pkg/execute's does).
type decider interface {
	Decide(t *tool.Tool) (bool, string)
}

// runnable keeps the plans both of whose tools the run's policy executes,
// and names the tools (sorted, each once) that left a plan out.
func (w *worker) runnable(plans []chainPlan) ([]chainPlan, []string) {
	dc, ok := w.g.opts.Executor.(decider)
	if !ok {
		return plans, nil
	}
	var out []chainPlan
	idle := map[string]bool{}
	for _, cp := range plans {
		runA, _ := dc.Decide(&cp.a.t)
		runB, _ := dc.Decide(&cp.b.t)
		if runA && runB {
			out = append(out, cp)
			continue
		}
		for _, x := range []*prepTool{cp.a, cp.b} {
			if run, _ := dc.Decide(&x.t); !run {
				idle[x.t.Name] = true
			}
		}
	}
	names := make([]string, 0, len(idle))
	for n := range idle {
		names = append(names, n)
	}
	sort.Strings(names)
	return out, names
}

// whyChainPolicy is the reason no chain of a tool runs: the tools its
// pairs need are kept call-only by the execute policy, named so that the
// user can allow one.
func whyChainPolicy(tools []string) string {
	return "the execute policy keeps " + strings.Join(tools, ", ") + " call-only, and a chain's second call must run on the first's real result: " +
		"allow one with --allow-tool (a destructive one also needs --allow-destructive)"
}

// chainWith builds the chain cp into b; false when A's result holds no
// value B can use (or B failed on every one tried).
func (w *worker) chainWith(ctx context.Context, u *unit, d *draw, args map[string]any, index int, cp chainPlan, offline, keyOnly bool, results map[finderKey]*chainResult, b *built) (bool, error) {
	rng := w.slotRand(u, index)
	aArgs, aRaw, bArgs, ok := w.chainArgs(ctx, u, d, args, index, cp)
	if !ok {
		return false, nil
	}
	reqA, variant, err := w.chainFirst(cp, rng, index, aArgs)
	if err != nil {
		return false, err
	}
	rec, err := w.base(u, rng, index, args, "", variant, kindChain)
	if err != nil {
		return false, err
	}
	callA := w.specOf(cp.a, rng, aArgs, aRaw)
	idB := callID(rng)
	offer(&rec, []spec{callA, {pt: cp.b}})
	var resA string
	var got *chainResult // the finder's real result, when it ran
	switch {
	case offline:
		// Offline the chain is made only when A's synthesized result
		// holds a value for B (decided the same way before the shard).
		synthA, ok := w.synthOutput(ctx, cp.a, index, aArgs, w.takenPools(ctx, cp, index))
		if !ok {
			return false, nil
		}
		resA = string(synthA)
	case keyOnly:
		return w.chainKeyOf(cp, rng, index, reqA, bArgs, rec, callA, b), nil
	default:
		var err error
		if got, err = w.runFinder(ctx, callA, finderKey{cp.a, cp.broad, cp.draw}, results); err != nil || got == nil {
			return false, err
		}
		resA = got.content
	}
	vals, first, ok := w.chainValues(cp, resA, got, aArgs, rng)
	if !ok {
		return false, nil
	}
	tried := 0
	for _, v := range vals {
		if tried == 3 {
			break
		}
		name, of, ok := w.chainName(cp, resA, got, v, first, aArgs)
		if !ok || name == "" && itemSpecific(cp, aArgs, bArgs) {
			continue
		}
		aArgs, reqA, callA, fits, err := w.searchSaysName(cp, rng, index, name, offline, aArgs, reqA, callA, resA)
		if err != nil {
			return false, err
		}
		if !fits {
			continue // a search for "design review" finding the one called "Budget review"
		}
		a2 := cloneArgs(bArgs)
		a2[cp.p.Name] = v
		onDay := of && itemDay(cp.b, resA, got, v, name, a2)
		if cp.p.Type == "array" {
			a2[cp.p.Name] = []any{v}
		}
		callB := w.specOf(cp.b, rng, a2, nil)
		callB.id = idB
		if v, err := cp.b.schema.ValidateJSON(callB.raw); err != nil || len(v) > 0 {
			continue // the value found does not fit B's inputSchema
		}
		if hollowCall(callB) {
			continue // an update given only the id found changes nothing
		}
		tried++
		it := prompt.ChainItem{Name: name, Of: of, OnItsDay: onDay, Bare: len(aArgs) == 0, DaysOnly: daysOnly(cp.a, aArgs, name) && !echoes(cp),
			Given: slices.Sorted(maps.Keys(aArgs))}
		if name == "" {
			it.Holder = itemHolder(resA, v)
		}
		text, alone, ok := w.chainText(cp, rng, index, reqA, a2, v, chainSaidArgs(cp, aArgs, a2), it, name == v && !of && saysAll(aArgs, a2))
		if !ok {
			continue
		}
		text = oneDay(text)
		r2 := rec
		r2.Turns = []dataset.Turn{{Role: dataset.RoleUser, Content: text},
			{Role: dataset.RoleAssistant, Calls: specCalls([]spec{callA})}}
		b.content, b.prompt = contentHash(&r2), hash64(text)
		if w.hashOnly {
			return true, nil
		}
		if !w.g.opts.Split.IsZero() {
			r2.Meta.GroupKey = kindGroupKey(&r2) + "\x00" + cp.b.key
		}
		r2.Turns = append(r2.Turns, dataset.Turn{Role: dataset.RoleTool, CallID: callA.id, Name: callA.pt.def.Name, Content: resA})
		if offline {
			r2.Turns = append(r2.Turns, dataset.Turn{Role: dataset.RoleAssistant, Calls: specCalls([]spec{callB})})
			return true, w.encode(&r2, b)
		}
		res, fail, _, err := w.execOne(ctx, callB)
		if err != nil {
			return false, err
		}
		if fail != failNone || res == nil || res.IsError {
			w.why = whyChainBFailed
			continue
		}
		r2.Meta.Executed = true
		r2.Turns = append(r2.Turns, dataset.Turn{Role: dataset.RoleAssistant, Calls: specCalls([]spec{callB})},
			dataset.Turn{Role: dataset.RoleTool, CallID: callB.id, Name: callB.pt.def.Name, Content: res.Content})
		if f := answersHave(text, w.finalOf(callB, rng, index, res), name, res.Content); f != "" {
			if lead := w.chainLead(callA, rng, index, got); lead != "" && !alone {
				// The listing was asked for, so the answer says what
				// it found; asked for the goal alone, it answers that.
				f = lead + " " + f
			}
			r2.Turns = append(r2.Turns, dataset.Turn{Role: dataset.RoleAssistant, Content: oneDay(f)})
		}
		return true, w.encode(&r2, b)
	}
	return false, nil
}

// chainValues returns the values for B's parameter that A's result
// holds (the real result got when it ran, else resA), those A's arguments
// do not already say, media first where B takes media, rotated so any
// item may come first; first is the listing's first value ("the first
// one it finds"), media or not. ok is false, with w.why set, when none is
// left.
func (w *worker) chainValues(cp chainPlan, resA string, got *chainResult, aArgs map[string]any, rng *rand.Rand) (vals []string, first string, ok bool) {
	vals = under(found(resA, cp.p), aArgs, cp.p)
	if got != nil {
		if vals = under(foundIn(got, cp), aArgs, cp.p); len(vals) == 0 {
			w.why = whyChainNoValueRun
			return nil, "", false
		}
	}
	if len(vals) > 0 {
		first = vals[0]
	}
	if vals = mediaOnly(cp.b, cp.p, vals); len(vals) == 0 {
		w.why = cmpOr(w.why, whyChainNoValueRun)
		return nil, "", false
	}
	vals, _ = anyItemFirst(vals, rng)
	return vals, first, true
}

// searchSaysName fits A, a search, to the item named name it is to find:
// fits is false when A's query, run for real, says another title.
// Offline, a search that says no query, or says words of another item
// ("search for Sharma" acting on the patient Lena Park), gets the title
// (the person knows it: their search says it, not a listing of
// everything between two days) when A's inputSchema allows it, with A's
// request and call made again; a synthesized result that repeats the old
// words keeps them and the item is not asked for.
func (w *worker) searchSaysName(cp chainPlan, rng *rand.Rand, index int, name string, offline bool, aArgs map[string]any, reqA string, callA spec, resA string) (map[string]any, string, spec, bool, error) {
	q, ok := searchWords(cp.a)
	if !ok || name == "" {
		return aArgs, reqA, callA, true, nil
	}
	said, set := aArgs[q]
	if set && namedIn(said, name) || !set && !offline {
		return aArgs, reqA, callA, true, nil
	}
	if set && (!offline || strings.Contains(strings.ToLower(resA), strings.ToLower(fmt.Sprint(said)))) {
		return aArgs, reqA, callA, false, nil
	}
	a := cloneArgs(aArgs)
	a[q] = name
	if r, err := cp.a.schema.ValidateJSON(mustJSON(a)); err != nil || len(r) > 0 {
		return aArgs, reqA, callA, !set, nil
	}
	t, _, err := w.chainFirst(cp, rng, index, a)
	if err != nil {
		return nil, "", spec{}, false, err
	}
	return a, t, w.specOf(cp.a, rng, a, nil), true, nil
}

// chainName is what the request of the chain cp calls the value v found
// in the first call's result resA (got, when it ran): the item's name,
// "" for the first one it finds, with whether v is a thing of the named
// item (see chainItemName). False when v is not to be asked for: a change
// is not made to whatever came first, and an unnamed item is only the
// listing's first one.
func (w *worker) chainName(cp chainPlan, resA string, got *chainResult, v, first string, aArgs map[string]any) (name string, of, ok bool) {
	name, of = chainItemName(resA, got, v, cp.p)
	if name == v && !of {
		// An item called by the very value B takes (a collection, a
		// branch, a key): a person who names it already has what the
		// listing would find, so the listing is a step for nothing.
		// Only the one it lists first is left to ask for.
		name = ""
	}
	if name != "" && !of && readsOnly(cp.b) && foundByPattern(cp.a, aArgs) {
		// What a search by pattern finds ("*.md") the person could not
		// name before seeing it: they ask for the first one it finds,
		// not for "monday.md".
		name = ""
	}
	if name == "" && !readsOnly(cp.b) {
		w.why = cmpOr(w.why, whyChainNoName)
		return "", false, false
	}
	if name == "" && v != first {
		return "", false, false
	}
	return name, of, true
}

// itemSpecific tells whether B's arguments bArgs, besides the value it
// takes from the listing and the scope the listing was asked (aArgs),
// hold something written for one known item: a pipeline, a filter or
// documents (objects and lists), or the name of another thing (a
// collection of the database found). Such a call is not made on
// whatever the listing shows first ("for the first collection it lists,
// run this pipeline" on fields of a collection the person never named).
func itemSpecific(cp chainPlan, aArgs, bArgs map[string]any) bool {
	for _, p := range cp.b.bind.Params() {
		v, set := bArgs[p.Name]
		if !set || p.Name == cp.p.Name {
			continue
		}
		if av, ok := aArgs[p.Name]; ok && scalar(av) && av == v {
			continue // the scope both calls share
		}
		switch v.(type) {
		case map[string]any, []any:
			return true
		}
		if chainKinds[p.Role.Kind] {
			return true
		}
	}
	return false
}

// chainFirst words the chain cp's first request, for A's arguments
// aArgs, with the variant it was drawn with: a listing asked as a bare
// noun phrase is asked as a whole question (see prompt.AskedOut); one
// with nothing to say but what it lists is asked by the things, not by
// its description ("Get active MongoDB connections!").
func (w *worker) chainFirst(cp chainPlan, rng *rand.Rand, index int, aArgs map[string]any) (string, string, error) {
	var reqA, variant string
	for k := range 4 {
		// A listing asked as whether anything is there ("Is there
		// anything scheduled …?") is asked again: the person then names
		// the item they want, which they would not if they did not know
		// it was there.
		var err error
		if reqA, variant, err = w.request(cp.a, rng, index+k, aArgs); err != nil {
			return "", "", err
		}
		if !prompt.AsksExistence(reqA) {
			break
		}
	}
	reqA = prompt.AskedOut(rng, reqA)
	if cp.a.bind.Generic && len(aArgs) == 0 {
		if r := prompt.ListingRequest(rng, cp.a.bind, cp.p); r != "" {
			reqA = r
		}
	}
	return reqA, variant, nil
}

// itemDay gives b's optional day parameter, when bArgs has none, the day
// of the item of the finder's result (resA, or its structured form in
// got) that holds v and is called name: the bookings of an event's room are asked about on
// the event's day, not from whatever day the server counts from. False
// when b takes no such day or the item has none.
func itemDay(b *prepTool, resA string, got *chainResult, v, name string, bArgs map[string]any) bool {
	var dayParam string
	for _, p := range b.bind.Params() {
		if !p.Required && p.Role.Kind == role.Date && bArgs[p.Name] == nil {
			dayParam = p.Name
			break
		}
	}
	if dayParam == "" {
		return false
	}
	src := resA
	if got != nil && got.structured != "" {
		src = got.structured
	}
	var doc any
	if json.Unmarshal([]byte(src), &doc) != nil {
		return false
	}
	day := ""
	var walk func(x any)
	walk = func(x any) {
		switch t := x.(type) {
		case []any:
			for _, e := range t {
				walk(e)
			}
		case map[string]any:
			holds, named, d := false, false, ""
			for _, k := range slices.Sorted(maps.Keys(t)) {
				s, _ := t[k].(string)
				switch {
				case s == v:
					holds = true
				case s == name:
					named = true
				}
				if s != v && s != name && d == "" && len(s) >= 10 && isDay(s[:10]) {
					d = s[:10]
				}
			}
			if holds && named && day == "" {
				day = d
			}
			for _, k := range slices.Sorted(maps.Keys(t)) {
				walk(t[k])
			}
		}
	}
	walk(doc)
	if day == "" {
		return false
	}
	bArgs[dayParam] = day
	raw, err := jsonx.Marshal(bArgs)
	if err != nil {
		delete(bArgs, dayParam)
		return false
	}
	if r, err := b.schema.ValidateJSON(raw); err != nil || len(r) > 0 {
		delete(bArgs, dayParam)
		return false
	}
	return true
}

// namesAll tells whether the answer f names each of names already: the
// names are not listed again after it ("Juniper (AX-001) and Harbor
// (AX-002) are in the Annex building: Juniper and Harbor").
func namesAll(f string, names []string) bool {
	for _, n := range names {
		if !strings.Contains(f, n) {
			return false
		}
	}
	return true
}

// chainLead is what the final answer of a chain says first about the
// finder's result got (the first question asked): the head of the
// finder's own final answer before it lists the items ("6 rooms are free
// on 31 December 2025"), or the whole of a short one, followed by the
// names of the items it found when their list has names ("Atlas,
// Borealis and Cascade"): the person asked what is there, so the answer
// says it, not only how many. "" when it has none that short and the
// result lists no names. The answer about the item follows it, so both
// asks are answered.
func (w *worker) chainLead(callA spec, rng *rand.Rand, index int, got *chainResult) string {
	if got == nil {
		return ""
	}
	src := got.structured
	if src == "" {
		src = got.content
	}
	noun, names := listedItems(src)
	f := w.finalOf(callA, rng, index, &ExecResult{Content: got.content, Structured: got.structured})
	f, _, _ = strings.Cut(strings.TrimSpace(f), "\n")
	head, rest, listed := strings.Cut(f, ": ")
	if l, ok := valuedList(rest); ok && len(head) <= 110 {
		return strings.TrimRight(head, ".!? ") + ": " + l
	}
	switch {
	case f == "":
	case !listed:
		if namesAll(f, names) && len(names) > 1 && strings.Contains(f, "(") {
			break // each item with its details: named once, then the one asked about in full
		}
		if len(f) <= 160 && !strings.Contains(f, ". ") {
			if len(names) > 1 && strings.HasSuffix(f, ".") && !namesAll(f, names) {
				return strings.TrimSuffix(f, ".") + ": " + sayNames(names) + "."
			}
			return f
		}
	case len(head) > 110 || len(strings.Fields(head)) < 3 || strings.HasPrefix(head, "Here"):
	default:
		if len(names) > 0 {
			return strings.TrimRight(head, ".!?") + ": " + sayNames(names) + "."
		}
		return strings.TrimRight(head, ".!?") + "."
	}
	if len(names) > 1 && noun != "" {
		return fmt.Sprintf("I found %d %s: %s.", len(names), noun, sayNames(names))
	}
	return ""
}

// chainArgs draws the arguments of the chain cp's two calls for the
// slot: A's are the slot's own when A is the slot's tool; B keeps its
// required ones only (the found value is the point). False when one
// cannot be drawn.
func (w *worker) chainArgs(ctx context.Context, u *unit, d *draw, args map[string]any, index int, cp chainPlan) (aArgs map[string]any, aRaw json.RawMessage, bArgs map[string]any, ok bool) {
	aArgs, aRaw = args, d.raw
	if cp.a != u.tool || cp.draw > 0 {
		// Keyed by the slot's tool too: the chains of two tools whose
		// finder is the same do not ask it the same.
		what := "chainA" + u.tool.key
		if cp.draw > 0 {
			what += fmt.Sprintf("#%d", cp.draw)
		}
		if aArgs, ok = w.synthOne(ctx, cp.a, index, what); !ok {
			return nil, nil, nil, false
		}
		aRaw = nil
	}
	if cp.broad {
		aArgs, aRaw = cloneArgs(aArgs), nil
		for _, p := range cp.a.bind.Params() {
			if !p.Required {
				delete(aArgs, p.Name)
			}
		}
	}
	aArgs, aRaw = uncapped(cp.a, aArgs, aRaw)
	aArgs, aRaw = unlinked(cp, aArgs, aRaw)
	filter, bulk := bulkFilter(cp.b)
	for k := range 4 {
		what := "chainB"
		if k > 0 {
			what += fmt.Sprintf("#%d", k)
		}
		if bArgs, ok = w.synthOne(ctx, cp.b, index, what); !ok {
			return nil, nil, nil, false
		}
		if !bulk || narrowing(bArgs[filter]) {
			break
		}
	}
	if bulk && !narrowing(bArgs[filter]) {
		// A change to every item a filter matches is asked with the
		// filter: "update all documents" of a collection found by a
		// listing is not what a person asks of it.
		return nil, nil, nil, false
	}
	for _, p := range cp.b.bind.Params() {
		if !p.Required && p.Name != filter {
			delete(bArgs, p.Name)
		}
	}
	return aArgs, aRaw, shareArgs(cp, aArgs, withKindOf(cp, bArgs)), true
}

// bulkFilter names the optional filter of a change made to every item it
// matches (an update or delete of many documents, "the selection criteria
// for the update"), true when pt is such a change: its second call in a
// chain keeps the filter, or is not made.
func bulkFilter(pt *prepTool) (string, bool) {
	if readsOnly(pt) {
		return "", false
	}
	for _, p := range pt.bind.Params() {
		if p.Required || (p.Type != "object" && p.Type != "string") {
			continue
		}
		d := strings.ToLower(p.Description)
		switch norm(p.Name) {
		case "filter", "where", "selector", "criteria", "match", "query":
			return p.Name, true
		}
		if strings.Contains(d, "filter") || strings.Contains(d, "criteria") {
			return p.Name, true
		}
	}
	return "", false
}

// narrowing tells whether a filter's value v selects something: a
// non-empty object or text.
func narrowing(v any) bool {
	switch x := v.(type) {
	case map[string]any:
		return len(x) > 0
	case string:
		return strings.TrimSpace(x) != ""
	}
	return false
}

// uncapped drops from a chain's first call the optional arguments that
// cap or page what it lists (a limit, a page, an offset, a cursor): the
// person looks for a thing in it, and "show at most 1 event" before
// asking about one of them reads as a trap, not a request. raw is nil
// when an argument was dropped.
func uncapped(pt *prepTool, args map[string]any, raw json.RawMessage) (map[string]any, json.RawMessage) {
	var drop []string
	for _, p := range pt.bind.Params() {
		switch p.Role.Kind {
		case role.Count, role.Page, role.Offset, role.Cursor:
			if _, ok := args[p.Name]; ok && !p.Required {
				drop = append(drop, p.Name)
			}
		}
	}
	if len(drop) == 0 {
		return args, raw
	}
	args = cloneArgs(args)
	for _, n := range drop {
		delete(args, n)
	}
	return args, nil
}

// unlinked drops from a chain's first call the optional filter on the very
// value the second call takes from its result (the same parameter name,
// joins aside): the person looks the value up because they do not have it,
// and a result's first item need not match the filter. Before: "show me the
// visits on site TSC-08 and get an activity report using the first site it
// finds" answered with TSC-07; now "show me the visits from March 11
// through March 15 and get an activity report using the first site it
// finds". raw is nil when the argument was dropped.
func unlinked(cp chainPlan, args map[string]any, raw json.RawMessage) (map[string]any, json.RawMessage) {
	for _, p := range cp.a.bind.Params() {
		if p.Required || norm(p.Name) != norm(cp.p.Name) {
			continue
		}
		if _, ok := args[p.Name]; ok {
			args = cloneArgs(args)
			delete(args, p.Name)
			raw = nil
		}
	}
	return args, raw
}

// chainSaidArgs are the arguments of the chain cp's second call bArgs
// its request says: not the required ones A's call has said already (the
// connection both work through is said once: "Show me the databases of
// connection prod-1. … Get the size of sessions in it."); an optional
// one (the day) is said again, as "that day".
func chainSaidArgs(cp chainPlan, aArgs, bArgs map[string]any) map[string]any {
	out := cloneArgs(bArgs)
	for _, p := range cp.b.bind.Params() {
		if av, ok := aArgs[p.Name]; ok && p.Required && p.Name != cp.p.Name && scalar(av) && av == bArgs[p.Name] {
			delete(out, p.Name)
		}
	}
	return out
}

// shareArgs gives B's parameters that A's call has values for (by name:
// the day free rooms were looked up for, the database whose collections
// were listed) A's values, beside the found one: the person asks about
// the same day and database, not another one drawn for B. Paging and
// counts are A's own. bArgs is kept as it is when the values do not fit
// B's inputSchema.
func shareArgs(cp chainPlan, aArgs, bArgs map[string]any) map[string]any {
	out := cloneArgs(bArgs)
	shared := false
	for _, p := range cp.b.bind.Params() {
		av, ok := aArgs[p.Name]
		if !ok || p.Name == cp.p.Name || !scalar(av) || !p.Required {
			// An optional scope of B's that A was asked too (the day
			// free rooms were looked up for) is not asked again: the
			// room free all day has nothing booked that day (see
			// echoes).
			continue
		}
		switch p.Role.Kind {
		case role.Count, role.Page, role.Offset, role.Cursor, role.Boolean:
			continue
		}
		switch norm(p.Name) {
		case "limit", "offset", "page", "pagesize", "perpage", "cursor", "maxresults":
			continue
		}
		out[p.Name], shared = av, true
	}
	if !shared {
		return bArgs
	}
	raw, err := jsonx.Marshal(out)
	if err != nil {
		return bArgs
	}
	if v, err := cp.b.schema.ValidateJSON(raw); err != nil || len(v) > 0 {
		return bArgs
	}
	return out
}

// chainText words the chain cp as one request: reqA, then B's action on
// the thing A found, the value v called name (of: the thing of the item
// called name); said are the arguments B's own request says. A named thing is said in
// B's own request in place of v, asked as the goal or made on the
// listing showing it (see prompt.ChainSaid; a few of B's wordings are
// tried). Else B's action is said after reqA, on the listing showing the
// named thing or on the first one found (see prompt.ChainRequest); when B
// has values of its own (bArgs beyond the found one) its request says
// them; a wording of it that does not open with its action (a question, a
// leading phrase) is drawn again, and the pair given up (false) after
// three. whole tells that the person calls the item by the very value
// B takes and B's arguments say all the listing was asked: the need is
// then B's own request ("What are the indexes on the users collection in
// inventory?"), the listing how the assistant finds the item, not a test
// the person spells out ("Is users one of them? If so, …").
func (w *worker) chainText(cp chainPlan, rng *rand.Rand, index int, reqA string, bArgs map[string]any, v string, said map[string]any, it prompt.ChainItem, whole bool) (text string, alone, ok bool) {
	name, of := it.Name, it.Of
	if whole {
		for k := range 4 {
			reqB, _, err := w.request(cp.b, rng, index+k, bArgs)
			if err == nil && !strings.Contains(reqB, "<no value>") && strings.Contains(reqB, v) && !stacked(reqB) {
				return reqB, true, true
			}
		}
	}
	if name == "" && !of && it.Holder != "" && len(bArgs) <= 1 && !prompt.FindsKind(reqA, cp.a.spoken().Description, cp.p) {
		// The customer of the first visit a listing of visits shows.
		t, ok := prompt.ChainRequestOf(rng, cp.b.bind, reqA, cp.p, it.Holder)
		return t, false, ok
	}
	if name == "" && (of || !prompt.FindsKind(reqA, cp.a.spoken().Description, cp.p)) {
		// A thing the first call does not list ("the first room it
		// finds" of a search for events) cannot be asked for as the
		// first one it finds.
		return "", false, false
	}
	if name != "" {
		for k := range 4 {
			reqB, _, err := w.r.Request(cp.b.bind, rng, index+k, said)
			if err != nil || stacked(reqB) || commandLike(reqB) || descSpeak(reqB, cp.b.spoken().Description) || strings.Contains(reqB, "<no value>") || strings.Contains(reqB, "  ") {
				continue
			}
			if t, alone, ok := prompt.ChainSaid(rng, cp.b.bind, reqA, prompt.WithoutGreeting(prompt.OwnRequest(reqB)), cp.p, v, it, readsOnly(cp.b)); ok {
				return t, alone, true
			}
		}
		if of {
			return "", false, false // "the room called "Quarterly review"" would name the wrong thing
		}
	}
	// The goal alone when the listing says nothing of its own: the
	// listing is how the assistant finds the item, not a test the
	// person spells out ("List my connections. If there's one called
	// prod, close it.").
	goal := it.Bare && name != ""
	text = prompt.ChainRequest(rng, cp.b.bind, reqA, cp.p, name)
	if goal {
		if t, ok := prompt.ChainGoal(rng, cp.b.bind, cp.p, name); ok {
			text, alone = t, true
		}
	}
	if len(bArgs) <= 1 {
		return text, alone, true
	}
	others := cloneArgs(bArgs)
	if said != nil {
		others = cloneArgs(said) // what the first request said is not said again
	}
	delete(others, cp.p.Name)
	if len(others) == 0 {
		return text, alone, true
	}
	for range 3 {
		if reqB, _ := w.withoutValue(cp.b, rng, index, others, "\x00"); reqB != "" {
			if goal {
				if t, ok := prompt.ChainGoalWith(rng, reqB, cp.p, name); ok {
					return t, true, true
				}
			}
			if t, ok := prompt.ChainRequestWith(rng, reqA, reqB, cp.p, name); ok {
				return t, false, true
			}
		}
	}
	return "", false, false
}

// stacked tells whether a request asks several questions ("Does AX-002
// have a screen? And is it busy?") or makes its step on a condition of
// its own ("Is HQ-101 free at 10:00? If so, book it."): made on a
// listing's item, a chain's request then stacks three or four, where a
// person asks one need.
func stacked(req string) bool {
	return strings.Count(req, "?") > 1 || strings.Contains(strings.ToLower(req), "if so")
}

// saysAll tells whether every argument of the listing aArgs is one of
// bArgs with the same value: B's request then says all the listing is
// asked.
func saysAll(aArgs, bArgs map[string]any) bool {
	for k, av := range aArgs {
		bv, ok := bArgs[k]
		if !ok || !scalar(av) || av != bv {
			return false
		}
	}
	return true
}

// foundByPattern tells whether the chain's first call pt searches by a
// pattern (a glob or regular expression among its arguments args): what
// it finds is then not known by name before it runs.
func foundByPattern(pt *prepTool, args map[string]any) bool {
	for _, p := range pt.bind.Params() {
		if s, ok := args[p.Name].(string); ok && s != "" && (p.Role.Kind == role.Glob || p.Role.Kind == role.Regex) {
			return true
		}
	}
	return false
}

// daysOnly tells whether every argument of the chain's first call pt,
// args, is a day (a search of the calendar between two days) or words
// the found item's name says itself (a search for "retro" finding
// "Sprint 48 retro"), with at least one day: the item it finds is then
// said by its name and when it is.
func daysOnly(pt *prepTool, args map[string]any, name string) bool {
	days := 0
	for _, p := range pt.bind.Params() {
		v, ok := args[p.Name]
		switch {
		case !ok:
		case p.Role.Kind == role.Date:
			days++
		case !namedIn(v, name):
			return false
		}
	}
	return days > 0
}

// searchWords names pt's parameter taking words of the title of what it
// finds (a search's query, required or not, or an optional "words the
// event's title contains"): a person who names the item they want by its
// title searches by it. false when pt has none.
func searchWords(pt *prepTool) (string, bool) {
	for _, p := range pt.bind.Params() {
		if p.Type == "string" && (p.Role.Kind == role.Query || !p.Required && p.Role.Kind == role.Title) {
			return p.Name, true
		}
	}
	return "", false
}

// namedIn tells whether v, a word or a list of words of a search, is
// said in name (case aside): the name then says what the search asked.
func namedIn(v any, name string) bool {
	l := strings.ToLower(name)
	has := func(x any) bool {
		s, ok := x.(string)
		s = strings.ToLower(strings.TrimSpace(s))
		i := strings.Index(l, s)
		edge := func(j int) bool {
			return j < 0 || j >= len(l) || !unicode.IsLetter(rune(l[j])) && !unicode.IsDigit(rune(l[j]))
		}
		return ok && s != "" && i >= 0 && edge(i-1) && edge(i+len(s))
	}
	if xs, ok := v.([]any); ok {
		for _, x := range xs {
			if !has(x) {
				return false
			}
		}
		return len(xs) > 0
	}
	return has(v)
}

// execOne runs one call; a nil result means it was not executed (the
// policy kept it call-only).
func (w *worker) execOne(ctx context.Context, c spec) (*ExecResult, failKind, string, error) {
	res, err := w.g.opts.Executor.Execute(ctx, w.id, &c.pt.t, c.raw)
	if err != nil {
		if ctx.Err() != nil {
			return nil, failExec, "", ctx.Err()
		}
		return nil, failExec, err.Error(), nil
	}
	if res.Skip {
		return nil, failExecSkip, res.SkipReason, nil
	}
	if res.CallOnly {
		return nil, failNone, "", nil
	}
	return res, failNone, "", nil
}

// Why a chain with execution could not be made, beside the reasons of
// kinds.go: the furthest its pairs got.
const (
	whyChainANotRun = "the listing call of every pair was not executed (skipped or call-only)"
	whyChainAFailed = "the listing call of every pair failed (isError) on its synthesized arguments: give it real values with --probe or --hints"
	whyChainBFailed = "the second call failed (isError) on every value found in the listing's result"
	// whyChainNoName: a state-changing call is made to an item the
	// request can name, not to whatever came first.
	whyChainNoName = "the listing's result names its items by id only, and a change is not made to whatever came first"
	// whyChainNoValueRun: the listing ran, but on the values drawn for it
	// found nothing (a search of dates with no events).
	whyChainNoValueRun = "the listing's real result held no value the second call takes (it found nothing, or nothing of that kind): give the listing real values with --probe or --hints"
)

// takenPools are the value pools of a finder's synthesized result in the
// chain cp: members named like B's parameter hold values drawn for it as
// B's arguments are ("HQ-201" for a room_id described as "such as
// HQ-101"), so the value B takes from the result is one a person would
// see there.
func (w *worker) takenPools(ctx context.Context, cp chainPlan, index int) map[string][]any {
	var vals []any
	seen := map[string]bool{}
	for k := range 4 {
		a, ok := w.synthOne(ctx, cp.b, index, fmt.Sprintf("chainOut%d.", k))
		if !ok {
			continue
		}
		vs := []any{a[cp.p.Name]}
		if l, isList := a[cp.p.Name].([]any); isList {
			vs = l
		}
		for _, v := range vs {
			if s, isStr := v.(string); isStr && s != "" && !seen[s] {
				seen[s] = true
				vals = append(vals, s)
			}
		}
	}
	if len(vals) == 0 {
		return nil
	}
	// Only the member named like the parameter: a listing's own "id"
	// keeps ids of its own pattern, each entry another (the pool would
	// repeat a few). A listing of the kind the parameter names (the
	// "databases" a database is taken from) says the items' names with
	// them too: "crm", not "created_at_idx".
	out := map[string][]any{cp.p.Name: vals}
	if cp.p.Role.Kind != role.ID && listsKind(cp.a.t.OutputSchema, cp.p) {
		out["name"] = vals
	}
	return out
}

// listsKind tells whether an output schema has a list of objects with a
// "name", named for the kind p names ("databases" for a database).
func listsKind(raw json.RawMessage, p prompt.Param) bool {
	var s struct {
		Properties map[string]struct {
			Items struct {
				Properties map[string]json.RawMessage `json:"properties"`
			} `json:"items"`
		} `json:"properties"`
	}
	if json.Unmarshal(raw, &s) != nil {
		return false
	}
	for k, prop := range s.Properties {
		if _, named := prop.Items.Properties["name"]; named && !genericList(k) && kindFits(k, p) {
			return true
		}
	}
	return false
}

// foundIn lists the values of a finder's real result r that cp's second
// call can take (see found), verbatim in the tool message: those of the
// message, then those of its structuredContent that the message shows
// too (a text listing "HQ-101 (HQ, 4 seats)" holds ids only its
// structured form names), then words of the message that match the
// parameter's pattern ("evt_a6fbc97a" for ^evt_[0-9a-f]{8}$).
func foundIn(r *chainResult, cp chainPlan) []string {
	out := found(r.content, cp.p)
	seen := map[string]bool{}
	for _, v := range out {
		seen[v] = true
	}
	add := func(v string) {
		if !seen[v] && strings.Contains(r.content, v) {
			seen[v] = true
			out = append(out, v)
		}
	}
	if r.structured != "" {
		for _, v := range found(r.structured, cp.p) {
			add(v)
		}
	}
	if re := paramPattern(cp.b, cp.p.Name); re != nil {
		for _, wd := range wordRe.FindAllString(r.content, -1) {
			if re.MatchString(wd) {
				add(wd)
			}
		}
	}
	return out
}

// wordRe matches the words of a text a pattern of an id can match: runs
// of letters, digits and the marks ids are written with.
var wordRe = regexp.MustCompile(`[\p{L}\p{N}_.:@/#-]*[\p{L}\p{N}_]`)

// paramPattern compiles the pattern of pt's parameter name (Go's regexp
// syntax; nil when it has none or it does not compile), anchored so that
// it matches whole words only.
func paramPattern(pt *prepTool, name string) *regexp.Regexp {
	var sch struct {
		Properties map[string]struct {
			Pattern string `json:"pattern"`
			Items   *struct {
				Pattern string `json:"pattern"`
			} `json:"items"`
		} `json:"properties"`
	}
	if json.Unmarshal(pt.t.InputSchema, &sch) != nil {
		return nil
	}
	ps := sch.Properties[name]
	pat := ps.Pattern
	if pat == "" && ps.Items != nil {
		pat = ps.Items.Pattern
	}
	if pat == "" {
		return nil
	}
	re, err := regexp.Compile(`^(?:` + pat + `)$`)
	if err != nil {
		return nil
	}
	return re
}

var (
	absPath = regexp.MustCompile(`(?m)(?:^|[\s"'\[(,])((?:/|[A-Za-z]:\\)[^\s"'<>,;\])]+)`)
	urlRe   = regexp.MustCompile(`https?://[^\s"'<>)\]]+`)
)

// found lists the values in result (a tool's output) that p can take,
// verbatim, in order of appearance: absolute paths for path parameters
// (files with an extension for a file, without for a folder), urls for
// urls, and for others the string values of JSON members named like p
// (or "id", "name", "key").
func found(result string, p prompt.Param) []string {
	var out []string
	seen := map[string]bool{}
	add := func(s string) {
		if s != "" && !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	var doc any
	isJSON := json.Unmarshal([]byte(result), &doc) == nil
	texts := []string{result}
	if isJSON {
		// A structured result holds the text in its string members.
		texts = texts[:0]
		leaves(doc, "", func(_, v string) { texts = append(texts, v) })
	}
	switch p.Role.Kind {
	case role.FilePath, role.DirPath, role.FileName:
		for _, m := range absPath.FindAllStringSubmatch(strings.Join(texts, "\n"), -1) {
			v := strings.TrimRight(m[1], ".:")
			hasExt := path.Ext(path.Base(v)) != ""
			if (p.Role.Kind == role.DirPath && hasExt) || (p.Role.Kind != role.DirPath && !hasExt) {
				continue
			}
			add(v)
		}
		if len(out) > 0 {
			return out
		}
	case role.URL:
		for _, m := range urlRe.FindAllString(strings.Join(texts, "\n"), -1) {
			add(strings.TrimRight(m, ".,"))
		}
		return out
	}
	if !isJSON {
		return out
	}
	want := map[string]bool{norm(p.Name): true}
	switch p.Role.Kind {
	case role.FilePath, role.DirPath, role.FileName:
		want["path"], want["file"], want["filepath"] = true, true, true
	case role.ID:
		want["id"] = true
	default:
		want["name"], want["id"], want["key"] = true, true, true
	}
	listed(doc, "", "", func(list, key, v string) {
		if norm(key) == norm(p.Name) || (want[norm(key)] && kindFits(list, p)) {
			add(v)
		}
	})
	return out
}

// kindFits tells whether the items of a result's list called list are
// the things p names, so that their plain "name" or "id" is p's value:
// "databases" for a database, "rooms" for a room_id; a list of links
// holds no database names. A list named for no kind ("items", "results")
// or a value outside a list fits any parameter.
func kindFits(list string, p prompt.Param) bool {
	if genericList(list) {
		return true
	}
	l := strings.TrimSuffix(strings.TrimSuffix(norm(list), "es"), "s")
	n := norm(p.Name)
	for _, suf := range []string{"ids", "id", "names", "name", "keys", "key"} {
		if t, ok := strings.CutSuffix(n, suf); ok && t != "" {
			n = t
			break
		}
	}
	return strings.HasPrefix(l, n) || strings.HasPrefix(n, l) || strings.HasSuffix(l, n)
}

// genericList tells whether a list's name says no kind of thing ("items",
// "results", or none).
func genericList(list string) bool {
	switch strings.TrimSuffix(strings.TrimSuffix(norm(list), "es"), "s") {
	case "", "item", "result", "data", "entry", "entri", "record", "match", "matche", "hit", "value", "node", "object", "element", "row":
		return true
	}
	return false
}

// listed calls f with each string leaf of v, the key holding it and the
// key of the nearest list holding it, in a stable order.
func listed(v any, list, key string, f func(list, key, v string)) {
	switch x := v.(type) {
	case string:
		f(list, key, x)
	case []any:
		for _, e := range x {
			listed(e, key, key, f)
		}
	case map[string]any:
		for _, k := range slices.Sorted(maps.Keys(x)) {
			listed(x[k], list, k, f)
		}
	}
}

func norm(s string) string {
	return strings.ToLower(normJoins.Replace(s))
}

// normJoins drops the joins norm ignores. Built once: a Replacer builds its
// lookup table on first use, which made up a fifth of a chain run's CPU
// time when norm made a new one per call.
var normJoins = strings.NewReplacer("_", "", "-", "", " ", "")

// leaves calls f with each string leaf of v and the key holding it, in a
// stable order (object keys sorted).
func leaves(v any, key string, f func(key, v string)) {
	switch x := v.(type) {
	case string:
		f(key, x)
	case []any:
		for _, e := range x {
			leaves(e, key, f)
		}
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			leaves(x[k], k, f)
		}
	}
}

// under keeps the paths of vals that lie in a folder the finder's
// arguments aArgs name: a listing of /a/b holds entries of /a/b, and a
// path elsewhere in its text ("GET /orders" in a description) is no entry
// of it. Values of parameters other than paths, and all of vals when
// aArgs names no absolute folder, are kept.
func under(vals []string, aArgs map[string]any, p prompt.Param) []string {
	switch p.Role.Kind {
	case role.FilePath, role.DirPath, role.FileName:
	default:
		return vals
	}
	var dirs []string
	for _, v := range aArgs {
		if s, ok := v.(string); ok && strings.HasPrefix(s, "/") && !strings.ContainsAny(s, " \n*?") {
			dirs = append(dirs, strings.TrimRight(s, "/")+"/")
		}
	}
	if len(dirs) == 0 {
		return vals
	}
	var out []string
	for _, v := range vals {
		for _, d := range dirs {
			if strings.HasPrefix(v, d) {
				out = append(out, v)
				break
			}
		}
	}
	return out
}

// mediaOnly keeps, for a second call b that reads media files, the paths
// of vals with a media extension: a search's markdown file was "loaded"
// as an image. Other calls and parameters keep all of vals.
func mediaOnly(b *prepTool, p prompt.Param, vals []string) []string {
	switch p.Role.Kind {
	case role.FilePath, role.FileName:
	default:
		return vals
	}
	if !tool.ReadsMedia(b.spoken().Name, p.Description) {
		return vals
	}
	return tool.MediaFiles(vals)
}

// anyItemFirst returns the values found in a listing starting at a random
// one (a chain works on any item of the listing, not always its first),
// and the listing's first value, the only one a request without a name
// for the item ("the first one it lists") can mean.
func anyItemFirst(vals []string, rng *rand.Rand) (rotated []string, first string) {
	if len(vals) == 0 {
		return vals, ""
	}
	first = vals[0]
	if len(vals) > 1 {
		k := rng.IntN(len(vals))
		vals = append(vals[k:len(vals):len(vals)], vals[:k]...)
	}
	return vals, first
}
