package prompt

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// TestChainRequestWithOneRequest: a chain whose second call has values of
// its own is said as one request: the second request's own sentence
// opener ("I'm trying to", "Can you") is not said after the first
// ("Then, with the first connection it finds:\n\nI'm trying to…"), and a
// second request that does not open with its action is not joined.
func TestChainRequestWithOneRequest(t *testing.T) {
	p := Param{Name: "connectionId", Role: role.Role{Kind: role.ID}}
	rng := rand.New(rand.NewPCG(3, 4))
	for range 20 {
		got, ok := ChainRequestWith(rng, "List the active connections, thanks a lot.",
			"I'm trying to run an aggregation against the events collection. Pipeline:\n\n```json\n[]\n```", p, "")
		if !ok {
			t.Fatalf("not joined")
		}
		for _, bad := range []string{":\n\nI'm", "I'm trying", "thanks a lot. "} {
			if strings.Contains(got, bad) {
				t.Fatalf("%q says %q", got, bad)
			}
		}
		if !strings.Contains(got, "it finds, run an aggregation") && !strings.Contains(got, "in the results, run an aggregation") &&
			!strings.Contains(got, "it lists, run an aggregation") {
			t.Fatalf("%q: the action does not follow the found value", got)
		}
		got, ok = ChainRequestWith(rng, "Can you get the connections?", "Could you fetch statistics on the crm db?", p, "")
		if !ok || strings.Contains(got, "Could you") || strings.Contains(got, "db?") || !strings.Contains(got, "fetch statistics on the crm db") {
			t.Fatalf("question not said as an action: %q %v", got, ok)
		}
	}
	got, _ := ChainRequestWith(rng, "List the connections.", "Drop \"payments-index\" in the invoices collection, of type search.", p, "")
	if !strings.HasPrefix(got, "List the connections. Then, ") {
		t.Errorf("found value trails a request of several clauses: %q", got)
	}
	for _, reqB := range []string{"On orders, I'm trying to delete every document.", "What rooms are there?",
		"For property X, I need to get the pages."} {
		if got, ok := ChainRequestWith(rng, "List the connections.", reqB, p, ""); ok {
			t.Errorf("%q joined as %q", reqB, got)
		}
	}
}

// TestJoinRequestsPolitenessAtEnd: joined requests carry their closers
// ("thanks a lot", "if you don't mind") at the message's end only, and a
// later request's interjection ("alright,", "pls") is not said after the
// connector.
func TestJoinRequestsPolitenessAtEnd(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for range 20 {
		got := JoinRequests(rng, []string{"Pull up elevation data on 59.89659, 10.77154, thanks a lot.", "Pls check place ChIJzV2."})
		if strings.Contains(got, "thanks a lot") || strings.Contains(strings.ToLower(got), "pls") {
			t.Fatalf("politeness mid-message: %q", got)
		}
		got = JoinRequests(rng, []string{"Fetch statistics inside crm.", "Alright, connect to a MongoDB instance, please."})
		if strings.Contains(strings.ToLower(got), "alright") || !strings.HasSuffix(got, "please.") {
			t.Fatalf("interjection after the connector or closer lost: %q", got)
		}
		got = JoinRequests(rng, []string{"Can you please run a find query on shop.reviews?", "Delete metrics.events."})
		if !strings.HasPrefix(got, "Can you please run a find query on shop.reviews?") && !strings.HasPrefix(got, "Can you please run a find query on shop.reviews and ") {
			// as it is, or with the second ask joined in one sentence
			t.Fatalf("request broken by dropping its politeness: %q", got)
		}
		got = JoinRequests(rng, []string{"Execute an aggregation on the shop DB, if you don't mind. The pipeline:\n\n```json\n[]\n```", "Read a.txt."})
		if strings.Contains(got, "if you don't mind") || !strings.Contains(got, "shop DB. The pipeline:") {
			t.Fatalf("closer before a block kept: %q", got)
		}
	}
}

// TestChainRequestSaysObject: a chain whose second tool acts on something
// of the found thing (the logs of a connection) says that thing: "get one
// of the connections it returns" names another tool than the logs one.
func TestChainRequestSaysObject(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	b, err := set.For(ToolInfo{Server: "other", Name: "mongodb-logs", Description: "Returns the most recent logged mongod events",
		InputSchema: json.RawMessage(`{"type":"object","properties":{"connectionId":{"type":"string","description":"The connection id"}},"required":["connectionId"]}`)})
	if err != nil {
		t.Fatal(err)
	}
	var p Param
	for _, q := range b.Params() {
		if q.Name == "connectionId" {
			p = q
		}
	}
	rng := rand.New(rand.NewPCG(7, 8))
	for range 10 {
		got := ChainRequest(rng, b, "List the active connections.", p, "")
		if !strings.Contains(got, "events") {
			t.Fatalf("%q does not say what of the connection it wants", got)
		}
	}
}

// TestOwnRequest: a conversation's first request opens with no connector
// or interjection that answers something said before it ("Separately,",
// "Alright,").
func TestOwnRequest(t *testing.T) {
	for in, want := range map[string]string{
		"Separately, change issue #292.":     "Change issue #292.",
		"Alright, create a repo called web.": "Create a repo called web.",
		"Next up: read a.txt.":               "Read a.txt.",
		"Please read a.txt.":                 "Please read a.txt.",
		"Now the weather in Porto, please.":  "The weather in Porto, please.",
		"OK, now list the rooms.":            "List the rooms.",
	} {
		if got := OwnRequest(in); got != want {
			t.Errorf("OwnRequest(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestChainNamesThingInObject: a chain's found thing is said in place of
// the noun phrase of the action's object, adjectives and all: "close a
// MongoDB connection" becomes "close the connection called prod", not
// "close a MongoDB the connection called prod".
func TestChainNamesThingInObject(t *testing.T) {
	for _, c := range []struct{ obj, want string }{
		{"a MongoDB connection", "the connection called prod"},
		{"usage statistics of a vault", "usage statistics of the connection called prod"},
		{"the logs of your open connection", "the logs of the connection called prod"},
		{"connection", "the connection called prod"},
	} {
		if got, ok := nounSwap(c.obj, "connection", "the connection called prod"); ok && got != c.want && !strings.Contains(c.obj, "vault") {
			t.Errorf("nounSwap(%q) = %q, want %q", c.obj, got, c.want)
		}
	}
	if got, ok := nounSwap("usage statistics of a vault", "vault", "the vault called prod"); !ok || got != "usage statistics of the vault called prod" {
		t.Errorf("nounSwap = %q %v", got, ok)
	}
}

// TestClarifyQuestionFits: a clarifying question fits what it asks for:
// a person's id is "their" id, and a collection is asked for as one (the
// one a call creates is in no collection: "In which collection?").
func TestClarifyQuestionFits(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	user := Param{Name: "user_id", Required: true, Type: "string", Role: role.Role{Kind: role.ID}}
	coll := Param{Name: "collection", Required: true, Type: "string", Role: role.Role{Kind: role.Collection}}
	for range 30 {
		if q := ClarifyQuestion(rng, user); strings.Contains(q, "its id") || strings.Contains(q, "Its id") {
			t.Errorf("a person's id asked as its id: %q", q)
		}
		if q := ClarifyQuestion(rng, coll); strings.Contains(q, " in?") || strings.HasPrefix(strings.TrimPrefix(q, "Sure. "), "In ") {
			t.Errorf("collection asked for as a container: %q", q)
		}
	}
}

// TestJoinRequestsFragmentAndGreeting: a later request that is a bare
// fragment gets a verb ("Also, recent messages from that channel?" read
// as a form's field), one that greets loses the greeting ("One more
// thing: hi, could you …"), and the form connectors ("One more thing:",
// "Another thing:") are gone.
func TestJoinRequestsFragmentAndGreeting(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	for range 40 {
		got := JoinRequests(rng, []string{"Post \"hi\" to channel C01.", "Recent messages from that channel?"})
		if !strings.Contains(got, " recent messages from that channel?") || strings.Contains(got, ", recent messages") ||
			strings.Contains(got, "? Recent") || strings.Contains(got, ". Recent") {
			t.Fatalf("fragment joined bare: %q", got)
		}
		got = JoinRequests(rng, []string{"Make a page called Notes.", "Hi, could you set up a page called Ideas?"})
		if strings.Contains(strings.ToLower(got), "hi,") {
			t.Fatalf("greeting mid-message: %q", got)
		}
		for _, bad := range []string{"One more thing", "Another thing", "Separately", "On top of that"} {
			if strings.Contains(got, bad) {
				t.Fatalf("form connector %q: %q", bad, got)
			}
		}
		got = JoinRequests(rng, []string{"Pull up the elevation of 1, 2.", "Just find the address for 1, 2."})
		if strings.Contains(strings.ToLower(got), "just") {
			t.Fatalf("'just' after a connector: %q", got)
		}
		got = JoinRequests(rng, []string{"Read a.txt.", "get b.txt's size."})
		if strings.Contains(got, ". get") {
			t.Fatalf("a sentence opens in lower case: %q", got)
		}
		got = JoinRequests(rng, []string{"Read a.txt.", "I'd like to book HQ-101. What's already on in there?"})
		if strings.Contains(got, "also book") {
			t.Fatalf("two sentences put in one question: %q", got)
		}
		got = JoinRequests(rng, []string{"Read a.txt.", "Open b.txt?"})
		if strings.Contains(got, "see open b.txt") || strings.Contains(got, "show me open b.txt") {
			t.Fatalf("a request with its verb taken for a fragment: %q", got)
		}
	}
	for _, r := range []string{"What's in a.txt?", "Is room 4 free?", "Read a.txt?", "Can you read a.txt?",
		"Via the analytics-4906 connection, could we list out shop.orders' indexes?"} {
		if fragment(r) {
			t.Errorf("%q taken for a fragment", r)
		}
	}
	for _, r := range []string{"Recent messages from channel C01?", "Every collection over connection local-958f?", "The weather in Porto?"} {
		if !fragment(r) {
			t.Errorf("%q not taken for a fragment", r)
		}
	}
}

// TestValueSlotWholeName: a chain's found value is put in place only
// where it is said as a whole name: "crm" of "crm.orders" is no slot for
// a pronoun ("the number of documents in it.orders").
func TestValueSlotWholeName(t *testing.T) {
	if _, _, ok := valueSlot("Count the documents in crm.orders.", "crm"); ok {
		t.Errorf("a part of crm.orders taken for the value")
	}
	if b, a, ok := valueSlot("Count the documents in the crm database.", "crm"); !ok || b != "Count the documents in the " || a != " database." {
		t.Errorf("valueSlot = %q, %q, %v", b, a, ok)
	}
}

// TestChainRequestWithNamedSays: a chain whose second call has values of
// its own (a pipeline in a block) and works on a named item the listing
// shows is asked as made on the listing showing it ("If the collection
// called events is there, run an aggregation on it. Use this pipeline:"),
// never stitched after the listing as a command of its own ("On the
// collection called events, run an aggregation."), nor with a stock
// joiner; the sentence after the action and its block are kept whole.
func TestChainRequestWithNamedSays(t *testing.T) {
	p := Param{Name: "collection", Role: role.Role{Kind: role.Unknown}}
	rng := rand.New(rand.NewPCG(11, 12))
	for range 20 {
		got, ok := ChainRequestWith(rng, "Fetch every collection of the shop DB.", "Run an aggregation. Use this pipeline:\n\n```json\n[]\n```", p, "events")
		if !ok {
			t.Fatal("not joined")
		}
		if strings.Contains(got, "If you see ") || strings.Contains(got, "The one I need") || strings.Contains(got, "I'm after") {
			t.Errorf("a stock joiner: %q", got)
		}
		if !strings.HasPrefix(got, "Fetch every collection of the shop DB. If ") && !strings.HasPrefix(got, "Fetch every collection of the shop DB. Is ") ||
			!strings.Contains(got, "events") || !strings.Contains(got, ", run an aggregation on it. Use this pipeline:\n\n```json\n[]\n```") {
			t.Errorf("not made on the listing showing the item: %q", got)
		}
		if strings.Contains(got, ". On the ") || strings.Contains(got, "Then, ") {
			t.Errorf("stitched: %q", got)
		}
	}
}

// TestJoinRequestsFoldsCount: a later request's closing sentence that
// only says a count ("Limit it to 15.") is folded into the sentence
// before it, not left as a clause of its own after two requests glued
// together; a closing sentence saying more is kept. "I need to see X"
// asked again as a question of its own is "Can you also show me X?", not
// "Can you also see X?".
func TestJoinRequestsFoldsCount(t *testing.T) {
	for seed := range uint64(30) {
		rng := rand.New(rand.NewPCG(seed, 7))
		got := JoinRequests(rng, []string{"List public channels, cap it at 5.", "I need to see the users. Limit it to 15."})
		if strings.Contains(got, ". Limit it to 15") || !strings.Contains(got, "users, limit it to 15") || strings.Contains(got, "also see") {
			t.Errorf("%q: the count is a sentence of its own", got)
		}
		got = JoinRequests(rng, []string{"List the rooms.", "Book room AX-002. It's for the 12 of us at the offsite."})
		if !strings.Contains(got, "AX-002. It's for the 12 of us") {
			t.Errorf("%q: a closing sentence saying more was folded", got)
		}
	}
}

// TestJoinRequestsValueLedAndGlob: a joined request opening with a bare
// quoted value and a colon ("\"/src/app.py\": replace …") says where the
// action is done ("In \"/src/app.py\", replace …"); a glob is not asked
// "where" it is ("Where is \"**/*.json\"?") but which files match it.
func TestJoinRequestsValueLedAndGlob(t *testing.T) {
	for seed := range uint64(20) {
		rng := rand.New(rand.NewPCG(seed, 3))
		got := JoinRequests(rng, []string{`"/home/u/app/tests/test_models.py": replace "import requests" with "import httpx".`,
			`Where is "**/*.json"? Look in "/home/u/app/tests/data".`})
		if strings.HasPrefix(got, `"`) || !strings.HasPrefix(got, `In "/home/u/app/tests/test_models.py", replace "import requests"`) {
			t.Errorf("%q: opens with a bare quoted value", got)
		}
		if strings.Contains(got, `here is "**/*.json"`) || !strings.Contains(got, `files match "**/*.json"?`) {
			t.Errorf("%q: asks where a glob is", got)
		}
	}
	if got := JoinRequests(rand.New(rand.NewPCG(1, 1)), []string{`"notes.md": the draft.`, "List the rooms."}); !strings.HasPrefix(got, `"notes.md": the draft.`) {
		t.Errorf("%q: a value before a phrase that is no action was reworded", got)
	}
}

// TestJoinRequestsOpenerAndDay: joined requests open with a whole
// question, not a bare plural noun ("Rooms? Also, …"), and a span of one
// day is said as that day ("on 3 February 2026"), not "from 3 February
// 2026 to 3 February 2026".
func TestJoinRequestsOpenerAndDay(t *testing.T) {
	for seed := range uint64(20) {
		rng := rand.New(rand.NewPCG(seed, 4))
		got := JoinRequests(rng, []string{"Rooms?", "Is there anything scheduled from 3 February 2026 to 3 February 2026?"})
		if strings.HasPrefix(got, "Rooms?") || !strings.Contains(got, " the rooms?") {
			t.Errorf("%q: opens with a bare noun", got)
		}
		if strings.Contains(got, "to 3 February") || !strings.Contains(got, "scheduled on 3 February 2026?") {
			t.Errorf("%q: a one-day span said as a span", got)
		}
	}
}

// TestChainGoal: a chain asked as its goal alone says the item by its
// kind and name ("the connection called prod"), never "the one called
// prod" with nothing before it for "one" to stand for; with no name
// there is no goal to ask.
func TestChainGoal(t *testing.T) {
	p := Param{Name: "connectionId", Description: "The connection to use", Role: role.Role{Kind: role.ID}}
	for seed := range uint64(30) {
		rng := rand.New(rand.NewPCG(seed, 3))
		got, ok := ChainGoalWith(rng, "Run an aggregation. Use this pipeline:\n\n```json\n[]\n```", p, "prod")
		if !ok || strings.Contains(got, "the one") || !strings.Contains(got, "prod") || strings.Contains(got, "List") {
			t.Errorf("%q (%v)", got, ok)
		}
		got, ok = ChainGoalWith(rng, "Drop the inventory database.", p, "prod")
		if !ok || strings.Contains(got, "the one") || !strings.HasPrefix(got, "Drop the inventory database") {
			t.Errorf("%q (%v)", got, ok)
		}
		if _, ok := ChainGoalWith(rng, "Drop the inventory database.", p, ""); ok {
			t.Error("a goal with no name")
		}
	}
}

// TestBackstory: a request telling a situation and then asking about it
// in a few words naming nothing is told apart from a request that asks
// with what it is about.
func TestBackstory(t *testing.T) {
	for _, r := range []string{`I can't remember what I put in "/src/config". Can you check?`,
		"I can't remember what evt_1 is. What does the calendar say?", "We moved the docs. Where are they now?"} {
		if !Backstory(r) {
			t.Errorf("%q: want a backstory", r)
		}
	}
	for _, r := range []string{`List the directory "/src/config".`, "I'd like to book HQ-101. What's already on in there on 4 May?",
		`Can you check "/src"?`, "I need the users. Limit it to 15."} {
		if Backstory(r) {
			t.Errorf("%q: not a backstory", r)
		}
	}
}

// TestJoinConnectorsVaried: the stock "While you're at it," (rated a
// template line on any record) opens no later request, and at least five
// different openings join two requests over many messages.
func TestJoinConnectorsVaried(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	seen := map[string]bool{}
	for range 300 {
		got := JoinRequests(rng, []string{"Read a.txt.", "list the folder src."})
		if strings.Contains(got, "While you're at it") {
			t.Fatalf("stock connector: %q", got)
		}
		later := strings.TrimPrefix(got, "Read a.txt. ")
		if i := strings.Index(later, " list"); i > 0 {
			seen[later[:i]] = true
		} else {
			seen[later] = true
		}
	}
	if len(seen) < 5 {
		t.Errorf("only %d openings: %v", len(seen), seen)
	}
}
