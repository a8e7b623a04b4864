package dataset

import (
	"strings"
	"unicode"
)

// A convTurn is one turn of a checked line in the neutral shape the
// record-kind checks read: each format's checker collects them while it
// checks its own rules, then calls checkKinds.
type convTurn struct {
	role  string // RoleUser, RoleAssistant or RoleTool
	text  string // the message text; a tool turn's result text
	calls []convCall
	path  string // JSON pointer of the turn, for findings
}

// A convCall is one call of an assistant convTurn.
type convCall struct {
	name string
	args any // the decoded arguments; nil when they did not decode
	path string
}

// checkKinds applies the rules of the multi-call and multi-turn record
// kinds to a line's turns (calls pairing with results and role order are
// each format's own checks):
//
//   - a chained step, a call made after a tool result of the same exchange
//     (no user turn between), must take an argument value from an earlier
//     tool result or from the user's words: checkSteps;
//   - a clarification, an assistant question with no call answered by the
//     user and followed by a call, must ask for a value the call then
//     uses: checkClarify.
func checkKinds(c *LineContext, turns []convTurn) {
	checkSteps(c, turns)
	checkClarify(c, turns)
}

// checkSteps reports chained steps whose arguments come from nowhere. A
// step call is "chained" when one of its argument values (a string, or a
// number's JSON text) equals a substring of an earlier tool result of the
// record; it is "grounded" when a user turn of the exchange gives one
// (saysValue: the value itself, case aside, or a date said in words, as
// "7 October 2025" gives 2025-10-07). Calls written one per turn from a
// parallel request (openai-functions, --chat-template for Llama 3.x) are
// grounded in the request; a chain's second call is chained; a call that is neither teaches
// the model to invent values, which is an error. Calls without argument
// values are not checked.
func checkSteps(c *LineContext, turns []convTurn) {
	var results, users []string
	stepped := false
	for _, t := range turns {
		switch t.role {
		case RoleUser:
			stepped, users = false, append(users[:0], t.text)
		case RoleTool:
			results = append(results, t.text)
			stepped = true
		case RoleAssistant:
			if !stepped {
				continue
			}
			for _, call := range t.calls {
				vals := leafValues(call.args, nil)
				if len(vals) == 0 || anyWithin(vals, results) || anySaid(vals, users) {
					continue
				}
				c.Errorf(call.path, "call %s follows a tool result of the same exchange (a chained step) but none of its argument values (%s) appears in an earlier tool result or in the user's request", call.name, strings.Join(vals, ", "))
			}
		}
	}
}

// checkClarify checks every clarification: an assistant turn with text, no
// call and a question mark, right after a user turn, answered by a user
// turn, followed by an assistant turn with calls. The values the reply
// supplies are the call arguments (strings and numbers, or lists of them
// every item of which is in the reply) whose text appears in the reply,
// case-insensitively. The question names what was missing
// when, for one of them, it contains every word of the argument's name
// (snake_case, kebab-case and camelCase split, case-insensitive: "city",
// "max results" for max_results; a word also by its stem: "owns" for
// owner), or the reply, trimmed of spaces and final
// punctuation, is exactly that value (case-insensitive). A clarification
// whose reply supplies no argument of the call, whose question names
// none of those it supplies, or whose question is filler alone ("Which
// one should I use?": contentFree) however exactly the reply gives a
// value, is an error. A flag (true or false) is
// supplied by a reply opening with a yes or a no that matches it, and
// named by the question saying its name ("Should I accept the dialog?");
// a list of records is supplied when every value inside it is in the
// reply; a choice is also named when the question offers it among others
// ("Which level: error, warning or info?"), its words apart in both the
// question and the reply when it is a constant ("Should I approve,
// request changes or comment?" — "Request changes." for
// REQUEST_CHANGES). A text value is also supplied and named when the
// request said its start and the reply is exactly the rest ("Can you find
// me some coffee shops?" — "Where should I look?" — "In Prague." for
// "coffee shops in Prague").
func checkClarify(c *LineContext, turns []convTurn) {
	for i := 1; i+2 < len(turns); i++ {
		q := turns[i]
		if q.role != RoleAssistant || len(q.calls) > 0 || !strings.Contains(q.text, "?") ||
			turns[i-1].role != RoleUser || turns[i+1].role != RoleUser ||
			turns[i+2].role != RoleAssistant || len(turns[i+2].calls) == 0 {
			continue
		}
		reply := strings.TrimRight(strings.TrimSpace(turns[i+1].text), ".!")
		lowReply, question := strings.ToLower(reply), strings.ToLower(q.text)
		var supplied []string
		named := false
		for _, call := range turns[i+2].calls {
			m, _ := call.args.(map[string]any)
			for _, k := range sortedArgKeys(m) {
				if b, ok := m[k].(bool); ok {
					// A flag: the reply says yes or no, as the value is.
					if yesNo(lowReply) == b && answersYesNo(lowReply) {
						supplied = append(supplied, k)
						named = named || nameIn(k, question)
					}
					continue
				}
				vals := replyValues(m[k])
				if len(vals) == 0 {
					vals = recordValues(m[k])
				}
				if len(vals) == 1 && !allSaid(vals, lowReply) && saysValue(choiceWords(vals[0]), lowReply) && offers(question, choiceWords(vals[0])) {
					// A choice offered and answered in words
					// ("request changes" for REQUEST_CHANGES).
					supplied, named = append(supplied, k), true
					continue
				}
				if len(vals) > 1 && !allSaid(vals, lowReply) && choicesOffered(vals, question, lowReply) {
					// Choices of a list offered and answered in words
					// ("parallel parking and roundabouts").
					supplied, named = append(supplied, k), true
					continue
				}
				if len(vals) == 1 && !allSaid(vals, lowReply) && completes(vals[0], strings.ToLower(turns[i-1].text), lowReply) {
					// The request said what to look for, the reply
					// where ("coffee shops" … "In Prague."): the reply
					// is exactly what was missing.
					supplied, named = append(supplied, k), true
					continue
				}
				if len(vals) == 0 || !allSaid(vals, lowReply) {
					continue
				}
				supplied = append(supplied, k)
				if (len(vals) == 1 && strings.EqualFold(reply, strings.TrimRight(vals[0], ".!"))) || nameIn(k, question) ||
					(len(vals) == 1 && offers(question, vals[0])) || innerKeysNamed(m[k], question) {
					named = true
				}
			}
		}
		switch {
		case named && contentFree(q.text):
			c.Errorf(q.path, "clarifying question %q does not say in words what is missing (%s): a user cannot tell which value to give", q.text, strings.Join(supplied, ", "))
		case len(supplied) == 0:
			c.Errorf(q.path, "clarifying question, but the user's reply %q supplies no argument of the call that follows", reply)
		case !named:
			c.Errorf(q.path, "clarifying question names none of the arguments the user's reply then supplies (%s), and the reply is not exactly one of their values", strings.Join(supplied, ", "))
		}
	}
}

// choicesOffered tells whether every value of vals, said in words
// (choiceWords), is offered by the lower-case question and said in the
// lower-case reply: a list of constants chosen from those offered.
func choicesOffered(vals []string, question, reply string) bool {
	for _, v := range vals {
		w := choiceWords(v)
		if !saysValue(w, reply) || !offers(question, w) {
			return false
		}
	}
	return true
}

// yesNo tells whether a reply (lower case) says yes; answersYesNo
// whether it opens with a yes or a no at all.
func yesNo(reply string) bool {
	for _, w := range []string{"yes", "yeah", "yep", "sure", "please do", "go ahead"} {
		if strings.HasPrefix(reply, w) {
			return true
		}
	}
	return false
}

func answersYesNo(reply string) bool {
	if yesNo(reply) {
		return true
	}
	for _, w := range []string{"no", "nope", "don't", "do not"} {
		if reply == w || strings.HasPrefix(reply, w+",") || strings.HasPrefix(reply, w+".") || strings.HasPrefix(reply, w+" ") {
			return true
		}
	}
	return false
}

// offers tells whether the lower-case question offers v among choices
// ("which level: error, warning or info?"): it says v as a word of its
// own and an "or".
func offers(question, v string) bool {
	l := strings.ToLower(v)
	i := strings.Index(question, l)
	if i < 0 || !strings.Contains(question, " or ") {
		return false
	}
	edge := func(j int) bool {
		return j < 0 || j >= len(question) || !unicode.IsLetter(rune(question[j])) && !unicode.IsDigit(rune(question[j]))
	}
	return edge(i-1) && edge(i+len(l))
}

// completes tells whether the lower-case reply is exactly the end of
// value v whose start the lower-case request says: a place ("in
// prague", "prague") closing a search the request began ("coffee shops"
// of "coffee shops in Prague"). The start and the end are three letters
// or more, the start said as words of its own.
func completes(v, request, reply string) bool {
	l := strings.ToLower(v)
	tail := strings.TrimSpace(reply)
	if len(tail) < 3 || !strings.HasSuffix(l, tail) || len(tail) == len(l) {
		return false
	}
	head := strings.TrimSpace(l[:len(l)-len(tail)])
	if !strings.HasSuffix(l[:len(l)-len(tail)], " ") {
		return false // the reply ends a word, not the value's last words
	}
	for _, prep := range []string{" in", " near", " around", " at", " on"} {
		head = strings.TrimSuffix(head, prep)
	}
	i := strings.Index(request, head)
	return len(head) >= 3 && i >= 0 &&
		(i == 0 || !unicode.IsLetter(rune(request[i-1]))) &&
		(i+len(head) == len(request) || !unicode.IsLetter(rune(request[i+len(head)])))
}

// choiceWords says an API constant as a person says it: its words apart
// and in lower case ("REQUEST_CHANGES", "requestChanges" and
// "request-changes" are "request changes"); other values as they are.
func choiceWords(v string) string {
	return strings.Join(nameWords(v), " ")
}

// recordValues are the texts a reply gives for a list of records (or one
// record): every string and number inside it; nil for other values.
func recordValues(v any) []string {
	switch v.(type) {
	case []any, map[string]any:
		return leafValues(v, nil)
	}
	return nil
}

// replyValues are the texts a reply gives for an argument value: a string
// or number, or each of a list of them (a list of paths said with "and").
func replyValues(v any) []string {
	if l, ok := v.([]any); ok {
		var out []string
		for _, e := range l {
			s, ok := scalarText(e)
			if !ok {
				return nil
			}
			out = append(out, s)
		}
		return out
	}
	if s, ok := scalarText(v); ok {
		return []string{s}
	}
	return nil
}

// allSaid reports whether the lower-case reply s gives every one of
// vals (saysValue: the value itself, or a date in words).
func allSaid(vals []string, s string) bool {
	for _, v := range vals {
		if !saysValue(v, s) {
			return false
		}
	}
	return true
}

// nameIn reports whether every word of the parameter name k appears in the
// lower-case text s, a plural name's words also in the singular ("origin"
// for origins).
// innerKeysNamed tells whether the question names every key of the
// objects inside v, an argument of objects ("What are the latitude and
// longitude of the location?" for coordinates [{latitude, longitude}]):
// it asks for what the argument is made of. False for a value that holds
// no object.
func innerKeysNamed(v any, question string) bool {
	keys := map[string]bool{}
	var walk func(v any, depth int)
	walk = func(v any, depth int) {
		if depth > 4 {
			return
		}
		switch x := v.(type) {
		case map[string]any:
			for k, e := range x {
				keys[k] = true
				walk(e, depth+1)
			}
		case []any:
			for _, e := range x {
				walk(e, depth+1)
			}
		}
	}
	walk(v, 0)
	if len(keys) == 0 {
		return false
	}
	for k := range keys {
		if !nameIn(k, question) {
			return false
		}
	}
	return true
}

func nameIn(k, s string) bool {
	words := nameWords(k)
	if n := len(words); n > 1 && whenWords[words[n-1]] && strings.Contains(s, "when ") {
		// A moment named by what happened then (consent_signed_at,
		// start_date): "When was the consent signed?", "When should it
		// start?" name it.
		words = words[:n-1]
	}
	words = withoutUnit(words, s)
	for i, w := range words {
		if i > 0 && spelledID(w) {
			// A global or unique id after its thing (tag_gid): "Which
			// tag? I'll need its id." names it.
			continue
		}
		if whole := cutShort[w]; i > 0 && whole != "" && strings.Contains(s, whole) {
			// A word cut short after its thing (batch_no): "Which
			// batch? I'll need its number." names it.
			continue
		}
		if !strings.Contains(s, w) && !strings.Contains(s, strings.TrimSuffix(w, "s")) && !strings.Contains(s, nounStem(w)) {
			return false
		}
	}
	return len(words) > 0
}

// whenWords end the name of a moment a "when" question asks for
// (signed_at, start_date, drop_off_time).
var whenWords = map[string]bool{"at": true, "on": true, "date": true, "time": true, "day": true, "datetime": true, "dt": true}

// cutShort are the cut-short words a parameter's name may end in, with
// the word a person says for them ("no" of batch_no is "number").
var cutShort = map[string]string{"no": "number", "nr": "number", "num": "number", "qty": "quantity"}

// nounStem is w without an ending that makes a noun of a verb ("owner"
// → "own"), so "Which account owns the repo?" asks for the owner; w
// itself when that leaves under three letters.
func nounStem(w string) string {
	for _, end := range []string{"er", "ing", "ed"} {
		if s, ok := strings.CutSuffix(w, end); ok && len(s) >= 3 {
			return s
		}
	}
	return w
}

// nameWords splits a parameter name into lower-case words at "_", "-",
// ".", spaces and lower-to-upper case changes: maxResults and max_results
// give [max results].
func nameWords(k string) []string {
	var words []string
	var cur []rune
	prevLower := false
	flush := func() {
		if len(cur) > 0 {
			words = append(words, strings.ToLower(string(cur)))
			cur = cur[:0]
		}
	}
	for _, r := range k {
		switch {
		case r == '_' || r == '-' || r == '.' || r == ' ':
			flush()
			prevLower = false
			continue
		case unicode.IsUpper(r) && prevLower:
			flush()
		}
		cur = append(cur, r)
		prevLower = unicode.IsLower(r) || unicode.IsDigit(r)
	}
	flush()
	return words
}

// scalarText is the text of a string or number argument value.
func scalarText(v any) (string, bool) {
	switch x := v.(type) {
	case string:
		return x, x != ""
	case interface{ String() string }: // json.Number
		return x.String(), true
	}
	return "", false
}

// LeafTexts returns the text of every string and number inside v (object
// members in key order): the values a call's arguments say.
func LeafTexts(v any) []string { return leafValues(v, nil) }

// leafValues appends the text of every string and number inside v.
func leafValues(v any, out []string) []string {
	switch x := v.(type) {
	case map[string]any:
		for _, k := range sortedArgKeys(x) {
			out = leafValues(x[k], out)
		}
	case []any:
		for _, e := range x {
			out = leafValues(e, out)
		}
	default:
		if s, ok := scalarText(x); ok {
			out = append(out, s)
		}
	}
	return out
}

// anySaid reports whether one of texts gives one of vals (saysValue: the
// value itself, case aside, or a date in words).
func anySaid(vals, texts []string) bool {
	for _, t := range texts {
		l := strings.ToLower(t)
		for _, v := range vals {
			if saysValue(v, l) {
				return true
			}
		}
	}
	return false
}

// anyWithin reports whether one of vals is a substring of one of texts.
func anyWithin(vals, texts []string) bool {
	for _, v := range vals {
		for _, t := range texts {
			if strings.Contains(t, v) {
				return true
			}
		}
	}
	return false
}

// decodedArgs returns a call's arguments as a decoded value: the object
// itself, or what a JSON string holds (nil when it does not decode).
func decodedArgs(v any) any {
	if s, ok := v.(string); ok {
		d, err := decodeValue([]byte(s))
		if err != nil {
			return nil
		}
		return d
	}
	return v
}

// stringOf is v when it is a string, else "".
func stringOf(v any) string {
	s, _ := v.(string)
	return s
}

// textCalls turns a call object or a list of them, decoded from a turn's
// text (sharegpt function_call, hermes <tool_call>), into convCalls.
func textCalls(v any, path string) []convCall {
	list, ok := v.([]any)
	if !ok {
		list = []any{v}
	}
	var out []convCall
	for _, e := range list {
		m, _ := e.(map[string]any)
		name, _ := m["name"].(string)
		out = append(out, convCall{name: name, args: decodedArgs(m["arguments"]), path: path})
	}
	return out
}

// spelledID tells whether w, a word of a parameter's name, is a spelling
// of "id" a person never says ("gid", "guid", "uid", "iid").
func spelledID(w string) bool {
	switch w {
	case "gid", "guid", "uid", "iid":
		return true
	}
	return false
}

// unitAbbrevs are the unit abbreviations a number's name may end in
// (maxSpeedKmh, draft_ft, doseMgPerKg, readingM3).
var unitAbbrevs = map[string]bool{"mg": true, "g": true, "kg": true, "lb": true, "lbs": true, "oz": true, "mm": true, "cm": true,
	"m": true, "km": true, "mi": true, "ft": true, "ml": true, "l": true, "kb": true, "mb": true, "gb": true, "px": true,
	"kw": true, "kwh": true, "mph": true, "kmh": true, "m2": true, "m3": true, "per": true}

// withoutUnit is words, a number's name, without the unit abbreviations
// it ends in when the question s asks for the amount in a unit ("What
// beam should I use, in feet?" for beam_ft, "in km/h" for maxSpeedKmh):
// the unit is said as people write it, not as the name spells it.
func withoutUnit(words []string, s string) []string {
	if !strings.Contains(s, ", in ") {
		return words
	}
	n := len(words)
	for n > 1 && unitAbbrevs[words[n-1]] {
		n--
	}
	return words[:n]
}
