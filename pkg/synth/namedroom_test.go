package synth

import (
	"slices"
	"strings"
	"testing"
)

// A coworking space's booking tool (written for this test): a room asked
// for by name is a room's name ("Oak Room"), never a filler word
// ("general"); a room without "name" in its description stays numbered
// ("Room 204").
func TestRoomByNameIsNamed(t *testing.T) {
	src := `{"type":"object","properties":{"room":{"type":"string","description":"Room name"}},"required":["room"]}`
	for seed := int64(1); seed <= 4; seed++ {
		for _, m := range decodeAll(t, src, 4, Options{Seed: seed, RootObject: true, Topic: "reserve_space", About: "Reserve a space for a team."}) {
			if v, _ := m["room"].(string); !slices.Contains(namedRooms, v) {
				t.Errorf("seed %d: room %q, want a room's name", seed, v)
			}
		}
	}
	num := `{"type":"object","properties":{"room":{"type":"string","description":"Room to clean"}},"required":["room"]}`
	for _, m := range decodeAll(t, num, 4, Options{Seed: 1, RootObject: true, Topic: "schedule_cleaning", About: "Schedule a cleaning."}) {
		if v, _ := m["room"].(string); !strings.HasPrefix(v, "Room ") {
			t.Errorf("room %q, want a numbered room", v)
		}
	}
}
