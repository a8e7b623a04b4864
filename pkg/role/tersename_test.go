package role

import "testing"

// TestNameSaid checks that clipped tool-name tokens are spelled out by
// what their server writes in full, verb first, and that a word of its
// own ("log") is left as it is.
func TestNameSaid(t *testing.T) {
	cases := []struct{ file, tool, want string }{
		{"dev39/quarry.json", "ord_ls", "list_order"},
		{"dev39/quarry.json", "ord_new", "create_order"},
		{"dev39/quarry.json", "blast_cx", "cancel_blast"},
		{"dev39/quarry.json", "stk", "stockpile"},
		{"dev39/hackathon_platform.json", "sub.ls", "list_submission"},
		{"dev39/hackathon_platform.json", "sub.dq", "disqualify_submission"},
		{"dev39/hackathon_platform.json", "lb", "leaderboard"},
		{"dev39/airport_ground_handling.json", "gse.ls", "list_GSE"},
		{"dev39/airport_ground_handling.json", "crew.asg", "assign_crew"},
		{"dev39/railway_signalling_maintenance.json", "wo_asg", "assign_work_order"},
		{"dev39/railway_signalling_maintenance.json", "flt_ls", "list_fault"},
		{"dev39/railway_signalling_maintenance.json", "poss_cxl", "cancel_poss"},
		{"dev39/cold_chain_logistics.json", "coldchain.getTemperatureLog", "coldchain.getTemperatureLog"},
	}
	for _, c := range cases {
		s, tools := loadServer(t, c.file)
		tl, ok := tools[c.tool]
		if !ok {
			t.Fatalf("%s: no tool %s", c.file, c.tool)
		}
		if got := s.NameSaid(tl.Name, tl.Description); got != c.want {
			t.Errorf("%s: NameSaid = %q, want %q", c.tool, got, c.want)
		}
	}
	if got := (*Server)(nil).NameSaid("ord_ls", ""); got != "ord_ls" {
		t.Errorf("nil server: %q", got)
	}
}

// TestKeyMeaningClippedDesc checks that a terse key whose own
// description is itself clipped is said by that description spelled
// out ("ap": "stn" is the station), and that a description opening on a
// word ("no fault found") is not read as a clipping.
func TestKeyMeaningClippedDesc(t *testing.T) {
	cases := []struct{ file, tool, key, desc, want string }{
		{"dev39/airport_ground_handling.json", "turn.ls", "ap", "stn", "station"},
		{"dev39/railway_signalling_maintenance.json", "asset_find", "elr", "line ref", "line reference"},
		{"dev39/railway_signalling_maintenance.json", "flt_clr", "nff", "no fault found", ""},
	}
	for _, c := range cases {
		s, tools := loadServer(t, c.file)
		tl := tools[c.tool]
		if got := s.KeyMeaning(tl.Name, tl.Description, c.key, c.desc, false).Words; got != c.want {
			t.Errorf("%s %s: Words = %q, want %q", c.tool, c.key, got, c.want)
		}
	}
}
