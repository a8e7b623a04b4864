package role

import (
	"encoding/json"
	"testing"
)

// A bare "location" whose description asks where on something, or whose
// examples are no town ("north rocks near post 14", "L620-STP4"), is a
// spot, no City (a lifeguard's incident was filed in "Bristol"; a code
// like "L620-STP4" is drawn as the id it is); a
// "location" described as "City and country, e.g. `Leeds, UK`" stays a
// city. "last_seen" is no surname ("Brown"), "last_name" still is.
func TestSpotNotCity(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name, schema string
		want         Kind
	}{
		{"location", `{"type":"string","description":"Where on the beach, e.g. 'north rocks near post 14' or '100 m offshore from the surf school'."}`, Unknown},
		{"location", `{"type":"string","description":"Level or bench in the same form as report_incident, e.g. ` + "`L620-STP4`" + `."}`, ID},
		{"location", `{"type":"string","description":"City and country, e.g. ` + "`Leeds, UK`" + `."}`, City},
		{"location", `{"type":"string"}`, City},
		{"last_seen", `{"type":"string","description":"Where and when last seen."}`, Unknown},
		{"last_name", `{"type":"string"}`, LastName},
	} {
		r := Classify(ToolContext{Name: "log_incident"}, ParamContext{Name: c.name, Path: "/" + c.name, Schema: json.RawMessage(c.schema)})
		if r.Kind != c.want {
			t.Errorf("%s %s: kind %s (%s), want %s", c.name, c.schema, r.Kind, r.Why, c.want)
		}
	}
}
