package prompt

import "testing"

// TestTerseTools: a tool of an abbreviated name ("wt") whose short
// description opens on a word as often a noun ("Log weight") does that
// act, never "help me with wt"; a number keyed by a unit's symbol is
// said with its unit ("at 54 kg", never a bare "at 54").
func TestTerseTools(t *testing.T) {
	for _, c := range []struct{ name, desc, verb string }{
		{"wt", "Log weight (kg)", "log"},
		{"rx", "Record dose", "record"},
		{"log_weight", "Log weight (kg)", "log"},
	} {
		in := toolIntent(c.name, "", c.desc)
		if in.Verb != c.verb {
			t.Errorf("%s %q: verb %q, want %q", c.name, c.desc, in.Verb, c.verb)
		}
	}
	cases := []requestCase{
		{"wt", "Log weight (kg)",
			`{"type":"object","properties":{"id":{"type":"string"},"kg":{"type":"number"}},"required":["id","kg"]}`,
			`{"id":"AN-204","kg":54}`,
			[]string{"54 kg"},
			[]string{"help me with wt", "with kg"}},
	}
	checkRequests(t, cases, 6, 11)
}
