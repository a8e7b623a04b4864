package role

import "testing"

// A flight "e.g. FL-20250614-AM1" on bookings.create and
// bookings.reschedule is the flight getFlight bounds by
// ^FL-\d{8}-(AM|PM)\d$: it takes that pattern, which says the session
// is AM or PM (its letters were drawn "TY", "LC"). A namesake of two as
// telling facts is the one stating the pattern.
func TestExampleTakesNamesakePattern(t *testing.T) {
	s, tools := loadServer(t, "dev41/hot_air_balloon_rides.json")
	const pat = `^FL-\d{8}-(AM|PM)\d$`
	for _, tool := range []string{"bookings.create", "flights.getLoadSheet", "crew.assign"} {
		r := fileRole(t, s, tools, tool, "/flightId")
		if r.Kind != ID || r.Pattern != pat {
			t.Errorf("%s flightId = %s %s pattern %q (%s), want pattern %q", tool, r.Kind, r.ID, r.Pattern, r.Why, pat)
		}
	}
	// an example the pattern refuses keeps its own shape
	f := Facts{Types: []string{"string"}, Description: "Flight, e.g. FL-2025-06-14."}
	if got := s.borrow("flightId", f); got.Pattern != "" {
		t.Errorf("borrow(flightId, e.g. FL-2025-06-14) took pattern %q", got.Pattern)
	}
}
