package role

import (
	"reflect"
	"testing"
)

// NumCodes reads each numbered code once with its meaning up to the next
// separator, whatever joins the number to its meaning, and never a
// quantity ("1 to 5") as a code.
func TestNumCodes(t *testing.T) {
	cases := []struct {
		desc string
		want []NumCode
	}{
		{"Title rule: 1=Use subject as title, 2=Use file name as title", []NumCode{{"1", "Use subject as title"}, {"2", "Use file name as title"}}},
		{"Urgency: 1 high or 2 low.", []NumCode{{"1", "high"}, {"2", "low"}}},
		{"Mode (0 = off; 1 = on)", []NumCode{{"0", "off"}, {"1", "on"}}},
		{"Kind: 3 means draft, 4 means final. Sent to reviewers.", []NumCode{{"3", "draft"}, {"4", "final"}}},
		{"Rate from 1 to 5", nil},
	}
	for _, c := range cases {
		if got := NumCodes(c.desc); !reflect.DeepEqual(got, c.want) {
			t.Errorf("NumCodes(%q) = %q, want %q", c.desc, got, c.want)
		}
	}
}
