package synth

import (
	"strings"
	"testing"
)

// Tool schemas written for this test (not from any captured server): a
// county's building-permit desk and a street's parking permits.
var fitCountyPermits = [][3]string{
	{"lodge_permit_request", "Lodge a request for a building permit with the county planning office.",
		`{"type":"object","properties":{"owner":{"type":"string"},"description":{"type":"string"}},"required":["owner","description"]}`},
	{"request_street_parking", "Request a residential parking permit for a street.",
		`{"type":"object","properties":{"plate":{"type":"string"},"description":{"type":"string"}},"required":["plate","description"]}`},
}

// A building permit's description is the work to be done, whatever the
// tool calls its object ("request"), never who asked for it; a parking
// permit's is no building work.
func TestBuildingPermitDescriptionIsTheWork(t *testing.T) {
	srv := fitServer("county", fitCountyPermits)
	for ti, tl := range fitCountyPermits {
		for _, m := range decodeAll(t, tl[2], 12, Options{Seed: 5, RootObject: true, Topic: tl[0], About: tl[1], Server: srv}) {
			d, _ := m["description"].(string)
			if work := tradeScopeSet[d]; work != (ti == 0) {
				t.Errorf("%s description %q: building work %v, want %v", tl[0], d, work, ti == 0)
			}
			if strings.Contains(d, "requested by") {
				t.Errorf("%s description %q says who asked, not what", tl[0], d)
			}
		}
	}
}
