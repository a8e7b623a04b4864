package synth

import "strings"

// valueMemo keeps more of what the value functions read of a property's
// words on every value drawn (searchKeys, noteKindOf, placeLookup and
// statedCode's match): each depends on the property's name, description
// and parent and on the tool alone, never on the value, so it is read once
// per generator and the next values reuse it.
type valueMemo struct {
	searchKeys map[string][]byte    // searchKeys' results by text
	noteKinds  map[noteKey]noteKind // noteKindOf's results
	lookups    map[hintWords]bool   // placeLookup's results
	codes      map[string][2]string // statedCode's examples by description
	docs       map[string]bool      // searchesDocs' results by description
	dates      map[dateKey]dateWhen // dateWhenFresh's results (whenFor)
}

// noteKey is what noteKindOf reads of a hint besides the tool's words.
type noteKey struct {
	name, parent string
	act          byte
}

// hintWords are a hint's name, description and parent.
type hintWords struct{ name, desc, parent string }

// memoized returns m[k], computing it with f and keeping it (while m has
// fewer than memoEntries entries) when m has none.
func memoized[K comparable, V any](m *map[K]V, k K, f func() V) V {
	if v, ok := (*m)[k]; ok {
		return v
	}
	v := f()
	if *m == nil {
		*m = map[K]V{}
	}
	if len(*m) < memoEntries {
		(*m)[k] = v
	}
	return v
}

// values returns g's valueMemo, made on first use.
func (g *Generator) values() *valueMemo {
	m := g.memoOf()
	if m.values == nil {
		m.values = &valueMemo{}
	}
	return m.values
}

// searchKeysOf is searchKeys(text), read once per text. The keys are
// shared: callers must not change them.
func (g *Generator) searchKeysOf(text string) []byte {
	return memoized(&g.values().searchKeys, text, func() []byte { return searchKeys(text) })
}

// noteKindOfHint is noteKindOf(h, g.opts.Topic, g.opts.About, act), read
// once per name, parent and act (topic and about are the generator's own).
func (g *Generator) noteKindOfHint(h hint, act byte) noteKind {
	return memoized(&g.values().noteKinds, noteKey{h.name, h.parent, act}, func() noteKind {
		return noteKindOf(h, g.opts.Topic, g.opts.About, act)
	})
}

// placeLookupOf is placeLookup(h), read once per name, description and
// parent.
func (g *Generator) placeLookupOf(h hint) bool {
	return memoized(&g.values().lookups, hintWords{h.name, h.desc, h.parent}, func() bool { return g.placeLookup(h) })
}

// statedCodes returns the one or two example codes a description states
// (statedCode's groups; ok false when it states none), read once per
// description.
func (g *Generator) statedCodes(desc string) (codes [2]string, ok bool) {
	codes = memoized(&g.values().codes, desc, func() [2]string {
		m := statedCode.FindStringSubmatch(desc)
		if m == nil {
			return [2]string{}
		}
		return [2]string{m[1], m[2]}
	})
	return codes, codes[0] != ""
}

// searchesDocs tells whether a description is a search of documentation's
// ("Search the documentation with a question"), read once per description.
func (g *Generator) searchesDocs(desc string) bool {
	return memoized(&g.values().docs, desc, func() bool {
		d := strings.ToLower(desc)
		return containsAny(d, "documentation", " docs") && containsAny(d, "search", "query", "question", "prompt")
	})
}
