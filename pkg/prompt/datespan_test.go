package prompt

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
)

// tideTool is listTideWindows of the marina development server
// (the hold23 development set's marina.json): a date and a count of days that runs ahead
// of it; its description uses "since" as a conjunction.
var tideTool = ToolInfo{Name: "listTideWindows",
	Description: "Tide predictions for the marina channel. Useful for deep-draft boats, since the channel bar holds 5.5 ft at mean low water.",
	InputSchema: []byte(`{"type":"object","properties":{"date":{"type":"string","format":"date"},` +
		`"days":{"type":"integer","minimum":1,"maximum":7,"default":1},"minDepthFt":{"type":"number"}},"required":["date"]}`)}

// requests renders n requests of tool for args.
func requests(t *testing.T, tool ToolInfo, args map[string]any, n int) []string {
	t.Helper()
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	b, err := set.For(tool)
	if err != nil {
		t.Fatal(err)
	}
	r := set.NewRenderer()
	var out []string
	for i := 0; i < n; i++ {
		s, _, err := r.Request(b, rand.New(rand.NewPCG(uint64(i), 5)), i, args)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, s)
	}
	return out
}

// TestDateAndDaysSaidAsOneSpan wants a date and a count of days said as
// one span from that date ("for the 7 days starting November 23, 2025"),
// never a window back from now beside the date ("on November 23, 2025
// for the last 7 days").
func TestDateAndDaysSaidAsOneSpan(t *testing.T) {
	for _, s := range requests(t, tideTool, map[string]any{"date": "2025-11-23", "days": json.Number("7")}, 12) {
		l := strings.ToLower(s)
		if !strings.Contains(s, "7 days starting November 23, 2025") && !strings.Contains(s, "7 days from November 23, 2025") {
			t.Errorf("%q: want the 7 days from November 23, 2025 as one span", s)
		}
		if strings.Contains(l, "last") || strings.Contains(l, "past") {
			t.Errorf("%q: a window back from now beside the date", s)
		}
	}
	for _, s := range requests(t, tideTool, map[string]any{"date": "2025-11-23", "days": json.Number("1")}, 6) {
		if !strings.Contains(s, "November 23, 2025") || !strings.Contains(s, "one day") {
			t.Errorf("%q: want November 23, 2025 as the one day", s)
		}
	}
}

// TestDaysBackFromNowNoSpan wants a count of days its description counts
// back ("before today") said on its own, not as a span from the date.
func TestDaysBackFromNowNoSpan(t *testing.T) {
	tool := ToolInfo{Name: "weather_forecast", Description: "Weather forecast for a location.",
		InputSchema: []byte(`{"type":"object","properties":{"start_date":{"type":"string","format":"date"},` +
			`"past_days":{"type":"integer","description":"Number of days before today to include."}}}`)}
	for _, s := range requests(t, tool, map[string]any{"start_date": "2026-03-02", "past_days": json.Number("3")}, 6) {
		if strings.Contains(s, "for the 3 days starting") || strings.Contains(s, "for 3 days from") || strings.Contains(s, "over the 3 days from") {
			t.Errorf("%q: days before today said as a span from the start date", s)
		}
	}
	if spanUnit(Param{Human: "past days", Description: "Number of days before today to include."}) != "" {
		t.Error("past days taken as a span ahead")
	}
	if spanUnit(Param{Human: "forecast days"}) != "day" || spanUnit(Param{Human: "num weeks"}) != "week" {
		t.Error("forecast days / num weeks not taken as spans")
	}
}

// TestPredictionLooksAhead: a tool that predicts does not look back for
// a "since" in its description.
func TestPredictionLooksAhead(t *testing.T) {
	if toolLooksBack("days", tideTool.Description) {
		t.Error("tide predictions read as a window back from now")
	}
	if !toolLooksBack("days", "List the alerts raised in the last few days.") {
		t.Error("alerts of the last few days not read as a window back")
	}
}

// TestDatesSpokenNotISO wants a plain date said as people write it
// ("March 30, 2026"), never the wire form "2026-03-30".
func TestDatesSpokenNotISO(t *testing.T) {
	tool := ToolInfo{Name: "get_delivery_route", Description: "Get the delivery route and stop order for a driver on a given morning.",
		InputSchema: []byte(`{"type":"object","properties":{"route_code":{"type":"string"},"date":{"type":"string","format":"date"}},"required":["route_code","date"]}`)}
	for _, s := range requests(t, tool, map[string]any{"route_code": "R07", "date": "2026-03-30"}, 20) {
		if strings.Contains(s, "2026-03-30") || !strings.Contains(s, "March 30") {
			t.Errorf("%q: want March 30 in words", s)
		}
	}
}

// TestDateSaidAsItsMoment wants a lone date whose name holds another
// moment than the act said as that moment: a client deleted on request
// (inkbook_delete_client of the hold23 development set's tattoo_studio.json) is not
// deleted "on" the day the request came in, and an edited record's date
// is the date it is given.
func TestDateSaidAsItsMoment(t *testing.T) {
	del := ToolInfo{Name: "inkbook_delete_client", Description: "Permanently delete a client record and their consent forms (GDPR erasure request).",
		InputSchema: []byte(`{"type":"object","properties":{"client_id":{"type":"string"},"request_received":{"type":"string","format":"date"}},"required":["client_id"]}`)}
	for _, s := range requests(t, del, map[string]any{"client_id": "CL-030295", "request_received": "2026-02-05"}, 8) {
		if !strings.Contains(s, "received on February 5, 2026") {
			t.Errorf("%q: want the request received on February 5, 2026", s)
		}
	}
	edit := ToolInfo{Name: "update-invoice", Description: "Update an existing draft invoice.",
		InputSchema: []byte(`{"type":"object","properties":{"invoiceId":{"type":"string"},"date":{"type":"string"}},"required":["invoiceId"]}`)}
	for _, s := range requests(t, edit, map[string]any{"invoiceId": "352638", "date": "2026-04-26"}, 8) {
		if !strings.Contains(s, "date to April 26, 2026") && !strings.Contains(s, "date set to April 26, 2026") {
			t.Errorf("%q: want the invoice's date set to April 26, 2026", s)
		}
	}
	harvest := ToolInfo{Name: "harvest_record", Description: "Record a honey harvest.",
		InputSchema: []byte(`{"type":"object","properties":{"hive_id":{"type":"string"},"harvested_on":{"type":"string","format":"date"}},"required":["hive_id"]}`)}
	for _, s := range requests(t, harvest, map[string]any{"hive_id": "HV-0866", "harvested_on": "2026-03-05"}, 8) {
		if strings.Contains(s, "harvested on") {
			t.Errorf("%q: the tool's own act said again", s)
		}
	}
}

// TestPlainDayInWords: a plain date a request lists as a value ("with
// date …" of a nested object) is said in words, anything else as written.
func TestPlainDayInWords(t *testing.T) {
	for in, want := range map[string]string{"2026-03-24": "March 24, 2026", "2026-13-40": `"2026-13-40"`,
		"results-2026-01-15.json": `"results-2026-01-15.json"`, "2026-03-24T10:00:00Z": `"2026-03-24T10:00:00Z"`} {
		if got := words(in); got != want {
			t.Errorf("words(%q) = %s, want %s", in, got, want)
		}
	}
	if got := flatWords(map[string]any{"date": "2026-03-24", "slot": "morning"}); !strings.Contains(got, "date March 24, 2026") {
		t.Errorf("flatWords = %q, want the date in words", got)
	}
}

// TestListCommaOfDates: a day's comma before its year does not turn a
// list's commas into semicolons; any other comma does.
func TestListCommaOfDates(t *testing.T) {
	for s, want := range map[string]bool{"start date March 30, 2026": false, "A 19, Vienna": true, "March 3, 2026, late": true,
		"from May 1, 2026 to May 4, 2026": false, "5, 20261": true, "": false} {
		if got := listComma(s); got != want {
			t.Errorf("listComma(%q) = %v, want %v", s, got, want)
		}
	}
	if got := joinWords([]string{`name "Sprint 31"`, "project 7", "start date March 30, 2026"}, "and"); got != `name "Sprint 31", project 7 and start date March 30, 2026` {
		t.Errorf("joinWords = %q", got)
	}
}
