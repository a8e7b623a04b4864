package prompt

import "testing"

func TestChoiceFromSupplier(t *testing.T) {
	st := &funcState{}
	if got := st.choiceWords("GIZMOCO", "vendor", "vendor"); got != "from vendor GIZMOCO" {
		t.Errorf("choiceWords(vendor) = %q, want from vendor GIZMOCO", got)
	}
	if got := choiceAlone(st.choiceWords("GIZMOCO", "distributor", "distributor"), "distributor"); got != "" {
		t.Errorf("a supplier is said inline, never alone: %q", got)
	}
}
