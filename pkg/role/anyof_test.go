package role

import (
	"reflect"
	"testing"
)

// TestProseAnyOfList reads the values of a list said with "any of" or "one
// or more of": an array's items are drawn from them, as from "one of".
func TestProseAnyOfList(t *testing.T) {
	cases := []struct {
		desc string
		want []string
	}{
		{"Analytes to add. Any of ph, p, k, mg, s, b, organic_matter, nitrate_n.", []string{"ph", "p", "k", "mg", "s", "b", "organic_matter", "nitrate_n"}},
		{"Searches to order, one or more of: local, drainage, environmental, chancel.", []string{"local", "drainage", "environmental", "chancel"}},
		{"Channels to notify; any combination of email, sms and push.", []string{"email", "sms", "push"}},
	}
	for _, c := range cases {
		if p := readProse(c.desc, false); !reflect.DeepEqual(p.values, c.want) {
			t.Errorf("%q:\n got %q\nwant %q", c.desc, p.values, c.want)
		}
	}
	for _, d := range []string{
		"Fails if any of the samples is already reported.",
		"Returns one or more of the matching records.",
		"Any of these may be given.",
	} {
		if p := readProse(d, false); p.values != nil {
			t.Errorf("%q: read values %q from a sentence", d, p.values)
		}
	}
}
