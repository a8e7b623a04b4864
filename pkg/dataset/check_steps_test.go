package dataset

import (
	"bytes"
	"encoding/json"
	"testing"
)

// slotTool takes a date, the way the example server's find_free_slot does.
var slotTool = ToolDef{
	Name:        "find_free_slot",
	Description: "Rooms free on a day",
	Parameters:  json.RawMessage(`{"type":"object","properties":{"date":{"type":"string","format":"date"},"duration_minutes":{"type":"integer"}},"required":["date"]}`),
}

// parallelDates is a parallel request for two days said in words, with
// its two calls and their results; openai-functions writes the calls one
// per message, so the second follows the first one's result.
func parallelDates(request, first, second string) *Record {
	return &Record{
		Tools: []ToolDef{slotTool},
		Turns: []Turn{
			{Role: RoleUser, Content: request},
			{Role: RoleAssistant, Calls: []Call{
				{ID: "Sl0t00001", Name: "find_free_slot", Arguments: json.RawMessage(`{"date":"` + first + `","duration_minutes":120}`)},
				{ID: "Sl0t00002", Name: "find_free_slot", Arguments: json.RawMessage(`{"date":"` + second + `"}`)},
			}},
			{Role: RoleTool, CallID: "Sl0t00001", Name: "find_free_slot", Content: "6 rooms free for 120 minutes on " + first + " (UTC)"},
			{Role: RoleTool, CallID: "Sl0t00002", Name: "find_free_slot", Content: "6 rooms free for 60 minutes on " + second + " (UTC)"},
			{Role: RoleAssistant, Content: "Both days have free rooms."},
		},
		Meta: Meta{Tool: "find_free_slot", Kind: "parallel", Executed: true},
	}
}

// TestCheckParallelDatesInWords: parallel calls whose dates the request
// says in words ("7 October 2025", two dates of different years) pass in
// every format, openai-functions included, where each later call follows
// a result and is told from a chained step by being grounded in the
// request; a call whose date the request does not say still fails there.
func TestCheckParallelDatesInWords(t *testing.T) {
	ok := []*Record{
		parallelDates("Which rooms are free for 120 minutes on 30 November 2025? Can you also find a free slot on 7 October 2025?", "2025-11-30", "2025-10-07"),
		parallelDates("Rooms for 120 minutes on 30 December 2025, and a free slot on the 2nd of January 2026?", "2025-12-30", "2026-01-02"),
	}
	for _, format := range kindFormats {
		for i, r := range ok {
			if errs := checkRecord(t, format, r); len(errs) > 0 {
				t.Errorf("%s record %d: %v", format, i, errs)
			}
		}
	}
	// 2026-10-07 is said nowhere: the year is not the one the request gives.
	bad := parallelDates("Which rooms are free for 120 minutes on 30 November 2025? Can you also find a free slot on 7 October 2025?", "2025-11-30", "2026-10-07")
	if errs := checkRecord(t, "openai-functions", bad); len(errs) != 1 {
		t.Errorf("openai-functions, a date the request does not say: want 1 error, got %v", errs)
	}
}

// TestSaysDate: a date is said by its own month, day and year, each
// mention of the month tried on its own.
func TestSaysDate(t *testing.T) {
	cases := []struct {
		v, s string
		want bool
	}{
		{"2025-10-07", "find a free slot on 7 october 2025?", true},
		{"2026-01-10", "the 10th of january 2026", true},
		{"2026-01-10", "jan 10, 2026", true},
		{"2026-01-02", "on 30 december 2025 and 2 january 2026", true},
		{"2025-12-30", "on 30 december 2025 and 2 january 2026", true},
		{"2026-12-30", "on 30 december 2025 and 2 january 2026", false},
		{"2026-01-10", "11 january 2026", false},
		{"2026-01-10", "10 february 2026, january", false},
		{"2026-01-10", "on 10 january, in 2026", true},
		{"2026-04-05T13:45:00Z", "5 april 2026 at 13:45 utc", true},
		{"2026-04-05T13:45:00Z", "5 april 2026 at 14:45 utc", false},
	}
	for _, c := range cases {
		if got := saysDate(c.v, c.s); got != c.want {
			t.Errorf("saysDate(%q, %q) = %v, want %v", c.v, c.s, got, c.want)
		}
	}
}

// TestCheckEmptyUserMessage: a request with no words (empty or blank) is
// an error in every format.
func TestCheckEmptyUserMessage(t *testing.T) {
	for _, text := range []string{"", "  \n"} {
		for _, format := range append(kindFormats, "xlam") {
			r := cloneRecord(fixtures()["full"])
			if format == "xlam" {
				r = cloneRecord(fixtures()["parallel"])
			}
			r.Turns[0].Content = text
			line, err := fxFormat(format).Encode(r, FormatOptions{})
			if err != nil {
				// A format that refuses to write it is as good.
				continue
			}
			rep, err := Check(bytes.NewReader(append(line, '\n')), format, CheckOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if rep.Errors == 0 {
				t.Errorf("%s, user message %q: no error", format, text)
			}
		}
	}
}
