package prompt

import (
	"encoding/json"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// TestSpokenKey checks that clipped words in a key are spelled out the
// way the key's description writes them, and that words the description
// does not confirm stay as they are.
func TestSpokenKey(t *testing.T) {
	cases := []struct{ key, desc, want string }{
		{"arrcity", "Arrival city IATA 3-letter code (e.g. SHA for Shanghai)", "arrival city"},
		{"depdate", "Departure date in YYYY-MM-DD format", "departure date"},
		{"dstcity", "Destination city 3-letter code", "destination city"},
		{"fnum", "Flight number including airline code (e.g. MU2157)", "flight number"},
		{"arr", "Arrival airport IATA 3-letter code", "arrival"},
		{"arrCityCode", "Arrival city 3-letter code", "arrival city code"},
		{"cust_addr", "", "customer address"},
		{"desc", "Trip description for the dispatcher", "description"},
		{"desc", "Sort descending", "desc"},
		{"arr", "Annual recurring revenue in USD", "arr"},
		{"num_results", "Number of results", "num results"},
		{"regex", "Regular expression to search for", "regex"},
		{"startRef", "Exact source element reference", "start ref"},
		{"username", "User name to log in with", "user name"},
		{"database", "Database name", "database"},
		{"maxResults", "Maximum number of results", "max results"},
		{"cat", "toys|games|books", "category"},
		{"tkt", "", "ticket"},
		{"dt", "on/before, dd/mm/yyyy", "date"},
		{"pid", "patient id (P + 6 digits)", "patient id"},
		{"ttl", "Time to live in seconds", "ttl"},
	}
	for _, c := range cases {
		if got := spokenKey(c.key, c.desc); got != c.want {
			t.Errorf("spokenKey(%q, %q) = %q, want %q", c.key, c.desc, got, c.want)
		}
	}
}

// TestKindEnumWords checks that a type or kind choice is said as the kind
// of thing it is, never "(type: …)".
func TestKindEnumWords(t *testing.T) {
	cases := []struct{ human, x, want string }{
		{"hearing type", "motion_hearing", "for a motion hearing"},
		{"planned donation type", "power_red", "for a power red donation"},
		{"case type", "name_change", "for a name change case"},
		{"type", "school_trip", "for a school trip"},
		{"type", "events", "for events"},
		{"vehicle type", "bus", "for a bus vehicle"},
		{"vehicle type", "car_with_trailer", "for a car with trailer"},
		{"object type", "line_items", "for line items"},
		{"object type", "postal_mail", "for a postal mail"},
		{"blood type", "A_NEG", "for an A neg blood"},
	}
	for _, c := range cases {
		if got := kindEnumWords(c.human, c.x); got != c.want {
			t.Errorf("kindEnumWords(%q, %q) = %q, want %q", c.human, c.x, got, c.want)
		}
	}
}

// TestActionEnumWords checks that an action choice is said as the act.
func TestActionEnumWords(t *testing.T) {
	cases := []struct{ x, want string }{
		{"delete", "and delete it"},
		{"flag", "and flag it"},
		{"unflag", "and unflag it"},
		{"read", "and mark it as read"},
		{"create", "and create a new one"},
	}
	for _, c := range cases {
		if got, _ := actionEnumWords(c.x); got != c.want {
			t.Errorf("actionEnumWords(%q) = %q, want %q", c.x, got, c.want)
		}
	}
	if _, ok := actionEnumWords("add_member"); ok {
		t.Error("actionEnumWords(add_member): a value of several words is said elsewhere")
	}
}

// TestFlagMemberWords checks that a flag is said as what a thing has or
// is, never as its key and "yes".
func TestFlagMemberWords(t *testing.T) {
	cases := []struct {
		h    string
		v    bool
		want string
	}{
		{"has elevator", true, "with an elevator"},
		{"has elevator", false, "no elevator"},
		{"has injuries", true, "with injuries"},
		{"has parking", true, "with parking"},
		{"is covered", false, "not covered"},
		{"fragile", true, "fragile"},
	}
	for _, c := range cases {
		if got := flagMemberWords(c.h, c.v); got != c.want {
			t.Errorf("flagMemberWords(%q, %v) = %q, want %q", c.h, c.v, got, c.want)
		}
	}
}

// TestLoneEndSaid checks that a departure or an arrival given alone is
// said as a traveller says it, never by the key ("for arr WAW").
func TestLoneEndSaid(t *testing.T) {
	schema := `{"type":"object","properties":{"arr":{"type":"string","pattern":"^[A-Z]{3}$","description":"Arrival airport IATA 3-letter code"},"fnum":{"type":"string","description":"Flight number including airline code (e.g. MU2157)"}},"required":["fnum"]}`
	cases := []requestCase{
		{"flight_comfort", "Get comfort details for a known flight.", schema,
			`{"arr":"WAW","fnum":"CZ2325"}`, []string{"arriving at WAW", "CZ2325"}, []string{"arr WAW", "fnum", "arrival WAW"}},
	}
	checkRequests(t, cases, 8, 77)
}

// TestMoneyAndFlagMembersSaid checks that an amount object is said as an
// amount ("$395.46"), never "with currency "USD" and value 395.46", and
// that an action choice is the act, never "with action flag".
func TestMoneyAndFlagMembersSaid(t *testing.T) {
	pay := `{"type":"object","properties":{"card":{"type":"string","pattern":"^C[0-9]{6}$"},"amount":{"type":"object","properties":{"currency":{"type":"string"},"value":{"type":"number"}}}},"required":["card","amount"]}`
	mark := `{"type":"object","properties":{"id":{"type":"string","description":"Message ID"},"action":{"type":"string","enum":["flag","unflag","read","unread"]}},"required":["id","action"]}`
	cases := []requestCase{
		{"pay_fine", "Apply a payment against a member's fines.", pay,
			`{"card":"C123456","amount":{"currency":"USD","value":395.46}}`, []string{"$395.46"}, []string{"currency", "value 395.46"}},
		{"mark_message", "Change message flags.", mark,
			`{"id":"129680","action":"flag"}`, []string{"flag"}, []string{"with action", "(action:"}},
	}
	checkRequests(t, cases, 8, 77)
}

// TestToolClipped checks that a clipped key with no description of its
// own is spelled out when the tool's description writes the full word,
// and stays when it does not.
func TestToolClipped(t *testing.T) {
	ps := []Param{{Name: "st", Human: "st"}, {Name: "note", Human: "note"}}
	toolClipped(ps, "change parcel status")
	if ps[0].Human != "status" || ps[1].Human != "note" {
		t.Errorf("toolClipped = %q, %q; want status, note", ps[0].Human, ps[1].Human)
	}
	ps = []Param{{Name: "st", Human: "st"}}
	toolClipped(ps, "list parcels")
	if ps[0].Human != "st" {
		t.Errorf("toolClipped without the word = %q; want st", ps[0].Human)
	}
}

// TestHeadClip: a one-word clipped key is said as the description's word
// it clips ("bk" of "booking no." → "booking"); words of their own and
// keys that clip no word stay.
func TestHeadClip(t *testing.T) {
	cases := []struct{ key, desc, want string }{
		{"bk", "booking no. e.g. 55012", "booking"},
		{"tbl", "table number by the window", "table"},
		{"wk", "ISO week e.g. 2024-W07", "week"},
		{"lvl", "floor level", "level"},
		{"ques", "question # on the card", "question"},
		{"id", "identifier of the parcel", "id"},
		{"no", "number of the seat", "no"},
		{"t", "HHMM", "t"},
		{"ab", "alpha beta", "ab"},
	}
	for _, c := range cases {
		if got := spokenKey(c.key, c.desc); got != c.want {
			t.Errorf("spokenKey(%q, %q) = %q, want %q", c.key, c.desc, got, c.want)
		}
	}
}

// TestPeerDescribed: an undescribed key borrows the description another
// tool gives it ("tbl" of a clear tool, "table number" in a seat tool).
func TestPeerDescribed(t *testing.T) {
	peers := role.NewServer("diner", []role.ServerTool{
		{Name: "seat", InputSchema: json.RawMessage(`{"properties":{"tbl":{"type":"string","description":"table number"}}}`)},
		{Name: "clear", InputSchema: json.RawMessage(`{"properties":{"tbl":{"type":"string"}}}`)},
	})
	ps := []Param{{Name: "tbl", Human: "tbl"}, {Name: "x", Human: "x"}}
	peerDescribed(ps, ToolInfo{Name: "clear", Peers: peers})
	if ps[0].Human != "table" || ps[1].Human != "x" {
		t.Errorf("peerDescribed = %q, %q; want table, x", ps[0].Human, ps[1].Human)
	}
}
