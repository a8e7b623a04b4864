package role

import "testing"

// TestStatedShapeRoles: the kind a parameter's name or description states
// wins over a generic reading. Schemas from testdata/nu13 (a new user's
// pharmacy, bike-share and podcast tools) and testdata/fmt2.
func TestStatedShapeRoles(t *testing.T) {
	for _, c := range []struct {
		tool, name, schema string
		kind               Kind
		id                 IDConvention
		format, unit       string
	}{
		{"check_stock", "drug_name", `{"type":"string","description":"Generic or brand name, e.g. 'amoxicillin' or 'Advil'"}`, Word, "", "drug", ""},
		{"drug_interactions", "drugs", `{"type":"array","items":{"type":"string"}}`, Word, "", "drug", ""},
		{"prescribe", "medication", `{"type":"string","description":"Medication to prescribe"}`, Word, "", "medication", ""},
		{"check_stock", "strength_mg", `{"type":"number","exclusiveMinimum":0,"description":"Dose strength in milligrams, e.g. 500"}`, Quantity, "", "", "mg"},
		{"schedule_vaccination", "insurance_member_id", `{"type":"string","minLength":6,"maxLength":20}`, ID, "", "", ""},
		{"end_ride", "ride", `{"type":"string"}`, ID, "", "", ""},
		{"archive_post", "post", `{"type":"string"}`, ID, "", "", ""},
		{"publish_episode", "show_slug", `{"type":"string","pattern":"^[a-z0-9-]{3,40}$","description":"URL slug of the show, e.g. 'tech-talk-daily'"}`, Ident, IDSlug, "", ""},
		{"get_download_stats", "show_slug", `{"type":"string"}`, Ident, IDSlug, "", ""},
		{"check_in", "locker_code", `{"type":"string","description":"The 4-digit locker code"}`, ID, "", "", ""},
		{"check_in", "club_code", `{"type":"string","description":"3-letter club code"}`, ID, "", "", ""},
	} {
		r := classify(c.tool, c.name, c.schema)
		if r.Kind != c.kind || c.id != "" && r.ID != c.id || c.format != "" && r.Format != c.format || c.unit != "" && r.Unit != c.unit {
			t.Errorf("%s.%s: %s (%s), want %s %s %s %s", c.tool, c.name, r, r.Why, c.kind, c.id, c.format, c.unit)
		}
	}
	// a team member is a person on the platform, not a card number
	if r := classify("assign", "team_member_id", `{"type":"string"}`); r.Kind != Username {
		t.Errorf("team_member_id: %s (%s), want a username", r, r.Why)
	}
	// a described one-word parameter keeps its description's reading
	if r := classify("end_ride", "ride", `{"type":"string","description":"Ride type"}`); r.Kind == ID {
		t.Errorf("described ride: %s (%s), want no id", r, r.Why)
	}
}

// TestStatedLength reads digit and letter counts from prose.
func TestStatedLength(t *testing.T) {
	for _, c := range []struct {
		d       string
		n       int
		letters bool
		ok      bool
	}{
		{"The 6-digit number on the bike frame", 6, false, true},
		{"3-letter club code", 3, true, true},
		{"six-digit code", 6, false, true},
		{"8 digit PIN", 8, false, true},
		{"Number of digits to round to", 0, false, false},
	} {
		n, l, ok := StatedLength(c.d)
		if n != c.n || l != c.letters || ok != c.ok {
			t.Errorf("%q: %d %v %v, want %d %v %v", c.d, n, l, ok, c.n, c.letters, c.ok)
		}
	}
}
