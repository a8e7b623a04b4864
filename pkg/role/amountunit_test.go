package role

import (
	"encoding/json"
	"testing"
)

// An amount beside a unit of measure is a measure ({"amount": 250,
// "unit": "mg"}); beside a currency, or alone, it is money.
func TestAmountBesideUnit(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		sibs []string
		want Kind
	}{
		{[]string{"unit"}, Quantity},
		{[]string{"uom", "note"}, Quantity},
		{[]string{"unit", "currency"}, Money},
		{[]string{"memo"}, Money},
	} {
		r := Classify(ToolContext{Name: "dispense"}, ParamContext{Name: "amount", Path: "/dose/amount", Schema: json.RawMessage(`{"type":"number"}`), Siblings: c.sibs})
		if r.Kind != c.want {
			t.Errorf("amount beside %v: %v, want %v", c.sibs, r.Kind, c.want)
		}
	}
}

// A number named as a dose in a unit ("dose_ml", "dosageMg") is one dose:
// 0.5–5 ml or 5–500 mg, not a drink's 250 ml; other names in ml keep
// their own range.
func TestDoseNamed(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name   string
		lo, hi float64
		unit   string
	}{
		{"dose_ml", 0.5, 5, "ml"},
		{"dosageMg", 5, 500, "mg"},
	} {
		r := Classify(ToolContext{Name: "give_vaccine"}, ParamContext{Name: c.name, Path: "/" + c.name, Schema: json.RawMessage(`{"type":"number"}`)})
		if r.Kind != Quantity || r.Unit != c.unit || r.Typical == nil || r.Typical.Lo != c.lo || r.Typical.Hi != c.hi {
			t.Errorf("%s: %+v, want a quantity in %s of %v–%v", c.name, r, c.unit, c.lo, c.hi)
		}
	}
	if r := Classify(ToolContext{Name: "pour"}, ParamContext{Name: "volume_ml", Path: "/volume_ml", Schema: json.RawMessage(`{"type":"number"}`)}); r.Typical == nil || r.Typical.Hi <= 5 {
		t.Errorf("volume_ml took a dose's range: %+v", r)
	}
}

// "street1" is a street as "street" is; "street2" (an apartment or a
// suite) is not read as one.
func TestFirstOfAKind(t *testing.T) {
	t.Parallel()
	if r := Classify(ToolContext{Name: "ship"}, ParamContext{Name: "street1", Path: "/to/street1", Schema: json.RawMessage(`{"type":"string"}`)}); r.Kind != Street {
		t.Errorf("street1: %v, want street", r.Kind)
	}
	if r := Classify(ToolContext{Name: "ship"}, ParamContext{Name: "street2", Path: "/to/street2", Schema: json.RawMessage(`{"type":"string"}`)}); r.Kind == Street {
		t.Error("street2 read as a street")
	}
}

// A priority described as an MX or SRV record's is a small number as
// zones hold (10, 20), whatever the 0-65535 the field allows; a task's
// numeric priority is not sized so.
func TestMailRecordPriority(t *testing.T) {
	t.Parallel()
	r := Classify(ToolContext{Name: "add_zone_entry"}, ParamContext{Name: "priority", Path: "/priority", Schema: json.RawMessage(`{"type":"integer","description":"Needed for MX and SRV entries, 0-65535"}`)})
	if r.Typical == nil || r.Typical.Hi > 20 {
		t.Errorf("MX priority: %+v %s", r, r.Why)
	}
	r = Classify(ToolContext{Name: "add_chore"}, ParamContext{Name: "priority", Path: "/priority", Schema: json.RawMessage(`{"type":"integer","description":"1 is most urgent"}`)})
	if r.Typical != nil && r.Typical.Lo == 5 && r.Typical.Hi == 20 {
		t.Errorf("a chore's priority took a mail record's: %+v", r)
	}
}
