package synth

import "testing"

// TestTogetherFits: a plan's names open exactly the fit-ups that read
// them (invented names).
func TestTogetherFits(t *testing.T) {
	cases := []struct {
		names []string
		want  fitGate
	}{
		{[]string{"title", "body"}, 0},
		{[]string{"partySize", "kids"}, fitsParty},
		{[]string{"partySize", "title"}, 0}, // no share of it
		{[]string{"high_chairs", "guests"}, fitsParty},
		{[]string{"points", "max_points"}, fitsUnderMax},
		{[]string{"weight_kg", "label"}, fitsFlat},
		{[]string{"from_bay", "to_bay"}, fitsFrom},
		{[]string{"owner_gender"}, fitsGender},
		{[]string{"sex"}, fitsGender},
	}
	for _, tc := range cases {
		p := &objPlan{names: tc.names}
		if got := p.togetherFits(); got != tc.want {
			t.Errorf("togetherFits(%v) = %b, want %b", tc.names, got, tc.want)
		}
	}
	if fitsOf(nil) != ^fitGate(0) {
		t.Error("fitsOf(nil) must run every fit-up")
	}
}
