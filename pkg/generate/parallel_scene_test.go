package generate

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestAlignSceneTown: the second call of a parallel record searches the
// town the first call's addresses or search name ("a route across
// Prague; also bike rental in Prague", not "bike rental Vienna"); a
// landmark after "near" is searched in the town too ("pizza in
// Prague"); the end of a trip and a street address stay as drawn.
func TestAlignSceneTown(t *testing.T) {
	find := boundTool(t, "find_spots", "Find spots matching a text",
		`{"type":"object","properties":{"q":{"type":"string","description":"What to look for"}},"required":["q"]}`)
	route := map[string]any{"from": []any{"Old Town Square, Prague"}, "to": "Charles Bridge, Prague"}
	for in, want := range map[string]string{
		"bike rental Vienna":             "bike rental Prague",
		"coworking space in Mexico City": "coworking space in Prague",
		"pizza near Central Park":        "pizza in Prague",
		"flights from Vienna to Seoul":   "flights from Vienna to Seoul",
		"1 Main Street, Vienna":          "1 Main Street, Vienna",
		"golang context cancellation":    "golang context cancellation",
	} {
		if got := alignScene(find, route, map[string]any{"q": in})["q"]; got != want {
			t.Errorf("%q beside a route in Prague: got %q, want %q", in, got, want)
		}
	}
	search := map[string]any{"q": "museums in São Paulo"}
	if got := alignScene(find, search, map[string]any{"q": "best ramen in Madrid"})["q"]; got != "best ramen in São Paulo" {
		t.Errorf("beside museums in São Paulo: got %q", got)
	}
	if !sameScene(search, map[string]any{"q": "sushi in São Paulo"}) || sameScene(search, map[string]any{"q": "sushi in Lima"}) {
		t.Error("sameScene: want the draw naming the first call's town")
	}
}

// TestAlignSceneMailDomain: a second mail asked for beside a first goes
// to people of the first one's organisation, not to another company's;
// an address already listed is not made twice.
func TestAlignSceneMailDomain(t *testing.T) {
	send := boundTool(t, "send_mail", "Send an email",
		`{"type":"object","properties":{"to":{"type":"array","items":{"type":"string"}},"subject":{"type":"string"}},"required":["to","subject"]}`)
	first := map[string]any{"to": []any{"ana@acme.io"}, "subject": "Hi"}
	got := alignScene(send, first, map[string]any{"to": []any{"li@globex.com", "li@acme.io", "bo@globex.com"}, "subject": "Offsite"})
	to, _ := got["to"].([]any)
	if len(to) != 3 || to[0] != "li@globex.com" || to[1] != "li@acme.io" || to[2] != "bo@acme.io" {
		t.Errorf("got %v, want bo moved to acme.io and li kept once", got["to"])
	}
}

// TestParallelSameTown: a parallel record asking for a route and a
// search of places beside it searches the route's town, over many
// records of tools written for the test.
func TestParallelSameTown(t *testing.T) {
	const tools = `[
 {"name":"route_time","description":"Travel time between addresses","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"origins":{"type":"array","items":{"type":"string"},"description":"Origin addresses"},
   "destinations":{"type":"array","items":{"type":"string"},"description":"Destination addresses"}},"required":["origins","destinations"]}},
 {"name":"search_places","description":"Search for places by a text query","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"query":{"type":"string","description":"Search query"}},"required":["query"]}}
]`
	n := 0
	for _, r := range kindRecords(t, []Source{toolsFor(t, "maps", tools)}, "parallel", 16, 5102) {
		names, args := r.calls()
		if len(names) != 2 || names[0] != "route_time" || names[1] != "search_places" {
			continue
		}
		var a, b map[string]any
		if json.Unmarshal([]byte(args[0]), &a) != nil || json.Unmarshal([]byte(args[1]), &b) != nil {
			t.Fatalf("arguments: %s %s", args[0], args[1])
		}
		town, q := placeOf(a), b["query"].(string)
		if town == "" {
			continue
		}
		if _, moves := movePlace(q, "Nowhere"); moves && !strings.Contains(q, town) {
			t.Errorf("route in %s, search %q: %q", town, q, r.request())
		}
		n++
	}
	if n == 0 {
		t.Fatal("no record asked for a route and a search of places")
	}
}

// TestSameTopic: of the tools a parallel record can ask for beside a
// room's details, those about rooms come first (finding a free room),
// not the weather; with none about the same thing, all stay.
func TestSameTopic(t *testing.T) {
	obj := `{"type":"object","properties":{"x":{"type":"string"}},"required":["x"]}`
	room := boundTool(t, "get_room", "Get one meeting room by its id: seats and bookings.", obj)
	free := boundTool(t, "find_free_slot", "Find the meeting rooms free on one day.", obj)
	weather := boundTool(t, "get_forecast", "Get the weather forecast for a city.", obj)
	note := boundTool(t, "save_note", "Save a note with tags.", obj)
	if got := sameTopic(room, []*prepTool{weather, free}); len(got) != 1 || got[0] != free {
		t.Errorf("beside a room: got %d tools, want find_free_slot only", len(got))
	}
	if got := sameTopic(note, []*prepTool{weather, free}); len(got) != 2 {
		t.Errorf("nothing about notes: got %d tools, want both", len(got))
	}
}
