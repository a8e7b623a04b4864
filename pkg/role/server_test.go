package role

import (
	"encoding/json"
	"strings"
	"testing"
)

// Tools of the hand-written tools files of the data11 development set (discord.json,
// gdrive.json and airtable.json, cut to the parameters read here), and of
// the captured Slack server (testdata/mcp-servers/slack.json).
var (
	discordTools = []ServerTool{
		{Name: "send_message", Description: "Send a message to a Discord text channel.", InputSchema: json.RawMessage(`{"type":"object","properties":{
			"channelId":{"type":"string","pattern":"^[0-9]{17,20}$","description":"Channel snowflake ID, e.g. 1098765432109876543"},
			"replyToMessageId":{"type":"string","pattern":"^[0-9]{17,20}$","description":"Message ID to reply to"}}}`)},
		{Name: "add_reaction", Description: "Add a reaction to a message. Use a unicode emoji (e.g. 👍) or a custom emoji in name:id format (e.g. party_blob:448236734127734784).",
			InputSchema: json.RawMessage(`{"type":"object","properties":{"channelId":{"type":"string"},"messageId":{"type":"string"},"emoji":{"type":"string"}}}`)},
		{Name: "list_guild_members", Description: "List members of a server (guild).", InputSchema: json.RawMessage(`{"type":"object","properties":{
			"guildId":{"type":"string","pattern":"^[0-9]{17,20}$","description":"Server snowflake ID"},
			"after":{"type":"string","description":"Highest user ID in the previous page"}}}`)},
		{Name: "list_channels", Description: "List all channels in a guild", InputSchema: json.RawMessage(`{"type":"object","properties":{"guildId":{"type":"string"}}}`)},
	}
	driveTools = []ServerTool{
		{Name: "get_file", Description: "Get file metadata by ID.", InputSchema: json.RawMessage(`{"type":"object","properties":{
			"fileId":{"type":"string","pattern":"^[A-Za-z0-9_-]{10,}$","description":"Drive file ID, e.g. 1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms"}}}`)},
		{Name: "read_file", InputSchema: json.RawMessage(`{"type":"object","properties":{"fileId":{"type":"string","description":"ID of the file to read"}}}`)},
		{Name: "share_file", InputSchema: json.RawMessage(`{"type":"object","properties":{"fileId":{"type":"string"}}}`)},
		{Name: "create_folder", InputSchema: json.RawMessage(`{"type":"object","properties":{"parentId":{"type":"string","description":"ID of the parent folder, or 'root'"}}}`)},
		{Name: "delete_permission", InputSchema: json.RawMessage(`{"type":"object","properties":{"fileId":{"type":"string"},"permissionId":{"type":"string","description":"e.g. 05712394621880294617 or anyoneWithLink"}}}`)},
	}
	airtableTools = []ServerTool{
		{Name: "describe_table", InputSchema: json.RawMessage(`{"type":"object","properties":{
			"baseId":{"type":"string","pattern":"^app[A-Za-z0-9]{14}$","description":"Base ID, e.g. appXXXXXXXXXXXXXX"},
			"tableId":{"type":"string","description":"Table ID (tblXXXXXXXXXXXXXX) or table name"}}}`)},
		{Name: "get_record", InputSchema: json.RawMessage(`{"type":"object","properties":{"baseId":{"type":"string"},"tableId":{"type":"string"},
			"recordId":{"type":"string","pattern":"^rec[A-Za-z0-9]{14}$"}}}`)},
	}
	slackTools = []ServerTool{
		{Name: "slack_post_message", Description: "Post a new message to a Slack channel", InputSchema: json.RawMessage(`{"type":"object","properties":{
			"channel_id":{"type":"string","description":"The ID of the channel to post to"},"text":{"type":"string"}}}`)},
		{Name: "slack_get_user_profile", Description: "Get detailed profile information for a specific user", InputSchema: json.RawMessage(`{"type":"object","properties":{
			"user_id":{"type":"string","description":"The ID of the user"}}}`)},
	}
)

// roleIn classifies parameter param of tool (by name) of tools, read with
// the server they make.
func roleIn(t *testing.T, tools []ServerTool, tool, param string) Role {
	t.Helper()
	srv := NewServer("", tools)
	for _, tl := range tools {
		if tl.Name != tool {
			continue
		}
		for _, p := range ClassifyTool(ToolContext{Name: tl.Name, Description: tl.Description, Server: srv}, tl.InputSchema) {
			if p.Name == param {
				return p.Role
			}
		}
	}
	t.Fatalf("no parameter %s of %s", param, tool)
	return Role{}
}

func TestServerIDConventions(t *testing.T) {
	for _, c := range []struct {
		tools       []ServerTool
		tool, param string
		want        IDConvention
		example     string // an example the role must carry ("" none needed)
	}{
		// said once (snowflake, e.g. 1098…) and followed everywhere: not
		// Slack's "C0…" nor a message timestamp
		{discordTools, "add_reaction", "channelId", IDSnowflake, ""},
		{discordTools, "add_reaction", "messageId", IDSnowflake, ""},
		{discordTools, "list_channels", "guildId", IDSnowflake, ""},
		{discordTools, "list_guild_members", "after", IDSnowflake, ""},
		// a bare fileId borrows its namesake's example; a folder id the
		// shape the server's ids share
		{driveTools, "share_file", "fileId", IDPrefixed, "1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms"},
		{driveTools, "create_folder", "parentId", IDPrefixed, "1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms"},
		// typed prefixes stay with their own entity
		{airtableTools, "get_record", "tableId", IDPrefixed, "tblXXXXXXXXXXXXXX"},
		{airtableTools, "get_record", "baseId", IDPrefixed, "appXXXXXXXXXXXXXX"},
		// Slack-style ids only on a server that names Slack
		{slackTools, "slack_post_message", "channel_id", IDSlack, ""},
		{slackTools, "slack_get_user_profile", "user_id", IDSlack, ""},
	} {
		r := roleIn(t, c.tools, c.tool, c.param)
		if r.ID != c.want {
			t.Errorf("%s.%s: id %q, want %q (%s)", c.tool, c.param, r.ID, c.want, r.Why)
		}
		if c.example != "" && !strings.Contains(strings.Join(r.Examples, " "), c.example) {
			t.Errorf("%s.%s: examples %q, want %s", c.tool, c.param, r.Examples, c.example)
		}
		if r.Kind == MessageTS {
			t.Errorf("%s.%s: a Slack message timestamp on a server that never names Slack", c.tool, c.param)
		}
	}
	// the airtable prefixes (app, tbl, rec) name different things: no
	// family of the server spreads to its other ids
	if s := NewServer("", airtableTools); s.family != "" {
		t.Errorf("airtable family %q from typed prefixes", s.family)
	}
}

func TestIDFamiliesByName(t *testing.T) {
	for _, c := range []struct {
		name, schema string
		want         IDConvention
	}{
		{"objectId", `{"type":"string","description":"The document's ObjectId (24-character hex string)"}`, IDObjectID},
		{"id", `{"type":"string","pattern":"^[a-f0-9]{24}$"}`, IDObjectID},
		{"issueKey", `{"type":"string","description":"The Jira issue key"}`, IDKey},
		{"issue_key", `{"type":"string","description":"Issue key, e.g. PROJ-123"}`, IDKey},
		{"subscription", `{"type":"string","description":"ID of the subscription to cancel"}`, IDOpaque},
	} {
		r := Classify(ToolContext{Name: "t"}, ParamContext{Name: c.name, Schema: json.RawMessage(c.schema)})
		if r.Kind != ID || r.ID != c.want {
			t.Errorf("%s %s: %s(%s), want id(%s) (%s)", c.name, c.schema, r.Kind, r.ID, c.want, r.Why)
		}
	}
}
