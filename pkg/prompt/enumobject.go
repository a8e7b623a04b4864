package prompt

import (
	"encoding/json"
	"slices"
	"strings"
)

// This file keeps a request's object in step with an enum argument the
// object names. A description that offers the choice in its object
// ("Send an SMS or email reminder", "Log a manual or scheduled
// irrigation run") leaves one of the values in the request's object;
// the call may set the other. The object then says the value the call
// sets ("Send an email reminder", "Log a scheduled irrigation run"),
// never "Send an SMS reminder … by email", and the argument is not said a
// second time ("a manual irrigation run, using the manual mode").

// enumValues are the string values of p's enum; nil when its schema
// gives none.
func enumValues(p Param) []string { return schemaEnums.get(p.schema, parseEnums) }

// schemaEnums remembers parseEnums' answers by schema.
var schemaEnums bytesMemo[[]string]

// parseEnums reads the string members of schema's enum.
func parseEnums(schema []byte) []string {
	var s struct {
		Enum []any `json:"enum"`
	}
	if len(schema) == 0 || json.Unmarshal(schema, &s) != nil {
		return nil
	}
	var out []string
	for _, v := range s.Enum {
		if x, ok := v.(string); ok {
			out = append(out, x)
		}
	}
	return out
}

// objectValueWord says an enum value as one word of an object ("email",
// "outbound", "SMS"); ok is false for a value of several words, a code
// with digits or signs, or a single letter. A value of consonants only
// ("sms") is an initialism and said in capitals.
func objectValueWord(x string) (string, bool) {
	w := spokenEnum(x)
	l := strings.ToLower(w)
	if len(l) < 2 || !isWord(l) {
		return "", false
	}
	if w == l && !wordLike(l) && len(l) <= 4 {
		return strings.ToUpper(l), true // sms: "SMS"
	}
	return w, true
}

// objectEnumIndex is the index in words of a word that names value x
// (case aside); -1 when none does. Only the words before the noun phrase's
// head count: after a preposition the words name another thing ("a loan
// of a print"), and the head is the thing itself, which a value said
// before it kinds ("a consultation" with type=dental: "a dental
// consultation", never "a dental").
func objectEnumIndex(words []string, x string) int {
	w, ok := objectValueWord(x)
	if !ok {
		return -1
	}
	for i, o := range words {
		lo := strings.ToLower(strings.Trim(o, ",.;:()\"'"))
		if prepositions[lo] || lo == "of" || i == len(words)-1 {
			return -1
		}
		if i+1 < len(words) && prepositions[strings.ToLower(words[i+1])] {
			return -1 // the head before "for a greenhouse bay"
		}
		if lo == strings.ToLower(w) || lo == strings.ToLower(x) {
			return i
		}
	}
	return -1
}

// kindHeadIndex is the index of the head of a bare object ("a board":
// article and noun) when the head is enum value y itself: a description
// listing the kinds a call takes ("Delete a board, list, card, or
// sticker by its ID") leaves the first in the object, and the call's
// kind replaces it ("delete the card", never "the card board"). -1
// otherwise.
func kindHeadIndex(words []string, y string) int {
	if len(words) != 2 || !determiners[strings.ToLower(words[0])] {
		return -1
	}
	w, ok := objectValueWord(y)
	if !ok || !strings.EqualFold(strings.Trim(words[1], ",.;:"), w) {
		return -1
	}
	return 1
}

// kindsListed tells whether desc lists enum values as the things a call
// takes, the list closing on a value and then a preposition or the end
// of the sentence ("a project, section, or task by its ID"), not as
// words before a noun ("a residential, visitor or contractor permit
// application", whose object is the permit application).
func kindsListed(desc string, vals []string) bool {
	dw := strings.Fields(strings.ToLower(desc))
	for i := 1; i < len(dw); i++ {
		if dw[i-1] != "or" && dw[i-1] != "and" {
			continue
		}
		w := strings.TrimRight(dw[i], ".,;:")
		if !slices.Contains(vals, w) {
			continue
		}
		if w != dw[i] || i+1 == len(dw) || prepositions[dw[i+1]] {
			return true
		}
	}
	return false
}

// offeredValues tells whether the description desc names at least two
// of p's enum values as words ("Send an SMS or email reminder"): then a
// value in the object is the choice the argument makes. A value the
// object names by chance ("a wiki page" beside a representation of
// "wiki" or "storage") is another thing and stays.
func offeredValues(p Param, desc string) bool {
	return offered.get(offerKey{string(p.schema), desc}, func(k offerKey) bool { return offersValues(p, k.desc) })
}

// offerKey is what offeredValues reads: a parameter's schema (its enum)
// and a tool's description.
type offerKey struct{ schema, desc string }

// offered remembers offersValues' answers.
var offered memo[offerKey, bool]

// offersValues is offeredValues' answer.
func offersValues(p Param, desc string) bool {
	dw := lowerWords(desc)
	n := 0
	for _, v := range enumValues(p) {
		w, ok := objectValueWord(v)
		if ok && slices.Contains(dw, strings.ToLower(w)) {
			n++
		}
	}
	return n >= 2
}

// enumObject is obj with a word that names another value of a set enum
// argument of d replaced by the value the call sets ("an SMS reminder"
// with channel=email: "an email reminder"; "an inbound weighbridge
// ticket" with direction=outbound: "an outbound weighbridge ticket"),
// the article made to fit. Objects that name no enum value come back as
// they are.
func enumObject(d *Data, obj string) string {
	if d == nil || obj == "" {
		return obj
	}
	for _, p := range d.Set {
		x, ok := p.Value.(string)
		if !ok || !p.Enum || !offeredValues(p, d.Tool.Description) {
			continue
		}
		nw, ok := objectValueWord(x)
		if !ok {
			continue
		}
		words := strings.Fields(obj)
		if objectEnumIndex(words, x) >= 0 {
			continue // the object already says it
		}
		for _, y := range enumValues(p) {
			if y == x {
				continue
			}
			i := objectEnumIndex(words, y)
			if i < 0 && kindsListed(d.Tool.Description, enumValues(p)) {
				i = kindHeadIndex(words, y)
			}
			if i < 0 {
				continue
			}
			if nw != strings.ToUpper(nw) {
				nw = strings.ToLower(nw) // "an SMS reminder" → "an email reminder"
			}
			words[i] = nw
			if i > 0 {
				switch strings.ToLower(words[i-1]) {
				case "a", "an":
					words[i-1] = strings.Fields(article(nw))[0]
					if strings.ToUpper(nw) == nw && len(nw) > 1 {
						words[i-1] = initialismArticle(nw)
					}
				}
			}
			obj = strings.Join(words, " ")
			break
		}
	}
	return obj
}

// enumIntent is in with its object made to say the enum values the call
// sets (enumObject). A description that offers the values before one
// noun ("Send an SMS or email reminder") reads as two objects, "an SMS"
// or "an email reminder"; when both name values of one set enum
// argument, the object is the value set before the shared noun ("an
// email reminder", "an SMS reminder").
func enumIntent(d *Data, in intent) intent {
	if d == nil || in.Object == "" {
		return in
	}
	if ow, aw := strings.Fields(in.Object), strings.Fields(in.Alt); len(ow) == 2 && len(aw) >= 3 && determiners[strings.ToLower(ow[0])] &&
		determiners[strings.ToLower(aw[0])] {
		for _, p := range d.Set {
			x, ok := p.Value.(string)
			if !ok || !p.Enum {
				continue
			}
			vals := enumValues(p)
			if !slices.ContainsFunc(vals, func(v string) bool { return objectEnumIndex([]string{ow[1], "x"}, v) == 0 }) ||
				!slices.ContainsFunc(vals, func(v string) bool { return objectEnumIndex(aw[1:], v) == 0 }) {
				continue
			}
			nw, ok := objectValueWord(x)
			if !ok {
				break
			}
			if nw != strings.ToUpper(nw) {
				nw = strings.ToLower(nw)
			}
			art := strings.Fields(article(nw))[0]
			if nw == strings.ToUpper(nw) {
				art = initialismArticle(nw)
			}
			in.Object, in.Alt = art+" "+nw+" "+strings.Join(aw[2:], " "), ""
			return in
		}
	}
	in.Object = enumObject(d, in.Object)
	return in
}

// initialismArticle is "a" or "an" before an initialism said letter by
// letter ("an SMS", "a PDF").
func initialismArticle(w string) string {
	if strings.ContainsRune("AEFHILMNORSX", rune(w[0])) {
		return "an"
	}
	return "a"
}

// saidByObject tells whether the object of in already names the value
// of enum argument p ("a scheduled irrigation run" with
// mode=scheduled), which then needs no words of its own.
func saidByObject(p Param, in intent, desc string) bool {
	x, ok := p.Value.(string)
	if !ok || !p.Enum || in.Object == "" || !offeredValues(p, desc) {
		return false
	}
	return objectEnumIndex(strings.Fields(in.Object), x) >= 0
}
