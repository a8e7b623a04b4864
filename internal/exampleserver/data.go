package exampleserver

import (
	"crypto/sha256"
	"encoding/hex"
	"hash/fnv"
	"strings"
)

// city is a covered forecast location: mean daily high in °C per month.
type city struct {
	name     string
	meanHigh [12]float64
}

var cities = []city{
	{"Amsterdam", [12]float64{6, 7, 10, 14, 18, 20, 22, 22, 19, 15, 10, 7}},
	{"Berlin", [12]float64{3, 5, 9, 15, 19, 22, 24, 24, 19, 13, 7, 4}},
	{"Lima", [12]float64{26, 27, 26, 24, 22, 20, 19, 19, 20, 21, 23, 25}},
	{"Lisbon", [12]float64{15, 16, 19, 20, 22, 26, 28, 29, 27, 23, 18, 15}},
	{"Nairobi", [12]float64{25, 26, 25, 24, 23, 22, 21, 22, 24, 25, 23, 23}},
	{"Osaka", [12]float64{9, 10, 14, 20, 25, 28, 32, 33, 29, 23, 17, 12}},
	{"Sydney", [12]float64{26, 26, 25, 23, 20, 18, 17, 18, 20, 22, 24, 25}},
	{"Toronto", [12]float64{-1, 0, 5, 12, 19, 24, 27, 26, 21, 14, 7, 2}},
}

func findCity(name string) (city, bool) {
	for _, c := range cities {
		if strings.EqualFold(c.name, strings.TrimSpace(name)) {
			return c, true
		}
	}
	return city{}, false
}

// room is a bookable meeting room.
type room struct {
	ID       string   `json:"id"`
	Building string   `json:"building"`
	Capacity int      `json:"capacity"`
	Features []string `json:"features"`
}

var rooms = []room{
	{"HQ-101", "HQ", 4, []string{"screen"}},
	{"HQ-102", "HQ", 8, []string{"screen", "whiteboard"}},
	{"HQ-201", "HQ", 12, []string{"video"}},
	{"HQ-301", "HQ", 20, []string{"video", "stage"}},
	{"AX-001", "Annex", 6, []string{"whiteboard"}},
	{"AX-002", "Annex", 10, []string{"video", "whiteboard"}},
}

func findRoom(id string) (room, bool) {
	for _, r := range rooms {
		if r.ID == id {
			return r, true
		}
	}
	return room{}, false
}

// event is a calendar entry.
type event struct {
	EventID         string   `json:"event_id"`
	Title           string   `json:"title"`
	Start           string   `json:"start"`
	DurationMinutes int      `json:"duration_minutes"`
	RoomID          string   `json:"room_id"`
	Attendees       []string `json:"attendees"`
	Tags            []string `json:"tags"`
}

// events is the seeded calendar, sorted by start. Ids are derived from the
// title and start like those of book_meeting.
var events = func() []event {
	seed := []event{
		{Title: "Platform standup", Start: "2026-03-02T09:30:00Z", DurationMinutes: 15, RoomID: "HQ-101", Attendees: []string{"ana@acme.example", "bo@acme.example", "chen@acme.example"}, Tags: []string{"standup"}},
		{Title: "Quarterly review", Start: "2026-03-03T14:00:00Z", DurationMinutes: 90, RoomID: "HQ-301", Attendees: []string{"ana@acme.example", "dana@acme.example", "eli@acme.example", "farah@acme.example"}, Tags: []string{"review"}},
		{Title: "Ana / Dana 1:1", Start: "2026-03-04T11:00:00Z", DurationMinutes: 30, RoomID: "AX-001", Attendees: []string{"ana@acme.example", "dana@acme.example"}, Tags: []string{"1on1"}},
		{Title: "Customer demo: Globex", Start: "2026-03-05T16:00:00Z", DurationMinutes: 60, RoomID: "HQ-201", Attendees: []string{"bo@acme.example", "gus@globex.example"}, Tags: []string{"customer"}},
		{Title: "Platform standup", Start: "2026-03-09T09:30:00Z", DurationMinutes: 15, RoomID: "HQ-101", Attendees: []string{"ana@acme.example", "bo@acme.example", "chen@acme.example"}, Tags: []string{"standup"}},
		{Title: "Design review: billing", Start: "2026-03-10T13:00:00Z", DurationMinutes: 60, RoomID: "HQ-102", Attendees: []string{"chen@acme.example", "eli@acme.example"}, Tags: []string{"review"}},
		{Title: "Team offsite planning", Start: "2026-03-12T10:00:00Z", DurationMinutes: 120, RoomID: "AX-002", Attendees: []string{"ana@acme.example", "bo@acme.example", "chen@acme.example", "dana@acme.example"}, Tags: []string{"offsite"}},
		{Title: "Customer call: Initech", Start: "2026-03-16T15:30:00Z", DurationMinutes: 45, RoomID: "HQ-201", Attendees: []string{"farah@acme.example", "peter@initech.example"}, Tags: []string{"customer"}},
		{Title: "Platform standup", Start: "2026-03-16T09:30:00Z", DurationMinutes: 15, RoomID: "HQ-101", Attendees: []string{"ana@acme.example", "bo@acme.example", "chen@acme.example"}, Tags: []string{"standup"}},
		{Title: "Bo / Eli 1:1", Start: "2026-03-18T12:00:00Z", DurationMinutes: 30, RoomID: "AX-001", Attendees: []string{"bo@acme.example", "eli@acme.example"}, Tags: []string{"1on1"}},
	}
	for i := range seed {
		seed[i].EventID = "evt_" + shortHash(seed[i].Title, seed[i].Start, seed[i].RoomID)
	}
	for i := 1; i < len(seed); i++ { // insertion sort by start: tiny and stable
		for j := i; j > 0 && seed[j].Start < seed[j-1].Start; j-- {
			seed[j], seed[j-1] = seed[j-1], seed[j]
		}
	}
	return seed
}()

// shortHash returns 8 hex digits of SHA-256 over the parts.
func shortHash(parts ...string) string {
	h := sha256.New()
	for _, p := range parts {
		h.Write([]byte(p))
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil))[:8]
}

// mix returns a deterministic 64-bit value for the parts.
func mix(parts ...string) uint64 {
	h := fnv.New64a()
	for _, p := range parts {
		h.Write([]byte(p))
		h.Write([]byte{0})
	}
	return h.Sum64()
}
