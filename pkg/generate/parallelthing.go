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
// tool's name names.
func sameThing(pt *prepTool, a, b map[string]any) bool {
	if readsOnly(pt) {
		return false
	}
	named := false
	tool := nameWords(pt.t.Name)
	for _, p := range pt.bind.Params() {
		if w := nameWords(p.Name); len(w) > 0 && len(tool) > 1 && len(w[0]) >= 3 && slices.Contains(tool[1:], w[0]) &&
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
// the call sets ("new_name", "New name for the section").
func actedOn(p prompt.Param) bool {
	w := nameWords(p.Name)
	if w[0] == "new" || strings.HasPrefix(strings.ToLower(strings.TrimSpace(p.Description)), "new ") {
		return false // what the call sets ("New name for the section"), not what it acts on
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
