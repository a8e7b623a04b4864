package prompt

import (
	"strings"
	"testing"
)

func TestWrittenStamp(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"2026-03-04T10:00:00Z", "March 4, 2026 at 10:00 UTC"},
		{"2026-03-04T10:00:30Z", "March 4, 2026 at 10:00:30 UTC"},
		{"2026-03-04T10:00:00+02:00", "2026-03-04T10:00:00+02:00"},
		{"2024-01-31T23:59:00", "January 31, 2024 at 23:59"},
		{"2025-01-06T00:00:00Z", "January 6, 2025"},
		{"2026-03-04", "2026-03-04"},
		{"not a date", "not a date"},
	} {
		if got := writtenStamp(c.in); got != c.want {
			t.Errorf("writtenStamp(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestMergeLabelled(t *testing.T) {
	for _, c := range []struct{ in, want []string }{
		{[]string{"(window: 10_00)", "(coverage: full)"}, []string{"(window: 10_00, coverage: full)"}},
		{[]string{"(a search index)", "(window: 10_00)"}, []string{"(a search index)", "(window: 10_00)"}},
		{[]string{"(window: 10_00)"}, []string{"(window: 10_00)"}},
	} {
		got := mergeLabelled(c.in)
		if len(got) != len(c.want) {
			t.Errorf("mergeLabelled(%q) = %q, want %q", c.in, got, c.want)
			continue
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("mergeLabelled(%q) = %q, want %q", c.in, got, c.want)
			}
		}
	}
}

// A short text with a name of its own, a detail chosen from a list and a
// new date are attached the way people write them, never as a form field
// read aloud.
func TestValuesAttachedAsPeopleWrite(t *testing.T) {
	checkRequests(t, []requestCase{
		{name: "cancel_booking", desc: "Cancel a kennel booking.",
			schema: `{"type":"object","properties":{"booking_id":{"type":"string"},"reason":{"type":"string"}},"required":["booking_id","reason"]}`,
			args:   `{"booking_id":"KB-2231","reason":"Plans changed at short notice."}`,
			want:   []string{"KB-2231", "Plans changed at short notice."}, never: []string{"give it the", "reason", `"Plans changed`}},
		{name: "register_pony", desc: "Register a pony for the riding school.",
			schema: `{"type":"object","properties":{"name":{"type":"string"},"sex":{"type":"string","enum":["mare","stallion","gelding"]},"coat_color":{"type":"string","enum":["bay","grey","chestnut"]}},"required":["name","sex","coat_color"]}`,
			args:   `{"name":"Pepper","sex":"gelding","coat_color":"chestnut"}`,
			want:   []string{"gelding", "chestnut"}, never: []string{"the gelding sex", "the chestnut color", "using the"}},
		{name: "move_lesson", desc: "Move a riding lesson to a new time.",
			schema: `{"type":"object","properties":{"lesson_id":{"type":"string"},"newStartTime":{"type":"string","format":"date-time"}},"required":["lesson_id","newStartTime"]}`,
			args:   `{"lesson_id":"RL-88","newStartTime":"2026-03-02T12:00:00Z"}`,
			want:   []string{"RL-88", "to "}, never: []string{"so it's called", "T12:00:00Z"}},
		{name: "report_pest", desc: "Report a pest sighting in an orchard.",
			schema: `{"type":"object","properties":{"orchard_id":{"type":"string"},"severity":{"type":"string","enum":["light","heavy_infestation"]}},"required":["orchard_id","severity"]}`,
			args:   `{"orchard_id":"OR-7","severity":"heavy_infestation"}`,
			want:   []string{"heavy infestation"}, never: []string{"heavy infestation severity"}},
		{name: "inspect_tractor", desc: "Inspect a tractor before it is lent out.",
			schema: `{"type":"object","properties":{"tractor_id":{"type":"string"},"oil_level":{"type":"string","enum":["low","half","full"]}},"required":["tractor_id","oil_level"]}`,
			args:   `{"tractor_id":"TR-12","oil_level":"half"}`,
			want:   []string{"oil level", "half"}, never: []string{"the half level", "at half level"}},
		{name: "weigh_load", desc: "Record a weighed load at the grain silo.",
			schema: `{"type":"object","properties":{"load_id":{"type":"string"},"gross_kg":{"type":"number"},"tare_kg":{"type":"number"},"moisture_pct":{"type":"number"}},"required":["load_id","gross_kg","tare_kg","moisture_pct"]}`,
			args:   `{"load_id":"LD-4","gross_kg":18200,"tare_kg":7400,"moisture_pct":14}`,
			want:   []string{"LD-4", "18,200", "7400", "14"}, never: []string{"a tare of", "a gross of"}},
	}, 40, 19)
}

func TestTerseMeasures(t *testing.T) {
	for _, c := range []struct{ in, want []string }{
		{[]string{"with a gross of 34480 kg", "for site 4", "a tare of 8555 kg", "a contamination of 50%"},
			[]string{"gross 34480 kg", "tare 8555 kg", "contamination 50%", "for site 4"}},
		{[]string{"with a dose of 500 mg", "on the IM route"}, []string{"with a dose of 500 mg", "on the IM route"}},
		{[]string{"a copy of the report", "a tare of 12 kg"}, []string{"a copy of the report", "a tare of 12 kg"}},
	} {
		got := terseMeasures(c.in)
		if strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("terseMeasures(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestUnparenLabels(t *testing.T) {
	for _, c := range []struct{ in, want []string }{
		{[]string{"(detail level: full)"}, []string{"detail level: full"}},
		{[]string{"by 2025-12", "(symbol: xrp)"}, []string{"by 2025-12", "symbol xrp"}},
		{[]string{"(a search index)"}, []string{"(a search index)"}},
	} {
		if got := unparenLabels(c.in); strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("unparenLabels(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
