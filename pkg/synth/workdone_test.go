package synth

import (
	"slices"
	"testing"
)

// A boiler service log and an on-call tool (written for this test): what
// was done is a sentence of work of the tool's kind, never a filler word
// ("general") nor an area label ("rollback").
func TestWorkDoneIsASentenceOfWork(t *testing.T) {
	src := `{"type":"object","properties":{"work_done":{"type":"string"},"actions_taken":{"type":"string"}},"required":["work_done","actions_taken"]}`
	for _, c := range []struct {
		topic, about string
		pool         []string
	}{
		{"log_boiler_service", "Log a service visit to a customer's boiler.", handWork},
		{"resolve_incident", "Resolve an incident after an outage of the checkout API.", systemWork},
	} {
		for seed := int64(1); seed <= 3; seed++ {
			for _, m := range decodeAll(t, src, 3, Options{Seed: seed, RootObject: true, Topic: c.topic, About: c.about}) {
				for _, k := range []string{"work_done", "actions_taken"} {
					if v, _ := m[k].(string); !slices.Contains(c.pool, v) {
						t.Errorf("%s seed %d: %s %q, want a sentence of work", c.topic, seed, k, v)
					}
				}
			}
		}
	}
}
