package main

import "testing"

func TestCount(t *testing.T) {
	for _, c := range []struct {
		n    int
		want string
	}{{0, "0 tools"}, {1, "1 tool"}, {2, "2 tools"}, {14, "14 tools"}} {
		if got := count(c.n, "tool"); got != c.want {
			t.Errorf("count(%d) = %q, want %q", c.n, got, c.want)
		}
	}
	if got := count(int64(1), "record"); got != "1 record" {
		t.Errorf("int64: %q", got)
	}
}
