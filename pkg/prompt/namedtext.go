package prompt

import (
	"regexp"
	"strings"
)

// namedTextPhrase says a short text x (quoted q) that has a name of its
// own (a reason, a note, a description): inline by its role ("with a
// note saying "…"", roleTextForms), or, as people mostly write one out,
// after the request: a reason as the reason itself ("— café closed for
// refit", reasonAlone), a note added ("and add a note: "…""), any other
// text by its name ("Details: "…""). It never reads "and give it the
// reason "…"" or "For the notes, put "…"", a form field read aloud. hl
// is the key in words, obj the object the call acts on.
func (st *funcState) namedTextPhrase(hl, x, q, obj string) argWords {
	inline := roleTextForms(hl, q)
	if sentenceLike(q) {
		inline = append(inline, "and put "+q+" as the "+hl)
	}
	last := lastWord(hl)
	if whyNouns[last] {
		if alone, ok := reasonAlone(x); ok {
			return argWords{text: st.turn(inline...), noun: "text", ref: q, alone: st.vary("named-text-alone", alone...),
				own: true, why: true}
		}
	}
	var alone []string
	switch {
	case noteNouns[last] && noteNouns[objectHead(obj)]:
		// "Add a tree note … Add a note saying …" adds a second note: the
		// note made is the one that says it
		alone = []string{", saying " + q, "It should say " + q + stopAfter(q)}
	case noteNouns[last]:
		alone = noteAlone(hl, q)
	case last == "description" && hl == last:
		alone = []string{", described as " + q, "Describe it as " + q + stopAfter(q)}
	default:
		alone = []string{upperFirst(hl) + ": " + q, upperFirst(hl) + ": " + q}
		if !strings.HasSuffix(hl, "s") {
			// "Use "…" as the description.", never "The description is
			// "…"", a form's field read back after the request
			alone = append(alone, textUse(hl, q))
		}
	}
	return argWords{text: st.turn(inline...), noun: "text", ref: q, alone: st.vary("named-text-alone", alone...),
		own: sentenceLike(q), why: whyNouns[last]}
}

// stopAfter is the stop a sentence ending on quoted text q takes: none
// when the quote ends on its own (`"Done."`).
func stopAfter(q string) string {
	if quoteStops(q) {
		return ""
	}
	return "."
}

// enumLabelled says a choice no other wording fits the way a person
// notes a detail (choiceWords): "for doge", "for a medium pet", never
// "(symbol: doge)" or "using the medium size", which read as a form
// field said aloud.
func (st *funcState) enumLabelled(v, hl, last string) string {
	if _, ok := unitWords[last]; ok || unitShort[last] != "" {
		return v + " " + last // stall_size_metres=3x6: "3x6 metres"
	}
	if namedPicks[last] {
		// models=forecast_v4: a named thing picked by name reads as one
		// ("using the forecast v4 model")
		return st.turn("with the "+v+" "+last, "using the "+v+" "+last)
	}
	if w := strings.Fields(hl); len(w) == 2 && w[1] == last && isWord(w[0]) {
		// case_type, fee_type: the whole key tells two choices apart
		// ("case type: civil"), where "type" alone would say both
		last = hl
	}
	return st.choiceWords(v, hl, last)
}

// labelledRemark matches a remark that notes one detail by its label
// ("(window: 10_00_12_00)").
var labelledRemark = regexp.MustCompile(`^\([a-z][a-z ]*: [^()]+\)$`)

// mergeLabelled folds the labelled remarks among parens into one
// ("(coverage: full, window: 10_00_12_00)"): two remarks side by side
// ("(coverage: full) (window: 10_00_12_00)") read as a pasted form.
func mergeLabelled(parens []string) []string {
	var out, inner []string
	at := -1
	for _, p := range parens {
		if !labelledRemark.MatchString(p) {
			out = append(out, p)
			continue
		}
		if at < 0 {
			at = len(out)
			out = append(out, p)
		}
		inner = append(inner, strings.TrimSuffix(strings.TrimPrefix(p, "("), ")"))
	}
	if len(inner) > 1 {
		out[at] = "(" + strings.Join(inner, ", ") + ")"
	}
	return out
}

// namedPicks are nouns for a named thing a call is run with (a model, a
// template, a theme): the value is its name, said before the noun ("the
// dark theme"), unlike a detail noted by its label ("size: medium").
var namedPicks = map[string]bool{"model": true, "template": true, "theme": true, "preset": true, "profile": true,
	"engine": true, "voice": true, "layout": true, "style": true, "font": true, "algorithm": true, "context": true,
	"workflow": true, "pipeline": true, "palette": true, "language": true}

// whyNouns name a text that says why something is done: it is given
// ("Give "…" as the reason."), not used.
var whyNouns = map[string]bool{"reason": true, "justification": true, "cause": true, "explanation": true}

// textUse hands text q for field hl after a request, as people tell an
// assistant what to fill in: a reason is given ("Give "…" as the
// reason.", "Put down "…" as the reason."), other text is used
// ("Use "…" as the note.", "Have the note say "…".").
func textUse(hl, q string) string {
	stop := stopAfter(q) // none after a quote that ends its own sentence: `put "Done."`, never `put "Done.".`
	if whyNouns[lastWord(hl)] {
		// (never "If it asks for a reason, put …": said as a condition,
		// a reason the call then carries reads as one it need not)
		return pickBy(q, "Give "+q+" as the "+hl+".", "Put down "+q+" as the "+hl+".")
	}
	if !sayingNouns[lastWord(hl)] {
		return "Use " + q + " as the " + hl + "." // "Have the idea say …" reads as if the idea spoke
	}
	return pickBy(q, "Use "+q+" as the "+hl+".", "Have the "+hl+" say "+q+stop)
}

// sayingNouns name a written text that says something ("the note says
// …"): only these are handed over as "Have the note say "…"".
var sayingNouns = map[string]bool{"note": true, "notes": true, "description": true, "message": true, "comment": true,
	"text": true, "body": true, "summary": true, "statement": true, "narration": true, "subject": true, "complaint": true}
