package dataset_test

import (
	"encoding/json"
	"fmt"

	"github.com/mcpgen/mcpgen/pkg/dataset"
)

func ExampleFormat_Encode() {
	r := &dataset.Record{
		Tools: []dataset.ToolDef{{Name: "get_forecast", Description: "Daily forecast for a city",
			Parameters: json.RawMessage(`{"type":"object","properties":{"city":{"type":"string"}},"required":["city"]}`)}},
		Turns: []dataset.Turn{
			{Role: dataset.RoleUser, Content: "Will it rain in Porto tomorrow?"},
			{Role: dataset.RoleAssistant, Calls: []dataset.Call{{ID: "Wq3Lk9Zp2", Name: "get_forecast", Arguments: json.RawMessage(`{"city":"Porto"}`)}}},
		},
	}
	for _, name := range []string{"openai", "hf"} {
		f, _ := dataset.Lookup(name)
		line, err := f.Encode(r, dataset.FormatOptions{})
		if err != nil {
			panic(err)
		}
		fmt.Println(string(line))
	}
	// Output:
	// {"messages":[{"role":"user","content":"Will it rain in Porto tomorrow?"},{"role":"assistant","tool_calls":[{"id":"Wq3Lk9Zp2","type":"function","function":{"name":"get_forecast","arguments":"{\"city\":\"Porto\"}"}}]}],"tools":[{"type":"function","function":{"name":"get_forecast","description":"Daily forecast for a city","parameters":{"type":"object","properties":{"city":{"type":"string"}},"required":["city"]}}}],"parallel_tool_calls":false}
	// {"messages":[{"role":"user","content":"Will it rain in Porto tomorrow?"},{"role":"assistant","content":"","tool_calls":[{"id":"Wq3Lk9Zp2","type":"function","function":{"name":"get_forecast","arguments":{"city":"Porto"}}}]}],"tools":[{"type":"function","function":{"name":"get_forecast","description":"Daily forecast for a city","parameters":{"type":"object","properties":{"city":{"type":"string"}},"required":["city"]}}}]}
}
