package synth

import (
	"strings"
	"testing"
)

// A note nothing more is known of speaks of the tool's object, never of
// another trade's customer: a carer's visit notes on checkOut were "Liam
// needs this by Friday." and "Please confirm with Laura once it's set
// up."; they are now "Same as last time." or "Piotr has the full details
// of the visit." (its object the visit, not checkOut's "out").
func TestGroundNotesOfObject(t *testing.T) {
	t.Parallel()
	srv, tl := serverTool(t, "testdata/dev40/home_care_agency.json", "checkOut")
	n := 0
	for _, m := range decodeAll(t, string(tl.InputSchema), 40, Options{Seed: 7, RootObject: true, Topic: tl.Name, About: tl.Description, Server: srv}) {
		v, ok := m["visitNotes"].(string)
		if !ok {
			continue
		}
		n++
		for _, bad := range []string{"by Friday", "once it's set up", "asked for a call", "Repeat customer", "customer's request", " the out", " last out"} {
			if strings.Contains(v, bad) {
				t.Errorf("checkOut visitNotes %q: says %q", v, bad)
			}
		}
	}
	if n == 0 {
		t.Fatal("no visit notes drawn")
	}
}
