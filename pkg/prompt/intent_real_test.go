package prompt

import "testing"

// The intent of tools nobody tuned on, read from their real definitions
// (the dev tool files of session 11 are hand-written; the others were
// captured from npm MCP servers: airtable-mcp-server 1.14.0,
// firecrawl-mcp 3.26.0, @zereight/mcp-gitlab 2.1.64, @kazuph/mcp-taskmanager
// 1.1.1): a verb and its object as a person says them, never a cut of the
// description ("create up", "a project associated", "the accounts the
// user has consented").
func TestIntentOfRealDescriptions(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ name, desc, verb, object string }{
		{"create_records", "Create up to 10 records in a table. Each record's fields object maps field names (or field IDs) to values.", "create", "records"},
		{"update_records", "Update up to 10 records in a table", "update", "records"},
		{"list_bases", "Lists all bases the API token has access to, with their IDs, names and permission levels.", "list", "all bases"},
		{"list_accounts", "List the accounts the user has consented to share, including account ID, IBAN, account type, currency and nickname.", "list", "the accounts"},
		{"linear_create_project", "Create a project associated with one or more teams.", "create", "a project"},
		{"get_payment_status", "Check the status of a payment initiated with create_transfer.", "check", "the status of a payment"},
		{"list_permissions", "Lists a file's or shared drive's permissions.", "list", "the permissions of a file"},
		{"categorize_spending", "Summarise outgoing spending by category (e.g. groceries, transport, dining, utilities, subscriptions) over a period.", "summarise", "outgoing spending"},
		{"manage_roles", "Add or remove a role from a guild member. The bot's highest role must be above the target role.", "add or remove", "a role"},
		{"get_air_quality", "Returns air quality index (AQI) and pollutant concentrations (PM2.5, PM10, O3, NO2, SO2, CO) in µg/m³ for given coordinates.", "get", "the air quality index"},
		{"firecrawl_interact_stop", "\nStop the live interact session associated with a `scrapeId` and release its resources.", "stop", "the live interact session"},
		{"approve_task_completion", "Once the assistant has marked a task as done using 'mark_task_done', the user must call this tool to approve that the task is complete.", "approve", "a task completion"},
		{"HassTurnOff", "Turns off/closes a device or entity", "turn off", "a device"},
		{"getCurrentUser", "", "get", "the current user"},
		{"get_list_users_playlists", "Get User's Playlists", "get", "a user's playlists"},
	} {
		in := toolIntent(c.name, "", c.desc)
		if in.Verb != c.verb || in.Object != c.object {
			t.Errorf("%s: intent %q + %q, want %q + %q", c.name, in.Verb, in.Object, c.verb, c.object)
		}
	}
}

// Of two verbs a description offers, the call's own argument picks the
// one asked for: an action enum ("Add or remove a role" with
// action=remove removes it, from the guild) or a flag named after one
// (pin=false unpins), and the argument is not said again ("with action
// remove"). Tools: the hand-written Discord tools file of session 11
// (manage_roles) and a Slack-like pin tool written for the test.
func TestEitherVerbPickedByArgument(t *testing.T) {
	t.Parallel()
	roles := `{"type":"object","properties":{"guildId":{"type":"string","pattern":"^[0-9]{17,20}$"},"userId":{"type":"string","pattern":"^[0-9]{17,20}$"},"roleId":{"type":"string","pattern":"^[0-9]{17,20}$"},"action":{"type":"string","enum":["add","remove"]},"reason":{"type":"string","maxLength":512,"description":"Shown in the audit log"}},"required":["guildId","userId","roleId","action"]}`
	desc := "Add or remove a role from a guild member. The bot's highest role must be above the target role."
	checkRequests(t, []requestCase{
		{"manage_roles", desc, roles, `{"guildId":"747692336348729148","userId":"388296037469032810","roleId":"438366140561035930","action":"remove"}`,
			[]string{"remove", "438366140561035930"}, []string{"add or remove", "action", "to guild", "adding"}},
		{"manage_roles", desc, roles, `{"guildId":"747692336348729148","userId":"388296037469032810","roleId":"438366140561035930","action":"add"}`,
			[]string{"add", "438366140561035930"}, []string{"or remov", "action"}},
		{"pin_message", "Pin or unpin a message in a channel.",
			`{"type":"object","properties":{"channel":{"type":"string","description":"Channel ID"},"message_id":{"type":"string","description":"Message ID"},"pin":{"type":"boolean"}},"required":["channel","message_id","pin"]}`,
			`{"channel":"C0AB12CD34","message_id":"1767518688.030805","pin":false}`, []string{"unpin", "1767518688.030805"}, []string{"pin or unpin", "don't pin"}},
	}, 40, 71)
}

// Requests built from real descriptions keep the object noun and drop
// the description's qualifiers: list_permissions names the permissions
// (never "file 874685's?"), create_records creates records (never
// "create up to table …"), a response language is "in English", not
// "into English". Tools: the hand-written gdrive, airtable and weather
// tool files of session 11.
func TestRealObjectsKept(t *testing.T) {
	t.Parallel()
	checkRequests(t, []requestCase{
		{"list_permissions", "Lists a file's or shared drive's permissions.",
			`{"type":"object","properties":{"fileId":{"type":"string"},"supportsAllDrives":{"type":"boolean","default":true}},"required":["fileId"]}`,
			`{"fileId":"874685"}`, []string{"permissions", "874685"}, []string{"874685's?", "874685's.", "shared drive"}},
		{"create_records", "Create up to 10 records in a table. Each record's fields object maps field names (or field IDs) to values.",
			`{"type":"object","properties":{"baseId":{"type":"string","pattern":"^app[A-Za-z0-9]{14}$"},"tableId":{"type":"string"},"records":{"type":"array","maxItems":10,"items":{"type":"object","properties":{"fields":{"type":"object"}},"required":["fields"]}}},"required":["baseId","tableId","records"]}`,
			`{"baseId":"appuwa7cGrsrik6TV","tableId":"tblOrders","records":[{"fields":{"Name":"Ana"}}]}`, []string{"records"}, []string{"up to", "create up", "update up"}},
		{"get_current_weather", "Get current weather conditions for a location. Provide either a city name or latitude/longitude coordinates.",
			`{"type":"object","properties":{"city":{"type":"string","description":"City name, optionally with country code, e.g. Paris,FR"},"lang":{"type":"string","enum":["en","de","fr","es"],"default":"en","description":"Language of the condition text"}}}`,
			`{"city":"Lisbon","lang":"de"}`, []string{"lisbon"}, []string{"into "}},
	}, 40, 73)
}
