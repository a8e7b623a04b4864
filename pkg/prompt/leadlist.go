package prompt

import (
	"regexp"
	"strings"
)

// leadNoun matches the words a request opens on to name what it is about
// before its value ("Incident ", "Work order ", "SKU "): one to three
// words of letters, the first capitalised, nothing else.
var leadNoun = regexp.MustCompile(`^[A-Z][A-Za-z]*(?: [a-z]+){0,2} $`)

// leadSeps are what close such an opening before the request itself
// ("Incident MR-2026-036: please show me the callout.").
var leadSeps = []string{": ", " — ", " - "}

// leadList words a request that opens on the thing it is about, a noun
// and its value, then the request ("Incident MR-2026-036: please show me
// the callout."), for the values of list, as people ask for several: the
// request first, its object plural, the things after it ("Show me the
// callouts for incidents MR-2026-036, MR-2026-099 and MR-2026-088.").
// before and after are the text around the value. ok is false when
// before is no such opening; done is false when it is one but the
// request names no object to put the things after ("the <noun>"): listed
// after the opening noun they read as a heading, not a request.
func leadList(before, after, list string) (out string, ok, done bool) {
	if !leadNoun.MatchString(before) {
		return "", false, false
	}
	nouns := strings.Fields(before)
	if first := strings.ToLower(nouns[0]); prepositions[first] || verbs[first] {
		return "", false, false // "For houses A and B, …", "Postpone fixtures A and B": no noun opening
	}
	sep := ""
	for _, s := range leadSeps {
		if strings.HasPrefix(after, s) {
			sep = s
			break
		}
	}
	if sep == "" {
		return "", false, false
	}
	rest := strings.TrimSpace(after[len(sep):])
	if low, ok := strings.CutPrefix(rest, "please "); ok {
		rest = low
	}
	at := strings.Index(rest, "the ")
	if at < 0 || at > 0 && rest[at-1] != ' ' {
		return "", true, false
	}
	end := at + len("the ")
	head := ""
	for _, w := range strings.Fields(rest[end:]) {
		word := strings.TrimRight(w, ",.?!;:")
		if word == "" || !isLowerWord(word) || prepositions[word] || objectEnd[word] {
			break
		}
		head = word
		end = strings.Index(rest[end:], word) + end + len(word)
		if word != w {
			break
		}
	}
	if head == "" {
		return "", true, false
	}
	if first := nouns[0]; first != strings.ToUpper(first) {
		nouns[0] = strings.ToLower(first) // "incidents", not "SKUs" lowered
	}
	nouns[len(nouns)-1] = Plural(nouns[len(nouns)-1])
	lead := "for"
	if strings.HasPrefix(rest[end:], " for ") {
		lead = "of" // "the recipes of shades A and B for a cotton fibre"
	}
	many := Plural(head)
	if strings.HasSuffix(head, "s") && !strings.HasSuffix(head, "ss") {
		many = head // "the insurer quotes" are plural already
	}
	s := rest[:end-len(head)] + many + " " + lead + " " + strings.Join(nouns, " ") + " " + list + rest[end:]
	return strings.ToUpper(s[:1]) + s[1:], true, true
}
