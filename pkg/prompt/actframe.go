package prompt

import "strings"

// framedAct checks that the act read from a description's first clause
// is one a person says with the arguments after it, and says the act from
// the tool's name when it is not:
//
//   - a verb whose frame the request cannot keep: "tell whether an item
//     is accepted", "ask the haulage contractor to swap a container",
//     "put an artist on a stage" (the place goes when an id replaces the
//     object), "fill levels of the skips" (a noun phrase read as a verb);
//   - an object that is a clause ("the whether an item") or ends on a
//     verb in -ing ("artists performing");
//   - a description whose noun phrase opens on a word that is also a
//     verb, under a name that reads ("getContainerLevels": "Fill levels
//     of the skips");
//   - an object of four content words or more that the name says in
//     fewer ("an administered dose of investigational product" of
//     recordDose: "record a dose").
//
// An object whose article disagrees with its noun in number is mended
// ("a projects" → "a project", "an inclusion criteria" → "inclusion
// criteria"), and a "<plural> list" compound named as a list ("tasks
// list" → "the task list"). When the name says the same thing with a
// plainer verb ("invalidate a ticket barcode" of void_ticket), both stay:
// Named holds the name's act and requests take the two in turn.
func framedAct(t ToolInfo, in intent) intent {
	if in.Fixed || len(in.Verbs) > 0 || !in.OK || in.Label || in.Verb == "" {
		return in
	}
	in.Object = listCompound(agreedArticle(in.Object))
	named, ok := nameAct(t, intent{}, false)
	if !ok {
		named, ok = verbFirstName(t)
	}
	if ok && strings.EqualFold(named.Verb, in.Verb) && strings.EqualFold(bareObject(named.Object), bareObject(in.Object)) {
		return in // the name says what the clause says
	}
	ok = ok && nameTail(t, named)
	nameSays := ok && !wrongFrame(named)
	switch {
	case wrongFrame(in), clauseObject(in), trailingGerund(in), nounPhraseClause(t, in, named, ok):
		if nameSays {
			return keepRead(named, in)
		}
		if o, ok := cutGerund(in.Object); ok {
			in.Object = o
		}
		return in
	case longObject(in):
		if !ok {
			// "the ensemble forecasts showing forecast uncertainty" of
			// ensemble_forecast: the clause's verb, the name's noun.
			named, ok = nameAct(t, intent{Verb: in.Verb}, false)
			ok = ok && nameTail(t, named)
		}
		if ok && !wrongFrame(named) && sharesNoun(named.Object, in.Object+" "+in.Extra) {
			return keepRead(named, in)
		}
	case nameSays && orOtherAct(t, in) && named.Verb != in.Verb && sharesNoun(named.Object, in.Object):
		// "Move a booking to a different sailing or change the vehicle"
		// of amend_booking: the clause's verb says one of two acts, the
		// name says both.
		return keepRead(named, in)
	case nameSays && plainerName(named, in) && sharesNoun(named.Object, in.Object):
		n := keepRead(named, in)
		in.Named = &n
	}
	return in
}

// verbFirstName reads a name that opens on a listed verb and has one to
// three more words as that act on the rest ("assignPlot" → "assign the
// plot", "requestHullClean" → "request a hull clean") when its last word
// is a verb too, which nameAct turns down: after the name's verb it is a
// noun. ok is false for any other name.
func verbFirstName(t ToolInfo) (intent, bool) {
	var w []string
	for x := range strings.FieldsSeq(strings.ToLower(Humanize(spokenName(t.Name)))) {
		if !nameNoise[x] {
			w = append(w, x)
		}
	}
	if len(w) < 2 || len(w) > 4 || !verbs[w[0]] {
		return intent{}, false
	}
	for _, x := range w[1:] {
		if len(x) < 3 || !lettersOnly(x) || prepositions[x] || danglingWords[x] || determiners[x] {
			return intent{}, false
		}
	}
	if head := w[len(w)-1]; !verbs[head] || participleAdjectives[head] {
		return intent{}, false // nameAct turned it down for another fault
	}
	det := "the "
	if bringsNew[w[0]] || w[0] == "request" {
		det = "a "
	}
	return intent{Verb: w[0], Object: fixArticle(det + strings.Join(w[1:], " ")), OK: true, Read: readVerbs[w[0]]}, true
}

// keepRead gives the name's act r what the clause said of reading: a
// tool that only reads is still asked as a question.
func keepRead(r, in intent) intent {
	r.Read = r.Read || in.Read
	r.Object = saidCase(r.Object, in.Object+" "+in.Extra)
	if bringsNew[r.Verb] && !in.Read {
		r.Object = fixArticle("a " + bareObject(r.Object))
	}
	return r
}

// saidCase spells each word of obj, read from a tool's name in lower
// case, as the description's clause does ("url" → "URL").
func saidCase(obj, clause string) string {
	said := map[string]string{}
	for x := range strings.FieldsSeq(clause) {
		x = strings.Trim(x, ".,;:()")
		said[strings.ToLower(x)] = x
	}
	w := strings.Fields(obj)
	for i, x := range w {
		if s, ok := said[x]; ok && len(s) > 1 && strings.ToUpper(s) == s {
			w[i] = s
		}
	}
	return strings.Join(w, " ")
}

// clauseNouns open a clause, never a noun phrase: an object that starts
// on one (after an article) is the description's sentence, not a thing.
var clauseNouns = map[string]bool{"whether": true, "if": true, "which": true, "how": true, "what": true,
	"who": true, "when": true, "where": true, "why": true, "that": true}

// clauseObject tells whether in's object is an article before a clause
// ("the whether an item"): a clause taken for a noun phrase.
func clauseObject(in intent) bool {
	w := strings.Fields(strings.ToLower(in.Object))
	return len(w) > 2 && determiners[w[0]] && clauseNouns[w[1]]
}

// nameTail tells whether the name's act r has the name's last word as
// its object's head ("get the sound levels" of get_sound_levels), not a
// name read with its last word as the verb ("flood forecast" → "forecast
// the flood"), whose object says less than the name.
func nameTail(t ToolInfo, r intent) bool {
	var words []string
	for x := range strings.FieldsSeq(strings.ToLower(Humanize(spokenName(t.Name)))) {
		if !nameNoise[x] {
			words = append(words, x)
		}
	}
	return len(words) > 0 && strings.EqualFold(lastWord(r.Object), words[len(words)-1])
}

// wrongFrame tells whether in's verb needs words the request will not
// say: "ask" someone "to" do a thing (the act is the thing; a tool whose
// name asks too keeps it), "put" with no place once an id replaces its
// object, "fill" before a bare noun
// ("Fill levels of the skips" names levels, it fills nothing), "tell"
// before anything but a person.
func wrongFrame(in intent) bool {
	w := strings.Fields(strings.ToLower(in.Object))
	switch in.Verb {
	case "ask", "put", "let", "allow":
		return true
	case "fill":
		return len(w) > 0 && !determiners[w[0]]
	case "tell":
		return len(w) > 0 && w[0] != "me" && w[0] != "us"
	}
	return false
}

// trailingGerund tells whether in's object ends on a verb in -ing after
// a plural noun ("artists performing"): a relative clause cut to its
// verb, which no question or request says whole ("What's the artists
// performing?").
func trailingGerund(in intent) bool {
	w := strings.Fields(strings.ToLower(in.Object))
	n := len(w)
	return n >= 2 && strings.HasSuffix(w[n-1], "ing") && len(w[n-1]) > 5 && plural(w[n-2]) && !massNouns[w[n-1]]
}

// cutGerund drops the trailing -ing verb of an object ("artists
// performing" → "the artists"); ok is false when there is none.
func cutGerund(obj string) (string, bool) {
	if !trailingGerund(intent{Object: obj}) {
		return obj, false
	}
	w := strings.Fields(obj)
	s := strings.Join(w[:len(w)-1], " ")
	if !determiners[strings.ToLower(w[0])] {
		s = "the " + s
	}
	return s, true
}

// nounPhraseClause tells whether the clause is a noun phrase read as an
// act: its verb is a word that is a noun too, the name's act reads (get,
// list…) while the clause's does not, and no article follows the verb ("getOrderHistory": "Order history for a
// customer"; "Locate facilities near …" stays an act).
func nounPhraseClause(t ToolInfo, in, named intent, ok bool) bool {
	if !ok || !readVerbs[named.Verb] || readVerbs[firstWord(in.Verb)] || !nounVerbs[in.Verb] {
		return false
	}
	w := strings.Fields(strings.ToLower(firstClause(t.Description)))
	if len(w) < 2 || in.Object == "" || determiners[w[1]] {
		return false // "Order a pizza": the article makes it an act
	}
	return true
}

// longObject tells whether in's object has four content words or more
// ("an administered dose of investigational product", "the latest water
// quality sample results"): the documentation's full name for a thing,
// which a person shortens.
func longObject(in intent) bool {
	w := strings.Fields(strings.ToLower(in.Object))
	if len(w) == 0 || clauseNouns[w[0]] || whoClause[w[0]] || strings.HasPrefix(in.Verb, "tell ") {
		return false // "tell me what is near a location": a question, said whole
	}
	n := 0
	for _, x := range w {
		if !determiners[x] && !prepositions[x] && x != "of" && x != "and" && x != "or" {
			n++
		}
	}
	return n >= 4
}

// plainerName tells whether the name's act says the clause's with a
// plainer verb: a different single word, three letters or more shorter
// ("void" for "invalidate", "refund" for "reimburse").
func plainerName(named, in intent) bool {
	return !strings.Contains(in.Verb, " ") && named.Verb != in.Verb && len(in.Verb) >= len(named.Verb)+3
}

// sharesNoun tells whether the name's object names a word of the
// clause's object (plural or not): the two are about the same thing.
func sharesNoun(nameObj, clause string) bool {
	said := map[string]bool{}
	for x := range strings.FieldsSeq(strings.ToLower(clause)) {
		said[strings.TrimSuffix(strings.Trim(x, ".,;:"), "s")] = true
	}
	for x := range strings.FieldsSeq(strings.ToLower(bareObject(nameObj))) {
		if len(x) >= 3 && said[strings.TrimSuffix(x, "s")] {
			return true
		}
	}
	return false
}

// noSPlurals are plural nouns without -s that take no "a" (with
// irregularPlurals).
var noSPlurals = map[string]bool{"phenomena": true, "bacteria": true, "alumni": true, "men": true, "women": true,
	"mice": true, "geese": true, "feet": true, "teeth": true}

// invariantNouns are nouns in -s that are singular too ("a series").
var invariantNouns = map[string]bool{"series": true, "species": true, "news": true, "means": true, "lens": true,
	"gas": true, "bus": true, "canvas": true, "atlas": true, "chassis": true, "corps": true}

// agreedArticle mends "a"/"an" before a plural head: a regular plural is
// said in the singular ("a projects" → "a project", "a new personal
// labels" → "a new personal label"), an irregular one loses its article
// ("an inclusion criteria" → "inclusion criteria").
func agreedArticle(obj string) string {
	w := strings.Fields(obj)
	if len(w) < 2 || (w[0] != "a" && w[0] != "an" && w[0] != "A" && w[0] != "An") {
		return obj
	}
	h := len(w) - 1
	for i := 1; i < len(w); i++ {
		if strings.HasSuffix(w[i], "'s") {
			return obj // "a task's tags": the article is the owner's
		}
		if l := strings.ToLower(w[i]); prepositions[l] || l == "of" || l == "and" || l == "or" {
			h = i - 1
			break
		}
	}
	if h < 1 {
		return obj
	}
	head := strings.ToLower(w[h])
	switch {
	case irregularPlurals[head] || noSPlurals[head]:
		return strings.Join(w[1:], " ")
	case invariantNouns[head] || massNouns[head] || !isLowerWord(w[h]) || !plural(head):
	case hasAnySuffix(head, []string{"us", "is", "ics", "'s"}):
	default:
		w[h] = singular(w[h])
		return fixArticle(strings.Join(w, " "))
	}
	return obj
}

// listCompound says a bare "<plural> list" object as a person names the
// one list ("tasks list" → "the task list", "comments list" → "the
// comment list").
func listCompound(obj string) string {
	w := strings.Fields(obj)
	if len(w) != 2 || strings.ToLower(w[1]) != "list" || !plural(strings.ToLower(w[0])) || !isLowerWord(w[0]) {
		return obj
	}
	return "the " + singular(w[0]) + " list"
}

// namedTurn picks, for one request, the clause's act or the name's when
// the tool has both (intent.Named): the records of one tool take the two
// in turn (vary), so neither form is all of them.
func (st *funcState) namedTurn(in intent) intent {
	if in.Named == nil || st == nil || st.data == nil {
		return in
	}
	if st.vary("named act", "clause", "name") == "name" {
		return *in.Named
	}
	return in
}

// beforePrep is a noun phrase up to its first preposition ("the details
// for a tag" → "the details"): the words its verb agrees with.
func beforePrep(obj string) string {
	w := strings.Fields(obj)
	for i := 1; i < len(w); i++ {
		if prepositions[strings.ToLower(w[i])] {
			return strings.Join(w[:i], " ")
		}
	}
	return obj
}

// placedVerb picks what to say for the intent's verb (verbWord), but
// never "put" when no lead says where: "put booking K4W2" says nowhere to
// put it, "move booking K4W2" asks for the act.
func (st *funcState) placedVerb(in intent, leads []string) string {
	if v := st.verbWord(in); v != "put" || saysPlace(leads) {
		return v
	}
	return in.Verb
}

// putPreps open a lead that says where a thing is put.
var putPreps = []string{"to ", "into ", "in ", "on ", "onto ", "as ", "under ", "at ", "inside "}

// saysPlace tells whether one of a request's leads says where its thing
// goes ("to section 12", "as a child of page 9"): "put" needs one.
func saysPlace(leads []string) bool {
	for _, l := range leads {
		for _, p := range putPreps {
			if strings.HasPrefix(l, p) {
				return true
			}
		}
	}
	return false
}

// orOtherAct tells whether the description's first clause offers a
// second act after "or" ("Move a booking to a different sailing or
// change the vehicle"): the clause's verb names only one of them.
func orOtherAct(t ToolInfo, in intent) bool {
	w := strings.Fields(strings.ToLower(firstClause(t.Description)))
	for i := 2; i+1 < len(w); i++ {
		if w[i] == "or" && verbs[w[i+1]] && w[i+1] != in.Verb && i+2 < len(w) && determiners[w[i+2]] {
			return true
		}
	}
	return false
}
