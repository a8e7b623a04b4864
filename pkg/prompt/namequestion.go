package prompt

import "strings"

// questionAux are the words a yes/no question opens on, as a tool's name
// or its whether-clause says them ("is_shop_open", "are_tests_passing",
// "whether the shop is open").
var questionAux = map[string]bool{"is": true, "are": true}

// plainQuestion asks a tool that takes no arguments and checks one thing
// as the yes/no question it answers: a description "Tells whether the
// shop is open right now" or a name "is_shop_open" is "Is the shop open
// right now?" / "Is the shop open?", never "Look at shop is open" or "help
// me with is shop open". ok is false for a tool with arguments set or
// whose description and name ask no such question.
func (st *funcState) plainQuestion(d *Data) (string, bool) {
	if len(d.Set) != 0 || len(d.Params) != 0 {
		return "", false
	}
	q, ok := clauseQuestion(d.Tool.clauseWords())
	if !ok {
		q, ok = nameQuestion(d.Tool.Name)
	}
	if !ok {
		return "", false
	}
	// q is "Aux the noun rest": the statement it asks is "the noun aux rest"
	w := strings.Fields(q)
	said := strings.Join(append(append(append([]string{}, w[1:3]...), strings.ToLower(w[0])), w[3:]...), " ")
	now := ""
	if !hasWord(w, "now", "today", "currently") {
		now = st.one("", " right now", " at the moment")
	}
	switch st.intn(4) {
	case 0:
		return "Quick question: " + strings.ToLower(w[0]) + " " + strings.Join(w[1:], " ") + now + "?", true
	case 1:
		return st.one("Can you check if ", "Could you check whether ", "Do you know if ") + said + now + "?", true
	}
	return q + now + "?", true
}

// clauseQuestion is the question of a whether-clause with no argument
// in it, without its question mark: "<tell|check> whether|if the <noun>
// is|are <rest>" → "Is the <noun> <rest>". ok is false for any other
// clause.
func clauseQuestion(w []string) (string, bool) {
	if len(w) < 6 {
		return "", false
	}
	switch strings.ToLower(w[0]) {
	case "check", "checks", "determine", "determines", "verify", "verifies", "tell", "tells", "return", "returns", "report", "reports", "see":
	default:
		return "", false
	}
	if l := strings.ToLower(w[1]); l != "whether" && l != "if" {
		return "", false
	}
	det, noun, aux := strings.ToLower(w[2]), strings.ToLower(w[3]), strings.ToLower(w[4])
	if det != "the" && det != "a" && det != "an" || !questionAux[aux] || !isLowerWord(noun) {
		return "", false
	}
	rest := w[5:]
	for _, x := range rest {
		if l := strings.ToLower(x); l == "or" || whetherVague[l] || strings.ContainsAny(x, ",;:()") {
			return "", false
		}
	}
	return strings.Join(append([]string{ucFirst(aux), det, noun}, rest...), " "), true
}

// nameQuestion is the question a tool's name asks when it opens on "is"
// or "are" then a thing and its state ("is_shop_open": "Is the shop
// open", "are_tests_passing": "Are the tests passing"), without its
// question mark. ok is false for other names, and for names with no
// thing before the state ("is_logged_in").
func nameQuestion(name string) (string, bool) {
	w := strings.Fields(strings.ToLower(Humanize(name)))
	if len(w) < 3 || !questionAux[w[0]] {
		return "", false
	}
	subj := w[1]
	if prepositions[subj] || subj == "the" || subj == "a" || strings.HasSuffix(subj, "ed") || strings.HasSuffix(subj, "ing") || verbs[subj] && !nounVerbs[subj] {
		return "", false
	}
	return strings.Join(append([]string{ucFirst(w[0]), "the", subj}, w[2:]...), " "), true
}
