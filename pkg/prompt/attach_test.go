package prompt

import (
	"strings"
	"testing"
)

// Initialisms among a key's words are written in capitals where the
// request says them ("MC 525549", "practice NPI 1951000144"), found by
// the description's capitals, a known list or a vowel-less token.
func TestAcronymKeysInCapitals(t *testing.T) {
	cases := []requestCase{
		{"get_carrier", "Look up a carrier by MC or DOT number.",
			`{"type":"object","properties":{"mc_number":{"type":"string","description":"Motor carrier number, digits only."}}}`,
			`{"mc_number":"525549"}`, []string{"MC 525549"}, []string{"mc 525549"}},
		{"listCases", "List cases for a practice.",
			`{"type":"object","properties":{"practiceNpi":{"type":"string","description":"Practice NPI (10 digits)"}},"required":["practiceNpi"]}`,
			`{"practiceNpi":"1951000144"}`, []string{"NPI 1951000144"}, []string{"npi 1951000144"}},
		{"drop_section", "Drop a student from a section.",
			`{"type":"object","properties":{"student_id":{"type":"string"},"crn":{"type":"integer"}},"required":["student_id","crn"]}`,
			`{"student_id":"U63652519","crn":47}`, []string{"CRN"}, []string{"crn 47", "for the crn"}},
	}
	forRequests(t, cases, 12, 1501, func(c requestCase, _ int, text string) {
		for _, w := range c.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s: request lacks %q: %s", c.name, w, text)
			}
		}
		for _, w := range c.never {
			if strings.Contains(text, w) {
				t.Errorf("%s: request has %q: %s", c.name, w, text)
			}
		}
	})
}

// upperAcronyms leaves quoted values, glued tokens and a word that is
// also English but not before a value alone.
func TestUpperAcronymsLeavesValues(t *testing.T) {
	acr := map[string]bool{"sku": true, "dot": true}
	in := `Count sku 123 for "sku 9" at x.dot and a dot in sku_id, then dot 71732.`
	want := `Count SKU 123 for "sku 9" at x.dot and a dot in sku_id, then DOT 71732.`
	if got := upperAcronyms(in, acr); got != want {
		t.Errorf("upperAcronyms:\n got %s\nwant %s", got, want)
	}
	if acronymOf("only", "Name-based USER search ONLY. STANDALONE parameter") {
		t.Error("a word a description shouts is no initialism")
	}
	if acronymOf("qty") || acronymOf("lng") || !acronymOf("pnr") || !acronymOf("vin") {
		t.Error("clipped words are no initialisms; pnr and vin are")
	}
}

// A count is said as how many things there are: "a party of 8", "50
// boxes", "30 copies", never "the party size set to 8", "a box count of
// 50" nor "limit it to 30" on a print job being made.
func TestCountsSaidAsThings(t *testing.T) {
	cases := []requestCase{
		{"book_tasting", "Reserve a tasting for a guest.",
			`{"type":"object","properties":{"slot_id":{"type":"string"},"party_size":{"type":"integer","minimum":1,"maximum":12}},"required":["slot_id","party_size"]}`,
			`{"slot_id":"238435","party_size":8}`, []string{"party of 8"}, []string{"set to", "party size"}},
		{"scheduleCourier", "Schedule a courier pickup.",
			`{"type":"object","properties":{"caseId":{"type":"string"},"boxCount":{"type":"integer"}},"required":["caseId","boxCount"]}`,
			`{"caseId":"115426","boxCount":50}`, []string{"50 boxes"}, []string{"box count"}},
		{"create_print_job", "Create a print job for a customer order.",
			`{"type":"object","properties":{"customer_name":{"type":"string"},"copies":{"type":"integer","description":"Number of copies"}},"required":["customer_name","copies"]}`,
			`{"customer_name":"Hannah Larsen","copies":30}`, []string{"30 copies"}, []string{"limit it", "first 30", "cap it"}},
		{"start_permit", "Start a residential parking permit.",
			`{"type":"object","properties":{"zone":{"type":"string"},"duration_months":{"type":"integer","enum":[1,3,6,12]}},"required":["zone","duration_months"]}`,
			`{"zone":"Z3","duration_months":3}`, []string{"for 3 months"}, []string{"duration months", "set to"}},
	}
	checkRequests(t, cases, 12, 1502)
}

// Money is said with its currency and what it pays for ("at $10.08 a
// bottle", "$75 linehaul rate"), a signed change by its direction
// ("adding 51 bottles"), never "of 10.08", "51 for the delta" nor "the
// linehaul rate set to 75".
func TestMoneyAndDeltasAttached(t *testing.T) {
	cases := []requestCase{
		{"adjust_inventory", "Record a stock adjustment for a wine.",
			`{"type":"object","properties":{"sku":{"type":"string"},"delta":{"type":"integer","description":"Bottles to add (positive) or remove (negative)."},"unit_cost":{"type":"number","minimum":0,"description":"Cost per bottle in USD; required for 'received'."}},"required":["sku","delta"]}`,
			`{"sku":"428707","delta":51,"unit_cost":10.08}`, []string{"51 bottles", "$10.08"}, []string{"for the delta", "of 10.08", "$51"}},
		{"adjust_inventory", "Record a stock adjustment for a wine.",
			`{"type":"object","properties":{"sku":{"type":"string"},"delta":{"type":"integer","description":"Bottles to add (positive) or remove (negative)."}},"required":["sku","delta"]}`,
			`{"sku":"428707","delta":-3}`, []string{"3 bottles"}, []string{"for the delta", "+3"}},
		{"book_carrier", "Cover a load with a carrier.",
			`{"type":"object","properties":{"load_id":{"type":"string"},"linehaul_rate":{"type":"number","minimum":0,"description":"USD, flat."},"fuel_surcharge":{"type":"number","minimum":0}},"required":["load_id","linehaul_rate"]}`,
			`{"load_id":"L-2291","linehaul_rate":75,"fuel_surcharge":12.5}`, []string{"$75", "$12.50"}, []string{"set to", "rate 75", "surcharge 12"}},
		{"charge_fuel", "Record a fuel dock sale.",
			`{"type":"object","properties":{"slip_id":{"type":"integer"},"price_per_gallon":{"type":"number","description":"Price per gallon in USD"}},"required":["slip_id","price_per_gallon"]}`,
			`{"slip_id":37087,"price_per_gallon":4.6}`, []string{"$4.60", "gallon"}, []string{"of 4.6"}},
		{"add_funds", "Add funds to a saved card.",
			`{"type":"object","properties":{"card_id":{"type":"string"},"amount_cents":{"type":"integer"},"daily_limit_cents":{"type":"integer"}},"required":["card_id","amount_cents","daily_limit_cents"]}`,
			`{"card_id":"216276","amount_cents":559,"daily_limit_cents":8450}`, []string{"$5.59", "daily limit", "$84.50"},
			[]string{"limit cents", "cents a day", "amount cents"}},
		{"shift_funds", "Move money between two of the shop's own accounts.",
			`{"type":"object","properties":{"amount":{"type":"number","description":"Amount to move. Must be positive; swap the accounts rather than passing a negative."},"source":{"type":"string"},"target":{"type":"string"}},"required":["amount","source","target"]}`,
			`{"amount":212.5,"source":"Till float","target":"Main current"}`, []string{"212.5"}, []string{"adding", "+212", "up 212", "by 212"}},
	}
	checkRequests(t, cases, 12, 1503)
}

// A person's name is no handle: "for Priya Larsen (priya@northwind.com)",
// never "@Priya Larsen" nor "for user Priya Larsen"; a username keeps
// its handle forms.
func TestPersonNameNotHandle(t *testing.T) {
	cases := []requestCase{
		{"book_tasting", "Reserve a tasting for a guest.",
			`{"type":"object","properties":{"slot_id":{"type":"string"},"guest_name":{"type":"string"},"guest_email":{"type":"string","format":"email"}},"required":["slot_id","guest_name","guest_email"]}`,
			`{"slot_id":"238435","guest_name":"Priya Larsen","guest_email":"priya@northwind.com"}`,
			[]string{"Priya Larsen (priya@northwind.com)"}, []string{"@Priya", "user Priya"}},
		{"create_print_job", "Create a print job for a customer order.",
			`{"type":"object","properties":{"customer_name":{"type":"string"},"paper_size":{"type":"string","enum":["A4","A3"]}},"required":["customer_name","paper_size"]}`,
			`{"customer_name":"Laura Müller","paper_size":"A4"}`, []string{"Laura Müller"}, []string{"@Laura", "user Laura"}},
	}
	checkRequests(t, cases, 12, 1504)
}

// A phone number is attached unquoted and as its owner's ("with the
// driver's phone +90 225 690638"), a time zone as one ("in the
// America/Los_Angeles time zone"), never `set to "…"`.
func TestPhoneAndZoneAttached(t *testing.T) {
	cases := []requestCase{
		{"book_carrier", "Cover a load with a carrier.",
			`{"type":"object","properties":{"load_id":{"type":"string"},"driver_phone":{"type":"string"}},"required":["load_id","driver_phone"]}`,
			`{"load_id":"L-2291","driver_phone":"+90 225 690638"}`, []string{"driver's", "+90 225 690638"}, []string{"set to", `"+90`}},
		{"create_event", "Create a calendar event.",
			`{"type":"object","properties":{"summary":{"type":"string"},"timeZone":{"type":"string","description":"IANA time zone, e.g. Europe/Berlin"}},"required":["summary","timeZone"]}`,
			`{"summary":"Sprint review","timeZone":"America/Los_Angeles"}`, []string{"America/Los_Angeles time"}, []string{"set to", `"America/Los_Angeles"`}},
	}
	checkRequests(t, cases, 12, 1505)
}

// A list named by a bare last word keeps the key's words: "with tooth
// numbers 6, 86 and 25", never "with numbers 6, 86 and 25".
func TestBareListNounKeepsKey(t *testing.T) {
	cases := []requestCase{
		{"submitCaseOrder", "Submit a new crown case from a dental practice.",
			`{"type":"object","properties":{"caseRef":{"type":"string"},"toothNumbers":{"type":"array","items":{"type":"integer"},"description":"Universal tooth numbers"}},"required":["caseRef","toothNumbers"]}`,
			`{"caseRef":"CR-118","toothNumbers":[6,8,25]}`, []string{"tooth numbers 6, 8 and 25"}, []string{"with numbers"}},
	}
	checkRequests(t, cases, 12, 1506)
}

// Two ends of one kind of thing are said by their ends, once: "from
// Till float to Main current", "from shelf S-12 to shelf S-40", never
// "from shelf S-12 and to shelf S-40" nor "The to shelf is S-40.".
func TestEndsOfOneThing(t *testing.T) {
	cases := []requestCase{
		{"sweep_funds", "Move money between two of the shop's own accounts.",
			`{"type":"object","properties":{"from_account":{"type":"string"},"to_account":{"type":"string"},"amount":{"type":"number"}},"required":["from_account","to_account","amount"]}`,
			`{"from_account":"Till float","to_account":"Main current","amount":40}`, []string{"Till float", "Main current"},
			[]string{"to account", "from account", "and to", "and Main", "The to"}},
		{"relocate_crate", "Relocate a crate in the depot.",
			`{"type":"object","properties":{"crate":{"type":"string"},"source_shelf":{"type":"string"},"target_shelf":{"type":"string"}},"required":["crate","source_shelf","target_shelf"]}`,
			`{"crate":"CR-0091","source_shelf":"S-12","target_shelf":"S-40"}`, []string{"shelf S-12", "shelf S-40"},
			[]string{"source shelf", "target shelf", "The target"}},
		{"add_sorting_rule", "Add a rule that sorts incoming mail.",
			`{"type":"object","properties":{"name":{"type":"string"},"match_from":{"type":"string","format":"email"},"match_to":{"type":"string","format":"email"}},"required":["name","match_from","match_to"]}`,
			`{"name":"Invoices","match_from":"billing@corvid.io","match_to":"ana@plume.dev"}`, []string{"from billing@corvid.io", "to ana@plume.dev"},
			[]string{"match from", "match to", "for billing", "for ana"}},
	}
	checkRequests(t, cases, 12, 1511)
}

// An amount its description gives in pence is said in pounds: "£118.00",
// never "$118.00".
func TestPenceSaidInPounds(t *testing.T) {
	cases := []requestCase{
		{"settle_tab", "Settle a customer's tab at the till.",
			`{"type":"object","properties":{"tab":{"type":"string"},"amt":{"type":"integer","description":"Amount paid, in pence."}},"required":["tab","amt"]}`,
			`{"tab":"T-88","amt":11800}`, []string{"£118"}, []string{"$"}},
	}
	checkRequests(t, cases, 12, 1513)
}
