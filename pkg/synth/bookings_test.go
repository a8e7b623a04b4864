package synth

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// bookingsFile is the path of a tools file of a business booking its
// customers' appointments.
func bookingsFile(name string) string { return filepath.Join("testdata", "bookings", name) }

// A business booking its customers' appointments writes its own reasons
// and searches, not an office calendar's meetings.
func TestBookingTextIsNoMeeting(t *testing.T) {
	meeting := map[string]bool{}
	for _, r := range meetingReasons {
		meeting[r] = true
	}
	for _, q := range areaLexicon["calendar"].queries {
		meeting[q] = true
	}
	for _, c := range fileCalls(t, bookingsFile("nail_bar.json"), "cancel_appointment", 40, 7) {
		if r, _ := c["reason"].(string); meeting[r] {
			t.Errorf("nail bar cancel reason %q is a meeting's", r)
		}
	}
	for _, c := range fileCalls(t, bookingsFile("nail_bar.json"), "search_appointments", 40, 7) {
		q, _ := c["query"].(string)
		if meeting[q] || strings.Contains(q, " call") || strings.Contains(q, " with ") {
			t.Errorf("nail bar search %q is a meeting's", q)
		}
	}
}

// A time of day a business takes starts inside the opening hours its
// words state: the parameter's own ("open 9am-5pm"), or another tool's
// when its own says none.
func TestTimesInsideOpeningHours(t *testing.T) {
	cases := []struct {
		file, tool, param, open, last string
	}{
		{"bike_repair.json", "book_repair_appointment", "time", "09:00", "16:30"},
		{"bike_repair.json", "move_appointment", "new_time", "09:00", "16:30"},
		{"nail_bar.json", "book_appointment", "start", "10:00", "18:30"},
		{"nail_bar.json", "reschedule_appointment", "new_time", "10:00", "18:30"},
	}
	for _, c := range cases {
		for _, call := range fileCalls(t, bookingsFile(c.file), c.tool, 60, 7) {
			if v, _ := call[c.param].(string); v < c.open || v > c.last {
				t.Errorf("%s %s: %s %q outside %s-%s", c.file, c.tool, c.param, v, c.open, c.last)
			}
		}
	}
}

// A phone whose example is a local number ("e.g. 555-0187") is drawn in
// that number's shape, not as an international number.
func TestPhoneFollowsLocalExample(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range fileCalls(t, bookingsFile("bike_repair.json"), "book_repair_appointment", 40, 7) {
		p, _ := c["customer_phone"].(string)
		if len(p) != len("555-0187") || !strings.HasPrefix(p, "555-01") {
			t.Errorf("phone %q is not in the shape of 555-0187", p)
		}
		seen[p] = true
	}
	if len(seen) < 5 {
		t.Errorf("only %d phones in 40 calls", len(seen))
	}
}

// A search described as matching a name, a phone or a booking reference
// searches with each of them, in the shapes the server's other tools show
// ("e.g. 555-0187", "like BK-5521"), never with a random code.
func TestSearchByListedKeys(t *testing.T) {
	ref := regexp.MustCompile(`^BK-[0-9]{4}$`)
	phone := regexp.MustCompile(`^555-01[0-9]{2}$`)
	name := regexp.MustCompile(`^\p{Lu}\p{Ll}+( \p{Lu}\p{Ll}+)?$`)
	kinds := map[string]int{}
	for _, c := range fileCalls(t, bookingsFile("bike_repair.json"), "find_appointments", 60, 7) {
		q, _ := c["query"].(string)
		switch {
		case ref.MatchString(q):
			kinds["ref"]++
		case phone.MatchString(q):
			kinds["phone"]++
		case name.MatchString(q):
			kinds["name"]++
		default:
			t.Errorf("query %q is no name, phone or booking reference", q)
		}
	}
	if len(kinds) != 3 {
		t.Errorf("kinds of queries %v, want name, phone and ref", kinds)
	}
}

// A shop registering its customers' pets names them from more than a
// handful of names.
func TestPetNamesVary(t *testing.T) {
	schema := `{"type":"object","properties":{"owner_id":{"type":"string"},"name":{"type":"string","description":"Pet's name"}},"required":["owner_id","name"]}`
	seen := map[string]bool{}
	for _, c := range decodeAll(t, schema, 200, Options{Seed: 7, RootObject: true, Topic: "add_pet", About: "Register a new pet on an owner's profile."}) {
		n, _ := c["name"].(string)
		seen[n] = true
	}
	if len(seen) < 12 {
		t.Errorf("%d pet names in 200 calls, want 12 or more", len(seen))
	}
}
