package prompt

import "testing"

// TestChoicesSaidByRole wants a choice said the way a person says it by
// its key's role: a period looked over ("over the past year"), a grade as
// an adjective ("high-severity ones"), a lifetime as words ("forever"),
// an adjective before the key ("a financial subject"), a time of day with
// "at"; never "using the year period", "the high severity", "the forever
// duration", "using the financial subject" nor "using the 16:00 time".
func TestChoicesSaidByRole(t *testing.T) {
	checkRequests(t, []requestCase{
		{name: "get_mite_counts", desc: "Get mite wash results over a time period.",
			schema: `{"type":"object","properties":{"period":{"type":"string","enum":["week","month","season","year"]}},"required":["period"]}`,
			args:   `{"period":"year"}`, want: []string{"year"}, never: []string{"year period", "using the", "with the year"}},
		{name: "list_alerts", desc: "List open alerts.",
			schema: `{"type":"object","properties":{"severity":{"type":"string","enum":["low","medium","high"]}},"required":["severity"]}`,
			args:   `{"severity":"high"}`, want: []string{"high-severity"}, never: []string{"the high severity"}},
		{name: "create_coupon", desc: "Create a discount coupon.",
			schema: `{"type":"object","properties":{"name":{"type":"string"},"duration":{"type":"string","enum":["once","repeating","forever"]}},"required":["name","duration"]}`,
			args:   `{"name":"SPRING","duration":"forever"}`, never: []string{"forever duration"}},
		{name: "request_quote", desc: "Request a translation quote.",
			schema: `{"type":"object","properties":{"language":{"type":"string"},"subject":{"type":"string","enum":["legal","financial","medical"]}},"required":["language","subject"]}`,
			args:   `{"language":"de","subject":"financial"}`, want: []string{"a financial subject"}, never: []string{"the financial subject"}},
		{name: "book_tasting", desc: "Book an in-person tasting.",
			schema: `{"type":"object","properties":{"email":{"type":"string","format":"email"},"time":{"type":"string","enum":["10:00","14:00","16:00"]}},"required":["email","time"]}`,
			args:   `{"email":"kenji@harborpine.dev","time":"16:00"}`, want: []string{"16:00"}, never: []string{"16:00 time"}},
	}, 12, 161)
}

// TestFlagsSaidAsClauses wants a flag said as a clause or an adjective:
// a dry run asked for as one, a filter flag as "only the failed ones",
// and a flag the tool's verb already says left unsaid; never "with dry
// run", "with failed only" nor "star segment 1, and star it".
func TestFlagsSaidAsClauses(t *testing.T) {
	checkRequests(t, []requestCase{
		{name: "restore_files", desc: "Restore files from a backup snapshot.",
			schema: `{"type":"object","properties":{"snapshot_id":{"type":"string"},"dry_run":{"type":"boolean"}},"required":["snapshot_id","dry_run"]}`,
			args:   `{"snapshot_id":"13551","dry_run":true}`, want: []string{"dry run"}, never: []string{"with dry run"}},
		{name: "list_jobs", desc: "List print jobs.",
			schema: `{"type":"object","properties":{"queue":{"type":"string"},"failed_only":{"type":"boolean"}},"required":["queue","failed_only"]}`,
			args:   `{"queue":"north","failed_only":true}`, want: []string{"failed ones"}, never: []string{"failed only"}},
		{name: "star_segment", desc: "Stars or unstars a specific segment.",
			schema: `{"type":"object","properties":{"segment_id":{"type":"integer"},"starred":{"type":"boolean"}},"required":["segment_id","starred"]}`,
			args:   `{"segment_id":1,"starred":true}`, want: []string{"segment 1"}, never: []string{"and star it", "starred"}},
	}, 12, 162)
}

// TestNumbersSaidByWhatTheyCount wants a number said by what it counts or
// where it is: "40 words", "20 frames of brood", "in ward 50", "sampled
// every 5 minutes", a unit from the description ("3 mm"), and an offset
// of 0 as the start; never "a word count of 40", "a frames of brood of
// 20", "a ward of 50", "for 5 minutes", "bleed 3" nor "after the first 0".
func TestNumbersSaidByWhatTheyCount(t *testing.T) {
	checkRequests(t, []requestCase{
		{name: "request_quote", desc: "Request a translation quote.",
			schema: `{"type":"object","properties":{"language":{"type":"string"},"word_count":{"type":"integer"}},"required":["language","word_count"]}`,
			args:   `{"language":"de","word_count":40}`, want: []string{"40 words"}, never: []string{"word count of"}},
		{name: "log_inspection", desc: "Record a hive inspection.",
			schema: `{"type":"object","properties":{"hive_id":{"type":"string"},"frames_of_brood":{"type":"integer"}},"required":["hive_id","frames_of_brood"]}`,
			args:   `{"hive_id":"H-014","frames_of_brood":20}`, want: []string{"20 frames of brood"}, never: []string{"a frames"}},
		{name: "list_closures", desc: "List street closures.",
			schema: `{"type":"object","properties":{"ward":{"type":"integer"}},"required":["ward"]}`,
			args:   `{"ward":50}`, want: []string{"ward 50"}, never: []string{"a ward of"}},
		{name: "get_seeing_history", desc: "Seeing measurements between two timestamps.",
			schema: `{"type":"object","properties":{"site":{"type":"string"},"sample_minutes":{"type":"integer"}},"required":["site","sample_minutes"]}`,
			args:   `{"site":"north-dome","sample_minutes":5}`, want: []string{"every 5 minutes"}, never: []string{"for 5 minutes"}},
		{name: "upload_artwork", desc: "Attach an artwork file to a print order.",
			schema: `{"type":"object","properties":{"order_number":{"type":"integer"},"bleed":{"type":"number","description":"Bleed in millimetres"}},"required":["order_number","bleed"]}`,
			args:   `{"order_number":187,"bleed":3}`, want: []string{"3 mm"}, never: []string{"bleed 3", "bleed of 3,", "bleed of 3?", "bleed of 3."}},
		{name: "list_assets", desc: "List the assets in a space.",
			schema: `{"type":"object","properties":{"space":{"type":"string"},"skip":{"type":"integer"}},"required":["space","skip"]}`,
			args:   `{"space":"marketing","skip":0}`, never: []string{"first 0", "offset by"}},
	}, 12, 163)
}

// TestPlaceStringSaidAsWhere wants a postal code said as where ("in
// 28015"), never as a setting ("with venue zip set to "28015"").
func TestPlaceStringSaidAsWhere(t *testing.T) {
	checkRequests(t, []requestCase{
		{name: "price_event", desc: "Price a catered event without booking it.",
			schema: `{"type":"object","properties":{"venue_zip":{"type":"string"},"guest_count":{"type":"integer"}},"required":["venue_zip","guest_count"]}`,
			args:   `{"venue_zip":"28015","guest_count":15}`, want: []string{"28015"}, never: []string{"set to", "setting venue", "zip"}},
	}, 12, 164)
}

// TestMoreValuesSaidAsPeopleDo wants a choice said with the preposition
// its key's head noun takes ("at the north gate", "in the hip hop
// genre"), a flag named by a gerund as which ones ("the ones accepting
// new patients"), a year and a month as a date ("in 2009", "February"),
// a time that starts a window as "from 13:00" and a mode as "in morning
// mode"; never "with the north gate", "using the hip hop genre", "with
// accepting new patients", "a month of 2", "window start set to" nor
// "setting preset mode to".
func TestMoreValuesSaidAsPeopleDo(t *testing.T) {
	checkRequests(t, []requestCase{
		{name: "validate_ticket", desc: "Validate a ticket barcode at the door.",
			schema: `{"type":"object","properties":{"barcode":{"type":"string"},"gate":{"type":"string","enum":["north","south","box office"]}},"required":["barcode","gate"]}`,
			args:   `{"barcode":"2412744192008","gate":"north"}`, want: []string{"at the north gate"}, never: []string{"with the north gate", "using the north"}},
		{name: "list_events", desc: "List upcoming events.",
			schema: `{"type":"object","properties":{"genre":{"type":"string","enum":["rock","hip hop","jazz"]}},"required":["genre"]}`,
			args:   `{"genre":"hip hop"}`, want: []string{"in the hip hop genre"}, never: []string{"using the hip hop"}},
		{name: "list_practitioners", desc: "List practitioners at a clinic.",
			schema: `{"type":"object","properties":{"clinic":{"type":"string"},"accepting_new_patients":{"type":"boolean"}},"required":["clinic","accepting_new_patients"]}`,
			args:   `{"clinic":"eastside","accepting_new_patients":true}`, want: []string{"accepting new patients"}, never: []string{"with accepting"}},
		{name: "estimate_savings", desc: "Estimate the savings of a solar site.",
			schema: `{"type":"object","properties":{"site":{"type":"string"},"year":{"type":"integer"},"month":{"type":"integer","minimum":1,"maximum":12}},"required":["site","year","month"]}`,
			args:   `{"site":"roof-3","year":2009,"month":2}`, want: []string{"2009", "February"}, never: []string{"year of", "month of", "month 2"}},
		{name: "book_pickup", desc: "Book a courier pickup from a practice.",
			schema: `{"type":"object","properties":{"practice_id":{"type":"string"},"window_start":{"type":"string","description":"HH:MM"}},"required":["practice_id","window_start"]}`,
			args:   `{"practice_id":"PR-44405","window_start":"13:00"}`, want: []string{"13:00"}, never: []string{"set to", "window start"}},
		{name: "control_device", desc: "Control a thermostat.",
			schema: `{"type":"object","properties":{"entity_id":{"type":"string"},"preset_mode":{"type":"string"}},"required":["entity_id","preset_mode"]}`,
			args:   `{"entity_id":"climate.office","preset_mode":"morning"}`, want: []string{"morning mode"}, never: []string{"set to", "setting preset"}},
	}, 12, 165)
}

// TestValueSaidOnce wants a value the request's verb or object already
// names said inside it: "assign issue DATA-627 to landersson", "report a
// 5-minute delay on sailing 42790", and links by what they link to ("a
// photo at https://…"); never "assign issue DATA-627, assigned to
// landersson", "report a delay …, and a 5-minute delay" nor "with urls".
func TestValueSaidOnce(t *testing.T) {
	checkRequests(t, []requestCase{
		{name: "assign_ticket", desc: "Assign a ticket to a user or unassign it",
			schema: `{"type":"object","properties":{"ticket_key":{"type":"string","description":"The key of the ticket to assign"},"assignee":{"type":"string","description":"The username of the assignee"}},"required":["ticket_key","assignee"]}`,
			args:   `{"ticket_key":"OPS-627","assignee":"landersson"}`, want: []string{"to landersson"}, never: []string{"assigned to"}},
		{name: "report_delay", desc: "Report a delay on a sailing.",
			schema: `{"type":"object","properties":{"sailing_id":{"type":"string"},"delay":{"type":"integer","description":"Expected delay in minutes"}},"required":["sailing_id","delay"]}`,
			args:   `{"sailing_id":"42790","delay":5}`, want: []string{"a 5-minute delay"}, never: []string{"with a 5-minute", "and a 5-minute"}},
		{name: "report_problem", desc: "Report a pothole or a broken streetlight.",
			schema: `{"type":"object","properties":{"service_code":{"type":"string"},"photo_urls":{"type":"array","items":{"type":"string","format":"uri"}}},"required":["service_code","photo_urls"]}`,
			args:   `{"service_code":"731469","photo_urls":["https://example.com/p1.jpg"]}`, want: []string{"photo at https://example.com/p1.jpg"}, never: []string{"urls"}},
	}, 12, 166)
}

// TestIncludeFlagsSaidAsAdditions wants a flag that adds things to a
// read said as "including cancelled ones" or "along with the history",
// and a one-word -ing flag on a read as which ones; never "with
// cancelled", "with history" nor "(dangling)".
func TestIncludeFlagsSaidAsAdditions(t *testing.T) {
	checkRequests(t, []requestCase{
		{name: "list_cards", desc: "List the cards on an account.",
			schema: `{"type":"object","properties":{"account":{"type":"string"},"include_cancelled":{"type":"boolean"}},"required":["account","include_cancelled"]}`,
			args:   `{"account":"chk-22","include_cancelled":true}`, want: []string{"cancelled ones"}, never: []string{"with cancelled"}},
		{name: "get_balance", desc: "Look up a member's points balance.",
			schema: `{"type":"object","properties":{"member_id":{"type":"string"},"include_history":{"type":"boolean"}},"required":["member_id","include_history"]}`,
			args:   `{"member_id":"SM9486","include_history":true}`, want: []string{"history"}, never: []string{"with history"}},
		{name: "list_volumes", desc: "List local volumes.",
			schema: `{"type":"object","properties":{"driver":{"type":"string"},"dangling":{"type":"boolean"}},"required":["driver","dangling"]}`,
			args:   `{"driver":"local","dangling":true}`, want: []string{"dangling ones"}, never: []string{"(dangling)"}},
	}, 12, 167)
}

// TestBoundMoneyHasItsUnit wants a price bound said with the currency and
// the pace its description gives ("up to $3134 a month"), never a bare
// "up to 3134".
func TestBoundMoneyHasItsUnit(t *testing.T) {
	checkRequests(t, []requestCase{
		{name: "find_vacant_units", desc: "Find vacant storage units at a facility.",
			schema: `{"type":"object","properties":{"facility_id":{"type":"integer"},"max_monthly_rate":{"type":"number","description":"Maximum monthly rent in dollars"}},"required":["facility_id","max_monthly_rate"]}`,
			args:   `{"facility_id":58520,"max_monthly_rate":3134}`, want: []string{"$3,134 a month"}},
	}, 12, 168)
}

// TestKindInsideItsObject wants a type written in several words said
// inside the one thing a request makes ("add a hot yoga class"), never
// "of type hot_yoga" nor "(type: hot_yoga)".
func TestKindInsideItsObject(t *testing.T) {
	checkRequests(t, []requestCase{
		{name: "add_class", desc: "Add a class to a studio's schedule.",
			schema: `{"type":"object","properties":{"studio_id":{"type":"string"},"type":{"type":"string","enum":["hot_yoga","power_pilates","spin"]}},"required":["studio_id","type"]}`,
			args:   `{"studio_id":"brooklyn-6","type":"hot_yoga"}`, want: []string{"hot yoga class"}, never: []string{"of type", "type:"}},
	}, 12, 169)
}

// TestWhereAndWhichOnlyWhereTheyFit wants a postal code on an update
// said as the new value, not as where ("update customer 5 in 28015"), and
// an *_only flag on a send not said as which ones ("only the sms ones").
func TestWhereAndWhichOnlyWhereTheyFit(t *testing.T) {
	checkRequests(t, []requestCase{
		{name: "update_customer", desc: "Update a customer's details.",
			schema: `{"type":"object","properties":{"customer_id":{"type":"integer"},"billing_zip":{"type":"string"}},"required":["customer_id","billing_zip"]}`,
			args:   `{"customer_id":5,"billing_zip":"28015"}`, want: []string{"28015"}, never: []string{"in 28015", "near 28015", "28015 area"}},
		{name: "send_reminder", desc: "Send an appointment reminder to a patient.",
			schema: `{"type":"object","properties":{"patient_id":{"type":"string"},"sms_only":{"type":"boolean"}},"required":["patient_id","sms_only"]}`,
			args:   `{"patient_id":"P-88","sms_only":true}`, never: []string{"sms ones"}},
	}, 12, 170)
}
