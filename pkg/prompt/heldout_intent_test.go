package prompt

import "testing"

// The intent read from a description is a verb and its object said once:
// a verb the verb list lacks ("Change the status of …", "Reassign …")
// is not folded into the object ("edit the change the status for …"),
// and "part or all of X" names X, not the portion ("refund a part or
// all"). Tools written for the test: a CRM and a billing desk.
func TestIntentVerbAndObjectSaidOnce(t *testing.T) {
	t.Parallel()
	checkRequests(t, []requestCase{
		{"update_deal_stage", "Change the stage of an existing deal.",
			`{"type":"object","properties":{"deal_id":{"type":"integer","minimum":1},"stage":{"type":"string","enum":["lead","qualified","won","lost"]}},"required":["deal_id","stage"]}`,
			`{"deal_id":5521,"stage":"won"}`, []string{"5521", "won"}, []string{"change the stage of an", "the change the"}},
		{"move_contact_owner", "Transplant the owner of a contact to another sales rep.",
			`{"type":"object","properties":{"contact_id":{"type":"integer","minimum":1},"owner_email":{"type":"string","format":"email"}},"required":["contact_id","owner_email"]}`,
			`{"contact_id":884,"owner_email":"rita@example.com"}`, []string{"884", "rita@example.com"}, []string{"the transplant the"}},
		{"void_invoice_lines", "Void some or all of the lines on an invoice.",
			`{"type":"object","properties":{"invoice_id":{"type":"string","description":"Invoice id"},"line_count":{"type":"integer","minimum":1}},"required":["invoice_id"]}`,
			`{"invoice_id":"INV-2291"}`, []string{"INV-2291", "void"}, []string{"some or all", "a some", "tool"}},
		{"refund_payment", "Refund part or all of a card payment to the payer.",
			`{"type":"object","properties":{"payment_id":{"type":"string","description":"Payment id"},"amount":{"type":"number","exclusiveMinimum":0}},"required":["payment_id","amount"]}`,
			`{"payment_id":"pay_83KD2","amount":40}`, []string{"pay_83KD2", "refund"}, []string{"part or all", "a part"}},
		{"credit_account", "Pay some or all of a deposit back to the tenant.",
			`{"type":"object","properties":{"deposit_id":{"type":"integer","minimum":1},"amount":{"type":"number","exclusiveMinimum":0}},"required":["deposit_id","amount"]}`,
			`{"deposit_id":6120,"amount":250}`, []string{"6120", "pay"}, []string{"some or all", "'s back", "deposit back"}},
	}, 60, 29)
}

// The object check itself: an article after a plain word inside an object
// means a verb was taken into it.
func TestBrokenObject(t *testing.T) {
	for obj, want := range map[string]bool{
		"the change the status of a ticket": true,
		"the status of a ticket":            false,
		"a list of the open deals":          false,
		"the owner or the team":             false,
	} {
		if got := brokenObject(obj); got != want {
			t.Errorf("brokenObject(%q) = %v, want %v", obj, got, want)
		}
	}
}

// Enum values in snake_case are said as words, a reason as a reason, and
// a boolean named "<verb>_<thing>" as the act ("don't notify the
// customer"), never the raw value or name. Tools written for the test:
// a returns desk and a clinic's scheduler.
func TestEnumAndFlagSaidInWords(t *testing.T) {
	t.Parallel()
	checkRequests(t, []requestCase{
		{"return_item", "Accept a return for an order line.",
			`{"type":"object","properties":{"line_id":{"type":"integer","minimum":1},"reason":{"type":"string","enum":["too_small","arrived_late","not_as_described"]},"refund_shipping":{"type":"boolean"}},"required":["line_id","reason","refund_shipping"]}`,
			`{"line_id":77,"reason":"arrived_late","refund_shipping":false}`, []string{"77", "arrived late", "don't refund the shipping"},
			[]string{"arrived_late", "refund shipping", "late reason"}},
		{"set_visit_state", "Change the state of a patient visit.",
			`{"type":"object","properties":{"visit_id":{"type":"integer","minimum":1},"state":{"type":"string","enum":["checked_in","in_room","no_show"]}},"required":["visit_id","state"]}`,
			`{"visit_id":3105,"state":"no_show"}`, []string{"3105", "no show"}, []string{"no_show"}},
	}, 60, 31)
}

// A price bound is said as a bound ("under 80"), never as the amount of
// what is searched ("the catalogue of 80"). Tools written for the test: a
// bookshop and a flat-rental site.
func TestPriceBoundSaidAsBound(t *testing.T) {
	t.Parallel()
	checkRequests(t, []requestCase{
		{"find_books", "Search the bookshop for books.",
			`{"type":"object","properties":{"title_words":{"type":"string","description":"Words in the title"},"max_price":{"type":"number","description":"Highest price in GBP"}},"required":["title_words"]}`,
			`{"title_words":"gardening","max_price":25}`, []string{"25", "gardening"}, []string{"of 25", "for 25"}},
		{"find_flats", "Find flats to rent.",
			`{"type":"object","properties":{"city":{"type":"string"},"min_price":{"type":"number","description":"Lowest monthly price"}},"required":["city"]}`,
			`{"city":"Leeds","min_price":900}`, []string{"900", "Leeds"}, []string{"of 900", "for 900"}},
	}, 60, 37)
}

// A team is a group inside an organisation: "for the Night 3 team", never
// "into the Night 3 org". Tool written for the test: a hospital rota.
func TestGroupSaidByItsNoun(t *testing.T) {
	t.Parallel()
	checkRequests(t, []requestCase{
		{"list_rota", "List nurses on the rota for a day.",
			`{"type":"object","properties":{"day":{"type":"string","format":"date"},"team":{"type":"string","description":"Ward team, e.g. Night 3"}},"required":["day"]}`,
			`{"day":"2026-02-03","team":"Night 3"}`, []string{"Night 3"}, []string{" org"}},
	}, 60, 41)
}
