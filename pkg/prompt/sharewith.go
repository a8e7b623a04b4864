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
