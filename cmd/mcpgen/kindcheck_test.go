package main

import (
	"encoding/json"
	"math"
	"os"
	"strconv"
	"strings"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/mcpgen/mcpgen/pkg/generate"
)

// cmdChainsVerbatim checks an openai-format file: in every record with
// two assistant turns of one call each, answered in turn (a chain), a
// string argument of the second call (the one taken from the first call's
// result; others are drawn for the tool) appears verbatim in the first
// call's result, and the second call's result is no error. It prints how many chains it checked
// and how many each pair of tools made; with a share MAX, no one first call leads more than MAX of
// the chains (several finders feed the second calls, and the chains are spread over them).
func cmdChainsVerbatim(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 1 || len(args) > 2 {
		ts.Fatalf("usage: chains-verbatim FILE [MAX]")
	}
	data, err := os.ReadFile(ts.MkAbs(args[0]))
	ts.Check(err)
	type call struct {
		ID       string `json:"id"`
		Function struct {
			Name      string `json:"name"`
			Arguments string `json:"arguments"`
		} `json:"function"`
	}
	type msg struct {
		Role      string `json:"role"`
		Content   string `json:"content"`
		ToolCalls []call `json:"tool_calls"`
	}
	chains := 0
	pairs, firsts := map[string]int{}, map[string]int{}
	for i, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		var r struct{ Messages []msg }
		ts.Check(json.Unmarshal([]byte(line), &r))
		var calls []call
		var results []string
		users := 0
		for _, m := range r.Messages {
			switch {
			case m.Role == "user":
				users++
			case m.Role == "assistant" && len(m.ToolCalls) > 0:
				calls = append(calls, m.ToolCalls...)
			case m.Role == "tool":
				results = append(results, m.Content)
			}
		}
		if users != 1 || len(calls) != 2 || len(results) != 2 || strings.Count(line, `"tool_calls"`) != 2 {
			continue
		}
		chains++
		pairs[calls[0].Function.Name+" > "+calls[1].Function.Name]++
		firsts[calls[0].Function.Name]++
		var a, b map[string]any
		ts.Check(json.Unmarshal([]byte(calls[0].Function.Arguments), &a))
		ts.Check(json.Unmarshal([]byte(calls[1].Function.Arguments), &b))
		foundIn := false
		for k, v := range b {
			vals := []any{v}
			if l, ok := v.([]any); ok {
				vals = l
			}
			for _, x := range vals {
				s, ok := x.(string)
				if !ok || s == "" {
					continue
				}
				if strings.Contains(results[0], s) {
					foundIn = true
				}
				_ = k
			}
		}
		if !foundIn {
			ts.Fatalf("line %d: no argument of %s %s is in %s's result %q", i+1, calls[1].Function.Name, calls[1].Function.Arguments, calls[0].Function.Name, results[0])
		}
		if strings.HasPrefix(results[1], "Error") || strings.Contains(results[1], `"isError":true`) {
			ts.Fatalf("line %d: %s failed: %q", i+1, calls[1].Function.Name, results[1])
		}
	}
	ts.Logf("%d chains checked, per pair: %v", chains, pairs)
	if chains == 0 {
		ts.Fatalf("no chain records in %s", args[0])
	}
	if len(args) == 2 {
		most, err := strconv.ParseFloat(args[1], 64)
		ts.Check(err)
		for name, n := range firsts {
			if float64(n) > most*float64(chains) {
				ts.Fatalf("%s leads %d of %d chains (more than %v): %v", name, n, chains, most, pairs)
			}
		}
	}
}

// cmdKindShares checks that a manifest's record counts per kind are within
// 5 points of the shares of a mix (kind=share,...), over the records of
// every kind.
func cmdKindShares(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 2 {
		ts.Fatalf("usage: kind-shares MANIFEST MIX")
	}
	data, err := os.ReadFile(ts.MkAbs(args[0]))
	ts.Check(err)
	var m struct{ Kinds map[string]int }
	ts.Check(json.Unmarshal(data, &m))
	want, err := generate.ParseMix(args[1])
	ts.Check(err)
	total := 0
	for _, n := range m.Kinds {
		total += n
	}
	if total == 0 {
		ts.Fatalf("no kinds counted in %s", args[0])
	}
	for k, share := range want {
		got := float64(m.Kinds[k]) / float64(total)
		ts.Logf("%s: %.1f%% (asked %.1f%%)", k, 100*got, 100*share)
		if math.Abs(got-share) > 0.05 {
			ts.Fatalf("%s: %.1f%% of %d records, asked %.1f%% (±5 points)", k, 100*got, total, 100*share)
		}
	}
}
