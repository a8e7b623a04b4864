package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// TestFollowUpAnother: another new thing is asked for by the name it is
// to be called, in quotes, never as a target that exists ("And for
// Sprint board as well").
func TestFollowUpAnother(t *testing.T) {
	name := Param{Name: "name", Type: "string"}
	if !NewThingName(name) || NewThingName(Param{Name: "name", Enum: true}) || NewThingName(Param{Name: "owner_name", Role: role.Role{Kind: role.Person}}) {
		t.Fatal("NewThingName")
	}
	for i := range 8 {
		got := FollowUpAnother(rand.New(rand.NewPCG(uint64(i), 1)), name, "Sprint board")
		if !strings.Contains(got, `called "Sprint board"`) || strings.Contains(got, "for Sprint board") {
			t.Errorf("%q", got)
		}
	}
	if got := FollowUpAnother(rand.New(rand.NewPCG(1, 1)), Param{Name: "title"}, "Q3 plan"); !strings.Contains(got, `titled "Q3 plan"`) {
		t.Errorf("%q", got)
	}
}
