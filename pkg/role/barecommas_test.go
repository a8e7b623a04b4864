package role

import (
	"slices"
	"testing"
)

// TestBareCommaList: a description that is only a list of words joined
// by commas gives the values; a list of fields to include does not.
func TestBareCommaList(t *testing.T) {
	p := readProse("granite, marble, slate, quartz, other", false)
	if !slices.Equal(p.values, []string{"granite", "marble", "slate", "quartz", "other"}) {
		t.Errorf("stones: got %q", p.values)
	}
	p = readProse("Filter by status: queued, baking, cooling, boxed", false)
	if !slices.Equal(p.values, []string{"queued", "baking", "cooling", "boxed"}) {
		t.Errorf("status: got %q", p.values)
	}
	p = readProse("Comma-separated fields: crust, sauce, cheese, topping", false)
	if p.values != nil {
		t.Errorf("fields: got %q, want none", p.values)
	}
}

// TestBareCommaFieldsNoList: fields a value is written in
// ("top_lat,top_lng,low_lat,low_lng") are no list of values.
func TestBareCommaFieldsNoList(t *testing.T) {
	if p := readProse("The box: top_lat,top_lng,low_lat,low_lng", false); p.values != nil {
		t.Errorf("box: got %q, want none", p.values)
	}
}
