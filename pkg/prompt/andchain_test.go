package prompt

import "testing"

// TestAndChainComma checks the last option after one that holds its own
// "and" follows a comma: "with gates A and B, with a fence …", never
// "with gates A and B and with a fence …".
func TestAndChainComma(t *testing.T) {
	for _, c := range []struct {
		opts []string
		want string
	}{
		{[]string{"for gates 12 and 14", "in the west yard"}, "for gates 12 and 14, in the west yard"},
		{[]string{"at noon", "for gates 12 and 14", "in the west yard"}, "at noon, for gates 12 and 14, and in the west yard"},
		{[]string{`noted "salt and pepper"`, "in the west yard"}, `noted "salt and pepper" and in the west yard`},
	} {
		if got := joinOpts(c.opts); got != c.want {
			t.Errorf("joinOpts(%q) = %q; want %q", c.opts, got, c.want)
		}
	}
}
