package synth

import (
	"reflect"
	"testing"
)

func TestDescribedValues(t *testing.T) {
	cases := []struct {
		desc string
		want []string
	}{
		{`Mortuary where the body is held, e.g. "Central Public Mortuary".`, []string{"Central Public Mortuary"}},
		{"Font for boulders (6B+), French for ropes (6a+)", []string{"6B+", "6a+"}},
		{"flyer, leaflet, poster, business card, booklet, banner", []string{"flyer", "leaflet", "poster", "business card", "booklet", "banner"}},
		{"A6/A5/A4/A3/A2/DL/custom mm", []string{"A6", "A5", "A4", "A3", "A2", "DL"}},
		{"Date as DD/MM/YYYY", nil},
		{"Medical cause of death in the standard 1a/1b/1c/2 form.", nil},
		{"Timeout in seconds (30)", nil},
		{"Reply text from the seller's solicitors.", nil},
		{"Name of the thing, e.g. \"Acme Corp\"", nil},
	}
	for _, c := range cases {
		if got := describedValues(c.desc, "mortuary"); !reflect.DeepEqual(got, c.want) {
			t.Errorf("describedValues(%q) = %q, want %q", c.desc, got, c.want)
		}
	}
}
