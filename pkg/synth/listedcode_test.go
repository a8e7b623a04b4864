package synth

import (
	"slices"
	"testing"
)

// Codes a description lists are drawn from the list, never redrawn into
// codes nobody issued: a landing's species is one of "COD, HAD, MAC,
// NEP" (was "YQN", "MJF"), its ICES area "4a" or "7e" (was "4e", "9e"), a
// quarry's product one it lists (was "37BMV"), a blood bank's collection
// site "MAN" or "LDS" or a drive code (was "scheduleBloodDrive"). A code
// with a shape to fill ("B14", "T2400815") is still redrawn.
func TestListedCodes(t *testing.T) {
	t.Parallel()
	species := []string{"COD", "HAD", "MAC", "NEP"}
	srv, tl := serverTool(t, "testdata/dev39/fishing_fleet_quota.json", "ldg_add")
	lines := 0
	for _, m := range decodeAll(t, string(tl.InputSchema), 20, Options{Seed: 3, RootObject: true, Topic: tl.Name, About: tl.Description, Server: srv}) {
		li, _ := m["li"].([]any)
		for _, x := range li {
			l, _ := x.(map[string]any)
			lines++
			if sp, _ := l["sp"].(string); !slices.Contains(species, sp) {
				t.Errorf("ldg_add line species %q, want one of %v", sp, species)
			}
			if a, _ := l["a"].(string); a != "4a" && a != "7e" {
				t.Errorf("ldg_add line area %q, want 4a or 7e", a)
			}
		}
	}
	if lines == 0 {
		t.Fatal("no landing lines drawn")
	}
	srv, tl = serverTool(t, "testdata/dev39/fishing_fleet_quota.json", "qta_get")
	for _, m := range decodeAll(t, string(tl.InputSchema), 20, Options{Seed: 3, RootObject: true, Topic: tl.Name, About: tl.Description, Server: srv}) {
		if sp, ok := m["sp"].(string); ok && !slices.Contains(species, sp) {
			t.Errorf("qta_get species %q, want one of %v", sp, species)
		}
	}
	srv, tl = serverTool(t, "testdata/dev39/regional_blood_bank.json", "recordDonation")
	for _, m := range decodeAll(t, string(tl.InputSchema), 30, Options{Seed: 3, RootObject: true, Topic: tl.Name, About: tl.Description, Server: srv}) {
		if s, ok := m["siteCode"].(string); ok && s == "scheduleBloodDrive" {
			t.Errorf("recordDonation siteCode %q: a tool's name, not a site", s)
		}
	}
	for _, c := range []struct {
		exs  []string
		ex   string
		want bool
	}{
		{[]string{"COD", "HAD", "MAC"}, "HAD", true},
		{[]string{"4a", "7e"}, "7e", true},
		{[]string{"MAN", "LDS", "MOB-0412"}, "MOB-0412", false},
		{[]string{"B14", "H03"}, "B14", false},
		{[]string{"T2400815"}, "T2400815", false},
		{[]string{"HOL"}, "HOL", false},
	} {
		if got := listedCode(c.exs, c.ex); got != c.want {
			t.Errorf("listedCode(%v, %q) = %v, want %v", c.exs, c.ex, got, c.want)
		}
	}
}
