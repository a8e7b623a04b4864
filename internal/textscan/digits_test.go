package textscan

import "testing"

func TestGroupDigits(t *testing.T) {
	for _, c := range []struct {
		n    string
		min  int
		want string
	}{
		{"126670", 5, "126,670"},
		{"105000", 4, "105,000"},
		{"1500.25", 4, "1,500.25"},
		{"-1500", 4, "-1,500"},
		{"9999", 5, "9999"}, // under the threshold
		{"1234567", 4, "1,234,567"},
		{"0123456", 4, "0123456"}, // a leading zero is a code, not an amount
		{"12a456", 4, "12a456"},
		{"250.00", 4, "250.00"},
	} {
		if got := GroupDigits(c.n, c.min); got != c.want {
			t.Errorf("GroupDigits(%q, %d) = %q, want %q", c.n, c.min, got, c.want)
		}
	}
}

func TestUngroupDigits(t *testing.T) {
	for _, c := range []struct{ s, want string }{
		{"with a $105,000 valuation", "with a $105000 valuation"},
		{"odometer 126,670 miles, 1,234,567 rows", "odometer 126670 miles, 1234567 rows"},
		{"sizes 3,4,5", "sizes 3,4,5"},
		{"items 12, 345", "items 12, 345"},
		{"id 1,2345", "id 1,2345"},
		{"at 1,500", "at 1500"},
		{"no commas", "no commas"},
	} {
		if got := UngroupDigits(c.s); got != c.want {
			t.Errorf("UngroupDigits(%q) = %q, want %q", c.s, got, c.want)
		}
	}
}
