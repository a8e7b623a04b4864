package prompt

import "strings"

// shareWith says "with" once before a run of options that each open on
// it, as people list what they give ("with deposit 953.48, rate 20 and
// years 22"), never "with X, with Y and with Z". An option that lists
// values itself ("with minutes 20, 15 and 10") keeps its own "with", and
// so does the next: without it the lists run together. So does quoted
// text, which alone would read as a sentence of its own.
func shareWith(opts []string) []string {
	var out []string
	for i := 1; i < len(opts); i++ {
		if !strings.HasPrefix(opts[i], "with ") || !strings.HasPrefix(opts[i-1], "with ") || listsItself(opts[i]) || listsItself(opts[i-1]) ||
			strings.ContainsAny(opts[i][5:6], "\"`'(") {
			continue
		}
		if out == nil {
			out = append([]string(nil), opts...)
		}
		out[i] = strings.TrimPrefix(opts[i], "with ")
	}
	if out == nil {
		return opts
	}
	return out
}

// listsItself tells whether an option holds a list of its own.
func listsItself(o string) bool {
	return strings.Contains(o, " and ") || strings.Contains(o, ", ") || strings.Contains(o, " or ")
}

// withGroup says the options that each open on "with" as one, beside
// other options: "direction in, with patient consent
// and Cedar Park Pharmacy as the other pharmacy", never "with patient
// consent, direction in and with Cedar Park Pharmacy …", a form read out
// field by field. The group goes after the other constraints, before
// any act on the result, after a comma (ownAnd). Options
// that list values themselves, or open on a quote or parenthesis, stay
// apart (shareWith's rule): merged, their lists would run together.
func withGroup(opts []string) []string {
	if len(opts) < 3 {
		return opts
	}
	var at []int
	for i, o := range opts {
		if strings.HasPrefix(o, "with ") {
			if listsItself(o) || strings.ContainsAny(o[5:6], "\"`'(") {
				return opts
			}
			at = append(at, i)
		}
	}
	if len(at) < 2 || len(at) == len(opts) {
		return opts // none, one, or nothing but them (shareWith's)
	}
	group := make([]string, len(at))
	for j, i := range at {
		group[j] = strings.TrimPrefix(opts[i], "with ")
	}
	out := make([]string, 0, len(opts)-len(at)+1)
	grouped := "with " + joinWords(group, "and")
	for _, o := range opts {
		if grouped != "" && (outputAct(o) || ownConj(o)) {
			out, grouped = append(out, grouped), "" // before the acts (actsLast): "…, with A and B, saving it to x"
		}
		if !strings.HasPrefix(o, "with ") {
			out = append(out, o)
		}
	}
	if grouped != "" {
		out = append(out, grouped)
	}
	return out
}

// ownAnd tells whether the last option o of a list brings its own "and"
// (a withGroup: "with patient consent and Cedar Park Pharmacy"): it
// follows a comma, never a second "and".
func ownAnd(o string) bool {
	return strings.HasPrefix(o, "with ") && strings.Contains(o, " and ") && !strings.ContainsAny(o, "\"`")
}
