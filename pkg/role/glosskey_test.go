package role

import "testing"

// A key a tool description glosses takes the gloss as its description,
// even when the gloss spells no word the key clips: a fishing trip's bare
// "dep" ("dep = epoch s") was a plain number, its "d0" and "d1" ("d0/d1
// yyyymmdd") had no role, a sortie's "takeoff" and "landing" ("Takeoff/
// landing are unix epoch seconds") were plain numbers. An "arr" its own
// description calls "epoch s" is a time, not annual recurring revenue.
func TestGlossedKeys(t *testing.T) {
	t.Parallel()
	f, ft := loadServer(t, "dev39/fishing_fleet_quota.json")
	d, dt := loadServer(t, "dev39/drone_aerial_survey.json")
	checkKindUnits(t, []kindUnit{
		{f, ft, "trip_start", "/dep", DateTime, "epoch seconds"},
		{f, ft, "trip_end", "/arr", DateTime, "epoch seconds"},
		{d, dt, "log-flight", "/takeoff", DateTime, "epoch seconds"},
		{d, dt, "log-flight", "/landing", DateTime, "epoch seconds"},
		{f, ft, "catch_rpt", "/d0", Date, ""},
		{f, ft, "catch_rpt", "/d1", Date, ""},
	})
	if g := f.Gloss("d1"); g != "yyyymmdd" {
		t.Errorf(`Gloss("d1") = %q, want "yyyymmdd"`, g)
	}
	// "read/write access" names no keys of the tool: no gloss
	s := NewServer("x", []ServerTool{{Name: "grant", Description: "Grant access. read/write access to the repo.",
		InputSchema: []byte(`{"type":"object","properties":{"user":{"type":"string"},"repo":{"type":"string"}}}`)}})
	if g := s.Gloss("read"); g != "" {
		t.Errorf(`Gloss("read") = %q, want none`, g)
	}
}
