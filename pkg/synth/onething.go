package synth

import (
	"regexp"
	"slices"
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v5"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// oneThingRe matches a tool description opening on a look-up of one
// thing: "Find a member.", "Look up one cow in the herd.", "Find an
// animal by accession number", "Get the booking".
var oneThingRe = regexp.MustCompile(`^(?:find|look ?up|get|fetch|retrieve|show|view|open|describe|locate|identify|read)\s+(?:a|an|one|a single|the|one specific)\s+([a-z]+)`)

// findsOne tells whether the tool (Options.Topic, its name, and
// Options.About, its description) looks up one thing, so a call of it
// names that thing: its description opens on a look-up of one ("Find a
// member. Membership no is M + 5 digits"), or its name is a look-up verb
// beside one singular noun (get_cow, animal_lookup). Such a tool called
// with none of its optional parameters ("Can we look up one cow?" with
// {}) says nothing of which one, so an instance of it sets at least one.
// A listing or search (list_orders, search_permits, "Get a list of all
// users") is called bare ("Go through the jobs.").
func (g *Generator) findsOne() bool {
	if g.oneThing == 0 {
		g.oneThing = 2
		m := oneThingRe.FindStringSubmatch(strings.ToLower(strings.TrimSpace(g.opts.About)))
		if m != nil && !manyNoun(m[1]) || lookupName(g.opts.Topic) {
			g.oneThing = 1
		}
	}
	return g.oneThing == 1
}

// lookupName tells whether a tool name is a look-up verb and one
// singular noun, in either order: get_cow, animal_lookup, member-lookup,
// findPlayer; not list_cows, get_cows, show-list or get_herd_stats.
func lookupName(name string) bool {
	w := role.SharedTokens(name)
	if len(w) != 2 {
		return false
	}
	verb, noun := w[0], w[1]
	if !lookupVerb(verb) {
		verb, noun = noun, verb
	}
	return lookupVerb(verb) && !lookupVerb(noun) && !strings.HasSuffix(noun, "s") && len(noun) > 2 && !manyNoun(noun)
}

// manyNoun tells whether a singular noun of a tool name names a whole of
// many things (show-list, get_report, view_log): shown without choosing
// one.
func manyNoun(w string) bool {
	switch w {
	case "list", "report", "summary", "status", "history", "log", "count", "overview", "inventory", "schedule", "calendar", "grid", "board", "stock", "queue", "feed", "all":
		return true
	}
	return false
}

// lookupVerb tells whether w, a word of a tool name, looks one thing up.
func lookupVerb(w string) bool {
	switch w {
	case "get", "find", "lookup", "fetch", "show", "describe", "read", "view":
		return true
	}
	return false
}

// gatedRe matches a description saying its value goes only with another
// value: "only when st=on_hold", "required if the mode is manual".
var gatedRe = newDescRe(`(?i)\b(?:only (?:when|if|for|with)|required (?:when|if))\b`)

// includeOne sets in[i] for one optional property (a nil schema is one
// that must stay absent) of an instance that set none, one of what the
// call is about (rankMain) when there is such: the member's number or
// name of "Find a member."; never a rare one or one its description
// ties to another value (gatedRe), which the instance would drop. The generator's random source is read only
// here, so instances that set a property are drawn as before.
func (g *Generator) includeOne(ss []*jsonschema.Schema, ranks []uint8, in []bool) {
	var main, any []int
	for i, s := range ss {
		if s == nil || gatedRe.MatchString(s.Description) || ranks[i] == rankRare {
			continue // a value that goes only with another one ("only when st=on_hold")
		}
		any = append(any, i)
		if ranks[i] == rankMain {
			main = append(main, i)
		}
	}
	if len(main) > 0 {
		any = main
	}
	if len(any) > 0 {
		in[any[g.rng.Intn(len(any))]] = true
	}
}

// updatesInPlace tells whether the tool's name (Options.Topic) says it
// changes a thing in place (wo-update, editBooking, patch_plot): called
// with none of its optional parameters, it is given only the thing
// ("Can you update WO45-3458?" with {"wo": "WO45-3458"}) and changes
// nothing, so an instance of it that requires no more than the thing
// sets at least one.
func (g *Generator) updatesInPlace() bool {
	if g.inPlace == 0 {
		g.inPlace = 2
		if slices.ContainsFunc(role.SharedTokens(g.opts.Topic), role.UpdateVerb) {
			g.inPlace = 1
		}
	}
	return g.inPlace == 1
}

// addOne sets in obj, an instance of p that must name its thing or
// change (namesIt) but was left with its required members only, one
// optional member includeOne would choose that obj lacks: the one picked
// went only with another value and was dropped (hold_why of "only when
// st=on_hold" without st), leaving wo-update given only the work order.
func (g *Generator) addOne(namesIt bool, p *objPlan, obj map[string]any, optional []*jsonschema.Schema, f frame, depth int) {
	if !namesIt || len(obj) > p.requiredCount() {
		return
	}
	in := make([]bool, len(p.names))
	left := slices.Clone(optional)
	for i, k := range p.names {
		if _, set := obj[k]; set {
			left[i] = nil
		}
	}
	g.includeOne(left, g.planRanks(p), in)
	if i := slices.Index(in, true); i >= 0 {
		k := p.names[i]
		if v, err := g.gen(p.schemas[i], frame{ptr: f.ptr + p.segs[i], name: k, sibs: p.sibs, presence: presOptional}, depth+1); err == nil {
			obj[k] = v
		}
	}
}

// namesIt tells whether an instance of p, the tool's arguments (depth
// 0), must set an optional member to say which thing it looks up
// (findsOne, nothing required) or what it changes (updatesInPlace,
// nothing required but the thing); when so and include (the optional
// members picked) holds none, it picks one (includeOne).
func (g *Generator) namesIt(p *objPlan, depth int, optional []*jsonschema.Schema, include []bool) bool {
	if depth != 0 {
		return false
	}
	reqs := p.requiredCount()
	if !(reqs == 0 && g.findsOne() || reqs <= 1 && g.updatesInPlace()) {
		return false
	}
	if !slices.Contains(include, true) {
		g.includeOne(optional, g.planRanks(p), include)
	}
	return true
}

// requiredCount is the number of p's required members.
func (p *objPlan) requiredCount() int {
	n := 0
	for _, r := range p.required {
		if r {
			n++
		}
	}
	return n
}
