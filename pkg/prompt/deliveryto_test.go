package prompt

import "testing"

// TestDeliveryToAfterOtherActs: a delivery address of a tool whose act
// sends nothing is "with delivery to …", while a sending act keeps "to …".
func TestDeliveryToAfterOtherActs(t *testing.T) {
	addr := `"delivery_address":{"type":"object","properties":{"street":{"type":"string"},"city":{"type":"string"},"postal_code":{"type":"string"}}}`
	val := `"delivery_address":{"street":"88 Birch Ave","city":"Duluth","postal_code":"55802"}`
	checkRequests(t, []requestCase{
		{"register_farm_stand", "Register a farm stand customer.",
			`{"type":"object","properties":{"stand_name":{"type":"string"},` + addr + `},"required":["stand_name","delivery_address"]}`,
			`{"stand_name":"Birch Greens",` + val + `}`,
			[]string{"with delivery to 88 Birch Ave, Duluth 55802"}, nil},
		{"send_seed_box", "Send a seed box.",
			`{"type":"object","properties":{"box_size":{"type":"string"},` + addr + `},"required":["box_size","delivery_address"]}`,
			`{"box_size":"small",` + val + `}`,
			[]string{"88 Birch Ave, Duluth 55802"}, []string{"with delivery to"}},
	}, 12, 143)
}
