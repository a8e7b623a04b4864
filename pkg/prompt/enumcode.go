package prompt

import "strings"

// digitCodeWords says an enum value of words followed by two or more
// single digits ("cmyk_4_4", "grayscale_1_0") the way such codes are
// written: the digits joined by slashes ("CMYK 4/4", "grayscale 1/0"),
// never "cmyk 4 4", which loses what the digits are. A word with no
// vowel ("cmyk") is a set of letters and is said in capitals. ok is false
// for any other value.
func digitCodeWords(x string) (string, bool) {
	parts := strings.Split(strings.ToLower(x), "_")
	if len(parts) < 3 {
		return "", false
	}
	i := len(parts)
	for i > 0 && len(parts[i-1]) == 1 && parts[i-1][0] >= '0' && parts[i-1][0] <= '9' {
		i--
	}
	if len(parts)-i < 2 || i == 0 {
		return "", false
	}
	words := parts[:i]
	for j, w := range words {
		if len(w) < 3 || !isWord(w) {
			return "", false
		}
		if !strings.ContainsAny(w, "aeiou") {
			words[j] = strings.ToUpper(w)
		}
	}
	return strings.Join(words, " ") + " " + strings.Join(parts[i:], "/"), true
}

// modeWords says a mode, method or strategy enum (hl the key in words):
// a method is how a thing is done, "by transfer" (never "in transfer
// method"), or the act itself when the key is a bare "method" and the
// value a verb ("and split it"); a mode is what the
// thing is in, "in CMYK 4/4 mode" (never "using the cmyk 4 4 mode").
func (st *funcState) modeWords(x, hl, last string) string {
	w := lettersUpper(spokenEnum(x))
	if wl := strings.ToLower(w); last == "method" && !strings.ContainsAny(w, " /") && isWord(wl) && !vagueChoice[wl] {
		if hl == last && verbs[wl] && !nounVerbs[wl] {
			if s, ok := actionEnumWords(wl); ok {
				return s // a bare method=split on a bulk edit is the act: "and split it"
			}
		}
		return "by " + w
	}
	if strings.HasSuffix(strings.ToLower(w), " "+last) {
		return "in " + w // mode=dark_mode: "in dark mode"
	}
	switch wl := strings.ToLower(w); wl {
	case "on", "off":
		return "turned " + wl // mode=on: "turned on", never "in on mode", the setting's value read out
	case "auto", "automatic":
		return "set to automatic"
	}
	if last == "strategy" {
		return "using the " + w + " strategy" // "using the batch strategy", never "in batch strategy"
	}
	return "in " + w + " " + last
}

// vagueChoice are values that name no way of their own ("other",
// "default"): "by other" says nothing.
var vagueChoice = map[string]bool{"other": true, "none": true, "any": true, "default": true, "auto": true, "custom": true}

// lettersUpper writes each word of two to four letters with no vowel in
// capitals ("spot pms" → "spot PMS"): such a word is a set of letters,
// never one said as a word.
func lettersUpper(s string) string {
	f := strings.Fields(s)
	for i, w := range f {
		if len(w) >= 2 && len(w) <= 4 && isWord(w) && w == strings.ToLower(w) && !strings.ContainsAny(w, "aeiouy") {
			f[i] = strings.ToUpper(w)
		}
	}
	return strings.Join(f, " ")
}
