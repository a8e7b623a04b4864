package synth

import "testing"

// TestDescReKeepsAnswers: the description patterns asked on every string
// drawn (reInitialsDesc) and on every record of a tool (selfOrOtherRe)
// answer from their memo as the pattern does afresh, on a first and a
// repeated ask.
func TestDescReKeepsAnswers(t *testing.T) {
	initials := map[string]bool{
		"Operator initials":                    true,
		"Excavator initials (2-3 letters)":     true,
		"No names, initials or dates of birth": false,
	}
	for desc, want := range initials {
		for i := 0; i < 2; i++ {
			if got := reInitialsDesc.MatchString(desc); got != want || got != reInitialsDesc.re.MatchString(desc) {
				t.Errorf("reInitialsDesc(%q) ask %d = %v, want %v", desc, i+1, got, want)
			}
		}
	}
	others := map[string]string{
		"Supply either this or ticket_code.":        "ticket_code",
		"If unknown, use the ticket code instead":   "ticket code",
		"The card number printed on the lift pass.": "",
	}
	for desc, want := range others {
		for i := 0; i < 2; i++ {
			m := selfOrOtherRe.FindStringSubmatch(desc)
			got := ""
			if m != nil {
				got = m[1] + m[2]
			}
			if got != want {
				t.Errorf("selfOrOtherRe(%q) ask %d = %q, want %q", desc, i+1, got, want)
			}
		}
	}
}
