package prompt

import (
	"regexp"
	"strings"
)

// oneAskOpeners open a first request whose action a second action can
// join in the same sentence ("Can you list the tables and get user
// U1?"): a question or wish led into a verb, not a gerund ("Mind
// getting …" would need "and getting …").
var oneAskOpeners = []string{"can you please ", "could you please ", "would you please ", "can you ", "could you ",
	"would you ", "can we ", "could we ", "let's ", "please ", "i need to ", "i need you to ", "i'd like you to ",
	"i'd like to ", "i want to ", "we need to "}

// oneAskMax is the longest message, in bytes, said as one sentence of two
// actions: longer, the second action reads as a clause lost in the first.
const oneAskMax = 170

// tiedRe matches the words of a request that tie it to another sentence
// ("also", "too", "as well", "the same"): in one sentence of two
// actions they would tie it to its own other half.
var tiedRe = regexp.MustCompile(`(?i)\b(also|too|as well|the same|again|instead)\b`)

// JoinOne words two requests, first and later, as one sentence asking
// for both actions, as people ask for two short things at once: "Can you
// show me the jobs on February 17 and check the inventory on job
// MV-9I2Y8?", "Look up database D1 and grab user U7." rather than two
// sentences, the second "Could you also …?". first must be one sentence
// opening with its verb or a known opener (oneAskOpeners) and hold no
// list of its own (a comma or "and" outside quotes), which the joining
// "and" would extend; later must be one sentence whose action
// laterAction finds, with at most one comma. false otherwise or when
// the sentence would be long (oneAskMax).
func JoinOne(first, later string) (string, bool) {
	first, later = strings.TrimSpace(first), strings.TrimSpace(later)
	if first == "" || later == "" || strings.ContainsRune(first+later, '\n') || stripPoliteTail(later) != later {
		// A closer ("…, please.") ends the message as said: the later
		// request stands as a sentence of its own.
		return "", false
	}
	if c := first[0]; !(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z') {
		return "", false // "\"notes.md\": the draft." opens with no verb
	}
	lead0 := ""
	if ends := sentenceEnds(first); len(ends) == 2 && strings.HasSuffix(first[:ends[0]], ".") && purposeSentence(first[:ends[0]]) {
		// "I'm planning a schema change. Can you list …?": the situation
		// stays before the one sentence asking.
		lead0, first = first[:ends[0]+1], first[ends[0]+1:]
	}
	if len(sentenceEnds(first)) != 1 || !strings.ContainsAny(first[len(first)-1:], ".?") {
		return "", false
	}
	body := first[:len(first)-1]
	l := strings.ToLower(body)
	lead, gerund := "", false
	for _, o := range oneAskOpeners {
		if strings.HasPrefix(l, o) {
			lead = o
			break
		}
	}
	for _, o := range []string{"do you mind ", "would you mind ", "mind "} {
		if lead == "" && strings.HasPrefix(l, o) && strings.HasSuffix(first, "?") {
			// "Mind showing me X and looking through Y?"
			lead, gerund = o, true
		}
	}
	if lead == "" && !imperative(first) {
		return "", false
	}
	if f := strings.Fields(body[len(lead):]); gerund && (len(f) == 0 || unGerund(f[0]) == "") {
		return "", false
	}
	if lead != "" && !gerund && !startsWithVerb(body[len(lead):]) {
		return "", false // "Can we have the …" does not take a verb after "and"
	}
	if lead == "" && strings.HasSuffix(first, "?") {
		return "", false
	}
	if ands(body) || tiedRe.MatchString(later) || tiedRe.MatchString(unquoted(body)) || asksClause(body) {
		return "", false
	}
	act, ok := laterAction(later)
	if !ok || framed(act) {
		return "", false
	}
	act = strings.TrimRight(act, ".!? ")
	if act == "" || strings.Count(unquoted(act), ", ") > 1 || strings.HasPrefix(strings.ToLower(act), "and ") {
		return "", false
	}
	if w := strings.ToLower(strings.Fields(act)[0]); notVerb[w] || !startsWithVerb(act) {
		return "", false
	}
	if rest, ok := strings.CutPrefix(act, "see "); ok {
		act = "show me " + rest // "Get X and show me Y", not "and see Y"
	}
	if rest, ok := strings.CutPrefix(act, "show me most "); ok {
		act = "show me the most " + rest
	}
	if sameActTwice(body[len(lead):], act) {
		return "", false
	}
	if gerund {
		f := strings.Fields(act)
		g := gerundOf(f[0])
		if g == "" {
			return "", false
		}
		act = g + act[len(f[0]):]
	}
	and := " and "
	if strings.Contains(unquoted(body), ", ") {
		and = ", and " // "Can you bring up orders, only the closed ones, and update product P?"
	}
	out := lead0 + body + and + act + first[len(first)-1:]
	if len(out) > oneAskMax {
		return "", false
	}
	return out, true
}

// ands tells whether s joins words with "and", "or" or a semicolon
// outside its quotes and backticks: another "and" after it would read
// as one more item of that list.
func ands(s string) bool {
	u := unquoted(s)
	return strings.Contains(u, " and ") || strings.Contains(u, " or ") || strings.Contains(u, "; ")
}

// gerundOf is the gerund of the verb v ("look" → "looking", "create" →
// "creating", "get" → "getting"); "" when v is no verb known to unGerund
// the other way.
func gerundOf(v string) string {
	l := strings.ToLower(v)
	var g string
	switch n := len(l); {
	case n < 2:
		return ""
	case strings.HasSuffix(l, "ie"):
		g = l[:n-2] + "ying"
	case strings.HasSuffix(l, "e") && !strings.HasSuffix(l, "ee"):
		g = l[:n-1] + "ing"
	case n >= 3 && n <= 4 && !isVowel(l[n-1]) && isVowel(l[n-2]) && !isVowel(l[n-3]) && !strings.ContainsAny(l[n-1:], "wxy"):
		g = l + l[n-1:] + "ing" // "get" → "getting", "grab" → "grabbing"
	default:
		g = l + "ing"
	}
	if unGerund(g) != l {
		return ""
	}
	return g
}

// unquoted is s with what its double quotes and backticks hold left out.
func unquoted(s string) string {
	var b strings.Builder
	quoted, ticked := false, false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '"' && !ticked:
			quoted = !quoted
		case c == '`' && !quoted:
			ticked = !ticked
		case !quoted && !ticked:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// asksClause tells whether s, a request's words, holds a clause asked
// about ("tell me what the members are", "check whether it is up"):
// an action joined after it with "and" reads as part of that clause.
func asksClause(s string) bool {
	l := " " + strings.ToLower(unquoted(s)) + " "
	for _, w := range []string{" what ", " which ", " how ", " whether ", " if ", " who ", " where ", " when ", " why "} {
		if strings.Contains(l, w) {
			return true
		}
	}
	return false
}

// sameActTwice tells whether act, a second action, asks again what body
// (the first action, from its verb on) asks: the same verb ("list
// dashboards … and list the dashboards …") or the same thing named anew
// ("set up a product … and create a product …"); one pointed back at
// ("… and show me that timesheet") is not asked again.
func sameActTwice(body, act string) bool {
	bf, af := strings.Fields(strings.ToLower(unquoted(body))), strings.Fields(strings.ToLower(act))
	if len(bf) == 0 || len(af) < 2 {
		return false
	}
	v := bf[0]
	if g := unGerund(v); g != "" {
		v = g
	}
	if v == af[0] {
		return true
	}
	words := map[string]bool{}
	for _, w := range bf {
		words[strings.Trim(w, ",.?!:;'\"")] = true
	}
	for _, w := range af[1:min(len(af), 4)] {
		w = strings.Trim(w, ",.?!:;")
		switch w {
		case "that", "this", "it", "its", "those", "these", "them", "same":
			return false
		case "me", "a", "an", "the", "up", "out", "all", "every", "on", "for", "of", "in", "to":
			continue
		}
		return len(w) >= 3 && (words[w] || words[strings.TrimSuffix(w, "s")] || words[w+"s"])
	}
	return false
}
