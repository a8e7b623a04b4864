package prompt

import "testing"

// TestRelationChoiceNotKind checks a choice that says how a thing stands
// ("above", "blocked by", "mine or shared") is never said as a kind of
// its label ("for an above comparator").
func TestRelationChoiceNotKind(t *testing.T) {
	for _, v := range []string{"above", "below", "linked by", "mine or shared"} {
		if s, ok := boundChoice(v, "comparator"); ok {
			t.Errorf("boundChoice(%q, comparator) = %q; want none", v, s)
		}
	}
	if s, ok := boundChoice("annual", "checkup"); !ok || s != "for an annual checkup" {
		t.Errorf("boundChoice(annual, checkup) = %q, %v; want for an annual checkup", s, ok)
	}
}

// TestParticipleSpanKeepsNoun checks a span named by a participle keeps
// the noun it tells of ("a promised delay of 20 minutes").
func TestParticipleSpanKeepsNoun(t *testing.T) {
	s, ok := namedSpan("promised wait minutes", "20 minutes", intent{Verb: "add", Object: "kayak"})
	if !ok || s != "with a promised wait of 20 minutes" {
		t.Errorf("namedSpan = %q, %v; want with a promised wait of 20 minutes", s, ok)
	}
}

// TestGroupSizeSentence checks a group's size said alone keeps its
// "of" ("It's for a party of 4."), never "The party is 4.".
func TestGroupSizeSentence(t *testing.T) {
	st := &funcState{}
	s, ok := st.optSentence("a crew of 4", intent{Verb: "book"})
	if !ok || (s != "It's for a crew of 4." && s != "We're a crew of 4.") {
		t.Errorf("optSentence(a crew of 4) = %q, %v", s, ok)
	}
}
