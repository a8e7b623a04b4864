package generate

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/dataset"
	"github.com/mcpgen/mcpgen/pkg/prompt"
)

// sameThing tells whether a and b, two calls of pt, a tool that changes
// something, act on the same thing: pt names what it acts on by an id, a
// handle or a path (actedOn) and every such value is the same in
// both ("close account 292344 on March 10; close account 292344 on
// November 25"). A person asks for one change to a thing, not two at odds
// in one breath; a tool that only looks something up may read one thing
// twice (differsInSubject judges that). false when pt names no thing by
// such a value, or the calls differ in a value of a parameter the
// tool's name names, unless the tool sets that value on the thing
// (update_list_position: one list at two positions is one thing).
func sameThing(pt *prepTool, a, b map[string]any) bool {
	if readsOnly(pt) {
		return false
	}
	named, sets := false, updates(pt)
	tool := nameWords(pt.spoken().Name)
	setWord := slices.IndexFunc(tool, updateWord) // the setter's verb ("update" of dns_update_record), -1 when none
	for _, p := range pt.bind.Params() {
		if w := nameWords(p.Name); len(w) > 0 && setWord >= 0 && setWord+2 < len(tool) && w[0] == tool[len(tool)-1] &&
			!slices.Contains(tool[setWord+1:len(tool)-1], w[0]) {
			// What a setter sets, the last word of its name after the
			// thing's (the "location_code" of update_object_location,
			// the "position" of update_list_position), not the thing it
			// is set on: one object put in two places at once is at odds.
			continue
		}
		if w := nameWords(p.Name); !sets && len(w) > 0 && len(tool) > 1 && len(w[0]) >= 3 && slices.Contains(tool[1:], w[0]) &&
			fmt.Sprint(a[p.Name]) != fmt.Sprint(b[p.Name]) {
			// The calls differ in what the tool's name says it acts
			// with ("tag_gid" of add_tag_to_task): tags a and b added
			// to one task are two things, not one said twice.
			return false
		}
		if !actedOn(p) {
			continue
		}
		v1, ok1 := a[p.Name]
		v2, ok2 := b[p.Name]
		if !ok1 && !ok2 {
			continue
		}
		named = true
		if ok1 != ok2 || fmt.Sprint(v1) != fmt.Sprint(v2) {
			return false
		}
	}
	return named
}

// endsWhatOtherUses tells whether one of calls ends a thing (endsThings:
// closes, cancels, deletes it) that a call of another tool in the same message
// works on: "book passengers on sailing X, and cancel sailing X" asks for
// two things at odds. The thing ended is the value of the ending tool's
// endedParam; false when that tool names none.
func endsWhatOtherUses(calls []spec) bool {
	for i, c := range calls {
		if !endsThings(c.pt) {
			continue
		}
		k, ok := endedParam(c.pt)
		if !ok {
			continue
		}
		s, ok := c.args[k].(string)
		if !ok || len(s) < 3 {
			continue
		}
		for j, o := range calls {
			if j == i || o.pt == c.pt {
				// Calls of one tool end several things ("remove tasks a
				// and b from project p"); sameThing judges them.
				continue
			}
			for _, v := range o.args {
				for _, t := range dataset.LeafTexts(v) {
					if t == s {
						return true
					}
				}
			}
		}
	}
	return false
}

// actsTwiceOnOne tells whether calls, the calls of one parallel message,
// change one thing twice (sameThing) or end a thing another call works on
// (endsWhatOtherUses).
func actsTwiceOnOne(calls []spec) bool {
	for i := range calls {
		for j := i + 1; j < len(calls); j++ {
			if calls[i].pt == calls[j].pt && sameThing(calls[i].pt, calls[i].args, calls[j].args) {
				return true
			}
		}
	}
	return endsWhatOtherUses(calls)
}

// actedOn tells whether p names the thing a call acts on: an id, a
// handle or a path by its role (prompt.IDLike), an id of any role, or a
// parameter named as an id ("section_id", "task_gid"); not a new value
// the call sets ("new_name", "New name for the section") nor the person
// who does it ("moved_by": one object moved by two people is one move).
func actedOn(p prompt.Param) bool {
	w := nameWords(p.Name)
	if w[0] == "new" || strings.HasPrefix(strings.ToLower(strings.TrimSpace(p.Description)), "new ") {
		return false // what the call sets ("New name for the section"), not what it acts on
	}
	if len(w) > 1 && w[len(w)-1] == "by" {
		return false // who does it ("moved_by", "approvedBy"), not what it is done to
	}
	if prompt.IDLike(p) || p.Role.ID != "" {
		return true
	}
	switch w[len(w)-1] {
	case "id", "gid", "uuid":
		return len(w) > 1
	}
	return false
}
