package synth

import "testing"

// A tool that looks up one thing, with no parameter required, names the
// thing in every call: get_cow was called {} ("Can we look up one
// cow?"), member-lookup {} ("Please look up a member."). A listing of
// optional filters may still be called bare.
func TestFindsOneNamesIt(t *testing.T) {
	for _, c := range []struct {
		file, tool string
		bare       bool // a bare call is fine: the tool lists
	}{
		{"testdata/dev42/dairy_herd.json", "get_cow", false},
		{"testdata/dev41/bell_ringing_guild.json", "member-lookup", false},
		{"testdata/dev41/zoo_animal_care.json", "animal_lookup", false},
		{"testdata/dev42/dairy_herd.json", "list_milk_withdrawals", true},
	} {
		srv, tool := serverTool(t, c.file, c.tool)
		empty := 0
		for _, m := range decodeAll(t, string(tool.InputSchema), 40, Options{Seed: 7, RootObject: true, Topic: tool.Name, About: tool.Description, Server: srv}) {
			if len(m) == 0 {
				empty++
			}
		}
		switch {
		case !c.bare && empty > 0:
			t.Errorf("%s: %d of 40 calls name no %s", c.tool, empty, "thing")
		case c.bare && empty == 0:
			t.Errorf("%s: no bare call among 40, want some (a listing of optional filters)", c.tool)
		}
	}
}

// findsOne reads a look-up of one thing from the description's opening
// or the tool name; a list, report or search is no such look-up.
func TestFindsOne(t *testing.T) {
	for _, c := range []struct {
		name, about string
		want        bool
	}{
		{"member-lookup", "Find a member. Membership no is M + 5 digits (M04417).", true},
		{"x", "Look up one cow in the herd.", true},
		{"get_cow", "", true},
		{"findPlayer", "", true},
		{"slack_get_users", "Get a list of all users in the workspace", false},
		{"show-list", "List programmes on the grid.", false},
		{"get_cows", "", false},
		{"get_herd_stats", "", false},
		{"search_permits", "Search permits. Filters are optional.", false},
	} {
		g := &Generator{opts: Options{Topic: c.name, About: c.about}}
		if got := g.findsOne(); got != c.want {
			t.Errorf("findsOne(%q, %q) = %v, want %v", c.name, c.about, got, c.want)
		}
	}
}

// A tool that changes a thing in place, requiring only the thing, sets
// something to change in every call: wo-update was called {"wo":
// "WO21-5557"} ("Can we update status / book hours / add for WO21-5557?").
func TestUpdatesInPlaceChangesSomething(t *testing.T) {
	srv, tool := serverTool(t, "testdata/dev42/boat_repair_yard.json", "wo-update")
	for _, m := range decodeAll(t, string(tool.InputSchema), 40, Options{Seed: 8, RootObject: true, Topic: tool.Name, About: tool.Description, Server: srv}) {
		if len(m) < 2 {
			t.Errorf("wo-update changes nothing: %v", m)
		}
	}
}
