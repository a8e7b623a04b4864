package prompt

import (
	"fmt"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// idReply is the user's reply giving value, the id of the thing a
// clarifying question asked about: mostly in a short sentence ("It's
// 85155.", "Member 85155.", "Use 85155."), the bare value about one
// time in six. A person answering "Which member?" says the number alone now
// and then, not nearly every time. The form is drawn from the value and
// the parameter, not from the record's random source, so the turns after
// it stay as they were. ok is false for a value that is no single token
// (words, a list, a text).
func idReply(p Param, value any) (string, bool) {
	if p.Role.Kind != role.ID && p.Role.Kind != role.Ident {
		return "", false
	}
	v, isStr := value.(string)
	if !isStr && !isNum(value) {
		return "", false
	}
	if !isStr {
		v = fmt.Sprint(value) // an id is said as written: "85155", never "85,155"
	}
	if v == "" || strings.ContainsAny(v, " \n\"") || len(v) > 60 || !strings.ContainsAny(v, "0123456789") {
		// A word ("events", "Expenses") is a name, which the reply
		// says as ClarifyAnswer does: "Sorry — events." reads as a slip.
		return "", false
	}
	// never "Sorry — 85155.": the question asked for what the request
	// left out, which the person answers, not apologises for
	forms := []string{v, "It's " + v + ".", "That's " + v + ".", "Use " + v + ".", "Oops, it's " + v + "."}
	if n := thingNoun(p); isLowerWord(n) && !idWord(n) && !strings.HasPrefix(strings.ToLower(v), n) {
		n = sayAcronyms(n) // "SKU W-46284", not "sku W-46284"
		forms = append(forms, ucFirst(n)+" "+v+".", "It's "+n+" "+v+".")
	}
	return pickBy(p.Name+"\x00"+v, forms...), true
}

// idWord tells whether n, the noun of a parameter, is a word for an
// identifier itself ("id", "name", "code"), not the thing it names:
// "It's name blocked." says nothing a person would.
func idWord(n string) bool {
	switch n {
	case "id", "ids", "name", "key", "code", "number", "ref", "identifier", "value", "uuid", "slug":
		return true
	}
	return false
}

// Unapologetic is reply, a user's answer to a question asking for what
// the request left out, without the apology an id reply may open with
// ("Oops, it's FX-26-0104." → "Sure, it's FX-26-0104."): a person answering
// a question did nothing wrong, and an apology there owns a slip that never
// happened. Corrections of what the user said before keep theirs.
func Unapologetic(reply string) string {
	if v, ok := strings.CutPrefix(reply, "Oops, it's "); ok {
		return "Sure, it's " + v
	}
	return reply
}
