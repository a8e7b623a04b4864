package generate

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/tool"
)

// TestFollowupAfterFailedCall: on the real example server (get_forecast
// fails for a city no office is in), a follow-up whose first call failed
// never asks the same again: its second call changes the value the error
// names and succeeds, or the follow-up is not made (counted with its
// reason) — never two failures in a row, never the failed call repeated.
func TestFollowupAfterFailedCall(t *testing.T) {
	src := corpusSource(t, "example.json", "ex")
	src.Tools = slicesFilter(src.Tools, func(tl tool.Tool) bool { return tl.Name == "get_forecast" })
	m, err := parseMix("followup=1")
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "out.jsonl")
	res := runTo(t, []Source{src}, config{N: 30, Seed: 1, Mix: m, Shape: ShapeFull, Executor: newExampleExecutor(t), Workers: 2}, out)
	recovered := 0
	for i, line := range strings.Split(strings.TrimSpace(string(read(t, out))), "\n") {
		var r struct {
			Messages []struct {
				Role      string
				Content   string
				ToolCalls []struct {
					Function struct{ Arguments string }
				} `json:"tool_calls"`
			}
		}
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			t.Fatal(err)
		}
		var cities, results []string
		for _, msg := range r.Messages {
			for _, c := range msg.ToolCalls {
				var a struct{ City string }
				_ = json.Unmarshal([]byte(c.Function.Arguments), &a)
				cities = append(cities, a.City)
			}
			if msg.Role == "tool" {
				results = append(results, msg.Content)
			}
		}
		if len(results) != 2 || !strings.HasPrefix(results[0], "no forecast") {
			continue
		}
		if cities[1] == cities[0] {
			t.Errorf("line %d: the follow-up repeats the failed call for %s", i+1, cities[0])
		}
		if strings.HasPrefix(results[1], "no forecast") {
			t.Errorf("line %d: the follow-up after a failure fails as well (%s, then %s)", i+1, cities[0], cities[1])
		}
		recovered++
	}
	if recovered == 0 {
		t.Error("no follow-up recovers from a failed call")
	}
	if why := res.Manifest.Tools[0].KindsSkippedWhy; why["followup: "+whyFollowupFailed] == 0 {
		t.Errorf("follow-ups not made after a failure are not counted with their reason: %v", why)
	}
}

func slicesFilter[T any](s []T, keep func(T) bool) []T {
	var out []T
	for _, x := range s {
		if keep(x) {
			out = append(out, x)
		}
	}
	return out
}
