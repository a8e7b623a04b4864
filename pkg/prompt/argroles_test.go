package prompt

import (
	"encoding/json"
	"testing"
)

// roleArgCases are tools of the hand-written dev tool files (linear,
// discord, gdrive; written as their servers document them) whose arguments
// a person says by the part they play: the comment a reply answers, the
// user a comment is posted as, the teams a project is for, the first N,
// the message a page of messages starts before, the folder a new one goes
// in, a colour.
var roleArgCases = []requestCase{
	{name: "linear_add_comment", desc: "Adds a comment to an existing issue. Body is Markdown. You can @mention users with their display name.",
		schema: `{"type":"object","properties":{"issueId":{"type":"string","description":"Issue identifier (e.g. ENG-123) or UUID"},"body":{"type":"string","minLength":1,"description":"Comment text in Markdown"},"parentId":{"type":"string","format":"uuid","description":"Reply to an existing comment thread"},"createAsUser":{"type":"string"},"displayIconUrl":{"type":"string","format":"uri"}},"required":["issueId","body"]}`,
		args:   `{"issueId":"ENG-510","body":"Can we also show a clearer message when a link has expired?","parentId":"6abce2f5-2fba-49e2-848a-ab0aaea05115","createAsUser":"emma-novak"}`,
		want:   []string{"ENG-510", "6abce2f5-2fba-49e2-848a-ab0aaea05115", "emma-novak", "comment 6abce2f5"},
		never:  []string{"to parent", "on parent", "about emma-novak", "for emma-novak"}},
	{name: "linear_create_project", desc: "Create a project associated with one or more teams.",
		schema: `{"type":"object","properties":{"name":{"type":"string","maxLength":80},"teamIds":{"type":"array","items":{"type":"string","format":"uuid"},"minItems":1},"leadId":{"type":"string","format":"uuid"}},"required":["name","teamIds"]}`,
		args:   `{"name":"Checkout revamp","teamIds":["7eb2d923-3155-45b4-803c-76db4494821d","4d296ffd-d3e4-43d4-8468-0540a148b64f"],"leadId":"5264e3e7-629d-41db-bf1d-ee4b2ef241a1"}`,
		want:   []string{"teams 7eb2d923-3155-45b4-803c-76db4494821d and 4d296ffd-d3e4-43d4-8468-0540a148b64f", "led by 5264e3e7-629d-41db-bf1d-ee4b2ef241a1"},
		never:  []string{"with ids", "ids 7eb2", "on lead", "to lead"}},
	{name: "linear_list_cycles", desc: "List cycles for a team.",
		schema: `{"type":"object","properties":{"teamId":{"type":"string","format":"uuid"},"first":{"type":"integer","minimum":1,"maximum":100,"default":50}},"required":["teamId"]}`,
		args:   `{"teamId":"2e66f785-6968-47ec-8a34-78a5ab4002ea","first":89}`,
		want:   []string{"2e66f785-6968-47ec-8a34-78a5ab4002ea", "89"},
		never:  []string{"for the first", "with first", "first 89 for"}},
	{name: "read_messages", desc: "Read recent messages from a channel, newest first. Use before/after with a message ID to paginate.",
		schema: `{"type":"object","properties":{"channelId":{"type":"string","pattern":"^[0-9]{17,20}$"},"before":{"type":"string","pattern":"^[0-9]{17,20}$","description":"Get messages before this message ID"}},"required":["channelId"]}`,
		args:   `{"channelId":"1098765432109876543","before":"1098765432109870001"}`,
		want:   []string{"before message 1098765432109870001"},
		never:  []string{"by 1098765432109870001"}},
	{name: "create_folder", desc: "Create a new folder. If parentId is omitted the folder is created in the root of My Drive.",
		schema: `{"type":"object","properties":{"name":{"type":"string","minLength":1},"parentId":{"type":"string","description":"ID of the parent folder, or 'root'"},"folderColorRgb":{"type":"string","pattern":"^#[0-9a-fA-F]{6}$"}},"required":["name"]}`,
		args:   `{"name":"Q3 invoices","parentId":"1BxiMVs0XRA5nFMdKvBdBZjgmUUqpt","folderColorRgb":"#6e74dd"}`,
		want:   []string{"folder 1BxiMVs0XRA5nFMdKvBdBZjgmUUqpt", "#6e74dd", "Q3 invoices"},
		never:  []string{"on parent", "to parent", "color rgb", "make folder 1Bxi", "create folder 1Bxi"}},
	{name: "share_file", desc: "Share a file or folder with a user, group, domain or anyone with the link.",
		schema: `{"type":"object","properties":{"fileId":{"type":"string"},"role":{"type":"string","enum":["owner","organizer","fileOrganizer","writer","commenter","reader"],"description":"Permission role to grant"},"domain":{"type":"string","description":"e.g. example.com"}},"required":["fileId","role"]}`,
		args:   `{"fileId":"1BxiMVs0XRA5nFMdKvBdBZjgmUUqpt","role":"commenter","domain":"quartzlegal.co"}`,
		want:   []string{"1BxiMVs0XRA5nFMdKvBdBZjgmUUqpt", "commenter", "quartzlegal.co"},
		never:  []string{"domain \"quartzlegal.co\"", "commenter role"}},
}

// Arguments are said by the part they play in the call (roleArgCases).
func TestArgumentsSaidByTheirPart(t *testing.T) {
	checkRequests(t, roleArgCases, 30, 31)
}

// An option's machine id (a cycle's UUID beside a new Linear issue's team
// and title) is left out of most calls, a pagination cursor described as
// one ("from a previous response's pageInfo.endCursor") out of all, and a
// sort whose description only names a cursor method stays.
func TestOptionalMachineIDsMostlyUnsaid(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	schema := `{"type":"object","properties":{"teamId":{"type":"string","format":"uuid"},"title":{"type":"string"},"cycleId":{"type":"string","format":"uuid"},"after":{"type":"string","description":"Pagination cursor from a previous response's pageInfo.endCursor"},"sort":{"type":"object","description":"A document, describing the sort order, matching the syntax of the sort argument of cursor.sort()"}},"required":["teamId","title"]}`
	b, err := set.For(ToolInfo{Name: "linear_create_issue", Description: "Creates a new Linear issue in the given team.", InputSchema: json.RawMessage(schema)})
	if err != nil {
		t.Fatal(err)
	}
	args, err := DecodeArgs(json.RawMessage(`{"teamId":"d23769f1-a3fb-42ed-97f2-d50dd00a9f0a","title":"Release checklist","cycleId":"2953501d-f936-4ecf-9814-ab0fa15a60b5","after":"951cbb8c-26ed-442c-af7b-9198a2892759","sort":{"created":-1}}`))
	if err != nil {
		t.Fatal(err)
	}
	dropped := map[string]int{}
	for key := uint64(0); key < 64; key++ {
		for _, n := range b.Unsaid(args, key*0x9e3779b97f4a7c15) {
			dropped[n]++
		}
	}
	if dropped["cycleId"] < 48 || dropped["cycleId"] == 64 {
		t.Errorf("cycleId left out of %d calls in 64, want most but not all", dropped["cycleId"])
	}
	if dropped["after"] != 64 || dropped["teamId"] != 0 || dropped["title"] != 0 {
		t.Errorf("left out %v: want the cursor always, never what is required", dropped)
	}
	if dropped["sort"] > 32 {
		t.Errorf("sort left out of %d calls in 64: a cursor.sort() syntax is no paging", dropped["sort"])
	}
}

// A list of flat filter conditions (a CRM search tool written for the
// test, shaped like HubSpot's: propertyName, operator, value) is said as a
// person says a filter, never by its member names ("filters: operator
// "EQ" and property name …").
func TestFlatFiltersSaidAsConditions(t *testing.T) {
	cases := []requestCase{{name: "search_deals", desc: "Search deals with filters.",
		schema: `{"type":"object","properties":{"filters":{"type":"array","items":{"type":"object","properties":{"propertyName":{"type":"string"},"operator":{"type":"string","enum":["EQ","NEQ","GT","LT","CONTAINS_TOKEN"]},"value":{"type":"string"}},"required":["propertyName","operator"]}}},"required":["filters"]}`,
		args:   `{"filters":[{"propertyName":"dealstage","operator":"EQ","value":"closedwon"},{"propertyName":"amount","operator":"GT","value":"5000"}]}`,
		want:   []string{"dealstage is \"closedwon\"", "amount over", "5000"},
		never:  []string{"operator", "property name", "propertyName"}}}
	checkRequests(t, cases, 20, 41)
}
