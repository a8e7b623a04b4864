package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// TestClarifyAsksInWords: a clarification asks for a last name or a
// reading in m³ in words ("What last name should I use?", "What reading
// should I use, in m³?"), never by parts of the parameter's name ("Which
// last is it?", "What reading m3 should I use?").
func TestClarifyAsksInWords(t *testing.T) {
	for _, c := range []struct {
		p     Param
		want  string
		never []string
	}{
		{Param{Name: "last_name", Human: "last name", Type: "string", Role: role.Role{Kind: role.LastName}}, "last name", []string{"Which last"}},
		{Param{Name: "surname", Human: "surname", Type: "string"}, "last name", []string{"Which surname"}},
		{Param{Name: "readingM3", Human: "reading m3", Type: "number", Role: role.Role{Kind: role.Quantity}}, "m³", []string{"m3"}},
		{Param{Name: "area_m2", Human: "area m2", Type: "number"}, "m²", []string{"m2"}},
	} {
		for i := range 12 {
			q := ClarifyQuestion(rand.New(rand.NewPCG(uint64(i), 9)), c.p)
			if !strings.Contains(q, c.want) {
				t.Errorf("ClarifyQuestion(%s) = %q: want it to say %q", c.p.Name, q, c.want)
			}
			for _, n := range c.never {
				if strings.Contains(q, n) {
					t.Errorf("ClarifyQuestion(%s) = %q: says %q", c.p.Name, q, n)
				}
			}
		}
	}
}
