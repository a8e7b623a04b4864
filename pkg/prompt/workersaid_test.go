package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// A person named by the work they do is said with the parameter's words
// (an analyst of a lab result, a technician of a work order, who
// performed a change); a customer or a guest is said without, and an
// account handle is no name to say so.
func TestWorkerNamed(t *testing.T) {
	cases := []struct {
		hl, x string
		read  bool
		verb  string
		want  string // "" for not said this way
	}{
		{"analyst", "Omar Clark", false, "", "analyst Omar Clark"},
		{"technician", "Kwame Chen", true, "", "for technician Kwame Chen"},
		{"crew lead", "Noah Kim", false, "", "crew lead Noah Kim"},
		{"performed by", "Lena Rodrigues", false, "", "performed by Lena Rodrigues"},
		{"customer", "Grace Brown", false, "", ""},
		{"guest name", "Joana Santos", false, "", ""},
		{"sort by", "Lena Rodrigues", false, "", ""},
		{"analyst", "omar-clark", false, "", ""},
		{"binder", "MJH", true, "", "for binder MJH"},
		{"binder", "AK", false, "", "binder AK"},
		{"binder", "AKLM", false, "", ""},
	}
	for _, c := range cases {
		st := &funcState{rng: rand.New(rand.NewPCG(1, 2))}
		a, ok := st.workerNamed(c.x, c.hl, intent{Read: c.read, Verb: c.verb})
		switch {
		case c.want == "" && ok:
			t.Errorf("%s = %q: said as a worker", c.hl, a.text)
		case c.want != "" && (!ok || !strings.HasSuffix(a.text, c.want)):
			t.Errorf("%s = %q (%v), want it to end on %q", c.hl, a.text, ok, c.want)
		}
	}
}
