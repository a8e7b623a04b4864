package prompt

import "strings"

// pluralTailQuestions asks for the things a parameter named in the
// plural holds ("videoIds", "commits"): which ones, and their ids, not
// "Which video do you mean? What's its ids?" nor "What's its commits?".
// n is the thing's noun, tail the name's last word, what the word asked
// for after "its"; nil when tail is no plural. A list of one value
// (single) is asked for as one thing ("Which video? I'll need its id.").
func pluralTailQuestions(n, tail, what string, single bool) []string {
	one := singular(tail)
	if one == tail || len(one) < 2 || strings.HasSuffix(tail, "ss") || strings.HasSuffix(tail, "us") || strings.HasSuffix(tail, "is") {
		return nil
	}
	if single {
		if one == n || strings.HasSuffix(n, " "+one) {
			return sameThingQuestions(n)
		}
		w := singular(what)
		return []string{"Sure — which " + n + "? I'll need its " + w + ".", "Happy to. Which " + n + " do you mean? What's its " + w + "?"}
	}
	ns := Plural(n)
	if one == n || strings.HasSuffix(n, " "+one) {
		// The name is the things themselves: which ones.
		return []string{"Sure — which " + ns + " do you mean?", "Which " + ns + " are they?", "Happy to. Which " + ns + " should I use?"}
	}
	return []string{
		"Sure — which " + ns + "? I'll need their " + what + ".",
		"Happy to. Which " + ns + " do you mean? What are their " + what + "?",
	}
}

// asksNewName tells whether question asks for a name to give a thing
// ("What name should I give it?", "What should the title be?"), not for
// the name of one that exists ("Which one do you mean? What's its
// name?"), whose answer says which it is ("It's web-frontend."), not
// "Call it web-frontend.".
func asksNewName(question string) bool {
	q := strings.ToLower(question)
	for _, w := range []string{"should i give", "should it have", "should its name be", "should the title be", "should i call", "should i name", "new name", "should the name be"} {
		if strings.Contains(q, w) {
			return true
		}
	}
	return false
}

// saysID tells whether p's name or description says it holds an id
// ("customer_id", "The wedding's ID", "identifier"), so that a question
// may ask for the thing's id; a "range" described as "The A1 notation
// range" holds the range itself.
func saysID(p Param) bool {
	for w := range strings.FieldsSeq(strings.ToLower(splitCamel(p.Name) + " " + p.Description)) {
		switch strings.Trim(w, ".,;:()'\"") {
		case "id", "ids", "uuid", "gid", "identifier", "identifiers":
			return true
		}
	}
	return false
}
