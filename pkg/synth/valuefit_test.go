package synth

import (
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/internal/testenv"
	"github.com/mcpgen/mcpgen/pkg/role"
)

// realTools reads a tools file of testdata/valuefit (tools copied from a
// real server) and returns its tools by name and the server they make.
func realTools(t *testing.T, file string) (map[string]role.ServerTool, *role.Server) {
	t.Helper()
	return toolsFile(t, filepath.Join("testdata", "valuefit", file))
}

// toolsFile reads the tools file at path and returns its tools by name and
// the server they make, named as generate names a file's server (its
// serverInfo, else the file's name).
func toolsFile(t *testing.T, path string) (map[string]role.ServerTool, *role.Server) {
	t.Helper()
	f, tools := testenv.DecodeTools[role.ServerTool](t, path)
	byName := map[string]role.ServerTool{}
	for _, tl := range tools {
		byName[tl.Name] = tl
	}
	name := f.ServerInfo
	if name == "" {
		name = strings.TrimSuffix(filepath.Base(path), ".json")
	}
	return byName, role.NewServer(name, tools)
}

// fileCalls returns n calls of one tool of the tools file at path, drawn
// with seed and the file's server read.
func fileCalls(t *testing.T, path, tool string, n int, seed int64) []map[string]any {
	t.Helper()
	tools, srv := toolsFile(t, path)
	tl, ok := tools[tool]
	if !ok {
		t.Fatalf("%s: no tool %s", path, tool)
	}
	return decodeAll(t, string(tl.InputSchema), n, Options{Seed: seed, RootObject: true, Topic: tl.Name, About: tl.Description, Server: srv})
}

// realValues returns the string values of one property (a JSON pointer
// below the arguments, "/*" for each item) of n calls of a real tool.
func realValues(t *testing.T, file, tool, ptr string, n int, seed int64) []string {
	t.Helper()
	tools, srv := realTools(t, file)
	tl, ok := tools[tool]
	if !ok {
		t.Fatalf("%s: no tool %s", file, tool)
	}
	var out []string
	for _, m := range decodeAll(t, string(tl.InputSchema), n, Options{Seed: seed, Key: file + "/" + tool, RootObject: true,
		Topic: tl.Name, About: tl.Description, Server: srv}) {
		out = append(out, pointed(m, strings.Split(strings.TrimPrefix(ptr, "/"), "/"))...)
	}
	return out
}

// pointed returns the strings at the path below v ("*" for every item).
func pointed(v any, path []string) []string {
	if len(path) == 0 {
		if s, ok := v.(string); ok {
			return []string{s}
		}
		return nil
	}
	var out []string
	switch x := v.(type) {
	case map[string]any:
		if c, ok := x[path[0]]; ok {
			out = append(out, pointed(c, path[1:])...)
		}
	case []any:
		if path[0] == "*" {
			for _, c := range x {
				out = append(out, pointed(c, path[1:])...)
			}
		}
	}
	return out
}

// A search the description says is matched against names ("Search for a
// label by name", "by name or email") is a name of that thing or a
// person's name, not a sentence of software work, a web search or the
// description's example of what a user asks ("find Carrie's user ID").
// Tools of @doist/todoist-mcp 11.0.0, copied into testdata.
func TestNameSearchesAreNames(t *testing.T) {
	t.Parallel()
	sentence := regexp.MustCompile(`[.!?]$|\b(the|and|with|how|to|is)\b`)
	for _, c := range []struct{ tool, ptr string }{
		{"find-labels", "/searchText"}, {"find-sections", "/searchText"}, {"find-filters", "/search"},
		{"find-projects", "/searchText"}, {"find-project-collaborators", "/searchTerm"},
	} {
		vs := realValues(t, "todoist.json", c.tool, c.ptr, 40, 77)
		if len(vs) < 5 {
			t.Fatalf("%s: only %d values of %s", c.tool, len(vs), c.ptr)
		}
		for _, v := range vs {
			if strings.Contains(v, "Carrie") || sentence.MatchString(v) || len(strings.Fields(v)) > 4 {
				t.Errorf("%s %s = %q: not a name", c.tool, c.ptr, v)
			}
		}
	}
}

// A search text is classified as a search (the words people type to find
// something), not as a message the request quotes.
func TestSearchTextIsAQuery(t *testing.T) {
	tools, _ := realTools(t, "todoist.json")
	tl := tools["find-sections"]
	for _, p := range role.ClassifyTool(role.ToolContext{Name: tl.Name, Description: tl.Description}, tl.InputSchema) {
		if p.Path == "/searchText" && p.Role.Kind != role.Query {
			t.Errorf("find-sections /searchText: role %s, want query", p.Role.Kind)
		}
	}
}

// A word nothing lists is never a random word ("his", "asian", "whisker"):
// a workflow state's type is a kind of state, a webhook's resource types
// are objects the server's tools act on, a position the description
// quotes ("top", "bottom") is one of those, and a "desc" is a
// description. Tools of @tacticlaunch/mcp-linear 1.4.3 and
// @delorenj/mcp-server-trello 1.8.1, copied into testdata.
func TestUnlistedWordsFitTheServer(t *testing.T) {
	t.Parallel()
	in := func(v string, pool ...string) bool {
		for _, p := range pool {
			if v == p {
				return true
			}
		}
		return false
	}
	for _, v := range realValues(t, "linear.json", "linear_createWorkflowState", "/type", 30, 77) {
		if !in(v, "backlog", "unstarted", "started", "completed", "canceled") {
			t.Errorf("workflow state type %q is no kind of state", v)
		}
	}
	things := []string{"Issue", "Comment", "Project", "Document", "Webhook", "Template", "Workflow", "State", "Update", "Release", "Note"}
	vs := realValues(t, "linear.json", "linear_createWebhook", "/resourceTypes/*", 40, 77)
	if len(vs) < 10 {
		t.Fatalf("only %d resource types", len(vs))
	}
	for _, v := range vs {
		if !in(v, things...) {
			t.Errorf("webhook resource type %q is none of the server's objects", v)
		}
	}
	for _, tool := range []string{"copy_checklist", "move_card"} {
		for _, v := range realValues(t, "trello.json", tool, "/pos", 30, 77) {
			if !in(v, "top", "bottom") && strings.Trim(v, "0123456789.") != "" {
				t.Errorf("%s pos %q: not top, bottom or a number", tool, v)
			}
		}
	}
	for _, v := range realValues(t, "trello.json", "create_board", "/desc", 30, 77) {
		if len(strings.Fields(v)) < 4 {
			t.Errorf("board desc %q is no description", v)
		}
	}
}

// Free text and names fit the server's domain: a Discord channel is
// deleted "Cleaning up old channels", not for a pull request; a category
// is "Announcements", not an office folder's "Meeting Notes"; a channel
// is "general"; a documentation search asks about the product's API, not
// in its store's product copy. Tools of mcp-discord 1.3.4 and
// @shopify/dev-mcp 1.16.0, copied into testdata.
func TestTextFitsTheServersDomain(t *testing.T) {
	t.Parallel()
	code := regexp.MustCompile(`(?i)pull request|release|reproduce|redesign|issue`)
	for _, tool := range []string{"discord_delete_channel", "discord_delete_category", "discord_create_category", "discord_delete_message"} {
		for _, v := range realValues(t, "discord.json", tool, "/reason", 30, 77) {
			if code.MatchString(v) {
				t.Errorf("%s reason %q is about software work", tool, v)
			}
		}
	}
	office := regexp.MustCompile(`(?i)meeting|contract|invoice|budget|tax|report|q3|onboarding|hiring|specs`)
	for _, c := range []struct{ tool, ptr string }{{"discord_create_category", "/name"}, {"discord_edit_category", "/name"}, {"discord_create_text_channel", "/channelName"}} {
		for _, v := range realValues(t, "discord.json", c.tool, c.ptr, 30, 77) {
			if office.MatchString(v) || strings.Contains(v, "_") {
				t.Errorf("%s %s %q is an office or machine name", c.tool, c.ptr, v)
			}
		}
	}
	vs := realValues(t, "shopify-dev.json", "search_docs_chunks", "/prompt", 30, 77)
	for _, v := range vs {
		if !strings.Contains(v, "Shopify") || strings.HasSuffix(v, ".") {
			t.Errorf("docs search %q is no question about Shopify's documentation", v)
		}
	}
}

// A write-up is of its kind: a project or initiative update reports
// progress and a release note lists changes, never a bug report or a
// shopping list. Tools of @tacticlaunch/mcp-linear 1.4.3.
func TestWriteUpsAreOfTheirKind(t *testing.T) {
	t.Parallel()
	bug := regexp.MustCompile(`(?i)\b(expected|fails|returns every|instead of|is slow|takes over)\b|eggs|oat milk`)
	for _, c := range []struct{ tool, ptr string }{{"linear_createProjectUpdate", "/body"}, {"linear_createReleaseNote", "/content"}} {
		vs := realValues(t, "linear.json", c.tool, c.ptr, 40, 77)
		if len(vs) < 5 {
			t.Fatalf("%s: only %d values", c.tool, len(vs))
		}
		for _, v := range vs {
			if bug.MatchString(v) {
				t.Errorf("%s %s %q is a bug report or a note, not an update", c.tool, c.ptr, v)
			}
		}
	}
}

// Names fit the field: a job title is a job (not an email subject), a
// location code shown as "LON", "NYC" is such a code (not JavaScript), a
// destination search names a place (not "cheap flights to Prague in
// May"). Hand-written tools of the development set, copied into testdata.
func TestNamesFitTheField(t *testing.T) {
	t.Parallel()
	for _, v := range realValues(t, "payroll_hr.json", "createEmployee", "/jobTitle", 30, 77) {
		if regexp.MustCompile(`(?i)interview|welcome|follow-up|outage|notes|offsite|invoice|1:1`).MatchString(v) {
			t.Errorf("job title %q is no job", v)
		}
	}
	for _, v := range realValues(t, "payroll_hr.json", "listEmployees", "/locationCode", 60, 77) {
		if !regexp.MustCompile(`^[A-Z][A-Z0-9-]{1,11}$`).MatchString(v) {
			t.Errorf("location code %q is no code like LON or NYC", v)
		}
	}
	for _, v := range realValues(t, "hotels.json", "search_destinations", "/query", 30, 77) {
		if regexp.MustCompile(`(?i)flights|hotels? (in|near|with)|cheap|trip|under \$`).MatchString(v) {
			t.Errorf("destination search %q is no place", v)
		}
	}
}

// Values of a kind the tool and its description show: a container's
// image is an image reference (not a PNG's URL) and its platform an
// os/arch pair (not "linux/5vi60"); an object's API name is one of the
// server's objects or the example's ("Contact"), not a person or a deal;
// a Kubernetes resource to explain is one the description shows, not
// "stars". Tools of mcp-server-kubernetes 4.1.7 and hand-written tools of
// the development set, copied into testdata.
func TestValuesOfTheToolsKind(t *testing.T) {
	t.Parallel()
	for _, v := range realValues(t, "docker.json", "run_container", "/image", 30, 77) {
		if strings.HasPrefix(v, "http") || regexp.MustCompile(`\.(png|jpe?g|svg)$`).MatchString(v) || !strings.Contains(v, ":") {
			t.Errorf("image %q is no image reference", v)
		}
	}
	for _, v := range realValues(t, "docker.json", "pull_image", "/platform", 40, 77) {
		if !regexp.MustCompile(`^linux/(amd64|arm64|arm/v7|386|ppc64le|s390x)$`).MatchString(v) {
			t.Errorf("platform %q is no os/arch", v)
		}
	}
	for _, tool := range []string{"salesforce_get_record", "salesforce_describe_object"} {
		for _, v := range realValues(t, "salesforce-crm.json", tool, "/objectName", 30, 77) {
			if strings.ContainsAny(v, " -") || v == "Record" || v == "Object" {
				t.Errorf("%s objectName %q is no object's API name", tool, v)
			}
		}
	}
	for _, v := range realValues(t, "kubernetes.json", "explain_resource", "/resource", 30, 77) {
		if !strings.HasPrefix(v, "pods") {
			t.Errorf("resource to explain %q is none the description shows", v)
		}
	}
}

// A card's labels fit the card: one titled as a piece of software work
// ("Update README setup steps for Node 20") is labelled as such work
// ("documentation"), one of everyday work ("Send Q3 invoices") as such
// ("follow-up"), never "travel" or "recipes". Tools of
// @delorenj/mcp-server-trello 1.8.1, copied into testdata.
func TestLabelsFitTheCard(t *testing.T) {
	t.Parallel()
	tools, srv := realTools(t, "trello.json")
	tl := tools["add_cards_to_list"]
	n := 0
	for _, m := range decodeAll(t, string(tl.InputSchema), 60, Options{Seed: 77, Key: "trello/add_cards_to_list", RootObject: true,
		Topic: tl.Name, About: tl.Description, Server: srv}) {
		cards, _ := m["cards"].([]any)
		for _, c := range cards {
			card, _ := c.(map[string]any)
			ls, _ := card["labels"].([]any)
			for _, l := range ls {
				n++
				if s, _ := l.(string); !slices.Contains(codeLabels, s) && !slices.Contains(kindNames["label"], s) {
					t.Errorf("card %q labelled %q", card["name"], s)
				}
			}
		}
	}
	if n < 5 {
		t.Fatalf("only %d labels", n)
	}
}

// Code a description says is a GraphQL operation is one, not a store's
// product copy. Tools of @shopify/dev-mcp 1.16.0, copied into testdata.
func TestGraphQLCodeIsAnOperation(t *testing.T) {
	t.Parallel()
	vs := realValues(t, "shopify-dev.json", "validate", "/code/*/content", 30, 77)
	if len(vs) < 5 {
		t.Fatalf("only %d code blocks", len(vs))
	}
	for _, v := range vs {
		if !regexp.MustCompile(`^(query|mutation)\b.*\{`).MatchString(v) {
			t.Errorf("code %q is no GraphQL operation", v)
		}
	}
}

// Tags a description shows ("e.g. tech, security") stand for the tags of
// a server whose words name no piece of work: a news feed is tagged
// "tech" or, as news is, "economy", not "q1-planning" or "tech-debt". Hand-written tools of
// the development set, copied into testdata.
func TestTagsOfTheDescriptionsKind(t *testing.T) {
	t.Parallel()
	tools, _ := realTools(t, "news-youtube.json")
	tl := tools["subscribe_feed"]
	var vs []string
	// (the tool read alone: its own words name no area)
	for _, m := range decodeAll(t, string(tl.InputSchema), 40, Options{Seed: 77, Key: "news/subscribe_feed", RootObject: true,
		Topic: tl.Name, About: tl.Description}) {
		vs = append(vs, pointed(m, []string{"tags", "*"})...)
	}
	if len(vs) < 5 {
		t.Fatalf("only %d tags", len(vs))
	}
	fit := append([]string{"tech", "security"}, areaLexicon["news"].tags...)
	for _, v := range vs {
		if !slices.Contains(fit, v) {
			t.Errorf("feed tag %q is none of the description's or the news area's kind", v)
		}
	}
}
