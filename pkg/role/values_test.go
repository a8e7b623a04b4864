package role

import "testing"

// TestYearsByNameOrDescription: a number the name or the description calls
// a year is a calendar year before the reference date, whatever word
// follows "year" in the name (year_from) or whatever the name is
// (published_after). Tools written for the test.
func TestYearsByNameOrDescription(t *testing.T) {
	for _, c := range []struct{ tool, name, schema string }{
		{"search_papers", "published_after", `{"type":"integer","description":"Only return papers published after this year"}`},
		{"search_papers", "year_from", `{"type":"integer","description":"Start year"}`},
		{"search_papers", "year_to", `{"type":"integer"}`},
		{"get_population", "end_year", `{"type":"integer"}`},
		{"list_films", "released", `{"type":"integer","description":"Release year (YYYY)"}`},
	} {
		r := classify(c.tool, c.name, c.schema)
		if r.Kind != Year || r.Typical == nil || r.Typical.Hi > 2025 || r.Typical.Lo < 1900 {
			t.Errorf("%s.%s: %s %+v (%s), want a past year", c.tool, c.name, r.Kind, r.Typical, r.Why)
		}
	}
	// years as a span are no calendar year
	if r := classify("loan_quote", "term_years", `{"type":"integer","description":"Loan term in years"}`); r.Kind == Year {
		t.Errorf("term_years: %s (%s), want a span", r.Kind, r.Why)
	}
	if r := classify("stats", "count", `{"type":"integer","description":"How many records per year"}`); r.Kind == Year {
		t.Errorf("count per year: %s (%s), want no year", r.Kind, r.Why)
	}
}

// TestStandardIdentifiers: identifiers of a published standard are named
// by their name token or, for a value nothing else classified, by the
// description. Tools written for the test.
func TestStandardIdentifiers(t *testing.T) {
	for _, c := range []struct {
		tool, name, schema string
		id                 IDConvention
		format             string
	}{
		{"lookup_book", "isbn", `{"type":"string"}`, IDISBN, ""},
		{"lookup_book", "isbn10", `{"type":"string"}`, IDISBN, "ISBN-10"},
		{"lookup_book", "code", `{"type":"string","description":"ISBN-10 of the edition"}`, IDISBN, "ISBN-10"},
		{"resolve_citation", "doi", `{"type":"string","description":"The article's identifier"}`, IDDOI, ""},
		{"lookup_product", "ean", `{"type":"string"}`, IDEAN, ""},
		{"lookup_product", "upc", `{"type":"string"}`, IDEAN, "UPC-A"},
		{"lookup_product", "gtin13", `{"type":"string"}`, IDEAN, ""},
		{"putaway", "sscc", `{"type":"string"}`, IDEAN, "SSCC"},
		{"receive", "pallet", `{"type":"string","description":"SSCC on the pallet label"}`, IDEAN, "SSCC"},
		{"create_transfer", "creditor_iban", `{"type":"string"}`, IDIBAN, ""},
		{"pay", "account", `{"type":"string","description":"International Bank Account Number of the payee"}`, IDIBAN, ""},
		{"charge", "card_number", `{"type":"string","description":"Card to charge"}`, IDCard, ""},
	} {
		r := classify(c.tool, c.name, c.schema)
		if r.Kind != ID || r.ID != c.id || r.Format != c.format {
			t.Errorf("%s.%s: %s %s %q (%s), want id %s %q", c.tool, c.name, r.Kind, r.ID, r.Format, r.Why, c.id, c.format)
		}
	}
	// a search box that also takes an ISBN is still a search
	if r := classify("search_books", "query", `{"type":"string","description":"Title, author or ISBN"}`); r.Kind != Query {
		t.Errorf("query: %s %s (%s), want a query", r.Kind, r.ID, r.Why)
	}
}

// TestEventEndsAreTimes: an event's start and end whose description shows
// dates without "e.g." or names RFC 3339 are points in time, not words.
// From a hand-written calendar tool file.
func TestEventEndsAreTimes(t *testing.T) {
	tool := ToolContext{Name: "create-event", Description: "Create a calendar event"}
	for _, c := range []struct{ name, schema string }{
		{"start", `{"type":"string","description":"Event start: '2025-04-02T14:00:00-04:00' for timed events or '2025-04-02' for all-day"}`},
		{"end", `{"type":"string","description":"Event end, same format as start"}`},
		{"start", `{"type":"string","description":"New start (RFC 3339 or YYYY-MM-DD)"}`},
	} {
		r := Classify(tool, ParamContext{Name: c.name, Path: "/" + c.name, Schema: []byte(c.schema), Siblings: []string{"start", "end", "summary"}})
		if r.Kind != DateTime {
			t.Errorf("%s %s: %s (%s), want datetime", c.name, c.schema, r.Kind, r.Why)
		}
	}
}

// TestClimateTemperatures: a thermostat's temperatures are a room's, in
// degrees Celsius, whether the name says temperature or temp.
func TestClimateTemperatures(t *testing.T) {
	tool := ToolContext{Name: "set_climate", Description: "Set a climate entity's target temperature and HVAC mode"}
	for _, n := range []string{"temperature", "target_temp_low", "target_temp_high"} {
		r := Classify(tool, ParamContext{Name: n, Path: "/" + n, Schema: []byte(`{"type":"number"}`)})
		if r.Kind != Quantity || r.Unit != "celsius" || r.Typical == nil || r.Typical.Lo < 15 || r.Typical.Hi > 28 {
			t.Errorf("%s: %s in %q %+v (%s), want a room temperature in celsius", n, r.Kind, r.Unit, r.Typical, r.Why)
		}
	}
}

// TestDurationsByWhatTheyTime: the unit and range of a span come from what
// it times: a meeting's duration with no unit is minutes (30-90), a length
// "in minutes" is a span, not a count, an expiry in seconds is a minute or
// more, a timeout is 5-60 seconds. Tools written for the test.
func TestDurationsByWhatTheyTime(t *testing.T) {
	for _, c := range []struct {
		tool, about, name, schema string
		unit                      string
		lo, hi                    float64
	}{
		{"schedule_meeting", "Schedule a meeting", "duration", `{"type":"integer","description":"Duration of the meeting"}`, "minutes", 30, 90},
		{"create_meeting", "Create a Zoom meeting", "duration", `{"type":"number","description":"Meeting duration (minutes)"}`, "minutes", 30, 90},
		{"book_lesson", "Book a lesson", "length", `{"type":"integer","description":"Length in minutes"}`, "minutes", 30, 90},
		{"cache_set", "Store a value in the cache", "expires_in", `{"type":"integer","description":"Expiry in seconds"}`, "seconds", 60, 86400},
		{"http_get", "Fetch a URL", "timeout", `{"type":"number","description":"Request timeout in seconds"}`, "seconds", 5, 60},
		{"record_audio", "Record audio from the microphone", "duration", `{"type":"integer"}`, "seconds", 1, 300},
	} {
		r := Classify(ToolContext{Name: c.tool, Description: c.about}, ParamContext{Name: c.name, Path: "/" + c.name, Schema: []byte(c.schema)})
		if r.Kind != Duration || r.Unit != c.unit || r.Typical == nil || r.Typical.Lo != c.lo || r.Typical.Hi != c.hi {
			t.Errorf("%s.%s: %s in %q %+v (%s), want duration in %s %v-%v", c.tool, c.name, r.Kind, r.Unit, r.Typical, r.Why, c.unit, c.lo, c.hi)
		}
	}
}

// TestExamplesOverruleADateWord: "RRULE/EXDATE lines" holds the word date,
// but its examples are recurrence rules: the value is written like them,
// never a bare date.
func TestExamplesOverruleADateWord(t *testing.T) {
	r := Classify(ToolContext{Name: "create-event"}, ParamContext{Name: "recurrence", Path: "/recurrence/0",
		Schema: []byte(`{"type":"string","description":"RRULE/EXDATE lines per RFC 5545, e.g. ['RRULE:FREQ=WEEKLY;BYDAY=MO,WE;COUNT=10']"}`)})
	if r.Kind == Date || r.Kind == DateTime || len(r.Values) == 0 || r.Values[0] != "RRULE:FREQ=WEEKLY;BYDAY=MO,WE;COUNT=10" {
		t.Errorf("recurrence: %s %v (%s), want the example's form", r.Kind, r.Values, r.Why)
	}
}

// TestCRMNumbers: numbers of a CRM record named by what they count or
// cost: a company's revenue is money in the hundreds of thousands, its
// number of employees a count, a probability "in percent" a percent.
// From a hand-written CRM tool file.
func TestCRMNumbers(t *testing.T) {
	for _, c := range []struct {
		name, schema string
		kind         Kind
		lo           float64
	}{
		{"AnnualRevenue", `{"type":"number","minimum":0,"description":"Annual revenue in the org's corporate currency"}`, Money, 100000},
		{"NumberOfEmployees", `{"type":"integer","minimum":0}`, Count, 1},
		{"Probability", `{"type":"number","minimum":0,"maximum":100,"description":"Likelihood of closing, in percent. Defaults from the stage if omitted."}`, Percent, 1},
		{"monthly_budget", `{"type":"number"}`, Money, 1000},
	} {
		r := classify("salesforce_create_account", c.name, c.schema)
		if r.Kind != c.kind || r.Typical == nil || r.Typical.Lo < c.lo {
			t.Errorf("%s: %s %+v (%s), want %s from %v", c.name, r.Kind, r.Typical, r.Why, c.kind, c.lo)
		}
	}
}

// TestKeysThatAreCodes: a key whose examples are short upper-case codes
// (a wiki's space key "like 'DEV', 'TEAM'") is one of them, no cache key;
// a count "of characters" is in characters. From hand-written tool files.
func TestKeysThatAreCodes(t *testing.T) {
	r := classify("confluence_create_page", "space_key", `{"type":"string","description":"The key of the space to create the page in (usually a short uppercase code like 'DEV', 'TEAM', or 'DOC')"}`)
	if r.Kind != Enum || len(r.Values) != 3 || r.Values[0] != "DEV" {
		t.Errorf("space_key: %s %v (%s), want one of DEV, TEAM, DOC", r.Kind, r.Values, r.Why)
	}
	if r := classify("cache_get", "key", `{"type":"string","description":"Cache key, e.g. user:42:profile"}`); r.Kind != Key {
		t.Errorf("cache key: %s (%s), want a key", r.Kind, r.Why)
	}
	r = classify("extract_article", "max_length", `{"type":"integer","description":"Truncate the output to this many characters"}`)
	if r.Unit != "characters" || r.Typical == nil || r.Typical.Lo < 100 {
		t.Errorf("max_length: %s in %q %+v (%s), want characters", r.Kind, r.Unit, r.Typical, r.Why)
	}
}

// TestCodesWithAWordBetween: a currency's ISO code named CurrencyIsoCode is
// a currency, no script; a snooze in seconds is a quarter of an hour or
// more. From hand-written CRM and incident tool files.
func TestCodesWithAWordBetween(t *testing.T) {
	if r := classify("salesforce_create_opportunity", "CurrencyIsoCode", `{"type":"string","description":"ISO currency code, e.g. 'EUR'"}`); r.Kind != Currency {
		t.Errorf("CurrencyIsoCode: %s (%s), want currency", r.Kind, r.Why)
	}
	r := classify("manage_incidents", "snooze_duration", `{"type":"integer","minimum":1,"maximum":604800,"description":"Snooze duration in seconds (action=snooze)"}`)
	if r.Kind != Duration || r.Typical == nil || r.Typical.Lo < 600 {
		t.Errorf("snooze_duration: %s %+v (%s), want a snooze of minutes or more", r.Kind, r.Typical, r.Why)
	}
}

// TestNumericCodes: a number whose description says what each value means
// is one of those values; ranges and counts stay numbers.
func TestNumericCodes(t *testing.T) {
	r := classify("create_meeting", "type", `{"type":"number","description":"Meeting type: 1 instant, 2 scheduled, 8 recurring with fixed time"}`)
	if r.Kind != Enum || len(r.Values) != 3 || r.Values[2] != "8" {
		t.Errorf("type: %s %v (%s), want one of 1, 2, 8", r.Kind, r.Values, r.Why)
	}
	for _, d := range []string{"Between 1 and 100, default 10", "Page number, 1-based", "Zoom level, 0-20"} {
		if r := classify("search", "level", `{"type":"integer","description":"`+d+`"}`); r.Kind == Enum {
			t.Errorf("%q: %s %v, want no codes", d, r.Kind, r.Values)
		}
	}
	// the two ends of a scale: every step between them is a value
	r = classify("report_damage", "severity", `{"type":"integer","minimum":1,"maximum":5,"description":"1 = cosmetic, 5 = unsafe to ride"}`)
	if r.Kind == Enum || r.Typical == nil || r.Typical.Lo != 1 || r.Typical.Hi != 5 {
		t.Errorf("severity: %s %v %+v (%s), want a scale from 1 to 5", r.Kind, r.Values, r.Typical, r.Why)
	}
}
