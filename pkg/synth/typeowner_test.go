package synth

import "testing"

// A type is one of the server's things only when its name leaves it a
// type of any thing or of one of them: an accounting server's line tax
// type is no Bank or Payroll.
func TestTypeOfThings(t *testing.T) {
	things := []string{"Invoice", "Bank", "Payroll", "Contact", "Tracking"}
	cases := map[string]bool{"type": true, "resourceTypes": true, "object_type": true, "contact_type": true,
		"taxType": false, "lineAmountType": false, "fuel_type": false}
	for name, want := range cases {
		if got := typeOfThings(name, things); got != want {
			t.Errorf("typeOfThings(%q) = %v, want %v", name, got, want)
		}
	}
}

// An optional property of a list's items that would get a filler word is
// left out, as a top-level one is: a manual journal line's tax type.
func TestNestedFillerLeftOut(t *testing.T) {
	schema := `{"type":"object","properties":{"lines":{"type":"array","minItems":1,"items":{"type":"object",` +
		`"properties":{"accountCode":{"type":"string","pattern":"^[0-9]{3}$"},"taxType":{"type":"string"}},` +
		`"required":["accountCode"]}}},"required":["lines"]}`
	for _, m := range decodeAll(t, schema, 30, Options{Seed: 5, Key: "k", RootObject: true, Topic: "create-manual-journal"}) {
		for _, l := range m["lines"].([]any) {
			if v, ok := l.(map[string]any)["taxType"].(string); ok && fillerWords[v] {
				t.Errorf("line tax type %q: a filler word kept", v)
			}
		}
	}
}
