package synth

import (
	"encoding/json"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// Tools of the hand-written tools files of the data11 development set (discord.json,
// weather.json, gdrive.json and linear.json (cut to the parameters read
// here).
const (
	discordSend  = `{"type":"object","properties":{"channelId":{"type":"string","pattern":"^[0-9]{17,20}$","description":"Channel snowflake ID, e.g. 1098765432109876543"},"content":{"type":"string"}},"required":["channelId"]}`
	discordReact = `{"type":"object","properties":{"channelId":{"type":"string"},"messageId":{"type":"string"},"emoji":{"type":"string","description":"Unicode emoji or name:id for custom emoji"}},"required":["channelId","messageId","emoji"]}`
	discordRead  = `{"type":"object","properties":{"channelId":{"type":"string","pattern":"^[0-9]{17,20}$"},"around":{"type":"string","pattern":"^[0-9]{17,20}$"}},"required":["channelId","around"]}`
)

func TestIDsFollowTheServer(t *testing.T) {
	srv := role.NewServer("discord-mcp", []role.ServerTool{
		{Name: "send_message", Description: "Send a message to a Discord text channel.", InputSchema: json.RawMessage(discordSend)},
		{Name: "add_reaction", Description: "Add a reaction to a message.", InputSchema: json.RawMessage(discordReact)},
		{Name: "read_messages", InputSchema: json.RawMessage(discordRead)},
	})
	snow := regexp.MustCompile(`^[1-9][0-9]{16,18}$`)
	check := func(what, v string) {
		t.Helper()
		n, err := strconv.ParseInt(v, 10, 64)
		if !snow.MatchString(v) || err != nil || n <= 0 {
			t.Errorf("%s %q is no snowflake (17-19 digits, a positive int64)", what, v)
		}
	}
	for _, m := range decodeAll(t, discordReact, 40, Options{Seed: 3, RootObject: true, Topic: "add_reaction", About: "Add a reaction to a message.", Server: srv}) {
		check("channelId", m["channelId"].(string))
		check("messageId", m["messageId"].(string))
	}
	for _, m := range decodeAll(t, discordRead, 40, Options{Seed: 4, RootObject: true, Topic: "read_messages", Server: srv}) {
		check("channelId", m["channelId"].(string))
		check("around", m["around"].(string))
	}
}

func TestCoordinatesAreNotTheBounds(t *testing.T) {
	// get_air_quality of weather.json
	aq := `{"type":"object","properties":{"latitude":{"type":"number","minimum":-90,"maximum":90},"longitude":{"type":"number","minimum":-180,"maximum":180}},"required":["latitude","longitude"]}`
	for _, m := range decodeAll(t, aq, 200, Options{Seed: 9, RootObject: true, Topic: "get_air_quality"}) {
		lat, lon := m["latitude"].(float64), m["longitude"].(float64)
		if math.Abs(lat) >= 80 || math.Abs(lon) >= 179 || lat == 0 && lon == 0 {
			t.Errorf("coordinates %v, %v: the schema's extremes, no place anyone asks about", lat, lon)
		}
	}
}

func TestQueriesInTheStatedLanguage(t *testing.T) {
	// search of gdrive.json: the tool's description gives Drive's syntax
	about := `Search for files in Google Drive. The query uses Drive's query syntax, e.g. "name contains 'budget' and mimeType = 'application/vnd.google-apps.spreadsheet' and trashed = false" or "'1A2b3C4d5E' in parents". Plain text without operators is treated as fullText contains.`
	drive := `{"type":"object","properties":{"query":{"type":"string","description":"Drive search query (q parameter)"}},"required":["query"]}`
	syntax := 0
	for _, m := range decodeAll(t, drive, 60, Options{Seed: 5, RootObject: true, Topic: "search", About: about}) {
		q := m["query"].(string)
		if strings.Contains(q, " contains '") || strings.Contains(q, "' in parents") {
			syntax++
		}
		if strings.Contains(q, "flights") || strings.Contains(q, "how to") {
			t.Errorf("a web search in a Drive search: %q", q)
		}
	}
	if syntax < 20 {
		t.Errorf("%d of 60 Drive queries use the stated syntax", syntax)
	}
	// linear_search_issues of linear.json: no code host, no "is:issue"
	linear := `{"type":"object","properties":{"query":{"type":"string","description":"Free-text search, e.g. \"login crash safari\""}},"required":["query"]}`
	for _, m := range decodeAll(t, linear, 60, Options{Seed: 6, RootObject: true, Topic: "linear_search_issues",
		About: "Search issues using flexible criteria. Free-text query matches title and description."}) {
		if q := m["query"].(string); regexp.MustCompile(`\b[a-z]+:[a-z"]`).MatchString(q) {
			t.Errorf("another product's search syntax in a free-text issue search: %q", q)
		}
	}
}
