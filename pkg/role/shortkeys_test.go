package role

import "testing"

// TestShortKeysByDescription: a key too short to be a word is said by the
// noun its description gives: its initials ("lt" of "launch time"), a
// noun after a clipped hedge ("hd" of "est. head"), a letter kept for a
// count or query ("n") whose description names a thing ("shout no e.g.
// 2024/037"), and "typ" is the type. A description opening on words of
// its own ("no fault found") is never read as a clipping's spelling.
func TestShortKeysByDescription(t *testing.T) {
	boat, boatTools := loadServer(t, "dev43/lifeboat_station.json")
	sheep, sheepTools := loadServer(t, "dev43/sheep_shearing_contractor.json")
	rail, railTools := loadServer(t, "dev43/railway_signalling_maintenance.json")
	pigeon, pigeonTools := loadServer(t, "dev43/pigeon_racing_club.json")
	cases := []struct {
		s         *Server
		tools     map[string]ServerTool
		tool, key string
		desc      string
		listed    bool
		words     string
	}{
		{boat, boatTools, "shout_new", "lt", "launch time", false, "launch time"},            // was "" (said "LT on …")
		{boat, boatTools, "shout_upd", "n", "shout no e.g. 2024/037", false, "shout number"}, // was "" (said "with n 2025/136")
		{boat, boatTools, "ex_sched", "typ", "", true, "type"},                               // was "" (said "for a tow typ")
		{sheep, sheepTools, "job_new", "hd", "est. head", false, "head"},
		{sheep, sheepTools, "bale_log", "n", "", false, ""},              // a bare count stays
		{boat, boatTools, "crew_ls", "n", "", false, ""},                 // the count beside it
		{rail, railTools, "flt_clr", "nff", "no fault found", false, ""}, // never "number fault found"
		{pigeon, pigeonTools, "listRaces", "typ", "", true, "type"},
	}
	for _, c := range cases {
		tl := c.tools[c.tool]
		if tl.Name == "" {
			t.Fatalf("no tool %s", c.tool)
		}
		if m := c.s.KeyMeaning(tl.Name, tl.Description, c.key, c.desc, c.listed); m.Words != c.words {
			t.Errorf("%s %s: KeyMeaning = %+v, want words %q", c.tool, c.key, m, c.words)
		}
	}
}
