package dataset

import "testing"

// TestCheckKindsNamesSpelledID: a thing's global or unique id (tag_gid,
// user_uid) is named by a question naming the thing ("Which tag do you
// mean?"); a bare "gid", or a question naming another thing, is not.
func TestCheckKindsNamesSpelledID(t *testing.T) {
	for _, c := range []struct {
		k, q string
		want bool
	}{
		{"tag_gid", "which tag do you mean?", true},
		{"userUid", "sure. which user is it?", true},
		{"merge_request_iid", "which merge request? i'll need its id.", true},
		{"tag_gid", "which task do you mean?", false},
		{"gid", "which one do you mean?", false},
		{"tag_id", "which tag do you mean?", false},
	} {
		if got := nameIn(c.k, c.q); got != c.want {
			t.Errorf("nameIn(%q, %q) = %v, want %v", c.k, c.q, got, c.want)
		}
	}
}

// TestCheckKindsNamesUnit: an amount whose name ends in a unit
// abbreviation (beam_ft, maxSpeedKmh, doseMgPerKg) is named by a question
// asking for it in a unit ("What beam should I use, in feet?"); the
// amount itself must still be said.
func TestCheckKindsNamesUnit(t *testing.T) {
	for _, c := range []struct {
		k, q string
		want bool
	}{
		{"beam_ft", "what beam should i use, in feet?", true},
		{"maxSpeedKmh", "what's the max speed, in km/h?", true},
		{"doseMgPerKg", "sure. what dose should i use, in mg/kg?", true},
		{"readingM3", "what's the reading, in m³?", true},
		{"beam_ft", "what beam should i use?", false},
		{"beam_ft", "what draft should i use, in feet?", false},
	} {
		if got := nameIn(c.k, c.q); got != c.want {
			t.Errorf("nameIn(%q, %q) = %v, want %v", c.k, c.q, got, c.want)
		}
	}
}
