package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestIDKeySaidByThing: a key clipping what it identifies before "id"
// ("jid" of a shearing job, "tid" of an aircraft turn) is said by that
// thing, "job SJ-2025-832", never "on jid SJ-2025-832".
func TestIDKeySaidByThing(t *testing.T) {
	for _, s := range fileRequests(t, "dev42/sheep_shearing_contractor.json", "job_cxl",
		`{"jid":"SJ-2025-832","why":"Duplicate of an existing entry."}`, 6) {
		if l := strings.ToLower(s); !strings.Contains(l, "job sj-2025-832") || strings.Contains(l, "jid") {
			t.Errorf("jid not said as the job: %q", s)
		}
	}
	for _, s := range fileRequests(t, "dev42/airport_ground_handling.json", "fuel.req",
		`{"tid":"T942248-9064","kg":33618}`, 6) {
		if l := strings.ToLower(s); !strings.Contains(l, "turn t942248-9064") || strings.Contains(l, "tid") {
			t.Errorf("tid not said as the turn: %q", s)
		}
	}
}

// TestIDKeyAsked: a question asking for an id key asks for the thing's
// id ("Which turn? I'll need its id."), never for "its tid", and still
// names the key.
func TestIDKeyAsked(t *testing.T) {
	p := Param{Name: "tid", Human: "turn id", Type: "string"}
	p.Role.ID = "turn"
	for i := range 6 {
		q := PastedQuestion(rand.New(rand.NewPCG(uint64(i), 3)), p, "Cancel the turn:")
		if q == "" || strings.Contains(q, "tid") || !strings.Contains(q, "turn") {
			t.Errorf("question %q, want the turn asked for by its id", q)
		}
		if !namesParam(q, "tid") {
			t.Errorf("%q does not name tid", q)
		}
	}
}
