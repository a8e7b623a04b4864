package synth

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"
)

// Tests that structured values take the shape their description
// documents, on tool schemas written for them (a workspace's data source
// query, a block update). Each fails on a fault a blind rater found.

// A filter documented as "filter conditions" on a workspace data source
// is a condition on one property (its name, then its type holding the
// operator), not {"Status": "Done"}.
func TestPropertyFilterIsACondition(t *testing.T) {
	src := `{"type":"object","properties":{"data_source_id":{"type":"string"},"filter":{"anyOf":[{"type":"object","description":"Filter conditions for querying the data source","additionalProperties":true},{"type":"string"}]}},"required":["data_source_id","filter"]}`
	seen := 0
	for _, m := range decodeAll(t, src, 40, Options{Seed: 2, RootObject: true, Topic: "query_data_source", About: "Query a data source"}) {
		f, ok := m["filter"].(map[string]any)
		if !ok {
			continue
		}
		seen++
		prop, _ := f["property"].(string)
		if prop == "" || len(f) != 2 {
			t.Errorf("filter %v: not a property and a condition", f)
			continue
		}
		for k, v := range f {
			if k == "property" {
				continue
			}
			cond, ok := v.(map[string]any)
			if !ok || len(cond) != 1 {
				t.Errorf("filter %v: %s holds no single operator", f, k)
			}
		}
	}
	if seen < 10 {
		t.Fatalf("only %d object filters", seen)
	}
}

// A block update whose schema names its key "type" and documents it as
// the block object's type is keyed by the block's type ({"paragraph":
// {"rich_text": …}}), not by the literal "type".
func TestBlockUpdateKeyedByType(t *testing.T) {
	src := `{"type":"object","properties":{"block_id":{"type":"string"},"type":{"anyOf":[{"type":"object","description":"The [block object ` + "`type`" + `](ref:block#block-object-keys) value with the properties to be updated.","properties":{},"additionalProperties":true},{"type":"string"}]}},"required":["block_id"]}`
	keyed := 0
	for _, m := range decodeAll(t, src, 60, Options{Seed: 4, RootObject: true, Topic: "update_a_block", About: "Update a block"}) {
		if v, ok := m["type"].(map[string]any); ok {
			b, _ := json.Marshal(v)
			t.Errorf("literal type key holds %s", b)
		}
		if testing.Verbose() {
			b, _ := json.Marshal(m)
			t.Logf("%s", b)
		}
		if p, ok := m["paragraph"].(map[string]any); ok && p["rich_text"] != nil {
			keyed++
		}
	}
	if keyed == 0 {
		t.Fatal("no update keyed by the block's type")
	}
	// a root closed to other keys keeps the schema's key
	closed := strings.Replace(src, `"required"`, `"additionalProperties":false,"required"`, 1)
	for _, m := range decodeAll(t, closed, 10, Options{Seed: 4, RootObject: true, Topic: "update_a_block", About: "Update a block"}) {
		if m["paragraph"] != nil {
			t.Errorf("closed root got a paragraph key: %v", m)
		}
	}
}

// An aggregation pipeline does what a person runs one for: a $match is
// followed by a $group on a category (never on an id, an email, an exact
// time or the field matched to one value), once, and a $sort sorts by what
// the $group computes. A filter "since" a date compares with a day that
// has passed.
func TestPipelineGroupsByCategory(t *testing.T) {
	src := `{"type":"object","properties":{"database":{"type":"string"},"collection":{"type":"string"},"pipeline":{"type":"array","description":"An array of aggregation stages to execute","items":{"type":"object","additionalProperties":true}}},"required":["database","collection","pipeline"]}`
	groups := 0
	for _, m := range decodeAll(t, src, 80, Options{Seed: 6, RootObject: true, Topic: "aggregate", About: "Run an aggregation against a MongoDB collection"}) {
		p, _ := m["pipeline"].([]any)
		var match, acc map[string]any
		ngroup := 0
		for _, st := range p {
			s, _ := st.(map[string]any)
			if mt, ok := s["$match"].(map[string]any); ok {
				match = mt
				for _, v := range mt {
					if c, ok := v.(map[string]any); ok {
						if d, ok := c["$gte"].(string); ok && d > "2026-01-15" {
							t.Errorf("$match since a day to come: %v", mt)
						}
					}
				}
			}
			if gr, ok := s["$group"].(map[string]any); ok {
				ngroup++
				id, _ := gr["_id"].(string)
				f := strings.TrimPrefix(id, "$")
				if _, eq := match[f].(string); eq || uniqueFields[f] && f != "product_id" || strings.Contains(f, "email") || strings.HasSuffix(f, "_at") || f == "name" && match == nil {
					t.Errorf("grouped by %s after %v", id, match)
				}
				acc = gr
			}
			if so, ok := s["$sort"].(map[string]any); ok && ngroup > 0 {
				for k := range so {
					if _, ok := acc[k]; !ok {
						t.Errorf("$sort %v does not sort by what the group computes: %v", so, acc)
					}
				}
			}
		}
		if ngroup > 1 {
			t.Errorf("%d $group stages: %v", ngroup, p)
		}
		if match != nil && ngroup == 1 {
			groups++
		}
		if len(p) == 1 && match != nil {
			if _, own := ownMatch(match); !own {
				t.Errorf("a lone $match on shared fields: %v", p)
			}
		}
	}
	if groups < 10 {
		t.Fatalf("only %d pipelines group what they match", groups)
	}
}

// ownMatch reports whether a $match selects on one record's own value
// (an email, a name, an id).
func ownMatch(m map[string]any) (string, bool) {
	for k := range m {
		if uniqueFields[k] || strings.Contains(k, "email") || k == "author" || k == "customer" {
			return k, true
		}
	}
	return "", false
}

// File contents fit their file: a workflow YAML is in block style, a
// component file defines the component it is named for.
func TestContentFitsItsFile(t *testing.T) {
	for path, check := range map[string]func(string) bool{
		".github/workflows/ci.yml":      func(c string) bool { return strings.Contains(c, "jobs:\n  test:\n") && !strings.Contains(c, ": {") },
		"src/components/Header.tsx":     func(c string) bool { return strings.Contains(c, "export function Header(") },
		"web/src/components/Nav.tsx":    func(c string) bool { return strings.Contains(c, "export function Nav(") },
		"web/src/components/Button.tsx": func(c string) bool { return strings.Contains(c, "export function Button(") },
	} {
		src := `{"type":"object","properties":{"path":{"type":"string","const":"` + path + `"},"content":{"type":"string"}},"required":["path","content"]}`
		for _, m := range decodeAll(t, src, 5, Options{Seed: 8, RootObject: true, Topic: "create_or_update_file", About: "Create or update a single file in a repository"}) {
			if c, _ := m["content"].(string); !check(c) {
				t.Errorf("%s holds %q", path, c)
			}
		}
	}
}

// A review's body fits its verdict: an approval approves, a change
// request asks for a change.
func TestReviewBodyFitsVerdict(t *testing.T) {
	src := `{"type":"object","properties":{"pull_number":{"type":"number"},"body":{"type":"string","description":"The body text of the review"},"event":{"type":"string","enum":["APPROVE","REQUEST_CHANGES","COMMENT"]}},"required":["pull_number","body","event"]}`
	for _, m := range decodeAll(t, src, 60, Options{Seed: 9, RootObject: true, Topic: "create_pull_request_review", About: "Create a review on a pull request"}) {
		ev, _ := m["event"].(string)
		body, _ := m["body"].(string)
		ok := false
		for _, b := range reviewBodies[ev] {
			ok = ok || b == body
		}
		if !ok {
			t.Errorf("%s review says %q", ev, body)
		}
	}
}

// Numbers are the ones people pick in their unit: an expiry of 900
// seconds or an hour, not 800; a radius of 500 m or 2 km, not 3600 m.
func TestNumbersPeoplePickInTheirUnit(t *testing.T) {
	src := `{"type":"object","properties":{"key":{"type":"string"},"expireSeconds":{"type":"number","description":"Optional expiration time in seconds"}},"required":["key","expireSeconds"]}`
	for _, m := range decodeAll(t, src, 60, Options{Seed: 3, RootObject: true, Topic: "set", About: "Set a Redis key-value pair with optional expiration"}) {
		n, _ := m["expireSeconds"].(float64)
		if !unitRounds["seconds"][int64(n)] {
			t.Errorf("expiring in %v seconds", n)
		}
	}
	src = `{"type":"object","properties":{"query":{"type":"string"},"location":{"type":"object","properties":{"latitude":{"type":"number"},"longitude":{"type":"number"}}},"radius":{"type":"number","description":"Search radius in meters (max 50000)"}},"required":["query","location","radius"]}`
	for _, m := range decodeAll(t, src, 60, Options{Seed: 3, RootObject: true, Topic: "search_places", About: "Search for places"}) {
		n, _ := m["radius"].(float64)
		if !unitRounds["meters"][int64(n)] {
			t.Errorf("a radius of %v meters", n)
		}
	}
}

// The records of one tool spread over the values a pool has: as many
// collections as the domains before one repeats, and connection strings
// that do not all name one server. The same seed gives the same values.
func TestRecordsOfOneToolSpread(t *testing.T) {
	src := `{"type":"object","properties":{"connectionString":{"type":"string","description":"MongoDB connection string"},"database":{"type":"string","description":"Database name"},"collection":{"type":"string","description":"Collection name"}},"required":["connectionString","database","collection"]}`
	opts := Options{Seed: 10, RootObject: true, Topic: "count", About: "Count the documents in a MongoDB collection"}
	ms := decodeAll(t, src, len(docDomains), opts)
	colls, hosts := map[string]bool{}, map[string]bool{}
	for _, m := range ms {
		colls[m["collection"].(string)] = true
		cs := m["connectionString"].(string)
		hosts[cs[:strings.LastIndexByte(cs, '/')]] = true
	}
	if len(colls) != len(docDomains) {
		t.Errorf("%d records on %d collections: %v", len(ms), len(colls), colls)
	}
	if len(hosts) < 4 {
		t.Errorf("%d records on %d servers: %v", len(ms), len(hosts), hosts)
	}
	again := decodeAll(t, src, len(docDomains), opts)
	for i := range ms {
		if ms[i]["collection"] != again[i]["collection"] || ms[i]["connectionString"] != again[i]["connectionString"] {
			t.Fatalf("record %d differs with the same seed: %v, %v", i, ms[i], again[i])
		}
	}
}

// An update sets what many records share (a status, a flag), never a
// time each record keeps of itself (last_login, created_at).
func TestUpdateSetsNoRecordTimes(t *testing.T) {
	src := `{"type":"object","properties":{"collection":{"type":"string"},"filter":{"type":"object","additionalProperties":true},"update":{"type":"object","additionalProperties":true}},"required":["collection","filter","update"]}`
	for _, m := range decodeAll(t, src, 80, Options{Seed: 11, RootObject: true, Topic: "update-many", About: "Updates all documents that match the specified filter"}) {
		up, _ := m["update"].(map[string]any)
		set, _ := up["$set"].(map[string]any)
		for k, v := range set {
			if s, ok := v.(string); ok && len(s) == 20 && s[4] == '-' && s[10] == 'T' {
				t.Errorf("update sets %s to %s", k, s)
			}
		}
	}
}

// Content inserted after a selection of the page is not the text the
// selection comes from (the page holds it already).
func TestInsertAfterIsNewText(t *testing.T) {
	src := `{"type":"object","properties":{"page_id":{"type":"string"},"insert_content":{"type":"object","properties":{"content":{"type":"string","description":"The new content to insert"},"after":{"type":"string","description":"Selection of existing content to insert after, using ellipsis format (\"start text...end text\")"}},"required":["content","after"]}},"required":["page_id","insert_content"]}`
	for _, m := range decodeAll(t, src, 40, Options{Seed: 12, RootObject: true, Topic: "update_page_markdown", About: "Update a page's content"}) {
		ic := m["insert_content"].(map[string]any)
		after, c := ic["after"].(string), ic["content"].(string)
		if head, _, ok := strings.Cut(after, "..."); ok && strings.Contains(c, head) {
			t.Errorf("inserts %q after %q", c, after)
		}
	}
}

// The team an item is set to fits its title: no dependency bump for the
// Design team.
func TestTeamFitsTitle(t *testing.T) {
	src := `{"type":"object","properties":{"page_id":{"type":"string"},"properties":{"type":"object","description":"Property values of the page","additionalProperties":true}},"required":["page_id","properties"]}`
	seen := 0
	for _, m := range decodeAll(t, src, 120, Options{Seed: 13, RootObject: true, Topic: "update_page", About: "Update the properties of a page"}) {
		p := m["properties"].(map[string]any)
		team, ok := p["Team"].(map[string]any)
		if !ok {
			continue
		}
		seen++
		name := team["select"].(map[string]any)["name"].(string)
		rt := p["Name"].(map[string]any)["title"].([]any)[0].(map[string]any)["text"].(map[string]any)["content"].(string)
		if name != teamOf(rt) {
			t.Errorf("%q set to team %s", rt, name)
		}
	}
	if seen == 0 {
		t.Fatal("no Team set")
	}
	if teamOf("Bump axios to 1.7 for the security advisory") == "Design" || teamOf("Dark mode text is unreadable on the settings page") != "Design" {
		t.Error("teamOf pairs work with the wrong team")
	}
}

// A tool that drops a whole collection drops a copy or a leftover
// (orders_old), not a live collection.
func TestDroppedCollectionIsALeftover(t *testing.T) {
	src := `{"type":"object","properties":{"database":{"type":"string","description":"Database name"},"collection":{"type":"string","description":"Collection name"}},"required":["database","collection"]}`
	for _, m := range decodeAll(t, src, 20, Options{Seed: 14, RootObject: true, Topic: "drop-collection", About: "Removes a collection or view from the database."}) {
		c := m["collection"].(string)
		live := false
		for _, d := range docDomains {
			live = live || c == d.coll
		}
		if live {
			t.Errorf("drops the live %s collection", c)
		}
	}
}

// A thread replied to is one of the weeks before the run's date, not a
// message from 2024.
func TestThreadIsRecent(t *testing.T) {
	src := `{"type":"object","properties":{"channel_id":{"type":"string","description":"The ID of the channel containing the thread"},"thread_ts":{"type":"string","description":"The timestamp of the parent message in the format '1234567890.123456'. Timestamps in the format without the period can be converted by adding the period such that 6 numbers come after it."},"text":{"type":"string"}},"required":["channel_id","thread_ts","text"]}`
	for _, m := range decodeAll(t, src, 20, Options{Seed: 15, RootObject: true, Topic: "slack_reply_to_thread", About: "Reply to a specific message thread in Slack"}) {
		ts := m["thread_ts"].(string)
		sec, _ := strconv.ParseInt(ts[:strings.IndexByte(ts+".", '.')], 10, 64)
		if d := refDate.Unix() - sec; d < 0 || d > 100*86400 {
			t.Errorf("thread %s is %d days before the run's date", ts, d/86400)
		}
	}
}
