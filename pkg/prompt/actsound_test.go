package prompt

import "testing"

// TestSoundActMendsBrokenObjects reads tools whose descriptions gave an
// act no person says (held-out blind ratings named several of these
// faults) and checks the act said instead.
func TestSoundActMendsBrokenObjects(t *testing.T) {
	cases := []struct{ name, desc, verb, obj string }{
		// a preposition left at the end of the object
		{"findFacilities", "Locate facilities near a ZIP code.", "locate", "facilities"},
		{"create_maintenance_window", "Schedule a maintenance window during which missed or failed runs of the selected monitors do not alert.", "schedule", "a maintenance window"},
		// a possessive or a hyphen with nothing after it: the name says it
		{"updateGateCode", "Change the tenant's 4- to 6-digit gate access code.", "update", "the gate code"},
		// an adjective as the head noun
		{"update_standing_order", "Change a recurring (standing) order. Frequency is one of weekly, biweekly or monthly.", "update", "the standing order"},
		{"report_quality_issue", "File a quality complaint about a delivered lot (stale, wrong roast, damaged bag).", "file", "a quality complaint"},
		{"get_inverter_details", "Get technical details for one inverter: model, firmware version, serial.", "get", "technical details"}, // (an adjective keeps its noun: nothing to mend),
		// a product's name as the object noun
		{"item_edit", "Edit an existing 1Password item. Update the title, notes or tags.", "edit", "the item"},
		// a verb with nothing to act on
		{"check-strava-connection", "Check if Strava is connected and show the current connection status.", "check", "the strava connection"},
		{"get-environments", "Identifies which environments exist in a project and determines which ones are critical.", "get", "the environments"},
		{"orders_batch_update", "Batch update orders", "update", "the orders"},
		// a long stretch of the description
		{"get_uptime_report", "Summarise success rate and mean run duration for a monitor over a period.", "get", "the uptime report"},
		{"set_battery_mode", "Change how the home battery is operated. 'self_consumption' stores surplus solar.", "change", "the battery mode"},
		// a clause that stops on its verb; a place no argument names yet
		{"check_stock", "Check whether a medication is in stock at a branch.", "check", "the stock"},
		{"search-service-requests", "Search open and closed requests near a point.", "search", "requests"},
		// verbs read as the object; "details about …" of the documentation
		{"moduleSearch", "Search for and recommend Terraform modules based on a query.", "search", "modules"},
		{"resourceArgumentDetails", "Fetches comprehensive details about a specific resource type's arguments.", "get", "the resource argument details"},
		// the documentation's name for the asker; a bare compound
		{"list-segment-efforts", "Lists the authenticated athlete's efforts on a specific segment.", "list", "my efforts"},
		{"get-all-activities", "Fetches complete activity history with optional filtering by date range.", "get", "the complete activity history"},
		// a verb that lost its particle
		{"donateTickets", "Turn unused tickets back to the theater as a tax-deductible donation.", "donate", "the tickets"},
		// a vague head noun
		{"add_alert_channel", "Register a place to send alerts.", "add", "an alert channel"},
	}
	for _, c := range cases {
		in := brandFreeIntent(ToolInfo{Name: c.name, Description: c.desc})
		if in.Verb != c.verb || in.Object != c.obj {
			t.Errorf("%s: got %q + %q, want %q + %q", c.name, in.Verb, in.Object, c.verb, c.obj)
		}
	}
}

// TestSoundActSaysLabelsAsActs checks that a tool whose description
// names a thing, not an act, is asked for as that thing from its name
// ("get the queen status"), not as "help me with queen status"; a name
// the description does not speak of stays a label.
func TestSoundActSaysLabelsAsActs(t *testing.T) {
	cases := []struct{ name, desc, verb, obj string }{
		{"queen_status", "The queen's current status for a hive: marked color, year introduced.", "get", "the queen status"},
		{"honey_harvest_summary", "Total honey extracted per hive and per season, in kilograms.", "get", "the honey harvest summary"},
		{"booking-lookup", "Booking details by reference: sailing, vehicle registration, passengers.", "look up", "the booking"},
		{"ferry-hold-space", "Temporarily holds vehicle and passenger space on a sailing for 20 minutes while the customer pays.", "hold", "vehicle and passenger space"},
		{"my_loans", "Items the member currently has out, with due dates and any late fees.", "check", "my loans"},
		{"sequentialthinking", "A detailed tool for dynamic and reflective problem-solving through thoughts.", "help me with", "dynamic and reflective problem-solving"},
	}
	for _, c := range cases {
		in := brandFreeIntent(ToolInfo{Name: c.name, Description: c.desc})
		if in.Verb != c.verb || in.Object != c.obj {
			t.Errorf("%s: got %q + %q, want %q + %q", c.name, in.Verb, in.Object, c.verb, c.obj)
		}
	}
}

// TestSoundActKeepsWholeActs checks acts that read well are left as
// they are: a clause object, an object of "of", a plain place.
func TestSoundActKeepsWholeActs(t *testing.T) {
	cases := []struct{ name, desc, verb, obj, extra string }{
		{"API-get-self", "Retrieve your token's bot user", "", "", ""},
		{"take_screenshot", "Take a screenshot of the current page", "take", "a screenshot of this page", ""},
		{"add_baggage", "Add checked bags to an existing booking.", "add", "checked bags", "to a booking"},
		{"search_hotels", "Search all available hotels for given dates and a city.", "search", "all available hotels", "for dates"},
		{"create_alteration", "Open an alteration ticket for a garment dropped off by a customer.", "open", "an alteration ticket", "for a garment dropped off"},
	}
	for _, c := range cases {
		in := brandFreeIntent(ToolInfo{Name: c.name, Description: c.desc})
		if c.verb == "" {
			continue
		}
		if in.Verb != c.verb || in.Object != c.obj || in.Extra != c.extra {
			t.Errorf("%s: got %q + %q + %q, want %q + %q + %q", c.name, in.Verb, in.Object, in.Extra, c.verb, c.obj, c.extra)
		}
	}
}

// TestSoundExtraDropsDocumentationPlaces checks the places a request no
// longer says: how the tool works, the documentation's scope, an id the
// arguments give.
func TestSoundExtraDropsDocumentationPlaces(t *testing.T) {
	for in, want := range map[string]string{
		"without booking it":       "",
		"in the current project":   "",
		"using its ID":             "",
		"for up":                   "",
		"which missed":             "",
		"for a specific component": "for a component",
		"to an existing issue":     "to an issue",
		"to the night log":         "to the night log",
		"with filtering options":   "",
		"with configurable length": "",
	} {
		if got := soundExtra(in); got != want {
			t.Errorf("soundExtra(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestPlainModifiers checks the documentation's modifiers an object no
// longer says, and the ones that carry meaning and stay.
func TestPlainModifiers(t *testing.T) {
	for in, want := range map[string]string{
		"a time-limited download link":               "a download link",
		"a cryptographically secure random password": "a random password",
		"the live overview of one site":              "the live overview of a site",
		"a backup job now":                           "a backup job",
		"the technical details for one inverter":     "the technical details for an inverter",
		"the currently playing track":                "the currently playing track",
		"my recently played tracks":                  "my recently played tracks",
		"provider-specific guides":                   "provider-specific guides",
	} {
		if got := plainModifiers(in); got != want {
			t.Errorf("plainModifiers(%q) = %q, want %q", in, got, want)
		}
	}
	// an object cut short of its name's last word is said whole
	in := brandFreeIntent(ToolInfo{Name: "download_usage_api_data", Description: "Download usage API data for an organization."})
	if in.Verb != "download" || in.Object != "the usage data" {
		t.Errorf("download_usage_api_data: %q + %q, want download + the usage data", in.Verb, in.Object)
	}
}

// TestSoundActPlainVerbs checks documentation verbs said as a person
// asks ("invoke ai action 839099" restated the tool's name).
func TestSoundActPlainVerbs(t *testing.T) {
	for name, desc := range map[string]string{
		"invoke_ai_action":      "Invoke an AI Action with variables",
		"puppeteer_evaluate":    "Execute JavaScript in the browser console",
		"salesforce_soql_query": "Execute a raw SOQL query against the Salesforce org.",
	} {
		if in := brandFreeIntent(ToolInfo{Name: name, Description: desc}); in.Verb != "run" {
			t.Errorf("%s: verb %q, want run", name, in.Verb)
		}
	}
}
