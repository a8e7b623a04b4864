package synth

import (
	"encoding/json"
	"testing"
)

// Pipelines on running operations ask different things of them (long
// runners, lock waiters, one kind of operation), keep the operation's id
// when they project, and never sort or cap twice.
func TestCurrentOpPipelinesVary(t *testing.T) {
	src := `{"type":"object","properties":{"database":{"type":"string","description":"Database name"},"pipeline":{"type":"array","description":"Aggregation pipeline. For a database-level aggregation the first stage must be one of ` + "`$currentOp`, `$documents`, `$listLocalSessions`" + `.","items":{"type":"object","additionalProperties":true}}},"required":["database","pipeline"]}`
	matches := map[string]bool{}
	seen := 0
	for _, m := range decodeAll(t, src, 150, Options{Seed: 41, RootObject: true, Topic: "aggregate-db", About: "Run an aggregation against a MongoDB database"}) {
		p, _ := m["pipeline"].([]any)
		if len(p) == 0 {
			continue
		}
		if st, ok := p[0].(map[string]any); !ok || st["$currentOp"] == nil {
			continue
		}
		seen++
		counts := map[string]int{}
		for _, s := range p {
			for k, v := range s.(map[string]any) {
				counts[k]++
				switch k {
				case "$match":
					b, _ := json.Marshal(v)
					var shape map[string]any
					_ = json.Unmarshal(b, &shape)
					keys := ""
					for f := range shape {
						keys += f + ","
					}
					matches[keys] = true
				case "$project":
					if pr := v.(map[string]any); pr["opid"] == nil {
						t.Errorf("$project %v drops the operation id", pr)
					}
				}
			}
		}
		if counts["$sort"] > 1 || counts["$limit"] > 1 {
			t.Errorf("pipeline %v sorts or caps twice", p)
		}
	}
	if seen < 5 {
		t.Fatalf("only %d $currentOp pipelines drawn", seen)
	}
	if len(matches) < 3 {
		t.Errorf("%d $currentOp pipelines look for only %d kinds of operation: %v", seen, len(matches), matches)
	}
}
