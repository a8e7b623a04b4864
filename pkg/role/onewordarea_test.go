package role

import "testing"

// TestOneWordArea: a pawn shop's loans, a seed bank's "bank", a forestry
// office's permits and a fab's lot tracking name banking, parking and
// music by one word alone, in another sense: no sure area (their item
// descriptions and labels were bank memos, "Monthly transfer to the
// savings account."). A ground handler's "airport" and "flight" name
// travel surely, and so does a name cue alone ("redis") its domain.
func TestOneWordArea(t *testing.T) {
	for _, f := range []string{"dev39/pawn_shop.json", "dev39/seed_bank_herbarium.json", "dev39/forestry_permits.json",
		"dev39/semiconductor_fab_lot_tracking.json"} {
		s, _ := loadServer(t, f)
		if !s.OneWordArea() {
			t.Errorf("%s: area %q rests on one word, want OneWordArea", f, s.Area())
		}
	}
	if s, _ := loadServer(t, "dev39/airport_ground_handling.json"); s.Area() != "travel" || s.OneWordArea() {
		t.Errorf("airport_ground_handling: area %q (one word %v), want travel", s.Area(), s.OneWordArea())
	}
	s := NewServer("cache", []ServerTool{{Name: "redis_get", Description: "Get a key from Redis."}, {Name: "redis_set", Description: "Set a key in Redis."}})
	if a := s.Area(); a != "database" || s.OneWordArea() {
		t.Errorf("redis: area %q (one word %v), want database", a, s.OneWordArea())
	}
}
