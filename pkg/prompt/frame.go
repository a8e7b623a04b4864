package prompt

import "strings"

// Openers and closers of the sentence plans. No single one is used often:
// each plan draws from its own list, and the verb and object that follow
// vary too. Short openers are preferred: a long one ("I was hoping to")
// fixes a request's first three words whatever follows.
var (
	questionOpeners = []string{"Can you", "Could you", "Would you", "Can you", "Could you", "Can you please",
		"Any chance you could", "Would you", "Could you", "Can we", "Could we"}
	needOpeners = []string{"I need to", "Need to", "We need to", "I have to", "I want to", "I'd like to",
		"I'd like you to", "Help me", "I need you to", "Next I need to", "I'm trying to",
		"We have to", "I still need to"}
	politeClosers = []string{", please.", " please.", ", thanks!", " — thanks.", ", if you don't mind.",
		". Thank you!", ", thank you.", ", thanks a lot.", " — appreciate it."}
	politeOpeners = []string{"Please", "Kindly", "Please", "Pls"}
	doOpeners     = []string{"Let's", "Go ahead and", "Now", "OK,", "Alright,", "Then", "Now please", "Please go ahead and",
		"Time to", "Next,", "First,", "So,", "Right,"}
	// contextOpeners start the context plan: how people lead into a request
	// in a running conversation. No stock reason follows the request: a
	// reason that is not about this action reads as filler.
	contextOpeners = []string{"Next, can you", "One more thing: can you", "Also, could you", "While you're at it,",
		"Can you also", "Another one:", "OK, now", "Also,", "And could you", "Now can you",
		"Next up:", "Follow-up:", "Then can you", "Oh, and", "Separately,", "After that,"}
	blockIntros  = []string{"Here's the %s:", "The %s:", "%s:", "Use this %s:", "This is the %s:"}
	pluralIntros = []string{"Here are the %s:", "The %s:", "%s:", "Use these %s:", "These are the %s:"}
)

// body joins the core into one clause: verb, object, identifying values,
// options.
func (st *funcState) body(c core) string {
	parts := []string{c.verb}
	if c.object != "" {
		parts = append(parts, c.object)
	}
	if len(c.leads) > 0 {
		parts = append(parts, strings.Join(c.leads, " "))
	}
	s := strings.Join(parts, " ")
	if len(c.opts) > 0 {
		sep := ", "
		if strings.HasPrefix(c.opts[0], ":") || strings.HasPrefix(c.opts[0], " ") {
			sep = ""
		}
		s += sep + joinOpts(c.opts)
	}
	return s
}

// frame says the core in sentence plan kind and attaches the blocks.
func (st *funcState) frame(c core, in intent, kind string) string {
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
	if kind == PlanContext {
		// A request in a running conversation: a lead-in now and then,
		// else the request said in another plan.
		kind = st.one(PlanContext, PlanQuestion, PlanNeed, PlanPolite, PlanImperative)
	}
	if c.front != "" && (kind == PlanTerse || kind == PlanAsk) {
		c.leads = append([]string{c.front}, c.leads...)
		c.front = ""
	}
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
	b := st.body(c)
	front := ""
	if c.front != "" {
		front = Sentence(c.front) + ", "
		if kind != PlanImperative {
			b = lcFirst(b)
		}
	}
	var s string
	switch kind {
	case PlanQuestion:
		o := st.one(questionOpeners...)
		if strings.HasSuffix(o, " we") && strings.Contains(c.verb, " me") {
			// "Could we show me …" mixes who does it.
			b = in.Verb + strings.TrimPrefix(b, c.verb)
		}
		s = o + " " + b + "?"
	case PlanNeed:
		o := st.one(needOpeners...)
		if o == "Need to" && front != "" {
			o = "I need to" // "In acme/api, need to …" lacks its subject
		}
		s = o + " " + b + "."
	case PlanTerse:
		rest := strings.TrimPrefix(b, c.verb+" ")
		// Without its verb a request would open on a value ("acme/api's
		// PRs"), capitalised, or on a bare reference ("Page 5c3e…, please").
		valueFirst := strings.ContainsAny(strings.Fields(rest + " x")[0], "/_-.0123456789@:\"`")
		bare := len(strings.Fields(rest)) <= 2
		if in.Read && c.object != "" && c.object != "everything" && len(c.blocks) == 0 && !strings.Contains(c.verb, " me") && !valueFirst && !bare {
			// "Recent messages in channel C01, please": what to read, no verb.
			s = Sentence(rest) + st.one(", please.", "?", " please", ".")
		} else {
			s = Sentence(bareObjectIn(b, c)) + st.one("", ".", ".")
		}
	case PlanPolite:
		if st.intn(2) == 0 {
			s = st.one(politeOpeners...) + " " + b + "."
		} else {
			s = Sentence(b) + st.closer(c, politeClosers)
		}
	case PlanContext:
		s = st.contextPlan(b, front != "")
	case PlanAsk:
		if q := st.whatQuestion(c, in); q != "" {
			s = q
		} else {
			s = st.one(doOpeners...) + " " + b + "."
		}
	default:
		switch st.intn(3) {
		case 0:
			if strings.HasPrefix(c.object, "the ") {
				b = strings.Replace(b, c.object, bareObject(c.object), 1)
			}
		case 1:
			if f := strings.Fields(strings.Join(c.leads, " ")); c.object != "" && len(c.leads) == 1 && len(f) > 1 &&
				(f[0] == "in" || f[0] == "on" || f[0] == "for") && strings.ContainsAny(c.leads[0], "0123456789/\"@#_-") &&
				f[1][0] >= 'a' && f[1][0] <= 'z' && !strings.ContainsAny(f[1], "0123456789/@_-.") {
				// A value would be capitalised at the start; "issue 12" may be.
				// "acme/api: list the open issues." — what it is about first.
				rest := strings.TrimSpace(strings.Replace(b, " "+c.leads[0], "", 1))
				if !strings.HasPrefix(rest, "I ") && !strings.HasPrefix(rest, "I'") {
					rest = lcFirst(rest) // "Thought 10: assist me with …"
				}
				b = strings.Join(f[1:], " ") + ": " + rest
			}
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
	return st.attach(endOnce(s), c)
}

// plainClosers end an imperative request. No "now": tacked onto a
// request that has no other time it reads as filler.
var plainClosers = []string{".", ".", " for me.", "!"}

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
		case len(c.blocks) > 0 && (strings.Contains(l, "thank") || strings.Contains(l, "sec") || x == "!"):
		case len(c.opts) > 0 && (strings.Contains(l, "now") || strings.Contains(l, "sec") || strings.Contains(l, "for me")):
		case strings.Contains(l, "for me") && (strings.Contains(c.verb, " me") || len(c.leads) > 1):
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
	if c.object == "" || len(strings.Fields(b)) > 6 {
		return b
	}
	l := strings.ToLower(c.object)
	if strings.HasPrefix(l, "a ") || strings.HasPrefix(l, "an ") {
		return strings.Replace(b, c.object, bareObject(c.object), 1)
	}
	return b
}

// whatQuestion asks for what a reading tool returns ("What are the recent
// messages in channel C01?"); "" for other tools or objects that do not
// read as a question.
func (st *funcState) whatQuestion(c core, in intent) string {
	if v := strings.Fields(in.Verb)[0]; !in.Read || c.object == "" || v == "search" || v == "query" || len(c.blocks) > 0 {
		return ""
	}
	if c.front == "" && len(c.leads) == 0 && len(c.opts) == 0 {
		return "" // "What are the users?" with nothing to narrow it reads as a quiz
	}
	obj := c.object
	l := strings.ToLower(obj)
	switch {
	case strings.HasPrefix(l, "a ") || strings.HasPrefix(l, "an "):
		obj = "the " + obj[strings.Index(obj, " ")+1:]
	case strings.HasPrefix(l, "every "): // "What's every reply" → "What are the replies"
		obj = "the " + Plural(obj[len("every "):])
	case strings.Contains(strings.Fields(l)[0], "'s"): // "acme/api's pull requests"
	case strings.HasPrefix(l, "the ") || strings.HasPrefix(l, "all ") || strings.HasPrefix(l, "your ") ||
		strings.HasPrefix(l, "my ") || strings.HasPrefix(l, "every "):
	default:
		obj = "the " + obj
	}
	head := strings.Fields(strings.ToLower(plainObject(obj)))
	verb := "What's"
	if n := head[len(head)-1]; strings.HasSuffix(n, "s") && !strings.HasSuffix(n, "ss") && !strings.HasSuffix(n, "us") {
		verb = "What are"
	}
	s := verb + " " + obj
	if c.front != "" {
		s += " " + c.front
	}
	if len(c.leads) > 0 {
		s += " " + strings.Join(c.leads, " ")
	}
	if len(c.opts) > 0 {
		s += " (" + joinWords(c.opts, "and") + ")"
	}
	return s + "?"
}

// attach puts the long values below the request line, each introduced by
// what it is.
func (st *funcState) attach(s string, c core) string {
	if n := len(s); len(c.blocks) > 0 && n > 0 && !strings.ContainsRune(".?!:", rune(s[n-1])) {
		s += "."
	}
	for _, bl := range c.blocks {
		forms := blockIntros
		if strings.HasSuffix(bl.intro, "s") && !strings.HasSuffix(bl.intro, "ss") || irregularPlurals[strings.ToLower(bl.intro)] {
			forms = pluralIntros
		}
		intro := strings.Replace(st.one(forms...), "%s", bl.intro, 1)
		s += " " + Sentence(strings.TrimSpace(intro)) + "\n\n" + bl.block
	}
	return s
}

// asked ends request s as a question when its verb asks one ("Could you
// help me with …?").
func asked(s, verb string) string {
	if strings.HasPrefix(verb, "Can you") || strings.HasPrefix(verb, "Could you") {
		return strings.TrimRight(s, ".!") + "?"
	}
	return s
}

// irregularPlurals are plural nouns without an s ("This is the
// children:" would not agree).
var irregularPlurals = map[string]bool{"children": true, "people": true, "criteria": true, "data": true}

// joinOpts joins options like joinWords, but an option that brings its own
// conjunction ("and submit", "but don't wait") is not given another.
func joinOpts(opts []string) string {
	var b strings.Builder
	for i, o := range opts {
		own := ownConj(o)
		switch {
		case i == 0:
		case own:
			b.WriteString(", ")
		case i == len(opts)-1:
			b.WriteString(" and ")
		default:
			b.WriteString(", ")
		}
		b.WriteString(o)
	}
	return b.String()
}

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
