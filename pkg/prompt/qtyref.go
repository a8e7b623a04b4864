package prompt

import "strings"

// qtyOfNamed is a listed object's count said before the tail that names
// the object by its own noun ("4 of part 257982 (bin "Bin 1")" for a
// part with qty 4, part 257982 and bin "Bin 1"), never "a part with
// quantity 4 and part 257982"; ok is false when no tail names it.
func qtyOfNamed(qty, head string, tails []string) (string, []string, bool) {
	if qty == "" || head == "" {
		return "", nil, false
	}
	for i, t := range tails {
		if strings.HasPrefix(strings.ToLower(t), strings.ToLower(head)+" ") {
			rest := append(append([]string{}, tails[:i]...), tails[i+1:]...)
			return qty + " of " + t, rest, true
		}
	}
	return "", nil, false
}
