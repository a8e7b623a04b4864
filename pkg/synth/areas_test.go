package synth

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// inPool tells whether v is one of the templates of pool with its
// placeholders filled.
func inPool(v string, pool []string) bool {
	for _, p := range pool {
		rx := "^" + regexp.MustCompile(`\\\{[A-Z][0-9]?\\\}`).ReplaceAllString(regexp.QuoteMeta(p), ".+") + "$"
		if regexp.MustCompile(rx).MatchString(v) {
			return true
		}
	}
	return false
}

// areaTool is one hand-written tool of a server whose area the tests
// know: its schema, and the property read.
type areaTool struct {
	name, desc, schema, prop string
}

// Servers of areas none of the tools files tuned on has: a biomedical
// literature search, a recipe box, a trip planner and an HR system. Each
// server's search and free-text values must come from its area, not from
// web searches about programming or stories of software work.
func TestAreaValuesFitTheServer(t *testing.T) {
	cases := []struct {
		server string
		area   role.Area
		tools  []areaTool
	}{
		{"lit-search", "biomed", []areaTool{
			{"search_articles", "Search PubMed for biomedical articles. Returns PMIDs, titles and abstracts.",
				`{"type":"object","properties":{"query":{"type":"string","maxLength":80,"description":"Search terms"},"max_results":{"type":"integer","minimum":1,"maximum":50}},"required":["query"]}`, "query"},
			{"get_article", "Fetch one article's abstract and MeSH terms by PMID.",
				`{"type":"object","properties":{"pmid":{"type":"string"}},"required":["pmid"]}`, ""},
			{"save_to_reading_list", "Save an article to a reading list with a note.",
				`{"type":"object","properties":{"pmid":{"type":"string"},"note":{"type":"string"}},"required":["pmid","note"]}`, "note"},
		}},
		{"kitchen-helper", "food", []areaTool{
			{"find_recipes", "Find recipes by keywords, cuisine or ingredient.",
				`{"type":"object","properties":{"query":{"type":"string"},"cuisine":{"type":"string","enum":["italian","indian","mexican","thai"]}},"required":["query"]}`, "query"},
			{"save_recipe", "Save a recipe with its ingredients to the user's cookbook.",
				`{"type":"object","properties":{"title":{"type":"string","maxLength":60},"description":{"type":"string"}},"required":["title","description"]}`, "title"},
		}},
		{"trip-planner", "travel", []areaTool{
			{"search_trips", "Search flights and hotels for a trip.",
				`{"type":"object","properties":{"query":{"type":"string"}},"required":["query"]}`, "query"},
			{"create_itinerary", "Create a travel itinerary with flights, hotel bookings and notes.",
				`{"type":"object","properties":{"title":{"type":"string"},"description":{"type":"string"}},"required":["title","description"]}`, "description"},
		}},
		{"people-ops", "hr", []areaTool{
			{"search_employees", "Search the employee directory by name, department or location.",
				`{"type":"object","properties":{"q":{"type":"string"}},"required":["q"]}`, "q"},
			{"request_time_off", "Submit a PTO request for an employee, with the reason for the leave.",
				`{"type":"object","properties":{"employee_id":{"type":"string"},"reason":{"type":"string"}},"required":["employee_id","reason"]}`, "reason"},
			{"run_payroll", "Run payroll for a department and pay period.",
				`{"type":"object","properties":{"department":{"type":"string"}},"required":["department"]}`, ""},
		}},
	}
	for _, c := range cases {
		st := make([]role.ServerTool, len(c.tools))
		for i, tl := range c.tools {
			st[i] = role.ServerTool{Name: tl.name, Description: tl.desc, InputSchema: json.RawMessage(tl.schema)}
		}
		srv := role.NewServer(c.server, st)
		if got := srv.Area(); got != c.area {
			t.Fatalf("%s: area %q, want %q", c.server, got, c.area)
		}
		lx := areaLexicon[c.area]
		for _, tl := range c.tools {
			if tl.prop == "" {
				continue
			}
			var pool []string
			for _, it := range lx.items {
				pool = append(pool, it.title, it.text)
			}
			pool = append(append(pool, lx.queries...), lx.notes...)
			fit := 0
			const n = 30
			for _, m := range decodeAll(t, tl.schema, n, Options{Seed: 7, RootObject: true, Topic: tl.name, About: tl.desc, Server: srv}) {
				v, _ := m[tl.prop].(string)
				if inPool(v, pool) {
					fit++
				} else if inPool(v, webQueries) || inPool(v, storyTexts()) {
					t.Errorf("%s %s: %s %q is of another area", c.server, tl.name, tl.prop, v)
				}
			}
			if fit < n*9/10 {
				t.Errorf("%s %s: %d of %d %s values from the %s area", c.server, tl.name, fit, n, tl.prop, c.area)
			}
		}
	}
}

// storyTexts are the titles and texts of software work.
func storyTexts() []string {
	var out []string
	for _, s := range stories {
		out = append(out, s.title, s.body, s.chat, s.commit, s.pr)
		out = append(out, s.comments...)
	}
	return out
}

// A server whose words point to no area keeps the web searches, and a
// server split between two areas names neither.
func TestNoAreaKeepsWebSearches(t *testing.T) {
	schema := `{"type":"object","properties":{"query":{"type":"string"}},"required":["query"]}`
	srv := role.NewServer("toolbox", []role.ServerTool{{Name: "search", Description: "Search for anything.", InputSchema: json.RawMessage(schema)}})
	if a := srv.Area(); a != "" {
		t.Fatalf("toolbox: area %q, want none", a)
	}
	for _, m := range decodeAll(t, schema, 20, Options{Seed: 2, RootObject: true, Topic: "search", About: "Search for anything.", Server: srv}) {
		if v := m["query"].(string); !inPool(v, webQueries) {
			t.Errorf("query %q is not a web search", v)
		}
	}
	split := role.NewServer("mixed", []role.ServerTool{
		{Name: "find_recipes", Description: "Find recipes by ingredient."},
		{Name: "search_flights", Description: "Search flights between two airports."},
	})
	if a := split.Area(); a != "" {
		t.Errorf("recipes and flights: area %q, want none", a)
	}
}

// The tool's own words win over its server's: a video search on a server
// that is mostly about news searches videos.
func TestToolAreaWinsOverServer(t *testing.T) {
	schema := `{"type":"object","properties":{"query":{"type":"string"}},"required":["query"]}`
	srv := role.NewServer("media-hub", []role.ServerTool{
		{Name: "get_top_headlines", Description: "Top news headlines by country and category."},
		{Name: "search_news", Description: "Search news articles from thousands of publishers."},
		{Name: "search_videos", Description: "Search YouTube videos.", InputSchema: json.RawMessage(schema)},
	})
	if a := srv.Area(); a != "news" {
		t.Fatalf("media-hub: area %q, want news", a)
	}
	for _, m := range decodeAll(t, schema, 20, Options{Seed: 5, RootObject: true, Topic: "search_videos", About: "Search YouTube videos.", Server: srv}) {
		if v := m["query"].(string); !inPool(v, areaLexicon["video"].queries) {
			t.Errorf("video query %q is not a video search", v)
		}
	}
}

// Every template of the lexicon fills: no placeholder the scene does not
// know, and an area with items has both a title and a text for each.
func TestAreaLexiconFills(t *testing.T) {
	known := map[string]bool{"C": true, "C2": true, "P": true, "W": true, "F": true, "G": true}
	ph := regexp.MustCompile(`\{([A-Z][0-9]?)\}`)
	for a, lx := range areaLexicon {
		var all []string
		all = append(append(all, lx.queries...), lx.notes...)
		for _, it := range lx.items {
			if it.title == "" || it.text == "" {
				t.Errorf("%s: item %q has an empty part", a, it.title)
			}
			all = append(all, it.title, it.text)
		}
		for _, s := range all {
			for _, m := range ph.FindAllStringSubmatch(s, -1) {
				if !known[m[1]] {
					t.Errorf("%s: %q has the unknown placeholder %s", a, s, m[0])
				}
			}
			if strings.Count(s, "{") != strings.Count(s, "}") {
				t.Errorf("%s: %q has unbalanced braces", a, s)
			}
		}
	}
}

// The name and the description of one call are about one thing of the
// area, in one place: a trip named "Weekend in Porto" is described as two
// nights in Porto, not in Montreal.
func TestAreaNameAndTextAgree(t *testing.T) {
	schema := `{"type":"object","properties":{"name":{"type":"string"},"description":{"type":"string"}},"required":["name","description"]}`
	desc := "Create a travel itinerary with flights and hotel bookings."
	srv := role.NewServer("trip-planner", []role.ServerTool{
		{Name: "search_flights", Description: "Search flights between two airports."},
		{Name: "create_itinerary", Description: desc, InputSchema: json.RawMessage(schema)},
	})
	items := areaLexicon["travel"].items
	for _, m := range decodeAll(t, schema, 40, Options{Seed: 11, RootObject: true, Topic: "create_itinerary", About: desc, Server: srv}) {
		name, text := m["name"].(string), m["description"].(string)
		k := -1
		for i, it := range items {
			if inPool(name, []string{it.title}) && inPool(text, []string{it.text}) {
				k = i
			}
		}
		if k < 0 {
			t.Errorf("name %q and description %q are not one trip", name, text)
			continue
		}
		for _, c := range cityNames {
			for _, d := range cityNames {
				if c != d && strings.Contains(name, c) && strings.Contains(text, d) && !strings.Contains(c, d) && !strings.Contains(d, c) {
					t.Errorf("name %q and description %q name two places", name, text)
				}
			}
		}
	}
}

// Tags of an area's things are the area's: a recipe is tagged
// "vegetarian" or "quick", never "bug" or "needs-review".
func TestAreaTags(t *testing.T) {
	schema := `{"type":"object","properties":{"title":{"type":"string"},"tags":{"type":"array","items":{"type":"string"},"minItems":1,"maxItems":3}},"required":["title","tags"]}`
	desc := "Save a recipe with its ingredients and tags to the cookbook."
	srv := role.NewServer("cookbook", []role.ServerTool{
		{Name: "search_recipes", Description: "Search recipes by ingredient or cuisine."},
		{Name: "save_recipe", Description: desc, InputSchema: json.RawMessage(schema)},
	})
	for _, m := range decodeAll(t, schema, 30, Options{Seed: 3, RootObject: true, Topic: "save_recipe", About: desc, Server: srv}) {
		for _, tag := range m["tags"].([]any) {
			if !inPool(tag.(string), areaLexicon["food"].tags) {
				t.Errorf("recipe tag %q is not a recipe's", tag)
			}
		}
	}
}
