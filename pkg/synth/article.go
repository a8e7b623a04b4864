package synth

import "strings"

// indefinite returns "a" or "an" for the noun w by how it is said: "an
// account", "an invoice", "an hour", "an MR"; "a user", "a unit", "a
// one-off", "a PR".
func indefinite(w string) string {
	if len(w) >= 2 && len(w) <= 3 && strings.ToUpper(w) == w && strings.ToLower(w) != w {
		// an initialism by its first letter's name: "an MR", "a PR"
		if strings.IndexByte("AEFHILMNORSX", w[0]) >= 0 {
			return "an"
		}
		return "a"
	}
	l := strings.ToLower(w)
	for _, p := range []string{"hour", "honest", "honor", "honour", "heir"} {
		if strings.HasPrefix(l, p) {
			return "an"
		}
	}
	if l == "" || !strings.ContainsRune("aeiou", rune(l[0])) {
		return "a"
	}
	for _, p := range []string{"use", "usu", "uni", "uti", "uu", "url", "eu", "one", "once"} {
		if strings.HasPrefix(l, p) {
			return "a"
		}
	}
	return "an"
}
