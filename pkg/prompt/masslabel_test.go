package prompt

import "testing"

// A choice bound to its label as what the request is for takes no "a"
// before a label that names stuff ("with patchy healing", "for class II
// equipment", never "for a patchy healing" or "for an II equipment"), and
// a label that picks which quantity is read names only the quantity
// ("for substrate moisture", never "for a substrate moisture metric").
func TestChoiceOnMassOrMeasureLabel(t *testing.T) {
	t.Parallel()
	st := &funcState{}
	for _, c := range []struct{ v, hl, last, want string }{
		{"patchy", "healing", "healing", "with patchy healing"},
		{"nhs", "funding", "funding", "with NHS funding"},
		{"commonhold", "tenure", "tenure", "with commonhold tenure"},
		{"substrate moisture", "metric", "metric", "for substrate moisture"},
		{"co2", "metric", "metric", "for CO2"},
		{"II", "equipment class", "class", "for class II equipment"},
		{"medium", "pet size", "size", "for a medium pet"},
		{"filling", "treatment", "treatment", "for a filling treatment"},
	} {
		if got := st.choiceWords(c.v, c.hl, c.last); got != c.want {
			t.Errorf("choiceWords(%q, %q, %q) = %q, want %q", c.v, c.hl, c.last, got, c.want)
		}
	}
}
