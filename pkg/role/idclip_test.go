package role

import "testing"

// TestIDKeyMeaning: a key that clips what it identifies before "id" is
// that thing's id, read from its tool ("jid" of job_get, "Get one job")
// or, when its tool's words do not say, from the server's other tools
// ("tid" of dly.add, "Add delay code.", is a turn's, as turn.cxl and
// gse.asg say). Words of that shape ("paid", "bid") are no id keys.
func TestIDKeyMeaning(t *testing.T) {
	sheep, st := loadServer(t, "dev42/sheep_shearing_contractor.json")
	air, at := loadServer(t, "dev42/airport_ground_handling.json")
	for _, c := range []struct {
		s     *Server
		tools map[string]ServerTool
		tool  string
		want  string
	}{
		{sheep, st, "job_get", "job id"},
		{sheep, st, "job_cxl", "job id"},
		{sheep, st, "tally_get", "job id"}, // no description: the server's other tools say
		{sheep, st, "bale_log", "job id"},
		{air, at, "dly.add", "turn id"},
		{air, at, "turn.cxl", "turn id"},
		{air, at, "fuel.req", "turn id"},
	} {
		key := "jid"
		if c.s == air {
			key = "tid"
		}
		tl := c.tools[c.tool]
		if got := c.s.KeyMeaning(tl.Name, tl.Description, key, "", false).Words; got != c.want {
			t.Errorf("%s.%s: %q, want %q", c.tool, key, got, c.want)
		}
	}
	for _, k := range []string{"paid", "void", "bid", "uid", "id", "kind"} {
		if h := IDKeyHead(k); h != "" {
			t.Errorf("%s read as an id key of %q", k, h)
		}
	}
	if got := air.KeyMeaning("place_bid", "Place a bid on a lot", "bid", "", false).Words; got != "" {
		t.Errorf("bid of a bidding tool: %q, want no meaning", got)
	}
}
