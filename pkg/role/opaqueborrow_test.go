package role

import (
	"encoding/json"
	"testing"
)

// An opaque name ("arg0") is no namesake: one tool's arg0 is a voucher's
// id stated as "VCH- followed by 6 digits", another's a street address,
// which must not take the voucher's form.
func TestOpaqueNamesBorrowNothing(t *testing.T) {
	t.Parallel()
	voucher := `{"type":"object","properties":{"arg0":{"type":"string","description":"the voucher id (VCH- followed by 6 digits)"}}}`
	street := `{"type":"object","properties":{"arg0":{"type":"string","description":"the street address of the shop"}}}`
	s := NewServer("vouchers", []ServerTool{{Name: "voidVoucher", InputSchema: json.RawMessage(voucher)}, {Name: "findShops", InputSchema: json.RawMessage(street)}})
	r := Classify(ToolContext{Name: "findShops", Server: s}, ParamContext{Name: "arg0", Path: "/arg0",
		Schema: json.RawMessage(`{"type":"string","description":"the street address of the shop"}`)})
	if len(r.Examples) > 0 {
		t.Errorf("findShops arg0: examples %q (%s), want none borrowed", r.Examples, r.Why)
	}
	r = Classify(ToolContext{Name: "voidVoucher", Server: s}, ParamContext{Name: "arg0", Path: "/arg0",
		Schema: json.RawMessage(`{"type":"string","description":"the voucher id (VCH- followed by 6 digits)"}`)})
	if len(r.Examples) == 0 || r.Examples[0] != "VCH-123456" {
		t.Errorf("voidVoucher arg0: examples %q (%s), want its own form", r.Examples, r.Why)
	}
}
