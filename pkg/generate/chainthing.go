package generate

import (
	"encoding/json"
	"maps"
	"slices"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/prompt"
	"github.com/mcpgen/mcpgen/pkg/role"
)

// genericThings are nouns of a tool name that say no kind of thing: a
// "fetch_object" or "delete_entity" takes the id of whatever was found.
var genericThings = map[string]bool{"object": true, "item": true, "entity": true, "resource": true, "record": true, "node": true, "thing": true}

// thingsMeet tells whether the things a finder finds are the things b's
// parameter p names: "searchIssues" finds issues, so its ids feed an
// "issueId" or the bare "id" of a "getIssueById", never the "id" of a
// "deleteWebhook" nor a "teamId" ("If it shows up, delete webhook it").
// What the finder finds is the noun its name ends with after the finder
// word; what p names is its name before "id", "name" or "key", or for a
// bare "id" or "name" the noun b's own name ends with. Paths and urls,
// names that say no kind on either side, and a finder whose output
// schema lists items of p's kind ("find_free_slot" listing "rooms" for a
// room_id) or whose items hold a member named like p (an event's
// room_id) always meet, but a bare id beside a choice of kinds
// (kindChoice) meets only a finder of one of those kinds.
func thingsMeet(a, b *prepTool, p prompt.Param) bool {
	switch p.Role.Kind {
	case role.FilePath, role.DirPath, role.FileName, role.URL:
		return true
	}
	found := finderThing(a.spoken().Name)
	named := paramThing(b, p)
	if q, ok := kindChoice(b, p); ok && found != "" && !genericThings[found] {
		// A bare id beside a choice of kinds ("type": task, section,
		// comment) takes the things of those kinds only.
		_, ok := kindFor(found, q)
		return ok
	}
	if named == "" && found != "" && !genericThings[found] && bareKey(p.Name) && !descSays(b, p, found) {
		return false // "Fetch a task or project by its ID" takes no label a find-labels lists
	}
	if found == "" || named == "" || genericThings[found] || genericThings[named] {
		return true
	}
	if sameNoun(found, named) {
		return true
	}
	if listsThing(a.t.OutputSchema, named) {
		return true
	}
	switch norm(p.Name) {
	case "id", "ids", "name", "names", "key", "keys":
		return false // every item holds an "id": it says nothing of the kind
	}
	return holdsMember(a.t.OutputSchema, p.Name)
}

// bareKey tells whether a parameter name is a bare "id", "name" or "key"
// (or their plurals): it says nothing of the kind it takes.
func bareKey(name string) bool {
	switch norm(name) {
	case "id", "ids", "name", "names", "key", "keys":
		return true
	}
	return false
}

// descSays tells whether the words of b's description or of p's say the
// thing (singular or plural: "label", "labels") or a thing of any kind
// ("an object", "an item"), so that b's bare id may take one. A tool
// named by a verb alone ("fetch") says what it takes there only: "Fetch
// the full contents of a task or project by its ID" takes no label.
func descSays(b *prepTool, p prompt.Param, thing string) bool {
	for _, w := range strings.FieldsFunc(strings.ToLower(b.spoken().Description+" "+p.Description), func(r rune) bool {
		return (r < 'a' || r > 'z') && r != '-'
	}) {
		if w = singular(w); w == thing || genericThings[w] || sameNoun(w, thing) && len(w) >= 4 && len(thing) >= 4 {
			return true
		}
	}
	return false
}

// holdsMember tells whether an output schema declares a member called
// name at any depth: a search of events whose items hold a "room_id"
// finds the rooms a "get_room" reads, though it is named for events.
func holdsMember(raw json.RawMessage, name string) bool {
	var doc any
	if len(raw) == 0 || json.Unmarshal(raw, &doc) != nil {
		return false
	}
	var walk func(v any) bool
	walk = func(v any) bool {
		switch x := v.(type) {
		case map[string]any:
			if props, ok := x["properties"].(map[string]any); ok {
				for k := range props {
					if norm(k) == norm(name) {
						return true
					}
				}
			}
			for _, k := range slices.Sorted(maps.Keys(x)) {
				if walk(x[k]) {
					return true
				}
			}
		case []any:
			for _, e := range x {
				if walk(e) {
					return true
				}
			}
		}
		return false
	}
	return walk(doc)
}

// finderThing is the noun a finder's name ends with after its finder
// word, singular ("linear_searchReleases": "release"); "" when none
// follows it ("brave_web_search").
func finderThing(name string) string {
	ws := nameWords(name)
	for i, w := range ws {
		if !isFinder(w) {
			continue
		}
		var rest []string
		for _, x := range ws[i+1:] {
			switch x {
			case "by", "for", "all", "in", "of", "the":
				continue
			}
			rest = append(rest, x)
		}
		if len(rest) == 0 {
			return ""
		}
		return singular(rest[len(rest)-1])
	}
	return ""
}

// paramThing is the kind of thing p's name says it identifies: the part
// before "id", "name" or "key" ("teamId": "team"); for a bare "id" or
// "name" the noun b's name ends with ("getCycleById": "cycle"). "" for a
// name without such an ending ("sha", "owner"): it may say anything.
func paramThing(b *prepTool, p prompt.Param) string {
	n := norm(p.Name)
	for _, suf := range []string{"ids", "id", "names", "name", "keys", "key"} {
		t, ok := strings.CutSuffix(n, suf)
		if !ok {
			continue
		}
		if t != "" {
			return singular(t)
		}
		var ws []string
		for _, w := range nameWords(b.spoken().Name) {
			if w != "by" && w != "id" && w != "ids" && w != "name" {
				ws = append(ws, w)
			}
		}
		if len(ws) < 2 {
			return "" // a verb alone ("fetch") names no thing
		}
		return singular(ws[len(ws)-1])
	}
	return ""
}

// sameNoun tells whether two nouns name one kind of thing, one being a
// short form or a qualified form of the other ("repo" and "repository",
// "room" and "meetingroom").
func sameNoun(x, y string) bool {
	return strings.HasPrefix(x, y) || strings.HasPrefix(y, x) || strings.HasSuffix(x, y) || strings.HasSuffix(y, x)
}

// listsThing tells whether an output schema has a list (a top-level
// array member) named for the thing ("rooms" for "room").
func listsThing(raw json.RawMessage, thing string) bool {
	var s struct {
		Properties map[string]struct {
			Type any `json:"type"`
		} `json:"properties"`
	}
	if len(raw) == 0 || json.Unmarshal(raw, &s) != nil {
		return false
	}
	for k, prop := range s.Properties {
		if prop.Type == "array" && !genericList(k) && sameNoun(singular(norm(k)), thing) {
			return true
		}
	}
	return false
}

// singular is role.SingularToken ("entries": "entry", "boxes": "box";
// "ids" stays "ids").
func singular(w string) string { return role.SingularToken(w) }
