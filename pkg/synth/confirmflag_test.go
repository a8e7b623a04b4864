package synth

import "testing"

// TestRequiredConfirmFlagIsTrue: a required flag that confirms the act
// by its key alone ("are_you_sure", "confirm" with "Set to true to
// confirm the cancellation") is drawn true, as one that "must be true"
// is; a confirm flag whose false previews keeps both values.
func TestRequiredConfirmFlagIsTrue(t *testing.T) {
	for _, c := range []struct{ key, desc string }{
		{"are_you_sure", ""},
		{"confirm", "Set to true to confirm the cancellation"},
		{"confirmed", ""},
	} {
		schema := `{"type":"object","properties":{"repair_id":{"type":"string","pattern":"^R-[0-9]{5}$"},"` + c.key +
			`":{"type":"boolean","description":"` + c.desc + `"}},"required":["repair_id","` + c.key + `"]}`
		for i, m := range decodeAll(t, schema, 40, Options{Seed: 9, RootObject: true, Topic: "cancel_repair", About: "Cancel a repair ticket."}) {
			if m[c.key] != true {
				t.Errorf("%s, draw %d: %v, want true", c.key, i, m[c.key])
			}
		}
	}
	schema := `{"type":"object","properties":{"confirm":{"type":"boolean","description":"false to preview the changes"}},"required":["confirm"]}`
	seen := map[any]bool{}
	for _, m := range decodeAll(t, schema, 20, Options{Seed: 9, RootObject: true}) {
		seen[m["confirm"]] = true
	}
	if !seen[false] {
		t.Error("a confirm flag whose false previews never drawn false")
	}
}
