package prompt

import (
	"strings"
)

// A message asking for two things tells why once, next to what it is
// for: "Fetch the public channels. I'm updating the team directory. I
// need to list every user." reads as two forms stitched together, the
// reason standing between the two asks. The helpers here find the
// purpose sentences the request plans add (see purposePool) so
// JoinRequests can move them.

// purposeSet holds every purpose sentence a request plan adds.
var purposeSet = func() map[string]bool {
	m := map[string]bool{}
	for _, pool := range append([][]string{tripPurposes, uiPurposes, clickPurposes, hoverPurposes, typePurposes, selectPurposes, dragPurposes, uploadPurposes, dialogPurposes,
		dataPurposes, workPurposes, chatPurposes, findPurposes, nearPurposes, peoplePurposes, peopleSearchPurposes, channelPurposes, keyPurposes, commitPurposes, issuePurposes, pullPurposes,
		reviewPurposes, statusPurposes, changedPurposes, contentPurposes, indexPurposes, schemaPurposes, sizePurposes, docPurposes, consolePurposes, picturePurposes,
		templatePurposes, logPurposes, connectionPurposes}, fittedPurposes...) {
		for _, s := range pool {
			m[s] = true
		}
	}
	return m
}()

// purposeSentence tells whether s is a sentence telling why the person
// asks ("I'm updating the team directory.").
func purposeSentence(s string) bool {
	s = strings.TrimSpace(s)
	if purposeSet[s] {
		return true
	}
	// "I'm planning my week.", "We're organizing a workshop.": what the
	// person is doing, in a few words naming no value.
	f := strings.Fields(s)
	if len(f) < 3 || len(f) > 7 || !strings.HasSuffix(s, ".") || strings.ContainsAny(s, "\"`0123456789/@:") {
		return false
	}
	if f[0] != "I'm" && f[0] != "We're" || !strings.HasSuffix(f[1], "ing") {
		return false
	}
	l := strings.ToLower(s)
	for _, c := range contextLeads {
		if strings.HasPrefix(l, c) {
			return false // where it works: "I'm going through prod-1."
		}
	}
	switch f[1] {
	case "using", "connected", "working", "looking", "going", "running", "trying":
		return false
	}
	return true
}

// purposePointsBack tells whether s, a purpose sentence, points at the thing its
// request names ("I'm heading there later today.", "Someone asked me
// about it."): moved away from that request it would point at another.
func purposePointsBack(s string) bool {
	for w := range strings.FieldsSeq(strings.ToLower(s)) {
		switch strings.Trim(w, ".,!?") {
		case "there", "it", "them", "this", "that", "those", "these", "here":
			return true
		}
	}
	return false
}

// sentenceEnds are the indexes just past each sentence's closing mark in
// r, a request of one line (marks inside quotes or backticks left out).
func sentenceEnds(r string) []int {
	var out []int
	quoted, ticked := false, false
	for i := 0; i < len(r); i++ {
		switch c := r[i]; {
		case c == '"':
			quoted = !quoted
		case c == '`':
			ticked = !ticked
		case !quoted && !ticked && strings.IndexByte(".?!", c) >= 0 && (i+1 == len(r) || r[i+1] == ' '):
			out = append(out, i+1)
		}
	}
	return out
}

// cutPurpose splits r, a request of one line and two or more sentences,
// into the rest and the purpose sentence it opens or closes with ("I was
// out yesterday. Mind looking up every reply …?" → "Mind looking up every
// reply …?", "I was out yesterday."); why is "" when r has none.
func cutPurpose(r string) (rest, why string) {
	if strings.ContainsRune(r, '\n') {
		return r, ""
	}
	ends := sentenceEnds(r)
	if len(ends) < 2 {
		return r, ""
	}
	if first := r[:ends[0]]; purposeSentence(first) {
		return strings.TrimSpace(r[ends[0]:]), strings.TrimSpace(first)
	}
	if last := r[ends[len(ends)-2]:]; purposeSentence(last) {
		return strings.TrimSpace(r[:ends[len(ends)-2]]), strings.TrimSpace(last)
	}
	return r, ""
}

// hasPurpose tells whether one sentence of r is a purpose sentence.
func hasPurpose(r string) bool {
	start := 0
	for _, e := range sentenceEnds(strings.ReplaceAll(r, "\n", " ")) {
		if purposeSentence(r[start:e]) {
			return true
		}
		start = e
	}
	return false
}

// clauseVerbs close a question put inside a sentence ("what the issues
// in repo a are?").
var clauseVerbs = map[string]bool{"is": true, "are": true, "was": true, "were": true, "says": true, "say": true,
	"contains": true, "contain": true, "has": true, "have": true, "holds": true, "hold": true}

// clauseAround tells whether a value between before and after sits in a
// question put inside a sentence that closes on its verb right after the
// value ("Can you tell me what the issues in repo " … " are?"): listing
// values there leaves the verb stranded after a long list ("what the
// issues in repos a, b and c are?"), which no one writes.
func clauseAround(before, after string) bool {
	a := strings.TrimLeft(after, "\"'`")
	i := strings.IndexAny(a, "?.!")
	if i < 0 {
		return false
	}
	f := strings.Fields(a[:i])
	if len(f) == 0 || len(f) > 3 || !clauseVerbs[strings.ToLower(f[len(f)-1])] {
		return false
	}
	b := strings.ToLower(before)
	if j := strings.LastIndexAny(b, ".?!"); j >= 0 {
		b = b[j+1:]
	}
	w := strings.Fields(b)
	for k, x := range w {
		switch x {
		case "what", "which", "who", "whose", "where", "how", "whether", "if":
			return k > 0 // a question opening the sentence ("What is X?") keeps its verb first
		}
	}
	return false
}

// ValueInClause tells whether v, said once in text, sits in a question
// put inside a sentence that closes on its verb right after it (see
// clauseAround): listing values there fails, and another wording of the
// request may list them.
func ValueInClause(text, v string) bool {
	i := strings.Index(text, v)
	if i < 0 || v == "" {
		return false
	}
	return clauseAround(text[:i], text[i+len(v):])
}

// agreeList joins before, the listed values list and after, the words
// of the request around them agreeing with several things: "What's" and
// "does" right before the list (and its noun) become "What are" and "do",
// that noun plural ("What are rooms HQ-1 and HQ-2 like?", "do pull
// requests #8 and #9 have"), and a noun right after a list led by "the"
// plural too ("the C01, C02 and C03 channels"). start is where the list
// begins in the result.
func agreeList(before, after, list string) (out string, start int) {
	s := strings.LastIndexAny(before, ".?!\n") + 1
	head, clause := before[:s], before[s:]
	for _, r := range [][2]string{{"What's ", "What are "}, {"What is ", "What are "}, {" does ", " do "}, {"Does ", "Do "},
		{" has ", " have "}, {"Has ", "Have "}, {" was ", " were "}} {
		i := strings.Index(clause, r[0])
		rest := ""
		if i >= 0 {
			rest = clause[i+len(r[0]):]
		}
		mark := ""
		if strings.HasSuffix(rest, "#") {
			rest, mark = rest[:len(rest)-1], "#" // "does pull request #8"
		}
		if i < 0 || strings.Contains(rest, ",") || prepIn(rest) || len(strings.Fields(rest)) > 2 {
			continue
		}
		if f := strings.Fields(rest); len(f) > 0 && strings.HasSuffix(rest, " ") {
			w := f[len(f)-1]
			if isNounWord(w) && strings.ToLower(w) == w && !strings.HasSuffix(w, "s") && w != "the" {
				rest = rest[:len(rest)-len(w)-1] + Plural(w) + " " // "do pull requests #8 and #9 have"
			}
		}
		rest += mark
		clause = clause[:i] + r[1] + rest
		break
	}
	if f := strings.Fields(clause); len(f) >= 3 && strings.HasSuffix(clause, " ") {
		// "a screenshot named a, b and c" is "screenshots named a, b
		// and c".
		switch n := len(f); strings.ToLower(f[n-1]) {
		case "named", "called", "titled":
			if a := strings.ToLower(f[n-3]); (a == "a" || a == "an") && isNounWord(f[n-2]) && strings.ToLower(f[n-2]) == f[n-2] {
				cut := strings.LastIndex(clause, f[n-3]+" "+f[n-2]+" "+f[n-1])
				clause = clause[:cut] + Plural(f[n-2]) + " " + f[n-1] + " "
			}
		}
	}
	cl := strings.ToLower(clause)
	if f := strings.Fields(after); len(f) > 0 && strings.HasPrefix(after, " ") &&
		(strings.HasSuffix(cl, "that ") || strings.HasSuffix(cl, "who ") || strings.HasSuffix(cl, "which ")) {
		// "events that a and b attend", not "attends".
		w := strings.TrimRight(f[0], ".,?!;:")
		pl := map[string]string{"is": "are", "has": "have", "was": "were", "does": "do"}[w]
		if pl == "" && len(w) >= 4 && strings.ToLower(w) == w && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "us") {
			// The clause's verb: "attends" → "attend", "matches" →
			// "match".
			pl = w[:len(w)-1]
			for _, e := range []string{"ches", "shes", "xes", "sses", "zes"} {
				if strings.HasSuffix(w, e) {
					pl = w[:len(w)-2]
				}
			}
		}
		if pl != "" {
			after = " " + pl + after[1+len(w):]
		}
	}
	if f := strings.Fields(after); len(f) > 0 && strings.HasPrefix(after, " ") && (strings.HasSuffix(cl, "the ") || strings.HasSuffix(cl, "'s ")) {
		w := strings.TrimRight(f[0], ".,?!;:")
		if isNounWord(w) && strings.ToLower(w) == w && !strings.HasSuffix(w, "s") {
			after = " " + Plural(w) + after[1+len(w):]
		}
	}
	return head + clause + list + after, len(head + clause)
}

// prepIn tells whether s holds a preposition: a list after it is what
// the preposition takes ("the weather in Porto and Lyon"), not the
// subject a verb before it agrees with.
func prepIn(s string) bool {
	for w := range strings.FieldsSeq(strings.ToLower(s)) {
		switch w {
		case "in", "of", "for", "on", "at", "from", "to", "with", "by", "about", "under", "into", "between", "near", "inside",
			"within", "using", "behind", "over", "across", "around", "after", "before", "like", "up":
			return true
		}
	}
	return false
}

// reasonLast puts the purpose sentence req opens with after its ask: a
// request said right after "Hold off on that." reads as a stock line
// when a reason stands between the two ("Hold off on that. Doing a
// quick QA pass. Mind going to …?"). req itself when it opens with none.
func reasonLast(req string) string {
	rest, why := cutPurpose(req)
	if why == "" || !strings.HasPrefix(req, why) || rest == "" {
		return req
	}
	return Sentence(rest) + " " + why
}

// imperative tells whether r is a command of one line opening with its
// verb ("Search the page text for X."), not a question nor a statement.
func imperative(r string) bool {
	r = strings.TrimSpace(r)
	return r != "" && !strings.HasSuffix(r, "?") && !strings.ContainsRune(r, '\n') && startsWithVerb(r)
}

// withoutThatWhere drops the closing sentence of r, a later request of a
// message, that only says it works where the one before did ("Show me
// every DB. This is on that connection."): said after its ask it adds
// nothing "that" does not, and reads as a form's note. r itself when it
// closes otherwise.
func withoutThatWhere(r string) string {
	if strings.ContainsRune(r, '\n') {
		return r
	}
	ends := sentenceEnds(r)
	if len(ends) < 2 {
		return r
	}
	last := strings.TrimSpace(r[ends[len(ends)-2]:])
	l := strings.ToLower(last)
	for _, c := range contextLeads {
		if strings.HasPrefix(l, c) && strings.Contains(l, " that ") && len(strings.Fields(last)) <= 7 {
			return strings.TrimSpace(r[:ends[len(ends)-2]])
		}
	}
	return r
}
