package generate

import (
	"encoding/json"
	"testing"
)

// TestNarrowsNothing: a follow-up of fleet.listBoats of a made-up canal
// boat hire yard asked "Now the same with the state set to available,
// please." after a listing whose every boat was available, and one of a
// wildlife rescue's casualtySearch "And for the hedgehog species?" after
// the one hedgehog it listed. Such a follow-up narrows nothing; one to a
// state a listed boat is not in does.
func TestNarrowsNothing(t *testing.T) {
	cases := []struct {
		res           string
		first, second map[string]any
		want          bool
	}{
		{`{"boats":[{"baseYard":"BRU","boatCode":"OM28","name":"Sea Breeze","state":"available"}]}`,
			map[string]any{"baseYard": "Harbour Front"}, map[string]any{"baseYard": "Harbour Front", "state": "available"}, true},
		{`{"count":1,"results":[{"casualtyRef":"66-6801","species":"hedgehog","status":"in_care"}]}`,
			map[string]any{"limit": 50}, map[string]any{"limit": 50, "species": "hedgehog"}, true},
		{`{"boats":[{"boatCode":"OM28","state":"available"},{"boatCode":"EM28","state":"on_hire"}]}`,
			map[string]any{}, map[string]any{"state": "available"}, false},
		{`{"boats":[{"boatCode":"OM28","state":"available"}]}`,
			map[string]any{"state": "available"}, map[string]any{"state": "laid_up"}, false},
	}
	for _, c := range cases {
		var v any
		if err := json.Unmarshal([]byte(c.res), &v); err != nil {
			t.Fatal(err)
		}
		if got := narrowsNothing(v, c.first, c.second); got != c.want {
			t.Errorf("narrowsNothing(%s, %v → %v) = %v, want %v", c.res, c.first, c.second, got, c.want)
		}
	}
	src := devSource(t, "testdata/dev45/canal_boat_hire_yard.json", "canal_boat_hire_yard")
	for _, seed := range []int64{7, 8, 9} {
		for _, r := range kindRecords(t, []Source{src}, "followup", 5, seed) {
			names, args := r.calls()
			res := r.results()
			if len(names) < 2 || names[0] != names[1] || len(res) == 0 {
				continue
			}
			var v any
			var a, b map[string]any
			if json.Unmarshal([]byte(res[0]), &v) != nil || json.Unmarshal([]byte(args[0]), &a) != nil || json.Unmarshal([]byte(args[1]), &b) != nil {
				continue
			}
			if narrowsNothing(v, a, b) {
				t.Errorf("follow-up narrows %s to what it listed: %s", res[0], args[1])
			}
		}
	}
}
