package synth

import "testing"

// TestNullNotGiven checks that null beside a type (pydantic's Optional as
// an anyOf with default null, a type array, an enum listing null) is never
// drawn for an invented tool that does not say null clears anything: a
// filter the call means nothing by is left out, never sent as null; and
// that an update tool whose parameter says "Pass null to clear it" still
// sends null now and then, beside values; in a result null is data.
func TestNullNotGiven(t *testing.T) {
	src := `{"type":"object","properties":{
		"apiary_code":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"title":"Apiary Code"},
		"queen_status":{"anyOf":[{"enum":["laying","virgin","missing"],"type":"string"},{"type":"null"}],"default":null},
		"frames":{"type":["integer","null"],"minimum":1,"maximum":10},
		"colour":{"enum":["yellow","green",null]}},
		"required":["apiary_code","frames","colour"]}`
	for _, m := range decodeAll(t, src, 60, Options{Seed: 3, RootObject: true, Topic: "list_hives", About: "List the beehives of an apiary."}) {
		for k, v := range m {
			if v == nil {
				t.Errorf("%s is null in %v: nothing says null clears it", k, m)
			}
		}
	}
	upd := `{"type":"object","properties":{
		"hive_id":{"type":"string"},
		"next_inspection":{"anyOf":[{"type":"string","format":"date"},{"type":"null"}],"description":"Next inspection date. Pass null to clear it."}},
		"required":["hive_id","next_inspection"]}`
	nulls, dates := 0, 0
	for _, m := range decodeAll(t, upd, 60, Options{Seed: 3, RootObject: true, Topic: "update_hive", About: "Update a hive record."}) {
		if m["next_inspection"] == nil {
			nulls++
		} else {
			dates++
		}
	}
	if nulls == 0 || dates == 0 {
		t.Errorf("next_inspection: %d nulls, %d dates; want both (null clears it)", nulls, dates)
	}
	nulls = 0
	for _, m := range decodeAll(t, src, 60, Options{Seed: 3, RootObject: true, Topic: "list_hives", Result: true}) {
		for _, v := range m {
			if v == nil {
				nulls++
			}
		}
	}
	if nulls == 0 {
		t.Errorf("a result (Options.Result) never held null: null is data there")
	}
}
