package generate

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/prompt"
)

// knownTools: reads and writes whose required values mix what a person
// knows (a calendar, a city, a message) with opaque ids (an event id, a
// channel id, a place id) that no person says from memory.
const knownTools = `[
 {"name":"get_event","description":"Get a calendar event by its id","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"event_id":{"type":"string","pattern":"^evt_[0-9a-f]{8}$","description":"Event id, such as evt_1a2b3c4d"},
   "calendar":{"type":"string","description":"Name of the calendar"}},"required":["event_id","calendar"]}},
 {"name":"post_message","description":"Post a message to a chat channel",
  "inputSchema":{"type":"object","properties":{"channel_id":{"type":"string","description":"The ID of the channel to post to"},
   "text":{"type":"string","description":"The message text to post"}},"required":["channel_id","text"]}},
 {"name":"place_details","description":"Get detailed information about a place","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"place_id":{"type":"string","description":"The place ID to get details for"}},"required":["place_id"]}},
 {"name":"network_requests","description":"Returns the network requests of the page","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"static":{"type":"boolean","default":false,"description":"Whether to include successful static resources. Defaults to false."},
   "filter":{"type":"string","description":"Only return requests whose URL matches this regexp"}},"required":["static"]}},
 {"name":"get_forecast","description":"Get the daily weather forecast for a city","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"city":{"type":"string","description":"City name"},
   "date":{"type":"string","format":"date","description":"Day of the forecast"}},"required":["city","date"]}}
]`

// TestClarifyAsksKnownValues: a clarification asks for a value a person
// knows (a calendar, a message, a city, a date) before an opaque id (an
// event id, a channel id), and its request still says what the person
// wants with another value, not a bare verb ("Show me a calendar
// event."); a tool whose only value is an opaque id is clarified only by
// pointing at the thing ("Can you help me get a place?") and asking for its id
// (pointsAtThing); none whose only required value has a default.
func TestClarifyAsksKnownValues(t *testing.T) {
	asked := map[string]int{}
	for _, r := range kindRecords(t, []Source{toolsFor(t, "x", knownTools)}, "clarify", 24, 9) {
		if len(r.Messages) < 4 || r.Messages[1].Role != "assistant" || len(r.Messages[1].ToolCalls) > 0 {
			continue
		}
		names, args := r.calls()
		asked[names[0]]++
		reply := r.Messages[2].Content
		var a map[string]any
		if err := json.Unmarshal([]byte(args[0]), &a); err != nil {
			t.Fatal(err)
		}
		if pointsAtThing(r) {
			continue
		}
		said := false
		for k, v := range a {
			s, _ := v.(string)
			if s == "" {
				continue
			}
			inReq := strings.Contains(r.request(), s)
			said = said || inReq
			if !inReq && prompt.TokenLike(s) {
				t.Errorf("%s: asked for the opaque %s %q (reply %q)", names[0], k, s, reply)
			}
		}
		if !said {
			t.Errorf("%s: request %q says none of the call's values (a bare verb)", names[0], r.request())
		}
	}
	if asked["network_requests"] > 0 {
		t.Errorf("asked for a required flag with a default (%d times): the default applies", asked["network_requests"])
	}
	if asked["get_event"] == 0 || asked["get_forecast"] == 0 {
		t.Errorf("clarified %v: want get_event (its calendar) and get_forecast", asked)
	}
}

// pointsAtThing tells whether clarification r points at the one thing its
// call is about without its id ("Could you delete a comment for me?", or
// "this comment" with the id left out by a slip, or "the comment" the
// person takes as known) and asks
// for the id in words ("Sure — which comment? I'll need its id."): the
// one way an opaque id is asked for, and then the request says no other
// value, the question says which thing and what to give, and the reply
// gives the id as pasted.
func pointsAtThing(r kindRec) bool {
	req := " " + strings.ToLower(r.request())
	return (strings.Contains(req, " a ") || strings.Contains(req, " an ") || strings.Contains(req, " some ") || strings.Contains(req, " this ") ||
		strings.Contains(req, " the ")) && asksForID(r)
}

// asksForID tells whether clarification r asks for an id in words
// ("Which block? I'll need its id.") after a request holding no opaque
// token itself: a person pasting one id pastes the other too.
func asksForID(r kindRec) bool {
	for _, w := range strings.FieldsFunc(r.request(), func(c rune) bool { return strings.ContainsRune(" ,;\"'`\n", c) }) {
		if prompt.TokenLike(strings.TrimRight(w, ".!?")) {
			return false
		}
	}
	q := strings.ToLower(r.Messages[1].Content)
	for _, w := range []string{" id", " sha", "paste", "link"} {
		if strings.Contains(q, w) {
			return true
		}
	}
	return false
}

// TestClarifyCapturedNoOpaque: over every captured tool list, no
// clarification's reply gives an opaque id but one the question asks for
// as an id after a request holding no other opaque value (asksForID).
func TestClarifyCapturedNoOpaque(t *testing.T) {
	srcs := capturedSources(t)
	n := 0
	for _, r := range kindRecords(t, srcs, "clarify", 3, 11) {
		if len(r.Messages) < 4 || r.Messages[1].Role != "assistant" || len(r.Messages[1].ToolCalls) > 0 {
			continue
		}
		n++
		if asksForID(r) {
			continue
		}
		reply := r.Messages[2].Content
		for _, w := range strings.FieldsFunc(reply, func(c rune) bool { return strings.ContainsRune(" ,;\"'`", c) }) {
			if w = strings.TrimRight(w, ".!?"); prompt.TokenLike(w) && !strings.Contains(r.request(), w) {
				t.Errorf("reply %q gives the opaque %q (request %q)", reply, w, r.request())
			}
		}
	}
	if n == 0 {
		t.Error("no clarification made")
	}
}

// TestOpaqueToken: machine tokens are opaque; words, small codes, dates,
// keys and paths are not.
func TestOpaqueToken(t *testing.T) {
	for s, want := range map[string]bool{
		"evt_1681301b": true, "C0VINZWF563": true, "f80b9f2b-3ac6-4052-b629-b177294dde13": true, "1713102965.161704": true,
		"ChIJN1t_tDeuEmsRUsoyG83frY4": true, "HQ-101": false, "q3-planning": false, "2025-10-01": false, "sales-2025.csv": false,
		"user:2236:session": false, "/home/dev/a.txt": false, "Lisbon": false, "python3": false, "issue 39": false,
	} {
		if got := prompt.TokenLike(s); got != want {
			t.Errorf("TokenLike(%q) = %v, want %v", s, got, want)
		}
	}
	if !saysNone("is a room free on none?") || saysNone("nonesuch") {
		t.Error("saysNone")
	}
}
