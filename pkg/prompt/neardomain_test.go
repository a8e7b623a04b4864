package prompt

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// nearTools makes tools for a test: "name" or "name|description" or
// "name|description|param,param".
func nearTools(specs ...string) []NearTool {
	var out []NearTool
	for _, s := range specs {
		p := strings.Split(s, "|")
		t := NearTool{Name: p[0]}
		if len(p) > 1 {
			t.Description = p[1]
		}
		if len(p) > 2 {
			props := map[string]any{}
			for _, n := range strings.Split(p[2], ",") {
				props[n] = map[string]string{"type": "string"}
			}
			t.InputSchema, _ = json.Marshal(map[string]any{"type": "object", "properties": props})
		}
		out = append(out, t)
	}
	return out
}

// nearAll returns every request of d with its answer, variant verb and
// offered tools.
func nearAll(d *NearDomain) (out [][4]string) {
	for _, m := range d.near {
		for _, q := range m.requests {
			out = append(out, [4]string{q, m.answer, m.verb + "/" + m.noun, strings.Join(d.Offer(q), ",")})
		}
	}
	return out
}

func hasMiss(d *NearDomain, verbNoun string) bool {
	return slices.ContainsFunc(d.near, func(m domainMiss) bool { return m.verb+"/"+m.noun == verbNoun })
}

// TestNearDomainFromOfferedTools: a chat server's tools that post, list
// and reply (written for the test, named like no captured server) get
// near misses of their own domain — deleting or editing a message, renaming
// a channel — whose answers name only what the offered tools do, and
// Offer gives exactly those tools.
func TestNearDomainFromOfferedTools(t *testing.T) {
	tools := nearTools("chatter_post_message|Post a new message to a room.|room,text",
		"chatter_list_channels|List the public channels.|limit",
		"chatter_reply_to_thread|Reply in a thread.|thread_ts,text")
	d := NewNearDomain(tools, 3)
	for _, want := range []string{"delete/message", "edit/message", "rename/channel", "delete/channel", "schedule/message"} {
		if !hasMiss(d, want) {
			t.Errorf("no %s near miss; have %v", want, nearAll(d))
		}
	}
	names := []string{"chatter_post_message", "chatter_list_channels", "chatter_reply_to_thread"}
	for _, m := range nearAll(d) {
		q, a, offer := m[0], m[1], strings.Split(m[3], ",")
		if !strings.HasPrefix(a, "I can't ") || !strings.Contains(a, "; I can ") {
			t.Errorf("%s: answer %q", q, a)
		}
		for _, o := range offer {
			if !slices.Contains(names, o) {
				t.Errorf("%s: offers %q, not a tool of the run", q, o)
			}
		}
		// Every capability said is a tool offered beside it.
		end := strings.Index(a, ". Want")
		if end < 0 {
			// no offer: "I can't delete messages …; I can only post
			// messages or list channels here."
			end = strings.Index(a, " here.")
		}
		can := strings.TrimPrefix(a[strings.Index(a, "; I can ")+len("; I can "):end], "only ")
		for _, c := range strings.FieldsFunc(strings.ReplaceAll(can, " or ", ","), func(r rune) bool { return r == ',' }) {
			c = strings.TrimSpace(c)
			if !slices.ContainsFunc(offer, func(o string) bool { return capPhrase(o, "chatter") == c }) {
				t.Errorf("%s: answer says %q, offered %v", q, c, offer)
			}
		}
		if testing.Verbose() {
			t.Logf("[%s] %s → %s  (offered: %s)", m[2], q, a, m[3])
		}
	}
	if q := "Delete the message I posted yesterday."; !slices.Equal(d.Offer(q), []string{"chatter_post_message", "chatter_list_channels"}) {
		t.Errorf("Offer(%q) = %v", q, d.Offer(q))
	}
	// The same tools in another order give the same near misses.
	rev := slices.Clone(tools)
	slices.Reverse(rev)
	if got, want := nearAll(NewNearDomain(rev, 3)), nearAll(d); !slices.Equal(got, want) {
		t.Errorf("tool order changes the near misses:\n%v\n%v", got, want)
	}
	// An answer names no more things than the record offers tools.
	for _, m := range NewNearDomain(tools, 1).near {
		if strings.Contains(m.answer, " or ") || len(m.tools) != 1 {
			t.Errorf("most 1: answer %q names %v", m.answer, m.tools)
		}
	}
}

// TestNearDomainNeverDoable: a near miss is never something an offered
// tool does: a tool whose name has the verb and the thing, or the verb and
// no particular thing, a parameter or a description saying it, or a
// create and a delete for an edit, all cover it; a tool running arbitrary
// code covers everything.
func TestNearDomainNeverDoable(t *testing.T) {
	base := []string{"chatter_post_message|Post a new message.|channel,text", "chatter_list_channels|List channels."}
	cases := []struct {
		name    string
		extra   []string
		gone    []string // near misses the extra tools make doable
		stays   []string // near misses they leave
		nothing bool
	}{
		{"delete tool for the thing", []string{"chatter_delete_message|Delete a message.|ts"}, []string{"delete/message"}, []string{"delete/channel", "pin/message"}, false},
		{"remove verb for the thing", []string{"chatter_remove_channel"}, []string{"delete/channel"}, []string{"delete/message"}, false},
		{"verb with no thing", []string{"delete|Delete a key.|key"}, []string{"delete/message", "delete/channel"}, []string{"rename/channel"}, false},
		{"update covers edit", []string{"chatter_update_message"}, []string{"edit/message"}, []string{"delete/message"}, false},
		{"create and delete cover edit", []string{"chatter_delete_message"}, []string{"edit/message"}, nil, false},
		{"parameter says it", []string{"chatter_set_channel_topic|Set a channel's topic.|channel,archived"}, []string{"delete/channel", "rename/channel"}, []string{"delete/message"}, false},
		{"description says it", []string{"chatter_channel_admin|Archive, rename or share a channel.|channel"}, []string{"delete/channel", "rename/channel"}, []string{"schedule/message"}, false},
		{"schedule parameter", []string{"chatter_send_message|Send a message.|channel,text,schedule_at"}, []string{"schedule/message"}, []string{"delete/message"}, false},
		{"code runner", []string{"chatter_run_script|Run a script against the workspace.|code"}, nil, nil, true},
		{"evaluate", []string{"page_evaluate|Evaluate JavaScript.|expr"}, nil, nil, true},
	}
	before := NewNearDomain(nearTools(base...), 3)
	for _, c := range cases {
		d := NewNearDomain(nearTools(append(slices.Clone(base), c.extra...)...), 3)
		if c.nothing {
			if d.Len() != 0 {
				t.Errorf("%s: %d near misses beside a tool running code: %v", c.name, d.Len(), nearAll(d))
			}
			continue
		}
		for _, g := range c.gone {
			if !hasMiss(before, g) {
				t.Errorf("%s: %s is no near miss without the extra tool either", c.name, g)
			}
			if hasMiss(d, g) {
				t.Errorf("%s: %s near miss though %v can do it", c.name, g, c.extra)
			}
		}
		for _, g := range c.stays {
			if !hasMiss(d, g) {
				t.Errorf("%s: %s near miss gone", c.name, g)
			}
		}
	}
}

// TestNearDomainPlaces: map tools (search, directions, details) get the
// near misses people ask of places — booking, a taxi, a review — and no
// near miss about things a place is not (edit, delete).
func TestNearDomainPlaces(t *testing.T) {
	d := NewNearDomain(nearTools("geo_search_places|Find places near a point.|query,location",
		"geo_place_details|Details of a place.|place_id", "geo_directions|Directions between two points.|origin,destination",
		"geo_reverse_geocode|Address of a point.|lat,lng"), 2)
	for _, want := range []string{"book/place", "ride/place", "review/place"} {
		if !hasMiss(d, want) {
			t.Errorf("no %s near miss; have %v", want, nearAll(d))
		}
	}
	for _, m := range nearAll(d) {
		if v := strings.Split(m[2], "/")[0]; v == "edit" || v == "delete" || v == "rename" {
			t.Errorf("%s near miss for places: %q", m[2], m[0])
		}
		if strings.Contains(m[1], "reverse") || strings.Contains(m[1], "geo ") {
			t.Errorf("answer says a tool name, not what it does: %q", m[1])
		}
	}
	q := "Call me a taxi to the airport for 6 am tomorrow."
	_, a := d.render(slices.IndexFunc(d.near, func(m domainMiss) bool { return m.verb == "ride" }), rand.New(rand.NewPCG(1, 2)))
	if want := "I can't call taxis or order rides with the tools I have; I can get place details or search places. Want me to do one of those instead?"; a != want {
		t.Errorf("answer to %q = %q, want %q", q, a, want)
	}
}

// TestNegativeInNearMisses: with a NearDomain, NegativeIn mixes the near
// misses of the run's tools among the negatives (variant
// "near-miss/<verb>/N"), and a run whose tools have no domain gets none.
func TestNegativeInNearMisses(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	r := set.NewRenderer()
	tools := nearTools("chatter_post_message", "chatter_list_channels", "chatter_reply_to_thread", "chatter_add_reaction")
	var names []string
	for _, tl := range tools {
		names = append(names, tl.Name)
	}
	d := NewNearDomain(tools, 3)
	near := 0
	const n = 80
	for i := 0; i < n; i++ {
		q, a, variant, err := r.NegativeIn(rand.New(rand.NewPCG(3, uint64(i))), i, Related(names), d)
		if err != nil {
			t.Fatal(err)
		}
		if strings.HasPrefix(variant, "near-miss/") {
			near++
			if d.Offer(q) == nil {
				t.Errorf("%s: %q has no offered tools", variant, q)
			}
			if !strings.HasPrefix(a, "I can't ") {
				t.Errorf("%s: answer %q", variant, a)
			}
		}
	}
	if near < n/5 {
		t.Errorf("%d of %d negatives are near misses", near, n)
	}
	if d := NewNearDomain(nearTools("sequentialthinking", "brave_web_search"), 3); d.Len() != 0 {
		t.Errorf("near misses for tools with no domain: %v", nearAll(d))
	}
}

// TestNearDomainCapturedServers: over the captured servers' tools, near
// misses come where the tools have a domain (chat, pages, repositories,
// places), never for what a tool of the server does (Notion archives a
// page through its patch tool's parameter, MongoDB drops and renames
// collections, the memory graph replaces observations by deleting and
// adding), and never beside a tool that runs code.
func TestNearDomainCapturedServers(t *testing.T) {
	doable := map[string][]string{
		"notion.json":     {"delete/page", "edit/page", "delete/comment"},
		"mongodb.json":    {"delete/collection", "rename/collection", "delete/database", "export/collection"},
		"memory.json":     {"delete/entity", "delete/relation", "delete/observation", "edit/observation"},
		"github.json":     {"edit/issue", "edit/file", "delete/repository"},
		"filesystem.json": {"edit/file", "rename/directory", "delete/file"},
		"slack.json":      {"delete/reaction/none"},
	}
	want := map[string]int{"slack.json": 5, "github.json": 5, "notion.json": 3, "google-maps.json": 3}
	for _, file := range []string{"slack.json", "notion.json", "github.json", "mongodb.json", "google-maps.json", "memory.json",
		"filesystem.json", "playwright.json", "puppeteer.json", "postgres.json", "redis.json", "brave-search.json"} {
		_, tools := loadCorpus(t, file)
		var nt []NearTool
		names := map[string]bool{}
		for _, tl := range tools {
			nt = append(nt, NearTool{Name: tl.Name, Description: tl.Description, InputSchema: tl.InputSchema})
			names[tl.Name] = true
		}
		d := NewNearDomain(nt, 3)
		for _, g := range doable[file] {
			if hasMiss(d, g) {
				t.Errorf("%s: %s near miss, but a tool does it", file, g)
			}
		}
		if d.Len() < want[file] {
			t.Errorf("%s: %d near misses, want %d or more", file, d.Len(), want[file])
		}
		if (file == "playwright.json" || file == "puppeteer.json") && d.Len() > 0 {
			t.Errorf("%s: near misses beside a tool evaluating code: %v", file, nearAll(d))
		}
		for _, m := range nearAll(d) {
			for _, o := range strings.Split(m[3], ",") {
				if !names[o] {
					t.Errorf("%s: %q offers %q", file, m[0], o)
				}
			}
			if strings.Contains(m[0], "{") || strings.Contains(m[1], "{") || strings.Contains(m[0], " a e") {
				t.Errorf("%s: unfilled or ungrammatical: %q → %q", file, m[0], m[1])
			}
		}
		if testing.Verbose() {
			t.Logf("%s: %d near misses", file, d.Len())
		}
	}
}

// TestNearDomainIssueVerb: a bike-share server's issue_refund issues
// refunds (new-user tryout: its near misses asked to "Pin the issue I
// opened yesterday" and answered "I can get issue refund").
func TestNearDomainIssueVerb(t *testing.T) {
	tools := nearTools("issue_refund|Issue a refund to a rider for a trip.|trip_id,amount",
		"get_station_status|Get the number of bikes and free docks at a station.|station_id",
		"record_spray|Record a pesticide spray on a field.|field_id,product")
	d := NewNearDomain(tools, 3)
	for _, m := range nearAll(d) {
		if m[2] == "pin/issue" || m[2] == "export/issue" || strings.Contains(m[1], "get issue") || strings.Contains(m[1], "get record") {
			t.Errorf("%s (%s): %s", m[0], m[2], m[1])
		}
	}
	if c := capPhrase("issue_refund", ""); c != "issue refunds" {
		t.Errorf(`capPhrase("issue_refund") = %q, want "issue refunds"`, c)
	}
	if c := capPhrase("issue_read", ""); c == "issue reads" {
		t.Errorf(`capPhrase("issue_read") = %q, an issue tracker's tool read as a verb`, c)
	}
}
