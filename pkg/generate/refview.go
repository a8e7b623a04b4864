package generate

import (
	"bytes"
	"encoding/json"
	"net/url"
	"strconv"
	"strings"
)

// A tool's request is phrased from its inputSchema read as words: each
// property's description, enum, format and members. Servers written with
// schemars, zod-to-json-schema or from an OpenAPI document put much of
// that behind local references ({"requestBody": {"$ref":
// "#/$defs/NewBooking"}}), which the phrasing does not follow: such a
// property read as an opaque object and was pasted as a JSON block, and
// an enum or description in $defs was never said. refView gives the
// phrasing a copy with every local $ref replaced by its target, members
// in their order. Arguments are still drawn from the schema as served
// (the synthesizer resolves references itself), so no value changes.

// refViewMaxNodes bounds the copy refView builds (JSON objects and arrays
// counted); past it the schema is phrased as served.
const refViewMaxNodes = 20000

// refViewRecursion is how many times a reference is expanded along one
// path before it becomes a stub of its target's type, as in
// schema.Normalize (schema.RecursionDepth).
const refViewRecursion = 2

// refView returns raw with its local $refs ("#/$defs/X", "#/definitions/X",
// any JSON pointer into the document) inlined and the root's $defs and
// definitions dropped, members in their order. A reference's sibling
// keywords override its target's ("description" beside a $ref describes
// the property, not the definition). raw itself when it holds no "$ref",
// does not parse, or the copy would pass refViewMaxNodes.
func refView(raw json.RawMessage) json.RawMessage {
	if !bytes.Contains(raw, []byte(`"$ref"`)) {
		return raw
	}
	d := json.NewDecoder(bytes.NewReader(raw))
	d.UseNumber()
	root, err := readNode(d)
	if err != nil || !root.obj {
		return raw
	}
	v := &refViewer{root: root}
	out := v.schema(root, nil, 0)
	if v.failed {
		return raw
	}
	return out.appendTo(nil)
}

// refViewer is one refView walk.
type refViewer struct {
	root   *node
	nodes  int
	failed bool
}

// schema is the copy of schema n with references inlined; stack lists the
// pointers being expanded on the current path.
func (v *refViewer) schema(n *node, stack []string, depth int) *node {
	if v.failed || !n.obj {
		return n
	}
	v.nodes++
	if v.nodes > refViewMaxNodes || depth > 64 {
		v.failed = true
		return n
	}
	if i := n.index("$ref"); i >= 0 {
		if ref, ok := n.vals[i].leaf.(string); ok && strings.HasPrefix(ref, "#") {
			return v.ref(n, i, ref, stack, depth)
		}
	}
	out := &node{obj: true}
	for i, k := range n.keys {
		val := n.vals[i]
		switch {
		case depth == 0 && (k == "$defs" || k == "definitions"):
			continue
		case schemaKeywords[k] && val.obj:
			val = v.schema(val, stack, depth+1)
		case schemaMapKeywords[k] && val.obj:
			m := &node{obj: true, keys: val.keys, vals: make([]*node, len(val.vals))}
			for j, s := range val.vals {
				m.vals[j] = v.schema(s, stack, depth+1)
			}
			val = m
		case (schemaArrKeywords[k] || schemaKeywords[k]) && val.arr: // a draft-07 tuple "items" too
			a := &node{arr: true, vals: make([]*node, len(val.vals))}
			for j, s := range val.vals {
				a.vals[j] = v.schema(s, stack, depth+1)
			}
			val = a
		}
		out.keys = append(out.keys, k)
		out.vals = append(out.vals, val)
	}
	return out
}

// ref is schema n, whose member i is the local reference ref, with the
// reference replaced by its (inlined) target and n's other members laid
// over it. An unresolvable reference is dropped; one expanded
// refViewRecursion times on this path becomes {"type": …} of its target.
func (v *refViewer) ref(n *node, i int, ref string, stack []string, depth int) *node {
	sib := &node{obj: true}
	for j, k := range n.keys {
		if j != i {
			sib.keys = append(sib.keys, k)
			sib.vals = append(sib.vals, n.vals[j])
		}
	}
	sib = v.schema(sib, stack, depth+1)
	target := v.resolve(ref)
	if target == nil || !target.obj {
		return sib
	}
	count := 0
	for _, s := range stack {
		if s == ref {
			count++
		}
	}
	var exp *node
	if count >= refViewRecursion {
		exp = &node{obj: true}
		if t := target.index("type"); t >= 0 {
			exp.keys, exp.vals = []string{"type"}, []*node{target.vals[t]}
		}
	} else {
		exp = v.schema(target, append(stack[:len(stack):len(stack)], ref), depth+1)
	}
	out := &node{obj: true, keys: append([]string(nil), exp.keys...), vals: append([]*node(nil), exp.vals...)}
	for j, k := range sib.keys {
		if at := out.index(k); at >= 0 {
			out.vals[at] = sib.vals[j]
			continue
		}
		out.keys = append(out.keys, k)
		out.vals = append(out.vals, sib.vals[j])
	}
	return out
}

// resolve is the node the local reference ref ("#", "#/$defs/A~1B")
// points at in the document, or nil.
func (v *refViewer) resolve(ref string) *node {
	frag, err := url.PathUnescape(strings.TrimPrefix(ref, "#"))
	if err != nil || frag != "" && !strings.HasPrefix(frag, "/") {
		return nil // an anchor ("#name") is not followed
	}
	n := v.root
	if frag == "" {
		return n
	}
	for _, tok := range strings.Split(frag[1:], "/") {
		tok = strings.ReplaceAll(strings.ReplaceAll(tok, "~1", "/"), "~0", "~")
		switch {
		case n.obj:
			i := n.index(tok)
			if i < 0 {
				return nil
			}
			n = n.vals[i]
		case n.arr:
			k, err := strconv.Atoi(tok)
			if err != nil || k < 0 || k >= len(n.vals) {
				return nil
			}
			n = n.vals[k]
		default:
			return nil
		}
	}
	return n
}

// index is the position of member key in object n, or -1.
func (n *node) index(key string) int {
	for i, k := range n.keys {
		if k == key {
			return i
		}
	}
	return -1
}
