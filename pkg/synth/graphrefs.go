package synth

import (
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v5"
)

// A graph passed in one call holds its nodes and its links side by side
// ({"nodes": [{"name": …}], "edges": [{"source": …, "target": …}]}, a
// plan's tasks and the dependencies between them): a link's ends name
// nodes of the same call. Drawn one by one, the ends and the names come
// from unrelated sources ("Application" → "Screening" between nodes
// "daily_report" and "audit-v2"), which no real graph holds.

// linkEndNames are the name tokens of a link's end that names a node.
var linkEndNames = map[string]bool{"source": true, "target": true, "from": true, "to": true, "src": true, "dst": true}

// nodeKeyNames are the keys that name a node, most telling first.
var nodeKeyNames = []string{"id", "name", "key", "label", "title"}

// linkEnd tells whether key k of a link names a node at one of its ends
// ("source", "target", "from", "to", "sourceId", "to_node").
func (g *Generator) linkEnd(k string) bool {
	ts := g.nameTokens(k)
	return len(ts) > 0 && len(ts) <= 2 && linkEndNames[ts[0]] && (len(ts) == 1 || ts[1] == "id" || ts[1] == "node" || ts[1] == "name" || ts[1] == "key")
}

// objectRows returns v as a list of objects, ok false for anything else
// (an empty list included).
func objectRows(v any) ([]map[string]any, bool) {
	l, ok := v.([]any)
	if !ok || len(l) == 0 {
		return nil, false
	}
	rows := make([]map[string]any, len(l))
	for i, e := range l {
		if rows[i], ok = e.(map[string]any); !ok {
			return nil, false
		}
	}
	return rows, true
}

// nodeKey returns the key that names each row of a list of nodes: the
// first of nodeKeyNames every row holds as a string; "" when none does
// or a row names a link end (a list of links, not of nodes).
func (g *Generator) nodeKey(rows []map[string]any) string {
	for _, r := range rows {
		for k := range r {
			if g.linkEnd(k) {
				return ""
			}
		}
	}
	for _, k := range nodeKeyNames {
		all := true
		for _, r := range rows {
			if s, ok := r[k].(string); !ok || s == "" {
				all = false
				break
			}
		}
		if all {
			return k
		}
	}
	return ""
}

// linkRefs makes the links of obj name its nodes: when obj holds a list
// of named nodes and a list of links whose ends name none of them, each
// end is rewritten to a node's name. The nodes take the links' names when
// those are the steps of one process drawn for this call (graphNode: the
// nodes' own names came from elsewhere), and the links run along the
// nodes otherwise (a plan's dependencies between its own tasks).
func (g *Generator) linkRefs(p *objPlan, obj map[string]any) {
	nodesAt, linksAt := -1, -1
	var nodes, links []map[string]any
	nk := ""
	for i, k := range p.names {
		rows, ok := objectRows(obj[k])
		if !ok {
			continue
		}
		if key := g.nodeKey(rows); key != "" && nodesAt < 0 {
			nodesAt, nodes, nk = i, rows, key
		} else if linksAt < 0 && g.linkRows(rows) {
			linksAt, links = i, rows
		}
	}
	if nodesAt < 0 || linksAt < 0 {
		return
	}
	names := make(map[string]bool, len(nodes))
	for _, r := range nodes {
		names[r[nk].(string)] = true
	}
	var ends []string // the links' ends in order of appearance, once each
	seen := map[string]bool{}
	resolved := true
	for _, r := range links {
		for _, k := range sortedKeys(r) {
			if s, ok := r[k].(string); ok && g.linkEnd(k) {
				resolved = resolved && names[s]
				if !seen[s] {
					seen[s] = true
					ends = append(ends, s)
				}
			}
		}
	}
	if !resolved {
		g.unsure = true // rewritten after its check
		if g.sc.graphSet != 0 {
			g.nodesFromLinks(p, obj, nodesAt, nodes, nk, ends)
		} else {
			g.linksAlongNodes(nodes, nk, links)
		}
	}
	g.tidyLinks(p, obj, linksAt)
}

// tidyLinks drops the optional name of each link and the links of
// obj[p.names[at]] that run from a node to
// itself, repeat a link before them or run back to a node an earlier
// link left from (closing a loop), down to the list's minItems: a flow
// or a plan's dependencies run one way, each arrow once.
func (g *Generator) tidyLinks(p *objPlan, obj map[string]any, at int) {
	l, _ := obj[p.names[at]].([]any)
	minI, req := 0, map[string]bool{}
	if s := p.schemas[at][0]; s != nil {
		minI = s.MinItems
		if it, ok := s.Items.(*jsonschema.Schema); ok {
			for _, k := range it.Required {
				req[k] = true
			}
		}
	}
	seen := map[string]bool{}
	order := map[string]int{} // a node's place in the order the links name them
	out := make([]any, 0, len(l))
	dropped := 0
	for i, e := range l {
		r, _ := e.(map[string]any)
		for _, k := range []string{"name", "label", "title"} {
			if _, ok := r[k]; ok && !req[k] {
				// an arrow is rarely labelled, and a label drawn
				// for it names one of the server's things (a
				// project), no step between two nodes
				delete(r, k)
				dropped++
			}
		}
		ends := g.linkEnds(r)
		for _, e := range ends {
			if _, ok := order[e]; !ok {
				order[e] = len(order)
			}
		}
		back := len(ends) == 2 && order[ends[0]] >= order[ends[1]] // a loop or a link back
		key := strings.Join(ends, "\x00")
		if (back || seen[key]) && len(out)+len(l)-i > minI {
			dropped++
			continue
		}
		seen[key] = true
		out = append(out, e)
	}
	if dropped > 0 {
		obj[p.names[at]] = out
		g.unsure = true // rewritten after its check
	}
}

// linkRows tells whether rows are links: each row names a node at both
// of its ends with strings.
func (g *Generator) linkRows(rows []map[string]any) bool {
	for _, r := range rows {
		n := 0
		for k, v := range r {
			if _, ok := v.(string); ok && g.linkEnd(k) {
				n++
			}
		}
		if n < 2 {
			return false
		}
	}
	return true
}

// nodesFromLinks names the nodes after the links' ends in turn. Nodes
// beyond the ends are dropped down to the list's minItems, and ends
// beyond the nodes get a node of their own when a node needs no other
// member, so every end is a node and every node is on a link.
func (g *Generator) nodesFromLinks(p *objPlan, obj map[string]any, at int, nodes []map[string]any, nk string, ends []string) {
	minI, maxI, itemReq := 0, -1, []string(nil)
	if s := p.schemas[at][0]; s != nil {
		minI, maxI = s.MinItems, s.MaxItems
		if it, ok := s.Items.(*jsonschema.Schema); ok {
			itemReq = it.Required
		}
	}
	out := make([]any, 0, max(len(nodes), len(ends)))
	for i, r := range nodes {
		if i >= len(ends) {
			if len(out) >= minI {
				break
			}
			r[nk] = g.spareStep(ends, i-len(ends))
		} else {
			r[nk] = ends[i]
		}
		out = append(out, r)
	}
	bare := len(itemReq) == 0 || len(itemReq) == 1 && itemReq[0] == nk
	for i := len(nodes); i < len(ends) && bare && (maxI < 0 || len(out) < maxI); i++ {
		out = append(out, map[string]any{nk: ends[i]})
	}
	obj[p.names[at]] = out
}

// spareStep is the j-th step of the call's process (graphSteps) that no
// link names: a node of the flow that no link reaches yet, never a
// repeat of a linked one.
func (g *Generator) spareStep(ends []string, j int) string {
	d := graphSteps[g.sc.graphSet-1]
	used := map[string]bool{}
	for _, e := range ends {
		used[e] = true
	}
	var spare []string
	for _, s := range d {
		if !used[s] {
			spare = append(spare, s)
		}
	}
	if len(spare) == 0 {
		return d[j%len(d)]
	}
	return spare[j%len(spare)]
}

// linksAlongNodes rewrites the links' ends to run from each node to the
// next (a chain of the nodes in their order), the first end-like key of a
// link (source, from) at the node and the second at the next one.
func (g *Generator) linksAlongNodes(nodes []map[string]any, nk string, links []map[string]any) {
	if len(nodes) < 2 {
		for _, r := range links {
			for _, k := range sortedKeys(r) {
				if _, ok := r[k].(string); ok && g.linkEnd(k) {
					r[k] = nodes[0][nk]
				}
			}
		}
		return
	}
	for i, r := range links {
		from, to := "", ""
		for _, k := range sortedKeys(r) {
			if _, ok := r[k].(string); !ok || !g.linkEnd(k) {
				continue
			}
			if fromEnd(g.nameTokens(k)[0]) {
				from = k
			} else {
				to = k
			}
		}
		if from == "" || to == "" {
			continue
		}
		r[from] = nodes[i%len(nodes)][nk]
		r[to] = nodes[(i+1)%len(nodes)][nk]
	}
}

// fromEnd tells whether a link end's first token names the end it leaves.
func fromEnd(t string) bool {
	return t == "source" || t == "from" || t == "src"
}

// linkEnds returns the node names at a link's ends, the end it leaves
// (source, from) first.
func (g *Generator) linkEnds(r map[string]any) []string {
	var from, to []string
	for _, k := range sortedKeys(r) {
		if s, ok := r[k].(string); ok && g.linkEnd(k) {
			if fromEnd(g.nameTokens(k)[0]) {
				from = append(from, s)
			} else {
				to = append(to, s)
			}
		}
	}
	return append(from, to...)
}
