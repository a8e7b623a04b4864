package synth

import (
	"slices"
	"testing"
)

// A fault report fits the kind of thing broken: a room's door, a car's
// brakes, a panel's crack, a form's torn page; a machine grinds.
func TestFaultNotesOf(t *testing.T) {
	cases := []struct{ thing, kind string }{
		{"room", "room"}, {"bathrooms", "room"}, {"car", "vehicle"}, {"bike", "vehicle"}, {"ferry", "vessel"},
		{"panel", "fixture"}, {"shelf", "fixture"}, {"permit", "document"}, {"projector", ""}, {"pump", ""},
	}
	for _, c := range cases {
		got := faultNotesOf(c.thing)
		want := faultNotes
		if c.kind != "" {
			want = kindFaults[c.kind]
		}
		if !slices.Equal(got, want) {
			t.Errorf("faultNotesOf(%q) = %q…, want the %q faults", c.thing, got[0], c.kind)
		}
	}
	for k, ns := range kindFaults {
		for _, n := range ns {
			if slices.Contains(faultNotes, n) && k != "" && n != "Found the {T} like this at the start of my shift, photo attached." {
				t.Errorf("%s fault %q is a machine's", k, n)
			}
		}
	}
}
