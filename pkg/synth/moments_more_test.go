package synth

import (
	"testing"
	"time"
)

// Moments a family orders beyond start and end: work is completed after
// it started and near its end, a target date follows a start given as a
// date-time, a transaction date comes before its due date.
func TestMomentsCompletedTargetTxn(t *testing.T) {
	for _, tc := range []struct {
		tool, src, first, then string
		lo, hi                 time.Duration
	}{
		{"create_sprint", `{"type":"object","properties":{"name":{"type":"string"},"startsAt":{"type":"string","format":"date-time"},"endsAt":{"type":"string","format":"date-time"},"completedAt":{"type":"string","format":"date-time"}},"required":["name","startsAt","endsAt","completedAt"]}`,
			"endsAt", "completedAt", 0, 2*24*time.Hour + time.Hour},
		{"create_milestone", `{"type":"object","properties":{"title":{"type":"string"},"startedAt":{"type":"string","format":"date-time"},"targetDate":{"type":"string","format":"date"}},"required":["title","startedAt","targetDate"]}`,
			"startedAt", "targetDate", 0, 22 * 24 * time.Hour},
		{"record_purchase", `{"type":"object","properties":{"vendor":{"type":"string"},"txn_date":{"type":"string","format":"date"},"due_date":{"type":"string","format":"date"}},"required":["vendor","txn_date","due_date"]}`,
			"txn_date", "due_date", 7 * 24 * time.Hour, 45 * 24 * time.Hour},
	} {
		for _, m := range decodeAll(t, tc.src, 60, Options{Seed: 5, RootObject: true, Topic: tc.tool}) {
			a, ok1 := dayOf(t, m, tc.first)
			b, ok2 := dayOf(t, m, tc.then)
			if !ok1 || !ok2 {
				t.Fatalf("%s: %v lacks %s or %s", tc.tool, m, tc.first, tc.then)
			}
			if len(m[tc.first].(string)) != len(m[tc.then].(string)) {
				a = a.Truncate(24 * time.Hour) // a date beside a date-time: days apart
			}
			if gap := b.Sub(a); gap < tc.lo || gap > tc.hi {
				t.Errorf("%s: %s %v, %s %v: gap %v, want %v–%v", tc.tool, tc.first, m[tc.first], tc.then, m[tc.then], gap, tc.lo, tc.hi)
			}
		}
	}
}
