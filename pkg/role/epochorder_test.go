package role

import "testing"

// A green waste round's schedule runs "between two unix timestamps": its
// bare from_ts is a moment in epoch seconds, and so is its to_ts described
// only "Must be after from_ts; max 1 year span" (it was a year with a
// maximum of 1, drawn 1: January 1, 1970).
func TestEpochOrderedOnly(t *testing.T) {
	t.Parallel()
	s, tools := loadServer(t, "dev44/green_waste_collection.json")
	for _, ptr := range []string{"/from_ts", "/to_ts"} {
		r := fileRole(t, s, tools, "gw_round_schedule", ptr)
		if r.Kind != DateTime || r.Unit != "epoch seconds" || r.Max != nil {
			t.Errorf("%s = %s in %q max %v (%s), want a moment in epoch seconds", ptr, r.Kind, r.Unit, r.Max, r.Why)
		}
	}
	if !orderedOnly("must be after from_ts; max 1 year span") || orderedOnly("seconds after the start") {
		t.Errorf("orderedOnly reads the wrong descriptions")
	}
}
