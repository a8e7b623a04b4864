package generate

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// namedDone words answer, the assistant's report of c's change done
// ("Done: the sailing is canceled."), with the thing named as the
// request named it ("Done: sailing SL-HOL-2583 is canceled."): a
// report that names what it changed reads as an answer to this request,
// where "the sailing" reads as one line given to every change. The
// thing is c's id (a required string parameter named as an id) that
// text, the request, says right after a plain noun the answer says
// too. answer itself when no such id is found.
func namedDone(answer string, c spec, text string) string {
	for _, p := range c.pt.bind.Params() {
		v, ok := c.args[p.Name].(string)
		if !ok || !p.Required || !idLike(p) || len(v) < 3 || strings.ContainsAny(v, " \n") {
			continue
		}
		noun := nounBefore(text, v)
		if noun == "" {
			continue
		}
		// "the sailing" as the whole thing changed: not "the container
		// swap" (a swap of it) nor "the whole order".
		re := regexp.MustCompile(`\b([Tt])he ` + regexp.QuoteMeta(noun) + `( (?:is|are|can|would) |\.$)`)
		m := re.FindStringSubmatchIndex(answer)
		if m == nil {
			continue
		}
		lead := answer[m[2]:m[3]]
		named := noun + " " + v
		if lead == "T" {
			named = strings.ToUpper(named[:1]) + named[1:]
		}
		return answer[:m[0]] + named + answer[m[4]:]
	}
	return answer
}

// nounBefore is the plain lowercase word text says right before v
// ("sailing" of "cancel sailing SL-HOL-2583"), "" when v is not said so
// or the word is a function word ("for", "the").
func nounBefore(text, v string) string {
	i := strings.Index(text, " "+v)
	if i <= 0 {
		return ""
	}
	if end := i + 1 + len(v); end < len(text) && (unicode.IsLetter(rune(text[end])) || unicode.IsDigit(rune(text[end]))) {
		return "" // a part of a longer value
	}
	j := strings.LastIndexAny(text[:i], " \n") + 1
	w := text[j:i]
	if len(w) < 3 || strings.IndexFunc(w, func(r rune) bool { return r < 'a' || r > 'z' }) >= 0 ||
		actStop[w] || notNoun[w] || slices.Contains([]string{"you", "that", "this", "it", "me", "us", "them"}, w) {
		return ""
	}
	if p := strings.Fields(strings.ToLower(text[:j])); len(p) > 0 && verbLeads[strings.Trim(p[len(p)-1], ",")] {
		return "" // "to book HQ-395": "book" is the verb
	}
	return w
}

// backRefOwner replaces in text each value of said named as an owner
// after its noun ("booking BK-563's feedings") with "that" and the noun
// ("that booking's feedings"), as backRef does for a value said alone.
func backRefOwner(text string, said []any) string {
	for _, v := range said {
		s, ok := v.(string)
		if !ok || len(s) < 3 {
			continue
		}
		i := strings.Index(text, " "+s+"'s ")
		if i <= 0 {
			continue
		}
		noun := nounBefore(text, s)
		if noun == "" {
			continue
		}
		j := i - len(noun)
		that := "that "
		if j == 0 {
			that, noun = "That ", strings.ToLower(noun)
		}
		text = text[:j] + that + noun + text[i+1+len(s):]
	}
	return text
}
