package synth

import (
	"slices"
	"strings"
)

// fixStep is one of fixObject's fix-ups, with what an object must have
// for it to do anything: can reports, from the property names an object
// may carry, whether the fix can change it. A fix whose can is false for
// every name set the object may take leaves the object, the random source
// and the scenario as they were, so it is not run. can nil: the fix may
// apply to any object.
type fixStep struct {
	fix func(g *Generator, obj map[string]any, depth int)
	can func(names []string) bool
}

// fixSteps are fixObject's fix-ups in the order they run. Each can names
// the keys its fix reads before it returns untouched: keep the two in step
// when a fix changes what it looks at (TestFixStepsSkipNothing generates
// every captured tool with and without the skipping and compares).
var fixSteps = [...]fixStep{
	{func(g *Generator, o map[string]any, _ int) { g.fixDests(o) }, func(n []string) bool { return slices.ContainsFunc(n, isDest) }},
	{(*Generator).fixContents, hasAny("content", "contents")},
	{func(g *Generator, o map[string]any, _ int) { g.fixEdits(o) }, hasAny(append([]string{"path"}, editLists...)...)},
	{func(g *Generator, o map[string]any, _ int) { g.fixInputs(o) }, hasAny("value", "text", "values")},
	{func(g *Generator, o map[string]any, _ int) { g.fixAdminDB(o) }, hasAny("pipeline")},
	{func(g *Generator, o map[string]any, _ int) { g.fixConnEnv(o) }, both(hasAny(dbKeys...), hasLower(func(l string) bool { return strings.Contains(l, "connection") }))},
	{func(g *Generator, o map[string]any, _ int) { g.fixPageProps(o) }, hasAll("parent", "properties")},
	{func(g *Generator, o map[string]any, _ int) { g.fixShotName(o) }, hasAll("name", "selector")},
	{func(g *Generator, o map[string]any, _ int) { g.fixIndexName(o) }, hasAny("definition")},
	{func(g *Generator, o map[string]any, _ int) { g.fixShotSize(o) }, hasAny("width")},
	{func(g *Generator, o map[string]any, _ int) { g.fixSearchFields(o) }, hasAny("fields")},
	{func(g *Generator, o map[string]any, _ int) { g.fixExcludes(o) }, both(hasAny("pattern"), hasLower(func(l string) bool {
		return strings.Contains(l, "exclude") || strings.Contains(l, "ignore")
	}))},
	{(*Generator).fixFilesMessage, hasAll("message", "files")},
	{(*Generator).fixFileBranch, both(hasAny("branch"), hasAny("path", "files"))},
	{func(g *Generator, o map[string]any, _ int) { g.fixRunLink(o) }, hasAll("content", "link")},
	{func(g *Generator, o map[string]any, _ int) { g.fixDismissText(o) }, both(
		hasLower(func(l string) bool { return containsAny(l, "accept", "confirm") }),
		hasLower(func(l string) bool { return strings.HasPrefix(l, "prompt") }))},
	{func(g *Generator, o map[string]any, _ int) { g.fixUpdateFilter(o) }, both(
		hasLower(func(l string) bool { return l == "filter" || l == "query" || l == "where" || l == "selector" }),
		hasLower(func(l string) bool { return l == "update" || l == "updates" || l == "changes" }))},
	{func(g *Generator, o map[string]any, _ int) { g.fixFieldElement(o) }, hasAll("name", "element", "value", "type")},
	{func(g *Generator, o map[string]any, _ int) { g.fixDropTarget(o) }, hasAll("element", "data")},
	{(*Generator).fixTrashWithEdits, hasAny(trashFlags...)},
	{(*Generator).fixTypeKey, hasAny("type")},
	{func(g *Generator, o map[string]any, _ int) { g.fixReviewBody(o) }, hasAll("event", "body")},
	{func(g *Generator, o map[string]any, _ int) { g.fixInsertAfter(o) }, hasAny("content")},
	{func(g *Generator, o map[string]any, _ int) { g.fixTotal(o) }, canFixTotal},
	{func(g *Generator, o map[string]any, _ int) { g.fixTax(o) }, canFixTax},
	{func(g *Generator, o map[string]any, _ int) { g.fixRecordData(o) }, hasAny(append(recordValueKeys[:len(recordValueKeys):len(recordValueKeys)], recordNameKeys...)...)},
	{func(g *Generator, o map[string]any, _ int) { g.fixCardFaces(o) }, func(n []string) bool {
		return hasAll("front", "back")(n) || hasAll("term", "definition")(n) || hasAll("question", "answer")(n)
	}},
	{func(g *Generator, o map[string]any, _ int) { g.fixHull(o) }, func(n []string) bool { return slices.ContainsFunc(n, isBeamKey) }},
	{func(g *Generator, o map[string]any, depth int) {
		if depth == 0 {
			g.fixPipeline(o)
		}
	}, hasAny("pipeline")},
}

// dbKeys are the names of a database property that fixConnEnv reads.
var dbKeys = []string{"database", "db", "dbName", "database_name"}

// fixMask says which of fixSteps run (bit i: fixSteps[i]).
type fixMask uint64

// allFixes runs every fix-up: for objects whose keys are not known ahead.
const allFixes = ^fixMask(0)

// fixesFor returns the fix-ups that can change an object whose keys are
// among names.
func fixesFor(names []string) fixMask {
	var m fixMask
	for i, st := range fixSteps {
		if st.can == nil || st.can(names) {
			m |= 1 << uint(i)
		}
	}
	return m
}

// fixSome runs the fix-ups of m on obj, in fixSteps' order.
func (g *Generator) fixSome(m fixMask, obj map[string]any, depth int) {
	for i := range fixSteps {
		if m&(1<<uint(i)) != 0 {
			fixSteps[i].fix(g, obj, depth)
		}
	}
}

// fixesAll makes planFixes run every fix-up (a test compares).
var fixesAll = false

// planFixes returns the fix-ups that can change the objects of p (whose
// keys are among p.names), worked out once per plan.
func (p *objPlan) planFixes() fixMask {
	if fixesAll {
		return allFixes
	}
	if !p.fixesSet {
		p.fixes, p.fixesSet = fixesFor(p.names), true
	}
	return p.fixes
}

// hasAny reports whether names hold one of keys.
func hasAny(keys ...string) func([]string) bool {
	return func(names []string) bool {
		for _, k := range keys {
			if slices.Contains(names, k) {
				return true
			}
		}
		return false
	}
}

// hasAll reports whether names hold every one of keys.
func hasAll(keys ...string) func([]string) bool {
	return func(names []string) bool {
		for _, k := range keys {
			if !slices.Contains(names, k) {
				return false
			}
		}
		return true
	}
}

// hasLower reports whether one of names, lower-cased, satisfies f.
func hasLower(f func(string) bool) func([]string) bool {
	return func(names []string) bool {
		for _, n := range names {
			if f(strings.ToLower(n)) {
				return true
			}
		}
		return false
	}
}

// both reports whether a and b both hold.
func both(a, b func([]string) bool) func([]string) bool {
	return func(names []string) bool { return a(names) && b(names) }
}

// planRanges is what fitTogether and orderRanges need of a plan's names,
// worked out once per plan.
type planRanges struct {
	// pairs are rangePairs of an object with every name of the plan: an
	// object's own pairs are those of them whose two keys it has, in the
	// same order.
	pairs [][2]string
	// payBasis says a name can be fitPay's basis (it says basis, unit,
	// period or per, not frequency): without one fitPay changes nothing.
	payBasis bool
	set      bool
}

// planRanges returns p's planRanges.
func (p *objPlan) planRanges() *planRanges {
	r := &p.ranges
	if r.set {
		return r
	}
	all := make(map[string]any, len(p.names))
	for _, n := range p.names {
		all[n] = nil
		l := strings.ToLower(n)
		if containsAny(l, "basis", "unit", "period", "per") && !strings.Contains(l, "frequency") {
			r.payBasis = true
		}
	}
	r.pairs, r.set = rangePairs(all), true
	return r
}
