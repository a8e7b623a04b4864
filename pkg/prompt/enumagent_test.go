package prompt

import "testing"

// TestAgentChoice checks that a firm picked to carry a thing out is said
// by its name ("with DHL", "via Purolator"), never "for a dhl carrier".
func TestAgentChoice(t *testing.T) {
	st := &funcState{}
	for x, want := range map[string][]string{"dhl": {"with DHL", "via DHL"}, "purolator": {"with Purolator", "via Purolator"}} {
		p := Param{Name: "parcel_courier", Human: "parcel courier", Enum: true, Type: "string", Value: x, Set: true}
		got := st.enumPhrase(p, x)
		if got != want[0] && got != want[1] {
			t.Errorf("parcel_courier=%s: got %q, want one of %q", x, got, want)
		}
	}
}
