package prompt

import (
	"strings"
	"unicode"
)

// memberWords says the member k of a result object with value e, as
// describe lists it: "key value" (plainWords), except a list of objects
// plainWords can only count ("3 items"), which is said by the list's own
// noun and, when each object has one, by its own id ("berths B-13, B-66
// and B-49" for "berths" of objects keyed "berth_id"; "3 berths"
// without), not as "berths 3 items".
func memberWords(k string, e any) string {
	l, ok := e.([]any)
	if !ok || len(l) == 0 || itemNames(l) != nil || allScalars(l) {
		return Humanize(k) + " " + plainWords(e)
	}
	noun := strings.ToLower(Humanize(k))
	one := singular(noun)
	if one == noun || strings.IndexFunc(noun, func(r rune) bool { return !unicode.IsLetter(r) && r != ' ' }) >= 0 {
		return Humanize(k) + " " + plainWords(e) // no plural noun to count by
	}
	if ids := ownIDs(l, one); ids != nil {
		return noun + " " + listWords(ids, len(l))
	}
	return pluralCount(len(l), one)
}

// ownIDs are the ids of the objects of l, each under the key naming the
// object's own kind ("berth_id", "berthId" of a berth); nil when one of
// them has none.
func ownIDs(l []any, one string) []string {
	want := strings.ReplaceAll(one, " ", "") + "id"
	out := make([]string, 0, len(l))
	for _, e := range l {
		m, ok := e.(map[string]any)
		if !ok {
			return nil
		}
		id := ""
		for key, v := range m {
			if s, ok := v.(string); ok && s != "" && strings.ToLower(keyMarks.Replace(key)) == want {
				id = s
			}
		}
		if id == "" {
			return nil
		}
		out = append(out, id)
	}
	return out
}

// pagingKeys are the members of a listing's result that page through it
// or count it ("has_more", "nextCursor", "total_count"): bookkeeping a
// person reading the answer does not ask about.
var pagingKeys = map[string]bool{"hasmore": true, "hasnextpage": true, "nextcursor": true, "cursor": true, "endcursor": true,
	"nextpage": true, "nextpagetoken": true, "pagetoken": true, "perpage": true, "pagesize": true, "offset": true, "limit": true,
	"totalcount": true, "total": true, "count": true}

// pagingOnly is the set of members of a result object x that only page
// or count (pagingKeys) when x also holds a list, which the answer then
// says alone ("4 projects", not "has more yes and 4 projects"); nil when
// x holds no list beside them.
func pagingOnly(x map[string]any) map[string]bool {
	var out map[string]bool
	list := false
	for k, v := range x {
		if l, ok := v.([]any); ok && len(l) > 0 {
			list = true
		}
		if pagingKeys[strings.ToLower(keyMarks.Replace(k))] {
			if out == nil {
				out = map[string]bool{}
			}
			out[k] = true
		}
	}
	if !list {
		return nil
	}
	return out
}
