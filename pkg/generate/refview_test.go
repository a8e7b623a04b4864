package generate

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestRefView: local references are inlined for the phrasing, members in
// their order, a sibling description over the target's, recursion cut to
// a stub, and a schema without "$ref" returned as it is.
func TestRefView(t *testing.T) {
	in := json.RawMessage(`{"type":"object","properties":{"zeta":{"type":"string"},"body":{"$ref":"#/$defs/Trip","description":"The trip to book"}},` +
		`"$defs":{"Trip":{"type":"object","description":"A boat trip","properties":{"harbour":{"enum":["Oban","Mallaig"]},"leg":{"$ref":"#/$defs/Leg"}}},` +
		`"Leg":{"type":"object","properties":{"next":{"$ref":"#/$defs/Leg"},"a~b":{"$ref":"#/$defs/Odd~1name"}}},"Odd/name":{"type":"integer"}}}`)
	got := string(refView(in))
	want := `{"type":"object","properties":{"zeta":{"type":"string"},"body":{"type":"object","description":"The trip to book","properties":{"harbour":{"enum":["Oban","Mallaig"]},` +
		`"leg":{"type":"object","properties":{"next":{"type":"object","properties":{"next":{"type":"object"},"a~b":{"type":"integer"}}},"a~b":{"type":"integer"}}}}}}}`
	if got != want {
		t.Errorf("refView:\n got %s\nwant %s", got, want)
	}
	plain := json.RawMessage(`{"type":"object","properties":{"b":{},"a":{}}}`)
	if got := refView(plain); string(got) != string(plain) {
		t.Errorf("a schema without $ref changed: %s", got)
	}
	for _, odd := range []string{`{"properties":{"x":{"$ref":"#/$defs/None"}}}`, `{"properties":{"x":{"$ref":"#anchor","type":"string"}}}`} {
		var v any
		if err := json.Unmarshal(refView(json.RawMessage(odd)), &v); err != nil {
			t.Errorf("%s: %v", odd, err)
		}
	}
}

// TestRefBodyInWords: a tool whose one argument is a $ref to a declared
// object (an OpenAPI requestBody, a pydantic model in $defs) is asked for
// in words, by the members the reference points at, never with the body
// pasted as a JSON block.
func TestRefBodyInWords(t *testing.T) {
	src := toolsFor(t, "boats", `[{"name":"createBooking","description":"Create a booking for a boat trip.","inputSchema":{"type":"object","required":["body"],`+
		`"properties":{"body":{"$ref":"#/$defs/NewBooking"}},"$defs":{"NewBooking":{"type":"object","required":["harbour","passengers","departure"],`+
		`"properties":{"harbour":{"type":"string","enum":["Oban","Mallaig","Ullapool"]},"passengers":{"type":"integer","minimum":1,"maximum":12,"description":"Number of passengers"},`+
		`"departure":{"type":"string","format":"date","description":"Departure date"}}}}}}]`)
	recs := kindRecords(t, []Source{src}, "single", 12, 5)
	if len(recs) == 0 {
		t.Fatal("no records")
	}
	for _, r := range recs {
		for _, m := range r.Messages {
			if m.Role == "user" && (strings.Contains(m.Content, "```") || strings.Contains(m.Content, "{\"")) {
				t.Errorf("request pastes JSON: %q", m.Content)
			}
		}
	}
}
