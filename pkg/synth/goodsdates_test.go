package synth

import (
	"testing"
	"time"
)

// Goods are made, packed or racked before they are best before or used
// by: a best-before comes weeks to a year after the date made, and a
// use-by alone is yet to come.
func TestGoodsDatesInOrder(t *testing.T) {
	t.Parallel()
	for _, p := range [][2]string{{"racked_date", "best_before"}, {"made_on", "use_by_date"}, {"packed", "sell_by"}} {
		schema := `{"type":"object","properties":{"` + p[0] + `":{"type":"string","format":"date"},"` +
			p[1] + `":{"type":"string","format":"date"}},"required":["` + p[0] + `","` + p[1] + `"]}`
		for _, m := range decodeAll(t, schema, 200, Options{Seed: 5, RootObject: true, Topic: "log_batch", About: "Log a batch of cider."}) {
			a, ok1 := dayOf(t, m, p[0])
			b, ok2 := dayOf(t, m, p[1])
			if ok1 && ok2 && b.Sub(a) < 14*24*time.Hour {
				t.Fatalf("%s %v, %s %v: out of order", p[0], m[p[0]], p[1], m[p[1]])
			}
		}
	}
	schema := `{"type":"object","properties":{"use_by":{"type":"string","description":"Use-by date, YYYY-MM-DD."}},"required":["use_by"]}`
	for _, m := range decodeAll(t, schema, 100, Options{Seed: 5, RootObject: true, Topic: "record_delivery_check", About: "Record the goods-in check for a delivery."}) {
		if d, ok := dayOf(t, m, "use_by"); ok && d.Before(refDate) {
			t.Fatalf("use_by %v: already past", m["use_by"])
		}
	}
}
