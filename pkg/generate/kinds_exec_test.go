package generate

import (
	"encoding/json"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/prompt"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// TestFollowupAfterFailedCall: on the real example server (get_forecast
// fails for a city no office is in and lists the covered ones, get_room
// for an unknown room id), a follow-up whose first call failed never asks
// the same again: its second call changes the value the error names (to
// one the error offers, when it offers some) and succeeds, or the
// follow-up is not made (counted with its reason) — never two failures
// in a row, never the failed call repeated.
func TestFollowupAfterFailedCall(t *testing.T) {
	src := corpusSource(t, "example.json", "ex")
	src.Tools = slices.DeleteFunc(src.Tools, func(tl tool.Tool) bool { return tl.Name != "get_forecast" && tl.Name != "get_room" })
	m, err := parseMix("followup=1")
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "out.jsonl")
	res := runTo(t, []Source{src}, config{N: 30, Seed: 1, Mix: m, Shape: ShapeFull, Executor: newExampleExecutor(t), Workers: 2}, out)
	recovered := map[string]int{}
	for i, r := range readKindRecs(t, out) {
		names, calls := r.calls()
		results := r.results()
		failed := func(s string) bool { return strings.HasPrefix(s, "no forecast") || strings.HasPrefix(s, "no room") }
		if len(results) != 2 || !failed(results[0]) {
			continue
		}
		if calls[1] == calls[0] {
			t.Errorf("line %d: the follow-up repeats the failed call %s", i+1, calls[0])
		}
		if failed(results[1]) {
			t.Errorf("line %d: the follow-up after a failure fails as well (%s, then %s)", i+1, calls[0], calls[1])
		}
		recovered[names[len(names)-1]]++
	}
	if recovered["get_forecast"] < 10 {
		t.Errorf("follow-ups recovering from a failed call %v: want most failed forecasts corrected to a covered city", recovered)
	}
	skipped := 0
	for _, ts := range res.Manifest.Tools {
		skipped += ts.KindsSkippedWhy["followup: "+whyFollowupFailed]
	}
	if skipped == 0 {
		t.Error("follow-ups not made after a failure (an unknown room, then another) are not counted with their reason")
	}
}

// TestChainOfflineResultAgrees: offline, a chain's first result is
// synthesized from the finder's outputSchema the way arguments are and
// agrees with its call: the rooms listed for a building are in it (one of
// the server's buildings, not "grapes-663"), seat counts meet the minimum
// asked, events fall between the dates asked and include the attendee
// asked for, the rooms of events a booking takes look like the room ids
// the booking tool describes, and the second call's value is one of the
// result's.
func TestChainOfflineResultAgrees(t *testing.T) {
	src := corpusSource(t, "example.json", "ex")
	m, err := parseMix("chain=1")
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "out.jsonl")
	runTo(t, []Source{src}, config{N: 12, Seed: 1, Mix: m, Workers: 2}, out)
	roomID := regexp.MustCompile(`^[A-Z]{2}-[0-9]{3}$`)
	chains := map[string]int{}
	for i, r := range readKindRecs(t, out) {
		names, args := r.calls()
		var result string
		if res := r.results(); len(res) > 0 {
			result = res[len(res)-1]
		}
		if len(names) != 2 || result == "" {
			continue
		}
		chains[names[0]]++
		var a map[string]any
		_ = json.Unmarshal([]byte(args[0]), &a)
		var res struct {
			Rooms []struct {
				Building string
				Capacity float64
			}
			Events []struct {
				Start     string
				RoomID    string `json:"room_id"`
				Attendees []string
			}
		}
		if err := json.Unmarshal([]byte(result), &res); err != nil {
			t.Fatalf("line %d: result %q: %v", i+1, result, err)
		}
		for _, room := range res.Rooms {
			if b, ok := a["building"]; (ok && room.Building != b) || (room.Building != "HQ" && room.Building != "Annex") {
				t.Errorf("line %d: %s %s lists a room in %q", i+1, names[0], args[0], room.Building)
			}
			if c, ok := a["min_capacity"].(float64); ok && room.Capacity < c {
				t.Errorf("line %d: %s %s lists a room of %v seats", i+1, names[0], args[0], room.Capacity)
			}
		}
		for _, ev := range res.Events {
			if day := ev.Start[:10]; day < a["from"].(string) || day > a["to"].(string) {
				t.Errorf("line %d: %s %s finds an event on %s", i+1, names[0], args[0], day)
			}
			if at, ok := a["attendee"].(string); ok && !slices.Contains(ev.Attendees, at) {
				t.Errorf("line %d: %s %s finds an event without %s: %v", i+1, names[0], args[0], at, ev.Attendees)
			}
			if names[1] == "book_meeting" && !roomID.MatchString(ev.RoomID) {
				t.Errorf("line %d: an event in room %q", i+1, ev.RoomID)
			}
		}
		var b struct {
			RoomID  string `json:"room_id"`
			EventID string `json:"event_id"`
		}
		_ = json.Unmarshal([]byte(args[1]), &b)
		if id := b.RoomID + b.EventID; id == "" || !strings.Contains(result, `"`+id+`"`) {
			t.Errorf("line %d: %s takes %s, not in %s's result %s", i+1, names[1], args[1], names[0], result)
		}
	}
	if chains["list_rooms"] == 0 || chains["search_events"] == 0 {
		t.Errorf("chains by finder %v: want chains from list_rooms and from search_events", chains)
	}
}

// TestFollowupOfflineReadOnlyNotDeclined: offline, a follow-up's first
// call of a read-only tool (which clients run without asking) is not
// "declined" by the user but cancelled; only state-changing tools' calls
// are declined. The tools' outputSchemas are left out: with one, the
// first call gets a synthesized result instead (followSynth).
func TestFollowupOfflineReadOnlyNotDeclined(t *testing.T) {
	src := corpusSource(t, "example.json", "ex")
	readOnly := map[string]bool{}
	for i, tl := range src.Tools {
		readOnly[tl.Name] = tl.IsReadOnly()
		src.Tools[i].OutputSchema = nil
	}
	m, err := parseMix("followup=1")
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "out.jsonl")
	runTo(t, []Source{src}, config{N: 8, Seed: 4, Mix: m, Workers: 2}, out)
	seen := map[string]int{}
	for i, r := range readKindRecs(t, out) {
		called := map[string]string{}
		for _, msg := range r.Messages {
			for _, c := range msg.ToolCalls {
				called[c.ID] = c.Function.Name
			}
			if msg.Role != "tool" {
				continue
			}
			name := called[msg.ToolCallID]
			switch {
			case msg.Content == prompt.DeclinedNotice && readOnly[name]:
				t.Errorf("line %d: the user declines read-only %s", i+1, name)
			case msg.Content == prompt.CancelledNotice && !readOnly[name]:
				t.Errorf("line %d: the user cancels state-changing %s instead of declining it", i+1, name)
			}
			seen[msg.Content]++
		}
	}
	if seen[prompt.DeclinedNotice] == 0 || seen[prompt.CancelledNotice] == 0 {
		t.Errorf("notices %v: want declined state-changing calls and cancelled read-only ones", seen)
	}
}

// TestChainExampleServerNamesItems: on the real example server, executed
// chains read like a person's two-step request: several pairs (a room
// listing or free rooms, then a room; a calendar search, then an event),
// the second step says the item by what the listing calls it (the room's
// name, the event's title), never "the first one", and opens in several
// ways; the second call's argument is verbatim in the first's real result
// and the second call succeeds.
func TestChainExampleServerNamesItems(t *testing.T) {
	src := corpusSource(t, "example.json", "ex")
	m, err := parseMix("chain=1")
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "out.jsonl")
	runTo(t, []Source{src}, config{N: 4, Seed: 3, Mix: m, Shape: ShapeFull, Executor: newExampleExecutor(t), Workers: 2}, out)
	pairs, openers := map[string]int{}, map[string]bool{}
	paren := regexp.MustCompile(`^[A-Z]{2}-[0-9]{3} \(([^)]+)\)`)
	for i, r := range readKindRecs(t, out) {
		names, args := r.calls()
		res := r.results()
		if len(names) != 2 || len(res) != 2 {
			continue
		}
		pairs[names[0]+" > "+names[1]]++
		req := r.request()
		if strings.Contains(req, "first") {
			t.Errorf("line %d: %q picks the first item", i+1, req)
		}
		var b map[string]string
		_ = json.Unmarshal([]byte(args[1]), &b)
		for _, v := range b {
			if !strings.Contains(res[0], v) {
				t.Errorf("line %d: %s takes %q, not in %s's result", i+1, names[1], v, names[0])
			}
		}
		if strings.HasPrefix(res[1], "no ") {
			t.Errorf("line %d: %s failed: %s", i+1, names[1], res[1])
		}
		var item string
		switch names[1] {
		case "get_room":
			if mm := paren.FindStringSubmatch(res[1]); mm != nil {
				item = mm[1]
			}
			if l := strings.ToLower(req); strings.Contains(l, "the room of ") || strings.Contains(l, "the room for ") || strings.Contains(l, "its room") ||
				(strings.Contains(l, " in? ") || strings.Contains(l, " is in. ")) && (strings.Contains(l, "that room") || strings.Contains(l, "the room")) {
				item = "" // the room of an event the request names by its title
			}
		case "get_event":
			item, _, _ = strings.Cut(res[1], " (evt_")
		}
		if item != "" && !strings.Contains(req, item) {
			t.Errorf("line %d: %q does not name %q (%s %s)", i+1, req, item, names[1], args[1])
		}
		if f := strings.Fields(req[sentenceEnd(req):]); len(f) >= 2 {
			openers[f[0]+" "+f[1]] = true
		}
	}
	if len(pairs) < 3 || pairs["list_rooms > get_room"] == 0 || pairs["search_events > get_event"] == 0 {
		t.Errorf("chain pairs %v: want a room listing, free rooms and a calendar search, each leading to a read", pairs)
	}
	if len(openers) < 6 {
		t.Errorf("second steps open in %d ways: %v", len(openers), openers)
	}
}

// sentenceEnd is where the second sentence of a request starts (after
// its first ". " or "? "), or 0.
func sentenceEnd(s string) int {
	for i := 0; i+1 < len(s); i++ {
		if (s[i] == '.' || s[i] == '?' || s[i] == '!') && s[i+1] == ' ' {
			return i + 2
		}
	}
	return 0
}
