package generate

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/prompt"
	"github.com/mcpgen/mcpgen/pkg/role"
)

// marinaTools are three tools of a marina server (a tide listing, a
// boater search and a cancellation), as a dev tools file has them.
const marinaTools = `[
 {"name": "listTideWindows", "description": "Tide predictions for the marina channel. Useful for deep-draft boats, since the channel bar holds 5.5 ft at mean low water.", "inputSchema": {"type": "object", "properties": {"date": {"type": "string", "format": "date"}, "days": {"type": "integer", "minimum": 1, "maximum": 7, "default": 1}, "minDepthFt": {"type": "number"}}, "required": ["date"]}, "annotations": {"readOnlyHint": true, "openWorldHint": true}},
 {"name": "searchBoaters", "description": "Find a boater or vessel record.", "inputSchema": {"type": "object", "properties": {"q": {"type": "string", "description": "Name, boat name, phone or hull ID (HIN, 12 characters like ABC12345D404)."}, "status": {"type": "string", "enum": ["current", "past", "waitlist", "banned"]}, "page": {"type": "integer", "minimum": 1}, "perPage": {"type": "integer", "minimum": 1, "maximum": 50}}, "required": ["q"]}, "annotations": {"readOnlyHint": true}},
 {"name": "cancelReservation", "description": "Cancel a slip reservation. Cancellations within 72 hours of arrival forfeit the first night.", "inputSchema": {"type": "object", "properties": {"reservationId": {"type": "string", "description": "Confirmation number like HLM-250611-042."}, "waiveFee": {"type": "boolean", "description": "Staff only."}, "reason": {"type": "string"}}, "required": ["reservationId"]}, "annotations": {"destructiveHint": true, "idempotentHint": true}}
]`

// TestParallelSameToolOneChange: two calls of one tool in a parallel
// record mostly differ in one value, asked for as "… And for B?" rather
// than as a second whole request with other filters; where they do, the
// message says the second call's changed value.
func TestParallelSameToolOneChange(t *testing.T) {
	same, one := 0, 0
	for _, seed := range []int64{1, 2, 3, 4} {
		for _, r := range kindRecords(t, []Source{toolsFor(t, "marina", marinaTools)}, "parallel", 12, seed) {
			names, args := r.calls()
			if len(names) != 2 || names[0] != names[1] {
				continue
			}
			same++
			var a, b map[string]any
			if json.Unmarshal([]byte(args[0]), &a) != nil || json.Unmarshal([]byte(args[1]), &b) != nil {
				t.Fatal("bad arguments")
			}
			var diff []string
			for k := range a {
				if fmt.Sprint(a[k]) != fmt.Sprint(b[k]) {
					diff = append(diff, k)
				}
			}
			for k := range b {
				if _, ok := a[k]; !ok {
					diff = append(diff, k)
				}
			}
			if len(diff) != 1 {
				continue
			}
			one++
			if s, ok := b[diff[0]].(string); ok && diff[0] != "date" && !strings.Contains(r.request(), s) {
				t.Errorf("seed %d: %q does not say the second call's %s %q", seed, r.request(), diff[0], s)
			}
		}
	}
	if same == 0 || one*4 < same*3 {
		t.Errorf("%d of %d same-tool parallel records differ in one value, want three in four", one, same)
	}
}

// TestInnerID: beside a container's id, only the id of the thing the
// tool's name names may change alone (another event of one calendar,
// not the same event in another calendar).
func TestInnerID(t *testing.T) {
	pt := boundTool(t, "delete-event", "Delete an event from a calendar", `{"type":"object","properties":{
  "calendarId":{"type":"string","description":"ID of the calendar"},"eventId":{"type":"string","description":"ID of the event to delete"}},
  "required":["calendarId","eventId"]}`)
	args := map[string]any{"calendarId": "primary", "eventId": "abc123"}
	params := pt.bind.Params()
	for _, p := range params {
		got := innerID(pt, params, p, args)
		if want := p.Name == "eventId"; got != want {
			t.Errorf("innerID(%s) = %v, want %v", p.Name, got, want)
		}
	}
}

// TestWordSaid: a value counts as said only as a whole word or number.
func TestWordSaid(t *testing.T) {
	for _, c := range []struct {
		text, s string
		want    bool
	}{
		{"Could you look up courses in Spanish?", "es", false},
		{"List the accounts of facility URC, 72 days past due.", "72", true},
		{"within 12 miles", "2", false},
		{"for 2.5 hours", "2", false},
		{"Cancel reservation HLM-251205-053.", "HLM-251205-053", true},
	} {
		if got := wordSaid(c.text, c.s); got != c.want {
			t.Errorf("wordSaid(%q, %q) = %v, want %v", c.text, c.s, got, c.want)
		}
	}
}

// TestRangeMates: the two ends of one range are mates; a date beside an
// unrelated one is not.
func TestRangeMates(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"start_date", "end_date", true},
		{"fromDate", "toDate", true},
		{"arrivalDate", "departureDate", true},
		{"start_date", "start_date", false},
		{"date", "birth_date", false},
	} {
		if got := rangeMates(c.a, c.b); got != c.want {
			t.Errorf("rangeMates(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}

// TestAlsoAskInOneMessage: a message asking for two calls of one tool
// differing in one value asks for the second inside the first request,
// never by a follow-up's "And for B?" or "Same again with the sql …",
// and says a value the request quotes alone, without its parameter.
func TestAlsoAskInOneMessage(t *testing.T) {
	city := prompt.Param{Name: "city", Human: "city", Type: "string", Role: role.Role{Kind: role.City}}
	sql := prompt.Param{Name: "sql", Human: "sql", Type: "string", Role: role.Role{Kind: role.SQL}}
	for _, c := range []struct {
		p          prompt.Param
		old, value string
		first      string
		want       string
	}{
		{city, "Paris", "Lyon", "What's the weather in Paris?", "What's the weather in Paris, and then the same for Lyon?"},
		{sql, "SELECT 1;", "SELECT 2;", "Could you run `SELECT 1;`?", "Could you run `SELECT 1;`, and then also `SELECT 2;`?"},
		{city, "Paris", "Lyon", "Check the weather in Paris, please.", "Check the weather in Paris, and then the same for Lyon, please."},
		{city, "Paris", "Lyon", "Check the weather in Paris. Use Celsius.", "Check the weather in Paris. Use Celsius. Then do the same for Lyon."},
	} {
		ask := prompt.AlsoAsk(c.p, c.old, c.value, false, "", c.first)
		got, ok := prompt.JoinAlso(rand.New(rand.NewPCG(1, 1)), c.first, ask)
		if !ok || got != c.want {
			t.Errorf("JoinAlso(%q, %q) = %q, %v; want %q", c.first, ask, got, ok, c.want)
		}
	}
}
