package prompt

import "testing"

// TestPlainChoicePluralKey checks that a plain adjective choice of a key
// ending in a plural noun is said without an article ("with inclusive
// types"), never "with an inclusive types".
func TestPlainChoicePluralKey(t *testing.T) {
	st := &funcState{}
	p := Param{Name: "priceTermTypes", Human: "price term types", Enum: true, Type: "string", Value: "inclusive", Set: true}
	if got := st.enumPhrase(p, "inclusive"); got != "with inclusive types" {
		t.Errorf("priceTermTypes=inclusive: got %q, want %q", got, "with inclusive types")
	}
}
