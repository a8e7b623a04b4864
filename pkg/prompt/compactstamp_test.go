package prompt

import (
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// TestCompactDay checks that a yyyymmdd date is said in words ("on
// March 10, 2026"), never as the wire digits "on 20260310".
func TestCompactDay(t *testing.T) {
	st := &funcState{}
	p := Param{Name: "dt", Human: "dt", Role: role.Role{Kind: role.Date, Format: "yyyymmdd"}}
	got := st.datePhrase(p, "20260310")
	if !strings.Contains(got, "March 10, 2026") || strings.Contains(got, "20260310") {
		t.Errorf("datePhrase(20260310) = %q, want March 10, 2026 in words", got)
	}
	if _, ok := compactDay(p, "2026031"); ok {
		t.Errorf("compactDay took a 7-digit value")
	}
	if _, ok := compactDay(Param{Name: "code", Role: role.Role{Kind: role.ID}}, "20260310"); ok {
		t.Errorf("compactDay took an id")
	}
}

// TestCompactClock checks that an HHMM time is said as a clock time ("at
// 18:00"), never "t 1800", and that a start key keeps its bound.
func TestCompactClock(t *testing.T) {
	st := &funcState{}
	p := Param{Name: "tm", Human: "tm", Role: role.Role{Kind: role.Time, Format: "HHMM"}}
	if a, ok := st.compactClock(p, "1800"); !ok || a.text != "at 18:00" {
		t.Errorf("compactClock(1800) = %q, %v", a.text, ok)
	}
	p.Human = "start"
	if a, ok := st.compactClock(p, "0930"); !ok || !strings.Contains(a.text, "09:30") || a.text == "at 09:30" {
		t.Errorf("compactClock(start 0930) = %q, %v", a.text, ok)
	}
	if _, ok := st.compactClock(p, "2460"); ok {
		t.Errorf("compactClock took 2460")
	}
}

// TestCountsSaid checks that a count under a key too short to say ("q" in
// seats) is "for 4 seats", and a plural key is said after its number
// ("3 kittens", never "a kittens of 3").
func TestCountsSaid(t *testing.T) {
	st := &funcState{}
	if got := st.quantityPhrase("q", "4", "seats"); got != "for 4 seats" {
		t.Errorf("quantityPhrase(q, seats) = %q", got)
	}
	if got := st.quantityPhrase("kittens", "3", ""); got != "3 kittens" {
		t.Errorf("quantityPhrase(kittens) = %q", got)
	}
	if got := st.quantityPhrase("weight", "3", ""); strings.Contains(got, "3 weight") {
		t.Errorf("quantityPhrase(weight) = %q", got)
	}
}
