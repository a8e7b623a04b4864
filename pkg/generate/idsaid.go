package generate

import (
	"strings"
	"unicode"

	"github.com/mcpgen/mcpgen/pkg/prompt"
)

// bareIDNames are parameter names that say only that a value is an id,
// not of what ("id", "uuid"): a follow-up saying it by its name asks
// "Can you do that for id 60548 too?".
var bareIDNames = map[string]bool{"id": true, "uuid": true, "uid": true, "gid": true, "guid": true, "identifier": true}

// idSaidAs is p, a parameter named a bare id, named by the noun the
// first request (text) says its value old with, the word before it
// ("document" of "Could you get rid of document 16260?"), so a follow-up
// asks "Can you do that for document 60548 too?", not "… for id 60548
// …". p itself when its name or description says more than an id, or
// the request says no such noun (the word before is a preposition, a
// verb opening the request, not a plain word).
func idSaidAs(p prompt.Param, old, text string) prompt.Param {
	if !bareIDNames[norm(p.Name)] || !bareIDNames[norm(p.Human)] || prompt.RefNoun(p) != "" || old == "" {
		return p
	}
	i := strings.Index(text, " "+old)
	for i >= 0 {
		end := i + 1 + len(old)
		if end == len(text) || !unicode.IsLetter(rune(text[end])) && !unicode.IsDigit(rune(text[end])) {
			break
		}
		j := strings.Index(text[end:], " "+old)
		if j < 0 {
			return p
		}
		i = end + j
	}
	if i < 0 {
		return p
	}
	f := strings.Fields(text[:i])
	if len(f) < 2 {
		// One word opening the request is mostly its verb ("Delete
		// 16260, please.").
		return p
	}
	plain := func(w string) bool {
		return strings.IndexFunc(w, func(r rune) bool { return r < 'a' || r > 'z' }) < 0 && len(w) >= 3 && !nounLeads[w] &&
			!verbAfter[w] && !afterVerb[w] && !cutPreps[w] && !actStop[w] && !notNoun[w] && !verbLeads[w] &&
			!strings.HasSuffix(w, "ing") && !bareIDNames[w]
	}
	w := strings.ToLower(f[len(f)-1])
	if !plain(w) {
		return p
	}
	if n := len(f); n >= 3 && plain(strings.ToLower(f[n-2])) && nounLeads[strings.ToLower(f[n-3])] {
		// A noun of two words after a preposition or an article
		// ("of document type 92847"): the whole noun.
		w = strings.ToLower(f[n-2]) + " " + w
	}
	p.Human = w + " id"
	return p
}
