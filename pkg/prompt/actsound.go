package prompt

import (
	"regexp"
	"slices"
	"strings"
)

// soundAct checks the act a request will say, verb and object, the way a
// reader would, and mends what no person would type: an object that ends
// on a preposition, a possessive, an adjective or a product's name ("locate
// facilities near", "change the tenant's 4-", "change a recurring", "edit
// a 1Password"), a verb with nothing to act on ("check if is connected"),
// an object that pastes a long stretch of the description ("summarise
// success rate and mean run duration"), and a tool's label said as the
// thing to help with when its name says a plain act ("help me with queen
// status"). A broken object is cut before the words that break it when
// what is left is a whole noun phrase, else the act is said from the
// tool's name ("update the standing order"); an intent that reads well is
// returned as it is.
func soundAct(t ToolInfo, in intent) intent {
	if in.Fixed || len(in.Verbs) > 0 {
		return in
	}
	if in.Verb == "return" && !namedReturn(t.Name) {
		in.Verb, in.Read = "get", true // "return recent pings" is the documentation's voice
	}
	if v, ok := plainVerbs[in.Verb]; ok {
		in.Verb = v // "invoke an AI action": the tool's word, not the asker's
	}
	if in.Label && in.Verb == "help me with" {
		if r, ok := plainClauseAct(t); ok {
			return r
		}
		if r, ok := nameAct(t, intent{}, true); ok {
			return r
		}
		if r, ok := descNounAct(t); ok {
			return r
		}
		return in
	}
	if !in.OK || in.Label {
		return in
	}
	in.Object = plainModifiers(in.Object)
	switch {
	case danglingObject(in):
		if o, ok := cutBroken(in.Object); ok {
			in.Object, in.Extra = o, ""
		} else if r, ok := nameAct(t, in, false); ok {
			return r
		}
	case cutShort(t, in):
		if r, ok := nameAct(t, in, false); ok {
			r.Verb, r.Read = in.Verb, in.Read
			return r
		}
	case aboutObject(in):
		if r, ok := nameAct(t, in, false); ok {
			return r
		}
	case echoedObject(in), bareTurn(in):
		if r, ok := nameAct(t, intent{}, false); ok && len(strings.Fields(r.Object)) < len(strings.Fields(in.Object)) {
			return r
		}
		if r, ok := verbNounName(t); ok && bareTurn(in) {
			return r
		}
	}
	in.Extra = soundExtra(in.Extra)
	in.Object = theCompound(askerOwns(in.Object))
	return lightAct(t, rescheduleAct(askerPlace(thingNotFields(ownPartsExtra(in)))))
}

// namedReturn tells whether a tool's name says that something comes back
// ("toollib_checkin", "checkInParts", "rent_ret", "return_book") and no
// look-up ("get_return"): its
// description's "Return a tool." is that act, said as it is ("return tool
// NVFX-4594"), never "get me tool NVFX-4594".
func namedReturn(name string) bool {
	w := strings.Fields(strings.ToLower(Humanize(name)))
	if slices.ContainsFunc(w, func(x string) bool { return readVerbs[x] && x != "check" }) {
		return false // "get_return": a tax return looked up
	}
	for i, x := range w {
		switch {
		case x == "return" || x == "ret" || x == "checkin":
			return true
		case x == "check" && i+1 < len(w) && w[i+1] == "in":
			return true
		}
	}
	return false
}

// plainVerbs say the documentation's verbs of running and starting as a
// person asks for the act ("invoke an AI action" → "run an AI action",
// "execute a SOQL query" → "run a SOQL query").
var plainVerbs = map[string]string{"invoke": "run", "execute": "run", "initiate": "start", "utilize": "use",
	"instantiate": "create", "obtain": "get"}

// needObject are verbs that say nothing without the thing they act on
// ("check", "update", "look up"); a verb such as "ping", "search" or
// "check in" may stand alone.
var needObject = map[string]bool{"check": true, "identify": true, "update": true, "run": true, "copy": true,
	"get": true, "list": true, "find": true, "edit": true, "delete": true, "create": true, "remove": true,
	"change": true, "set": true, "show": true, "fetch": true, "view": true, "look up": true, "determine": true,
	"validate": true, "verify": true, "open": true, "add": true, "select": true, "pick": true}

// participleAdjectives are -ing and -ed words that describe a noun and
// never name one ("a recurring", "a delivered", "the following").
var participleAdjectives = map[string]bool{"recurring": true, "existing": true, "pending": true, "upcoming": true,
	"remaining": true, "outstanding": true, "following": true, "matching": true, "missing": true,
	"corresponding": true, "incoming": true, "outgoing": true, "ongoing": true, "trending": true, "preceding": true,
	"delivered": true, "configured": true, "selected": true, "associated": true, "related": true, "specified": true,
	"provided": true, "given": true, "requested": true, "completed": true, "archived": true, "scheduled": true,
	"full": true, "new": true, "complete": true, "available": true, "entire": true, "whole": true, "specific": true,
	"single": true, "custom": true, "read": true, "write": true, "detailed": true, "current": true}

// danglingWords end no noun phrase: prepositions, conjunctions,
// determiners and auxiliaries ("facilities near", "a window during", "the
// items a member has").
var danglingWords = map[string]bool{"near": true, "during": true, "about": true, "per": true, "like": true,
	"than": true, "via": true, "over": true, "under": true, "toward": true, "towards": true, "between": true,
	"without": true, "within": true, "across": true, "through": true, "around": true, "along": true, "upon": true,
	"and": true, "or": true, "nor": true, "but": true, "has": true, "have": true, "is": true, "are": true, "was": true,
	"were": true, "can": true, "will": true, "does": true, "do": true, "did": true, "be": true, "currently": true,
	"which": true, "that": true, "who": true, "whose": true, "whether": true, "if": true}

// vagueHeads are nouns that name no thing ("register a place to send
// alerts"): the tool's name says what it is.
var vagueHeads = map[string]bool{"place": true, "thing": true, "things": true, "stuff": true, "something": true,
	"way": true, "ways": true, "one": true, "ones": true}

// auxiliaries are the verbs a clause cut short stops on ("whether a
// medication is").
var auxiliaries = map[string]bool{"is": true, "are": true, "was": true, "were": true, "has": true, "have": true,
	"can": true, "will": true, "does": true, "do": true, "be": true}

// vagueLoci are nouns of a place no argument names yet ("near a point",
// "around a location"): the request says the place itself.
var vagueLoci = map[string]bool{"point": true, "location": true, "place": true, "position": true, "area": true,
	"region": true, "spot": true}

// danglingObject tells whether in's object is no whole noun phrase: it
// is missing where the verb needs one, ends on a word that cannot end a
// noun phrase, on a possessive, a cut-off compound ("4-"), an adjective,
// or a product's name written with digits ("1Password"), or its head
// names no thing.
func danglingObject(in intent) bool {
	w := strings.Fields(in.Object)
	if len(w) == 0 {
		return needObject[in.Verb]
	}
	last := strings.Trim(w[len(w)-1], ".,;:")
	l := strings.ToLower(last)
	if f := strings.ToLower(w[0]); f == "and" || f == "or" {
		return true // "analyze and fix configuration files" read its verbs as the object
	}
	if clauseWordsBefore[strings.ToLower(w[0])] || whoClause[strings.ToLower(w[0])] {
		// "which bot user this token belongs to": a clause, said whole,
		// unless it stops on its verb ("whether a medication is")
		return auxiliaries[l]
	}
	if n := len(w); n >= 4 && (w[n-2] == "a" || w[n-2] == "an") && vagueLoci[l] && (prepositions[w[n-3]] || danglingWords[w[n-3]]) {
		return true // "requests near a point": the arguments say where
	}
	switch {
	case danglingWords[l], prepositions[l], objectEnd[l] && l != "and", determiners[l] && len(w) > 1:
		return true
	case strings.HasSuffix(l, "'s"), strings.HasSuffix(l, "-"), strings.HasSuffix(l, "'"):
		return true
	case (participleAdjectives[l] || adjectiveForm(l)) && len(w) > 1 && !massNouns[l]:
		return true
	case vagueHeads[l] && len(w) <= 2 && (l != "place" || strings.HasPrefix(in.Extra, "to ")):
		return true // "register a place to send alerts"; a place of a maps tool is a thing
	case digitBrand(last):
		return true
	case len(l) <= 2 && strings.ToUpper(last) != last && len(w) > 1:
		return true // "validate an op" of "op://vault/item": a cut-off token
	}
	return glueObject(w)
}

// digitBrand tells whether w is a product's name spelled with a digit
// and letters ("1Password", "4Chan"): it is no noun for the thing acted on.
func digitBrand(w string) bool {
	hasDigit, hasUpper, hasLower := false, false, false
	for _, r := range w {
		switch {
		case r >= '0' && r <= '9':
			hasDigit = true
		case r >= 'A' && r <= 'Z':
			hasUpper = true
		case r >= 'a' && r <= 'z':
			hasLower = true
		}
	}
	return hasDigit && hasUpper && hasLower && w[0] >= '0' && w[0] <= '9'
}

// glueObject tells whether an object opens (after its article and a word
// such as "batch") on a verb: "get the batch update orders" read a
// description that opens on "Batch update orders" as a thing to get.
func glueObject(w []string) bool {
	i := 0
	if determiners[strings.ToLower(w[0])] {
		i++
	}
	if i >= len(w) || !namePrefixes[strings.ToLower(w[i])] {
		return false
	}
	i++
	return i < len(w)-1 && isLowerWord(w[i]) && verbs[w[i]] && !nounVerbs[w[i]] && !plural(w[i])
}

// cutBroken cuts an object before the preposition or conjunction whose
// words break it ("facilities near" → "facilities", "a quality complaint
// about a delivered" → "a quality complaint"); ok is false when nothing
// whole is left or the break is elsewhere.
func cutBroken(obj string) (string, bool) {
	w := strings.Fields(obj)
	if len(w) == 0 || clauseWordsBefore[strings.ToLower(w[0])] || whoClause[strings.ToLower(w[0])] {
		return "", false // a clause cut anywhere still lacks its verb
	}
	for i := len(w) - 1; i >= 1; i-- {
		l := strings.ToLower(w[i])
		if !danglingWords[l] && !prepositions[l] && !objectEnd[l] && l != "of" {
			continue
		}
		left := w[:i]
		head := strings.ToLower(left[len(left)-1])
		if determiners[head] || prepositions[head] || danglingWords[head] || participleAdjectives[head] ||
			vagueHeads[head] || strings.HasSuffix(head, "'s") {
			return "", false
		}
		cut := strings.Join(left, " ")
		if danglingObject(intent{Verb: "get", Object: cut}) {
			return "", false
		}
		return cut, true
	}
	return "", false
}

// echoedObject tells whether in's object pastes a stretch of the
// description a person would not say: two things joined by "and" in a
// phrase of five words or more ("success rate and mean run duration"), or
// a possessive chain of five words or more ("the authenticated athlete's
// configured heart rate").
func echoedObject(in intent) bool {
	w := strings.Fields(in.Object)
	if len(w) >= 4 && (w[0] == "how" || w[0] == "what") {
		return true // "change how the home battery is operated": the description's clause
	}
	if len(w) >= 5 {
		for _, x := range w[1 : len(w)-1] {
			if x == "and" {
				return true
			}
		}
	}
	return len(w) >= 5 && strings.Contains(in.Object, "'s ") && !strings.HasPrefix(in.Object, "my ")
}

// soundExtra drops a place a person would not say: one that ends on a
// preposition ("for up" of "for up to 4 people"), that says how the tool
// works rather than where ("without booking it", "which missed"), or that
// names the documentation's scope ("in the current project", "using its
// ID"); "specific", "given" and the like go from the rest.
func soundExtra(extra string) string {
	w := strings.Fields(extra)
	if len(w) == 0 {
		return extra
	}
	l := strings.ToLower(strings.Trim(w[len(w)-1], ".,;:"))
	switch first := strings.ToLower(w[0]); {
	case len(w) < 2, prepositions[l], danglingWords[l], determiners[l], len(w) == 2 && particles[l]:
		return ""
	case first == "without", first == "which", first == "if", first == "whether", first == "that", first == "who":
		return ""
	}
	lx := strings.ToLower(extra)
	for _, x := range w[1:] {
		if featureWords[strings.ToLower(x)] {
			return "" // "with filtering options", "with configurable length": what the tool offers
		}
	}
	if strings.Contains(lx, " the current ") || strings.HasSuffix(lx, " its id") || strings.HasSuffix(lx, " id") ||
		strings.HasSuffix(lx, " its key") {
		return ""
	}
	var out []string
	for _, x := range w {
		if vague[strings.ToLower(x)] {
			continue
		}
		out = append(out, x)
	}
	if len(out) < 2 {
		return ""
	}
	return fixArticle2(out)
}

// fixArticle2 joins the words of a place, the article after its
// preposition agreeing with the next word ("for a existing" never stays).
func fixArticle2(w []string) string {
	if len(w) > 2 {
		return w[0] + " " + fixArticle(strings.Join(w[1:], " "))
	}
	return strings.Join(w, " ")
}

// adjectiveForm tells whether w, lower case, is spelled as an adjective
// only ("technical", "various", "useful", "wireless"): no head noun.
func adjectiveForm(w string) bool {
	if len(w) < 6 || !isLowerWord(w) {
		return false
	}
	for _, suf := range []string{"ical", "ous", "ful", "less"} {
		if strings.HasSuffix(w, suf) {
			return true
		}
	}
	return false
}

// bareTurn tells whether in's verb is "turn" without the particle that
// makes it an act ("turn off", "turn back", "turn … into"): said alone it
// reads as a broken phrase.
func bareTurn(in intent) bool {
	return in.Verb == "turn" && !strings.HasPrefix(in.Extra, "into ")
}

// nowWords end an object with when, which every request already means.
var nowWords = map[string]bool{"now": true, "immediately": true, "instantly": true, "right-away": true}

// builtAdjectives end hyphenated adjectives that say how a system builds a
// thing ("time-limited", "read-only", "pre-signed"), which a person
// asking for it leaves out.
var builtAdjectives = []string{"-limited", "-only", "-based", "-signed"}

// praiseWords grade how much a tool gives ("comprehensive details"):
// the asker leaves them out.
var praiseWords = map[string]bool{"comprehensive": true, "extensive": true, "rich": true, "robust": true}

// featureWords in a place say what the tool offers, not where the act is
// ("with filtering options", "with pagination support", "with metadata").
var featureWords = map[string]bool{"options": true, "option": true, "filtering": true, "pagination": true,
	"metadata": true, "configurable": true, "optional": true, "support": true}

// plainModifiers drops from an object the documentation's modifiers: a
// hyphenated adjective of how it is built ("a time-limited download
// link" → "a download link"), an adverb in -ally and the adjective it
// grades ("a cryptographically secure random password" → "a random
// password"; "the currently playing track" keeps its words), and
// says "one" as "a" after a preposition ("the live overview of one site"
// → "of a site").
func plainModifiers(obj string) string {
	w := strings.Fields(obj)
	if n := len(w); n >= 3 && nowWords[strings.ToLower(w[n-1])] {
		w = w[:n-1] // "start a backup job now": every request is for now
	}
	if len(w) < 3 {
		return strings.Join(w, " ")
	}
	var out []string
	changed := len(w) < len(strings.Fields(obj))
	for i := 0; i < len(w); i++ {
		l := strings.ToLower(w[i])
		if i > 0 && i < len(w)-1 && (strings.Contains(l, "-") && hasAnySuffix(l, builtAdjectives) || praiseWords[l]) {
			continue
		}
		if i > 0 && i < len(w)-2 && strings.HasSuffix(l, "ally") && mannerAdverb(l) && isLowerWord(strings.ToLower(w[i+1])) {
			i++ // the adverb and the adjective it grades
			continue
		}
		if l == "one" && i > 0 && (prepositions[strings.ToLower(w[i-1])] || w[i-1] == "of") && i+1 < len(w) {
			out, changed = append(out, "a"), true
			continue
		}
		out = append(out, w[i])
	}
	if !changed && len(out) == len(w) {
		return obj
	}
	s := strings.Join(out, " ")
	if f := strings.Fields(s); len(f) > 2 {
		// "of a inverter": the article agrees with its noun
		for i := 1; i < len(f)-1; i++ {
			if f[i] == "a" || f[i] == "an" {
				f[i] = strings.Fields(fixArticle("a " + f[i+1]))[0]
			}
		}
		s = strings.Join(f, " ")
	}
	return fixArticle(s)
}

// hasAnySuffix tells whether s ends with one of sufs.
func hasAnySuffix(s string, sufs []string) bool {
	for _, x := range sufs {
		if strings.HasSuffix(s, x) {
			return true
		}
	}
	return false
}

// cutShort tells whether in's object is the tool name's object cut
// short ("download the usage api" of download_usage_api_data): the name
// then says the whole thing.
func cutShort(t ToolInfo, in intent) bool {
	ow := strings.Fields(strings.ToLower(bareObject(in.Object)))
	if len(ow) == 0 {
		return false
	}
	nw := strings.Fields(strings.ToLower(Humanize(spokenName(t.Name))))
	for i := 0; i+len(ow) < len(nw); i++ {
		if slices.Equal(nw[i:i+len(ow)], ow) {
			return i+len(ow) == len(nw)-1 && genericHeads[ow[len(ow)-1]]
		}
	}
	return false
}

// verbNounName reads a two-word tool name that is a verb and a plural
// noun ("donateTickets", "refund_payments") as that act, whether or not
// the verb list has the verb: the act a description's bare "turn" lost.
func verbNounName(t ToolInfo) (intent, bool) {
	w := strings.Fields(strings.ToLower(Humanize(spokenName(t.Name))))
	if len(w) != 2 || !plural(w[1]) || plural(w[0]) || !lettersOnly(w[0]) || len(w[0]) < 4 || nameNoise[w[0]] {
		return intent{}, false
	}
	return intent{Verb: w[0], Object: "the " + w[1], OK: true}, true
}

// authenticatedOwner is the documentation's name for the asker as an
// owner ("the authenticated athlete's efforts").
var authenticatedOwner = regexp.MustCompile(`(?i)\bthe (?:current(?:ly)? )?(?:authenticated|logged[- ]in|signed[- ]in) [a-z]+'s\b`)

// askerOwns says the documentation's "the authenticated athlete's" as the
// asker does: "my".
func askerOwns(obj string) string {
	return authenticatedOwner.ReplaceAllString(obj, "my")
}

// theCompound gives a bare compound of three words or more its article
// ("check project quality gate status" → "the project quality gate
// status"), as a person names the one thing there is.
func theCompound(obj string) string {
	w := strings.Fields(obj)
	if len(w) < 3 || determiners[strings.ToLower(w[0])] || strings.HasSuffix(w[0], "'s") {
		return obj
	}
	for _, x := range w {
		l := strings.ToLower(x)
		if !isLowerWord(l) || prepositions[l] || determiners[l] || clauseWordsBefore[l] || whoClause[l] || danglingWords[l] ||
			strings.HasSuffix(l, "'s") {
			return obj
		}
	}
	if plural(strings.ToLower(w[len(w)-1])) {
		return obj
	}
	return "the " + obj
}

// aboutObject tells whether in's object is the documentation's "details
// about …" of five words or more ("comprehensive details about a resource
// type"): the tool's name says what the details are of.
func aboutObject(in intent) bool {
	w := strings.Fields(in.Object)
	return len(w) >= 5 && slices.Contains(w[1:len(w)-1], "about")
}
