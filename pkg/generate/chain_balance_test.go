package generate

import (
	"encoding/json"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/prompt"
)

// goalOnly tells whether a chain's request on the example server asks for
// its goal alone ("How many seats does the Atlas room have?"), with no
// listing of rooms or events, or says the listing only as where the item
// is (see prompt.GoalAsked).
func goalOnly(req string) bool {
	l := strings.ToLower(req)
	return prompt.GoalAsked(req) || !strings.Contains(l, "rooms") && !strings.Contains(l, "events")
}

// exampleChains runs chains only on the real example server (every tool
// executed) and returns the records that made two calls.
func exampleChains(t *testing.T, n int, seed int64) []kindRec {
	t.Helper()
	wordingOnly(t)
	src := corpusSource(t, "example.json", "ex")
	m, err := parseMix("chain=1")
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "out.jsonl")
	runTo(t, []Source{src}, config{N: n, Seed: seed, Mix: m, Shape: ShapeFull, Executor: newExampleExecutor(t), Workers: 2}, out)
	var recs []kindRec
	for _, r := range readKindRecs(t, out) {
		if names, _ := r.calls(); len(names) == 2 {
			recs = append(recs, r)
		}
	}
	return recs
}

// TestChainPairBalance: on the example server no one pair leads more
// than 40% of the chains (the slots of tools without a chain of their own
// take the server's pairs in turn), and the pair whose second call only
// looks again at what the first showed (the free rooms of a day, then a
// free room's bookings that day) is not made: the server has others.
func TestChainPairBalance(t *testing.T) {
	for _, seed := range []int64{3, 7} {
		recs := exampleChains(t, 6, seed)
		pairs := map[string]int{}
		for _, r := range recs {
			names, _ := r.calls()
			pairs[names[0]+" > "+names[1]]++
		}
		if len(recs) < 30 || len(pairs) < 3 {
			t.Fatalf("seed %d: %d chains, pairs %v: want at least 30 over 3 pairs", seed, len(recs), pairs)
		}
		most := ""
		for p, c := range pairs {
			if most == "" || c > pairs[most] || (c == pairs[most] && p < most) {
				most = p
			}
		}
		if pairs[most]*10 > len(recs)*4 {
			t.Errorf("seed %d: %s leads %d of %d chains (%v): want at most 40%%", seed, most, pairs[most], len(recs), pairs)
		}
		if pairs["find_free_slot > get_room"] > 0 {
			t.Errorf("seed %d: the free-rooms-then-room pair is made beside others: %v", seed, pairs)
		}
	}
}

// TestChainFinalAnswersBoth: the final answer of an executed chain on the
// example server answers the first question too (how many rooms are free,
// how many events the search found) before the item's details: "6 rooms
// are free on 31 December 2025. The Harbor room (AX-002) …".
func TestChainFinalAnswersBoth(t *testing.T) {
	count := regexp.MustCompile(`^(\d+) (room|event)s?\b`)
	word := map[string]string{"one": "1"}
	total, missed := 0, 0
	// Twenty slots a tool: the chains asked as their goal alone are left
	// out, and at least 15 asked with the listing are wanted.
	for i, r := range exampleChains(t, 20, 3) {
		res := r.results()
		m := count.FindStringSubmatch(res[0])
		if m == nil || goalOnly(r.request()) {
			continue
		}
		final := r.Messages[len(r.Messages)-1]
		if final.Role != "assistant" || final.Content == "" {
			t.Fatalf("record %d ends without an answer", i+1)
		}
		total++
		head := final.Content
		for w, n := range word {
			head = strings.ReplaceAll(head, w+" "+m[2], n+" "+m[2])
		}
		if !strings.Contains(head, m[1]+" "+m[2]) {
			missed++
			t.Logf("record %d: %q does not say the %s %ss the first call found: %q", i+1, r.request(), m[1], m[2], final.Content)
		}
	}
	if total < 15 || missed*10 > total {
		t.Errorf("%d of %d chains' answers leave the first question unanswered", missed, total)
	}
}

// TestChainSecondStepVaried: the second steps of the example server's
// chains are worded in many ways: no run of four words is in more than
// one in six of them ("Show me the details and bookings of …" was in one
// in five).
func TestChainSecondStepVaried(t *testing.T) {
	words := regexp.MustCompile(`[a-z']+`)
	grams := map[string]int{}
	recs := exampleChains(t, 6, 3)
	for _, r := range recs {
		req := r.request()
		w := words.FindAllString(strings.ToLower(req[sentenceEnd(req):]), -1)
		seen := map[string]bool{}
		for i := 0; i+4 <= len(w); i++ {
			if g := strings.Join(w[i:i+4], " "); !seen[g] {
				seen[g] = true
				grams[g]++
			}
		}
	}
	for g, n := range grams {
		if n*6 > len(recs) {
			t.Errorf("%q is in %d of %d chains' second steps", g, n, len(recs))
		}
	}
}

// countedTools: a listing of databases whose result counts them beside
// the list, and a read of one.
const countedTools = `[
 {"name":"list_databases","description":"List the databases of the cluster","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{}},
  "outputSchema":{"type":"object","properties":{"totalCount":{"type":"integer","minimum":0},
   "databases":{"type":"array","items":{"type":"object","properties":{"name":{"type":"string","description":"Database name"},
   "sizeOnDisk":{"type":"integer"}},"required":["name","sizeOnDisk"]}}},"required":["totalCount","databases"]}},
 {"name":"database_stats","description":"Get the statistics of a database","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"database":{"type":"string","description":"Database name"}},"required":["database"]}}
]`

// TestChainOfflineCountsListed: a synthesized listing's count says how
// many items it lists (drawn, "totalCount": 20 stood beside 3 databases).
func TestChainOfflineCountsListed(t *testing.T) {
	n := 0
	for i, r := range kindRecords(t, []Source{toolsFor(t, "db", countedTools)}, "chain", 8, 4) {
		for _, res := range r.results() {
			var got struct {
				TotalCount *int              `json:"totalCount"`
				Databases  []json.RawMessage `json:"databases"`
			}
			if json.Unmarshal([]byte(res), &got) != nil || got.TotalCount == nil {
				continue
			}
			n++
			if *got.TotalCount != len(got.Databases) {
				t.Errorf("record %d: totalCount %d beside %d databases: %s", i+1, *got.TotalCount, len(got.Databases), res)
			}
		}
	}
	if n == 0 {
		t.Fatal("no chain listed databases")
	}
}

// TestChainRoomOfEventOnItsDay: the room of an event a search found is
// asked about on the event's day ("…the room for "Sprint 44 retro" …
// what's booked on the day of the event"), so its bookings are those around the event,
// not the ones after whatever day the server counts from.
func TestChainRoomOfEventOnItsDay(t *testing.T) {
	n := 0
	for i, r := range exampleChains(t, 6, 3) {
		names, args := r.calls()
		if l := strings.ToLower(r.request()); names[0] != "search_events" || names[1] != "get_room" ||
			!strings.Contains(l, "the room of ") && !strings.Contains(l, "the room for ") && !strings.Contains(l, "its room") {
			continue // not a room said as an event's
		}
		n++
		var b struct {
			RoomID string `json:"room_id"`
			Date   string `json:"date"`
		}
		_ = json.Unmarshal([]byte(args[1]), &b)
		line := ""
		for _, l := range strings.Split(r.results()[0], "\n") {
			_, rest, _ := strings.Cut(l, "Z  ")
			title, _, _ := strings.Cut(rest, " (")
			if title != "" && strings.Contains(l, b.RoomID) && strings.Contains(r.request(), `"`+title+`"`) {
				line = l
			}
		}
		if b.Date == "" || !strings.Contains(line, b.Date) {
			t.Errorf("record %d: %q: get_room %s is not asked for the event's day (%q)", i+1, r.request(), args[1], line)
		}
	}
	if n == 0 {
		t.Fatal("no chain looked up the room of an event")
	}
}

// TestChainFinalNamesFound: when the first call of an executed chain lists
// a few rooms or events, the final answer names each of them, not only
// how many there are ("6 rooms are free" left the person asking which);
// asked for the goal alone ("How many seats does the Atlas room have?"),
// it answers that, not the listing.
func TestChainFinalNamesFound(t *testing.T) {
	room := regexp.MustCompile(`(?m)^[A-Z]+-\d+ (\w+) \(`)
	event := regexp.MustCompile(`(?m)^evt_\w+\s+\S+\s+(.+?) \(\d+ min`)
	total, goals := 0, 0
	for i, r := range exampleChains(t, 16, 3) {
		res := r.results()
		var names []string
		for _, re := range []*regexp.Regexp{room, event} {
			for _, m := range re.FindAllStringSubmatch(res[0], -1) {
				names = append(names, m[1])
			}
		}
		if len(names) < 2 || len(names) > maxSaidNames || strings.Contains(res[0], "showing") {
			continue
		}
		final := r.Messages[len(r.Messages)-1].Content
		if prompt.GoalAsked(r.request()) {
			goals++
			if strings.HasPrefix(final, "I found") || strings.HasPrefix(final, "There are") {
				t.Errorf("record %d: %q: asked for the goal, the answer recounts the listing: %q", i+1, r.request(), final)
			}
			continue
		}
		if goalOnly(r.request()) {
			continue
		}
		total++
		for _, n := range names {
			if !strings.Contains(final, n) {
				t.Errorf("record %d: %q: the answer leaves out %q the first call found: %q", i+1, r.request(), n, final)
			}
		}
	}
	if total < 8 || goals == 0 {
		t.Errorf("%d chains list a few rooms or events first, %d ask for the goal: want at least 8 and 1", total, goals)
	}
}

// TestListedItemsNames: the names a final answer says of a listing come
// from the list of named objects in the result, with the list's key as
// the noun, each name once with its count, the rest counted past eight.
func TestListedItemsNames(t *testing.T) {
	noun, names := listedItems(`{"total":3,"widgetBoxes":[{"id":"w1","title":"Alpha"},{"id":"w2","title":"Beta: two"},{"id":"w3","title":"Alpha"}]}`)
	if noun != "widget boxes" || strings.Join(names, "|") != "Alpha|Beta: two|Alpha" {
		t.Errorf("listedItems = %q, %q", noun, names)
	}
	if got, want := sayNames(names), `"Alpha" (2 times) and "Beta: two"`; got != want {
		t.Errorf("sayNames = %q, want %q", got, want)
	}
	if _, names := listedItems(`{"items":[{"id":"a1","name":"One"},{"id":"a2"}]}`); names != nil {
		t.Errorf("an unnamed item still gave names %q", names)
	}
	many := []string{"a", "b", "c", "d", "e", "f", "g", "h", "i", "j"}
	if got, want := sayNames(many), "a, b, c, d, e, f, g, h and 2 more"; got != want {
		t.Errorf("sayNames = %q, want %q", got, want)
	}
}

// cappedTools: a listing that takes a page size and a page, and a read of
// one listed item.
const cappedTools = `[
 {"name":"list_gadgets","description":"List the gadgets in a warehouse","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"warehouse":{"type":"string","description":"Warehouse name"},
   "limit":{"type":"integer","minimum":1,"maximum":50,"description":"Maximum number of gadgets to return"},
   "page":{"type":"integer","minimum":1,"description":"Page number of the results"}},"required":["warehouse"]},
  "outputSchema":{"type":"object","properties":{"gadgets":{"type":"array","items":{"type":"object",
   "properties":{"gadget_id":{"type":"string","description":"Gadget id"},"name":{"type":"string","description":"Gadget name"}},
   "required":["gadget_id","name"]}}},"required":["gadgets"]}},
 {"name":"get_gadget","description":"Get one gadget by its id","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"gadget_id":{"type":"string","description":"Gadget id"}},"required":["gadget_id"]}}
]`

// TestChainFirstCallUncapped: a chain's first call lists without a page
// size or page ("Show at most 1 event. Does the room of …" asked for a
// list too short to hold what the person then looked for).
func TestChainFirstCallUncapped(t *testing.T) {
	recs := kindRecords(t, []Source{toolsFor(t, "gadgets", cappedTools)}, "chain", 12, 4)
	n := 0
	for i, r := range recs {
		names, args := r.calls()
		if len(names) != 2 {
			continue
		}
		n++
		if strings.Contains(args[0], `"limit"`) || strings.Contains(args[0], `"page"`) {
			t.Errorf("record %d: %q: the first call %s is capped: %s", i+1, r.request(), names[0], args[0])
		}
	}
	if n < 4 {
		t.Errorf("%d chains: want at least 4", n)
	}
}

// sessionTools: a listing of sessions, each with an id, a name and the
// times it was opened and last touched, and a close of one.
const sessionTools = `[
 {"name":"list_sessions","description":"List the open sessions","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{}},
  "outputSchema":{"type":"object","properties":{"sessions":{"type":"array","minItems":1,"items":{"type":"object",
   "properties":{"sessionId":{"type":"string","description":"Session id"},"name":{"type":"string","description":"Session name"},
   "createdAt":{"type":"string","format":"date-time"},"lastUsedAt":{"type":"string","format":"date-time"}},
   "required":["sessionId","name","createdAt","lastUsedAt"]}}},"required":["sessions"]}},
 {"name":"session_logs","description":"Read the logs of a session","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"sessionId":{"type":"string","description":"Session id. Use the id returned by list_sessions."}},"required":["sessionId"]}}
]`

// TestChainSynthResultPlausible: a synthesized listing (offline chains)
// lists each id and name once, and no item was last used before it was
// created (drawn apart, two connections shared an id and one was used
// months before it existed).
func TestChainSynthResultPlausible(t *testing.T) {
	n := 0
	for seed := int64(1); seed <= 4; seed++ {
		for i, r := range kindRecords(t, []Source{toolsFor(t, "sessions", sessionTools)}, "chain", 8, seed) {
			for _, res := range r.results() {
				var got struct {
					Sessions []struct{ SessionID, Name, CreatedAt, LastUsedAt string }
				}
				if json.Unmarshal([]byte(res), &got) != nil || len(got.Sessions) < 2 {
					continue
				}
				n++
				ids, names := map[string]bool{}, map[string]bool{}
				for _, s := range got.Sessions {
					if ids[s.SessionID] || names[s.Name] {
						t.Errorf("seed %d record %d: %s or %s listed twice: %s", seed, i+1, s.SessionID, s.Name, res)
					}
					ids[s.SessionID], names[s.Name] = true, true
					if s.LastUsedAt < s.CreatedAt {
						t.Errorf("seed %d record %d: %s last used %s before it was created %s", seed, i+1, s.SessionID, s.LastUsedAt, s.CreatedAt)
					}
				}
			}
		}
	}
	if n < 8 {
		t.Errorf("%d listings of two or more sessions: want at least 8", n)
	}
}

// TestBackRefWholeNames: a value said again in a later ask is referred
// back to only where it stands alone: "the auth DB" becomes "that DB"
// (not "that the DB"), and the owner of "terra-farms/search-service" is
// no thing of its own ("that the/search-service repo").
func TestBackRefWholeNames(t *testing.T) {
	for _, c := range []struct {
		text string
		said []any
		want string
	}{
		{"Fetch all collections for the auth DB.", []any{"auth"}, "Fetch all collections for that DB."},
		{"Get issues in the terra-farms/search-service repo.", []any{"terra-farms"}, "Get issues in the terra-farms/search-service repo."},
		{"Recent messages from channel C0POAGMX155?", []any{"C0POAGMX155"}, "Recent messages from that channel?"},
		{"List every collection. The connection is local-1166.", []any{"local-1166"}, "List every collection. The connection is local-1166."},
		// a preposition before the value is no noun ("This is that against.")
		{"I'm working on the payments DB. Mind giving me all the collections? This is against dev-78de.", []any{"dev-78de", "payments"},
			"I'm working on that DB. Mind giving me all the collections? This is against dev-78de."},
		{"Show the logs over dev-78de.", []any{"dev-78de"}, "Show the logs over dev-78de."},
	} {
		if got := backRef(c.text, c.said); got != c.want {
			t.Errorf("backRef(%q) = %q, want %q", c.text, got, c.want)
		}
	}
}

// itemTools: an update of a widget's properties (a structure pasted in
// the request) and a read of one widget, both by its id.
const itemTools = `[
 {"name":"update_widget","description":"Update the properties of a widget","inputSchema":{"type":"object","properties":{
  "widget_id":{"type":"string","description":"The widget id"},"properties":{"type":"object","description":"The properties to set",
   "properties":{"title":{"type":"array","items":{"type":"object","properties":{"text":{"type":"object",
   "properties":{"content":{"type":"string"}},"required":["content"]}},"required":["text"]}}},"required":["title"]}},"required":["widget_id","properties"]}},
 {"name":"get_widget","description":"Get a widget by its id","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"widget_id":{"type":"string","description":"The widget id"}},"required":["widget_id"]}}
]`

// TestParallelSameItemReferredBack: two asks about one item in one
// message name it once: "Rename widget X … Can you also fetch that
// widget?", not the same id twice.
func TestParallelSameItemReferredBack(t *testing.T) {
	n := 0
	for i, r := range kindRecords(t, []Source{toolsFor(t, "widgets", itemTools)}, "parallel", 6, 3) {
		names, args := r.calls()
		if len(names) != 2 || names[0] == names[1] {
			continue
		}
		var a, b struct {
			WidgetID string `json:"widget_id"`
		}
		if json.Unmarshal([]byte(args[0]), &a) != nil || json.Unmarshal([]byte(args[1]), &b) != nil || a.WidgetID != b.WidgetID {
			continue
		}
		n++
		if c := strings.Count(r.request(), a.WidgetID); c != 1 {
			t.Errorf("record %d: %q says %s %d times", i+1, r.request(), a.WidgetID, c)
		}
	}
	if n < 3 {
		t.Errorf("%d two-tool parallel records about one widget: want at least 3", n)
	}
}
