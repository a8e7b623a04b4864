package role

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/internal/testenv"
)

// idsServer reads a tools file of testdata/tools-ids (real tool lists cut
// to a few tools) as the tools of one server named by its serverInfo.
func idsServer(t *testing.T, file string) (string, []ServerTool) {
	t.Helper()
	f, tools := testenv.DecodeTools[ServerTool](t, filepath.Join("..", "..", "testdata", "tools-ids", file))
	return f.ServerInfo, tools
}

// idRole classifies parameter param of tool in the tools of a server
// named name.
func idRole(t *testing.T, name string, tools []ServerTool, tool, param string) Role {
	t.Helper()
	srv := NewServer(name, tools)
	for _, tl := range tools {
		if tl.Name != tool {
			continue
		}
		for _, p := range ClassifyTool(ToolContext{Name: tl.Name, Description: tl.Description, Server: srv}, tl.InputSchema) {
			if p.Path == "/"+param || p.Path == "/"+param+"/*" || p.Name == param && p.Path[len(p.Path)-len(param):] == param {
				return p.Role
			}
		}
	}
	t.Fatalf("no parameter %s of %s", param, tool)
	return Role{}
}

// TestPlatformIDConventions: an id its parameter says nothing about takes
// the shape of its platform's ids, read from the words naming the
// platform (not the server's own name alone: the files' serverInfo names
// are "MCP-Discord", "trello-server", "Figma MCP", "asana-mcp", "linear",
// and the tools' descriptions name Discord, Trello, Figma, Asana, Linear);
// an issue key stays an issue's.
func TestPlatformIDConventions(t *testing.T) {
	for _, c := range []struct {
		file, tool, param string
		kind              Kind
		want              IDConvention
		pattern           string
	}{
		{"discord.json", "discord_create_category", "guildId", ID, IDSnowflake, ""},
		{"discord.json", "discord_add_reaction", "messageId", ID, IDSnowflake, ""},
		{"discord.json", "discord_send", "channelId", Channel, IDSnowflake, ""},
		{"discord.json", "discord_delete_webhook", "webhookId", ID, IDSnowflake, ""},
		{"trello.json", "get_card", "cardId", ID, IDObjectID, ""},
		{"trello.json", "assign_member_to_card", "memberId", Username, IDObjectID, ""},
		{"asana.json", "asana_get_task", "task_id", ID, IDPrefixed, `^12[01][0-9]{13}$`},
		// named an id by the description only: "Parent task GID",
		// "Task GID to insert after" (no date: "after" is no time)
		{"asana.json", "asana_create_task", "parent", ID, IDPrefixed, `^12[01][0-9]{13}$`},
		{"asana.json", "asana_add_task_to_section", "insert_after", ID, IDPrefixed, `^12[01][0-9]{13}$`},
		// a file key is the id in the file's URL, not a cache key
		{"figma.json", "get_file", "fileKey", ID, IDPrefixed, `^[A-Za-z0-9]{22}$`},
		{"figma.json", "get_team_components", "team_id", ID, IDPrefixed, `^1[0-9]{18}$`},
		{"figma.json", "post_comment", "client_meta/node_id", ID, IDPrefixed, `^[1-9][0-9]{0,3}:[1-9][0-9]{0,4}$`},
		// Linear: an issue id keeps its "ABC-123" example; a release, a
		// cycle, a project, a user are uuids, not issue keys
		{"linear.json", "linear_addIssueLabel", "issueId", ID, IDKey, ""},
		{"linear.json", "linear_archiveRelease", "releaseId", ID, IDUUID, ""},
		{"linear.json", "linear_getCycleById", "id", ID, IDUUID, ""},
		{"linear.json", "linear_addIssueToProject", "projectId", ID, IDUUID, ""},
		{"linear.json", "linear_archiveReleasePipeline", "pipelineId", ID, IDUUID, ""},
		{"linear.json", "linear_addProjectMember", "userId", Username, IDUUID, ""},
	} {
		name, tools := idsServer(t, c.file)
		r := idRole(t, name, tools, c.tool, c.param)
		if r.Kind != c.kind || r.ID != c.want || r.Pattern != c.pattern {
			t.Errorf("%s %s.%s: %s (%s) pattern %q, want %s (%s) pattern %q (%s)", c.file, c.tool, c.param, r.Kind, r.ID, r.Pattern, c.kind, c.want, c.pattern, r.Why)
		}
	}
}

// TestIssueKeyStaysWithIssues: a server whose issue ids are stated as
// "ENG-123" does not lend that form to its other ids, and a key that is
// not an issue's is no issue key.
func TestIssueKeyStaysWithIssues(t *testing.T) {
	tools := []ServerTool{
		{Name: "get_issue", InputSchema: json.RawMessage(`{"type":"object","properties":{"issueId":{"type":"string","description":"Issue identifier, e.g. ENG-123"}}}`)},
		{Name: "comment", InputSchema: json.RawMessage(`{"type":"object","properties":{"issueId":{"type":"string","description":"The issue key, e.g. ENG-42"}}}`)},
		{Name: "get_release", InputSchema: json.RawMessage(`{"type":"object","properties":{"releaseId":{"type":"string","description":"ID of the release"}}}`)},
		{Name: "get_doc", InputSchema: json.RawMessage(`{"type":"object","properties":{"docKey":{"type":"string"}}}`)},
	}
	if r := idRole(t, "tracker", tools, "get_release", "releaseId"); r.ID == IDKey {
		t.Errorf("releaseId: %s (%s), want no issue key", r.ID, r.Why)
	}
	if r := idRole(t, "tracker", tools, "get_doc", "docKey"); r.Kind != ID || r.ID == IDKey {
		t.Errorf("docKey: %s (%s) %s, want an id and no issue key", r.Kind, r.ID, r.Why)
	}
	if r := idRole(t, "tracker", tools, "get_issue", "issueId"); r.ID != IDKey {
		t.Errorf("issueId: %s (%s), want an issue key", r.ID, r.Why)
	}
}

// TestPlatformNamedAsAWord: a platform is named by its proper name, not
// by the common word ("linear interpolation"), and a parameter that
// names another platform ("Linked Slack channel ID") is that one's.
func TestPlatformNamedAsAWord(t *testing.T) {
	tools := []ServerTool{
		{Name: "fit", Description: "Fit a linear model to the series.", InputSchema: json.RawMessage(`{"type":"object","properties":{"seriesId":{"type":"string"}}}`)},
		{Name: "plot", Description: "Plot a linear trend line.", InputSchema: json.RawMessage(`{"type":"object","properties":{"seriesId":{"type":"string"}}}`)},
	}
	if r := idRole(t, "stats", tools, "fit", "seriesId"); r.ID == IDUUID || r.ID == IDKey {
		t.Errorf("seriesId: %s (%s): 'linear' the word names no platform", r.ID, r.Why)
	}
	name, lin := idsServer(t, "linear.json")
	lin = append(lin, ServerTool{Name: "linear_createCustomer", Description: "Create a new customer in Linear", InputSchema: json.RawMessage(`{"type":"object","properties":{"slackChannelId":{"type":"string","description":"Linked Slack channel ID"}}}`)})
	if r := idRole(t, name, lin, "linear_createCustomer", "slackChannelId"); r.ID == IDUUID {
		t.Errorf("slackChannelId: %s (%s), want a Slack channel's id, not Linear's", r.ID, r.Why)
	}
}

// TestUnstatedIDsFollowServerUUIDs: an id nothing states the shape of is
// a uuid on a server whose stated ids are uuids, even when typed ids of
// one entity ("u_1042") keep uuids from two thirds of the stated ids.
func TestUnstatedIDsFollowServerUUIDs(t *testing.T) {
	tools := []ServerTool{
		{Name: "get_page", InputSchema: json.RawMessage(`{"type":"object","properties":{"pageId":{"type":"string","format":"uuid"}}}`)},
		{Name: "get_block", InputSchema: json.RawMessage(`{"type":"object","properties":{"blockId":{"type":"string","description":"UUID of the block"}}}`)},
		{Name: "get_user", InputSchema: json.RawMessage(`{"type":"object","properties":{"userId":{"type":"string","description":"User ID, e.g. u_1042"}}}`)},
		{Name: "list_user_pages", InputSchema: json.RawMessage(`{"type":"object","properties":{"ownerId":{"type":"string","description":"Owner's user ID, e.g. u_77"}}}`)},
		{Name: "get_comment", InputSchema: json.RawMessage(`{"type":"object","properties":{"commentId":{"type":"string"}}}`)},
	}
	if r := idRole(t, "wiki", tools, "get_comment", "commentId"); r.ID != IDUUID {
		t.Errorf("commentId: %s (%s), want uuid", r.ID, r.Why)
	}
}

// TestNamesakeWordsStateUUID: an id whose namesake's words say uuid
// ("Optional existing conversation UUID") is a uuid where its own words
// only say where it comes from. Descriptions of the npm MCP server
// shopify-dev-mcp 1.16.0, cut to the parameter read here.
func TestNamesakeWordsStateUUID(t *testing.T) {
	tools := []ServerTool{
		{Name: "feedback", InputSchema: json.RawMessage(`{"type":"object","properties":{"conversationId":{"type":"string","description":"🔗 REQUIRED: conversationId from learn_shopify_api tool. Call learn_shopify_api first if you don't have this."}}}`)},
		{Name: "learn_shopify_api", InputSchema: json.RawMessage(`{"type":"object","properties":{"conversationId":{"type":"string","description":"Optional existing conversation UUID. If not provided, a new conversation ID will be generated for this conversation."}}}`)},
		{Name: "validate", InputSchema: json.RawMessage(`{"type":"object","properties":{"conversationId":{"type":"string","description":"🔗 REQUIRED: conversationId from learn_shopify_api tool. Call learn_shopify_api first if you don't have this."}}}`)},
	}
	for _, tl := range []string{"feedback", "validate"} {
		if r := idRole(t, "shopify-dev-mcp", tools, tl, "conversationId"); r.ID != IDUUID {
			t.Errorf("%s.conversationId: %s (%s), want uuid", tl, r.ID, r.Why)
		}
	}
}

// TestPlatformRecordIDs: a Xero record's id is a GUID and a Contentful
// entry's 22 letters and digits, its content type's a camel-case name,
// where the tool says nothing of their shape; a payment "reference" the
// description calls an identifier stays the user's text.
func TestPlatformRecordIDs(t *testing.T) {
	xero := []ServerTool{
		{Name: "revert-timesheet", Description: "Revert a payroll timesheet to draft in Xero by its ID.",
			InputSchema: json.RawMessage(`{"type":"object","properties":{"timesheetID":{"type":"string","description":"The ID of the timesheet to revert."}}}`)},
		{Name: "update-tracking-category", Description: "Updates an existing tracking category in Xero.",
			InputSchema: json.RawMessage(`{"type":"object","properties":{"trackingCategoryId":{"type":"string"}}}`)},
		{Name: "create-payment", Description: "Create a payment against an invoice in Xero.",
			InputSchema: json.RawMessage(`{"type":"object","properties":{"reference":{"type":"string","description":"Optional payment reference/description"}}}`)},
	}
	for _, c := range []struct{ tool, param string }{{"revert-timesheet", "timesheetID"}, {"update-tracking-category", "trackingCategoryId"}} {
		if r := idRole(t, "xero-mcp", xero, c.tool, c.param); r.ID != IDUUID {
			t.Errorf("%s.%s: %s (%s), want a uuid", c.tool, c.param, r.ID, r.Why)
		}
	}
	if r := idRole(t, "xero-mcp", xero, "create-payment", "reference"); r.ID == IDUUID {
		t.Errorf("reference: %s (%s), want no platform id", r.ID, r.Why)
	}
	cms := []ServerTool{
		{Name: "get_asset", Description: "Retrieve an asset", InputSchema: json.RawMessage(`{"type":"object","properties":{"assetId":{"type":"string"}}}`)},
		{Name: "delete_content_type", Description: "Delete a content type", InputSchema: json.RawMessage(`{"type":"object","properties":{"contentTypeId":{"type":"string"}}}`)},
	}
	if r := idRole(t, "contentful-mcp", cms, "get_asset", "assetId"); r.ID != IDPrefixed || r.Pattern != `^[1-7][A-Za-z0-9]{21}$` {
		t.Errorf("assetId: %s %q (%s), want 22 letters and digits", r.ID, r.Pattern, r.Why)
	}
	if r := idRole(t, "contentful-mcp", cms, "delete_content_type", "contentTypeId"); r.ID != IDPrefixed || !strings.Contains(r.Pattern, "blogPost") {
		t.Errorf("contentTypeId: %s %q (%s), want a camel-case name", r.ID, r.Pattern, r.Why)
	}
}
