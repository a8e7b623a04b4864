package prompt

import (
	"regexp"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/tool"
)

// toolRecital matches a request that names the tool rather than what it
// does: "use the freeze card tool", "call this tool", "the PREFERRED MAP
// TOOL", "twilio messaging v1 …".
var toolRecital = regexp.MustCompile(`(?i)\b(?:the|this|a)\s+(?:[\w-]+\s+){0,7}tools?\b|\bcall this\b|messaging v1\b|\b(?:PREFERRED|MUST|ALWAYS|IMPORTANT)\b`)

// verbTwice matches a verb said again as its own object's first word
// ("set the set logging level", "get the clear CCXT cache").
var verbTwice = regexp.MustCompile(`(?i)\b(set|get|clear|create|list|update) (?:the|a|an) (?:set|get|clear|create|list|update)\b`)

// testdata/voice-tools.json holds real tools (from published
// MCP servers and a hand-written banking file) whose names and
// descriptions hide the act: a namespace before the verb
// ("TwilioMessagingV1--CreateAlphaSender"), instructions to the model
// before the act ("[IMPORTANT] If you need …", "Only call this tool if
// …", "PREFERRED MAP TOOL: …"), verbs the verb list lacked ("Temporarily
// freeze a card", "Clear CCXT cache"), a name verb the description
// repeats ("set-log-level": "Set logging level").
//
// TestRequestsNameTheActNotTheTool renders requests for tools whose act
// hides behind their names and descriptions and checks that none recites
// the tool ("use the … tool") or says its verb twice, and that each says
// the act the name or description gives.
func TestRequestsNameTheActNotTheTool(t *testing.T) {
	acts := map[string]string{"TwilioMessagingV1--CreateAlphaSender": "alpha sender", "TwilioMessagingV1--ListService": "services",
		"freeze_card": "freeze", "set-log-level": "the logging level", "map_matching_tool": "snap",
		"get_asset_upload_url": "upload url", "change_item_column_values": "column values", "render_map_tool": "render"}
	drawnRequests(t, "voice-tools.json", 7, 12, nil, func(tl tool.Tool, text string, _ map[string]any) {
		if m := toolRecital.FindString(text); m != "" {
			t.Errorf("%s: request names the tool (%q): %s", tl.Name, m, text)
		}
		if m := verbTwice.FindString(text); m != "" {
			t.Errorf("%s: verb said twice (%q): %s", tl.Name, m, text)
		}
		if a, ok := acts[tl.Name]; ok && !strings.Contains(strings.ToLower(text), a) && !strings.Contains(strings.ToLower(text), gerundPhrase(a)) {
			t.Errorf("%s: request lacks the act %q: %s", tl.Name, a, text)
		}
	})
}

// A person's last name finds a booking "under the name Wilson", and a
// first and a last name are one name ("for Fatima Park"), never said by
// the key's first word ("cancel a booking last "Wilson"", "first
// "Fatima" last "Park""): the hand-written airline and HR tool files.
func TestPersonNamePartsSaidAsAName(t *testing.T) {
	cases := []requestCase{
		{"cancel_booking", "Cancel a booking (all passengers, all segments). This cannot be undone.",
			`{"type":"object","properties":{"pnr":{"type":"string"},"last_name":{"type":"string"}},"required":["pnr","last_name"]}`,
			`{"pnr":"K7XQ2M","last_name":"Wilson"}`, []string{"K7XQ2M", "under", "Wilson"}, []string{`last "`, "last wilson", "a booking last"}},
		{"createEmployee", "Onboard a new hire. Creates the employee record.",
			`{"type":"object","properties":{"first_name":{"type":"string"},"last_name":{"type":"string"},"email":{"type":"string","format":"email"}},"required":["first_name","last_name","email"]}`,
			`{"first_name":"Fatima","last_name":"Park","email":"fpark@sablemedia.dev"}`, []string{"Fatima Park", "fpark@sablemedia.dev"},
			[]string{`first "`, `last "`, "under the name park"}},
	}
	checkRequests(t, cases, 30, 9)
}

// A name of the thing's group is said by the group ("in the Mobile
// group"), never as a second name of the thing ("with the name "Mobile"
// with the name "Due date"", "called "Data" called "Priority"": the
// published HubSpot server's create-property).
func TestOtherThingsNameSaidByTheThing(t *testing.T) {
	cases := []requestCase{
		{"hubspot-create-property", "Create a new property for HubSpot objects.",
			`{"type":"object","properties":{"name":{"type":"string","description":"The internal property name, which must be used when referencing the property via the API"},"groupName":{"type":"string","description":"The name of the property group the property belongs to"}},"required":["name","groupName"]}`,
			`{"name":"due_date","groupName":"Mobile"}`, []string{"due_date", "Mobile", "group"}, nil},
	}
	twice := regexp.MustCompile(`(?i)(called|named|with the name) "[^"]*",? (called|named|with the name) `)
	forRequests(t, cases, 30, 3, func(c requestCase, i int, text string) {
		if m := twice.FindString(text); m != "" {
			t.Errorf("%s: two names (%q): %s", c.name, m, text)
		}
	})
	checkRequests(t, cases, 30, 3)
}
