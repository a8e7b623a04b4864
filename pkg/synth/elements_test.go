package synth

import (
	"slices"
	"testing"
)

// A page element's human-readable description comes with its snapshot
// ref whenever the tool has one (a person names the element and gives the
// ref beside it), on the plain path and on an object whose properties are
// reached through allOf; a drag's description is something that moves
// and a place it lands.
func TestElementDescriptionWithRef(t *testing.T) {
	hover := `{"type":"object","properties":{"element":{"type":"string","description":"Human-readable element description used to obtain permission to interact with the element"},"ref":{"type":"string","description":"Exact target element reference from the page snapshot"}},"required":["ref"]}`
	drag := `{"type":"object","properties":{"startElement":{"type":"string","description":"Human-readable source element description"},"startRef":{"type":"string","description":"Exact source element reference from the page snapshot"},"endElement":{"type":"string","description":"Human-readable target element description"},"endRef":{"type":"string","description":"Exact target element reference from the page snapshot"}},"required":["startRef","endRef"]}`
	wrapped := `{"allOf":[{"type":"object","properties":{"element":{"type":"string","description":"Human-readable element description"},"ref":{"type":"string","description":"Exact target element reference from the page snapshot"}},"required":["ref"]},{"required":["ref"]}]}`
	for _, c := range []struct{ name, schema string }{{"point_at", hover}, {"move_card", drag}, {"point_at_wrapped", wrapped}} {
		for _, m := range decodeAll(t, c.schema, 40, Options{Seed: 3, RootObject: true, Topic: c.name}) {
			for ref, desc := range map[string]string{"ref": "element", "startRef": "startElement", "endRef": "endElement"} {
				if _, ok := m[ref]; ok && m[desc] == nil {
					t.Errorf("%s %v: ref %s without its description %s", c.name, m, ref, desc)
				}
			}
			if s, ok := m["endElement"].(string); ok && !slices.Contains(dropZones, s) {
				t.Errorf("%s %v: a drag lands on %q, not a place things are dropped", c.name, m, s)
			}
		}
	}
}
