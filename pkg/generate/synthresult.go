package generate

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/mcpgen/mcpgen/internal/jsonx"
	"github.com/mcpgen/mcpgen/pkg/role"
	"github.com/mcpgen/mcpgen/pkg/schema"
	"github.com/mcpgen/mcpgen/pkg/synth"
)

// synthOutput synthesizes a structured result of pt called with args
// from its outputSchema (seeded by the tool and slot), or false when it
// has none. Its values are drawn as arguments are (pkg/synth's roles, the
// run's hints, the tool's description), and they agree with the call and
// the server: a member named like a value of args that filters (a
// building, a status) holds that value, a member another tool of the
// server takes from a list (an enum) holds one of that list, and a member
// args bound (min_capacity 3) stays within the bound. A listing of the
// Annex's rooms lists rooms of the Annex, not of "grapes-663". taken are
// further pools (the values a chain's second call takes from it).
func (w *worker) synthOutput(ctx context.Context, pt *prepTool, index int, args map[string]any, taken map[string][]any) (json.RawMessage, bool) {
	if len(pt.t.OutputSchema) == 0 {
		return nil, false
	}
	ins := []json.RawMessage{pt.t.InputSchema}
	for _, o := range w.g.siblings(pt) {
		if o != pt {
			ins = append(ins, o.t.InputSchema)
		}
	}
	sc, err := schema.Compile(borrowedOutput(pt.t.OutputSchema, ins), schema.CompileOptions{})
	if err != nil {
		return nil, false
	}
	hints := w.g.opts.Hints
	if w.g.opts.HintsFor != nil {
		hints = w.g.opts.HintsFor(&pt.t)
	}
	pools := map[string][]any{}
	for _, o := range w.g.siblings(pt) {
		enumPools(o.t.InputSchema, pools)
	}
	statePools(pt.t.OutputSchema, pools) // before the call's filters: a listing asked for its laid-up boats lists them laid up
	for k, v := range args {
		if filterValue(pt, k, v) {
			pools[k] = []any{v}
		}
	}
	maps.Copy(pools, taken)
	maps.Copy(pools, hints.Pools) // the user's pools win
	hints.Pools = pools
	sg, err := synth.New(sc, synth.Options{Seed: w.g.opts.Seed, Key: fmt.Sprintf("%s#output%d", pt.key, index),
		Budget: w.g.opts.SynthBudget, Hints: hints, Topic: pt.t.Name, About: pt.t.Description, RootObject: true, Result: true, Context: ctx})
	if err != nil {
		return nil, false
	}
	raw, v, err := sg.NextValue()
	if err != nil {
		return nil, false
	}
	for try := 0; try < 4 && linksOnly(v); try++ {
		// A link alone reports nothing found: another draw of the
		// schema's members.
		if r2, v2, err := sg.NextValue(); err == nil && !linksOnly(v2) {
			raw, v = r2, v2
		}
	}
	changed := moreItems(sg, v)
	changed = echoArgs(v, args) || changed
	if distinctItems(v, lookupKeys(w.g.siblings(pt), args)) {
		changed = true
		moreItems(sg, v) // (a listing left with one item after its copies went lists more)
	}
	changed = limitAgrees(v, pt, args) || changed // before countsAgree: a cut list is counted as cut
	changed = timesInOrder(v) || changed
	changed = plainProse(pt.t.OutputSchema, v, "") || changed
	changed = countsAgree(v) || changed
	changed = actedAgree(v, pt.spoken().Name, paramNames(pt), args) || changed
	changed = batchOutcome(v, pt.spoken().Name, args) || changed
	changed = callAgrees(v, args) || changed
	changed = queryAgrees(v, pt, args) || changed
	if agree(v, args) || changed {
		if b, err := jsonx.Marshal(v); err == nil {
			if r, err := sc.ValidateJSON(b); err == nil && len(r) == 0 {
				raw = b
			}
		}
	}
	return raw, true
}

// moreItems makes a listing of one item (a result whose one array member
// holds a single object) list up to three: further draws of the result
// add their items, each with names and ids of its own. A chain's second
// call then works on the item the request names among several, not on
// the only one there is. It reports whether it added any.
func moreItems(sg *synth.Generator, v any) bool {
	m, ok := v.(map[string]any)
	if !ok {
		return false
	}
	key := ""
	for k, x := range m {
		if l, isList := x.([]any); isList && len(l) > 0 {
			if _, isObj := l[0].(map[string]any); isObj {
				if key != "" {
					return false // two listings: which is the one is unclear
				}
				key = k
			}
		}
	}
	if key == "" || len(m[key].([]any)) != 1 {
		return false
	}
	seen := map[string]bool{}
	mark := func(o map[string]any) bool {
		var ss []string
		for _, x := range o {
			if s, ok := x.(string); ok && !isDay(s) {
				ss = append(ss, s)
			}
		}
		for _, s := range ss {
			if seen[s] {
				return false
			}
		}
		for _, s := range ss {
			seen[s] = true
		}
		return true
	}
	mark(m[key].([]any)[0].(map[string]any))
	added := false
	for range 4 {
		if len(m[key].([]any)) == 3 {
			break
		}
		_, w, err := sg.NextValue()
		wm, ok := w.(map[string]any)
		if err != nil || !ok {
			break
		}
		l, _ := wm[key].([]any)
		for _, it := range l {
			if o, isObj := it.(map[string]any); isObj && len(m[key].([]any)) < 3 && mark(o) {
				m[key], added = append(m[key].([]any), o), true
			}
		}
	}
	return added
}

// countsAgree sets the counts of the listings in a synthesized result v
// (a "totalCount", "total" or "count" beside one list, an "eventsCount"
// beside "events") to the number of items listed: drawn, a result said
// "totalCount": 20 beside the 3 databases it listed. It reports whether it
// changed any.
func countsAgree(v any) bool {
	changed := false
	switch x := v.(type) {
	case []any:
		for _, e := range x {
			changed = countsAgree(e) || changed
		}
	case map[string]any:
		var lists []string
		for k, e := range x {
			if _, isList := e.([]any); isList {
				lists = append(lists, k)
			}
			changed = countsAgree(e) || changed
		}
		for k, e := range x {
			var n float64
			switch c := e.(type) {
			case float64:
				n = c
			case int:
				n = float64(c)
			case int64:
				n = float64(c)
			case json.Number:
				f, err := c.Float64()
				if err != nil {
					continue
				}
				n = f
			default:
				continue
			}
			for _, l := range lists {
				if countOf(k, l, len(lists) == 1) && n != float64(len(x[l].([]any))) {
					x[k], changed = len(x[l].([]any)), true
				}
			}
		}
	}
	return changed
}

// countOf tells whether the member called k counts the items of the list
// member called list ("totalCount", "total_events"); a bare "total" or
// "count" counts the only list (only says it is the only one).
func countOf(k, list string, only bool) bool {
	n, l := norm(k), norm(list)
	switch n {
	case "total", "count", "totalcount", "totalresults", "totalitems", "resultcount", "itemcount", "numresults", "numitems":
		return only
	case "total" + l, l + "count", "num" + l, "number" + l, "n" + l:
		return true
	}
	return false
}

// proseKeys are the members of a listed item that hold a few words about
// it: synthesized, they are sentences about anything ("The setup section
// still says Node 16…" as a connection's description).
var proseKeys = map[string]bool{"description": true, "desc": true, "summary": true, "notes": true, "note": true,
	"comment": true, "comments": true, "details": true, "about": true, "bio": true, "remarks": true}

// plainProse drops the prose members (proseKeys) and error messages of
// the items listed in a synthesized result v that its outputSchema sch
// does not require, and
// says a required one from the item's own name and kind ("weekly_summary
// connection"); parent is the member holding v. It reports whether it
// changed anything.
func plainProse(sch json.RawMessage, v any, parent string) bool {
	var s struct {
		Properties map[string]json.RawMessage `json:"properties"`
		Required   []string                   `json:"required"`
		Items      json.RawMessage            `json:"items"`
	}
	if json.Unmarshal(sch, &s) != nil {
		return false
	}
	changed := false
	switch x := v.(type) {
	case []any:
		for _, e := range x {
			changed = plainProse(s.Items, e, parent) || changed
		}
	case map[string]any:
		for _, k := range slices.Sorted(maps.Keys(x)) {
			if _, isStr := x[k].(string); isStr && parent != "" && strings.Contains(norm(k), "error") && !slices.Contains(s.Required, k) {
				delete(x, k) // a listed item is no failure: no made-up "lastError"
				changed = true
				continue
			}
			if str, ok := x[k].(string); ok && parent != "" && proseKeys[norm(k)] && len(strings.Fields(str)) > 3 {
				if !slices.Contains(s.Required, k) {
					delete(x, k)
				} else {
					x[k] = itemPhrase(x, parent)
				}
				changed = true
				continue
			}
			if ps, ok := s.Properties[k]; ok {
				changed = plainProse(ps, x[k], k) || changed
			}
		}
	}
	return changed
}

// itemPhrase says a listed item by its name and kind: "weekly_summary
// connection" for an item named weekly_summary in "connections".
func itemPhrase(o map[string]any, parent string) string {
	kind := strings.TrimSuffix(strings.ToLower(parent), "s")
	for _, k := range nameKeys {
		for mk, x := range o {
			if s, ok := x.(string); ok && norm(mk) == k && s != "" {
				return s + " " + kind
			}
		}
	}
	return kind
}

// statePools sets the pool of each member of an output schema named
// state or status that has an enum to the enum's first value, the normal
// state ("connected", "open", "active"): a listing of the active
// connections does not show them "connecting" or "errored".
func statePools(raw json.RawMessage, pools map[string][]any) {
	var s struct {
		Enum       []any                      `json:"enum"`
		Properties map[string]json.RawMessage `json:"properties"`
		Items      json.RawMessage            `json:"items"`
	}
	if json.Unmarshal(raw, &s) != nil {
		return
	}
	for _, k := range slices.Sorted(maps.Keys(s.Properties)) {
		var p struct {
			Enum []any `json:"enum"`
		}
		if n := norm(k); (n == "state" || n == "status") && json.Unmarshal(s.Properties[k], &p) == nil && len(p.Enum) > 0 {
			pools[k] = p.Enum[:1]
		}
		statePools(s.Properties[k], pools)
	}
	if len(s.Items) > 0 {
		statePools(s.Items, pools)
	}
}

// enumPools adds the enum of each property of an input schema (at any
// depth) to pools under the property's name: the values the server
// knows for it.
func enumPools(raw json.RawMessage, pools map[string][]any) {
	var walk func(props map[string]json.RawMessage)
	walk = func(props map[string]json.RawMessage) {
		for _, name := range slices.Sorted(maps.Keys(props)) { // the first enum of a name wins: in a fixed order
			p := props[name]
			var s struct {
				Enum       []any                      `json:"enum"`
				Properties map[string]json.RawMessage `json:"properties"`
				Items      *struct {
					Enum       []any                      `json:"enum"`
					Properties map[string]json.RawMessage `json:"properties"`
				} `json:"items"`
			}
			d := json.NewDecoder(bytes.NewReader(p))
			d.UseNumber()
			if d.Decode(&s) != nil {
				continue
			}
			enum := s.Enum
			if enum == nil && s.Items != nil {
				enum = s.Items.Enum
			}
			if len(enum) > 0 && pools[name] == nil {
				pools[name] = enum
			}
			walk(s.Properties)
			if s.Items != nil {
				walk(s.Items.Properties)
			}
		}
	}
	var root struct {
		Properties map[string]json.RawMessage `json:"properties"`
	}
	if json.Unmarshal(raw, &root) == nil {
		walk(root.Properties)
	}
}

// filterValue tells whether the argument name=v of a call of pt is a
// value the result's entries share (the building of the rooms listed, a
// status): a one-line string or number naming a kind of thing, not a
// path or url (entries lie under a folder, not at it), free text, a
// search, a count or a bound.
func filterValue(pt *prepTool, name string, v any) bool {
	if !scalar(v) {
		return false
	}
	n := norm(name)
	switch n {
	case "limit", "offset", "page", "pagesize", "perpage", "cursor", "from", "to", "since", "until", "start", "end":
		return false
	}
	if strings.HasPrefix(n, "min") || strings.HasPrefix(n, "max") {
		return false
	}
	if s, ok := v.(string); ok && (strings.ContainsAny(s, "/\\\n") || len(strings.Fields(s)) > 3) {
		return false
	}
	for _, p := range pt.bind.Params() {
		if p.Name != name {
			continue
		}
		switch p.Role.Kind {
		case role.FilePath, role.DirPath, role.FileName, role.URL, role.Query, role.Text, role.Regex, role.Glob,
			role.Code, role.SQL, role.JSON, role.Secret, role.Count, role.Page, role.Offset, role.Cursor:
			return false
		}
	}
	return true
}

// agree makes the members of a synthesized result v agree with the
// arguments args of its call, and reports whether it changed anything:
// numbers an argument bounds (a "capacity" under min_capacity 3) move
// into the bound, dates and times a range of dates bounds (from, to) move
// into the range, a list named like a filter value's plural (attendees
// for attendee) holds that value, and a list named like a list filter
// (tags) holds one of its values.
func agree(v any, args map[string]any) bool {
	lo, hi := map[string]float64{}, map[string]float64{}
	var dayLo, dayHi string
	for k, a := range args {
		n := norm(k)
		if f, ok := jsonx.Number(a); ok {
			if s, ok := strings.CutPrefix(n, "min"); ok && s != "" {
				lo[s] = f
			} else if s, ok := strings.CutPrefix(n, "max"); ok && s != "" {
				hi[s] = f
			} else if s, isMax, ok := innerBound(k); ok && isMax {
				hi[s] = f
			} else if ok {
				lo[s] = f
			}
			continue
		}
		s, ok := a.(string)
		if !ok || !isDay(s) {
			continue
		}
		switch {
		case n == "from" || n == "since" || n == "after" || strings.HasPrefix(n, "start") || strings.HasPrefix(n, "begin") || strings.HasSuffix(n, "from") ||
			strings.HasSuffix(n, "since") || strings.HasSuffix(n, "after"):
			dayLo = s[:10]
		case n == "to" || n == "until" || n == "before" || strings.HasPrefix(n, "end") || strings.HasSuffix(n, "to") ||
			strings.HasSuffix(n, "until") || strings.HasSuffix(n, "before"):
			dayHi = s[:10]
		}
	}
	if dayLo != "" && dayHi != "" && dayLo > dayHi {
		dayLo, dayHi = "", ""
	}
	changed := false
	var walk func(x any)
	walk = func(x any) {
		switch m := x.(type) {
		case []any:
			for _, e := range m {
				walk(e)
			}
		case map[string]any:
			for k, e := range m {
				n := norm(k)
				if f, ok := jsonx.Number(e); ok {
					if b, ok := boundOf(lo, n); ok && f < b {
						m[k], changed = json.Number(fmt.Sprint(b+float64(int(f)%5))), true
					}
					if b, ok := boundOf(hi, n); ok && f > b {
						m[k], changed = json.Number(fmt.Sprint(b-float64(int(f)%5))), true
					}
					continue
				}
				if s, ok := e.(string); ok && isDay(s) {
					if dayLo != "" && s[:10] < dayLo {
						m[k], changed = dayLo+s[10:], true
					} else if dayHi != "" && s[:10] > dayHi {
						m[k], changed = dayHi+s[10:], true
					}
					continue
				}
				if l, ok := e.([]any); ok && len(l) > 0 {
					if fix := listAgrees(k, l, args); fix != nil {
						m[k], changed = fix, true
						continue
					}
				}
				walk(e)
			}
		}
	}
	walk(v)
	return changed
}

// boundOf returns the bound of bounds (stems of min_/max_ arguments,
// normalized) that n, a normalized member name of a result, is named
// for: the stem itself ("price" of max_price), or a longer name that
// starts or ends with a stem of four letters or more ("priceeur" of
// price_eur, "askingprice"). Drawn, a listing asked for instruments of
// at most €300 listed one at €483 under "price_eur".
func boundOf(bounds map[string]float64, n string) (float64, bool) {
	if b, ok := bounds[n]; ok {
		return b, true
	}
	for _, s := range slices.Sorted(maps.Keys(bounds)) {
		if ws := strings.Fields(s); len(ws) > 1 {
			// A bound named inside its words (estimate_max_gbp): every
			// word of the name but the bound's is in the member's
			// ("estimate_high_gbp").
			if !slices.ContainsFunc(ws, func(w string) bool { return !strings.Contains(n, w) }) {
				return bounds[s], true
			}
			continue
		}
		if len(s) >= 4 && !pageStems[s] && (strings.HasPrefix(n, s) || strings.HasSuffix(n, s)) {
			return bounds[s], true
		}
	}
	return 0, false
}

// innerBound reads an argument named for a bound in the middle of its
// words or at their end ("estimate_max_gbp", "price_min"): the words
// but the bound's, space-joined, and whether the bound is a maximum. Drawn, a search for
// lots with a £150 estimate max listed one whose high estimate was £500.
func innerBound(k string) (stem string, isMax, ok bool) {
	ws := nameWords(k)
	i := slices.IndexFunc(ws, func(w string) bool { return w == "max" || w == "min" || w == "maximum" || w == "minimum" })
	if i <= 0 || slices.ContainsFunc(ws, func(w string) bool { return pageStems[w] }) {
		return "", false, false
	}
	rest := append(slices.Clone(ws[:i]), ws[i+1:]...)
	return strings.Join(rest, " "), strings.HasPrefix(ws[i], "max"), true
}

// pageStems are the stems of bounds on how much a call returns
// (max_results): a "results_total" beside them counts what there is,
// not what was returned.
var pageStems = map[string]bool{"results": true, "items": true, "records": true, "rows": true, "entries": true,
	"count": true, "length": true, "size": true, "pages": true, "hits": true}

// listAgrees returns l, a result's list member k, made to hold the
// filter of args it answers (a value of attendee in attendees, one of
// the tags asked for in tags), or nil when it holds it already or no
// argument filters it.
func listAgrees(k string, l []any, args map[string]any) []any {
	if _, isStr := l[0].(string); !isStr {
		return nil
	}
	var want []any
	if a, ok := args[k].([]any); ok {
		want = a
	} else if s, ok := args[strings.TrimSuffix(k, "s")].(string); ok && strings.HasSuffix(k, "s") && scalar(s) {
		want = []any{s}
	}
	if len(want) == 0 {
		return nil
	}
	for _, x := range l {
		for _, w := range want {
			if x == w {
				return nil
			}
		}
	}
	out := append([]any(nil), l...)
	out[0] = want[0]
	return out
}

// isDay tells whether s starts with a date (YYYY-MM-DD).
func isDay(s string) bool {
	if len(s) < 10 {
		return false
	}
	_, err := time.Parse("2006-01-02", s[:10])
	return err == nil
}

// distinctItems drops from each list of objects in a synthesized result
// v the items whose id or name an earlier item of the list already has:
// drawn, two connections shared the id "prod-8aa8" and a cluster listed
// the database "shop" twice. looked are further members that tell items
// apart (lookupKeys). A list keeps at least one item. It reports whether
// it dropped any.
func distinctItems(v any, looked map[string]bool) bool {
	changed := false
	switch x := v.(type) {
	case []any:
		for _, e := range x {
			changed = distinctItems(e, looked) || changed
		}
	case map[string]any:
		for _, k := range slices.Sorted(maps.Keys(x)) {
			l, ok := x[k].([]any)
			if ok && len(l) > 1 {
				if kept := uniqueItems(k, l, looked); len(kept) < len(l) {
					x[k], changed = kept, true
				}
			}
			changed = distinctItems(x[k], looked) || changed
		}
	}
	return changed
}

// uniqueItems keeps the objects of l, the list under key list, whose id
// and name members (isIDKey, nameKeys, ownKey, byKey, looked) hold values
// no earlier object's same member held; l itself when it is not a list of
// objects.
func uniqueItems(list string, l []any, looked map[string]bool) []any {
	seen := map[string]bool{}
	var kept []any
	for _, e := range l {
		o, ok := e.(map[string]any)
		if !ok {
			return l
		}
		var keys []string
		for _, k := range slices.Sorted(maps.Keys(o)) {
			if s, ok := o[k].(string); ok && s != "" && (isIDKey(k) || isNameKey(k) || ownKey(list, k) || byKey(list, k) || looked[k]) {
				keys = append(keys, k+"\x00"+s)
			}
		}
		if slices.ContainsFunc(keys, func(k string) bool { return seen[k] }) {
			continue
		}
		for _, k := range keys {
			seen[k] = true
		}
		kept = append(kept, o)
	}
	return kept
}

// ownKey tells whether member k of the items of the list named list is
// each item's own identifier, not spelled as an id: a stock keeping unit,
// serial, barcode or reference ("sku", "lot_ref"), or the list's noun
// with a code or number ("plot_code" of "plots", "ticketNo" of
// "tickets"). Drawn apart, a stock search listed SKU FR-HBY-45198 twice.
func ownKey(list, k string) bool {
	w := nameWords(k)
	if len(w) == 0 {
		return false
	}
	switch last := w[len(w)-1]; {
	case ownCodes[last]:
		return true
	case numberWords[last]:
		lw := nameWords(list)
		return len(w) > 1 && len(lw) > 0 && singular(w[len(w)-2]) == singular(lw[len(lw)-1])
	}
	return false
}

// ownCodes name a code that is its thing's own in any list (a stock
// keeping unit, a serial, a reference: a waiting list's applicants by
// waiting_ref, drawn apart, listed WL-2025-029 twice); numberWords, a
// code or number that is when the list's noun comes before it
// ("plot_code" of "plots"); ownsValue reads both, with slugs, handles and
// keys, as another identifier of an item.
var (
	ownCodes    = map[string]bool{"sku": true, "serial": true, "barcode": true, "uuid": true, "ref": true, "reference": true}
	numberWords = map[string]bool{"code": true, "no": true, "number": true, "ref": true, "reference": true}
)

// laterWords in a member's name say it holds a time after the thing was
// made (updated, last used, expires); createWords, the time it was made.
var (
	createWords = []string{"created", "creation", "added", "started", "opened", "registered"}
	laterWords  = []string{"updated", "modified", "changed", "lastused", "lastseen", "lastaccess", "accessed", "used", "seen",
		"ended", "finished", "closed", "completed", "expires", "expiry", "expiration", "deleted", "archived", "resolved", "merged"}
)

// timesInOrder puts the times of each object of a synthesized result v
// in the order their names say: a member saying when the thing was made
// (createdAt) holds the earliest of the object's such times, the others
// (updatedAt, lastUsedAt) the later ones. Drawn apart, a connection was
// last used before it was created. It reports whether it changed any.
func timesInOrder(v any) bool {
	changed := false
	switch x := v.(type) {
	case []any:
		for _, e := range x {
			changed = timesInOrder(e) || changed
		}
	case map[string]any:
		created, later := "", []string(nil)
		for _, k := range slices.Sorted(maps.Keys(x)) {
			s, ok := x[k].(string)
			if !ok || !isDay(s) {
				changed = timesInOrder(x[k]) || changed
				continue
			}
			switch n := norm(k); {
			case created == "" && slices.ContainsFunc(createWords, func(w string) bool { return strings.Contains(n, w) }):
				created = k
			case slices.ContainsFunc(laterWords, func(w string) bool { return strings.Contains(n, w) }):
				later = append(later, k)
			}
		}
		if created == "" || len(later) == 0 {
			return changed
		}
		first := created
		for _, k := range later {
			// Times of one layout only: a day and a moment compare as strings
			// only when both are written alike.
			if len(x[k].(string)) == len(x[created].(string)) && x[k].(string) < x[first].(string) {
				first = k
			}
		}
		if first != created {
			x[created], x[first] = x[first], x[created]
			changed = true
		}
	}
	return changed
}
