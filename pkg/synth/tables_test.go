package synth

import (
	"encoding/json"
	"strings"
	"testing"
)

// The rows written to a spreadsheet range are a table: a header row of
// column names, then rows of as many values of the kinds those columns
// take, never the generic filler words.
func TestSheetRowsAreATable(t *testing.T) {
	for _, tc := range []struct {
		name, src, about, header string
	}{
		{"draft-7 items, orders", `{"type":"object","properties":{"values":{"type":"array","minItems":3,"items":{"type":"array","items":{}}}},"required":["values"]}`,
			"Append order rows to a sheet", "Order ID"},
		{"2020 items, stock", `{"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","properties":{"rows":{"type":"array","minItems":2,"items":{"type":"array","items":{"type":"string"}}}},"required":["rows"]}`,
			"Write inventory rows", "SKU"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, inst := range instances(t, tc.src, 6, Options{Seed: 77, Topic: "write_rows", About: tc.about}) {
				var v map[string][][]any
				if err := json.Unmarshal(inst, &v); err != nil {
					t.Fatal(err)
				}
				for _, rows := range v {
					if rows[0][0] != tc.header {
						t.Errorf("%s: first row %v, want the header starting %q", inst, rows[0], tc.header)
					}
					for _, r := range rows {
						if len(r) != len(rows[0]) {
							t.Errorf("%s: row %v is not as wide as the header", inst, r)
						}
					}
					if s := string(inst); strings.Contains(s, "hello world") || strings.Contains(s, "Premium plan") {
						t.Errorf("%s: filler words in the table", inst)
					}
				}
			}
		})
	}
}

// A tool of its own domain whose columns no table kind knows keeps its
// rows as they were: no orders or contacts in a harvest ledger.
func TestSheetRowsOfAnUnknownDomain(t *testing.T) {
	src := `{"type":"object","properties":{"rows":{"type":"array","minItems":2,"items":{"type":"array","items":{"type":["string","number"]}}}},"required":["rows"]}`
	for _, inst := range instances(t, src, 6, Options{Seed: 77, Topic: "log_harvest", About: "Record harvest weigh-ins for the farm co-op ledger"}) {
		for _, h := range []string{"Order ID", "SKU", "Name", "Task", "Date"} {
			if strings.Contains(string(inst), `"`+h+`"`) {
				t.Errorf("%s: a %q column in a ledger of unknown columns", inst, h)
			}
		}
	}
}
