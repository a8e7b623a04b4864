package prompt

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// TestValueUnit: the unit a request says after a number is found, and
// nothing when none follows it.
func TestValueUnit(t *testing.T) {
	for _, c := range []struct{ said, v, want string }{
		{"a reading of 3 m³", "3", "3 m³"},
		{"with a speed of at most 60 km/h", "60", "60 km/h"},
		{"for 45 minutes", "45", "45 minutes"},
		{"a contamination of 90%", "90", "90%"},
		{"10 units", "10", "10 units"},
		{"local port 60000", "60000", ""},
		{"for thought 3", "3", ""},
		{"with 13 and 4", "13", ""},
		{"a weight of 213 kg", "13", ""},
	} {
		got, ok := valueUnit(c.said, c.v)
		if got != c.want || ok != (c.want != "") {
			t.Errorf("valueUnit(%q, %q) = %q, %v; want %q", c.said, c.v, got, ok, c.want)
		}
	}
}

// TestUnitEcho: a parameter's name ending in a unit's abbreviation is an
// echo; a name ending in a word is not.
func TestUnitEcho(t *testing.T) {
	for noun, want := range map[string]bool{"tare kg": true, "volume l": true, "reading m3": true, "max speed kmh": true,
		"height": false, "local port": false, "first number": false, "duration min": true, "kg": false} {
		if got := unitEcho(noun); got != want {
			t.Errorf("unitEcho(%q) = %v, want %v", noun, got, want)
		}
	}
}

// TestWithUnit: a bare number gets its unit; a number inside another, or
// already said with its unit, stays.
func TestWithUnit(t *testing.T) {
	for _, c := range []struct{ s, v, vu, want string }{
		{"Hmm, 40 is enough. Can you change that?", "40", "40 km/h", "Hmm, 40 km/h is enough. Can you change that?"},
		{"Hmm, 4 hours is enough.", "4", "4 hours", "Hmm, 4 hours is enough."},
		{"Actually, make it 140. 40 won't do.", "40", "40 kg", "Actually, make it 140. 40 kg won't do."},
		{"Make it 2.5 instead.", "2", "2 kg", "Make it 2.5 instead."},
	} {
		if got := withUnit(c.s, c.v, c.vu); got != c.want {
			t.Errorf("withUnit(%q, %q) = %q, want %q", c.s, c.v, got, c.want)
		}
	}
}

// TestFollowUpSaysUnit: a follow-up changing a number says it as the
// request did, with its unit, never by the parameter's name ("How about
// with a reading m3 of 3?"); without a unit in the request's words it is
// FollowUp's.
func TestFollowUpSaysUnit(t *testing.T) {
	reading := Param{Name: "readingM3", Human: "reading m3", Type: "number", Role: role.Role{Kind: role.Quantity}}
	for i := range 30 {
		rng := rand.New(rand.NewPCG(uint64(i), 3))
		got := FollowUpSaid(rng, reading, json.Number("3"), true, "a reading of 3 m³")
		if !strings.Contains(got, "3 m³") || strings.Contains(got, "m3") {
			t.Errorf("FollowUpSaid = %q: want the reading said as in the request", got)
		}
		rng = rand.New(rand.NewPCG(uint64(i), 3))
		if got, want := FollowUpSaid(rng, reading, json.Number("3"), true, ""), FollowUp(rand.New(rand.NewPCG(uint64(i), 3)), reading, json.Number("3"), true); got != want {
			t.Errorf("FollowUpSaid without words = %q, want FollowUp's %q", got, want)
		}
	}
}

// TestRedirectSaysUnit: a correction of a number says it with its unit
// ("Hmm, 40 km/h is enough."), by the request's noun where another value
// of the request has that unit ("a tare of 443 kg"), and never by a
// parameter name ending in a unit ("wrong tare kg").
func TestRedirectSaysUnit(t *testing.T) {
	speed := Param{Name: "maxSpeedKmh", Human: "max speed kmh", Type: "integer", Role: role.Role{Kind: role.Quantity}}
	tare := Param{Name: "tare_kg", Human: "tare kg", Type: "number", Role: role.Role{Kind: role.Quantity}}
	height := Param{Name: "height", Human: "height", Type: "integer"}
	for i := range 30 {
		rng := rand.New(rand.NewPCG(uint64(i), 4))
		if got := RedirectSaid(rng, speed, json.Number("60"), json.Number("40"), false, "with a speed of at most 40 km/h",
			"Set the road speed limiter on vehicle 1776, with a speed of at most 60 km/h."); !strings.Contains(got, "40 km/h") || strings.Contains(got, "kmh") {
			t.Errorf("RedirectSaid(speed) = %q: want 40 km/h", got)
		}
		got := RedirectSaid(rng, tare, json.Number("0"), json.Number("443.23"), true, "a tare of 443.23 kg",
			"Record a ticket for vehicle 1RDB968, a tare of 0 kg and a gross of 89 kg.")
		if !strings.Contains(got, "tare") || !strings.Contains(got, "443.23 kg") || strings.Contains(got, "tare kg") {
			t.Errorf("RedirectSaid(tare) = %q: want the tare named and said in kg", got)
		}
		if got := RedirectSaid(rng, height, json.Number("768"), json.Number("667"), true, "1024 x 667 pixels",
			"Resize the window to 1024 x 768 pixels."); !strings.Contains(got, "height") {
			t.Errorf("RedirectSaid(height) = %q: want the height named beside the width", got)
		}
	}
}
