package synth

import (
	"regexp"
	"slices"
	"testing"
)

// A bare parameter is drawn from the list its tool's description heads
// with its own words (a dive shop's serviceType from "Service types:
// `reg_annual` …", was "standard") or from the codes its namesake's
// description explains in brackets (a salt tool's depot from "Depot
// code: HWY (Harwood yard), …", was "general").
func TestStatedLists(t *testing.T) {
	t.Parallel()
	fillers := []string{"default", "general", "standard"}
	for _, c := range []struct {
		file, tool, key string
		want            []string
	}{
		{"testdata/dev40/scuba_dive_shop.json", "recordEquipmentService", "serviceType",
			[]string{"reg_annual", "bcd_inspection", "computer_battery", "tank_visual", "tank_hydro", "o2_clean"}},
		{"testdata/dev40/winter_road_maintenance.json", "salt.stock", "depot", []string{"HWY", "RVR", "MTN"}},
		{"testdata/dev40/winter_road_maintenance.json", "salt.record_load", "depot", []string{"HWY", "RVR", "MTN"}},
	} {
		srv, tl := serverTool(t, c.file, c.tool)
		n := 0
		for _, m := range decodeAll(t, string(tl.InputSchema), 20, Options{Seed: 7, RootObject: true, Topic: tl.Name, About: tl.Description, Server: srv}) {
			v, ok := m[c.key].(string)
			if !ok {
				continue
			}
			n++
			if slices.Contains(fillers, v) || !slices.Contains(c.want, v) {
				t.Errorf("%s %s = %q, want one of %v", c.tool, c.key, v, c.want)
			}
		}
		if n == 0 {
			t.Errorf("%s: no %s drawn", c.tool, c.key)
		}
	}
	for _, c := range []struct {
		d    string
		want []string
	}{
		{"Depot code: HWY (Harwood yard), RVR (Riverside), MTN (Mountain Rd)", []string{"HWY", "RVR", "MTN"}},
		{"Gate (north side)", nil},
	} {
		if got := glossedCodes(c.d); !slices.Equal(got, c.want) {
			t.Errorf("glossedCodes(%q) = %v, want %v", c.d, got, c.want)
		}
	}
}

// The ends of a move its tool says is between things of one noun are
// that noun as the server writes it elsewhere, two different ones: a fish
// store's tanks like "C07" (was "general" to "default"), a fleet's
// vessels like "FR927" (was "standard" to "default").
func TestMoveEnds(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		file, tool, shape string
	}{
		{"testdata/dev40/aquarium_fish_store.json", "livestockMove", `^([A-F](0[1-9]|1\d|2[0-4])|Q[1-8])$`},
		{"testdata/dev39/fishing_fleet_quota.json", "qta_xfer", `^[A-Z]{1,3}[0-9]{1,4}$`},
	} {
		re := regexp.MustCompile(c.shape)
		srv, tl := serverTool(t, c.file, c.tool)
		for _, m := range decodeAll(t, string(tl.InputSchema), 20, Options{Seed: 7, RootObject: true, Topic: tl.Name, About: tl.Description, Server: srv}) {
			from, _ := m["from"].(string)
			to, _ := m["to"].(string)
			if !re.MatchString(from) || !re.MatchString(to) || from == to {
				t.Errorf("%s from %q to %q, want two ends like %s", c.tool, from, to, c.shape)
			}
		}
	}
}
