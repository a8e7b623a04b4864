package prompt

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestDeclinedAckTerseChange: a declined call of a tool whose description
// only names a thing ("Receive pallet", "Milk yield, litres") while its
// name says a change ("wms_rcv", "log_milk") is not acknowledged as a
// look-up not made ("No problem, I haven't pulled it up."); a look-up's
// is.
func TestDeclinedAckTerseChange(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	raw := json.RawMessage(`{"type":"object","properties":{"sscc":{"type":"string"},"cases":{"type":"integer"}},"required":["sscc"]}`)
	read := func(s string) bool {
		return slices.ContainsFunc(declinedReadSaid, func(r string) bool { return strings.HasPrefix(s, r) && !slices.Contains(declinedSaid, r) })
	}
	for _, tc := range []struct{ name, desc string }{{"wms_rcv", "Receive pallet"}, {"log_milk", "Milk yield, litres"}} {
		b, err := set.For(ToolInfo{Server: "x", Name: tc.name, Description: tc.desc, InputSchema: raw})
		if err != nil {
			t.Fatal(err)
		}
		for i := range 40 {
			if s := DeclinedAckFor(rand.New(rand.NewPCG(uint64(i), 1)), b); read(s) {
				t.Fatalf("%s: %q acknowledges a look-up", tc.name, s)
			}
		}
	}
	b, err := set.For(ToolInfo{Server: "x", Name: "wms_lst_loc", Description: "Free/used locations", InputSchema: raw})
	if err != nil {
		t.Fatal(err)
	}
	seen := false
	for i := range 40 {
		seen = seen || read(DeclinedAckFor(rand.New(rand.NewPCG(uint64(i), 1)), b))
	}
	if !seen {
		t.Error("wms_lst_loc: a look-up declined never said as one")
	}
}
