package tool

import (
	"strings"
	"testing"
)

func TestJSONDepth(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]int{
		``:                       0,
		`42`:                     0,
		`"{[{["`:                 0, // brackets inside a string
		`{}`:                     1,
		`[]`:                     1,
		`{"a":[1,{"b":[]}]}`:     4,
		`[[],[[]]]`:              3,
		`{"a":"\"[{","b":{}}`:    2, // escaped quote keeps the string open
		`{"a":"\\","b":[[]]}`:    3, // escaped backslash closes it
		`[[[`:                    3, // not valid JSON, still measured
		strings.Repeat("[", 1e5): 100000,
	} {
		if got := JSONDepth([]byte(in)); got != want {
			t.Errorf("JSONDepth(%.40q) = %d, want %d", in, got, want)
		}
	}
}
