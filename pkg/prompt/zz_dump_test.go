package prompt

import (
	"encoding/json"
	"fmt"
	"os"
	"testing"
)

func TestZZDumpIntents(t *testing.T) {
	if os.Getenv("ZZ") == "" {
		t.Skip()
	}
	for _, s := range []string{"brave-search", "github", "google-maps", "mongodb", "notion", "playwright", "puppeteer", "redis", "slack", "postgres", "sequential-thinking"} {
		raw, _ := os.ReadFile("/work/main/testdata/mcp-servers/" + s + ".json")
		var f struct {
			Tools []struct {
				Name, Title, Description string
			} `json:"tools"`
		}
		json.Unmarshal(raw, &f)
		for _, tl := range f.Tools {
			in := toolIntent(tl.Name, tl.Title, tl.Description)
			fmt.Printf("%s\t%s\t%q\t%q\t%q\tread=%v\n", s, tl.Name, in.Verb, in.Object, in.Extra, in.Read)
		}
	}
}
