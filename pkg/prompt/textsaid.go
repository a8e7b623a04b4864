package prompt

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// noteNouns name a text added to a thing for whoever reads it later (a
// note, a comment): people add one ("and add a note: …"), never fill
// one in ("Notes: "…"").
var noteNouns = map[string]bool{"note": true, "notes": true, "comment": true, "comments": true, "remark": true,
	"remarks": true, "memo": true}

// reasonAlone says the text x that gives why a call is made (a reason, a
// justification) the way people give one: as the reason itself after the
// request, never as a field filled in ("giving the reason as "…"",
// "Reason: "…"", "The reason should be "…""). A sentence is said as a
// sentence of its own ("Remove stock B3. Booked the wrong day by
// mistake."); a phrase closes the request after a dash or in brackets
// ("Cancel order WO-1 — café closed for refit.", see attachAside), or, when
// it opens on its own subject, after "as" ("…, as the café closed"). The
// text stays verbatim. false when x is not said so (a code, a line break,
// padding): it then keeps its quotes.
func reasonAlone(x string) ([]string, bool) {
	if !plainProse(x) {
		return nil, false
	}
	r, _ := utf8.DecodeRuneInString(x)
	if unicode.IsUpper(r) {
		if !strings.ContainsAny(x[len(x)-1:], ".!?") {
			x += "."
		}
		return []string{x}, true
	}
	forms := []string{"— " + x, "(" + x + ")"}
	switch strings.ToLower(firstWord(x)) {
	case "the", "we", "our", "they", "their", "it", "its", "i", "my", "he", "she", "this", "that", "you", "your":
		forms = append(forms, ", as "+x)
	}
	return forms, true
}

// plainProse tells whether text x reads as words a person writes in a
// sentence: letters first, spaces between words, no line break, no code
// (an underscore, a brace) and no quote of its own.
func plainProse(x string) bool {
	if x == "" || x != strings.TrimSpace(x) || strings.ContainsAny(x, "\n\t_{}[]<>\"`|=") {
		return false
	}
	r, _ := utf8.DecodeRuneInString(x)
	return unicode.IsLetter(r) && len(strings.Fields(x)) >= 2
}

// noteAlone says a note or comment q (a quoted text) for field hl as
// people add one after the request: "…, and add a note: "…"", "Add a
// note saying "…"." (hl "delivery notes": "a delivery note").
func noteAlone(hl, q string) []string {
	n := fixArticle("a " + singular(hl))
	return []string{", and add " + n + ": " + q, "Add " + n + " saying " + q + stopAfter(q), ", with " + n + ": " + q}
}

// attachable tells whether aside is said as the close of the request
// line it follows ("— café closed for refit", ", and add a note: …"),
// not as a sentence of its own.
func attachable(aside string) bool {
	return strings.HasPrefix(aside, "— ") || strings.HasPrefix(aside, "(") || strings.HasPrefix(aside, ", ")
}

// attachAside closes request line s with aside (see attachable), before
// the line's stop and any thanks that end it: "Cancel order WO-1 — café
// closed for refit, thanks!", "Can you cancel order WO-1 (café closed)?".
func attachAside(s, aside string) string {
	t := strings.TrimRight(s, " ")
	for _, cl := range []string{", please.", ", thanks!", ", thanks.", " please."} {
		if strings.HasSuffix(t, cl) {
			return strings.TrimSuffix(t, cl) + spaceBefore(aside) + cl
		}
	}
	end := "."
	if n := len(t); n > 0 && strings.ContainsRune(".?!", rune(t[n-1])) {
		t, end = t[:n-1], t[n-1:] // `"294"?`: the stop after a quote is the line's
	} else if n > 0 && (t[n-1] == '"' || t[n-1] == '`') && n > 1 && strings.ContainsRune(".?!", rune(t[n-2])) {
		end = "" // `saying "Done."`: the quote has its stop
	}
	if quoteStops(aside) {
		if a, ok := attachedSentence(aside); ok {
			// "Could you change order 5? Add a note: "Same as last
			// time."": a quote that ends its own sentence never closes
			// the request line, whose stop then goes unsaid
			return t + end + " " + a
		}
	}
	if strings.HasPrefix(aside, "— ") && strings.Contains(t, " — ") {
		aside = "(" + strings.TrimPrefix(aside, "— ") + ")" // "Ticket 5 — void it — …" reads as two breaks
	}
	return t + spaceBefore(aside) + end
}

// spaceBefore is aside with the space it takes after the word before it:
// none before a comma.
func spaceBefore(aside string) string {
	if strings.HasPrefix(aside, ",") {
		return aside
	}
	return " " + aside
}

// textLabelSaid says a lone labelled text v (label l) after request s the
// way people give it, as namedTextPhrase does: a reason as itself, a note
// added. A phrase that closes the request line only does so when s is one
// sentence. false for any other label.
func (st *funcState) textLabelSaid(s, l, v string) (string, bool) {
	last := lastWord(l)
	switch {
	case whyNouns[last]:
		forms, ok := reasonAlone(v)
		if !ok {
			return "", false
		}
		f := st.vary("label-why", forms...)
		if attachable(f) && strings.ContainsAny(strings.TrimRight(s, ".?! "), ".?!") {
			return "", false
		}
		return f, true
	case noteNouns[last] && !strings.ContainsAny(v, "\"\n"):
		f := st.vary("label-note", noteAlone(l, quoteStr(v))...)
		if attachable(f) && strings.ContainsAny(strings.TrimRight(s, ".?! "), ".?!") {
			return attachedSentence(f) // "Make it 5 heads. Add a note: "…"": the note closes no sentence but the request's
		}
		return f, true
	}
	return "", false
}

// quoteStops tells whether s ends on a quoted text that ends its own
// sentence (`"Same as last time."`).
func quoteStops(s string) bool {
	return strings.HasSuffix(s, ".\"") || strings.HasSuffix(s, "!\"") || strings.HasSuffix(s, "?\"")
}

// attachedSentence says an attached note or description (noteAlone,
// ", described as …") as a sentence of its own: ", and add a note: …" →
// "Add a note: …", ", described as …" → "Describe it as …"; false for
// any other aside.
func attachedSentence(aside string) (string, bool) {
	var a string
	if r, ok := strings.CutPrefix(aside, ", and add "); ok {
		a = "Add " + r
	} else if r, ok := strings.CutPrefix(aside, ", with "); ok && (strings.HasPrefix(r, "a ") || strings.HasPrefix(r, "an ")) {
		a = "Add " + r
	} else if r, ok := strings.CutPrefix(aside, ", described as "); ok {
		a = "Describe it as " + r
	} else {
		return "", false
	}
	if strings.HasSuffix(a, "\"") {
		a += stopAfter(a)
	}
	return a, true
}

// givenNames are labels of a name a thing is given (a title, a subject
// line): "The title should be "…"" says what it is to be called, where
// "The details should be "…"" fills in a form.
var givenNames = map[string]bool{"title": true, "name": true, "subject": true, "heading": true, "headline": true}
