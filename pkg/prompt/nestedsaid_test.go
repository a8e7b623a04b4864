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
		{"log_dives", "Log dives for a diver's logbook.",
			`{"type":"object","properties":{"dives":{"type":"array","items":{"type":"object","properties":{"site":{"type":"string"},"depth_m":{"type":"number"},"buddy_ids":{"type":"array","items":{"type":"integer"}},"notes":{"type":["string","null"]}}}}},"required":["dives"]}`,
			`{"dives":[{"site":"Blue Hole","depth_m":30,"buddy_ids":[7701,7702],"notes":null},{"site":"Eel Garden","depth_m":12}]}`,
			[]string{"Blue Hole", "buddies 7701 and 7702", "no notes", "Eel Garden"},
			[]string{"```", `{"`, "buddy ids", "notes nothing"}},
		{"link_crew", "Link crew members and boats to a regatta entry.",
			`{"type":"object","properties":{"entry_id":{"type":"string"},"links":{"type":"object","properties":{"sailorIds":{"type":"array","items":{"type":"integer"}},"boatIds":{"type":"array","items":{"type":"integer"}}}}},"required":["entry_id","links"]}`,
			`{"entry_id":"E-9","links":{"sailorIds":[301,302,303,304],"boatIds":[88,89,90]}}`,
			[]string{"sailors 301, 302, 303 and 304", "boats 88, 89 and 90"},
			[]string{"```", `{"`, "sailor ids"}},
	}
	checkRequests(t, cases, 20, 6)
}

// A record of declared fields is said in words even when its parameter
// is named like a pasted document ("documents", "update"); a table's
// rows are typed one a line, a range's rows under the range.
func TestDeclaredRecordsAndRowsSaidInWords(t *testing.T) {
	cases := []requestCase{
		{"submit_grant", "Submit a grant application with its supporting documents.",
			`{"type":"object","properties":{"grant_id":{"type":"string"},"documents":{"type":"array","items":{"type":"object","properties":{"title":{"type":"string"},"fileUrl":{"type":"string","format":"uri"},"pageCount":{"type":"integer"}}}}},"required":["grant_id","documents"]}`,
			`{"grant_id":"G-310","documents":[{"title":"Budget narrative","fileUrl":"https://x.org/b.pdf","pageCount":4},{"title":"Letter of support","fileUrl":"https://x.org/l.pdf"}]}`,
			[]string{"Budget narrative", "https://x.org/b.pdf", "4 pages", "Letter of support"},
			[]string{"```", `{"`, "fileUrl"}},
		{"update_booking", "Update a kayak rental booking.",
			`{"type":"object","properties":{"booking_id":{"type":"string"},"update":{"type":"object","properties":{"status":{"type":"string","enum":["held","paid"]},"notes":{"type":["string","null"]}}}},"required":["booking_id","update"]}`,
			`{"booking_id":"KY-88","update":{"status":"paid","notes":null}}`,
			[]string{"status to paid", "clearing notes"},
			[]string{"```", `{"`}},
		{"fill_rows", "Write rows into a range of a ledger sheet.",
			`{"type":"object","properties":{"range":{"type":"string"},"values":{"type":"array","items":{"type":"array","items":{}}}},"required":["range","values"]}`,
			`{"range":"B2:D3","values":[["Oat milk","2","3.40"],["Rye bread","1","4.10"]]}`,
			[]string{"- Oat milk, 2, 3.40", "- Rye bread, 1, 4.10"},
			[]string{"```", `[["`}},
		{"write_ranges", "Write values into several ranges of a ledger sheet.",
			`{"type":"object","properties":{"data":{"type":"array","items":{"type":"object","properties":{"range":{"type":"string"},"values":{"type":"array","items":{"type":"array","items":{}}}}}}},"required":["data"]}`,
			`{"data":[{"range":"A1:B1","values":[["Item","Qty"]]},{"range":"A2:B2","values":[["Oat milk","2"]]}]}`,
			[]string{"In A1:B1:\n- Item, Qty", "In A2:B2:\n- Oat milk, 2"},
			[]string{"```", `[["`}},
		{"write_one_range", "Write values into several ranges of a ledger sheet.",
			`{"type":"object","properties":{"data":{"type":"array","items":{"type":"object","properties":{"range":{"type":"string"},"values":{"type":"array","items":{"type":"array","items":{}}}}}}},"required":["data"]}`,
			`{"data":[{"range":"C4:D4","values":[["Rye bread","1"]]}]}`,
			[]string{`putting "Rye bread" and 1 in C4:D4`},
			[]string{"```", `[["`}},
	}
	checkRequests(t, cases, 20, 6)
}
