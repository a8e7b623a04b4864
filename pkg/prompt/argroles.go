package prompt

import (
	"regexp"
	"strings"
	"unicode"

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
	if strings.EqualFold(nounOf(p), "owner") && ownsOther(p, in) {
		return argWords{text: "for " + x, lead: true}, true // the dog's owner on a booking: "for Ana Johnson"
	}
	if w, ok := actorVerbs[strings.ToLower(nounOf(p))]; ok && !salesLead(p, x) {
		if a, ok := personActedOn(x, strings.ToLower(p.Human), in); ok {
			return a, true // author_id of "Get an author's profile": "author 5's profile", never "a profile by 5"
		}
		return st.actorOnce(w, x), true
	}
	return argWords{}, false
}

// prospectWords are words a description of a sales lead's identifier
// holds ("CRM lead ID", "sales lead", "prospect").
var prospectWords = regexp.MustCompile(`(?i)\b(?:crm|sales|prospects?|marketing|inquiry|enquiry|funnel|pipeline)\b`)

// salesLead tells whether a "lead" parameter names a prospect, not who
// leads the thing ("CRM lead ID, format SRL-######"): a code that names
// no one, described in words of sales, is a lead record ("for lead
// SRL-857917"), never "led by SRL-857917". "ID of the project lead"
// stays who leads the project.
func salesLead(p Param, x string) bool {
	return strings.EqualFold(nounOf(p), "lead") && nameless(x) && prospectWords.MatchString(p.Description)
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

// condFields, condOpKeys and condValueKeys are the members of a flat
// filter condition ({"propertyName": "amount", "operator": "GT", "value":
// 100}): what is tested, how, and against what.
var (
	condFields    = []string{"propertyName", "property", "field", "fieldName", "column", "attribute", "key", "path"}
	condOpKeys    = []string{"operator", "op", "comparator", "condition"}
	condValueKeys = []string{"value", "values", "highValue"}
)

// flatOps say a condition's operator in words, lower-cased and without
// "_" ("GTE", "greater_than_or_equal" → "at least").
var flatOps = map[string]string{"eq": "is", "equals": "is", "equal": "is", "=": "is", "==": "is", "is": "is",
	"neq": "isn't", "ne": "isn't", "not equals": "isn't", "not equal": "isn't", "!=": "isn't",
	"gt": "over", "greater than": "over", ">": "over", "gte": "at least", "greater than or equal": "at least", ">=": "at least",
	"lt": "under", "less than": "under", "<": "under", "lte": "at most", "less than or equal": "at most", "<=": "at most",
	"contains": "contains", "contains token": "contains", "like": "contains", "in": "is one of", "not in": "is none of",
	"starts with": "starts with", "ends with": "ends with", "has property": "is set", "not has property": "isn't set",
	"not contains token": "doesn't contain", "not contains": "doesn't contain"}

// opSpaces spells an operator's "_" and "-" as spaces.
var opSpaces = strings.NewReplacer("_", " ", "-", " ")

// flatCondition says one flat filter condition as a clause ("amount over
// 100", `status is "open"`); ok is false for other objects.
func flatCondition(x map[string]any) (string, bool) {
	var field, op string
	var val any
	hasVal := false
	n := 0
	for _, k := range condFields {
		if s, ok := x[k].(string); ok && s != "" && field == "" {
			field, n = s, n+1
		}
	}
	for _, k := range condOpKeys {
		if s, ok := x[k].(string); ok && op == "" {
			op, n = s, n+1
		}
	}
	for _, k := range condValueKeys {
		if v, ok := x[k]; ok && !hasVal {
			val, hasVal, n = v, true, n+1
		}
	}
	if field == "" || op == "" || n != len(x) || len(field) > 40 {
		return "", false
	}
	w, ok := flatOps[strings.ToLower(opSpaces.Replace(op))]
	if !ok {
		return "", false
	}
	if !hasVal {
		if w != "is set" && w != "isn't set" {
			return "", false
		}
		return field + " " + w, true
	}
	if l, isList := val.([]any); isList {
		vs, ok := fieldValues(l)
		if !ok {
			return "", false
		}
		if len(vs) == 0 || len(vs) > 4 {
			return "", false
		}
		return field + " " + w + " " + joinWords(vs, "or"), true
	}
	s, ok := fieldValue(val)
	if !ok {
		return "", false
	}
	return field + " " + w + " " + s, true
}

// flatConditions says a list of flat filter conditions ("where amount is
// over 100 and status is \"open\""); ok is false unless every item is one.
func flatConditions(x []any) (string, bool) {
	if len(x) == 0 || len(x) > 3 {
		return "", false
	}
	parts := make([]string, 0, len(x))
	for _, it := range x {
		m, ok := it.(map[string]any)
		if !ok {
			return "", false
		}
		s, ok := flatCondition(m)
		if !ok {
			return "", false
		}
		parts = append(parts, s)
	}
	return "where " + joinWords(parts, "and"), true
}

// fieldValues says each item of a list as fieldValue does; ok is false
// when one of them cannot be said.
func fieldValues(l []any) ([]string, bool) {
	vs := make([]string, 0, len(l))
	for _, it := range l {
		s, ok := fieldValue(it)
		if !ok {
			return nil, false
		}
		vs = append(vs, s)
	}
	return vs, true
}

// personEnum tells whether an enum value reads as a person's name: one or
// two capitalised words of letters ("Chidi", "Ana Costa"), not a code or a
// category ("SENIOR", "part_time").
func personEnum(x string) bool {
	w := strings.Fields(x)
	if len(w) == 0 || len(w) > 2 {
		return false
	}
	for _, f := range w {
		if len(f) < 2 || f[0] < 'A' || f[0] > 'Z' || strings.ToUpper(f) == f {
			return false
		}
		for _, r := range f[1:] {
			if !unicode.IsLetter(r) && r != '\'' && r != '-' {
				return false
			}
		}
	}
	return true
}

// keyJoins drops the "_", "-" and spaces that join the words of a key, so
// "page_size", "page-size" and "Page Size" compare as one.
var keyJoins = strings.NewReplacer("_", "", "-", "", " ", "")

// keyMarks drops the "_" and "-" that join the words of a key.
var keyMarks = strings.NewReplacer("_", "", "-", "")
