package prompt

import (
	"encoding/json"
	"strings"
	"testing"
)

// A filter condition on one property ({"property": "Status", "status":
// {"equals": "Done"}}) is said as the clause a person types, not pasted as
// JSON.
func TestPropertyConditionSaid(t *testing.T) {
	cases := map[string]string{
		`{"property":"Status","status":{"equals":"Done"}}`:             `where Status is "Done"`,
		`{"property":"Priority","select":{"does_not_equal":"Low"}}`:    `where Priority is not "Low"`,
		`{"property":"Done","checkbox":{"equals":false}}`:              `where Done isn't checked`,
		`{"property":"Estimate","number":{"greater_than":3}}`:          `where Estimate is over 3`,
		`{"property":"Due date","date":{"on_or_before":"2026-01-21"}}`: `where Due date is on or before "2026-01-21"`,
	}
	for src, want := range cases {
		var x map[string]any
		d := json.NewDecoder(strings.NewReader(src))
		d.UseNumber()
		if err := d.Decode(&x); err != nil {
			t.Fatal(err)
		}
		got, ok := filterWords(x)
		if !ok || got != want {
			t.Errorf("%s: got %q (%v), want %q", src, got, ok, want)
		}
	}
}
