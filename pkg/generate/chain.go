package generate

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"path"
	"regexp"
	"sort"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/dataset"
	"github.com/mcpgen/mcpgen/pkg/prompt"
	"github.com/mcpgen/mcpgen/pkg/role"
	"github.com/mcpgen/mcpgen/pkg/synth"
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
}

// chainPlans lists the chains pt can take part in: as the finder when its
// name says it finds things, else as the second call; offline only
// finders with an outputSchema (their result is synthesized from it).
func (w *worker) chainPlans(pt *prepTool, offline bool) []chainPlan {
	var out []chainPlan
	asA := isFinder(pt.t.Name)
	for _, o := range w.g.tools {
		if o == pt || o.t.Server != pt.t.Server {
			continue
		}
		a, b := o, pt
		if asA {
			a, b = pt, o
		}
		if !isFinder(a.t.Name) || (offline && len(a.t.OutputSchema) == 0) {
			continue
		}
		for _, p := range b.bind.Params() {
			if p.Required && (chainKinds[p.Role.Kind] || namesThing(p.Name)) && (p.Type == "string" || p.Type == "array" || p.Type == "") {
				out = append(out, chainPlan{a: a, b: b, p: p})
				break
			}
		}
	}
	return out
}

// serverChains lists the chains between two other tools of pt's server.
func (w *worker) serverChains(pt *prepTool) []chainPlan {
	var out []chainPlan
	for _, a := range w.g.tools {
		if a == pt || a.t.Server != pt.t.Server || !isFinder(a.t.Name) {
			continue
		}
		for _, b := range w.g.tools {
			if b == pt || b == a || b.t.Server != pt.t.Server {
				continue
			}
			for _, p := range b.bind.Params() {
				if p.Required && (chainKinds[p.Role.Kind] || namesThing(p.Name)) && (p.Type == "string" || p.Type == "array" || p.Type == "") {
					out = append(out, chainPlan{a: a, b: b, p: p})
					break
				}
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
		Budget: w.g.opts.SynthBudget, Hints: hints, Topic: pt.t.Name, About: pt.t.Description, RootObject: true, Context: ctx})
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
	plans := w.chainPlans(pt, offline)
	kr.Shuffle(len(plans), func(i, j int) { plans[i], plans[j] = plans[j], plans[i] })
	if !offline {
		// A tool no chain of its server works for (a tool the policy does
		// not run, a reader of what no finder names in full) still has its
		// share of chains: made from two other tools of its server.
		others := w.serverChains(pt)
		kr.Shuffle(len(others), func(i, j int) { others[i], others[j] = others[j], others[i] })
		plans = append(plans, others...)
	}
	if len(plans) == 0 {
		if offline && len(w.chainPlans(pt, false)) > 0 {
			return w.cannot(whyChainOffline)
		}
		return w.cannot(whyChainNoPair)
	}
	{
		// Second calls marked read-only first: the default policy runs
		// only them (and B must run), and looking something up is what a
		// person most often does with what a search found.
		sort.SliceStable(plans, func(i, j int) bool { return plans[i].b.t.IsReadOnly() && !plans[j].b.t.IsReadOnly() })
	}
	if !offline && w.hashOnly {
		plans = plans[:1]
	}
	// Each finder runs at most once per slot (and at most five of them):
	// the plans sharing it try their second call on the same result.
	results := map[*prepTool]*string{}
	for _, cp := range plans {
		if _, ran := results[cp.a]; !ran && len(results) == 5 {
			continue
		}
		ok, err := w.chainWith(ctx, u, d, args, index, cp, offline, results, b)
		if err != nil || ok {
			return ok, err
		}
		*b = built{}
	}
	return w.cannot(whyChainNoValue)
}

// chainWith builds the chain cp into b; false when A's result holds no
// value B can use (or B failed on every one tried).
func (w *worker) chainWith(ctx context.Context, u *unit, d *draw, args map[string]any, index int, cp chainPlan, offline bool, results map[*prepTool]*string, b *built) (bool, error) {
	rng := w.slotRand(u, index)
	aArgs, aRaw, bArgs, ok := w.chainArgs(ctx, u, d, args, index, cp)
	if !ok {
		return false, nil
	}
	reqA, variant, err := w.request(cp.a, rng, index, aArgs)
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
	switch {
	case offline:
		// Offline the chain is made only when A's synthesized result
		// holds a value for B (decided the same way before the shard).
		synthA, ok := w.synthOutput(cp.a, index)
		if !ok {
			return false, nil
		}
		resA = string(synthA)
	case w.hashOnly:
		// Before the shard an executed chain is not run: its key is
		// that of its request with the first value found.
		text, ok := w.chainText(cp, rng, index, reqA, bArgs, "")
		if !ok {
			return false, nil
		}
		rec.Turns[0].Content = text
		rec.Turns = append(rec.Turns, dataset.Turn{Role: dataset.RoleAssistant, Calls: specCalls([]spec{callA})})
		b.content, b.prompt = contentHash(&rec), hash64(text)
		return true, nil
	default:
		got, err := w.finderResult(ctx, callA, results)
		if err != nil || got == nil {
			return false, err
		}
		resA = *got
	}
	vals := under(found(resA, cp.p), aArgs, cp.p)
	if len(vals) > 1 {
		// Any item of the listing, not always its first.
		k := rng.IntN(len(vals))
		vals = append(vals[k:], vals[:k]...)
	}
	tried := 0
	for _, v := range vals {
		if tried == 3 {
			break
		}
		name := itemName(resA, v, cp.p)
		if name == "" && !readsOnly(cp.b) {
			continue // a change is not made to whatever came first
		}
		a2 := cloneArgs(bArgs)
		a2[cp.p.Name] = v
		if cp.p.Type == "array" {
			a2[cp.p.Name] = []any{v}
		}
		callB := w.specOf(cp.b, rng, a2, nil)
		callB.id = idB
		if v, err := cp.b.schema.ValidateJSON(callB.raw); err != nil || len(v) > 0 {
			continue // the value found does not fit B's inputSchema
		}
		tried++
		text, ok := w.chainText(cp, rng, index, reqA, bArgs, name)
		if !ok {
			continue
		}
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
			continue
		}
		r2.Meta.Executed = true
		r2.Turns = append(r2.Turns, dataset.Turn{Role: dataset.RoleAssistant, Calls: specCalls([]spec{callB})},
			dataset.Turn{Role: dataset.RoleTool, CallID: callB.id, Name: callB.pt.def.Name, Content: res.Content})
		if f := w.finalOf(callB, rng, index, res); f != "" {
			r2.Turns = append(r2.Turns, dataset.Turn{Role: dataset.RoleAssistant, Content: f})
		}
		return true, w.encode(&r2, b)
	}
	return false, nil
}

// chainArgs draws the arguments of the chain cp's two calls for the
// slot: A's are the slot's own when A is the slot's tool; B keeps its
// required ones only (the found value is the point). False when one
// cannot be drawn.
func (w *worker) chainArgs(ctx context.Context, u *unit, d *draw, args map[string]any, index int, cp chainPlan) (aArgs map[string]any, aRaw json.RawMessage, bArgs map[string]any, ok bool) {
	aArgs, aRaw = args, d.raw
	if cp.a != u.tool {
		if aArgs, ok = w.synthOne(ctx, cp.a, index, "chainA"); !ok {
			return nil, nil, nil, false
		}
		aRaw = nil
	}
	if bArgs, ok = w.synthOne(ctx, cp.b, index, "chainB"); !ok {
		return nil, nil, nil, false
	}
	for _, p := range cp.b.bind.Params() {
		if !p.Required {
			delete(bArgs, p.Name)
		}
	}
	return aArgs, aRaw, bArgs, true
}

// finderResult runs the chain's first call once per slot (results holds
// each finder's result, nil when it failed or did not run).
func (w *worker) finderResult(ctx context.Context, callA spec, results map[*prepTool]*string) (*string, error) {
	got, tried := results[callA.pt]
	if !tried {
		res, fail, _, err := w.execOne(ctx, callA)
		if err != nil {
			return nil, err
		}
		if fail == failNone && res != nil && !res.IsError {
			got = &res.Content
		}
		results[callA.pt] = got
	}
	return got, nil
}

// chainText words the chain cp as one request: reqA, then B's action on
// the thing A found, called name (see prompt.ChainRequest). When B has
// values of its own (bArgs beyond the found one) its request says them; a
// wording of it that does not open with its action (a question, a leading
// phrase) is drawn again, and the pair given up (false) after three.
func (w *worker) chainText(cp chainPlan, rng *rand.Rand, index int, reqA string, bArgs map[string]any, name string) (string, bool) {
	text := prompt.ChainRequest(rng, cp.b.bind, reqA, cp.p, name)
	if len(bArgs) <= 1 {
		return text, true
	}
	others := cloneArgs(bArgs)
	delete(others, cp.p.Name)
	for range 3 {
		if reqB, _ := w.withoutValue(cp.b, rng, index, others, "\x00"); reqB != "" {
			if t, ok := prompt.ChainRequestWith(rng, reqA, reqB, cp.p, name); ok {
				return t, true
			}
		}
	}
	return "", false
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
	leaves(doc, "", func(key, v string) {
		if want[norm(key)] {
			add(v)
		}
	})
	return out
}

func norm(s string) string {
	return strings.ToLower(strings.NewReplacer("_", "", "-", "", " ", "").Replace(s))
}

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
