package generate

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestClarifyKeepsOwnWording: on a server with its own request templates
// (the example server), a clarification whose every template variant
// needs the asked value ("free on {{date}}") is worded by the template
// with the value's phrase cut out ("Which rooms in HQ are free?"), not
// by the generic path that reads like a form ("the meeting rooms free,
// using the HQ building"); the cut leaves no dangling preposition.
func TestClarifyKeepsOwnWording(t *testing.T) {
	src := corpusSource(t, "example.json", "ex")
	generic := map[string][]string{
		"find_free_slot": {"meeting rooms free", "using the", "min capacity"},
		"send_email":     {"post an e-mail on"},
		"save_note":      {"saying \"", "reading \""},
	}
	seen := map[string]int{}
	for _, r := range kindRecords(t, []Source{src}, "clarify", 6, 6619) {
		if len(r.Messages) < 4 || r.Messages[1].Role != "assistant" || len(r.Messages[1].ToolCalls) > 0 {
			continue
		}
		names, _ := r.calls()
		req := r.request()
		seen[names[0]]++
		for _, w := range generic[names[0]] {
			if strings.Contains(req, w) {
				t.Errorf("%s: request %q is the generic wording (%q)", names[0], req, w)
			}
		}
		if hole(req) {
			t.Errorf("%s: request %q leaves a hole", names[0], req)
		}
	}
	if seen["find_free_slot"] == 0 || seen["save_note"] == 0 {
		t.Errorf("clarified %v: want find_free_slot and save_note", seen)
	}
}

// TestCutSpan: the value's phrase goes with its preposition (and a
// number with its unit); a phrase not led by one is not cut.
func TestCutSpan(t *testing.T) {
	for _, c := range []struct {
		t1, t2, want string
		unit         bool
	}{
		{"Which rooms are free on 20 January 2026 in HQ?", "Which rooms are free on 21 February 2027 in HQ?", "Which rooms are free in HQ?", false},
		{"Book HQ-883 for 15 minutes and invite ana@x.io.", "Book HQ-883 for 1015 minutes and invite ana@x.io.", "Book HQ-883 and invite ana@x.io.", true},
		{"Rooms with at least 3 seats?", "Rooms with at least 1003 seats?", "", true},
		{"Book it — it's for \"Budget review\".", "Book it — it's for \"Cvehfu sfwjfx\".", "", false},
		// A phrase cut from between two commas leaves neither after a
		// word opening a clause, one after another word, none before a stop.
		{"Preview what would change if, in \"/src/app.py\", you replace \"a\".", "Preview what would change if, in \"/tql/bqq.qz\", you replace \"a\".", "Preview what would change if you replace \"a\".", false},
		{"Read the notes, in \"/src/a.md\", then list them.", "Read the notes, in \"/tql/b.ne\", then list them.", "Read the notes, then list them.", false},
		{"Read the notes, in \"/src/a.md\".", "Read the notes, in \"/tql/b.ne\".", "Read the notes.", false},
		// A verb needing where is not left without it.
		{"I want \"/a/b.ts\" to live at \"/a/c.ts\" instead.", "I want \"/a/b.ts\" to live at \"/b/d.ut\" instead.", "", false},
		// A sentence cut down to its verb is no request.
		{"Where is \"*.py\"? Look in \"/src/a\", ignoring \"*.go\".", "Where is \"*.py\"? Look in \"/tql/b\", ignoring \"*.go\".", "", false},
		// A time's colons are inside the value: the cut takes all of it.
		{"Is HQ-475 free at 2026-02-20T18:30:00Z? If so, book it.", "Is HQ-475 free at 2027-03-21T18:30:00Z? If so, book it.", "Is HQ-475 free? If so, book it.", false},
	} {
		got, ok := cutSpan(c.t1, c.t2, c.unit)
		if !ok {
			got = ""
		}
		if got != c.want {
			t.Errorf("cutSpan(%q) = %q, want %q", c.t1, got, c.want)
		}
	}
}

// TestBackRef: a second request about the same thing as the first refers
// back to it ("that channel"), not by its id again; a value not led by a
// noun stays.
func TestBackRef(t *testing.T) {
	for _, c := range []struct{ text, v, want string }{
		{"Recent messages from channel C0POAGMX155?", "C0POAGMX155", "Recent messages from that channel?"},
		{`List the indexes of collection "orders".`, "orders", "List the indexes of that collection."},
		{"Read from C0POAGMX155.", "C0POAGMX155", "Read from C0POAGMX155."},
		// "the" before the noun goes with it: not "from the that channel".
		{"Check messages from the channel C0POAGMX155 please.", "C0POAGMX155", "Check messages from that channel please."},
		{"The channel C0POAGMX155, what's new?", "C0POAGMX155", "That channel, what's new?"},
		// A verb or a function word before the value is not its noun.
		{"I'd like to book HQ-395. What's on in there?", "HQ-395", "I'd like to book HQ-395. What's on in there?"},
		{"Does HQ-796 have a screen? And is it busy?", "HQ-796", "Does HQ-796 have a screen? And is it busy?"},
		{"Give me a rundown of HQ-930: seats and equipment.", "HQ-930", "Give me a rundown of HQ-930: seats and equipment."},
		// A possessive is no value led by its noun, and "got" is no noun:
		// not "I've that got's dashboard repository open".
		{"Also, I've got dsantos's dashboard repository open.", "dsantos", "Also, I've got dsantos's dashboard repository open."},
		{"Also, I've got dsantos' dashboard repository open.", "dsantos", "Also, I've got dsantos' dashboard repository open."},
	} {
		if got := backRef(c.text, []any{c.v}); got != c.want {
			t.Errorf("backRef(%q) = %q, want %q", c.text, got, c.want)
		}
	}
}

// TestParallelSameThingRefersBack: two requests in one message about one
// channel (a post, then its history) name the channel's id once.
func TestParallelSameThingRefersBack(t *testing.T) {
	const tools = `[
 {"name":"post_message","description":"Post a new message to a chat channel",
  "inputSchema":{"type":"object","properties":{"channel_id":{"type":"string","description":"The ID of the channel to post to"},
   "text":{"type":"string","description":"The message text to post"}},"required":["channel_id","text"]}},
 {"name":"get_channel_history","description":"Get recent messages from a channel","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"channel_id":{"type":"string","description":"The ID of the channel"}},"required":["channel_id"]}}
]`
	n := 0
	for _, r := range kindRecords(t, []Source{toolsFor(t, "chat", tools)}, "parallel", 12, 6619) {
		names, args := r.calls()
		if len(names) != 2 || names[0] == names[1] {
			continue
		}
		var a map[string]any
		if err := json.Unmarshal([]byte(args[0]), &a); err != nil {
			t.Fatal(err)
		}
		id, _ := a["channel_id"].(string)
		var b map[string]any
		if err := json.Unmarshal([]byte(args[1]), &b); err != nil {
			t.Fatal(err)
		}
		if id == "" || b["channel_id"] != id {
			continue
		}
		n++
		if c := strings.Count(r.request(), id); c > 1 {
			t.Errorf("request %q names channel %s %d times", r.request(), id, c)
		}
	}
	if n == 0 {
		t.Fatal("no parallel record on one channel with two tools")
	}
}
