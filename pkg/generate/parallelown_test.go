package generate

import (
	"testing"

	"github.com/mcpgen/mcpgen/pkg/prompt"
)

// paramNamed is the parameter of pt called name.
func paramNamed(t *testing.T, pt *prepTool, name string) prompt.Param {
	t.Helper()
	for _, p := range pt.bind.Params() {
		if p.Name == name {
			return p
		}
	}
	t.Fatalf("no parameter %s", name)
	return prompt.Param{}
}

// TestParallelOwnDetails: calls making several people never share one
// person's phone or address ("Set up Lucas Martinez, Ravi Larsen and
// Paul Park for 120 Princes Street, with the phone number …"): an
// optional one is left out, a required one stops the list. A guest's
// email beside a list of hosts is the guest's, not the hosts'.
func TestParallelOwnDetails(t *testing.T) {
	add := boundTool(t, "add_cust", "New customer",
		`{"type":"object","properties":{"name":{"type":"string"},"addr":{"type":"string"},"tel":{"type":"string"},"price":{"type":"number","description":"per clean £"}},"required":["name","price"]}`)
	args := map[string]any{"name": "Lucas Martinez", "addr": "120 Princes Street, Edinburgh", "tel": "+44 131 541 6068", "price": 65.95}
	params := add.bind.Params()
	name := paramNamed(t, add, "name")
	got, ok := withoutOwnDetails(add, params, name, args)
	if !ok || got["tel"] != nil || got["addr"] != nil || got["price"] != 65.95 {
		t.Errorf("withoutOwnDetails = %v, %v; want the name and price alone", got, ok)
	}
	req := boundTool(t, "add_cust", "New customer",
		`{"type":"object","properties":{"name":{"type":"string"},"addr":{"type":"string"},"price":{"type":"number"}},"required":["name","addr","price"]}`)
	if _, ok := withoutOwnDetails(req, req.bind.Params(), paramNamed(t, req, "name"), args); ok {
		t.Error("a required address shared by every customer made")
	}
	if len(ownDetails(add, params, paramNamed(t, add, "price"), args)) != 0 {
		t.Error("a price listed read as naming the customer")
	}
	reg := boundTool(t, "registerGuest", "Register a visitor for a host member.",
		`{"type":"object","properties":{"hostMemberId":{"type":"string"},"guestName":{"type":"string"},"guestEmail":{"type":"string","format":"email"}},"required":["hostMemberId","guestName"]}`)
	ga := map[string]any{"hostMemberId": "MEM-52018", "guestName": "Marco Reyes", "guestEmail": "marco@larkspur.co"}
	if d := ownDetails(reg, reg.bind.Params(), paramNamed(t, reg, "guestName"), ga); len(d) != 1 || d[0].Name != "guestEmail" {
		t.Errorf("ownDetails of the guest = %v, want the guest's email", d)
	}
}

// TestParallelHeldByEach: calls of a change differing in one value never
// give the same thing to each: one guest registered with four hosts, one
// detector at three sites, the same parcels on two routes. Listing the
// things themselves (guests for one host, parts for one ticket) is fine.
func TestParallelHeldByEach(t *testing.T) {
	reg := boundTool(t, "registerGuest", "Register a visitor for a host member.",
		`{"type":"object","properties":{"hostMemberId":{"type":"string"},"guestName":{"type":"string"}},"required":["hostMemberId","guestName"]}`)
	ga := map[string]any{"hostMemberId": "MEM-52018", "guestName": "Marco Reyes"}
	det := boundTool(t, "log_detector_session", "Log a static detector session at a site.",
		`{"type":"object","properties":{"site_code":{"type":"string"},"detector_id":{"type":"string"},"start":{"type":"string","format":"date-time"}},"required":["site_code","detector_id"]}`)
	da := map[string]any{"site_code": "RST-070", "detector_id": "AM-LITE-07", "start": "2026-04-05T08:00:00Z"}
	route := boundTool(t, "assignRoute", "Assign shipments to a route.",
		`{"type":"object","properties":{"routeId":{"type":"string"},"trackingNumbers":{"type":"array","items":{"type":"string"}}},"required":["routeId","trackingNumbers"]}`)
	ra := map[string]any{"routeId": "CHN-R80", "trackingNumbers": []any{"PD9388670164", "PD5560146391"}}
	part := boundTool(t, "addPartToTicket", "Add a part to a repair ticket.",
		`{"type":"object","properties":{"ticketId":{"type":"integer"},"sku":{"type":"string"}},"required":["ticketId","sku"]}`)
	pa := map[string]any{"ticketId": 66076, "sku": "114140"}
	for _, c := range []struct {
		pt   *prepTool
		p    string
		args map[string]any
		want bool
	}{
		{reg, "hostMemberId", ga, true},
		{reg, "guestName", ga, false},
		{det, "site_code", da, true},
		{route, "routeId", ra, true},
		{part, "sku", pa, false},
	} {
		if got := heldByEach(c.pt, c.pt.bind.Params(), paramNamed(t, c.pt, c.p), c.args); got != c.want {
			t.Errorf("%s listing %s: heldByEach = %v, want %v", c.pt.spoken().Name, c.p, got, c.want)
		}
	}
}
