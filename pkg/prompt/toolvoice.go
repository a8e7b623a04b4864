package prompt

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// This file keeps the tool itself out of the words of a request: a person
// names what they want done, never the tool ("use the freeze card tool",
// "call this tool"). It finds the act where descriptions and names hide
// it: behind instructions written for the model, behind a namespace in
// the tool's name, or behind a verb the verb list lacks.

// toolActVerbs are verbs tools open their descriptions and names with that
// are verbs first and nouns rarely ("Freeze a card", "Clear the cache"),
// trades' acts among them ("Cut portions from a wheel", "Weigh a lot",
// "Tow a vehicle"; not those that name a thing as often: a harvest, a
// brew, a rescue): without them "cut_wheel" read as a thing to look up
// ("Show me wheel W-2025-763"), its act lost.
const toolActVerbs = `freeze unfreeze subtract snap clear change unsubscribe unassign deactivate
	activate reactivate unblock unwatch unstar dedupe upvote downvote bookmark unbookmark enrol enroll
	withdraw reconcile prioritize deprioritize escalate acknowledge snooze unsnooze unhide
	cut weigh slice tune vaccinate shear groom sew stitch tow excavate dispense prescribe refill certify
	allocate allot`

// moreMassNouns are nouns for an amount, not a thing, that tools move
// or send ("Send money", "Move stock between warehouses"): they take no
// article ("send money", never "send a money"; "record rind care",
// never "record a rind care").
const moreMassNouns = `money cash stock inventory mail luggage baggage equipment software hardware
	evidence advice furniture merchandise freight cargo postage credit care`

func init() {
	for v := range strings.FieldsSeq(toolActVerbs) {
		verbs[v] = true
	}
	for n := range strings.FieldsSeq(moreMassNouns) {
		massNouns[n] = true
	}
}

var (
	// modelDirected matches a sentence written to the model that calls
	// the tool, not about what the tool does: "Only call this tool if …",
	// "[IMPORTANT] If you need …", "This tool MUST be called first",
	// "PREFERRED MAP TOOL: When … ALWAYS use this tool".
	modelDirected = regexp.MustCompile(`(?i)\b(?:this|the) tool\b|\bcall(?:ing)? this\b|^\s*(?:if|only|when|before|after|unlike|note|important|warning|do not|don't|never|always)\b|^\s*\[`)
	// shouting is an instruction written in capitals ("MUST", "ALWAYS",
	// "PREFERRED MAP TOOL:"), not an act.
	shouting = regexp.MustCompile(`\b(?:MUST|ALWAYS|NEVER|IMPORTANT|MANDATORY|REQUIRED|PREFERRED|DO NOT)\b|^\W*[A-Z]{3,}(?:\s+[A-Z]{2,})*\s*:`)
	// leadLabel is a label before a description's act: "[REQUIRED]",
	// "Otherwise:", "PREFERRED MAP TOOL:", emoji markers.
	leadLabel = regexp.MustCompile(`^\s*(?:\[[^\]]{1,40}\]\s*:?\s*|[^\w\s"'(\[]+\s*|(?:[A-Z][A-Za-z]*\s*){1,4}:\s+)+`)
	// descSentence is one sentence of a description, up to its full stop.
	descSentence = regexp.MustCompile(`(?s)\S.*?(?:[.!?](?:\s|$)|\n\s*\n|$)`)
)

// actingDesc returns desc from its first sentence that says what the tool
// does, when desc opens on sentences written to the model about calling
// the tool ("Only call this tool if …", "[IMPORTANT] …", "PREFERRED MAP
// TOOL: … ALWAYS use this tool"): the act is what a person would ask
// for, the instructions are not. A desc that opens on its act, or has no
// such sentence after the instructions, is returned as it is; one with
// none that opens on a verb ("No discovery happens first") is "": the
// description says no act a person would ask for.
func actingDesc(desc string) string {
	rest := strings.TrimSpace(desc)
	if first := descSentence.FindString(rest); first == "" || !directed(first) {
		return desc
	}
	for i := 0; i < 8 && rest != ""; i++ {
		loc := descSentence.FindStringIndex(rest)
		if loc == nil {
			break
		}
		s := rest[loc[0]:loc[1]]
		if i > 0 && !directed(s) && !continued(s) {
			act := strings.TrimSpace(leadLabel.ReplaceAllString(rest[loc[0]:], ""))
			if f := strings.Fields(act); len(f) > 1 && verbs[verbBase(strings.ToLower(f[0]))] && unicode.IsLetter([]rune(f[1])[0]) {
				return act
			}
		}
		rest = strings.TrimSpace(rest[loc[1]:])
	}
	return ""
}

// directed tells whether sentence s, its lead label dropped when what
// follows is the act ("Otherwise: change the column values …"), is
// written to the model rather than about the act.
func directed(s string) bool {
	s = strings.TrimSpace(s)
	if shouting.MatchString(s) {
		return true
	}
	// "This tool returns …", "Use this tool to create …" say the act.
	s = toolPrefix.ReplaceAllString(s, "")
	if modelDirected.MatchString(s) {
		return true
	}
	l := leadLabel.FindString(s)
	return l != "" && strings.ContainsAny(l, "[:") && modelDirected.MatchString(s[len(l):])
}

// continued tells whether s goes on from a sentence cut at an
// abbreviation ("(e.g. via curl) …"): it opens on a lower-case word or a
// bracket, so it is no sentence of its own.
func continued(s string) bool {
	s = strings.TrimSpace(leadLabel.ReplaceAllString(s, ""))
	if s == "" {
		return true
	}
	r := s[0]
	return r >= 'a' && r <= 'z' || r == ')' || r == '(' || r == ','
}

// nameSeparators split a tool name's namespace from its act
// ("TwilioMessagingV1--CreateService", "github__create_issue",
// "slack::post_message").
var nameSeparators = []string{"--", "__", "::", ".", "/", ":"}

// spokenName is the part of a tool's name a person would say: the act
// after a namespace ("TwilioMessagingV1--CreateAlphaSender" →
// "CreateAlphaSender") when that part opens on a verb; else the name.
func spokenName(name string) string {
	for _, sep := range nameSeparators {
		i := strings.LastIndex(name, sep)
		if i <= 0 || i+len(sep) >= len(name) {
			continue
		}
		tail := name[i+len(sep):]
		if w := strings.Fields(strings.ToLower(Humanize(tail))); len(w) > 1 && (verbs[w[0]] || httpVerbs[w[0]] != "") {
			return tail
		}
	}
	return name
}

// labelIntent is the intent of a tool whose description and name give no
// act: its title or name as the thing to help with ("Deep Research" →
// "help me with deep research"), never "use the … tool". The words for a
// tool ("tool", "MCP") go; a label that opens on a verb is that act.
func labelIntent(name, title string) intent {
	label := strings.TrimSpace(title)
	if label == "" {
		label = Humanize(spokenName(name))
	}
	var w []string
	for x := range strings.FieldsSeq(label) {
		switch strings.ToLower(x) {
		case "tool", "tools", "mcp", "function":
			continue
		}
		if strings.ToUpper(x) != x || len(x) == 1 {
			x = strings.ToLower(x)
		}
		w = append(w, x)
	}
	if len(w) == 0 {
		w = strings.Fields(strings.ToLower(Humanize(name)))
	}
	if in, ok := clauseIntent(strings.Join(w, " "), false); ok && in.Object != "" {
		in.Label = true
		return in
	}
	return intent{Verb: "help me with", Object: strings.Join(w, " "), Label: true}
}

// nameVerbClause puts the verb of a tool's name before the noun phrase
// its description opens with ("get" + "Daily forecast for a city"),
// unless the description already opens on that verb ("set" + "Set
// logging level"; "get" + "Clear CCXT cache" of clear_cache): the verb
// said twice made "set the set logging level".
func nameVerbClause(verb, c string) string {
	if f := strings.Fields(c); len(f) > 1 && (strings.EqualFold(f[0], verb) || verbs[strings.ToLower(f[0])]) {
		return lcFirst(c)
	}
	return verb + " " + lcFirst(c)
}

// namedAct is the act a tool's title or name says ("Render Map": render
// a map; "get_asset_upload_url": get the asset upload URL), for a tool
// whose description opens on instructions to the model: the title and
// name were written to say the act, the later sentences often detail it
// in pieces ("Display a live, interactive … map"). ok is false when
// neither opens on a verb.
func namedAct(name, title string) (intent, bool) {
	if in, ok := clauseIntent(sentenceCase(firstClause(title)), false); ok && in.Object != "" {
		in.Object = strings.ToLower(in.Object[:1]) + in.Object[1:]
		return in, true
	}
	w := nameVerbFirst(strings.Fields(strings.ToLower(Humanize(spokenName(name)))))
	if len(w) < 2 || !verbs[w[0]] {
		return intent{}, false
	}
	in, ok := clauseIntent(strings.Join(w, " "), false)
	return listPlural(in), ok && in.Object != ""
}

// listPlural says the object of a listing or a search in the plural
// ("list a service" of ListService is "list services", "search a lot"
// of mes_lot_search is "search lots"): a list has many.
func listPlural(in intent) intent {
	if in.Verb != "list" && in.Verb != "search" {
		return in
	}
	o, ok := strings.CutPrefix(in.Object, "a ")
	if !ok {
		o, ok = strings.CutPrefix(in.Object, "an ")
	}
	if !ok || strings.Contains(o, " of ") {
		return in
	}
	in.Object = plurals(o)
	return in
}

// personNamePart says a person's first or last name the way people give
// it: both parts as one name by the first ("for Ana Costa"; the last then
// says nothing more), a last name alone as it finds a booking ("under the
// name Wilson", "last name Wilson") or as what an edit sets ("setting the
// family name to Smith"), a first name alone as who it is for, or as what
// a person the call makes is named ("a patient named Ana Costa"); a key
// naming whose name it is says so ("with business contact Mateo").
// Never by the key's first word ("a booking last "Wilson"").
func (st *funcState) personNamePart(x string, k role.Kind, hl string) argWords {
	first, last := "", ""
	if st.data != nil {
		for _, p := range st.data.Set {
			if v, ok := p.Value.(string); ok && p.Role.Kind == role.FirstName {
				first = v
			} else if ok && p.Role.Kind == role.LastName {
				last = v
			}
		}
	}
	owner := nameOwner(hl)
	edit := owner == "" && st.data != nil && editVerbs[firstWord(st.data.Tool.intent.Verb)]
	switch {
	case k == role.LastName && first != "":
		return argWords{} // said with the first name
	case k == role.FirstName && last != "" && edit:
		return argWords{text: "changing the name to " + x + " " + last}
	case k == role.FirstName && last != "":
		x += " " + last
	case edit && k == role.LastName && st.nameChecksRecord():
		// amend_booking(ref, surname): the surname a booking is found
		// and checked by, never a change ("setting the last name to …")
		return argWords{text: st.turn("under the name "+x, "under "+x), lead: true}
	case edit:
		// an edit sets the part: "for Anders" or "under the name Smith"
		// would find the thing by it
		return argWords{text: "setting the " + namePartSaid(hl) + " to " + x}
	case k == role.LastName && owner == "":
		return argWords{text: st.turn("under the name "+x, "under "+x), lead: true}
	}
	if owner != "" {
		return argWords{text: "with " + owner + " " + x}
	}
	if st.makesNew() && role.PersonNoun(objectNoun(st.data.Tool.intent)) && !st.setHas(role.Email) {
		// "add a patient named Ana Costa", never "add a patient for Ana
		// Costa" (a name with an email is said with it: "for Ana Costa
		// (ana@x.io)")
		return argWords{text: "named " + x, lead: true}
	}
	return argWords{text: "for " + x, lead: true}
}

// namePartSaid is the words people use for the name part a key (hl,
// lower case) holds: "first name" for a given name or forename, "last
// name" for a family name or surname ("setting the last name to Walker",
// never "setting the family name to Walker" as the schema spells it).
func namePartSaid(hl string) string {
	for w := range strings.FieldsSeq(hl) {
		switch w {
		case "first", "given", "forename", "firstname", "givenname":
			return "first name"
		case "last", "family", "surname", "lastname", "familyname":
			return "last name"
		case "middle":
			return "middle name"
		}
	}
	return hl
}

// namedScope is scopeIdent for a name by the thing the role says it
// names when the key says more than the thing ("groupName": "in the
// "Due date" group", never a second "with the name …" beside the
// object's own name).
func (st *funcState) namedScope(p Param, x, hl string) (argWords, bool) {
	if a, ok := st.scopeIdent(x, hl); ok {
		return a, true
	}
	if n := p.Role.Names; n != "" && n != hl && strings.HasPrefix(hl, n+" ") && !st.actNames(n) {
		return st.scopeIdent(x, n)
	}
	return argWords{}, false
}

// actNames tells whether the tool's name or act says noun n (its first
// six letters: "connectionName" of a "connect" tool names the connection
// being made, not a place to make it in).
func (st *funcState) actNames(n string) bool {
	if st.data == nil {
		return false
	}
	stem := n[:min(len(n), 6)]
	in := st.data.Tool.intent
	return strings.Contains(strings.ToLower(nameHead(st.data.Tool.Name, in.Verb)+" "+in.Verb+" "+in.Object), stem)
}

// nameHead is the last word of a tool name that is not a verb, the
// noun the name acts on ("sheets_get_basic_filter": "filter",
// "sheets_get_sheet_dimensions": "dimensions", "connection_create":
// "connection"): a service prefix or a noun before the head names
// another thing than the tool's own, so a "sheetName" there names the
// sheet the filter is on.
func nameHead(name, verb string) string {
	w := nameWords(name)
	v := firstWord(verb)
	for i := len(w) - 1; i >= 0; i-- {
		x := w[i]
		if _, http := httpVerbs[x]; !(x == v || readVerbs[x] || http || editVerbs[x] || deleteVerbs[x] || makeNameVerbs[x]) {
			return x
		}
	}
	return ""
}

// makeNameVerbs are verbs a tool name that makes or changes a thing
// says its act with ("drive_create_folder"), for nameHead.
var makeNameVerbs = map[string]bool{"create": true, "add": true, "set": true, "make": true, "new": true, "insert": true,
	"remove": true, "move": true, "copy": true, "rename": true, "upload": true, "send": true, "append": true}

// setsThe says the object of "set" with "the": a setting is one the
// thing already has ("set the logging level", never "set a logging
// level").
func setsThe(in intent) intent {
	if in.Verb != "set" {
		return in
	}
	if o, ok := strings.CutPrefix(in.Object, "a "); ok {
		in.Object = "the " + o
	} else if o, ok := strings.CutPrefix(in.Object, "an "); ok {
		in.Object = "the " + o
	}
	return in
}

// nameChecksRecord tells whether a tool's last name is what finds and
// checks the record an edit changes, not a new value: the last name is
// required beside a required reference (a booking's "SF165618") and the
// tool's object is no person, whose name an edit would set.
func (st *funcState) nameChecksRecord() bool {
	if st.data == nil || role.PersonNoun(objectNoun(st.data.Tool.intent)) {
		return false
	}
	name, ref := false, false
	for _, p := range st.data.Params {
		if !p.Required {
			continue
		}
		switch p.Role.Kind {
		case role.LastName:
			name = true
		case role.ID:
			ref = true
		}
	}
	return name && ref
}
