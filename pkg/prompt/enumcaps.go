package prompt

import "strings"

// capsWordEnum tells whether an enum's values are English words written
// in capitals the way code writes constants (["COLUMN", "BAR", "AREA"],
// ["DRAFT", "POSTED"], ["SOLID", "SOLID_THICK"]): a person says those in
// lower case ("an area chart"), never "an AREA chart". Sets with an
// initialism (no vowel: "DPW", "PDF"), a hyphen or digit ("PD-NONEMG"),
// a name-like clump of consonants ("DVFLORA"), short codes only ("USD",
// "EUR"), values built on one stem ("ACCREC", "ACCPAY") or HTTP methods
// are codes and keep their capitals.
func capsWordEnum(vals []string) bool {
	if len(vals) < 2 || commonPrefixLen(vals) >= 3 {
		return false
	}
	long := false
	for _, v := range vals {
		if v != strings.ToUpper(v) || httpMethods[v] {
			return false
		}
		for _, part := range strings.Split(strings.ToLower(v), "_") {
			if len(part) < 2 || !isWord(part) || !wordLike(part) || knownAcronyms[part] {
				return false
			}
			long = long || len(part) >= 5
		}
	}
	return long
}

// httpMethods are the request methods of HTTP, which people write in
// capitals ("a GET request").
var httpMethods = map[string]bool{"GET": true, "POST": true, "PUT": true, "PATCH": true, "DELETE": true, "HEAD": true,
	"OPTIONS": true}

// commonPrefixLen is the length of the prefix all of vals share.
func commonPrefixLen(vals []string) int {
	n := len(vals[0])
	for _, v := range vals[1:] {
		i := 0
		for i < n && i < len(v) && v[i] == vals[0][i] {
			i++
		}
		n = i
	}
	return n
}

// capsChoice is an enum value as the request says it: a one-word
// constant of a capsWordEnum set in lower case ("AREA" → "area"), any
// other value as it is (a constant of several words, "REQUEST_CHANGES",
// is said by spokenEnum, which reads its capitals). Only the request's
// words change; the call keeps the value.
func capsChoice(p Param, x string) string {
	if x == "" || x != strings.ToUpper(x) || strings.Contains(x, "_") || !capsWordEnum(enumValues(p)) {
		return x
	}
	return strings.ToLower(x)
}
