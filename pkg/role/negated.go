package role

import "strings"

// A description names what not to send as plainly as what to send: "Do
// not file emergencies (crimes in progress, fires, downed wires); call
// 911", "Never include card numbers such as 4111...". The things of such
// a clause are no values: a request "Crimes in progress" is the one the
// tool turns away.

// negationCues open or close a clause that excludes what it lists.
var negationCues = []string{"do not ", "don't ", "dont ", "not for ", "never ", "must not ", "should not ", "except ",
	"excluding ", "other than ", "not including ", "avoid ", "instead", "not accepted", "not allowed", "not permitted"}

// Negated reports whether the text at s[at:] sits in a sentence of s
// that excludes what it names: a negation cue between the sentence's
// start and at, or a closing one after it ("for fires (...) call 911
// instead", "emergencies (...) must not be filed here").
func Negated(s string, at int) bool {
	if at < 0 || at > len(s) {
		return false
	}
	start := sentenceStart(s, at)
	end := at + len(sentenceOf(s[at:]))
	l := strings.ToLower(s[start:end])
	before := l[:at-start]
	for _, c := range negationCues {
		if strings.Contains(before, c) {
			return true
		}
	}
	after := l[at-start:]
	if toEmergencyLine(before, l) {
		return true
	}
	for _, c := range afterNegations {
		if strings.Contains(after, c) {
			return true
		}
	}
	return false
}

// afterNegations close a clause that turns away what it lists before
// them: "for fires (...) call 911 instead", "Emergencies (fire, gas
// smell) must NOT be filed here".
var afterNegations = []string{"instead", " must not ", " should not ", " may not ", " cannot ", " can't ", " never "}

// sentenceStart returns where the sentence holding s[at] begins: after
// the last ". ", "; ", "! ", "? " or line break before at.
func sentenceStart(s string, at int) int {
	for i := at - 1; i > 0; i-- {
		c := s[i]
		if c == '\n' {
			return i + 1
		}
		if (c == ' ' || c == '\t') && (s[i-1] == '.' || s[i-1] == ';' || s[i-1] == '!' || s[i-1] == '?') {
			return i + 1
		}
	}
	return 0
}

// sentenceOf returns s up to the end of its first sentence.
func sentenceOf(s string) string {
	for i := 0; i+1 < len(s); i++ {
		if c := s[i]; (c == '.' || c == ';' || c == '!' || c == '?') && (s[i+1] == ' ' || s[i+1] == '\n') || c == '\n' {
			return s[:i]
		}
	}
	return s
}

// emergencyNumbers are the numbers a description sends emergencies to.
var emergencyNumbers = []string{"911", "999", "112", "000", "emergency services", "emergency line"}

// toEmergencyLine tells whether a sentence l sends what it lists, after
// before (its words up to the list), to an emergency number: "Emergencies
// such as downed live wires or gas leaks go to 911." lists things the
// tool turns away, however it says so. A "non-emergency" is no
// emergency.
func toEmergencyLine(before, l string) bool {
	i := strings.Index(before, "emergenc")
	if i < 0 || i >= 4 && before[i-4:i] == "non-" || i >= 4 && before[i-4:i] == "non " {
		return false
	}
	for _, n := range emergencyNumbers {
		if strings.Contains(l, n) {
			return true
		}
	}
	return false
}
