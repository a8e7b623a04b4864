package prompt

import (
	"strings"
	"testing"
)

func TestCountedPhraseOrder(t *testing.T) {
	cases := []struct {
		key  string
		one  bool
		want string
		ok   bool
	}{
		{"stairs flights", false, "flights of stairs", true},
		{"stairs flights", true, "flight of stairs", true},
		{"days past due", false, "days past due", true},
		{"days past due", true, "day past due", true},
		{"minutes late", false, "minutes late", true},
		{"estimated weight", false, "", false},
		{"sample size", false, "", false},
		{"hints used", false, "", false},
	}
	for _, c := range cases {
		got, ok := countedPhrase(strings.Fields(c.key), c.one)
		if got != c.want || ok != c.ok {
			t.Errorf("countedPhrase(%q) = %q, %v; want %q, %v", c.key, got, ok, c.want, c.ok)
		}
	}
}

func TestAreaTail(t *testing.T) {
	cases := map[string][2]string{
		"size sq ft":      {"size", "sq ft"},
		"floor area sqm":  {"floor area", "m²"},
		"lot square feet": {"lot", "sq ft"},
	}
	for key, want := range cases {
		what, unit, ok := areaTail(strings.Fields(key))
		if !ok || strings.Join(what, " ") != want[0] || unit != want[1] {
			t.Errorf("areaTail(%q) = %q, %q, %v; want %q", key, what, unit, ok, want)
		}
	}
	if _, _, ok := areaTail([]string{"floor", "area"}); ok {
		t.Error("areaTail(floor area) found a unit")
	}
}

func TestConditionSaid(t *testing.T) {
	got, ok := conditionSaid([]string{"skip", "if", "rain"}, "75 mm")
	if !ok || got != "skipping if the rain reaches 75 mm" {
		t.Errorf("got %q, %v", got, ok)
	}
	got, ok = conditionSaid([]string{"skip", "below", "temp"}, "12 °C")
	if !ok || got != "skipping if the temperature is below 12 °C" {
		t.Errorf("got %q, %v", got, ok)
	}
	if _, ok := conditionSaid([]string{"flow", "limit"}, "5 L/min"); ok {
		t.Error("flow limit read as a condition")
	}
}

func TestParticipleList(t *testing.T) {
	a, ok := participleList([]string{"skills", "covered"}, []string{"roundabouts", "hill start"})
	if !ok || a.text != "with roundabouts and hill start as the skills covered" {
		t.Errorf("got %q, %v", a.text, ok)
	}
	a, ok = participleList([]string{"tests", "requested"}, []string{"lead"})
	if !ok || a.text != "with lead as the test requested" {
		t.Errorf("got %q, %v", a.text, ok)
	}
	for _, key := range [][]string{{"speed"}, {"max", "speed"}, {"flower", "bed"}, {"sort", "by"}} {
		if _, ok := participleList(key, []string{"a", "b"}); ok {
			t.Errorf("participleList(%q) took the key as a participle", key)
		}
	}
}

func TestNounCounted(t *testing.T) {
	cases := []struct {
		key  string
		one  bool
		want string
		ok   bool
	}{
		{"parking spaces", false, "parking spaces", true},
		{"parking spaces", true, "parking space", true},
		{"pets allowed count", false, "pets allowed", true},
		{"items count", false, "items", true},
		{"area hectares", false, "", false},
		{"retention days", false, "", false},
		{"page size", false, "", false},
	}
	for _, c := range cases {
		got, ok := countedPhrase(strings.Fields(c.key), c.one)
		if got != c.want || ok != c.ok {
			t.Errorf("countedPhrase(%q) = %q, %v; want %q, %v", c.key, got, ok, c.want, c.ok)
		}
	}
}
