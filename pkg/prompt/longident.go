package prompt

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// longIdent tells whether x, a value too long to say inline as words, is
// one identifier the call acts on rather than a text: a single token
// shaped as a link ("scheme://…"), or a path ("/srv/…", "~/…", "C:\\…")
// of a path-kind parameter. Such a value is said where it belongs ("rerun
// the workflow at https://…"), never pasted as a text the thing reads ("a
// workflow, that reads \"https://…\""). Encoded content (base64) of a file
// parameter stays pasted.
func longIdent(k role.Kind, x string) bool {
	if strings.ContainsAny(x, " \t\n") {
		return false
	}
	if urlShaped(x) {
		return true
	}
	return (k == role.FilePath || k == role.DirPath) && pathShaped(x)
}

// pathShaped tells whether x, a single token, is written as a file
// system path: rooted ("/", "~/", a drive letter) and free of the
// characters of encoded content ("+", "=").
func pathShaped(x string) bool {
	rooted := strings.HasPrefix(x, "/") || strings.HasPrefix(x, "~/") ||
		len(x) > 3 && x[1] == ':' && (x[2] == '\\' || x[2] == '/')
	return rooted && !strings.ContainsAny(x, "+=")
}

// urlShaped tells whether x, a single token, is a link: a scheme (a
// letter, then letters, digits, "+", "." or "-": "https", "s3") followed
// by "://".
func urlShaped(x string) bool {
	i := strings.Index(x, "://")
	if i <= 0 || i > 10 {
		return false
	}
	for j, r := range x[:i] {
		letter := r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z'
		if !letter && (j == 0 || (r < '0' || r > '9') && r != '+' && r != '.' && r != '-') {
			return false
		}
	}
	return true
}

// urlWords says a link as what the request acts on: the place it opens
// when the request goes somewhere ("open https://…"), else the thing it
// is done at or for ("at https://…", "for https://…").
func (st *funcState) urlWords(x string, in intent) argWords {
	if strings.HasPrefix(in.Verb, "go") || strings.HasPrefix(in.Verb, "navigate") || in.Verb == "open" {
		return argWords{text: x, lead: true, noun: "url", ref: x}
	}
	return argWords{text: st.turn("at "+x, "for "+x), lead: true, noun: "url", ref: x}
}
