package prompt

import (
	"encoding/json"
	"strings"
	"testing"
)

// A batch report where every item went through is said as done, never
// its counts read out; one with failures is said as it is.
func TestBatchSay(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`{"archived":["N-1"],"failures":[],"failureCount":0,"successCount":1}`, "Done: N-1 is archived."},
		{`{"archived":["N-1","N-2"],"failureCount":0,"totalRequested":2}`, "Done: both are archived (N-1 and N-2)."},
		{`{"deleted":["a","b","c"],"ok":true}`, "Done: all 3 are deleted (a, b and c)."},
	} {
		var m map[string]any
		d := json.NewDecoder(strings.NewReader(c.in))
		d.UseNumber()
		if err := d.Decode(&m); err != nil {
			t.Fatal(err)
		}
		if got := summary(m); got != c.want {
			t.Errorf("summary(%s) = %q, want %q", c.in, got, c.want)
		}
	}
	for _, in := range []string{`{"archived":["N-1"],"failureCount":1}`, `{"archived":["N-1"],"owner":"Ana"}`} {
		var m map[string]any
		d := json.NewDecoder(strings.NewReader(in))
		d.UseNumber()
		_ = d.Decode(&m)
		if got, ok := batchSay(m); ok {
			t.Errorf("batchSay(%s) = %q, want no batch wording", in, got)
		}
	}
}
