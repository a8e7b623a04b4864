package role

import "testing"

func TestPluralNoun(t *testing.T) {
	for in, want := range map[string]string{"category": "categories", "key": "keys", "match": "matches", "box": "boxes",
		"kennel": "kennels", "bus": "buses", "": ""} {
		if got := PluralNoun(in); got != want {
			t.Errorf("PluralNoun(%q) = %q, want %q", in, got, want)
		}
	}
}

// A description word classifies only where a word starts: "Updated
// icon" holds no date, "electricity supplier" no city, "profile
// picture" no file; "EXDATE lines" still holds dates.
func TestDescriptionWordStarts(t *testing.T) {
	for _, c := range []struct {
		d, w string
		want bool
	}{
		{"updated icon. pass null to clear it.", "date", false},
		{"rrule/exdate lines", "date", true},
		{"due date of the task", "date", true},
		{"electricity supplier", "city", false},
		{"city of the venue", "city", true},
		{"profile picture", "file", false},
		{"file to upload", "file", true},
	} {
		if got := wordStarts(c.d, c.w); got != c.want {
			t.Errorf("wordStarts(%q, %q) = %v, want %v", c.d, c.w, got, c.want)
		}
	}
}

// A volume named in hectolitres ("volume_hl", a brewery's batch) is a
// quantity in hL, never a fill of fuel in litres.
func TestHectolitreName(t *testing.T) {
	tool := ToolContext{Name: "rack_beer", Description: "Move a brew to a conditioning tank."}
	r := Classify(tool, ParamContext{Name: "volume_hl", Path: "/volume_hl",
		Schema: []byte(`{"type":"number","exclusiveMinimum":0,"description":"Volume moved in hectolitres."}`)})
	if r.Kind != Quantity || r.Unit != "hL" {
		t.Errorf("volume_hl: %s in %q (%s), want a quantity in hL", r.Kind, r.Unit, r.Why)
	}
	if u, ok := WrittenUnit("hl"); !ok || u != "hL" {
		t.Errorf("WrittenUnit(hl) = %q, %v, want hL", u, ok)
	}
}
