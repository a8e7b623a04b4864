package prompt

import "testing"

// TestItemsSaidInWords checks that a short list of flat objects and a
// flat object of a few values are said as a person lists them, never
// pasted as JSON nor named by the parameter with a colon ("shifts: end
// …, start …"): each item's id by what it names, a start and an end as
// "from … to …", a list of one-member objects as its values. The tools are
// written for the test.
func TestItemsSaidInWords(t *testing.T) {
	never := []string{"[{", `{"`, "```", "shifts: end", "shifts: start", "rooms: id", "lines: qty", "lines: sku"}
	cases := []requestCase{
		{"roster_add_shifts", "Add cover shifts to a rota so someone else works those hours.",
			`{"type":"object","properties":{"rota_id":{"type":"string"},"shifts":{"type":"array","items":{"type":"object","properties":{"start":{"type":"string","format":"date-time"},"end":{"type":"string","format":"date-time"},"worker_id":{"type":"string"},"site":{"type":"string"}},"required":["start","end","worker_id"]}}},"required":["rota_id","shifts"]}`,
			`{"rota_id":"R-88","shifts":[{"start":"2026-02-02T08:00:00Z","end":"2026-02-02T16:00:00Z","worker_id":"W-311","site":"Leeds"},{"start":"2026-02-03T08:00:00Z","end":"2026-02-03T16:00:00Z","worker_id":"W-204"}]}`,
			[]string{"a shift for worker W-311", "site Leeds", "a shift for worker W-204"}, never},
		{"roster_add_one_shift", "Add cover shifts to a rota so someone else works those hours.",
			`{"type":"object","properties":{"rota_id":{"type":"string"},"shifts":{"type":"array","items":{"type":"object","properties":{"start":{"type":"string","format":"date-time"},"end":{"type":"string","format":"date-time"},"worker_id":{"type":"string"}},"required":["start","end","worker_id"]}}},"required":["rota_id","shifts"]}`,
			`{"rota_id":"R-88","shifts":[{"start":"2026-02-02T08:00:00Z","end":"2026-02-02T16:00:00Z","worker_id":"W-311"}]}`,
			[]string{"a cover shift for worker W-311"}, never},
		{"rooms_busy", "Check when meeting rooms are booked.",
			`{"type":"object","properties":{"rooms":{"type":"array","items":{"type":"object","properties":{"id":{"type":"string"}},"required":["id"]}}},"required":["rooms"]}`,
			`{"rooms":[{"id":"oak-2"},{"id":"elm-5"}]}`,
			[]string{"rooms oak-2 and elm-5"}, never},
		{"invoice_add_lines", "Add line items to a draft invoice.",
			`{"type":"object","properties":{"invoice":{"type":"string"},"lines":{"type":"array","items":{"type":"object","properties":{"sku":{"type":"string"},"qty":{"type":"integer"},"tags":{"type":"array","items":{"type":"string"}}}}}},"required":["invoice","lines"]}`,
			`{"invoice":"INV-7","lines":[{"sku":"MUG-12","qty":3,"tags":["gift","blue"]},{"sku":"PST-01","qty":1}]}`,
			[]string{"SKU MUG-12 (tags gift and blue)", "1 ", "SKU PST-01"}, append([]string{"qty"}, never...)},
		{"crm_patch_contact", "Change fields on a contact. Only the fields given change.",
			`{"type":"object","properties":{"contact":{"type":"string"},"fields":{"type":"object","additionalProperties":true}},"required":["contact","fields"]}`,
			`{"contact":"C-19","fields":{"city":"Porto","note":"Prefers calls after 3pm on weekdays; moved from the Lisbon office to the Porto one in March."}}`,
			[]string{`city to Porto and note to "Prefers calls after 3pm on weekdays; moved from the Lisbon office to the Porto one in March."`}, never},
	}
	checkRequests(t, cases, 12, 131)
}

// TestDescriptionObjectsSpoken checks the object read from a description
// the way its asker says it: a clause object whole ("who is on call",
// never "who is"), the user the tool acts for as "my", a noun tied to
// another thing kept with the tie ("a new Opportunity linked to an
// Account", never "a new linked"), a phrasal verb from its description
// ("roll back", never "rollback"), a described thing found with "the"
// ("the open sales pipeline"). The tools are written for the test.
func TestDescriptionObjectsSpoken(t *testing.T) {
	for _, c := range []struct {
		name, desc     string
		verb, obj, ext string
	}{
		{"duty_now", "List who is on call. With no arguments returns every policy.", "show me", "who is on call", ""},
		{"music_history", "Get the user's recently played songs. Use before to page.", "get", "my recently played songs", ""},
		{"crm_new_deal", "Create a new Deal linked to a Company. Amount is in the default currency.", "create", "a new Deal", "linked to a Company"},
		{"db_undo", "Roll back the most recent migration by running its down SQL", "roll back", "the latest migration", ""},
		{"crm_pipeline", "Summarize open sales pipeline grouped by stage or owner.", "summarize", "the open sales pipeline", ""},
	} {
		in := toolIntent(c.name, "", c.desc)
		if in.Verb != c.verb || in.Object != c.obj || in.Extra != c.ext {
			t.Errorf("%s: intent %q + %q + %q, want %q + %q + %q", c.name, in.Verb, in.Object, in.Extra, c.verb, c.obj, c.ext)
		}
	}
}

// TestActionValueIsTheAct checks that an action argument whose values a
// description lists as verbs is the request's verb, also a value the
// list leaves out ("hold" beside "Approve, reject, escalate or reassign")
// and a two-word act ("turn_off" → "turn off"), never "(action: hold)"
// nor the act said twice ("turn off …, to turn off"). The tools are
// written for the test.
func TestActionValueIsTheAct(t *testing.T) {
	cases := []requestCase{
		{"claims_act", "Approve, reject, escalate or reassign one or more claims.",
			`{"type":"object","properties":{"claim_ids":{"type":"array","items":{"type":"string"}},"action":{"type":"string","enum":["approve","reject","escalate","reassign","hold"]}},"required":["claim_ids","action"]}`,
			`{"claim_ids":["CL-4410"],"action":"hold"}`,
			[]string{"hold", "CL-4410"}, []string{"action", "approve", "(hold"}},
		{"vm_power", "Start, stop or restart a virtual machine.",
			`{"type":"object","properties":{"vm":{"type":"string"},"action":{"type":"string","enum":["start","stop","restart","turn_off"]}},"required":["vm","action"]}`,
			`{"vm":"vm-web-3","action":"turn_off"}`,
			[]string{"turn", "off", "vm-web-3"}, []string{"action", ", to turn off", ", turning off", "(turn", "start"}},
	}
	checkRequests(t, cases, 12, 133)
}

// TestKeyWordsSaidAsPeopleDo checks the words of values whose key a
// person would not say: an enum named "… name" by the word before
// ("the Won stage", never "the Won name"), a percentage as "%", a
// "number of …" count before its noun, a range end before what it bounds
// ("the high alarm temp at 30"), a key opening on a preposition as it
// reads (`to version "4.2.0"`, never "with to version set to"), a filter
// as what it keeps, a "space key" as the space, a text format as "in …
// format". The tools are written for the test.
func TestKeyWordsSaidAsPeopleDo(t *testing.T) {
	cases := []requestCase{
		{"deals_move", "Move a deal to another stage.",
			`{"type":"object","properties":{"deal_id":{"type":"string"},"StageName":{"type":"string","enum":["Lead","Qualified","Won","Lost"]}},"required":["deal_id","StageName"]}`,
			`{"deal_id":"D-301","StageName":"Won"}`,
			[]string{"Won"}, []string{"Won name", "name Won"}},
		{"speaker_level", "Set the speaker's output level.",
			`{"type":"object","properties":{"speaker":{"type":"string"},"levelPercent":{"type":"integer","minimum":0,"maximum":100}},"required":["speaker","levelPercent"]}`,
			`{"speaker":"kitchen","levelPercent":35}`,
			[]string{"35%"}, []string{"percent of", "percent 35"}},
		{"org_new", "Create a new organisation record.",
			`{"type":"object","properties":{"Name":{"type":"string"},"NumberOfSeats":{"type":"integer","minimum":0}},"required":["Name","NumberOfSeats"]}`,
			`{"Name":"Harbor Labs","NumberOfSeats":40}`,
			[]string{"40 seats"}, []string{"seats 40", "number of seats"}},
		{"fridge_alarm", "Configure a fridge alarm.",
			`{"type":"object","properties":{"fridge":{"type":"string"},"alarm_temp_high":{"type":"number"}},"required":["fridge","alarm_temp_high"]}`,
			`{"fridge":"F-2","alarm_temp_high":8}`,
			[]string{"high alarm temp at 8"}, []string{"alarm temp high", "high 8"}},
		{"app_downgrade", "Downgrade an installed app.",
			`{"type":"object","properties":{"app":{"type":"string"},"to_version":{"type":"string"}},"required":["app","to_version"]}`,
			`{"app":"ledger","to_version":"4.2.0"}`,
			[]string{`to version "4.2.0"`}, []string{"with to version", "setting to version"}},
		{"wiki_find", "Search wiki pages.",
			`{"type":"object","properties":{"query":{"type":"string"},"teams_filter":{"type":"string","description":"Comma-separated team keys"}},"required":["query"]}`,
			`{"query":"release checklist","teams_filter":"WEB,API"}`,
			[]string{`teams "WEB,API"`}, []string{"teams filter"}},
		{"wiki_new_page", "Create a new wiki page.",
			`{"type":"object","properties":{"space_key":{"type":"string"},"title":{"type":"string"},"format":{"type":"string","enum":["markdown","wiki"]}},"required":["space_key","title","format"]}`,
			`{"space_key":"OPS","title":"On-call handbook","format":"wiki"}`,
			[]string{"OPS", "space", "in wiki format"}, []string{"key OPS", `key "OPS"`, "as wiki"}},
	}
	checkRequests(t, cases, 12, 137)
}

// TestObjectGrammar checks three joins of the object and its values: an
// id replaces the whole noun phrase, an adjective that is also a verb
// included ("cancel order 5512", never "cancel an open order 5512"); a
// switch verb takes its particle ("turn off a lamp", never "turn a lamp"),
// an action argument picking the other one; the sender's email is who the
// act is done as ("as ana@x.io", never "to incident P1 to ana@x.io"). The
// tools are written for the test.
func TestObjectGrammar(t *testing.T) {
	lamp := `{"type":"object","properties":{"lamp_id":{"type":"string"},"action":{"type":"string","enum":["on","off"],"default":"on"}},"required":["lamp_id"]}`
	cases := []requestCase{
		{"void_invoice", "Void an open invoice. Optionally email the customer.",
			`{"type":"object","properties":{"invoice_id":{"type":"string"},"notify":{"type":"boolean"}},"required":["invoice_id"]}`,
			`{"invoice_id":"5512"}`, []string{"invoice 5512"}, []string{"an open invoice 5512"}},
		{"lamp_switch", "Turn a lamp on or off.", lamp, `{"lamp_id":"L-4"}`, []string{"turn", " on", "L-4"}, []string{"turn a lamp", "turning a lamp"}},
		{"lamp_switch", "Turn a lamp on or off.", lamp, `{"lamp_id":"L-4","action":"off"}`, []string{"turn", " off", "L-4"}, []string{"turn on", "turning on", "action"}},
		{"ticket_note", "Add a note to a ticket.",
			`{"type":"object","properties":{"ticket_id":{"type":"string"},"content":{"type":"string"},"from_email":{"type":"string","format":"email"}},"required":["ticket_id","content","from_email"]}`,
			`{"ticket_id":"T-77","content":"Waiting on the vendor.","from_email":"ana@x.io"}`, []string{"as ana@x.io"}, []string{"to ana@x.io", "for ana@x.io"}},
	}
	checkRequests(t, cases, 12, 139)
}

// TestKindsSaidAsThings checks values that pick a kind: an enumerated
// list of states as "that are …" or "only … ones" and other kinds before
// their noun ("with low urgency"), never "with statuses resolved"; a
// type value the description names as one of its things is that thing
// ("albums matching …", never "the album song"); an object that lists
// every state ("applied and pending migrations") is said as the things.
// The tools are written for the test.
func TestKindsSaidAsThings(t *testing.T) {
	cases := []requestCase{
		{"alerts_list", "List alerts.",
			`{"type":"object","properties":{"statuses":{"type":"array","items":{"type":"string","enum":["firing","resolved","silenced"]}}}}`,
			`{"statuses":["resolved"]}`, []string{"resolved"}, []string{"statuses resolved", "with statuses", "statuse"}},
		{"alerts_list_sev", "List alerts.",
			`{"type":"object","properties":{"severities":{"type":"array","items":{"type":"string","enum":["low","high","critical"]}}}}`,
			`{"severities":["low","high"]}`, []string{"low or high severity"}, []string{"severities low"}},
		{"music_find", "Search for songs, albums, or artists in the catalogue.",
			`{"type":"object","properties":{"query":{"type":"string"},"type":{"type":"string","enum":["song","album","artist"]}},"required":["query","type"]}`,
			`{"query":"blue train","type":"album"}`, []string{"albums", "blue train"}, []string{"album song", "album songs"}},
		{"jobs_list", "List queued and finished export jobs from the job table",
			`{"type":"object","properties":{"state":{"type":"string","enum":["queued","finished"]}}}`,
			`{"state":"finished"}`, []string{"export jobs", "finished"}, []string{"queued and finished", "the queued,", "see the queued"}},
	}
	checkRequests(t, cases, 12, 141)
}

// TestBoundsSaid checks a bound on a measure said as one ("with the
// length capped at 800"), never the key with "of" ("using a max length
// of 800"). The tool is written for the test.
func TestBoundsSaid(t *testing.T) {
	cases := []requestCase{
		{"page_fetch", "Download a web page as text.",
			`{"type":"object","properties":{"url":{"type":"string","format":"uri"},"max_length":{"type":"integer","description":"Truncate the output to this many characters"}},"required":["url","max_length"]}`,
			`{"url":"https://example.org/a","max_length":800}`, []string{"length", "800"}, []string{"max length", "a length of"}},
	}
	checkRequests(t, cases, 12, 143)
}

// TestGroupAndPercentSaid checks a grouping said as one ("grouped by
// close month", never "sorted by CloseMonth") and a percentage of what
// the object already names said once ("set the output volume to 40%",
// never "…, volume at 40%"). The tools are written for the test.
func TestGroupAndPercentSaid(t *testing.T) {
	cases := []requestCase{
		{"sales_summary", "Summarize closed sales grouped by owner or month.",
			`{"type":"object","properties":{"groupBy":{"type":"string","enum":["Owner","CloseMonth"]}},"required":["groupBy"]}`,
			`{"groupBy":"CloseMonth"}`, []string{"close month"}, []string{"sorted by", "ordered by", "CloseMonth"}},
		{"speaker_volume", "Set the output volume of a speaker.",
			`{"type":"object","properties":{"speaker":{"type":"string"},"volumePercent":{"type":"integer","minimum":0,"maximum":100}},"required":["volumePercent"]}`,
			`{"volumePercent":40}`, []string{"volume to 40%"}, []string{"volume at", "percent of"}},
	}
	checkRequests(t, cases, 12, 147)
}

// TestOwnersSaid checks who makes a thing said as its maker ("from
// Northwind", never "into the Northwind org"), and a key that repeats the
// object's noun said without it ("with type Outdoor", never "with the
// gear type …"). The tools are written for the test.
func TestOwnersSaid(t *testing.T) {
	cases := []requestCase{
		{"gear_list", "List gear in the catalogue.",
			`{"type":"object","properties":{"vendor":{"type":"string"},"gear_type":{"type":"string"}}}`,
			`{"vendor":"Northwind","gear_type":"Outdoor"}`, []string{"Northwind", `type Outdoor`}, []string{"org", "gear type"}},
	}
	checkRequests(t, cases, 12, 149)
}
