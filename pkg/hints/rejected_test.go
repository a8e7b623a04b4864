package hints

import (
	"encoding/json"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/tool"
)

// TestRejected: a pool none of whose values validates as a tool's
// top-level parameter is reported for that tool, with the first value's
// violation, and so is a pool with only some invalid values (with their
// count); a valid pool, a pool overridden by the tool's own valid one,
// pointer keys and nested names are not.
func TestRejected(t *testing.T) {
	s, err := Parse([]byte(`
units: [kelvin, rankine]
count: ["many", 5]
weather.units: [metric]
/filters/0/city: [3]
city: [7]
`), t.TempDir(), 1)
	if err != nil {
		t.Fatal(err)
	}
	sch := func(v string) json.RawMessage { return json.RawMessage(v) }
	tools := []tool.Tool{
		{Name: "weather", InputSchema: sch(`{"type":"object","properties":{"units":{"enum":["metric","imperial"]},"count":{"type":"integer"}},"required":["count"]}`)},
		{Name: "climate", InputSchema: sch(`{"type":"object","properties":{"units":{"type":"string","enum":["metric","imperial"]},"filters":{"type":"array","items":{"type":"object","properties":{"city":{"type":"string"}}}}}}`)},
	}
	got := s.Rejected(tools)
	if len(got) != 2 {
		t.Fatalf("Rejected = %+v, want climate's units and weather's count", got)
	}
	r := got[0]
	if r.Tool != "climate" || r.Param != "units" || r.Key != "units" || r.Values != 2 || r.Invalid != 2 || !r.None() || r.Why == "" || r.Why[:8] != `"kelvin"` {
		t.Errorf("Rejected = %+v", r)
	}
	r = got[1]
	if r.Tool != "weather" || r.Param != "count" || r.Values != 2 || r.Invalid != 1 || r.None() || r.Why[:6] != `"many"` {
		t.Errorf("Rejected = %+v, want count's one invalid value of two", r)
	}
	if got := (*Set)(nil).Rejected(tools); got != nil {
		t.Errorf("nil set: %v", got)
	}
}
