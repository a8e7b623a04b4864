package prompt

import (
	"regexp"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// This file says a choice or a flag that has no wording of its own bound
// to the noun it qualifies, the way a person puts it in the clause of the
// request ("book an appointment for a filling treatment", "report bike 7
// for a battery issue", "with catering"), never as a form label read out
// ("treatment filling", "The vaccine is hpv.", "as a catering").

// boundChoice says the value v of a choice keyed by label as what the
// request is for: "for a filling treatment", "for the HPV vaccine",
// "for phase 2". ok is false for a value that is a code a thing is known
// by ("FV4", "3J", "R07"), which reads best after its label ("fermenter
// FV4"), and for a label of several words, a plural one or a grade's.
func boundChoice(v, label string) (string, bool) {
	if label == "" || strings.Contains(label, " ") || !isWord(label) || pluralLooking(label) || gradeKeys[label] {
		// (a grade is said by its value: "heavy infestation", never "for
		// a heavy infestation severity")
		return "", false
	}
	f := strings.Fields(v)
	if measureLabels[label] && len(f) > 0 && len(f) <= 3 {
		// metric=substrate_moisture, metric=co2: the value names the
		// quantity read ("for substrate moisture", "for CO2"), never "for
		// a substrate moisture metric"
		if codeLikeChoice(v) {
			return "for " + strings.ToUpper(v), true
		}
		return "for " + strings.Join(spokenAcronyms(f), " "), true
	}
	if len(f) == 0 || len(f) > 3 || !isWord(strings.ToLower(f[0])) || codeLikeChoice(v) {
		return "", false
	}
	vl := strings.ToLower(v)
	if relationWords[strings.ToLower(f[0])] || prepositions[strings.ToLower(f[len(f)-1])] || strings.Contains(" "+vl+" ", " or ") {
		// operator=above, relation=blocked_by, filter=unassigned_or_me:
		// no thing to be for ("operator above", never "for an above
		// operator" or "for a blocked by")
		return "", false
	}
	if q, ok := qualityChoice(v, label); ok {
		return q, true
	}
	if massNouns[label] {
		// healing=patchy, funding=nhs, tenure=commonhold: a label
		// that names stuff, not a thing, takes no article and is what
		// the thing comes with ("with patchy healing", "with NHS
		// funding"), never "for a patchy healing"
		said := strings.Join(spokenAcronyms(f), " ")
		if lastWord(vl) != label {
			said += " " + label
		}
		return "with " + said, true
	}
	switch {
	case f[0] == label && len(f) > 1:
		// phase=phase_2: the value names its label already ("for phase 2",
		// never "phase phase 2")
		return "for " + v, true
	case strings.HasSuffix(" "+vl, " "+label):
		return "for " + fixArticle("a "+v), true
	case vl == "other" || vl == "misc" || vl == "miscellaneous":
		return "for some other " + label, true
	case strings.Contains(" "+vl+" ", " "+label+" "):
		// phase=early_phase_1: the value names its label already ("for
		// early phase 1", never "for an early phase 1 phase")
		return "for " + v, true
	case label == "season" && len(f) == 1:
		return "in " + vl + " season", true // season=high: "in high season", never "for a high season"
	case periodLabels[label] && len(f) == 1:
		return "for the " + v + " " + label, true // term=autumn: "for the autumn term", one such term a year
	case label == "condition" && conditionGrades[vl]:
		return "in " + vl + " condition", true // condition=worn: "in worn condition", never "for a worn condition"
	case attributeWords(f, label) != "":
		return attributeWords(f, label), true // position=front: "in the front position", never "for a front position"
	case capabilityLabels[label]:
		// skill=climber: what a person is able to do, which they have
		// ("with the climber skill"), never what the request is for ("for
		// a climber skill")
		return "with the " + strings.Join(spokenAcronyms(f), " ") + " " + label, true
	case label == "option" || label == "setting" || label == "preset":
		// value_input_option=raw: a setting picked by name, "with the raw
		// option", never "for a raw option"
		return "with the " + v + " " + label, true
	case stuffLabels[label] && !strings.HasSuffix(vl, "ed"):
		// product=banners, matrix=drinking_water: the value is the stuff
		// itself ("for banners", "for drinking water"), never "for the
		// banners product"
		return "for " + strings.Join(spokenAcronyms(f), " "), true
	}
	f = spokenAcronyms(f) // vaccine=hepatitis_b: "hepatitis B"
	v = strings.Join(f, " ")
	if pluralLooking(strings.ToLower(f[len(f)-1])) {
		return "for the " + v + " " + label, true // issue=lights: "for the lights issue"
	}
	if f[0] != strings.ToLower(f[0]) && strings.ToUpper(f[0]) == f[0] {
		return "for " + initialismArticle(f[0]) + " " + v + " " + label, true // "for an MMR vaccine"
	}
	return "for " + fixArticle("a "+v+" "+label), true
}

// measureLabels are keys of a choice that picks which quantity a read
// returns or a record holds (metric=air_temp, kpi=revenue): the
// value is the quantity itself. ("measure" is left out: it more often
// names a scored test, "for a QuickDASH measure".)
var measureLabels = map[string]bool{"metric": true, "measurement": true, "quantity": true,
	"variable": true, "indicator": true, "kpi": true, "statistic": true}

// attributeLabels are keys of a choice that names a property the thing
// itself has (where it sits, what state it is in, how old it is, the part
// it plays), mapped to the preposition that property is said with. Such a
// choice is not what the request is for: "return tool NVFX-4594 in dirty
// condition", never "for a dirty condition".
var attributeLabels = map[string]string{"condition": "in", "position": "in", "direction": "in", "age": "of",
	"role": "as", "finish": "with", "texture": "with", "shape": "with", "use": "for", "sex": "of", "gender": "of"}

// attributeWords says the value f of a choice keyed by one of
// attributeLabels as that property: condition=salted "in salted
// condition", position=front "in the front position", age=juvenile "of
// juvenile age", role=scaffolder "as a scaffolder", role=prep "in the
// prep role", finish=black_foil "with a black foil finish", use=warp "for
// warp use", sex=male "of male sex" (was "for a salted condition", "for a front position", "for
// a juvenile age", "for a prep role", "for a warp use", "for a male
// sex"). It is "" for
// other keys and for a value that names no one such property ("both",
// "any", "missing pages" as a condition).
func attributeWords(f []string, label string) string {
	prep := attributeLabels[label]
	if prep == "" || len(f) == 0 || len(f) > 2 {
		return ""
	}
	vl := strings.ToLower(strings.Join(f, " "))
	if determiners[vl] || vl == "both" || vl == "any" || vl == "none" || vl == "other" {
		return ""
	}
	// a role a person plays by a word for such a person ("scaffolder")
	agent := prep == "as" && len(f) == 1 && (hasAnySuffix(vl, agentSuffixes) || role.PersonNoun(vl))
	switch {
	case label == "condition" && len(f) == 1:
		return "in " + vl + " condition"
	case label == "condition":
		return "" // condition=missing_pages: no state word to say it by
	case prep == "in":
		return "in the " + vl + " " + label
	case prep == "of":
		return "of " + vl + " " + label
	case prep == "with":
		return "with " + fixArticle("a "+vl+" "+label)
	case prep == "for":
		return "for " + vl + " " + label
	case prep == "as" && agent:
		return "as " + article(vl)
	case prep == "as":
		return "in the " + vl + " " + label
	}
	return ""
}

// capabilityLabels are keys of a choice that says what a person can do
// or is qualified for (skill=climber, certification=first_aid): a filter
// on people says who has it, "with the climber skill", never "for a
// climber skill".
var capabilityLabels = map[string]bool{"skill": true, "qualification": true, "certification": true,
	"specialty": true, "speciality": true, "specialism": true, "competency": true, "capability": true}

// codeLikeChoice tells whether a choice's value is a code a thing is
// known by rather than words: a single token mixing letters and digits
// ("FV4", "3J") or written in capitals ("LTL", and a lone capital: a
// grading's "U" is "cond U", never "for an U cond").
func codeLikeChoice(v string) bool {
	if strings.Contains(v, " ") {
		return false
	}
	hasDigit, hasLetter := false, false
	for _, r := range v {
		switch {
		case r >= '0' && r <= '9':
			hasDigit = true
		case r >= 'a' && r <= 'z':
			hasLetter = true
		case r >= 'A' && r <= 'Z':
			hasLetter = true
		}
	}
	return hasDigit && hasLetter || hasLetter && strings.ToUpper(v) == v
}

// spokenAcronym writes a short lower-case word without a vowel as the
// initialism it is ("hpv" → "HPV", "mmr" → "MMR"), any other word as it
// is.
func spokenAcronym(w string) string {
	if len(w) < 2 || len(w) > 4 || !isWord(w) || strings.ContainsAny(w, "aeiouy") {
		return w
	}
	return strings.ToUpper(w)
}

// sizedPack matches a packaging choice written as a container and its
// size ("can_330ml", "keg_50l", "bottle_750_ml").
var sizedPack = regexp.MustCompile(`^([a-z]+)[_-](\d+(?:\.\d+)?)[_-]?(ml|cl|l|oz|g|kg|lb)$`)

// packUnits say the units of sizedPack as people write them before a
// container ("330 ml cans", "50-litre kegs").
var packUnits = map[string]string{"ml": " ml", "cl": " cl", "l": "-litre", "oz": "-ounce", "g": " g", "kg": " kg", "lb": "-pound"}

// formatWords says a format choice: a container of a size as those
// containers ("in 330 ml cans"), a snake_case or camelCase value in
// words ("in plain text format"), never the raw value ("in can_330ml
// format").
func formatWords(x string) string {
	if m := sizedPack.FindStringSubmatch(strings.ToLower(x)); m != nil {
		return "in " + m[2] + packUnits[m[3]] + " " + Plural(m[1])
	}
	return "in " + spokenEnum(x) + " format"
}

// participleFlags are one-word flags that say what a person or a thing
// is doing ("attending": true on an RSVP): said as a state it is marked
// with, not as a thing it comes with.
var participleFlags = map[string]bool{"attending": true, "participating": true, "going": true, "coming": true, "pending": true,
	"waiting": true, "travelling": true, "traveling": true, "staying": true, "joining": true, "returning": true,
	"remaining": true, "working": true, "missing": true, "recurring": true, "ongoing": true}

// agentSuffixes end nouns for a person's role ("organizer", "moderator",
// "specialist"): a flag named by one is said "as an organizer".
var agentSuffixes = []string{"er", "or", "ist", "ian", "ant", "ee"}

// thingSuffixes end nouns for a thing or a service a call comes with
// ("catering", "delivery", "insurance", "postage").
var thingSuffixes = []string{"ing", "tion", "sion", "ment", "ery", "age", "ance", "ence", "ship", "ness", "ure"}

// nounFlag says a one-word flag that is no adjective and no verb: a
// state a person is in ("marked as attending"), a role ("as an
// organizer"), a thing the call comes with or without ("with catering",
// "without delivery"), else a mark the thing bears ("marked as remote"),
// never "as a catering".
func (st *funcState) nounFlag(w string, x bool) string {
	switch {
	case !participleFlags[w] && !hasAnySuffix(w, thingSuffixes) && !hasAnySuffix(w, agentSuffixes) && w != "admin" && w != "guest" && w != "member":
		if x {
			return st.turn("marked as "+w, "("+w+")")
		}
		return st.turn("marked as not "+w, "(not "+w+")")
	case participleFlags[w]:
		if x {
			return st.turn("marked as "+w, "("+w+")")
		}
		return st.turn("marked as not "+w, "(not "+w+")")
	case hasAnySuffix(w, agentSuffixes) || w == "admin" || w == "guest" || w == "member":
		if x {
			return st.turn("as "+article(w), "("+w+")")
		}
		return st.turn("not as "+article(w), "(no "+w+")")
	}
	if x {
		return st.turn("with "+w, "("+w+")")
	}
	return st.turn("without "+w, "(no "+w+")")
}

// accessRoles are roles that grant access to a thing (a document's
// commenter, a project's maintainer): said "with editor access" as well
// as "as an editor", unlike a part a person plays (a plaintiff, a
// speaker).
var accessRoles = map[string]bool{"viewer": true, "editor": true, "commenter": true, "reader": true, "writer": true,
	"owner": true, "admin": true, "administrator": true, "member": true, "guest": true, "maintainer": true,
	"contributor": true, "manager": true, "read": true, "write": true, "read only": true, "full": true,
	"collaborator": true, "moderator": true, "developer": true, "reporter": true, "billing": true}

// isFlag says a flag named "is_…" by what follows: a noun as what the
// thing is ("as an organization", is_organization), anything else as a
// mark ("marked as primary"), never "marked as organization".
func isFlag(rest []string, x bool) string {
	w := strings.Join(rest, " ")
	if len(rest) == 1 && isWord(w) && !adjective(w) && !adjectiveFlag(w) && !strings.HasSuffix(w, "ing") {
		if x {
			return "as " + article(w)
		}
		return "not as " + article(w)
	}
	if x {
		return "marked as " + w
	}
	return "not marked as " + w
}

// stuffLabels are key nouns that say only "the thing or stuff": a value
// under them is a thing of its own and is said alone.
var stuffLabels = map[string]bool{"product": true, "item": true, "material": true, "matrix": true, "substance": true,
	"medium": true, "commodity": true, "goods": true, "article": true}

// spokenAcronyms says each word of f as spokenAcronym does, and a one
// letter word after the first in capitals ("hepatitis B").
func spokenAcronyms(f []string) []string {
	out := make([]string, len(f))
	for i, w := range f {
		out[i] = spokenAcronym(w)
		if i > 0 && len(w) == 1 && isWord(w) {
			out[i] = strings.ToUpper(w)
		}
	}
	return out
}

// relationWords open a choice that says how a thing stands to another
// ("above", "below"), not what kind it is: it never goes before its
// label as a thing's kind ("for an above operator").
var relationWords = map[string]bool{"above": true, "below": true, "over": true, "under": true, "between": true,
	"within": true, "outside": true, "inside": true, "up": true, "down": true, "not": true}

// periodLabels are the parts of a year a choice names ("term": "autumn",
// "semester": "spring"): there is one such part, said with "the".
var periodLabels = map[string]bool{"term": true, "semester": true, "quarter": true, "trimester": true}
