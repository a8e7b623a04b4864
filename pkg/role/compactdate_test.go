package role

import (
	"encoding/json"
	"testing"
)

// A date whose pattern takes eight digits is a YYYYMMDD date, and so is
// a parameter named for the day something happened on ("inspected_on"):
// random digits drawn for the pattern ("66977159") are no date.
func TestCompactDatePattern(t *testing.T) {
	for _, c := range []struct {
		name, schema string
		want         Kind
		form         string
	}{
		{"strike_date", `{"type":"string","pattern":"^\\d{8}$"}`, Date, "YYYYMMDD"},
		{"inspected_on", `{"type":"string","pattern":"^[0-9]{8}$"}`, Date, "YYYYMMDD"},
		{"card_no", `{"type":"string","pattern":"^\\d{8}$"}`, ID, ""},
	} {
		r := Classify(ToolContext{Name: "scaf_record_inspection"}, ParamContext{Name: c.name, Path: "/" + c.name, Schema: json.RawMessage(c.schema)})
		if r.Kind != c.want || c.form != "" && r.Format != c.form {
			t.Errorf("%s: %s %q (%s), want %s %q", c.name, r.Kind, r.Format, r.Why, c.want, c.form)
		}
	}
}
