package synth

import (
	"regexp"
	"testing"
)

// TestUnstatedIDsArePlain: an id nothing states the shape of (a hotel
// offer, an incident, a Home Assistant entity read alone) is a plain
// number, the same shape for every parameter, never a random slug
// ("zig_c6iijkkf") nor a cache key; a key naming a file is letters and
// digits.
func TestUnstatedIDsArePlain(t *testing.T) {
	const schema = `{"type":"object","properties":{"offer_id":{"type":"string"},"incident_id":{"type":"string"},"automation_id":{"type":"string"},"docKey":{"type":"string"}},"required":["offer_id","incident_id","automation_id","docKey"]}`
	num := regexp.MustCompile(`^[1-9][0-9]{3,5}$`)
	key := regexp.MustCompile(`^[A-Za-z0-9]{22}$`)
	for _, m := range decodeAll(t, schema, 30, Options{Seed: 11, RootObject: true, Topic: "get_offer"}) {
		for _, p := range []string{"offer_id", "incident_id", "automation_id"} {
			if v := m[p].(string); !num.MatchString(v) {
				t.Errorf("%s = %q, want a plain number", p, v)
			}
		}
		if v := m["docKey"].(string); !key.MatchString(v) {
			t.Errorf("docKey = %q, want 22 letters and digits", v)
		}
	}
}

// TestExampleShapedIDsKeepLeadingDigits: an id drawn like an example
// ("1:2, 45:1023", "ABC-123") opens each number with a non-zero digit as
// the example does: no "09:2218", no "ABC-003".
func TestExampleShapedIDsKeepLeadingDigits(t *testing.T) {
	const schema = `{"type":"object","properties":{"ids":{"type":"array","items":{"type":"string"},"description":"Node IDs, e.g. [\"1:2\", \"45:1023\"]."},"issueId":{"type":"string","description":"ID or identifier of the issue (e.g., ABC-123)"}},"required":["ids","issueId"]}`
	node := regexp.MustCompile(`^[1-9][0-9]*:[1-9][0-9]*$`)
	issue := regexp.MustCompile(`^ABC-[1-9][0-9]*$`)
	for _, m := range decodeAll(t, schema, 40, Options{Seed: 5, RootObject: true, Topic: "get_file_nodes"}) {
		for _, v := range m["ids"].([]any) {
			if !node.MatchString(v.(string)) {
				t.Errorf("node id %q opens a number with 0", v)
			}
		}
		if v := m["issueId"].(string); !issue.MatchString(v) {
			t.Errorf("issueId %q opens its number with 0", v)
		}
	}
}

// TestKeywordIDExamplesKept: an id whose examples are a keyword and an
// address (Google Calendar's "ID of the calendar (use 'primary' for the
// main calendar) ... e.g. ['primary', 'team@group.calendar.google.com']")
// takes them as they are, not random letters in their shape ("vjdieax",
// "team@vywvc.55idv4ao.msahj9.9ik").
func TestKeywordIDExamplesKept(t *testing.T) {
	const schema = `{"type":"object","properties":{"calendarId":{"type":"string","description":"ID of the calendar (use 'primary' for the main calendar), or an array of calendar IDs, e.g. ['primary', 'team@group.calendar.google.com']"}},"required":["calendarId"]}`
	for _, m := range decodeAll(t, schema, 30, Options{Seed: 2, RootObject: true, Topic: "list-events"}) {
		if v := m["calendarId"].(string); v != "primary" && v != "team@group.calendar.google.com" {
			t.Errorf("calendarId = %q, want one of the stated examples", v)
		}
	}
}
