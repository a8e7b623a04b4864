package synth

import (
	"encoding/json"
	"strings"
	"testing"
)

// Tool schemas written for these tests (a travel desk, a ticket tracker, a
// tab manager, a planner): values follow each parameter's role and what
// its description says.
func TestValuesFollowRoles(t *testing.T) {
	src := `{"type":"object","required":["count","mode","ticket_number","room","ratio","owner","repo","contact_name","contact_email"],"properties":{
		"count":{"type":"number","description":"Number of results (1-20, default 10)"},
		"mode":{"type":"string","description":"Travel mode (driving, walking, transit)"},
		"ticket_number":{"type":"number","description":"The ticket number"},
		"room":{"type":"string","description":"Room code such as \"HQ-101\""},
		"ratio":{"type":"number","description":"Probability of rain"},
		"owner":{"type":"string"},"repo":{"type":"string"},
		"contact_name":{"type":"string"},"contact_email":{"type":"string"}}}`
	for _, m := range decodeAll(t, src, 200, Options{Seed: 3, Key: "desk", Topic: "plan_trip", RootObject: true}) {
		if c := num(t, m["count"]); c < 1 || c > 20 || c != float64(int(c)) {
			t.Errorf("count %v outside the stated 1-20 or fractional", m["count"])
		}
		if mode := m["mode"].(string); mode != "driving" && mode != "walking" && mode != "transit" {
			t.Errorf("mode %q not one of the values stated in prose", mode)
		}
		if n := num(t, m["ticket_number"]); n != float64(int(n)) || n < 1 {
			t.Errorf("ticket number %v is not a whole positive number", m["ticket_number"])
		}
		if r := m["room"].(string); len(r) != 6 || r[2] != '-' {
			t.Errorf("room %q not shaped like the example HQ-101", r)
		}
		if p := num(t, m["ratio"]); p < 0 || p > 1 {
			t.Errorf("probability %v outside 0-1", p)
		}
		name := strings.ToLower(strings.Fields(m["contact_name"].(string))[0])
		if email := m["contact_email"].(string); !strings.HasPrefix(email, name) && !strings.HasPrefix(email, name[:1]) {
			t.Errorf("email %q does not belong to %q", email, m["contact_name"])
		}
	}
}

func num(t *testing.T, v any) float64 {
	t.Helper()
	switch x := v.(type) {
	case float64:
		return x
	case json.Number:
		f, err := x.Float64()
		if err != nil {
			t.Fatal(err)
		}
		return f
	}
	t.Fatalf("%v (%T) is not a number", v, v)
	return 0
}

// A tool with an action enum leaves out the parameters its descriptions
// reserve for other actions; latitude and longitude come together, near
// one place; a step number is at most its total.
func TestScenarioConsistency(t *testing.T) {
	tabs := `{"type":"object","required":["action"],"properties":{
		"action":{"type":"string","enum":["list","new","close","select"]},
		"index":{"type":"number","description":"Tab index, used for close/select."},
		"url":{"type":"string","description":"URL to open in the new tab, used for new."}}}`
	for _, m := range decodeAll(t, tabs, 200, Options{Seed: 1, Topic: "tabs", RootObject: true}) {
		a := m["action"].(string)
		if _, ok := m["index"]; ok && a != "close" && a != "select" {
			t.Errorf("index set for action %q", a)
		}
		if _, ok := m["url"]; ok && a != "new" {
			t.Errorf("url set for action %q", a)
		}
	}
	geo := `{"type":"object","properties":{"center":{"type":"object","properties":{"latitude":{"type":"number"},"longitude":{"type":"number"}}},
		"step_number":{"type":"integer","minimum":1},"total_steps":{"type":"integer","minimum":1}},"required":["center","step_number","total_steps"]}`
	for _, m := range decodeAll(t, geo, 200, Options{Seed: 2, Topic: "plan", RootObject: true}) {
		c := m["center"].(map[string]any)
		_, hasLat := c["latitude"]
		_, hasLng := c["longitude"]
		if hasLat != hasLng {
			t.Errorf("latitude without longitude: %v", c)
		}
		if hasLat && (num(t, c["latitude"]) < -50 || num(t, c["latitude"]) > 60) {
			t.Errorf("latitude %v is not near any city of the scenario table", c["latitude"])
		}
		if num(t, m["step_number"]) > num(t, m["total_steps"]) {
			t.Errorf("step %v of %v", m["step_number"], m["total_steps"])
		}
	}
}

// Category words take their usual values: a genre is a genre, a suit a
// card suit.
func TestLexiconValues(t *testing.T) {
	src := `{"type":"object","required":["genre","suit"],"properties":{"genre":{"type":"string","description":"Music genre"},"suit":{"type":"string"}}}`
	suits := map[string]bool{"hearts": true, "diamonds": true, "clubs": true, "spades": true}
	for _, m := range decodeAll(t, src, 50, Options{Seed: 4, Topic: "play_card", RootObject: true}) {
		if !suits[m["suit"].(string)] {
			t.Errorf("suit %q", m["suit"])
		}
		if g := m["genre"].(string); !strings.Contains("jazz rock hip hop classical electronic folk pop blues drama comedy thriller documentary science fiction fantasy", g) {
			t.Errorf("genre %q", g)
		}
	}
}
