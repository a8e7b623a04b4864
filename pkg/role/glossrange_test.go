package role

import "testing"

// TestGlossedRange reads a range whose ends carry word glosses, and a
// minimum that names its thing.
func TestGlossedRange(t *testing.T) {
	p := readProse("1 (urgent, within the hour) to 5 (whenever convenient)", true)
	if p.min == nil || p.max == nil || *p.min != 1 || *p.max != 5 {
		t.Errorf("glossed range: min %v max %v, want 1..5", p.min, p.max)
	}
	p = readProse("Fee in cents. Minimum booking fee is 2500 (EUR 25).", true)
	if p.min == nil || *p.min != 2500 {
		t.Errorf("named minimum: min %v, want 2500", p.min)
	}
	p = readProse("Level 3 (ground floor) is the default", true)
	if p.min != nil || p.max != nil {
		t.Errorf("no range: min %v max %v", p.min, p.max)
	}
}

// TestAgesRangeNoBound: "Ages 3-12" says whom a count counts, no bound of
// the count; "from 3 to 12" still bounds it.
func TestAgesRangeNoBound(t *testing.T) {
	if p := readProse("Ages 3-12", true); p.min != nil || p.max != nil {
		t.Errorf("ages: min %v max %v, want none", p.min, p.max)
	}
	if p := readProse("Seats 3-12", true); p.min == nil || *p.min != 3 {
		t.Errorf("seats: min %v, want 3", p.min)
	}
}
