package prompt

import "strings"

// planThing stands for a request said thing first (see thingFirst) in
// place of the plan it was drawn for.
const planThing = "thing-first"

// thingFirst says a request about one named thing with the thing first,
// the way people point at what they are looking at before asking about
// it: "PR 218 on acme/billing — can you check the reviews?", "For
// shop.orders on dev-1, I need the indexes.", "Issue 12 in acme/api:
// mind closing it?". The ask that follows keeps the plan's own shape (a
// question, a need, a command, a polite request, a "mind", a doubt), so
// the plan still decides how the request is asked while the order of
// its parts varies; the thing and its place come from the request's own
// values, never from a canned lead-in. It returns "" when the request is
// about no such thing, when the plan opens some other way (a scene, a
// place said first, a text after a colon), or on the records that keep
// the usual order: a tool's records take the orders in turn (see vary),
// so its requests neither all open on a value nor draw differently from
// the seeded source when said in the usual order.
func (st *funcState) thingFirst(c core, in intent, kind string, fr framing) (string, string) {
	if s := st.thingFirstOnce(c, in, kind, fr); s != "" {
		return s, planThing
	}
	return "", kind
}

// thingFirstOnce is thingFirst's request, "" for none.
func (st *funcState) thingFirstOnce(c core, in intent, kind string, fr framing) string {
	switch kind {
	case PlanQuestion, PlanNeed, PlanPolite, PlanImperative, PlanTopic, PlanMind, PlanWonder, PlanWant:
	default:
		return ""
	}
	if fr.preface != "" || fr.scene != "" || fr.colon != "" {
		return ""
	}
	if !in.Read {
		return st.actFirst(c, in, kind)
	}
	if findsOne(in, c.object) {
		return "" // "Card TL-52598 — can I get the member?" leaves how they belong to a guess
	}
	thing, part, keep, ok := readOfThing(c, in)
	if !ok {
		return ""
	}
	// The topic plan of a read has nothing else to point at first (see
	// topicFirst): it always does here. The other plans do on one
	// request in two.
	if kind != PlanTopic && st.vary("thing-first", "first", "") == "" {
		return ""
	}
	c.object, c.leads = part, keep
	st.readVerb(&c, in, kind)
	b := st.body(c)
	rest, ok := strings.CutPrefix(b, c.verb+" ")
	if !ok || rest == "" {
		return ""
	}
	var ask string
	switch kind {
	case PlanNeed:
		// what is read is wanted to be seen, whatever the tool's verb
		ask = st.one("I need to see "+rest+".", "I need "+rest+".", "I'd like to see "+rest+".")
	case PlanWant:
		ask = st.one("can I see ", "could I get ", "can I get ") + rest + "?"
	default:
		ask = st.planAsk(c, in, kind, b)
	}
	if strings.Contains(ask, "\n") {
		return "" // a block said below the ask: the thing stays in it
	}
	return st.pointAt(thing, ask)
}

// planAsk is the ask of plan kind for body b that follows a thing said
// first: "can you merge it?", "please merge it.", "mind merging it?".
func (st *funcState) planAsk(c core, in intent, kind, b string) string {
	switch kind {
	case PlanNeed:
		return "I need to " + b + "."
	case PlanPolite:
		if len(c.opts)+len(c.leads) > 0 {
			return "please " + b + "." // a closing ", please" would chain one more clause after the options
		}
		return st.one("please "+b+".", b+", please.")
	case PlanImperative:
		return b + "."
	case PlanMind:
		return st.mindPlan(c, in, b)
	case PlanWonder:
		return st.one(wonderOpeners...) + " " + b + "?"
	}
	o := st.one(questionOpeners...)
	if strings.HasSuffix(o, " we") && strings.Contains(c.verb, " me") {
		// "For PR 5, can we show me the reviews?" mixes who does it
		o = strings.TrimSuffix(o, " we") + " you"
	}
	return o + " " + b + "?"
}

// pointAt says thing, then ask about it: "PR 218 in acme/api — can you
// check the reviews?", "Request 6: I need all the details.", or "For
// acme/api, list the open issues." A thing that opens on a value would
// be capitalised as a sentence's first word ("Acme/api — …"), so it is
// always said after "For"; so is one said "for" a place of its own only
// with a dash ("PR 21 for the web project — …", not "For PR 21 for …").
func (st *funcState) pointAt(thing, ask string) string {
	twoFors := strings.Contains(" "+thing+" ", " for ")
	if startsOnValue(thing) || !twoFors && st.intn(3) == 0 {
		if twoFors {
			return ""
		}
		if !strings.HasPrefix(ask, "I ") && !strings.HasPrefix(ask, "I'") {
			ask = lcFirst(ask)
		}
		return "For " + thing + ", " + ask
	}
	if !strings.HasPrefix(ask, "I ") && !strings.HasPrefix(ask, "I'") {
		ask = lcFirst(ask)
	}
	return st.capFirst(thing) + st.one(" — ", ": ") + ask
}

// capFirst capitalises a thing said first, an initialism in capitals
// ("MC 525549 — …", not "Mc 525549"), as the request's other words are.
func (st *funcState) capFirst(s string) string {
	if st.data != nil {
		if w := firstWord(s); requestAcronyms(st.data)[strings.ToLower(w)] {
			return strings.ToUpper(w) + s[len(w):]
		}
	}
	return Sentence(s)
}

// actFirst says an act on one thing with the thing first, the ask in the
// plan's own shape: "PR 305 in acme/api — can you merge it?", "Issue 12
// in acme/api: I need to close it.", "Connection c1 — mind dropping
// it?". The topic plan says acts this way already (topicFirst); the
// others do on one request in three. "" when the act names no thing to
// point at, acts on an element of a page, or says more than one option.
func (st *funcState) actFirst(c core, in intent, kind string) string {
	if kind == PlanTopic || !fewOpts(c.opts) || uiVerbs[firstWord(in.Verb)] || uiVerbs[firstWord(c.verb)] {
		// "The first row (e66): click on it, with a right-click": an
		// element on a page is acted on, not pointed at first.
		return ""
	}
	for _, l := range c.leads {
		if f := strings.Fields(l); len(f) < 2 || !pointPreps[f[0]] && f[0] != "for" && f[0] != "to" || f[0] == "over" && !pointPreps[f[1]] {
			return "" // "the card over to the Archive folder": where it goes stays with the act
		}
	}
	if st.vary("act-first", "first", "", "") == "" {
		return ""
	}
	topic, it, rest := st.topicAct(c, in)
	if topic == "" || len(strings.Fields(topic)) < 2 || len(c.opts) > 0 || throughNoun(topic) {
		return st.leadFirst(c, in, kind)
	}
	act := it + rest
	var ask string
	switch kind {
	case PlanMind:
		// "mind moving it to milestone 3?" reads as the tail of a
		// change ("update ticket 5, moving it to …"): only a bare act.
		g := gerundPhrase(it)
		if g == "" || strings.Contains(it, " it ") || rest != "" {
			return st.leadFirst(c, in, kind)
		}
		ask = st.one(mindOpeners...) + " " + g + rest + "?"
	case PlanQuestion, PlanWant:
		ask = st.one("can you ", "could you ") + act + "?"
	default:
		ask = st.planAsk(c, in, kind, act)
	}
	if !strings.HasPrefix(ask, "I ") {
		ask = lcFirst(ask)
	}
	return st.capFirst(topic) + st.one(" — ", ": ") + ask
}

// leadFirst says an act on a thing its first lead names with that thing
// first: "Issue 387 in acme/api — can you add a comment on it?"; a lead
// that says where the act happens opens the request as a place: "In
// shop.orders on dev-1, could you create an index called "by_date"?";
// failing those, the place the thing is in opens it: "Over at acme/api,
// mind adding a comment on #312?". "" when no lead names a thing by a
// value a person types, or the request says a block below it.
func (st *funcState) leadFirst(c core, in intent, kind string) string {
	if len(c.leads) == 0 || c.object == "" || len(c.blocks)+len(c.labels) > 0 || c.front != "" || saysIt(c.opts) || strings.Contains(c.verb, " and ") {
		return ""
	}
	if findsOne(in, c.object) {
		return "" // "Card TL-52598: could I get the member?" loses which member
	}
	at, prep := 0, ""
	thing, keep, own := "", []string(nil), false
	for i, l := range c.leads {
		f := strings.Fields(l)
		if strings.ContainsAny(l, "\"`,;()") || longRef(l) || strings.Contains(l, "://") || len(f) < 2 {
			return ""
		}
		rest := strings.Join(f[1:], " ")
		if f[0] == "over" {
			rest = strings.Join(f[2:], " ")
		}
		named := namedThing(rest)
		switch {
		case i == 0 && named && !startsOnValue(rest) && f[0] != "over" && f[0] != "to":
			// What a call goes through is where it happens, not a thing
			// acted on: "On the prod-5 connection, …", not "The prod-5
			// connection — … on it?".
			thing, own, prep = rest, f[0] == "in" || f[0] == "at" || f[0] == "inside" || throughNoun(rest), f[0]
		case i > 0 && thing != "" && pointPreps[f[0]]:
			thing += " " + l // where the thing is goes with it
		case thing == "" && named && pointPreps[f[0]] && l == c.place:
			thing, own, at = l, true, i // "Over at acme/api, …"
		default:
			keep = append(keep, l)
			continue
		}
		if i == 0 && !own {
			keep = append(keep, f[0]+" it") // "… — add a comment on it"
		}
	}
	if thing == "" || len(strings.Fields(thing)) > 6 {
		return "" // "Run 5 for the file a/b in the export job — …" is too long to point at
	}
	if !own && at == 0 && (len(keep) > 1 || len(c.opts) > 0 || personNouns[strings.ToLower(firstWord(strings.TrimPrefix(thing, "the ")))]) {
		// "… — cancel a run for it for run 5" chains two leads on "it";
		// "Member 5 — add a note for it" calls a person "it".
		return ""
	}
	c.leads = keep
	ask := st.planAsk(c, in, kind, st.body(c))
	if kind == PlanWant {
		ask = st.planAsk(c, in, PlanQuestion, st.body(c))
	}
	if strings.Contains(ask, "\n") || strings.HasSuffix(ask, "\"?") {
		return ""
	}
	if !strings.HasPrefix(ask, "I ") && !strings.HasPrefix(ask, "I'") {
		ask = lcFirst(ask)
	}
	switch {
	case at > 0:
		return st.capFirst(thing) + ", " + ask
	case own:
		return Sentence(prep) + " " + thing + ", " + ask
	}
	return st.capFirst(thing) + st.one(" — ", ": ") + ask
}

// namedThing tells whether a phrase names one thing the way people point
// at it: a noun and its value ("PR 218", "the CEN branch", "channel
// C01"), a dotted or slashed name ("shop.orders", "acme/api") or a place
// that says what it is ("the metrics database"); not an amount ("9607
// cents"), a date, a bare "number 5" or a path.
func namedThing(s string) bool {
	w := strings.Fields(s)
	for len(w) > 1 && (w[0] == "the" || w[0] == "my" || w[0] == "our") {
		w = w[1:]
	}
	switch {
	case len(w) == 0 || strings.HasPrefix(w[0], "/") || strings.Contains(s, "://"):
		return false
	case len(w) == 1:
		return strings.ContainsAny(w[0], "/.") && !longRef(w[0]) && lettersOnly(strings.Trim(w[0][:1], "#"))
	case !lettersOnly(w[0]) || w[0] != strings.ToLower(w[0]) && w[0] != "PR" || vagueThing[strings.ToLower(w[0])]:
		return namedPlace(w) && len(w) > 1 && !strings.ContainsAny(w[0], "0123456789")
	}
	for _, x := range w[1:] {
		if strings.ContainsAny(x, "0123456789#/._") {
			return true
		}
	}
	return namedPlace(w)
}

// vagueThing are words that open a value without saying what it names
// ("number 5", "ID 7", "a total of 9607 cents").
var vagueThing = map[string]bool{"number": true, "id": true, "a": true, "an": true, "total": true, "value": true, "code": true}

// saysIt tells whether an option already says "it" ("and approve it"):
// another "it" for the thing said first would leave two.
func saysIt(opts []string) bool {
	for _, o := range opts {
		if strings.Contains(" "+o+" ", " it ") {
			return true
		}
	}
	return false
}

// throughNoun tells whether a phrase names what a call goes through ("the
// prod-5 connection", "my staging account") rather than a thing acted on.
func throughNoun(s string) bool {
	for w := range strings.FieldsSeq(strings.ToLower(s)) {
		if accessNouns[w] && w != "project" && w != "workspace" {
			return true
		}
	}
	return false
}

// pointPreps open a lead that says where the thing acted on is ("in
// acme/api", "over at acme/api").
var pointPreps = map[string]bool{"in": true, "on": true, "at": true, "inside": true, "over": true}

// thingPreps open a lead that says which thing a read looks into: "on PR
// 218", "of database crm", "from channel C01", "in the acme/api repo".
var thingPreps = map[string]bool{"in": true, "on": true, "of": true, "for": true, "from": true, "at": true,
	"over": true, "inside": true, "under": true}

// readOfThing tells whether c reads part of one named thing, and returns
// the thing with where it is ("PR 218 in acme/api") and the part read
// ("the reviews"). The thing is said by the leads ("the reviews" "on PR
// 218" "in acme/api"), a possessive ("acme/api's pull requests") or an
// "of" ("the contents of src/app.py"). The part must be a plain noun
// phrase ("the reviews", "all the details"); the thing must name one
// thing by a value a person types (a number, a reference, a dotted or
// slashed name), not a pasted id, a bare id or a search text.
func readOfThing(c core, in intent) (thing, part string, keep []string, ok bool) {
	if !in.Read || counts(in) || converts(in) || c.object == "" || c.front != "" ||
		len(c.blocks)+len(c.labels) > 0 || !fewOpts(c.opts) || hasAct(c.opts) {
		return "", "", nil, false
	}
	part, owner := c.object, ""
	if i := strings.Index(part, "'s "); i > 0 {
		part, owner = "the "+part[i+3:], part[:i] // "acme/api's pull requests"
	} else if i := strings.Index(part, "s' "); i > 0 {
		part, owner = "the "+part[i+3:], part[:i+1] // "catalog.reviews' schema"
	} else if i := strings.Index(part, " of "); i > 0 && strings.HasPrefix(strings.ToLower(part), "the ") {
		part, owner = part[:i], part[i+4:] // "the contents of src/app.py"
	}
	if f := strings.Fields(part); len(f) > 0 && len(f) <= 2 && lettersOnly(f[0]) && f[0] == strings.ToLower(f[0]) &&
		!determiners[f[0]] && pluralNoun(f[len(f)-1]) {
		part = "the " + part // "documents in crm.users" → "the documents"
	}
	l := strings.ToLower(part)
	if !strings.HasPrefix(l, "the ") && !strings.HasPrefix(l, "all ") || strings.ContainsAny(l, "0123456789\"`#/.'") ||
		len(strings.Fields(l)) > 4 || strings.Contains(l, " of ") || strings.Contains(l, " for ") {
		return "", "", nil, false
	}
	words := strings.Fields(owner)
	if owner == "" && len(c.leads) == 0 {
		return "", "", nil, false
	}
	for i, lead := range c.leads {
		f := strings.Fields(lead)
		if len(f) < 2 || !thingPreps[f[0]] || (i > 0 || owner != "") && !pointPreps[f[0]] && f[0] != "from" && f[0] != "of" && lead != c.place || strings.ContainsAny(lead, "\"`,;()") {
			// Only where the thing is goes with it ("PR 5 in acme/api"):
			// "Repo acme/api for PR 5" would point at the wrong thing.
			if i == 0 && owner == "" {
				return "", "", nil, false
			}
			keep = append(keep, lead) // "with local-8af0": what the read goes through stays in the ask
			continue
		}
		if i == 0 && owner == "" {
			if f[0] == "over" || f[0] == "under" {
				return "", "", nil, false
			}
			f = f[1:]
		}
		words = append(words, f...)
	}
	first := owner
	if first == "" {
		first = strings.Join(strings.Fields(c.leads[0])[1:], " ")
	}
	thing = strings.Join(words, " ")
	named := namedThing(first)
	if len(words) < 2 && !strings.ContainsAny(thing, "/.") || len(words) > 6 || longRef(thing) || strings.Contains(thing, "://") || !named ||
		strings.ContainsAny(owner, "\"`,;()") {
		// "For U0ZZ…, …": a bare id says not what it is.
		return "", "", nil, false
	}
	return thing, part, keep, true
}

// startsOnValue tells whether a phrase opens on a value ("acme/api",
// "shop.orders", "C0ZV…") rather than a word.
func startsOnValue(s string) bool {
	return strings.ContainsAny(firstWord(s), "./_:-@#'0123456789")
}
