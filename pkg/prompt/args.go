package prompt

import (
	"encoding/json"
	"regexp"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// An argWords is one set argument (or a pair said together, such as a
// repository's owner and name) in the words of a request.
type argWords struct {
	// text is the inline phrase ("in acme/api", "up to 20 results"); ""
	// when the value only goes in a block.
	text string
	// lead tells whether the phrase names what the request acts on and so
	// follows the object directly ("PR 39 in acme/api"); options come after.
	lead bool
	// noun and ref: the value can stand for the noun in the tool's object
	// or place ("to an existing issue" → "to issue 43"): ref replaces the
	// noun phrase that ends in noun. placeRef, when set, replaces it in the
	// place instead ("in a repository" → "in acme's api repo"): a wording
	// that does not take a possessive.
	noun, ref, placeRef string
	// block is a long value (a message body, code) given after the request
	// line, intro how the request points at it ("the comment:").
	block, intro string
	// alone says the argument in a short sentence of its own ("Use the
	// fix/x branch."), which a request that would chain several options
	// may say after its main sentence instead; "" for none.
	alone string
	// own says alone is the usual way to say it: a text a person writes
	// out ("It should say: \"…\"") reads as a form field when it is one
	// more clause of a sentence that lists the other arguments.
	own bool
	// through marks what the call goes through (a connection, a
	// session): said after what it acts on ("the indexes of shop.reviews
	// via c1"), never between the act and its object.
	through bool
	// why marks a text that says why the call is made (a reason): the
	// request then gives no reason of its own.
	why bool
}

// inPlace is what stands for a's noun in the tool's place: placeRef
// when a has one, else ref.
func (a argWords) inPlace() string {
	if a.placeRef != "" {
		return a.placeRef
	}
	return a.ref
}

// roleOf returns the semantic role of p: the one Set.For classified.
func roleKind(p Param) role.Kind { return p.Role.Kind }

// nounOf is what a person calls the thing an identifier or name names:
// the key without its "id"/"number"/"name" suffix ("issue_number" →
// "issue", "channel_id" → "channel", "data_source_id" → "data source").
func nounOf(p Param) string { return p.cachedNoun() }

// idOfWhat matches the noun before "ID" in a description ("this message
// ID", "the user ID").
var idOfWhat = regexp.MustCompile(`\b(?:this|that|the|a) ([a-z]+) (?:ID|id)\b`)

// nounOfWords is nounOf read from p's words.
func nounOfWords(p Param) string {
	w := strings.Fields(strings.ToLower(p.Human))
	for len(w) > 1 {
		switch w[len(w)-1] {
		case "id", "ids", "number", "num", "no", "name", "uid", "uuid", "gid", "guid", "key", "ts", "iid", "ref", "sha", "identifier", "slug",
			"nos", "nums", "refs":
			// "contract_nos": the key words for numbers, said as the
			// things ("contracts 749250 and 101022")
			w = w[:len(w)-1]
			continue
		case "sid", "sids":
			// "phone_number_sid": a string id (SID) names the thing by all
			// the words before it, its "number" kept ("phone number PN5…")
			w = w[:len(w)-1]
		}
		break
	}
	s := strings.Join(w, " ")
	if len(w) > 0 && len(w) < len(strings.Fields(p.Human)) {
		// "change_number", "The change request number": what is numbered
		// is the change request, so the number can take its place ("merge
		// change request 42", not "a change request for change 42").
		cut := strings.Fields(strings.ToLower(p.Human))[len(w)]
		d := strings.Fields(strings.ToLower(strings.Trim(p.Description, ". ")))
		for i := 0; i+len(w)+1 < len(d); i++ {
			if strings.Join(d[i:i+len(w)], " ") == s && d[i+len(w)+1] == cut && !determiners[d[i+len(w)]] &&
				plainWord.MatchString(d[i+len(w)]) {
				s += " " + d[i+len(w)]
				break
			}
		}
	}
	if (s == "id" || s == "ids" || s == "gid" || s == "guid" || s == "uid" || s == "uuid") && p.Description != "" {
		// a bare "id": the thing its description names ("ID of the
		// cycle to complete" is a cycle's), not "item"
		if t := role.IDThing(p.Description); t != "" && !vagueThings[t] {
			s = t
		}
	}
	s = wholeWordsNoun(s)
	switch s {
	case "pull", "pr", "pull request":
		return "PR"
	case "repo":
		return "repository"
	case "db":
		return "database"
	}
	return s
}

// clippedNouns are clipped words an identifier's key names its thing by,
// with the word a person says for them: a person cancels "appointment
// 747574", never "appt 747574".
var clippedNouns = map[string]string{"appt": "appointment", "appts": "appointments", "cust": "customer",
	"acct": "account", "tkt": "ticket", "emp": "employee", "veh": "vehicle", "dept": "department",
	"txn": "transaction", "pmt": "payment", "reg": "registration", "regs": "registrations"}

// wholeWordsNoun is noun with its clipped words (clippedNouns) said whole:
// "appt" → "appointment", "aircraft reg" → "aircraft registration".
func wholeWordsNoun(noun string) string {
	f := strings.Fields(noun)
	changed := false
	for i, w := range f {
		if full, ok := clippedNouns[w]; ok {
			f[i], changed = full, true
		}
	}
	if !changed {
		return noun
	}
	return strings.Join(f, " ")
}

// vagueThings are words a description names an id's thing by that say
// nothing a person would call it.
var vagueThings = map[string]bool{"object": true, "entity": true, "item": true, "resource": true, "record": true,
	"unique": true, "specific": true, "optional": true, "explicit": true, "new": true, "this": true, "that": true}

// plainWord matches a word of letters only.
var plainWord = regexp.MustCompile(`^[a-z]+$`)

// accessNouns name what a call goes through rather than what it acts on.
var accessNouns = map[string]bool{"connection": true, "session": true, "client": true, "account": true,
	"workspace": true, "project": true, "environment": true, "instance": true, "server": true, "tenant": true}

// pick returns one of the items, chosen by the seeded source.
func (st *funcState) one(items ...string) string { return items[st.intn(len(items))] }

// turn picks one of the forms an argument is said in, as vary does, the
// forms naming their own slot: the records of one tool take a phrasing
// of an argument in turn ("saying …", "that reads …", "reading …")
// instead of drawing it, so a tool's five requests do not say one
// argument the same way three times. Forms built around a value differ
// from record to record and so start each at their own place. The
// seeded source is drawn from as one would, so the other draws of the
// request stay as they were.
func (st *funcState) turn(forms ...string) string {
	if st.data == nil || len(forms) < 2 {
		return st.one(forms...)
	}
	st.intn(len(forms))
	// the slot is the forms, each ended by a 0 byte, hashed as read
	h := st.varyHead()
	for _, f := range forms {
		h = fnvAdd(h, f) * 1099511628211 // and the 0 byte (x^0 is x)
	}
	return st.varyPick((h^0xff)*1099511628211, forms)
}

// vary picks one of the forms an argument can be mentioned in ("my c1
// connection", "connection c1", "via c1"): the records of one tool take
// the forms in turn, from a start and at a stride keyed by the tool and
// slot, so a tool's requests each mention the argument another way and
// the tools of a server start on different forms. Drawing at random
// instead lets a few forms carry most requests, and a fine-tuned model
// learns that one wording. Without a tool being rendered it picks by the
// seeded source.
func (st *funcState) vary(slot string, forms ...string) string {
	n := uint64(len(forms))
	if st.data == nil || n < 2 {
		return st.turn(forms...)
	}
	return st.varyPick((fnvAdd(st.varyHead(), slot)^0xff)*1099511628211, forms)
}

// varyHead is the FNV-1a hash vary starts a slot's from: the server's and
// the tool's name, each ended by 0xff.
func (st *funcState) varyHead() uint64 {
	h := uint64(14695981039346656037)
	h = (fnvAdd(h, st.data.Tool.Server) ^ 0xff) * 1099511628211
	return (fnvAdd(h, st.data.Tool.Name) ^ 0xff) * 1099511628211
}

// fnvAdd is FNV-1a hash h with the bytes of s added.
func fnvAdd(h uint64, s string) uint64 {
	for i := 0; i < len(s); i++ {
		h = (h ^ uint64(s[i])) * 1099511628211
	}
	return h
}

// varyPick is vary's pick among forms (at least two) for slot hash h:
// the record's turn from a start and at a stride both keyed by h.
func (st *funcState) varyPick(h uint64, forms []string) string {
	n := uint64(len(forms))
	stride := 1 + (h>>32)%(n-1)
	for gcd(stride, n) != 1 {
		stride++
	}
	return forms[(h%n+uint64(st.data.Index)%n*stride)%n]
}

// renames tells whether the call being rendered sets a new name ("new
// name", "new collection name"), said "to …" after the object.
func (st *funcState) renames() bool {
	if st.data == nil {
		return false
	}
	for _, p := range st.data.Set {
		if strings.HasPrefix(strings.ToLower(p.Human), "new ") {
			return true
		}
	}
	return false
}

// withoutRepeatedIDs is d with the members of its object arguments that
// repeat a scalar top-level argument (the same name without case and
// separators, "project_id" and "projectId", and the same value: a call
// that names its container at both levels) left out of the words, so the
// request says the container once ("make a cycle in project P named
// Sprint 18", never "… in project P, with name Sprint 18 and project
// P"). The call keeps them; d is returned as it is when none repeats.
func withoutRepeatedIDs(d *Data) *Data {
	var top map[string]any
	for _, p := range d.Set {
		switch p.Value.(type) {
		case string, json.Number:
			if top == nil {
				top = map[string]any{}
			}
			top[role.FlatName(p.Name)] = p.Value
		}
	}
	if top == nil {
		return d
	}
	var set []Param
	for i, p := range d.Set {
		x, ok := p.Value.(map[string]any)
		if !ok {
			continue
		}
		var kept map[string]any
		for k, v := range x {
			if tv, ok := top[role.FlatName(k)]; ok && tv == v {
				if kept == nil {
					kept = make(map[string]any, len(x))
					for k2, v2 := range x {
						kept[k2] = v2
					}
				}
				delete(kept, k)
			}
		}
		if len(kept) == 0 {
			continue
		}
		if set == nil {
			set = append([]Param(nil), d.Set...)
		}
		set[i].Value = kept
	}
	if set == nil {
		return d
	}
	nd := *d
	nd.Set = set
	return &nd
}

// gcd is the greatest common divisor of a and b.
func gcd(a, b uint64) uint64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// argPhrases phrases the set arguments of d by their roles, in the order
// a person would say them: owner and name of a repository as one, the
// others in set order.
func (st *funcState) argPhrases(d *Data, in intent) []argWords {
	if w, ok := st.soleWrapper(d); ok {
		d = w // {"params": {…}}: the members it wraps are the arguments
	}
	if w, ok := st.openDumps(d); ok {
		d = w // {"route": {"from_port": …, "to_port": …}}: "from Dover to Calais"
	}
	d = withoutRepeatedIDs(d)
	var out []argWords
	var owner, repo, lat, lng, db, coll *Param
	for i := range d.Set {
		switch roleKind(d.Set[i]) {
		case role.RepoOwner:
			owner = &d.Set[i]
		case role.RepoName:
			repo = &d.Set[i]
		case role.Database:
			db = &d.Set[i]
		case role.Collection:
			if !strings.HasPrefix(strings.ToLower(d.Set[i].Human), "new ") && coll == nil {
				coll = &d.Set[i]
			}
		case role.Latitude:
			lat = &d.Set[i]
		case role.Longitude:
			lng = &d.Set[i]
		}
	}
	// database and collection together, never apart ("In users, … on the crm DB")
	if dbs, ok := pval(db); ok {
		if cs, ok := pval(coll); ok {
			out = append(out, st.dbCollectionPhrase(dbs, cs, in))
		} else {
			db, coll = nil, nil
		}
	} else {
		db, coll = nil, nil
	}
	// "the Search box (e88)": how a person names an element, with its
	// reference; a start and an end element each with their own.
	paired := map[string]bool{}
	for i := range d.Set {
		if roleKind(d.Set[i]) != role.ElementDesc {
			continue
		}
		ds, ok := pval(&d.Set[i])
		if !ok || strings.ContainsAny(ds, "#.[]=>:") {
			continue
		}
		pre := elementPrefix(d.Set[i].Name)
		for j := range d.Set {
			rs, ok := pval(&d.Set[j])
			if roleKind(d.Set[j]) != role.ElementRef || !ok || paired[d.Set[j].Name] || elementPrefix(d.Set[j].Name) != pre {
				continue
			}
			paired[d.Set[i].Name], paired[d.Set[j].Name] = true, true
			ref := st.elementRef(ds, rs)
			switch endPrep(strings.ToLower(d.Set[j].Human)) {
			case "from":
				out = append(out, argWords{text: "from " + ref, lead: true})
			case "to":
				out = append(out, argWords{text: "to " + ref, lead: true})
			default:
				out = append(out, st.elementWords(in, ref))
			}
			break
		}
	}
	out = append(out, st.choiceInElement(d, in, paired)...)
	out = append(out, st.sidePairs(d, in, paired)...)
	out = append(out, st.fromTo(d, paired)...)
	out = append(out, st.endsPair(d, paired)...)
	out = append(out, st.boundPairs(d, in, paired)...)
	out = append(out, st.stateFlagPair(d, paired)...)
	out = append(out, st.dateSpan(d, paired)...)
	out = append(out, st.dayAndClock(d, in, paired)...)
	out = append(out, st.labelledDates(d, paired)...)
	out = append(out, st.stepOfTotal(d, paired)...)
	out = append(out, st.widthByHeight(d, in, paired)...)
	out = append(out, st.nameWithEmail(d, in, paired)...)
	out = append(out, st.keyValuePair(d, in, paired)...)
	out = append(out, st.sortAndOrder(d, paired)...)
	out = append(out, st.kindAndName(d, in, paired)...)
	out = append(out, st.seriesNumber(d, in, paired)...)
	out = append(out, st.choiceAndMember(d, in, paired)...)
	out = append(out, st.pointRadius(d, paired)...)
	if lat != nil && lng != nil {
		out = append(out, st.latLngWords(d, lat, lng, paired))
	} else {
		lat, lng = nil, nil
	}
	if owner != nil && repo != nil {
		o, _ := owner.Value.(string)
		r, _ := repo.Value.(string)
		if o != "" && r != "" {
			out = append(out, st.repoPhrase(o, r, st.shorthand(d, paired)))
		} else {
			owner, repo = nil, nil
		}
	}
	for _, p := range d.Set {
		if owner != nil && repo != nil && (p.Name == owner.Name || p.Name == repo.Name) {
			continue
		}
		if lat != nil && (p.Name == lat.Name || p.Name == lng.Name) {
			continue
		}
		if db != nil && (p.Name == db.Name || p.Name == coll.Name) {
			continue
		}
		if paired[p.Name] {
			continue
		}
		out = append(out, st.argPhrase(p, in))
	}
	st.throughBesideFilter(out)
	return out
}

// dbCollectionPhrase says a collection with its database, as database
// people say them: "crm.users", "the users collection in crm", "crm's
// users collection", "the users collection of the crm database", … taken
// in turn (vary), the preposition before it drawn.
func (st *funcState) dbCollectionPhrase(dbs, cs string, in intent) argWords {
	full := dbs + "." + cs
	owned := dbs + "'s " + cs
	if strings.HasSuffix(dbs, "s") {
		// "sales' orders collection" trips a reader ("This is for sales'
		// orders collection."): a database named in the plural is said
		// with its collection, "the sales orders collection"
		owned = "the " + dbs + " " + cs
	}
	pair := "the " + dbs + " " + cs + " collection"
	if strings.EqualFold(dbs, cs) {
		// A database and its collection of one name ("payments") said
		// side by side read as a stutter: "the payments payments
		// collection".
		owned, pair = full, "collection "+full
	}
	prep := st.turn("in ", "on ", "for ", "against ")
	if !in.Read && prep == "against " {
		prep = "in " // a write goes in a collection; a query runs against one
	}
	if in.Read && aboutNouns[lastWord(strings.ToLower(in.Object))] && prep == "in " {
		prep = st.turn("for ", "of ") // "the execution stats for crm.users", not "in" it
	}
	if heldNouns[lastWord(strings.ToLower(in.Object))] && (prep == "on " || prep == "for ") {
		prep = "in " // "the documents in support's tickets collection", never "on" or "for" it
	}
	text := prep + st.vary("db-collection", full, "the "+cs+" collection in "+dbs, owned+" collection", full,
		"the "+cs+" collection of the "+dbs+" database", full, cs+" (in "+dbs+")", dbs+"'s "+cs, full,
		"collection "+full, pair)
	if strings.HasSuffix(text, "'s "+cs) {
		text = prep + owned // "the metrics events", never "metrics's events"
	}
	ref := full
	if strings.HasSuffix(strings.ToLower(in.Object), "collection") {
		// the collection is the head of the object, never a possessive
		// ("the orders collection (database shop)'s indexes")
		ref = st.vary("db-collection-ref", full, "the "+cs+" collection in "+dbs, full,
			"the "+cs+" collection of the "+dbs+" database", full, owned+" collection")
		if makes(in) {
			// "make analytics.sessions" never says what is made: a new
			// thing is named with what it is
			ref = st.vary("db-collection-new", article(cs)+" collection in "+dbs, "a collection called "+cs+" in "+dbs,
				"the "+full+" collection", article(cs)+" collection in the "+dbs+" database", "a new "+cs+" collection in "+dbs,
				"collection "+full)
		}
	}
	// a place ("in a collection") is never a possessive: it may say the
	// collection in words
	place := st.vary("db-collection-place", "", "the "+cs+" collection in "+dbs, owned+" collection", "", full)
	return argWords{text: text, lead: true, noun: "collection", ref: ref, placeRef: place}
}

// repoPhrase says a repository given as owner and name the many ways
// people do: "acme/api", "the acme/api repo", "acme's api repo", "the api
// repo under acme". Each wording puts other words beside the values, so
// a tool's requests do not all share the words around them.
func (st *funcState) repoPhrase(o, r string, num *Param) argWords {
	full := o + "/" + r
	if num != nil {
		// "acme/api#397": how people write an issue or a pull request of a
		// repository, the number and the repository in one.
		noun := nounOf(*num)
		ref := full + "#" + words(num.Value)
		return argWords{text: st.turn("for "+ref, "on "+ref), lead: true, noun: strings.ToLower(noun),
			ref: st.turn(ref, noun+" "+ref)}
	}
	owned := o + "'s " + r
	if strings.HasSuffix(o, "s") {
		owned = o + "' " + r // "stark-industries' api repo"
	}
	// the full name alone, with what it is, or the owner and the name
	// apart, taken in turn; each wording once, so the bare "in acme/api"
	// does not carry a server's requests, and the owner's name said
	// apart ("for acme's api repo", "in acme's api codebase") puts
	// other words around the values
	text := st.vary("repo", "in "+full, "on "+full, "for "+full, "over in "+full, "in the "+full+" repo", "in repo "+full,
		"at "+full, "for the "+full+" project", "in our "+full+" repo", "in the "+full+" codebase", "(repo "+full+")", "in "+owned+" repo",
		"in the "+r+" repo under "+o, "in github.com/"+full, "over at "+full, "in "+owned,
		"inside "+full, "on the "+full+" repository", "in "+owned+" project", "for "+owned+" repo", "in "+owned+" codebase")
	return argWords{text: text, lead: true, noun: "repository",
		ref:      st.vary("repo-ref", full, "the "+full+" repo", full, "repo "+full, full),
		placeRef: st.vary("repo-place", "", "", "", owned+" repo", "", "the "+r+" repo under "+o, "", full, "", owned+" repository", full)}
}

// shorthand is, now and then, the issue or pull request number of d that
// its repository's name can say as "acme/api#397", marked said in
// paired; nil for none or not this time.
func (st *funcState) shorthand(d *Data, paired map[string]bool) *Param {
	for i := range d.Set {
		p := &d.Set[i]
		switch p.Value.(type) {
		case json.Number, float64, int, int64:
		default:
			continue
		}
		if k := roleKind(*p); k != role.ID && k != role.Count || paired[p.Name] {
			continue
		}
		if n := nounOf(*p); n != "PR" && n != "issue" {
			continue
		}
		if st.intn(6) != 0 {
			return nil
		}
		paired[p.Name] = true
		return p
	}
	return nil
}

// verbOf is the verb of the intent of the tool being rendered ("" when
// none).
func (st *funcState) verbOf() string {
	if st.data == nil {
		return ""
	}
	return st.data.Tool.intent.Verb
}

// elementPrefix is an element parameter's name without its last word
// ("startElement", "startTarget" → "start"; "element", "ref" → ""): the
// description and the reference of one element share it.
func elementPrefix(name string) string {
	w := strings.Fields(strings.ToLower(Humanize(name)))
	if len(w) > 0 {
		w = w[:len(w)-1]
	}
	return strings.Join(w, " ")
}

// endPrep is "from" for a parameter naming where something starts, "to"
// for where it ends, else "".
func endPrep(hl string) string {
	switch {
	case strings.HasPrefix(hl, "start") || strings.HasPrefix(hl, "source") || strings.HasPrefix(hl, "from"):
		return "from"
	case strings.HasPrefix(hl, "end") || strings.HasPrefix(hl, "dest") || strings.HasPrefix(hl, "to "):
		return "to"
	}
	return ""
}

// boolDefault is a boolean parameter's schema default; ok is false when
// the schema gives none.
func boolDefault(p Param) (def, ok bool) {
	if p.facts != nil {
		f := p.facts.read(p)
		return f.boolDef, f.boolOK
	}
	var s struct {
		Default *bool `json:"default"`
	}
	if json.Unmarshal(p.schema, &s) == nil && s.Default != nil {
		return *s.Default, true
	}
	// "Default false." in the description says the same.
	if m := descDefault.FindStringSubmatch(p.Description); m != nil {
		return strings.EqualFold(m[1], "true"), true
	}
	return false, false
}

var descDefault = regexp.MustCompile(`(?i)\bdefaults?(?: to| is)?:?\s+(true|false)\b`)

// pval is a set string argument's value; ok is false for nil, unset or
// non-string arguments.
func pval(p *Param) (string, bool) {
	if p == nil {
		return "", false
	}
	s, ok := p.Value.(string)
	return s, ok && s != ""
}

// prepKeyWords says a short name under a key that is itself a
// preposition the way the key reads: to="Kennel 4" is "to Kennel 4",
// never `with the to "Kennel 4"`. ok is false for other keys, and for
// values of a role said its own way (a person, an email, a date).
func prepKeyWords(p Param) (argWords, bool) {
	h := strings.ToLower(strings.TrimSpace(p.Human))
	switch h {
	case "to", "into", "onto", "from", "via":
	default:
		return argWords{}, false
	}
	x, ok := p.Value.(string)
	if !ok || x == "" || len(x) > 40 || strings.ContainsAny(x, "\n\"") || !placeName.MatchString(x) {
		return argWords{}, false
	}
	return argWords{text: h + " " + x, lead: h == "to" || h == "into" || h == "onto"}, true
}

// placeName matches a numbered place or a proper name of two to four
// words ("Kennel 4", "Bay 12", "North Yard"); a code ("CHF") is a
// currency's or a unit's, said by its own role.
var placeName = regexp.MustCompile(`^[A-Z][A-Za-z]*(?: [A-Z0-9][A-Za-z0-9]*){1,3}$`)

// argPhrase phrases one set argument: a block a write passes led in
// the way people paste one (writeIntro).
func (st *funcState) argPhrase(p Param, in intent) argWords {
	if st.data != nil && saidByObject(p, in, st.data.Tool.Description) {
		return argWords{} // "a scheduled irrigation run": the object says mode=scheduled
	}
	if a, ok := st.valueOfObject(p, in); ok {
		return a
	}
	if a, ok := prepKeyWords(p); ok {
		return a
	}
	a := st.argPhraseOf(p, in)
	if a.block != "" && !strings.HasSuffix(a.intro, ":") && !strings.HasPrefix(a.block, "```json") &&
		!strings.Contains(" "+strings.ToLower(in.Object)+" ", " "+strings.ToLower(a.intro)+" ") {
		// (a JSON block may still be said in words, and "run this bit of
		// code:" points at a block its object names: both need the key)
		if intro := st.writeIntro(p, a.intro); intro != "" {
			a.intro = intro
		}
	}
	return a
}

// argPhraseOf phrases one set argument by its value's type.
func (st *funcState) argPhraseOf(p Param, in intent) argWords {
	switch x := p.Value.(type) {
	case string:
		if a, ok := st.repeatedConfirm(p, x, in); ok {
			return a // confirm_id repeating lot_id: "Yes, withdraw 2023.114.7."
		}
		if a, ok := slugPhrase(p, x); ok {
			return a // the role says a slug and what it names: "for the show tech-talk-daily"
		}
		return st.stringPhrase(p, x, in)
	case bool:
		if def, ok := boolDefault(p); ok && def == x {
			return argWords{} // nobody asks for a flag's default ("don't allow dangerous")
		}
		if st.flagSaidBySibling(p, x) {
			return argWords{}
		}
		if a, ok := st.confirmFlag(p, x); ok {
			return a // confirm=true: "Yes, I'm sure.", never "and confirm it"
		}
		return argWords{text: st.boolPhrase(p, x)}
	case json.Number, float64, int, int64:
		if a, ok := codeMeaningPhrase(p, numText(x)); ok {
			return a // assign_title_from=1: "use subject as title", never "an assign title from 1"
		}
		return st.numberPhrase(p, x, in)
	case []any:
		if t, typed, ok := richRuns(x); ok {
			return st.richTextPhrase(p, t, typed, in)
		}
		if line, ok := argvLine(p, x); ok {
			return st.stringPhrase(p, line, in)
		}
		return st.listPhrase(p, x)
	case map[string]any:
		// {"title":[{"text":{"content":"…"}}]}: one member holding rich
		// text is said as that member's text.
		if len(x) == 1 {
			for k, v := range x {
				if t, typed, ok := richRuns(v); ok {
					return st.richTextPhrase(Param{Name: k, Human: Humanize(k), Description: p.Description}, t, typed, in)
				}
			}
		}
		if a, ok := st.moneyObjectSaid(p, x); ok {
			return a // {"currency":"USD","value":395.46}: "for $395.46"
		}
		if a, ok := st.qtyObjectSaid(p, x); ok {
			return a // {"uom":"PL","value":2}: "for 2 pallets"
		}
		return st.grantInWords(p, x, st.objectPhrase(p, x))
	case nil:
		return st.nullPhrase(p, in)
	}
	return argWords{text: st.phrase(p)}
}

// lastWord is the last word of a key in words ("response bytes limit" →
// "limit"): naming a value by it never repeats a multi-word key.
func lastWord(h string) string {
	if w, ok := lastField(h); ok {
		return strings.ToLower(w)
	}
	return h
}

// speakable is the key in words when it is a single word ("labels"),
// else its last word: people name things by what they are.
func speakable(h string) string { return lastWord(h) }

// pastedPhrase says a string pasted rather than read as words: JSON, long
// text, code, SQL and thoughts as a block, a short JSON value as inline
// code; false for other strings.
func (st *funcState) pastedPhrase(p Param, x string, k role.Kind, hl string) (argWords, bool) {
	if looksJSON(x) && mainTexts[hl] {
		// a file's whole content that is JSON is pasted as a block, not
		// glued into the sentence ("with the content `{…}` and on branch x")
		return st.blockPhrase(p, x), true
	}
	if looksJSON(x) && k != role.Code && k != role.SQL && k != role.JSON && len(x) <= 100 {
		// {"status":"archived"} is pasted as code, never read as words ("at path {…}")
		return argWords{text: st.turn("with the "+hl+" `"+x+"`", "setting "+hl+" to `"+x+"`")}, true
	}
	if (isLong(x) && !longIdent(k, x)) || looksJSON(x) || k == role.Code || k == role.SQL || k == role.JSON || k == role.Thought {
		return st.blockPhrase(p, x), true
	}
	return argWords{}, false
}

// proseChoice tells whether x is one of the lower-case words or
// snake_case words the description lists as the values p takes ("Valid
// sectors are "village", "north_face" …"): a choice said as one ("in the
// north face sector"), never a name in quotes (`with the sector
// "north_face"`).
func proseChoice(p Param, x string) bool {
	if !slugWord.MatchString(x) {
		return false
	}
	if p.Role.ValuesFromProse && slices.Contains(p.Role.Values, x) {
		return true
	}
	// "Valid sectors are "village", "north_face", "glacier" and
	// "backside"": three quoted slugs or more, x among them
	quoted := quotedSlug.FindAllStringSubmatch(p.Description, -1)
	if len(quoted) < 3 || !strings.Contains(p.Description, " and ") && !strings.Contains(p.Description, " or ") {
		return false
	}
	for _, q := range quoted {
		if q[1] == x {
			return true
		}
	}
	return false
}

// slugWord matches a lower-case word or snake_case words ("glacier",
// "north_face"), the shape of a choice's value.
var slugWord = regexp.MustCompile(`^[a-z][a-z0-9]*(?:[_-][a-z0-9]+)*$`)

// quotedSlug matches a slug in double quotes in a description: one value;
// a listed set of values holds several.
var quotedSlug = regexp.MustCompile(`"([a-z][a-z0-9]*(?:[_-][a-z0-9]+)*)"`)

// stringPhrase phrases a string value by its role.
func (st *funcState) stringPhrase(p Param, x string, in intent) argWords {
	k := roleKind(p)
	hl := strings.ToLower(p.Human)
	noun := nounOf(p)
	if p.Enum && schemaDefault(p) == x {
		return argWords{} // a required choice at its schema default goes without saying
	}
	if a, ok := st.settingOrFields(p, x, in); ok {
		return a
	}
	if a, ok := st.newTextPhrase(p, x, in); ok {
		return a
	}
	if p.Enum || k == role.Enum || k == role.SortOrder || k == role.Status {
		return st.choicePhrase(p, capsChoice(p, x), hl, in) // chartType=AREA: "an area chart"
	}
	if (k == role.Unknown || k == role.Word) && proseChoice(p, x) && hl != "" {
		// sector=north_face of "Valid sectors are …": "for the north
		// face sector", never `with the sector "north_face"`
		w := opSpaces.Replace(x)
		return argWords{text: st.turn("for the "+w+" "+hl, "with the "+hl+" set to "+w)}
	}
	if a, ok := st.pastedPhrase(p, x, k, hl); ok {
		return a
	}
	if k != role.URL && isLong(x) && urlShaped(x) && !strings.ContainsAny(x, " \t\n") {
		return st.urlWords(x, in) // a link of a text-like key: the thing acted on
	}
	q := quoteOnce(x)
	if strings.HasPrefix(hl, "new ") && k != role.Text {
		return st.newNamePhrase(p, x, q)
	}
	if a, ok := st.partPhrase(p, x, k, hl, noun, in); ok {
		return a
	}
	if a, ok := st.compactClock(p, x); ok {
		return a
	}
	if a, ok := st.whoPhrase(x, k, hl, in); ok {
		return a
	}
	switch k {
	case role.ID, role.Channel, role.MessageTS:
		if n := standardNoun(p.Role); n != "" {
			noun = n
		}
		return st.idArg(p, k, x, hl, noun, in)
	case role.Cursor:
		return argWords{text: st.turn("starting from cursor "+x, "continuing from cursor "+x, "after cursor "+x, "picking up at cursor "+x, "from cursor "+x+" onward", "using cursor "+x)}
	case role.Query, role.Question:
		return st.queryPhrase(q, in)
	case role.Title:
		return st.titlePhrase(hl, q, in)
	case role.Text:
		if strings.Contains(hl, "gone") || strings.Contains(hl, "disappear") {
			return argWords{text: st.turn("until "+q+" is gone", "until "+q+" disappears"), lead: true}
		}
		if strings.HasPrefix(hl, "prompt ") && utf8.RuneCountInString(x) <= 60 {
			// "promptText": what a prompt dialog is answered with.
			return argWords{text: st.turn("typing "+q+" into the prompt", "entering "+q+" at the prompt")}
		}
		if utf8.RuneCountInString(x) <= 60 {
			if namedText(hl) {
				return st.namedTextPhrase(hl, x, q, in.Object)
			}
			return st.writtenText("text", q)
		}
		return st.blockPhrase(p, x)
	case role.CommitMessage:
		return argWords{text: st.turn("with the commit message "+q, "with commit message "+q, "with the message "+q),
			alone: st.turn("Use "+q+" as the commit message.", "Commit message: "+q+".", "For the commit message, use "+q+".",
				"The commit message should be "+q+".", "The commit message is: "+q), own: sentenceLike(q)}
	case role.Branch:
		return st.branchPhrase(x, hl, in)
	case role.CommitSHA:
		return st.shaPhrase(p, x)
	case role.FilePath:
		return argWords{text: st.turn("at "+x, "for "+x, "on "+x, "for the file "+x, "at path "+x), lead: true, noun: "file", ref: x}
	case role.FileName:
		return st.fileNamePhrase(p, x)
	case role.RepoName:
		return st.repoNamePhrase(x, in)
	case role.DirPath:
		return argWords{text: "in " + x, lead: true, noun: "directory", ref: x}
	case role.URL:
		return st.urlWords(x, in)
	case role.Email:
		if strings.HasPrefix(hl, "from ") || strings.Contains(hl, "sender") || strings.Contains(hl, "requester") {
			// from_email: who the act is done as ("add a note as
			// ana@x.io"), never "add a note to incident 5 to ana@x.io"
			return argWords{text: requesterLead(hl) + x, lead: !strings.Contains(hl, "requester")}
		}
		if strings.Contains(hl, "assign") || strings.Contains(hl, "owner") {
			return st.actorOnce(st.turn("assigned to ", "for "), x)
		}
		if v := firstWord(in.Verb); v == "share" || v == "invite" {
			return argWords{text: "with " + x, lead: true} // share a file with a person
		}
		return argWords{text: st.emailPrep(in, hl) + x, lead: true}
	case role.Language:
		return st.languageWords(p, x, in)
	case role.Currency:
		return st.currencyPhrase(p, x)
	case role.Organisation:
		return st.orgWords(x, lastWord(hl), hl)
	case role.Database:
		return st.databasePhrase(x, in)
	case role.Collection:
		return st.collectionPhrase(x, in, containerNoun(p))
	case role.Emoji:
		return argWords{text: st.turn("a :"+x+": reaction", "the "+x+" emoji", ":"+x+":"), noun: "emoji", ref: ":" + x + ":"}
	case role.Address, role.Place, role.City, role.Country, role.Region:
		return st.placePhrase(p, x)
	case role.Date, role.DateTime:
		return argWords{text: st.datePhrase(p, x)}
	}
	return st.machinePhrase(p, x, k, hl, noun)
}

// whoPhrase says a person, a domain or a colour by what the call does
// with it, and a time of day that starts or ends something by when
// ("starting at 13:45", never `of start "13:45"`); ok is false for other
// kinds.
func (st *funcState) whoPhrase(x string, k role.Kind, hl string, in intent) (argWords, bool) {
	if a, ok := st.clockBound(hl, x); ok {
		return a, true
	}
	if (k == role.ID || k == role.Ident || k == role.Code) && len(strings.Fields(hl)) <= 3 && role.ByAgent(hl) && !strings.Contains(hl, "assign") {
		// bookedBy described "Booking member's number.": "booked by
		// 18608", never "book court 7 on booked by 18608"
		return argWords{text: hl + " " + x}, true
	}
	switch k {
	case role.Username, role.Person:
		if len(strings.Fields(hl)) <= 3 && role.ByAgent(hl) && !strings.Contains(hl, "assign") {
			// recorded_by=ZK: "recorded by ZK", never "for user ZK";
			// signed_off_by: "signed off by Freya Brown", never "sign off
			// defect 16375 for Freya Brown"
			return argWords{text: hl + " " + x}, true
		}
		if strings.Contains(hl, "assign") {
			if !in.Read {
				return argWords{text: "and assign it to " + x, alone: st.turn("Assign it to "+x+".", "It should go to "+x+".", x+" should take it.")}, true
			}
			return st.actorOnce("assigned to ", x), true
		}
		if a, ok := personActedOn(x, hl, in); ok {
			return a, true // "remove member 68c5… from card C", never "remove a member … for user 68c5…"
		}
		if a, ok := st.workerNamed(x, hl, in); ok {
			return a, true
		}
		if a, ok := st.personNamed(x, k, hl, in); ok {
			return a, true // "for Priya Larsen", never "for @Priya Larsen"
		}
		if in.Read {
			return argWords{text: st.turn("for "+x, "for @"+x, "for user "+x, "about "+x), lead: true, noun: "user", ref: x}, true
		}
		// "add a comment about emma-novak" says what the comment is about
		return argWords{text: st.turn("for "+x, "for @"+x, "for user "+x), lead: true, noun: "user", ref: x}, true
	case role.Domain:
		if v := firstWord(in.Verb); v == "share" || v == "grant" || v == "invite" || v == "give" {
			// share with a domain: everyone in it
			return argWords{text: st.turn("with everyone at "+x, "with the whole "+x+" domain", "with anyone at "+x)}, true
		}
		return argWords{text: st.turn("for "+x, "on "+x, "for the "+x+" domain"), lead: true, noun: "domain", ref: x}, true
	case role.LastName, role.FirstName:
		return st.personNamePart(x, k, hl), true
	case role.Color:
		// "folderColorRgb": "colored #6e74dd", never "with the folder
		// color rgb …"
		return argWords{text: st.turn("colored "+x, "in "+x, "with the color "+x)}, true
	}
	return st.attachString(x, k, hl) // a phone, a time zone
}

// partPhrase says an id or a person by the part it plays (parentPhrase,
// actorPhrase, a page before or after an id the description names); ok
// is false for other values.
func (st *funcState) partPhrase(p Param, x string, k role.Kind, hl, noun string, in intent) (argWords, bool) {
	if k == role.ID && (noun == "parent" || strings.HasPrefix(hl, "parent ")) {
		if a, ok := st.parentPhrase(p, x, in); ok {
			return a, true
		}
	}
	if k == role.ID || roleIsPerson(k) {
		if a, ok := st.actorPhrase(p, x, in); ok {
			return a, true
		}
	}
	if k == role.ID && (prepositions[hl] || hl == "before" || hl == "since") {
		if m := idOfWhat.FindStringSubmatch(p.Description); m != nil {
			// "Get messages before this message ID": "before message 3324…"
			return argWords{text: hl + " " + strings.ToLower(m[1]) + " " + x}, true
		}
	}
	return argWords{}, false
}

// choicePhrase phrases an enum value with what the intent makes of it:
// the verb itself, a kind of the object, the state an update sets, else
// the value by its meaning (enumPhrase).
func (st *funcState) choicePhrase(p Param, x, hl string, in intent) argWords {
	if a, ok := st.polarWords(p, []string{x}); ok && (p.Enum || roleKind(p) == role.Enum) {
		return a // exclude_allergen=milk: "without milk", never "with the milk allergen"
	}
	if a, ok := quantChoice(x, hl); ok {
		return a // boat=both: "for both boats", never "for a both boat"
	}
	if a, ok := st.kindOfObject(p, x, hl, in); ok {
		return a // type=hot_yoga on "add a class": "add a hot yoga class"
	}
	if l := lastWord(hl); (l == "type" || l == "kind") && kindValue(x, in) {
		// type=search on "drop an index": "the search index".
		head := objectNoun(in)
		x := spokenEnum(x)
		if a, ok := otherTypeOf(x, hl, head, p.Description, in); ok {
			return a
		}
		if xl := strings.ToLower(x); st.data != nil && isWord(xl) && st.data.Tool.names(Plural(xl)) {
			// "Search for tracks, albums, artists, or playlists" with
			// type=playlist: the value is the thing itself ("playlists
			// matching …"), never "the playlist track"
			ref := Plural(xl)
			if !pluralNoun(lastWord(strings.ToLower(in.Object))) {
				ref = fixArticle("a " + xl)
			}
			return argWords{text: "(" + Plural(xl) + ")", noun: head, ref: ref}
		}
		ref := "the " + x + " " + head
		if in.Read && lastWord(strings.ToLower(in.Object)) == Plural(head) && head != Plural(head) {
			// "List tickets" with typ=carriage: "the carriage tickets",
			// never "the carriage ticket" of a list
			ref = "the " + x + " " + Plural(head)
		}
		if strings.HasSuffix(strings.ToLower(x), head) {
			ref = "the " + x // bike_type=ebike: "the ebike", never "the ebike bike"
		}
		if x != p.Value.(string) && pluralNoun(lastWord(x)) {
			ref = "the " + x // startupWarnings: "the startup warnings", not "the startup warnings event"
		}
		if v := strings.Fields(in.Verb)[0]; v == "create" || v == "add" || v == "make" {
			ref = fixArticle("a " + x + " " + head)
		}
		if strings.EqualFold(x, "other") {
			// reactionType=other: "a reaction of some other kind", never
			// "the other reaction" (which points at one already named)
			ref = fixArticle("a "+head) + " of some other kind"
			return argWords{text: "of some other kind", noun: head, ref: ref}
		}
		if endsOnNoun(x, head) {
			return argWords{text: "(" + fixArticle("a "+x) + ")", noun: head, ref: ref}
		}
		return argWords{text: "(" + fixArticle("a "+x+" "+head) + ")", noun: head, ref: ref}
	}
	if l := lastWord(hl); (l == "role" || l == "access") && !strings.ContainsAny(x, " /") && !in.Read {
		// share … role=commenter: "as a commenter", "with commenter
		// access", never "using the commenter role"
		w := spokenEnum(x)
		if l != "access" && !accessRoles[strings.ToLower(w)] {
			// role=plaintiff: a part a person plays, never "giving
			// plaintiff access"
			return argWords{text: "as " + article(w)}
		}
		return argWords{text: st.turn("as "+article(w), "with "+w+" access", "giving "+w+" access")}
	}
	if in.Fixed && (strings.EqualFold(x, in.Verb) || strings.EqualFold(Humanize(x), in.Verb) || strings.HasSuffix(in.Verb, " "+strings.ToLower(x)) ||
		strings.HasPrefix(in.Verb, strings.ToLower(Humanize(x))+" ")) || x == "new" && strings.HasPrefix(in.Object, "a new ") {
		return argWords{} // the verb says it: "close a browser tab"
	}
	if s, ok := st.mouseButtonWords(p, x); ok {
		return argWords{text: s}
	}
	if st.namesSetSibling(p, x) {
		// type=update_content beside an update_content object: the
		// object's own words say the act ("replacing … with …")
		return argWords{}
	}
	if l := lastWord(hl); (l == "state" || l == "status" || p.Role.Kind == role.Status && p.Role.Names != "") && !in.Read && in.Object != "" {
		// (a stateName is a state by its role: "set it to In Review", not
		// "with the In Review name")
		if v := stateAct(x); v != "" && changes(in) {
			// state=closed on an update: "close issue 441", said by the
			// verb (onlyAct), not "and set it to closed"
			return argWords{text: "and " + v + " it"}
		}
		// update_issue state=closed: what the thing becomes, not a filter,
		// in words (status=in_design: "and mark it in design", never
		// "in_design")
		w := spokenEnum(x)
		if f := strings.Fields(w); len(f) > 1 && (prepositions[f[0]] || f[0] == "out") {
			// status=in_transit: where the thing is, "and mark it in
			// transit", never "setting it to in transit"
			return argWords{text: "and mark it " + w}
		}
		return argWords{text: st.turn("and mark it "+w, "setting it to "+w, "and set it to "+w)}
	}
	if a, ok := st.typesPhrase(x, hl, in); ok {
		return a // event_types=cruising: "for cruising events"
	}
	t := st.enumPhrase(p, x)
	if l := lastWord(hl); (l == "color" || l == "colour") && !in.Read && strings.HasPrefix(t, "in ") {
		return argWords{text: t, alone: "Make it " + strings.TrimPrefix(t, "in ") + ".", own: true} // never "update tag 7 in teal"
	}
	if a := choiceAlone(t, hl); a != "" {
		return argWords{text: t, alone: a} // "The frequency is SID."
	}
	return argWords{text: t}
}

// machinePhrase phrases the strings a program reads (patterns, keys,
// selectors, connection strings, identifiers), and any other string by
// what its key names.
func (st *funcState) machinePhrase(p Param, x string, k role.Kind, hl, noun string) argWords {
	q := quoteStr(x)
	if a, ok := st.machineKindPhrase(p, x, k, hl, noun, q); ok {
		return a
	}
	if accessNouns[hl] && x != "" && !strings.ContainsAny(x, " \"'@`") {
		// "session": what the call goes through, said as a connection is
		// ("via prod-77", "on my prod-77 session"), not "with the session
		// \"prod-77\"".
		return st.idPhrase(role.ID, x, hl, hl)
	}
	if a, ok := slugWords(x, hl, noun); ok {
		return a
	}
	if noun != "" && noun != hl && !strings.Contains(noun, " ") {
		if st.data != nil && bareOf(st.data.Tool.intent.Object, noun) {
			// check_stock + drug_name: "check the stock of "Advil"",
			// never "the stock drug "Advil"", the name glued to an
			// object it does not name (the object, when it names the
			// drug, takes the ref in its place instead)
			return argWords{text: "of " + q, lead: true, noun: noun, ref: noun + " " + q}
		}
		return argWords{text: noun + " " + q, lead: true, noun: noun, ref: noun + " " + q}
	}
	if hl == "value" || hl == "text" || hl == "input" || hl == "option" {
		// fill "#email" with "ana@example.com": the value needs no name;
		// a value that is chosen is chosen.
		if v := strings.Fields(st.verbOf() + " x")[0]; v == "select" || v == "choose" || v == "pick" {
			return argWords{text: st.turn("choosing "+q, "picking "+q)}
		}
		// "fill in the Name field with \"Ana\"": the value joins the
		// clause, no comma before it
		return argWords{text: "with " + q, lead: true}
	}
	if clockTime.MatchString(x) {
		if a, ok := st.stringSpoken(hl, x); ok {
			return a // time=16:00: "at 16:00", never `with the time "16:00"`
		}
	}
	if plainValue(x) && !strings.Contains(" "+strings.ToLower(x)+" ", " "+lastWord(hl)+" ") {
		q = x // breed=Labrador: "breed Labrador", never `breed "Labrador"`; zone "Zone E" keeps its quotes
	}
	if a, ok := streetByName(hl, x); ok {
		return a // street="45 George Street": "at 45 George Street"
	}
	if a, ok := placeByName(hl, x); ok {
		return a // gallery="Riverside Gallery": "at the Riverside Gallery"
	}
	if a, ok := prepKeyed(hl, x); ok {
		return a // arrived_on=PFN-0715: "that arrived on PFN-0715"
	}
	if !strings.Contains(hl, " ") {
		// (never a bare `tag "p2"` after a comma, which reads as a form's
		// field: "list saved feeds, tag "climate"")
		return argWords{text: st.turn("with "+hl+" "+q, "with the "+hl+" "+q), noun: hl, ref: hl + " " + q}
	}
	if hw := strings.Fields(hl); len(hw) == 2 && st.data != nil && hw[0] == objectNoun(st.data.Tool.intent) && isWord(hw[1]) {
		// product_type on "list products": the object says whose type it
		// is ("with type "Apparel"", never "with the product type …")
		return argWords{text: st.turn("with "+hw[1]+" "+q, "of "+hw[1]+" "+q)}
	}
	if hw := strings.Fields(hl); len(hw) > 1 && (prepositions[hw[0]] || hw[0] == "until" || hw[0] == "since") {
		// to_version=3.15.6: "to version 3.15.6", never "with to version
		// set to …"
		return argWords{text: hl + " " + quoteOnce(x)}
	}
	if hw := strings.Fields(hl); len(hw) > 1 && hw[len(hw)-1] == "filter" {
		// spaces_filter=DEV,OPS: "only in spaces DEV,OPS", never "with the
		// spaces filter …"
		what := strings.Join(hw[:len(hw)-1], " ")
		return argWords{text: st.turn("only in "+what+" "+q, "limited to "+what+" "+q, "filtered to "+what+" "+q)}
	}
	if a, ok := st.stringSpoken(hl, x); ok {
		return a // venue_zip=28015: "in 28015", never "with venue zip set to …"
	}
	if a, ok := st.byOrVersion(hl, x); ok {
		return a // reported_by: "reported by Laura Johnson", never "with reported by set to …"
	}
	if sentenceLike(q) {
		return writtenSetting(st, hl, q) // a text written out is not a setting: never "special requests set to \"Two of us; …\""
	}
	hl = wholeWordsNoun(hl) // aircraft_reg: "with the aircraft registration G-IWQK", never "aircraft reg"
	if hw := strings.Fields(hl); !st.settingTool() && len(hw) > 0 && !prepositions[hw[len(hw)-1]] {
		// a value given to a thing being made or booked is no setting
		// changed: "with the payment token …", never "with payment
		// token set to …"
		if codeLike(x) && strings.ContainsAny(x, "0123456789") && strings.IndexFunc(x, unicode.IsLetter) >= 0 {
			// ear_tag=UK704512600187: a code names the thing the
			// request is about, "for ear tag UK704512600187", never
			// "giving the ear tag as …" (a text a person gives)
			return argWords{text: st.turn("with the "+hl+" "+q, "with "+hl+" "+q, "for "+hl+" "+x)}
		}
		return argWords{text: st.turn("with the "+hl+" "+q, "with "+hl+" "+q, "giving the "+hl+" as "+q)}
	}
	// "reducedMotion": a setting, said as one ("with reduced motion set to
	// \"reduce\""), not by a last word that means nothing alone ("motion").
	return argWords{text: st.turn("with "+hl+" set to "+q, "setting "+hl+" to "+q, "with the "+hl+" "+q)}
}

// settingTool tells whether the tool changes what is set on a thing (its
// verb is one of setVerbs: update, edit, configure ...), so a value it
// passes is said as a setting ("with the date set to …"); a tool that
// makes, books or pays passes a value, not a setting. With no tool
// known, it is taken as one.
func (st *funcState) settingTool() bool {
	if st.data == nil || !st.data.Tool.intent.OK {
		return true
	}
	v := firstWord(st.data.Tool.intent.Verb)
	return setVerbs[v] || v == "patch" || v == "toggle" || v == "switch" || v == "turn" || v == "enable" || v == "disable"
}

// machineKindPhrase says a value of a machine kind (a glob or regex, a
// storage key, an element of a page, a key press, a connection string, an
// identifier) as people refer to it; ok is false for other kinds.
func (st *funcState) machineKindPhrase(p Param, x string, k role.Kind, hl, noun, q string) (argWords, bool) {
	switch k {
	case role.Glob, role.Regex:
		match := "that match "
		if st.data != nil {
			if o := lastWord(strings.ToLower(st.data.Tool.intent.Object)); !strings.HasSuffix(o, "s") || strings.HasSuffix(o, "ss") {
				match = "for anything that matches " // "the page text that match …" does not agree
			}
		}
		return argWords{text: st.turn("matching "+q, "for anything matching "+q, match+q, "like "+q), lead: true, noun: "pattern", ref: q}, true
	case role.Key:
		if hw := strings.Fields(hl); len(hw) == 2 && hw[1] == "key" && isWord(hw[0]) && !secretKeys[hw[0]] && !strings.ContainsAny(x, ":/ ") {
			// space_key=TEAM: the key names a space, "in space TEAM",
			// never "make key "TEAM""
			return argWords{text: st.turn("in "+hw[0]+" "+x, "in the "+x+" "+hw[0]), lead: true, noun: hw[0], ref: hw[0] + " " + x}, true
		}
		return argWords{text: st.turn("at key "+q, "for key "+q, "under key "+q, "stored at "+q, "for "+q, "under "+q), lead: true,
			noun: "key", ref: st.turn("key "+q, q, "the "+q+" key")}, true
	case role.Selector, role.ElementRef, role.ElementDesc:
		ref := q
		if k == role.ElementDesc && !strings.ContainsAny(x, "#.[]=>:") {
			ref = "the " + x
		} else if k != role.ElementDesc && snapshotRef.MatchString(x) {
			// "the Sign in button (e107)": a person names the element
			// they see and gives its ref beside the name
			ref = st.elementRef(st.elementName(hl), x)
		} else if w := selectorWords(x); w != "" && !strings.ContainsRune(x, '`') {
			ref = "the " + w + " (`" + x + "`)" // the Size dropdown (`select[name="size"]`)
		} else if strings.ContainsAny(x, "\"[]") && !strings.ContainsRune(x, '`') {
			ref = "`" + x + "`" // quotes never nest: select[name="size"]
		}
		switch {
		case strings.HasPrefix(hl, "start") || strings.HasPrefix(hl, "source") || strings.HasPrefix(hl, "from"):
			return argWords{text: "from " + ref, lead: true}, true
		case strings.HasPrefix(hl, "end") || strings.HasPrefix(hl, "dest") || strings.HasPrefix(hl, "to "):
			return argWords{text: "to " + ref, lead: true}, true
		}
		in := intent{}
		if st.data != nil {
			in = st.data.Tool.intent
		}
		return st.elementWords(in, ref), true
	case role.KeyPress:
		if utf8.RuneCountInString(x) == 1 {
			// "hit a" reads as a typo: one character is key "a".
			return argWords{text: "key " + q, lead: true, noun: "key", ref: "key " + q}, true
		}
		return argWords{text: st.turn(x, "the "+x+" key"), lead: true, noun: "key", ref: x}, true
	case role.ConnString:
		return argWords{text: st.turn("using "+x, "with "+x), lead: true}, true
	case role.Ident:
		if a, ok := st.namedScope(p, x, hl); ok {
			return a, true
		}
		return argWords{text: st.vary("ident", "called "+q, "named "+q, "called "+q, "named "+q), lead: true, noun: noun, ref: q}, true
	}
	return argWords{}, false
}

// secretKeys are first words of a "… key" parameter that is a
// credential or a storage key, not the short name of a container.
var secretKeys = map[string]bool{"api": true, "access": true, "secret": true, "private": true, "public": true, "idempotency": true,
	"sort": true, "partition": true, "cache": true, "redis": true, "object": true, "license": true, "encryption": true}

// changesWhat matches a setting's description naming what it changes
// ("Changes the CSS media type of the page").
var changesWhat = regexp.MustCompile(`^(?:Changes|Sets|Overrides|Emulates) the ([\w -]+?) (?:of|for|on) `)

// snapshotRef matches a page snapshot's element reference ("e107",
// "f2e15", "s1e3"): a handle, said as "element e107".
var snapshotRef = regexp.MustCompile(`^[a-z]{1,2}\d+(?:[a-z]\d+)?$`)

// namedText tells whether a free-text key names what the text is (a
// description, a summary, a reason): "with the description …", not a
// repository "that says …".
func namedText(hl string) bool {
	if strings.Contains(hl, " ") {
		return false
	}
	switch hl {
	case "text", "message", "body", "content", "comment", "value", "input", "msg", "prompt":
		return false
	}
	return true
}

// looksJSON tells whether a string value is a JSON object or array, with
// no backtick to break a code span.
func looksJSON(x string) bool {
	t := strings.TrimSpace(x)
	return len(t) > 1 && (t[0] == '{' || t[0] == '[') && !strings.ContainsRune(t, '`') && json.Valid([]byte(t))
}

// idPhrase says an identifier by what it names ("issue 43", "channel
// C01", "message 1712…", "via connection 42", "after 5c…").
func (st *funcState) idPhrase(k role.Kind, x, hl, noun string) argWords {
	if noun == "" || noun == hl && (hl == "id" || hl == "ts") {
		noun = "item"
	}
	if k == role.MessageTS && !strings.Contains(noun, "thread") {
		noun = "message"
	}
	if prepositions[hl] || hl == "before" || hl == "since" {
		// "after": where a new thing goes ("after block 5c…").
		return argWords{text: hl + " " + x}
	}
	if a, ok := sidePhrase(noun, x); ok {
		return a
	}
	ref := noun + " " + x
	prep := st.idPrep(noun)
	switch {
	case accessNouns[noun]:
		// "connection c1" as people say it: on it, via the c1 connection, in
		// brackets after the request, not always "<prep> connection c1".
		if st.renames() {
			// "rename a table over connection c1 to t2" reads as the
			// connection renamed: a connection before "to …" is set
			// apart in brackets
			return argWords{text: "(" + noun + " " + x + ")", lead: true, noun: noun, ref: ref, alone: st.accessAlone(noun, x)}
		}
		return argWords{text: st.accessText(noun, x), lead: true, noun: noun, ref: ref, alone: st.accessAlone(noun, x), through: true}
	case k == role.Channel:
		prep = st.turn("in ", "on ", "over in ", "for ")
		// "in the C0123 channel", "in channel C0123": taken in turn. Not
		// a bare "in C0123": a request after it on the same channel
		// refers back to a value led by its noun ("that channel").
		ref = st.vary("channel", ref, "the "+x+" "+noun, "the "+ref, ref, "the "+x+" "+noun)
	case k == role.MessageTS:
		prep = st.turn("on ", "for ")
		ref = st.vary("message", ref, ref, "the "+x+" "+noun, ref, "the "+noun+" at "+x)
	case st.chosen != "" && !additive(intent{Verb: st.chosen}):
		prep = st.turn("from ", "in ", "on ") // "remove role 5 from guild 7"
	case st.data != nil && additive(st.data.Tool.intent):
		if p, ok := st.madeIDPrep(st.data.Tool.intent, noun); ok {
			prep = p // "create a shipment using quote qt_6T…", not "to quote"
			break
		}
		prep = st.turn("to ", "on ") // "append children to block 5c…"
	case st.data != nil:
		if m := childNoun.FindStringSubmatch(st.data.Tool.intent.Object); m != nil && strings.EqualFold(m[1], noun) {
			// "block children" read: what is inside the block, as people
			// say it, not the API's "children of block 5c…"
			kids := Plural(strings.ToLower(m[1]))
			return argWords{text: prep + ref, lead: true, noun: "children", ref: st.vary("children", "what's inside "+ref,
				"the "+kids+" under "+ref, "everything under "+ref, "the "+kids+" inside "+ref, "what's nested under "+ref,
				"the contents of "+ref)}
		}
	}
	if r, ok := st.handleRef(noun, x); ok {
		ref = r // "the property with id Rm2d", "the title property"
	}
	if p, ok := st.extraPrep(noun); ok {
		prep = p // "Withdraw a student from a course": "from course code 82592"
	}
	if st.data != nil && idIsObject(st.data.Tool.intent) {
		return argWords{text: ref, lead: true, noun: noun, ref: ref} // "get item 54903", never "get on item 54903"
	}
	return argWords{text: personPrep(prep, noun) + ref, lead: true, noun: noun, ref: ref}
}

// idIsObject tells whether an act read from a description of its verb
// alone ("Get", "Cancel") takes the thing an id names as its object: no
// object or place was read, and the verb is one done to a thing. The id
// is then said right after the verb ("cancel number 961"), never placed
// with a preposition as if beside an object ("cancel on number 961").
func idIsObject(in intent) bool {
	return in.Object == "" && in.Extra == "" && bareThingVerbs[in.Verb]
}

// bareThingVerbs are acts done to a thing, which an id can follow as
// their object.
var bareThingVerbs = map[string]bool{"get": true, "fetch": true, "show": true, "view": true, "read": true,
	"cancel": true, "delete": true, "remove": true, "archive": true, "restore": true, "close": true, "reopen": true,
	"approve": true, "reject": true, "update": true, "edit": true, "void": true, "refund": true, "describe": true}

// personPrep is prep for the id of a person (a voter, an employee, a
// patient): what is done is done for them, never "on" them ("submit an
// application for voter MC7…", not "on voter MC7…").
func personPrep(prep, noun string) string {
	if w := lastWord(strings.ToLower(noun)); prep == "on " && (partyNouns[w] || role.PersonNoun(w)) && !crewNouns[w] {
		return "for "
	}
	return prep
}

// crewNouns name a group of people, whose members are "on" it ("email
// the members on crew 16005"), for personPrep.
var crewNouns = map[string]bool{"crew": true, "team": true, "squad": true, "band": true, "household": true, "family": true}

// queryPhrase says a search query: "for …" after a search, "matching …"
// after "search for users".
func (st *funcState) queryPhrase(q string, in intent) argWords {
	if a, ok := st.namedQuery(q, in); ok {
		return a // "look up the student named Noah Oliveira"
	}
	if h := objectNoun(in); placeHeads[h] && spokenPlaceQuery(q) {
		// "find places matching "museums in Toronto"" is a form; a person
		// asks for the things themselves: "find museums in Toronto"
		x := strings.Trim(q, `"`)
		return argWords{text: "like " + x, lead: true, noun: lastWord(strings.ToLower(in.Object)), ref: x}
	}
	if h := objectNoun(in); in.Object != "" && (h == "search" || h == "query" || h == "lookup") {
		// "do a web search for …", never "do a web search matching …"
		return argWords{text: st.turn("for "+q, "for "+q, "on "+q, "about "+q), lead: true}
	}
	if v := strings.Fields(in.Verb + " x")[0]; in.Object == "" || v == "search" || v == "find" || v == "look" {
		// "search for …", never "search matching …" or "find places about …"
		if in.Object == "" {
			if queryAsObject(in.Verb) {
				// "look up "Ada Byron"": the query is what is looked
				// up, never "look up for …", which only "search" takes
				return argWords{text: q, lead: true}
			}
			return argWords{text: "for " + q, lead: true}
		}
		if strings.HasSuffix(in.Verb, " for") {
			// "search for users matching …", not "search for users for …"
			if o := strings.ToLower(in.Object); strings.HasSuffix(o, "s") && !strings.HasSuffix(o, "ss") {
				return argWords{text: st.turn("matching "+q, "matching "+q, "that match "+q), lead: true}
			}
			if searchSyntax.MatchString(q) || matchedNouns[lastWord(strings.ToLower(in.Object))] {
				// "search for code matching "TODO extension:py"": a query
				// in a search syntax, or text the search matches, is
				// matched, never "code on …" or "code about …"
				return argWords{text: st.turn("matching "+q, "that matches "+q), lead: true}
			}
			// "search for information about …", not "information matching …"
			return argWords{text: st.turn("about "+q, "on "+q), lead: true}
		}
		if o := strings.ToLower(in.Object); strings.HasSuffix(o, "s") && !strings.HasSuffix(o, "ss") {
			return argWords{text: st.turn("for "+q, "for "+q, "matching "+q, "that match "+q), lead: true}
		}
		if v == "search" {
			// "search the snapshot for …": the object is where to look.
			return argWords{text: st.turn("for "+q, "for anything matching "+q), lead: true}
		}
		// "find information matching …" reads as a form; "about" as a person.
		return argWords{text: st.turn("for "+q, "for "+q, "about "+q), lead: true}
	}
	if o := strings.ToLower(in.Object); strings.HasSuffix(o, "s") && !strings.HasSuffix(o, "ss") {
		return argWords{text: st.turn("for "+q, "for "+q, "about "+q, "matching "+q, "on "+q), lead: true}
	}
	return argWords{text: st.turn("for "+q, "for "+q, "about "+q, "on "+q), lead: true}
}

// queryAsObject reports whether an act with no object of its own takes a
// query as its direct object ("look up "Ada Byron"", "find "late fees"")
// rather than after "for" as "search" does.
func queryAsObject(verb string) bool {
	switch verb {
	case "look up", "find", "get", "fetch", "pull up", "resolve", "identify":
		return true
	}
	return false
}

var (
	// searchSyntax is a query in a search syntax: a qualifier and its
	// value ("extension:py", "label:bug", "is:open").
	searchSyntax = regexp.MustCompile(`(?:^|[\s"(])[a-z_]+:[^\s/]`)
	// matchedNouns are what a search matches as text, not a topic it is
	// about: "code matching …", never "code about …".
	matchedNouns = map[string]bool{"code": true, "text": true, "content": true, "source": true, "snippets": true, "lines": true}
)

// newNamePhrase says what a thing becomes ("newName"): "to reviews_v2",
// quoted when the name has spaces or commas.
func (st *funcState) newNamePhrase(p Param, x, q string) argWords {
	if a, ok := st.newDatePhrase(p, x); ok {
		return a // newStartTime: a new date, not a new name
	}
	if a, ok := newIDPhrase(strings.ToLower(p.Human), x); ok {
		return a
	}
	if clockTime.MatchString(x) {
		return argWords{text: "to " + x, lead: true} // newTime: "to 18:30", never "so it's called 18:30"
	}
	v := x
	if strings.ContainsAny(x, " ,") {
		v = q
	}
	return argWords{text: st.turn("to "+v, "so it's called "+v, "to "+v), lead: true}
}

// fileNamePhrase says a file name: the file the call reads ("Load code
// from the specified file") as a source, else where the output goes.
func (st *funcState) fileNamePhrase(p Param, x string) argWords {
	if sourceFile(p.Description) {
		return argWords{text: st.turn("from the file "+x, "using the code in "+x, "loading it from "+x)}
	}
	return argWords{text: st.turn("and save the result as "+x, "saving the output to "+x, "and write it to "+x)}
}

// sourceFile tells whether a file name parameter's description makes it
// the file the call reads ("Load code from the specified file", "File to
// read the script from") rather than one it writes.
func sourceFile(desc string) bool {
	d := strings.ToLower(desc)
	if i := strings.IndexAny(d, ".;"); i > 0 {
		d = d[:i]
	}
	for _, w := range []string{"load", "read", "source", "input", "import", "upload"} {
		if strings.Contains(d, w) {
			return true
		}
	}
	return false
}

// actsOn is what a parameter's description says the tool's own verb acts
// on ("Emulates the prefers-contrast media feature" on an "Emulate CSS
// media features" tool → "the prefers-contrast media feature") and the
// last word of the tool's object it stands for; "" when it says no such
// thing.
func actsOn(p Param, in intent) (string, string) {
	if strings.ContainsAny(p.Description, ",;:(") || moreFields(p.Description, 9) {
		return "", "" // what the checks below rule out, without splitting it
	}
	w := strings.Fields(strings.TrimSuffix(strings.TrimSpace(p.Description), "."))
	if len(w) < 3 || len(w) > 8 {
		return "", ""
	}
	v := strings.ToLower(in.Verb)
	if f := strings.ToLower(w[0]); !verbPlusS(f, v) || !strings.EqualFold(w[1], "the") {
		return "", ""
	}
	ow := strings.Fields(in.Object)
	if len(ow) == 0 {
		return "", ""
	}
	return strings.Join(w[1:], " "), ow[len(ow)-1]
}

// verbPlusS tells whether f is v+"s" or v+"es" (without building them).
func verbPlusS(f, v string) bool {
	rest, ok := strings.CutPrefix(f, v)
	return ok && (rest == "s" || rest == "es")
}

// stepOfTotal says a step number and the total of the same steps together
// ("thought 6 of 7", not "as thought #6, 7 thoughts in total"), marking
// both said in paired.
func (st *funcState) stepOfTotal(d *Data, paired map[string]bool) []argWords {
	var out []argWords
	for i := range d.Set {
		hw := d.Set[i].lowerHumanWords()
		if len(hw) != 2 || hw[1] != "number" || d.Set[i].Value == nil || paired[d.Set[i].Name] {
			continue
		}
		for j := range d.Set {
			tw := d.Set[j].lowerHumanWords()
			if len(tw) != 2 || tw[0] != "total" || singular(tw[1]) != hw[0] || d.Set[j].Value == nil {
				continue
			}
			n, t := words(d.Set[i].Value), words(d.Set[j].Value)
			paired[d.Set[i].Name], paired[d.Set[j].Name] = true, true
			out = append(out, argWords{text: st.turn("as "+hw[0]+" "+n+" of "+t, "for "+hw[0]+" "+n+" of "+t, "on "+hw[0]+" "+n+" of "+t), lead: true})
			break
		}
	}
	return out
}

// widthByHeight says a width and a height set together as one size ("to
// 1024 by 768", "1024 x 768 pixels"), not as two options ("1024 px wide
// and 768 px tall"), marking both said in paired. "To" a size is for a
// verb that changes a size ("resize the window to 1024 by 768"); anything
// else is made at a size ("a screenshot at 1280 x 720 pixels").
func (st *funcState) widthByHeight(d *Data, in intent, paired map[string]bool) []argWords {
	wi, hi := -1, -1
	for i, p := range d.Set {
		switch hl := strings.ToLower(p.Human); {
		case p.Value == nil || paired[p.Name] || roleKind(p) == role.ID:
		case hl == "width" || hl == "w" || strings.HasSuffix(hl, " width"):
			wi = i
		case hl == "height" || hl == "h" || strings.HasSuffix(hl, " height"):
			hi = i
		}
	}
	if wi < 0 || hi < 0 || prefixOf(d.Set[wi].Human) != prefixOf(d.Set[hi].Human) {
		return nil
	}
	if _, ok := d.Set[wi].Value.(string); ok {
		return nil
	}
	if _, ok := d.Set[hi].Value.(string); ok {
		return nil
	}
	w, h := words(d.Set[wi].Value), words(d.Set[hi].Value)
	paired[d.Set[wi].Name], paired[d.Set[hi].Name] = true, true
	if !resizeVerbs[strings.Fields(in.Verb + " x")[0]] {
		return []argWords{{text: st.turn("at "+w+" by "+h, "at "+w+" x "+h+" pixels", "at "+w+" by "+h+" pixels",
			"in "+w+" x "+h, "sized "+w+" by "+h, "at "+w+" x "+h), lead: true}}
	}
	return []argWords{{text: st.turn("to "+w+" by "+h, "to "+w+" x "+h+" pixels", "to "+w+" by "+h+" pixels",
		"to "+w+" wide by "+h+" tall", "so it's "+w+" wide and "+h+" tall", "to "+w+" x "+h), lead: true}}
}

// resizeVerbs change a size: a width and a height after them are what it
// becomes ("to 1024 by 768").
var resizeVerbs = map[string]bool{"resize": true, "set": true, "change": true, "adjust": true, "scale": true,
	"shrink": true, "grow": true, "enlarge": true, "update": true, "configure": true, "emulate": true}

// prefixOf is a key in words without its last word ("viewport width" →
// "viewport").
func prefixOf(h string) string {
	w := strings.Fields(strings.ToLower(h))
	return strings.Join(w[:max(len(w)-1, 0)], " ")
}

// keyValuePair says "Set a key-value pair" with a key and a short value
// as the request's object ("set key \"a\" to \"b\""), not "a key-value
// pair under key a, with b", marking both said in paired.
func (st *funcState) keyValuePair(d *Data, in intent, paired map[string]bool) []argWords {
	var out []argWords
	if lo := strings.ToLower(in.Object); strings.Contains(lo, "key-value pair") || strings.Contains(lo, "key/value pair") {
		ki, vi := -1, -1
		for i := range d.Set {
			switch strings.ToLower(d.Set[i].Human) {
			case "key":
				ki = i
			case "value":
				vi = i
			}
		}
		if ki >= 0 && vi >= 0 {
			k, ok1 := pval(&d.Set[ki])
			v, ok2 := pval(&d.Set[vi])
			if ok1 && ok2 && utf8.RuneCountInString(v) <= 80 && !strings.Contains(v, "\n") {
				vq := quoteStr(v)
				if strings.HasPrefix(v, "{") || strings.HasPrefix(v, "[") {
					vq = "`" + v + "`"
				}
				kq := quoteStr(k)
				ref := [...]string{"key " + kq + " to " + vq, kq + " to " + vq, "the " + kq + " key to " + vq}[st.intn(3)]
				paired[d.Set[ki].Name], paired[d.Set[vi].Name] = true, true
				out = append(out, argWords{text: ref, lead: true, noun: "pair", ref: ref})
			}
		}
	}
	return out
}

// quoteOnce quotes a value in a sentence; a value holding double quotes
// becomes a code span, so quotes never nest (`""rate limit" path:src"`).
func quoteOnce(x string) string {
	if strings.ContainsRune(x, '"') {
		if q, ok := cite(x).(string); ok {
			return q
		}
	}
	return quoteStr(x)
}

// makes tells whether the intent makes a new thing (create, add, set
// up): its name alone does not say what is made.
func makes(in intent) bool {
	switch firstWord(in.Verb) {
	case "create", "make", "add", "set", "new", "initialize", "init", "spin":
		return true
	}
	return false
}

// changes tells whether the intent changes an existing thing (update,
// edit, rename): a title it sets is a new one.
func changes(in intent) bool {
	switch firstWord(in.Verb) {
	case "update", "edit", "modify", "change", "rename", "patch":
		return true
	}
	return false
}

// titlePhrase says a title or name: what a new thing is called, or what
// an update renames it to ("update issue 53, named …" reads as its
// present name when the call sets a new one).
func (st *funcState) titlePhrase(hl, q string, in intent) argWords {
	switch {
	case !strings.Contains(hl, " ") && hl != "title" && hl != "name":
		return argWords{text: st.turn("with "+q+" as the "+hl, hl+" "+q, "with "+hl+" line "+q)}
	case strings.Count(hl, " ") == 1 && !strings.HasPrefix(hl, objectNoun(in)+" ") && !strings.HasPrefix(hl, "new ") &&
		!strings.HasPrefix(hl, strings.Fields(in.Verb + " x")[0]+" "):
		// ("exportTitle" on an export titles what the call makes.)
		// "commit title" on a merge titles the commit, not the PR: "with
		// the commit title …", never "named …".
		if w := strings.Fields(hl); w[1] == "title" && nounish(w[0]) {
			// "commit title": "titling the commit …", not only the field
			return argWords{text: st.turn("with the "+hl+" "+q, "titling the "+w[0]+" "+q, "with "+q+" as the "+hl)}
		}
		return argWords{text: st.turn("with the "+hl+" "+q, "with "+q+" as the "+hl)}
	case changes(in):
		return argWords{text: st.turn("renaming it to "+q, "setting its "+or(hl, "title")+" to "+q, "changing the "+or(hl, "title")+" to "+q)}
	}
	return argWords{text: st.turn("called "+q, "titled "+q, "named "+q)}
}

// shaPhrase says a commit or blob SHA: the SHA of the file a write
// replaces is no place to read at ("… and at 4516070…").
func (st *funcState) shaPhrase(p Param, x string) argWords {
	d := strings.ToLower(p.Description + " " + p.Human)
	switch {
	case strings.Contains(d, "replac") || strings.Contains(d, "blob"):
		return argWords{text: st.turn("replacing blob "+x, "over the current blob "+x),
			alone: st.turn("The current blob SHA is "+x+".", "Its current SHA is "+x+".", "It's at blob "+x+" right now.")}
	case strings.Contains(d, "expect"):
		// a guard: the change goes ahead only while the head is still there
		return argWords{text: st.turn("as long as its head is still "+x, "provided the head is still at "+x)}
	case st.data != nil && st.data.Tool.intent.Read && strings.HasPrefix(st.data.Tool.intent.Verb, "list"):
		// "list commits on commit X" lists back from it
		return argWords{text: st.turn("starting from "+x, "going back from commit "+x)}
	}
	return argWords{text: st.turn("at commit "+x, "on commit "+x)}
}

// richRuns is the text of a rich-text value: a list of runs (or one run)
// whose only scalar leaves are text content ({"type":"text","text":
// {"content":"…","link":null}}), the runs' contents joined, and whether a
// run names its type ("type": "text"), which the words then say; ok is
// false for anything else (a link URL, an annotation, a mention).
func richRuns(v any) (string, bool, bool) {
	var runs []string
	typed := false
	var walk func(key string, v any) bool
	walk = func(key string, v any) bool {
		switch x := v.(type) {
		case []any:
			for _, e := range x {
				if _, ok := e.(map[string]any); !ok || !walk(key, e) {
					return false
				}
			}
			return true
		case map[string]any:
			for _, k := range sortedKeys(x) {
				if !runKeys[k] || !walk(k, x[k]) {
					return false
				}
			}
			return true
		case string:
			switch key {
			case "content", "plain_text", "text":
				runs = append(runs, x)
				return true
			case "type":
				typed = true
				return x == "text"
			}
			return false
		case nil:
			return key == "link" || key == "href"
		}
		return false
	}
	if !walk("", v) || len(runs) == 0 {
		return "", false, false
	}
	if _, one := v.(map[string]any); one && len(runs) > 1 {
		return "", false, false // one run said twice ("plain_text" beside "content")
	}
	var b strings.Builder
	for i, r := range runs {
		if r == "" {
			return "", false, false
		}
		if i > 0 && runsApart(runs[i-1], r) {
			b.WriteByte(' ')
		}
		b.WriteString(r)
	}
	return b.String(), typed, true
}

// runKeys are the members of a plain rich-text run; any other (a block
// type, an annotation, a mention) makes the value more than text.
var runKeys = map[string]bool{"type": true, "text": true, "content": true, "plain_text": true, "link": true, "href": true}

// runsApart tells whether two rich-text runs written back to back read
// as two words or sentences ("ends." + "Next", "engineers" + "Onboarding"):
// a person types a space there.
func runsApart(prev, next string) bool {
	a, _ := utf8.DecodeLastRuneInString(prev)
	b, _ := utf8.DecodeRuneInString(next)
	if unicode.IsSpace(a) || unicode.IsSpace(b) {
		return false
	}
	return strings.ContainsRune(".!?:;,", a) || unicode.IsLower(a) && unicode.IsUpper(b)
}

// sortedKeys is m's keys in order.
func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// richTextPhrase says rich text by what the parameter is: a title or
// name as one ("renaming it to …"), anything else as text. Runs that
// name their type ("type":"text") are said as text ("the title text …").
func (st *funcState) richTextPhrase(p Param, text string, typed bool, in intent) argWords {
	q := p
	q.Value = text
	hl := strings.ToLower(p.Human)
	title := roleKind(p) == role.Title || lastWord(hl) == "title" || lastWord(hl) == "name"
	short := utf8.RuneCountInString(text) <= 60 || title && utf8.RuneCountInString(text) <= 120
	short = short && !strings.Contains(text, "\n")
	switch {
	case typed && title && short:
		qt := quoteOnce(text)
		if changes(in) {
			return argWords{text: st.turn("changing the "+lastWord(hl)+" text to "+qt, "setting its "+lastWord(hl)+" text to "+qt)}
		}
		return argWords{text: st.turn("with the "+lastWord(hl)+" text "+qt, "with "+qt+" as the "+lastWord(hl)+" text")}
	case typed && short:
		return argWords{text: st.turn("with the text "+quoteOnce(text), "with the text "+quoteOnce(text)+" in it"), noun: "text", ref: quoteOnce(text)}
	case title:
		q.Role.Kind = role.Title
		q.Human = lastWord(hl)
	default:
		q.Role.Kind = role.Text
		if strings.Contains(hl, "rich") || strings.Contains(hl, " ") {
			q.Human = "text"
		}
	}
	return st.stringPhrase(q, text, in)
}

// kindAndName says a "type" choice of the tool's object and the object's
// name together, as one noun phrase ("drop the search index
// \"user_email_idx\""), not the name with "(a search index)" after it,
// marking both said in paired.
func (st *funcState) kindAndName(d *Data, in intent, paired map[string]bool) []argWords {
	head := objectNoun(in)
	if in.Object == "" || head == "" {
		return nil
	}
	for i := range d.Set {
		k := d.Set[i]
		x, ok := pval(&k)
		if l := lastWord(strings.ToLower(k.Human)); !ok || !k.Enum || l != "type" && l != "kind" || strings.ContainsAny(x, " _-") || paired[k.Name] {
			continue
		}
		for j := range d.Set {
			n := d.Set[j]
			name, ok := pval(&n)
			if !ok || j == i || paired[n.Name] || n.Enum || nounOf(n) != head || utf8.RuneCountInString(name) > 60 {
				continue
			}
			q := quoteOnce(name)
			ref := "the " + x + " " + head + " " + q
			if v := strings.Fields(in.Verb)[0]; v == "create" || v == "add" || v == "make" {
				ref = fixArticle("a "+x+" "+head) + " called " + q
			}
			paired[k.Name], paired[n.Name] = true, true
			return []argWords{{text: "for " + ref, lead: true, noun: head, ref: ref}}
		}
	}
	return nil
}

// choiceAndMember says a choice that names another argument (type
// "replace_content" beside a replace_content object) and that argument
// as one phrase: "replacing content with the text …", not "replacing
// content and with the text …", marking both said in paired.
func (st *funcState) choiceAndMember(d *Data, in intent, paired map[string]bool) []argWords {
	for i := range d.Set {
		p := d.Set[i]
		x, ok := pval(&p)
		if !ok || !p.Enum || paired[p.Name] {
			continue
		}
		for j := range d.Set {
			q := d.Set[j]
			if _, isObj := q.Value.(map[string]any); !isObj || q.Name != x || paired[q.Name] {
				continue
			}
			a, b := st.argPhrase(p, in), st.argPhrase(q, in)
			if a.text == "" || !strings.HasPrefix(b.text, "with ") {
				return nil
			}
			paired[p.Name], paired[q.Name] = true, true
			return []argWords{{text: a.text + " " + b.text, block: b.block, intro: b.intro}}
		}
	}
	return nil
}

// repoNamePhrase says a repository name given without its owner: a place
// when the call acts on something in it, the name when it makes or names
// the repository.
func (st *funcState) repoNamePhrase(x string, in intent) argWords {
	if o := objectNoun(in); o != "repository" && o != "repo" && o != "fork" && o != "result" {
		// A repository the call acts in, not the one it makes or names:
		// "PR 348's review comments in the billing-core repo", never
		// "…, named billing-core".
		return argWords{text: st.turn("in the "+x+" repo", "in repo "+x, "over in "+x, "for the "+x+" repository"), lead: true,
			noun: "repository", ref: st.turn("the "+x+" repo", "repo "+x)}
	}
	return argWords{text: st.turn("called "+x, "named "+x), noun: "repository",
		ref: st.turn("a repo called "+x, "a new repository named "+x, "the "+x+" repo")}
}

// collectionPhrase says a collection: where a call acts, or what a read
// runs against.
func (st *funcState) collectionPhrase(x string, in intent, c string) argWords {
	// A bare name ("delete reviews", "create products") does not say
	// it is a collection.
	ref := st.turn("the "+x+" "+c, c+" "+x)
	if additive(in) && objectNoun(in) == c {
		ref = st.turn("the "+x+" "+c, c+" "+x, "a "+c+" called "+x)
	}
	forms := []string{"in the " + x + " " + c, "in " + c + " " + x, "on the " + x + " " + c, "in " + x}
	if in.Read {
		// a query runs against a collection; nothing is put "against" one
		forms = append(forms, "against the "+x+" "+c, "across "+x, "from the "+x+" "+c)
	}
	return argWords{text: st.turn(forms...), lead: true, noun: c, ref: ref}
}

// containerNoun is what a collection parameter calls its container: a
// "table" when its name or description says so (a rename of a table is
// not said "on the invoices collection"), else a collection.
func containerNoun(p Param) string {
	if strings.Contains(p.lowerNameDesc(), "table") {
		return "table"
	}
	return "collection"
}

// placeHeads are the object nouns of a place search ("search for
// places", "find local businesses"), as objectNoun gives them.
var placeHeads = map[string]bool{"place": true, "business": true, "businesse": true, "restaurant": true, "spot": true,
	"location": true, "venue": true, "shop": true, "store": true}

// spokenPlaceQuery tells whether quoted query q reads as what a person
// asks for in their own words: a few plain words naming things in or near
// a place ("museums in Toronto", "sushi near Trinity College"), no
// operators or quotes.
func spokenPlaceQuery(q string) bool {
	x := strings.Trim(q, `"`)
	f := strings.Fields(x)
	if len(f) < 3 || len(f) > 7 || strings.ContainsAny(x, "\"`:()[]<>=*|+") {
		return false
	}
	for _, w := range f[1:] {
		if w == "in" || w == "near" || w == "around" {
			return true
		}
	}
	return false
}

// ownAlone is the index of the first option that is usually said in a
// sentence of its own (own), or -1.
func ownAlone(opts []string, own map[string]bool) int {
	for i, o := range opts {
		if own[o] {
			return i
		}
	}
	return -1
}

// fieldWords are keys that name where a text goes in the API ("body",
// "content"), not what it is: "with the body …" reads as a form.
var fieldWords = map[string]bool{"body": true, "content": true, "input": true, "value": true, "msg": true, "text": true}

// writtenText says a text a person writes out (a comment, a message, a
// reply): inline after the request ("saying …") or, as people mostly do
// when it is a sentence, in a sentence of its own after it ("It should
// say: …"). noun is what the key calls it ("message", "body").
func (st *funcState) writtenText(noun, q string) argWords {
	inline := []string{"saying " + q, "that says " + q, "that reads " + q, "reading " + q}
	if !fieldWords[noun] {
		inline = append(inline, "with the "+noun+" "+q)
	}
	// never "Here's the text: …", "The text is: …" or "Use this wording:
	// …": a field read back, not what the text is to say
	forms := []string{"It should say: " + q, "Make it read: " + q, "Have it say: " + q, "Here's what it should say: " + q,
		"I'd like it to say: " + q, "Write it as: " + q, "This is what I want it to say: " + q}
	if !fieldWords[noun] {
		forms = append(forms, "The "+noun+" "+beFor(noun)+": "+q, "For the "+noun+": "+q)
	}
	return argWords{text: st.turn(inline...), noun: "text", ref: q, alone: st.vary("written-alone", forms...),
		own: sentenceLike(q)}
}

// sentenceLike tells whether quoted text q reads as a sentence a person
// writes out (several words, or a stop inside) rather than a label.
func sentenceLike(q string) bool {
	return len(strings.Fields(q)) >= 6 || strings.Contains(strings.TrimSuffix(strings.Trim(q, "\"`"), "."), ". ")
}

// nounish tells whether w can name a thing ("commit", "merge"), not an
// act or a modifier ("new", "export" may, but are said as they are).
func nounish(w string) bool {
	return plainWord.MatchString(w) && !prepositions[w] && !determiners[w] && w != "new"
}

// throughLast moves the leads that say what the call goes through to the
// end, keeping the order of the others: "the indexes of shop.reviews via
// c1", not "the indexes via c1 for shop.reviews".
func throughLast(leads []string, through map[string]bool) {
	if len(through) == 0 {
		return
	}
	sort.SliceStable(leads, func(i, j int) bool { return !through[leads[i]] && through[leads[j]] })
	on := false
	for _, l := range leads {
		if !through[l] && (strings.HasPrefix(l, "on ") || strings.HasPrefix(l, "where ")) {
			// "where active is true on c1" reads as part of the filter
			on = true
		}
	}
	for i, l := range leads {
		if rest, ok := strings.CutPrefix(l, "on "); ok && on && through[l] {
			// "the indexes on shop.reviews on c1": one "on" is a place
			leads[i] = throughOther(rest)
			through[leads[i]] = true
		}
	}
}

// camelValue matches an enum value written in camelCase
// ("startupWarnings", "queryPlanner").
var camelValue = regexp.MustCompile(`^[a-z]+(?:[A-Z][a-z]+)+$`)

// orgWords say an organisation by the noun its parameter ends on (w).
func (st *funcState) orgWords(x, w, hl string) argWords {
	if w == "account" || w == "tenant" || w == "workspace" {
		return st.accountWords(x, w)
	}
	if groupNouns[w] {
		// team=Tier 2: a group inside an organisation, named by its own
		// noun ("for the Tier 2 team"), never "into the Tier 2 org"
		return argWords{text: st.turn("for the "+x+" "+w, "on the "+x+" "+w, "in "+x), noun: w, ref: "the " + x + " " + w}
	}
	if makerNouns[w] {
		// vendor=Granite Bank: who makes or sells it ("from Granite
		// Bank"), never "into the Granite Bank org"
		return argWords{text: st.turn("from "+x, "by "+x)}
	}
	if aw, ok := st.orgRoleWords(x, hl); ok {
		return aw
	}
	if w == "owner" {
		// owner=Fernhill Foods: whose the goods are ("owned by Fernhill
		// Foods"), never "in the Fernhill Foods org"
		return argWords{text: st.turn("owned by "+x, "for "+x), noun: "owner", ref: x}
	}
	if st.data != nil && st.data.Tool.intent.Read {
		// a read looks in an organisation, never "into" it
		return argWords{text: st.turn("in the "+x+" org", "for "+x), noun: "account", ref: "the " + x + " org"}
	}
	// "to your account" in the description: the organisation takes its place.
	return argWords{text: st.turn("under "+x, "into the "+x+" org", "for "+x), noun: "account", ref: "the " + x + " org"}
}

// makerNouns name the organisation that makes or sells a thing.
var makerNouns = map[string]bool{"vendor": true, "brand": true, "manufacturer": true, "supplier": true, "maker": true,
	"seller": true, "merchant": true, "publisher": true}

// groupNouns name a group of people inside an organisation.
var groupNouns = map[string]bool{"team": true, "group": true, "department": true, "squad": true, "division": true,
	"unit": true, "crew": true, "shift": true, "desk": true, "queue": true}

// spokenEnum is an enum value as a person says it: a camelCase or
// snake_case value in words ("startupWarnings" → "startup warnings",
// "not_received" → "not received"), any other as it is.
func spokenEnum(x string) string { return spokenEnums.get(x, enumSpoken) }

// spokenEnums remembers enumSpoken's answers by value.
var spokenEnums textMemo[string]

// enumSpoken is spokenEnum's answer for x.
func enumSpoken(x string) string {
	if w := unclippedValue(x); w != x {
		return w // recv: "received"
	}
	if w, ok := digitCodeWords(x); ok {
		return w // cmyk_4_4: "CMYK 4/4"
	}
	if w, ok := enumWords(x); ok {
		return w // INDUSTRIAL_ACTION: "industrial action"; phase4: "phase 4"
	}
	if camelValue.MatchString(x) || snakeValue.MatchString(x) {
		return strings.ToLower(Humanize(x))
	}
	return x
}

// snakeValue matches an enum value of lower-case words joined by
// underscores ("customer_changed_mind", "on_hold"), which people say as
// words.
var snakeValue = regexp.MustCompile(`^[a-z]+(?:_[a-z]+)+$`)

// stopped tells whether s ends a sentence: on a stop, or on a quote that
// closes one (`It should say: "Done."`), which takes no second stop.
func stopped(s string) bool {
	t := strings.TrimRight(s, " ")
	n := len(t)
	if n == 0 {
		return false
	}
	if (t[n-1] == '"' || t[n-1] == '`') && n > 1 {
		return strings.ContainsRune(".?!", rune(t[n-2]))
	}
	return strings.ContainsRune(".?!:", rune(t[n-1]))
}

// placeValue is a place argument's words: a place, or places joined
// ("Lisbon and Porto"); ok is false for any other argument.
func placeValue(p Param) (string, bool, bool) {
	switch roleKind(p) {
	case role.Address, role.Place, role.City, role.Country, role.Region:
	default:
		return "", false, false
	}
	switch x := p.Value.(type) {
	case string:
		return x, true, x != ""
	case []any:
		items := make([]string, 0, len(x))
		for _, e := range x {
			s, ok := e.(string)
			if !ok || s == "" {
				return "", false, false
			}
			items = append(items, s)
		}
		return joinWords(items, "and"), len(items) == 1, len(items) > 0
	}
	return "", false, false
}

// fromTo says where a trip starts and ends together, the ways people do
// ("from A to B", "between A and B", "to B from A"), marking both said in
// paired.
func (st *funcState) fromTo(d *Data, paired map[string]bool) []argWords {
	from, to := -1, -1
	for i, p := range d.Set {
		if paired[p.Name] {
			continue
		}
		if _, _, ok := placeValue(p); !ok {
			continue // a departure date is no end of the trip
		}
		switch hl := strings.ToLower(p.Human); {
		case strings.HasPrefix(hl, "origin") || strings.HasPrefix(hl, "from") || strings.HasPrefix(hl, "start") || strings.HasPrefix(hl, "source") || strings.HasPrefix(hl, "departure"):
			from = i
		case strings.HasPrefix(hl, "destination") || strings.HasPrefix(hl, "to") || strings.HasPrefix(hl, "end") || strings.HasPrefix(hl, "arrival"):
			to = i
		}
	}
	if from < 0 || to < 0 {
		return nil
	}
	a, oneA, ok1 := placeValue(d.Set[from])
	b, oneB, ok2 := placeValue(d.Set[to])
	if !ok1 || !ok2 {
		return nil
	}
	paired[d.Set[from].Name], paired[d.Set[to].Name] = true, true
	// "" keeps them two leads ("from A", "to B"), which a trip question
	// can take apart ("How do I get from A to B?").
	forms := []string{"", "to " + b + " from " + a, ""}
	if oneA && oneB {
		forms = append(forms, "between "+a+" and "+b, "", "going from "+a+" to "+b)
	}
	if f := st.vary("from-to", forms...); f != "" {
		return []argWords{{text: f, lead: true}}
	}
	return []argWords{{text: "from " + a, lead: true}, {text: "to " + b, lead: true}}
}

// noteArg records, by a's text, the sentence a may be said in on its own
// (alone, own) and whether it says what the call goes through.
func noteArg(a argWords, alone map[string]string, own, through map[string]bool) {
	if a.alone != "" {
		alone[a.text], own[a.text] = a.alone, a.own
	}
	if a.through {
		through[a.text] = true
	}
}

// heldNouns are the things a collection or a table holds: they are in it,
// never on it ("get rid of the documents in crm.users").
var heldNouns = map[string]bool{"documents": true, "document": true, "records": true, "record": true, "rows": true,
	"row": true, "entries": true, "entry": true, "items": true, "item": true}

// aboutNouns are what is read about a thing rather than kept in it: "the
// stats for shop", not "the stats in shop".
var aboutNouns = map[string]bool{"stats": true, "statistics": true, "size": true, "schema": true, "info": true,
	"information": true, "details": true, "metadata": true, "status": true, "summary": true, "overview": true,
	"settings": true, "config": true, "configuration": true, "usage": true, "health": true}

// databasePhrase says a database: where the things a call reads or
// changes are ("in the shop database"), or, for what is read about the
// database itself, whose it is ("the stats for shop").
func (st *funcState) databasePhrase(x string, in intent) argWords {
	forms := []string{"in the " + x + " database", "in " + x, "on the " + x + " DB", "in database " + x, "on " + x,
		"(database " + x + ")", "in our " + x + " database", "in " + x}
	if in.Read && aboutNouns[lastWord(strings.ToLower(in.Object))] {
		// "the stats in shop" reads as stats kept in it: what is read
		// about a database is its own ("the stats for shop")
		forms = []string{"for the " + x + " database", "for " + x, "of database " + x, "for database " + x, "on " + x,
			"(database " + x + ")", "for our " + x + " database"}
	}
	return argWords{text: st.vary("database", forms...), lead: true, noun: "database",
		ref: st.vary("database-ref", "the "+x+" database", "database "+x, "the "+x+" DB", "the "+x+" database", "our "+x+" database")}
}

// accountWords says an account (or a tenant, a workspace), named by that
// noun w, as one: "for the acme-prod account", "on account acme-prod",
// not as an org.
func (st *funcState) accountWords(x, w string) argWords {
	return argWords{text: st.turn("for the "+x+" "+w, "on "+w+" "+x, "in the "+w+" "+x, "under "+w+" "+x, "in the "+x+" "+w, "on "+x+"'s "+w),
		lead: true, noun: w, ref: st.turn("the "+x+" "+w, w+" "+x, x+"'s "+w)}
}

// languageWords says a language by its name ("into Italian", as people
// say it; a code no one names stays as it is), or a pair of them ("ja>en":
// from Japanese into English).
func (st *funcState) languageWords(p Param, x string, in intent) argWords {
	if from, to, ok := languagePair(x); ok {
		return argWords{text: st.turn("from "+from+" into "+to, "for "+from+" to "+to)}
	}
	say := x
	if name, ok := languageName(x); ok {
		say = name
	}
	if !intoLanguage(in, p) {
		// "the weather in Spanish": a language the answer comes in,
		// not one the tool turns text into
		return argWords{text: "in " + say, lead: true, noun: "language", ref: say}
	}
	return argWords{text: st.turn("into "+say, "in "+say), lead: true, noun: "language", ref: say}
}

// placeCode tells whether a branch's value is a place's code, two to
// four capital letters ("SYD", "FRA"): no repository names a branch so
// (HEAD aside).
func placeCode(x string) bool {
	if len(x) < 2 || len(x) > 4 || x == "HEAD" {
		return false // (git's HEAD is a ref)
	}
	for _, c := range x {
		if c < 'A' || c > 'Z' {
			return false
		}
	}
	return true
}

// branchPhrase says a branch by what the parameter makes of it: a place's
// code where crews are based, a base
// merged into, a source branched off, a head merged from, else the
// branch the work (or the read) is on.
func (st *funcState) branchPhrase(x, hl string, in intent) argWords {
	switch {
	case placeCode(x):
		// an airline's base or a depot's station ("SYD"): where crews
		// or trips are based, never a branch merged into
		return argWords{text: st.turn("based at "+x, "out of "+x, "at the "+x+" base"), noun: "base", ref: x}
	case hl == "base" || strings.Contains(hl, "target"):
		return argWords{text: st.turn("into "+x, "against "+x, "targeting "+x)}
	case strings.Contains(hl, "from") || strings.Contains(hl, "source"):
		return argWords{text: st.turn("off "+x, "from "+x, "based on "+x)}
	case hl == "head":
		return argWords{text: st.turn("from "+x, "with the changes on "+x, "from the "+x+" branch", "merging "+x)}
	}
	alone := st.turn("Use the "+x+" branch.", "It's on the "+x+" branch.", "Branch is "+x+".", "Do it on "+x+".", "Work on "+x+".")
	if in.Read {
		// what is read is on a branch; "Do it on develop." asks for work
		alone = st.turn("Use the "+x+" branch.", "It's on the "+x+" branch.", "Look on "+x+".", "I mean the one on "+x+".")
	}
	return argWords{text: st.turn("on "+x, "on branch "+x, "on the "+x+" branch", "in the "+x+" branch"), noun: "branch", ref: "branch " + x,
		alone: alone}
}

// intoLanguage tells whether a language argument is one the tool turns
// something into ("translate X into German", a target language), which
// people say with "into"; any other language is the one the answer comes
// in ("the forecast in German").
func intoLanguage(in intent, p Param) bool {
	switch strings.Fields(in.Verb + " x")[0] {
	case "translate", "convert", "transcribe", "rewrite", "localize", "localise":
		return true
	}
	h := strings.ToLower(p.Human)
	return strings.Contains(h, "target") || strings.Contains(h, "output")
}

// standardNoun is what people call an identifier of a published standard
// ("ISBN 9780306406157", "DOI 10.1038/…", "IBAN DE89…"), whatever the
// parameter is named (isbn10, doi_id, ean13); "" for other values.
func standardNoun(r role.Role) string {
	switch r.ID {
	case role.IDISBN:
		return "ISBN"
	case role.IDDOI:
		return "DOI"
	case role.IDIBAN:
		return "IBAN"
	case role.IDEAN:
		switch r.Format {
		case "UPC-A":
			return "UPC"
		case "SSCC":
			return "SSCC"
		}
		return "barcode"
	case role.IDCard:
		return "card"
	case role.IDUPRN:
		return "UPRN"
	}
	return ""
}

// radiusAround says a radius beside the point a call is centred on as the
// one circle they draw: "within 2000 m of 37.78095, -122.40648", never "a
// radius of 2000 m and around 37.78095, -122.40648" (two options where a
// person names one area). The point is an object of a latitude and a
// longitude (pts, from coordinates) or the call's latitude and longitude
// (also pts); the radius is a number keyed "radius" in a unit of
// distance, from its key or its description. It returns the words and
// the radius's index in d.Set, or ok false. The circle is said a few
// ways ("no more than 2000 m from …", "in a 2000 m radius around …"),
// taken in turn.
func (st *funcState) radiusAround(d *Data, pts string, paired map[string]bool) (text string, ri int, ok bool) {
	for i, p := range d.Set {
		if p.Value == nil || paired[p.Name] {
			continue
		}
		if _, str := p.Value.(string); str {
			continue
		}
		hw := strings.Fields(strings.ToLower(p.Human))
		u := unitOfDescOf(p)
		if w, tu, ok := tailUnit(hw); ok {
			hw, u = strings.Fields(w), tu
		}
		if len(hw) == 0 || hw[len(hw)-1] != "radius" || !distanceUnits[u] {
			continue
		}
		r := words(p.Value) + " " + u
		// a measure before a noun is singular: "a 5 mile radius"
		attr := words(p.Value) + " " + map[string]string{"meters": "m", "metres": "m", "miles": "mile", "feet": "foot", "kilometers": "km", "kilometres": "km"}[u]
		if strings.HasSuffix(attr, " ") {
			attr += u
		}
		return st.turn("within "+r+" of "+pts, "no more than "+r+" from "+pts, "in a "+attr+" radius around "+pts), i, true
	}
	return "", -1, false
}

// pointRadius says an object point ({"latitude": …, "longitude": …}) and
// the radius beside it as one circle (see radiusAround), marking both
// said in paired.
func (st *funcState) pointRadius(d *Data, paired map[string]bool) []argWords {
	for _, p := range d.Set {
		x, ok := p.Value.(map[string]any)
		if !ok || paired[p.Name] {
			continue
		}
		pts := coordinates([]any{x})
		if pts == "" {
			continue
		}
		if t, ri, ok := st.radiusAround(d, pts, paired); ok {
			paired[p.Name], paired[d.Set[ri].Name] = true, true
			return []argWords{{text: t, lead: true}}
		}
	}
	return nil
}

// latLngWords says a call's latitude and longitude as one point ("at
// 37.78095, -122.40648"), or with a radius beside them as one circle
// (radiusAround), marking the radius said in paired.
func (st *funcState) latLngWords(d *Data, lat, lng *Param, paired map[string]bool) argWords {
	ref := words(lat.Value) + ", " + words(lng.Value)
	if t, ri, ok := st.radiusAround(d, ref, paired); ok {
		paired[d.Set[ri].Name] = true
		return argWords{text: t, lead: true, noun: "coordinates", ref: ref}
	}
	return argWords{text: st.turn("at "+ref, "for "+ref, "at coordinates "+ref), lead: true, noun: "coordinates", ref: ref}
}
