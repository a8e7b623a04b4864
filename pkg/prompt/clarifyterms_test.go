package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestClarifyAsksInUserTerms: a clarifying question names the missing
// value as a person says it, not as the parameter is spelled: "What dose
// should I use, in mg?" for dose_mg, "What's the drug's name?" for
// drug_name, "audio URL" for audio_url; it still names the parameter's
// words (dataset check pairs the question with the reply by them).
func TestClarifyAsksInUserTerms(t *testing.T) {
	for _, c := range []struct {
		p    Param
		bad  []string
		want string
	}{
		{Param{Name: "dose_mg", Human: "dose mg", Type: "number"}, []string{"dose mg"}, "in mg"},
		{Param{Name: "temp_c", Human: "temp c", Type: "number"}, []string{"temp c"}, "temperature"},
		{Param{Name: "drug_name", Human: "drug name", Type: "string"}, []string{"drug name"}, "drug"},
		{Param{Name: "species_name", Human: "species name", Type: "string"}, []string{"species name", "species's"}, "species"},
		{Param{Name: "audio_url", Human: "audio url", Type: "string"}, []string{"audio url"}, "audio URL"},
	} {
		rng := rand.New(rand.NewPCG(2, 3))
		for range 12 {
			q := ClarifyQuestion(rng, c.p)
			for _, b := range c.bad {
				if strings.Contains(q, b) {
					t.Errorf("%s: %q says %q", c.p.Name, q, b)
				}
			}
			if !strings.Contains(q, c.want) || !namesParam(q, c.p.Name) {
				t.Errorf("%s: %q does not ask for %q by the parameter's words", c.p.Name, q, c.want)
			}
		}
	}
}
