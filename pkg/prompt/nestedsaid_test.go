package prompt

import "testing"

// A listed or named object that holds a small object of its own (money,
// a pinned point, a few details) is said in words with the rest of it,
// never pasted as JSON; a pinned address reads as a place; a list of ids
// inside an object names its key once.
func TestSmallNestedObjectsSaidInWords(t *testing.T) {
	cases := []requestCase{
		{"log_repair", "Log a bicycle repair with the parts replaced.",
			`{"type":"object","properties":{"ticket":{"type":"string","pattern":"^BR-[0-9]{4}$"},"parts":{"type":"array","items":{"type":"object","properties":{"part_name":{"type":"string"},"condition":{"type":"string","enum":["worn","snapped","bent"]},"cost":{"type":"object","properties":{"amount":{"type":"number"},"currency":{"type":"string"}}},"photo_urls":{"type":"array","items":{"type":"string","format":"uri"}}}}}},"required":["ticket","parts"]}`,
			`{"ticket":"BR-1042","parts":[{"part_name":"Rear derailleur","condition":"bent","cost":{"amount":48.5,"currency":"DKK"},"photo_urls":["https://x.dk/a.jpg","https://x.dk/b.jpg"]},{"part_name":"Chain","condition":"worn","cost":{"amount":19.9,"currency":"DKK"}}]}`,
			[]string{"48.5 DKK", "19.9 DKK", "Rear derailleur", "photos https://x.dk/a.jpg and https://x.dk/b.jpg"},
			[]string{"```", `{"`, "amount", "photo urls"}},
		{"register_hive", "Register a beehive at an apiary.",
			`{"type":"object","properties":{"apiary_id":{"type":"string"},"hive":{"type":"object","properties":{"name":{"type":"string"},"breed":{"type":"string"},"inspection":{"type":"object","properties":{"inspector":{"type":"string"},"passed_on":{"type":"string","format":"date"}}}}}},"required":["apiary_id","hive"]}`,
			`{"apiary_id":"AP-77","hive":{"name":"Clover","breed":"Carniolan","inspection":{"inspector":"Noor Haddad","passed_on":"2026-02-09"}}}`,
			[]string{"Clover", "Carniolan", `inspection by "Noor Haddad"`},
			[]string{"```", `{"`, "passed_on"}},
		{"report_pothole", "Report a pothole on a public road.",
			`{"type":"object","properties":{"location":{"type":"object","properties":{"street":{"type":"string"},"town":{"type":"string"},"latitude":{"type":"number"},"longitude":{"type":"number"}}},"depth_cm":{"type":"number"}},"required":["location"]}`,
			`{"location":{"street":"Kungsgatan 12","town":"Uppsala","latitude":59.8586,"longitude":17.6389}}`,
			[]string{"at Kungsgatan 12, Uppsala (59.8586, 17.6389)"},
			[]string{"latitude", "town", `{"`}},
		{"update_roster", "Update a volunteer roster.",
			`{"type":"object","properties":{"roster_id":{"type":"string"},"links":{"type":"object","properties":{"volunteerIds":{"type":"array","items":{"type":"integer"}}}}},"required":["roster_id","links"]}`,
			`{"roster_id":"R-5","links":{"volunteerIds":[5521,8830,1207]}}`,
			[]string{"volunteers 5521, 8830 and 1207"},
			[]string{"volunteer ids 5521", `{"`}},
	}
	checkRequests(t, cases, 20, 6)
}
