package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// TestClarifyKeyPhrases: the question for a missing value never reads
// a key phrase as a noun ("Which collected by do you want?", "What's the
// yyyy-mm-dd?", "What's the stood down at?", "Which send by do you
// want: sms or email?"); it asks what a person asks.
func TestClarifyKeyPhrases(t *testing.T) {
	names := Param{Name: "collected_by", Human: "collected by", Type: "array", Description: "Names of the two staff members who carried out the collection."}
	to := Param{Name: "to", Human: "to", Type: "string", Description: "YYYY-MM-DD", Role: role.Role{Kind: role.Date}}
	stood := Param{Name: "stood_down_at", Human: "stood down at", Type: "string", Role: role.Role{Kind: role.DateTime}}
	cases := []struct {
		p   Param
		bad string
	}{{names, "collected by"}, {to, "yyyy"}, {stood, "stood down at"}}
	for _, c := range cases {
		for i := range 12 {
			got := ClarifyQuestion(rand.New(rand.NewPCG(uint64(i), 4)), c.p)
			if strings.Contains(strings.ToLower(got), c.bad) {
				t.Errorf("%s: %q reads the key %q as a noun", c.p.Name, got, c.bad)
			}
		}
	}
	send := Param{Name: "send_by", Human: "send by", Type: "string", Enum: true, Role: role.Role{Values: []string{"sms", "email"}}}
	for i := range 12 {
		if got := choiceQuestion(rand.New(rand.NewPCG(uint64(i), 4)), send); strings.Contains(got, "send by") {
			t.Errorf("%q reads the key send by as a noun", got)
		}
	}
}
