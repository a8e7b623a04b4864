package generate

import (
	"encoding/json"
	"strings"
	"testing"
)

// visitTools: a listing of visits whose outputSchema gives each visit a
// visit_id and the customer_id it is for (no name), and a read of one
// customer by id.
const visitTools = `[
 {"name":"list_visits","description":"List tuning visits scheduled between two dates.","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"from":{"type":"string","format":"date"},"to":{"type":"string","format":"date"}},"required":["from"]},
  "outputSchema":{"type":"object","properties":{"visits":{"type":"array","items":{"type":"object","properties":{
   "visit_id":{"type":"string","pattern":"^V-[0-9]{5}$"},"customer_id":{"type":"string","pattern":"^C-[0-9]{4}$"},"date":{"type":"string","format":"date"}},
   "required":["visit_id","customer_id","date"]}}},"required":["visits"]}},
 {"name":"get_customer","description":"Get a customer's contact details and pianos.","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"customer_id":{"type":"string","description":"Customer id, e.g. C-0042"}},"required":["customer_id"]}}
]`

// TestChainOnThingOfFirstItem: a listing whose items name another thing
// by id only (each visit's customer_id) gives chains, offline, whose
// second call reads the thing of the first item listed, said as such
// ("the customer on the first visit it lists"); they were all skipped as
// "no value in the finder's result that the other tool accepts".
func TestChainOnThingOfFirstItem(t *testing.T) {
	recs := kindRecords(t, []Source{toolsFor(t, "tuner", visitTools)}, "chain", 6, 1)
	chains := 0
	for _, r := range recs {
		names, args := r.calls()
		if len(names) != 2 {
			continue
		}
		chains++
		if names[0] != "list_visits" || names[1] != "get_customer" {
			t.Fatalf("chain %v, want list_visits then get_customer", names)
		}
		var res struct {
			Visits []struct {
				CustomerID string `json:"customer_id"`
			} `json:"visits"`
		}
		if err := json.Unmarshal([]byte(r.results()[0]), &res); err != nil || len(res.Visits) == 0 {
			t.Fatalf("listing result %q: %v", r.results()[0], err)
		}
		var b struct {
			CustomerID string `json:"customer_id"`
		}
		if err := json.Unmarshal([]byte(args[1]), &b); err != nil || b.CustomerID != res.Visits[0].CustomerID {
			t.Errorf("second call %s: want the first visit's customer %s", args[1], res.Visits[0].CustomerID)
		}
		req := r.request()
		if !strings.Contains(req, "customer on the first visit it lists") && !strings.Contains(req, "customer of the first visit it finds") {
			t.Errorf("request %q: want the customer of the first visit said", req)
		}
		if strings.Contains(req, "first customer") {
			t.Errorf("request %q: a listing of visits finds no customers", req)
		}
	}
	if chains < 3 {
		t.Errorf("%d chains of %d records, want the listing and the read chained", chains, len(recs))
	}
}

// TestItemHolder: the member whose listed items refer to a value, not one
// holding it as its own id, nor two members.
func TestItemHolder(t *testing.T) {
	for _, c := range []struct{ result, v, want string }{
		{`{"visits":[{"visit_id":"V-1","customer_id":"C-9"}]}`, "C-9", "visits"},
		{`{"visits":[{"visit_id":"V-1","customer_id":"C-9"}]}`, "V-1", ""},
		{`{"visits":[{"customer_id":"C-9"}],"invoices":[{"invoice_id":"I-1","customer_id":"C-9"}]}`, "C-9", "invoices"},
		{`{"a":[{"x_id":"1","customer_id":"C-9"}],"b":[{"y_id":"2","customer_id":"C-9"}]}`, "C-9", ""},
		{`not json`, "C-9", ""},
	} {
		if got := itemHolder(c.result, c.v); got != c.want {
			t.Errorf("itemHolder(%s, %s) = %q, want %q", c.result, c.v, got, c.want)
		}
	}
}
