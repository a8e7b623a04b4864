package role

import "testing"

// The word most tool names open or end on is the product's name; a verb
// shared by most names is reported too (the prompt side keeps verbs),
// and a server of two tools has none.
func TestBrandsOf(t *testing.T) {
	s := NewServer("x", []ServerTool{{Name: "firecrawl_scrape"}, {Name: "firecrawl_map"}, {Name: "firecrawl_search"}, {Name: "crawl_status"}})
	if !s.Brand("Firecrawl") || s.Brand("scrape") {
		t.Errorf("brands %v", s.brands)
	}
	s = NewServer("x", []ServerTool{{Name: "webSearchExa"}, {Name: "webFetchExa"}, {Name: "agentRun"}})
	if !s.Brand("exa") {
		t.Errorf("camelCase brands %v", s.brands)
	}
	if s := NewServer("x", []ServerTool{{Name: "slack_post"}, {Name: "slack_list"}}); s.Brand("slack") {
		t.Error("two tools: no brand")
	}
	// a two-letter opening most names share marks the server ("gw_round_list");
	// a two-letter English word opening them is a word ("go_back")
	gw := NewServer("x", []ServerTool{{Name: "gw_round_list"}, {Name: "gw_round_schedule"}, {Name: "gw_contamination_log"}, {Name: "gw_bin_order"}})
	if !gw.Brand("gw") || gw.Brand("order") {
		t.Errorf("two-letter prefix brands %v", gw.brands)
	}
	if g := NewServer("x", []ServerTool{{Name: "go_back"}, {Name: "go_forward"}, {Name: "go_home"}}); g.Brand("go") {
		t.Error("'go' opening names is a verb, not a brand")
	}
}
