package prompt

import (
	"regexp"
	"strings"
)

// doneOpeners ask for a change as the state the user wants the thing in
// ("I'd like PR 5 merged.", "I need the orders collection dropped."):
// the way people ask for an act whose result is what they are after,
// and a sentence shape of its own beside "Can you merge PR 5?". No
// "Can you get PR 5 merged?": the request checks read "get" as a read.
var doneOpeners = []string{"I'd like", "I want", "I'd like", "We need"}

// needDoneOpeners are the need plan's: the user says what they need done.
var needDoneOpeners = []string{"I need", "We need", "I want", "I need"}

// strongVerbs are verbs whose past participle does not add -ed and which
// pastParticiple does not know ("found", "brought", "shown"): a request
// with one is never said as a state ("I need the report bringed").
var strongVerbs = map[string]bool{"find": true, "bring": true, "show": true, "tell": true, "say": true, "see": true,
	"read": true, "think": true, "teach": true, "catch": true, "seek": true, "go": true, "come": true, "know": true,
	"speak": true, "break": true, "drive": true, "ride": true, "fly": true, "grow": true, "throw": true, "wear": true,
	"tear": true, "meet": true, "lead": true, "sit": true, "win": true, "spin": true, "hang": true, "stick": true,
	"strike": true, "sing": true, "ring": true, "drink": true, "sink": true, "shrink": true, "swim": true, "bind": true,
	"wind": true, "dig": true, "light": true, "shoot": true, "sweep": true, "fight": true, "feel": true, "hear": true,
	"lose": true, "mean": true, "slide": true, "weave": true, "forgive": true, "foresee": true, "overwrite": true}

// stateVerb tells whether verb, a request's one-word verb, can be asked
// for as the state it leaves its object in: a change (not a read, nor an
// act whose point is what it returns, nor a click on a page) with a past
// participle pastParticiple says right.
func stateVerb(verb string) bool {
	if verb == "" || verb != strings.ToLower(verb) || !lettersOnly(verb) || strongVerbs[verb] || uiVerbs[verb] || notVerb[verb] {
		return false
	}
	if returnsVerbs[verb] && verb != "drop" && verb != "export" {
		return false
	}
	switch verb {
	case "get", "list", "search", "look", "check", "view", "open", "help", "let", "use", "try", "want", "need",
		// what a person does on a page: "I want the Size dropdown picked"
		"enter", "pick", "choose", "load", "complete", "drag", "tap", "visit", "go", "reload", "refresh", "hit", "click",
		"snap", "take",
		// a participle like the verb reads as a noun: "the compression test set"
		"set", "put", "cut", "shut", "split", "spread", "cast", "quit":
		return false
	}
	// a regular participle only: one of its own ("paid", "held", "sent")
	// no longer shows the verb the tool's act is named by
	p := pastParticiple(verb)
	return p != "" && strings.HasPrefix(p, strings.TrimSuffix(verb, "e")) && strings.HasSuffix(p, "ed")
}

// removes are verbs that end a thing that exists.
var removes = map[string]bool{"delete": true, "remove": true, "drop": true, "cancel": true, "close": true, "archive": true,
	"merge": true, "move": true, "disconnect": true, "reset": true, "assign": true, "stop": true}

// placeWords open a place that says where a thing is ("in acme/api",
// "on the prod DB"), not where it goes ("into shop.reviews"), which
// follows the participle.
var placeWords = map[string]bool{"in": true, "on": true, "at": true, "inside": true, "over": true, "for": true}

// namedNew is the rest of a request that opens on the name of what it
// makes (` called "Orchard Labs"`), and what follows the name.
var namedNew = regexp.MustCompile(`^ ((?:called|named|titled) (?:"[^"]+"|[A-Z][\w'.-]*(?: [A-Z][\w'.-]*)*))(.*)$`)

// doneState says request c (body b) as the state the user wants its
// object in: the object, where it is, the verb's past participle, then
// the rest ("I'd like PR 5 in acme/api merged.", "Can you get
// finance.invoices renamed to invoices_2025 on c1?"); "" for a read, an
// object that names nothing, or a verb with no such form. The opener is
// one of openers, a tool's records taking them in turn.
func (st *funcState) doneState(c core, in intent, b string, openers []string) string {
	if in.Read || c.object == "" || c.front != "" || !stateVerb(c.verb) {
		return ""
	}
	rest, ok := strings.CutPrefix(b, c.verb+" "+c.object)
	if !ok || strings.HasPrefix(rest, "'") || strings.HasPrefix(rest, ":") || strings.Contains(rest, " onto ") {
		return "" // "drop a.pdf onto the upload area" is a move on a page
	}
	if f := strings.ToLower(firstWord(c.object)); f == "it" || f == "them" || f == "me" || f == "up" || f == "out" ||
		f == "off" || f == "down" || f == "to" || f == "for" || f == "on" || f == "in" {
		return "" // "set up a repo", "sign me in": the verb's particle, not its object
	}
	if st.paramWord(pastParticiple(c.verb)) {
		return "" // "segment 1 starred" reads as the tool's "starred" flag spoken
	}
	obj := strings.ToLower(c.object)
	if ws := strings.Fields(obj); strings.HasSuffix(ws[len(ws)-1], "ing") {
		return "" // "a sample arriving logged": the object's own participle clashes
	}
	if c.object[:1] != obj[:1] && !strings.ContainsAny(c.object, "0123456789") {
		return "" // a name ("Nina Martinez created") is a person, not a thing made
	}
	if (strings.HasPrefix(obj, "a ") || strings.HasPrefix(obj, "an ")) && (changes(in) || removes[firstWord(in.Verb)]) {
		return "" // "get a personal label changed": a change is to a thing the user means
	}
	if changes(in) && hasAct(c.opts) {
		return "" // "get note 5 changed, changing its date": the change said twice
	}
	head := c.object
	if c.place != "" && !c.through[c.place] && placeWords[firstWord(c.place)] {
		// where the thing is stays with it: "PR 5 in acme/api merged",
		// not "PR 5 merged in acme/api", which says where it is merged
		if r, ok := strings.CutPrefix(rest, " "+c.place); ok && (r == "" || r[0] == ' ' || r[0] == ',') {
			head, rest = head+" "+c.place, r
		}
	}
	if m := namedNew.FindStringSubmatch(rest); m != nil {
		if changes(in) {
			return "" // "zone 22 renamed called …": the new name is said on "to"
		}
		// the name goes with the thing named: "a label called "x" created"
		head, rest = head+" "+m[1], m[2]
	}
	o := st.vary("done-state", openers...)
	s := o + " " + head + " " + pastParticiple(c.verb) + rest
	if strings.HasSuffix(o, " get") {
		return s + "?"
	}
	return s + "."
}

// paramWord tells whether w is a word of a parameter name of the tool
// being rendered ("starred" of is_starred).
func (st *funcState) paramWord(w string) bool {
	if st.data == nil {
		return false
	}
	for _, p := range st.data.Params {
		for _, x := range lowerWords(Humanize(p.Name)) {
			if x == w {
				return true
			}
		}
	}
	return false
}
