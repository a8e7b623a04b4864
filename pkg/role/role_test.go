package role

import (
	"reflect"
	"testing"
)

// tool schemas written for these tests (not from any captured server):
// a travel planner, a clinic, a code host and a chat bot.
func classify(tool, name, schema string, siblings ...string) Role {
	return Classify(ToolContext{Name: tool}, ParamContext{Name: name, Path: "/" + name, Schema: []byte(schema), Siblings: siblings})
}

func TestClassifyKinds(t *testing.T) {
	cases := []struct {
		tool, name, schema string
		siblings           []string
		want               Kind
		id                 IDConvention
	}{
		{"find_hotels", "city", `{"type":"string","description":"City to search in"}`, nil, City, ""},
		// the dev weather and discord/linear tool files: a country's code is a country, a
		// message id to page before is an id, a cursor described as one a cursor
		{"geocode", "country_code", `{"type":"string","pattern":"^[A-Z]{2}$"}`, nil, Country, ""},
		{"read_messages", "before", `{"type":"string","pattern":"^[0-9]{17,20}$","description":"Get messages before this message ID"}`, nil, ID, ""},
		{"linear_list_projects", "after", `{"type":"string","description":"Pagination cursor from a previous response's pageInfo.endCursor"}`, nil, Cursor, ""},
		{"set_cap", "account", `{"type":"string","description":"Account name"}`, nil, Organisation, ""},
		{"set_cap", "account_id", `{"type":"string"}`, nil, ID, ""},
		{"find_hotels", "check_in", `{"type":"string","format":"date"}`, nil, Date, ""},
		{"find_hotels", "guest_name", `{"type":"string"}`, nil, Person, ""},
		{"find_hotels", "currency", `{"type":"string","description":"ISO 4217 code"}`, nil, Currency, ""},
		{"book_visit", "patient_height", `{"type":"number","description":"Height of the patient in cm"}`, nil, Quantity, ""},
		{"book_visit", "contact_email", `{"type":"string"}`, nil, Email, ""},
		{"triage", "risk", `{"type":"number","description":"Probability of readmission"}`, nil, Ratio, ""},
		{"close_ticket", "ticket_number", `{"type":"integer"}`, nil, ID, IDIID},
		{"close_ticket", "owner", `{"type":"string"}`, []string{"repo"}, RepoOwner, ""},
		{"close_ticket", "repository", `{"type":"string","pattern":"^[\\w-]+/[\\w-]+$","description":"owner/repo"}`, nil, Repo, ""},
		{"get_doc", "doc_id", `{"type":"string","format":"uuid"}`, nil, ID, IDUUID},
		{"get_doc", "commit_sha", `{"type":"string"}`, nil, CommitSHA, ""},
		// a GID is a global id, never a word: tag_gid is the tag's id, not its name
		{"delete_tag", "tag_gid", `{"type":"string","description":"Globally unique identifier for the tag"}`, nil, ID, ""},
		{"get_tags_for_task", "task_gid", `{"type":"string"}`, nil, ID, ""},
		{"search_docs", "q", `{"type":"string"}`, nil, Query, ""},
		{"search_docs", "per_page", `{"type":"integer","description":"Results per page (max 100)"}`, nil, Count, ""},
		{"search_docs", "page", `{"type":"integer"}`, nil, Page, ""},
		{"post", "channel_id", `{"type":"string"}`, nil, Channel, IDOpaque},
		{"click", "selector", `{"type":"string","description":"CSS selector of the button"}`, nil, Selector, ""},
		{"click", "ref", `{"type":"string","description":"Exact element reference from the page snapshot"}`, nil, ElementRef, ""},
		{"wait", "timeout_ms", `{"type":"integer"}`, nil, Duration, ""},
		{"route", "travel_mode", `{"type":"string","description":"How to travel: one of driving, walking or cycling"}`, nil, Enum, ""},
		{"export", "notify", `{"type":["boolean","string"]}`, nil, Boolean, ""},
		{"create_folder", "path", `{"type":"string"}`, nil, DirPath, ""},
		{"mail", "to", `{"type":"string"}`, []string{"subject", "body"}, Email, ""},
		{"append_note", "after", `{"type":"string","description":"The ID of the existing note that the new note should follow."}`, nil, ID, ""},
		{"vector_lookup", "path", `{"type":"string","description":"Field, in dot notation, holding the embedding"}`, nil, Field, ""},
		{"query_table", "property", `{"type":"string"}`, []string{"direction"}, Field, ""},
		{"list_people", "attribute", `{"type":"string"}`, []string{"order"}, Field, ""},
		// the head of a compound name, or a description saying what the value
		// is, beats a rule on an earlier token ("order" alone is a sort order)
		{"track_parcel", "order_number", `{"type":"string","description":"Order number from the confirmation email"}`, nil, ID, ""},
		{"find_invoice", "invoice_no", `{"type":"string"}`, nil, ID, IDInteger},
		{"move_deal", "deal", `{"type":"string","description":"Deal number shown in the CRM header"}`, nil, ID, IDInteger},
		// a device's serial identifies the device: no word ("Device serial: chronic")
		{"open_repair", "deviceSerial", `{"type":"string"}`, []string{"problemDescription"}, ID, ""},
		{"stop_list", "route_number", `{"type":"string"}`, nil, ID, ""},
		// a bare name on an order or a booking is the customer's, not a title
		{"specialOrderCreate", "name", `{"type":"string"}`, []string{"species", "ph"}, Person, ""},
		{"create_enquiry", "name", `{"type":"string"}`, []string{"email", "message"}, Person, ""},
		{"get_booking", "order", `{"type":"string","description":"Booking reference printed on the ticket"}`, nil, ID, ""},
		{"list_rows", "order", `{"type":"string","description":"Sort direction"}`, nil, SortOrder, ""},
		{"call_back", "phone_number", `{"type":"string"}`, nil, Phone, ""},
		{"reserve_copy", "book", `{"type":"string","description":"Book ISBN"}`, nil, ID, ""},
		{"stock_level", "part", `{"type":"string","description":"Warehouse part EAN"}`, nil, ID, ""},
	}
	for _, c := range cases {
		r := classify(c.tool, c.name, c.schema, c.siblings...)
		if r.Kind != c.want || c.id != "" && r.ID != c.id {
			t.Errorf("%s.%s = %s (%s), want %s %s", c.tool, c.name, r, r.Why, c.want, c.id)
		}
		if r.Why == "" {
			t.Errorf("%s.%s: empty Why", c.tool, c.name)
		}
	}
}

func TestClassifyProse(t *testing.T) {
	r := classify("search", "count", `{"type":"integer","description":"Number of results (1-20, default 10)"}`)
	if r.Kind != Count || r.Min == nil || *r.Min != 1 || *r.Max != 20 || r.Default != "10" {
		t.Fatalf("count = %+v", r)
	}
	r = classify("search", "radius", `{"type":"number","description":"Search radius in meters (max 50000)"}`)
	if r.Unit != "meters" || r.Max == nil || *r.Max != 50000 || r.Typical == nil || r.Typical.Hi > 50000 {
		t.Fatalf("radius = %+v", r)
	}
	// a search radius is a walk to a drive, not 100 m around a landmark
	if r.Typical.Lo < 500 || r.Typical.Hi > 5000 {
		t.Errorf("radius typical %+v: want within 500-5000 m", *r.Typical)
	}
	r = classify("search", "radius", `{"type":"number","description":"Search radius in kilometers"}`)
	if r.Unit != "kilometers" || r.Typical == nil || r.Typical.Hi > 50 {
		t.Errorf("radius in km = %+v", r)
	}
	r = classify("score", "weight", `{"type":"number","description":"A weight between 0.5 and 2"}`)
	if *r.Min != 0.5 || *r.Max != 2 {
		t.Fatalf("between = %+v", r)
	}
	r = classify("lookup", "query", `{"type":"string","description":"Local search query (e.g. 'pizza near Central Park')"}`)
	if !reflect.DeepEqual(r.Examples, []string{"pizza near Central Park"}) {
		t.Fatalf("examples = %q", r.Examples)
	}
	// a slash inside one bare example is part of the value, not a list
	r = classify("book_call", "tz", `{"type":"string","description":"IANA timezone such as America/Sao_Paulo"}`)
	if !reflect.DeepEqual(r.Examples, []string{"America/Sao_Paulo"}) {
		t.Fatalf("tz examples = %q", r.Examples)
	}
	r = classify("assign_desk", "squad", `{"type":"string","description":"Squad name, e.g. Night 3"}`)
	if !reflect.DeepEqual(r.Examples, []string{"Night 3"}) {
		t.Fatalf("squad examples = %q", r.Examples)
	}
	r = classify("fetch_repo", "repo", `{"type":"string","description":"Repository, e.g. acme/widgets or acme/tools"}`)
	if !reflect.DeepEqual(r.Examples, []string{"acme/widgets", "acme/tools"}) {
		t.Fatalf("repo examples = %q", r.Examples)
	}
	r = classify("press", "key", "{\"type\":\"string\",\"description\":\"Key to press, such as `ArrowLeft` or `a`\"}")
	if r.Kind != KeyPress || !reflect.DeepEqual(r.Examples, []string{"ArrowLeft", "a"}) {
		t.Fatalf("key = %+v", r)
	}
	r = classify("route", "mode", `{"type":"string","description":"Travel mode (driving, walking, bicycling, transit)"}`)
	if r.Kind != Enum || !r.ValuesFromProse || !reflect.DeepEqual(r.Values, []string{"driving", "walking", "bicycling", "transit"}) {
		t.Fatalf("mode = %+v", r)
	}
	r = classify("post", "thread_ts", `{"type":"string","description":"Timestamp of the parent message in the format '1234567890.123456'"}`)
	if r.Kind != MessageTS || r.Format != "1234567890.123456" {
		t.Fatalf("ts = %+v", r)
	}
	r = classify("report", "day", `{"type":"string","description":"Day to report on (YYYY-MM-DD)"}`)
	if r.Kind != Date || r.Format != "YYYY-MM-DD" {
		t.Fatalf("day = %+v", r)
	}
	r = classify("tabs", "index", `{"type":"integer","description":"Tab index, used for close/select."}`)
	if !reflect.DeepEqual(r.AppliesTo, []string{"close", "select"}) {
		t.Fatalf("applies = %q", r.AppliesTo)
	}
	r = classify("search", "query", `{"type":"string","description":"Search query (max 400 chars, 50 words)"}`)
	if r.MaxLen != 400 || r.Max != nil {
		t.Fatalf("query = %+v", r)
	}
}

func TestClassifyDeterministic(t *testing.T) {
	a := classify("x", "limit", `{"type":"integer","description":"max 50"}`)
	b := classify("x", "limit", `{"type":"integer","description":"max 50"}`)
	if !reflect.DeepEqual(a, b) {
		t.Fatal("not deterministic")
	}
	for _, k := range Kinds() {
		if k.Noun() == "" || len(k.Phrases()) == 0 {
			t.Errorf("kind %q lacks noun or phrases", k)
		}
	}
}

func TestClassifyTool(t *testing.T) {
	ps := ClassifyTool(ToolContext{Name: "book_trip"}, []byte(`{"type":"object","properties":{
		"travellers":{"type":"array","items":{"type":"object","properties":{"name":{"type":"string"},"email":{"type":"string"}}}},
		"tags":{"type":"array","items":{"type":"string"}},
		"destination":{"type":"object","properties":{"city":{"type":"string"},"country_code":{"type":"string","description":"ISO 3166 code"}}}}}`))
	got := map[string]Kind{}
	for _, p := range ps {
		got[p.Path] = p.Role.Kind
	}
	want := map[string]Kind{"/travellers/*/name": Person, "/travellers/*/email": Email, "/tags/*": Tag, "/destination/city": City}
	for p, k := range want {
		if got[p] != k {
			t.Errorf("%s = %q, want %q (all: %v)", p, got[p], k, got)
		}
	}
}

func TestLexicon(t *testing.T) {
	r := classify("play_music", "genre", `{"type":"string","description":"Music genre"}`)
	if r.Kind != Word || r.Format != "genre" {
		t.Fatalf("genre = %+v", r)
	}
	r = classify("deal", "card_suit", `{"type":"string"}`)
	if r.Format != "suit" {
		t.Fatalf("card_suit = %+v", r)
	}
}

// TestIncludeNamesWhatIsIncluded: "include" or "exclude" before another
// noun names what is included (a range of cells), not a pattern of
// files; before a noun of paths, or alone, it is still a glob.
func TestIncludeNamesWhatIsIncluded(t *testing.T) {
	if r := classify("get_sheet_snapshot", "includeFormattingRange", `{"type":"string","description":"Optional range (e.g. \"A1:Z85\") to include cell-level formatting"}`); r.Kind == Glob {
		t.Errorf("includeFormattingRange: %s (%s), want no glob", r.Kind, r.Why)
	}
	for _, n := range []string{"exclude", "excludePatterns"} {
		if r := classify("search_files", n, `{"type":"string"}`); r.Kind != Glob {
			t.Errorf("%s: %s (%s), want a glob", n, r.Kind, r.Why)
		}
	}
}

// TestSheetToSnapshotIsNoImage: a sheet named "to snapshot" is read for
// its metadata; its name is a tab's, not a picture's, while a
// screenshot's name is an image's.
func TestSheetToSnapshotIsNoImage(t *testing.T) {
	if r := classify("get_full_sheet_snapshot", "sheetName", `{"type":"string","description":"Name of the sheet (tab) to snapshot"}`); r.Format == "image" {
		t.Errorf("sheetName: format %s (%s), want no image", r.Format, r.Why)
	}
	if r := classify("screenshot", "name", `{"type":"string","description":"Name for the screenshot"}`); r.Format != "image" {
		t.Errorf("screenshot name: format %q (%s), want an image", r.Format, r.Why)
	}
}

// TestNameOnAThingIsAPerson: the name printed on a certificate or a card
// is its holder's, not a name given to the certificate.
func TestNameOnAThingIsAPerson(t *testing.T) {
	for _, n := range []string{"name_on_certificate", "nameOnCard"} {
		if r := classify("issue_certificate", n, `{"type":"string"}`); r.Kind != Person {
			t.Errorf("%s: %s (%s), want a person", n, r.Kind, r.Why)
		}
	}
}

// TestCodedMemberIDIsNoHandle: a member's or user's id an example or a
// pattern shows as a code ("MEM-04821") is an id, not a username said
// "@MEM-04821"; one with nothing shown stays a username.
func TestCodedMemberIDIsNoHandle(t *testing.T) {
	for _, s := range []string{
		`{"type":"string","description":"Club member id such as MEM-04821"}`,
		`{"type":"string","pattern":"^M-[0-9]{5}$"}`,
		`{"type":"string","pattern":"^EMP_\\d{4}$","description":"The owner"}`,
	} {
		if r := classify("renew_membership", "member_id", s); r.Kind != ID {
			t.Errorf("%s: %s (%s), want an id", s, r.Kind, r.Why)
		}
	}
	if r := classify("follow_user", "user_id", `{"type":"string","description":"The user to follow"}`); r.Kind != Username {
		t.Errorf("plain user_id: %s (%s), want a username", r.Kind, r.Why)
	}
}
