package prompt

import (
	"regexp"
	"testing"
)

// repeatedIDPrep matches one preposition placing two ids in a row ("for
// assignment 91746 for course 85377", "on pnr 866118 on member 587876").
var repeatedIDPrep = func() []*regexp.Regexp {
	var rs []*regexp.Regexp
	for _, p := range []string{"on", "for", "of", "to", "via"} {
		rs = append(rs, regexp.MustCompile(`(?i)\b`+p+` (?:[A-Za-z_-]+ ){1,4}[^\s,]*\d[^\s,]* `+p+` (?:[A-Za-z_-]+ ){1,4}[^\s,]*\d`))
	}
	return rs
}()

// TestIDsNotPlacedByOnePrepositionTwice renders requests for tools of a
// learning platform, an airline and a messaging API (hand-written and
// published tool files) that name two or three things by id, and checks
// that no request repeats one preposition for each: a container is said
// "in" ("assignment 91746 in course 85377"), other ids are joined.
func TestIDsNotPlacedByOnePrepositionTwice(t *testing.T) {
	cases := []requestCase{
		{"listSubmissions", "List submissions for an assignment",
			`{"type":"object","properties":{"courseId":{"type":"integer"},"assignmentId":{"type":"integer"}},"required":["courseId","assignmentId"]}`,
			`{"courseId":85377,"assignmentId":91746}`, []string{"91746", "85377"}, nil},
		{"add_baggage", "Add checked bags to an existing booking. Each bag is up to 23 kg (standard) or 32 kg (heavy).",
			`{"type":"object","properties":{"pnr":{"type":"string","description":"6-character booking reference"},"passenger_id":{"type":"string","description":"Passenger id from get_booking, e.g. \"pax_2\""},"bags":{"type":"integer","minimum":1,"maximum":3}},"required":["pnr","passenger_id","bags"]}`,
			`{"pnr":"K7XQ2M","passenger_id":"pax_2","bags":2}`, []string{"pax_2", "K7XQ2M"}, nil},
		{"finalize_asset_upload", "Finalize a file upload and attach it to an item's file column.",
			`{"type":"object","properties":{"upload_id":{"type":"string"},"board_id":{"type":"number"},"item_id":{"type":"number"},"column_id":{"type":"string"}},"required":["upload_id","board_id","item_id","column_id"]}`,
			`{"upload_id":"101975","board_id":332254,"item_id":877239,"column_id":"806440"}`, []string{"332254", "877239", "806440"}, nil},
		{"TwilioMessagingV1--FetchShortCode", "Twilio - Messaging: This is the public Twilio REST API. Make a GET request to /v1/Services/{ServiceSid}/ShortCodes/{Sid}",
			`{"type":"object","properties":{"ServiceSid":{"type":"string","description":"The SID of the Messaging Service to fetch the resource from."},"Sid":{"type":"string","description":"The SID of the ShortCode resource to fetch."}},"required":["ServiceSid","Sid"]}`,
			`{"ServiceSid":"MG6f8566dbd0d4eba37b8a4ff4a02876f1","Sid":"SC3ab3c7db5c9f00c2dca2c5abfd6bd5d9"}`, []string{"MG6f8566dbd0d4eba37b8a4ff4a02876f1", "SC3ab3c7db5c9f00c2dca2c5abfd6bd5d9"}, nil},
	}
	forRequests(t, cases, 40, 5, func(c requestCase, i int, text string) {
		for _, r := range repeatedIDPrep {
			if m := r.FindString(text); m != "" {
				t.Errorf("%s: one preposition for two ids (%q): %s", c.name, m, text)
			}
		}
	})
	checkRequests(t, cases, 40, 5)
}

// A key that brings its own preposition ("from_account_id") is said with
// it alone ("from account 410008", never "on from account 410008"), and
// money is sent without an article (the hand-written banking tool file).
func TestKeyPrepositionSaidOnce(t *testing.T) {
	cases := []requestCase{
		{"make_transfer", "Send money from one of the user's accounts to a payee. For UK domestic payments provide sort_code and account_number.",
			`{"type":"object","properties":{"from_account_id":{"type":"string"},"amount":{"type":"number","exclusiveMinimum":0,"multipleOf":0.01},"reference":{"type":"string","maxLength":18,"description":"Payment reference shown on the recipient's statement"}},"required":["from_account_id","amount"]}`,
			`{"from_account_id":"410008","amount":484.3}`, []string{"410008", "484.3"},
			[]string{"on from", "for from", "of from", "to from", "a money"}},
		{"manage_standing_order", "Create, amend or cancel a standing order.",
			`{"type":"object","properties":{"action":{"type":"string","enum":["create","amend","cancel"]},"from_account_id":{"type":"string"}},"required":["action","from_account_id"]}`,
			`{"action":"cancel","from_account_id":"893616"}`, []string{"893616"}, []string{"on from", "for from", "of from", "to from"}},
	}
	checkRequests(t, cases, 40, 7)
}

// TestRunWordsWorkbookContains: a workbook or spreadsheet holds what else
// a run names ("on range B2:C9 in workbook 7QxR…"), never joined to it by
// "and"; two things of one kind are no container of each other and stay
// joined.
func TestRunWordsWorkbookContains(t *testing.T) {
	for _, c := range []struct {
		run  []string
		want string
	}{
		{[]string{"on workbook 7QxRz81", "on range B2:C9"}, "on range B2:C9|in workbook 7QxRz81"},
		{[]string{"on spreadsheet 4Lm0q2", "on tab 31"}, "on tab 31|in spreadsheet 4Lm0q2"},
		{[]string{"on workbook 7QxRz81", "on target workbook 9Pz44"}, "on workbook 7QxRz81 and target workbook 9Pz44"},
	} {
		got := ""
		for i, l := range runWords("on", c.run) {
			if i > 0 {
				got += "|"
			}
			got += l
		}
		if got != c.want {
			t.Errorf("runWords(%q) = %q, want %q", c.run, got, c.want)
		}
	}
}
