package prompt

import (
	"strings"
	"testing"
)

// A numeric key ending in a rate, a decibel scale or a squared unit is
// split into what it measures and the unit written after the number
// ("test weight", "lb/bu"): numbers are said "a test weight of 87 lb/bu"
// (perOrUnit) and "a shelf space of 301 cm²" (unitTailed), never "87 test
// weight lbs per bu" or "shelf space cm2 301".
func TestTailUnitRatesAndScales(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ key, what, unit string }{
		{"test weight lbs per bu", "test weight", "lb/bu"},
		{"seed rate kg per ha", "seed rate", "kg/ha"},
		{"threshold db hl", "threshold", "dB HL"},
		{"shelf space cm2", "shelf space", "cm²"},
		{"plot area sqft", "plot area", "sq ft"},
	} {
		what, unit, ok := tailUnit(strings.Fields(c.key))
		if !ok || what != c.what || unit != c.unit {
			t.Errorf("tailUnit(%q) = %q, %q, %v; want %q, %q", c.key, what, unit, ok, c.what, c.unit)
		}
	}
	if _, _, ok := tailUnit(strings.Fields("price per bu")); ok {
		t.Error(`"price per bu" has no unit before "per"; money is said by its role`)
	}
}
