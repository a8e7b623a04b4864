package generate

import "testing"

// TestSaysSome: a request says a value of the call, a flag aside.
func TestSaysSome(t *testing.T) {
	if saysSome("Can you hover over an element?", map[string]any{}) {
		t.Error("empty args said")
	}
	if saysSome("Update the docs, not as an upsert.", map[string]any{"upsert": false}) {
		t.Error("a flag counted as said")
	}
	if !saysSome(`Post "deploy done" to Slack.`, map[string]any{"text": "deploy done"}) {
		t.Error("a said value not found")
	}
}

// TestParallelSecondAskNoPaste: of two tools asked for at once, the second
// is said in passing: a sibling whose call pastes a pipeline is not the
// second ask when a sibling with a plain call is there.
func TestParallelSecondAskNoPaste(t *testing.T) {
	src := toolsFor(t, "db", `[
	{"name":"count_documents","description":"Count the documents of a collection","inputSchema":{"type":"object","properties":{"database":{"type":"string","enum":["shop"],"description":"Database name"},"collection":{"type":"string","enum":["orders"],"description":"Collection name"}},"required":["database","collection"]}},
	{"name":"aggregate","description":"Run an aggregation pipeline on a collection","inputSchema":{"type":"object","properties":{"database":{"type":"string","description":"Database name"},"collection":{"type":"string","description":"Collection name"},"pipeline":{"type":"array","items":{"type":"object"},"description":"Aggregation pipeline stages"}},"required":["database","collection","pipeline"]}},
	{"name":"collection_schema","description":"Describe the schema of a collection","inputSchema":{"type":"object","properties":{"database":{"type":"string","enum":["shop"],"description":"Database name"},"collection":{"type":"string","enum":["orders"],"description":"Collection name"}},"required":["database","collection"]}}
	]`)
	recs := kindRecords(t, []Source{src}, "parallel", 30, 5)
	pairs := 0
	for _, r := range recs {
		var names []string
		for _, m := range r.Messages {
			for _, c := range m.ToolCalls {
				names = append(names, c.Function.Name)
			}
		}
		if len(names) < 2 || names[0] == names[1] {
			continue
		}
		pairs++
		if names[0] != "aggregate" && names[1] == "aggregate" {
			t.Errorf("second ask pastes a pipeline: %q", r.request())
		}
	}
	if pairs == 0 {
		t.Fatal("no parallel record of two tools")
	}
}
