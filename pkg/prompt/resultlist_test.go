package prompt

import (
	"encoding/json"
	"testing"
)

// TestDescribeListsByTheirNoun: a list of objects with no names in a
// result is said by its own noun, and by each object's own id when it has
// one, not as "berths 3 items".
func TestDescribeListsByTheirNoun(t *testing.T) {
	cases := []struct{ in, want string }{
		{`{"berths":[{"berth_id":"B-13","dock":"A"},{"berth_id":"B-66"},{"berth_id":"B-49"}]}`, "berths B-13, B-66 and B-49"},
		{`{"orders":[{"total":1},{"total":2}]}`, "2 orders"},
		{`{"entries":[{"total":1}]}`, "1 entry"},
		{`{"data":[{"total":1},{"total":2}]}`, "data 2 items"},
		{`{"items":[{"name":"Atlas"},{"name":"Borealis"}]}`, "items Atlas and Borealis"},
	}
	for _, c := range cases {
		var v any
		if err := json.Unmarshal([]byte(c.in), &v); err != nil {
			t.Fatal(err)
		}
		if got := describe(v); got != c.want {
			t.Errorf("describe(%s) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestDescribeLeavesPagingOut: the members that page or count a listing
// are left out of the answer when it holds a list to say.
func TestDescribeLeavesPagingOut(t *testing.T) {
	cases := []struct{ in, want string }{
		{`{"has_more":true,"projects":[{"slug":"a"},{"slug":"b"}]}`, "2 projects"},
		{`{"total_count":5,"nextCursor":"abc","items":[{"name":"Atlas"}]}`, "items Atlas"},
		{`{"total_count":5,"status":"ok"}`, "status ok and total count 5"},
	}
	for _, c := range cases {
		var v any
		if err := json.Unmarshal([]byte(c.in), &v); err != nil {
			t.Fatal(err)
		}
		if got := describe(v); got != c.want {
			t.Errorf("describe(%s) = %q, want %q", c.in, got, c.want)
		}
	}
}
