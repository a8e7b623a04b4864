package synth

import "github.com/mcpgen/mcpgen/pkg/role"

// A call that names its container at the top and again inside a nested
// object ({"project_id": A, "cycle_data": {"project_id": B}}) means one
// container: a request that says "in project A … with project B" asks
// for two things the call cannot hold at once.

// sameIDsBelow gives the members of obj's nested objects (and of objects
// in its lists, up to three levels down) the value of the top-level id of
// the same name ("project_id", "projectId"; a name of two or more words
// ending in "id"), when both are strings or both numbers; only the call's
// own object (depth 0) names the container. The whole
// instance is checked again after (g.unsure), so a nested schema that
// takes another form rejects the attempt rather than an invalid value.
func (g *Generator) sameIDsBelow(p *objPlan, obj map[string]any, depth int) {
	if depth != 0 {
		return
	}
	in := p.planIDs()
	if !in.any {
		return
	}
	var ids map[string]any
	for i, k := range p.names {
		if in.flat[i] == "" {
			continue
		}
		v, ok := obj[k]
		if !ok || !scalarID(v) {
			continue
		}
		if ids == nil {
			ids = map[string]any{}
		}
		ids[in.flat[i]] = v
	}
	if ids == nil {
		return
	}
	for i, k := range p.names {
		if !in.relation[i] {
			g.sameIDsIn(obj[k], ids, 0)
		}
	}
}

// idNames is what sameIDsBelow reads of a plan's names: per name, its
// flat form (role.FlatName) when it is an id of two or more words ending
// in "id", else "", and whether it holds a relation word (relationKey);
// any says some name is such an id.
type idNames struct {
	flat     []string
	relation []bool
	any      bool
}

// planIDs returns p's idNames, read once per plan: the names do not
// change, and sameIDsBelow runs on every instance.
func (p *objPlan) planIDs() *idNames {
	if p.ids != nil {
		return p.ids
	}
	in := &idNames{flat: make([]string, len(p.names)), relation: make([]bool, len(p.names))}
	for i, k := range p.names {
		if ts := sharedTokens(k); len(ts) >= 2 && ts[len(ts)-1] == "id" {
			in.flat[i], in.any = role.FlatName(k), true
		}
		in.relation[i] = relationKey(k)
	}
	p.ids = in
	return in
}

// relationWords name a member that points at another thing of the kind
// the call names: a page's parent, a move's target. Its ids are that
// other thing's ({"page_id": A, "parent": {"page_id": B}}).
var relationWords = map[string]bool{"parent": true, "target": true, "destination": true, "dest": true, "to": true,
	"from": true, "source": true, "src": true, "new": true, "old": true, "origin": true, "related": true,
	"linked": true, "link": true, "ref": true, "reference": true, "copy": true, "duplicate": true, "child": true,
	"children": true, "sibling": true, "previous": true, "next": true, "after": true, "before": true}

// relationKey reports whether a member's name holds a relation word.
func relationKey(k string) bool {
	for _, t := range sharedTokens(k) {
		if relationWords[t] {
			return true
		}
	}
	return false
}

// sameIDsIn is sameIDsBelow's walk over one value at depth levels below
// the top.
func (g *Generator) sameIDsIn(v any, ids map[string]any, depth int) {
	if depth > 3 {
		return
	}
	switch t := v.(type) {
	case map[string]any:
		matched := 0
		for k := range t {
			if _, ok := ids[role.FlatName(k)]; ok {
				matched++
			}
		}
		if matched == len(t) {
			// {"worklog_data": {"project_id": B}} of an update: the one
			// change asked for is another container, a move
			return
		}
		for k, x := range t {
			if top, ok := ids[role.FlatName(k)]; ok && scalarID(x) && sameKind(x, top) && x != top {
				t[k] = top
				g.unsure = true
				continue
			}
			if !relationKey(k) {
				g.sameIDsIn(x, ids, depth+1)
			}
		}
	case []any:
		for _, x := range t {
			g.sameIDsIn(x, ids, depth+1)
		}
	}
}

// scalarID reports whether v can be an id: a string or a number.
func scalarID(v any) bool {
	switch v.(type) {
	case string, float64, int, int64, uint64:
		return true
	}
	return false
}

// sameKind reports whether a and b are both strings or both numbers.
func sameKind(a, b any) bool {
	_, as := a.(string)
	_, bs := b.(string)
	return as == bs
}
