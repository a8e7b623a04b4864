package role

import (
	"slices"
	"testing"
)

// Examples a description gives of what not to send are no examples of
// the value; those of what to send, in the same description, still are.
func TestNegatedExamples(t *testing.T) {
	cases := []struct {
		d    string
		want []string
	}{
		{"Free-text details. Do not include card numbers such as 4111111111111111.", nil},
		{"Never send secrets, e.g. sk_live_abc123.", nil},
		{"Category other than the defaults, e.g. misc.", nil},
		{"Issue type, e.g. pothole. Do not use for emergencies such as fire.", []string{"pothole"}},
		{"Ticket id, e.g. TCK-1042.", []string{"TCK-1042"}},
	}
	for _, c := range cases {
		if got := readProse(c.d, false).examples; !slices.Equal(got, c.want) {
			t.Errorf("%q: examples %q, want %q", c.d, got, c.want)
		}
	}
	d := "Submit a 311 request. Do not file emergencies (crimes in progress, fires, downed wires) — call 911."
	if !Negated(d, len("Submit a 311 request. Do not file emergencies ")) {
		t.Error("emergencies list: want negated")
	}
	d2 := "File a new 311 request. Emergencies (fire, gas smell, crimes in progress) must NOT be filed here — tell the caller to dial 911."
	if !Negated(d2, len("File a new 311 request. Emergencies ")) {
		t.Error("emergencies list closed by 'must NOT be filed': want negated")
	}
	if Negated("Issue type (pothole, graffiti, streetlight) of the report.", len("Issue type ")) {
		t.Error("types list: no negation")
	}
	d3 := "Report a street fault. Emergencies such as fallen power cables, flooded cellars go to 999."
	if !Negated(d3, len("Report a street fault. Emergencies such as ")) {
		t.Error("emergencies sent to 999: want negated")
	}
	d4 := "Report a non-emergency problem such as broken benches, faded road markings; for emergencies call 911."
	if Negated(d4, len("Report a non-emergency problem such as ")) {
		t.Error("a non-emergency problem's examples: no negation")
	}
	if Negated(d, 0) {
		t.Error("first sentence: no negation")
	}
}
