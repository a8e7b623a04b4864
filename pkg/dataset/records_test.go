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

const sys = "You can look up weather forecasts."

func fixtures() map[string]*Record {
	call := Call{ID: "Wq3Lk9Zp2", Name: "get_forecast", Arguments: json.RawMessage(`{"city": "Porto", "days": 1}`)}
	return map[string]*Record{
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
}

// fixtureOrder is the order of fixtures in golden files.
var fixtureOrder = []string{"call", "full", "negative", "error", "parallel", "noargs"}
