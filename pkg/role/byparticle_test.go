package role

import "testing"

// TestByAfterParticle: a key that closes on a phrasal verb's participle,
// its particle and "by" names who did it ("signed_off_by", "pickedUpBy"),
// as "reported_by" does; a deadline's "by" after a plain word does not.
func TestByAfterParticle(t *testing.T) {
	for _, c := range []struct {
		name string
		want bool
	}{
		{"signed_off_by", true}, {"pickedUpBy", true}, {"handed_over_by", true}, {"reported_by", true},
		{"ship_by", false}, {"group_by", false}, {"set_up_by", false},
	} {
		if _, got := byParticiple(Tokens(c.name)); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
	for key, want := range map[string]bool{"signed off by": true, "client confirmed by": true, "group by": false, "ship by": false} {
		if got := ByAgent(key); got != want {
			t.Errorf("ByAgent(%q) = %v, want %v", key, got, want)
		}
	}
}
