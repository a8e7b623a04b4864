package prompt

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/mcpgen/mcpgen/internal/jsonx"
	"github.com/mcpgen/mcpgen/pkg/role"
)

// This file phrases the turns of records with more than one call or
// more than one user turn (parallel requests, chained calls, follow-ups
// and clarifications). The single-call parts (each request, each final
// answer) come from the request and final templates through Request and
// Final; only the joins and the extra turns are worded here.

func pickOne(rng *rand.Rand, items ...string) string { return items[rng.IntN(len(items))] }

// JoinRequests words independent requests as one message, as a person
// asking for two things at once would: "Read a.txt. Also, list the
// folder src.", "Read a.txt. Can you also list the folder src?", or the
// two sentences side by side — one connector at most between two
// sentences. A later request that is a bare fragment ("Recent messages
// from that channel?") gets the verb a person would put to it ("Could I
// also see recent messages from that channel?"), and one that opens with
// a greeting loses it: a message greets once. Requests holding a block (a
// line break) are kept as paragraphs.
func JoinRequests(rng *rand.Rand, reqs []string) string {
	if len(reqs) == 0 {
		return ""
	}
	block := false
	for _, r := range reqs {
		block = block || strings.ContainsRune(r, '\n')
	}
	reqs = joinReqs(reqs)
	for i, r := range reqs {
		reqs[i] = OneDay(globAsked(valueLed(r)))
		if i > 0 {
			reqs[i] = withoutSaidSentences(reqs[i], reqs[:i])
		}
	}
	if f := strings.Fields(reqs[0]); len(f) > 0 && !questionWords[strings.ToLower(strings.Trim(f[0], ",.:;!?"))] {
		// "Can you list the rooms? Also, …", not "Rooms? Also, …"; a
		// question ("Mind creating …?") is asked as it is.
		reqs[0] = AskedOut(rng, reqs[0])
	}
	// Why the person asks is told once, next to its ask: a purpose
	// closing the first request goes to the message's end (unless it
	// points at that request's thing: "I'm heading there later"); one a
	// later request opens with follows that ask; a second one is not
	// told.
	first, last := reqs[0], ""
	if rest, why := cutPurpose(first); why != "" && !block {
		switch opens := strings.HasPrefix(first, why); {
		case opens && purposePointsBack(why):
			// "I want to read up on it tonight. Can we find …?" says
			// "it" before what it is: after its ask.
			first = rest + " " + why
		case !opens && !purposePointsBack(why):
			first, last = rest, why
		}
	}
	told := hasPurpose(reqs[0])
	var b strings.Builder
	b.WriteString(ensureStop(first))
	for i, r := range reqs[1:] {
		r, why := cutPurpose(withoutThatWhere(strings.TrimSpace(r)))
		r = foldCount(stripPoliteLead(WithoutGreeting(stripLink(r))))
		if t, ok := JoinOne(ensureStop(first), r); ok && i == 0 && len(reqs) == 2 && !block && rng.IntN(2) == 0 {
			// Two short asks in one sentence, as people ask for two
			// things at once ("Can you list the tables and get user
			// U7?"), one time in two: on every record it reads as a
			// template too.
			b.Reset()
			b.WriteString(t)
		} else {
			if block {
				b.WriteString("\n\n")
			} else {
				b.WriteString(" ")
			}
			b.WriteString(joinLater(rng, r))
		}
		if why != "" && !told {
			b.WriteString(" " + why)
			told = true
		}
	}
	if last != "" {
		b.WriteString(" " + last)
	}
	return QuoteStop(b.String())
}

// withoutSaidSentences drops from r, a request said after those of
// before, an opening or closing sentence one of them says already ("I'm
// planning my week." twice): a message tells its situation once. r
// itself when it holds nothing else.
func withoutSaidSentences(r string, before []string) string {
	if strings.ContainsRune(r, '\n') {
		return r
	}
	said := func(s string) bool {
		s = strings.TrimSpace(s)
		if len(strings.Fields(s)) < 3 {
			return false
		}
		for _, b := range before {
			if strings.Contains(b, s) {
				return true
			}
		}
		return false
	}
	if i := strings.Index(r, ". "); i > 0 && strings.Count(r[:i], "\"")%2 == 0 && said(r[:i+1]) {
		r = strings.TrimSpace(r[i+2:])
	}
	if i := strings.LastIndex(strings.TrimRight(r, ".!? "), ". "); i > 0 && strings.Count(r[i:], "\"")%2 == 0 && said(r[i+2:]) {
		r = r[:i+1]
	}
	return r
}

// valueLedRe matches a request opening with a bare quoted value and a
// colon before its verb ("\"/src/app.py\": replace …").
var valueLedRe = regexp.MustCompile("^(\"[^\"\n]+\"|`[^`\n]+`): ([a-z]+) ")

// valueLed words a request that opens with a bare quoted value and a
// colon, as a label on a form does, with the value as where the action
// is done: "In \"/src/app.py\", replace …". Other requests are returned
// as they are.
func valueLed(r string) string {
	m := valueLedRe.FindStringSubmatch(r)
	if m == nil || !verbs[m[2]] {
		return r
	}
	return "In " + m[1] + ", " + r[len(m[1])+2:]
}

// globWhereRe matches a glob asked about with "where" ("Where is
// \"**/*.json\"?"): a pattern is not somewhere; files matching it are.
var globWhereRe = regexp.MustCompile("\\bWhere (?:is|are) (\"[^\"\n]*\\*[^\"\n]*\"|`[^`\n]*\\*[^`\n]*`)\\?")

// globAsked words "Where is \"**/*.json\"?" as "Which files match
// \"**/*.json\"?".
func globAsked(r string) string {
	return globWhereRe.ReplaceAllString(r, "Which files match $1?")
}

// foldCount folds a request's closing sentence of a few words that says a
// count ("Limit it to 15.", "Max 5.") into the sentence before it: "I
// need to see the users, limit it to 15.", not "… the users. Limit it to
// 15." after another request, which reads as clauses of a form glued
// together. A request without such a closer is returned as it is.
func foldCount(r string) string {
	if strings.ContainsRune(r, '\n') || !strings.HasSuffix(r, ".") {
		return r
	}
	i := strings.LastIndex(strings.TrimSuffix(r, "."), ". ")
	if i <= 0 {
		return r
	}
	head, tail := r[:i], r[i+2:]
	if len(strings.Fields(tail)) > 5 || strings.IndexFunc(tail, unicode.IsDigit) < 0 || strings.ContainsAny(tail, "\"`'") ||
		strings.ContainsAny(head[len(head)-1:], "?!:") || strings.HasSuffix(head, ".") {
		return r
	}
	return head + ", " + lowerStart(tail)
}

// joinConnectors open the second and later requests of a message that
// joinLater does not put as an "also" ask of their own. Plain ones: "Plus,
// …", "Oh, and …" and "While I think of it, …" read as a template's glue
// on every other record, "One more thing:" and "Separately," as a form's.
// "" sets the request beside the one before it, as people mostly write
// two asks.
var joinConnectors = []string{"Also, ", "And ", ""}

// backstoryRe matches a request that tells a situation and then asks
// about it in a few words that name nothing ("I can't remember what I
// put in \"src\". Can you check?"): after another request and a
// connector ("While you're at it, I can't remember …") it reads as a
// stock line.
var backstoryRe = regexp.MustCompile(`^(?:I|I'm|I've|I'd|We|We're|My|Our)\b[^.?!\n]*[.!] (?:[A-Z][a-z']*)(?: [a-z']+){0,4}\?$`)

// Backstory tells whether req tells a situation first and asks about it
// after in a short question naming nothing (backstoryRe): a request a
// record says after another is worded otherwise.
func Backstory(req string) bool {
	return backstoryRe.MatchString(strings.TrimSpace(req))
}

// alsoAsks put a later request's action in a question of its own ("Can
// you also list the folder src?"); fragmentAsks, a bare fragment's
// ("Could I also see recent messages from that channel?").
var (
	alsoAsks     = []string{"Can you also ", "Could you also ", "Would you also "}
	fragmentAsks = []string{"Could I also see ", "Can you also show me ", "And can I see "}
)

// joinLater words r, a request said after another in one message: a
// fragment with a verb put to it; a request of one sentence as its
// action alone, asked "also" ("Can you also list the folder src?",
// "Also, list the folder src."), or, one time in three, as it is, beside
// the one before it (after "And" when it opens with its verb); else r
// after a plain connector. Its own politeness ("Mind getting …", "Could
// you take care of …") is not said again after the first request's: a
// connector before it ("Plus, do you mind getting …") reads as a
// template's glue.
func joinLater(rng *rand.Rand, r string) string {
	if ctx, rest, ok := contextFirst(r); ok {
		// "Also, this is on connection b. Can you list the events?"
		// reads as the connector joining where, not what: the ask
		// comes first, where it runs after it; where already said
		// ("this is on that connection") is not said again.
		if strings.Contains(strings.ToLower(ctx), " that ") {
			return joinLater(rng, rest)
		}
		return joinLater(rng, rest) + " " + ctx
	}
	if fragment(r) {
		f := lowerStart(strings.TrimRight(r, "?.! "))
		if strings.HasPrefix(f, "most ") {
			f = "the " + f // "the most recent messages", not "see most recent messages"
		}
		return pickOne(rng, fragmentAsks...) + f + "?"
	}
	if !strings.ContainsRune(r, '\n') && stripPoliteTail(r) == r {
		// A closer ("…, please.") ends the message as said; a request
		// without one can be put as an ask of its own.
		if act, ok := laterAction(r); ok && !framed(act) && !pointedFirst(act) {
			// Six forms, none on more than one join in five: a form
			// recurring on most records reads as a template.
			k := rng.IntN(6)
			if rest, ok := strings.CutPrefix(act, "see "); ok {
				// "I need to see X" asks to be shown X: not "Can you
				// also see X?", "And could you see X as well?"
				act = "show me " + rest
			}
			switch {
			case k < 3:
				return alsoAsks[k] + act + "?"
			case k == 3 || strings.Contains(act, ", "):
				// "too" or "as well" closing an act of several clauses
				// ("…, limit it to 10 too") lands on its last clause.
				return "Also, " + act + "."
			case k == 4:
				return pickOne(rng, "And could you ", "And can you ") + act + " as well?"
			case rng.IntN(2) == 0 || politeLed(r):
				// "List the folder src too, please."; a polite ask is not
				// said twice ("Would you mind …? Mind …?").
				return upperFirst(act) + " too, please."
			}
			if imperative(r) {
				// Two commands side by side read as two forms stitched
				// together ("Fetch the channels. Search the page text
				// for X."): "And" joins them, or "as well" closes the
				// second (not one of several clauses: "…, limit it to
				// 10 as well").
				if !strings.Contains(act, ", ") {
					return upperFirst(strings.TrimRight(act, ".!? ")) + " as well."
				}
				return "And " + lowerStart(ensureStop(r))
			}
			return alsoLater(upperFirst(ensureStop(r))) // a sentence of its own
		}
	}
	c := joinConnectors[rng.IntN(len(joinConnectors))]
	if c == "" && imperative(r) && !politeLed(r) && !situationFirst(r) {
		c = "Also, " // not two commands side by side
	}
	if c == "" || politeLed(r) || situationFirst(r) || framed(r) {
		// A polite ask after a connector ("Also, mind getting …"), or
		// a situation told first ("And I'm planning my week. What …?"),
		// reads as a template's glue: it stands as a sentence of its
		// own, with "also" after its opener.
		return alsoLater(upperFirst(ensureStop(r)))
	}
	return c + lowerStart(ensureStop(r))
}

// frameOpeners open a request with a frame of its own: the person
// asks to be given something or says what they need.
var frameOpeners = []string{"let's ", "can we ", "could we ", "can i ", "could i ", "is it possible ", "are you able ",
	"any chance ", "i need ", "we need ", "i'd like ", "i want ", "can you ", "could you ", "would you ", "mind "}

// framed tells whether r opens with a frame of its own (frameOpeners),
// alone or after a leading phrase ("On PR 299, can you …", "Using
// prod-1, I need to …"): a connector before it ("Also, on PR 299, can
// you …", "Also, could I have …") stacks glue on an opener, and the
// request stands as a sentence of its own.
func framed(r string) bool {
	l := strings.ToLower(strings.TrimSpace(r))
	opens := func(l string) bool {
		for _, o := range frameOpeners {
			if strings.HasPrefix(l, o) {
				return true
			}
		}
		return false
	}
	if opens(l) {
		return true
	}
	lead, rest, ok := strings.Cut(l, ", ")
	return ok && len(strings.Fields(lead)) <= 5 && !strings.ContainsAny(lead, ".?!\n") && opens(rest)
}

// pointedFirst tells whether r points at its thing first and asks after
// a dash or colon ("Stock B69294 — please mark it sold.", "Venue 6840:
// can you …"): its first word is no verb of an action, and put in an
// ask of its own it reads "And can you stock B69294 — please …?".
func pointedFirst(r string) bool {
	l := strings.ToLower(strings.TrimSpace(r))
	for _, sep := range []string{" — ", ": "} {
		lead, rest, ok := strings.Cut(l, sep)
		if ok && len(strings.Fields(lead)) <= 5 && !strings.ContainsAny(lead, ".?!\n") && (framed(rest) || strings.HasPrefix(rest, "please ")) {
			return true
		}
	}
	return false
}

// situationFirst tells whether r tells the person's situation in a
// sentence of its own before it asks ("I'm planning my week. What do I
// have …?").
func situationFirst(r string) bool {
	f := strings.Fields(strings.ToLower(r))
	if len(f) == 0 || !strings.Contains(r, ". ") {
		return false
	}
	switch f[0] {
	case "i", "i'm", "i've", "we", "we're", "we've", "my", "our":
		return true
	}
	return false
}

// laterOpeners are the polite openers actionOf does not take off that
// lead into an action said as a gerund ("Mind getting …", "Do you mind
// pulling up …") or a verb ("I wonder if you can look up …").
var laterOpeners = []string{"do you mind ", "would you mind ", "mind ", "i wonder if you can ", "i wonder if you could ",
	"any chance you can ", "any chance you could "}

// politeLed tells whether r opens with a polite opener (laterOpeners, or
// one actionOf takes off that is a question or a wish), which said after
// a first request stacks its politeness on that request's.
func politeLed(r string) bool {
	l := strings.ToLower(strings.TrimSpace(r))
	for _, o := range append(slices.Clone(laterOpeners), "can you ", "could you ", "would you ", "i'm hoping ", "i was hoping ",
		"i'd love ", "i'd like ", "i want ", "i need you ", "please ", "reckon ", "think you ", "do me a favor") {
		if strings.HasPrefix(l, o) {
			return true
		}
	}
	return false
}

// laterAction returns the action r asks for in one sentence, without the
// words opening it as a sentence of its own (actionOf), its gerund made
// the verb ("mind getting every reply" → "get every reply", "take care
// of converting …" → "convert …"); false when r is no such request, is
// more than one sentence or opens with a gerund of no known verb.
func laterAction(r string) (string, bool) {
	act, ok := actionOf(r)
	if !ok {
		l := strings.ToLower(strings.TrimSpace(r))
		for _, o := range laterOpeners {
			if strings.HasPrefix(l, o) {
				act, ok = strings.TrimSpace(r)[len(o):], true
				if i := strings.LastIndex(act, "?"); i == len(act)-1 {
					act = act[:i] + "."
				}
				break
			}
		}
	}
	if !ok || act == "" {
		return "", false
	}
	body := strings.TrimRight(act, ".!? ")
	if body == "" || strings.Contains(body, ". ") || strings.Contains(body, "? ") || strings.Contains(body, "! ") ||
		strings.ContainsAny(body, "?!\n") {
		return "", false
	}
	for _, lead := range []string{"mind ", "be able to ", "take care of "} {
		body = strings.TrimPrefix(body, lead)
	}
	f := strings.Fields(body)
	if !startsWithVerb(body) || fragmentLead[strings.ToLower(f[0])] {
		return "", false // "the profile on U01" of "I need the profile on U01"
	}
	if w := f[0]; strings.HasSuffix(w, "ing") {
		v := unGerund(w)
		if v == "" {
			return "", false
		}
		body = v + body[len(w):]
	}
	return body, true
}

// moreVerbs are verbs of requests the description verbs (verbs) leave out.
var moreVerbs = map[string]bool{"grab": true, "snap": true, "pull": true, "give": true, "pick": true, "drop": true, "put": true,
	"map": true, "dig": true, "jot": true, "note": true, "keep": true, "bring": true, "reserve": true, "spin": true}

// unGerund is the verb of a gerund ("getting" → "get", "creating" →
// "create", "grabbing" → "grab"); "" when it is none of a known verb.
func unGerund(w string) string {
	stem, ok := strings.CutSuffix(strings.ToLower(w), "ing")
	if !ok || len(stem) < 2 {
		return ""
	}
	cands := []string{stem, stem + "e"}
	if n := len(stem); n > 2 && stem[n-1] == stem[n-2] && !isVowel(stem[n-1]) {
		cands = append(cands, stem[:n-1])
	}
	for _, c := range cands {
		if verbs[c] || moreVerbs[c] {
			return c
		}
	}
	return ""
}

// contextLeads open a sentence saying where a request works, not what it
// asks ("This is on connection b.", "I'm in the shop database.").
var contextLeads = []string{"this is ", "this is for ", "it's for ", "it's in ", "it's on ", "i'm on ", "i'm in ",
	"i'm connected ", "i'm using ", "we're working ", "we're on ", "we're in ", "that's in ", "that's on ", "it's under ",
	"i'm going through ", "i'm working in ", "i'm looking at ", "i've got "}

// contextFirst splits r, a request opening with a sentence that only says
// where it works followed by the ask, into that sentence (said of the
// ask before it: "That one's on connection b.") and the rest; false for
// any other request.
func contextFirst(r string) (ctx, rest string, ok bool) {
	if strings.ContainsRune(r, '\n') {
		return "", "", false
	}
	i := strings.Index(r, ". ")
	if i <= 0 || strings.Count(r[:i], "\"")%2 == 1 || strings.ContainsAny(r[:i], "?!") {
		return "", "", false
	}
	first, rest := r[:i+1], strings.TrimSpace(r[i+2:])
	l := strings.ToLower(first)
	for _, c := range contextLeads {
		if strings.HasPrefix(l, c) && rest != "" && len(strings.Fields(first)) <= 10 {
			if t, ok := strings.CutPrefix(first, "This is "); ok {
				first = "That one's " + t
			}
			return first, rest, true
		}
	}
	return "", "", false
}

// questionWords open a question or a statement a person says whole
// ("What's …?", "Is there …?", "I need …"); a request ending in a
// question mark that opens with none of them, and with no verb, is a
// fragment ("Recent messages from channel C01?").
var questionWords = map[string]bool{"what": true, "what's": true, "which": true, "is": true, "are": true, "how": true,
	"who": true, "who's": true, "where": true, "where's": true, "when": true, "when's": true, "do": true, "does": true,
	"did": true, "can": true, "could": true, "would": true, "will": true, "should": true, "may": true, "any": true,
	"anything": true, "there": true, "i": true, "i'm": true, "i'd": true, "i've": true, "we": true, "we're": true,
	"why": true, "has": true, "have": true, "mind": true, "got": true, "whose": true, "shall": true}

// fragment tells whether r is a short question without a verb or
// question word ("Recent messages from that channel?").
func fragment(r string) bool {
	if !strings.HasSuffix(r, "?") || strings.ContainsRune(r, '\n') {
		return false
	}
	w := strings.Fields(r)
	if len(w) == 0 || len(w) > 12 {
		return false
	}
	first := strings.ToLower(strings.Trim(w[0], ",.:;!?"))
	if questionWords[first] {
		return false
	}
	for _, x := range w {
		if x = strings.ToLower(strings.Trim(x, ",.:;!?")); questionWords[x] && x != "i" && x != "any" && x != "there" {
			return false // a question after a leading phrase: "Via prod-1, could we list …?"
		}
	}
	_, isAction := actionOf(strings.TrimSuffix(r, "?") + ".")
	return !isAction || notVerb[first] || fragmentLead[first]
}

// fragmentLead are words that open a fragment rather than an imperative:
// a quantifier or adjective before the thing asked for ("Recent messages
// …", "All collections …", "Every file …").
var fragmentLead = map[string]bool{"recent": true, "all": true, "every": true, "latest": true,
	"each": true, "public": true, "current": true, "details": true, "info": true, "metadata": true,
	"most": true, "newest": true, "oldest": true, "top": true}

// joinReqs puts the politeness of joined requests at the message's end:
// a closer ("thanks a lot", "if you don't mind") said after the first of
// two requests lands mid-message ("… 10.77, thanks a lot. Also, …"), so
// it is taken off every request but the last.
func joinReqs(reqs []string) []string {
	out := make([]string, len(reqs))
	for i, r := range reqs {
		if i < len(reqs)-1 {
			r = stripPoliteTail(r)
		}
		out[i] = r
	}
	return out
}

// politeTails are the closers a request can end a sentence with.
var politeTails = []string{", if you don't mind", " when you have a sec", ", thanks a lot", ", thank you", ", thanks!",
	" — thanks", " — appreciate it", ", please", " please", ". Thank you!", ", thanks"}

// stripPoliteTail removes the closers ending a sentence of req ("Read
// a.txt, thanks a lot." → "Read a.txt."), at its end or before a block
// ("…the shop DB, if you don't mind. The pipeline:").
func stripPoliteTail(req string) string { return stripPolite(req, false) }

// stripPolite removes closers as stripPoliteTail does; with inner only
// those with more text after them ("… for connection 118872 — appreciate
// it. The documents:"), keeping the one ending the message.
func stripPolite(req string, inner bool) string {
	for _, t := range politeTails {
		ends := []string{".", "!", "?"}
		if strings.HasSuffix(t, "!") {
			ends = []string{""} // the closer holds its mark
		}
		for _, end := range ends {
			tail := t + end
			for from := 0; ; {
				i := strings.Index(req[from:], tail)
				if i < 0 {
					break
				}
				i += from
				rest := req[i+len(tail):]
				if (rest != "" && !strings.HasPrefix(rest, " ") && !strings.HasPrefix(rest, "\n")) || (inner && strings.TrimSpace(rest) == "") {
					from = i + len(tail)
					continue
				}
				stop := "."
				if end == "?" {
					stop = "?"
				}
				req = req[:i] + stop + rest
				from = i + len(stop)
			}
		}
	}
	return req
}

// politeLeads are the interjections a request can open with, which read
// as filler after a connector ("While you're at it, alright, connect…").
var politeLeads = []string{"alright, ", "ok, ", "okay, ", "right, ", "so, ", "first, ", "now please ", "now, ",
	"please go ahead and ", "go ahead and ", "please ", "kindly ", "pls ", "oh, and ", "quick question: ", "quick favor: ",
	"quick one: ", "hey there, ", "hey, ", "just "}

// stripPoliteLead removes the interjections and the politeness a request
// opens with ("Alright, connect" → "Connect", "Pls check" → "Check").
func stripPoliteLead(r string) string {
	for {
		l := strings.ToLower(r)
		cut := ""
		for _, w := range politeLeads {
			if strings.HasPrefix(l, w) {
				cut = w
				break
			}
		}
		if cut == "" || len(r) == len(cut) {
			return r
		}
		r = strings.TrimSpace(r[len(cut):])
		r = strings.ToUpper(r[:1]) + r[1:]
	}
}

// notVerb are words a request can open with that are no verb of an
// action: a question, a subject, a leading phrase ("On orders, …").
var notVerb = map[string]bool{"what": true, "which": true, "is": true, "are": true, "how": true, "who": true, "where": true,
	"when": true, "do": true, "does": true, "i": true, "i'm": true, "i've": true, "we": true, "we're": true, "my": true,
	"our": true, "the": true, "in": true, "on": true, "for": true, "new": true, "any": true, "there": true, "from": true,
	"with": true, "to": true, "at": true, "a": true, "an": true, "this": true, "that": true, "it": true, "it's": true,
	"inside": true, "within": true, "under": true, "using": true, "via": true, "over": true, "by": true, "about": true}

// clauseOpeners are the sentence openers that put a request in a
// sentence of its own ("I'm trying to", "Can you"): inside a longer
// request only the action they lead into is said.
var clauseOpeners = func() []string {
	var out []string
	for _, l := range [][]string{needOpeners, questionOpeners, politeOpeners, doOpeners, contextOpeners, retiredOpeners, retiredGreetings} {
		for _, o := range l {
			out = append(out, strings.ToLower(o)+" ")
		}
	}
	// Openers the generic plans no longer use but hand-written templates
	// and earlier data may ("I'm trying to", "Need to", "Kindly").
	out = append(out, "after that, ", "then, ", "i'd like to ", "help me ", "i'm trying to ", "need to ", "kindly ", "pls ")
	// Longest first: "can you please " before "can you ".
	sort.SliceStable(out, func(i, j int) bool { return len(out[i]) > len(out[j]) })
	return out
}()

// actionOf returns the action req asks for without the words that open
// it as a sentence of its own: "I'm trying to run an aggregation…" →
// "run an aggregation…", "Can you fetch the logs?" → "fetch the logs.".
// False when req does not open with a known opener followed by the
// action (a question "What rooms are there?").
func actionOf(req string) (string, bool) {
	r := stripPoliteLead(stripLink(strings.TrimSpace(req)))
	l := strings.ToLower(r)
	for _, o := range clauseOpeners {
		if !strings.HasPrefix(l, o) {
			continue
		}
		rest := strings.TrimSpace(r[len(o):])
		if rest == "" {
			return "", false
		}
		if strings.HasPrefix(o, "can ") || strings.HasPrefix(o, "could ") || strings.HasPrefix(o, "would ") || strings.HasPrefix(o, "any ") ||
			strings.Contains(o, " can you") || strings.Contains(o, " could you") {
			// A question: its mark ends the action's first sentence.
			if i := strings.Index(rest, "?"); i >= 0 && (i == len(rest)-1 || rest[i+1] == ' ' || rest[i+1] == '\n') {
				rest = rest[:i] + "." + rest[i+1:]
			}
		}
		return stripPoliteTail(stripPoliteLead(lcFirst(rest))), true
	}
	// A request opening with its verb ("Export the results…").
	w := strings.ToLower(strings.Trim(strings.Fields(r)[0], ",.:;!?"))
	if !strings.HasSuffix(r, "?") && !notVerb[w] {
		return stripPoliteTail(lowerStart(r)), true
	}
	return "", false
}

// links are the connectors a request can open with, which another
// connector before it would stack on.
var links = []string{"also, ", "also ", "and ", "plus, ", "plus ", "next, ", "next ", "then, ", "then ", "on top of that, ",
	"lastly, ", "finally, ", "another one: ", "one more: ", "oh, ", "while you're at it, ", "ok, ", "okay, ", "ok. ", "now, ",
	"now ", "so, ", "still, ", "follow-up: ", "before i forget, ", "separately, ", "next up: ", "oh, and ", "after that, ",
	"one more thing: "}

// OwnRequest returns req without the connector it opens with ("Also,",
// "Separately,", "Next up:"), which links a request to one said before
// it: the first request of a conversation, or one a record joins with a
// connector of its own, has none before it. A closer said before the
// request goes on ("— appreciate it. The documents:") is dropped too.
func OwnRequest(req string) string {
	r := stripPolite(stripLink(strings.TrimSpace(req)), true)
	for {
		l := strings.ToLower(r)
		cut := ""
		for _, w := range interjections {
			if strings.HasPrefix(l, w) {
				cut = w
			}
		}
		if cut == "" || len(r) == len(cut) {
			return r
		}
		r = strings.TrimSpace(r[len(cut):])
		r = strings.ToUpper(r[:1]) + r[1:]
	}
}

// interjections open a request as a reply to something said before it
// ("Alright, create a repo", "Go ahead and make branch …"), which a
// record's first request is not.
var interjections = []string{"alright, ", "ok, ", "okay, ", "right, ", "so, ", "go ahead and ", "please go ahead and "}

// stripLink removes the connector a request opens with ("Also, read
// a.txt" → "Read a.txt").
func stripLink(r string) string {
	for {
		l := strings.ToLower(r)
		cut := ""
		for _, w := range links {
			if strings.HasPrefix(l, w) && len(w) > len(cut) {
				cut = w // the longest: "next up: " over "next "
			}
		}
		if cut == "" {
			return r
		}
		r = strings.TrimSpace(r[len(cut):])
		if r == "" {
			return r
		}
		r = strings.ToUpper(r[:1]) + r[1:]
	}
}

// ListValue rewrites text, a request saying the value vals[0] of p once,
// to ask for all of vals in one breath: "the weather in Porto" becomes
// "the weather in Porto, Lyon and Graz", "the file "a.txt"" becomes "the
// files "a.txt" and "b.txt"". False when text does not say vals[0] once,
// verbatim, as a word of its own.
func ListValue(text string, p Param, vals []any) (string, bool) {
	v1 := fmt.Sprint(vals[0])
	pos := -1
	for i := 0; ; {
		j := strings.Index(text[i:], v1)
		if j < 0 {
			break
		}
		j += i
		if wordEdge(text, j-1) && wordEdge(text, j+len(v1)) {
			if pos >= 0 {
				return "", false // said twice
			}
			pos = j
		}
		i = j + 1
	}
	if pos < 0 {
		return "", false
	}
	start, end, q := pos, pos+len(v1), ""
	if start > 0 && end < len(text) && strings.ContainsAny(text[start-1:start], "\"'`") && text[start-1] == text[end] {
		q = text[start-1 : start]
		start, end = start-1, end+1
	}
	mark, owner := "", ""
	if q == "" && start > 0 && text[start-1] == '#' {
		mark = "#" // "issues #4 and #9"
	}
	if q == "" && start > 1 && text[start-1] == '/' {
		// The last part of a path-like name ("acme/api"): each value
		// said whole ("acme/api, acme/web and acme/cli"), not "acme/api,
		// web and cli".
		if j := strings.LastIndexAny(text[:start-1], " (\n") + 1; j < start-1 && !strings.Contains(text[j:start-1], "/") {
			owner, start = text[j:start], j
		}
	}
	items := make([]string, len(vals))
	for i, v := range vals {
		items[i] = owner + q + fmt.Sprint(v) + q
		if i > 0 {
			items[i] = mark + items[i]
		}
	}
	if singularRef(text) {
		return "", false // "book it", "is it free": said of one thing
	}
	if clauseAround(text[:start], text[end:]) {
		return "", false // "what the issues in repos a, b and c are?"
	}
	if t, ok := ownerOnce(text[:start], strings.TrimSuffix(owner, "/"), vals, text[end:]); ok {
		return t, true
	}
	if t, lead, done := leadList(text[:start], text[end:], andList(items)); lead {
		return t, done
	}
	out, start := agreeList(text[:start], listPossessive(text[end:]), andList(items))
	// "the file" before the list becomes "the files", "a folder" becomes
	// "folders".
	before := strings.TrimSuffix(out[:start], mark)
	if f := strings.Fields(before); len(f) >= 2 && strings.HasSuffix(before, " ") && isNounWord(f[len(f)-1]) {
		switch strings.ToLower(f[len(f)-2]) {
		case "the":
			cut := len(before) - len(f[len(f)-1]) - 1
			return before[:cut] + Plural(f[len(f)-1]) + " " + out[len(before):], true
		case "this":
			// "this file" becomes "these files"; "that" is left: after a
			// noun it leads a clause ("code that matches"), not a noun.
			cut := len(before) - len(f[len(f)-1]) - len(f[len(f)-2]) - 2
			these := "these"
			if f[len(f)-2] == "This" {
				these = "These"
			}
			return before[:cut] + these + " " + Plural(f[len(f)-1]) + " " + out[len(before):], true
		case "a", "an":
			cut := len(before) - len(f[len(f)-1]) - len(f[len(f)-2]) - 2
			return before[:cut] + Plural(f[len(f)-1]) + " " + out[len(before):], true
		}
	}
	for _, n := range []string{thingNoun(p), paramNoun(p), idHead(paramNoun(p))} {
		if n == "" {
			continue
		}
		before := strings.TrimSuffix(out[:start], mark)
		if strings.HasSuffix(before, " "+n+" ") {
			out = before[:len(before)-len(n)-1] + Plural(n) + " " + out[len(before):]
			break
		}
	}
	return out, true
}

// ownerOnce words repositories of one owner listed after a preposition
// or a "repo" noun as people do, the owner said once: "in repos
// acme/api, acme/web and acme/cli" becomes "in acme's api, web and cli
// repos". before and after are the text around the list; false when the
// list is not led so, or a possessive follows it ("acme/api's issues").
func ownerOnce(before, owner string, vals []any, after string) (string, bool) {
	if strings.HasPrefix(after, "'") || strings.HasPrefix(after, "/") || owner == "" {
		return "", false
	}
	f := strings.Fields(before)
	if len(f) == 0 || !strings.HasSuffix(before, " ") {
		return "", false
	}
	last := strings.ToLower(f[len(f)-1])
	switch last {
	case "repo", "repos", "repository", "repositories":
		before = strings.TrimSuffix(before, f[len(f)-1]+" ")
		if g := strings.Fields(before); len(g) > 0 && (g[len(g)-1] == "the" || g[len(g)-1] == "The") {
			before = strings.TrimSuffix(before, g[len(g)-1]+" ")
		}
	case "in", "for", "on", "from", "across", "of":
	default:
		return "", false
	}
	names := make([]string, len(vals))
	for i, v := range vals {
		names[i] = fmt.Sprint(v)
	}
	poss := owner + "'s"
	if strings.HasSuffix(owner, "s") {
		poss = owner + "'"
	}
	return before + poss + " " + andList(names) + " repos" + after, true
}

// singularRef tells whether text refers to its one thing as "it" or asks
// "is … free", which a list of several would not fit.
func singularRef(text string) bool {
	l := " " + strings.ToLower(text) + " "
	for _, w := range []string{" it ", " it.", " it,", " it?", " it!", " it's ", " it’s ", " is ", " isn't ", " its ", " was "} {
		if strings.Contains(l, w) {
			return true
		}
	}
	return false
}

// isNounWord tells whether w, the word before a value, can be a noun
// made plural ("directory", "file"), not a preposition or a verb.
func isNounWord(w string) bool {
	switch strings.ToLower(w) {
	case "at", "in", "on", "of", "for", "to", "from", "with", "into", "under", "named", "called", "about", "is", "and", "or":
		return false
	}
	for _, r := range w {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r == '-') {
			return false
		}
	}
	return len(w) > 2
}

// wordEdge tells whether text has no letter or digit at i (or i is
// outside it): a value found there is a word of its own, not part of one.
func wordEdge(text string, i int) bool {
	if i < 0 || i >= len(text) {
		return true
	}
	c := text[i]
	return !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c >= 0x80)
}

// JoinAnswers joins the final answers of several calls into one message.
// A lead they all open with ("Here's the forecast: ") is said once.
func JoinAnswers(answers []string) string {
	var out []string
	for _, a := range answers {
		if a = strings.TrimSpace(a); a != "" {
			out = append(out, a)
		}
	}
	if len(out) > 1 {
		// A lead ending in a dash or comma ("Sure — a.txt: …") is kept in
		// the first answer only.
		if lead := commonLead(out); lead != "" && !strings.HasSuffix(lead, ": ") {
			for i := 1; i < len(out); i++ {
				out[i] = strings.TrimPrefix(out[i], lead)
			}
			return strings.Join(out, "\n\n")
		}
		if lead, _, ok := strings.Cut(out[0], ": "); ok && !strings.ContainsAny(lead, ".\n"+quoteMarks) {
			same := true
			for _, a := range out[1:] {
				same = same && strings.HasPrefix(a, lead+": ")
			}
			if same {
				for i, a := range out {
					out[i] = strings.TrimPrefix(a, lead+": ")
				}
				return lead + ":\n\n" + strings.Join(out, "\n\n")
			}
		}
	}
	return strings.Join(out, "\n\n")
}

// commonLead is the opening all of answers share, up to and with a
// dash, colon or comma and its space ("Sure — ", "Done: "), or "".
func commonLead(answers []string) string {
	lead := answers[0]
	for _, a := range answers[1:] {
		n := 0
		for n < len(lead) && n < len(a) && lead[n] == a[n] {
			n++
		}
		lead = lead[:n]
	}
	if len(lead) > 40 {
		lead = lead[:40]
	}
	cut := -1
	for _, sep := range []string{"— ", ": ", ", "} {
		if i := strings.Index(lead, sep); i >= 0 && (cut < 0 || i+len(sep) < cut) {
			cut = i + len(sep)
		}
	}
	if cut <= 0 || strings.ContainsAny(lead[:cut], ".\n"+quoteMarks) {
		return ""
	}
	return lead[:cut]
}

// quoteMarks are the double quotes a lead of JoinAnswers must not hold: a
// colon inside a quoted title ("Design review: mobile app" is on …) is
// not the end of a lead, and cutting there leaves the quote open.
const quoteMarks = "\"“”"

// quoteStopRe matches a quote ending in its own stop followed by another
// ("Reason: "We moved it.".").
var quoteStopRe = regexp.MustCompile(`([.!?])(["”])\.( |\n|$)`)

// QuoteStop drops the full stop after a quote that ends a sentence with
// its own ("Use "Ship it."." is "Use "Ship it.""), as people write it.
func QuoteStop(s string) string {
	return quoteStopRe.ReplaceAllString(s, "$1$2$3")
}

// ensureStop ends s with a full stop unless it ends with punctuation.
func ensureStop(s string) string {
	s = strings.TrimSpace(s)
	if s == "" || strings.ContainsAny(s[len(s)-1:], ".?!:)\"`") || blockLast(s) {
		return s
	}
	return s + "."
}

// blockLast tells whether s ends with a text attached below its request
// ("I've put the content below:\n\n…- run: make test"): a stop after it
// would change what is sent ("make test.").
func blockLast(s string) bool {
	i := strings.LastIndex(s, ":\n")
	return i >= 0 && !strings.Contains(strings.TrimLeft(s[i+1:], "\n"), "\n\n")
}

// mention is how a value is said in a short reply: strings bare when
// short and on one line, else in quotes; other values in words.
func mention(v any) string {
	if s, ok := v.(string); ok {
		if !strings.ContainsAny(s, "\n\"") && len(s) <= 80 && (len(strings.Fields(s)) < 3 || strings.Contains(s, ", ")) {
			return s // a name, a path, an address
		}
		return cite(s).(string)
	}
	return words(v)
}

// say is how the value v of p is said in a reply: a title or name of
// something new always in quotes ("Add budget"), others as mention says.
func say(p Param, v any) string {
	s, ok := v.(string)
	if ok && p.Role.Kind == role.Title && !strings.ContainsAny(s, "\"\n") {
		return `"` + s + `"`
	}
	if ok && p.Role.Kind == role.Query && !strings.ContainsAny(s, "\"\n") {
		return `"` + s + `"` // what is searched for, as typed
	}
	switch p.Role.Kind {
	case role.Code, role.SQL, role.Selector, role.Regex, role.Command, role.JSON:
		if ok && !strings.ContainsAny(s, "`\n") {
			return "`" + s + "`" // code as people paste it
		}
	}
	return mention(v)
}

// sayDate is say for a follow-up's turn: a date or date-time in words
// ("What about 8 December 2025?"), as people type dates in chat, where
// say keeps the ISO form a clarification's reply must carry.
func sayDate(p Param, v any) string {
	if m, ok := centsValueSaid(p, v); ok {
		return m // quoted_price_cents 6299: "$62.99", as the request said it
	}
	if s, ok := v.(string); ok && (p.Role.Kind == role.Date || p.Role.Kind == role.DateTime || isoDay(p, s)) {
		if iso, ok := compactDay(p, s); ok {
			s = iso // a yyyymmdd day is said as the request said it: "I meant April 22, 2026", never "I meant 20260422"
		}
		if w := dateWords(s); w != s {
			return w
		}
	}
	if t, ok := epochTime(v, p.Role.Unit); ok && p.Role.Kind == role.DateTime {
		// A time in epoch seconds, said as the request said it ("until
		// February 24, 2026 at 11am UTC"): "I meant 1777044600." is no
		// date a person types.
		if iso := t.Format(time.RFC3339); dateWords(iso) != iso {
			return dateWords(iso)
		}
	}
	return say(p, v)
}

// textLike tells whether p holds words the user writes (a title, a body,
// a message): asked for as "What should the title be?".
func textLike(p Param) bool {
	switch p.Role.Kind {
	case role.Title, role.Text, role.Thought, role.CommitMessage, role.Question:
		return true
	}
	return false
}

// paramNoun is what a person calls the value of p ("path", "city",
// "issue number").
func paramNoun(p Param) string {
	h := strings.ToLower(p.Human)
	if h == "" {
		h = strings.ToLower(Humanize(p.Name))
	}
	if len(h) <= 2 {
		// A letter ("q", "b") says nothing: its description does when
		// short ("Second number"), a search query's role does.
		d := strings.ToLower(strings.TrimRight(strings.TrimSpace(p.Description), "."))
		switch {
		case p.Role.Kind == role.Query:
			return "search query"
		case d != "" && len(strings.Fields(d)) <= 4 && !strings.ContainsAny(d, "(:,;") && !formatPattern(d):
			return d // not "yyyy-mm-dd", a format: "What's the yyyy-mm-dd?"
		}
	}
	return wholeWordsNoun(h) // "aircraft_reg": "aircraft registration", not "aircraft reg"
}

// unitNoun splits a noun ending in a unit ("duration minutes", "timeout
// seconds") into what is measured and the unit; unit is "" for others.
func unitNoun(noun string) (base, unit string) {
	f := strings.Fields(noun)
	if len(f) < 2 {
		return noun, ""
	}
	switch u := f[len(f)-1]; u {
	case "minutes", "seconds", "hours", "days", "ms", "weeks", "months":
		return strings.Join(f[:len(f)-1], " "), u
	}
	return noun, ""
}

// thingNoun is what a person calls the thing a value of p names: "file"
// for a file path, "connection" for a connection id.
func thingNoun(p Param) string {
	switch p.Role.Kind {
	case role.FilePath, role.FileName:
		return "file"
	case role.DirPath:
		return "folder"
	}
	if n := nounOf(p); n != "" {
		return singular(n)
	}
	return paramNoun(p)
}

// lowerStart lower-cases the first letter of a request joined after
// another, keeping "I" and acronyms.
func lowerStart(s string) string {
	if s == "I" || strings.HasPrefix(s, "I ") || strings.HasPrefix(s, "I'") {
		return s
	}
	return lcFirst(s)
}

// FollowUp words a second user turn that repeats the previous request
// with p changed to value: "And for Lyon?", "Now the same with the start
// date 2025-10-04." The value is said with its noun when a bare value
// would not say which one it replaces (named, a date, a number).
func FollowUp(rng *rand.Rand, p Param, value any, named bool) string {
	v := sayDate(p, value)
	dated := false
	switch p.Role.Kind {
	case role.Date, role.DateTime, role.Year:
		dated = true
	}
	if dated && !named {
		// A date alone says what it changes: "And for March 3?".
		return pickOne(rng, "And for "+v+"?", "What about "+v+"?", "Same for "+v+"?", "How about "+v+"?")
	}
	if named || !(bareOK(p) || idLike(p)) {
		v = withNoun(p, v)
		if _, _, ok := prepNoun(idNoun(p)); ok {
			// The other end of a trip or a move: "Same again, but to
			// the express port?", not "up to" as for a range.
			return pickOne(rng, "Same again, but "+v+"?", "And "+v+"?", "Can you run that again, but "+v+"?")
		}
		if w, ok := rangeEnd(v); ok {
			// One end of a range changed: "Same again, but up to 9
			// November?", not "How about to 9 November?".
			return pickOne(rng, "Can you run that again "+w+"?", "Same again, but "+w+"?")
		}
		switch rng.IntN(4) {
		case 0:
			return "And " + v + "?"
		case 1:
			return "Thanks. Now " + v + "?"
		case 2:
			return "Same again " + v + ", please."
		default:
			return "How about " + v + "?"
		}
	}
	switch rng.IntN(5) {
	case 0:
		return "And for " + v + "?"
	case 1:
		return "What about " + v + "?"
	case 2:
		return "Same for " + v + "?"
	case 3:
		return "Thanks. Now " + v + ", please."
	default:
		return "OK, and " + v + "?"
	}
}

// rangeEnd words v, a value said with the noun of a range's end ("to 9
// November 2025", "from 6 October"), as the end of a span ("up to 9
// November 2025"); false for any other v.
func rangeEnd(v string) (string, bool) {
	for _, e := range [][2]string{{"to ", "up to "}, {"until ", "until "}, {"before ", "before "}, {"end ", "ending "},
		{"from ", "from "}, {"since ", "since "}, {"after ", "after "}, {"start ", "starting "}} {
		if rest, ok := strings.CutPrefix(v, e[0]); ok {
			return e[1] + rest, true
		}
	}
	return "", false
}

// bareOK tells whether a value of p said alone ("And for Lyon?") is clear:
// a place, a person, a name or path of a thing; not a date, a number, an
// enum or a flag.
func bareOK(p Param) bool {
	switch p.Role.Kind {
	case role.City, role.Country, role.Region, role.Address, role.Place, role.Person, role.Username,
		role.Organisation, role.FilePath, role.DirPath, role.FileName, role.Repo, role.URL, role.Channel,
		role.Domain, role.Email, role.Query:
		return true
	}
	return false
}

// IDLike tells whether p names one thing by an id, a handle or a path
// (see idLike; paths too): a follow-up changing one of two such values
// names which it changes.
func IDLike(p Param) bool {
	switch p.Role.Kind {
	case role.FilePath, role.DirPath, role.FileName, role.URL:
		return true
	}
	return idLike(p)
}

// idLike tells whether p names one thing by an id or a handle that says
// what it is without its noun ("evt_6e67", "fix/login", "crm"): a reply
// changing it needs no "for the event id".
func idLike(p Param) bool {
	switch p.Role.Kind {
	case role.ID, role.Key, role.Branch, role.RepoName, role.Repo, role.RepoOwner, role.Username, role.Organisation,
		role.Database, role.Collection, role.Channel, role.MessageTS, role.Ident:
		return true
	}
	return false
}

// idNoun is what a person calls the value of p when changing it: the
// thing an id names ("the page", not "the page id"), else paramNoun.
func idNoun(p Param) string {
	if idLike(p) {
		if n := thingNoun(p); n != "" {
			return n
		}
	}
	return paramNoun(p)
}

// withNoun says value v of p with what it is: "from 2025-10-04" for a
// parameter named like a preposition, "with the limit 20", "with the
// path /tmp/a".
func withNoun(p Param, v string) string {
	noun := idNoun(p)
	if centsMoney(p) && strings.ContainsAny(v, "$€£¥") {
		what := centsNoun(noun)
		return "with " + articleFor(what) + " " + what + " of " + v
	}
	if _, unit := unitNoun(noun); unit != "" {
		return "for " + v + " " + unit
	}
	if carriesLabel(noun, v) {
		if p.Enum {
			return "for " + labelChoiceSaid(v) // a choice said in words: "for phase 3", not "for phase_3"
		}
		return "for " + v // "for NCT42054796", never "for the NCT42054796 nct"
	}
	if _, err := strconv.ParseFloat(v, 64); err == nil {
		if what, unit := measureNoun(p, noun); unit != "" && what != "" && !idLike(p) {
			// reading_m3: "with a reading of 3 m³", never "with a
			// reading m3 of 3"
			return "with " + articleFor(what) + " " + what + " of " + v + " " + unit
		}
	}
	if rest, ok := strings.CutPrefix(noun, "min "); ok {
		return atLeastWith(rest, "at least", v)
	}
	if rest, ok := strings.CutPrefix(noun, "max "); ok {
		return atLeastWith(rest, "at most", v)
	}
	switch noun {
	case "from", "since", "after", "before", "until", "to", "start", "end":
		return noun + " " + v
	}
	if b, ok := datedBound(p, noun); ok {
		return b + " " + v // "free from 16 November", not "with the free from 16 November"
	}
	if w, ok := prepWith(p, noun, v); ok {
		return w
	}
	if _, err := strconv.ParseFloat(v, 64); err == nil {
		if idLike(p) && noun != "" && len(strings.Fields(noun)) <= 2 {
			return "for " + noun + " " + v // "for book 256460", "for parent comment 400531", not "with a book of 256460"
		}
		if l, ok := labelNumber(noun, v); ok {
			return l // "with zoom 3", not "with a zoom of 3"
		}
		return "with " + articleFor(noun) + " " + noun + " of " + v // "with a depth of 2", not "with the depth 2"
	}
	if p.Enum && noun != "" && !strings.ContainsAny(v, " \"") && strings.ToLower(v) == v {
		// A choice is set, not a thing named: "with the priority set
		// to high", not "for the high priority" (a name of a thing,
		// "the Annex building", stays one).
		if w, ok := choiceWith(noun, choiceSaid(v)); ok {
			return w
		}
		return "with the " + noun + " set to " + choiceSaid(v) // "power red", not "power_red"
	}
	if nameOfThing(p, noun, v) {
		if blankNouns[noun] || noun == "title" || noun == "label" {
			// The value is the name itself: "for orders-api", not "for
			// the orders-api name".
			return "for " + v
		}
		return "for the " + v + " " + noun // "for the Annex building", not "with the building Annex"
	}
	return "with the " + noun + " " + v
}

// nameOfThing tells whether v, said for p whose noun is noun, is the
// short name of a thing said before its noun ("the Annex building", "the
// main branch"): one or two words without a path's or an address's
// marks, of a value that is not words the user writes or searches for.
func nameOfThing(p Param, noun, v string) bool {
	switch p.Role.Kind {
	case role.Query, role.Text, role.Title, role.Code, role.SQL, role.JSON, role.Command, role.Regex, role.Glob, role.Selector,
		role.Thought, role.Question, role.CommitMessage, role.URL, role.Email, role.FilePath, role.DirPath, role.FileName:
		return false
	}
	return noun != "" && !strings.Contains(noun, " ") && len(strings.Fields(v)) <= 2 && !strings.ContainsAny(v, "\"/@:`")
}

// FollowUpAdd words a second user turn that repeats the previous request
// with p set to value as well: "And only in the Annex building?" is said
// "And with the building Annex?".
func FollowUpAdd(rng *rand.Rand, p Param, value any) string {
	v := dayWith(p, value)
	return pickOne(rng, "And "+v+"?", "Could you narrow that down "+v+"?", "Now the same "+v+", please.")
}

// RedirectAdd words the user's answer after declining a call: the same
// request with p set to value as well. The call did not run, so the
// answer asks for it again with the value ("Wait, do it for the Annex
// building, please."), never "Same thing, but …", which reads as a
// second request after one that was done.
func RedirectAdd(rng *rand.Rand, p Param, value any) string {
	v := dayWith(p, value)
	if !leadsWithPrep(v) {
		// A filter said after its noun ("modified after May 2"): "only
		// the ones modified after May 2", never "do it modified after …".
		return pickOne(rng, "Can you do just the ones "+v+", please?", "Wait, only the ones "+v+", please.")
	}
	return pickOne(rng, "Can you do it "+v+", please?", "Wait, do it "+v+", please.")
}

// leadsWithPrep tells whether v, a value said with its words (dayWith),
// opens with a preposition, so it follows "do it" ("do it for the Annex
// building"); a past participle ("modified after May 2", "available on
// June 3") does not.
func leadsWithPrep(v string) bool {
	w, _, _ := strings.Cut(v, " ")
	switch w {
	case "with", "for", "on", "in", "at", "from", "to", "by", "since", "until", "before", "after", "under", "over", "as", "without":
		return true
	}
	return false
}

// FollowUpRequest words a second user turn that asks for a new request
// of the same kind: "Thanks. Now, read b.txt."
func FollowUpRequest(rng *rand.Rand, req string) string {
	req = stripLink(req)
	lead := pickOne(rng, "Thanks. Now ", "Great. Next, ", "OK. One more: ", "Now ")
	return lead + lowerStart(req)
}

// DeclinedNotice is the tool message of a call the user declined when the
// client asked to approve it (MCP clients ask before running a tool): the
// call did not run, so the message holds no output of the tool.
const DeclinedNotice = "The user declined this tool call, so it was not run."

// DeclinedAck is the assistant's answer to a declined call: the user
// stopped it and nothing ran. Said in one of many forms (a few fixed
// lines recur across a dataset as a template's), as what the user's
// refusal left undone ("OK, I haven't run it."), never as the
// assistant's own choice ("Sure, I won't do it then.", "I'll skip that
// lookup."), which reads as if the assistant had declined; now and then
// with an offer or a question about what to change, each said on few
// records, so none reads as a stock question.
func DeclinedAck(rng *rand.Rand) string {
	return ackOf(rng, declinedSaid, declinedCloses)
}

// DeclinedAckFor is DeclinedAck for a call of b's tool, said about what
// did not happen when the tool's description names a plain action on a
// thing ("OK, I haven't created that branch.", "No problem, I've left
// those keys as they are."), else DeclinedAck.
func DeclinedAckFor(rng *rand.Rand, b *Binding) string {
	verb, obj, ok := declinedAct(b)
	if ok && (!actFits(b.Tool, verb, obj) || !namesThing(verb, pastParticiple(verb), obj)) {
		// No act on a thing a person would name: "I haven't visited
		// that checked." is said as nothing run.
		return DeclinedAck(rng)
	}
	if !ok {
		if b != nil && b.data.intent.OK && b.data.intent.Read && !role.NameSaysChange(b.Tool.Name) {
			// A look-up declined is a look-up not made ("OK, I haven't
			// looked it up."), not a change held off. A tool whose
			// description only names a thing ("Receive pallet", "Milk
			// yield, litres") reads as a look-up; its name says the
			// change ("wms_rcv", "log_milk"), which was not pulled up.
			return ackOf(rng, declinedReadSaid, declinedCloses)
		}
		return DeclinedAck(rng)
	}
	that, has, are := "that "+obj, "has", "it is"
	if last := obj[strings.LastIndexByte(obj, ' ')+1:]; plural(last) || last == "children" || last == "people" {
		that, has, are = "those "+obj, "have", "they are"
	}
	done := pastParticiple(verb)
	left := "Got it, " + that + " " + has + "n't been " + done + "."
	if altersVerbs[verb] {
		// Only a thing the call would have changed is left as it is:
		// "I've left that address as it is" of a geocoding call, or of
		// an issue type not yet made, reads as if it were to be changed.
		left = "No problem, I've left " + that + " as " + are + "."
	}
	s := pickOne(rng, "OK, I haven't "+done+" "+that+".", "Right, I haven't "+done+" "+that+".",
		"All right, I haven't done anything with "+that+".", "No problem, I haven't "+done+" "+that+".",
		left, "Understood, I haven't "+done+" "+that+".")
	return ackOf(rng, []string{s}, declinedCloses)
}

// altersVerbs are the verbs of acts on a thing that already exists (an
// edit, a removal, a move): what such a declined call did not do is
// said as the thing left alone.
var altersVerbs = map[string]bool{"update": true, "edit": true, "delete": true, "remove": true, "change": true,
	"modify": true, "rename": true, "move": true, "archive": true, "close": true, "cancel": true, "merge": true,
	"clear": true, "reset": true, "overwrite": true, "replace": true, "revoke": true, "disable": true, "enable": true,
	"pause": true, "resume": true, "restore": true, "unpublish": true, "void": true, "suspend": true, "lock": true,
	"unlock": true, "reschedule": true, "trash": true, "purge": true, "truncate": true, "drop": true, "terminate": true,
	"stop": true, "restart": true, "patch": true, "reopen": true, "unarchive": true, "deactivate": true, "activate": true}

// declinedAct is the verb and the bare object noun (no article, no "new")
// of b's tool's action, when both are plain words a person names the
// thing by ("create" and "branch" of "Create a new branch in a GitHub
// repository"); false for a phrasal or double verb ("fill in", "move or
// rename"), an object of several words or kinds ("all documents", "files
// and directories") and an object that is the page a browser shows.
func declinedAct(b *Binding) (verb, obj string, ok bool) {
	if b == nil {
		return "", "", false
	}
	in := b.data.intent
	if !in.OK || in.Read || in.Fixed || strings.ContainsAny(in.Verb, " -") || in.Verb == "" {
		return "", "", false
	}
	w := strings.Fields(in.Object)
	for len(w) > 0 && (w[0] == "a" || w[0] == "an" || w[0] == "the" || w[0] == "new") {
		w = w[1:]
	}
	if len(w) == 0 || len(w) > 2 {
		return "", "", false
	}
	for _, x := range w {
		switch x {
		case "all", "and", "or", "of", "one", "multiple", "page", "this", "text", "simulated":
			return "", "", false
		}
		if strings.IndexFunc(x, func(r rune) bool { return (r < 'a' || r > 'z') && r != '-' }) >= 0 {
			return "", "", false
		}
	}
	return in.Verb, strings.Join(w, " "), true
}

// declinedSaid say that a declined call did not run because the user
// stopped it ("OK, I haven't run it.", "No problem, I've left it."),
// never as the assistant's own choice ("OK, I won't go ahead then.",
// "Got it, I'll skip it for now."); declinedCloses offer, in words that
// fit whatever was declined, to do it another way or ask what to change
// ("" is neither: the user says what to change next). None is a report
// on the call ("Understood, nothing was run.") nor an order to speak
// ("Just tell me what to change."), and none says the thing was left
// alone, which a call making or finding something never touched.
var (
	declinedSaid = []string{"OK, I haven't run it.", "No problem, I've left it.", "OK, I haven't gone ahead with it.",
		"Got it, I haven't run that.", "Understood, I haven't gone through with it.", "Sure, I've left it for now.",
		"OK, I've cancelled that.", "No worries, I haven't done it.", "All right, I've called it off."}
	// declinedReadSaid say that a declined look-up was not made.
	declinedReadSaid = []string{"OK, I haven't looked it up.", "All right, I haven't looked that up.",
		"No problem, I haven't pulled it up.", "Got it, I haven't checked.", "No problem, I've left it.",
		"OK, I haven't run it."}
	declinedCloses = []string{"", "", "", "", "", "", "", "Let me know what you'd like instead.", "Happy to do it differently.",
		"Let me know if you want it another way.", "I can try it another way if you like.", "What should I change?",
		"What would you like changed?", "Should I change something and try again?", "Want me to change anything first?"}
)

// ackOf is an acknowledgement of a call that did not run: one of said
// and one of closes ("" says said alone).
func ackOf(rng *rand.Rand, said, closes []string) string {
	s, a := said[rng.IntN(len(said))], closes[rng.IntN(len(closes))]
	if a == "" {
		return s
	}
	return s + " " + a
}

// Redirect words the user's answer after declining a call: the same
// request with p changed from old to value ("Sorry, I meant Lyon, not
// Porto.").
func Redirect(rng *rand.Rand, p Param, old, value any, named bool) string {
	v, o := quotedWords(sayDate(p, value)), quotedWords(sayDate(p, old))
	if p.Enum {
		v, o = choiceSaid(v), choiceSaid(o)
	}
	if p.Enum && !long(o) {
		// A choice is said as the choice itself ("I meant warning, not
		// error"), never behind its parameter's name ("the level
		// warning").
		return pickOne(rng, "Oh, I meant "+v+", not "+o+".", "Sorry, "+v+", not "+o+".", "Make it "+v+" instead of "+o+".")
	}
	if named && (idLike(p) || p.Role.ID != "") && TokenLike(v) && TokenLike(o) {
		// Another id of the call is pasted too (a role, a guild and a
		// user): "I pasted the wrong one" leaves which one open.
		return pastedWrongOf(rng, idNoun(p), v)
	}
	if d := p.Role.Kind; named && (d == role.Date || d == role.DateTime) {
		// Beside another date of the call (a check-in beside a
		// check-out), "I mixed up the dates. It should be March 17."
		// leaves open which one changes: the correction says which end.
		if _, low, ok := boundStem(strings.ToLower(p.Human)); ok {
			if low {
				return pickOne(rng, "Sorry, I mixed up the dates. It should start on "+v+".", "Wait, wrong start date. I meant "+v+".")
			}
			return pickOne(rng, "Sorry, I mixed up the dates. It should end on "+v+".", "Wait, wrong end date. I meant "+v+".")
		}
	}
	if _, num := jsonx.Number(value); named && num {
		// Beside another number of its kind (a width beside a height),
		// "Hmm, 375 is enough." leaves open which one changes: the
		// correction names it (below).
	} else if r := redirectReason(rng, p, old, value, v, o); r != "" {
		return r
	}
	if long(o) {
		// Nobody retypes a long id to say which one they did not mean.
		// The correction says why it changes ("wrong branch"): a bare
		// "Use X instead" reads as an unrelated value out of nowhere.
		if n, ok := correctionNoun(idNoun(p)); ok && (named || (!bareOK(p) && !idLike(p))) {
			return pickOne(rng, "Sorry, wrong "+n+". I meant "+v+".", "Sorry, wrong "+n+". It's "+v+".")
		}
		if !strings.ContainsAny(v, " \n") {
			// A long token is pasted: the slip is pasting the wrong one.
			return pastedWrong(rng, v)
		}
		return pickOne(rng, "Sorry, wrong one. I meant "+v+".", "Not that one. Use "+v+" instead.", "Make it "+v+" instead.")
	}
	if named || (!bareOK(p) && !idLike(p)) {
		n := idNoun(p)
		if _, unit := unitNoun(n); unit != "" {
			return pickOne(rng, "Make it "+unitSaid(v, unit)+" instead.", "Sorry, I meant "+unitSaid(v, unit)+", not "+o+".")
		}
		if centsMoney(p) {
			// quoted_price_cents: "Sorry, the quoted price should be
			// $62.99, not $222.50.", never "6299 cents"
			what := centsNoun(n)
			return pickOne(rng, "Sorry, the "+what+" should be "+v+", not "+o+".", "Sorry, wrong "+what+". It should be "+v+".")
		}
		if _, num := jsonx.Number(value); num {
			if what, unit := measureNoun(p, n); unit != "" && what != "" {
				// weight_kg: "Sorry, wrong weight. I meant 86.4 kg.",
				// never "wrong weight kg"
				vu := unitSaid(v, unit)
				if said := nounWithValue(what, vu); said != "" {
					return pickOne(rng, "Oops, I meant "+said+".", "Sorry, it's "+said+".")
				}
				return pickOne(rng, "Sorry, the "+what+" should be "+vu+", not "+o+".", "Sorry, wrong "+what+". It should be "+vu+".",
					"Oops, wrong "+what+". I meant "+vu+".")
			}
		}
		switch n {
		case "from", "since", "after", "before", "until", "to", "start", "end":
			return pickOne(rng, "Sorry, I meant "+n+" "+v+", not "+o+".", "Make that "+n+" "+v+" instead.")
		}
		if c := countSaid(n, v); c != "" {
			// nights 2 → 1: "Sorry, I meant 1 night, not 2.", never
			// "Sorry, wrong nights. It should be 1 night."
			return pickOne(rng, "Sorry, I meant "+c+", not "+strings.Fields(o)[0]+".", "Make that "+c+" instead.", "Oops, I meant "+c+".")
		}
		n, ok := correctionNoun(n)
		if !ok {
			// "Sorry, I meant default, not general.", never "the what
			// happened should be default"
			o = withoutSharedTail(o, v)
			return pickOne(rng, "Sorry, I meant "+v+", not "+o+".", "Oops, not "+o+". I meant "+v+".", "Make it "+v+" instead of "+o+".")
		}
		if said := nounWithValue(n, v); said != "" {
			// "Oops, I meant the 2018 vintage.", "Sorry, it's member
			// 5.", never "wrong vintage. I meant 2018 vintage." nor
			// "wrong member no".
			return pickOne(rng, "Oops, I meant "+said+".", "Sorry, it's "+said+".", "Sorry, I meant "+said+", not "+o+".")
		}
		return pickOne(rng, "Sorry, the "+n+" should be "+v+", not "+o+".", "Sorry, wrong "+n+". It should be "+v+".",
			"Oops, wrong "+n+". I meant "+v+".")
	}
	o = withoutSharedTail(o, v)
	switch rng.IntN(4) {
	case 0:
		return "Sorry, I meant " + v + ", not " + o + "."
	case 1:
		return "Make it " + v + " instead of " + o + "."
	case 2:
		return "Oops, not " + o + ". I meant " + v + "."
	default:
		// The declined call did not run: "Try Lyon instead.", never
		// "Same thing, but for Lyon.", as if it had.
		return "Try " + v + " instead."
	}
}

// choiceOf is s, p's value said, in a person's words when p is a choice
// (choiceSaid).
func choiceOf(p Param, s string) string {
	if p.Enum {
		return choiceSaid(s)
	}
	return s
}

// choiceSaid is an enum value in a person's words: a constant in capitals
// or with underscores said as the words it holds ("REQUEST_CHANGES" →
// "request changes", "level_2_inspection" → "level 2 inspection"), as
// the request said it; other values as they are ("ISO8601").
func choiceSaid(s string) string {
	if s == "" || strings.ContainsAny(s, " \"`") || !strings.Contains(s, "_") && strings.ToUpper(s) != s {
		return s
	}
	for _, r := range s {
		if !(r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r == '_' || r >= '0' && r <= '9' && strings.Contains(s, "_")) {
			return s
		}
	}
	if len(s) <= 3 && strings.ToUpper(s) == s {
		return s // an abbreviation: "GET", "PDF"
	}
	return strings.ToLower(strings.ReplaceAll(s, "_", " "))
}

// quotedWords quotes s, a value said in a correction, when it is words
// ending in a sentence's mark ("Great service, thanks!"): said bare, its
// mark runs into the correction's own ("not Great service, thanks!.").
func quotedWords(s string) string {
	if strings.ContainsAny(s, " ") && strings.ContainsAny(s[len(s)-1:], ".!?") && !strings.ContainsAny(s[:1], "\"'`") {
		return "\"" + s + "\""
	}
	return s
}

// redirectReason words a correction with the reason a person has for
// changing a value of p's kind from old to value (said v and o): a
// search worded better ("Hmm, that's not quite what I'm after…"), a name
// thought over, a message reworded, dates mixed up, the wrong file or
// person given, a number that is too much or not enough. A value whose
// noun says nothing ("the value should be James") is corrected as the
// slip it is ("Sorry, I meant James, not Marco Patel."). "" for kinds
// Redirect words itself (places, ids, names of things).
func redirectReason(rng *rand.Rand, p Param, old, value any, v, o string) string {
	switch p.Role.Kind {
	case role.Query:
		// Said after a declined or cancelled call: no result was seen,
		// so nothing was "not what I'm after"; nor is the new search
		// "something else: …", which names no act.
		return pickOne(rng, "Actually, search for "+v+" instead.", "Hmm, try "+v+" instead.",
			"Sorry, wrong search. I meant "+v+".")
	case role.Title:
		return pickOne(rng, "On second thought, call it "+v+".", "Hmm, let's call it "+v+" instead.")
	case role.Text, role.CommitMessage, role.Question:
		if !strings.ContainsRune(v, '\n') {
			return pickOne(rng, "Actually, let me reword that: "+v+".", "Wait, change the wording to "+v+".")
		}
	case role.Date, role.DateTime:
		if n := idNoun(p); long(o) || (n != "date" && n != "day") {
			return pickOne(rng, "Sorry, I mixed up the dates. It should be "+v+".", "Wait, wrong day. I meant "+v+".")
		}
		return pickOne(rng, "Sorry, I mixed up the dates: "+v+", not "+o+".", "Wait, wrong day. I meant "+v+", not "+o+".")
	case role.FilePath, role.FileName, role.DirPath:
		what := "file"
		if p.Role.Kind == role.DirPath {
			what = "folder"
		}
		return pickOne(rng, "Oops, wrong "+what+". It's "+v+".", "Sorry, I gave you the wrong path. It's "+v+".")
	case role.Person, role.Email:
		if p.Role.Kind == role.Email || fullNameLike(v) {
			return pickOne(rng, "Sorry, wrong person. I meant "+v+".", "Oops, not "+o+". It should be "+v+".")
		}
	}
	if (idLike(p) || p.Role.ID != "") && TokenLike(v) && TokenLike(o) {
		// An id is pasted: the slip is pasting the wrong one.
		return pastedWrong(rng, v)
	}
	switch idNoun(p) {
	case "value", "input", "text", "content", "data", "string":
		if long(o) {
			return pickOne(rng, "Sorry, I meant "+v+".", "Oops, that's not right. It should be "+v+".")
		}
		return pickOne(rng, "Sorry, I meant "+v+", not "+o+".", "Oops, not "+o+". It should be "+v+".")
	}
	a, okA := jsonx.Number(old)
	b, okB := jsonx.Number(value)
	if numberedThing(p) != "" {
		return "" // lot 30 for lot 40 is a slip, not "30 is enough"
	}
	switch p.Role.Kind {
	case role.Count, role.Duration, role.Quantity, role.Money, role.Percent, role.Ratio:
	default:
		if _, unit := unitNoun(idNoun(p)); unit == "" {
			return "" // an issue's number is a slip, not too many
		}
	}
	if !okA || !okB || a == b || p.Enum {
		return ""
	}
	n := idNoun(p)
	if _, unit := unitNoun(n); unit != "" {
		v = unitSaid(v, unit)
	}
	if b < a {
		return pickOne(rng, "Actually, make it "+v+". "+o+" is more than I need.", "Hmm, "+v+" is enough. Can you change that?")
	}
	return pickOne(rng, "Actually, make it "+v+". "+o+" won't be enough.", "Hmm, I'll need "+v+". Can you change that?")
}

// TokenLike tells whether s is a machine token a person pastes rather
// than says: one word of letters and digits with a part (between "-",
// "_", ".") of six or more characters mixing letters with two or more
// digits ("evt_4ad64b7e", "U0TEYAOI344"), or of seven or more digits; not
// a code of words and a small number ("HQ-752", "reporting-df50"), and
// nothing with other characters ("%3AUPp", a path, an address).
func TokenLike(s string) bool {
	if s == "" || strings.ContainsAny(s, " \t\n/:@") {
		return false
	}
	for _, part := range strings.FieldsFunc(s, func(r rune) bool { return r == '-' || r == '_' || r == '.' }) {
		letters, digits := 0, 0
		for _, r := range part {
			switch {
			case r >= '0' && r <= '9':
				digits++
			case r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z':
				letters++
			default:
				return false
			}
		}
		if (letters > 0 && digits >= 2 && len(part) >= 6) || digits >= 7 {
			return true
		}
	}
	return false
}

// long tells whether a value said as s is too long to retype in passing
// (an id like a UUID, a long path).
func long(s string) bool { return len(s) > 24 }

// pastedWrong says that the id the person pasted was the wrong one, in
// one of several short forms people type ("My bad, wrong one. It's X."):
// one fixed sentence said in every such correction reads as a template.
func pastedWrong(rng *rand.Rand, v string) string {
	return pickOne(rng, "Sorry, I pasted the wrong one. It's "+v+".", "Oops, wrong one. It should be "+v+".",
		"My bad, that's the wrong one. It's "+v+".", "Sorry, that was the wrong one. Use "+v+".", "Hmm, I pasted the wrong one. I meant "+v+".",
		"Ah, copied the wrong one. It's "+v+".")
}

// pastedWrongOf says that the id of thing n the person pasted was the
// wrong one, naming n: the call holds other ids a bare "the wrong one"
// could mean.
func pastedWrongOf(rng *rand.Rand, n, v string) string {
	switch n {
	case "from", "since", "after", "before", "until", "to", "start", "end":
		return pickOne(rng, "Sorry, I meant "+n+" "+v+".", "Make that "+n+" "+v+" instead.")
	case "", "value", "id", "identifier":
		return pastedWrong(rng, v)
	}
	return pickOne(rng, "Sorry, I pasted the wrong "+n+". It's "+v+".", "Oops, wrong "+n+". It should be "+v+".",
		"My bad, that's the wrong "+n+". It's "+v+".", "Sorry, wrong "+n+". Use "+v+".", "Ah, I copied the wrong "+n+". It's "+v+".")
}

// RedirectOther words the user's answer after declining a call (read:
// stopping a look-up) with a request for another tool sharing nothing
// with it: the reason the call was stopped, then the new request. A
// person stops a look-up because they no longer need it ("Never mind, I
// found it myself. Could you list /opt/blog/tests?") and declines a
// change they will make or leave themselves ("On second thought, leave
// it as it is."); "Right, leave it." gives no reason for either, and
// "Actually, don't." would decline the call again.
func RedirectOther(rng *rand.Rand, req string, read bool) string {
	req = reasonLast(stripLink(WithoutGreeting(req)))
	if read {
		return pickOne(rng, "Never mind, I found it myself. ", "Oh, never mind, I already have that. ",
			"Actually, no need, I just found it. ", "Never mind that one, someone just sent it to me. ") + req
	}
	return pickOne(rng, "On second thought, leave it as it is. ", "Actually, I'll do that one myself later. ",
		"Hmm, I'd rather keep it as it is for now. ", "On second thought, I'll sort that one out myself. ") + req
}

// RedirectAnother words the user's answer after declining a call with a
// request of the same tool on other things in more than one value: no
// slip ("Sorry, wrong one." before another note, another title and
// another text reads as a correction that changes the task), but the
// person choosing another one ("Let's leave that one. Save a note
// called …").
func RedirectAnother(rng *rand.Rand, req string) string {
	req = reasonLast(stripLink(WithoutGreeting(req)))
	return pickOne(rng, "Let's leave that one. ", "No, leave that one for now. ", "Skip that one, then. ") + req
}

// RedirectSlip words the user's answer after declining a call with a
// request of the same tool on other things: the slip it is ("Sorry, wrong
// one. Get the metadata for b.ts."), not another task said as a
// postponement ("Never mind that one for now.").
func RedirectSlip(rng *rand.Rand, req string) string {
	req = reasonLast(stripLink(WithoutGreeting(req)))
	return pickOne(rng, "Sorry, wrong one. ", "Oops, I gave you the wrong one. ", "No, sorry, not that one. ") + req
}

// RedirectCheck words the user's answer after declining a change with a
// request that only reads about the same thing: the user wants to look
// first ("Wait, let me check first. Show me what's in deploy.sh.").
func RedirectCheck(rng *rand.Rand, req string) string {
	req = stripLink(WithoutGreeting(req))
	if rest, why := cutPurpose(req); why != "" {
		// Its own reason ("A user says the page looks broken.") is not
		// why the user looks first: the declined change is.
		req = rest
	}
	if act, ok := actionOf(req); ok && rng.IntN(3) == 0 && !strings.HasPrefix(act, "\"") && !contextVerb(act) && startsWithVerb(act) &&
		!strings.ContainsRune(act, '\n') && !strings.Contains(strings.TrimRight(act, ".?!"), ". ") {
		return "Not yet. First, " + act
	}
	return pickOne(rng, "Wait, let me check first. ", "Hold on, I want to look first. ") + req
}

// RedirectRequest words the user's answer after declining a call with a
// different request: "Actually, skip that. Instead, read b.txt."
func RedirectRequest(rng *rand.Rand, req string) string {
	req = reasonLast(stripLink(req))
	if rng.IntN(2) == 0 {
		// "Instead," leads into the action alone ("Instead, map out
		// src"), never into a sentence of its own ("Instead, I'm new to
		// this codebase. Can you…", "Instead, "a.sh" should contain:").
		if act, ok := actionOf(req); ok && !strings.HasPrefix(act, "\"") && !contextVerb(act) && startsWithVerb(act) && !strings.ContainsRune(act, '\n') && !strings.Contains(strings.TrimRight(act, ".?!"), ". ") {
			return pickOne(rng, "Actually, skip that. Instead, ", "No, not that. Instead, ") + act
		}
	}
	return pickOne(rng, "Scratch that. ", "Not that one. ") + req
}

// contextVerb tells whether act opens with a word of a sentence's frame
// left by an opener ("mind moving …" of "Would you mind moving …"), not
// the action's verb.
func contextVerb(act string) bool {
	f := strings.Fields(act)
	if len(f) == 0 {
		return true
	}
	switch strings.ToLower(f[0]) {
	case "mind", "like", "love", "want", "need", "wish", "hope", "please":
		return true
	}
	return false
}

// WithoutClosingQuestion drops a final sentence that asks the user
// something ("Want me to book it?") from an answer a follow-up request
// comes after, so the next user turn does not ignore a question.
func WithoutClosingQuestion(s string) string {
	t := strings.TrimSpace(s)
	if !strings.HasSuffix(t, "?") {
		return s
	}
	i := strings.LastIndexAny(t[:len(t)-1], ".!?\n")
	if i <= 0 {
		return s
	}
	return strings.TrimSpace(t[:i+1])
}

// boundNoun is the noun of a date or time parameter as the bound it
// asks for: "date from" (dateFrom) and "end date" give "from" and "end"
// ("From which date?", not "Which date from should I use?"), "time min"
// (timeMin) and "time max" give "from" and "until" (not "Which time
// min?"); other nouns as they are.
func boundNoun(noun string) string {
	if b, ok := strings.CutPrefix(noun, "date "); ok && !strings.Contains(b, " ") {
		return b
	}
	if b, ok := strings.CutSuffix(noun, " date"); ok && (b == "start" || b == "end" || dateBoundWords[b]) {
		return b // "from date" (from_date): "From which date?", not "What's the from date?"
	}
	if f := strings.Fields(noun); len(f) > 1 && dateBoundWords[f[len(f)-1]] {
		return f[len(f)-1] // "sales from" (salesFrom): "From which date?"
	}
	if f := strings.Fields(noun); len(f) == 2 && (f[1] == "min" || f[1] == "max") {
		return map[string]string{"min": "from", "max": "until"}[f[1]]
	}
	return noun
}

// dateBoundWords are the words a date parameter's name may open with to say
// it bounds a range ("from_date", "until_date"): the question asks for
// the bound ("From which date?").
var dateBoundWords = map[string]bool{"from": true, "to": true, "since": true, "until": true, "before": true, "after": true}

// ClarifyQuestion is the assistant's question for the missing value of p,
// naming it in plain words: "Which city should I use?", "From which
// date?", "Which files should I read (their paths)?".
func ClarifyQuestion(rng *rand.Rand, p Param) string {
	if q := keyQuestion(rng, p); q != "" {
		return q
	}
	noun := withoutTrailingOf(spokenLast(paramNoun(p)))
	dated := false
	switch p.Role.Kind {
	case role.Date, role.DateTime, role.Time, role.Year:
		dated = true
	}
	if dated {
		noun = boundNoun(noun)
	}
	switch noun {
	case "from", "since", "after", "to", "until", "before":
		if !dated {
			break // "to" of an e-mail: its recipients
		}
		q := ucFirst(noun) + " which date?"
		if noun == "to" {
			q = "Up to which date?"
		}
		return pickOne(rng, "Sure. "+q, "Happy to. "+q, q)
	case "start", "end":
		if dated {
			// When a thing starts or ends, as people ask it.
			when := "When should it " + noun + "?"
			if p.Role.Kind == role.DateTime {
				when = pickOne(rng, when+" A date and time, please.", when+" I'll need the date and time.")
			}
			return pickOne(rng, "Sure. "+when, "Happy to. "+when, "Which "+noun+" date should I use?")
		}
	}
	if dated && noun == "date" {
		return pickOne(rng, "Sure. For which date?", "What date are you thinking of?", "Happy to. Which date should I use?", "For what date?")
	}
	if q := placeOrDateQuestion(rng, p, noun, dated); q != "" {
		return q
	}
	if noun = recipientNoun(p, noun); noun == "to" || noun == "cc" || noun == "bcc" {
		return pickOne(rng, "Sure. Who should it go "+map[string]string{"to": "to", "cc": "to in copy (cc)", "bcc": "to in blind copy (bcc)"}[noun]+"?",
			"Happy to. Who should I send it "+map[string]string{"to": "to", "cc": "in cc", "bcc": "in bcc"}[noun]+"?")
	}
	if textLike(p) && p.Role.Kind != role.Title {
		switch noun {
		case "text", "message", "body", "content", "message text":
			// The words to send, asked as people ask them; the reply
			// is those words as typed, which says what it answers.
			return pickOne(rng, "Sure — what should it say?", "Happy to. What do you want it to say?", "What should the message say?")
		}
	}
	if textLike(p) {
		be := " be?"
		if p.Role.Kind != role.Title {
			be = " say?"
		}
		return pickOne(rng, "Sure. What should the "+noun+be, "Happy to. What should the "+noun+be)
	}
	if q := descAsk(rng, p); q != "" {
		return q // "What value should I store?", not "Which value should I use?"
	}
	if q := blankDescAsk(rng, p); q != "" {
		return q // "What should the new cell value be?"
	}
	if base, unit := unitNoun(noun); unit != "" {
		return pickOne(rng, "Sure. What's the "+base+", in "+unit+"?", "How long should it be? The "+base+" in "+unit+", please.")
	}
	if base, unit, ok := unitAsked(p, noun); ok {
		// "dose mg" of dose_mg: the amount asked for, then its unit as
		// people write it ("What dose should I use, in mg?"), not "What
		// dose mg should I use?".
		return pickOne(rng, "Sure. What "+base+" should I use, in "+unit+"?", "What's the "+base+", in "+unit+"?")
	}
	if q := unitOnlyQuestion(rng, p, noun); q != "" {
		return q // "How many kg?"
	}
	if n := numberedThing(p); n != "" {
		if q := roleQuestion(rng, p); q != "" {
			return q // "Sure — which pull request? What's its number?"
		}
	}
	if p.Type == "number" || p.Type == "integer" {
		if q := countQuestion(rng, noun); q != "" {
			return q // "How many replicas?", "How many frames should be transferred?"
		}
		if q := numberIDQuestion(rng, noun); q != "" {
			return q // "Which mail rule? I'll need its id."
		}
		return pickOne(rng, "Sure. What "+noun+" should I use?", "What's the "+noun+"?")
	}
	if p.Type == "array" {
		if p.Role.Kind == role.FilePath || p.Role.Kind == role.FileName {
			if q := "Sure. Which files? I'll need their " + plurals(noun) + "."; namesParam(q, p.Name) {
				return q
			}
		}
		if q := itemChoicesQuestion(rng, p); q != "" {
			return q
		}
		// "What are the values?" reads as a quiz on the parameter: the
		// person is asked which ones they want.
		return pickOne(rng, "Sure. Which "+plurals(noun)+" should I use?", "I can do that. Which "+plurals(noun)+" do you want?")
	}
	if q := roleQuestion(rng, p); q != "" {
		return q
	}
	if q := thingNameQuestion(rng, p, noun); q != "" {
		return q
	}
	if f := strings.Fields(noun); len(f) > 1 && f[len(f)-1] == "url" {
		noun = strings.Join(f[:len(f)-1], " ") + " URL" // "What's the audio URL?"
	}
	if f := strings.Fields(noun); len(f) > 0 && manyNoun(f[len(f)-1]) {
		// A plural noun ("fields") takes a plural verb: "What are the
		// fields?", never "What's the fields?".
		return pickOne(rng, "Sure. Which "+noun+" should I use?", "I can do that. What are the "+noun+"?", "Which "+noun+" are they?")
	}
	return pickOne(rng, "Sure. Which "+noun+" should I use?", "I can do that. What's the "+noun+"?", "Which "+noun+" is it?")
}

// manyNoun tells whether w is a plural noun ("fields", "photos",
// "areas"), not a singular ending in s ("status", "alias", "analysis",
// "series").
func manyNoun(w string) bool {
	return pluralLooking(w) && w != "series" && w != "species"
}

// thingNameQuestion asks for the name of a thing ("drug name") as such: "What's
// the drug's name?", not "Which drug name should I use?"; a person is
// "who" and "their" ("Who's the owner? I'll need their name."), never
// "Which owner is it? I'll need its name."; a person's other details are
// theirs as well (ownedDetailQuestion). It is "" for other nouns.
func thingNameQuestion(rng *rand.Rand, p Param, noun string) string {
	if q := ownedDetailQuestion(rng, p, noun); q != "" {
		return q // "What's the customer's phone number?": a person's detail as theirs too
	}
	thing, ok := strings.CutSuffix(noun, " name")
	if !ok || strings.Contains(thing, " ") || p.Type != "string" {
		return ""
	}
	its := "Sure. What's the " + thing + "'s name?"
	if strings.HasSuffix(thing, "s") {
		its = "Sure. What's the name of the " + thing + "?" // not "the species's name"
	}
	if roleIsPerson(p.Role.Kind) {
		return pickOne(rng, its, "What's the name of the "+thing+"?", "Who's the "+thing+"? I'll need their name.")
	}
	return pickOne(rng, its, "What's the name of the "+thing+"?", "Which "+thing+" is it? I'll need its name.")
}

// abbrevUnits are the units a numeric parameter's name may end in, as
// written after the amount ("500 mg", "21 °C").
var abbrevUnits = map[string]string{
	"mg": "mg", "g": "grams", "kg": "kg", "lb": "lb", "lbs": "lb", "oz": "oz",
	"mm": "mm", "cm": "cm", "m": "meters", "km": "km", "mi": "miles", "ft": "feet",
	"ml": "ml", "l": "liters", "c": "°C", "f": "°F", "kb": "KB", "mb": "MB", "gb": "GB",
	"px": "pixels", "pct": "percent", "kw": "kW", "kwh": "kWh", "mph": "mph", "kmh": "km/h",
	"m2": "m²", "m3": "m³", "hrs": "hours", "mins": "minutes", "secs": "seconds", "cents": "cents",
}

// abbrevUnit splits the noun of a numeric parameter named with a unit
// abbreviation last ("dose mg", "temp c") into what is measured, said
// whole ("temperature"), and the unit as people write it; false for
// other nouns.
func abbrevUnit(p Param, noun string) (base, unit string, ok bool) {
	f := strings.Fields(noun)
	if p.Type != "number" && p.Type != "integer" || len(f) < 2 {
		return "", "", false
	}
	unit, ok = abbrevUnits[f[len(f)-1]]
	if !ok {
		return "", "", false
	}
	cut := 1
	if pu, k, ok := perUnit(f, abbrevUnits); ok && k < len(f) {
		unit, cut = pu, k // "dose mg per kg": a dose in mg/kg
	}
	base = strings.Join(f[:len(f)-cut], " ")
	if base == "temp" {
		base = "temperature"
	}
	return base, unit, true
}

// roleQuestion asks for a value of p as people ask for that kind of
// thing ("Which file is it? I need its path.", "Which repository is it
// in?"), naming p by the words of its name (a clarification names what
// it asks for); "" for kinds asked for by their noun.
func roleQuestion(rng *rand.Rand, p Param) string {
	var qs []string
	n := thingNoun(p)
	if n == "id" || n == "name" || strings.HasSuffix(n, " id") {
		n = ""
	}
	switch l := strings.ToLower(strings.Trim(p.Name, "_-")); {
	case l == "name":
		// The name of what the call makes or names.
		qs = []string{"Sure. What name should I give it?", "What name should it have?"}
	case (p.Role.Kind == role.FilePath || p.Role.Kind == role.DirPath) && !strings.ContainsAny(paramNoun(p), " ") && !strings.Contains(paramNoun(p), "path") &&
		!strings.Contains(paramNoun(p), "file") && !strings.Contains(paramNoun(p), "dir"):
		// "destination": where it goes, as a path.
		qs = []string{"Sure. What's the " + paramNoun(p) + " path?", "Where should it go? I'll need the " + paramNoun(p) + " path."}
		if paramNoun(p) == "source" {
			qs = qs[:1]
		}
	case p.Role.Kind == role.FilePath || p.Role.Kind == role.FileName:
		qs = []string{"Which file is it? I need its path.", "Happy to. What's the path of the file?", "Sure, what's the file's path?"}
	case p.Role.Kind == role.DirPath:
		qs = []string{"Which folder? I need its path.", "Happy to. What's the folder's path?", "Sure. Which directory should I use?"}
	case numberedThing(p) != "":
		// "pull_number": "Which pull request? What's its number?"
		n := numberedThing(p)
		qs = []string{"Sure — which " + n + "? What's its number?", "Which " + n + " is it? I'll need its number."}
	case p.Role.Kind == role.Repo || p.Role.Kind == role.RepoName:
		qs = []string{"Sure. Which repo is it in?", "Which repository is it?", "In which repo?"}
	case p.Role.Kind == role.RepoOwner || p.Role.Kind == role.Organisation:
		qs = []string{"Who's the owner of the repository?", "Sure. Which account owns the repo?", "Which organization is it under?"}
	case p.Role.Kind == role.Channel:
		qs = []string{"Sure. Which channel?", "In which channel? I'll need its id.", "Which channel should it go to? Its id, please."}
	case p.Role.Kind == role.Database:
		qs = []string{"Which database?", "Sure. Which database?", "And the database?"}
	case p.Role.Kind == role.Collection:
		qs = []string{"Which collection?", "Sure. Which collection?", "And the collection?"}
	case p.Role.Kind == role.URL:
		qs = []string{"Sure. What's the URL?", "Which page? Send me the URL."}
	case p.Role.Kind == role.Code || p.Role.Kind == role.SQL || p.Role.Kind == role.Command:
		noun := paramNoun(p)
		if p.Role.Kind == role.SQL && strings.EqualFold(noun, "sql") {
			noun = "SQL query"
		}
		qs = []string{"Sure. What " + noun + " should I run?", "Which " + noun + " do you want me to run?"}
	case p.Role.Kind == role.Email:
		qs = []string{"Sure. What's the email address?", "Which email should I use?"}
	case p.Role.Kind == role.Glob:
		// What the person looks for, in their words: a name or a pattern.
		qs = []string{"Sure — what are you looking for? A name or a " + paramNoun(p) + " like *.log works.",
			"What should I look for? Give me a name or a " + paramNoun(p) + " (say, *.md)."}
	case n != "" && p.Role.Kind == role.ID && (idWordLast(n) || !saysID(p)):
		// A code or key is itself what is asked: "Which service code
		// is it?", not "What's the service code's id?"; so is a thing
		// neither name nor description gives an id ("range", "The A1
		// notation range"): "Which range is it?", not "Its id, please.".
		qs = []string{"Sure. Which " + n + " is it?", "What's the " + n + "?"}
	case n != "" && p.Role.Kind == role.ID:
		its := "its"
		switch n {
		case "user", "person", "member", "owner", "author", "assignee", "contact", "customer":
			its = "their" // a person
		}
		qs = []string{"Which " + n + "? I'll need " + its + " id.", "What's the " + n + "'s id?", "Sure. Which " + n + " is it? " + ucFirst(its) + " id, please."}
	case n != "" && (p.Role.Kind == role.Key || p.Role.Kind == role.Ident):
		qs = []string{"Sure. Which " + n + "?", "Which " + n + " is it?"}
	}
	return pickNaming(rng, qs, p.Name)
}

// numberedThing is the thing p numbers, in its description's words when
// the name is cut short ("pull_number", "Pull request number": "pull
// request"); "" when p is no number of a thing.
func numberedThing(p Param) string {
	base, ok := strings.CutSuffix(spokenLast(paramNoun(p)), " number")
	if !ok || base == "" || strings.Contains(base, " ") {
		return ""
	}
	d := strings.ToLower(p.Description)
	if i := strings.Index(d, base); i >= 0 {
		if j := strings.Index(d[i:], " number"); j > 0 && len(strings.Fields(d[i:i+j])) <= 3 {
			return d[i : i+j]
		}
	}
	return base
}

// namesParam tells whether question q says every word of the parameter
// name (max_results: "max" and "results", a final s aside), as a
// clarifying question names what it asks for.
func namesParam(q, name string) bool {
	l := strings.ToLower(q)
	words := strings.Fields(strings.ToLower(splitCamel(name)))
	if n := len(words); n > 1 && (words[n-1] == "at" || words[n-1] == "on") && strings.Contains(l, "when ") {
		// A moment named by what happened then (consent_signed_at):
		// "When was the consent signed?" names it.
		words = words[:n-1]
	}
	for i, w := range words {
		if i > 0 && spelledID(w) {
			continue // "Which tag? I'll need its id." names tag_gid
		}
		if len(words) == 1 && idKeyNamed(l, w) {
			continue // "Which turn? I'll need its id." names tid
		}
		if whole := cutShortWords[w]; i > 0 && whole != "" && strings.Contains(l, whole) {
			continue // "batch_no": "Which batch? I'll need its number."
		}
		if !strings.Contains(l, w) && !strings.Contains(l, strings.TrimSuffix(w, "s")) && !strings.Contains(l, wordStem(w)) &&
			!(i == 0 && spellsClipped(l, w)) { // "mc_number": "Which motor carrier? I'll need its number."
			return false
		}
	}
	return len(words) > 0
}

// idKeyNamed tells whether question l (lower case) names the id key w
// ("tid", "jid": see role.IDKeyHead) by what it identifies: it says "id"
// and a word opening on the key's head ("Which turn? I'll need its id."
// names "tid").
func idKeyNamed(l, w string) bool {
	h := role.IDKeyHead(w)
	if h == "" {
		return false
	}
	f := strings.FieldsFunc(l, func(r rune) bool { return r < 'a' || r > 'z' })
	if !slices.Contains(f, "id") {
		return false
	}
	for _, x := range f {
		if len(x) > len(h)+1 && strings.HasPrefix(x, h) {
			return true
		}
	}
	return false
}

// wordStem is w without an ending that makes a noun of a verb ("owner"
// → "own", "sender" → "send"), so "Who owns it?" asks for the owner; w
// itself when that leaves under three letters.
func wordStem(w string) string {
	for _, end := range []string{"er", "ing", "ed"} {
		if s, ok := strings.CutSuffix(w, end); ok && len(s) >= 3 {
			return s
		}
	}
	return w
}

// splitCamel spaces the words of a parameter name: "channel_id",
// "connectionId" and "page-size" give "channel id", "connection Id",
// "page size".
func splitCamel(name string) string {
	var b strings.Builder
	prevLower := false
	for _, r := range name {
		switch {
		case r == '_' || r == '-' || r == '.' || r == ' ':
			b.WriteByte(' ')
			prevLower = false
			continue
		case r >= 'A' && r <= 'Z' && prevLower:
			b.WriteByte(' ')
		}
		b.WriteRune(r)
		prevLower = r >= 'a' && r <= 'z' || r >= '0' && r <= '9'
	}
	return b.String()
}

// plurals is noun in the plural ("path" → "paths"; "names" stays).
func plurals(noun string) string {
	if strings.HasSuffix(noun, "s") {
		return noun
	}
	return Plural(noun)
}

func ucFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// ClarifyAnswer is the user's reply to question, giving value for p (a
// list said with "and"), as a person replies: the value alone, or a short
// phrase fitting what the value is ("It's in acme/api.", "Call it
// "Offsite ideas".", "Until 2025-10-02."), never the parameter's name
// ("The to is …"). A question not naming p by its words gets the value
// alone, which says by itself what it answers.
func ClarifyAnswer(rng *rand.Rand, p Param, value any, question string) string {
	value = compactAsDay(p, value)
	v := strings.TrimRight(say(p, value), ".!")
	bare := mention(value)
	if l, ok := value.([]any); ok {
		v = listSaid(p, l)
		bare = v
	}
	if r, ok := idReply(p, value); ok {
		return r
	}
	if s, isStr := value.(string); isStr && !namesParam(question, p.Name) && isoDay(p, s) {
		if w := replyDate(rng, s); w != "" {
			return ucFirst(w) // "The 5th of March 2026", not "2026-03-05"
		}
	}
	if _, isStr := value.(string); isStr && !namesParam(question, p.Name) {
		if s := value.(string); !strings.ContainsAny(s, "\n") {
			return s // the value alone answers the question
		}
	}
	if s, isStr := value.(string); isStr && textLike(p) && p.Role.Kind != role.Title {
		// The words to post or send, typed as they are: not quoted
		// with ", please." after them.
		return s
	}
	if m, ok := centsValueSaid(p, value); ok {
		return pickOne(rng, m+".", m+", please.", m) // amountCents 2499: "$24.99.", never "2499 cents."
	}
	if _, unit := unitNoun(paramNoun(p)); unit != "" {
		return pickOne(rng, v+" "+unit+".", v+" "+unit+", please.", v)
	}
	if _, unit, ok := unitAsked(p, paramNoun(p)); ok {
		return pickOne(rng, v+" "+unit+".", v+" "+unit+", please.", v) // "500 mg."
	}
	if !namesParam(question, p.Name) {
		return bare
	}
	dated := false
	switch p.Role.Kind {
	case role.Date, role.DateTime, role.Time, role.Year:
		dated = true
	}
	if dated {
		if w := replyDate(rng, value); w != "" {
			v = w // "the 10th of January 2026", not "2026-01-10"
		}
	}
	var forms []string
	switch n := paramNoun(p); {
	case dated && (n == "to" || n == "until" || n == "end" || n == "before" || strings.HasPrefix(n, "end ")):
		forms = []string{"Until " + v + ".", "Through " + v + ".", "Up to " + v + "."}
	case dated && (n == "start" || strings.HasPrefix(n, "start ")):
		// When a thing starts, not where a range opens: "Since
		// 2026-03-15T17:00:00Z" is no meeting's start.
		forms = []string{"Starting " + v + ".", "On " + v + "."}
		if (p.Role.Kind == role.DateTime || p.Role.Kind == role.Time) && v == strings.TrimRight(say(p, value), ".!") {
			forms = []string{"Starting " + v + ".", "At " + v + "."} // a clock time alone
		}
	case dated && (n == "from" || n == "since" || n == "after"):
		forms = []string{"From " + v + ".", "Starting " + v + ".", "Since " + v + "."}
	case p.Role.Kind == role.Year && len(v) == 4 && isDigits(v): // a year is no day: "2013.", never "On 2013."
		forms = []string{v + ".", "It's " + v + ".", "That's " + v + "."}
	case dated && clockTime.MatchString(v):
		forms = []string{"At " + v + ".", v + "."} // a time of day: never "On 12:15."
	case dated:
		forms = []string{"On " + v + ".", ucFirst(v) + "."}
	case strings.EqualFold(strings.Trim(p.Name, "_-"), "name") && p.Role.Kind != role.Title && !asksNewName(question):
		// The name of a thing that exists, asked for as which one it is.
		forms = []string{"It's " + v + ".", "That's " + v + "."}
	case p.Role.Kind == role.Title || strings.EqualFold(strings.Trim(p.Name, "_-"), "name") || strings.HasPrefix(paramNoun(p), "new "):
		// The name of what the call makes: "Call it api-server.", never
		// "It's in api-server.".
		forms = []string{"Call it " + v + ".", v + " works.", "Let's go with " + v + "."}
	case p.Role.Kind == role.Repo || p.Role.Kind == role.RepoName:
		forms = []string{"It's in " + v + ".", "The " + v + " repo."}
	case p.Role.Kind == role.RepoOwner || p.Role.Kind == role.Organisation && ownsThings(p):
		forms = []string{"It's under " + v + ".", v + " owns it."}
	case p.Role.Kind == role.Organisation:
		// A company the call deals with (a supplier, a client): named,
		// not said to own anything ("Soylent owns it." for a supplier).
		forms = []string{"It's " + v + ".", v + "."}
	case p.Role.Kind == role.Channel:
		forms = []string{"In " + v + ".", "It's " + v + "."}
	case p.Role.Kind == role.Database || p.Role.Kind == role.Collection:
		forms = []string{"The " + v + " " + thingNoun(p) + ".", "It's " + v + "."}
	case p.Role.Kind == role.FilePath || p.Role.Kind == role.FileName || p.Role.Kind == role.DirPath:
		forms = []string{"It's " + v + "."} // no stop right after a path: "/srv/app."
	case p.Role.Kind == role.Email || p.Role.Kind == role.Person || p.Role.Kind == role.Username:
		forms = []string{"It's " + v + "."}
	case idLike(p):
		forms = []string{"It's " + v + ".", "That's " + v + "."}
	case p.Role.Kind == role.Glob:
		forms = []string{"Anything matching " + v + ".", "Files matching " + v + ", please.", "Look for " + v + "."}
	case p.Role.Kind == role.Code || p.Role.Kind == role.SQL || p.Role.Kind == role.Command:
		forms = []string{"Run " + v + ".", "Try " + v + "."} // not "It's `() => document.cookie`."
	case p.Role.Kind == role.Regex || p.Role.Kind == role.Selector:
		forms = []string{"Try " + v + ".", "Use " + v + "."}
	case p.Type == "array":
		forms = []string{"Just " + v + "."}
	case isNum(value):
		forms = []string{"Make it " + v + ".", "Let's go with " + v + "."}
	default:
		forms = []string{"It's " + v + "."}
	}
	if l, ok := value.([]any); ok && len(l) > 1 {
		for i, f := range forms {
			if strings.HasPrefix(f, "It's ") || strings.HasPrefix(f, "That's ") {
				forms[i] = "They're " + v + "." // several things
			}
		}
	}
	if rng.IntN(3) == 0 {
		if dated {
			return ucFirst(v)
		}
		return v
	}
	return QuoteStop(forms[rng.IntN(len(forms))])
}

// compactAsDay is value, a yyyymmdd day of p, as an ISO day, so it is
// answered as a day ("On October 23, 2025.", never "On 20251023."); any
// other value as it is.
func compactAsDay(p Param, value any) any {
	if s, ok := value.(string); ok {
		if iso, ok := compactDay(p, s); ok {
			return iso
		}
	}
	return value
}

// listSaid is list l of p's values said as a person lists them, an
// enum item in words ("teeth cleaning", never "teeth_cleaning").
func listSaid(p Param, l []any) string {
	parts := make([]string, len(l))
	for i, e := range l {
		parts[i] = mention(e)
		if s, ok := e.(string); ok && itemChoices(p) {
			parts[i] = spokenEnum(s)
		}
	}
	return andList(parts)
}

// andList joins items as a person lists them: "a", "a and b", "a, b and c".
func andList(items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	sep := ", "
	for _, it := range items {
		if strings.Contains(it, ",") {
			sep = "; " // items holding commas (addresses) apart
		}
	}
	return strings.Join(items[:len(items)-1], sep) + " and " + items[len(items)-1]
}

// ChainRequest words a request that needs two calls, the second working
// on what the first finds: reqA (the first call's request) followed by
// what to do with its result, for b's tool taking the found value as p.
// name is what the person calls the thing the second call works on (a
// name beside its id in the first result, a file's base name), asked of
// on the listing showing it: "List my connections. If there's a
// connection called prod, get its logs." With no name the thing is the
// first one found, which only a read is asked of: "Search notes for
// "*.md". Then read the first file it finds."
func ChainRequest(rng *rand.Rand, b *Binding, reqA string, p Param, name string) string {
	a := ensureStop(stripPoliteTail(reqA))
	if name != "" {
		// A named item's step is made on the listing showing it ("List
		// my connections. If there's a connection called prod, get its
		// logs."), not stitched after it ("Then get the logs of the one
		// called prod."): the person says why the listing comes first.
		return a + " " + condLeadOn(rng, a, thingNoun(p), name, "") + chainStepIt(b, p) + "."
	}
	then := pickOne(rng, "Then ", "After that, ", "Once you have that, ")
	step := chainStep(rng, b, p, name)
	if and, ok := actAnd(rng, a, step+"."); ok && rng.IntN(2) == 0 {
		return and // "List every "*.md" under notes and read the first file it finds."
	}
	return a + " " + then + step + "."
}

// chainStepIt is the action of a chain's second call on the item a
// condition before it named, said by a pronoun: "get the usage
// statistics of it", "run an aggregation on it", "drop it".
func chainStepIt(b *Binding, p Param) string {
	noun := thingNoun(p)
	in := b.data.intent
	act := strings.TrimSpace(in.Verb)
	if act == "" || !in.OK {
		return "use " + b.data.Label + " on it"
	}
	obj := strings.TrimSpace(in.Object)
	if o, ok := nounSwap(obj, noun, "it"); ok && noun != "" {
		return act + " " + o
	}
	if obj != "" && (noun == "" || !strings.Contains(strings.ToLower(obj), strings.ToLower(noun))) {
		return act + " " + obj + " " + inIt(noun)
	}
	return act + " " + pronounFor(act)
}

// inIt says the item a chain's second call works in, through or on by
// a pronoun, as its kind takes it: "in it" (a database, a folder),
// "through it" (a connection), else "on it".
func inIt(noun string) string {
	switch noun {
	case "database", "folder", "directory", "repository", "workspace", "project", "channel", "bucket", "schema":
		return "in it"
	case "connection", "cluster", "server":
		return "through it"
	}
	return "on it"
}

// ChainGoal words a chain as its goal alone, the second call's action on
// the item called name ("Get the logs of the connection called prod."):
// the first call lists all there is and needs no words of its own, so
// the person asks for what they want and the assistant looks the item up
// first. False with no name (the first one found is no goal).
func ChainGoal(rng *rand.Rand, b *Binding, p Param, name string) (string, bool) {
	if name == "" {
		return "", false
	}
	return upperFirst(noOne(chainStep(rng, b, p, name), thingNoun(p))) + ".", true
}

// noOne says "the one called prod" of a request with nothing before it
// that "one" stands for as "the connection called prod".
func noOne(s, noun string) string {
	if noun == "" || strings.HasSuffix(noun, "name") {
		return s
	}
	s = strings.ReplaceAll(s, "the one called ", "the "+noun+" called ")
	s = strings.ReplaceAll(s, "the one named ", "the "+noun+" named ")
	return strings.ReplaceAll(s, "The one called ", "The "+noun+" called ")
}

// chainStep is the action of a chain's second call on the item called
// name (else the first one found), without a stop: "get the usage
// statistics of the vault called prod".
func chainStep(rng *rand.Rand, b *Binding, p Param, name string) string {
	noun := thingNoun(p)
	in := b.data.intent
	act := strings.TrimSpace(in.Verb)
	if act == "" || !in.OK {
		act = "use " + b.data.Label + " on"
	}
	obj := strings.TrimSpace(in.Object)
	if o, ok := nounSwap(obj, noun, chainRef(rng, noun, name)); in.OK && ok && (name != "" || len(strings.Fields(obj)) > 2) {
		// The found thing is said inside the action's object: "get the
		// usage statistics of the vault called prod", "check the storage
		// size of the first collection it lists" (not "get the first
		// collection it lists", which names another tool).
		return act + " " + o
	}
	if in.OK && obj != "" && !strings.Contains(strings.ToLower(obj), strings.ToLower(noun)) {
		// The action is on something of the found thing ("get the logs
		// of the first connection"), not on the thing itself: said with
		// its object, else "get the first connection" names another tool.
		return act + " " + obj + trailWith(chainWith(rng, noun, name, true), name)
	}
	return act + " " + chainRef(rng, noun, name)
}

// nounSwap says ref in obj in place of its last mention of noun (and
// the article before it): "usage statistics of a vault" becomes "usage
// statistics of the vault called prod". False when obj does not say noun
// as a word of its own.
func nounSwap(obj, noun, ref string) (string, bool) {
	l := strings.ToLower(obj)
	i := strings.LastIndex(l, strings.ToLower(noun))
	if noun == "" || i < 0 || !wordEdge(obj, i-1) || !wordEdge(obj, i+len(noun)) {
		return "", false
	}
	start := i
	// The article of the noun's phrase, a word or two before it ("a
	// MongoDB connection"): the phrase is said as ref.
	words := strings.Fields(l[:i])
	for back := 1; back <= 3 && back <= len(words); back++ {
		switch words[len(words)-back] {
		case "a", "an", "the", "one", "your", "my":
			start = strings.LastIndex(l[:i], " "+words[len(words)-back]+" ") + 1
			if len(words) == back {
				start = 0
			}
			back = 4
		}
	}
	return obj[:start] + ref + obj[i+len(noun):], true
}

// chainRef is the thing a chain's second call works on, said as its
// object: "the connection called prod", "the file notes.md", else "the
// first connection it finds". A value that is itself a name (an entity's
// name) is said bare: "open Erik Sharma".
func chainRef(rng *rand.Rand, noun, name string) string {
	if name == "" {
		return pickOne(rng, "the first "+noun+" it finds", "the first "+noun+" it lists")
	}
	n := nameSaid(name)
	switch {
	case strings.HasSuffix(noun, "name"):
		return n
	case noun == "file" || noun == "folder":
		return pickOne(rng, "the "+noun+" "+n, n, "the one named "+n)
	}
	return pickOne(rng, "the "+noun+" called "+n, "the one called "+n, "the "+noun+" named "+n)
}

// chainWith is the thing a chain's second call works through or on, said
// after the action's own object (trailing: ", using the connection called
// prod") or before it ("on the connection called prod, drop …"); with no
// name, the first one found.
func chainWith(rng *rand.Rand, noun, name string, trailing bool) string {
	if name == "" {
		return pickOne(rng, "using the first "+noun+" it finds", "for the first "+noun+" it lists")
	}
	n := nameSaid(name)
	switch {
	case strings.HasSuffix(noun, "name"):
		return "for " + n
	case noun == "file" || noun == "folder":
		return pickOne(rng, "for the "+noun+" "+n, "in the "+noun+" named "+n)
	case trailing:
		return pickOne(rng, "using the "+noun+" called "+n, "on the "+noun+" named "+n)
	}
	return pickOne(rng, "on the "+noun+" called "+n, "using the "+noun+" named "+n, "on the one called "+n)
}

// trailWith joins with, the found thing a chain's action works through,
// after the action: after a comma when it names the thing ("…the shop
// DB, using the connection called prod"), else after a space.
func trailWith(with, name string) string {
	if name != "" && (strings.HasPrefix(with, "using ") || strings.HasPrefix(with, "on ")) {
		return ", " + with
	}
	return " " + with
}

// nameSaid quotes a name of several words ("the page called "Q3
// planning"") and says a one-word name bare ("the connection called
// prod").
func nameSaid(name string) string {
	if strings.ContainsAny(name, " \t") {
		return `"` + name + `"`
	}
	return name
}

// RequestGeneric renders the request for a call of b's tool with args
// through the generic request template (_generic.tmpl), whatever file
// b's tool has: for a request that leaves a value out (a clarification),
// which a tool's own template may not be written for.
func (r *Renderer) RequestGeneric(b *Binding, rng *rand.Rand, index int, args map[string]any) (text, variant string, err error) {
	for _, lf := range r.set.layers {
		for _, c := range candidates(b.Tool, GenericFile) {
			if f := lf[c]; f != nil && len(f.Sections[SectionRequest]) > 0 {
				return r.render(b, f, SectionRequest, rng, index, args, nil)
			}
		}
	}
	return "", "", fmt.Errorf("tool %q: no %s", b.name, GenericFile)
}

// NearMissDomain returns the domain nouns of a near-miss negative request
// (one of them names the tools whose domain the request sounds like:
// "file", "issue") and the capability verbs its answer may name ("read",
// "list", "search"), or nil when request is no near-miss request. A
// record offers the tools of that domain having those verbs beside it, so
// the refusal's "I can read, list or search them" fits the tools shown.
func NearMissDomain(request string) (nouns, caps []string) {
	for _, nm := range nearMisses {
		for _, q := range nm.requests {
			if q == request {
				return nm.nouns, nm.caps
			}
		}
	}
	return nil, nil
}

// ChainRequestWith words a chain whose second call has values of its own
// as one request: reqA, then the action of reqB (the second call's
// request without the found value) on what the first found, named as
// ChainRequest does: "List the connections. If there's a connection
// called prod, drop the inventory database through it." reqB's own
// sentence opener ("I'm trying to", "Can you") is not said; false when
// reqB does not open with its action (a question, a leading phrase),
// which a chain cannot join.
func ChainRequestWith(rng *rand.Rand, reqA, reqB string, p Param, name string) (string, bool) {
	noun := thingNoun(p)
	act, ok := actionOf(reqB)
	if !ok {
		return "", false
	}
	a := ensureStop(stripPoliteTail(reqA))
	b := strings.TrimRight(strings.TrimSpace(act), ".?! ")
	if name != "" {
		// The named item's step made on the listing showing it (see
		// ChainRequest): "… If there's a collection called users, run
		// an aggregation on it. Here's the pipeline: …".
		first, rest := stepClause(strings.TrimSpace(act))
		if first == "" {
			return "", false
		}
		if rest == "" {
			rest = "."
		}
		return a + " " + CondLead(rng, noun, name, "") + lowerStart(first) + " " + inIt(noun) + rest, true
	}
	if strings.ContainsRune(b, '\n') || strings.Contains(b, ". ") || strings.Contains(b, ": ") || strings.Contains(b, ", ") {
		// A request of several sentences, with a block or of several
		// clauses: the found thing leads it ("Then, using the first
		// connection it finds, drop …"), not trailing its last clause
		// ("…, of type search for the first connection").
		if name != "" && rng.IntN(2) == 0 {
			// Named, the person says which one they mean first, as
			// someone who knows what they have: "On the connection
			// called prod, run an aggregation.", not a condition on it
			// being there ("If the collection called events is there,
			// …"), nor "Then, using the collection named events, run
			// …" as if the listing were a formality.
			return a + " " + upperFirst(chainWith(rng, noun, name, false)) + ", " + lowerStart(ensureStop(strings.TrimSpace(act))), true
		}
		return a + " Then, " + chainWith(rng, noun, name, false) + ", " + ensureStop(strings.TrimSpace(act)), true
	}
	then := pickOne(rng, "Then ", "After that, ", "Once you have that, ")
	return a + " " + then + b + trailWith(chainWith(rng, noun, name, true), name) + ".", true
}

// stepClause splits an action at the end of its first clause (a stop,
// a colon, a comma or a line end): "run an aggregation" and ". Here's
// the pipeline: …". first is "" when the clause is no plain action (it
// holds a quote or a code span).
func stepClause(act string) (first, rest string) {
	end := len(act)
	for _, sep := range []string{". ", ".\n", ": ", ":\n", ", ", "? ", "\n"} {
		if i := strings.Index(act, sep); i >= 0 && i < end {
			end = i
		}
	}
	first, rest = strings.TrimRight(act[:end], ".?! "), act[end:]
	if first == "" || strings.ContainsAny(first, "\"`") {
		return "", ""
	}
	if strings.HasPrefix(rest, "?") {
		rest = "." + rest[1:]
	}
	return first, rest
}

// ChainGoalWith words a chain whose second call has values of its own as
// its goal alone (see ChainGoal): reqB's action, with the item called
// name said as what it works on or through: "On the connection called
// prod, run an aggregation. The pipeline: …", "Drop the inventory
// database, using the connection called prod." False with no name, or
// when reqB does not open with its action.
func ChainGoalWith(rng *rand.Rand, reqB string, p Param, name string) (string, bool) {
	noun := thingNoun(p)
	act, ok := actionOf(reqB)
	if !ok || name == "" {
		return "", false
	}
	b := strings.TrimRight(strings.TrimSpace(act), ".?! ")
	if strings.ContainsRune(b, '\n') || strings.Contains(b, ". ") || strings.Contains(b, ": ") || strings.Contains(b, ", ") {
		return upperFirst(noOne(chainWith(rng, noun, name, false), noun)) + ", " + lowerStart(ensureStop(strings.TrimSpace(act))), true
	}
	return upperFirst(b) + trailWith(chainWith(rng, noun, name, true), name) + ".", true
}

// replyDate says a date or an RFC 3339 date-time the way people type one
// in chat, with its year so the call's date is what was said: "the 10th
// of January 2026", "January 10, 2026", "Saturday, 10 January 2026", "5
// April 2026 at 13:45 UTC"; "" for anything else.
func replyDate(rng *rand.Rand, v any) string {
	s, _ := v.(string)
	t, err := time.Parse("2006-01-02", s)
	timed := false
	if err != nil {
		if t, err = time.Parse(time.RFC3339, s); err != nil {
			return ""
		}
		timed = true
	}
	day := pickOne(rng, t.Format("2 January 2006"), t.Format("January 2, 2006"),
		"the "+ordinal(strconv.Itoa(t.Day()))+" of "+t.Format("January 2006"), t.Format("Monday, 2 January 2006"))
	if !timed {
		return day
	}
	zone := t.Format("-07:00")
	if zone == "+00:00" {
		zone = "UTC"
	}
	clock := t.Format("15:04")
	if rng.IntN(2) == 0 {
		clock = t.Format("3:04 pm")
	}
	return day + " at " + clock + " " + zone
}

// isNum tells whether v is a number as a decoded call holds it.
func isNum(v any) bool {
	switch v.(type) {
	case json.Number, float64, int, int64:
		return true
	}
	return false
}

// JoinSame words a message asking first, a request, and then the same
// about the value v alone, in that one request ("What's the address of
// 51.5, -0.15, and then the same for 42.3, -71.0?"; a quoted value is
// said alone: "… for "react hooks", and then also "vue slots"?"), as
// JoinAlso joins it. false when first holds a block or a reason, which
// the ask would follow out of place.
func JoinSame(rng *rand.Rand, first, v string) (string, bool) {
	if strings.HasPrefix(v, "\"") || strings.HasPrefix(v, "`") {
		return JoinAlso(rng, first, "also "+v)
	}
	return JoinAlso(rng, first, "the same for "+v)
}

// choiceWith says a choice v of a parameter whose noun is a preposition
// or a manner the way people pick one: "by week", "per day", "in
// driving mode", "in csv format", not "with the by set to week" or
// "with the mode set to driving"; false for other nouns.
func choiceWith(noun, v string) (string, bool) {
	switch noun {
	case "by", "per", "via", "in", "on", "at", "for":
		return noun + " " + v, true
	}
	words := strings.Fields(noun)
	if len(words) == 0 || len(words) > 2 || strings.Contains(v, " ") && len(v) > 20 {
		return "", false
	}
	switch last := words[len(words)-1]; last {
	case "mode", "format", "view":
		if strings.EqualFold(v, last) || strings.HasSuffix(strings.ToLower(v), " "+last) {
			return "in " + v, true
		}
		return "in " + v + " " + last, true
	}
	return "", false
}
