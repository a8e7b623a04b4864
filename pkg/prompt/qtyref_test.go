package prompt

import (
	"slices"
	"testing"
)

func TestQtyOfNamed(t *testing.T) {
	lead, rest, ok := qtyOfNamed("4", "part", []string{`bin "Bin 1"`, "part 257982"})
	if !ok || lead != "4 of part 257982" || !slices.Equal(rest, []string{`bin "Bin 1"`}) {
		t.Errorf("got %q, %q, %v", lead, rest, ok)
	}
	if _, _, ok := qtyOfNamed("4", "part", []string{`bin "Bin 1"`}); ok {
		t.Error("a count said with no tail naming the part")
	}
	if _, _, ok := qtyOfNamed("", "part", []string{"part 257982"}); ok {
		t.Error("no count, yet a lead")
	}
}
