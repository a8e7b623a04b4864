package role

import (
	"encoding/json"
	"testing"
)

// A description whose words only hold "uri" or "url" inside them
// ("neighbouring", "curly") does not make a generic string a URL; a
// description naming a URL still does.
func TestDescURLWordStart(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		desc string
		url  bool
	}{
		{`Zone of the permit: \"inner\" (old town) or \"outer\" (neighbouring suburbs)`, false},
		{`Wrap style for curly quotes`, false},
		{`Callback URL to notify`, true},
		{`The uri of the resource`, true},
	} {
		r := Classify(ToolContext{Name: "permits"}, ParamContext{Name: "zone", Path: "/zone", Schema: json.RawMessage(`{"type":"string","description":"` + tc.desc + `"}`)})
		if (r.Kind == URL) != tc.url {
			t.Errorf("%q: kind %s (%s), want url %v", tc.desc, r.Kind, r.Why, tc.url)
		}
	}
}
