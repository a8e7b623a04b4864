package role

import (
	"encoding/json"
	"testing"
)

// A place a name word gives (an "origin" is an address) narrows to the
// place its description opens on: "Country of origin" is a country.
func TestDescPlaceHead(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, schema string
		want         Kind
	}{
		{"origin", `{"type":"string","description":"Country of origin","example":"Ethiopia"}`, Country},
		{"origin", `{"type":"string","description":"City of origin"}`, City},
		{"origin", `{"type":"string"}`, Address},
		{"address", `{"type":"string","description":"City and street address"}`, Address},
	} {
		r := Classify(ToolContext{Name: "list_lots"}, ParamContext{Name: tc.name, Path: "/" + tc.name, Schema: json.RawMessage(tc.schema)})
		if r.Kind != tc.want {
			t.Errorf("%s %s: kind %s (%s), %s wanted", tc.name, tc.schema, r.Kind, r.Why, tc.want)
		}
	}
}
