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
		// captured servers (real/*.json of session 11)
		{"git_rebase", "Rebase commits onto another branch. Reapplies commits on top of another base tip for a cleaner history.", "rebase", "commits"},
		{"git_cherry_pick", "Cherry-pick commits from other branches. Apply specific commits to the current branch without merging entire branches.", "cherry-pick", "commits"},
		{"git_diff", "View differences between commits, branches, or working tree. Shows changes in unified diff format.", "view", "differences"},
		{"firecrawl_scrape", "\nScrape one URL and return its content: markdown by default, or HTML, links, screenshots, or JSON.", "scrape", "one URL"},
		{"firecrawl_map", "\nEnumerate URLs indexed under one website through Firecrawl without fetching each page's content.", "enumerate", "URLs"},
		{"firecrawl_search", "\nSearch web, news, or image sources and return ranked results with query-relevant highlights.", "search", "the web"},
		{"search_engine_batch", "Run multiple search queries simultaneously. Returns JSON for Google, Markdown for Bing/Yandex.", "run", "the search queries"},
		{"describe-index", "Describe the configuration of a Pinecone index, including\nits embedding model and the \"field map\".", "get", "the configuration of an index"},
		{"list_customers", "\nThis tool will fetch a list of Customers from Stripe.\n\nIt takes two arguments:\n- limit (int, optional)", "list", "customers"},
		{"search_stripe_documentation", "\nThis tool will take in a user question about integrating with Stripe in their application, then search and analyze the documentation.", "search", "stripe documentation"},
		{"create_group", "Create new group or subgroup. Use this for a new resource or action; choose the corresponding tool.", "create", "a new group"},
		{"search_issues", "Search for grouped issues/problems in Sentry - returns a LIST of issues, NOT counts or aggregations.", "search for", "grouped issues"},
		{"hubspot-batch-create-objects", "\n    🛡️ Guardrails:\n      1. Data Modification Warning: This tool modifies HubSpot data.", "create", "objects"},
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

// A description's place is said only when a person could say it: never a
// raw parameter or tool name ("by 'taskId'", "for a `firecrawl_agent` job
// ID"), words to the assistant ("after you've completed it") or what the
// object holds ("including staged"); "the current user" is the asker.
// Descriptions from the captured taskmanager, firecrawl, git and
// zereight-gitlab servers; GitHub's "in a GitHub repository" stays a place.
func TestIntentPlaceSayable(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ name, desc, extra string }{
		{"open_task_details", "Get details of a specific task by 'taskId'. This is for inspecting task information at any point.", ""},
		{"firecrawl_agent_status", "\nRetrieve progress or final results for a `firecrawl_agent` job ID. A `processing` response means it is still running.", ""},
		{"mark_task_done", "Mark a given task as done after you've completed it. Provide 'requestId' and 'taskId'.", "as done"},
		{"git_status", "Show the working tree status including staged, unstaged, and untracked files.", ""},
		{"list_todos", "List GitLab to-do items for the current user. Use this for a collection of resources.", "for me"},
		{"create_issue", "Create a new issue in a GitHub repository", "in a repository"},
	} {
		if in := toolIntent(c.name, "", c.desc); in.Extra != c.extra {
			t.Errorf("%s: place %q, want %q", c.name, in.Extra, c.extra)
		}
	}
}

// An enum argument whose values are all acts picks the request's verb
// whatever verb the description opens on: "Start, stop or reboot
// instances" with action=reboot reboots them (reboot is no verb the
// package lists; the description's list of verbs says it is one),
// "Manage tags: list all tags, create a new tag, delete a tag …" with
// mode=delete deletes a tag, and the argument is not said again ("with
// action reboot", "in delete mode"). An enum of non-acts (git_reset's
// mode=soft|mixed|hard|merge|keep, though merge is a verb) changes
// nothing. Tools: git_tag, git_remote and git_reset as captured from the
// git MCP server (real/git.json of session 11, schemas cut to what the
// test sets) and an instances tool written for the test.
func TestEnumValueIsTheVerb(t *testing.T) {
	t.Parallel()
	instances := `{"type":"object","properties":{"instance_ids":{"type":"array","items":{"type":"string","pattern":"^i-[0-9a-f]{17}$"},"description":"IDs of the instances, e.g. i-0abc123def4567890"},"action":{"type":"string","enum":["start","stop","reboot"],"description":"What to do with the instances."}},"required":["instance_ids","action"]}`
	tag := `{"type":"object","properties":{"path":{"default":".","type":"string"},"mode":{"default":"list","description":"The tag operation to perform.","type":"string","enum":["list","create","delete","verify"]},"tagName":{"description":"Tag name for create/delete operations.","type":"string"}}}`
	remote := `{"type":"object","properties":{"mode":{"default":"list","description":"The remote operation to perform.","type":"string","enum":["list","add","remove","rename","get-url","set-url"]}}}`
	reset := `{"type":"object","properties":{"mode":{"default":"mixed","description":"Reset mode: soft (keep changes staged), mixed (unstage changes), hard (discard all changes), merge (reset and merge), keep (reset but keep local changes).","type":"string","enum":["soft","mixed","hard","merge","keep"]},"target":{"description":"Target commit to reset to (default: HEAD).","type":"string"}}}`
	checkRequests(t, []requestCase{
		{"manage_instances", "Start, stop or reboot compute instances.", instances, `{"instance_ids":["i-0abc123def4567890"],"action":"reboot"}`,
			[]string{"reboot", "instance"}, []string{"start", "action", "stop"}},
		{"manage_instances", "Start, stop or reboot compute instances.", instances, `{"instance_ids":["i-0abc123def4567890"],"action":"stop"}`,
			[]string{"stop", "instance"}, []string{"start", "action", "reboot"}},
		{"git_tag", "Manage tags: list all tags, create a new tag, delete a tag, or verify a signed tag.", tag, `{"mode":"delete","tagName":"v1.2.0"}`,
			[]string{"delete", "v1.2.0"}, []string{"manag", "mode"}},
		{"git_remote", "Manage remote repositories: list remotes, add new remotes, remove remotes, rename remotes, or get/set remote URLs.", remote, `{"mode":"list"}`,
			[]string{"remote repositories"}, []string{"manag", "mode", "repositorieses"}},
		{"git_reset", "Reset current HEAD to specified state.", reset, `{"mode":"keep","target":"HEAD~2"}`,
			[]string{"reset", "keep"}, nil},
	}, 40, 73)
}

// A description that opens on a plural noun and a clause describing it
// ("Items a member currently has checked out") is no imperative "item a
// member …": the noun is what the tool returns.
func TestIntentNounBeforeClause(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ name, desc, notVerb string }{
		{"member_loans", "Items a member currently has checked out, with due dates.", "item"},
		{"account_holds", "Holds the account still has on it.", "hold"},
	} {
		if in := toolIntent(c.name, "", c.desc); in.Verb == c.notVerb {
			t.Errorf("%s: verb %q, object %q: the opening noun read as a verb", c.name, in.Verb, in.Object)
		}
	}
	// an imperative before a preposition stays one
	if in := toolIntent("reschedule_call", "", "Reschedule a call with the client."); in.Verb != "reschedule" {
		t.Errorf("reschedule_call: verb %q, want reschedule", in.Verb)
	}
}
