package synth

import (
	"slices"
	"testing"
)

// TestSeaPort checks that a string port of a boat's journey is a sea
// port's name, both ends on one stretch of sea and never the same, and
// that a port with no word of the sea or a journey is no town.
func TestSeaPort(t *testing.T) {
	schema := `{"type":"object","properties":{
		"leave_harbour":{"type":"string","description":"Harbour the boat leaves"},
		"reach_harbour":{"type":"string","description":"Harbour the boat reaches"}},
		"required":["leave_harbour","reach_harbour"]}`
	for _, m := range decodeAll(t, schema, 30, Options{Seed: 3, Key: "k", RootObject: true, Topic: "list_boat_trips",
		About: "List boat trips between two harbours."}) {
		a, _ := m["leave_harbour"].(string)
		b, _ := m["reach_harbour"].(string)
		group := slices.IndexFunc(seaPortGroups, func(g []string) bool { return slices.Contains(g, a) })
		if group < 0 || !slices.Contains(seaPortGroups[group], b) {
			t.Errorf("harbours %q → %q, want two ports of one group", a, b)
		}
	}
	net := `{"type":"object","properties":{"port":{"type":"string","description":"Listening port of the proxy"}},"required":["port"]}`
	for _, m := range decodeAll(t, net, 20, Options{Seed: 3, Key: "k", RootObject: true, Topic: "start_proxy", About: "Start a local proxy."}) {
		v, _ := m["port"].(string)
		for _, g := range seaPortGroups {
			if slices.Contains(g, v) {
				t.Errorf("proxy port %q is a sea port", v)
			}
		}
	}
}
