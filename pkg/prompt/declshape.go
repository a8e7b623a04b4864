package prompt

import (
	"encoding/json"
	"slices"
	"strings"
	"time"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// A parameter named like a pasted document ("documents", "update",
// "properties") is still a plain record when its schema spells out the
// fields it takes: a court filing's documents ({"title", "fileUrl",
// "pageCount"}), a transaction's update ({"status", "notes", …}), a
// sheet's grid properties ({"frozenRowCount", …}). A person says such a
// record's few values in words; only a value whose shape the schema
// leaves open (a database document, a query, a pipeline) is pasted.

// declaredKeys reads the member names an object schema declares, or its
// items' when the schema is a list; nil when it declares none.
func declaredKeys(raw json.RawMessage) map[string]bool {
	var s struct {
		Items      json.RawMessage            `json:"items"`
		Properties map[string]json.RawMessage `json:"properties"`
	}
	if len(raw) == 0 || json.Unmarshal(raw, &s) != nil {
		return nil
	}
	if len(s.Properties) == 0 && len(s.Items) > 0 {
		return declaredKeys(s.Items)
	}
	if len(s.Properties) == 0 {
		return nil
	}
	out := make(map[string]bool, len(s.Properties))
	for k := range s.Properties {
		out[k] = true
	}
	return out
}

// declaredKeysOf is declaredKeys of p's schema, read once per parameter.
// The map is shared: callers only read it.
func (p Param) declaredKeysOf() map[string]bool {
	f := p.facts
	if f == nil {
		return declaredKeys(p.schema)
	}
	f.declOnce.Do(func() { f.decl = declaredKeys(p.schema) })
	return f.decl
}

// declaredRecord tells whether v (an object or a list of objects) holds
// only members p's schema declares, none of them operators: a record of
// known fields, said in words whatever the parameter is called.
func declaredRecord(p Param, v any) bool {
	keys := p.declaredKeysOf()
	if len(keys) == 0 {
		return false
	}
	var objs []any
	switch x := v.(type) {
	case map[string]any:
		objs = []any{x}
	case []any:
		objs = x
	default:
		return false
	}
	if len(objs) == 0 {
		return false
	}
	for _, e := range objs {
		m, ok := e.(map[string]any)
		if !ok || len(m) == 0 {
			return false
		}
		for k := range m {
			if !keys[k] || strings.HasPrefix(k, "$") {
				return false
			}
		}
	}
	return true
}

// declaredChanges says a flat record of declared fields a write sets:
// values as "setting status to reviewed and category to 50013", nulls
// as "clearing custom metadata". ok is false for a nested or long
// value, more than five members, or a read.
func (st *funcState) declaredChanges(p Param, x map[string]any) (argWords, bool) {
	if len(x) == 0 || len(x) > 5 || !declaredRecord(p, x) || st.data != nil && st.data.Tool.intent.Read {
		return argWords{}, false
	}
	var set, cleared, setKeys []string
	said := map[string]string{}
	for _, k := range sortedKeys(x) {
		h := strings.ToLower(Humanize(k))
		switch v := x[k].(type) {
		case nil:
			cleared = append(cleared, h)
		case []any:
			items, ok := scalarList(v)
			if !ok {
				return argWords{}, false
			}
			if t, cut := strings.CutSuffix(h, " ids"); cut && t != "" {
				h = Plural(t) // tag_ids: "tags 7465 and 90475"
			}
			set = append(set, setTo(h, joinWords(items, "and")))
			said[k], setKeys = joinWords(items, "and"), append(setKeys, k)
		default:
			fh, s, ok := recordFieldWords(k, v)
			if !ok {
				return argWords{}, false
			}
			set = append(set, setTo(fh, s))
			said[k], setKeys = s, append(setKeys, k)
		}
	}
	if len(cleared) == 0 && st.makesNew() {
		return argWords{text: newFieldsWords(setKeys, x, said)}, true // a new state "with color silver"
	}
	var parts []string
	if len(set) > 0 {
		parts = append(parts, "setting "+joinWords(set, "and")) // never "change it, changing …"
	}
	if len(cleared) > 0 {
		parts = append(parts, "clearing "+joinWords(cleared, "and"))
	}
	return argWords{text: strings.Join(parts, " and ")}, true
}

// recordFieldWords says one scalar member of a record a write sets as its
// key and value in words, the way the rest of a request says them: a
// date or date-time as people write one ("due date", "March 17, 2026 at
// 3:45pm UTC", a key ending "at" said "on" before it: "arrived on …"), a
// key ending in a unit with the unit after the number ("gross kg" 33274:
// "gross", "33274 kg"), a key naming a thing by its id said by the thing
// ("block id" CJ-19P: "block", "CJ-19P"), never the raw wire form; ok is
// false for a value scalarWords cannot say.
func recordFieldWords(k string, v any) (key, value string, ok bool) {
	key = strings.ToLower(Humanize(k))
	switch y := v.(type) {
	case string:
		if d, ok := stampSaid(y); ok {
			if t, cut := strings.CutSuffix(key, " at"); cut && t != "" {
				key = t + " on" // arrived_at: "arrived on March 17, 2026 at 3:45pm UTC"
			}
			return key, d, true
		}
		if t, cut := strings.CutSuffix(key, " id"); cut && t != "" && !idAdjectives[lastWord(t)] {
			key = t // block_id CJ-19P: "block CJ-19P"; external_id stays, an adjective names no thing
		}
	case json.Number:
		w := keyWords(k)
		if _, ok := memberUnitTail(w, "", y.String()); ok {
			// a rate ("minutes per hour") or a measure named by how it was
			// got ("estimated tonnes") keeps its key: "an estimated of 54
			// tonnes" and "1 minute/h" read worse than the key itself
			if what, unit, ok := tailUnit(w); ok && what != "" && !strings.Contains(unit, "/") &&
				!slices.Contains(w, "per") && !role.Participle(lastWord(what)) {
				return what, words(y) + " " + unit, true
			}
		}
	}
	value, ok = scalarWords(v)
	return key, value, ok
}

// stampSaid says an ISO date ("2026-03-17") or an RFC 3339 date-time
// ("2026-03-17T15:45:00Z") as people write one ("March 17, 2026",
// "March 17, 2026 at 3:45pm UTC"); ok is false for any other string.
func stampSaid(s string) (string, bool) {
	if d, ok := plainDay(s); ok {
		return d, true
	}
	t, err := time.Parse(time.RFC3339, s)
	if err != nil {
		return "", false
	}
	return spokenDay(t, false, true, zoneWords(t)), true
}

// idListsWords says an object whose members are each a list of ids of
// one kind ({"contactIds": [29034, 80678], "ticketIds": [69574]}) as
// the things it links: "with contacts 29034 and 80678 and ticket 69574",
// never pasted JSON; ok is false for any other object.
func idListsWords(x map[string]any) (argWords, bool) {
	if len(x) == 0 || len(x) > 5 || leafCount(x) > 16 {
		return argWords{}, false
	}
	var parts []string
	for _, k := range sortedKeys(x) {
		l, ok := x[k].([]any)
		if !ok {
			return argWords{}, false
		}
		t, cut := strings.CutSuffix(strings.ToLower(Humanize(k)), " ids")
		if !cut || t == "" {
			return argWords{}, false
		}
		if len(l) == 0 {
			continue
		}
		items, ok := scalarList(l)
		if !ok {
			return argWords{}, false
		}
		n := t
		if len(items) > 1 {
			n = Plural(t)
		}
		parts = append(parts, n+" "+joinWords(items, "and"))
	}
	if len(parts) == 0 {
		return argWords{}, false
	}
	return argWords{text: "with " + strings.Join(parts, ", and ")}, true
}
