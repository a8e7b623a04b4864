package prompt

import "testing"

// TestClippedKeyWordsSaidWhole checks that an identifier's key words are
// said as the thing, spelled out: "appointment 747574" for appt_id,
// "contracts …" for contract_nos, "aircraft registration G-IWQK" for
// aircraftReg, never "appt 747574", "nos …" or "aircraft reg".
func TestClippedKeyWordsSaidWhole(t *testing.T) {
	for _, c := range []struct {
		human, noun, param string
	}{
		{"appt id", "appointment", "appointment id"},
		{"appt ids", "appointment", "appointment ids"},
		{"contract nos", "contract", "contract nos"},
		{"permit refs", "permit", "permit refs"},
		{"aircraft reg", "aircraft registration", "aircraft registration"},
		{"cust id", "customer", "customer id"},
		{"ticket no", "ticket", "ticket no"},
		{"regex", "regex", "regex"},
	} {
		p := Param{Human: c.human}
		if got := nounOfWords(p); got != c.noun {
			t.Errorf("nounOfWords(%q) = %q, want %q", c.human, got, c.noun)
		}
		if got := paramNoun(p); got != c.param {
			t.Errorf("paramNoun(%q) = %q, want %q", c.human, got, c.param)
		}
	}
}
