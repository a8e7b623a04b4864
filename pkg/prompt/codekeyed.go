package prompt

import "strings"

// codeKeyedWords says an object keyed by codes whose members are small
// objects of their own (a horse's "feet" keyed LF, RF, LH and RH, each
// with the work done on it) member by member, each after its code: "for
// RF: nails 0 and work "trim"; and for LH: work "reset"". Flat words
// dropped the codes ("with nails 0 and work "trim" and work "reset""), so
// nothing said which member took which values. False for any other
// object.
func codeKeyedWords(x map[string]any) (argWords, bool) {
	if len(x) == 0 || len(x) > 6 {
		return argWords{}, false
	}
	keys := sortedKeys(x)
	parts := make([]string, 0, len(keys))
	for _, k := range keys {
		m, ok := x[k].(map[string]any)
		if !codeKey(k) || !ok || len(m) == 0 || leafCount(m) > 4 {
			return argWords{}, false
		}
		parts = append(parts, "for "+k+": "+flatWords(m))
	}
	if len(parts) > 1 {
		parts[len(parts)-1] = "and " + parts[len(parts)-1]
	}
	return argWords{text: strings.Join(parts, "; ")}, true
}

// codeKey tells whether an object's key is a code a person writes as is
// ("LF", "RH", "A1", "T2"): one to four capital letters and digits, at
// least one a letter.
func codeKey(k string) bool {
	if len(k) == 0 || len(k) > 4 {
		return false
	}
	letter := false
	for _, r := range k {
		switch {
		case r >= 'A' && r <= 'Z':
			letter = true
		case r >= '0' && r <= '9':
		default:
			return false
		}
	}
	return letter
}
