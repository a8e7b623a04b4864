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
