package prompt

import "strings"

// detailCut takes the word "detail" off the end of an object read from a
// description that names what a get tool shows of a thing ("Crew member
// detail: quals, pager no, …"): the thing is what is asked for, and its
// id follows it ("crew member C3", was "crew member detail C3"), as
// "details" and "info" already are.
func detailCut(obj string) string {
	if w := strings.Fields(obj); len(w) > 2 && strings.EqualFold(w[len(w)-1], "detail") {
		return strings.Join(w[:len(w)-1], " ")
	}
	return obj
}
