package synth

import "testing"

// scopeOf knows the scopes of every kind sortedTradeKinds lists, and no
// other text.
func TestScopeOfKnowsTradeScopes(t *testing.T) {
	n := 0
	for _, k := range sortedTradeKinds {
		for _, v := range tradeScopes[k] {
			if !scopeOf(v) {
				t.Errorf("scopeOf(%q) = false, a %q scope", v, k)
			}
			n++
		}
	}
	if n == 0 || len(tradeScopeSet) > n {
		t.Fatalf("%d scopes listed, %d in the set", n, len(tradeScopeSet))
	}
	for _, s := range []string{"", "fence", "Replace water heater.", "new roof"} {
		listed := false
		for _, k := range sortedTradeKinds {
			for _, v := range tradeScopes[k] {
				listed = listed || v == s
			}
		}
		if scopeOf(s) != listed {
			t.Errorf("scopeOf(%q) = %v, listed %v", s, scopeOf(s), listed)
		}
	}
}

// orgKind reads an insurer or an authority off a parameter's name and
// description (names and descriptions as dev tool files write them), and
// the memo gives the same answer on the next value.
func TestOrgKind(t *testing.T) {
	cases := []struct {
		name, desc string
		want       int8
	}{
		{"insurer", "", orgInsurer},
		{"insurance_carrier", "Carrier of the policy", orgInsurer},
		{"carrier", "The insurance company that wrote the policy", orgInsurer},
		{"carrier", "Shipping carrier for the parcel", orgNone},
		{"insurance_carrier_id", "", orgNone},
		{"ahj", "Authority having jurisdiction", orgAuthority},
		{"reviewing_body", "Permitting authority for the project", orgAuthority},
		{"inspector_email", "Authority having jurisdiction contact", orgNone},
		{"", "", orgNone},
	}
	g := &Generator{}
	for _, c := range cases {
		for range 2 {
			if got := g.orgKindOf(c.name, c.desc); got != c.want {
				t.Errorf("orgKindOf(%q, %q) = %d, want %d", c.name, c.desc, got, c.want)
			}
		}
	}
}

// bookingCode is a record locator by name or by description, never a
// name, email, date, status or type that mentions one.
func TestBookingCode(t *testing.T) {
	cases := []struct {
		name, desc string
		want       bool
	}{
		{"pnr", "", true},
		{"record_locator", "", true},
		{"code", "the booking reference from the confirmation email", true},
		{"booking_reference_date", "date the booking reference was issued", false},
		{"code", "a discount code", false},
	}
	g := &Generator{}
	for _, c := range cases {
		h := hint{name: c.name, desc: c.desc}
		ts, d := g.nameAndText(h)
		for range 2 {
			if got := g.bookingCodeOf(h, ts, d); got != c.want {
				t.Errorf("bookingCodeOf(%q, %q) = %v, want %v", c.name, c.desc, got, c.want)
			}
		}
	}
}
