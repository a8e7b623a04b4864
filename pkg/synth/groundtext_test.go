package synth

import (
	"regexp"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// otherDomainTalk matches text of another domain than a shop's, a
// freight broker's, a parking office's or a plumber's: software work, a
// traveller's request, a smart home's scene, a web search.
var otherDomainTalk = regexp.MustCompile(`(?i)\b(bug|import side|test|deploy|merge|CI|API|token|mailer|dog on a lead|wheelchair|bicycle|ticket machine|` +
	`lights|blinds|cameras|flights? from|hiking|how to|laptop|review)\b`)

// Free text and searches on servers of goods and services are about the
// server's domain and what the tool does: a stock adjustment's note is
// about stock, a voided rate confirmation's reason about cancelling it, a
// load's commodity is goods, a wine search names wine.
func TestGroundedFreeText(t *testing.T) {
	cases := []struct {
		file, tool, ptr string
		want            *regexp.Regexp // every value matches
	}{
		// (a note beside the adjustment's reason says that reason: breakage, a corked bottle)
		{"wine_shop_tasting.json", "adjust_inventory", "/note", regexp.MustCompile(`(?i)bottle|deliver|recount|tasting|supplier|case|breakage|corked|pour|correction|sample|received`)},
		{"wine_shop_tasting.json", "search_wines", "/query", regexp.MustCompile(`(?i)riesling|sancerre|barolo|ros|cabernet|wine|chablis|rioja|prosecco`)},
		{"freight_brokerage.json", "cancel_rate_confirmation", "/reason", regexp.MustCompile(`(?i)cancel|duplicate|no longer|mistake|wrong|plans`)},
		{"freight_brokerage.json", "create_load", "/commodity", regexp.MustCompile(`^[a-z ]+$`)},
		{"freight_brokerage.json", "update_load_status", "/note", regexp.MustCompile(`(?i)driver|shipper|receiver|load|pallet|BOL|detention|ETA`)},
		// (a note beside a chosen reason tells more of it: a duplicate is the same as another, a move is a move)
		{"city_parking_portal.json", "revokePermit", "/staffNote", regexp.MustCompile(`(?i)cancel|duplicate|no longer|mistake|wrong|plans|same as|twice|moving|relocating`)},
		{"fieldservice_plumbing_hvac.json", "cancel_job", "/comment", regexp.MustCompile(`(?i)cancel|duplicate|no longer|mistake|wrong|plans|same as|twice`)},
		{"wine_shop_tasting.json", "book_tasting", "/dietary_notes", regexp.MustCompile(`(?i)vegetarian|gluten|nut|shellfish|vegan|lactose`)},
		{"wine_shop_tasting.json", "book_tasting", "/occasion", regexp.MustCompile(`^(birthday|anniversary|date night|team outing|graduation|engagement)$`)},
		{"car_rental.json", "search_vehicles", "/pickup_branch", regexp.MustCompile(`^(LAX01|DEN-AP)$`)},
		{"city_parking_portal.json", "fileDispute", "/statement", regexp.MustCompile(`(?i)meter|sign|paid|car|vehicle|address|moved`)},
		{"freight_brokerage.json", "create_load", "/stops/*/facility_name", regexp.MustCompile(`^\p{Lu}[\p{L} ]+ (Distribution Center|Cold Storage|Logistics Park|Cross-Dock|Fulfillment Center|Warehouse 3)$`)},
	}
	for _, c := range cases {
		vals := realValues(t, c.file, c.tool, c.ptr, 30, 9)
		if len(vals) == 0 {
			t.Errorf("%s %s%s: no values", c.file, c.tool, c.ptr)
		}
		for _, v := range vals {
			if !c.want.MatchString(v) || otherDomainTalk.MatchString(v) {
				t.Errorf("%s %s%s = %q, want text of the server's domain", c.file, c.tool, c.ptr, v)
			}
		}
	}
	for _, v := range realValues(t, "freight_brokerage.json", "create_load", "/commodity", 30, 9) {
		if tagLike := regexp.MustCompile(`^(express|weekend|accessible|reefer|hazmat|flatbed|dry van)$`); tagLike.MatchString(v) {
			t.Errorf("commodity = %q, want goods", v)
		}
	}
}

// Servers of goods and services name their domain from their words: a
// wine shop is no ecommerce store of gadgets nor air travel (a tasting
// "flight"), a freight broker no bus line.
func TestTradeAreas(t *testing.T) {
	for file, want := range map[string]role.Area{"wine_shop_tasting.json": "beverage", "freight_brokerage.json": "logistics",
		"city_parking_portal.json": "parking", "fieldservice_plumbing_hvac.json": "fieldservice"} {
		_, srv := realTools(t, file)
		if srv.Area() != want {
			t.Errorf("%s: area %q, want %q", file, srv.Area(), want)
		}
		if srv.AboutSoftware() {
			t.Errorf("%s: read as about software", file)
		}
	}
	if _, srv := realTools(t, "linear.json"); !srv.AboutSoftware() {
		t.Error("linear.json: not read as about software")
	}
}

// A tool's act and object are read from its name: the act that says most
// when it names two, the object as its description names it.
func TestToolAct(t *testing.T) {
	cases := []struct {
		topic, about string
		act          byte
		obj          string
	}{
		{"cancel_rate_confirmation", "Void a rate confirmation sent to a carrier.", 'x', "rate confirmation"},
		{"updatePermitVehicle", "Change the vehicle on a permit.", 'e', "vehicle"},
		{"issue_refund", "Refund part of an invoice.", 'f', ""},
		{"fileDispute", "Dispute a citation.", 'd', ""},
		{"dropCourse", "Drop a course.", 'w', "course"},
		{"search_boaters", "Find boater accounts.", 0, "boater"},
	}
	for _, c := range cases {
		act, obj := toolAct(c.topic, c.about)
		if act != c.act || obj != c.obj {
			t.Errorf("toolAct(%q) = %q, %q; want %q, %q", c.topic, act, obj, c.act, c.obj)
		}
	}
}
