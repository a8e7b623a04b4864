package role

import (
	"slices"
	"strings"
)

// A number named for one of the server's objects is a reference to one of
// them: paperless-ngx's bulk_edit_documents takes `documents` (an array of
// "number"), `correspondent`, `tag` and `owner`, where the server's other
// tools get, list and delete documents, correspondents and tags by id.
// Servers written with zod type such ids "number", not "integer"; read as
// plain numbers they came out as "documents 113.46 and 741.24".

// refVerbs are the name words that say what a tool does with the objects
// a parameter names, not what they are: add_tags, remove_custom_fields.
var refVerbs = map[string]bool{"add": true, "remove": true, "set": true, "assign": true, "unassign": true,
	"include": true, "exclude": true, "new": true, "target": true, "parent": true, "linked": true, "related": true}

// refPeople are nouns of a person a system keeps as a user account: a
// number named for one is that user's id.
var refPeople = map[string]bool{"owner": true, "user": true, "assignee": true, "author": true, "creator": true,
	"member": true, "reviewer": true, "approver": true, "reporter": true}

// thingRef returns the role of a number with no telling name or
// description whose name is an object of the server (Server.Things) or a
// person kept as a user account: an integer id. ok is false otherwise.
func (c *ctx) thingRef() (Role, bool) {
	if !c.numeric || len(c.ts) == 0 || len(c.ts) > 3 {
		return Role{}, false
	}
	var words []string // the name without the words saying what is done
	for _, t := range c.ts {
		if !refVerbs[t] {
			words = append(words, singular(t))
		}
	}
	if len(words) == 0 {
		return Role{}, false
	}
	noun := words[len(words)-1]
	if last := c.ts[len(c.ts)-1]; singular(last) != last && !c.p.Item && !ItemPointer(c.p.Path) {
		// a plural name on one number says how many (stems: 51,
		// guests: 4); on the items of an array, which ones
		return Role{}, false
	}
	if refPeople[noun] {
		return Role{Kind: ID, ID: IDInteger, Typical: rng(1, 500, 0), Why: "name " + c.p.Name + " names a user: a user's id"}, true
	}
	ref := Role{Kind: ID, ID: IDInteger, Typical: rng(1, 100000, 0), Why: "name " + c.p.Name + " names the server's " + strings.Join(words, " ") + "s: an id of one"}
	if len(words) == 1 {
		for _, t := range c.tool.Server.Things() {
			if strings.EqualFold(t, noun) {
				return ref, true
			}
		}
		return Role{}, false
	}
	if c.tool.Server != nil {
		// a name of several words (storage_path): some tool's name holds
		// them in that order (list_storage_paths)
		for _, tw := range c.tool.Server.toolWords {
			if containsRun(tw, words) {
				return ref, true
			}
		}
	}
	return Role{}, false
}

// singularWords returns the name tokens of a tool name, singular.
func singularWords(name string) []string {
	ts := Tokens(name)
	for i, t := range ts {
		ts[i] = singular(t)
	}
	return ts
}

// containsRun reports whether run occurs in ws as consecutive words.
func containsRun(ws, run []string) bool {
	for i := 0; i+len(run) <= len(ws); i++ {
		if slices.Equal(ws[i:i+len(run)], run) {
			return true
		}
	}
	return false
}

// ItemPointer reports whether a JSON pointer ends at an array item
// ("/tags/0", or "/tags/*" as `templates roles` prints it).
func ItemPointer(p string) bool {
	i := strings.LastIndexByte(p, '/')
	if i < 0 || i == len(p)-1 {
		return false
	}
	seg := p[i+1:]
	if seg == "*" {
		return true
	}
	for j := 0; j < len(seg); j++ {
		if seg[j] < '0' || seg[j] > '9' {
			return false
		}
	}
	return true
}
