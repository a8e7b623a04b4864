package prompt

import "strings"

// acronymObject makes the object of a tool whose name ends on an
// acronym its description spells out ("calc_pto" + "Compute paid time
// off for …") that acronym, "the PTO", as people say it, never the
// description's first word alone ("work out a paid"): the object read
// from the clause must open the spelled-out words and hold fewer words
// than the acronym has letters. Any other intent is returned as it is.
func acronymObject(name, clause string, in intent) intent {
	nw := strings.Fields(strings.ToLower(Humanize(name)))
	obj := strings.Fields(strings.ToLower(in.Object))
	if len(nw) < 2 || len(obj) == 0 {
		return in
	}
	ac := nw[len(nw)-1]
	if len(ac) < 2 || len(ac) > 5 || !isWord(ac) {
		return in
	}
	if determiners[obj[0]] {
		obj = obj[1:]
	}
	if len(obj) == 0 || len(obj) >= len(ac) {
		return in
	}
	var cw []string
	for w := range strings.FieldsSeq(strings.ToLower(clause)) {
		cw = append(cw, strings.Trim(w, ".,;:()\"'"))
	}
	for i, w := range cw {
		if w == ac {
			return in // the acronym is written out as it is
		}
		if w != obj[0] || i+len(ac) > len(cw) {
			continue
		}
		var initials strings.Builder
		for _, x := range cw[i : i+len(ac)] {
			if x == "" {
				return in
			}
			initials.WriteByte(x[0])
		}
		if initials.String() == ac {
			in.Object = "the " + strings.ToUpper(ac)
			return in
		}
	}
	return in
}
