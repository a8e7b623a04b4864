package synth

import (
	"regexp"
	"strings"
	"testing"
)

// Only a name whose own token is "place" names a map place: an equipment
// item's replacement, a replacement id or a workplace id is no "ChIJ..."
// place id, while placeId and googlePlaceID still are.
func TestPlaceIDByToken(t *testing.T) {
	src := `{"type":"object","properties":{` +
		`"replacedByEquipmentId":{"type":"string","description":"Id of the equipment that replaced this one"},` +
		`"replacementId":{"type":"string"},"workplaceId":{"type":"string"},` +
		`"placeId":{"type":"string"},"googlePlaceID":{"type":"string"}},` +
		`"required":["replacedByEquipmentId","replacementId","workplaceId","placeId","googlePlaceID"]}`
	for _, m := range decodeAll(t, src, 20, Options{Seed: 11, RootObject: true, Topic: "update_equipment"}) {
		for _, k := range []string{"replacedByEquipmentId", "replacementId", "workplaceId"} {
			if v, _ := m[k].(string); strings.HasPrefix(v, "ChIJ") {
				t.Errorf("%s %q: not a map place id", k, v)
			}
		}
		for _, k := range []string{"placeId", "googlePlaceID"} {
			if v, _ := m[k].(string); !strings.HasPrefix(v, "ChIJ") {
				t.Errorf("%s %q: want a map place id", k, v)
			}
		}
	}
	for name, want := range map[string]bool{"place_id": true, "places": true, "placeid": true,
		"replacedBy": false, "workplaceId": false, "displacement": false} {
		if got := placeIDName(name); got != want {
			t.Errorf("placeIDName(%q) = %v, want %v", name, got, want)
		}
	}
	if !nameHasToken("connectionId", "connection*") || nameHasToken("disconnectionReason", "connection*") {
		t.Error("connection: want the name's own token")
	}
}

// A dated reference drawn from its pattern keeps a recent year where its
// year sits ("BCP-B-2025-053216", "EVT-25-7810"), not 9632 or 63; a UUID
// and a reference without a counter after the run keep their digits.
func TestPatternDatedCounterYears(t *testing.T) {
	src := `{"type":"object","properties":{` +
		`"booking_ref":{"type":"string","pattern":"^BCP-[A-Z]-\\d{4}-\\d{6}$","description":"Booking reference"},` +
		`"event_id":{"type":"string","pattern":"^EVT-[0-9]{2}-[0-9]{4}$"},` +
		`"request_id":{"type":"string","pattern":"^SR-[0-9]{4}-[0-9]{7}$"}},` +
		`"required":["booking_ref","event_id","request_id"]}`
	year := regexp.MustCompile(`^(BCP-[A-Z]-202[56]-\d{6}|EVT-2[56]-\d{4}|SR-202[56]-\d{7})$`)
	for _, m := range decodeAll(t, src, 20, Options{Seed: 14, RootObject: true, Topic: "get_booking"}) {
		for _, k := range []string{"booking_ref", "event_id", "request_id"} {
			if v, _ := m[k].(string); !year.MatchString(v) {
				t.Errorf("%s %q: want this or last year in the year's place", k, v)
			}
		}
	}
	g := &Generator{}
	for _, v := range []string{"3f9a1c7e-abcd-4821-8123-0a1b2c3d4e5f", "ST-1234", "AB-12", "INV-1234-AB", "X9Z-1234-567"} {
		if _, ok := g.datedCounterYears(v); ok {
			t.Errorf("datedCounterYears(%q): no year there", v)
		}
	}
}

// The things a tool's description turns away are no request: the list
// after "Do not file" is skipped for the next list, if any.
func TestDescExamplesSkipNegated(t *testing.T) {
	d := "Submit a non-emergency service request. Do not file emergencies (crimes in progress, fires, downed wires) — call 911."
	if ex := descExamples(d); ex != nil {
		t.Errorf("descExamples = %q, want none", ex)
	}
	d = "Do not file emergencies (crimes in progress, fires) here. Report a street issue (pothole, broken streetlight, graffiti)."
	if ex := descExamples(d); len(ex) != 3 || ex[0] != "pothole" {
		t.Errorf("descExamples = %q, want the street issues", ex)
	}
}
