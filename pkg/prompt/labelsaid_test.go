package prompt

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// TestLabelOnce checks that a one-word label said before a value that
// starts with the same letters is dropped, and that other words stay.
func TestLabelOnce(t *testing.T) {
	cases := []struct{ in, want string }{
		{"Pull up the protocol for NCT NCT56734089, please.", "Pull up the protocol for NCT56734089, please."},
		{"List port calls of IMO IMO9321483 and IMO IMO1234567?", "List port calls of IMO9321483 and IMO1234567?"},
		{"Record vitals for PT PT-7e9d2f.", "Record vitals for PT-7e9d2f."},
		{"Close valve vlv VLV-0042 now.", "Close valve VLV-0042 now."},
		// a label that is a different word stays
		{"Record vitals for patient PT-7e9d2f.", "Record vitals for patient PT-7e9d2f."},
		{"Book site HWRC-55 on page 2.", "Book site HWRC-55 on page 2."},
		// a word that is no prefix followed by a digit or separator stays
		{"Check the build buildx today.", "Check the build buildx today."},
		// quoted text is the user's own
		{`Title it "IMO IMO123" for IMO IMO9321483.`, `Title it "IMO IMO123" for IMO9321483.`},
	}
	for _, c := range cases {
		if got := labelOnce(c.in); got != c.want {
			t.Errorf("labelOnce(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestArticleBySound checks "a"/"an" by how the next word is said,
// initialisms by their first letter's name.
func TestArticleBySound(t *testing.T) {
	cases := []struct{ w, want string }{
		{"eGFR", "an"}, {"egfr", "an"}, {"SMS", "an"}, {"sms", "an"}, {"NCT", "an"}, {"HTML", "an"},
		{"MRI", "an"}, {"UUID", "a"}, {"URL", "a"}, {"PDF", "a"}, {"NASA", "a"}, {"SIM", "a"},
		{"odometer", "an"}, {"reading", "a"}, {"utility", "a"}, {"unique", "a"}, {"umbrella", "an"},
		{"user", "a"}, {"hour", "a"}, {"one-time", "a"}, {"IMO", "an"}, {"API", "an"},
	}
	for _, c := range cases {
		if got := articleFor(c.w); got != c.want {
			t.Errorf("articleFor(%q) = %q, want %q", c.w, got, c.want)
		}
	}
	texts := []struct{ in, want string }{
		{"Run it with a egfr of 58.", "Run it with an egfr of 58."},
		{"Send a SMS and a email.", "Send an SMS and an email."},
		{"Make an UUID for a HTML page.", "Make a UUID for an HTML page."},
		// "an" before an ordinary word is the writer's: "an hour"
		{"Wait an hour.", "Wait an hour."},
		{"tags a and b", "tags a and b"},
		{`Call it "a example".`, `Call it "a example".`},
	}
	for _, c := range texts {
		if got := articlesBySound(c.in); got != c.want {
			t.Errorf("articlesBySound(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestMeasureNoun checks that a numeric parameter named with a unit is
// said as what it measures and the unit's symbol.
func TestMeasureNoun(t *testing.T) {
	cases := []struct{ noun, what, unit string }{
		{"reading m3", "reading", "m³"},
		{"speed kmh", "speed", "km/h"},
		{"threshold db", "threshold", "dB"},
		{"heart rate bpm", "heart rate", "bpm"},
		{"weight kg", "weight", "kg"},
		{"temp c", "temperature", "°C"},
		{"depth", "depth", ""},
	}
	for _, c := range cases {
		p := Param{Name: strings.ReplaceAll(c.noun, " ", "_"), Human: c.noun, Type: "number"}
		if what, unit := measureNoun(p, c.noun); what != c.what || unit != c.unit {
			t.Errorf("measureNoun(%q) = %q, %q; want %q, %q", c.noun, what, unit, c.what, c.unit)
		}
	}
}

// TestFollowUpSaysUnitsAndLabels checks the follow-up and correction
// turns of a conversation: a unit-suffixed name is said as a measure with
// its unit, and a value that carries its label is said alone.
func TestFollowUpSaysUnitsAndLabels(t *testing.T) {
	reading := Param{Name: "reading_m3", Human: "reading m3", Type: "number", Role: role.Role{Kind: role.Quantity, Unit: "m3"}}
	speed := Param{Name: "max_speed_kmh", Human: "speed kmh", Type: "integer", Role: role.Role{Kind: role.Quantity, Unit: "km/h"}}
	nct := Param{Name: "nct", Human: "nct", Type: "string", Role: role.Role{Kind: role.ID}}
	if got := withNoun(reading, "3"); got != "with a reading of 3 m³" {
		t.Errorf("withNoun(reading_m3) = %q", got)
	}
	if got := withNoun(speed, "30"); got != "with a speed of 30 km/h" {
		t.Errorf("withNoun(speed_kmh) = %q", got)
	}
	if got := withNoun(nct, "NCT42054796"); got != "for NCT42054796" {
		t.Errorf("withNoun(nct) = %q", got)
	}
	raw := regexp.MustCompile(`(?i)\b(m3|kmh|kg)\b`)
	weight := Param{Name: "weight_kg", Human: "weight kg", Type: "number", Role: role.Role{Kind: role.Quantity, Unit: "kg"}}
	rng := rand.New(rand.NewPCG(3, 4))
	for range 30 {
		for _, p := range []Param{reading, speed} {
			if got := FollowUp(rng, p, 7, true); raw.MatchString(got) {
				t.Errorf("FollowUp(%s) = %q: the name's unit token said raw", p.Name, got)
			}
		}
		if got := Redirect(rng, weight, 71.3, 86.4, true); strings.Contains(got, "weight kg") {
			t.Errorf("Redirect(weight_kg) = %q", got)
		}
	}
}

// TestClockBound checks that a time of day set for a start or an end is
// said as one ("starting at 13:45"), never as `of start "13:45"`.
func TestClockBound(t *testing.T) {
	st := &funcState{}
	cases := []struct {
		hl, x string
		want  []string
	}{
		{"start", "13:45", []string{"starting at 13:45", "from 13:45"}},
		{"end time", "18:00", []string{"ending at 18:00", "until 18:00"}},
		{"earliest departure", "12:00", []string{"no earlier than 12:00", "after 12:00"}},
		{"latest arrival", "21:30", []string{"no later than 21:30", "by 21:30"}},
	}
	for _, c := range cases {
		a, ok := st.clockBound(c.hl, c.x)
		if !ok {
			t.Errorf("clockBound(%q, %q) not said", c.hl, c.x)
			continue
		}
		found := false
		for _, w := range c.want {
			found = found || a.text == w
		}
		if !found {
			t.Errorf("clockBound(%q, %q) = %q, want one of %q", c.hl, c.x, a.text, c.want)
		}
	}
	if _, ok := st.clockBound("start", "tomorrow"); ok {
		t.Error("clockBound said a value that is no time of day")
	}
	if _, ok := st.clockBound("reminder", "09:00"); ok {
		t.Error("clockBound said a time that bounds nothing")
	}
}

// TestGenericLabelsOnce renders requests for invented tools whose ids
// carry their own prefix, whose numbers are named with a unit and whose
// start is a time of day, and checks no request says a label twice, a
// unit token raw or a start as a form field.
func TestGenericLabelsOnce(t *testing.T) {
	schema := `{"type":"object","properties":{
		"hull_code":{"type":"string","pattern":"^HC-\\d{6}$","description":"Hull code, 'HC-' and 6 digits"},
		"tank_volume_m3":{"type":"number","description":"Ballast tank volume"},
		"engine_noise_db":{"type":"number","description":"Engine room noise level in decibels"},
		"crew_pulse_bpm":{"type":"integer"},
		"start":{"type":"string","pattern":"^\\d{2}:\\d{2}$","description":"Start of the inspection, HH:MM"}},
		"required":["hull_code","tank_volume_m3","engine_noise_db","crew_pulse_bpm","start"]}`
	args := `{"hull_code":"HC-482913","tank_volume_m3":120,"engine_noise_db":88,"crew_pulse_bpm":72,"start":"13:45"}`
	bad := regexp.MustCompile(`(?i)\bhc hc-|\bm3\b|\bdb of\b|\bbpm (of|at)\b|start "|a (egfr|engine)`)
	for i, text := range renderDraws(t, "log_hull_inspection", "Log a hull inspection of a ship.", schema, args, 40, 91) {
		if m := bad.FindString(text); m != "" {
			t.Errorf("draw %d: %q in %s", i, m, text)
		}
	}
}

// TestByOrVersion checks that a "…_by" key with a person's name and a
// "…_version" key with a version number are said as phrases, not as
// settings ("with reported by set to …").
func TestByOrVersion(t *testing.T) {
	st := &funcState{}
	cases := []struct{ hl, x, want string }{
		{"reported by", "Laura Johnson", "reported by Laura Johnson"},
		{"approved by", "Ana Costa", "approved by Ana Costa"},
		{"consent version", "0.9.6", "consent version 0.9.6"},
		{"schema version", "v3.1", "schema version v3.1"},
	}
	for _, c := range cases {
		a, ok := st.byOrVersion(c.hl, c.x)
		if !ok || !strings.HasSuffix(a.text, c.want) {
			t.Errorf("byOrVersion(%q, %q) = %q, %v; want it to end in %q", c.hl, c.x, a.text, ok, c.want)
		}
	}
	for _, c := range [][2]string{{"reported by", "ops-bot"}, {"consent version", "latest"}, {"version", "1.2"}} {
		if a, ok := st.byOrVersion(c[0], c[1]); ok {
			t.Errorf("byOrVersion(%q, %q) = %q: said a value of another kind", c[0], c[1], a.text)
		}
	}
}

// mayNameTwice passes every request namedTwice matches and skips, without
// the full scan, those with no quote opening a short name.
func TestMayNameTwice(t *testing.T) {
	for s, want := range map[string]bool{
		`Park at gate "Gate 7" please`:          true,
		`Say "hello there" to the bin "Bin 11"`: true,
		`Post "Deploy 3 is done" now`:           false,
		`No quotes at all`:                      false,
		`Rename it to "Quarterly report"`:       false,
	} {
		if got := mayNameTwice(s); got != want {
			t.Errorf("mayNameTwice(%q) = %v, want %v", s, got, want)
		}
		if namedTwice.MatchString(s) && !mayNameTwice(s) {
			t.Errorf("namedTwice matches %q but mayNameTwice skips it", s)
		}
	}
}
