package prompt

import (
	"encoding/json"
	"slices"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// Sentence plans of .Ask: the same request said in different shapes.
const (
	PlanImperative = "imperative" // "Add a comment to issue 43 in acme/api."
	PlanQuestion   = "question"   // "Could you add a comment to issue 43 in acme/api?"
	PlanNeed       = "need"       // "I need to add a comment to issue 43 in acme/api."
	PlanTerse      = "terse"      // "comment on issue 43 in acme/api"
	PlanPolite     = "polite"     // "Add a comment to issue 43 in acme/api, please."
	PlanContext    = "context"    // "Hey, can you add a comment to issue 43 in acme/api?"
	PlanAsk        = "ask"        // "What are the recent messages in channel C01?" / "Let's …"
	PlanWant       = "want"       // "Can I see the recent messages in channel C01?"
	PlanMind       = "mind"       // "Would you mind adding a comment to issue 43 in acme/api?"
	PlanWonder     = "wonder"     // "I was wondering if you could add a comment to issue 43 in acme/api."
	PlanTopic      = "topic"      // "Issue 43 in acme/api — could you add a comment to it?"
)

// verbWords are what people say for a tool's verb, the first most often.
var verbWords = map[string][]string{
	// No "fetch" for a get or a list: "Fetch users" is an API's verb, not
	// what a person types.
	"get":         {"get", "pull up", "grab", "look up", "show me", "check", "bring up", "get"},
	"list":        {"list", "show me", "give me", "pull up", "list out", "get", "go through"},
	"search for":  {"search for", "look for", "find", "look up"},
	"search":      {"search", "look through", "search"},
	"create":      {"create", "make", "set up", "create"},
	"add":         {"add"},
	"delete":      {"delete", "remove", "get rid of", "delete"},
	"remove":      {"remove", "delete", "get rid of"},
	"update":      {"update", "change", "edit", "modify"},
	"amend":       {"change", "amend", "change"},
	"run":         {"run", "run", "execute"},
	"execute":     {"run", "execute", "run"},
	"describe":    {"describe", "show me", "tell me about"},
	"navigate to": {"go to", "open", "navigate to", "load", "head to", "pull up"},
	"click":       {"click", "click on", "hit"},
	"click on":    {"click", "click on", "hit"},
	"hover":       {"hover over", "mouse over", "move the mouse over"},
	"post":        {"post", "send"},
	"send":        {"send", "post"},
	"find":        {"find", "look up", "pull up"},
	"take":        {"take", "grab", "capture", "snap"},
	"fetch":       {"fetch", "get", "grab"},
	"check":       {"check", "look at"},
	"read":        {"read", "show me"},
	"calculate":   {"calculate", "work out", "figure out"},
	"convert":     {"convert", "convert", "turn"},
	"rename":      {"rename"},
	"close":       {"close"},
	"select":      {"select", "choose", "pick"},
	"fill":        {"fill", "fill in", "fill out"},
	"type":        {"type", "enter", "put"},
	"press":       {"press", "hit"},
	"move":        {"move", "put"},
	"upload":      {"upload", "attach"},
	"query":       {"query", "run a query on"},
	"append":      {"append", "add"},
	"capture":     {"capture", "take", "grab"},
	"fork":        {"fork", "make a fork of"},
	"insert":      {"insert", "add", "put"},
	"evaluate":    {"evaluate", "check"},
	"reply to":    {"reply to", "respond to", "reply to"},
	"connect to":  {"connect to", "open a connection to"},
	"hover over":  {"hover over", "mouse over", "move the mouse over"},
	"fill out":    {"fill out", "fill in"},
	"go back":     {"go back", "navigate back", "head back"},
	"fill in":     {"fill in", "fill out", "complete"},
	"emulate":     {"emulate", "simulate"},
}

// core is the request without its frame: verb, object with the
// identifying values worked in, then the options.
type core struct {
	verb, object string
	leads, opts  []string
	blocks       []argWords
	// labels are short quoted values said below the request line, one a
	// line ("Title: Fix the login"), when the line would chain too many.
	labels []string
	// front is a lead said before the request ("In acme/api, …"); "" for none.
	front string
	// after is a place said in a sentence after the request ("This is in
	// acme/api."); "" for none.
	after string
	// place is the lead (in leads, front or after) that says where the
	// thing acted on is ("in the acme/api repo"); "" for none.
	place string
	// aside is an argument said in a sentence of its own after the
	// request ("Use the fix/x branch."), taken out of a chain of
	// options; "" for none.
	aside string
	// why tells an argument says why the call is made (a reason): the
	// request gives no reason of its own beside it.
	why bool
	// through holds the leads that say what the call goes through, which
	// stay after the others (throughLast).
	through map[string]bool
	// listed tells that the request's details follow its line as a list
	// (detailList): no thanks closes the line before them.
	listed bool
}

// Ask returns the whole request for the call in sentence plan kind (see
// the Plan constants): the tool's intent (verb and object from its
// description or name) with every set argument said by its role ("PR 39 in
// acme/api", "up to 20 results", "since January 12"), long text and code
// attached below. Templates use it as {{.Ask "question"}}.
func (d *Data) Ask(kind string) string {
	if d.replay != nil {
		e := d.replay
		d.replay = nil
		panic(e) // what Ask panicked with outside the template (see askOnly)
	}
	if d.st == nil {
		return ""
	}
	st := d.st
	in, d := choiceVerb(d, actionIntent(d, eitherVerb(d, st.namedTurn(d.Tool.intent))))
	in, d = flagVerb(d, in)
	st.chosen, st.dateForm = "", ""
	if len(in.Verbs) == 2 && in.Fixed {
		st.chosen = in.Verb // "remove role 5 from …", not "to …"
	}
	in, d = clearVerb(d, in)
	if q, ok := st.whetherQuestion(d, in); ok {
		if pre := st.one("", "", "Quick question: ", "Can you check: "); pre != "" && kind != PlanTerse {
			return pre + strings.ToLower(q[:1]) + q[1:]
		}
		return q
	}
	if q, ok := st.plainQuestion(d); ok {
		return q
	}
	if in.Extra != "" && asFormat.MatchString(in.Extra) {
		in.Extra = "" // "update page 5's content", not "… as Markdown"
	}
	if additive(in) && childNoun.MatchString(in.Object) {
		in.Object = "content" // "append block children": what a person adds to a block
	}
	c := st.buildCore(d, in, false)
	text := st.frame(c, in, kind)
	for try := 0; try < 2 && d.Tool.pastedBuf(text, &st.words); try++ {
		if try == 1 && (in.Verb == "get" || in.Verb == "do" || in.Verb == "run") {
			// "get the orders …" pastes the description after a verb.
			in.Verb = map[string]string{"get": "look up", "do": "carry out", "run": "execute"}[in.Verb]
		}
		c = st.buildCore(d, in, true)
		text = st.frame(c, in, kind)
	}
	return unstackAsides(text)
}

// convertAsGet says "convert X into geographic coordinates" the way people
// ask it half the time: "get the geographic coordinates for X".
func (st *funcState) convertAsGet(c *core, in intent) {
	if in.Verb != "convert" || len(c.leads) == 0 || c.object == "" || !strings.HasPrefix(c.leads[0], "into ") {
		return
	}
	// A tool's records take the ways in turn: "convert X into
	// coordinates", "get the coordinates for X", "look up the lat/long
	// for X", "find the coordinates of X".
	verb := st.vary("convert", "", "get", "look up", "", "find")
	if verb == "" {
		return
	}
	what := strings.TrimPrefix(c.leads[0], "into ")
	if w := strings.Fields(what); len(w) > 1 && (w[0] == "a" || w[0] == "an") {
		what = strings.Join(w[1:], " ")
	}
	what = strings.TrimPrefix(what, "the ")
	if alts, ok := convertNames[strings.ToLower(what)]; ok {
		what = st.vary("converted", append([]string{what}, alts...)...)
	}
	c.verb = verb
	c.object = "the " + what + " " + st.vary("convert-prep", "for", "of") + " " + c.object
	c.leads = c.leads[1:]
}

// convertNames are the other words people use for what a thing is
// converted into.
var convertNames = map[string][]string{"coordinates": {"lat/long", "latitude and longitude", "GPS coordinates"},
	"address": {"street address", "nearest address"}}

// stepAsObject says a request to a thinking aid ("help me with dynamic and
// reflective problem-solving as thought 7 of 9") as what is handed over:
// "Record thought 7 of 9".
func (st *funcState) stepAsObject(c *core, in intent) {
	if !strings.HasPrefix(in.Verb, "help me with") {
		return
	}
	for i, l := range c.leads {
		f := strings.Fields(l)
		if len(f) == 5 && f[3] == "of" && isDigits(f[2]) && isDigits(f[4]) {
			c.verb = st.one("record", "add", "log", "note down", "jot down", "write down")
			c.object = st.stepWords(f[1:])
			c.leads = append(c.leads[:i:i], c.leads[i+1:]...)
			if c.front == l {
				c.front = ""
			}
			return
		}
	}
	if f := strings.Fields(c.front); len(f) == 5 && f[3] == "of" && isDigits(f[2]) && isDigits(f[4]) {
		c.verb = st.one("record", "add", "log", "note down", "jot down", "write down")
		c.object, c.front = st.stepWords(f[1:]), ""
	}
}

// stepWords says a step of a total ("thought", "7", "of", "10") the ways
// people number steps: "thought 7 of 10", "thought 7 out of 10", "thought
// #7 (of 10)", "my 7th thought (of 10)", "the 7th of 10 thoughts" (never
// "thought number 7": that names the parameter).
func (st *funcState) stepWords(f []string) string {
	return st.one(strings.Join(f, " "), f[0]+" "+f[1]+" out of "+f[3], f[0]+" #"+f[1]+" (of "+f[3]+")",
		f[0]+" "+f[1]+" of "+f[3]+" total", "my "+ordinal(f[1])+" "+f[0]+" (of "+f[3]+")",
		"the "+ordinal(f[1])+" of "+f[3]+" "+Plural(f[0]))
}

// ordinal says a decimal number as an ordinal: "1" → "1st", "12" →
// "12th", "23" → "23rd".
func ordinal(n string) string {
	suffix := "th"
	if l := len(n); l > 0 && (l < 2 || n[l-2] != '1') {
		switch n[l-1] {
		case '1':
			suffix = "st"
		case '2':
			suffix = "nd"
		case '3':
			suffix = "rd"
		}
	}
	return n + suffix
}

// isDigits tells whether s is a decimal number.
func isDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

// vagueVerbs say nothing of what is done ("handle a dialog").
var vagueVerbs = map[string]bool{"handle": true, "manage": true, "process": true, "respond": true}

// flagAntonyms are the acts a flag's verb turns into when the flag is false
// ("Whether to accept the dialog" = false: dismiss it).
var flagAntonyms = map[string]string{"accept": "dismiss", "enable": "disable", "show": "hide", "lock": "unlock", "approve": "reject"}

// flagVerb makes a flag whose description names an act ("Whether to
// accept the dialog") the verb of a tool whose own verb is vague: "Dismiss
// the dialog", not "Handle a dialog, but don't accept it". The flag is
// then said by the verb and left out of the returned data's Set.
func flagVerb(d *Data, in intent) (intent, *Data) {
	if !vagueVerbs[in.Verb] {
		return in, d
	}
	for i, p := range d.Set {
		x, ok := p.Value.(bool)
		if !ok {
			continue
		}
		f := strings.Fields(strings.ToLower(strings.TrimSpace(p.Description)))
		if len(f) < 3 || f[0] != "whether" || f[1] != "to" || !verbs[f[2]] {
			continue
		}
		v := f[2]
		if !x {
			if v = flagAntonyms[v]; v == "" {
				continue
			}
		}
		in.Verb, in.Fixed = v, true
		if w := strings.Fields(in.Object); len(w) > 1 && (w[0] == "a" || w[0] == "an") {
			in.Object = "the " + strings.Join(w[1:], " ")
		}
		nd := *d
		nd.Set = append(append([]Param{}, d.Set[:i]...), d.Set[i+1:]...)
		return in, &nd
	}
	return in, d
}

// clearVerb turns a call that only clears one setting the tool's verb
// acts on (null for "Emulates the forced-colors media feature" on an
// "Emulate CSS media features" tool) into stopping that act: "stop
// emulating the forced-colors media feature", not "emulate CSS media
// features, resetting the forced-colors media feature".
func clearVerb(d *Data, in intent) (intent, *Data) {
	if len(d.Set) != 1 || d.Set[0].Value != nil || in.Fixed || len(strings.Fields(in.Verb)) != 1 {
		return in, d
	}
	o, _ := actsOn(d.Set[0], in)
	if o == "" {
		return in, d
	}
	// "the forced-colors media feature": the setting's own name says it.
	if w := strings.Fields(o); len(w) > 2 && strings.Contains(w[1], "-") && strings.EqualFold(w[len(w)-1], "feature") {
		o = w[1]
	}
	in.Verb, in.Object, in.Extra, in.Fixed = "stop "+gerund(strings.ToLower(in.Verb)), o, "", true
	nd := *d
	nd.Set = nil
	return in, &nd
}

// buildCore phrases the arguments and works them into the intent. plain
// drops the description's place and adjectives (used when the first try
// repeated the description). A second reference to the object (two
// object types: "the contacts definition", then "the orders definition")
// replaces it only when it keeps the first one's words, else the first
// argument's value would go unsaid; it is then said as an option.
func (st *funcState) buildCore(d *Data, in intent, plain bool) core {
	if plain {
		in.Extra = ""
		in.Object = plainObject(in.Object)
	}
	in = enumIntent(d, in)
	var c core
	obj := in.Object
	if narrowed(d) {
		obj = notAll(obj)
	}
	extra := st.extraOf(in.Extra)
	if !in.Fixed {
		obj = st.objectWords(obj, in.Detail && !plain && (strings.HasPrefix(obj, "a ") || strings.HasPrefix(obj, "an ")))
	}
	extraUsed, extraPlace, objRef := false, false, ""
	var leads []string
	places := map[string]bool{}
	alone, own, through := map[string]string{}, map[string]bool{}, map[string]bool{}
	for _, a := range st.argPhrases(d, in) {
		if a.block != "" {
			c.blocks = append(c.blocks, a)
		}
		if a.text == "" {
			continue
		}
		noteArg(a, alone, own, through)
		c.why = c.why || a.why
		if a.noun != "" && a.ref != "" {
			if o, ok := takeRef(obj, a, in); ok && (objRef == "" || strings.Contains(o, objRef)) {
				obj, objRef = o, a.ref
				if strings.HasPrefix(in.Verb, "wait") && a.text == "for "+a.ref || a.noun == "element" && pageExtra(extra) {
					extra = "" // "wait for 15 seconds", not "… to appear"; "hover over the help icon (e4)", not "… on the page"
				}
				continue
			}
			if e, ok := replaceNoun(extra, a.noun, a.inPlace(), !additive(in)); ok && !extraUsed {
				extra, extraUsed = e, true
				extraPlace = placeNouns[a.noun]
				if a.noun != "account" { // "to the acme org" keeps its "to"
					extra = st.samePlacePreposition(e, a.noun)
				}
				// "the reviews on PR 29" → "PR 29's reviews" now and then.
				if f := strings.Fields(extra); len(f) > 1 && (f[0] == "on" || f[0] == "of" || f[0] == "for") &&
					strings.HasPrefix(obj, "the ") && extra == f[0]+" "+a.ref && a.noun != "account" && !listRef(a.ref) && !longRef(a.ref) && st.intn(3) == 0 {
					obj, extra, extraUsed = possessiveOf(a.ref)+" "+obj[4:], "", false
				}
				continue
			}
		}
		if a.lead {
			if placeNouns[a.noun] && !in.Read && strings.HasPrefix(a.text, "from ") {
				// "Update PR 5's branch from acme/api" reads as the branch's
				// source: a change is made in a repository.
				a.text = "in " + strings.TrimPrefix(a.text, "from ")
			}
			if placeNouns[a.noun] {
				places[a.text] = true
			}
			leads = append(leads, a.text)
		} else {
			c.opts = append(c.opts, a.text)
		}
	}
	obj = st.ownerFirst(readObject(dropUnfilled(obj), in, leads))
	obj = ownedObject(obj, in.Verb)
	if strings.EqualFold(bareObject(obj), "text") && leadIndex(leads, "until ") >= 0 {
		// "wait for text until \"Saved\" is gone": the lead says the text.
		obj, in.Verb = "", strings.TrimSuffix(in.Verb, " for")
	}
	c.opts = st.shuffledOpts(c.opts)
	// "and accept it", "but don't submit it" bring their own conjunction and end the list; a reason goes before them
	sortOpts(c.opts)
	st.shuffle(leads)
	orderLeads(leads)
	throughLast(leads, through)
	// "click a web page on #submit" → "click #submit": an element or other
	// target takes the place of a container object.
	if containerObject(obj) && len(leads) > 0 {
		for i, a := range leads {
			if f := strings.Fields(a); len(f) > 1 && (f[0] == "on" || f[0] == "for") {
				obj = strings.Join(f[1:], " ")
				leads = append(leads[:i:i], leads[i+1:]...)
				break
			}
		}
	}
	// "as Markdown", "into geographic coordinates": a place that changes
	// what is asked stays; "in a GitHub repository" goes once an argument
	// says which.
	into := changesAsked(extra)
	if extraUsed {
		leads = placeFirst(leads, extra, extraPlace, places)
	} else if into || namedPlaceSaid(d, extra) || len(leads) == 0 && extra != "" && len(strings.Fields(extra)) <= 4 && !indefinite(extra) && st.intn(3) == 0 {
		leads = append(leads, extra)
	}
	particleLeads(in.Verb, obj, leads)
	namedFirst(leads)
	leads = unrepeatedPreps(leads)
	st.sayUnchanged(d, &in, &c)
	c.verb = st.placedVerb(in, leads)
	c.object = obj
	c.leads = leads
	c.through = through
	if v := strings.Fields(c.verb + " x")[0]; (v == "leave" || v == "drop" || v == "post") && len(leads) > 0 && strings.HasPrefix(leads[0], "to ") {
		// A comment is left on an issue, not to it.
		c.leads[0] = "on " + strings.TrimPrefix(leads[0], "to ")
	}
	commentOn(&c)
	if len(leads) > 0 && (strings.HasPrefix(leads[0], "number ") || strings.HasPrefix(leads[0], "#")) {
		c.object = bareObject(obj) // "close an editor window #2" → "close editor window #2"
	}
	leads = st.changeWords(&c, d, in, leads)
	leads = st.sayAlone(&c, leads, alone, own)
	st.placeLeads(&c, leads, places, !extraUsed && len(leads) > 0 && leads[len(leads)-1] == extra, findsOne(in, obj))
	st.newTextOnly(&c, d, in)
	st.actWords(&c, in)
	return c
}

// placeFirst puts extra, the tool's place with an argument worked in
// ("in hub 8812…"), before leads, noting it in places when it is a
// place ("in a GitHub repository" made "in acme/api"); a name said
// after it goes before it again ("a room called "standup" in hub 8812…",
// never "in hub 8812… called "standup"", which names the hub).
func placeFirst(leads []string, extra string, place bool, places map[string]bool) []string {
	leads = append([]string{extra}, leads...)
	if place && extra != "" {
		places[extra] = true
	}
	nameBeforeScope(leads)
	return leads
}

// actWords says the acts people name their own way: a conversion as
// what it gives, a thinking step as what is handed over, a drag as what
// is dragged.
func (st *funcState) actWords(c *core, in intent) {
	st.convertAsGet(c, in)
	st.stepAsObject(c, in)
	st.dragWhat(c)
	st.searchWeb(c, in)
}

// searchWeb says "do a web search about X" the ways people ask it, a
// tool's records in turn: "search the web for X", "look X up online",
// "run a web search for X", or as the description has it.
func (st *funcState) searchWeb(c *core, in intent) {
	if in.Verb != "do" || strings.ToLower(bareObject(c.object)) != "web search" {
		return
	}
	if f := strings.ToLower(firstWord(c.front)); c.front != "" {
		if (f != "about" && f != "on" && f != "for") || !strings.Contains(c.front, "\"") {
			return
		}
		// "For "sourdough starter", I want to do a web search": the
		// query said first is what to search for, said after the verb
		// as people say it.
		c.leads, c.front = append(c.leads, c.front), ""
	}
	at := -1
	for i, l := range c.leads {
		if f := firstWord(l); (f == "about" || f == "on" || f == "for") && strings.Contains(l, "\"") {
			at = i
		}
	}
	if at < 0 {
		return
	}
	what := c.leads[at][strings.IndexByte(c.leads[at], ' ')+1:]
	switch st.vary("web search", "as described", "search the web", "look up online", "run a web search", "google") {
	case "search the web":
		c.verb, c.object, c.leads[at] = "search the web", "", "for "+what
	case "look up online":
		c.verb, c.object, c.leads[at] = "look up", what, "online"
	case "run a web search":
		c.verb, c.leads[at] = "run", "for "+what
	case "google":
		c.verb, c.object = "google", what
		c.leads = append(c.leads[:at:at], c.leads[at+1:]...)
	}
}

// dragWhat says a drag between two things ("drag and drop from A to B")
// the ways people say it, a tool's records in turn: the thing dragged as
// the object ("drag A onto B", "drag and drop A onto B", "move A to B"),
// or as the description has it.
func (st *funcState) dragWhat(c *core) {
	if c.object != "" || !strings.HasPrefix(c.verb, "drag") {
		return
	}
	fi, ti := leadIndex(c.leads, "from "), leadIndex(c.leads, "to ")
	if fi < 0 || ti < 0 || c.front != "" {
		return
	}
	from, to := strings.TrimPrefix(c.leads[fi], "from "), strings.TrimPrefix(c.leads[ti], "to ")
	var rest []string
	for i, l := range c.leads {
		if i != fi && i != ti {
			rest = append(rest, l)
		}
	}
	form := st.vary("drag", "drag|over to", "drag|onto", "drag and drop|onto", "move|to", "drag|to")
	verb, prep, ok := strings.Cut(form, "|")
	if !ok {
		return
	}
	c.verb, c.object = verb, from
	c.leads = append([]string{prep + " " + to}, rest...)
}

// orderLeads puts leads in the order people say them: a filter ("where
// paid is true") after the places it narrows, and "from A to B", not "to B
// from A".
func orderLeads(leads []string) {
	filtersLast(leads)
	nameBeforeScope(leads)
	if fi, ti := leadIndex(leads, "from "), leadIndex(leads, "to "); fi > ti && ti >= 0 {
		leads[fi], leads[ti] = leads[ti], leads[fi]
	} else if fi < 0 {
		leadFirst(leads, "to ", "so it's called ") // "rename X to Y using connection Z"
	}
}

// commentOn says where a comment goes the way people do: on a page, not
// "as a child of" or "under" it; and gives a bare plural after "give me"
// or "show me" its article ("give me the commits in acme/api", not "give
// me commits in acme/api").
func commentOn(c *core) {
	if head := objectHead(c.object); head == "comment" || head == "reply" || head == "note" {
		for i, l := range c.leads {
			for _, p := range []string{"as a child of ", "under "} {
				if r, ok := strings.CutPrefix(l, p); ok {
					c.leads[i] = "on " + r
				}
			}
		}
	}
	if !strings.HasSuffix(c.verb, " me") && c.verb != "go through" {
		return // "go through users" lacks its article too
	}
	if w := strings.Fields(c.object); len(w) > 0 && len(w) <= 2 && !determiners[strings.ToLower(w[0])] &&
		pluralNoun(w[len(w)-1]) && lettersOnly(w[0]) && !possessed(strings.ToLower(c.object)) {
		c.object = "the " + c.object
	}
}

// sayAlone takes one argument out of a request that would chain several
// ("Edit F in acme/api, on fix/x, with the message \"…\" and over blob
// 5c…") and says it in a sentence of its own after the request ("… Use
// the fix/x branch."), now and then: alone holds the sentence of each
// phrase that has one. It returns the leads left, which c.leads then
// holds.
func (st *funcState) sayAlone(c *core, leads []string, alone map[string]string, own map[string]bool) []string {
	c.leads = leads
	n := len(c.opts) + len(leads)
	if i := ownAlone(c.opts, own); i >= 0 {
		c.aside, c.opts = alone[c.opts[i]], append(c.opts[:i:i], c.opts[i+1:]...)
		return leads
	}
	if len(alone) == 0 || n < 2 || st.intn(map[bool]int{true: 3, false: 2}[n == 2]) != 0 {
		return leads
	}
	for i, o := range c.opts {
		if a := alone[o]; a != "" {
			c.aside, c.opts = a, append(c.opts[:i:i], c.opts[i+1:]...)
			return leads
		}
	}
	for i, l := range leads {
		if a := alone[l]; a != "" {
			c.aside, c.leads = a, append(leads[:i:i], leads[i+1:]...)
			return c.leads
		}
	}
	return leads
}

// placeLeads decides where c's leads go: one may open the request
// (c.front) or follow it as a sentence (c.after); c.place records the
// lead that says where the thing is. ownPlace: the last lead is the
// description's own place, which never moves; stay: no lead moves (the
// leads say which thing a look-up finds, see identifies).
func (st *funcState) placeLeads(c *core, leads []string, places map[string]bool, ownPlace, stay bool) {
	// An argument's lead may open the request ("Over in acme/api, …"); the
	// description's own place ("for a time slot") never does.
	first := 0
	if ownPlace {
		first = -1
	}
	if n := len(leads) + min(first, 0); n > 0 && (n > 1 || c.object != "") && !stay {
		i := st.intn(n)
		// With several leads only a place opens ("In acme/api, …"): "In PR
		// 461, list the files for acme/api" splits what belongs together.
		// A lead opening on a bare value ("On U0WQPNRC811, …") does not.
		// Nor does one before a list of options or a quoted text: "In
		// acme/api, edit F, on fix/x and with the message …", "Over in
		// acme/api, comment on issue 489, with the text …" chain clauses.
		// Nor one naming a pasted id ("In data source 5c3e…, …").
		// Nor a list of values ("For member 4, check item 5 and card 6, …"
		// reads its second value as a command).
		if f := strings.Fields(leads[i]); len(f) > 1 && frontable[f[0]] && st.intn(2) == 0 && (n == 1 || places[leads[i]]) && fewOpts(c.opts) && !longRef(leads[i]) && !strings.Contains(leads[i], ", ") &&
			(places[leads[i]] || strings.ToLower(f[1]) == f[1] && !strings.ContainsAny(f[1], "0123456789\"`/#@.:") && f[1] != "anything" && f[1] != "anyone") {
			c.front = leads[i]
			c.leads = append(leads[:i:i], leads[i+1:]...)
		} else if places[leads[i]] && len(f) > 1 && (f[0] == "in" || f[0] == "on" || f[0] == "for") && ownPlaceSentence(f[1:]) && st.intn(3) == 0 {
			// Or it follows the request: "Merge PR 305. This is in acme/api."
			c.after = leads[i]
			c.leads = append(leads[:i:i], leads[i+1:]...)
		}
	}
	for _, l := range append([]string{c.front, c.after}, c.leads...) {
		if places[l] && c.place == "" {
			c.place = l
		}
	}
}

// fewOpts tells whether options can follow a request that opens on a
// place: none, or one that quotes nothing.
func fewOpts(opts []string) bool {
	return len(opts) == 0 || len(opts) == 1 && !strings.ContainsAny(opts[0], "\"`")
}

// onlyAct says an update whose one change is an act on the thing ("and
// unarchive it") as that act: "unarchive block 5", not "change block 5,
// and unarchive it", which asks for two things.
func onlyAct(c *core, in intent) {
	switch in.Verb {
	case "update", "edit", "modify", "change":
	default:
		return
	}
	at := 0
	if len(c.opts) != 1 {
		// "close issue 5, tagging it p1": the act leads beside other changes
		if at = actOption(c.opts); at < 0 {
			return
		}
	}
	if f := strings.Fields(c.opts[at]); len(f) == 3 && f[0] == "and" && f[2] == "it" && c.object != "" {
		c.verb, c.opts = f[1], append(c.opts[:at:at], c.opts[at+1:]...)
		// "delete page 5", not "delete the properties of page 5": the
		// act is on the thing, not on what the update would change
		if _, rest, ok := cutAny(c.object, " of ", " on ", " in "); ok && strings.HasPrefix(c.object, "the ") && len(strings.Fields(c.object)) <= 3+len(strings.Fields(rest)) {
			c.object = rest // "the properties on page 5" too
		} else if owner, _, ok := strings.Cut(c.object, "'s "); ok && len(strings.Fields(owner)) <= 3 {
			// "page p-42's properties" said possessively: the act is on
			// the page.
			c.object = owner
		}
	}
}

// cutAny cuts s around the first of seps it holds.
func cutAny(s string, seps ...string) (before, after string, found bool) {
	for _, sep := range seps {
		if b, a, ok := strings.Cut(s, sep); ok {
			return b, a, true
		}
	}
	return s, "", false
}

// ownPlaceSentence tells whether a place (the words after its
// preposition) reads well as a sentence after the request: a repository
// or a channel does ("It's in the acme/api repo.", "It's in channel
// C01."), a database or another short name
// does not ("… for connection c1. This is in shop.").
func ownPlaceSentence(place []string) bool {
	for _, w := range place {
		switch strings.ToLower(w) {
		case "repo", "repository", "project", "workspace", "channel":
			return true
		}
		if strings.Contains(w, "/") && !strings.HasPrefix(w, "/") {
			return true // owner/name
		}
	}
	return false
}

// ownerFirst says an object that is a part of a named thing the ways
// people do: "the combined status of PR 5" also as "PR 5's combined
// status", and "details of issue 12" (or "information about …") as just
// "issue 12". Objects that name no particular thing stay as they are.
func (st *funcState) ownerFirst(obj string) string {
	w := strings.Fields(obj)
	of := -1
	for i, x := range w {
		if x == "of" || x == "about" || x == "on" && i > 0 && strings.EqualFold(w[i-1], "info") {
			of = i
			break
		}
	}
	if of < 1 || of > 4 || len(w)-of-1 < 2 || len(w)-of-1 > 3 {
		return obj
	}
	ref := strings.Join(w[of+1:], " ")
	if !strings.ContainsAny(ref, "0123456789\"`/#") || strings.ContainsAny(ref, "'") || determiners[strings.ToLower(w[of+1])] || listRef(ref) {
		return obj // "the contents of a file": no particular file
	}
	head := w[:of]
	if strings.EqualFold(head[0], "the") {
		head = head[1:]
	}
	if len(head) == 0 || strings.Trim(head[0], "0123456789.,") == "" {
		return obj // "50 of SKU bubble_wrap_10m": a count of it, never "SKU …'s 50"
	}
	h := strings.Join(head, " ")
	if longRef(ref) {
		// "block 5c3e…'s children" hangs a possessive on an id: "the
		// children of block 5c3e…" or "the children on block 5c3e…".
		return st.longOwner(obj, h, ref, w[of], head)
	}
	if l := strings.ToLower(h); l == "details" || l == "information" || l == "info" || l == "full details" {
		return st.vary("owner", obj, ref)
	}
	// The records of a tool take the forms in turn: "the content of
	// page 5", "page 5's content", "the content on page 5".
	prep := "for"
	if onHeads[strings.ToLower(lastWord(h))] {
		prep = "on"
	}
	return st.vary("owner", obj, possessiveOf(ref)+" "+h, "the "+h+" "+prep+" "+ref)
}

// onHeads are what is written on a thing ("the content on page 5", "the
// comments on PR 3"); other parts of a thing are "for" it ("the status
// for PR 3").
var onHeads = map[string]bool{"content": true, "text": true, "properties": true, "property": true,
	"comments": true, "comment": true, "blocks": true, "labels": true, "reviews": true, "reactions": true, "notes": true}

// listRef tells whether a reference names several things ("30.29657,
// -97.74135 and 30.26715, -97.74306"): "…'s elevation" on a list does
// not read.
func listRef(ref string) bool {
	return strings.Contains(ref, ", ") || strings.Contains(ref, " and ") || strings.Contains(ref, ";")
}

// extraOf is theExtra(dropVague(dropAPIUse(x))), remembered per x: an intent's extra
// comes from its tool's description, the same on every record.
func (st *funcState) extraOf(x string) string {
	if x == "" {
		return ""
	}
	if e, ok := st.extras[x]; ok {
		return e
	}
	e := theExtra(dropVague(dropAPIUse(x)))
	if st.extras == nil || len(st.extras) >= 4096 {
		st.extras = map[string]string{} // bounded: memory stays flat
	}
	st.extras[x] = e
	return e
}

// pronouns take no article ("for me", which asker made of "for the
// current user": never "for the me").
var pronouns = map[string]bool{"me": true, "us": true, "you": true, "him": true, "her": true, "them": true, "it": true,
	"myself": true, "everyone": true, "everybody": true, "anyone": true}

// theExtra is the description's place as a person says it: "on page" →
// "on the page"; "" for a place that only names a parameter ("by title":
// the request says the title, or searches without one).
func theExtra(extra string) string {
	w := strings.Fields(extra)
	if len(w) == 0 || strings.EqualFold(w[0], "by") {
		return ""
	}
	if len(w) > 1 && strings.EqualFold(w[0], "since") {
		// "since loading the page": how the tool works, not what is asked.
		return ""
	}
	if len(w) > 1 && strings.EqualFold(w[0], "with") && strings.EqualFold(w[1], "optional") {
		// "with optional expiration": what the tool could take, not what
		// this request asks; an argument says it when it is set.
		return ""
	}
	if len(w) == 2 && prepositions[strings.ToLower(w[0])] && !strings.EqualFold(w[0], "as") {
		// ("as done", "as read": a state, which takes no article)
		n := w[1]
		if l := strings.ToLower(n); l == n && !strings.HasSuffix(l, "s") && !massNouns[l] && !verbs[l] && !strings.ContainsAny(l, "0123456789") &&
			!pronouns[l] && !bareIdioms[strings.ToLower(w[0])+" "+l] {
			return w[0] + " the " + n
		}
	}
	return extra
}

// bareIdioms are set phrases of a preposition and a word that take no
// article ("refund it in full", "pay in advance", "put fish on hold"):
// theExtra never makes them "in the full" or "on the hold".
var bareIdioms = map[string]bool{"in full": true, "in part": true, "in bulk": true, "in advance": true, "in person": true,
	"in total": true, "in parallel": true, "in sequence": true, "in detail": true, "in private": true, "in public": true,
	"at once": true, "at random": true, "on time": true, "on demand": true, "by hand": true, "in stock": true,
	"on hold": true, "on sale": true, "on file": true, "on call": true, "on duty": true, "on order": true, "on loan": true,
	"on display": true, "on board": true, "on site": true, "off site": true, "on standby": true, "in transit": true,
	"in service": true, "in review": true, "on track": true, "in progress": true, "on schedule": true}

// notAll is obj about some of the things, not all: "delete all
// documents" with a filter, "all users" with a limit or a cursor.
func notAll(obj string) string {
	for _, all := range []string{"all ", "every "} {
		if strings.HasPrefix(strings.ToLower(obj), all) {
			obj = "the " + obj[len(all):]
		}
	}
	return obj
}

// narrowed tells whether a set argument picks some of the things the
// tool acts on: a filter or query, a count, a choice or a flag.
func narrowed(d *Data) bool {
	for _, p := range d.Set {
		switch roleKind(p) {
		case role.Count, role.Query, role.Enum, role.Status, role.Boolean:
			return true
		}
		if _, ok := p.Value.(bool); ok || p.Enum {
			return true
		}
		for _, w := range p.lowerHumanWords() {
			if w == "filter" || w == "query" || w == "where" || w == "limit" || w == "cursor" || w == "offset" {
				return true
			}
		}
	}
	return false
}

// dropUnfilled drops an indefinite "of a …" that no argument made
// concrete ("commits of a branch" → "commits"): repeating the
// description's placeholder says nothing.
func dropUnfilled(obj string) string {
	w := strings.Fields(obj)
	quoted := false
	for i := 1; i+2 < len(w)+1 && i+1 < len(w); i++ {
		// never inside a quoted value: "post \"… instead of a day.\""
		// says the value whole
		if strings.Count(w[i-1], "\"")%2 == 1 || strings.Count(w[i-1], "`")%2 == 1 {
			quoted = !quoted
		}
		if !quoted && strings.EqualFold(w[i], "of") && (strings.EqualFold(w[i+1], "a") || strings.EqualFold(w[i+1], "an")) {
			return strings.Join(w[:i], " ")
		}
	}
	return obj
}

// actionIntent makes an action argument the verb ("List, create, close,
// or select a browser tab" with action=close → "close a browser tab");
// the argument then says nothing more. An argument whose values are all
// acts (mode=list|create|delete; see actEnum) is one too, when the
// description lists the acts ("Start, stop or reboot instances") or names
// the one chosen ("Manage branches: list all branches, create …"); a
// value that is no act (mode=soft) changes nothing.
func actionIntent(d *Data, in intent) intent {
	for _, p := range d.Set {
		x, ok := p.Value.(string)
		l := lastWord(strings.ToLower(p.Human))
		if !ok || !p.Enum || l != "action" && l != "operation" && l != "op" && l != "command" && l != "mode" && l != "state" {
			continue
		}
		x = strings.ToLower(x)
		if f := strings.Fields(strings.ToLower(Humanize(x))); len(f) == 2 && verbs[f[0]] && phrasalParticles[f[1]] {
			x = f[0] + " " + f[1] // action=turn_on: the act is "turn on"
		}
		for _, v := range in.Verbs {
			if strings.HasSuffix(v, " "+x) && !strings.Contains(x, " ") {
				x = v // action=off on "Turn a light on or off": "turn off"
			}
		}
		listed := false
		for _, v := range in.Verbs {
			listed = listed || v == x
		}
		actName := l != "mode" && l != "state"
		switch {
		case listed || actName && len(in.Verbs) > 0 && (verbs[x] && !nounVerbs[x] || strings.Contains(x, " ")) ||
			actName && x != "new" && lettersOnly(x) && !nounVerbs[x] && listedActs(p, in.Verbs) ||
			len(in.Verbs) == 0 && p.actEnum(d.Tool.Description) && d.Tool.names(x) || umbrellaAct(in, l, x) && d.Tool.names(x):
			was := in.Verb
			in.Verb, in.Fixed, in.Read = x, true, readVerbs[x]
			if o := bareObject(in.Object); x == "list" && o != "" {
				if !plural(lastWord(o)) {
					o = Plural(o) // "the remote repositories" is plural already
				}
				in.Object = "the " + o
			} else if umbrellaWords[was] {
				in.Object = oneObject(in.Object, x)
			}
		case x == "new" && len(in.Verbs) > 0:
			in.Verb, in.Fixed, in.Read = "open", true, false
			in.Object = "a new " + bareObject(in.Object)
		case actName:
			if v, ok := operationAct(x, in); ok {
				in.Verb, in.Fixed, in.Read = v, true, false
			}
		}
	}
	return in
}

// listedActs tells whether most of an action enum's values are verbs
// the description lists ("Acknowledge, resolve, escalate or reassign
// incidents" with action one of those or "snooze"): then each value is
// an act, the ones the list leaves out too.
func listedActs(p Param, listed []string) bool {
	var s struct {
		Enum []any `json:"enum"`
	}
	if len(listed) < 2 || json.Unmarshal(p.schema, &s) != nil || len(s.Enum) < 2 {
		return false
	}
	n := 0
	for _, v := range s.Enum {
		if x, ok := v.(string); ok && slices.Contains(listed, strings.ToLower(x)) {
			n++
		}
	}
	return 2*n > len(s.Enum)
}

// phrasalParticles end a two-word act an enum value names ("turn_on",
// "power_off", "sign_out").
var phrasalParticles = map[string]bool{"on": true, "off": true, "up": true, "down": true, "out": true, "in": true, "back": true}

// names tells whether the tool's description has word w (lower case).
func (t *ToolData) names(w string) bool {
	if t.descWords == nil {
		return slices.Contains(lowerWords(t.Description), w)
	}
	return slices.Contains(t.descWords, w)
}

// choiceVerb picks one of two verbs a description offers ("Add or remove
// a role", "Pin or unpin a message") by the argument that chooses it: an
// enum value naming one ("remove", "REMOVE_ROLE"), or a flag named after
// one (pin=false: unpin). A person asks for the one act ("remove role 5
// from …"), never "add or remove", and the choosing argument is then
// said by the verb alone. The intent is unchanged when no argument picks.
func choiceVerb(d *Data, in intent) (intent, *Data) {
	vs := in.Verbs
	if w := strings.Fields(in.Verb); len(vs) != 2 && len(w) == 3 && w[1] == "or" && verbs[w[0]] && verbs[w[2]] {
		vs = []string{w[0], w[2]} // "Approve or reject an application": the two acts offered
	}
	if len(vs) != 2 || in.Fixed || !strings.Contains(in.Verb, " or ") {
		return in, d
	}
	for i, p := range d.Set {
		v := ""
		switch x := p.Value.(type) {
		case string:
			if f := strings.Fields(strings.ToLower(Humanize(x))); p.Enum && len(f) > 0 && len(f) <= 3 {
				v = verbOfForm(f[0], vs)
			}
		case bool:
			v = flagChoice(p, vs, x)
		}
		if v == "" {
			continue
		}
		in.Verb, in.Fixed, in.Read = v, true, readVerbs[v]
		nd := *d
		nd.Set = append(append([]Param{}, d.Set[:i]...), d.Set[i+1:]...)
		return in, &nd
	}
	return upsertVerb(d, in), d
}

// verbOfForm is the verb of vs that w is a form of: the verb itself
// ("approve", "approves") or its past ("approved", "rejected", "denied",
// "cancelled"), which a decision's value says ("decision": "rejected" on
// "Approve or reject an application" is "reject application 7", never
// "approve or reject application 7 as rejected"); "" for none.
func verbOfForm(w string, vs []string) string {
	b := verbBase(w)
	for _, v := range vs {
		if v == "" {
			continue
		}
		if b == v {
			return v
		}
		last := v[len(v)-1:]
		if w == v+"d" && last == "e" || w == v+"ed" || w == v+last+"ed" || last == "y" && w == v[:len(v)-1]+"ied" {
			return v
		}
	}
	return ""
}

// flagChoice is the verb of two a flag picks: a flag named after one
// ("pin", "enabled", "follow") picks it when true and the other when
// false; "" when the flag's name says neither.
func flagChoice(p Param, vs []string, on bool) string {
	for k, v := range vs {
		stem := strings.TrimSuffix(v, "e")
		for w := range strings.FieldsSeq(strings.ToLower(p.Human)) {
			if w == v || strings.HasPrefix(w, stem) && len(w)-len(v) <= 3 && len(stem) >= 3 {
				if on {
					return v
				}
				return vs[1-k]
			}
		}
	}
	return ""
}

// verbWord picks what to say for the intent's verb.
func (st *funcState) verbWord(in intent) string {
	if in.Fixed {
		return in.Verb
	}
	if in.Verb == "update" && lastWord(strings.ToLower(in.Object)) == "branch" {
		return "update" // a branch is brought up to date, not edited
	}
	if v, ok := st.convertVerb(in); ok {
		return v
	}
	if in.Verb == "remove" && removedFrom(st.data) {
		return in.Verb // taken out of a place, not deleted
	}
	// The records of one tool take the words in turn: five requests that
	// all "run an aggregation" read as one template.
	if ws, ok := objectVerbs[in.Verb+" "+objectHeadOf(in.Object)]; ok {
		return st.vary("verb", distinctWords(ws)...)
	}
	if ws, ok := verbWords[in.Verb]; ok && (in.Object != "" || standaloneVerbs[in.Verb]) && !particleHeld(in) {
		if w := st.vary("verb", distinctWords(ws)...); !strings.Contains(in.Object, w) {
			return w
		}
		return in.Verb // "snap a snapshot" says it twice
	}
	return in.Verb
}

// particleHeld tells whether in's object holds a particle that belongs to
// its verb ("take an item out of stock", "take a show off the grid"): the
// verb and its particle say the act together, and another word for the
// verb breaks it (was 'Grab an item out of stock', 'Mind snapping an item
// out of stock', now 'Take an item out of stock'). Only the particles that
// are seldom a plain preposition count ("get the messages in a channel"
// still varies its verb).
func particleHeld(in intent) bool {
	for w := range strings.FieldsSeq(strings.ToLower(in.Object + " " + in.Extra)) {
		if heldParticles[w] {
			return true
		}
	}
	return false
}

// heldParticles are the particles particleHeld looks for in an object.
var heldParticles = map[string]bool{"out": true, "off": true, "up": true, "down": true, "back": true, "away": true}

// standaloneVerbs say the whole act without an object ("go back"): their
// other words ("head back") are said alone too.
var standaloneVerbs = map[string]bool{"go back": true}

// distinctWords is ws without its repeats, in order (a word listed twice
// to be drawn more often is one form to take in turn).
func distinctWords(ws []string) []string {
	out := make([]string, 0, len(ws))
	for _, w := range ws {
		if !slices.Contains(out, w) {
			out = append(out, w)
		}
	}
	return out
}

// objectVerbs are what people say for a verb done to a particular kind of
// thing (keyed "verb head-noun"): an issue is opened or filed, a pull
// request put up, a comment left, a collection dropped.
var objectVerbs = map[string][]string{
	"create issue":      {"create", "open", "file", "create", "open up"},
	"create ticket":     {"create", "open", "file", "log"},
	"create pr":         {"create", "open", "put up", "make"},
	"create comment":    {"add", "leave", "post", "write"},
	"add comment":       {"add", "leave", "post", "drop"},
	"create branch":     {"create", "make", "cut", "set up"},
	"create repository": {"create", "make", "set up", "spin up"},
	"create repo":       {"create", "make", "set up", "spin up"},
	"merge pr":          {"merge", "merge", "land"},
	"delete collection": {"drop", "delete", "remove", "get rid of"},
	"delete index":      {"drop", "delete", "remove"},
	"drop collection":   {"drop", "delete", "get rid of"},
	"drop index":        {"drop", "delete", "remove"},
	"drop database":     {"drop", "delete"},
	"close connection":  {"close", "disconnect", "drop"},
	"send message":      {"send", "post"},
	"post message":      {"post", "send"},
	// a document is opened to be read; rules or formatting are shown
	"read file":     {"read", "open", "show me"},
	"read document": {"read", "open", "show me"},
	"read page":     {"read", "open", "show me"},
	"read email":    {"read", "open", "show me"},
	"read message":  {"read", "open", "show me"},
	// code is run to evaluate it; criteria or a candidate are checked
	"evaluate expression": {"evaluate", "run"},
	"evaluate script":     {"evaluate", "run"},
	"evaluate code":       {"evaluate", "run"},
	"evaluate javascript": {"evaluate", "run"},
	"evaluate formula":    {"evaluate", "run"},
}

// objectHead is the head noun of an object phrase, lower-cased ("a new
// comment on an issue" → "comment"; a pull request is "pr").
func objectHead(obj string) string {
	// the words of obj lower-cased, up to the first preposition or
	// conjunction after the first, read without splitting obj
	var prev, last string
	n := 0
	for x := range strings.FieldsSeq(obj) {
		x = strings.ToLower(x)
		if n > 0 && (prepositions[x] || x == "of" || x == "and" || x == "or") {
			break
		}
		prev, last = last, x
		n++
	}
	if n == 0 {
		return ""
	}
	if n > 1 && prev == "pull" && last == "request" {
		return "pr"
	}
	return strings.Trim(last, ".,;:")
}

// objectWords varies the object's determiner the way people do ("a new
// issue", "an issue", "the issue"); after "show me" a bare plural gets
// "the".
func (st *funcState) objectWords(obj string, detail bool) string {
	// The records of one tool name the object in turn by its forms
	// ("an accessibility snapshot of this page", "an accessibility
	// snapshot", "an a11y snapshot"), not all by the description's words.
	forms := objectFormsOf(obj)
	if detail {
		// "detailed information about a place": the place, or its
		// details, in turn.
		a := strings.Fields(obj)[0] + " " + bareObject(obj)
		forms = append(forms, "the details for "+a, "info on "+a, "everything on "+a)
	}
	obj = st.vary("object", forms...)
	l := strings.ToLower(obj)
	if strings.HasPrefix(l, "a new ") && st.intn(3) == 0 {
		obj = fixArticle("a " + obj[6:])
	}
	if w := strings.Fields(obj); len(w) == 4 && strings.EqualFold(w[2], "and") && pluralNoun(w[1]) && pluralNoun(w[3]) &&
		!determiners[strings.ToLower(w[0])] {
		// "local businesses and places" is the description's wording: a
		// person names one of them ("local businesses", "local places").
		obj = w[0] + " " + st.one(w[1], w[3])
	}
	// In a fixed order: the seeded source must be drawn in the same order
	// on every run (a map's order is random).
	for _, ls := range nounShort {
		if strings.Contains(obj, ls[0]) && st.vary("short "+ls[0], "long", "short") == "short" {
			// A tool's records take the long and the short word in turn.
			obj = fixArticle(strings.Replace(obj, ls[0], ls[1], 1))
		}
	}
	if rest, ok := strings.CutPrefix(obj, "the number of "); ok && pluralNoun(firstWord(rest)) && st.intn(2) == 0 {
		// "the number of documents in X" is also "a count of the
		// documents in X" or "the document count in X".
		w := strings.Fields(rest)
		obj = st.one("a count of the "+rest, "the "+singular(w[0])+" count"+strings.TrimPrefix(rest, w[0]))
	}
	return obj
}

// pluralNoun tells whether a lower-case word looks like a plural noun.
func pluralNoun(x string) bool {
	return len(x) > 3 && strings.HasSuffix(x, "s") && !strings.HasSuffix(x, "ss") && x == strings.ToLower(x)
}

// nounShort are the short words people use for long nouns.
var nounShort = [][2]string{{"pull request", "PR"}, {"repository", "repo"}, {"directory", "folder"}, {"database", "DB"},
	{"statistics", "stats"}, {"information", "info"}, {"configuration", "config"}, {"available ", ""}}

// singular is a rough singular of a plural phrase's last word.
func singular(s string) string {
	w := strings.Fields(s)
	if len(w) == 0 {
		return s
	}
	n := w[len(w)-1]
	switch {
	case singulars[strings.ToLower(n)] != "":
		n = singulars[strings.ToLower(n)] // "people" → "person"
	case noPlural[strings.ToLower(n)]:
		// one form in both numbers: "series", never "sery"
	default:
		// (status, census and analysis are one thing: never "statu";
		// shelves are "shelf", never "shelve")
		n = role.SingularNoun(n)
	}
	w[len(w)-1] = n
	return strings.Join(w, " ")
}

// plainObject keeps the determiner and the head of an object ("the combined
// status of all status checks" → "the combined status").
func plainObject(obj string) string {
	w := strings.Fields(obj)
	for i, x := range w {
		if strings.EqualFold(x, "of") && i > 0 {
			w = w[:i]
			break
		}
	}
	for i, x := range w {
		if i > 0 && (strings.EqualFold(x, "and") || strings.EqualFold(x, "or")) {
			w = w[:i] // "local businesses and places" → "local businesses"
			break
		}
	}
	if len(w) > 3 {
		w = append(w[:1], w[len(w)-2:]...)
	}
	return strings.Join(w, " ")
}

// nounAliases are the other words a noun of replaceNoun may go by.
var nounAliases = map[string][]string{"repository": {"repository", "repo"}, "pr": {"pull request", "pr"},
	"directory": {"directory", "folder", "path", "dir"}, "database": {"database", "db"}, "url": {"url", "webpage", "web page", "website", "page"}, "user": {"user", "person"},
	"file": {"file path", "file", "path", "document"}, "code": {"sql statement", "sql query", "statement", "query", "script",
		"code", "expression", "snippet", "function", "command", "javascript expression", "javascript"},
	"booking": {"booking", "reservation"}, "reservation": {"reservation", "booking"}, "technician": {"technician", "tech"},
	"text": {"text", "message", "string"}, "element": {"element", "input field", "field", "input", "button", "link"}}

// nounAliasForms are the words of each noun's nounAliases, split once
// (read-only).
var nounAliasForms = func() map[string][][]string {
	m := make(map[string][][]string, len(nounAliases))
	for n, al := range nounAliases {
		for _, a := range al {
			m[n] = append(m[n], strings.Fields(a))
		}
	}
	return m
}()

// replaceNoun replaces the noun phrase of s that ends in noun (with its
// determiner and adjectives, and an "or …" alternative after it) by ref:
// ("an existing issue", "issue", "issue 43") → "issue 43". With poss, a
// noun that only modifies the head becomes a possessive ("a page property
// item" → "page 5's property item").
func replaceNoun(s, noun, ref string, poss bool) (string, bool) {
	if s == "" || noun == "" {
		return s, false
	}
	ln := strings.ToLower(noun)
	forms, ok := nounAliasForms[ln]
	if !ok {
		forms = [][]string{strings.Fields(ln)}
	}
	if !mayHold(s, forms) {
		return s, false
	}
	w := strings.Fields(s)
	for _, f := range forms {
		for i := 0; i+len(f) <= len(w); i++ {
			if !wordsMatch(w[i:i+len(f)], f) {
				continue
			}
			end := i + len(f)
			if end+1 < len(w) && strings.EqualFold(w[end], "or") {
				end += 2
			}
			// Only the head of a noun phrase: "block" in "block children" is
			// not, but names whose they are when it opens the phrase ("a page
			// property item" → "page 5's property item").
			possessive := false
			if end < len(w) && !strings.HasSuffix(strings.ToLower(w[end-1]), "'s") {
				nx := strings.ToLower(w[end])
				if !objectEnd[nx] && !prepositions[nx] && nx != "and" && nx != "or" {
					if !poss || i > 1 || i == 1 && !determiners[strings.ToLower(w[0])] || !headFollows(w[end:]) {
						continue
					}
					possessive = true
				}
			}
			start := i
			for start > 0 {
				pw := strings.ToLower(w[start-1])
				// A verb right after a determiner is an adjective ("an open
				// order", "the closed issues"): the phrase goes on.
				adj := start > 1 && determiners[strings.ToLower(w[start-2])]
				if prepositions[pw] || objectEnd[pw] || pw == "of" || verbs[pw] && !adj || strings.HasSuffix(pw, "'s") {
					break
				}
				start--
			}
			if possessive && strings.HasPrefix(ref, "`") {
				// A code value is never an owner: "`window.scrollTo(0, 1)`'s
				// snippet" names the code as if it had one.
				continue
			}
			if (possessive || strings.HasSuffix(strings.ToLower(w[end-1]), "'s")) && longRef(ref) && end < len(w) {
				// A pasted id takes no possessive: "a block's children" reads
				// as "the children of block 5c3e…", not "block 5c3e…'s children".
				out := append(append(append(append([]string{}, w[:start]...), "the"), w[end:]...), "of", ref)
				return strings.Join(out, " "), true
			}
			if possessive && len(w) == end+1 {
				if said, ok := recordOfRef(w[:start], w[i:end], w[end], ref); ok {
					return said, true
				}
			}
			if (possessive || strings.HasSuffix(strings.ToLower(w[end-1]), "'s")) && !strings.HasSuffix(ref, "'s") {
				ref = possessiveOf(ref) // "a contact's details" → "contact 54552's details"
			}
			out := append(append(append([]string{}, w[:start]...), ownedRef(w[:start], ref)), w[end:]...)
			return strings.Join(out, " "), true
		}
	}
	return s, false
}

// recordOfRef says an id whose noun names a record ("damage" of a
// "damage report", "job" of a "job sheet") with the record's head noun
// before the value: "damage report DMG-82014", where the possessive read
// the noun as the record's owner ("damage DMG-82014's report"). head must
// be a noun a document is called by (recordHeadNouns: a "trader's
// profile" or an "inspection's status" stays the owner's) and ref the
// noun's words then the value; ok is false otherwise.
func recordOfRef(before, noun []string, head, ref string) (string, bool) {
	lh := strings.ToLower(strings.Trim(head, ".,;:"))
	if !recordHeadNouns[lh] {
		return "", false
	}
	n := strings.Join(noun, " ")
	value, ok := strings.CutPrefix(ref, n+" ")
	if !ok || value == "" {
		return "", false
	}
	var out []string
	for _, x := range before {
		if !determiners[strings.ToLower(x)] {
			out = append(out, x)
		}
	}
	out = append(append(out, noun...), head, value)
	return strings.Join(out, " "), true
}

// recordHeadNouns name a document written about a thing ("damage report",
// "job sheet", "fault ticket"), which its id identifies.
var recordHeadNouns = map[string]bool{"report": true, "ticket": true, "entry": true, "log": true, "sheet": true, "form": true}

// additive tells whether the intent adds to its object ("append block
// children"): "block 5's children" would name what exists, not what is added.
func additive(in intent) bool {
	switch firstWord(in.Verb) {
	case "append", "add", "create", "insert", "post", "send", "push", "upload", "write", "make", "set":
		return true
	}
	return false
}

// headFollows tells whether w starts with at most two nouns that end the
// noun phrase ("property item" then the end or a preposition).
func headFollows(w []string) bool {
	for i, x := range w {
		lx := strings.ToLower(x)
		if objectEnd[lx] || prepositions[lx] || lx == "of" {
			return i > 0 && i <= 2
		}
		if determiners[lx] || lx == "and" || lx == "or" || strings.ContainsAny(lx, "0123456789'\"") {
			return false
		}
	}
	return len(w) > 0 && len(w) <= 2
}

func wordsMatch(a, b []string) bool {
	for i := range b {
		x := strings.ToLower(strings.Trim(a[i], ".,;:"))
		if x != b[i] && (i < len(b)-1 || x != b[i]+"'s" && x != Plural(b[i])) {
			return false
		}
	}
	return true
}

// shuffle permutes s by the seeded source.
func (st *funcState) shuffle(s []string) {
	for i := len(s) - 1; i > 0; i-- {
		j := st.intn(i + 1)
		s[i], s[j] = s[j], s[i]
	}
}

// lowerWords returns the words of s lower-cased: the matches of
// [a-z0-9]+(?:['’][a-z]+)? in strings.ToLower(s), found without a regular
// expression (echoes and glued run on every request).
func lowerWords(s string) []string { return appendLowerWords(nil, s) }

// appendLowerWords appends lowerWords(s) to out (a buffer a caller
// reuses).
func appendLowerWords(out []string, s string) []string {
	s = strings.ToLower(s)
	isWord := func(c byte) bool { return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' }
	for i := 0; i < len(s); {
		if !isWord(s[i]) {
			i++
			continue
		}
		start := i
		for i < len(s) && isWord(s[i]) {
			i++
		}
		// an apostrophe and letters ("don't", "o’clock")
		ap := 0
		switch {
		case i < len(s) && s[i] == '\'':
			ap = 1
		case strings.HasPrefix(s[i:], "’"):
			ap = len("’")
		}
		if ap > 0 && i+ap < len(s) && s[i+ap] >= 'a' && s[i+ap] <= 'z' {
			i += ap
			for i < len(s) && s[i] >= 'a' && s[i] <= 'z' {
				i++
			}
		}
		out = append(out, s[start:i])
	}
	return out
}

// echoes tells whether text repeats eight consecutive words of desc.
func echoes(text, desc string) bool {
	return echoesWords(lowerWords(text), lowerWords(desc))
}

// echoesWords is echoes on the words of text and desc.
func echoesWords(tw, dw []string) bool {
	const n = 8
	if len(dw) < n {
		return false
	}
	for i := 0; i+n <= len(tw); i++ {
		for j := 0; j+n <= len(dw); j++ {
			if tw[i] == dw[j] && slices.Equal(tw[i:i+n], dw[j:j+n]) {
				return true
			}
		}
	}
	return false
}

// glued tells whether text puts a generic verb before the description's
// first word ("get the locate …"), the mark of a description pasted after
// a verb.
func glued(text, desc string) bool {
	return gluedWords(lowerWords(text), lowerWords(desc))
}

// gluedWords is glued on the words of text and desc.
func gluedWords(tw, dw []string) bool {
	if len(dw) == 0 {
		return false
	}
	for i := 0; i+2 < len(tw); i++ {
		switch tw[i] {
		case "get", "retrieve", "do", "run":
			if tw[i+1] == "the" && tw[i+2] == dw[0] {
				return true
			}
		}
	}
	return false
}

// pasted tells whether text echoes or is glued to desc (see echoes and
// glued), reading each one's words once.
func pasted(text, desc string) bool {
	tw, dw := lowerWords(text), lowerWords(desc)
	return echoesWords(tw, dw) || gluedWords(tw, dw)
}

// samePrepositions are prepositions that say the same after an object
// ("the reviews on/for/of PR 29", "a comment to/on issue 43").
var samePrepositions = map[string][]string{"on": {"on", "for"}, "for": {"for", "on"},
	"of": {"of", "for", "on"}, "to": {"to", "on"}, "in": {"in"}, "against": {"against", "on", "over"}, "from": {"from", "in"}}

// samePreposition varies the first word of a place by an equivalent one.
func (st *funcState) samePreposition(s string) string {
	f := strings.SplitN(s, " ", 2)
	if fixedPhrase(s) {
		return s // "on behalf of employee E-5", never "for behalf of …"
	}
	if alts, ok := samePrepositions[strings.ToLower(f[0])]; ok && len(f) == 2 {
		return st.vary("preposition", alts...) + " " + f[1] // a tool's records in turn
	}
	return s
}

// placeNouns name where things are (a repository, a database) rather
// than the thing acted on: such a lead may open a request.
var placeNouns = map[string]bool{"repository": true, "database": true, "collection": true, "directory": true,
	"channel": true, "project": true, "workspace": true, "folder": true, "connection": true, "cluster": true,
	"bucket": true, "table": true, "server": true}

// frontable prepositions start a lead that may open the request ("Over
// in acme/api, …").
var frontable = map[string]bool{"in": true, "on": true, "for": true, "over": true, "inside": true, "using": true, "via": true}

// containerObject tells whether an object only names where the action
// happens ("a web page", "the page", "the browser window").
func containerObject(obj string) bool {
	switch strings.ToLower(bareObject(obj)) {
	case "web page", "page", "current page", "browser", "window", "screen", "tab", "site", "website", "element",
		"editable element", "an element":
		return true
	}
	return false
}

// dropVague drops the adjectives a person leaves out ("in a specified
// path" → "in a path").
func dropVague(s string) string {
	w := strings.Fields(s)
	out := w[:0:0]
	for _, x := range w {
		if !vague[strings.ToLower(x)] {
			out = append(out, x)
		}
	}
	return fixArticleAfter(strings.Join(out, " "))
}

// fixArticleAfter corrects "a"/"an" anywhere in a phrase ("in a
// existing issue" → "in an existing issue").
func fixArticleAfter(s string) string {
	w := strings.Fields(s)
	for i := 0; i+1 < len(w); i++ {
		if l := strings.ToLower(w[i]); l == "a" || l == "an" {
			w[i] = strings.Fields(fixArticle(w[i] + " " + w[i+1]))[0]
		}
	}
	return strings.Join(w, " ")
}

// possessiveOf is s with a possessive ending: "customers" → "customers'".
func possessiveOf(s string) string {
	if strings.HasSuffix(s, "s") && !strings.HasSuffix(s, "ss") && !strings.ContainsAny(s, "0123456789") {
		// "customers'", "shop.reviews'", "acme/docs'"
		return s + "'"
	}
	return s + "'s"
}

// indefinite tells whether a place names no particular thing ("for a time
// slot", "in a repository"): the description's placeholder, which says
// nothing when no argument fills it.
func indefinite(extra string) bool {
	f := strings.Fields(strings.ToLower(extra))
	return len(f) > 1 && (f[1] == "a" || f[1] == "an" || f[1] == "any" || f[1] == "some")
}

// leadIndex is the index of the first lead starting with prefix, -1 for
// none.
func leadIndex(leads []string, prefix string) int {
	for i, l := range leads {
		if strings.HasPrefix(l, prefix) {
			return i
		}
	}
	return -1
}

// readObject is the object as a reading request says it: "show me a
// value for key x" reads the one there ("the value"); "Search by title"
// with no title given searches everything.
func readObject(obj string, in intent, leads []string) string {
	if l := strings.ToLower(obj); in.Read && len(leads) > 0 && (strings.HasPrefix(l, "a ") || strings.HasPrefix(l, "an ")) {
		return "the " + obj[strings.Index(obj, " ")+1:]
	}
	if obj == "" && strings.HasPrefix(in.Verb, "search") && !in.Fixed && leadIndex(leads, "for ") < 0 {
		return "everything"
	}
	return obj
}

// sayUnchanged says an update whose call changes nothing plainly: "Change
// block 5?" would ask for a change the call does not make, and "re-save
// block 5 without changing anything" is no request a person makes (the
// generic path keeps a change in such calls, see Binding.Unsaid), so a
// caller's call with no change is asked for as an update and no more.
func (st *funcState) sayUnchanged(d *Data, in *intent, c *core) {
	if onlyIdentifies(d, *in) {
		in.Verb, in.Fixed = "update", true
	}
}

// onlyIdentifies tells whether an update's call sets nothing but what
// identifies the thing to update: it changes nothing.
func onlyIdentifies(d *Data, in intent) bool {
	switch in.Verb {
	case "update", "edit", "modify", "change":
	default:
		return false
	}
	if len(d.Set) == 0 || in.Extra != "" {
		// "Update a branch with the latest changes from the base branch"
		// says what changes.
		return false
	}
	for _, p := range d.Set {
		n := strings.ToLower(p.Name)
		if roleKind(p) != role.ID && !strings.HasSuffix(n, "id") && !strings.HasSuffix(n, "_number") {
			return false
		}
	}
	return true
}
