package prompt

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// stateWhat is what a flag named by a thing and the state it is in
// ("opening_checks_done", "waiver_signed", "family_told") says is in that
// state ("opening checks"), and the state ("done"); ok is false for a
// key that does not end on a participle after plain nouns, or that opens
// on "is", "has" or a gerund, which have their own wording.
func stateWhat(hw []string) (what, state string, ok bool) {
	if len(hw) < 2 || len(hw) > 4 {
		return "", "", false
	}
	last := hw[len(hw)-1]
	if !role.Participle(last) && !stateDone[last] || last == "needed" || last == "required" || last == "enabled" || last == "disabled" {
		return "", "", false
	}
	for _, w := range hw[:len(hw)-1] {
		if !plainWord.MatchString(w) || prepositions[w] || prepWords[w] || role.Participle(w) ||
			w == "is" || w == "has" || w == "only" || w == "include" || w == "with" || w == "show" || w == "not" ||
			strings.HasSuffix(w, "ing") && w == hw[0] && len(hw) == 2 {
			return "", "", false
		}
	}
	return strings.Join(hw[:len(hw)-1], " "), last, true
}

// stateFlag says a flag named by a thing and its state on a change as
// that thing in it: opening_checks_done true "with the opening checks
// done", false "with the opening checks not done"; never "so it's
// opening checks done" nor "with family told".
func (st *funcState) stateFlag(hw []string, x bool) (string, bool) {
	what, state, ok := stateWhat(hw)
	if !ok || st.reads() {
		return "", false
	}
	if !x {
		state = "not " + state
	}
	return "with the " + what + " " + state, true
}

// stateFlagPair says two state flags of one kind with one value as one
// clause: opening_checks_done and closing_checks_done, both true, "with
// the opening and closing checks done", never "with the opening checks
// done and with the closing checks done". Both are marked said in
// paired.
func (st *funcState) stateFlagPair(d *Data, paired map[string]bool) []argWords {
	if st.reads() {
		return nil
	}
	for i, p := range d.Set {
		x, ok := p.Value.(bool)
		if !ok || paired[p.Name] || p.Description != "" {
			continue
		}
		w1, s1, ok := stateWhat(p.lowerHumanWords())
		if !ok {
			continue
		}
		for _, q := range d.Set[i+1:] {
			y, ok := q.Value.(bool)
			if !ok || y != x || paired[q.Name] || q.Description != "" {
				continue
			}
			w2, s2, ok := stateWhat(q.lowerHumanWords())
			f1, f2 := strings.Fields(w1), strings.Fields(w2)
			if !ok || s1 != s2 || len(f1) != 2 || len(f2) != 2 || f1[1] != f2[1] || f1[0] == f2[0] {
				continue
			}
			state := s1
			if !x {
				state = "not " + state
			}
			paired[p.Name], paired[q.Name] = true, true
			return []argWords{{text: "with the " + f1[0] + " and " + f2[0] + " " + f1[1] + " " + state}}
		}
	}
	return nil
}

// stateDone are past participles not ending in "-ed" that role's
// participle test does not know: a flag ending on one names a state
// ("family_told", "keys_lost").
var stateDone = map[string]bool{"told": true, "shown": true, "sold": true, "built": true, "found": true,
	"brought": true, "lost": true, "kept": true, "known": true, "caught": true, "bought": true, "spent": true}
