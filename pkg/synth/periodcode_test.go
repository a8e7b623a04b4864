package synth

import (
	"encoding/json"
	"math/rand"
	"regexp"
	"strings"
	"testing"
)

// A period code drawn like its example keeps the marker and draws the
// number in the marker's range: a quarter is Q1–Q4, a half H1–H2, a
// fiscal year FY and a year; other letters are never drawn in.
func TestPeriodCodeKeepsMarker(t *testing.T) {
	t.Parallel()
	g := &Generator{rng: rand.New(rand.NewSource(5))}
	cases := []struct {
		ex   string
		want *regexp.Regexp
	}{
		{"2024-Q3", regexp.MustCompile(`^202[4-6]-Q[1-4]$`)},
		{"2024Q3", regexp.MustCompile(`^202[4-6]Q[1-4]$`)},
		{"Q3 2024", regexp.MustCompile(`^Q[1-4] 202[4-6]$`)},
		{"Q2", regexp.MustCompile(`^Q[1-4]$`)},
		{"2025-H1", regexp.MustCompile(`^202[5-6]-H[12]$`)},
		{"H2 FY25", regexp.MustCompile(`^H[12] FY2[5-6]$`)},
		{"FY2024", regexp.MustCompile(`^FY202[4-6]$`)},
		{"FY2024/25", regexp.MustCompile(`^FY202[4-6]/2[5-7]$`)},
		{"FY24-Q2", regexp.MustCompile(`^FY2[4-6]-Q[1-4]$`)},
		{"2024-W7", regexp.MustCompile(`^202[4-6]-W([1-9]|[1-4][0-9]|5[0-3])$`)},
	}
	for _, c := range cases {
		seen := map[string]bool{}
		for i := 0; i < 100; i++ {
			v := g.likeExample(c.ex)
			if !c.want.MatchString(v) {
				t.Fatalf("%s gave %q", c.ex, v)
			}
			if w := g.likeAmong([]string{c.ex}, c.ex); !c.want.MatchString(w) {
				t.Fatalf("%s (among) gave %q", c.ex, w)
			}
			seen[v] = true
		}
		if len(seen) < 2 {
			t.Errorf("%s drawn as one value only", c.ex)
		}
	}
	for _, ex := range []string{"Q7", "2024-Q12", "AB-Q3", "12-W3"} {
		if v, ok := g.periodLike(ex); ok {
			t.Errorf("periodLike(%q) = %q: no period code", ex, v)
		}
	}
}

// A lone example with digits is copied into few records: the form is
// what it shows ("e.g. 06:15"), and each record draws its own.
func TestLoneExampleRarelyCopied(t *testing.T) {
	t.Parallel()
	s := compile(t, `{"type":"object","properties":{"start_time":{"type":"string","description":"Boating time, HH:MM, e.g. 06:15."},`+
		`"time_utc":{"type":"string","description":"Time of the movement in ISO 8601 UTC, e.g. '2024-07-13T05:42:00Z'."}},"required":["start_time","time_utc"]}`)
	g, err := New(s, Options{Seed: 2})
	if err != nil {
		t.Fatal(err)
	}
	copied := 0
	for i := 0; i < 120; i++ {
		v, err := g.Next()
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]any
		if err := json.Unmarshal(v, &m); err != nil {
			t.Fatal(err)
		}
		for k, ex := range map[string]string{"start_time": "06:15", "time_utc": "2024-07-13T05:42:00Z"} {
			if strings.TrimSpace(m[k].(string)) == ex {
				copied++
			}
		}
	}
	if copied > 40 {
		t.Errorf("the lone example copied into %d of 240 values", copied)
	}
}
