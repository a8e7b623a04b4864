package synth

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestProseLengthenedBySentences: a note with a minLength longer than one
// sentence of its kind is made of whole sentences, never a sentence and
// random words ("Entered by Daniel after the call. yet for without
// what").
func TestProseLengthenedBySentences(t *testing.T) {
	const src = `{"type":"object","properties":{"case_no":{"type":"string"},
	 "notes":{"type":"string","minLength":60,"description":"Notes for the file."}},"required":["case_no","notes"]}`
	for _, inst := range instances(t, src, 40, Options{Seed: 7, About: "Add a note to a case file."}) {
		var v struct {
			Notes string `json:"notes"`
		}
		if err := json.Unmarshal(inst, &v); err != nil {
			t.Fatal(err)
		}
		i := strings.LastIndexAny(v.Notes, ".!?")
		if !proseSentence(v.Notes[:max(i+1, 0)]) {
			continue // no sentence drawn first: fit's padding is all there is
		}
		if tail := strings.TrimSpace(v.Notes[i+1:]); tail != "" {
			t.Errorf("notes %q: words %q after the last sentence", v.Notes, tail)
		}
	}
}
