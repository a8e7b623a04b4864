package prompt

import "hash/fnv"

// compareForms are the ways a filter's comparison of a field with a
// bound is said, by operator; the first of each pair of lists for a
// number, the second for a time or a name. Each form holds the bound at
// "%v" and follows "<field> is ".
var compareForms = map[string][2][]string{
	"$gte": {{"at least %v", "%v or more", "no less than %v"}, {"on or after %v", "%v or later", "no earlier than %v"}},
	"$gt":  {{"over %v", "more than %v", "above %v"}, {"after %v", "later than %v"}},
	"$lte": {{"at most %v", "%v or less", "no more than %v"}, {"on or before %v", "%v or earlier", "no later than %v"}},
	"$lt":  {{"under %v", "less than %v", "below %v"}, {"before %v", "earlier than %v"}},
	"$ne":  {{"not %v"}, {"not %v"}},
}

// compareWords says field compared by op with the bound s (already
// quoted when a string; when tells a time or a name from a number):
// "created_at is on or after "…"", "total is 50 or more", "age is no
// more than 30". The form is chosen by the field and the bound, so one
// filter is always said one way, while the many filters of a tool's
// requests do not all say "is on or after" (a fine-tuned model would
// learn the one phrasing). ok is false for an operator it does not know.
func compareWords(op, field, s string, when int) (string, bool) {
	forms, ok := compareForms[op]
	if !ok {
		return "", false
	}
	list := forms[when]
	h := fnv.New32a()
	h.Write([]byte(field + "\x00" + s))
	f := list[int(h.Sum32()%uint32(len(list)))]
	return field + " is " + replaceBound(f, s), true
}

// replaceBound puts s at the "%v" of form f.
func replaceBound(f, s string) string {
	for i := 0; i+1 < len(f); i++ {
		if f[i] == '%' && f[i+1] == 'v' {
			return f[:i] + s + f[i+2:]
		}
	}
	return f
}
