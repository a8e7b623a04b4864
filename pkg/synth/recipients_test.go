package synth

import (
	"fmt"
	"testing"
)

// A message's copied people are not its recipients, and one list names
// each person once: "write to lmartinez@…, copying lmartinez@…" is no
// message a person sends.
func TestCopiedAreNotRecipients(t *testing.T) {
	src := `{"type":"object","properties":{"to":{"type":"array","items":{"type":"string","format":"email"},"minItems":3},
	"cc":{"type":"array","items":{"type":"string","format":"email"},"minItems":2},"subject":{"type":"string"},"body":{"type":"string"}},
	"required":["to","cc","subject","body"]}`
	for seed := int64(1); seed <= 40; seed++ {
		for _, m := range decodeAll(t, src, 10, Options{Seed: seed, RootObject: true, Topic: "send_email", About: "Send an e-mail on the user's behalf."}) {
			seen := map[string]string{}
			for _, k := range []string{"to", "cc"} {
				for _, v := range m[k].([]any) {
					a := fmt.Sprint(v)
					if was, ok := seen[a]; ok {
						t.Fatalf("seed %d: %s in %s and %s: %v", seed, a, was, k, m)
					}
					seen[a] = k
				}
			}
		}
	}
}
