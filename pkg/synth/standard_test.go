package synth

import (
	"encoding/json"
	"math/big"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// luhn reports whether a card number passes the Luhn check.
func luhn(s string) bool {
	sum := 0
	for i := 0; i < len(s); i++ {
		d := int(s[len(s)-1-i] - '0')
		if i%2 == 1 {
			if d *= 2; d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	return len(s) >= 13 && sum%10 == 0
}

// ibanValid reports whether an IBAN's check digits hold (mod 97 == 1).
func ibanValid(s string) bool {
	if len(s) < 15 {
		return false
	}
	var b strings.Builder
	for _, ch := range s[4:] + s[:4] {
		if ch >= 'A' && ch <= 'Z' {
			b.WriteString(strconv.Itoa(int(ch-'A') + 10))
		} else {
			b.WriteRune(ch)
		}
	}
	n, ok := new(big.Int).SetString(b.String(), 10)
	return ok && new(big.Int).Mod(n, big.NewInt(97)).Int64() == 1
}

// isbn10Valid reports whether ten characters are an ISBN-10 (mod 11).
func isbn10Valid(s string) bool {
	if len(s) != 10 {
		return false
	}
	sum := 0
	for i := 0; i < 10; i++ {
		d := int(s[i] - '0')
		if i == 9 && s[i] == 'X' {
			d = 10
		} else if s[i] < '0' || s[i] > '9' {
			return false
		}
		sum += d * (10 - i)
	}
	return sum%11 == 0
}

// Identifiers of a published standard carry valid check digits and the
// standard's layout. Tool written for the test.
func TestStandardIdentifiersValid(t *testing.T) {
	t.Parallel()
	src := `{"type":"object","properties":{
	  "isbn":{"type":"string","description":"ISBN-13 of the book"},
	  "isbn10":{"type":"string"},
	  "doi":{"type":"string","description":"The DOI of the article"},
	  "ean":{"type":"string","description":"EAN-13 barcode"},
	  "upc":{"type":"string","description":"UPC-A code"},
	  "iban":{"type":"string","description":"International Bank Account Number"},
	  "card_number":{"type":"string","description":"Credit card number"}},
	  "required":["isbn","isbn10","doi","ean","upc","iban","card_number"]}`
	for _, in := range instances(t, src, 40, Options{Seed: 7, RootObject: true, Topic: "checkout", About: "Record a purchase."}) {
		var v struct {
			Isbn, Isbn10, Doi, Ean, Upc, Iban string
			CardNumber                        string `json:"card_number"`
		}
		if err := json.Unmarshal(in, &v); err != nil {
			t.Fatal(err)
		}
		if len(v.Isbn) != 13 || !strings.HasPrefix(v.Isbn, "97") || gtinCheck(v.Isbn[:12]) != v.Isbn {
			t.Errorf("isbn %q is no ISBN-13", v.Isbn)
		}
		if !isbn10Valid(v.Isbn10) {
			t.Errorf("isbn10 %q is no ISBN-10", v.Isbn10)
		}
		if !strings.HasPrefix(v.Doi, "10.") || !strings.Contains(v.Doi, "/") {
			t.Errorf("doi %q is no DOI", v.Doi)
		}
		if len(v.Ean) != 13 || gtinCheck(v.Ean[:12]) != v.Ean {
			t.Errorf("ean %q is no EAN-13", v.Ean)
		}
		if len(v.Upc) != 12 || gtinCheck(v.Upc[:11]) != v.Upc {
			t.Errorf("upc %q is no UPC-A", v.Upc)
		}
		if !ibanValid(v.Iban) {
			t.Errorf("iban %q fails its check digits", v.Iban)
		}
		if !luhn(v.CardNumber) {
			t.Errorf("card number %q fails the Luhn check", v.CardNumber)
		}
	}
}

// A standard identifier whose description shows an example is still
// drawn by its standard: a value shaped like "10.1038/s41586-021-03819-2"
// with its digits redrawn is no DOI ("98.7685/m37589-…"), and one like
// "978-0-306-40615-7" loses its check digit. Tool written for the test.
func TestStandardIdentifiersOverExamples(t *testing.T) {
	t.Parallel()
	src := `{"type":"object","properties":{
	  "doi":{"type":"string","description":"DOI without the resolver prefix, e.g. \"10.1038/s41586-021-03819-2\"."},
	  "isbn":{"type":"string","description":"ISBN-13 of the edition, such as 9780306406157"}},
	  "required":["doi","isbn"]}`
	for _, in := range instances(t, src, 60, Options{Seed: 5, RootObject: true, Topic: "get_paper", About: "Fetch a paper and its edition."}) {
		var v struct{ Doi, Isbn string }
		if err := json.Unmarshal(in, &v); err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(v.Doi, "10.") || !strings.Contains(v.Doi, "/") {
			t.Errorf("doi %q is no DOI", v.Doi)
		}
		if len(v.Isbn) != 13 || !strings.HasPrefix(v.Isbn, "97") || gtinCheck(v.Isbn[:12]) != v.Isbn {
			t.Errorf("isbn %q is no ISBN-13", v.Isbn)
		}
	}
}

// Amounts, percentages and measures are typical values, not the schema's
// bounds: no price at its maximum, no volume at 0 or 100. Tool written
// for the test.
func TestAmountsAwayFromBounds(t *testing.T) {
	t.Parallel()
	src := `{"type":"object","properties":{
	  "amount":{"type":"number","minimum":0,"maximum":10000,"description":"Invoice amount"},
	  "price":{"type":"number","minimum":0.01,"maximum":999999},
	  "humidity":{"type":"integer","minimum":0,"maximum":100,"description":"Target humidity percent"},
	  "weight_kg":{"type":"number","minimum":0,"maximum":500,"description":"Weight in kg"}},
	  "required":["amount","price","humidity","weight_kg"]}`
	edges := map[string][]float64{"amount": {0, 10000}, "price": {0.01, 999999}, "humidity": {0, 100}, "weight_kg": {0, 500}}
	for _, in := range instances(t, src, 60, Options{Seed: 11, RootObject: true, Topic: "create_invoice", About: "Create an invoice."}) {
		var m map[string]float64
		if err := json.Unmarshal(in, &m); err != nil {
			t.Fatal(err)
		}
		for k, e := range edges {
			if m[k] == e[0] || m[k] == e[1] {
				t.Errorf("%s = %v, a bound of the schema: %s", k, m[k], in)
			}
		}
	}
}

// A year a search filters on is a past year, and a range of years is in
// order. Tool written for the test.
func TestYearsPastAndOrdered(t *testing.T) {
	t.Parallel()
	src := `{"type":"object","properties":{
	  "published_after":{"type":"integer","description":"Only return papers published after this year"},
	  "year_from":{"type":"integer","description":"Start year"},
	  "year_to":{"type":"integer","description":"End year"}},
	  "required":["published_after","year_from","year_to"]}`
	for _, in := range instances(t, src, 60, Options{Seed: 3, RootObject: true, Topic: "search_papers", About: "Search academic papers."}) {
		var m map[string]int
		if err := json.Unmarshal(in, &m); err != nil {
			t.Fatal(err)
		}
		for _, k := range []string{"published_after", "year_from", "year_to"} {
			if m[k] < 1990 || m[k] > 2025 {
				t.Errorf("%s = %d, no past year: %s", k, m[k], in)
			}
		}
		if m["year_from"] > m["year_to"] {
			t.Errorf("years out of order: %s", in)
		}
	}
}

// An event a tool creates lasts as long as a meeting, not days; its start
// and end are times. From a hand-written calendar tool.
func TestEventLastsMinutes(t *testing.T) {
	t.Parallel()
	src := `{"type":"object","properties":{
	  "summary":{"type":"string","description":"Title of the event"},
	  "start":{"type":"string","description":"Event start: '2025-04-02T14:00:00-04:00' for timed events or '2025-04-02' for all-day"},
	  "end":{"type":"string","description":"Event end, same format as start"}},
	  "required":["summary","start","end"]}`
	for _, in := range instances(t, src, 40, Options{Seed: 5, RootObject: true, Topic: "create-event", About: "Create a calendar event"}) {
		var m map[string]string
		if err := json.Unmarshal(in, &m); err != nil {
			t.Fatal(err)
		}
		a, err1 := time.Parse(time.RFC3339, m["start"])
		b, err2 := time.Parse(time.RFC3339, m["end"])
		if err1 != nil || err2 != nil {
			t.Errorf("start/end are no times: %s", in)
			continue
		}
		if d := b.Sub(a); d < 15*time.Minute || d > 4*time.Hour {
			t.Errorf("the event lasts %v: %s", d, in)
		}
	}
}

// A currency beside a city is the money of that city's country.
func TestCurrencyOfTheScene(t *testing.T) {
	t.Parallel()
	src := `{"type":"object","properties":{
	  "city":{"type":"string"},
	  "currency":{"type":"string","description":"ISO 4217 currency code"}},
	  "required":["city","currency"]}`
	for _, in := range instances(t, src, 40, Options{Seed: 9, RootObject: true, Topic: "quote_rent", About: "Quote a flat's monthly rent."}) {
		var m map[string]string
		if err := json.Unmarshal(in, &m); err != nil {
			t.Fatal(err)
		}
		for _, p := range places {
			if p.city == m["city"] && countryCurrency[p.country] != m["currency"] {
				t.Errorf("%s priced in %s: %s", m["city"], m["currency"], in)
			}
		}
	}
}

// An on-call override is a shift, not a meeting: its start and end are
// hours or days apart even though the tool's name says "call".
func TestOnCallShiftIsNoMeeting(t *testing.T) {
	t.Parallel()
	src := `{"type":"object","properties":{
	  "start":{"type":"string","format":"date-time"},
	  "end":{"type":"string","format":"date-time"}},
	  "required":["start","end"]}`
	for _, in := range instances(t, src, 30, Options{Seed: 5, RootObject: true, Topic: "create_schedule_override", About: "Create an on-call override on a schedule"}) {
		var m map[string]string
		if err := json.Unmarshal(in, &m); err != nil {
			t.Fatal(err)
		}
		a, err1 := time.Parse(time.RFC3339, m["start"])
		b, err2 := time.Parse(time.RFC3339, m["end"])
		if err1 == nil && err2 == nil && b.Sub(a) < 12*time.Hour {
			t.Errorf("an on-call override of %v: %s", b.Sub(a), in)
		}
	}
}

// An example that shows a form with a placeholder ("<id>_20250402T140000Z")
// is never copied with the placeholder; the plain example beside it is
// the value's shape. From a hand-written calendar tool.
func TestPlaceholderExampleNotCopied(t *testing.T) {
	t.Parallel()
	src := `{"type":"object","properties":{"eventId":{"type":"string","description":"Event ID, e.g. '7cbh8rpc10lrc0ckih9tafss99'. Instance IDs look like '<id>_20250402T140000Z'."}},"required":["eventId"]}`
	for _, in := range instances(t, src, 60, Options{Seed: 2, RootObject: true, Topic: "update-event", About: "Update an event"}) {
		if strings.ContainsAny(string(in), "<>") || strings.Contains(string(in), `\u003c`) {
			t.Errorf("a placeholder copied: %s", in)
		}
	}
}

// An id given "e.g. https://…/pages/123456789/Page+Title, 123456789" is
// the number, never a URL with its letters shuffled.
func TestURLExampleOfAnIDNotShuffled(t *testing.T) {
	t.Parallel()
	src := `{"type":"object","properties":{"page_id":{"type":"string","description":"Confluence page ID or URL (e.g., 'https://example.atlassian.net/wiki/spaces/TEAM/pages/123456789/Page+Title' or '123456789')"}},"required":["page_id"]}`
	for _, in := range instances(t, src, 40, Options{Seed: 4, RootObject: true, Topic: "confluence_get_page", About: "Get a page"}) {
		if strings.Contains(string(in), "/") {
			t.Errorf("a URL made up from the example: %s", in)
		}
	}
}

// An id whose description states its prefix ("starts with 001", "(005...)")
// has it, whatever prefix the example it is shaped like has.
func TestStatedIDPrefix(t *testing.T) {
	t.Parallel()
	src := `{"type":"object","properties":{
	  "AccountId":{"type":"string","description":"Id of the related Account (starts with 001), e.g. 0065g00000XyZabAAB"},
	  "OwnerId":{"type":"string","description":"User Id of the account owner (005...), e.g. 0065g00000XyZabAAB"}},
	  "required":["AccountId","OwnerId"]}`
	for _, in := range instances(t, src, 30, Options{Seed: 6, RootObject: true, Topic: "create_opportunity", About: "Create an opportunity"}) {
		var m map[string]string
		if err := json.Unmarshal(in, &m); err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(m["AccountId"], "001") || !strings.HasPrefix(m["OwnerId"], "005") {
			t.Errorf("prefixes not kept: %s", in)
		}
	}
}

// A number whose description gives each value a meaning takes one of
// those values; an example of a span ("7d, 24h") keeps its unit.
func TestNumericCodesAndSpanExamples(t *testing.T) {
	t.Parallel()
	src := `{"type":"object","properties":{
	  "type":{"type":"number","description":"Meeting type: 1 instant, 2 scheduled"},
	  "window":{"type":"string","description":"Time window such as 7d or 24h"}},
	  "required":["type","window"]}`
	span := regexp.MustCompile(`^[1-9][0-9]*[dh]$`)
	for _, in := range instances(t, src, 30, Options{Seed: 8, RootObject: true, Topic: "create_meeting", About: "Create a meeting"}) {
		var m struct {
			Type   json.Number
			Window string
		}
		if err := json.Unmarshal(in, &m); err != nil {
			t.Fatal(err)
		}
		if m.Type != "1" && m.Type != "2" {
			t.Errorf("type %s is no stated code: %s", m.Type, in)
		}
		if !span.MatchString(m.Window) && m.Window != "7d" && m.Window != "24h" {
			t.Errorf("window %q lost its unit: %s", m.Window, in)
		}
	}
}

// A pallet's SSCC is its 18-digit shipping container code with a valid
// GS1 check digit, never a word ("default") or a short number.
func TestSSCCValues(t *testing.T) {
	src := `{"type":"object","properties":{"sscc":{"type":"string"},"loc":{"type":"string"}},"required":["sscc","loc"]}`
	for _, in := range instances(t, src, 30, Options{Seed: 3, RootObject: true, Topic: "putaway", About: "Put pallet in location"}) {
		var v struct{ Sscc string }
		if err := json.Unmarshal(in, &v); err != nil {
			t.Fatal(err)
		}
		if len(v.Sscc) != 18 || gtinCheck(v.Sscc[:17]) != v.Sscc {
			t.Errorf("sscc %q is no SSCC", v.Sscc)
		}
	}
}
