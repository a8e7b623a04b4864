package prompt

import (
	"strings"
	"testing"
)

// A query that is a person's name, in a search of people, is said as the
// name of whom is looked for: "look up the student named Noah Oliveira",
// never `the student about "Noah Oliveira"` or "what the student … is".
func TestNamedQuerySaid(t *testing.T) {
	named := 0
	for _, s := range fileRequests(t, "dev43/glass_blowing_studio.json", "findStudent", `{"q":"Noah Oliveira"}`, 12) {
		if strings.Contains(s, `"Noah Oliveira"`) || strings.Contains(s, "what the student") {
			t.Errorf("name said as a form: %q", s)
		}
		if strings.Contains(s, "student named Noah Oliveira") {
			named++
		}
	}
	if named == 0 {
		t.Error("no request says the student named Noah Oliveira")
	}
	anyone := 0
	for _, s := range fileRequests(t, "dev43/lifeboat_station.json", "crew_ls", `{"q":"Emily K"}`, 12) {
		if strings.Contains(s, `"Emily K"`) || strings.Contains(s, "crew named") {
			t.Errorf("crew search said wrong: %q", s)
		}
		if strings.Contains(s, "crew for anyone named Emily K") {
			anyone++
		}
	}
	if anyone == 0 {
		t.Error("no request says the crew for anyone named Emily K")
	}
}

// A query of another kind keeps its quotes and follows the search: never
// `For "tile cutter", could you look through tools?`.
func TestQueryNeverFronted(t *testing.T) {
	for _, s := range fileRequests(t, "dev43/city_tool_library.json", "toollib_search_tools", `{"query":"tile cutter"}`, 16) {
		if strings.HasPrefix(s, `For "`) || strings.Contains(s, "named") {
			t.Errorf("query said wrong: %q", s)
		}
		if !strings.Contains(s, `"tile cutter"`) {
			t.Errorf("query lost its quotes: %q", s)
		}
	}
}

func TestSearchLead(t *testing.T) {
	for l, want := range map[string]bool{`for "Julia Nowak"`: true, "named Cruz": true, "for anyone named Emily K": true,
		`named "the-daily-grind"`: false, `matching "cart:*"`: false, "in acme/api": false} {
		if got := searchLead([]string{l}); got != want {
			t.Errorf("searchLead(%q) = %v, want %v", l, got, want)
		}
	}
}

// A bare name said after another lead moves next to the object: "the
// player named Rodrigues for instrument LQKG", never "the player for
// instrument LQKG named Rodrigues"; a quoted name stays where it is.
func TestNamedFirst(t *testing.T) {
	l := []string{"for instrument LQKG", "named Rodrigues"}
	namedFirst(l)
	if l[0] != "named Rodrigues" || l[1] != "for instrument LQKG" {
		t.Errorf("namedFirst = %q", l)
	}
	q := []string{"in hub 8812", `named "standup"`}
	namedFirst(q)
	if q[0] != "in hub 8812" {
		t.Errorf("a quoted name moved: %q", q)
	}
}

// A query that is a phone number, in a look-up of people, is said as
// their number: "the customer with the phone number 07700 900443".
func TestPhoneQuerySaid(t *testing.T) {
	seen := 0
	for _, s := range fileRequests(t, "dev43/mobile_knife_sharpening_van.json", "customer-lookup", `{"q":"07700 900443"}`, 8) {
		if strings.Contains(s, `"07700 900443"`) {
			t.Errorf("phone number said as a quoted query: %q", s)
		}
		if strings.Contains(s, "with the phone number 07700 900443") {
			seen++
		}
	}
	if seen == 0 {
		t.Error("no request says the phone number")
	}
	for x, want := range map[string]bool{"07700 900443": true, "+442079460958": true, "EH1 1YZ": false, "2025-0489": false, "Dvorak 8": false} {
		if phoneQuery(x) != want {
			t.Errorf("phoneQuery(%q) = %v", x, !want)
		}
	}
}
