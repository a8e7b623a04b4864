package role

import (
	"regexp"
	"slices"
	"testing"
)

// A parameter named for a noun's id under a name of its own takes what
// the server states of that noun's id elsewhere: the venue codes an enum
// lists (was "() => document.title"), the course codes a description
// lists (was 485812), the site code's pattern (was 121220), the incident
// id's pattern (was 650988), the lot ids a description shows (was
// 133977).
func TestNounIDsAcrossNames(t *testing.T) {
	for _, c := range []struct {
		file, tool, ptr string
		values          []string // listed codes it takes (nil: none)
		shape           string   // a pattern its pattern or first example matches
	}{
		{"dev39/film_festival.json", "ff_list_screenings", "/venue_code", []string{"PAL", "PAL2", "ARC", "LIB", "PARK"}, ""},
		{"dev39/scuba_dive_shop.json", "scheduleCourse", "/courseCode", []string{"OW", "AOW", "EANX", "RESCUE", "EFR", "DM"}, ""},
		{"dev39/campground.json", "camp.reservations.modify", "/new_site_code", nil, `^(\^\[A-H\]|[A-H][0-9]{2}$)`},
		{"dev39/mine_site_safety.json", "record_toolbox_talk", "/linked_incident_id", nil, `^(\^INC-|INC-[0-9]{4}-[0-9]{5}$)`},
		{"dev39/semiconductor_fab_lot_tracking.json", "mes_lot_merge", "/child_lot_id", nil, `^[A-Z][0-9][A-Z][0-9]{3}\.[0-9]$`},
	} {
		s, tools := loadServer(t, c.file)
		r := fileRole(t, s, tools, c.tool, c.ptr)
		if c.values != nil {
			if !slices.Equal(r.Values, c.values) || r.Kind != ID {
				t.Errorf("%s%s = %s %v (%s), want an id of %v", c.tool, c.ptr, r.Kind, r.Values, r.Why, c.values)
			}
			continue
		}
		got := r.Pattern
		if got == "" && len(r.Examples) > 0 {
			got = r.Examples[0]
		}
		if !regexp.MustCompile(c.shape).MatchString(got) || r.ID == IDInteger {
			t.Errorf("%s%s = %s %s pattern %q examples %v (%s), want %s", c.tool, c.ptr, r.Kind, r.ID, r.Pattern, r.Examples, r.Why, c.shape)
		}
	}
}

// idNoun reads the one noun a name is about, whatever words choose one of
// it or say it is its id; a name of two nouns, or of a noun each tool
// means its own thing by, has none.
func TestIDNoun(t *testing.T) {
	for name, want := range map[string]string{"station": "station", "stationCode": "station", "station_id": "station",
		"from_station": "station", "origin_station": "station", "parent_lot_id": "lot", "ownerDiverId": "diver",
		"new_site_code": "site", "lot_no": "lot", "status_code": "", "start_time": "", "id": "", "order_line_id": "", "related_to_intervention": ""} {
		if got := idNoun(name); got != want {
			t.Errorf("idNoun(%q) = %q, want %q", name, got, want)
		}
	}
}

// listedCodes reads the codes a description lists for a noun, with or
// without their glosses, and none from prose that lists no codes.
func TestListedCodes(t *testing.T) {
	for _, c := range []struct {
		desc  string
		noun  string
		codes []string
	}{
		{"Put a film on the program. Venue codes: PAL (Palace main), PAL2, ARC (Arcadia), LIB (library auditorium), PARK (outdoor).", "venue", []string{"PAL", "PAL2", "ARC", "LIB", "PARK"}},
		{"Stations are identified by a three-letter code: one of LIR, YAL or KYA.", "station", []string{"LIR", "YAL", "KYA"}},
		{"Is a room free for a block? Room codes: A, B, ISO1, ISO2, MIX.", "room", []string{"A", "B", "ISO1", "ISO2", "MIX"}},
		{"Returns the job ids: use them with get_job.", "", nil},
	} {
		nouns, codes := listedCodes(c.desc)
		if c.noun == "" {
			if len(nouns) > 0 {
				t.Errorf("listedCodes(%q) = %v %v, want none", c.desc, nouns, codes)
			}
			continue
		}
		if len(nouns) != 1 || nouns[0] != c.noun || !slices.Equal(codes[0], c.codes) {
			t.Errorf("listedCodes(%q) = %v %v, want %s %v", c.desc, nouns, codes, c.noun, c.codes)
		}
	}
}
