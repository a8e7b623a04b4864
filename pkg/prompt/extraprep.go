package prompt

import "strings"

// extraPreps are the prepositions of a tool's phrase after its object
// ("Withdraw a student from a course", "Add a member to a team") that say
// where an identifier of that place stands in the act.
var extraPreps = map[string]bool{"from": true, "to": true, "into": true, "onto": true}

// extraPrep is the preposition the tool's own words put before the thing
// an identifier names ("Withdraw a student from a course": "from course
// code 82592", never "for course code 82592"), when the phrase after the
// tool's object names it: its head noun is the identifier's noun or that
// noun's first word ("course" of "course code"). ok is false otherwise.
func (st *funcState) extraPrep(noun string) (string, bool) {
	if st.data == nil || noun == "" {
		return "", false
	}
	f := strings.Fields(strings.ToLower(st.data.Tool.intent.Extra))
	if len(f) < 2 || !extraPreps[f[0]] {
		return "", false
	}
	rest := f[1:]
	if determiners[rest[0]] {
		rest = rest[1:]
	}
	if len(rest) == 0 || len(rest) > 2 {
		return "", false
	}
	head := rest[len(rest)-1]
	nw := strings.Fields(strings.ToLower(noun))
	if head != nw[0] && strings.Join(rest, " ") != strings.Join(nw, " ") {
		return "", false
	}
	return f[0] + " ", true
}
