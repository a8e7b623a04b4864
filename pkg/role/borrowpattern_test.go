package role

import "testing"

// A bare "order_no" or "patient_no" whose namesake on another tool states
// a pattern is an id of that pattern, not a row number: a textile mill's
// assign-order-to-loom order was 802221 beside get-production-order's
// "^PO-[0-9]{2}-[0-9]{4}$", an optician's rx_list patient 814858 beside
// patient_get's seven digits.
func TestNumberNameBorrowsPattern(t *testing.T) {
	for _, c := range []struct{ file, tool, ptr, pat string }{
		{"dev39/textile_mill.json", "assign-order-to-loom", "/order_no", "^PO-[0-9]{2}-[0-9]{4}$"},
		{"dev39/textile_mill.json", "reserve-yarn", "/order_no", "^PO-[0-9]{2}-[0-9]{4}$"},
		{"dev39/optician.json", "rx_list", "/patient_no", `^\d{7}$`},
		{"dev39/optician.json", "order_cancel", "/order_no", `^JOB-\d{5}$`},
	} {
		s, tools := loadServer(t, c.file)
		r := fileRole(t, s, tools, c.tool, c.ptr)
		if r.Pattern != c.pat || r.ID == IDInteger {
			t.Errorf("%s %s%s = %s %s pattern %q (%s), want pattern %q", c.file, c.tool, c.ptr, r.Kind, r.ID, r.Pattern, r.Why, c.pat)
		}
	}
}
