package prompt

import (
	"encoding/json"
	"maps"
	"regexp"
	"slices"
	"strings"
)

// grantWhat matches a permission's description that names what the call
// may do to what ("Permit deletion of existing child pages/databases
// that …"): the act and the things it acts on.
var grantWhat = regexp.MustCompile(`(?i)^(?:permit|permits|allow|allows|whether to allow)\s+(?:the\s+)?(deletion|removal|deleting|removing|overwriting|replacement|replacing)\s+of\s+(?:existing\s+|any\s+)?([a-z][a-z/ -]{2,40}?)(?:\s+(?:that|which|who|removed|within|in|no|when|if|from|by)\b.*)?\.?$`)

// grantActs are the acts of grantWhat in a verb's words.
var grantActs = map[string]string{"deletion": "delete", "deleting": "delete", "removal": "remove", "removing": "remove",
	"overwriting": "overwrite", "replacement": "replace", "replacing": "replace"}

// grantSaid says a permission flag set true by what it lets the call do,
// read from its description ("Permit deletion of existing child
// pages/databases …" → "and it's fine to delete any child pages or
// databases"), the way a person gives it leave, never by its key ("even
// if that means deleting content"); "" when the description names no
// act on things.
func (st *funcState) grantSaid(desc string) string {
	m := grantWhat.FindStringSubmatch(strings.TrimSpace(desc))
	if m == nil {
		return ""
	}
	v := grantActs[strings.ToLower(m[1])]
	things := strings.ReplaceAll(strings.TrimSpace(m[2]), "/", " or ")
	if len(strings.Fields(things)) > 5 || !pluralNoun(lastWord(things)) {
		return ""
	}
	return st.vary("grant", "and it's fine to "+v+" any "+things, "even if some "+things+" get "+pastOf(v),
		"and go ahead and "+v+" "+things+" if it has to", "and it's OK to "+v+" "+things)
}

// pastOf is the past participle of the verbs grantActs gives.
func pastOf(v string) string {
	if strings.HasSuffix(v, "e") {
		return v + "d"
	}
	return v + "ed"
}

// grantedDesc finds, in object value x of p, a member flag set true that
// is a permission ("allow_deleting_content"), and returns the words its
// key gives (permissionWords) with its description from p's schema;
// ok is false when there is none or the schema does not describe it.
func grantedDesc(p Param, x map[string]any) (keyWords, desc string, ok bool) {
	// keys in order: the first granted flag must not depend on map order
	for _, k := range slices.Sorted(maps.Keys(x)) {
		if b, isBool := x[k].(bool); !isBool || !b {
			continue
		}
		f := strings.Fields(strings.ToLower(Humanize(k)))
		if len(f) < 2 || f[0] != "allow" && f[0] != "permit" {
			continue
		}
		if d := p.memberDescOf(k); d != "" {
			return permissionWords(f), d, true
		}
	}
	return "", "", false
}

// memberDesc is the description of property key anywhere in schema
// (its properties, their properties and the branches of anyOf/oneOf),
// depth levels down at most; "" when none.
func memberDesc(schema json.RawMessage, key string, depth int) string {
	if depth < 0 || len(schema) == 0 {
		return ""
	}
	var s struct {
		Properties map[string]json.RawMessage `json:"properties"`
		AnyOf      []json.RawMessage          `json:"anyOf"`
		OneOf      []json.RawMessage          `json:"oneOf"`
	}
	if json.Unmarshal(schema, &s) != nil {
		return ""
	}
	if raw, ok := s.Properties[key]; ok {
		var d struct {
			Description string `json:"description"`
		}
		if json.Unmarshal(raw, &d) == nil && d.Description != "" {
			return d.Description
		}
	}
	for _, list := range [][]json.RawMessage{s.AnyOf, s.OneOf} {
		for _, b := range list {
			if d := memberDesc(b, key, depth-1); d != "" {
				return d
			}
		}
	}
	for _, sub := range s.Properties {
		if d := memberDesc(sub, key, depth-1); d != "" {
			return d
		}
	}
	return ""
}

// grantInWords says a permission an object argument passes by what it
// lets the call do (grantSaid) in place of its key's words in a's text.
func (st *funcState) grantInWords(p Param, x map[string]any, a argWords) argWords {
	kw, desc, ok := grantedDesc(p, x)
	if !ok || !strings.Contains(a.text, kw) {
		return a
	}
	if s := st.grantSaid(desc); s != "" {
		a.text = strings.Replace(a.text, ", "+kw, ", "+s, 1)
		a.text = strings.Replace(a.text, kw, s, 1)
	}
	return a
}

// insertsIfNone matches a flag's description that makes a write insert
// what it finds nothing to change ("Controls whether to insert a new
// document if no documents match the filter").
var insertsIfNone = regexp.MustCompile(`(?i)\binsert (?:a )?new (\w+) if no \w+ (?:match|matches|exist|exists)\b`)

// flagByDesc says a flag whose description names a common write option
// the way people ask for it: one that inserts what matches nothing is
// "and insert one if nothing matches", not "(upsert)". ok is false for
// other flags and for the option left off, which goes without saying.
func (st *funcState) flagByDesc(p Param, x bool) (string, bool) {
	if !x || st.data == nil || st.data.Tool.intent.Read {
		return "", false
	}
	if m := insertsIfNone.FindStringSubmatch(p.Description); m != nil {
		return st.vary("upsert", "and insert one if nothing matches", "inserting a new "+strings.ToLower(m[1])+" if none match",
			"and add one if there's no match"), true
	}
	return "", false
}

// replacesSaid says what a rename's flag does to a target in the way
// ("replacing any collection already there by that name") the several
// ways people put it; ok is false for other flag words.
func (st *funcState) replacesSaid(s string) (string, bool) {
	n, ok := strings.CutPrefix(s, "replacing any ")
	if !ok || !strings.HasSuffix(n, " already there by that name") {
		return "", false
	}
	n = strings.TrimSuffix(n, " already there by that name")
	return st.vary("replaces", s, "and drop the old "+n+" by that name if there is one",
		"overwriting any "+n+" that already has that name", "even if a "+n+" by that name exists already"), true
}

// descFlagSaid is descFlag's wording of flag value x of p, said the
// several ways people put the common ones ("with more to come", "as the
// final one", "overwriting any collection that already has that name");
// ok is false when descFlag has none.
func (st *funcState) descFlagSaid(p Param, x bool) (string, bool) {
	if st.data == nil {
		return "", false
	}
	s, ok := descFlag(p, x, st.data.Tool.intent)
	if !ok {
		return "", false
	}
	s = keyRefsSaid(s, st.data.Params)
	if r, ok := st.replacesSaid(s); ok {
		return r, true
	}
	if strings.HasPrefix(s, "with ") && strings.HasSuffix(s, " to follow") {
		// "with another thought step to follow", said other ways too
		return st.vary("follows", s, "with more to come", "with more to follow", "not the last one",
			"with more coming", "with more after it", "more to follow"), true
	}
	if last, ok := strings.CutPrefix(s, "as the last "); ok {
		// "as the last thought step": the one that ends it, said as
		// people say it
		return st.vary("last", s, "as the last one", "as the final one", "as the final "+lastWord(last), "to wrap it up"), true
	}
	return s, true
}

// reTicked matches a word or phrase a description writes in backticks.
var reTicked = regexp.MustCompile("`([^`\n]+)`")

// keyRefsSaid is a flag's wording s from its description without the
// backticks a description marks keys and literals with: a key of the
// tool (params) is said as that thing, the request having said its value
// ("ending in `month`": "ending in that month"), anything else as it is
// written ("`all`": "all"). A person never types a key in backticks.
func keyRefsSaid(s string, params []Param) string {
	if !strings.Contains(s, "`") {
		return s
	}
	return reTicked.ReplaceAllStringFunc(s, func(m string) string {
		w := m[1 : len(m)-1]
		for _, p := range params {
			if p.Name == w && p.Human != "" {
				return "that " + strings.ToLower(p.Human)
			}
		}
		return w
	})
}
