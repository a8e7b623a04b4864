package prompt

import "strings"

// participleHead is the past participle a key ends with after the noun
// it describes ("covered" of "skills covered", "requested" of "tests
// requested"), with that noun; ok is false for a key whose last word is a
// noun ("speed", "bed") or that has no noun before it. A participle is a
// verb form: it never takes a plural "-s" ("covereds").
func participleHead(hw []string) (noun, part string, ok bool) {
	if len(hw) < 2 {
		return "", "", false
	}
	part, noun = hw[len(hw)-1], hw[len(hw)-2]
	if !isWord(part) || !isWord(noun) || len(part) < 5 || !strings.HasSuffix(part, "ed") || strings.HasSuffix(part, "eed") {
		return "", "", false
	}
	if prepositions[noun] {
		return "", "", false
	}
	return noun, part, true
}

// participleList says values of a list keyed by a noun and a participle
// as the things the participle tells of: "with roundabouts and hill start
// as the skills covered", "with the lead test requested"; never "with
// roundabouts and hill start covereds". ok is false for other keys.
func participleList(hw, said []string) (argWords, bool) {
	noun, part, ok := participleHead(hw)
	if !ok || len(said) == 0 {
		return argWords{}, false
	}
	if !pluralNoun(noun) {
		// "last modified": no noun the values are, the participle alone
		return argWords{text: "with " + joinWords(said, "and") + " " + part}, true
	}
	if len(said) == 1 {
		return argWords{text: "with " + said[0] + " as the " + singular(noun) + " " + part}, true
	}
	return argWords{text: "with " + joinWords(said, "and") + " as the " + plurals(noun) + " " + part}, true
}
