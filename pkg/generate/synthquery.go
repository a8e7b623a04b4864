package generate

import (
	"maps"
	"slices"
	"strings"

	"github.com/mcpgen/mcpgen/internal/jsonx"
	"github.com/mcpgen/mcpgen/pkg/prompt"
	"github.com/mcpgen/mcpgen/pkg/role"
)

// queryAgrees makes v, the result synthesized for a search called with
// args, find what was searched for: when the call's query (a role.Query
// argument) is a person's name or surname and no item listed holds it in
// a name member, the first item named like a person is renamed to it
// ("Paul Taylor", or "Lena Tanaka" for "Tanaka"), and an email of that
// item made from its old name is made from the new one. Drawn, a search
// for customers matching "Paul Taylor" listed Ines Garcia, Sarah Rossi
// and James Rossi. It reports whether it changed anything.
func queryAgrees(v any, pt *prepTool, args map[string]any) bool {
	q := personQuery(pt, args)
	if q == "" {
		return false
	}
	var items []map[string]any
	var walk func(x any)
	walk = func(x any) {
		switch m := x.(type) {
		case []any:
			for _, e := range m {
				if o, ok := e.(map[string]any); ok && personNameKey(o) != "" {
					items = append(items, o)
				}
				walk(e)
			}
		case map[string]any:
			for _, k := range slices.Sorted(maps.Keys(m)) {
				walk(m[k])
			}
		}
	}
	walk(v)
	lq := strings.ToLower(q)
	for _, o := range items {
		if strings.Contains(strings.ToLower(o[personNameKey(o)].(string)), lq) {
			return false
		}
	}
	for _, o := range items {
		k := personNameKey(o)
		old := strings.Fields(o[k].(string))
		if len(old) != 2 {
			continue
		}
		name := q
		if len(strings.Fields(q)) == 1 {
			name = old[0] + " " + q
		}
		o[k] = name
		renameEmails(o, old, strings.Fields(name))
		return true
	}
	return false
}

// personQuery returns the query argument of args when it reads as a
// person's name or surname (one to three capitalized words of letters),
// "" otherwise: a search for "leaking valve" finds things by other words.
func personQuery(pt *prepTool, args map[string]any) string {
	if pt.bind == nil {
		return ""
	}
	for _, p := range pt.bind.Params() {
		if p.Role.Kind != role.Query {
			continue
		}
		s, ok := args[p.Name].(string)
		if !ok || !prompt.PersonWords(s, 1, 3) {
			continue
		}
		return s
	}
	return ""
}

// personNameKey returns the member of o that holds a person's name ("name",
// "full_name", "displayName"), "" when none does: its value is two
// capitalized words and its key no file, host or user name.
func personNameKey(o map[string]any) string {
	for _, k := range slices.Sorted(maps.Keys(o)) {
		n := norm(k)
		if n != "name" && n != "fullname" && n != "displayname" && n != "customername" && n != "clientname" && n != "contactname" {
			continue
		}
		if s, ok := o[k].(string); ok && prompt.PersonWords(s, 2, 2) {
			return k
		}
	}
	return ""
}

// renameEmails makes each email member of o whose local part was made
// from old (a person's name, its words) from name instead, keeping its
// domain: "giulia@…" of Giulia Kelly becomes "paul@…" of Paul Taylor.
func renameEmails(o map[string]any, old, name []string) {
	for k, v := range o {
		s, ok := v.(string)
		at := strings.IndexByte(s, '@')
		if !ok || at < 1 || !strings.Contains(norm(k), "email") {
			continue
		}
		local := strings.ToLower(s[:at])
		first, last := strings.ToLower(old[0]), strings.ToLower(old[len(old)-1])
		nf, nl := strings.ToLower(name[0]), strings.ToLower(name[len(name)-1])
		switch local {
		case first:
			local = nf
		case first + "." + last:
			local = nf + "." + nl
		case first[:1] + last:
			local = nf[:1] + nl
		default:
			continue
		}
		o[k] = local + s[at:]
	}
}

// pageLimits are the normalized keys of a Count argument that caps how
// many things a call returns ("limit", "max_results", "page_size").
var pageLimits = map[string]bool{"limit": true, "maxresults": true, "pagesize": true, "perpage": true,
	"top": true, "first": true, "maxitems": true, "maxcount": true, "n": true, "count": true, "size": true}

// limitAgrees cuts each list of objects in v, the result synthesized for
// a call with args, to the number the call's limit allows: drawn, "only
// 1 customer" listed three. It reports whether it cut any.
func limitAgrees(v any, pt *prepTool, args map[string]any) bool {
	if pt.bind == nil {
		return false
	}
	limit := -1
	for _, p := range pt.bind.Params() {
		if p.Role.Kind != role.Count || !pageLimits[norm(p.Name)] {
			continue
		}
		if f, ok := jsonx.Number(args[p.Name]); ok && f >= 1 {
			limit = int(f)
		}
	}
	if limit < 1 {
		return false
	}
	cut := false
	var walk func(x any)
	walk = func(x any) {
		switch m := x.(type) {
		case map[string]any:
			for _, k := range slices.Sorted(maps.Keys(m)) {
				if l, ok := m[k].([]any); ok && len(l) > limit && len(l) > 0 {
					if _, obj := l[0].(map[string]any); obj {
						m[k], cut = l[:limit], true
						continue
					}
				}
				walk(m[k])
			}
		case []any:
			for _, e := range m {
				walk(e)
			}
		}
	}
	walk(v)
	return cut
}
