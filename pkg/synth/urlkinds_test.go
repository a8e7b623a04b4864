package synth

import (
	"regexp"
	"strings"
	"testing"
)

// The tools here are written for this test. A bare "url" takes the
// address of what the tool's name or description says it is: an endpoint
// for create_hook, a proxy's host and port for set_proxy, a health
// endpoint for a tool that checks whether a service is up.
func TestBareURLByTool(t *testing.T) {
	src := `{"type":"object","properties":{"url":{"type":"string"}},"required":["url"]}`
	for _, c := range []struct {
		topic, about string
		want         *regexp.Regexp
	}{
		{"add_webhook", "Register an endpoint for order events.", regexp.MustCompile(`^https://[a-z.]+/webhooks/[a-z]+$`)},
		{"configure_proxy", "Route outgoing requests through a proxy.", regexp.MustCompile(`^http://(proxy\.[a-z.]+|10(\.\d+){3}):\d{4}$`)},
		{"ping_service", "Tell whether a service is up by its health endpoint.", regexp.MustCompile(`^https://[a-z.]+/(health|healthz|status|api/health)$`)},
	} {
		for seed := int64(1); seed <= 3; seed++ {
			for _, m := range decodeAll(t, src, 3, Options{Seed: seed, RootObject: true, Topic: c.topic, About: c.about}) {
				if u, _ := m["url"].(string); !c.want.MatchString(u) {
					t.Errorf("%s seed %d: url %q, want %s", c.topic, seed, u, c.want)
				}
			}
		}
	}
}

// An address a parameter's description gives as an example is the form
// of every value: its placeholder host label becomes the call's
// organisation and its id is drawn anew in the same shape.
func TestShownExampleURL(t *testing.T) {
	src := `{"type":"object","properties":{"ticketUrl":{"type":"string","format":"uri","description":"Link to the ticket, e.g. https://your-team.tracker.io/t/OPS-4K2Z9"}},"required":["ticketUrl"]}`
	want := regexp.MustCompile(`^https://[a-z-]+\.tracker\.io/t/OPS-\d[A-Z]\d[A-Z]\d$`)
	seen := map[string]bool{}
	for seed := int64(1); seed <= 4; seed++ {
		for _, m := range decodeAll(t, src, 3, Options{Seed: seed, RootObject: true, Topic: "open_ticket"}) {
			u, _ := m["ticketUrl"].(string)
			if !want.MatchString(u) || strings.Contains(u, "your-team") {
				t.Errorf("seed %d: ticketUrl %q, want the example's form, its host and id filled", seed, u)
			}
			seen[u] = true
		}
	}
	if len(seen) < 4 {
		t.Errorf("%d distinct addresses of 12: the example's id is not drawn anew", len(seen))
	}
}

// A video's address on a video site is a video's, not a channel's.
func TestVideoSiteURL(t *testing.T) {
	src := `{"type":"object","properties":{"link":{"type":"string","description":"YouTube video URL"}},"required":["link"]}`
	for _, m := range decodeAll(t, src, 4, Options{Seed: 2, RootObject: true, Topic: "summarize_clip"}) {
		if u, _ := m["link"].(string); !regexp.MustCompile(`^https://www\.youtube\.com/watch\?v=[A-Za-z0-9]{11}$`).MatchString(u) {
			t.Errorf("link %q, want a video's address", u)
		}
	}
}

// A container named at the top and again in the nested object (a tool
// written for this test) is one container: the nested id takes the
// top-level one's value.
func TestSameIDsBelow(t *testing.T) {
	src := `{"type":"object","properties":{"board_id":{"type":"string"},"sprint":{"type":"object","properties":{"title":{"type":"string"},"boardId":{"type":"string"}},"required":["title","boardId"]}},"required":["board_id","sprint"]}`
	for _, m := range decodeAll(t, src, 6, Options{Seed: 3, RootObject: true, Topic: "add_sprint"}) {
		s, _ := m["sprint"].(map[string]any)
		if s == nil || s["boardId"] != m["board_id"] {
			t.Errorf("board_id %v, sprint %v: one board, named twice", m["board_id"], s)
		}
	}
}

// A relation's ids are another thing's: a page moved under a parent page
// keeps two pages.
func TestSameIDsBelowNotRelations(t *testing.T) {
	src := `{"type":"object","properties":{"page_id":{"type":"string"},"parent":{"type":"object","properties":{"type":{"const":"page_id"},"page_id":{"type":"string"}},"required":["type","page_id"]}},"required":["page_id","parent"]}`
	for _, m := range decodeAll(t, src, 6, Options{Seed: 3, RootObject: true, Topic: "relocate_page"}) {
		if p, _ := m["parent"].(map[string]any); p == nil || p["page_id"] == m["page_id"] {
			t.Errorf("page_id %v under parent %v: a page under itself", m["page_id"], p)
		}
	}
}

// A CRM's account beside its industry and revenue (a tool written for
// this test) is a company: its name is the call's organisation, never a
// savings pot.
func TestBusinessAccountName(t *testing.T) {
	src := `{"type":"object","properties":{"Name":{"type":"string","description":"Account name"},"Industry":{"type":"string"},"AnnualRevenue":{"type":"number"}},"required":["Name"]}`
	for _, m := range decodeAll(t, src, 6, Options{Seed: 4, RootObject: true, Topic: "crm_add_account"}) {
		n, _ := m["Name"].(string)
		for _, pot := range displayNames["account"] {
			if n == pot {
				t.Errorf("account name %q: a savings pot beside a company's fields", n)
			}
		}
	}
}
