package prompt

import (
	"regexp"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// purposeVerbs are verbs that, after "to", open what an act is for ("to
// apply configuration changes", "to ensure fresh data"), not where it goes:
// none of them names a place or a state a thing is moved to.
var purposeVerbs = map[string]bool{}

func init() {
	for _, v := range strings.Fields(`apply ensure allow avoid prevent reduce improve keep make get see check verify
	confirm enable free force reflect reload refresh pick start begin limit match support identify find determine
	display speed minimize maximize load fetch retrieve obtain access guarantee pick reclaim release resolve
	take use help`) {
		purposeVerbs[v] = true
	}
}

// purposeTo tells whether words open on a purpose infinitive ("to apply
// configuration changes"): what the act is for, which a person leaves out
// ("clear the exchange cache"), never a place the act puts its object.
func purposeTo(ex []string) bool {
	if len(ex) < 2 || !strings.EqualFold(ex[0], "to") {
		return false
	}
	return purposeVerbs[strings.ToLower(ex[1])]
}

// dropPurposeTail cuts a description's clause short of a purpose it states
// after its act ("Clear exchange cache to apply changes immediately",
// "… in order to …", "… so that …"): a flag said from it is the act
// alone ("but don't clear the exchange cache"). The purpose is cut only
// after the act's first three words, so "Whether to apply …" stays.
func dropPurposeTail(d string) string {
	w := strings.Fields(d)
	for i := 3; i < len(w); i++ {
		l := strings.ToLower(w[i])
		switch {
		case l == "so" && i+1 < len(w) && strings.EqualFold(w[i+1], "that"),
			l == "in" && i+2 < len(w) && strings.EqualFold(w[i+1], "order") && strings.EqualFold(w[i+2], "to"),
			purposeTo(w[i:]):
			return strings.Join(w[:i], " ")
		}
	}
	return d
}

// oneVerbOfPair keeps the first of two opposite verbs a flag's
// description offers ("Whether to enable or disable proxy" → "Whether to
// enable proxy"): the flag's true value is the first, its false value the
// act left undone, never "but don't enable or disable proxy".
func oneVerbOfPair(w []string) []string {
	for i := 2; i+2 < len(w); i++ {
		if strings.EqualFold(w[i], "or") && strings.EqualFold(w[i-2], "to") && verbs[strings.ToLower(w[i-1])] &&
			verbs[strings.ToLower(w[i+1])] && !nounVerbs[strings.ToLower(w[i+1])] {
			return append(append([]string(nil), w[:i]...), w[i+2:]...)
		}
	}
	return w
}

// pairedIntent mends what clauseIntent reads after the object. A lone
// particle after a verb with no object is the verb's ("check in" of
// check_in, never "check under the name …" with "in" dropped as a
// place); "one polygon" then "from another" is one act on a pair
// ("subtract one polygon from another"), never the first alone.
func pairedIntent(in *intent, rest []string, i int) {
	if in.Object == "" && len(rest) == 1 && phrasalParticles[strings.ToLower(rest[0])] && !strings.Contains(in.Verb, " ") {
		in.Verb += " " + strings.ToLower(rest[0])
		in.Extra, in.Read = "", false
		return
	}
	if i+1 >= len(rest) || !strings.HasPrefix(strings.ToLower(in.Object), "one ") {
		return
	}
	switch strings.ToLower(rest[i]) {
	case "from", "to", "into", "with", "and", "against":
		if o := strings.ToLower(strings.TrimRight(rest[i+1], ".,;:")); o == "another" {
			in.Object += " " + strings.ToLower(rest[i]) + " another"
			in.Extra = ""
		}
	}
}

// answersAbout matches a description of a tool that answers questions of
// one kind ("Answer questions about what is near a location, …"): the
// question is what a person asks.
var answersAbout = regexp.MustCompile(`^(?i:answers?|responds? to) (?i:questions|queries) (?:about|on|regarding) ((?:what|which|who|where|how|when) [^,;.]+?)(?:,| or |[.;]|$)`)

// questionPlace matches where a question's place or span starts after
// its verb ("… like at a place over the next days"): arguments say it.
var questionPlace = regexp.MustCompile(` (?:at|in|for|over|within|during) (?:a|an|the|any|some)\b`)

// questionIntent reads the intent of a tool that answers questions of
// one kind: the person asks the question ("tell me what is near a
// location at …"), never the tool's label ("work through ground
// location").
func questionIntent(desc string) (intent, bool) {
	m := answersAbout.FindStringSubmatch(strings.TrimSpace(desc))
	if m == nil {
		return intent{}, false
	}
	q := m[1]
	if loc := questionPlace.FindStringIndex(q); loc != nil && loc[0] > 0 {
		q = q[:loc[0]] // "what the weather will be like", its place said by an argument
	}
	if len(strings.Fields(q)) > 8 {
		return intent{}, false
	}
	return intent{Verb: "tell me", Object: q, OK: true}, true
}

// whAux are the verbs after a question word that make a description a
// question ("Who is rostered", "Which rooms are free", "What needs
// doing").
var whAux = map[string]bool{"is": true, "are": true, "has": true, "have": true, "was": true, "were": true,
	"needs": true, "need": true, "owes": true, "owe": true}

// whIntent reads a description written as the question the tool answers
// ("Who is rostered on a running day, by turn"): the person asks it
// ("find out who is rostered on 16/10/2025"), never "the who is rostered";
// "find out" asks it in every frame ("Let's find out who …").
// The question word is followed by its verb, or by one noun and its verb
// ("Which rooms are free"); the question ends at a comma or at a place
// it opens with a determiner ("on a running day"), which arguments say.
func whIntent(desc string) (intent, bool) {
	w := strings.Fields(firstClause(desc))
	if len(w) < 3 {
		return intent{}, false
	}
	switch strings.ToLower(w[0]) {
	case "who", "what", "which":
	default:
		return intent{}, false
	}
	aux := 1
	if !whAux[strings.ToLower(w[1])] {
		aux = 2
		if len(w) < 4 || !whAux[strings.ToLower(w[2])] || !isLowerWord(w[1]) || prepositions[w[1]] || determiners[w[1]] {
			return intent{}, false
		}
	}
	end, place := len(w), len(w)
	for i := aux + 1; i < len(w); i++ {
		if i+1 < len(w) && place == len(w) && objectEnd[strings.ToLower(w[i])] && determiners[strings.ToLower(w[i+1])] {
			place = i
		}
		if strings.HasSuffix(w[i], ",") {
			end = i + 1
			break
		}
	}
	q := w[:min(end, place)]
	if len(q) <= aux+1 {
		return intent{}, false
	}
	in := intent{Verb: "find out", Object: lcFirst(strings.TrimSuffix(strings.Join(q, " "), ",")), OK: true}
	if place < end {
		in.Extra = strings.TrimSuffix(strings.Join(w[place:end], " "), ",")
	}
	return in, true
}

// selfVerbs are acts the person does with the tool's help ("learn the
// Shopify API", "understand a codebase"): asked as "help me learn …".
var selfVerbs = map[string]bool{"learn": true, "understand": true, "study": true}

func init() {
	for v := range selfVerbs {
		verbs[v] = true
	}
}

// toolIntent finds the intent of a tool (toolIntentRead) and says an act
// the person does with the tool's help as such: "help me learn the
// Shopify API", not "learn a shopify api".
func toolIntent(name, title, desc string) intent {
	in := toolIntentRead(name, title, desc)
	if f := strings.Fields(in.Verb); len(f) == 1 && selfVerbs[f[0]] && !in.Fixed {
		in.Verb = "help me " + f[0]
		if o, ok := strings.CutPrefix(in.Object, "a "); ok {
			in.Object = "the " + o
		} else if o, ok := strings.CutPrefix(in.Object, "an "); ok {
			in.Object = "the " + o
		}
		in.Read = false
	}
	return in
}

// peerToolIntent is toolIntent of a tool of server peers, its clipped
// name spelled out (role.Server.NameSaid) when its description gives no
// act of its own (the intent read with it is the one read from the name
// alone): "ord_ls" with no description is "list orders", not "help me
// with ord ls"; "gse.ls" is "help me with GSE list"; "sub.ls"
// ("submissions") is "list submissions"; "sub.dq" described
// "disqualify" is "disqualify a submission". The description, which said
// nothing the name did not, is not read with the spelled-out name
// ("disqualify" of sub.dq); one that says a place ("Move lesson to new
// time" of mv_lesson) is.
func peerToolIntent(peers *role.Server, name, title, desc string) intent {
	in := toolIntent(name, title, desc)
	said := peers.NameSaid(name, desc)
	if said == name {
		return in
	}
	out := toolIntent(said, title, "")
	alone := toolIntent(name, title, "")
	if (alone.Verb != in.Verb || alone.Object != in.Object || alone.Label != in.Label || alone.Extra != in.Extra) &&
		!(in.Object == "" && out.Verb == in.Verb && out.Object != "") {
		return in // ("Post milestone event." says the act; a bare "disqualify" is the name's act on its thing)
	}
	for _, w := range strings.Split(said, "_") {
		if l := strings.ToLower(w); len(w) > 1 && w == strings.ToUpper(w) && out.Object != "" {
			// "GSE", written so by the server, said so ("list GSEs", not "list gses")
			out.Object = replaceWord(replaceWord(out.Object, l+"s", w+"s"), l, w)
		}
	}
	return out
}

// replaceWord is s with each whole word old replaced by new.
func replaceWord(s, old, new string) string {
	f := strings.Fields(s)
	for i, w := range f {
		if w == old {
			f[i] = new
		}
	}
	return strings.Join(f, " ")
}

// particleLeads mends the leads after a phrasal verb with no object
// ("check in"): the first is no part of an object that is not there
// ("check in of pnr 748374" → "check in for pnr 748374"). A verb that
// leaves ("check out", "log off") keeps its "of".
func particleLeads(verb, obj string, leads []string) {
	f := strings.Fields(verb)
	if obj != "" || len(f) != 2 || !phrasalParticles[f[1]] || f[1] == "out" || f[1] == "off" || len(leads) == 0 {
		return
	}
	if r, ok := strings.CutPrefix(leads[0], "of "); ok {
		leads[0] = "for " + r
	}
}

// sourceNouns name a thing a new one is made from or by ("create a
// shipment using quote qt_6T…", "a repository from template 12"), never
// the thing it is put into ("to quote qt_6T…").
var sourceNouns = map[string]bool{"quote": true, "template": true, "draft": true, "source": true, "snapshot": true,
	"backup": true, "estimate": true, "offer": true, "blueprint": true, "preset": true, "proposal": true, "recipe": true,
	"prototype": true}

// towardWords open the noun of an id that is the other end of what is
// made ("related issue", "target branch") or end an object that says
// where it goes ("a customer need linked"): "to" fits them.
var towardWords = map[string]bool{"related": true, "target": true, "destination": true, "recipient": true, "other": true,
	"linked": true, "attached": true, "assigned": true, "added": true, "sent": true, "connected": true, "relative": true}

// madeIDPrep is the preposition of another thing's id on an act that
// makes a new thing ("create", "make", "build"): a source it is made
// from ("using quote qt_6T…", "from template 12"), else the container it
// is made in ("in calendar c_6q…", "for service MG23…"); ok is false for
// acts that put a thing to another ("add", "append", "send"), whose "to"
// fits.
func (st *funcState) madeIDPrep(in intent, noun string) (string, bool) {
	if !madeVerbs[firstWord(in.Verb)] {
		return "", false
	}
	n := strings.Fields(strings.ToLower(noun))
	if len(n) == 0 || towardWords[n[0]] || towardWords[lastWord(strings.ToLower(in.Object))] || prepositions[n[len(n)-1]] {
		return "", false
	}
	if sourceNouns[n[len(n)-1]] {
		return st.turn("using ", "from ", "based on "), true
	}
	return st.madeInOrFor(noun), true
}
