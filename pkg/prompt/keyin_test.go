package prompt

import "testing"

// A number whose key says "in <unit>" is said without the "in" before
// "of" : a span until something happens says when ("regrade in 10 days",
// never "a regrade in of 10 days"), a measure says what it measures ("a
// size of 2 KB", never "a size in of 2 KB"). Shape of a cheesemonger's
// grading tool (dev cheesemonger.json) and an invented size.
func TestKeyInUnitSaid(t *testing.T) {
	sch := `{"type": "object", "properties": {"wheelId": {"type": "string", "pattern": "^W-[0-9]{4}-[0-9]{3}$"}, "score": {"type": "integer", "minimum": 1, "maximum": 10}, "regradeInDays": {"type": "integer", "minimum": 1, "maximum": 365}, "sizeInBytes": {"type": "integer"}}, "required": ["wheelId", "score"]}`
	cases := []requestCase{
		{"grade_wheel", "Record a grading (core sample with a cheese iron).", sch,
			`{"wheelId":"W-2026-530","score":8,"regradeInDays":10}`, []string{"regrade in 10 days"}, []string{"in of"}},
		{"grade_wheel", "Record a grading (core sample with a cheese iron).", sch,
			`{"wheelId":"W-2026-530","score":8,"sizeInBytes":2048}`, []string{"2 KB"}, []string{"in of", "size in"}},
	}
	checkRequests(t, cases, 20, 45)
}
