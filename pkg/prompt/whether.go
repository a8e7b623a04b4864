package prompt

import (
	"fmt"
	"strings"
)

// whetherAdverbs may stand between a whether-clause's subject and its
// verb ("whether a course still has free places").
var whetherAdverbs = map[string]bool{"still": true, "already": true, "currently": true, "now": true}

// whetherVague are words of a whether-clause that stand for an argument
// the question would have to name ("on a given night"): such a clause is
// not asked as it is.
var whetherVague = map[string]bool{"given": true, "specified": true, "specific": true, "particular": true,
	"certain": true, "provided": true, "supplied": true}

// whetherQuestion asks a check the way a person does, as the yes/no
// question the description's clause holds: "Check whether a course still
// has free places" with course code ES-B1 set is "Does course ES-B1 still
// have free places?", "Check if a learner qualifies for a fee waiver" is
// "Does learner 193760 qualify for a fee waiver?". ok is false unless the
// clause opens "<check> whether|if a|an|the <noun> [adverb] <verb> …",
// one set argument names the noun and no other argument is set.
func (st *funcState) whetherQuestion(d *Data, in intent) (string, bool) {
	if len(d.Set) != 1 {
		return "", false
	}
	w := d.Tool.clauseWords()
	if len(w) < 6 {
		return "", false
	}
	switch strings.ToLower(w[0]) {
	case "check", "checks", "determine", "determines", "verify", "verifies", "tell", "tells", "see", "test", "tests":
	default:
		return "", false
	}
	if l := strings.ToLower(w[1]); l != "whether" && l != "if" {
		return "", false
	}
	if !determiners[strings.ToLower(w[2])] {
		return "", false
	}
	noun := strings.ToLower(w[3])
	i := 4
	if i+1 < len(w) && strings.ToLower(w[i]) == "or" {
		i += 2 // "an item or material": the first names the argument
	}
	adv := ""
	if whetherAdverbs[strings.ToLower(w[i])] {
		adv, i = strings.ToLower(w[i]), i+1
	}
	if i+1 >= len(w) {
		return "", false
	}
	verb := strings.ToLower(w[i])
	rest := w[i+1:]
	for j, x := range rest {
		if strings.HasSuffix(x, ",") && j > 0 {
			rest = append(rest[:j:j], strings.TrimSuffix(x, ",")) // "accepted at the centre, which bay …": the question ends on the clause
			break
		}
	}
	for _, x := range rest {
		if l := strings.ToLower(x); whetherVague[l] || l == "or" || strings.ContainsAny(x, ",;:()") {
			return "", false
		}
	}
	p := d.Set[0]
	hw := strings.Fields(strings.ToLower(p.Human))
	if len(hw) == 0 || hw[0] != noun || !plainRef(p.Value) {
		return "", false
	}
	subj := noun + " " + fmt.Sprint(p.Value)
	if x, ok := p.Value.(string); ok && thingWords(x) {
		subj = fixArticle("a " + x) // "an old fridge freezer", said in words
		if massNouns[lastWord(x)] || plural(lastWord(x)) {
			subj = x // "used engine oil", "old paint tins"
		}
	}
	var q []string
	switch {
	case verb == "is" || verb == "can" || verb == "has" && len(rest) > 0 && strings.HasSuffix(rest[0], "ed"):
		q = []string{ucFirst(verb), subj}
	case strings.HasSuffix(verb, "s") && !strings.HasSuffix(verb, "ss") && len(verb) > 3 || verb == "has":
		q = []string{"Does", subj, thirdToBase(verb)}
	default:
		return "", false
	}
	if x, ok := p.Value.(string); ok && thingWords(x) && plural(lastWord(x)) && !massNouns[lastWord(x)] {
		q[0] = map[string]string{"Is": "Are", "Does": "Do", "Can": "Can", "Has": "Have"}[q[0]] // "Are old paint tins accepted …?"
	}
	if adv != "" {
		if q[0] == "Does" {
			q = []string{q[0], q[1], adv, q[2]}
		} else {
			q = append(q, adv)
		}
	}
	return strings.Join(append(q, rest...), " ") + "?", true
}

// plainRef tells whether an argument's value reads as a name after its
// noun ("course ES-B1", "learner 193760"): a short string or a number.
func plainRef(v any) bool {
	switch x := v.(type) {
	case string:
		return x != "" && len(x) <= 24 && !strings.ContainsAny(x, " \"`") || thingWords(x)
	case float64, int, int64:
		return true
	}
	return false
}

// thirdToBase says a third-person verb in its base form ("has" → "have",
// "qualifies" → "qualify", "matches" → "match", "needs" → "need").
func thirdToBase(v string) string {
	switch {
	case v == "has":
		return "have"
	case v == "does":
		return "do"
	case strings.HasSuffix(v, "ies"):
		return strings.TrimSuffix(v, "ies") + "y"
	case hasAnySuffix(v, []string{"ches", "shes", "sses", "xes", "zes"}):
		return strings.TrimSuffix(v, "es")
	}
	return strings.TrimSuffix(v, "s")
}

// thingWords tells whether a value is a thing said in plain lower-case
// words ("old fridge freezer"): two to four words of letters, said with
// "a" rather than after its argument's noun.
func thingWords(x string) bool {
	w := strings.Fields(x)
	if len(w) < 2 || len(w) > 4 {
		return false
	}
	for _, f := range w {
		if !lettersOnly(f) || strings.ToLower(f) != f {
			return false
		}
	}
	return true
}
