package prompt

import "testing"

// TestPlainActs checks acts a person names in their own words, not the
// description's: a verb after an opening adverb is kept ("Temporarily
// hold seats" is holding seats), the asker is "my", a move to a new time
// is a reschedule, a light verb and its noun are the name's act, and the
// documentation's modifiers go. Tools: the dev files' descriptions
// (cinema, dog grooming, Strava, Lunch Money) and invented ones of other
// domains (a kiln studio, a ski school, a seed bank).
func TestPlainActs(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ name, desc, verb, obj, extra string }{
		{"holdSeats", "Temporarily hold seats for checkout. Holds expire after holdSeconds.", "hold", "seats", "for checkout"},
		{"reserveKilnShelf", "Provisionally reserve a kiln shelf for a firing. Unconfirmed reservations lapse.", "reserve", "a kiln shelf", "for a firing"},
		{"purchaseTickets", "Complete a purchase for held seats, optionally with concessions.", "purchase", "the tickets", ""},
		{"pay_invoice", "Make a payment against an open invoice.", "pay", "the invoice", ""},
		{"get-athlete-profile", "Fetches the profile for the authenticated athlete.", "get", "my profile", ""},
		{"list_my_lessons", "List upcoming lessons for the signed-in user.", "list", "my upcoming lessons", ""},
		{"rescheduleAppointment", "Move an appointment to a new start time.", "reschedule", "an appointment", ""},
		{"shift_lesson", "Move a ski lesson to a different date.", "reschedule", "a ski lesson", ""},
		{"move_email", "Move an email to a different mailbox folder.", "move", "an email", "to a different mailbox folder"},
		{"create_manual_asset", "Create a manually-managed crypto asset.", "create", "a manual crypto asset", ""},
		{"list_seed_lots", "List all automatically-generated seed lots in a vault.", "list", "all automatic seed lots", "in a vault"},
		{"list_labels", "List all available labels for an email account.", "list", "all labels", "for an email account"},
		{"get_email_status", "Get the current read/flag/label state of an email.", "get", "the current state", ""},
		{"get_quote", "Fetch a quote with its line items and validity.", "get", "a quote", ""},
		{"get_recipe", "Get a recipe with their ingredients.", "get", "a recipe", ""},
		{"update_tag", "Update properties for a tag.", "update", "a tag", ""},
		{"edit_glaze", "Edit the settings of a glaze recipe.", "edit", "the settings of a glaze recipe", ""},
		{"unsplit_transaction", "Unsplit a previously split transaction.", "unsplit", "a split transaction", ""},
		{"purge_firings", "Delete ALL logged firings for a kiln.", "delete", "all firings", "for a kiln"},
		{"get_recurring_items", "List the recurring items expected for a date range.", "list", "the recurring items", "for a date range"},
		{"simplify_tool", "Simplify a LineString or Polygon by reducing the number of vertices.", "simplify", "a LineString or Polygon", ""},
		{"getTodayDate", "Get today's date in local timezone.", "get", "today's date", "in local timezone"},
		{"get_air_quality", "Returns air quality index (AQI) and pollutant concentrations for given coordinates.", "get", "the air quality index", ""},
		{"search_hotels", "Search all available hotels for given dates and a city.", "search", "all available hotels", "for dates"},
	} {
		in := brandFreeIntent(ToolInfo{Name: c.name, Description: c.desc})
		if in.Verb != c.verb || in.Object != c.obj || in.Extra != c.extra {
			t.Errorf("%s: got %q + %q + %q, want %q + %q + %q", c.name, in.Verb, in.Object, in.Extra, c.verb, c.obj, c.extra)
		}
	}
}

// TestUpsertVerbFitsArguments checks that "create or update" is said as
// the one act the call's arguments fit: an identifier of the thing
// itself means it exists (update); without one the thing is made.
func TestUpsertVerbFitsArguments(t *testing.T) {
	t.Parallel()
	in := intent{Verb: "create or update", Verbs: []string{"create", "update"}, Object: "a budget", OK: true}
	for _, c := range []struct {
		set  []Param
		verb string
	}{
		{[]Param{{Human: "category id", Value: 38744}, {Human: "amount", Value: 250.0}}, "create"},
		{[]Param{{Human: "budget id", Value: 12}, {Human: "amount", Value: 250.0}}, "update"},
		{[]Param{{Human: "id", Value: 12}}, "update"},
	} {
		if got := upsertVerb(&Data{Set: c.set}, in); got.Verb != c.verb || !got.Fixed {
			t.Errorf("%v: got %q (fixed %v), want %q", c.set, got.Verb, got.Fixed, c.verb)
		}
	}
	add := intent{Verb: "add or update", Verbs: []string{"add", "update"}, Object: "a contact", OK: true}
	if got := upsertVerb(&Data{}, add); got.Verb != "add" {
		t.Errorf("add or update: got %q, want add", got.Verb)
	}
	other := intent{Verb: "add or remove", Verbs: []string{"add", "remove"}, Object: "a role", OK: true}
	if got := upsertVerb(&Data{}, other); got.Verb != "add or remove" {
		t.Errorf("add or remove: got %q, want it unchanged", got.Verb)
	}
}
