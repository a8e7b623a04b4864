package prompt

import (
	"math/rand/v2"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// spelledID tells whether w, a word of a parameter's name after the
// thing it names, is a spelling of "id" that a person never says: a
// global or unique id ("tag_gid", "user_uid", "merge_request_iid").
// A question names such a parameter by its thing ("Which tag? I'll need
// its id."), not by "gid".
func spelledID(w string) bool {
	switch w {
	case "gid", "guid", "uid", "iid":
		return true
	}
	return false
}

// sayAcronyms writes the words of noun n that are letters a person
// spells out (no vowel: "nct", "pnr", "vrm") in capitals, the way they
// are written: "NCT", not "nct".
func sayAcronyms(n string) string {
	f := strings.Fields(n)
	for i, w := range f {
		if len(w) >= 2 && len(w) <= 5 && !strings.ContainsAny(w, "aeiouy") && isLowerWord(w) {
			f[i] = strings.ToUpper(w)
		}
	}
	return strings.Join(f, " ")
}

// pastedSelf is the questions PastedQuestion asks for a value whose
// parameter is named by the thing alone ("workspace"): the thing is what
// did not come through ("Which workspace? I don't see it in your
// message."), not "the workspace workspace".
func pastedSelf(n string) []string {
	return []string{
		"Sure — which " + n + "? I don't see it in your message.",
		"Which " + n + " do you mean? It didn't come through.",
		"I'll need the " + n + " for that. Could you send it?",
		"Happy to. Looks like the " + n + " didn't come through — which one is it?",
	}
}

// spelledIDQuestion asks for p, a thing named with a spelling of "id"
// last ("tag_gid"), by the thing: "Which tag do you mean?", not "Which
// tag gid is it?". "" for other parameters.
func spelledIDQuestion(rng *rand.Rand, p Param) string {
	f := strings.Fields(paramNoun(p))
	if p.Type != "string" || len(f) < 2 || !spelledID(f[len(f)-1]) {
		return ""
	}
	t := sayAcronyms(strings.Join(f[:len(f)-1], " "))
	return pickOne(rng, "Sure. Which "+t+" do you mean?", "Which "+t+" is it?", "Happy to. Which "+t+" should I use?")
}

// wordedQuestion asks for p in words where its name's words would read
// as jargon: a person's name, a moment named for what happened then, a
// thing named with a spelling of "id". "" for other parameters.
func wordedQuestion(rng *rand.Rand, p Param) string {
	for _, ask := range []func(*rand.Rand, Param) string{plainQuestion, whenQuestion, aheadQuestion, actorQuestion, spelledIDQuestion, textQuestion} {
		if q := ask(rng, p); q != "" {
			return q
		}
	}
	return ""
}

// aheadQuestion asks for p, a date or time named for the one event to
// happen then ("pickup_at", "return_at"), as people ask it: "When is the
// return? I'll need the date and time.", not "What's the return at?".
// "due_at" is asked "When is it due?". "" for other parameters (a past
// act is whenQuestion's; "expires_at" and words not plainly a verb keep
// their question).
func aheadQuestion(rng *rand.Rand, p Param) string {
	f := dateNounWords(p)
	if len(f) == 3 && f[2] == "at" && timeModifiers[f[0]] {
		f = f[1:] // "new return at": "When is the new return?"
	}
	if len(f) != 2 || f[1] != "at" {
		return ""
	}
	v := f[0]
	q := "When is the " + v + "?"
	if len(dateNounWords(p)) == 3 {
		q = "When is the " + dateNounWords(p)[0] + " " + v + "?"
	}
	switch {
	case v == "due":
		q = "When is it due?"
	case boundVerbs[v] != "":
		q = "When should it " + boundVerbs[v] + "?" // "ends at": not "What's the ends at?"
	case len(v) < 3 || !isLowerWord(v) || strings.HasSuffix(v, "s") || strings.HasSuffix(v, "ed") || strings.HasSuffix(v, "ing") || pastParticiples[v]:
		return ""
	}
	if p.Role.Kind == role.DateTime {
		return pickOne(rng, "Sure. "+q+" I'll need the date and time.", q+" A date and time, please.")
	}
	return pickOne(rng, "Sure. "+q, q+" I'll need the date.")
}

// boundVerbs are the verbs a timestamp's name may hold in the third
// person before "at" ("ends_at", "starts_at"), with their stem: the
// question asks when the thing does it ("When should it end?").
var boundVerbs = map[string]string{"starts": "start", "ends": "end", "begins": "begin", "finishes": "finish", "opens": "open", "closes": "close"}

// recipientNoun is "to", "cc" or "bcc" for p, a list of a message's
// recipients named so whatever its description calls them ("Recipient
// email addresses"): they are asked "Who should it go to?", which names
// the field. noun itself for other parameters.
func recipientNoun(p Param, noun string) string {
	switch k := strings.ToLower(p.Name); k {
	case "to", "cc", "bcc":
		if p.Type == "array" {
			return k
		}
	}
	return noun
}

// placedTo tells whether p, a parameter named "to", is where a thing
// goes: a single string that is no address or person (those are a
// message's recipient, and a list of them is recipientNoun's), and no
// date (asked "Up to which date?").
func placedTo(p Param) bool {
	if !strings.EqualFold(p.Name, "to") || p.Type != "string" {
		return false
	}
	switch p.Role.Kind {
	case role.Email, role.Phone, role.Person, role.Username, role.Channel, role.Date, role.DateTime, role.Time, role.Year:
		return false
	}
	d := strings.ToLower(p.Description)
	return !strings.Contains(d, "recipient") && !strings.Contains(d, "email") && !strings.Contains(d, "date") && !strings.Contains(d, "time")
}

// vagueTexts are the one-word names of free text whose noun says nothing
// of what is wanted ("details", "notes"), with whether the word is plural.
// A text, body or message is a message's, asked for as such elsewhere.
var vagueTexts = map[string]bool{
	"details": true, "notes": true, "comments": true, "remarks": true, "instructions": true,
	"detail": false, "description": false, "note": false, "comment": false, "info": false,
	"information": false, "summary": false,
}

// textQuestion asks for p, a free text named by a vague noun ("details",
// "description"), by what the text should say: "What should the details
// say? A sentence or two is fine.", not "What's the details?", which
// names nothing a user could answer and is not English. "" for other
// parameters.
func textQuestion(rng *rand.Rand, p Param) string {
	if p.Type != "string" || p.Enum {
		return ""
	}
	noun := paramNoun(p)
	plural, ok := vagueTexts[noun]
	if !ok {
		return ""
	}
	them := "it"
	if plural {
		them = "them"
	}
	return pickOne(rng, "Sure. What should the "+noun+" say? A sentence or two is fine.",
		"I can do that. What do you want the "+noun+" to say?",
		"What should I put in the "+noun+"? Just write "+them+" as you'd like "+them+" to read.")
}
