package prompt

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// Many servers take their whole input as one object argument ("params",
// "request", "input", "selectSchema") whose members are the tool's real
// arguments: {"params": {"projectSlug": "gh/acme/api", "branch":
// "main"}}. A person asks for what those members say ("the latest
// pipeline of gh/acme/api on main"), never pastes the wrapper as a JSON
// block. soleWrapper reads such a request's one argument as the
// arguments it wraps, each with its own schema and role, so they are
// said the way a tool's own arguments are.

// soleWrapper is d with its one set argument replaced by the members it
// wraps; ok is false unless the tool has a single argument, an object
// whose schema declares its members, set to an object of declared
// members only, that would otherwise be pasted as a JSON block. A
// member that is itself such a wrapper ({"FeatureFlagBody": {"key": …,
// "name": …}}) is opened too when its members' names are free.
func (st *funcState) soleWrapper(d *Data) (*Data, bool) {
	if d == nil || len(d.Params) != 1 || len(d.Set) != 1 {
		return d, false
	}
	p := d.Set[0]
	if !st.pastedJSON(p, d.Tool.intent) {
		return d, false // said in words already ("with config key …, project key …")
	}
	ms, ok := st.wrappedMembers(d.Tool, p)
	if !ok {
		return d, false
	}
	names := map[string]bool{}
	for _, m := range ms {
		names[m.Name] = true
	}
	var out []Param
	for _, m := range ms {
		if m.Set && st.pastedJSON(m, d.Tool.intent) {
			if in, ok := st.wrappedMembers(d.Tool, m); ok && freeNames(in, names) {
				out = append(out, in...)
				continue
			}
		}
		out = append(out, m)
	}
	set := setOrder(nil, out)
	if len(set) == 0 {
		return d, false
	}
	nd := *d
	nd.Params, nd.Set = out, set
	return &nd, true
}

// pastedJSON tells whether p's value would be said as a pasted JSON
// block, tried without drawing.
func (st *funcState) pastedJSON(p Param, in intent) bool {
	if _, ok := p.Value.(map[string]any); !ok {
		return false
	}
	d := st.dry()
	d.noAttrs = true
	return strings.HasPrefix(d.argPhrase(p, in).block, "```json")
}

// wrappedMembers are the members object argument p wraps, as arguments
// of tool t: each with its schema, its value when set (an empty object
// or list counts as unset: nothing a person says) and its role. ok is
// false unless p's schema declares its members and p's value holds
// declared members only.
func (st *funcState) wrappedMembers(t ToolData, p Param) ([]Param, bool) {
	x, ok := p.Value.(map[string]any)
	if !ok || len(x) == 0 {
		return nil, false
	}
	raw := objectBranch(p.schema)
	if raw == nil {
		return nil, false
	}
	ms, err := toolParams(raw)
	if err != nil || len(ms) == 0 {
		return nil, false
	}
	names := make([]string, len(ms))
	declared := map[string]bool{}
	for i, m := range ms {
		names[i] = m.Name
		declared[m.Name] = true
	}
	for k := range x {
		if !declared[k] {
			return nil, false // an open map ({"env": "…"}) is a value of its own, not arguments
		}
	}
	tc := role.ToolContext{Name: t.Name, Title: t.Title, Description: t.Description, Server: t.peers}
	for i := range ms {
		v, set := x[ms[i].Name]
		if set && emptyValue(v) {
			set = false
		}
		ms[i].Value, ms[i].Set = v, set
		ms[i].facts = &paramFacts{}
		ms[i].Role = role.Classify(tc, role.ParamContext{Name: ms[i].Name, Path: "/" + p.Name + "/" + ms[i].Name,
			Schema: ms[i].schema, Siblings: without(names, ms[i].Name)})
	}
	return ms, true
}

// freeNames tells whether no member of in is named in names, other than
// the wrapper they replace.
func freeNames(in []Param, names map[string]bool) bool {
	for _, m := range in {
		if names[m.Name] {
			return false
		}
	}
	return true
}

// emptyValue tells whether v is an empty object or list, or a list of
// empty objects only.
func emptyValue(v any) bool {
	switch x := v.(type) {
	case map[string]any:
		return len(x) == 0
	case []any:
		for _, e := range x {
			if !emptyValue(e) {
				return false
			}
		}
		return true
	}
	return false
}

// bagNouns name an object argument that only gathers settings or
// conditions ("options", "filter", "criteria"): its members say what it
// means, its name adds nothing. A thing with a meaning of its own
// ("shipping", "route") or a set of changes keeps its name.
var bagNouns = map[string]bool{"filter": true, "filters": true, "where": true, "criteria": true, "conditions": true,
	"query": true, "options": true, "settings": true, "preferences": true, "prefs": true, "config": true,
	"configuration": true, "params": true, "parameters": true, "opts": true, "search": true, "match": true}

// openDumps is d with each set bag argument (bagNouns) that would be said as a
// dump of its keys ("with from port "Dover" and to port "Calais"",
// "where voice_part is …") or pasted as JSON replaced by the members it
// declares, said as arguments of their own ("from Dover to Calais"): a
// filter as its clauses, a set of options as its settings. ok is false
// when no argument is opened. An argument is left as it is when a
// member's name is taken by another argument.
func (st *funcState) openDumps(d *Data) (*Data, bool) {
	if d == nil || len(d.Set) == 0 || !anyBag(d.Set) {
		return d, false
	}
	names := map[string]bool{}
	for _, p := range d.Params {
		names[p.Name] = true
	}
	var set, params []Param
	opened := false
	for _, p := range d.Set {
		x, ok := p.Value.(map[string]any)
		if !ok || len(x) == 0 || len(x) > 6 || !bagNouns[lastWord(strings.ToLower(p.Human))] || !st.saidAsDump(p, x, d.Tool.intent) {
			set = append(set, p)
			continue
		}
		in, ok := st.wrappedMembers(d.Tool, p)
		if !ok || !freeNames(in, names) {
			set = append(set, p)
			continue
		}
		for _, m := range in {
			names[m.Name] = true
			if m.Set {
				set = append(set, m)
			}
		}
		params = append(params, in...)
		opened = true
	}
	if !opened {
		return d, false
	}
	nd := *d
	nd.Params = append(append([]Param{}, d.Params...), params...)
	nd.Set = set
	return &nd, true
}

// saidAsDump tells whether object argument p, set to x, would be said
// as its keys and values read out (flatWords), with a key as written
// ("where max_fare is 80"), or pasted as JSON, tried without drawing.
func (st *funcState) saidAsDump(p Param, x map[string]any, in intent) bool {
	for _, v := range x {
		if _, ok := v.(map[string]any); ok {
			return false // a nested object: its members' names alone say too little
		}
	}
	dr := st.dry()
	dr.noAttrs = true
	a := dr.argPhrase(p, in)
	if strings.HasPrefix(a.block, "```json") {
		return true
	}
	for k := range x {
		if rawKey(k) && strings.Contains(a.text, k) {
			return true // "where max_fare is 80": a key as written is no word of a person's
		}
	}
	fw := flatWords(x)
	return fw != "" && a.text != "" && strings.Contains(a.text, fw)
}

// rawKey tells whether k is written as code, not as a word: snake_case
// or camelCase ("max_fare", "voicePart").
func rawKey(k string) bool {
	if strings.Contains(k, "_") {
		return true
	}
	for i, r := range k {
		if i > 0 && r >= 'A' && r <= 'Z' {
			return true
		}
	}
	return false
}
