package prompt

import (
	"regexp"
	"strings"
)

// roleTextForms are the inline forms a short quoted text q for the field
// hl is said in by the role it plays, as people write it: a reason given
// ("giving the reason as "Created by mistake.""), a note or description
// that says something ("with a note saying "…"", "described as "…""), any
// other text shown as what it is ("with these instructions: "…"").
// Never "with the reason "…"", the field's name spoken before the value
// as a form read aloud, nor "with "…" as the reason", which echoedKey
// counts as a key echoed back.
func roleTextForms(hl, q string) []string {
	last := lastWord(hl)
	this := "with this " + hl + ": " + q
	if pluralLooking(last) {
		this = "with these " + hl + ": " + q
	}
	switch {
	case whyNouns[last]:
		return []string{"giving the " + hl + " as " + q, this}
	case last == "description" && hl == last:
		return []string{"described as " + q, this}
	case sayingNouns[last] && hl == last && last != "text" && last != "body" && last != "subject":
		if noteNouns[last] {
			// "with these notes: "…"" reads as a form's field
			return []string{"with " + fixArticle("a "+singular(hl)) + " saying " + q, "with " + fixArticle("a "+singular(hl)) + ": " + q}
		}
		return []string{"with " + fixArticle("a "+singular(hl)) + " saying " + q, this} // notes: "with a note saying …"
	}
	return []string{this, this}
}

// roleTextOption matches the role forms of roleTextForms that say what
// field a quoted text fills (`giving the reason as "…"`, `with these
// instructions: "…"`): the field in group 1, the quoted text in group 2.
var roleTextOption = regexp.MustCompile(`^(?:giving the ([a-z][a-z -]*) as|with (?:this|these) ([a-z][a-z -]*):) ("[^"]*")$`)

// labelForm gives option o, when it says a quoted text by its role
// (roleTextForms), in the field-first form the labelling rules read
// (`with the reason "…"`), so that such a text can still move out of the
// request into a line or a sentence of its own ("The reason is "…"").
func labelForm(o string) string {
	if m := roleTextOption.FindStringSubmatch(o); m != nil {
		return "with the " + m[1] + m[2] + " " + m[3]
	}
	if q, ok := strings.CutPrefix(o, "described as "); ok && strings.HasPrefix(q, "\"") {
		return "with the description " + q
	}
	return o
}
