package prompt

import (
	"regexp"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// How an argument is said by the part it plays in the call, read from its
// name and description: a parent ("under folder X", "in reply to comment
// X"), a person who does something ("led by X", "as X"), a count of the
// first items ("the first 20").

// parentOf matches the noun a parent's description names: "ID of the
// parent folder", "the parent issue to create this as a sub-issue".
var parentOf = regexp.MustCompile(`(?i)\bparent ([a-z]+)`)

// replyTo matches a description that makes the value what a new thing
// answers: "Reply to an existing comment thread", "Message ID to reply to".
var replyTo = regexp.MustCompile(`(?i)\brepl(?:y|ies) to (?:an? |the )?(?:existing )?([a-z]+)|\b([a-z]+) (?:id |ID )?to reply to\b`)

// containerNouns hold other things: what is made in one goes "in" or
// "under" it.
var containerNouns = map[string]bool{"folder": true, "directory": true, "page": true, "block": true, "drive": true,
	"group": true, "category": true, "section": true, "project": true, "space": true, "board": true, "list": true}

// parentPhrase says the value of a parent id: what the new thing answers
// ("in reply to comment 6abc…"), is part of ("as a sub-issue of ENG-42")
// or goes in ("under folder 1Bxi…"), by the noun the description names;
// ok is false when the description names none.
func (st *funcState) parentPhrase(p Param, x string, in intent) (argWords, bool) {
	d := p.Description
	if m := replyTo.FindStringSubmatch(d); m != nil {
		n := strings.ToLower(m[1] + m[2])
		switch n {
		case "thread", "":
			n = "comment"
			if st.data != nil && strings.Contains(strings.ToLower(st.data.Tool.intent.Object), "message") {
				n = "message"
			}
		}
		return argWords{text: st.one("in reply to "+n+" "+x, "as a reply to "+n+" "+x, "replying to "+n+" "+x)}, true
	}
	m := parentOf.FindStringSubmatch(d)
	if m == nil {
		return argWords{}, false
	}
	n := strings.ToLower(m[1])
	switch n {
	case "id", "of", "or", "and", "to", "in", "the", "identifier", "uuid", "object", "resource", "item", "node", "entity":
		return argWords{}, false
	}
	if obj := objectNoun(in); obj == n && !containerNouns[n] {
		// a sub-issue of an issue, a sub-task of a task
		return argWords{text: st.one("as a sub-"+n+" of "+x, "under "+n+" "+x, "as a child of "+n+" "+x)}, true
	}
	// no noun and ref: the parent is not what the call makes ("make
	// folder 3084 called …" would name the new folder by its parent)
	return argWords{text: st.one("under "+n+" "+x, "inside "+n+" "+x, "in "+n+" "+x)}, true
}

// actorVerbs say a person by what they do in the call: a project's lead
// is who leads it ("led by X"), an owner who owns it.
var actorVerbs = map[string]string{"lead": "led by ", "owner": "owned by ", "assignee": "assigned to ", "author": "by ",
	"creator": "created by ", "reviewer": "reviewed by ", "manager": "managed by ", "approver": "approved by "}

// actorPhrase says a person's identifier or name by what they do ("led
// by X", "assigned to X"), or the user a call acts as ("createAsUser":
// "as X", "posting as X"); ok is false for other parameters.
func (st *funcState) actorPhrase(p Param, x string, in intent) (argWords, bool) {
	hw := strings.Fields(strings.ToLower(p.Human))
	for i, w := range hw {
		if w == "as" && i+1 < len(hw) && i > 0 {
			// createAsUser, send_as, run as: who the call acts for
			if in.Read {
				return argWords{text: "as " + x}, true
			}
			return argWords{text: st.one("as "+x, "posting as "+x, "on behalf of "+x)}, true
		}
	}
	if w, ok := actorVerbs[strings.ToLower(nounOf(p))]; ok {
		return argWords{text: w + x}, true
	}
	return argWords{}, false
}

// firstCount says a GraphQL-style "first" count: "the first 89", never
// "89 for the first".
func (st *funcState) firstCount(p Param, n, thing string) (argWords, bool) {
	if strings.ToLower(p.Human) != "first" && strings.ToLower(p.Human) != "last" {
		return argWords{}, false
	}
	w := strings.ToLower(p.Human)
	if w == "last" {
		return argWords{text: st.one("the last "+n+" "+thing, "just the last "+n)}, true
	}
	return argWords{text: st.one("the first "+n+" "+thing, "just the first "+n, "up to "+n+" "+thing)}, true
}

// roleIsPerson tells whether a role names a person.
func roleIsPerson(k role.Kind) bool { return k == role.Username || k == role.Person }
