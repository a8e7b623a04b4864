package prompt

import "testing"

// A number's unit is said once, after the number: a key ending in another
// spelling of its unit ("volume_litres" said in liters) is said by what
// it measures ("a volume of 180 liters", never "volume litres 180
// liters"); a key ending in a unit its description writes with a slash
// ("conductivity_ms_cm", "in mS/cm") says that unit ("4 mS/cm", never "4
// cm"); and a description opening on "Optional" never puts the word in
// the request. Shapes of a dairy herd's tools (dev dairy_herd.json).
func TestUnitSaidOnce(t *testing.T) {
	cases := []requestCase{
		{"record_bulk_tank_collection", "Log a milk collection from the bulk tank by the buyer's tanker. The farm has two tanks, `T1` (12,000 l) and `T2` (8,000 l).",
			`{"type": "object", "properties": {"tank_id": {"type": "string", "enum": ["T1", "T2"]}, "collected_at": {"type": "string", "format": "date-time"}, "volume_litres": {"type": "integer", "minimum": 0, "maximum": 12000}, "temperature_c": {"type": "number", "description": "Milk temperature at collection in \u00b0C; must normally be between 0 and 6.", "minimum": -2, "maximum": 20}}, "required": ["tank_id", "collected_at", "volume_litres", "temperature_c"]}`,
			`{"collected_at":"2026-04-09T12:45:00Z","tank_id":"T2","temperature_c":5.6,"volume_litres":180}`, []string{"volume", "180 liters"}, []string{"litres"}},
		{"record_milk_yield", "Record a manual milk meter reading for one cow at one milking.",
			`{"type": "object", "properties": {"ear_tag": {"type": "string", "pattern": "^UK[0-9]{12}$"}, "yield_litres": {"type": "number", "description": "Milk in litres for this milking, between 0 and 40.", "minimum": 0, "maximum": 40}, "conductivity_ms_cm": {"type": "number", "description": "Optional electrical conductivity in mS/cm from a hand-held meter; typical healthy range 4.0-5.5, higher may indicate mastitis.", "minimum": 0, "maximum": 15}}, "required": ["ear_tag", "yield_litres"]}`,
			`{"ear_tag":"UK704512300421","yield_litres":39.4,"conductivity_ms_cm":4}`, []string{"electrical conductivity", "4 mS/cm"}, []string{"optional", "4 cm"}},
	}
	checkRequests(t, cases, 20, 41)
}
