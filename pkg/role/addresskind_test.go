package role

import "testing"

// An address after a word naming a network or mail address is that
// address, not a street's.
func TestCompoundAddress(t *testing.T) {
	for _, c := range []struct {
		name string
		want Kind
	}{
		{"customerIpAddress", IP},
		{"ip_address", IP},
		{"email_address", Email},
		{"billing_address", Address},
		{"shipping_address", Address},
	} {
		r := Classify(ToolContext{Name: "create_order"}, ParamContext{Name: c.name, Path: "/" + c.name, Schema: []byte(`{"type":"string"}`)})
		if r.Kind != c.want {
			t.Errorf("%s: %s (%s), want %s", c.name, r.Kind, r.Why, c.want)
		}
	}
}
