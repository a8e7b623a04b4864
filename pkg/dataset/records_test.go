package dataset

import (
	"encoding/json"
)

// Fixtures: the running example of docs/formats.md (get_forecast) plus a
// distractor, in every record shape the generator produces.

var forecastTool = ToolDef{
	Name:        "get_forecast",
	Description: "Daily forecast for a city",
	Parameters:  json.RawMessage(`{"type":"object","properties":{"city":{"type":"string","description":"City name"},"days":{"type":"integer","minimum":1,"maximum":7,"default":1}},"required":["city"]}`),
	Server:      "weather",
	MCPName:     "get_forecast",
}

var timeTool = ToolDef{
	Name:        "current_time",
	Description: "",
	Parameters:  json.RawMessage(`{}`), // no arguments: formats must still write type+properties
	Server:      "clock",
	MCPName:     "current.time",
}

var listTool = ToolDef{
	Name:        "list_files",
	Description: "List files in a folder",
	Parameters:  json.RawMessage(`{"type":"object","properties":{"path":{"type":"string"},"tags":{"type":["array","null"],"items":{"type":"string"}},"mode":{"enum":["short","long"]}},"required":["path"],"additionalProperties":false}`),
}

var readTool = ToolDef{
	Name:        "read_file",
	Description: "Read a text file",
	Parameters:  json.RawMessage(`{"type":"object","properties":{"path":{"type":"string","description":"File path"}},"required":["path"]}`),
}

const sys = "You can look up weather forecasts."

func fixtures() map[string]*Record {
	call := Call{ID: "Wq3Lk9Zp2", Name: "get_forecast", Arguments: json.RawMessage(`{"city": "Porto", "days": 1}`)}
	m := map[string]*Record{
		// call: the record ends at the assistant's call.
		"call": {
			System: sys,
			Tools:  []ToolDef{forecastTool, timeTool},
			Turns: []Turn{
				{Role: RoleUser, Content: "Will it rain in Porto tomorrow?"},
				{Role: RoleAssistant, Calls: []Call{call}},
			},
			Meta: Meta{Server: "weather", Tool: "get_forecast", Kind: "call", Seq: 0},
		},
		// full: call, real result, final answer.
		"full": {
			System: sys,
			Tools:  []ToolDef{timeTool, forecastTool},
			Turns: []Turn{
				{Role: RoleUser, Content: "Will it rain in Porto tomorrow?"},
				{Role: RoleAssistant, Calls: []Call{call}},
				{Role: RoleTool, CallID: call.ID, Name: "get_forecast", Content: `{"city":"Porto","rain_mm":3.2}`},
				{Role: RoleAssistant, Content: "Yes, about 3 mm of rain is expected in Porto tomorrow."},
			},
			Meta: Meta{Server: "weather", Tool: "get_forecast", Kind: "call", Seq: 1, Executed: true},
		},
		// negative: no tool fits, plain answer, distractors offered.
		"negative": {
			Tools: []ToolDef{forecastTool, listTool},
			Turns: []Turn{
				{Role: RoleUser, Content: "Write a haiku about \"autumn\" <leaves> & wind."},
				{Role: RoleAssistant, Content: "None of my tools can help with that, but here is one:\nRed leaves drift and fall\u2026"},
			},
			Meta: Meta{Kind: "negative", Seq: 2},
		},
		// error: the tool result is an error, the assistant answers it.
		"error": {
			Tools: []ToolDef{listTool, forecastTool},
			Turns: []Turn{
				{Role: RoleUser, Content: "Show the files in /nope in long mode."},
				{Role: RoleAssistant, Calls: []Call{{ID: "a1B2c3D4e", Name: "list_files", Arguments: json.RawMessage(`{"path":"/nope","mode":"long"}`)}}},
				{Role: RoleTool, CallID: "a1B2c3D4e", Name: "list_files", Content: "Error: access denied - path outside allowed directories: /nope", IsError: true},
				{Role: RoleAssistant, Content: "I cannot open /nope: it is outside the folders I may read."},
			},
			Meta: Meta{Tool: "list_files", Kind: "error", Seq: 3, Executed: true},
		},
		// parallel: two calls in one turn, two results, an answer.
		"parallel": {
			System: sys,
			Tools:  []ToolDef{forecastTool, listTool, timeTool},
			Turns: []Turn{
				{Role: RoleUser, Content: "Forecast for Porto and Lisbon, 2 days?"},
				{Role: RoleAssistant, Calls: []Call{
					{ID: "P0rto0001", Name: "get_forecast", Arguments: json.RawMessage(`{"city":"Porto","days":2}`)},
					{ID: "L1sbon002", Name: "get_forecast", Arguments: json.RawMessage(`{"city":"Lisbon","days":2}`)},
				}},
				{Role: RoleTool, CallID: "P0rto0001", Name: "get_forecast", Content: `{"city":"Porto","rain_mm":3.2}`},
				{Role: RoleTool, CallID: "L1sbon002", Name: "get_forecast", Content: "sunny"},
				{Role: RoleAssistant, Content: "Rain in Porto, sun in Lisbon."},
			},
			Meta: Meta{Tool: "get_forecast", Kind: "call", Seq: 4},
		},
		// noargs: a call with empty arguments to a tool without parameters.
		"noargs": {
			Tools: []ToolDef{timeTool},
			Turns: []Turn{
				{Role: RoleUser, Content: "What time is it?"},
				{Role: RoleAssistant, Calls: []Call{{ID: "T1me00000", Name: "current_time", Arguments: json.RawMessage(`{}`)}}},
			},
			Meta: Meta{Tool: "current.time", Kind: "call", Seq: 5},
		},
	}
	for k, r := range kindFixtures(call) {
		m[k] = r
	}
	return m
}

// kindFixtures are the record kinds with several calls or turns: parallel
// calls without results, a chain, a follow-up and a clarification.
func kindFixtures(call Call) map[string]*Record {
	return map[string]*Record{
		// parallel-open: two different tools in one turn, written without
		// execution (the record ends on the calls).
		"parallel-open": {
			Tools: []ToolDef{forecastTool, timeTool},
			Turns: []Turn{
				{Role: RoleUser, Content: "What time is it, and will it rain in Graz?"},
				{Role: RoleAssistant, Calls: []Call{
					{ID: "cLk000001", Name: "current_time", Arguments: json.RawMessage(`{}`)},
					{ID: "gRz000002", Name: "get_forecast", Arguments: json.RawMessage(`{"city":"Graz"}`)},
				}},
			},
			Meta: Meta{Tool: "current.time", Kind: "parallel", Seq: 6},
		},
		// chain: B's argument comes from A's real result.
		"chain": {
			Tools: []ToolDef{listTool, readTool},
			Turns: []Turn{
				{Role: RoleUser, Content: "Open the report in /data."},
				{Role: RoleAssistant, Calls: []Call{{ID: "lSt000001", Name: "list_files", Arguments: json.RawMessage(`{"path":"/data"}`)}}},
				{Role: RoleTool, CallID: "lSt000001", Name: "list_files", Content: "[FILE] /data/q3-report.txt\n[DIR] /data/old"},
				{Role: RoleAssistant, Calls: []Call{{ID: "rEd000002", Name: "read_file", Arguments: json.RawMessage(`{"path":"/data/q3-report.txt"}`)}}},
				{Role: RoleTool, CallID: "rEd000002", Name: "read_file", Content: "Q3 revenue rose 4% on the year."},
				{Role: RoleAssistant, Content: "The report in /data (q3-report.txt) says Q3 revenue rose 4% on the year."},
			},
			Meta: Meta{Tool: "list_files", Kind: "chain", Seq: 7, Executed: true},
		},
		// followup: a finished exchange, then a second request referring back.
		"followup": {
			System: sys,
			Tools:  []ToolDef{forecastTool, timeTool},
			Turns: []Turn{
				{Role: RoleUser, Content: "Will it rain in Porto tomorrow?"},
				{Role: RoleAssistant, Calls: []Call{call}},
				{Role: RoleTool, CallID: call.ID, Name: "get_forecast", Content: `{"city":"Porto","rain_mm":3.2}`},
				{Role: RoleAssistant, Content: "Yes, about 3 mm of rain is expected in Porto tomorrow."},
				{Role: RoleUser, Content: "And for Lyon?"},
				{Role: RoleAssistant, Calls: []Call{{ID: "lY0n00003", Name: "get_forecast", Arguments: json.RawMessage(`{"city":"Lyon","days":1}`)}}},
				{Role: RoleTool, CallID: "lY0n00003", Name: "get_forecast", Content: `{"city":"Lyon","rain_mm":0}`},
				{Role: RoleAssistant, Content: "No rain is expected in Lyon tomorrow."},
			},
			Meta: Meta{Tool: "get_forecast", Kind: "followup", Seq: 8, Executed: true},
		},
		// clarify: the request lacks the required city; the assistant asks
		// for it, the user gives it, the call follows.
		"clarify": {
			System: sys,
			Tools:  []ToolDef{forecastTool},
			Turns: []Turn{
				{Role: RoleUser, Content: "What's the forecast for the next 3 days?"},
				{Role: RoleAssistant, Content: "Which city should I get the forecast for?"},
				{Role: RoleUser, Content: "Graz"},
				{Role: RoleAssistant, Calls: []Call{{ID: "gRz000004", Name: "get_forecast", Arguments: json.RawMessage(`{"city":"Graz","days":3}`)}}},
				{Role: RoleTool, CallID: "gRz000004", Name: "get_forecast", Content: `{"city":"Graz","rain_mm":[0,1.5,0]}`},
				{Role: RoleAssistant, Content: "Graz stays mostly dry; only the second day brings about 1.5 mm of rain."},
			},
			Meta: Meta{Tool: "get_forecast", Kind: "clarify", Seq: 9, Executed: true},
		},
	}
}

// fixtureOrder is the order of fixtures in golden files.
var fixtureOrder = []string{"call", "full", "negative", "error", "parallel", "noargs", "parallel-open", "chain", "followup", "clarify"}
