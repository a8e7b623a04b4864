package generate

import (
	"encoding/json"
	"slices"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// whyHollowUpdate: every way the kind came out, one of its calls updates a
// thing given only its id ("Could you update block B?"), which teaches
// nothing; the slot is a single call instead.
const whyHollowUpdate = "a call of it updates a thing given only its id, with nothing to change"

// hollowUpdate tells whether a call of the tool name (taking params, its
// top-level parameter names) with args changes nothing: the name says it
// updates a thing in place (role.UpdateVerb, and not
// create or add too), the tool takes something besides ids, and every
// argument given is the id of the thing updated (id, or an id whose noun
// is a word of the name: block_id of update_block). A setter (set_active_X)
// is no such update: the id it is given is the value it sets.
func hollowUpdate(name string, params []string, args map[string]any) bool {
	nw := nameWords(name)
	upd := false
	for _, w := range nw {
		switch {
		case role.UpdateVerb(w):
			upd = true
		case w == "create" || w == "add" || w == "new" || w == "insert" || w == "upsert" || w == "set" || w == "put":
			return false
		}
	}
	if !upd || len(args) == 0 {
		return false
	}
	things := make([]string, len(nw))
	for i, w := range nw {
		things[i] = singular(w)
	}
	thingID := func(p string) bool {
		w := nameWords(p)
		if len(w) == 1 {
			return w[0] == "id" || w[0] == "uuid" || w[0] == "gid"
		}
		switch w[len(w)-1] {
		case "id", "uuid", "gid", "number", "code", "key":
		default:
			return false
		}
		return slices.Contains(things, singular(w[len(w)-2]))
	}
	for k := range args {
		if !thingID(k) {
			return false
		}
	}
	return slices.ContainsFunc(params, func(p string) bool { return !thingID(p) })
}

// hollowCall tells whether a call of c's tool with c's arguments is a
// hollow update (see hollowUpdate).
func hollowCall(c spec) bool {
	var names []string
	for _, p := range c.pt.bind.Params() {
		names = append(names, p.Name)
	}
	args := c.args
	var sent map[string]any
	if json.Unmarshal(c.raw, &sent) == nil {
		args = sent // what the call sends, when its raw form was made apart
	}
	return hollowUpdate(c.pt.spoken().Name, names, args)
}

// hollowAny tells whether any call of calls is a hollow update.
func hollowAny(calls ...spec) bool {
	return slices.ContainsFunc(calls, hollowCall)
}
