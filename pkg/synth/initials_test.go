package synth

import (
	"math/rand"
	"regexp"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// A string described as someone's initials ("Inspector initials") takes
// two capitals; a description naming initials among things never to
// send, or showing examples, is left alone.
func TestStatedInitials(t *testing.T) {
	t.Parallel()
	g := &Generator{rng: rand.New(rand.NewSource(2))}
	caps := regexp.MustCompile(`^[A-Z]{2}$`)
	for i := 0; i < 20; i++ {
		v, ok := g.statedInitials(&role.Role{Kind: role.Unknown}, hint{name: "signed_by", desc: "Inspector initials"})
		if !ok || !caps.MatchString(v) {
			t.Fatalf("Inspector initials: %q %v, want two capitals", v, ok)
		}
	}
	if v, ok := g.statedInitials(&role.Role{Kind: role.Text}, hint{name: "note", desc: "No names, initials or dates of birth."}); ok {
		t.Errorf("a note naming initials as forbidden took %q", v)
	}
	if v, ok := g.statedInitials(&role.Role{Kind: role.Unknown, Examples: []string{"JKL"}}, hint{name: "tk", desc: "Timekeeper initials, e.g. JKL"}); ok {
		t.Errorf("initials with an example took %q", v)
	}
}
