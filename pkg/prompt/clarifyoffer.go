package prompt

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
)

// itemChoicesQuestion asks for a list whose items come from a short
// enum by offering them ("Which skills covered: parallel parking,
// roundabouts or hill starts?"): a person cannot name values of a list
// they were never shown, and the reply then says them in the words
// offered. "" for other parameters, or for more than eight choices (a
// question reading out a long menu).
func itemChoicesQuestion(rng *rand.Rand, p Param) string {
	var s struct {
		Items struct {
			Enum []any `json:"enum"`
		} `json:"items"`
	}
	if len(p.schema) == 0 || json.Unmarshal(p.schema, &s) != nil || len(s.Items.Enum) < 2 || len(s.Items.Enum) > 8 {
		return ""
	}
	words := make([]string, len(s.Items.Enum))
	for i, v := range s.Items.Enum {
		words[i] = ChoiceWords(fmt.Sprint(v))
	}
	noun := paramNoun(p)
	if v := viaVerb(noun); v != "" {
		return pickOne(rng, "Sure. How should I "+v+" it: "+orList(words)+"?", "How should I "+v+" it: "+orList(words)+"?") // not "Which deliver via: …?"
	}
	return pickOne(rng, "Sure. Which "+noun+": "+orList(words)+"?", "Which "+noun+" do you want: "+orList(words)+"?")
}
