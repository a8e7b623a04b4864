package prompt

import "testing"

// A flag whose key is a state and what it is for ("readyForSale") is said
// as the state the thing is in: "marked ready for sale", "not ready for
// sale", never "with ready for sale" nor "without ready for sale". Shape
// of a cheesemonger's grading tool (dev cheesemonger.json).
func TestPredicateFlagSaidAsState(t *testing.T) {
	sch := `{"type": "object", "properties": {"wheelId": {"type": "string", "pattern": "^W-[0-9]{4}-[0-9]{3}$"}, "score": {"type": "integer", "minimum": 1, "maximum": 10}, "readyForSale": {"type": "boolean"}, "regradeInDays": {"type": "integer", "minimum": 1, "maximum": 365}}, "required": ["wheelId", "score", "readyForSale"]}`
	cases := []requestCase{
		{"grade_wheel", "Record a grading (core sample with a cheese iron).", sch,
			`{"wheelId":"W-2026-530","score":8,"readyForSale":true}`, []string{"marked", "ready for sale"}, []string{"with ready", "not ready"}},
		{"grade_wheel", "Record a grading (core sample with a cheese iron).", sch,
			`{"wheelId":"W-2026-530","score":8,"readyForSale":false}`, []string{"not ready for sale"}, []string{"without ready", "no ready"}},
	}
	checkRequests(t, cases, 20, 42)
}
