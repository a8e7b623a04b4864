package role

import "testing"

// TestShownLike: a piano tuner's cancelAppointment states only
// ^AP-\d{6}-\d{2}$; the example another tool's description shows of
// that form ("AP-250314-03") is what ShownLike gives for a value drawn
// from it, and nothing for a value of another form.
func TestShownLike(t *testing.T) {
	s, _ := loadServer(t, "dev42/piano_tuning_service.json")
	if got := s.ShownLike("AP-998630-99"); got != "AP-250314-03" {
		t.Errorf(`ShownLike("AP-998630-99") = %q, want "AP-250314-03"`, got)
	}
	if got := s.ShownLike("AP-9986-99"); got != "" {
		t.Errorf(`ShownLike("AP-9986-99") = %q, want none`, got)
	}
	if got := RunKey("K1-20250904-03"); got != "a191-98-92" {
		t.Errorf(`RunKey("K1-20250904-03") = %q, want "a191-98-92"`, got)
	}
	var none *Server
	if got := none.ShownLike("AP-998630-99"); got != "" {
		t.Errorf("nil server ShownLike = %q", got)
	}
}

// TestShownYears: a description that says an id holds a year ("the
// 2-digit year, a dash and a 4-digit running number (e.g. `25-0871`)",
// "GL + yy + '-' + 3 digits, e.g. GL25-014") files its example with that
// year as 'y's, for any value of its form; a form no text gives a year
// gets none.
func TestShownYears(t *testing.T) {
	for _, c := range []struct{ file, v, want string }{
		{"dev45/wildlife_rescue_centre.json", "39-0436", "yy-0871"},
		{"dev45/coop_grain_mill_flour_round.json", "GL56-435", "GLyy-014"},
		{"dev45/coop_grain_mill_flour_round.json", "MBR-1234", ""},
	} {
		s, _ := loadServer(t, c.file)
		if got := s.ShownYears(c.v); got != c.want {
			t.Errorf("%s: ShownYears(%q) = %q, want %q", c.file, c.v, got, c.want)
		}
	}
	if got := yearPart("R24-07", false); got != "Ryy-07" {
		t.Errorf(`yearPart("R24-07") = %q, want "Ryy-07" (the year first)`, got)
	}
	if got := yearPart("AB-123", false); got != "" {
		t.Errorf(`yearPart("AB-123") = %q, want none`, got)
	}
	if got := yearPart("M-2025-0412", true); got != "M-yyyy-0412" {
		t.Errorf(`yearPart("M-2025-0412") = %q, want "M-yyyy-0412"`, got)
	}
}
