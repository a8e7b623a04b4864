package synth

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strings"

	"github.com/mcpgen/mcpgen/internal/textscan"
	"github.com/santhosh-tekuri/jsonschema/v5"
)

// oneOfNeeded matches prose saying that of several parameters at least (or
// exactly) one must be given: `At least one of "paths" or "data" must be
// provided`, "Provide either text or regex, not both".
var oneOfNeeded = regexp.MustCompile(`(?i)\b(at least one of|one of|either)\b([^.;:]{1,120})`)

// updateVerb matches a tool name or description that changes a thing that
// exists: a call of it that sets only the thing's id changes nothing.
var updateVerb = regexp.MustCompile(`(?i)(?:^|[^a-z])(?:update|patch|edit|modify|change|rename)(?:[^a-z]|$)|^(?:update|patch|edit|modify)[A-Z_-]`)

// setVerb matches a tool name that sets a setting of a thing (set_climate,
// setVolume): a call naming only the thing sets nothing.
var setVerb = regexp.MustCompile(`^(?:set[_-][a-z]|set[A-Z])`)

// requiredGroup returns the indexes of optional tool parameters of which a
// call must carry at least one (see neededGroup); optional[i] is nil for a
// parameter that is not optional.
func (g *Generator) requiredGroup(names []string, optional []*jsonschema.Schema, required []string) (group []int, exclusive bool) {
	descs := make([]string, len(names))
	opt := make([]bool, len(names))
	for i, s := range optional {
		if s != nil {
			descs[i], opt[i] = s.Description, true
		}
	}
	return neededGroup(g.opts.Topic, g.opts.About, names, descs, opt, required)
}

// neededGroup returns the indexes of optional tool parameters (opt[i]) of
// which a call must carry at least one, and whether at most one of them
// may be given. A description (the tool's, about, or a parameter's, descs)
// naming several parameters in "at least one of a or b" or "either a or b"
// asks for one; an update tool's call carries at least one field that
// changes (not an id) when its required parameters only say what it acts
// on.
func neededGroup(topic, about string, names, descs []string, opt []bool, required []string) (group []int, exclusive bool) {
	if g, excl := statedGroup(about, names, descs, opt); len(g) >= 2 {
		return g, excl
	}
	if g := objectRefs(topic, names, opt, required); len(g) >= 2 {
		return g, true
	}
	if len(required) == 0 {
		if g := namedInputs(about, names, descs, opt); len(g) > 0 {
			// one input per call: a wait for a text or a time, code or a
			// file to load it from ("if both …, code will be ignored")
			return g, true
		}
	}
	for _, r := range required {
		if !isIDName(r) {
			return nil, false // the call already carries what it changes
		}
	}
	if !updateVerb.MatchString(topic) && !updateVerb.MatchString(firstClause(about)) && !setVerb.MatchString(topic) {
		return nil, false
	}
	for i, n := range names {
		if opt[i] && !isIDName(n) && !precondition(n) && !aside(n) {
			group = append(group, i)
		}
	}
	return group, false
}

// statedGroup is the part of neededGroup a description states in words:
// "at least one of a or b", "either a or b", a parameter's "Supply either
// this or b", "Trips driven by a vehicle or driver". exclusive says the
// words offer alternatives, one per call.
func statedGroup(about string, names, descs []string, opt []bool) (group []int, exclusive bool) {
	texts := []string{about}
	for i, d := range descs {
		if opt[i] && d != "" {
			texts = append(texts, d)
		}
	}
	for _, t := range texts {
		if !mayNeedOne(t) {
			continue
		}
		for _, m := range oneOfNeeded.FindAllStringSubmatch(t, -1) {
			var hit []int
			for i, n := range names {
				if opt[i] && mentions(m[2], n) {
					hit = append(hit, i)
				}
			}
			if len(hit) >= 2 {
				// "either a or b", "one of a or b": a person gives one;
				// "at least one of" allows more
				return hit, !strings.EqualFold(m[1], "at least one of") || strings.Contains(strings.ToLower(t), "not both")
			}
		}
	}
	if g := selfOrOther(names, descs, opt); len(g) >= 2 {
		return g, true
	}
	if g := eitherThing(about, names, opt); len(g) >= 2 {
		return g, true
	}
	return nil, false
}

// NeededArgs returns the optional top-level parameters of a tool (its name,
// description and inputSchema) of which a call must carry at least one
// beyond what the schema requires: the ones its description says one of is
// needed ("at least one of paths or data"), or, for an update tool whose
// required parameters only name what it acts on, the fields it changes. A
// step that prunes optional arguments keeps one of them. Nil when there
// are none or the schema does not decode.
func NeededArgs(name, description string, inputSchema []byte) []string {
	out, _ := NeededGroup(name, description, inputSchema)
	return out
}

// NeededGroup is NeededArgs with whether the parameters are alternatives
// of which a call carries only one ("Supply either this or ticket_code"):
// a follow-up then switches from one to the other instead of adding it.
func NeededGroup(name, description string, inputSchema []byte) ([]string, bool) {
	var s struct {
		Properties map[string]struct {
			Description string `json:"description"`
		} `json:"properties"`
		Required []string `json:"required"`
	}
	if json.Unmarshal(inputSchema, &s) != nil || len(s.Properties) == 0 {
		return nil, false
	}
	names := sortedKeys(s.Properties)
	descs := make([]string, len(names))
	opt := make([]bool, len(names))
	for i, n := range names {
		descs[i], opt[i] = s.Properties[n].Description, true
		for _, r := range s.Required {
			if r == n {
				opt[i] = false
			}
		}
	}
	group, _ := neededGroup(name, description, names, descs, opt, s.Required)
	_, excl := statedGroup(description, names, descs, opt)
	out := make([]string, len(group))
	for i, j := range group {
		out[i] = names[j]
	}
	return out, excl
}

// namedInputs returns the optional parameters a tool with no required
// ones acts on when the first clause of its description names them ("Run
// a code snippet" and code; "Wait for text to appear … or a time to pass"
// and text, time), with the ones whose own description names one of those
// (a filename to "load code from"): a call with none of them ("Execute a
// code snippet." and {}) does nothing, and one with two mixes two calls
// ("wait for 3 seconds, that reads …").
func namedInputs(about string, names, descs []string, opt []bool) []int {
	head := firstClause(about)
	if i := strings.Index(strings.ToLower(head), "optional"); i >= 0 {
		head = head[:i] // "List rooms, optionally only those of one building"
	}
	var named []string
	for i, n := range names {
		// a parameter with a default ("Pattern to match keys (default: *)")
		// is there when the call leaves it out
		if opt[i] && len(n) > 2 && mentions(head, n) && !strings.Contains(strings.ToLower(descs[i]), "default") {
			named = append(named, n)
		}
	}
	if len(named) == 0 {
		return nil
	}
	var group []int
	for i, n := range names {
		if !opt[i] {
			continue
		}
		for _, m := range named {
			if n == m || mentions(firstClause(descs[i]), m) {
				group = append(group, i)
				break
			}
		}
	}
	return group
}

// mentions says text names the parameter n as a word, bare or quoted,
// in any case.
func mentions(text, n string) bool {
	return textscan.HasWord(strings.ToLower(text), strings.ToLower(n))
}

// firstClause returns the text up to its first sentence end.
func firstClause(s string) string {
	if i := strings.IndexAny(s, ".\n"); i >= 0 {
		return s[:i]
	}
	return s
}

// isIDName says a parameter names what a call acts on rather than a field
// it changes: an id, a key, a cursor, an issue number, a repository.
func isIDName(n string) bool {
	l := strings.ToLower(n)
	return l == "id" || l == "key" || strings.HasSuffix(l, "_id") || strings.HasSuffix(l, "id") && len(n) > 2 && n[len(n)-2] == 'I' ||
		strings.HasSuffix(l, "-id") || strings.HasSuffix(l, "_ids") || strings.Contains(l, "cursor") || l == "owner" || l == "repo" ||
		strings.HasSuffix(l, "_number") || strings.HasSuffix(l, "number") && len(n) > 6 && n[len(n)-6] == 'N' || l == "number"
}

// alternatives returns the pairs of optional parameters that name one
// thing two ways: an id and a name of the same noun (stateId and
// stateName, assignee_id and assignee_name). A person gives one of them
// ("move it to In Review"), never both ("to state e190… called In
// Review").
func alternatives(names []string, opt []bool) [][2]int {
	var out [][2]int
	for i, a := range names {
		sa, ka := altStem(a)
		if !opt[i] || ka != "id" {
			continue
		}
		for j, b := range names {
			if sb, kb := altStem(b); j != i && opt[j] && kb != "id" && kb != "" && sb == sa {
				out = append(out, [2]int{i, j})
			}
		}
	}
	return out
}

// altStem splits a parameter name into the noun it names and how it names
// it: ("state", "id") for stateId or state_id, ("state", "name") for
// stateName or state_key; ("", "") when the name is neither.
func altStem(n string) (stem, by string) {
	l := strings.ToLower(n)
	for _, suf := range []string{"id", "name", "key", "slug", "email"} {
		for _, sep := range []string{"_", "-", ""} {
			s := sep + suf
			if !strings.HasSuffix(l, s) || len(l) <= len(s) {
				continue
			}
			if sep == "" && (len(n) <= len(s) || n[len(n)-len(s)] != strings.ToUpper(suf[:1])[0]) {
				continue // camelCase only: "paid" is no "pa" + id
			}
			return strings.TrimRight(l[:len(l)-len(s)], "_-"), suf
		}
	}
	return "", ""
}

// oneOfEach leaves one parameter of each pair of alternatives in include
// (see alternatives), chosen at random.
func (g *Generator) oneOfEach(pairs [][2]int, include []bool) {
	for _, pr := range pairs {
		if include[pr[0]] && include[pr[1]] {
			include[pr[g.rng.Intn(2)]] = false
		}
	}
}

// needOne makes the optional parameters in of a tool's arguments (depth
// 0) carry what the tool needs (see requiredGroup).
func (g *Generator) needOne(depth int, names []string, optional []*jsonschema.Schema, required []string, in []bool) {
	if depth == 0 {
		group, excl := g.requiredGroup(names, optional, required)
		g.ensureGroup(group, excl, in)
		opt := make([]bool, len(names))
		for i, s := range optional {
			opt[i] = s != nil
		}
		g.oneOfEach(alternatives(names, opt), in)
	}
}

// precondition says a parameter guards an update rather than changing
// anything: an expected head SHA, an ETag (updating a branch from its base
// is a whole action with only its ids).
func precondition(n string) bool {
	l := strings.ToLower(n)
	return strings.Contains(l, "expected") || strings.Contains(l, "sha") || strings.Contains(l, "etag") || strings.HasPrefix(l, "if_") || strings.Contains(l, "dry")
}

// ensureGroup makes include hold at least one index of group (and, when
// exclusive, at most one).
func (g *Generator) ensureGroup(group []int, exclusive bool, include []bool) {
	if len(group) == 0 {
		return
	}
	var on []int
	for _, i := range group {
		if include[i] {
			on = append(on, i)
		}
	}
	switch {
	case len(on) == 0:
		include[group[g.rng.Intn(len(group))]] = true
	case exclusive && len(on) > 1:
		keep := on[g.rng.Intn(len(on))]
		for _, i := range on {
			include[i] = i == keep
		}
	}
}

// kindSwitch is a string enum property whose values name sibling
// properties: {"type": "replace_content", "replace_content": {...}} — the
// sibling named by the chosen value carries the content of that kind of
// call, the siblings named by the other values belong to other kinds.
type kindSwitch struct {
	prop   int            // index of the enum property
	byName map[string]int // enum value → index of the optional sibling of that name
}

// kindSwitches finds the kind switches of an object plan: an enum of which
// at least two values are names of its optional properties, or whose one
// value is.
func kindSwitches(p *objPlan) []kindSwitch {
	var out []kindSwitch
	for i := range p.names {
		s := p.schemas[i][0]
		if len(s.Enum) == 0 {
			continue
		}
		by := map[string]int{}
		for _, e := range s.Enum {
			v, ok := e.(string)
			if !ok {
				continue
			}
			for j, n := range p.names {
				if j != i && n == v && !p.required[j] {
					by[v] = j
				}
			}
		}
		// a one-value enum naming a sibling is a block's type: a
		// {"type": "paragraph"} without its paragraph is an empty block
		if len(by) >= 2 || len(s.Enum) == 1 && len(by) == 1 {
			out = append(out, kindSwitch{prop: i, byName: by})
		}
	}
	return out
}

// fillKinds makes obj carry the sibling its kind switch names (an edit of
// kind replace_content_range carries its range and content) and drops the
// siblings of other kinds.
func (g *Generator) fillKinds(p *objPlan, obj map[string]any, f frame, depth int) error {
	for _, sw := range p.switches {
		v, ok := obj[p.names[sw.prop]].(string)
		if !ok {
			continue
		}
		for val, j := range sw.byName {
			name := p.names[j] // (the value itself, or a number named by it: minutes_late)
			_, present := obj[name]
			switch {
			case val != v && present:
				delete(obj, name)
			case val == v && !present:
				x, err := g.gen(p.schemas[j], frame{ptr: f.ptr + p.segs[j], name: name, sibs: p.sibs}, depth+1)
				if err != nil {
					return fmt.Errorf("the %s that %s %q needs: %w", name, p.names[sw.prop], v, err)
				}
				obj[name] = x
			}
		}
	}
	return nil
}

// fillNamed is fillKinds for an object built on the general path (a block
// reached through $ref and anyOf): a present string property whose enum
// value names an absent declared sibling gets that sibling, so a
// {"type": "paragraph"} carries its paragraph; an optional one-value enum
// that only echoes its present sibling's name is left out. props are the declared
// properties, required the required names.
func (g *Generator) fillNamed(c conj, f frame, obj map[string]any, props map[string][]*jsonschema.Schema, required map[string]bool, sibs string, maxP, depth int) {
	names := false
	for k, x := range obj {
		if v, ok := x.(string); ok && v != k && props[v] != nil {
			names = true // (sort the keys only when a value names a sibling)
			break
		}
	}
	if !names {
		return
	}
	for _, k := range sortedKeys(obj) {
		v, ok := obj[k].(string)
		if !ok || v == k || props[v] == nil {
			continue
		}
		named, one := false, true
		for _, s := range props[k] {
			for _, e := range s.Enum {
				named = named || e == v
			}
			one = one && len(s.Enum) <= 1
		}
		if !named {
			continue
		}
		if obj[v] == nil && !required[v] && (maxP < 0 || len(obj) < maxP) && !g.nameForbidden(c, v) {
			if x, err := g.genProp(c, f, v, sibs, depth); err == nil {
				obj[v] = x
				// the object grew after its keys were settled: an
				// untrusted one is checked whole when it returns
				g.unsure = g.unsure || g.trusted(c)
			}
		}
		if one && obj[v] != nil && !required[k] {
			// {"type": "paragraph", "paragraph": {...}}: the content
			// says its type; an optional echo of it is left out
			delete(obj, k)
			g.unsure = g.unsure || g.trusted(c)
		}
	}
}

// eitherThingRe matches a description's first clause naming two things a
// call is about, one or the other: "Trips driven by a vehicle or driver",
// "repairs logged for a bike or a mechanic".
var eitherThingRe = regexp.MustCompile(`(?i)\b(?:by|for|of) (?:a|an|one) ([a-z]+) or (?:a |an )?([a-z]+)\b`)

// eitherThing returns the optional parameters naming the two things the
// first clause of about says a call is about, one or the other
// (eitherThingRe): vehicleId and driverId of "Trips driven by a vehicle or
// driver". A call with neither asks about nothing in particular. Nil
// unless both things name an optional parameter (by its stem: vehicle of
// vehicleId, mechanic of mechanic_id).
func eitherThing(about string, names []string, opt []bool) []int {
	m := eitherThingRe.FindStringSubmatch(firstClause(about))
	if m == nil {
		return nil
	}
	var group []int
	for _, w := range m[1:] {
		w = strings.ToLower(w)
		found := -1
		for i, n := range names {
			stem, _ := altStem(n)
			if opt[i] && (stem == w || strings.ToLower(n) == w) {
				found = i
				break
			}
		}
		if found < 0 {
			return nil
		}
		group = append(group, found)
	}
	return group
}

// selfOrOtherRe matches a parameter's description offering another
// parameter in its place: "Supply either this or ticket_code", "If
// unknown, use the ticket code instead". Group 1 or 2 holds the other's
// words. Every record of a tool asks it of the same descriptions, so its
// answers are kept per description (descRe).
var selfOrOtherRe = newDescRe(`(?i)\beither (?:this|it) or (?:the |a |an )?([a-z][a-z0-9_ -]{1,40}?)(?:[.,;)]|$| instead| not\b)|\buse (?:the |a |an )?([a-z][a-z0-9_ -]{1,40}?) instead\b`)

// selfOrOther returns an optional parameter and the optional parameter its
// own description offers in its place (selfOrOtherRe: card_number's
// "Supply either this or ticket_code"): a call of the tool names the thing
// one way or the other, never with neither ("Can I see the lift pass?" and
// {}). The other is found by its name or its name's words ("the ticket
// code" for ticket_code). Nil when no description says so.
func selfOrOther(names, descs []string, opt []bool) []int {
	for i, d := range descs {
		if !opt[i] || d == "" {
			continue
		}
		m := selfOrOtherRe.FindStringSubmatch(d)
		if m == nil {
			continue
		}
		other := m[1] + m[2]
		for j, n := range names {
			if j != i && opt[j] && (mentions(other, n) || mentions(other, spacedName(n))) {
				return []int{i, j}
			}
		}
	}
	return nil
}

// spacedName returns a parameter name's words joined by spaces
// (ticket_code and ticketCode → "ticket code"), as prose names it.
func spacedName(n string) string {
	var b strings.Builder
	for k := 0; k < len(n); k++ {
		c := n[k]
		switch {
		case c == '_' || c == '-':
			b.WriteByte(' ')
		case c >= 'A' && c <= 'Z' && k > 0 && n[k-1] >= 'a' && n[k-1] <= 'z':
			b.WriteByte(' ')
			b.WriteByte(c + 'a' - 'A')
		default:
			b.WriteByte(c)
		}
	}
	return strings.ToLower(b.String())
}
