package role

import "testing"

// TestKeyMeaning reads what terse keys stand for on three made-up
// servers, from each source in turn: the key's own description, a tool
// description's gloss, the same key described on another tool, a word of
// the tool's own name or description, the word the key clips on its
// other tools, and the common clippings.
func TestKeyMeaning(t *testing.T) {
	gym, gymTools := loadServer(t, "dev39/climbing_gym.json")
	air, airTools := loadServer(t, "dev39/airport_ground_handling.json")
	hack, hackTools := loadServer(t, "dev39/hackathon_platform.json")
	cases := []struct {
		s              *Server
		tools          map[string]ServerTool
		tool, key      string
		desc           string
		listed         bool
		words, descOut string
	}{
		{gym, gymTools, "rt_add", "c", "hold color", false, "hold color", ""},                            // own description
		{gym, gymTools, "chk_in", "wv", "waiver no.", false, "waiver number", ""},                        // own, "no." spelled out
		{gym, gymTools, "rt_add", "w", "", false, "wall code", "wall code (N1..N4, S1..S3, CAVE, KIDS)"}, // rt_ls's "w = wall code"
		{gym, gymTools, "rt_ls", "st", "", false, "setter id", "setter id"},                              // rt_add describes it
		{gym, gymTools, "mbr", "m", "", false, "member", ""},                                             // "get member by number"
		{gym, gymTools, "blay_cert", "m", "", false, "member", ""},                                       // its other tools' member
		{gym, gymTools, "frz", "rsn", "", false, "reason", ""},                                           // a common clipping
		{gym, gymTools, "blay_cert", "by", "", false, "", ""},                                            // a word, no clipping
		{hack, hackTools, "sub.dq", "s", "", false, "", ""},                                              // "submission" on one tool, "score" on another
		{hack, hackTools, "sub.get", "s", "", false, "submission", ""},                                   // "submission detail"
		{air, airTools, "ld.sheet", "c", "", true, "", ""},                                               // a list: dly.add's delay code is no compartment
		{air, airTools, "dly.add", "c", "IATA dly code e.g. 32", false, "code", ""},                      // not "iata dly code"
	}
	for _, c := range cases {
		tl := c.tools[c.tool]
		if tl.Name == "" {
			t.Fatalf("no tool %s", c.tool)
		}
		m := c.s.KeyMeaning(tl.Name, tl.Description, c.key, c.desc, c.listed)
		if m.Words != c.words || m.Desc != c.descOut {
			t.Errorf("%s %s: KeyMeaning = %+v, want words %q desc %q", c.tool, c.key, m, c.words, c.descOut)
		}
	}
}

// TestTerseKeyValues: the meaning reaches the value. rt_add's bare "w"
// was drawn "general"; the gloss rt_ls gives it lists the wall codes.
func TestTerseKeyValues(t *testing.T) {
	s, tools := loadServer(t, "dev39/climbing_gym.json")
	r := fileRole(t, s, tools, "rt_add", "/w")
	if r.Kind != Enum || len(r.Values) == 0 || r.Values[0] != "N1" {
		t.Errorf("rt_add w: %s %v (%s), want the wall codes N1..N4", r.Kind, r.Values, r.Why)
	}
	if r := fileRole(t, s, tools, "rt_ls", "/st"); r.Kind != ID {
		t.Errorf("rt_ls st: %s (%s), want the setter's id", r.Kind, r.Why)
	}
}

// TestToolClip reads a key from the words of its own tool: initials of
// consecutive words, or the one word a one-letter key opens.
func TestToolClip(t *testing.T) {
	cases := []struct{ key, name, desc, want string }{
		{"pf", "reprint", "Reprint job J with paper format PF", "paper format"},
		{"j", "reprint", "Reprint job J with paper format PF", "job"},
		{"p", "reprint", "Reprint job J with paper format PF", "paper"},
		{"s", "sub.get", "submission detail + repo/demo links", "submission"},
		{"s", "sub.dq", "disqualify", ""}, // "sub" of its name is no word
		{"m", "mbr", "get member by number (6 digits)", "member"},
		{"d", "occ", "occupancy count", ""},
		{"a", "asset_get", "Signalling asset by id (AWS/TPWS e.g. AWS-SN4417)", "asset"},
	}
	for _, c := range cases {
		if got := toolClip(c.key, c.name, c.desc); got != c.want {
			t.Errorf("toolClip(%q, %q, %q) = %q, want %q", c.key, c.name, c.desc, got, c.want)
		}
	}
	if !TerseKey("lvl") || TerseKey("by") || TerseKey("sig") || TerseKey("tag") || !TerseKey("w") {
		t.Errorf("TerseKey: lvl and w are terse; by, sig and tag are words")
	}
}

// A two-letter key that does not open a word clips it only by the word's
// first two consonants or the start of a later part of a compound: "sp"
// is no "swap" (a species code was said as one), "hh" is a household.
func TestTwoLetterClip(t *testing.T) {
	for _, c := range []struct {
		key, w string
		want   bool
	}{
		{"sp", "swap", false}, {"sp", "species", true}, {"nt", "note", true}, {"sz", "size", true},
		{"dt", "date", true}, {"hh", "household", true}, {"lb", "leaderboard", true}, {"sp", "ship", false},
	} {
		if got := keyClips(c.key, c.w); got != c.want {
			t.Errorf("keyClips(%q, %q) = %v, want %v", c.key, c.w, got, c.want)
		}
	}
}

// TestWordClips reads a bare key of three letters by the word the
// server writes elsewhere and the key opens: a pigeon club's calcVelocity
// takes "lib" and "arr", said "lib 75, arr 9,800,000" before; another
// tool sets the "liberation" and takes the "Arrival from ETS". An enum's
// "st" (a race's status) is not the "stop" of a night stop, and "lat" is
// no "later".
func TestWordClips(t *testing.T) {
	s, tools := loadServer(t, "dev39/pigeon_racing_club.json")
	v := tools["calcVelocity"]
	for key, want := range map[string]string{"lib": "liberation", "arr": "arrival"} {
		if m := s.KeyMeaning(v.Name, v.Description, key, "", false); m.Words != want {
			t.Errorf("calcVelocity %s: %+v, want %q", key, m, want)
		}
	}
	r := tools["listRaces"]
	if m := s.KeyMeaning(r.Name, r.Description, "st", "", true); m.Words == "stop" {
		t.Errorf("listRaces st: %+v, want no stop", m)
	}
	if m := s.KeyMeaning(r.Name, r.Description, "lat", "", false); m.Words != "" {
		t.Errorf("lat: %+v, want none", m)
	}
}
