package prompt

import "strings"

// questionPreps open an option that narrows a question inside it, as
// people ask: "What are the slots on May 7?", "What are the comments
// for entry 5 in rich-text format?", "… since January 9?".
var questionPreps = map[string]bool{"on": true, "in": true, "for": true, "from": true, "at": true, "since": true,
	"until": true, "before": true, "after": true, "between": true, "during": true, "with": true, "without": true,
	"including": true, "excluding": true, "sorted": true, "ordered": true, "named": true, "called": true,
	"starting": true, "due": true, "along": true, "by": true, "near": true, "within": true}

// inQuestion tells whether a question's options (head: the noun asked
// for) are short and each opens on a preposition, so they belong in the
// question ("What are the slots for space 8 on May 7?") rather than after
// it as a fragment ("What are the slots for space 8? On May 7."). A cap
// ("just the first 20") keeps its own sentence, as do options that are
// long, many, or end in a quoted sentence.
func inQuestion(opts []string, head string) bool {
	if len(opts) == 0 || len(opts) > 2 {
		return false
	}
	words := 0
	for _, o := range opts {
		f := strings.Fields(o)
		if len(f) == 0 || !questionPreps[f[0]] || actOpt(o) || strings.ContainsAny(o, "(\n`") {
			return false
		}
		if _, ok := limitOf(o, head); ok {
			return false
		}
		if q := strings.Index(o, "\""); q >= 0 && strings.ContainsAny(o[q:], ".!?") {
			return false // a quoted sentence ends the question badly: `… "Done."?`
		}
		words += len(f)
	}
	return words <= 9
}

// clauseLeaners open an option that says when, where or what else of
// the thing asked for: it reads as a fragment on its own ("Can you grab
// the roster? Including contacts.", "… Since January 10."), unlike a
// constraint that stands alone ("Only open ones.", "Newest first.").
var clauseLeaners = map[string]bool{"including": true, "excluding": true, "starting": true, "since": true,
	"until": true, "before": true, "after": true, "between": true, "at": true, "without": true}

// leansOnClause tells whether any of opts opens on a clauseLeaner, so
// the options stay in the request's clause.
func leansOnClause(opts []string) bool {
	for _, o := range opts {
		if clauseLeaners[strings.ToLower(firstWord(o))] {
			return true
		}
	}
	return false
}

// relativeOpts splits opts into the relative clauses among them ("that
// are completed", "which are open", "who joined in May"), which belong
// right on the noun a question asks for, and the rest, in their order.
func relativeOpts(opts []string) (rel, rest []string) {
	for _, o := range opts {
		switch strings.ToLower(firstWord(o)) {
		case "that", "which", "who", "whose":
			rel = append(rel, o)
		default:
			rest = append(rest, o)
		}
	}
	return rel, rest
}
