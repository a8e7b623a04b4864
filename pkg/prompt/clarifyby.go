package prompt

import (
	"math/rand/v2"
	"strings"
)

// arrangedBy are participles a "<participle> by" name may hold that say
// how things are arranged ("sorted_by", "grouped_by"), not who acted: a
// question "Who sorted it?" asks the wrong thing.
var arrangedBy = map[string]bool{"sorted": true, "ordered": true, "grouped": true, "filtered": true, "ranked": true, "keyed": true,
	"indexed": true, "partitioned": true, "separated": true, "delimited": true, "followed": true, "preceded": true,
	"replaced": true, "bounded": true, "limited": true, "weighted": true, "divided": true, "multiplied": true, "scaled": true}

// actorVerb is the participle of a noun naming who did something
// ("examined by", "cancelled by"): the question asks who did it ("Who
// examined it?"), never "Which examined by is it?". "" for other nouns.
func actorVerb(noun string) string {
	f := strings.Fields(noun)
	if len(f) != 2 || f[1] != "by" {
		return ""
	}
	v := f[0]
	if arrangedBy[v] || !isLowerWord(v) || len(v) < 5 || !strings.HasSuffix(v, "ed") && !pastParticiples[v] {
		return ""
	}
	return v
}

// actorQuestion asks for string p named for who did something
// ("examined_by"): "Who examined it?". "" for other parameters.
func actorQuestion(rng *rand.Rand, p Param) string {
	if p.Type != "string" || len(p.Role.Values) > 0 {
		return ""
	}
	v := actorVerb(paramNoun(p))
	if v == "" {
		return ""
	}
	return pickOne(rng, "Sure. Who "+v+" it?", "Who "+v+" it? I'll need their name.", "Happy to. Who "+v+" it?")
}
