package synth

import (
	"strings"
	"testing"
)

// TestRecordData: a resolver entry's value fits the DNS type drawn beside
// it (an address for A, a host for MX, a policy for TXT) and its name is a
// host label, never a sentence or a title; an object typed by other words
// is left alone.
func TestRecordData(t *testing.T) {
	src := `{"type":"object","properties":{"domain_ref":{"type":"string"},
		"rtype":{"type":"string","enum":["A","AAAA","CNAME","MX","TXT"]},
		"host":{"type":"string"},"value":{"type":"string"}},"required":["domain_ref","rtype","host","value"]}`
	for _, m := range decodeAll(t, src, 40, Options{Seed: 5, RootObject: true, Topic: "add_resolver_entry", About: "Add an entry to a hosted DNS zone."}) {
		typ, v, h := m["rtype"].(string), m["value"].(string), m["host"].(string)
		if !fitsRecord(typ, v) || !hostLabel(h) {
			t.Errorf("%s record: value %q, host %q", typ, v, h)
		}
	}
	other := `{"type":"object","properties":{"kind":{"type":"string","enum":["note","task"]},"value":{"type":"string"}},"required":["kind","value"]}`
	for _, m := range decodeAll(t, other, 20, Options{Seed: 5, RootObject: true, Topic: "add_item", About: "Add an item to a list."}) {
		if v := m["value"].(string); strings.HasPrefix(v, "v=spf1") || fitsRecord("A", v) {
			t.Errorf("non-DNS value rewritten: %q", v)
		}
	}
}
