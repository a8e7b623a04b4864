package prompt

import (
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// Openers and closers of the sentence plans. No single one is used often:
// each plan draws from its own list, and the verb and object that follow
// vary too. Short openers are preferred: a long one ("I was hoping to")
// fixes a request's first three words whatever follows.
var (
	// questionOpeners: two words most of the time, so the third is the
	// verb (a three-word opener fixes a request's whole opening). The
	// plain "Can you" and "Could you" come most: they are what people
	// type; hedges ("Can you maybe", "Could you quickly") read as a
	// formula once a reader has seen a few.
	questionOpeners = []string{"Can you", "Could you", "Can you", "Could you", "Can you please", "Would you",
		"Can you", "Could you", "Can we", "Can you"}
	// wonderOpeners ask when the user is unsure the assistant can: short
	// and few. The tentative plan mostly says the request itself and
	// asks after it ("…? Not sure if that's possible."), see wonderPlan.
	wonderOpeners = []string{"Is it possible to", "Any chance you could", "Are you able to"}
	// mindOpeners ask with the verb said as a gerund ("Would you mind
	// closing issue 5?").
	// A bare "Mind" most often: its next words are the request's own.
	mindOpeners = []string{"Mind", "Would you mind", "Mind", "Mind", "Do you mind", "Mind", "Mind", "Mind"}
	// wantDoOpeners ask for an act that is no read, in the want plan: an
	// act is asked to be done, not wanted to be seen. Only the plain
	// ones: "I'd be grateful if you'd", "Could I ask you to" are letters,
	// not chat.
	wantDoOpeners = []string{"I'd like you to", "Can you", "Could you", "Would you"}
	// needOpeners say what the user needs. None implies an earlier request
	// ("Next I need to", "I still need to"): a record's request is the
	// first thing its user says. The first person doing the act ("I need
	// to", "I want to") most: "Help me …", "I was hoping you could …"
	// read as a formula.
	needOpeners = []string{"I need to", "We need to", "I want to", "I'd like to"}
	// politeClosers: politeness where people put it. A formal thanks
	// glued to the end of a command (", thank you.", ". Thank you!",
	// ", thanks a lot.") reads tacked on, and so do "Kindly" and "Pls" as
	// openers.
	politeClosers = []string{", please.", " please.", ", thanks!", ", please.", ", thanks."}
	politeOpeners = []string{"Please"}
	// doOpeners lead an imperative in; none is a step of a sequence
	// ("Now", "Then", "Next,", "Time to"), which a first request has no
	// room for.
	// No "Please": the polite plan opens with it, and a tool's ask and
	// polite requests would read alike.
	doOpeners = []string{"Let's", "Just", "Let's"}
	// retiredOpeners are openers the plans no longer say, because a rater
	// read them as the house style; requests of other sources may still
	// open with them, so they are still recognised as openers.
	retiredOpeners = []string{"Please go ahead and", "Do you think you could", "I'd love it if you could",
		"I want you to", "Quick favor: can you", "Do me a favor and", "Go ahead and", "Can you maybe",
		"Could you help me", "Could you quickly", "Can you just", "Could we", "Help me", "I was hoping you could",
		"It'd be great if you could", "I'm hoping you can", "I'm looking to", "I wanted to", "I'm hoping to",
		"I'd love to", "Could I ask you to", "Can I ask you to", "I'd be grateful if you'd", "I'd like it if you'd",
		"I'd love for you to", "It would help if you'd", "Could I have you", "I'll need you to", "Would you please",
		"Would you take care of", "Could you take care of", "Can you take care of", "I was wondering if you could",
		"I wonder if you can", "Would it be possible to", "Would you be able to", "Do you think you can",
		"Think you could", "Could you possibly", "I'm wondering if you can", "Any chance you can", "Possible to",
		"Reckon you could", "Is there a way to", "I'm trying to"}
	// retiredGreetings are first-message openers the context plan no
	// longer says (WithoutGreeting still takes them off).
	retiredGreetings = []string{"If you can,", "Whenever you get a sec, could you", "When you have a minute, could you",
		"If you have a moment, can you", "Quick question: could you", "Hey, quick one: could you",
		"Morning! Could you", "Hello! Can you", "Hey there, can you", "Hi there, can you", "Hello, could you",
		"Hey, could you", "Hi! Can you", "Hi, can you", "Hey! Could you", "Quick one: can you", "When you get a chance,",
		"Hey, can you", "Hi, could you", "Hey,", "Quick one:", "Hi,"}
	// contextOpeners start the context plan when it sets no scene: a
	// short greeting, as a first message may open, never a lead-in that
	// implies earlier turns ("Also,", "After that,", "Oh, and"). Few and
	// short: a greeting on every fifth request is itself a template.
	// The ones without "can you" lead a plain command in ("Hey, merge
	// PR 5 in acme/api.").
	// A rater read "Quick one:", "Hi, could you", "Hey," as templated:
	// the context plan now says why the user asks first (see
	// contextPlan), and asks plainly when it has no reason that fits.
	contextOpeners = []string{"Can you", "Could you"}
	// A block is introduced by a sentence: "The update:" alone reads
	// like a form's label.
	blockIntros = []string{"Here's the %s:", "Use this %s:", "This is the %s:", "The %s is below:",
		"Here's the %s to use:", "I've put the %s below:", "I've pasted the %s below:", "Here's the %s I'd like to use:",
		"Here's my %s:", "This is my %s:", "Below is the %s:", "The %s I have in mind:",
		"I've written the %s out below:", "The %s goes like this:", "My %s looks like this:",
		"Here's what I've got for the %s:", "I drafted the %s already:", "I've copied the %s in here:"}
	pluralIntros = []string{"Here are the %s:", "Use these %s:", "These are the %s:", "The %s are below:",
		"Here are the %s to use:", "I've put the %s below:", "I've pasted the %s below:",
		"Here are my %s:", "Below are the %s:", "I've listed the %s below:", "These are my %s:", "My %s look like this:",
		"I've got the %s ready:", "Here's what I have for the %s:", "I've copied the %s in here:"}
)

// body joins the core into one clause: verb, object, identifying values,
// options.
func (st *funcState) body(c core) string {
	parts := []string{c.verb}
	if c.object != "" {
		parts = append(parts, c.object)
	}
	opts := parenFirst(c.opts)
	// A remark in parentheses ("(a search index)") is about the object:
	// it follows it, not the place after it.
	for c.object != "" && len(opts) > 0 && strings.HasPrefix(opts[0], "(") {
		parts = append(parts, opts[0])
		opts = opts[1:]
	}
	if len(c.leads) > 0 {
		parts = append(parts, strings.Join(emailByName(slices.Clone(c.leads)), " "))
	}
	if len(c.labels) > 0 && len(opts) == 2 && allJoin(opts) {
		// With the texts below, what is left are a few places ("a PR
		// from fix/x into main"): one clause, no list.
		// Where from before where to: "merging fix/x into main".
		sort.SliceStable(opts, func(i, j int) bool { return fromWord(opts[i]) && !fromWord(opts[j]) })
		return strings.Join(parts, " ") + " " + strings.Join(opts, " ")
	}
	if s, ok := stackedOpts(strings.Join(parts, " "), opts, len(c.leads)); ok {
		return s
	}
	return withOpts(strings.Join(parts, " "), opts, len(c.leads) == 0)
}

// fromWord tells whether an option says where something comes from.
func fromWord(o string) bool {
	f := firstWord(o)
	return f == "from" || f == "merging" || f == "with"
}

// allJoin tells whether every option can follow its clause without a
// comma: each opens on a preposition-like word and quotes nothing.
func allJoin(opts []string) bool {
	for _, o := range opts {
		f := strings.Fields(o)
		if len(f) == 0 || strings.ContainsAny(o, "\"(`") || !joinsClause[f[0]] && f[0] != "targeting" && f[0] != "against" && f[0] != "merging" {
			return false
		}
	}
	return true
}

// withOpts adds the options to clause s: a remark in parentheses ("(a
// search index)") right after what it is about (", (a search index)"
// does not parse), one short option as part of the clause ("the console
// messages at the error level", not "…, at the error level") when
// nothing else follows the object (short), else after a comma.
func withOpts(s string, opts []string, short bool) string {
	opts = actsLast(parenFirst(opts))
	if len(opts) > 0 && strings.HasSuffix(s, " due") && strings.HasPrefix(opts[0], "due ") {
		s = strings.TrimSuffix(s, " due") // "accessions due before March 7", never "accessions due due before"
	}
	for len(opts) > 0 && strings.HasPrefix(opts[0], "(") {
		s += " " + opts[0]
		opts = opts[1:]
	}
	if len(opts) == 0 {
		return s
	}
	// One short constraint joins the clause; acts after it follow a
	// comma ("the console messages at the error level, saving the output
	// to x.log").
	oneConstraint := len(opts) == 1 || !outputAct(opts[0]) && outputAct(opts[1]) && (len(opts) == 2 || outputAct(opts[2]))
	sep := ", "
	switch {
	case emojiCode.MatchString(opts[0]):
		// ":eyes:" is a value, not the colon that opens a list: glued,
		// it ran into the id before it ("channel C0G1:eyes:")
		opts, sep = append([]string{"with " + opts[0]}, opts[1:]...), " "
	case strings.HasPrefix(opts[0], ":") || strings.HasPrefix(opts[0], " "):
		sep = ""
	case short && oneConstraint && !strings.ContainsAny(opts[0], "\"(") && len(strings.Fields(opts[0])) <= 5 &&
		joinsClause[strings.Fields(opts[0])[0]]:
		sep = " "
	}
	return s + sep + joinOpts(opts)
}

// emojiCode matches an option that is an emoji shortcode alone (":eyes:",
// ":+1:").
var emojiCode = regexp.MustCompile(`^:[a-z0-9_+-]+:$`)

// actOpt tells whether an option does something beside the request
// ("saving the output to x.log", "and accept it") rather than narrow it
// ("at the error level", "including static resources").
func actOpt(o string) bool {
	w := strings.Fields(o)
	return ownConj(o) || len(w) > 0 && strings.HasSuffix(w[0], "ing") && !narrowingWords[w[0]]
}

// hasAct tells whether any of opts does something (see actOpt): a
// request without a verb or one that only wants a thing cannot hold it.
func hasAct(opts []string) bool {
	for _, o := range opts {
		if actOpt(o) {
			return true
		}
	}
	return false
}

// outputAct tells whether an option does something with the result
// ("saving the output to x.log", "and accept it"): it is said after the
// constraints, after a comma. Other -ing options ("branching from thought
// 3") stay where they are.
func outputAct(o string) bool {
	return ownConj(o) || outputVerbs[firstWord(o)]
}

// outputVerbs open an option that does something with the result.
var outputVerbs = map[string]bool{"saving": true, "writing": true, "storing": true, "exporting": true, "sending": true,
	"downloading": true, "copying": true, "uploading": true, "posting": true, "emailing": true, "printing": true}

// actsLast puts the options that do something with the result after the
// ones that narrow the request (a copy): "at the error level, saving the
// output to x.log", never "saving the output to x.log and at the error
// level".
func actsLast(opts []string) []string {
	out := make([]string, 0, len(opts))
	for _, o := range opts {
		if !outputAct(o) {
			out = append(out, o)
		}
	}
	for _, o := range opts {
		if outputAct(o) {
			out = append(out, o)
		}
	}
	return out
}

// parenFirst puts the remarks in parentheses first among opts (a copy):
// in a list they would be joined by a comma (", (a search index)").
func parenFirst(opts []string) []string {
	out := make([]string, 0, len(opts))
	for _, o := range opts {
		if strings.HasPrefix(o, "(") {
			out = append(out, o)
		}
	}
	out = mergeLabelled(out)
	for _, o := range opts {
		if !strings.HasPrefix(o, "(") {
			out = append(out, o)
		}
	}
	return out
}

// joinsClause are the first words of an option that can follow its
// object without a comma ("the console messages at the error level");
// one that opens on a noun cannot ("the console messages debug level
// only").
var joinsClause = map[string]bool{"at": true, "in": true, "on": true, "for": true, "from": true, "with": true,
	"without": true, "sorted": true, "ordered": true, "by": true, "since": true, "until": true, "before": true,
	"after": true, "matching": true, "including": true, "newest": true, "oldest": true, "highest": true,
	"lowest": true, "where": true, "up": true, "into": true, "as": true, "of": true, "due": true}

// ownSentence tells whether options can follow the request as a sentence
// of their own ("List the issues in acme/api. Only closed ones, newest
// first."): each opens on a word that reads as a constraint by itself,
// not on one that leans on the clause before it ("named", "saying", "and
// approve it", "(a search index)").
func ownSentence(opts []string) bool {
	if len(opts) == 0 {
		return false
	}
	for _, o := range opts {
		f := strings.Fields(o)
		if len(f) == 0 || !constraintWords[strings.ToLower(f[0])] && !isDigits(f[0]) {
			return false
		}
		if len(f) == 2 && f[0] == "at" && clockTime.MatchString(f[1]) {
			return false // a time of day is when, not a constraint: never "At 16:00."
		}
		if len(f) == 2 && (f[0] == "after" || f[0] == "before") && strings.HasSuffix(f[1], "ing") {
			return false // a step a thing is at ("after tuning") is no constraint: never "After tuning."
		}
		if f[0] == "at" && namesSomething(f[1:]) {
			return false // a named place is where: never "At the Lakeside Gallery."
		}
	}
	return true
}

// ownSentenceSaid says options in a sentence of their own after the
// request ("Only open ones, newest first."). When a thing is made or
// changed and the one option is the time of day it starts, it is said
// whole ("It starts at 17:30.", "It starts on March 12, 2026 at 6pm."),
// never the fragment "Starting at 17:30." after the request; a day alone
// may be when a change takes effect, and stays as it was.
func ownSentenceSaid(opts []string, in intent) string {
	if len(opts) == 1 && !in.Read {
		if rest, ok := strings.CutPrefix(opts[0], "starting "); ok {
			if !strings.HasPrefix(rest, "at ") && !strings.HasPrefix(rest, "from ") {
				if monthDay.MatchString(rest) {
					rest = "on " + rest
				}
			}
			if strings.HasPrefix(rest, "at ") || strings.HasPrefix(rest, "on ") && strings.Contains(rest, " at ") {
				return "It starts " + rest + "."
			}
		}
	}
	return Sentence(joinOpts(opts)) + "."
}

// monthDay is a day said by its month's name: "March 12", "March 12,
// 2026 at 6pm".
var monthDay = regexp.MustCompile(`^(?:January|February|March|April|May|June|July|August|September|October|November|December) \d`)

// namesSomething tells whether words hold a name (a word in capitals:
// "the Lakeside Gallery"), not a level or a kind ("the error level").
func namesSomething(words []string) bool {
	for _, w := range words {
		if w != "" && w[0] >= 'A' && w[0] <= 'Z' {
			return true
		}
	}
	return false
}

// constraintWords open an option that reads as a sentence of its own.
var constraintWords = map[string]bool{"only": true, "sorted": true, "ordered": true, "up": true, "at": true,
	"just": true, "no": true, "limit": true, "cap": true, "max": true, "newest": true, "oldest": true, "highest": true, "lowest": true,
	"including": true, "include": true, "without": true, "excluding": true, "page": true, "starting": true,
	"since": true, "before": true, "after": true, "until": true, "between": true, "skip": true}

// framing is what a request says around its main sentence: a scene set
// before it ("I'm working in acme/api."), a place after it ("This is in
// acme/api.") and options as a sentence of their own ("Only closed
// ones.").
type framing struct{ preface, scene, after, tail, colon, text, details string }

// arrange prepares core c for sentence plan kind: small structures said
// in words, verbs that fit the plan, where the place and the options go.
// It returns the plan to say c in (the context plan becomes another).
func (st *funcState) arrange(c *core, in intent, kind string) (string, framing) {
	if len(c.blocks) > 0 {
		var keep []argWords
		for _, bl := range c.blocks {
			if t, ok := inlineBlock(bl); ok {
				c.opts = append(c.opts, t)
			} else {
				keep = append(keep, bl)
			}
		}
		c.blocks = keep
	}
	labelQuoted(c)
	foldCap(c, in)
	if kind == PlanNeed || kind == PlanAsk || kind == PlanContext {
		// "I need to show me …" does not parse: keep verbs that do not
		// address the assistant.
		for i := 0; i < 4 && (strings.HasSuffix(c.verb, " me") || strings.HasSuffix(c.verb, " me about")); i++ {
			c.verb = st.verbWord(in)
		}
		if strings.Contains(c.verb, " me") {
			c.verb = in.Verb
		}
	}
	var f framing
	if kind == PlanContext {
		// A first message that sets the scene: where the user is working
		// ("I'm working in acme/api. Can you list the open issues?"), a
		// greeting or "quick one" now and then, else another plan.
		// The greeting stays when no scene is set: falling back to
		// another plan would say two of a tool's requests alike.
		if p := st.sceneFirst(c.place); p != "" && st.intn(2) == 0 {
			f.preface = p
			dropPlace(c)
			kind = st.one(PlanQuestion, PlanQuestion, PlanImperative)
		}
	} else if kind == PlanTopic && c.place != "" && st.intn(2) == 0 && st.sceneFirst(c.place) != "" {
		// The thing pointed at may be the place the user works in:
		// "I'm working in acme/api. Would you mind merging PR 5?"
		f.preface = st.sceneFirst(c.place)
		dropPlace(c)
		kind = st.one(PlanMind, PlanWonder, PlanQuestion)
	} else if c.place != "" && kind != PlanTerse && kind != PlanAsk && st.intn(3) == 0 {
		// Any plan may set the scene first: people say where they are
		// working before what they want ("I'm on my prod-1 connection.
		// Can you drop the orders collection?"), not always tucked into
		// the request after its object.
		// After a read of many things the place is the user's own
		// ("Fetch the commits. I'm working in acme/api."): "It's all in
		// acme/api." has no one thing to stand for.
		p := st.scene(c.place)
		if in.Read && pluralNoun(objectHead(c.object)) && !possessed(strings.ToLower(c.object)) {
			p = st.sceneFirst(c.place)
		}
		if p != "" {
			// Before the request or right after it ("Can you drop
			// legacy_orders? I'm on the staging-7c1d connection."): not
			// every such request opens on "I'm working in".
			if q := st.sceneFirst(c.place); q != "" && st.intn(2) == 0 {
				f.preface = q
			} else {
				f.scene = p
			}
			dropPlace(c)
		}
	}
	f.colon, f.details = st.detailList(c, in, kind)
	if f.colon == "" && f.details == "" {
		f.colon = st.colonText(c, kind)
	}
	if f.colon == "" && kind != PlanTerse && kind != PlanAsk && kind != PlanTopic {
		f.text = st.textAfter(c)
	}
	// Three or more options are too many for one clause: those that read
	// as a sentence of their own follow as one ("Can you list the issues
	// in acme/api? Only open ones, 20 per page and newest first.").
	if len(c.blocks) == 0 && len(c.opts) >= 3 && (kind == PlanImperative || kind == PlanNeed || kind == PlanQuestion ||
		kind == PlanPolite || kind == PlanTerse || kind == PlanWant || kind == PlanContext || kind == PlanMind || kind == PlanWonder) {
		var own, keep []string
		for _, o := range c.opts {
			if ownSentence([]string{o}) {
				own = append(own, o)
			} else {
				keep = append(keep, o)
			}
		}
		if len(keep) == 0 && len(own) > 0 {
			keep, own = own[:1], own[1:]
		}
		if len(own) > 0 {
			f.tail = " " + ownSentenceSaid(own, in)
			c.opts = keep
		}
	}
	if kind != PlanAsk && kind != PlanTopic {
		f.tail = st.overflowOpts(c, in) + f.tail
	}
	if c.after != "" {
		f.after = st.afterPlace(c, in, kind, f.tail != "")
	}
	frontOnly(c, kind)
	if strings.HasPrefix(c.verb, "help me with") {
		// The verb already asks for help: only the opener varies.
		c.verb = st.one("Please help me with", "Help me with", "Can you help me with", "Could you help me with",
			"I'd like help with", "Need help with", "I want your help with", "Give me a hand with",
			"Walk me through", "Let's work through", "Assist me with", "I could use help with")
		if c.front != "" && strings.HasPrefix(c.verb, "Need ") {
			c.verb = "I need help with" // "For thought 8, need help with …" lacks its subject
		}
		kind = PlanImperative
	}
	// Now and then the options follow as a sentence of their own: "Can
	// you list the issues in acme/api? Only closed ones, newest first."
	if f.tail == "" && len(c.blocks) == 0 && (kind == PlanImperative || kind == PlanNeed || kind == PlanQuestion || kind == PlanMind || kind == PlanWonder) && ownSentence(c.opts) && st.intn(3) == 0 && !leansOnClause(c.opts) {
		f.tail = " " + ownSentenceSaid(c.opts, in)
		c.opts = nil
	}
	return kind, f
}

// afterPlace says c's place that follows the request (c.after): kept in
// the clause for a terse request, a question, a read of many things or
// options said after it (tail), else a sentence of its own after the
// request, which it returns. c.after is then "".
func (st *funcState) afterPlace(c *core, in intent, kind string, tail bool) (after string) {
	// With the options said after it, the place stays in the request.
	// So does a read of many things: "Fetch commits. It's all in
	// acme/infra." says what to read before where it is.
	many := in.Read && pluralNoun(objectHead(c.object)) && !possessed(strings.ToLower(c.object))
	if kind == PlanTerse || kind == PlanAsk || kind == PlanWant || len(c.leads) == 0 && c.object == "" || tail || many {
		// A terse request or a question about a thing keeps its place
		// in the clause.
		c.leads = append(c.leads, c.after)
		throughLast(c.leads, c.through)
	} else {
		head := strings.Fields(strings.ToLower(plainObject(c.object)) + " x")
		after = " " + st.placeAfter(c.after, additive(in), c.object != "" && !strings.HasSuffix(head[len(head)-2], "s"))
	}
	c.after = ""
	return after
}

// labelQuoted moves the quoted values of a request with three or more
// options below the request line, each on a line of its own with what it
// is ("Title: Use hours for the expiry"), the way people write a request
// with several texts in it: "from the fix/x branch, with the title "…",
// targeting main and with the body "…"" chains too many slots for one
// sentence. Options whose name cannot be told stay in the sentence.
func labelQuoted(c *core) {
	if len(c.opts) < 3 {
		return
	}
	var keep, labels []string
	for _, o := range c.opts {
		if l, ok := quotedLabel(o); ok {
			labels = append(labels, l)
		} else {
			keep = append(keep, o)
		}
	}
	if len(labels) == 0 {
		return
	}
	// A title or name first, the text it heads last.
	sort.SliceStable(labels, func(i, j int) bool { return labelRank(labels[i]) < labelRank(labels[j]) })
	c.opts, c.labels = keep, labels
}

// labelRank orders labelled lines: a title or name, then the rest, then
// a text.
func labelRank(l string) int {
	switch {
	case strings.HasPrefix(l, "Title: ") || strings.HasPrefix(l, "Name: "):
		return 0
	case strings.HasPrefix(l, "Text: ") || strings.HasPrefix(l, "Body: ") || strings.HasPrefix(l, "Description: "):
		return 2
	}
	return 1
}

// quotedLabel says option o, which ends on one quoted value ("with the
// title \"Fix it\"", "titled \"Fix it\""), as a labelled line ("Title: Fix
// it"); false for any other option.
func quotedLabel(o string) (string, bool) {
	o = labelForm(o)
	i := strings.IndexByte(o, '"')
	if i < 1 || strings.Count(o, "\"") != 2 || !strings.HasSuffix(o, "\"") {
		return "", false
	}
	val := o[i+1 : len(o)-1]
	pre := strings.ToLower(strings.TrimSpace(o[:i]))
	for _, v := range []string{" saying", " that says", " reading", " that reads"} {
		if n, ok := strings.CutSuffix(pre, v); ok && sayingNoun(n) {
			pre = withoutArticle(n) // "with a system message saying "…"": the quote is the system message, never "The system message saying is …"
		}
	}
	var label string
	switch {
	case pre == "titled" || pre == "called" || pre == "named":
		label = "name"
		if strings.Contains(val, " ") {
			label = "title"
		}
	case pre == "saying" || pre == "that says" || pre == "reading" || pre == "that reads" || pre == "with the text" || pre == "with text":
		label = "text"
	case pre == "committing it as":
		label = "commit message"
	case strings.HasPrefix(pre, "with the "):
		label = strings.TrimPrefix(pre, "with the ")
	case strings.HasPrefix(pre, "with "):
		label = strings.TrimPrefix(pre, "with ")
	default:
		return "", false
	}
	w := strings.Fields(label)
	if len(w) == 0 || len(w) > 3 || val == "" {
		return "", false
	}
	for _, x := range w {
		for _, r := range x {
			if (r < 'a' || r > 'z') && r != '-' {
				return "", false
			}
		}
	}
	return Sentence(label) + ": " + val, true
}

// planWantDo is the want plan for a request that is no read: an act
// asked for ("Could I ask you to merge PR 5?"), not a thing to see.
const planWantDo = "want-do"

// frame says the core in sentence plan kind and attaches the blocks. A
// question never closes on a quoted text that ends its own sentence
// (`…, with the body "Looks good."?`): the text is then said after the
// question (`The body is "Looks good."`), or, when it cannot be taken
// out, the question mark goes.
func (st *funcState) frame(c core, in intent, kind string) string {
	s := st.frameOnce(c, in, kind)
	if !quoteThenAsk(s) {
		return s
	}
	if c2, ok := st.quoteOut(c); ok {
		if t := st.frameOnce(c2, in, kind); !quoteThenAsk(t) {
			return t
		}
	}
	line, rest, _ := strings.Cut(s, "\n")
	for _, q := range []string{".\"?", "!\"?", "?\"?", ".`?", "!`?", "?`?"} {
		line = strings.ReplaceAll(line, q, q[:len(q)-1])
	}
	if rest != "" {
		return line + "\n" + rest
	}
	return line
}

// quoteThenAsk tells whether the request line of s asks a question right
// after a quoted text that ends its own sentence (`"Looks good."?`).
func quoteThenAsk(s string) bool {
	line, _, _ := strings.Cut(s, "\n")
	for _, q := range []string{".\"?", "!\"?", "?\"?", ".`?", "!`?", "?`?"} {
		if strings.Contains(line, q) {
			return true
		}
	}
	return false
}

// quoteOut moves the option that quotes a text ending its own sentence
// (`with the body "Looks good."`) out of c's request line, to be said
// after it in a sentence of its own (`It should say "Looks good."`, `The
// body is "Looks good."`); false when no option does or it cannot be
// labelled.
func (st *funcState) quoteOut(c core) (core, bool) {
	for i := len(c.opts) - 1; i >= 0; i-- {
		o := labelForm(c.opts[i])
		if len(o) < 3 || !strings.HasSuffix(o, "\"") || !strings.ContainsRune(".!?", rune(o[len(o)-2])) {
			continue
		}
		l, ok := quotedLabel(o)
		if !ok {
			continue
		}
		c.opts = append(c.opts[:i:i], c.opts[i+1:]...)
		if c.aside != "" || len(c.labels)+len(c.blocks) > 0 {
			c.labels = append(append([]string{}, c.labels...), l)
			return c, true
		}
		q := o[strings.IndexByte(o, '"'):]
		if name, _, _ := strings.Cut(l, ": "); name != "Text" {
			n := strings.ToLower(name)
			is := " is "
			if pluralLooking(lastWord(n)) && !oneOfSameNoun(lastWord(n), q) {
				is = " are " // "The details are "…"", not "The details is"
			}
			// "For the reason, put …" and "The reason should be …" read
			// as a form being filled in; people say what it is, or add
			// a note.
			c.aside = st.one("The "+n+is+q, "The "+n+is+q)
			if noteNouns[lastWord(n)] {
				c.aside = st.one(noteAlone(n, q)...)
			}
		} else {
			c.aside = st.one("It should say "+q, "Here's what it should say: "+q, "The text is "+q, "It should read "+q)
		}
		return c, true
	}
	return c, false
}

// readVerb says a read the way people ask to see a thing, not with an
// API's verb: a command "Pull up PR 162's reviews", not "Get PR 162's
// reviews" or "Fetch users"; a need "I need to check the size of
// analytics.sessions", not "I need to get …" or "I need to pull up …".
// A tool's records take the words in turn. A command never opens on
// "Execute": it runs things.
func (st *funcState) readVerb(c *core, in intent, kind string) {
	if strings.EqualFold(c.verb, "execute") && (kind == PlanImperative || kind == PlanTerse || kind == PlanWonder || kind == PlanTopic) {
		// "Execute a pipeline on crm.customers." is an order to a
		// machine: people run things. After an opener ("Can you execute
		// …?") it may stay.
		c.verb = "run"
	}
	if !in.Read || counts(in) || converts(in) || c.object == "" || c.front != "" && kind != PlanNeed {
		return // a need said after a front still sees what it reads: "For shop.orders, I need to check …"
	}
	switch strings.ToLower(c.verb) {
	case "get", "fetch", "retrieve", "pull up", "grab", "list", "list out":
	default:
		return
	}
	switch v := strings.ToLower(c.verb); {
	case kind == PlanNeed:
		c.verb = st.vary("need-verb", "see", "check", "look at", "go over")
	case v != "get" && v != "fetch" && v != "retrieve":
	case kind == PlanAsk || kind == PlanContext:
		// "Let's show me …" does not parse: no verb that addresses the
		// assistant.
		c.verb = st.vary("read-verb", "pull up", "look up", "bring up", "grab", "check")
	default:
		c.verb = st.vary("read-verb", "pull up", "show me", "look up", "bring up", "grab", "check")
		commentOn(c) // "show me the users", not "show me users"
	}
}

// contextAsk is the context plan's request for body b.
func (st *funcState) contextAsk(c core, in intent, b, front string, fr framing) (s string, reasoned bool) {
	// What the user is doing first, then the ask: "I'm debugging a
	// slow query. Can you list the indexes on shop.orders?", "I'm
	// doing a round of triage. Where are we on issue 43?"; what they
	// expect of an act on a page follows it: "Can you hover over the
	// pricing link? A tooltip should show up." With no purpose that
	// fits, a first message still varies in what it says first: the
	// question people ask of what is read, or the thing acted on
	// before the act ("Issue 206 in acme/api — can you close it?"),
	// else a plain ask: "Can you …?" every time reads like the
	// question plan's twin.
	q := ""
	if front == "" && fr.preface == "" && fr.colon == "" {
		if q = st.readQuestion(c, in); q == "" {
			q = st.oneQuestion(c, in)
		}
	}
	if x := st.contextWhy(c, in, front, fr); x != "" {
		switch {
		case uiVerbs[firstWord(in.Verb)] || uiVerbs[firstWord(c.verb)]:
			s = st.one("Can you", "Could you") + " " + lcFirst(b) + "? " + x
		case q != "":
			s = x + " " + q
		default:
			// the ask after a reason taken in turn, the draw still made:
			// a tool's reasoned requests do not all ask "Can you …?"
			st.intn(2)
			s = x + " " + st.vary("reasoned-ask", "Can you", "Could you", "Would you") + " " + lcFirst(b) + "?"
		}
		return s, true
	}
	if q != "" {
		return q, false
	}
	if front == "" && fr.preface == "" && fr.colon == "" {
		if t := st.topicFirst(c, in); t != "" {
			return t, false
		}
	}
	return st.contextPlan(b, front != ""), false
}

// askPlan is the ask plan's request for body b: the question people ask
// of what is read, a traveller's question, a question about one thing or
// what a read returns, "Let's see …" for another read, else "Let's …".
func (st *funcState) askPlan(c core, in intent, b string) (s string) {
	if q := st.readQuestion(c, in); q != "" {
		s = q
	} else if q := st.tripQuestion(c); q != "" {
		s = q
	} else if q := st.oneQuestion(c, in); q != "" {
		s = q
	} else if q := st.whatQuestion(c, in, false); q != "" {
		s = q
	} else if r, ok := strings.CutPrefix(b, c.verb+" "); ok && in.Read && !counts(in) && c.object != "" && len(c.blocks) == 0 && !hasAct(c.opts) && !strings.Contains(c.verb, " me") {
		// "Let's get public channels." says the API's verb: a person
		// looking at something says so ("Let's see the public
		// channels.").
		if fw := strings.ToLower(firstWord(r)); !determiners[fw] && !notVerb[fw] && fw != "which" && fw != "whose" && !possessed(strings.ToLower(c.object)) && lettersOnly(firstWord(r)) && !namesOne(c.object) && !fullNameLike(c.object) {
			r = "the " + r
		}
		s = st.vary("lets-see", "Let's see", "Let's have a look at", "Let's check", "Let's look at", "Let's pull up") + " " + r + "."
	} else {
		s = st.one(doOpeners...) + " " + b + "."
	}
	return s
}

// frameOnce is frame without its check of the ending.
func (st *funcState) frameOnce(c core, in intent, kind string) string {
	kind, fr := st.arrange(&c, in, kind)
	s, sw := st.thingFirst(c, in, kind, fr)
	if kind == PlanWant && s == "" {
		if s := st.wantPlan(c, in); s != "" {
			if fr.preface != "" {
				s = fr.preface + " " + s
			}
			if fr.scene != "" {
				s = sceneAround(s, fr.scene)
			}
			return st.attach(stopOnce(endOnce(withAside(s, c.aside))+fr.tail), c)
		}
		kind, sw = planWantDo, planWantDo
	}
	st.readVerb(&c, in, kind)
	b := st.body(c)
	front := ""
	if c.front != "" {
		front = Sentence(c.front) + ", "
		if kind != PlanImperative {
			b = lcFirst(b)
		}
	}
	reasoned := false
	switch sw {
	case planThing:
	case PlanQuestion:
		s = st.questionPlan(c, in, b)
	case PlanNeed:
		if n := st.needThing(c, in, b); n != "" {
			s = n
			break
		}
		s = st.one(needOpeners...) + " " + b + "."
	case PlanTerse:
		s = st.tersePlan(c, in, b, fr)
	case PlanPolite:
		if r, ok := strings.CutPrefix(b, "execute "); ok {
			b = "run " + r // "Please execute …" reads as an order to a machine
		}
		// Thanks end the request: options said after them read as an
		// afterthought ("…, thanks! Ordered by comments.").
		if st.intn(3) != 0 || fr.tail != "" || fr.after != "" {
			o := st.one(politeOpeners...)
			s = o + " " + b + "."
			if strings.HasSuffix(o, " please") {
				s = o + " " + b + "?"
			}
		} else {
			s = Sentence(b) + st.closer(c, politeClosers)
		}
	case PlanContext:
		s, reasoned = st.contextAsk(c, in, b, front, fr)
	case PlanTopic, PlanMind, PlanWonder, planWantDo:
		if kind == PlanTopic && front == "" && fr.preface == "" && fr.colon == "" && st.intn(2) == 0 {
			if t, it, rest := st.topicAct(c, in); t != "" {
				// Why first, then the act: "Nobody uses shop.reviews
				// anymore. Can you drop it?"
				if s = st.reasonFirst(c, in, t, it+rest); s != "" {
					reasoned = true
					break
				}
			}
		}
		s = st.tentativePlan(c, in, kind, b, front != "")
	case PlanAsk:
		s = st.askPlan(c, in, b)
	default:
		if st.intn(3) == 0 && strings.HasPrefix(c.object, "the ") && !countedObject(c.object) && !strings.HasSuffix(c.verb, " me") && c.verb != "go through" && (firstWord(c.verb) != "list" || len(c.leads) == 0) {
			// "List templates in data source 5" reads as a command line.
			b = strings.Replace(b, c.object, bareObject(c.object), 1)
		}
		s = asked(Sentence(b)+st.closer(c, plainClosers), c.verb)
	}
	if front != "" {
		if strings.HasPrefix(s, "I ") || strings.HasPrefix(s, "I'") {
			s = front + s
		} else {
			s = front + lcFirst(s)
		}
	}
	if fr.preface != "" {
		s = fr.preface + " " + s
	}
	if n := len(s); fr.colon != "" {
		s = strings.TrimRight(s[:n-1], " ") + ": " + fr.colon // `Comment on issue 5: "Fixed in 2.4"`
	}
	s = fr.aroundLine(s)
	if attachable(c.aside) {
		// "— café closed for refit" closes the request line itself,
		// before any sentence said after it
		s, c.aside = attachAside(s, c.aside), ""
	}
	if fr.after != "" && (c.aside != "" || fr.text != "") && fr.colon == "" {
		// Where the thing is follows the request, before a text said
		// after it: "Comment on issue 206. It goes in acme/api. The
		// text is: …", not after the text, where it reads as an
		// afterthought.
		s, fr.after = withAside(s, strings.TrimSpace(fr.after)), ""
	}
	if r := st.reason(c, in, kind); r != "" && !reasoned && !closed(s) {
		// Never before the request: "It's stale. Delete auth.users,
		// thanks!" says "it" before what it is.
		s, reasoned = withAside(s, r), true
	}
	s = st.withPurpose(s, c, in, kind, fr, front, reasoned)
	if fr.text != "" {
		s = withAside(s, fr.text)
	}
	return st.attach(stopOnce(endOnce(withAside(s, c.aside))+fr.after+fr.tail), c)
}

// withPurpose is s, a framed request, with why the user asks now and
// then (frameOnce): before the request or after it, never when a reason
// was said already (reasoned), in a terse plan or after a colon.
func (st *funcState) withPurpose(s string, c core, in intent, kind string, fr framing, front string, reasoned bool) string {
	if p := purposeUnless(reasoned || kind == PlanTerse || fr.colon != "", c, in, st.toolCode(), st.toolTeam()); len(p) > 0 && !reasoned && kind != PlanTerse && fr.colon == "" && st.intn(3) == 0 {
		// Why the user asks, as people add it: before the request ("I'm
		// debugging a slow query. What indexes does shop.orders have?")
		// or after it, never after a closer nor before a scene. A
		// request that already sets its scene and says something
		// after it takes no reason too: four short sentences read as a
		// form read out ("I've got the shop database open. I want to
		// check the stats. I'm new to this database. This is against
		// staging-e787." keeps its first, second and last).
		switch x := st.rotate(p); {
		case (fr.preface != "" || fr.scene != "") && (c.aside != "" || fr.after != "" || fr.tail != ""):
		case fr.preface == "" && fr.scene == "" && front == "" && WithoutGreeting(s) == s && !pointsBack(x) && !expected(x) && st.intn(2) == 0:
			s = x + " " + s
		case !closed(s):
			s = withAside(s, x)
		}
	}
	return s
}

// tersePlan says body b as a terse request: what to read asked without
// a verb ("Recent messages in channel C01?"), the thing first ("Data
// source 5c3e…, can you pull it up?"), or the clause with a stop.
func (st *funcState) tersePlan(c core, in intent, b string, fr framing) string {
	var s string
	rest := strings.TrimPrefix(b, c.verb+" ")
	// Without its verb a request would open on a value ("acme/api's
	// PRs"), capitalised, or on a bare reference ("Page 5c3e…, please").
	valueFirst := strings.ContainsAny(strings.Fields(rest + " x")[0], "/_-.0123456789@:\"`")
	// A long one, or one with two places or a quoted value, keeps its verb.
	bare := len(strings.Fields(rest)) <= 2 || !fewPlaces(rest) || strings.Count(rest, ",") > 1 || strings.Contains(rest, ";")
	if in.Read && !counts(in) && c.object != "" && c.object != "everything" && !allOf(c.object) && len(c.blocks) == 0 && !strings.Contains(c.verb, " me") && !valueFirst && !bare && placed(rest) && !namesOne(c.object) && !hasAct(c.opts) && !longRef(rest) {
		// "Recent messages in channel C01?": what to read, no verb, is
		// asked; with a stop ("The reviews on acme/api for PR 48.") it
		// is a bare noun phrase, and "Data source 5c3e…?" names a thing
		// without asking anything of it.
		s = st.terseRead(rest, c.object, in)
	} else if in.Read && !counts(in) && namesOne(c.object) && len(c.opts)+len(c.blocks) == 0 && !strings.Contains(c.verb, " me") && !valueFirst && !longRef(rest) {
		// "Data source 5c3e…, can you pull it up?": the thing first,
		// then what to do with it.
		s = Sentence(rest) + ", " + st.one("can you pull it up?", "can you get it for me?", "could you fetch it?",
			"can I see it?", "could you look it up?")
	} else if t := st.topicFirst(c, in); t != "" && st.intn(2) == 0 {
		s = t
	} else {
		s = Sentence(bareObjectIn(b, c)) + "." // a rater reads a request with no stop as cut off
	}
	return s
}

// textAfter takes the one text a request writes ("saying \"Fixed in
// 2.4\"") out of c's options now and then, to say it in a sentence of
// its own after the request: `Add a note on customer cus_81. It should
// say "Called back."`. "" for none or not this time.
func (st *funcState) textAfter(c *core) string {
	if len(c.blocks)+len(c.labels) > 0 || c.aside != "" || len(c.opts) == 0 || len(c.opts) > 2 || st.intn(3) != 0 {
		return ""
	}
	at := -1
	for i, o := range c.opts {
		if l, ok := quotedLabel(o); ok && strings.HasPrefix(l, "Text: ") && !strings.ContainsAny(o, "\n`") {
			if at >= 0 {
				return ""
			}
			at = i
		}
	}
	if at < 0 {
		return ""
	}
	o := c.opts[at]
	c.opts = append(c.opts[:at:at], c.opts[at+1:]...)
	q := o[strings.IndexByte(o, '"'):]
	return st.one("It should say "+q+".", "Have it say "+q+".", "Make it read "+q+".", "The text is "+q+".",
		"Here's what it should say: "+q, "It should read "+q+".")
}

// reason is, now and then, why a person removes, closes, merges,
// renames or changes a thing, said after the request the way people add
// it ("Drop the orders_old collection. We don't use it anymore."): a
// reason that belongs to the act, never a stock one tacked onto any
// request. "" for other acts, a terse request, a thing that is a person,
// or not this time.
func (st *funcState) reason(c core, in intent, kind string) string {
	if kind == PlanTerse || kind == PlanAsk {
		return ""
	}
	pool, they, chance := st.reasonPool(c, in)
	if len(pool) == 0 || st.intn(chance) != 0 || c.why {
		return "" // a reason the call carries is the request's reason
	}
	it := map[bool]string{true: "them", false: "it"}[they]
	return sayReason(st.rotate(pool), it, they)
}

// reasonFirst says why first, naming the thing, then asks for the act on
// it: "We don't use the reviews collection in shop anymore. Can you drop
// it?", "PR 5 in acme/api has been approved — merge it." (topic: the
// thing with its place; act: the act said on "it", with what follows).
// "" when the act has no reason people give.
func (st *funcState) reasonFirst(c core, in intent, topic, act string) string {
	all, they, _ := st.reasonPool(c, in)
	if c.why {
		return ""
	}
	var pool []string
	for _, r := range all {
		if strings.Contains(strings.ToLower(r), "{x}") {
			pool = append(pool, r) // the reason names the thing: "it" has nothing before it to stand for
		}
	}
	if len(pool) == 0 {
		return ""
	}
	if they {
		act = strings.Replace(act, " it", " them", 1)
	}
	r := sayReason(st.rotate(pool), topic, they)
	if strings.HasSuffix(r, ".") && st.intn(3) == 0 {
		return strings.TrimSuffix(r, ".") + " — " + act + "."
	}
	return r + " " + st.one("Can you "+act+"?", Sentence(act)+".", "Could you "+act+"?", Sentence(act)+", please.")
}

// sayReason fills a reason's slots: {x} the thing ("it", "them" or its
// name), {X} the same capitalised, {is} and {has} agreeing with it.
func sayReason(r, thing string, they bool) string {
	be, have := "is", "has"
	if they {
		be, have = "are", "have"
	}
	switch thing {
	case "it":
		return strings.NewReplacer("{X} {is}", "It's", "{x}", "it", "{X}", "It", "{is}", be, "{has}", have).Replace(r)
	case "them":
		return strings.NewReplacer("{X} {is}", "They're", "{x}", "them", "{X}", "They", "{is}", be, "{has}", have).Replace(r)
	}
	return strings.NewReplacer("{x}", thing, "{X}", Sentence(thing), "{is}", be, "{has}", have).Replace(r)
}

// Reasons people give for an act, by act (see reasonPool). {x} is the
// thing, {is}/{has} agree with it.
var (
	undoReasons   = []string{"I added {x} by mistake.", "{X} was a misclick.", "{X} {is} wrong."}
	unpostReasons = []string{"I posted {x} by mistake.", "{X} {is} out of date.", "I posted {x} in the wrong place.",
		"{X} {has} a typo in it.", "{X} went to the wrong place."}
	closeReasons = []string{"I'm done with {x}.", "I'm finished with {x}.", "We're done with {x} for now.",
		"{X} {is} no longer needed.", "I don't need {x} open anymore."}
	mergeReasons = []string{"{X} {has} been approved.", "The checks on {x} are green.", "Reviews on {x} are done.",
		"{X} {is} ready to go.", "{X} got two approvals.", "CI passed on {x}."}
	renameReasons = []string{"The old name is confusing.", "We're cleaning up the names.", "The current name is misleading.",
		"The name doesn't match what {x} {is} for anymore.", "We're moving to a new naming scheme."}
	resetReasons = []string{"People are seeing stale data.", "We just deployed a fix.", "Something seems stuck.",
		"The old values keep showing up.", "I changed the config.", "Things got out of sync.", "It's acting up again."}
	issueReasons = []string{"Found it while testing the release.", "A customer reported it.", "It came up in standup.",
		"QA ran into it this morning.", "I keep hitting this.", "Support has had a few tickets about it."}
	branchReasons = []string{"I'm starting on a fix.", "I want to try something without touching main.", "It's for the next release."}
	prReasons     = []string{"The change is ready for review.", "Tests pass locally.", "It's ready for a look."}
	indexReasons  = []string{"Queries on it have gotten slow.", "The dashboard query times out without it.",
		"We filter on that field all the time.", "The new search page needs it."}
	storeReasons = []string{"It's for a new feature.", "We're setting up staging.", "The new reporting job needs it.",
		"I'm starting a prototype."}
	// pageReasons stand for a page made; pageReasonsFor picks the ones
	// its title fits.
	pageReasons   = []string{}
	forkReasons   = []string{"I want to try a change without touching the original.", "We need our own copy to patch."}
	changeReasons = []string{"{X} {is} out of date.", "{X} {is} wrong right now.", "Things changed since {x} was written.",
		"{X} {has} a mistake in it.", "We changed the plan."}
)

// makeReasons is the reasons people give for making a thing of kind
// head (an issue, a branch, an index, a page) with verb v; nil for other
// acts and things.
func makeReasons(v, head string) []string {
	switch v {
	case "create", "make", "open", "add", "set", "file", "fork":
	default:
		return nil
	}
	switch {
	case v == "fork" || head == "fork":
		return forkReasons
	case head == "issue" || head == "ticket" || head == "bug":
		return issueReasons
	case head == "branch":
		return branchReasons
	case head == "pr":
		return prReasons
	case head == "index":
		return indexReasons
	case head == "collection" || head == "table" || head == "database":
		return storeReasons
	case head == "page" || head == "document" || head == "doc":
		return pageReasons
	}
	return nil
}

// said is everything request c names, lower-cased: its object, leads,
// options and labels, for fitting a reason to what is acted on.
func said(c core) string {
	return strings.ToLower(strings.Join(append(append(append([]string{c.object, c.front, c.after}, c.leads...), c.opts...), c.labels...), " "))
}

// saidWords tells whether said text l holds one of words as a word or a
// part of a name ("prod-a772", "app_production.orders", "sessions_archive").
func saidWords(l string, words ...string) bool {
	for _, w := range strings.FieldsFunc(l, func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9') }) {
		for _, x := range words {
			if w == x {
				return true
			}
		}
	}
	return false
}

// yearIn tells whether l names a year ("customers_2025", "report 2024").
func yearIn(l string) bool {
	for _, w := range strings.FieldsFunc(l, func(r rune) bool { return r < '0' || r > '9' }) {
		if len(w) == 4 && (w[:2] == "19" || w[:2] == "20") {
			return true
		}
	}
	return false
}

// Words in a thing's name or title that tell what it is: a bug, a
// meeting's notes, a plan, a guide for newcomers; a production thing, a
// test one, an old one.
var (
	bugTitleWords = []string{"bug", "bugs", "error", "errors", "crash", "crashes", "fails", "failing", "failed", "broken",
		"drops", "missing", "wrong", "timeout", "timeouts", "slow", "leak", "regression", "incident", "outage", "doesn", "not"}
	meetTitleWords  = []string{"meeting", "notes", "retro", "retrospective", "standup", "sync", "agenda", "minutes", "offsite", "kickoff"}
	planTitleWords  = []string{"plan", "planning", "roadmap", "sprint", "q1", "q2", "q3", "q4", "goals", "okrs", "milestones", "launch"}
	guideTitleWords = []string{"onboarding", "handbook", "guide", "welcome", "setup", "how", "faq", "runbook", "playbook", "checklist"}
	prodNameWords   = []string{"prod", "production", "live", "main", "master", "primary"}
	testNameWords   = []string{"test", "tests", "testing", "tmp", "temp", "scratch", "demo", "sandbox", "dev", "experiment", "poc", "draft", "copy"}
	oldNameWords    = []string{"old", "legacy", "archive", "archived", "deprecated", "backup", "bak", "v1", "unused"}
)

// pageReasonsFor is the reason for making a page whose request says l
// (its title among it): a bug written up, a meeting's notes, a plan, a
// guide; nil when the title says none of these, since "The team needs
// it for onboarding." does not fit a page titled "CSV export drops
// rows".
func pageReasonsFor(l string) []string {
	switch {
	case saidWords(l, bugTitleWords...):
		return []string{"A customer reported it.", "QA ran into it this morning.", "Support has had a few tickets about it.",
			"I want to write down what we know so far."}
	case saidWords(l, meetTitleWords...):
		return []string{"We'll fill it in during the meeting.", "I'm organizing our notes."}
	case saidWords(l, planTitleWords...):
		return []string{"It's for next week's planning.", "We'll go through it on Monday."}
	case saidWords(l, guideTitleWords...):
		return []string{"The team needs it for onboarding.", "New people keep asking the same questions."}
	}
	return nil
}

// renameReasonsFor is the reason for renaming a thing to a name the
// request says (l): a name marking it old keeps it as an archive, a name
// with a year starts a new period; other names get the plain reasons. "The
// old name is confusing." does not fit renaming sessions to
// sessions_archive.
func renameReasonsFor(l string) []string {
	to := l
	for _, p := range []string{" to ", "so it's called "} {
		if i := strings.LastIndex(l, p); i >= 0 {
			to = l[i+len(p):]
			break
		}
	}
	switch {
	case saidWords(to, oldNameWords...):
		return []string{"We're only keeping {x} for the record now.", "A new one is replacing {x}.", "I want {x} out of the way but not gone."}
	case yearIn(to):
		return []string{"We're starting a fresh one for the new year.", "We keep one per year now."}
	}
	return renameReasons
}

// removeReasonsFor is the reasons for removing a thing the request names
// (l): a test or scratch thing is left over, an old one replaced, a
// production one migrated (never "just clutter" or "left over from
// testing"); a plain name gets the reasons that assume nothing of it.
func removeReasonsFor(l string) []string {
	switch {
	case saidWords(l, testNameWords...):
		return []string{"{X} {is} left over from testing.", "{X} {is} from an old experiment.", "{X} {is} just clutter now.",
			"I created {x} by mistake."}
	case saidWords(l, oldNameWords...):
		return []string{"We replaced {x} a while ago.", "Nobody uses {x} anymore.", "{X} {is} stale.", "We don't need {x} anymore."}
	case saidWords(l, prodNameWords...):
		return []string{"We replaced {x} a while ago.", "Everything in {x} was migrated already."}
	}
	return []string{"We don't need {x} anymore.", "Nobody uses {x} anymore.", "We don't use {x} anymore.",
		"{X} {is} not needed anymore.", "We replaced {x} a while ago.", "{X} {is} stale."}
}

// reasonPool is the reasons people give for c's act, whether the thing
// is many ("them"), and how rarely a reason is said (1 in chance); nil for
// an act people give no reason for, or a thing that is a person.
func (st *funcState) reasonPool(c core, in intent) ([]string, bool, int) {
	if c.object == "" {
		return nil, false, 1
	}
	v := firstWord(in.Verb)
	if p := makeReasons(v, objectHeadOf(c.object)); p != nil {
		if h := objectHeadOf(c.object); h == "page" || h == "document" || h == "doc" {
			if p = pageReasonsFor(said(c)); p == nil {
				return nil, false, 1
			}
		}
		return p, false, 3
	}
	if len(c.labels) > 0 {
		return nil, false, 1
	}
	for _, l := range append(append([]string{}, c.leads...), c.opts...) {
		if f := firstWord(l); f == "onto" || f == "into" || f == "to" && v != "rename" {
			return nil, false, 1 // "drop the files onto the upload box" moves them
		}
	}
	head := objectHead(unnamedObject(c.object))
	if personNouns[head] || head == "" || namesPerson(c.object) {
		return nil, false, 1
	}
	// "app_production.reviews" names one collection: only a plain noun
	// ("documents", "keys") or "all"/"every" makes the thing many.
	they := pluralNoun(head) && lettersOnly(head) || strings.HasPrefix(strings.ToLower(c.object), "all ") || strings.HasPrefix(strings.ToLower(c.object), "every ")
	switch v {
	case "delete", "drop", "remove":
		if removedFrom(st.data) {
			// "remove issue 5 from project P" keeps the issue: "Nobody
			// uses it anymore" is a reason to delete it, not to move it.
			return nil, false, 1
		}
		if len(c.opts) > 0 || strings.Contains(" "+said(c)+" ", " where ") {
			// "Delete the reviews rated over 4. We don't need them
			// anymore." gives a picked set a reason that does not fit,
			// and so does "… where method is "card". We replaced them a
			// while ago."
			return nil, false, 1
		}
		switch {
		case addedNouns[head] || addedNouns[singular(head)]:
			return undoReasons, they, 2
		case postedNouns[head] || postedNouns[singular(head)]:
			return unpostReasons, they, 2
		}
		return removeReasonsFor(said(c)), they, 2
	case "close":
		if containerObject(c.object) {
			return closeReasons[:3], they, 3
		}
		return closeReasons, they, 3
	case "merge":
		if l := " " + strings.ToLower(c.object) + " "; !strings.Contains(l, " pr ") && !strings.Contains(l, "pull request") {
			return nil, false, 1
		}
		return mergeReasons, they, 2
	case "rename":
		return renameReasonsFor(said(c)), they, 3
	case "flush", "clear", "purge", "reset", "restart", "reload", "refresh", "invalidate":
		if len(c.opts) > 0 {
			return nil, false, 1
		}
		return resetReasons, they, 2
	case "update", "edit", "change", "modify":
		if len(c.opts) != 1 || hasAct(c.opts) || they {
			return nil, false, 1 // one change: "It's out of date." fits it
		}
		return changeReasons, they, 4
	}
	return nil, false, 1
}

// lettersOnly tells whether w is a word of letters only (no name or value
// such as "shop.orders").
func lettersOnly(w string) bool {
	for _, r := range w {
		if (r < 'a' || r > 'z') && (r < 'A' || r > 'Z') {
			return false
		}
	}
	return w != ""
}

// personNouns name people: "we don't need them anymore" is no reason to
// remove a member.
var personNouns = map[string]bool{"user": true, "users": true, "member": true, "members": true, "collaborator": true,
	"collaborators": true, "assignee": true, "assignees": true, "reviewer": true, "reviewers": true, "person": true,
	"people": true, "contact": true, "contacts": true, "customer": true, "customers": true}

// namesPerson tells whether object ("member MEM-03718", "volunteer
// V-2231") names a person by the noun before its id: objectHead reads the
// id ("mem-03718") as the head. A person noun modifying another ("customer
// need 104f…", "the users collection") names no person.
func namesPerson(object string) bool {
	ws := strings.Fields(strings.ToLower(unnamedObject(object)))
	for len(ws) > 0 && strings.ContainsAny(ws[len(ws)-1], "0123456789") {
		ws = ws[:len(ws)-1] // the id after the noun
	}
	if len(ws) == 0 {
		return false
	}
	w := ws[len(ws)-1]
	return personNouns[w] || roleNouns[w] || role.PersonNoun(w)
}

// postedNouns name what a person posts, addedNouns what they put on
// something by hand: removing one is mostly undoing a slip.
var (
	postedNouns = map[string]bool{"message": true, "comment": true, "post": true, "reply": true}
	addedNouns  = map[string]bool{"reaction": true, "label": true, "tag": true, "emoji": true}
)

// questionPlan asks for the request as a question: a traveller's or an
// onlooker's question now and then ("How do I get from A to B?", "Where
// are we on PR 71?"), else an opener that asks ("Could you …?") before
// body b.
func (st *funcState) questionPlan(c core, in intent, b string) string {
	if q := st.tripQuestion(c); q != "" && st.intn(3) != 0 {
		return q
	}
	if q := st.oneQuestion(c, in); q != "" && st.intn(2) == 0 {
		return q // "Where are we on issue 43?", as people ask it
	}
	if q := st.readQuestion(c, in); q != "" && st.intn(2) == 0 {
		return q // "How big is analytics.sessions?"
	}
	if q := st.topicFirst(c, in); q != "" && c.front == "" && st.intn(5) == 0 {
		return q
	}
	if c.front == "" && in.Read && st.intn(2) == 0 {
		// An indirect question now and then: "Can you tell me what the
		// open issues in acme/api are?"
		if q := st.whatQuestion(c, in, true); q != "" {
			return q
		}
	}
	o := st.one(questionOpeners...)
	if strings.HasSuffix(o, " me") && strings.Contains(c.verb, " me") {
		o = "Could you" // "Could you help me show me …" says it twice
	}
	if strings.HasSuffix(o, " we") && strings.Contains(c.verb, " me") {
		// "Could we show me …" mixes who does it.
		b = in.Verb + strings.TrimPrefix(b, c.verb)
	}
	return o + " " + b + "?"
}

// withAside ends request s with aside, an argument said in a sentence of
// its own ("Use the fix/x branch."); s as it is when aside is "".
func withAside(s, aside string) string {
	if aside == "" {
		return s
	}
	if attachable(aside) {
		return attachAside(s, aside)
	}
	t := strings.TrimRight(s, " ")
	end := t[max(len(t)-1, 0):]
	if (end == "\"" || end == "`") && len(t) > 1 {
		end = t[len(t)-2 : len(t)-1] // `saying "Done."` has its stop
	}
	if !strings.Contains(".?!", end) || end == "" {
		t += "."
	}
	return t + " " + aside
}

// closed tells whether request s ends on a closer ("…, thanks!"): what
// follows it reads as an afterthought.
func closed(s string) bool {
	t := strings.TrimRight(s, " ")
	for _, cl := range append(append([]string{}, politeClosers...), "thanks!", "Thanks!") {
		if cl = strings.TrimSpace(cl); cl != "." && strings.HasSuffix(t, cl) {
			return true
		}
	}
	return false
}

// sceneAround says a scene sentence ("I'm on connection X.") after the
// request, or before it when the request ends on a closer: "…, thanks!
// I'm on connection X." adds to a message already closed.
func sceneAround(s, scene string) string {
	t := strings.TrimRight(s, " ")
	for _, cl := range append(append([]string{}, politeClosers...), "thanks!", "Thanks!") {
		if strings.HasSuffix(t, strings.TrimSpace(cl)) && strings.TrimSpace(cl) != "." {
			return sceneBefore(scene) + " " + s
		}
	}
	return withAside(s, scene)
}

// sceneBefore is scene said before the request it is about: "It's in
// acme/api." and "This is in acme/api." point at a thing not yet named,
// so the user says where they are instead ("I'm working in acme/api.").
func sceneBefore(scene string) string {
	for _, p := range [][2]string{{"This is all in ", "I'm working in "}, {"It's all in ", "I'm working in "}, {"It's in ", "I'm working in "},
		{"This is in ", "I'm working in "}, {"That's in ", "I'm working in "}, {"It's on ", "I'm on "}, {"This is on ", "I'm on "},
		{"This is for ", "I'm working on "}, {"It's for ", "I'm working on "}} {
		if r, ok := strings.CutPrefix(scene, p[0]); ok {
			return p[1] + r
		}
	}
	return scene
}

// needThing says a read as the thing needed, now and then: "I need the
// reviews on PR 48 in acme/api." (the word after the opener is then the
// request's own); "" for a request that is not a read of something said
// with its article or owner.
func (st *funcState) needThing(c core, in intent, b string) string {
	if !in.Read || counts(in) || c.object == "" || len(c.blocks)+len(c.labels) > 0 || strings.Contains(c.verb, " me") || st.intn(3) != 0 {
		return ""
	}
	if hasAct(c.opts) {
		return "" // "I'd like the console messages, saving them to x.log" wants and acts at once
	}
	l := strings.ToLower(c.object)
	if !strings.HasPrefix(l, "the ") && !possessed(l) || namesOne(c.object) || !strings.HasPrefix(b, c.verb+" ") {
		return ""
	}
	if h := strings.Fields(strings.ToLower(plainObject(c.object)) + " x"); len(h) > 1 && pluralNoun(h[len(h)-2]) && !possessed(l) {
		// "I want the browser tabs" wants them as things: a list is
		// wanted to be seen.
		return st.one("I need to see", "I'd like to see", "I want to see", "Let me see") + " " + strings.TrimPrefix(b, c.verb+" ") + "."
	}
	return st.one("I need", "I'd like", "I need", "I want") + " " + strings.TrimPrefix(b, c.verb+" ") + "."
}

// counts tells whether the intent counts things ("count the documents in
// a collection"): a request for it asks how many, never for the things
// themselves ("What are the documents in shop.orders?").
func counts(in intent) bool { return firstWord(in.Verb) == "count" }

// howMany asks a counting request as a question: "How many documents
// are there in shop.orders?"; "" for an object that is not a plain
// plural ("the number of documents").
func howMany(c core) string {
	obj := strings.ToLower(bareObject(c.object))
	if f := strings.Fields(obj); len(f) == 0 || len(f) > 3 || !pluralNoun(f[len(f)-1]) || strings.Contains(obj, " of ") {
		return ""
	}
	s := "How many " + obj + " are there"
	if c.front != "" {
		s += " " + c.front
	}
	if len(c.leads) > 0 {
		s += " " + strings.Join(c.leads, " ")
	}
	if len(c.opts) > 0 {
		// "(max 5)" reads as a form: the options follow the question.
		return s + "? " + Sentence(joinOpts(c.opts)) + "."
	}
	return s + "?"
}

// namesOne tells whether an object is a reference to one thing ("data
// source 5c3e…", "issue #12") rather than something read from it ("PR
// 48's reviews", "the recent messages").
func namesOne(obj string) bool {
	l := strings.ToLower(obj)
	return !possessed(l) && strings.ContainsAny(lastWord(l), "0123456789\"`#")
}

// withoutFirst is s without its first element equal to x.
func withoutFirst(s []string, x string) []string {
	for i, e := range s {
		if e == x {
			return append(s[:i:i], s[i+1:]...)
		}
	}
	return s
}

// topicFirst says the thing first, then what to do with it, the way
// people point at a thing in chat: "PR 327 in acme/api — can you merge
// it?", "The Email field (e14): could you click it?"; "" for a request
// whose object names no particular thing, that only reads, or that says
// more than one option or attaches a text.
func (st *funcState) topicFirst(c core, in intent) string {
	topic, it, rest := st.topicAct(c, in)
	if topic == "" {
		return ""
	}
	if in.Read {
		// "Pull request #249: can you get it?" points at what the user
		// only wants to see: a read asks for the thing itself.
		return ""
	}
	act := it + rest
	topic = Sentence(topic)
	sep := st.one(" — ", ", ")
	switch st.intn(4) {
	case 0:
		return topic + sep + "please " + act + "."
	case 1:
		if rest == "" {
			return topic + sep + it + " for me."
		}
	}
	return topic + sep + st.one("can you ", "could you ") + act + "?"
}

// topicAct splits c into the thing it is about, with where it is ("PR
// 327 in acme/api"), the act said on "it" ("merge it", "look it up") and
// what follows it (" to main"); "" for a request whose object names no
// particular thing, or that says more than one option or attaches a
// text.
func (st *funcState) topicAct(c core, in intent) (topic, it, rest string) {
	if c.object == "" || !pointableObject(c.object, in) || len(c.blocks)+len(c.labels) > 0 || len(c.opts) > 1 || c.front != "" ||
		strings.ContainsAny(c.object, "\"`,;") || strings.Contains(c.object, " and ") || longRef(c.object) {
		return "", "", "" // a text, a code or a list is no thing to point at
	}
	if w := strings.Fields(strings.ToLower(c.object)); personNouns[w[0]] || len(w) > 1 && determiners[w[0]] && personNouns[w[1]] || namesPerson(c.object) {
		return "", "", "" // "User U01: get it for me", "Diver DV54071 in course 9021: could you enroll it?"
	}
	if len(c.opts) == 1 && (ownConj(c.opts[0]) || strings.ContainsAny(c.opts[0], "\"`(")) {
		return "", "", ""
	}
	v := c.verb
	if strings.Contains(v, " me") || v == "" {
		v = in.Verb
	}
	if strings.ContainsAny(v, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") || len(strings.Fields(v)) > 2 {
		return "", "", ""
	}
	topic = c.object
	for _, l := range c.leads {
		switch firstWord(l) {
		case "in", "on", "for", "from", "over", "inside", "at", "of":
			topic += " " + l // where the thing is goes with it
		default:
			rest += " " + l // "to main", "into the search box": what is done
		}
	}
	if len(c.opts) == 1 {
		rest += ", " + c.opts[0]
	}
	it = v + " it"
	if f := strings.Fields(v); len(f) == 2 && splitParticles[f[1]] {
		it = f[0] + " it " + f[1] // "look it up", "type it in"
	}
	if f := strings.Fields(topic); strings.ContainsAny(f[0], "./_:-@0123456789") {
		return "", "", "" // a request opening on a value would capitalise it ("Dubois-elena/api, …")
	}
	return topic, it, rest
}

// pointableObject tells whether an object names one thing a person can point
// at: a reference with a number or a quote ("PR 327", "the Email field
// (e14)"), or, for a request that acts on a thing that exists, a name
// written as one ("billing.invoices", "database app_production").
func pointableObject(obj string, in intent) bool {
	switch firstWord(in.Verb) {
	case "create", "make", "add", "insert", "set", "open", "post", "send", "write", "upload", "put":
		return false // "shop.orders — create it" points at what is not there yet
	}
	if v := firstWord(in.Verb); bringsNew[v] || newForVerbs[v] || strings.HasPrefix(obj, "a ") || strings.HasPrefix(obj, "an ") {
		return false // "A swap for container C-7, can you request it?": nothing to point at yet
	}
	if namesOne(obj) {
		return !longRef(obj) // "Page 5c3e…-…, can you get it?" opens on a pasted id
	}
	w := strings.Fields(obj)
	if len(w) == 0 || len(w) > 2 || determiners[strings.ToLower(w[0])] || possessed(strings.ToLower(obj)) || longRef(obj) {
		return false
	}
	return strings.ContainsAny(w[len(w)-1], "._/") && !strings.ContainsAny(obj, "\"`") && !strings.Contains(obj, "://")
}

// longRef tells whether a phrase carries a value a person pastes rather
// than says: a UUID or a long id (12 or more letters, digits and dashes,
// a quarter of them digits), or a coordinate or other decimal ("48.8566",
// "1712345678.1234"). Such a value is not pointed at first ("Page
// 5c3e…, can you get it?") nor given a possessive ("48.8, 2.3's
// elevation"); a name ("PR 327 in acme/api", "fix/remove-v1") is.
func longRef(s string) bool {
	for f := range strings.FieldsSeq(s) {
		f = strings.TrimSuffix(strings.TrimSuffix(strings.Trim(f, ",;:?!()\"`"), "'s"), "'")
		f = strings.Trim(f, ".")
		digits, other := 0, false
		for _, r := range f {
			switch {
			case r >= '0' && r <= '9':
				digits++
			case r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r == '-':
			default:
				other = true
			}
		}
		if !other && len(f) >= 12 && digits >= 4 && digits*4 >= len(f) {
			return true
		}
		if n := strings.Split(strings.TrimPrefix(f, "-"), "."); len(n) == 2 && isDigits(n[0]) && isDigits(n[1]) {
			return true
		}
	}
	return false
}

// splitParticles end a phrasal verb whose object goes before them ("look
// it up", "type it in"), unlike a preposition ("click on it").
var splitParticles = map[string]bool{"up": true, "in": true, "out": true, "down": true, "back": true, "off": true}

// colonText takes the one text a command says ("saying \"Fixed in
// 2.4\"") out of c's options, now and then, to follow the request after a
// colon, the way people type what to post: `Comment on issue 5 in
// acme/api: "Fixed in 2.4"`. It returns the quoted text, "" for none or
// not this time. Only a command or a need ends on the text: a question
// or a polite closer would follow it.
func (st *funcState) colonText(c *core, kind string) string {
	if kind != PlanImperative && kind != PlanNeed || len(c.blocks)+len(c.labels) > 0 || c.aside != "" || len(c.opts) != 1 {
		return "" // "…, and approve it: \"…\"" ends on the wrong clause
	}
	at := -1
	for i, o := range c.opts {
		l, ok := quotedLabel(o)
		if !ok || !strings.HasPrefix(l, "Text: ") || strings.ContainsAny(o, "\n`") {
			continue
		}
		if at >= 0 {
			return "" // two texts
		}
		at = i
	}
	if at < 0 || st.intn(3) != 0 {
		return ""
	}
	o := c.opts[at]
	c.opts = append(c.opts[:at:at], c.opts[at+1:]...)
	return o[strings.IndexByte(o, '"'):]
}

// dropPlace takes c.place out of wherever it is said (the front, a
// sentence after, or the leads): a scene set before the request says it.
func dropPlace(c *core) {
	switch c.place {
	case c.front:
		c.front = ""
	case c.after:
		c.after = ""
	default:
		c.leads = withoutFirst(c.leads, c.place)
	}
}

// allOf tells whether an object is all of a kind ("every database",
// "all collections"): asked without a verb ("Every database on
// connection c1?") it reads as a form's field.
func allOf(obj string) bool {
	l := strings.ToLower(obj)
	return strings.HasPrefix(l, "all ") || strings.HasPrefix(l, "every ")
}

// namedPlace tells whether a place (the words after its preposition)
// says what it is, so that it reads as a sentence of its own: "the shop
// DB", "connection c1", "acme/api", not a bare "shop".
func namedPlace(place []string) bool {
	if ownPlaceSentence(place) {
		return true
	}
	for _, w := range place {
		if l := strings.ToLower(w); placeNouns[l] || accessNouns[l] || l == "db" || l == "repo" {
			return true
		}
	}
	return false
}

// scene says a place lead as the scene a request is set in, a sentence
// before it: "in the acme/api repo" → "I'm working in the acme/api
// repo.", "on my c1 connection" → "I'm on my c1 connection.", "for the
// web project" → "This is for the web project."; "" for a lead that says
// no place.
func (st *funcState) scene(lead string) string { return st.sceneAs(lead, false) }

// sceneFirst is scene said before the request: never "It's in X." or
// "This is on X.", whose "it" and "this" point at a thing not yet
// named ("It's in the acme/api repo. Can you edit #442?"); "" when only
// such a sentence would say the place.
func (st *funcState) sceneFirst(lead string) string { return st.sceneAs(lead, true) }

// firstVary picks one of choices, a tool's records taking them in turn
// (see vary: "This is on prod-46a4." and "This is on staging-4631." in
// two records of one tool read as one template); first keeps only those
// that do not point at a thing not yet said ("It's …", "This is …",
// "That's …"), "" when none is left.
func (st *funcState) firstVary(first bool, choices ...string) string {
	if !first {
		return st.vary("scene", choices...)
	}
	var keep []string
	for _, c := range choices {
		if !strings.HasPrefix(c, "It's ") && !strings.HasPrefix(c, "This ") && !strings.HasPrefix(c, "That's ") && !strings.HasPrefix(c, "It ") {
			keep = append(keep, c)
		}
	}
	if len(keep) == 0 {
		return ""
	}
	return st.vary("scene-first", keep...)
}

// sceneAs is scene; first: said before the request (see sceneFirst).
func (st *funcState) sceneAs(lead string, first bool) string {
	f := strings.Fields(lead)
	if len(f) < 2 {
		return ""
	}
	if f[0] == "over" && (f[1] == "in" || f[1] == "at") {
		f = f[1:]
	}
	prep, rest := f[0], strings.Join(f[1:], " ")
	if strings.HasPrefix(lead, "(") && strings.HasSuffix(lead, ")") {
		// "(connection c1)", "(repo acme/api)": a remark names the place
		// without a preposition.
		prep, rest = "in", strings.TrimSuffix(strings.TrimPrefix(lead, "("), ")")
	}
	if strings.ContainsAny(rest, "()") {
		return "" // "in shop (connection c1)": two places in one
	}
	if !namedPlace(strings.Fields(rest)) {
		return "" // "This is on shop." does not say what shop is
	}
	for w := range strings.FieldsSeq(strings.ToLower(rest)) {
		if accessNouns[w] && w != "project" && w != "workspace" { // one works in a project, not uses it
			// How a person says what they are connected through.
			if strings.HasPrefix(rest, "my ") {
				return st.firstVary(first, "I'm on "+rest+".", "I'm using "+rest+".", "This is on "+rest+".", "We're on "+rest+".",
					"I'm going through "+rest+".")
			}
			if strings.HasPrefix(rest, "the ") {
				return st.firstVary(first, "I'm using "+rest+".", "I'm on "+rest+".", "This is on "+rest+".", "I'm connected through "+rest+".",
					"We're on "+rest+".", "I'm going through "+rest+".")
			}
			return st.firstVary(first, "I'm using "+rest+".", "I'm on "+rest+".", "This is on "+rest+".", "We're on "+rest+".")
		}
	}
	if prep == "for" && st.reads() {
		// what is read is in a place, not for it: "the comments on PR
		// 441? This is for the acme/api project." read as glue; "I'm
		// working in the acme/api project." does not
		prep = "in"
	}
	switch prep {
	case "in", "inside", "at":
		return st.firstVary(first, "I'm working in "+rest+".", "This is in "+rest+".", "I'm in "+rest+".", "We're working in "+rest+".",
			"This is all in "+rest+".", "I'm looking at "+rest+".", "It's in "+rest+".", "I've got "+rest+" open.",
			"I'm over in "+rest+".", "We're in "+rest+".", "I've been working in "+rest+".", "Everything's in "+rest+".")
	case "on":
		if strings.Contains(" "+strings.ToLower(rest)+" ", " channel ") {
			// One is in a channel, not working on it.
			return st.firstVary(first, "This is in "+rest+".", "I'm in "+rest+".", "It's in "+rest+".", "I'm looking at "+rest+".")
		}
		return st.firstVary(first, "I'm working on "+rest+".", "This is on "+rest+".", "We're working on "+rest+".", "It's on "+rest+".")
	case "for":
		return st.firstVary(first, "This is for "+rest+".", "It's for "+rest+".")
	}
	return ""
}

// stopOnce drops the stop after a quoted value that ends its own sentence
// when more follows (`saying "… publicly.". Thank you!` → `saying "…
// publicly." Thank you!`). Only the last quote is looked at: the value
// itself is never changed.
func stopOnce(s string) string {
	i := strings.LastIndexAny(s, "\"`")
	if i < 1 || i+2 >= len(s) || s[i+1] != '.' || s[i+2] != ' ' || !strings.ContainsRune(".?!", rune(s[i-1])) {
		return s
	}
	return s[:i+1] + s[i+2:]
}

// placeAfter says a place lead ("in the acme/api repo", "for acme/api")
// as a sentence of its own that follows the request: "This is in the
// acme/api repo."; for a request that makes something, where it goes:
// "This is for the acme/api repo." "It's in …" only follows a request
// about one thing (one) that exists.
func (st *funcState) placeAfter(lead string, adds, one bool) string {
	f := strings.Fields(strings.TrimSuffix(strings.TrimPrefix(lead, "("), ")"))
	for len(f) > 2 && (f[0] == "over" || f[0] == "in" || f[0] == "on" || f[0] == "at") && (f[1] == "in" || f[1] == "at" || f[1] == "on") {
		f = f[1:] // "over in acme/api"
	}
	rest := strings.Join(f[1:], " ")
	if strings.HasPrefix(lead, "(") {
		rest = strings.Join(f, " ") // "(repo acme/api)"
	}
	switch {
	case strings.HasPrefix(rest, "connection "):
		return st.vary("after", "Use "+rest+".", "I'm on "+rest+".")
	case strings.Contains(" "+strings.ToLower(rest)+" ", " channel "):
		// One posts in a channel and reads what is in it: "This is for
		// channel C0K…" read as glue to a rater.
		if adds {
			return st.vary("after", "It goes in "+rest+".", "Post it in "+rest+".", "Put it in "+rest+".")
		}
		if one {
			return st.vary("after", "It's in "+rest+".", "That's in "+rest+".", "This is in "+rest+".")
		}
		return st.vary("after", "This is in "+rest+".", "It's all in "+rest+".")
	case adds:
		// Not "This one's for repo X.": a rater read it as a slot filled in.
		return st.vary("after", "This is for "+rest+".", "It goes in "+rest+".", "It's for "+rest+".")
	case one:
		// What is there is in a place, not for it: "the comments on PR
		// 441? This is for acme/api." read as glue to a rater.
		return st.vary("after", "It's in "+rest+".", "That's in "+rest+".", "This is in "+rest+".")
	}
	return st.vary("after", "This is in "+rest+".", "It's all in "+rest+".")
}

// wantOpeners ask for what a reading tool returns as a thing wanted:
// "Can I get the commits in acme/api?".
var wantOpeners = []string{"Can I get", "Could I see", "Can I see", "Could I get", "I'd like to see",
	"Could I have", "Can you get me", "I'd like", "Can you show me"}

// wantPlan asks for what a reading tool returns ("Can I see the open
// issues in acme/api?"); "" for a tool that does not read, an object that
// is not a thing one sees, or a request with an attachment.
func (st *funcState) wantPlan(c core, in intent) string {
	if !in.Read || counts(in) || c.object == "" || c.object == "everything" || len(c.blocks)+len(c.labels) > 0 || strings.Contains(c.verb, " me") || hasAct(c.opts) {
		return ""
	}
	if v := strings.Fields(in.Verb)[0]; v == "search" || v == "query" || v == "check" {
		return ""
	}
	obj := c.object
	l := strings.ToLower(obj)
	switch {
	case strings.HasPrefix(l, "a ") || strings.HasPrefix(l, "an "):
		obj = "the " + obj[strings.Index(obj, " ")+1:]
	case strings.HasPrefix(l, "every "):
		obj = "all the " + Plural(obj[len("every "):])
	case strings.HasPrefix(l, "the ") || strings.HasPrefix(l, "all ") || strings.HasPrefix(l, "your ") ||
		strings.HasPrefix(l, "my ") || possessed(l):
	case strings.ContainsAny(strings.Fields(l)[0], "0123456789/_-.@\"#") || strings.ContainsAny(lastWord(l), "0123456789\"`#"):
		// "Can I see page 5c3e…?", "issue #185" name the thing itself.
	case fullNameLike(obj):
		// a person named takes no article: "Could I get Chen Bernard?"
	default:
		obj = "the " + obj
	}
	parts := []string{obj}
	if c.front != "" {
		parts = append(parts, c.front)
	}
	parts = append(parts, c.leads...)
	s := withOpts(strings.Join(parts, " "), c.opts, len(parts) == 1)
	o := st.one(wantOpeners...)
	if h := strings.Fields(strings.ToLower(plainObject(obj)) + " x"); o == "I'd like" && len(h) > 1 && pluralNoun(h[len(h)-2]) && !possessed(strings.ToLower(obj)) {
		o = "I'd like to see" // "I'd like the open browser tabs" wants them as things
	}
	if strings.HasPrefix(o, "I'd") || strings.HasPrefix(o, "I want") {
		return o + " " + s + "."
	}
	return o + " " + s + "?"
}

// plainClosers end an imperative request. No "!": on a bare command
// ("Close page!", "List every user!") it reads as shouting. No "now": tacked onto a
// request that has no other time it reads as filler.
var plainClosers = []string{".", ".", ".", " for me."}

// closer picks how a request line ends from closers, leaving out the ones
// that would land in the wrong place: thanks before an attachment that
// follows ("Thank you! Body: …"), "now" or "when you have a sec" after a
// list of options, "for me" after "give me".
func (st *funcState) closer(c core, closers []string) string {
	for try := 0; ; try++ {
		x := st.one(closers...)
		l := strings.ToLower(x)
		switch {
		case try >= 8:
			return "."
		case (len(c.blocks)+len(c.labels) > 0 || c.listed) && (strings.Contains(l, "thank") || strings.Contains(l, "sec") || x == "!"):
		case len(c.opts) > 0 && (strings.Contains(l, "now") || strings.Contains(l, "sec") || strings.Contains(l, "chance") || strings.Contains(l, "whenever") || strings.Contains(l, "for me")):
		case strings.Contains(l, "for me") && (strings.Contains(c.verb, " me") || len(c.leads) > 1 || saysAsker(c.leads)):
		default:
			return x
		}
	}
}

// bareObjectIn drops the object's determiner in a terse request ("create
// new issue in acme/api").
// A long request keeps it: "Execute aggregation against the users
// collection on inventory using connection 12" is neither terse nor
// grammatical.
func bareObjectIn(b string, c core) string {
	if c.object == "" || len(strings.Fields(b)) > 6 || c.aside != "" {
		return b
	}
	l := strings.ToLower(c.object)
	if strings.HasPrefix(l, "a ") || strings.HasPrefix(l, "an ") || strings.HasPrefix(l, "the ") && len(strings.Fields(l)) > 2 && !possessed(l) && lettersOnly(strings.Fields(l)[1]) && !countedObject(l) {
		// "flush application cache", the way a terse request drops its
		// articles; "the cache" keeps its own ("flush cache" is a label),
		// and so does a value said first ("the p-42 page").
		return strings.Replace(b, c.object, bareObject(c.object), 1)
	}
	return b
}

// whatQuestion asks for what a reading tool returns ("What are the recent
// messages in channel C01?"); "" for other tools or objects that do not
// read as a question.
func (st *funcState) whatQuestion(c core, in intent, indirect bool) string {
	if v := strings.Fields(in.Verb)[0]; !in.Read || converts(in) || c.object == "" || v == "search" || v == "query" || len(c.blocks)+len(c.labels) > 0 {
		return ""
	}
	if c.front == "" && len(c.leads) == 0 && len(c.opts) == 0 {
		return "" // "What are the users?" with nothing to narrow it reads as a quiz
	}
	if searchLead(append([]string{c.front}, c.leads...)) || findsOne(in, c.object) || fullNameLike(c.object) {
		// a search or a look-up asked as what a thing is: "what the
		// student named Cruz is", "what the vessel on IMO 5033685 is";
		// a person looked up by name is no "What are the Ben Rodrigues?"
		return ""
	}
	for _, o := range c.opts {
		// "What are the network requests (saving the output to x.log)?":
		// an option that does something is no part of a question.
		if actOpt(o) {
			return ""
		}
	}
	if f := strings.Fields(c.object); !possessed(strings.ToLower(c.object)) && strings.ContainsAny(f[len(f)-1], "0123456789\"`#./") {
		return "" // "What's PR 432?", "What's the README.md?" ask what a thing is, not for it
	}
	if counts(in) {
		return howMany(c)
	}
	obj := c.object
	l := strings.ToLower(obj)
	switch {
	case strings.HasPrefix(l, "a ") || strings.HasPrefix(l, "an "):
		obj = "the " + obj[strings.Index(obj, " ")+1:]
	case strings.HasPrefix(l, "every "): // "What's every reply" → "What are the replies"
		obj = "the " + Plural(obj[len("every "):])
	case possessed(l): // "acme/api's pull requests", "PR 231's combined status"
	case strings.HasPrefix(l, "the ") || strings.HasPrefix(l, "all ") || strings.HasPrefix(l, "your ") ||
		strings.HasPrefix(l, "my ") || strings.HasPrefix(l, "every "):
	default:
		obj = "the " + obj
	}
	if q := st.haveQuestion(c, obj); q != "" && st.intn(2) == 0 {
		return q
	}
	head := strings.Fields(strings.ToLower(plainObject(beforePrep(obj))))
	n := head[len(head)-1]
	if len(head) > 1 && strings.HasSuffix(n, "ed") {
		n = head[len(head)-2] // "the files changed": files
	}
	verb := "What's"
	if strings.HasSuffix(n, "s") && !strings.HasSuffix(n, "ss") && !strings.HasSuffix(n, "us") && !strings.HasSuffix(n, "'s") {
		verb = "What are"
	}
	subj := obj
	if c.front != "" {
		subj += " " + c.front
	}
	if len(c.leads) > 0 {
		subj += " " + strings.Join(c.leads, " ")
	}
	opts := ""
	if len(c.opts) > 0 {
		opts = " (" + joinWords(c.opts, "and") + ")"
	}
	if opts != "" && !indirect {
		// A relative clause ("that are completed") narrows the noun it
		// follows: it stays on it, last in the question ("What are the
		// bookings for May 7 that are completed?"), never a fragment
		// after it ("What are the bookings? That are completed.").
		rel, rest := relativeOpts(c.opts)
		if len(rel) > 0 {
			switch {
			case len(rest) == 0:
				return verb + " " + subj + " " + joinWords(rel, "and") + "?"
			case inQuestion(rest, n):
				return verb + " " + subj + " " + joinOpts(rest) + " " + joinWords(rel, "and") + "?"
			}
			return verb + " " + subj + " " + joinWords(rel, "and") + "? " + st.optsSentence(rest, n)
		}
		if inQuestion(c.opts, n) {
			// "What are the free slots for space 8 on May 7?", never
			// "… for space 8? On May 7.", a fragment after the question.
			return verb + " " + subj + " " + joinOpts(c.opts) + "?"
		}
		// "What are the users (up to 15 users)?" reads as a form: the
		// options follow as a sentence of their own ("What are the
		// users? Just the first 15.").
		return verb + " " + subj + "? " + st.optsSentence(c.opts, n)
	}
	if indirect {
		// "Can you tell me what the indexes on shop.orders are?": only a
		// short subject; a long one ("what the stats on the crm DB with
		// the c1 connection are") leaves its verb stranded at the end.
		if opts != "" || len(strings.Fields(subj)) > 8 || strings.ContainsAny(subj, ",;()") {
			return ""
		}
		for w := range strings.FieldsSeq(strings.ToLower(subj)) {
			if accessNouns[w] {
				return ""
			}
		}
		if strings.HasPrefix(subj, "all ") {
			subj = "the " + subj[4:]
		}
		be := map[bool]string{true: "are", false: "is"}[verb == "What are"]
		return st.one("Can you tell me", "Could you tell me", "Any idea", "Do you know", "Can you check") + " what " + subj + " " + be + opts + "?"
	}
	return verb + " " + subj + opts + "?"
}

// optsSentence says a question's options after it, as a sentence of
// their own: a limit on the things asked for (head, "up to 15 users")
// as "Just the first 15.", others as they are ("Only closed ones.").
func (st *funcState) optsSentence(opts []string, head string) string {
	if len(opts) == 1 {
		if n, ok := limitOf(opts[0], head); ok {
			return st.capSentence(n)
		}
	}
	return Sentence(joinOpts(unparenLabels(opts))) + "."
}

// capSentence says a cap of n things after a question, the ways people
// add it: "Just the first 15.", "The first 15 is enough.", "15 is
// plenty."
func (st *funcState) capSentence(n string) string {
	return st.one("Just the first "+n+".", "The first "+n+" is enough.", n+" is plenty.", "Only the first "+n+".")
}

// limitOf tells whether option o only caps how many things (head) come
// back ("up to 15 users", "at most 20", "cap it at 15", "no more than
// 15"), and the number; a page size ("10 at a time") is no cap.
func limitOf(o, head string) (string, bool) {
	n := ""
	for w := range strings.FieldsSeq(strings.ToLower(o)) {
		switch {
		case isDigits(w) && n == "":
			n = w
		case w == "up" || w == "to" || w == "at" || w == "most" || w == "max" || w == "just" || w == "only" || w == "first" || w == "the" ||
			w == head || w == singular(head) || w == "results" || w == "a" || w == "time" || w == "cap" || w == "it" || w == "no" ||
			w == "more" || w == "than" || w == "limit" || w == "of" || w == "them":
		default:
			return "", false
		}
	}
	return n, n != "" && !strings.Contains(o, " at a time")
}

// haveQuestion asks for the things a named thing holds the way people
// ask it: "What indexes does the orders collection in shop have?",
// "Which collections are in the shop DB?", "Are there any open issues in
// acme/api?"; obj is the object with its article. "" for an object that
// is not a short plain plural, or no lead or owner that says whose.
func (st *funcState) haveQuestion(c core, obj string) string {
	leads := append([]string{}, c.leads...)
	if c.front != "" {
		leads = append([]string{c.front}, leads...)
	}
	var holder, things, prep string
	w := strings.Fields(obj)
	for i := 0; i < len(w)-1 && i < 3; i++ {
		if strings.HasSuffix(w[i], "'s") || strings.HasSuffix(w[i], "s'") && len(w[i]) > 2 {
			// "PR 48's reviews": the owner holds them.
			holder = strings.TrimSuffix(strings.TrimSuffix(strings.Join(w[:i+1], " "), "'s"), "'")
			things, prep = strings.Join(w[i+1:], " "), "of"
			break
		}
	}
	if holder == "" {
		if len(leads) == 0 || !strings.HasPrefix(strings.ToLower(obj), "the ") {
			return ""
		}
		f := strings.Fields(leads[0])
		if len(f) < 2 || f[0] != "in" && f[0] != "for" && f[0] != "of" && f[0] != "on" || f[1] == "a" || f[1] == "an" {
			return ""
		}
		things, prep, holder, leads = obj[4:], f[0], strings.Join(f[1:], " "), leads[1:]
	}
	tw := strings.Fields(things)
	if len(tw) == 0 || len(tw) > 2 || !pluralNoun(tw[len(tw)-1]) || !lettersOnly(tw[len(tw)-1]) || strings.HasSuffix(things, "us") || strings.ContainsAny(things+holder, "\"`(") || holder == "" {
		return ""
	}
	for _, x := range tw {
		if timeAdjectives[x] || strings.ContainsAny(x, "0123456789'") {
			return "" // "What recent messages does channel C01 have?"
		}
	}
	if len(c.opts) > 0 || strings.Contains(holder, "'") {
		return "" // "What stats does shop's orders collection have (for this count)?"
	}
	rest := ""
	if len(leads) == 1 && prep == "of" && (strings.HasPrefix(leads[0], "in ") || strings.HasPrefix(leads[0], "from ")) {
		// "What reviews does PR 5 in acme/api have?": where the owner is
		// goes with it.
		holder, leads = holder+" "+leads[0], nil
	}
	if len(leads) > 0 {
		rest = " " + strings.Join(leads, " ")
	}
	if prep == "in" && st.intn(2) == 0 {
		return st.one("Which "+things+" are in "+holder, "Are there any "+things+" in "+holder) + rest + "?"
	}
	return "What " + things + " does " + holder + " have" + rest + "?"
}

// tripQuestion asks for a route, or how far and how long a trip is, the
// way a traveller asks it: "How do I get from A to B?", "How long does
// it take to get from A to B?", sometimes the destination first ("How do
// I get to B from A?"); "" for a request that is not about going from one
// place to another.
func (st *funcState) tripQuestion(c core) string {
	if c.front != "" || c.after != "" || len(c.blocks)+len(c.labels) > 0 {
		return ""
	}
	var from, to string
	var rest []string
	for _, l := range c.leads {
		switch {
		case strings.HasPrefix(l, "from ") && from == "":
			from = l[5:]
		case strings.HasPrefix(l, "to ") && to == "":
			to = l[3:]
		default:
			rest = append(rest, l)
		}
	}
	if from == "" || to == "" || len(rest) > 0 || strings.ContainsAny(from+to, ";\"") {
		return ""
	}
	obj := " " + strings.ToLower(c.object) + " "
	var s string
	switch {
	case strings.Contains(obj, " directions ") || strings.Contains(obj, " route ") || strings.Contains(obj, " routes "):
		s = st.one("How do I get from "+from+" to "+to, "What's the best way to get from "+from+" to "+to,
			"How would I get from "+from+" to "+to, "How do I get to "+to+" from "+from)
	case strings.Contains(obj, " distance ") && (strings.Contains(obj, " time ") || strings.Contains(obj, " duration ")):
		s = st.one("How far is it from "+from+" to "+to+", and how long does it take",
			"How long does it take to get from "+from+" to "+to+", and how far is it",
			"What's the distance and travel time from "+from+" to "+to)
	default:
		return ""
	}
	return withOpts(s, c.opts, true) + "?"
}

// oneQuestion asks for one named thing the way people ask about it
// rather than for it: "What's the status of issue 43 in acme/api?",
// "Where are we on PR 71?", "What does page 5c3e… say?"; "" for a
// request that reads no single named thing, narrows it with options, or
// names a thing that has neither a state nor a text.
func (st *funcState) oneQuestion(c core, in intent) string {
	if !in.Read || counts(in) || !namesOne(c.object) || len(c.opts)+len(c.blocks)+len(c.labels) > 0 || c.after != "" || c.front != "" {
		return ""
	}
	if v := strings.Fields(in.Verb + " x")[0]; v == "search" || v == "query" || v == "list" || v == "find" {
		return ""
	}
	w := strings.Fields(c.object)
	if len(w) > 0 && determiners[strings.ToLower(w[0])] {
		w = w[1:]
	}
	if len(w) < 2 || len(w) > 3 {
		return ""
	}
	noun := strings.ToLower(strings.Join(w[:len(w)-1], " "))
	ref := strings.Join(w, " ")
	for _, l := range c.leads {
		f := strings.Fields(l)
		if len(f) == 0 {
			continue
		}
		if f[0] != "in" && f[0] != "on" && f[0] != "for" && f[0] != "from" && f[0] != "over" || strings.ContainsAny(l, "()\"") {
			return ""
		}
		for _, x := range f {
			if accessNouns[strings.ToLower(x)] {
				return "" // "What does page 5 say over connection c1?"
			}
		}
		ref += " " + l
	}
	switch {
	// Taken in turn (vary, by a slot of its own), not drawn: the context
	// and the ask plans of one tool both ask this question, and two draws
	// of one form gave two of a tool's five requests the same words. The
	// draw is still made, so the record's other draws stay as they were.
	case stateNouns[noun]:
		st.intn(4)
		return st.vary("state-question", "What's the status of "+ref+"?", "What's going on with "+ref+"?",
			"Where are we on "+ref+"?", "Any updates on "+ref+"?")
	case holderNouns[noun]:
		st.intn(2)
		if noun == "page" {
			return st.vary("holder-question", "What does "+ref+" say?", "What's on "+ref+"?", "What's "+ref+" about?")
		}
		return st.vary("holder-question", "What does "+ref+" say?", "What's in "+ref+"?", "What's "+ref+" about?")
	}
	return ""
}

// codeSaid says a lone labelled value that is a code or number a thing
// goes by ("WH11", "MN-2026-5286", "Bed 2" for a bed) as the thing's
// name, unquoted: "It's warehouse WH11.", "It's Bed 2.", never quoted as
// a text written out ("The warehouse is "WH11"."). The form is picked by
// the value, drawing nothing. ok is false for any other value.
func codeSaid(noun, v string) (string, bool) {
	if first, rest, ok := strings.Cut(v, " "); ok && strings.EqualFold(first, noun) && labelCode.MatchString(rest) {
		return "It's " + v + ".", true // bed "Bed 2": "It's Bed 2."
	}
	if !labelCode.MatchString(v) || !strings.ContainsAny(v, "0123456789") {
		return "", false
	}
	if dangling(noun) {
		return "It's the " + noun + " " + v + ".", true // nightOf: "It's the night of 2026-04-01."
	}
	return pickBy(v, "It's "+noun+" "+v+".", "The "+noun+" is "+v+"."), true
}

// plainValueWords is a value of one to three plain lower-case words
// ("florfenicol", "auto parts", "week-3"): said as it is, never quoted as
// a text written out.
var plainValueWords = regexp.MustCompile(`^[a-z][a-z0-9-]*(?: [a-z][a-z0-9-]*){0,2}$`)

// writtenLabels are the last words of a label whose value is a text a
// person writes ("description", "notes"), kept in quotes even when short
// ("The description is "draft"").
var writtenLabels = map[string]bool{"description": true, "desc": true, "note": true, "notes": true, "comment": true,
	"comments": true, "message": true, "msg": true, "summary": true, "title": true, "name": true, "reason": true, "text": true,
	"details": true, "instructions": true, "narration": true, "body": true, "content": true, "subject": true, "label": true, "line": true, "headline": true}

// labelCode is a code or number a thing goes by: capitals, digits and
// hyphens, at most two parts ("WH11", "MN-2026-5286", "BNSF 347687", "7").
var labelCode = regexp.MustCompile(`^[A-Z0-9][A-Z0-9-]*(?: [A-Z0-9-]+)?$`)

// stateNouns name things that move through states (an issue, a build):
// people ask where one stands. holderNouns name things that hold a text: people
// ask what one says.
var (
	stateNouns = map[string]bool{"issue": true, "pull request": true, "pr": true, "ticket": true, "task": true, "bug": true,
		"incident": true, "job": true, "build": true, "deployment": true, "workflow run": true, "order": true, "case": true}
	holderNouns = map[string]bool{"page": true, "document": true, "doc": true, "file": true, "message": true, "comment": true,
		"note": true, "block": true, "email": true, "post": true, "article": true}
)

// timeAdjectives pick things by when they came: "the recent messages" are
// read, not had.
var timeAdjectives = map[string]bool{"recent": true, "latest": true, "last": true, "newest": true, "oldest": true,
	"current": true, "first": true, "previous": true, "next": true, "new": true}

// attach puts the long values below the request line, each introduced by
// what it is.
func (st *funcState) attach(s string, c core) string {
	if t, ok := thisBlock(s, c); ok {
		// "Run this code snippet:" points at the code below it; "Run a
		// code snippet. Here's the code:" says it twice.
		return t + "\n\n" + c.blocks[0].block
	}
	if len(c.blocks)+len(c.labels) > 0 && s != "" && !stopped(s) {
		s += "."
	}
	sep := " "
	if len(c.labels) == 1 {
		// A lone short value is said in a sentence ("The title is "…"."):
		// one labelled line under the request reads like a form.
		if l, v, ok := strings.Cut(c.labels[0], ": "); ok && !strings.Contains(v, "\n") && len(strings.Fields(v)) <= 12 {
			is := "is"
			if last := lastWord(strings.ToLower(l)); plural(last) && !strings.HasSuffix(last, "us") && !strings.HasSuffix(last, "is") && !oneOfSameNoun(last, v) {
				is = "are" // "The notes are "…"", not "The notes is"
			}
			// "should be" only for a name given ("The title should be
			// "…""): "The details should be "…"" fills in a form, and a
			// code reads as one too ("The bed is "Bed 6"")
			form := st.one(`The %s `+is+` "%s".`, `The %s should be "%s".`, `Make the %s "%s".`)
			if strings.Contains(form, "should be") && (len(strings.Fields(v)) < 3 || !givenNames[lastWord(strings.ToLower(l))]) {
				form = `The %s ` + is + ` "%s".`
			}
			if said, ok := st.textLabelSaid(s, strings.ToLower(l), v); ok {
				s = withAside(s, said) // "Cancel it (café closed).", never "The reason should be "café closed"."
			} else if said, ok := codeSaid(strings.ToLower(l), v); ok {
				s += " " + said // "It's warehouse WH11.", never "The warehouse is "WH11"."
			} else if plainValueWords.MatchString(v) && !writtenLabels[lastWord(strings.ToLower(l))] {
				// "The drug is florfenicol.", "Make the zone seedlings.", never
				// quoted as a text written out ("The drug is "florfenicol".")
				s += " " + endOnce(fmt.Sprintf(strings.ReplaceAll(form, `"%s"`, `%s`), strings.ToLower(l), v))
			} else {
				s += " " + endOnce(fmt.Sprintf(form, strings.ToLower(l), v))
			}
			c.labels = nil
		}
	}
	if len(c.labels) > 0 {
		s += "\n\n" + strings.Join(c.labels, "\n")
		sep = "\n\n" // a block's intro starts a line of its own after the labels
	}
	for _, bl := range c.blocks {
		forms, noun := blockIntros, bl.intro
		if strings.HasSuffix(noun, "s") && !strings.HasSuffix(noun, "ss") || irregularPlurals[strings.ToLower(noun)] {
			forms = pluralIntros
			if !irregularPlurals[strings.ToLower(noun)] && oneItem(bl.block) {
				// One file is not introduced as "the list of files".
				forms, noun = blockIntros, strings.TrimSuffix(noun, "s")
			}
		}
		intro := bl.intro
		if !strings.HasSuffix(intro, ":") { // a sentence of its own ("Add these under it:") stays
			// A tool's records take the intros in turn: two records that
			// both say "The definition goes like this:" read as one
			// template filled twice.
			intro = strings.Replace(st.vary("block-intro", forms...), "%s", noun, 1)
		}
		s += sep + Sentence(strings.TrimSpace(intro)) + "\n\n" + bl.block
		sep = "\n\n" // the next intro follows the block, never on its closing fence
	}
	return s
}

// thisBlock says request s, whose object is an unnamed thing ("a code
// snippet") that its one block is, with the object pointing at the block:
// "Please run a code snippet." → "Please run this code snippet:". false
// when the object is not the last words of s or the block is something
// else.
func thisBlock(s string, c core) (string, bool) {
	if len(c.blocks) != 1 || len(c.labels) > 0 || c.aside != "" || strings.HasSuffix(c.blocks[0].intro, ":") {
		return "", false
	}
	rest, ok := strings.CutPrefix(c.object, "a ")
	if !ok {
		return "", false
	}
	if !strings.Contains(" "+rest+" ", " "+strings.ToLower(c.blocks[0].intro)+" ") {
		return "", false
	}
	for _, end := range []string{".", "?"} {
		if head, ok := strings.CutSuffix(s, " "+c.object+end); ok && !strings.Contains(head, c.object) {
			if end == "." {
				end = ":"
			}
			if in := c.blocks[0].intro; strings.HasSuffix(in, "s") && !strings.HasSuffix(in, "ss") && !oneItem(c.blocks[0].block) {
				return head + " these " + rest + end, true // "Move these projects:", never "this projects"
			}
			return head + " this " + rest + end, true
		}
	}
	return "", false
}

// oneItem tells whether a block lists one named item only: one heading
// line ending in a colon ("README.md:") and one fenced text under it.
func oneItem(block string) bool {
	lines := strings.Split(strings.TrimSpace(block), "\n")
	fences, heads := 0, 0
	in := false
	for _, l := range lines {
		switch {
		case strings.HasPrefix(l, "```"):
			fences++
			in = !in
		case !in && strings.HasSuffix(strings.TrimSpace(l), ":"):
			heads++
		}
	}
	return fences == 2 && heads == 1 && strings.HasSuffix(strings.TrimSpace(lines[0]), ":")
}

// asked ends request s as a question when its verb asks one ("Could you
// help me with …?").
func asked(s, verb string) string {
	if strings.HasPrefix(verb, "Can you") || strings.HasPrefix(verb, "Could you") {
		return strings.TrimRight(s, ".!") + "?"
	}
	return s
}

// narrowingWords are -ing words that open an option narrowing what is
// read ("including static resources"), not an act ("saving the output").
var narrowingWords = map[string]bool{"including": true, "excluding": true, "matching": true, "starting": true,
	"containing": true, "ending": true, "using": true, "during": true}

// possessed tells whether an object phrase names its owner in a
// possessive within its first words ("pr 231's combined status").
func possessed(l string) bool {
	f := strings.Fields(l)
	for i := 0; i < len(f) && i < 3; i++ {
		if strings.HasSuffix(f[i], "'s") || strings.HasSuffix(f[i], "s'") {
			return true
		}
	}
	return false
}

// irregularPlurals are plural nouns without an s ("This is the
// children:" would not agree).
var irregularPlurals = map[string]bool{"children": true, "people": true, "criteria": true}

// joinOpts joins options like joinWords, but an option that brings its own
// conjunction ("and submit", "but don't wait") is not given another.
func joinOpts(opts []string) string {
	var b strings.Builder
	opts = withOnce(shareWith(withGroup(actsLast(opts))))
	for i, o := range opts {
		// An act after a constraint follows a comma, never "and" ("at the
		// error level and saving …" coordinates unlike things).
		own := ownConj(o) || outputAct(o) && !outputAct(opts[i-min(i, 1)])
		switch {
		case i == 0:
		case own:
			b.WriteString(", ")
		case i == len(opts)-1 && !ownAnd(o) && !reasonOpt(o) && !(unlikeAdjunct(opts[i-1], o) && (len(opts) == 2 || listsItself(opts[i-1]))):
			if andOutsideQuotes(opts[i-1]) {
				// "with stages A and B, with an arrow …", never "with
				// stages A and B and with an arrow …": which "and" ends
				// the list is lost
				b.WriteString(map[bool]string{true: ", ", false: ", and "}[len(opts) == 2])
				break
			}
			b.WriteString(" and ")
		default:
			b.WriteString(", ")
		}
		b.WriteString(o)
	}
	return b.String()
}

// unlikeAdjunct tells whether last option o is an adjunct of another
// kind than prev, the one before it: it opens on a relative word, a past
// participle or an adjective in -able ("that are confirmed", "owned by
// OWN-5", "reachable at …"), or on a preposition after a noun phrase ("a
// party of 7" then "with the phone number …"), and prev does not open on
// the same word. "And" joins like things ("with A and with B", "contact
// name X and country US", "over blob 0d1e… and on fix/x"); before an
// unlike adjunct it reads as a form read out field by field ("a party of
// 7 and with the phone number …", "on March 12 and that are confirmed",
// "including paid invoices and owned by OWN-5"), so a comma goes there
// when it adds no third item to a list (joinOpts). A bound ("up to 20")
// joins any constraint.
func unlikeAdjunct(prev, o string) bool {
	f, pf := strings.ToLower(firstWord(o)), strings.ToLower(firstWord(prev))
	if f == "" || f == "up" || f == pf {
		return false
	}
	if relativeWords[f] || role.Participle(f) || predicateAdjective(f) {
		return true
	}
	prepLed := func(w string) bool { return stackPreps[w] || joinsClause[w] }
	return prepLed(f) && !prepLed(pf) && !strings.HasSuffix(pf, "ing") && !role.Participle(pf)
}

// relativeWords open a relative clause said of the thing ("that are
// confirmed", "which have no owner").
var relativeWords = map[string]bool{"that": true, "which": true, "who": true, "whose": true, "where": true}

// ownConj tells whether an option brings its own conjunction ("and submit
// it", "but don't wait").
func ownConj(o string) bool { return strings.HasPrefix(o, "and ") || strings.HasPrefix(o, "but ") }

// endOnce keeps one stop at the end of a request whose last value is a
// quoted sentence: `with the body "… publicly.".` ends `"… publicly."`.
// The quoted value itself is never cut (the request says it verbatim).
func endOnce(s string) string {
	n := len(s)
	if n < 3 || s[n-1] != '.' || (s[n-2] != '"' && s[n-2] != '`') || !strings.ContainsRune(".?!", rune(s[n-3])) {
		return s
	}
	return s[:n-1]
}

// contextWhy is the purpose a context request tells before it asks,
// fitted to what it reads or does (see purposePool); "" when none fits,
// the request already opens on something, or the purpose would point at
// a thing not yet named.
func (st *funcState) contextWhy(c core, in intent, front string, fr framing) string {
	if front != "" || fr.preface != "" || fr.scene != "" || fr.colon != "" {
		return ""
	}
	p := purposePool(c, in, st.toolCode(), st.toolTeam())
	if len(p) == 0 {
		return ""
	}
	x := st.rotate(p)
	if pointsBack(x) {
		return ""
	}
	return x
}

// contextPlan leads request body b in with a context opener ("Also, could
// you …?"). After a place said first (fronted) only the asking part of
// the opener stays: "In data source X, can you also list templates?",
// never "In data source X, list templates?", a command asked.
func (st *funcState) contextPlan(b string, fronted bool) string {
	o := st.one(contextOpeners...)
	lo := strings.ToLower(o)
	i := strings.Index(lo, "can you")
	if j := strings.Index(lo, "could you"); i < 0 || j >= 0 && j < i {
		i = j
	}
	switch {
	case i < 0 && fronted:
		return lcFirst(b) + "."
	case i < 0:
		return o + " " + b + "."
	case fronted:
		return lo[i:] + " " + b + "?"
	}
	return o + " " + b + "?"
}

// inlineBlock says a small flat structure in words instead of pasting it
// below the request: a filter {"status":"shipped","paid":true} as `where
// status is "shipped" and paid is true`, a sort {"created_at":-1} as
// "newest first by created_at". False for anything else: a structure that
// nests, has more than three keys, or long values stays a block.
func inlineBlock(bl argWords) (string, bool) {
	raw, ok := strings.CutPrefix(bl.block, "```json\n")
	if !ok {
		return "", false
	}
	raw = strings.TrimSuffix(raw, "\n```")
	dec := json.NewDecoder(strings.NewReader(raw))
	dec.UseNumber()
	var m map[string]any
	if err := dec.Decode(&m); err != nil || len(m) == 0 || len(m) > 3 {
		return "", false
	}
	keys := make([]string, 0, len(m))
	for k, v := range m {
		if k == "" || strings.ContainsAny(k, "$ \"`") {
			return "", false // an operator or a key that needs quoting
		}
		switch x := v.(type) {
		case string:
			if x == "" || len(x) > 40 || strings.ContainsAny(x, "\"`\n") {
				return "", false
			}
		case json.Number, bool:
		default:
			return "", false
		}
		keys = append(keys, k)
	}
	sort.Strings(keys)
	say := func(v any) string {
		if s, ok := v.(string); ok {
			return quoteStr(s)
		}
		return fmt.Sprint(v)
	}
	switch intro := strings.ToLower(bl.intro); intro {
	case "filter", "query", "where", "match", "criteria", "condition", "conditions":
		parts := make([]string, len(keys))
		for i, k := range keys {
			parts[i] = k + " is " + say(m[k])
		}
		return "where " + joinWords(parts, "and"), true
	case "sort", "order", "orderby", "sortby":
		parts := make([]string, len(keys))
		for i, k := range keys {
			n, ok := m[k].(json.Number)
			switch {
			case !ok || n != "1" && n != "-1":
				return "", false
			case timeKey(k) && n == "-1":
				parts[i] = "newest first by " + k
			case timeKey(k):
				parts[i] = "oldest first by " + k
			case nameKey(k) && n == "-1":
				parts[i] = "by " + k + " Z to A"
			case nameKey(k):
				parts[i] = "by " + k + " A to Z"
			case n == "-1":
				parts[i] = "highest first by " + k
			default:
				parts[i] = "lowest first by " + k
			}
			// The direction as the call gives it, for whoever reads the
			// words against the query.
			parts[i] += " (" + string(n) + ")"
		}
		if strings.HasPrefix(parts[0], "by ") {
			parts[0] = "sorted " + parts[0]
		}
		return joinWords(parts, "then"), true
	}
	return "", false
}

// timeKey tells whether a field holds a time ("created_at", "updatedAt",
// "timestamp"): sorting it descending is "newest first".
func timeKey(k string) bool {
	// by words, not substrings: "lifetime_value" and "runtime_ms" hold no
	// time of day
	for w := range strings.FieldsSeq(strings.ToLower(Humanize(k))) {
		switch {
		case w == "at" || w == "time" || w == "created" || w == "updated" || w == "modified":
			return true
		case strings.Contains(w, "date") || strings.HasSuffix(w, "timestamp") || w == "starttime" || w == "endtime":
			return true
		}
	}
	return false
}

// nameKey tells whether a field holds a name or other text sorted
// alphabetically ("A to Z").
func nameKey(k string) bool {
	l := strings.ToLower(k)
	for _, w := range []string{"name", "title", "email", "label", "slug", "login"} {
		if strings.HasSuffix(l, w) {
			return true
		}
	}
	return false
}

// WithoutGreeting returns req without the first-message opener the
// context plan may give it ("Hey, can you list …?" → "Can you list …?",
// "When you get a chance, merge …" → "Merge …"): a request reused as a
// later turn of a conversation ("Thanks. Now …") must not greet again.
func WithoutGreeting(req string) string {
	l := strings.ToLower(req)
	for _, lo := range greetingsLower() {
		if len(l) <= len(lo) || l[len(lo)] != ' ' || !strings.HasPrefix(l, lo) {
			continue
		}
		i := strings.Index(lo, "can you")
		if j := strings.Index(lo, "could you"); i < 0 || j >= 0 && j < i {
			i = j
		}
		if i < 0 {
			i = len(lo) + 1 // "When you get a chance, merge …": the request follows
		}
		return Sentence(req[i:])
	}
	return req
}

// placed tells whether a verbless read names where to look ("Recent
// messages in channel C01?"): without a place it is a bare fragment ("The
// active connections?") that asks nothing a person would type.
func placed(rest string) bool {
	for x := range strings.FieldsSeq(rest) {
		if prepositions[strings.ToLower(strings.Trim(x, ",;"))] {
			return true
		}
	}
	return false
}

// fewPlaces tells whether a verbless read ("Recent messages in channel
// C01?") is short enough to be asked as one: at most seven words, at most
// one place, no quoted value. "All collections over connection prod-ae64
// on database auth?" and "Places matching "museums in Montreal"?" are
// fragments a person would put a verb to.
func fewPlaces(rest string) bool {
	w := strings.Fields(rest)
	if len(w) > 7 || strings.ContainsAny(rest, "\"`") {
		return false
	}
	n := 0
	for _, x := range w {
		x = strings.ToLower(strings.Trim(x, ",;"))
		if prepositions[x] || objectEnd[x] || x == "of" {
			n++
		}
	}
	return n <= 1
}

// wonderPlan asks for request body b the way a user unsure of the
// assistant asks: a read now and then as an indirect question ("Any idea
// what the open issues in acme/api are?"), an act as the request itself
// said straight out ("Merge PR 5."), and else
// the plain question most people type ("Can you merge PR 5?"): a hedge
// on every such request ("I was wondering if you could", "Would it be
// possible to") is a formula a reader spots.
func (st *funcState) wonderPlan(c core, in intent, b string) string {
	if c.front == "" && in.Read && st.intn(3) == 0 {
		// "Any idea what the open issues in acme/api are?"
		if q := st.whatQuestion(c, in, true); q != "" {
			return q
		}
	}
	plain := !strings.HasSuffix(b, "\"") && !strings.HasSuffix(b, "`") && !strings.Contains(b, ",")
	switch st.intn(4) {
	case 0:
		if plain {
			// The request said straight out ("Merge PR 5."): a doubt
			// tacked on after it ("— is that possible?", "— can you do
			// that?") was read as a template.
			return Sentence(b) + st.closer(c, plainClosers)
		}
	case 1:
		o := st.one(wonderOpeners...)
		return o + " " + b + "?"
	}
	return st.questionPlan(c, in, b)
}

// mindPlan asks for request body b with its verb as a gerund: "Would you
// mind merging PR 5?", "Mind closing the page?", or with another opener
// that takes one ("Could you take care of merging PR 5?"). A verb that is
// no plain lower-case verb ("Please help me with …") is asked
// tentatively instead (see wonderPlan).
func (st *funcState) mindPlan(c core, in intent, b string, openers ...string) string {
	if len(openers) == 0 {
		openers = mindOpeners
	}
	g := gerundPhrase(c.verb)
	own := false
	for _, o := range c.opts {
		own = own || ownConj(o)
	}
	// "Mind getting the logs, and save them …" mixes a gerund with a
	// command: an option that brings its own verb keeps the plain one.
	if g == "" || !strings.HasPrefix(b, c.verb) || own {
		return st.wonderPlan(c, in, b)
	}
	o := st.one(openers...)
	rest := strings.TrimPrefix(b, c.verb)
	return o + " " + g + rest + "?"
}

// wantDo asks for an act the want plan cannot ask to see (a change, a
// search): "I'd appreciate it if you could merge PR 5.", "Could I ask you
// to merge PR 5?".
func (st *funcState) wantDo(c core, b string) string {
	if strings.Contains(c.verb, " me") || c.verb == "" || c.verb != strings.ToLower(c.verb) {
		return ""
	}
	o := st.one(wantDoOpeners...)
	if strings.HasPrefix(o, "Could") || strings.HasPrefix(o, "Can") || strings.HasPrefix(o, "Would") {
		return o + " " + b + "?"
	}
	return o + " " + b + "."
}

// gerundPhrase is a verb phrase with its first word as a gerund ("look
// up" → "looking up", "drop" → "dropping"); "" for a phrase that does not
// open on a plain lower-case verb.
func gerundPhrase(v string) string {
	f := strings.Fields(v)
	if len(f) == 0 || !lettersOnly(f[0]) || f[0] != strings.ToLower(f[0]) || notVerb[f[0]] || f[0] == "please" || f[0] == "help" {
		return ""
	}
	if len(f) > 2 && (f[1] == "and" || f[1] == "or") && lettersOnly(f[2]) && !notVerb[f[2]] {
		// "drag and drop" → "dragging and dropping", "create or update"
		// → "creating or updating"
		if a, b := gerundPhrase(f[0]), gerundPhrase(f[2]); a != "" && b != "" {
			return strings.Join(append([]string{a, f[1], b}, f[3:]...), " ")
		}
	}
	w := f[0]
	var g string
	switch {
	case doubledFinal[w] || len(w) <= 5 && oneSyllableCVC(w):
		g = w + w[len(w)-1:] + "ing"
	case strings.HasSuffix(w, "ie"):
		g = w[:len(w)-2] + "ying"
	case strings.HasSuffix(w, "e") && !strings.HasSuffix(w, "ee") && len(w) > 2:
		g = w[:len(w)-1] + "ing"
	default:
		g = w + "ing"
	}
	return strings.Join(append([]string{g}, f[1:]...), " ")
}

// doubledFinal are verbs of more than one syllable that double their last
// letter before "-ing" (the stress falls on it).
var doubledFinal = map[string]bool{"submit": true, "commit": true, "admit": true, "omit": true, "refer": true,
	"begin": true, "forget": true, "permit": true, "transfer": true, "unpin": true, "unzip": true}

// oneSyllableCVC tells whether w is one syllable ending consonant, vowel,
// consonant ("drop", "get", "snap"), whose last letter doubles before
// "-ing"; w, x and y never double.
func oneSyllableCVC(w string) bool {
	n := len(w)
	if n < 3 || strings.ContainsRune("wxy", rune(w[n-1])) || isVowel(w[n-1]) || !isVowel(w[n-2]) || isVowel(w[n-3]) {
		return false
	}
	groups := 0
	for i := 0; i < n; i++ {
		if isVowel(w[i]) && (i == 0 || !isVowel(w[i-1])) {
			groups++
		}
	}
	return groups == 1
}

// tentativePlan says body b in one of the plans that ask without a
// plain command or question: topic (the thing pointed at first, "PR 5 in
// acme/api — could you merge it?"), mind ("Mind merging PR 5?"), wonder
// ("Is it possible to merge PR 5?") and want for an act ("Could I ask you
// to merge PR 5?"). fronted: a place opens the request, so nothing else
// may be put first.
func (st *funcState) tentativePlan(c core, in intent, kind, b string, fronted bool) string {
	var s string
	switch kind {
	case PlanTopic:
		if !fronted {
			s = st.topicFirst(c, in)
		}
		if s == "" {
			// Nothing to point at first: another plan of the few that
			// open on the request's own words.
			// "Mind …?" on one in three: a tool's mind plan says it too,
			// and a sample full of "Mind …?" reads as a formula.
			if st.intn(3) == 0 {
				s = st.mindPlan(c, in, b)
			} else {
				s = st.questionPlan(c, in, b)
			}
		}
	case PlanMind:
		s = st.mindPlan(c, in, b)
	case planWantDo:
		if s = st.wantDo(c, b); s == "" {
			s = st.questionPlan(c, in, b)
		}
	default:
		s = st.wonderPlan(c, in, b)
	}
	return s
}

// frontOnly keeps a place said first (c.front) in the plans that open
// on it, and puts it back among the leads in the others.
// A place opens the request in a few plans only: were any plan to
// open on it, two of a tool's five requests would often start alike
// ("For account "northwind", …").
func frontOnly(c *core, kind string) {
	if c.front != "" && kind != PlanQuestion && kind != PlanNeed && kind != PlanWonder && kind != PlanImperative {
		if l := firstWord(strings.Join(c.leads, " ")); l == "to" || l == "into" {
			// A new name or a target stays next to its verb: "rename
			// invoices to invoices_2025 over connection c1".
			c.leads = append(c.leads, c.front)
		} else {
			c.leads = append([]string{c.front}, c.leads...)
		}
		throughLast(c.leads, c.through)
		c.front = ""
	}
}

// Why people ask, by what they are doing (see purposePool): a sentence a
// user adds before or after a request ("I'm debugging a slow query. What
// indexes does shop.orders have?"). None names a value: the request says
// them all.
var (
	tripPurposes = []string{"I'm heading there later today.", "I have a meeting there at 3.", "I'm planning tomorrow's route.",
		"Trying to figure out if I can make it in time.", "I'm meeting a friend there.", "We're planning a day out.",
		"I need to be there by 6.", "I'm working out the logistics for a visit.", "My train gets in early, so I have some time.",
		"I'm picking someone up there.", "I've never been, so no idea how long it takes.", "We're deciding where to stay.",
		"I'm trying to plan around rush hour.", "Deciding whether to walk or take a cab."}
	uiPurposes = []string{"I'm testing this page.", "I'm trying to reproduce a bug.", "Doing a quick QA pass.",
		"I'm walking through the flow by hand.", "I'm recording a demo.",
		"I'm double-checking the last deploy.", "I'm writing a test for this flow.", "Checking the page after the redesign.",
		"I'm putting together a bug report.", "I'm testing the staging build."}
	// Reasons that belong to one kind of act on a page (see uiPurposesFor):
	// what the user expects to happen, which no other act would give.
	clickPurposes = []string{"Nothing happened when I tried it myself.", "Curious where it goes.",
		"It didn't seem to respond the first time.", "I think it's broken on this build.", "Let's see what it opens."}
	hoverPurposes = []string{"A tooltip should show up.", "The menu is supposed to open on hover.",
		"Checking the hover style.", "Something should pop up there."}
	typePurposes = []string{"It's empty right now.", "Curious if it accepts that.", "Checking the validation on it.",
		"That's what the customer typed."}
	selectPurposes = []string{"Checking how the total changes.", "Checking that the choice sticks.",
		"The default is wrong for this test."}
	dragPurposes = []string{"It's in the wrong place right now.", "Checking that reordering works.",
		"The board needs tidying."}
	uploadPurposes = []string{"The form won't submit without them.", "Checking that uploads work.",
		"They go with the application."}
	dialogPurposes = []string{"It's blocking the page.", "It keeps popping up.", "Curious what comes after it."}
	dataPurposes   = []string{"I'm debugging a slow query.", "Something looks off in the data.", "I want to check before the migration.",
		"I'm putting together a report.", "Sanity check before I clean things up.", "I'm looking into a bug report.",
		"I want to see what we're working with.", "Support asked me to look into it.", "Our dashboard numbers look wrong.",
		"We had an incident last night.", "I'm planning a schema change.", "Finance asked for numbers.",
		"I'm new to this database.", "Checking if last night's import worked."}
	workPurposes = []string{"I'm catching up after a few days off.", "I'm reviewing things before the release.",
		"I want to see where things stand.", "Getting ready for standup.", "I need it for the release notes.",
		"I'm looking into a bug.", "I'm doing a round of triage.",
		"I'm picking this up from a colleague.", "I'm on call this week.", "We're planning the next sprint.",
		"I'm writing the changelog.", "Got a question from a customer about this."}
	chatPurposes = []string{"I missed the discussion.", "Catching up after a day off.", "I need to reply to it.",
		"Someone asked me about it.", "I want to check what was said.", "I was out yesterday.",
		"I want to catch up on what's new.", "I think I missed a decision there.", "Need to follow up on something."}
	findPurposes = []string{"Just curious.", "Someone asked me about it.", "I'm researching this.", "For a project at work.",
		"I'm comparing options.", "I need a quick answer.", "I'm helping a friend with this.", "It came up in a meeting.",
		"I want to read up on it tonight."}
	nearPurposes = []string{"I'm in the area.", "I'm staying nearby this week.", "We just got here.",
		"I'm meeting someone around there.", "I'll be there this afternoon.", "Visiting for the weekend.",
		"I'll be around there all day."}
	peoplePurposes = []string{"I'm updating the team directory.", "I'm putting together the on-call rota.",
		"I'm cleaning up old accounts.", "I'm onboarding a new teammate.", "I want to know who's who before a meeting.",
		"I need to reach someone about the release."}
	// contactPurposes: why a person of any trade looks up a customer, a
	// member or a worker (see purposePool).
	contactPurposes = []string{"I need to get back to them today.", "They just phoned.", "I want to check their details before I call.",
		"Their details may be out of date.", "I need to reach them about a change."}
	// peopleSearchPurposes: why people search for people by what they
	// are (a location, a follower count, a name).
	peopleSearchPurposes = []string{"I'm looking for people to reach out to.", "I'm trying to find someone I met at a conference.",
		"We're looking for people to invite to a meetup.", "I'm putting together a list of speakers."}
	channelPurposes = []string{"I'm looking for where to post an announcement.", "I'm new here.",
		"I want to find the right place for a question.", "I'm cleaning up unused channels.", "I'm setting up alerts."}
	keyPurposes = []string{"I'm debugging the cache.", "Something looks stale.", "I want to check what's stored there.",
		"Checking before I deploy.", "I think something's cached wrong.", "Just verifying the last write.",
		"One of our users says their session is broken."}
)

// rotate picks from pool by the record's index among its tool's records,
// from a place set by the tool's name: a tool's successive records never
// give the same reason while the pool has more than them (a seeded draw
// would repeat one among five records now and then).
func (st *funcState) rotate(pool []string) string {
	if st.data == nil {
		return st.one(pool...)
	}
	start := int(hashString(st.data.Tool.Name) % uint64(len(pool)))
	return pool[(start+st.data.Index)%len(pool)]
}

// pointsBack tells whether reason r speaks of the thing acted on ("It's
// empty right now."): said before the request, "it" would have nothing
// to stand for.
func pointsBack(r string) bool {
	for w := range strings.FieldsSeq(strings.ToLower(r)) {
		switch strings.Trim(w, ".,!?") {
		case "it", "it's", "its", "them", "they", "there", "that's":
			return true
		}
	}
	return false
}

// expected tells whether purpose x says what the user expects of an act
// on a page ("A tooltip should show up."): said before the act it has
// nothing to follow from.
func expected(x string) bool {
	for _, pool := range [][]string{clickPurposes, hoverPurposes, typePurposes, selectPurposes, dragPurposes, uploadPurposes, dialogPurposes} {
		if slices.Contains(pool, x) {
			return true
		}
	}
	return false
}

// uiPurposesFor is the reasons people give for act v on a page (its
// object's head noun head): what they expect of a click, a hover, typing,
// a choice, a drag, an upload or a dialog, else why they are on the page
// at all.
func uiPurposesFor(v, head string) []string {
	switch {
	case head == "dialog" || head == "alert" || head == "popup" || head == "prompt":
		return dialogPurposes
	case v == "click" || v == "press" || v == "tap":
		return clickPurposes
	case v == "hover":
		return hoverPurposes
	case v == "type" || v == "fill" || v == "enter":
		return typePurposes
	case v == "select":
		return selectPurposes
	case v == "drag":
		return dragPurposes
	case v == "upload" || v == "attach":
		return uploadPurposes
	}
	return uiPurposes
}

// placeNounsNear name what people look for around where they are.
var placeNounsNear = map[string]bool{"places": true, "businesses": true, "restaurants": true, "hotels": true,
	"shops": true, "stores": true, "cafes": true, "bars": true}

// uiVerbs act on a page in a browser.
var uiVerbs = map[string]bool{"click": true, "hover": true, "press": true, "type": true, "fill": true, "drag": true,
	"upload": true, "attach": true, "navigate": true, "scroll": true, "select": true, "dismiss": true, "accept": true,
	"check": false}

// workNouns are what a code host holds; chatNouns what a chat holds.
var (
	workNouns = map[string]bool{"issue": true, "issues": true, "pr": true, "prs": true, "commit": true, "commits": true,
		"branch": true, "branches": true, "review": true, "reviews": true, "comments": true, "release": true, "releases": true,
		"status": true, "files": true}
	chatNouns = map[string]bool{"messages": true, "message": true, "thread": true, "replies": true, "history": true,
		"conversation": true}
)

// purposePool is the reasons people give for asking c, by what the
// request does: a trip, an act on a page, a look at stored data, at work
// items or at a chat, or a search; nil for others (an act that changes
// things says its own reason, see reason). code is ToolData.code: the
// reasons of a code host's things, a database's or a server's logs
// ("CI has to be green before I merge.") fit only a tool about code, not
// a bike station's status or a trial's adverse events. team is
// funcState.toolTeam: a team's reasons for people, channels and keys fit
// only a team's server.
func purposePool(c core, in intent, code, team bool) []string {
	if c.object == "" || len(c.labels) > 0 {
		return nil
	}
	v := firstWord(in.Verb)
	head := objectHeadOf(c.object)
	all := strings.ToLower(c.object + " " + strings.Join(c.leads, " ") + " " + c.front + " " + c.after + " " + c.place)
	var words []string // all's words, split when first asked
	has := func(m map[string]bool) bool {
		if words == nil {
			words = strings.Fields(all)
		}
		for _, w := range words {
			if m[strings.Trim(w, ",.()")] {
				return true
			}
		}
		return false
	}
	from, to := false, false
	for _, l := range c.leads {
		from = from || strings.HasPrefix(l, "from ")
		to = to || strings.HasPrefix(l, "to ")
	}
	if code && !(from && to) && !uiVerbs[v] && !uiVerbs[firstWord(c.verb)] && (in.Read || pictures[head] || head == "grab") {
		if p := headPurposes(c.object); p != nil {
			return p // what is read has reasons of its own
		}
	}
	switch {
	case from && to && (head == "directions" || head == "route" || head == "routes" || head == "distance" || strings.Contains(all, "distance")):
		return tripPurposes
	case uiVerbs[v] || uiVerbs[firstWord(c.verb)]:
		return uiPurposesFor(v, head)
	case !in.Read:
		return nil
	case strings.Contains(all, " near ") || placeNounsNear[head]:
		return nearPurposes
	case personNouns[head] || head == "profile" || head == "profiles":
		switch {
		case (v == "search" || v == "find" || strings.Contains(said(c), "\"")) && team:
			// "I'm cleaning up old accounts." does not fit a search for
			// people by what they are: one searches to find someone.
			return peopleSearchPurposes
		case v == "search" || v == "find" || strings.Contains(said(c), "\""):
			return nil
		case team:
			return peoplePurposes
		}
		// A team's reasons ("I'm updating the team directory.") are a
		// software team's; a tuner's or a care agency's customer is
		// looked up to reach them.
		return contactPurposes
	case head == "channels" && team:
		return channelPurposes
	case (head == "key" || head == "keys" || head == "value") && team:
		return keyPurposes
	case has(purposeDataWords) && code:
		return dataPurposes
	case chatNouns[head] || has(purposeChatWords):
		return chatPurposes
	case (workNouns[head] || head == "pull" || strings.Contains(c.object, "pull request")) && code:
		return workPurposes
	case (v == "search" || v == "find") && strings.Contains(all, "\"") && !strings.Contains(all, "page"):
		// A search of the open page is a step of testing it, not a
		// question of the user's own ("Just curious.").
		return findPurposes
	}
	return nil
}

// andOutsideQuotes tells whether option o joins two things with an "and"
// of its own, outside any quoted text ("for stages A and B"): a list's
// last "and" after it reads as a third item of the same list.
func andOutsideQuotes(o string) bool {
	for i, part := range strings.Split(o, "\"") {
		if i%2 == 0 && strings.Contains(" "+part+" ", " and ") {
			return true
		}
	}
	return false
}
