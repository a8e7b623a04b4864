package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// bookRequests renders n requests of an invented tool with args.
func bookRequests(t *testing.T, name, desc, schema string, args map[string]any, n int) []string {
	t.Helper()
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	b, err := set.For(ToolInfo{Name: name, Description: desc, InputSchema: []byte(schema)})
	if err != nil {
		t.Fatal(err)
	}
	r := set.NewRenderer()
	var out []string
	for i := 0; i < n; i++ {
		s, _, err := r.Request(b, rand.New(rand.NewPCG(uint64(i), 3)), i, args)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, s)
	}
	return out
}

// TestNewDayAndTimeSaidAsOneMoment wants a new date and a new time said
// as one moment ("to March 23, 2026 at 18:30"), never "so it's called
// 18:30 to March 23, 2026" nor "to 18:30 to March 23, 2026"; a new time
// alone is "to 18:30".
func TestNewDayAndTimeSaidAsOneMoment(t *testing.T) {
	schema := `{"type":"object","properties":{"visit_id":{"type":"string","description":"Visit reference like V-1234"},` +
		`"new_date":{"type":"string","format":"date"},"new_time":{"type":"string","pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]$","description":"HH:MM"}},` +
		`"required":["visit_id","new_time"]}`
	for i, s := range bookRequests(t, "reschedule_visit", "Move a visit to another day and time.", schema,
		map[string]any{"visit_id": "V-4411", "new_date": "2026-03-23", "new_time": "18:30"}, 12) {
		if !strings.Contains(s, "March 23, 2026 at 18:30") || strings.Contains(s, "called") {
			t.Errorf("request %d: %q, want one moment", i, s)
		}
	}
	for i, s := range bookRequests(t, "reschedule_visit", "Move a visit to another day and time.", schema,
		map[string]any{"visit_id": "V-4411", "new_time": "18:30"}, 12) {
		if !strings.Contains(s, "to 18:30") || strings.Contains(s, "called") {
			t.Errorf("request %d: %q, want 'to 18:30'", i, s)
		}
	}
}

// TestOwnerOfAnotherThing wants the owner of what a booking is for (the
// bike's owner on "book a repair appointment") said as whom it is for,
// never "owned by" beside the appointment or a mechanic.
func TestOwnerOfAnotherThing(t *testing.T) {
	schema := `{"type":"object","properties":{"owner_name":{"type":"string","description":"Full name of the bike's owner"},` +
		`"mechanic_id":{"type":"string","description":"Preferred mechanic id, e.g. M-03"},"date":{"type":"string","format":"date"}},` +
		`"required":["owner_name","date"]}`
	for i, s := range bookRequests(t, "book_repair", "Book a repair appointment at the workshop.", schema,
		map[string]any{"owner_name": "Ana Silva", "mechanic_id": "M-04", "date": "2026-03-04"}, 12) {
		if strings.Contains(s, "owned by") || !strings.Contains(s, "for Ana Silva") {
			t.Errorf("request %d: %q, want 'for Ana Silva'", i, s)
		}
	}
}

// TestTimesAndWordsUnquoted wants a time of day said "at 16:00" and a
// proper name said as it is ("the bike model Trek Domane"),
// never in quotes as a pasted field value (`The time is "16:00".`,
// `Make the bike model "Trek Domane".`).
func TestTimesAndWordsUnquoted(t *testing.T) {
	schema := `{"type":"object","properties":{"rider_name":{"type":"string","description":"Full name of the rider"},` +
		`"bike_model":{"type":"string"},"time":{"type":"string","description":"Drop-off time in 24h HH:MM"},"frame":{"type":"string"}},` +
		`"required":["rider_name","time"]}`
	for i, s := range bookRequests(t, "book_service", "Book a bike service at the workshop.", schema,
		map[string]any{"rider_name": "Ana Silva", "bike_model": "Trek Domane", "time": "16:00", "frame": "carbon"}, 12) {
		if strings.Contains(s, `"Trek Domane"`) || strings.Contains(s, `"16:00"`) || !strings.Contains(s, "at 16:00") || strings.Contains(s, "At 16:00.") {
			t.Errorf("request %d: %q, want the values unquoted and 'at 16:00' in the request", i, s)
		}
	}
}

// TestFlagOfOneThingIsAFact wants an adjective flag of a read that
// returns one thing (a quote) said as a fact about it ("a stained rug",
// "The rug is stained."), never as a filter over many ("Just the
// stained ones.").
func TestFlagOfOneThingIsAFact(t *testing.T) {
	schema := `{"type":"object","properties":{"size":{"type":"string","enum":["small","large"]},` +
		`"stained":{"type":"boolean","description":"Rug is stained (extra charge)"}},"required":["size"]}`
	for i, s := range bookRequests(t, "get_cleaning_quote", "Get a price quote for cleaning a rug of a given size.", schema,
		map[string]any{"size": "large", "stained": true}, 12) {
		if strings.Contains(s, " ones") || !strings.Contains(s, "stained rug") && !strings.Contains(s, "rug is stained") {
			t.Errorf("request %d: %q, want the flag said as a fact", i, s)
		}
	}
}

// TestFlagOfAQueryFilters: a flag on a query of one data source whose
// description does not say whose state it is filters what the query
// returns ("just the archived ones"), not "for one that's archived".
func TestFlagOfAQueryFilters(t *testing.T) {
	schema := `{"type":"object","properties":{"data_source_id":{"type":"string","description":"ID of the data source"},` +
		`"archived":{"type":"boolean"}},"required":["data_source_id"]}`
	for i, s := range bookRequests(t, "query_data_source", "Query a data source", schema,
		map[string]any{"data_source_id": "df3c6e8d-4799-4d17-a389-f1e91eb23f42", "archived": true}, 12) {
		if strings.Contains(s, "one that's archived") {
			t.Errorf("request %d: %q, want the flag said as a filter", i, s)
		}
	}
}
