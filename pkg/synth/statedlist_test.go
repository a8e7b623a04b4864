package synth

import (
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
