package prompt

import (
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// A product's name in a tool's name or description is never the object
// of the request: the exa server's tool names end on "exa", one of its
// descriptions opens on a noun phrase ("Advanced web search …"), and
// descriptions that open on "Name: act" say the act after the colon.
func TestBrandIsNotTheObject(t *testing.T) {
	tools := []role.ServerTool{
		{Name: "web_search_exa", Description: "Search the web for any topic and get clean, ready-to-use content."},
		{Name: "web_search_advanced_exa", Description: "Advanced web search with full control over filters, domains, dates, and content options."},
		{Name: "web_fetch_exa", Description: "Read a webpage's full content as clean markdown."},
		{Name: "get_code_context_exa", Description: "Find code examples, documentation, and programming solutions."},
		{Name: "agent_run", Description: "Start or resume an Exa Agent run; runs may take several minutes."},
	}
	srv := role.NewServer("exa", tools)
	for _, c := range []struct{ name, desc, verb, obj string }{
		{"web_search_advanced_exa", tools[1].Description, "search", "the web"},
		{"agent_run", tools[4].Description, "start or resume", "an agent run"},
		{"lablink_quote", "LabLink: estimate the price of a restoration before ordering.", "estimate", "the price of a restoration"},
		{"inkjet_pro_estimate_dry_time", "InkjetPro: estimate the drying time in minutes for a large-format print.", "estimate", "the drying time"},
	} {
		in := brandFreeIntent(ToolInfo{Name: c.name, Description: c.desc, Peers: srv})
		if in.Verb != c.verb || in.Object != c.obj {
			t.Errorf("%s: got %q + %q, want %q + %q", c.name, in.Verb, in.Object, c.verb, c.obj)
		}
	}
	// a word shared by the names that the description says as a common
	// noun is the object, not a brand
	issues := role.NewServer("tracker", []role.ServerTool{{Name: "create_issue"}, {Name: "get_issue"}, {Name: "close_issue"}, {Name: "delete_issue"}})
	if in := brandFreeIntent(ToolInfo{Name: "get_issue", Description: "Get an issue by its key.", Peers: issues}); in.Object != "an issue" {
		t.Errorf("get_issue: object %q", in.Object)
	}
}
