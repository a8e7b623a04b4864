package prompt

import (
	"math/rand/v2"
	"strings"
)

// arrangedBy are participles a "<participle> by" name may hold that say
// how things are arranged ("sorted_by", "grouped_by"), not who acted: a
// question "Who sorted it?" asks the wrong thing.
var arrangedBy = map[string]bool{"sorted": true, "ordered": true, "grouped": true, "filtered": true, "ranked": true, "keyed": true,
	"indexed": true, "partitioned": true, "separated": true, "delimited": true, "followed": true, "preceded": true,
	"replaced": true, "bounded": true, "limited": true, "weighted": true, "divided": true, "multiplied": true, "scaled": true}

// actorVerb is the participle of a noun naming who did something
// ("examined by", "cancelled by"): the question asks who did it ("Who
// examined it?"), never "Which examined by is it?". "" for other nouns.
func actorVerb(noun string) string {
	f := strings.Fields(noun)
	if len(f) != 2 || f[1] != "by" {
		return ""
	}
	v := f[0]
	if arrangedBy[v] || !isLowerWord(v) || len(v) < 5 || !strings.HasSuffix(v, "ed") && !pastParticiples[v] {
		return ""
	}
	return v
}

// actorQuestion asks for string p named for who did something
// ("examined_by"): "Who examined it?". "" for other parameters.
func actorQuestion(rng *rand.Rand, p Param) string {
	if p.Type != "string" && p.Type != "array" || len(p.Role.Values) > 0 {
		return ""
	}
	v := actorVerb(paramNoun(p))
	if v == "" {
		return ""
	}
	if p.Type == "array" {
		// A list of the people who did it ("collected_by"): "Who
		// collected it? I'll need their names.", never "Which collected
		// by do you want?".
		return pickOne(rng, "Sure. Who "+v+" it? I'll need their names.", "Who "+v+" it? I'll need everyone's name.")
	}
	return pickOne(rng, "Sure. Who "+v+" it?", "Who "+v+" it? I'll need their name.", "Happy to. Who "+v+" it?")
}

// byVerb is the verb of a noun naming how a thing is to be done ("send
// by", "pay by"): the question asks how ("How should I send it: sms or
// email?"), never "Which send by: …?". "" for other nouns, for a
// participle ("sent by", said of who did it) and for a verb that
// arranges ("sort by", "group by"), whose "it" would be no one thing.
func byVerb(noun string) string {
	f := strings.Fields(noun)
	if len(f) != 2 || f[1] != "by" || !isLowerWord(f[0]) || len(f[0]) < 3 || strings.HasSuffix(f[0], "ed") || pastParticiples[f[0]] ||
		arrangedBy[f[0]+"ed"] || arrangedBy[f[0]+"d"] || arrangedBy[strings.TrimSuffix(f[0], "er")+"ered"] || nounShaped(f[0]) {
		return ""
	}
	return f[0]
}

// formatPattern tells whether d, a description in lower case, is only a
// format of letters standing for digits ("yyyy-mm-dd", "hh:mm"): it
// names no thing a question can ask for.
func formatPattern(d string) bool {
	parts := strings.FieldsFunc(d, func(r rune) bool { return r == '-' || r == '/' || r == ':' || r == ' ' || r == '.' })
	if len(parts) < 2 {
		return false
	}
	for _, x := range parts {
		if strings.Trim(x, x[:1]) != "" || !strings.Contains("ymdhs", x[:1]) {
			return false
		}
	}
	return true
}

// viaVerb is the verb of a noun naming how a thing is done ("deliver
// via", "ship via"): the question asks how ("How should I deliver it:
// email or portal?"), never "Which deliver via: …?". "" for other nouns
// and for a participle ("sent via", said of what was done).
func viaVerb(noun string) string {
	f := strings.Fields(noun)
	if len(f) != 2 || f[1] != "via" || !isLowerWord(f[0]) || len(f[0]) < 3 || strings.HasSuffix(f[0], "ed") || pastParticiples[f[0]] {
		return ""
	}
	return f[0]
}

// placeholderKey tells whether key word w is a placeholder name, letters
// then digits ("arg0", "param2", "p1"): it says nothing a person calls
// the value, so a question never reads it ("I don't have its arg0").
func placeholderKey(w string) bool {
	i := strings.IndexAny(w, "0123456789")
	return i > 0 && isLowerWord(w[:i]) && strings.Trim(w[i:], "0123456789") == ""
}
