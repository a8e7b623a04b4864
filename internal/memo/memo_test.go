package memo

import "testing"

// TestBoundedKeepsAtMostMax: the first max keys are computed once, keys
// past the bound every time, and each gets its own value.
func TestBoundedKeepsAtMostMax(t *testing.T) {
	calls := map[int]int{}
	b := New[int, int](2)
	sq := func(k int) int { calls[k]++; return k * k }
	for range 3 {
		for k := range 4 {
			if got := b.Get(k, sq); got != k*k {
				t.Fatalf("Get(%d) = %d", k, got)
			}
		}
	}
	if calls[0] != 1 || calls[1] != 1 {
		t.Errorf("kept keys computed %d and %d times, want once", calls[0], calls[1])
	}
	if calls[2] != 3 || calls[3] != 3 {
		t.Errorf("keys past the bound computed %d and %d times, want 3", calls[2], calls[3])
	}
}
