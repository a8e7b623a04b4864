package synth

import (
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v5"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// genMemo keeps what a generator reads of a property on every value it
// draws and that depends on the property alone (its schema, name, title
// and description), never on the value: read once, the next values of
// the same property reuse it. A generator is used by one goroutine at a
// time, so the maps need no lock.
type genMemo struct {
	roles   map[roleKey]*role.Role  // classifyRole's results
	words   map[textKey]nameAndDesc // nameAndText's results
	names   map[string][]string     // nameTokens' results
	noCode  map[codeKey]bool        // properties shapedCode found no shape for
	plans   map[*objPlan][]string   // planWords' results
	booking map[textKey]bool        // bookingCodeOf's results
	place   int8                    // placeSearchTool's answer: 1 yes, -1 no, 0 not read yet
	tool    *toolMemo               // what is read of the tool's own words (toolmemo.go)
	values  *valueMemo              // more of what the value functions read (valuememo.go)
}

// memoEntries bounds each of genMemo's maps: a schema with more distinct
// properties than this still works, the rest are read afresh each time.
const memoEntries = 4096

// roleKey is everything classifyRoleFresh reads of a single-schema value
// besides the generator's options: the schema and the hint without its
// instance pointer (an array's items share one role whatever their index).
type roleKey struct {
	s                               *jsonschema.Schema
	name, title, desc, parent, sibs string
}

// classifyRole is classifyRoleFresh read once per schema and hint: roleOf
// and optionalRank ask it for the same property, and the values of one
// property (the items of an array, each record's) ask it again. The role
// returned is shared: callers must not change it.
func (g *Generator) classifyRole(c conj, h hint) *role.Role {
	if len(c.pos) > 1 {
		return g.classifyRoleFresh(c, h)
	}
	k := roleKey{name: h.name, title: h.title, desc: h.desc, parent: h.parent, sibs: h.sibs}
	if len(c.pos) == 1 {
		k.s = c.pos[0]
	}
	m := g.memoOf()
	if r, ok := m.roles[k]; ok {
		return r
	}
	r := g.classifyRoleFresh(c, h)
	if m.roles == nil {
		m.roles = map[roleKey]*role.Role{}
	}
	if len(m.roles) < memoEntries {
		m.roles[k] = r
	}
	return r
}

// textKey is what nameAndText reads of a hint.
type textKey struct{ name, title, desc string }

// nameAndDesc is nameAndText's result.
type nameAndDesc struct {
	tokens []string
	text   string
}

// nameAndText returns the words of h's name (tokens) and its title and
// description lower-cased, joined by a space: what the value functions
// (codeOfKind) test on every string drawn. The words are shared: callers
// must not change them.
func (g *Generator) nameAndText(h hint) ([]string, string) {
	k := textKey{h.name, h.title, h.desc}
	m := g.memoOf()
	if w, ok := m.words[k]; ok {
		return w.tokens, w.text
	}
	ts := tokens(h.name)
	w := nameAndDesc{tokens: ts[:len(ts):len(ts)], text: strings.ToLower(h.title + " " + h.desc)}
	if m.words == nil {
		m.words = map[textKey]nameAndDesc{}
	}
	if len(m.words) < memoEntries {
		m.words[k] = w
	}
	return w.tokens, w.text
}

// memoOf returns g's memo, made on first use.
func (g *Generator) memoOf() *genMemo {
	if g.memo == nil {
		g.memo = &genMemo{}
	}
	return g.memo
}

// nameTokens is tokens(name), read once per name: the steps that match an
// object's members by their names' words (matchCounterparts) read every
// member's name of every object drawn. The words are shared: callers must
// not change them.
func (g *Generator) nameTokens(name string) []string {
	m := g.memoOf()
	if ts, ok := m.names[name]; ok {
		return ts
	}
	ts := tokens(name)
	ts = ts[:len(ts):len(ts)]
	if m.names == nil {
		m.names = map[string][]string{}
	}
	if len(m.names) < memoEntries {
		m.names[name] = ts
	}
	return ts
}

// placeSearchTool is placeSearch of the generator's tool, read once: a
// query value of every record asks it.
func (g *Generator) placeSearchTool() bool {
	m := g.memoOf()
	if m.place == 0 {
		m.place = -1
		if placeSearch(g.topicL, g.opts.About) {
			m.place = 1
		}
	}
	return m.place == 1
}
