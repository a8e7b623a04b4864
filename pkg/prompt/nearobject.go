package prompt

import (
	"encoding/json"
	"hash/fnv"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// Object near misses: requests about the things a server's own tools deal
// with — whatever they are, read from the tool names and the id parameters
// ("order" of create_order and order_id) — that ask for something no tool
// offers (cancel or refund an order, email or print it, change its due
// date, find one without its number, sort a list by a field the list tool
// cannot sort by, ring a customer, quote a price in another currency).
// Their answers say what the tools can do with that thing instead.

// objParam is one property of a tool's inputSchema.
type objParam struct {
	name   string
	words  []string // lower-case words of the name
	typ    string
	format string
	enum   []string
}

// objTool is what object near misses read of one tool.
type objTool struct {
	name   string
	verb   string   // the verb opening the name, "" when none
	object string   // the thing it acts on ("order"), "" when none
	plural bool     // the name says the thing in the plural (list_orders)
	idOf   []string // the things whose id it takes ("order" of order_id)
	params []objParam
	desc   string
	words  []string // name, parameter, enum and description words
}

// objAspects are head words of tool names that name an aspect of a thing,
// not the thing ("activity details", "athlete stats"): the thing is the
// word before.
var objAspects = []string{"detail", "details", "info", "information", "stats", "statistic", "statistics", "status", "data",
	"history", "list", "version", "connection", "summary", "count", "metadata", "setting", "settings", "config", "by", "id",
	"gpx", "tcx", "csv", "pdf", "json", "xml", "all", "recent", "new", "latest"}

// objMakers are the verbs of tools that make a thing, with the past the
// user says of it ("the fitting I booked").
var objMakers = map[string]string{"create": "created", "add": "added", "book": "booked", "schedule": "scheduled", "log": "logged",
	"register": "registered", "record": "recorded", "request": "requested", "open": "opened", "submit": "submitted",
	"place": "placed", "reserve": "reserved", "rent": "rented", "hire": "hired", "enroll": "enrolled", "enrol": "enrolled", "new": "created", "make": "made", "issue": "issued", "file": "filed", "start": "started", "report": "reported"}

// objParams reads the properties of an inputSchema, in name order.
func objParams(raw json.RawMessage) []objParam {
	var s struct {
		Properties map[string]struct {
			Type   any      `json:"type"`
			Format string   `json:"format"`
			Enum   []any    `json:"enum"`
			Items  struct{} `json:"items"`
		} `json:"properties"`
	}
	if len(raw) == 0 || json.Unmarshal(raw, &s) != nil {
		return nil
	}
	names := make([]string, 0, len(s.Properties))
	for k := range s.Properties {
		names = append(names, k)
	}
	sort.Strings(names)
	var out []objParam
	for _, k := range names {
		p := s.Properties[k]
		op := objParam{name: k, words: strings.Fields(strings.ToLower(Humanize(k))), format: p.Format}
		if t, ok := p.Type.(string); ok {
			op.typ = t
		}
		for _, e := range p.Enum {
			if es, ok := e.(string); ok {
				op.enum = append(op.enum, es)
			}
		}
		out = append(out, op)
	}
	return out
}

// idThing returns the thing whose id a parameter holds ("order" of
// order_id or orderId), "" when it holds no id of a named thing.
func idThing(p objParam) string {
	w := p.words
	if len(w) < 2 || w[len(w)-1] != "id" {
		return ""
	}
	t := singular(w[len(w)-2])
	if len(t) < 3 || slices.Contains(objAspects, t) {
		return ""
	}
	return t
}

// readObjTools reads ts (sorted by name) for object near misses.
func readObjTools(ts []NearTool, prefix string) []objTool {
	out := make([]objTool, 0, len(ts))
	for _, t := range ts {
		ot := objTool{name: t.Name, params: objParams(t.InputSchema), desc: t.Description}
		for _, p := range ot.params {
			if th := idThing(p); th != "" && !slices.Contains(ot.idOf, th) {
				ot.idOf = append(ot.idOf, th)
			}
			ot.words = append(ot.words, p.words...)
			for _, e := range p.enum {
				ot.words = append(ot.words, descWords(e)...)
			}
		}
		ot.words = append(append(ot.words, nearWords(t.Name)...), descWords(t.Description)...)
		out = append(out, ot)
	}
	for i, t := range ts {
		w := strings.Fields(strings.ToLower(Humanize(t.Name)))
		if len(w) > 1 && w[0] == prefix {
			w = w[1:]
		}
		desc := descWords(t.Description)
		if len(w) > 1 && (slices.Contains(nearVerbs, w[0]) || objMakers[w[0]] != "" || role.OpensOnVerb(w) ||
			len(desc) > 0 && desc[0] == w[0] && descVerb(desc)) {
			out[i].verb, w = w[0], w[1:]
		}
		out[i].object, out[i].plural = objHead(w)
	}
	return out
}

// objHead returns the thing words (a tool name's, without its verb) name:
// the last word that names no aspect of a thing ("details", "gpx") nor
// reads as a past participle ("collected"), with the word before when the
// two are one thing ("pull request"); plural tells whether the name says
// it in the plural.
func objHead(w []string) (string, bool) {
	for i := len(w) - 1; i >= 0; i-- {
		x := w[i]
		if slices.Contains(objAspects, x) || len(x) < 3 || strings.HasSuffix(x, "ed") || strings.HasSuffix(x, "ing") {
			continue
		}
		if i > 0 && slices.ContainsFunc(nearNouns, func(n nearNoun) bool { return n.word == w[i-1]+" "+singular(x) }) {
			return w[i-1] + " " + singular(x), singular(x) != x // "pull request", not "request"
		}
		return singular(x), singular(x) != x
	}
	return "", false
}

// about tells whether t deals with thing o: it is its object or takes its id.
func (t objTool) about(o string) bool {
	return t.object == o || slices.Contains(t.idOf, o)
}

// objThing is one thing of the server with what NewNearDomain needs to
// word near misses about it.
type objThing struct {
	word  string
	made  string // the past of the verb making it ("booked"), "" when no tool makes it
	maker *objTool
	hasID bool
	tools []objTool // the tools about it
	own   []string  // the words of those tools
	names []string  // the words of the names of all tools
	words []string  // own and names
}

// objThings returns the things of tools worth near misses: those with an
// id parameter and those a tool makes, in the order of the tools.
func objThings(tools []objTool) []objThing {
	var out []objThing
	seen := map[string]bool{}
	var all []string
	for _, t := range tools {
		all = append(all, nearWords(t.name)...)
	}
	add := func(o string) {
		if o == "" || seen[o] {
			return
		}
		seen[o] = true
		th := objThing{word: o}
		for i, t := range tools {
			if !t.about(o) {
				continue
			}
			th.tools = append(th.tools, t)
			th.words = append(th.words, t.words...)
			if slices.Contains(t.idOf, o) {
				th.hasID = true
			}
			if p := objMakers[t.verb]; p != "" && t.object == o && th.maker == nil {
				th.made, th.maker = p, &tools[i]
			}
		}
		th.own, th.names = slices.Clone(th.words), all
		th.words = append(th.words, all...)
		if th.hasID || th.maker != nil {
			out = append(out, th)
		}
	}
	for _, t := range tools {
		for _, o := range t.idOf {
			add(o)
		}
		if objMakers[t.verb] != "" {
			add(t.object)
		}
	}
	return out
}

// objRef is how a request names one of thing o: "order 4182" when the
// tools take its id, else "the order I booked yesterday"; n varies the
// number, fixed by the thing and the request so that a request's text is
// known before any record is made.
func (th objThing) ref(n int) string {
	if th.hasID {
		h := fnv.New32a()
		h.Write([]byte(th.word + strconv.Itoa(n)))
		return th.word + " " + strconv.Itoa(1000+int(h.Sum32()%9000))
	}
	made := th.made
	if made == "" {
		made = "added"
	}
	if made == "booked" || made == "scheduled" || made == "reserved" {
		return "the " + th.word + " I " + made + " for Friday" // a booking is for a day
	}
	return "the " + th.word + " I " + made + " yesterday"
}

// has tells whether a word of syn is among th's words.
func (th objThing) has(syn ...string) bool {
	return anyIn(th.words, syn)
}
