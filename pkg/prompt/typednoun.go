package prompt

import "strings"

// typedRests are the words that open what an object says after its kind
// and noun ("text notice saying …", "flex message with alt text …"): a
// text or details that stand without them.
var typedRests = []string{"saying ", "that says ", "reading ", "that reads ", "with "}

// typedNounSaid is the words of object s (said as its kind typ and noun
// human, then the rest) without "typ human" when the tool's object names
// that kind of thing already: announcing "a plain text notice" says
// `saying "…"`, never "with text notice saying "…"", a repeat that reads
// as a form. ok is false when the object does not name it or nothing
// that stands alone is left.
func (st *funcState) typedNounSaid(s, typ, human string) (string, bool) {
	if st.data == nil || typ == "" || human == "" {
		return "", false
	}
	head := typ + " " + human
	rest, ok := strings.CutPrefix(s, head+" ")
	obj := " " + strings.ToLower(st.data.Tool.intent.Object) + " "
	if !ok || !strings.Contains(obj, " "+head+" ") && !strings.Contains(obj, " "+Plural(head)+" ") {
		return "", false
	}
	for _, r := range typedRests {
		if strings.HasPrefix(rest, r) {
			return rest, true
		}
	}
	return "", false
}

// sayingNoun tells whether pre, the words before "saying" in an option
// ("with text message"), only names the thing whose text follows: "with"
// and one to three plain words. A place or a line before it ("with a
// comment on src/a.go at line 4") is more than a label can hold.
func sayingNoun(pre string) bool {
	n, ok := strings.CutPrefix(pre, "with ")
	if !ok {
		return false
	}
	w := strings.Fields(n)
	if len(w) == 0 || len(w) > 3 {
		return false
	}
	for _, x := range w {
		if !isWord(x) || prepositions[x] {
			return false
		}
	}
	return true
}

// withoutArticle is "with" and a noun without its "a" or "an" ("with a
// system message" → "with system message"), so the noun labels a text.
func withoutArticle(pre string) string {
	for _, a := range []string{"with a ", "with an "} {
		if n, ok := strings.CutPrefix(pre, a); ok {
			return "with " + n
		}
	}
	return pre
}
