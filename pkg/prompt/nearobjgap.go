package prompt

import (
	"slices"
	"strings"
)

// objGap is something people ask of one of a server's things that its
// tools may lack.
type objGap struct {
	verb string
	// syn are words that, among the words of the thing's tools, show a
	// tool may do it; anyTool, among the names of any tool (nil: syn).
	syn, anyTool []string
	// made: only for things a tool makes; read: only for things a tool
	// looks up or lists; paid: only for things with a price or payment,
	// or (timed) with a date or time (a booking).
	made, read, paid, timed bool
	// requests use {ref} ("order 4182"), {Ref} (capitalised), {thing}
	// and {things}; what is the answer's "I can't <what>".
	requests []string
	what     string
}

// objPast are the verbs of tools that record what happened ("the fuel I
// logged"): such a thing is no booking anyone cancels.
var objPast = map[string]bool{"logged": true, "recorded": true, "reported": true, "filed": true}

// objMoney are words of a thing's tools that show it is paid for (a
// price alone, as of an estimate, is not).
var objMoney = []string{"paid", "pay", "payment", "payments", "charge", "charged", "deposit", "checkout", "purchase", "purchased"}

var objGaps = []objGap{
	{verb: "refund", syn: []string{"refund", "refunded", "refunds", "reimburse", "credit", "chargeback", "void"}, made: true, paid: true,
		requests: []string{"Can you refund {ref}? The customer wasn't happy with it.", "Please issue a full refund for {ref}."},
		what:     "refund {things}"},
	{verb: "cancel", syn: []string{"cancel", "cancelled", "canceled", "cancellation", "void", "delete", "remove", "withdraw", "terminate", "revoke", "close", "closed", "status"},
		made: true, paid: true, timed: true,
		requests: []string{"Cancel {ref}, please; it's no longer needed.", "Something came up — can you cancel {ref}?"},
		what:     "cancel {things}"},
	{verb: "email", syn: []string{"email", "mail", "send", "notify", "notification", "share", "sms", "message", "export", "forward"}, read: true,
		anyTool:  []string{"email", "mail", "send", "notify", "notification", "sms", "message", "forward"},
		requests: []string{"Email me the details of {ref} at sam.okafor@example.com.", "Can you send the details of {ref} to jo.marsh@example.com?"},
		what:     "send emails"},
	{verb: "print", syn: []string{"print", "printer", "printable", "pdf", "label", "export", "download", "receipt"}, made: true, read: true,
		anyTool:  []string{"print", "printer", "printable", "pdf", "label"},
		requests: []string{"Print {ref} for me, please; I need a paper copy.", "Can you print out {ref} so I can file it?"},
		what:     "print anything"},
}

// objCaps says what the tools about th can do instead of something asked
// of it, at most most things: looking it up or listing it first, then
// what the other tools do with it; never a tool that ends or removes it,
// and (onExisting) none that makes a new one. It returns the phrases and
// the tools.
func objCaps(th objThing, prefix string, most int, onExisting bool) (caps, names []string) {
	rank := func(t objTool) int {
		switch {
		case t.object == th.word && readVerbs[t.verb]:
			return 0
		case objMakers[t.verb] != "" && t.object == th.word:
			return 2
		}
		return 1
	}
	ts := slices.Clone(th.tools)
	slices.SortStableFunc(ts, func(a, b objTool) int { return rank(a) - rank(b) })
	most = min(most, 2)
	for _, t := range ts {
		if len(caps) == most {
			break
		}
		if slices.Contains(nearUndo, t.verb) || onExisting && rank(t) != 0 {
			continue // what stands in for a change to one that exists is looking it up
		}
		c := objCap(t, th, prefix)
		if c == "" || slices.Contains(caps, c) {
			continue
		}
		caps, names = append(caps, c), append(names, t.name)
	}
	return caps, names
}

// objCap says what t does with th, as words after "I can": "look up an
// order", "list tickets", else the description's opening clause when it
// opens with a verb and is short ("book a fitting appointment for an
// order"), else what the name says (capPhrase).
func objCap(t objTool, th objThing, prefix string) string {
	switch {
	case t.object == th.word && readVerbs[t.verb] && t.verb != "count" && t.verb != "check" && t.verb != "explain":
		if t.plural || t.verb == "list" || t.verb == "search" || t.verb == "find" || t.verb == "browse" {
			v := t.verb
			if v == "get" || v == "fetch" || v == "retrieve" || v == "show" || v == "read" || v == "query" {
				v = "list"
			}
			return v + " " + Plural(th.word)
		}
		return "look up " + article(th.word)
	}
	d := strings.TrimSpace(t.desc)
	if i := strings.IndexAny(d, ".\n(:;"); i >= 0 {
		d = strings.TrimSpace(d[:i])
	}
	if dw := descWords(d); len(dw) > 0 && descVerb(dw) && len(strings.Fields(d)) <= 8 && len(strings.Fields(d)) >= 2 {
		return strings.ToLower(d[:1]) + d[1:]
	}
	if t.verb != "" && t.object != "" {
		return t.verb + " " + Plural(t.object) // pay_ticket: "pay tickets", not "get pay tickets"
	}
	return capPhrase(t.name, prefix)
}

// objAnswer is the refusal of what: it names caps and offers them when
// offer is set.
func objAnswer(what string, caps []string, offer bool) string {
	a := "I can't " + what + " with these tools; I can " + joinWords(caps, "or") + "."
	if !offer {
		return "I can't " + what + " with these tools; I can only " + joinWords(caps, "or") + " here."
	}
	if len(caps) == 1 {
		return a + " Want me to do that instead?"
	}
	return a + " Want me to do one of those instead?"
}

// objFill fills a request's {ref}, {Ref}, {thing} and {things} for th;
// n numbers the request.
func objFill(q string, th objThing, n int) string {
	ref := th.ref(n)
	return strings.NewReplacer("{ref}", ref, "{Ref}", strings.ToUpper(ref[:1])+ref[1:], "{things}", Plural(th.word), "{thing}", th.word).Replace(q)
}

// readable tells whether a tool looks th up or lists it, and th is a
// record of its own: a tool makes it, or one looks it up by its id.
func (th objThing) readable() bool {
	if !slices.ContainsFunc(th.tools, func(t objTool) bool { return t.object == th.word && readVerbs[t.verb] }) {
		return false
	}
	return th.maker != nil || slices.ContainsFunc(th.tools, func(t objTool) bool {
		return t.object == th.word && readVerbs[t.verb] && slices.Contains(t.idOf, th.word)
	})
}

// objMisses derives the near misses of objGaps for the things of tools.
func objMisses(tools []objTool, prefix string, most int) []domainMiss {
	var out []domainMiss
	for _, th := range objThings(tools) {
		for _, g := range objGaps {
			if g.made && th.maker == nil || g.read && !th.readable() || th.covers(g) || g.verb == "cancel" && objPast[th.made] ||
				g.paid && !anyIn(th.own, objMoney) && !(g.timed && th.timed()) {
				continue
			}
			caps, names := objCaps(th, prefix, most, true)
			offer := len(caps) > 0
			if !offer {
				// nothing reads it: what the tools do with it is said
				// ("I can only book repairs here"), and not offered
				caps, names = objCaps(th, prefix, most, false)
			}
			if len(caps) == 0 {
				continue
			}
			m := domainMiss{verb: g.verb, noun: th.word, tools: names,
				answer: objAnswer(strings.NewReplacer("{things}", Plural(th.word)).Replace(g.what), caps, offer)}
			for i, q := range g.requests {
				m.requests = append(m.requests, objFill(q, th, i))
			}
			out = append(out, m)
		}
		out = append(out, objFieldMisses(th, prefix, most)...)
	}
	return out
}

// timed tells whether the tool making th takes a date or a time: th is a
// booking of some kind, which people cancel.
func (th objThing) timed() bool {
	return th.maker != nil && slices.ContainsFunc(th.maker.params, func(p objParam) bool {
		return p.format == "date" || p.format == "date-time" || anyIn(p.words, []string{"date", "time", "slot", "start", "starts", "day"})
	})
}

// covers tells whether a tool may do gap g to th: a word of g.syn among
// the words of th's tools, or of g.anyTool among the names of all tools.
func (th objThing) covers(g objGap) bool {
	any := g.anyTool
	if any == nil {
		any = g.syn
	}
	return anyIn(th.own, g.syn) || anyIn(th.names, any)
}
