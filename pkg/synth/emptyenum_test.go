package synth

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// TestBlankEnumValueNotDrawn: a bike shop's check-in (written for the
// test) whose bike_type enum ends on "" never sets bike_type to "" (it
// did in about one call in five): a blank is no value a person names. An
// enum of blanks only still gives its blank.
func TestBlankEnumValueNotDrawn(t *testing.T) {
	src := `{"type":"object","properties":{
	"customer":{"type":"string","description":"Customer name"},
	"bike_type":{"type":"string","enum":["road","mountain","e-bike","kids",""]},
	"priority":{"type":"string","enum":["","low","rush"]}},
	"required":["customer","bike_type","priority"]}`
	opts := Options{Seed: 7, Key: "shop/check_in_bike", Topic: "check_in_bike", RootObject: true}
	seen := map[string]int{}
	for _, raw := range instances(t, src, 60, opts) {
		v := decoded(t, raw)
		for _, k := range []string{"bike_type", "priority"} {
			s, _ := v[k].(string)
			if s == "" {
				t.Errorf("%s drawn blank: %v", k, v)
			}
			seen[s]++
		}
	}
	if seen["e-bike"] == 0 || seen["rush"] == 0 {
		t.Errorf("values not drawn in turn: %v", seen)
	}
	only := `{"type":"object","properties":{"tag":{"type":"string","enum":[""]}},"required":["tag"]}`
	for _, raw := range instances(t, only, 3, Options{Seed: 7, Key: "t/only", RootObject: true}) {
		if v := decoded(t, raw); v["tag"] != "" {
			t.Errorf("enum of a blank only gave %v", v)
		}
	}
}

// decoded is the object raw holds.
func decoded(t *testing.T, raw json.RawMessage) map[string]any {
	t.Helper()
	var v map[string]any
	if err := json.Unmarshal(raw, &v); err != nil {
		t.Fatal(err)
	}
	return v
}

// TestNoteKeepsHyphenedChoice: a note that restates a bike shop's
// bike_type (written for the test) writes "e-bike" as the value does (it
// wrote "E bike; details are in the file.").
func TestNoteKeepsHyphenedChoice(t *testing.T) {
	src := `{"type":"object","properties":{
	"customer":{"type":"string","description":"Customer name"},
	"bike_type":{"type":"string","enum":["road","e-bike","kids"]},
	"notes":{"type":"string","description":"What the customer reported about the bike"}},
	"required":["customer","bike_type","notes"]}`
	about := "Check in a customer's bike for service"
	srv := role.NewServer("bike_shop", []role.ServerTool{{Name: "check_in_bike", Description: about, InputSchema: json.RawMessage(src)}})
	opts := Options{Seed: 7, Key: "shop/check_in_bike", Topic: "check_in_bike", About: about, Server: srv, RootObject: true}
	restated := 0
	for _, m := range decodeAll(t, src, 30, opts) {
		n, _ := m["notes"].(string)
		if strings.Contains(strings.ToLower(n), "e bike") {
			t.Errorf("note splits the hyphened value: %q", n)
		}
		if strings.Contains(n, "E-bike") {
			restated++
		}
	}
	if restated == 0 {
		t.Error("no note restated the bike type")
	}
	if got := choiceSaid("lost_baggage"); got != "lost baggage" {
		t.Errorf("choiceSaid(lost_baggage) = %q", got)
	}
	if got := choiceSaid("power-red"); got != "power red" {
		t.Errorf("choiceSaid(power-red) = %q", got)
	}
}
