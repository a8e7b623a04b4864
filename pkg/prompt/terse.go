package prompt

import (
	"regexp"
	"strings"
)

// measureOpt matches an option that gives one measure as "a <what> of
// <number> [unit]" ("with a gross of 34480 kg", "a dose of 500 mg").
var measureOpt = regexp.MustCompile(`^(?:with )?an? ([a-z][a-z0-9 ]{0,30}?) of ((?:-|\$|€|£)?\d[\d.,]*(?: ?(?:%|[^\s,()"]+))?)$`)

// terseMeasures says two or more measures of one request the way people
// note them, label and value side by side ("gross 34480 kg, tare 8555
// kg"), next to each other where the first one stood: a chain of "with a
// gross of 34480 kg, a tare of 8555 kg and with a contamination of 50%"
// reads as a form read aloud. One measure alone is left as it is.
func terseMeasures(opts []string) []string {
	var terse []string
	first := -1
	for i, o := range opts {
		if m := measureOpt.FindStringSubmatch(o); m != nil {
			terse = append(terse, m[1]+" "+m[2])
			if first < 0 {
				first = i
			}
		}
	}
	if len(terse) < 2 {
		return opts
	}
	out := make([]string, 0, len(opts))
	for i, o := range opts {
		if i == first {
			out = append(out, terse...)
		}
		if !measureOpt.MatchString(o) {
			out = append(out, o)
		}
	}
	return out
}

// shuffledOpts shuffles a request's options, then puts its measures
// side by side in their terse form (terseMeasures).
func (st *funcState) shuffledOpts(opts []string) []string {
	st.shuffle(opts)
	return terseMeasures(opts)
}

// gradeWords says a grade a thing is given ("priority": "urgent") as an
// adjective: "marked urgent", "as urgent priority", "with urgent
// priority"; a value of several words ("flooding_property") by its label
// ("(severity: flooding property)"), never "marked flooding property
// severity".
func (st *funcState) gradeWords(vl, last string) string {
	if strings.Contains(vl, " ") {
		return st.enumLabelled(vl, last, last)
	}
	return st.turn("as "+vl+" "+last, "marked "+vl, "with "+vl+" "+last)
}

// levelWords says a level: a bare "level" as how much is shown ("at the
// error level"), a level of something named ("fuel_level":
// "three_quarters") by its label ("fuel level three quarters"), never
// "at the three_quarters level"; a bare level of several words as one
// modifier ("at the first-timer level"); "advanced level only" only of
// what is read, "for the advanced level" of what is made or changed.
func (st *funcState) levelWords(x, hl string) string {
	x = levelCaps(x) // level=c2: "at C2 level"
	if w := strings.Fields(hl); len(w) == 2 && isWord(w[0]) {
		return st.enumLabelled(spokenEnum(x), hl, "level")
	}
	if snakeValue.MatchString(x) || camelValue.MatchString(x) {
		// first_timer: "at the first-timer level", its words joined as
		// one modifier before "level", never "at the first_timer level"
		x = strings.ReplaceAll(strings.ToLower(Humanize(x)), " ", "-")
	}
	only := x + " level only"
	if !st.reads() {
		only = "for the " + x + " level" // a lesson made is at a level, not filtered to one ("advanced level only")
	}
	return st.turn("at "+x+" level", "at the "+x+" level", only)
}

// unparenLabels takes the parentheses off labelled remarks ("(detail
// level: full)" → "detail level: full") for options said as a sentence
// of their own, where a remark has nothing to follow; beside other
// options the label and value go without the colon.
func unparenLabels(opts []string) []string {
	out := make([]string, len(opts))
	for i, o := range opts {
		if labelledRemark.MatchString(o) {
			o = o[1 : len(o)-1]
			if len(opts) > 1 {
				o = strings.Replace(o, ": ", " ", 1) // "By 2025-12 and symbol xrp."
			}
		}
		out[i] = o
	}
	return out
}
