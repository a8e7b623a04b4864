package prompt

import "strings"

// quantChoice says a choice whose value is a quantifier ("both", "all",
// "any", "either") by what it counts, as people say it: boat=both is
// "for both boats" (was "for a both boat"), pool=all is "for all pools"
// (was "for an all pool"). The key's words must be one noun: a key read
// as a participle ("taken") or of several words keeps its wording.
func quantChoice(x, hl string) (argWords, bool) {
	q := strings.ToLower(x)
	if !isWord(hl) || strings.HasSuffix(hl, "ed") || strings.HasSuffix(hl, "en") || strings.HasSuffix(hl, "ing") || len(hl) < 3 {
		return argWords{}, false
	}
	prep := "for "
	if meansNouns[hl] {
		prep = "by " // channel=both: "tell the customer by both channels"
	}
	switch q {
	case "both", "all":
		return argWords{text: prep + q + " " + Plural(hl)}, true
	case "any", "either":
		return argWords{text: prep + q + " " + hl}, true
	}
	return argWords{}, false
}

// meansNouns name the way something is done or sent, said after "by"
// ("by both channels", "by all methods").
var meansNouns = map[string]bool{"channel": true, "method": true, "medium": true, "mode": true, "route": true}
