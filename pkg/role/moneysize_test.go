package role

import (
	"encoding/json"
	"testing"
)

// An amount takes the size of what it is: the amount of an object named
// as a turnover is a company's revenue, and a postage charge on a tool
// about lost property is what sending a parcel costs, not a house's price.
func TestMoneySizedByWhatItIs(t *testing.T) {
	t.Parallel()
	num := json.RawMessage(`{"type":"number"}`)
	for _, c := range []struct {
		tool   ToolContext
		p      ParamContext
		lo, hi float64
	}{
		{ToolContext{Name: "request_quotes", Description: "Send a risk to insurers for quotes."},
			ParamContext{Name: "amount", Path: "/annual_turnover/amount", Schema: num, Siblings: []string{"currency"}}, 250000, 25000000},
		{ToolContext{Name: "lost_found_release", Description: "Mark a lost property item as returned to the owner (collected or posted)."},
			ParamContext{Name: "postage_charged", Path: "/postage_charged", Schema: json.RawMessage(`{"type":"number","description":"Amount charged to guest in EUR"}`)}, 3, 30},
		{ToolContext{Name: "create_order", Description: "Create an order."},
			ParamContext{Name: "shipping_cost", Path: "/shipping_cost", Schema: num}, 3, 30},
	} {
		r := Classify(c.tool, c.p)
		if r.Kind != Money || r.Typical == nil || r.Typical.Lo != c.lo || r.Typical.Hi != c.hi {
			t.Errorf("%s: %v %+v (%s), want money of %v–%v", c.p.Path, r.Kind, r.Typical, r.Why, c.lo, c.hi)
		}
	}
	// an amount held by an object that names no revenue stays an amount
	if r := Classify(ToolContext{Name: "refund"}, ParamContext{Name: "amount", Path: "/refund/amount", Schema: num, Siblings: []string{"currency"}}); r.Typical == nil || r.Typical.Hi > 500 {
		t.Errorf("refund amount sized as revenue: %+v", r.Typical)
	}
}

// A number described only as "number of" a thing counted in few whole
// units (a scaffold's lifts, a building's storeys) takes that thing's
// few, not any count up to 50.
func TestNumberOfFewThings(t *testing.T) {
	t.Parallel()
	r := Classify(ToolContext{Name: "create_hire", Description: "Create a scaffold hire contract."},
		ParamContext{Name: "lifts", Path: "/lifts", Schema: json.RawMessage(`{"type":"integer","description":"Number of lifts (working platforms) - usually 1 per 2m height"}`)})
	if r.Kind != Count || r.Typical == nil || r.Typical.Hi > 10 {
		t.Errorf("lifts: %v %+v (%s), want a count of a few", r.Kind, r.Typical, r.Why)
	}
}
