package synth

import (
	"testing"
	"time"
)

// A date a thing is needed, planned or expected by is yet to come: an
// order of tonewood "needed by September 28, 2025" was drawn before the
// run's reference date, already late.
func TestNeededByIsAhead(t *testing.T) {
	schema := `{"type":"object","properties":{"wood":{"type":"string","enum":["spruce_top","maple_back"]},"needed_by":{"type":"string","format":"date"}},"required":["wood","needed_by"]}`
	for i, m := range decodeAll(t, schema, 40, Options{Seed: 3, RootObject: true, Topic: "order_tonewood", About: "Order tonewood from a supplier."}) {
		d, err := time.Parse("2006-01-02", m["needed_by"].(string))
		if err != nil {
			t.Fatal(err)
		}
		if d.Before(refDate.Truncate(24 * time.Hour)) {
			t.Errorf("draw %d: needed by %s, before the reference date %s", i, d.Format("2006-01-02"), refDate.Format("2006-01-02"))
		}
	}
}
