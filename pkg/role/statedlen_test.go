package role

import "testing"

// StatedLength's prefilter (maySayLength) lets through every description
// the regexp matches, in any case, and StatedLength reads what it did.
func TestStatedLengthPrefilter(t *testing.T) {
	for _, tc := range []struct {
		desc    string
		n       int
		letters bool
		ok      bool
	}{
		{"The 6-digit number on the bike frame", 6, false, true},
		{"3-letter club code", 3, true, true},
		{"8 DIGIT PIN", 8, false, true},
		{"Six-Letter booking code", 6, true, true},
		{"An Eight-Digits code", 8, false, true},
		{"The user's name", 0, false, false},
		{"Digits only", 0, false, false},
		{"The 4-dígit code", 0, false, false}, // non-ASCII: the regexp decides
		{"", 0, false, false},
	} {
		n, letters, ok := StatedLength(tc.desc)
		if n != tc.n || letters != tc.letters || ok != tc.ok {
			t.Errorf("StatedLength(%q) = %d, %v, %v; want %d, %v, %v", tc.desc, n, letters, ok, tc.n, tc.letters, tc.ok)
		}
		if reStatedLen.MatchString(tc.desc) && !maySayLength(tc.desc) {
			t.Errorf("maySayLength(%q) = false where the regexp matches", tc.desc)
		}
	}
	if maySayLength("A plain description of a name") {
		t.Error("maySayLength is true for a description without digit or letter")
	}
}
