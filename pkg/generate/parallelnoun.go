package generate

import (
	"strings"
	"unicode"
)

// sameActNoun splits second, a request for the tool first asks for too,
// whose act names the thing it works on right before that thing's value
// ("Can you also cancel appointment 30037981, with …?" after "Cancel
// appointment 37536104, …"): rest is the thing and what follows it
// ("appointment 30037981, with …"), said after "the same for" so the
// act is asked once. false when second does not open with first's act
// (or another wording of it before a noun first says with a value too)
// followed by a noun and a value (an id or a quoted name), when that noun
// comes after an article ("a timed visit the car slot") or when the act
// holds one of vals.
func sameActNoun(first, second string, vals []string) (rest string, ok bool) {
	if strings.ContainsRune(first, '\n') || strings.ContainsRune(second, '\n') {
		return "", false
	}
	fw := strings.Fields(strings.ToLower(first))
	for i, w := range fw {
		fw[i] = strings.TrimRight(w, ",;:")
	}
	flat := " " + strings.Join(fw, " ") + " "
	sw := strings.Fields(second)
	plain := func(w string) bool {
		return w != "" && strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' && r != '-' }) < 0
	}
	for i := 0; i < len(sw) && i < 8; i++ {
		if !plain(strings.TrimSuffix(sw[i], ",")) {
			return "", false // a value or a clause end before the act ("Also," is an opener)
		}
		if i > 0 && !askLead[strings.ToLower(strings.TrimSuffix(sw[i-1], ","))] {
			continue // the act opens the ask: not "vehicle registration" of "… slot on vehicle registration 6G"
		}
		// j: the end of the longest run from i that first says too and is
		// followed by a value.
		for j := min(len(sw)-1, i+6); j >= i+2; j-- {
			run := sw[i:j]
			noun := strings.ToLower(run[len(run)-1])
			// The act as first says it, or said in other words of a
			// thing first names the same way ("Delete booking 711003.
			// Also, get rid of booking 783803.").
			if !all(run, plain) {
				continue
			}
			if !strings.Contains(flat, " "+strings.ToLower(strings.Join(run, " "))+" ") && !otherWording(run, fw) {
				continue
			}
			before := strings.ToLower(run[len(run)-2])
			if actStop[noun] || articles[before] || actStop[before] && before != "of" || !valueWord(sw[j]) {
				continue
			}
			act := strings.ToLower(strings.Join(sw[:j-1], " "))
			for _, v := range vals {
				v = strings.ToLower(strings.ReplaceAll(v, "_", " "))
				if len(v) >= 2 && strings.Contains(" "+act+" ", " "+v+" ") {
					return "", false
				}
			}
			for w := range strings.FieldsSeq(act) {
				switch w {
				case "what", "which", "how", "whether", "if", "who", "where", "when":
					return "", false
				}
			}
			return strings.Join(sw[j-1:], " "), true
		}
	}
	return "", false
}

// dropsText tells whether first sets a text of several words (a note, a
// reason) that second does not set: "the same for order 2" after "reprint
// order 1 with the note …" would read as that note again.
func dropsText(first, second map[string]any) bool {
	for k, v := range first {
		if s, ok := v.(string); ok && wordsOfLetters(s) >= 2 {
			if _, ok := second[k]; !ok {
				return true
			}
		}
	}
	return false
}

// wordsOfLetters counts the words of s holding a letter (a phone number
// "+1 424 2357674" has none).
func wordsOfLetters(s string) int {
	n := 0
	for w := range strings.FieldsSeq(s) {
		if strings.IndexFunc(w, unicode.IsLetter) >= 0 {
			n++
		}
	}
	return n
}

// askLead are the words an ask's act follows ("Can you also cancel …",
// "We need to delete …", "Please remove …").
var askLead = map[string]bool{"you": true, "also": true, "please": true, "to": true, "we": true, "i": true, "and": true,
	"just": true, "let's": true, "now": true, "then": true}

// otherWording tells whether run, an act and the noun of the thing it
// is done to ("get rid of booking"), words the act of a request of words
// (lowercased) otherwise, on a thing it names the same way: words say
// the noun (and the word before it, "vehicle registration") followed by
// a value, and the act holds no article and ends on no preposition but
// "of" ("reserve a slot on vehicle registration" does not act on the
// registration).
func otherWording(run, words []string) bool {
	noun := strings.ToLower(run[len(run)-1])
	act := run[:len(run)-1]
	for k, w := range act {
		w = strings.ToLower(w)
		if articles[w] || actStop[w] && (k < len(act)-1 || w != "of") {
			return false
		}
	}
	for i := 0; i+1 < len(words); i++ {
		if words[i] != noun || !valueWord(words[i+1]) {
			continue
		}
		// "for vehicle registration 9WTT…": the word before the noun,
		// after a preposition or an article, is a part of the noun the
		// act does not say.
		if i >= 2 && (actStop[words[i-2]] || articles[words[i-2]]) && !actStop[words[i-1]] && !articles[words[i-1]] &&
			!strings.EqualFold(act[len(act)-1], words[i-1]) {
			return false
		}
		return true
	}
	return false
}

// valueWord tells whether w, a word after a noun, is the value of that
// noun: an id holding a digit or a quoted name.
func valueWord(w string) bool {
	w = strings.TrimRight(w, ",.?!;:")
	return strings.IndexFunc(w, unicode.IsDigit) >= 0 || strings.HasPrefix(w, "\"")
}

// all tells whether every word of ws passes f.
func all(ws []string, f func(string) bool) bool {
	for _, w := range ws {
		if !f(w) {
			return false
		}
	}
	return true
}
