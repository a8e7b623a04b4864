package synth

import (
	"strings"
	"testing"
	"time"
)

// A flight id of ^FL-\d{8}-(AM|PM)\d$ ("FL-20250614-AM1 is the first
// morning flight on 14 June 2025") holds the flight's date: drawn from
// the pattern it was "FL-58860493-AM5"; its eight digits are now a
// yyyymmdd day near today.
func TestEmbeddedDate(t *testing.T) {
	t.Parallel()
	srv, tl := serverTool(t, "testdata/dev41/hot_air_balloon_rides.json", "flights.getFlight")
	n := 0
	for _, m := range decodeAll(t, string(tl.InputSchema), 40, Options{Seed: 7, RootObject: true, Topic: tl.Name, About: tl.Description, Server: srv}) {
		s, _ := m["flightId"].(string)
		parts := strings.Split(s, "-")
		if len(parts) != 3 {
			t.Fatalf("flightId = %q", s)
		}
		n++
		d, err := time.Parse("20060102", parts[1])
		if err != nil || d.Before(refDate.AddDate(-1, 0, 0)) || d.After(refDate.AddDate(1, 0, 0)) {
			t.Errorf("flights.getFlight flightId = %q, want a date near %s in it", s, refDate.Format(time.DateOnly))
		}
	}
	if n == 0 {
		t.Fatal("no flightId drawn")
	}
	g := &Generator{}
	for _, v := range []string{"INV-58860493", "58860493-AM5", "FL-20251114-AM5", "AB12345678-X"} {
		if got, ok := g.embeddedDate(v); ok {
			t.Errorf("embeddedDate(%q) = %q, want no change", v, got)
		}
	}
}

// A piano tuner's cancelAppointment states only ^AP-\d{6}-\d{2}$, and
// another tool shows "AP-250314-03 (date yymmdd and sequence)": its ids
// were drawn "AP-998630-99", now a yymmdd day near today. A hop farm's
// lot names kiln loads shown "K2-20250904-03" under a bare load_ids: they
// were drawn "K1-60853198-97", now each of a day.
func TestShownDate(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ file, tool, key, layout string }{
		{"testdata/dev42/piano_tuning_service.json", "cancelAppointment", "appointmentId", "060102"},
		{"testdata/dev42/hop_farm.json", "lot_create", "load_ids", "20060102"},
	} {
		srv, tl := serverTool(t, c.file, c.tool)
		n := 0
		for _, m := range decodeAll(t, string(tl.InputSchema), 30, Options{Seed: 7, RootObject: true, Topic: tl.Name, About: tl.Description, Server: srv}) {
			vs := []any{m[c.key]}
			if a, ok := m[c.key].([]any); ok {
				vs = a
			}
			for _, v := range vs {
				s, _ := v.(string)
				parts := strings.Split(s, "-")
				if len(parts) != 3 {
					continue
				}
				n++
				d, err := time.Parse(c.layout, parts[1])
				if err != nil || d.Before(refDate.AddDate(-1, 0, 0)) || d.After(refDate.AddDate(1, 0, 0)) {
					t.Errorf("%s %s = %q, want a date near %s in it", c.tool, c.key, s, refDate.Format(time.DateOnly))
				}
			}
		}
		if n == 0 {
			t.Fatalf("%s: no %s drawn", c.tool, c.key)
		}
	}
}
