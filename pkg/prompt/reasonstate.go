package prompt

import "strings"

// reasonStates are words that say a state a person or thing is in
// after its noun in a reason code (referee_unavailable, driver_absent):
// said "because the referee is unavailable", never "with referee
// unavailable as the reason".
var reasonStates = map[string]bool{"unavailable": true, "absent": true, "missing": true, "late": true, "sick": true,
	"ill": true, "closed": true, "full": true, "unreachable": true, "unresponsive": true, "busy": true, "away": true,
	"injured": true, "overbooked": true, "unwell": true}

// shortfallAdjectives open a reason that names too little or the wrong
// kind of a thing (insufficient_players, wrong_container): said "due to
// insufficient players", "because it's the wrong container".
var shortfallAdjectives = map[string]bool{"insufficient": true, "inadequate": true, "poor": true, "bad": true,
	"low": true, "wrong": true, "incorrect": true}

// stateReason says a reason code of the shapes a person words as a
// clause: a noun and its state ("because the referee is unavailable"), a
// lack ("because there's no chain of custody"), a participle and how
// ("because it was entered in error"), a shortfall ("due to insufficient
// players"), a duplicate ("because it's a duplicate"). f are the code's
// words, lower case; ok is false for any other shape.
func stateReason(f []string) (string, bool) {
	for _, w := range f {
		if !isWord(w) {
			return "", false
		}
	}
	wl := strings.Join(f, " ")
	switch {
	case len(f) == 1 && (f[0] == "duplicate" || f[0] == "duplicated"):
		return "because it's a duplicate", true
	case len(f) == 2 && f[0] == "no" && f[1] == "show":
		return "because of a no-show", true
	case len(f) >= 2 && f[0] == "no":
		return "because there's " + wl, true // no_chain_of_custody
	case len(f) >= 2 && len(f) <= 4 && strings.HasSuffix(f[0], "ed") && prepositions[f[1]]:
		return "because it was " + wl, true // entered_in_error
	case len(f) == 2 && reasonStates[f[1]] && !determiners[f[0]] && !prepositions[f[0]]:
		be := "is"
		if strings.HasSuffix(f[0], "s") && !strings.HasSuffix(f[0], "ss") {
			be = "are"
		}
		return "because the " + abbrevWord(f[0]) + " " + be + " " + f[1], true // referee_unavailable
	case len(f) == 2 && (f[0] == "wrong" || f[0] == "incorrect"):
		return "because it's the " + wl, true // wrong_container
	case len(f) >= 2 && len(f) <= 3 && shortfallAdjectives[f[0]]:
		return "due to " + wl, true // insufficient_players
	}
	return "", false
}
