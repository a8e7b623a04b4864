package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestBlankNounAskedByDescription: a parameter named "value" whose
// description is a short noun phrase ("New cell value", as a spreadsheet
// server has it) is asked for by that phrase, not as "Which value should
// I use?", which names nothing a person could answer for; a value whose
// description says nothing keeps the old question.
func TestBlankNounAskedByDescription(t *testing.T) {
	ps := devParams(t, "update_cell", "Update a cell value in a spreadsheet",
		`{"type":"object","properties":{"range":{"type":"string"},"value":{"type":"string","description":"New cell value"},"other":{"type":"string"}},"required":["range","value"]}`)
	for seed := range uint64(8) {
		rng := rand.New(rand.NewPCG(seed, 5))
		q := ClarifyQuestion(rng, ps["value"])
		if !strings.Contains(q, "new cell value") || strings.Contains(q, "Which value") {
			t.Errorf("seed %d: %q, want the cell value named", seed, q)
		}
	}
	bare := devParams(t, "put", "Put a thing.",
		`{"type":"object","properties":{"value":{"type":"string","description":"Value"}},"required":["value"]}`)
	if q := blankDescAsk(rand.New(rand.NewPCG(1, 1)), bare["value"]); q != "" {
		t.Errorf("a one-word description gave %q", q)
	}
}
