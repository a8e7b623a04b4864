package role

import (
	"encoding/json"
	"testing"
)

// A string whose description says it is a date and time ("ISO 8601
// date-time", "RFC 3339 timestamp") is a DateTime even without a schema
// format (it was drawn a plain date); a stated date form or the format
// "date" keeps a Date.
func TestDateTimeSaid(t *testing.T) {
	t.Parallel()
	tool := ToolContext{Name: "log_observation", Description: "Log a sky observation."}
	for _, c := range []struct {
		name, schema string
		want         Kind
	}{
		{"when", `{"type":"string","description":"Observation time, ISO 8601 date-time."}`, DateTime},
		{"taken", `{"type":"string","description":"Date and time of the reading, ISO 8601"}`, DateTime},
		{"day", `{"type":"string","description":"Observation date, ISO 8601"}`, Date},
		{"night_of", `{"type":"string","format":"date","description":"Date of the night; see the timestamp for the hour"}`, Date},
	} {
		r := Classify(tool, ParamContext{Name: c.name, Path: "/" + c.name, Schema: json.RawMessage(c.schema)})
		if r.Kind != c.want {
			t.Errorf("%s: %s (%s), want %s", c.name, r.Kind, r.Why, c.want)
		}
	}
}
