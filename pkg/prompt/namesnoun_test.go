package prompt

import "testing"

// A name whose key names another kind of thing than the tool's object is
// said with that kind's noun even when the tool name holds the noun
// before its head ("pages_get_comment_thread", "get_page_margins" with
// "pageName": "the comment thread on the "Intro" page"), never as the
// object's own name ("the comment thread called "Intro"").
func TestOtherThingNameSaidWithItsNoun(t *testing.T) {
	cases := []requestCase{
		{"pages_get_comment_thread", "Read the comment thread configuration for a page, including resolved replies.",
			`{"type":"object","properties":{"notebookId":{"type":"string","description":"The ID of the notebook"},"pageName":{"type":"string","description":"Name of the page"}},"required":["notebookId","pageName"]}`,
			`{"notebookId":"nb_83kd02","pageName":"Field notes"}`, []string{`"Field notes"`, "page"},
			[]string{`called "Field notes"`, `named "Field notes"`, `with the name "Field notes"`}},
		{"get_page_margins", "Get margin widths (points), gutter sizes and header heights for a page.",
			`{"type":"object","properties":{"notebookId":{"type":"string","description":"The ID of the notebook"},"pageName":{"type":"string","description":"Name of the page"}},"required":["notebookId","pageName"]}`,
			`{"notebookId":"nb_83kd02","pageName":"Field notes"}`, []string{`"Field notes"`, "page"},
			[]string{`called "Field notes"`, `named "Field notes"`, `with the name "Field notes"`}},
	}
	checkRequests(t, cases, 12, 5)
}

// A thing a call makes is said with its noun beside its name ("make a
// text room called "standup" in hub 8812…"), never by its name alone
// ("make "standup" in hub 8812…", which says nothing of what is made),
// and the name is said before another thing's id, which it would seem
// to name ("in hub 8812… called "standup"").
func TestMadeThingNamedWithItsNoun(t *testing.T) {
	cases := []requestCase{
		{"chat_create_text_room", "Creates a new text room in a chat hub",
			`{"type":"object","properties":{"hubId":{"type":"string"},"roomName":{"type":"string"}},"required":["hubId","roomName"]}`,
			`{"hubId":"881234567712","roomName":"standup"}`, []string{`room`, `"standup"`},
			[]string{`make "standup"`, `create "standup"`, `set up "standup"`, `881234567712 called`, `881234567712 named`, `881234567712 with the name`}},
	}
	checkRequests(t, cases, 12, 5)
}

// A person's id is whom the act is for ("submit a proxy form for elector
// EL552190"), never what it is done "on" ("on elector EL552190"); a
// group of people keeps "on" ("the members on crew 16005").
func TestPersonIDSaidForThePerson(t *testing.T) {
	cases := []requestCase{
		{"submitProxyForm", "Submit a proxy form. Forms must arrive 5 days before the meeting.",
			`{"type":"object","properties":{"electorId":{"type":"string","pattern":"^EL[0-9]{6}$"},"meetingId":{"type":"string"}},"required":["electorId","meetingId"]}`,
			`{"electorId":"EL552190","meetingId":"M-2026-04"}`, []string{"elector EL552190"}, []string{"on elector"}},
	}
	checkRequests(t, cases, 12, 5)
	if personPrep("on ", "elector") != "for " || personPrep("on ", "crew") != "on " || personPrep("on ", "invoice") != "on " {
		t.Error("personPrep: want for elector, on crew, on invoice")
	}
}

// An id whose key is the object's noun and an id word names the object
// itself ("void reservation RZ-7Q2K", never "void a pending reservation
// on reservation code RZ-7Q2K"), and so does an id of the noun an
// object's adjective is made from ("mark loan 73019 as returned", never
// "mark a loaned copy on loan 73019 as returned"). A list of such ids
// takes the plural noun ("void reservations RZ-7Q2K and RZ-8B1M").
func TestIDSaidAsTheObject(t *testing.T) {
	cases := []requestCase{
		{"void_reservation", "Void a pending reservation. Fees may apply.",
			`{"type":"object","properties":{"reservation_code":{"type":"string","description":"Reservation code, e.g. \"RZ-7Q2\""}},"required":["reservation_code"]}`,
			`{"reservation_code":"RZ-7Q2K"}`, []string{"reservation RZ-7Q2K"}, []string{"reservation code", "reservation on", "reservation for"}},
		{"return_loan", "Mark a loaned copy as returned.",
			`{"type":"object","properties":{"loan_id":{"type":"integer"}},"required":["loan_id"]}`,
			`{"loan_id":73019}`, []string{"loan 73019"}, []string{"loaned copy on", "loaned copy for"}},
	}
	checkRequests(t, cases, 12, 5)
	p := Param{Name: "reservation_code", Human: "reservation code"}
	if got, ok := ListValue("Void reservation RZ-7Q2K.", p, []any{"RZ-7Q2K", "RZ-8B1M"}); !ok || got != "Void reservations RZ-7Q2K and RZ-8B1M." {
		t.Errorf("ListValue: got %q, want %q", got, "Void reservations RZ-7Q2K and RZ-8B1M.")
	}
}
