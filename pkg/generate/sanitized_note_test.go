package generate

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/tool"
)

// TestNoteSanitized: a tool whose own name providers refuse gets one
// name-sanitized note naming it, the pattern and the name its records use;
// a tool whose name they accept gets none, also under --name-style
// prefixed from a server name with a space.
func TestNoteSanitized(t *testing.T) {
	schema := []byte(`{"type":"object","properties":{"city":{"type":"string","description":"City name"}},"required":["city"]}`)
	src := Source{Server: "my tools", Tools: []tool.Tool{
		{Name: "get weather!", Description: "Get the current weather for a city.", InputSchema: schema},
		{Name: "get_forecast", Description: "Daily forecast for a city.", InputSchema: schema},
	}}
	for _, style := range []NameStyle{NameRaw, NamePrefixed} {
		res := runTo(t, []Source{src}, config{N: 1, Seed: 1, NameStyle: style}, filepath.Join(t.TempDir(), "out.jsonl"))
		var got []string
		for _, n := range res.Notes {
			if n.Kind == NoteSanitized {
				got = append(got, n.Tool+": "+n.Message)
			}
		}
		want := map[NameStyle]string{NameRaw: `"get_weather_"`, NamePrefixed: `"mcp_my_tools_get_weather_"`}[style]
		if len(got) != 1 || !strings.HasPrefix(got[0], "get weather!: ") || !strings.Contains(got[0], ProviderNamePattern) || !strings.Contains(got[0], want) {
			t.Errorf("%s: name-sanitized notes %q, want one for \"get weather!\" naming %s", style, got, want)
		}
	}
}
