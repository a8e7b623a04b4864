package prompt

import (
	"strings"
	"unicode"
)

// emailByName puts an email lead beside the name of the person it
// belongs to: "for Ben Weber for bweber@x.co for Grace Lopez" said "for"
// three times and left whose address it is to guess; "for Ben Weber
// (bweber@x.co) for Grace Lopez" says it. The person is the one whose
// first or last name the address's local part holds; without one the
// leads stay as they are. It returns leads, changed in place.
func emailByName(leads []string) []string {
	for i := 0; i < len(leads); i++ {
		prep, email, ok := strings.Cut(leads[i], " ")
		if !ok || prep != "for" || strings.ContainsAny(email, " ()") || strings.Count(email, "@") != 1 {
			continue
		}
		local := strings.ToLower(email[:strings.IndexByte(email, '@')])
		j := ownerLead(leads, i, local)
		if j < 0 {
			continue
		}
		leads[j] += " (" + email + ")"
		leads = append(leads[:i], leads[i+1:]...)
		i--
	}
	return leads
}

// ownerLead is the index of the lead other than skip that is "for" and a
// person's name (two or three capitalised words) one of whose names, of
// three letters or more, local holds; -1 when none or more than one is.
func ownerLead(leads []string, skip int, local string) int {
	found := -1
	for j, l := range leads {
		name, ok := strings.CutPrefix(l, "for ")
		if j == skip || !ok || !fullNameWords(name) {
			continue
		}
		for w := range strings.FieldsSeq(name) {
			if w = strings.ToLower(w); len(w) >= 3 && strings.Contains(local, w) {
				if found >= 0 && found != j {
					return -1 // two people share the name: whose it is stays unsaid
				}
				found = j
			}
		}
	}
	return found
}

// fullNameWords tells whether s reads as a person's full name: two or three
// words, each a capital and lower-case letters ("Ben Weber", "Ana de
// Souza" is not: its particle is lower-case).
func fullNameWords(s string) bool {
	return PersonWords(s, 2, 3)
}

// PersonWords tells whether s is least to most words, each a capital
// followed by lower-case letters (a hyphen or an apostrophe allowed
// inside): "Tanaka", "Ana Lee", "O'Neill"; a lower-case particle ("Ana
// de Souza") is no such word.
func PersonWords(s string, least, most int) bool {
	f := strings.Fields(s)
	if len(f) < least || len(f) > most {
		return false
	}
	for _, w := range f {
		r := []rune(w)
		if len(r) < 2 || !unicode.IsUpper(r[0]) {
			return false
		}
		for _, c := range r[1:] {
			if !unicode.IsLower(c) && c != '\'' && c != '-' {
				return false
			}
		}
	}
	return true
}
