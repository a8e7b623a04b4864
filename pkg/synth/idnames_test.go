package synth

import (
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
