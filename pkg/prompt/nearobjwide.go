package prompt

import (
	"slices"
	"strings"
)

// objCurrencies are currency codes a parameter name or description may
// hold ("price_gbp", "GBP per tonne"), with what people call them.
var objCurrencies = [][2]string{{"gbp", "pounds"}, {"usd", "US dollars"}, {"eur", "euros"}, {"jpy", "yen"}, {"aud", "Australian dollars"},
	{"cad", "Canadian dollars"}, {"chf", "Swiss francs"}, {"inr", "rupees"}}

// objWideMisses derives the near misses about the server as a whole: a
// phone call to someone whose number the tools keep, and an amount in
// another currency than the one the tools use.
func objWideMisses(tools []objTool, things []objThing, prefix string, most int) []domainMiss {
	var out []domainMiss
	var names []string
	for _, t := range tools {
		names = append(names, nearWords(t.name)...)
	}
	if m, ok := objPhone(tools, things, names, prefix, most); ok {
		out = append(out, m)
	}
	if m, ok := objCurrency(tools, things, prefix, most); ok {
		out = append(out, m)
	}
	return out
}

// objPeople are the people a phone number of a tool may belong to, whom
// a user would ask to have rung ("the customer"; not "the account").
var objPeople = []string{"customer", "client", "patient", "student", "contact", "owner", "tenant", "member", "guest", "driver",
	"seller", "buyer", "parent", "guardian", "player", "applicant", "resident", "employee", "candidate", "caller", "person", "passenger", "visitor"}

// objPhone: the tools keep someone's phone number, none calls or texts.
// The one called is the owner the parameter names ("contact" of
// contact_phone), else the thing of the tool taking it ("customer" of
// create_customer); the answer names what the tools do with that thing.
func objPhone(tools []objTool, things []objThing, names []string, prefix string, most int) (domainMiss, bool) {
	if anyIn(names, []string{"call", "phone", "dial", "sms", "text", "ring", "voice", "whatsapp"}) {
		return domainMiss{}, false
	}
	owner, of := "", ""
	for _, t := range tools {
		for _, p := range t.params {
			if k := slices.Index(p.words, "phone"); k >= 0 && owner == "" {
				owner, of = strings.Join(p.words[:k], " "), t.object
				if owner == "" {
					owner = t.object
				}
			}
		}
	}
	i := slices.IndexFunc(things, func(th objThing) bool { return th.word == of })
	if !slices.Contains(objPeople, owner) || i < 0 {
		return domainMiss{}, false
	}
	caps, offered := objCaps(things[i], prefix, most, false)
	if len(caps) == 0 {
		return domainMiss{}, false
	}
	return domainMiss{verb: "call", noun: owner, tools: offered, answer: objAnswer("make phone calls", caps, true),
		requests: []string{"Could you give the " + owner + " a quick call on the number we have on file?",
			"Can you phone the " + owner + " and tell them we're running a day late?"}}, true
}

// objCurrency: amounts are in one currency (a parameter's unit or the
// descriptions say it) and no tool converts them.
func objCurrency(tools []objTool, things []objThing, prefix string, most int) (domainMiss, bool) {
	cur := -1
	var priced *objTool
	for i, t := range tools {
		if anyIn(t.words, []string{"currency", "convert", "exchange", "fx", "conversion"}) {
			return domainMiss{}, false
		}
		for k, c := range objCurrencies {
			if slices.Contains(t.words, c[0]) && (cur < 0 || k == cur) {
				cur, priced = k, &tools[i]
			}
		}
	}
	if cur < 0 {
		return domainMiss{}, false
	}
	other := objCurrencies[1][1]
	if cur == 1 {
		other = objCurrencies[2][1]
	}
	what := "convert amounts into other currencies"
	lead := "I can't " + what + " with these tools; amounts here are in " + objCurrencies[cur][1] + "."
	// the thing of the tool taking the amount: "the alteration I logged"
	ref := slices.IndexFunc(things, func(th objThing) bool { return th.word == priced.object })
	if ref >= 0 && priced.object != "" {
		th := things[ref]
		caps, names := objCaps(th, prefix, most, false)
		if len(caps) > 0 {
			return domainMiss{verb: "currency", noun: th.word, tools: names,
				answer:   lead + " I can " + joinWords(caps, "or") + ". Want me to do that instead?",
				requests: []string{objFill("How much is {ref} in "+other+"?", th, 0), objFill("What does {ref} come to in "+other+"?", th, 1)}}, true
		}
	}
	c := objCap(*priced, objThing{}, prefix)
	if c == "" || !slices.Contains(append([]string{"rate", "quote", "tariff", "fare"}, objMoney...), priced.object) {
		return domainMiss{}, false
	}
	return domainMiss{verb: "currency", noun: objCurrencies[cur][0], tools: []string{priced.name},
		answer:   lead + " I can " + c + " in " + objCurrencies[cur][1] + ". Want me to do that instead?",
		requests: []string{"Can you give me the " + Plural(priced.object) + " in " + other + " instead of " + objCurrencies[cur][1] + "?"}}, true
}
