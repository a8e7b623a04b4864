package prompt

import (
	"encoding/json"
	"strings"
	"testing"
)

// A count with its unit of measure is said as an amount of goods ("3
// boxes", "received 1 carton"), never as the object's fields.
func TestMeasuredQuantitySaidAsAmount(t *testing.T) {
	for _, c := range []struct{ name, schema, args, want string }{
		{"ship_goods", `{"type":"object","properties":{"item":{"type":"string"},"quantity":{"type":"object","properties":{"qty":{"type":"number"},"unit":{"type":"string"}}}},"required":["item","quantity"]}`,
			`{"item":"ZX-100","quantity":{"qty":3,"unit":"BX"}}`, "3 boxes"},
		{"book_goods_in", `{"type":"object","properties":{"rows":{"type":"array","items":{"type":"object","properties":{"item":{"type":"string"},"counted":{"type":"object","properties":{"value":{"type":"number"},"uom":{"type":"string"}}}}}}},"required":["rows"]}`,
			`{"rows":[{"item":"ZX-100","counted":{"value":1,"uom":"CT"}},{"item":"ZX-200","counted":{"value":4,"uom":"KG"}}]}`, "counted 1 carton"},
	} {
		for i, text := range renderDraws(t, c.name, "Record goods.", c.schema, c.args, 6, 5) {
			if !strings.Contains(text, c.want) || strings.Contains(text, "uom") || strings.Contains(text, "unit BX") {
				t.Errorf("%s draw %d: want %q said: %s", c.name, i, c.want, text)
			}
		}
	}
}

func TestMeasuredQtyShapes(t *testing.T) {
	for _, c := range []struct {
		x    map[string]any
		want string
	}{
		{map[string]any{"value": json.Number("2"), "uom": "PL"}, "2 pallets"},
		{map[string]any{"value": json.Number("1"), "uom": "CS"}, "1 case"},
		{map[string]any{"amount": json.Number("10"), "unit": "kg"}, "10 kg"},
		{map[string]any{"count": json.Number("3"), "unit": "day"}, "3 days"},
		{map[string]any{"value": json.Number("4"), "unit": "GB"}, "4 GB"},
		{map[string]any{"value": json.Number("4"), "currency": "EUR"}, ""},
		{map[string]any{"value": "4", "uom": "EA"}, ""},
	} {
		got, ok := measuredQty(c.x)
		if !ok {
			got = ""
		}
		if got != c.want {
			t.Errorf("measuredQty(%v) = %q, want %q", c.x, got, c.want)
		}
	}
}
