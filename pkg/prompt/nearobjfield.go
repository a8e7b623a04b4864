package prompt

import (
	"slices"
	"strings"
)

// objEdit are the words of tools that change a thing once it is made.
var objEdit = []string{"update", "edit", "modify", "patch", "change", "set", "amend", "rename", "reschedule", "move", "replace",
	"correct", "upsert", "put"}

// objUnits are unit words that end a parameter name ("gross_weight_kg"):
// a person says the quantity ("gross weight"), not the unit.
var objUnits = []string{"kg", "g", "cm", "mm", "m", "km", "gbp", "usd", "eur", "yd", "ft", "lb", "lbs", "pct", "percent", "ms", "sec", "secs", "min", "mins", "minutes", "hours"}

// objPaging are parameter words of paging, not of the thing.
var objPaging = []string{"page", "limit", "offset", "cursor", "per", "max", "size", "token", "id"}

// objField returns how a person says parameter p ("due date"), without a
// unit word, "" for an id, paging or notes parameter.
func objField(p objParam) string {
	w := slices.Clone(p.words)
	if len(w) > 1 && slices.Contains(objUnits, w[len(w)-1]) {
		w = w[:len(w)-1]
	}
	if len(w) == 0 || anyIn(w, objPaging) || anyIn(w, []string{"number", "num", "no", "code", "ref", "reference"}) || anyIn(w, []string{"note", "notes", "comment", "description", "url", "urls"}) {
		return ""
	}
	return strings.Join(w, " ")
}

// objChange is the "change it after it is made" near miss of th: a date,
// a choice or a count the tool making it takes, asked to change when no
// tool changes it.
func objChange(th objThing) (request []string, ok bool) {
	if th.maker == nil || th.has(objEdit...) {
		return nil, false
	}
	for _, p := range th.maker.params {
		f := objField(p)
		switch {
		case f == "":
		case p.format == "date" || p.format == "date-time" || p.words[len(p.words)-1] == "date":
			return []string{"Can you move the " + f + " on {ref} to next Friday?", "Push the " + f + " of {ref} back a week, please."}, true
		case len(p.enum) > 1:
			v := strings.ToLower(Humanize(p.enum[len(p.enum)-1]))
			return []string{"Change the " + f + " on {ref} to " + v + ".", "Can you switch {ref} to " + v + " " + f + "?"}, true
		}
	}
	return nil, false
}

// objFieldMisses derives the near misses of th that hang on its tools'
// parameters: changing it once made, finding it without its id, sorting
// its list by a field the list tool cannot sort by.
func objFieldMisses(th objThing, prefix string, most int) []domainMiss {
	var out []domainMiss
	if qs, ok := objChange(th); ok {
		if caps, names := objCaps(th, prefix, most, true); len(caps) > 0 {
			m := domainMiss{verb: "change", noun: th.word, tools: names,
				answer: objAnswer("change "+Plural(th.word)+" once they're made", caps, true)}
			for i, q := range qs {
				m.requests = append(m.requests, objFill(q, th, i))
			}
			out = append(out, m)
		}
	}
	if m, ok := objSearch(th); ok {
		out = append(out, m)
	}
	if m, ok := objSort(th); ok {
		out = append(out, m)
	}
	return out
}

// objSearch is the "find it without its number" near miss of th when its
// only lookup takes the id and no tool lists or searches it.
func objSearch(th objThing) (domainMiss, bool) {
	if !th.hasID || th.has("search", "find", "list", "query", "filter", "browse", "recent", "all", "lookup") {
		return domainMiss{}, false
	}
	i := slices.IndexFunc(th.tools, func(t objTool) bool {
		return t.object == th.word && readVerbs[t.verb] && len(t.params) == 1 && slices.Contains(t.idOf, th.word)
	})
	if i < 0 {
		return domainMiss{}, false
	}
	t := th.word
	return domainMiss{verb: "search", noun: t, tools: []string{th.tools[i].name},
		requests: []string{"Can you find my " + t + " from last week? I don't have the " + t + " number.",
			"Which " + t + " was the one for Mrs Patel? I've lost the reference."},
		answer: "I can't search " + Plural(t) + " with these tools; I can only look " + article(t) + " up by its ID. If you have the " + t + " number, I'll pull it up."}, true
}

// objSort is the "sort the list by a field" near miss of th when a tool
// lists it without a sort parameter and th has a number field.
func objSort(th objThing) (domainMiss, bool) {
	i := slices.IndexFunc(th.tools, func(t objTool) bool {
		return t.object == th.word && t.plural && readVerbs[t.verb] && !anyIn(t.words, []string{"sort", "order", "rank", "sorted", "orderby", "sortby"})
	})
	if i < 0 || th.maker == nil {
		return domainMiss{}, false
	}
	field := ""
	for _, p := range th.maker.params {
		if f := objField(p); f != "" && (p.typ == "number" || p.typ == "integer") && len(p.enum) == 0 {
			field = f
			break
		}
	}
	if field == "" {
		return domainMiss{}, false
	}
	list := th.tools[i]
	by := objFilters(list)
	can := "list them"
	if len(by) > 0 {
		can += " filtered by " + joinWords(by, "or")
	}
	t := Plural(th.word)
	return domainMiss{verb: "sort", noun: th.word, tools: []string{list.name},
		requests: []string{"List the " + t + " sorted by " + field + ", highest first.", "Show me the " + t + " with the highest " + field + " first."},
		answer:   "I can't sort " + t + " by " + field + " with these tools; I can " + can + ". Want me to do that instead?"}, true
}

// objFilters says what list's parameters filter by, at most three: "date"
// of from_date and to_date; a word several parameters open with once
// ("name" of name_icontains and name_iexact); no flag nor paging.
func objFilters(list objTool) []string {
	var by []string
	for _, p := range list.params {
		var w []string
		for _, x := range p.words {
			if !slices.Contains([]string{"from", "to", "start", "end", "min", "max", "after", "before", "since", "until", "local", "only"}, x) {
				w = append(w, x)
			}
		}
		if p.typ == "boolean" || len(w) == 0 || anyIn(w, objPaging) {
			continue
		}
		if slices.ContainsFunc(list.params, func(o objParam) bool { return o.name != p.name && len(o.words) > 1 && o.words[0] == w[0] }) {
			w = w[:1]
		}
		if f := strings.Join(w, " "); !slices.Contains(by, f) && len(by) < 3 {
			by = append(by, f)
		}
	}
	return by
}
