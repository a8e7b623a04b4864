package prompt

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
)

// chainBinding binds a tool written for the test, shaped like a "get one
// meeting room by its id" tool, and returns its id parameter.
func chainBinding(t *testing.T, name, title, desc, param string) (*Binding, Param) {
	t.Helper()
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	b, err := set.For(ToolInfo{Server: "other", Name: name, Title: title, Description: desc,
		InputSchema: json.RawMessage(`{"type":"object","properties":{"` + param + `":{"type":"string","description":"The id"}},"required":["` + param + `"]}`)})
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range b.Params() {
		if q.Name == param {
			return b, q
		}
	}
	t.Fatalf("no parameter %s", param)
	return nil, Param{}
}

// TestChainSaidNamesItem: a chain's second step is the second tool's own
// request with the found value said as the item the person means, by its
// name ("the Harbor room"), never "the first one", asked as what the
// person wants to know with where the item is, the listing being how the
// assistant finds its id ("How many seats does the Harbor room in the
// Annex have?" for "Which rooms are there in the Annex?"), never as a
// test of the listing spelled out ("If the Harbor room is there, …", "Is
// Harbor one of them? If so, …"); the kind's noun before the value
// ("meeting room HQ-101") and a particle before a pronoun ("pull up it")
// do not dangle; a value said twice, in a code block or glued to a word
// is not replaced (false).
func TestChainSaidNamesItem(t *testing.T) {
	b, p := chainBinding(t, "get_room", "Get a meeting room", "Get one meeting room by its id", "room_id")
	forms := map[string]bool{}
	for _, reqA := range []string{"Which rooms are there in the Annex?", "Can you pull up the rooms in the Annex?", "Please list every meeting room in the Annex."} {
		for seed := range uint64(40) {
			rng := rand.New(rand.NewPCG(seed, 3))
			for _, reqB := range []string{"Tell me about room AX-002.", "How many seats does AX-002 have?", "Look up meeting room AX-002 for me.",
				"Can you pull up room AX-002?", "What's booked in AX-002?"} {
				got, _, ok := ChainSaid(rng, b, reqA, reqB, p, "AX-002", ChainItem{Name: "Harbor"}, true)
				if !ok {
					t.Fatalf("%q after %q: not worded", reqB, reqA)
				}
				if !strings.Contains(got, "Harbor") || strings.Contains(got, "AX-002") || !strings.Contains(got, "in the Annex") {
					t.Errorf("%q → %q: want the Harbor room asked for, with where it is", reqB, got)
				}
				for _, bad := range []string{"If ", "one of them", "If so", "first", "meeting the", "room the", "up it", "of it", "room Harbor room", "called the", ", it "} {
					if strings.Contains(got, bad) {
						t.Errorf("%q → %q says %q", reqB, got, bad)
					}
				}
				forms[strings.ReplaceAll(got, "Harbor", "")] = true
			}
		}
	}
	if len(forms) < 6 {
		t.Errorf("the item is said in %d ways: %v", len(forms), forms)
	}
	reqA := "Which rooms are there in the Annex?"
	for _, reqB := range []string{"Compare AX-002 with AX-002.", "Book #AX-002.", "Run:\n```json\n{\"room\":\"AX-002\"}\n```"} {
		if got, _, ok := ChainSaid(rand.New(rand.NewPCG(1, 2)), b, reqA, reqB, p, "AX-002", ChainItem{Name: "Harbor"}, true); ok {
			t.Errorf("%q worded as %q", reqB, got)
		}
	}
}

// TestChainSaidChangeNamesItem: a change is asked of the item by its
// name, with no choice reason of a read ("I'm mostly interested in"); a
// value another item refers to is said as that item's thing ("its room"
// of the named item the listing shows, "the room for "Quarterly
// review""), never as the item itself ("the room called "Quarterly
// review"").
func TestChainSaidChangeNamesItem(t *testing.T) {
	cancel, ev := chainBinding(t, "cancel_event", "Cancel an event", "Cancel a calendar event", "event_id")
	room, rp := chainBinding(t, "get_room", "Get a meeting room", "Get one meeting room by its id", "room_id")
	for seed := range uint64(30) {
		rng := rand.New(rand.NewPCG(seed, 9))
		got, _, ok := ChainSaid(rng, cancel, "Find the design reviews next week.", "Please cancel event evt_1a2b3c4d.", ev, "evt_1a2b3c4d",
			ChainItem{Name: "Design review: billing"}, false)
		if !ok || !strings.Contains(got, `"Design review: billing"`) || strings.Contains(got, "evt_") || strings.Contains(got, "interested") {
			t.Errorf("cancel: %q (%v)", got, ok)
		}
		got, _, ok = ChainSaid(rng, room, "Find the design reviews next week.", "What's booked in AX-002?", rp, "AX-002",
			ChainItem{Name: "Design review: billing", Of: true}, true)
		if !ok || strings.Contains(got, `room called`) || strings.Contains(got, "AX-002") ||
			!strings.Contains(got, `the room for "Design review: billing"`) && !(strings.Contains(got, `If "Design review: billing" is `) && strings.Contains(got, "its room")) {
			t.Errorf("room of an event: %q (%v)", got, ok)
		}
	}
}

// TestChainSaidThatDay: a day the first request said is "that day" in the
// second step, not said twice.
func TestChainSaidThatDay(t *testing.T) {
	b, p := chainBinding(t, "get_room", "Get a meeting room", "Get one meeting room by its id", "room_id")
	got, _, ok := ChainSaid(rand.New(rand.NewPCG(1, 1)), b, "Which rooms are free on 28 October 2025?", "Is AX-002 busy on 28 October 2025?", p, "AX-002",
		ChainItem{Name: "Harbor"}, true)
	if !ok || strings.Count(got, "28 October 2025") != 1 || !strings.Contains(got, "busy that day?") {
		t.Errorf("%q (%v)", got, ok)
	}
}

// TestListingRequest: a chain's first call that lists things and takes no
// arguments is asked for by the things its description names, with their
// qualifiers, not by the description's verb ("Get active MongoDB
// connections!").
func TestListingRequest(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	b, err := set.For(ToolInfo{Server: "other", Name: "list-links", Description: "List the open database links and their linkIds. Use this to find a link.",
		InputSchema: json.RawMessage(`{"type":"object","properties":{}}`)})
	if err != nil {
		t.Fatal(err)
	}
	_, p := chainBinding(t, "get_link", "", "Get a database link by its id", "linkId")
	seen := map[string]bool{}
	for seed := range uint64(20) {
		got := ListingRequest(rand.New(rand.NewPCG(seed, 1)), b, p)
		if !strings.Contains(got, "open database links") || strings.Contains(got, "List the") || strings.HasSuffix(got, "!") {
			t.Errorf("%q", got)
		}
		seen[got] = true
	}
	if len(seen) < 3 {
		t.Errorf("%d wordings: %v", len(seen), seen)
	}
	if got := ListingRequest(rand.New(rand.NewPCG(1, 1)), b, Param{Name: "room_id"}); got != "" {
		t.Errorf("a description naming no rooms gives %q", got)
	}
}

// TestDateWordsMissing: a template's date helper gives a value left out
// (a clarification's first request) as a plain field does, so that the
// request's checks see the hole and word it otherwise, not "on none".
func TestDateWordsMissing(t *testing.T) {
	if got := dateWords(nil); got != "<no value>" {
		t.Errorf("dateWords(nil) = %q", got)
	}
}

// TestGoalFirst: a chain can be asked goal first, the way a person who
// knows what they want asks: the question about the named item, with the
// place the listing looks in said as part of its name ("How many seats
// does the Juniper room in the Annex building have?"), never with a hint
// written to force the first step ("It's among the rooms in …", "It
// should show up if you list …"); not when the listing says no place
// (days are said by goalWithin), is the person's own action ("show me
// the rooms") or no action at all.
func TestGoalFirst(t *testing.T) {
	got, ok := goalFirst("List the meeting rooms in the Annex building.", "How many seats does ", "the Juniper room", " have?")
	if !ok || got != "How many seats does the Juniper room in the Annex building have?" {
		t.Errorf("goalFirst = %q, %v", got, ok)
	}
	for _, a := range []string{"Which meeting rooms do we have in the HQ building?", "Can you pull up the rooms in the HQ building?",
		"I'm organizing a workshop. Which rooms could work in the HQ building?", "Please list every meeting room in the HQ building."} {
		if got, ok := goalFirst(a, "Who's using ", "the Atlas room", "?"); !ok || got != "Who's using the Atlas room in the HQ building?" {
			t.Errorf("%q: goalFirst = %q, %v", a, got, ok)
		}
	}
	got, ok = goalFirst("Can you pull up the rooms in the HQ building?", "", "the Atlas room", "'s bookings?")
	if ok {
		t.Errorf("a possessive after the place: %q", got)
	}
	for _, a := range []string{"List the events between 4 and 10 October 2025.", "Show me all the rooms in Annex.",
		"Every collection on the shop database? Thanks! The connection is local-1.", "Could you tell me what rooms we can book?",
		"What rooms are there?", "List the rooms.", "Which rooms in Annex are free?", "Which rooms are free on 15 May 2026 in Annex?"} {
		if got, ok := goalFirst(a, "How many seats does ", "the Atlas room", " have?"); ok {
			t.Errorf("%q asked goal first: %q", a, got)
		}
	}
}

// TestChainSaidNoForcedHint: no chain request glues a stock lead to the
// item's step ("I'm mostly interested in", "In particular", "Specifically",
// "Of those") nor adds a hint written only to force the first step
// ("It's among the rooms …", "It should show up if you …", "You'll find it
// if you …").
func TestChainSaidNoForcedHint(t *testing.T) {
	room, rp := chainBinding(t, "get_room", "Get a meeting room", "Get one meeting room by its id", "room_id")
	scoped := 0
	for seed := range uint64(60) {
		rng := rand.New(rand.NewPCG(seed, 17))
		for _, c := range []struct {
			reqA string
			it   ChainItem
		}{
			{"List the meeting rooms in the Annex building.", ChainItem{Name: "Harbor"}},
			{"Search the events from 4 October 2025 to 10 October 2025.", ChainItem{Name: "Sprint retro", Of: true, DaysOnly: true}},
			{"What rooms are there?", ChainItem{Name: "Harbor", Bare: true}},
		} {
			for _, reqB := range []string{"How many seats does AX-002 have?", "Give me a rundown of AX-002: seats, equipment and what's booked.",
				"Can you pull up room AX-002?"} {
				got, _, ok := ChainSaid(rng, room, c.reqA, reqB, rp, "AX-002", c.it, true)
				if !ok {
					continue
				}
				for _, bad := range []string{"mostly interested", "In particular", "Specifically", "Of those", "It's among", "It's one of",
					"show up if", "find it if", "be there if"} {
					if strings.Contains(got, bad) {
						t.Errorf("%q says %q", got, bad)
					}
				}
				if strings.Contains(got, "Harbor room in the Annex building") || strings.Contains(got, "called Harbor in the Annex building") {
					scoped++
				}
			}
		}
	}
	if scoped == 0 {
		t.Error("no chain names the item with the place the listing looks in")
	}
}

// TestPossessive: a named item or its pronoun takes an owner's "'s" or
// plural "'" as English does ("its indexes", not "it' indexes"; "the
// sessions collection's indexes", not "the collection called sessions's").
func TestPossessive(t *testing.T) {
	for _, c := range []struct{ ref, after, want string }{
		{"it", "' indexes?", "its indexes?"},
		{"it", "'s schema", "its schema"},
		{"the sessions collection", "' indexes", "the sessions collection's indexes"},
		{"the Atlas room", "'s bookings", "the Atlas room's bookings"},
		{"it", " for me", "it for me"},
	} {
		if got := possessive(c.ref, c.after); got != c.want {
			t.Errorf("possessive(%q, %q) = %q, want %q", c.ref, c.after, got, c.want)
		}
	}
}

// TestChainSaidSentences: the found thing said in B's request reads as
// English where the value stood: capitalized when it opens a sentence,
// by its name alone when the words after it name its kind ("prod-1 is
// the connection to use"), and not at all after an article and a noun of
// another word ("create the directory it").
func TestChainSaidSentences(t *testing.T) {
	for _, c := range []struct {
		before, after, noun string
		says, afterN        bool
	}{
		{"", " is the connection to use.", "connection", true, false},
		{"Use ", " for it.", "connection", false, false},
		{"Create the directory ", ".", "folder", false, true},
		{"Get the stats of ", ".", "database", false, false},
		{"Create a ", ".", "folder", false, false},
	} {
		if got := saysNoun(c.after, c.noun); got != c.says {
			t.Errorf("saysNoun(%q, %q) = %v", c.after, c.noun, got)
		}
		if got := afterNoun(c.before); got != c.afterN {
			t.Errorf("afterNoun(%q) = %v", c.before, got)
		}
	}
}

// TestChainSaidReadNeedsListing: a read about a named item whose id is
// not what the person calls it is asked as what they want to know: the
// goal alone or with where or when the item is, else beside the listing
// asked in its own right ("List the events next week. What's booked in
// the room for "Sprint retro"?"), the listing giving the assistant the
// id; never as a test of the listing spelled out ("If "Sprint retro" is
// there, …"), nor with a stock lead ("If you see", "Once you have the
// list"). A read of an item the person names by the very value the read
// takes (a collection's name) is not worded here (false): it is the
// read's own request (see the generate package).
func TestChainSaidReadNeedsListing(t *testing.T) {
	room, rp := chainBinding(t, "get_room", "Get a meeting room", "Get one meeting room by its id", "room_id")
	reqA := "List the events next week."
	for seed := range uint64(60) {
		rng := rand.New(rand.NewPCG(seed, 5))
		for _, it := range []ChainItem{{Name: "Harbor"}, {Name: "Sprint retro", Of: true}} {
			for _, reqB := range []string{"Tell me about room AX-002.", "What's booked in AX-002?"} {
				got, _, ok := ChainSaid(rng, room, reqA, reqB, rp, "AX-002", it, true)
				if !ok {
					continue
				}
				for _, bad := range []string{"If you see", "Once you have the list", "Then ", "After that"} {
					if strings.Contains(got, bad) {
						t.Errorf("%q says %q", got, bad)
					}
				}
				if strings.Contains(got, "If ") || strings.Contains(got, "one of them") || strings.Contains(got, " is there") {
					t.Errorf("%q: a test of the listing spelled out", got)
				}
			}
		}
	}
	ev, ep := chainBinding(t, "get_event", "Get an event", "Get one calendar event by its id", "event_id")
	for seed := range uint64(30) {
		got, _, ok := ChainSaid(rand.New(rand.NewPCG(seed, 8)), ev, "Search my events this week that mention planning.",
			"I need to join evt_1a2b. What time is it, and which room?", ep, "evt_1a2b", ChainItem{Name: "Team offsite"}, true)
		if ok && strings.Contains(got, ", I need to join") {
			t.Errorf("%q: a read said as a need on a condition", got)
		}
	}
	coll, cp := chainBinding(t, "collection_indexes", "Collection indexes", "List the indexes of a collection", "collection")
	for seed := range uint64(30) {
		rng := rand.New(rand.NewPCG(seed, 6))
		got, goal, ok := ChainSaid(rng, coll, "List the collections of the shop database.", "What are the indexes on invoices?", cp, "invoices",
			ChainItem{Name: "invoices", Bare: true}, true)
		if ok {
			t.Errorf("a read of an item called by its value: %q (goal %v)", got, goal)
		}
	}
}

// TestAskedOut: a listing asked as a bare noun phrase ("Rooms in the HQ
// building?") is asked as a whole question when it opens a chain; a
// request with its verb, a question word or one thing named by its value
// is kept.
func TestAskedOut(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, in := range []string{"Rooms in the HQ building?", "Recent messages in channel C01? Thanks!", "The users in this workspace?"} {
		got := AskedOut(rng, in)
		if !strings.HasSuffix(got, "?") || !strings.Contains(got, " list the ") && !strings.Contains(got, " pull up the ") || strings.Contains(got, "the the") {
			t.Errorf("AskedOut(%q) = %q, want a whole question", in, got)
		}
	}
	for _, in := range []string{"List the rooms in HQ.", "Which rooms are free?", "Data source 5c3e?", "Show me the rooms?", "Is AX-002 busy? Then book it."} {
		if got := AskedOut(rng, in); got != in {
			t.Errorf("AskedOut(%q) = %q, want it kept", in, got)
		}
	}
}

// TestChainSaidGoalAlone: when the listing says nothing of its own (it
// lists all rooms) and the person calls the item by a name that is not
// its id, a read is mostly asked as its goal alone, the item named ("How
// many seats does the Harbor room have?"), now and then beside the
// listing asked in its own right, and reported as such so the answer
// does not recount the listing; a listing with words of its own is
// always said, the read asked beside it, with no test of it spelled out.
func TestChainSaidGoalAlone(t *testing.T) {
	room, rp := chainBinding(t, "get_room", "Get a meeting room", "Get one meeting room by its id", "room_id")
	reqA := "Can you list the rooms?"
	goals := 0
	defer func() {
		if goals < 24 {
			t.Errorf("the goal alone in %d of 40", goals)
		}
	}()
	for seed := range uint64(40) {
		rng := rand.New(rand.NewPCG(seed, 7))
		got, goal, ok := ChainSaid(rng, room, reqA, "How many seats does AX-002 have?", rp, "AX-002", ChainItem{Name: "Harbor", Bare: true}, true)
		if !ok {
			t.Fatal("not worded")
		}
		switch {
		case goal:
			goals++
			if strings.Contains(got, "list the rooms") || !strings.Contains(got, "Harbor") || strings.Contains(got, "AX-002") ||
				!strings.HasPrefix(got, "How many seats") {
				t.Errorf("goal alone: %q", got)
			}
		case !strings.Contains(got, "list the rooms") || !strings.Contains(got, "Harbor") || strings.Contains(got, "If "):
			// Now and then the listing asked in its own right beside
			// the item's question.
			t.Errorf("neither the goal alone nor both asked: %q", got)
		}
		got, goal, _ = ChainSaid(rng, room, reqA, "How many seats does AX-002 have?", rp, "AX-002", ChainItem{Name: "Harbor"}, true)
		if goal || !strings.Contains(got, "list the rooms") || strings.Contains(got, "If ") || !strings.Contains(got, "Harbor") {
			t.Errorf("not bare: %q (goal %v)", got, goal)
		}
	}
}

// TestChainSaidOnePerson: a chain reads as one person's one request: no
// stock joiner ("The one I care about is", "… is the one I'm after"), no
// opener said twice ("Can you pull up the rooms? Can you pull up the
// Juniper room?"), a read of an item in a place the listing looks in
// asked as the goal with the place ("Give me a rundown of the Harbor
// room in the Annex building"), and a change to a named item never said
// by a dangling pronoun ("staging, close it").
func TestChainSaidOnePerson(t *testing.T) {
	room, rp := chainBinding(t, "get_room", "Get a meeting room", "Get one meeting room by its id", "room_id")
	closer, cp := chainBinding(t, "close_link", "Close a link", "Close an open database link", "link_id")
	placed := 0
	for seed := range uint64(60) {
		rng := rand.New(rand.NewPCG(seed, 11))
		for _, c := range []struct{ reqA, reqB string }{
			{"List the rooms in the Annex building.", "Give me a rundown of room AX-002."},
			{"Can you pull up the rooms in the Annex?", "Can you pull up room AX-002?"},
			{"Show me the rooms.", "What's booked in AX-002?"},
		} {
			got, _, ok := ChainSaid(rng, room, c.reqA, c.reqB, rp, "AX-002", ChainItem{Name: "Harbor"}, true)
			if !ok {
				continue // said twice ("Can you pull up … Can you pull up that one?"): another wording is drawn
			}
			for _, bad := range []string{"The one I care about", "the one I'm after", "the one I need", "I'm thinking of"} {
				if strings.Contains(got, bad) {
					t.Errorf("%q says %q", got, bad)
				}
			}
			if strings.Count(strings.ToLower(got), "can you pull up") > 1 {
				t.Errorf("%q says its opener twice", got)
			}
			if strings.HasPrefix(got, "Give me a rundown of") && strings.Contains(got, "in the Annex building") {
				placed++
			}
		}
		got, _, ok := ChainSaid(rng, closer, "Show me the open links.", "link-7, close it for me.", cp, "link-7", ChainItem{Name: "staging"}, false)
		if ok && (strings.Contains(got, "staging, close") || strings.Contains(got, "it, close")) {
			t.Errorf("a dangling topic: %q", got)
		}
	}
	if placed == 0 {
		t.Error("no read asked as the goal in the listing's place")
	}
}

// TestChainSaidGoalWithin: a chain whose listing only searches between
// two days is also asked goal first, with when the item is ("Which room
// is "Sprint retro" in? It's sometime between 6 and 10 October."), the
// days said once and as the listing says them, and reported as the goal.
func TestChainSaidGoalWithin(t *testing.T) {
	ev, ep := chainBinding(t, "get_event", "Get an event", "Get one calendar event by its id", "event_id")
	reqA := "List the events between 6 October 2025 and 10 October 2025."
	within := 0
	for seed := range uint64(40) {
		rng := rand.New(rand.NewPCG(seed, 13))
		got, goal, ok := ChainSaid(rng, ev, reqA, "Show me the details of evt_1a2b.", ep, "evt_1a2b", ChainItem{Name: "Sprint retro", DaysOnly: true}, true)
		if !ok || strings.Count(got, "6 October") != 1 || strings.Contains(got, "some time") {
			t.Fatalf("%q (%v)", got, ok)
		}
		if strings.HasPrefix(got, "Show me the details") && strings.Contains(got, "between 6 October and 10 October 2025.") {
			within++
			if !goal {
				t.Errorf("%q not reported as the goal", got)
			}
		}
	}
	if within == 0 {
		t.Error("no chain asked goal first with its days")
	}
}

// TestFindsKind: "the first room it finds" is asked only of a call that
// finds rooms (its request or description says them), not of a search
// for events whose result happens to hold rooms.
func TestFindsKind(t *testing.T) {
	_, rp := chainBinding(t, "get_room", "Get a meeting room", "Get one meeting room by its id", "room_id")
	if !FindsKind("Which rooms are free on 3 May?", "Find free meeting rooms", rp) {
		t.Error("a listing of rooms: does not find rooms")
	}
	if FindsKind("Is anything booked between 3 and 9 May?", "Search the calendar for events between two days", rp) {
		t.Error("a search for events: finds rooms")
	}
	if FindsKind("List the bedrooms.", "", rp) {
		t.Error("a word holding the noun: finds rooms")
	}
}

// amongOf says which listing holds the item only when the listing says
// more than its noun ("It's one of the rooms" says nothing).
func TestAmongOf(t *testing.T) {
	for act, want := range map[string]string{
		"list the events between 4 and 10 October 2025": "the events between 4 and 10 October 2025",
		"list the meeting rooms in the HQ building":     "the meeting rooms in the HQ building",
		"search events from 1 January until 3 January":  "the events from 1 January until 3 January",
		"list the rooms":                 "",
		"pull up the rooms":              "",
		"read the file notes.md":         "",
		`find the "Sprint" events today`: "",
	} {
		got, ok := amongOf(act)
		if got != want || ok != (want != "") {
			t.Errorf("amongOf(%q) = %q, %v; want %q", act, got, ok, want)
		}
	}
}

// TestChainSaidItsDayNamed: the day of the named item the listing found,
// asked goal first, is said as the item's own ("on the day it's held",
// "on the day it takes place": both, not one phrase in every chain),
// never "on the day of the event" nor "on the same day" (the same as
// what?), nor a bare "that day" the span leaves without a referent (made
// on the listing showing the item too: "If "Sprint retro" is one of
// them, what's booked in its room on the day it's held?") unless the
// item is asked for first, so that "that day" is its day ("Which room is
// "Sprint retro" in? It's sometime between 9 and 13 March 2026. What's
// booked in that room that day?"); a day the first request said itself
// stays "that day".
func TestChainSaidItsDayNamed(t *testing.T) {
	room, rp := chainBinding(t, "get_room", "Get a meeting room", "Get one meeting room by its id", "room_id")
	forms := map[string]bool{}
	for seed := range uint64(30) {
		rng := rand.New(rand.NewPCG(seed, 19))
		for _, reqB := range []string{"What's booked in AX-002 on 12 March 2026?", "Can you pull up room AX-002 with its bookings for 12 March 2026?"} {
			for _, days := range []bool{true, false} {
				reqA := "List the events between 9 March 2026 and 13 March 2026."
				if !days {
					reqA = "List the events between 9 March 2026 and 13 March 2026 tagged review."
				}
				got, _, ok := ChainSaid(rng, room, reqA, reqB, rp, "AX-002",
					ChainItem{Name: "Sprint retro", Of: true, OnItsDay: true, DaysOnly: days}, true)
				if !ok {
					continue
				}
				cond := strings.Contains(got, `If "Sprint retro" is `)
				switch {
				case strings.Contains(got, "12 March") || strings.Contains(got, "the day of the event") || strings.Contains(got, "the same day"):
					t.Errorf("%q: want the event's day said as its own", got)
				case cond && !strings.Contains(got, "its room") || strings.Contains(got, "that day") && !itemFirst(got):
					t.Errorf("%q: a day with no referent", got)
				}
				for _, f := range []string{"the day it's held", "the day it takes place", "in that room that day", "that room with its bookings for that day"} {
					if strings.Contains(got, f) {
						forms[f] = true
					}
				}
			}
		}
	}
	if len(forms) < 2 {
		t.Errorf("the event's day said in one form only (%v): a template", forms)
	}
	got, _, ok := ChainSaid(rand.New(rand.NewPCG(1, 1)), room, "Which rooms are free on 28 October 2025?", "Is AX-002 busy on 28 October 2025?", rp, "AX-002",
		ChainItem{Name: "Harbor"}, true)
	if !ok || !strings.Contains(got, "that day") {
		t.Errorf("a day the person said: %q", got)
	}
}

// itemFirst tells whether a chain request asks first which room the
// item "Sprint retro" is in, in a sentence of its own.
func itemFirst(s string) bool {
	return strings.Contains(s, `"Sprint retro" in? `) || strings.Contains(s, `"Sprint retro" is in. `)
}

// TestAsksExistence: a request asking whether anything is there at all
// is told from one that lists or asks what is there.
func TestAsksExistence(t *testing.T) {
	for _, s := range []string{"Is there anything scheduled from 1 May to 3 May?", "Could you check whether anything is booked between 1 and 3 May?",
		"Is any room open on 4 May?", "Do we have a room that's free on 4 May?", "Is there a \"design review\" meeting between 1 and 9 May?"} {
		if !AsksExistence(s) {
			t.Errorf("%q: not an existence question", s)
		}
	}
	for _, s := range []string{"What's on the calendar between 1 and 3 May?", "List the events between 1 and 3 May.", "Which rooms are free on 4 May?",
		"I'm planning my week. What do I have between 1 and 3 May?", "Is AX-002 busy? Check if it has a screen."} {
		if AsksExistence(s) {
			t.Errorf("%q: taken for an existence question", s)
		}
	}
}

// TestThatDayKeepsOn: a day said again is "that day", keeping the "on"
// a question about what is on needs ("with what's on that day", not
// "with what's that day").
func TestThatDayKeepsOn(t *testing.T) {
	for in, want := range map[string]string{
		"Is it busy on 3 May 2026?":              "Is it busy that day?",
		"Look it up, with what's on 3 May 2026.": "Look it up, with what's on that day.",
		"Is anything on 3 May 2026?":             "Is anything on that day?",
	} {
		if got := thatDay("Which rooms are free on 3 May 2026?", in); got != want {
			t.Errorf("thatDay(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestChainSaidConditionGovernsChange: a change waiting on the listing
// showing the thing ("If the events collection is there, …") is said only
// when the thing is named in the sentence asking for the change, not in
// a topic sentence of its own ("If events is there, we're working on it.
// Delete …").
func TestChainSaidConditionGovernsChange(t *testing.T) {
	del, dp := chainBinding(t, "purge_rows", "Purge rows", "Delete the rows of a sheet", "sheet_name")
	for seed := range uint64(40) {
		rng := rand.New(rand.NewPCG(seed, 23))
		got, _, ok := ChainSaid(rng, del, "List the sheets of the budget workbook.", "We're working on sheet q3. Delete the rows where total is 0.", dp, "q3",
			ChainItem{Name: "q3"}, false)
		if ok && (strings.Contains(got, " is there, ") || strings.Contains(got, " is on the list, ")) {
			t.Errorf("%q: a condition on a topic sentence", got)
		}
	}
}

// TestChainSaidAsksNothingSaid: the second step never asks for what the
// first request says already ("…rooms in the HQ building? Which building
// is the Cascade room in?"), nor names the item with the place it asks
// about ("Which building is the Cascade room in the HQ building in?").
func TestChainSaidAsksNothingSaid(t *testing.T) {
	room, rp := chainBinding(t, "get_room", "Get a meeting room", "Get one meeting room by its id", "room_id")
	for seed := range uint64(30) {
		rng := rand.New(rand.NewPCG(seed, 29))
		if got, _, ok := ChainSaid(rng, room, "List the meeting rooms in the HQ building.", "Which building is HQ-201 in?", rp, "HQ-201",
			ChainItem{Name: "Cascade"}, true); ok {
			t.Errorf("asks what was said: %q", got)
		}
	}
	if got, ok := goalFirst("List the meeting rooms in the HQ building.", "Which building is ", "the Cascade room", " in?"); ok {
		t.Errorf("goalFirst = %q", got)
	}
	if !asksSaid("Show me the rooms in the Annex building.", "Which building is it in?") || asksSaid("Show me the rooms.", "What time is it?") {
		t.Error("asksSaid")
	}
}

// TestSpanSaidAsPeopleRecallIt: when an item is, said after the goal,
// says the year once and two days in a row as a choice ("on 27 or 28
// February 2026", "on 28 February or 1 March 2026"), never "from 27
// February 2026 until 28 February 2026" nor "It's either on 27 February
// or 28 February" nor "some time between" (the adverb is "sometime");
// the two ends of a longer span keep their months so
// they read as dates, and the lead is none of the calendar-speak ones
// ("It's on the calendar").
func TestSpanSaidAsPeopleRecallIt(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"from 27 February 2026 until 28 February 2026", "on 27 or 28 February 2026"},
		{"from 28 February 2026 until 1 March 2026", "on 28 February or 1 March 2026"},
		{"between 14 October 2025 and 16 October 2025", "between 14 October and 16 October 2025"},
		{"between 30 December 2025 and 2 January 2026", "between 30 December 2025 and 2 January 2026"},
		{"between 6 and 10 October 2025", "between 6 and 10 October 2025"},
	} {
		if got, _ := spanSaid(c.in); got != c.want {
			t.Errorf("spanSaid(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	ev, ep := chainBinding(t, "get_event", "Get an event", "Get one calendar event by its id", "event_id")
	reqA := "List the events from 27 February 2026 until 28 February 2026."
	for seed := range uint64(40) {
		rng := rand.New(rand.NewPCG(seed, 13))
		got, _, ok := ChainSaid(rng, ev, reqA, "Show me the details of evt_1a2b.", ep, "evt_1a2b", ChainItem{Name: "Sprint retro", DaysOnly: true}, true)
		if !ok {
			t.Fatalf("%q (%v)", got, ok)
		}
		if strings.HasPrefix(got, "Show me the details") && (strings.Contains(got, "on the calendar") || strings.Contains(got, "2026 until") ||
			strings.Contains(got, "either") || strings.Contains(got, "some time")) {
			t.Errorf("stiff span: %q", got)
		}
	}
}

// TestAskBoth: a read asked beside the listing joins two questions as
// one ("Which rooms are free on 15 May 2026, and how many seats does the
// Harbor room have?"), two requests of the same opener as one request
// of two actions ("Could you list the rooms and pull up the Juniper
// room?", not "…, and can you pull up …"), a name opening the second
// kept as it is spelled; a second step of several sentences is not
// joined.
func TestAskBoth(t *testing.T) {
	for _, c := range []struct{ a, full, name, want string }{
		{"Which rooms are free on 15 May 2026?", "How many seats does the Harbor room have?", "Harbor",
			"Which rooms are free on 15 May 2026, and how many seats does the Harbor room have?"},
		{"Could you list the rooms?", "Can you pull up the Juniper room?", "Juniper", "Could you list the rooms and pull up the Juniper room?"},
		{"Can you list the rooms?", "Harbor has video?", "Harbor", "Can you list the rooms, and Harbor has video?"},
		{"List the meeting rooms in the HQ building.", "What's booked in the Atlas room?", "Atlas",
			"List the meeting rooms in the HQ building. What's booked in the Atlas room?"},
	} {
		if got, ok := askBoth(c.a, c.full, c.name); !ok || got != c.want {
			t.Errorf("askBoth(%q, %q) = %q, %v; want %q", c.a, c.full, got, ok, c.want)
		}
	}
	if got, ok := askBoth("List the rooms.", "What's Harbor like? I need the seats.", "Harbor"); ok {
		t.Errorf("a second step of two sentences joined: %q", got)
	}
}
