package synth

import (
	"encoding/json"
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
	// a possessive before "initials": "Clinician's initials", not "Alex Jensen"
	if v, ok := g.statedInitials(&role.Role{Kind: role.Person, Examples: []string{"RK"}},
		hint{name: "clinician", desc: `Clinician's initials, e.g. "RK". Omit to search all clinicians.`}); !ok || !regexp.MustCompile(`^[A-Z]{2,3}$`).MatchString(v) {
		t.Errorf("Clinician's initials: %q %v, want capitals", v, ok)
	}
	// an undescribed key another tool describes as initials: "eng" of
	// "Assign engineer" is "MH", not "maintenance"
	srv := role.NewServer("callouts", []role.ServerTool{
		{Name: "lst_jobs", Description: "List jobs", InputSchema: json.RawMessage(`{"type":"object","properties":{"eng":{"type":"string","description":"engineer initials"}}}`)},
		{Name: "assign_eng", Description: "Assign engineer", InputSchema: json.RawMessage(`{"type":"object","properties":{"eng":{"type":"string"},"job_no":{"type":"string"}}}`)},
	})
	gs := &Generator{rng: rand.New(rand.NewSource(2)), opts: Options{Server: srv}}
	if v, ok := gs.statedInitials(&role.Role{Kind: role.Unknown}, hint{name: "eng"}); !ok || !caps.MatchString(v) {
		t.Errorf("undescribed eng another tool calls engineer initials: %q %v, want two capitals", v, ok)
	}
	if v, ok := g.statedInitials(&role.Role{Kind: role.Text}, hint{name: "note", desc: "No names, initials or dates of birth."}); ok {
		t.Errorf("a note naming initials as forbidden took %q", v)
	}
	if v, ok := g.statedInitials(&role.Role{Kind: role.Unknown, Examples: []string{"JK-1"}}, hint{name: "tk", desc: "Timekeeper initials, e.g. JK-1"}); ok {
		t.Errorf("initials with an example not of initials took %q", v)
	}
	// examples of initials give the lengths: "AK" or "MJH", never a name
	two, three := 0, 0
	for i := 0; i < 60; i++ {
		v, ok := g.statedInitials(&role.Role{Kind: role.Person, Examples: []string{"AK", "MJH"}},
			hint{name: "binder", desc: "Binder initials, two or three capital letters such as `AK` or `MJH`."})
		if !ok || !regexp.MustCompile(`^[A-Z]{2,3}$`).MatchString(v) {
			t.Fatalf("Binder initials such as AK or MJH: %q %v, want two or three capitals", v, ok)
		}
		if len(v) == 2 {
			two++
		} else {
			three++
		}
	}
	if two == 0 || three == 0 {
		t.Errorf("Binder initials drew %d of two letters and %d of three, want both", two, three)
	}
}
