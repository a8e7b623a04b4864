package prompt

import "testing"

// A sex or gender choice whose value is a noun for a being is said as
// those beings ("as wethers"), never "of wether sex".
func TestChoiceWordsBeingNoun(t *testing.T) {
	many := &funcState{data: &Data{Set: []Param{{Name: "head_count", Human: "head count", Value: 15}}}}
	one := &funcState{data: &Data{Set: []Param{{Name: "lot_number", Human: "lot number", Value: 142}}}}
	for _, c := range []struct {
		st        *funcState
		v, hl, in string
		want      string
	}{
		{many, "wether", "sex", "sex", "as wethers"},
		{one, "heifer", "sex", "sex", "as a heifer"},
		{&funcState{}, "ewe", "sex", "sex", "as a ewe"},
		{many, "mixed", "sex", "sex", "of mixed sex"},
		{one, "male", "sex", "sex", "of male sex"},
	} {
		if got := c.st.choiceWords(c.v, c.hl, c.in); got != c.want {
			t.Errorf("choiceWords(%q, %q) = %q, want %q", c.v, c.hl, got, c.want)
		}
	}
}
