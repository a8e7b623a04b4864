package prompt

import "testing"

// TestSpanSaidOnce wants the two ends of a window said once, start
// first, its times as a person writes them ("from 10:15 to 16:15"),
// never each end by its key ("arrival window end 16:15:00Z, arrival
// window start 10:15:00Z").
func TestSpanSaidOnce(t *testing.T) {
	checkRequests(t, []requestCase{
		{name: "scheduleHarvest", desc: "Schedule a harvest pick for a block",
			schema: `{"type":"object","properties":{"blockId":{"type":"string"},"body":{"type":"object","properties":{"pickDate":{"type":"string","format":"date"},"arrivalWindowStart":{"type":"string","format":"time"},"arrivalWindowEnd":{"type":"string","format":"time"}},"required":["pickDate"]}},"required":["blockId","body"]}`,
			args:   `{"blockId":"AT-93","body":{"pickDate":"2026-01-19","arrivalWindowStart":"10:15:00Z","arrivalWindowEnd":"16:15:00Z"}}`,
			want:   []string{"10:15", "16:15"}, never: []string{"window end", "window start", ":00Z"}},
		{name: "book_slot", desc: "Book a delivery slot.",
			schema: `{"type":"object","properties":{"site":{"type":"string"},"slot_start":{"type":"string","format":"time"},"slot_end":{"type":"string","format":"time"}},"required":["site","slot_start","slot_end"]}`,
			args:   `{"site":"North","slot_start":"09:30:00Z","slot_end":"11:00:00Z"}`,
			want:   []string{"09:30", "11:00"}, never: []string{"slot end", ":00Z"}},
	}, 12, 481)
}

// TestClockSaid checks that a wire time of day loses its zero seconds and
// UTC mark, and that other values are no time of day.
func TestClockSaid(t *testing.T) {
	for x, want := range map[string]string{"10:15:00Z": "10:15", "16:15:00": "16:15", "09:30": "09:30", "10:15:30Z": "", "2026-01-01": ""} {
		if got, _ := clockSaid(x); got != want {
			t.Errorf("%q: got %q, want %q", x, got, want)
		}
	}
}

// TestEdgeBound checks that a key ending in "start" or "end" with another
// bound word inside is read by its last word ("arrival window end").
func TestEdgeBound(t *testing.T) {
	for _, c := range []struct {
		key, stem string
		low, ok   bool
	}{
		{"arrival window start", "arrival window", true, true},
		{"arrival window end", "arrival window", false, true},
		{"window start", "", false, false}, // one bound word: boundStem reads it
		{"start after end", "", false, false},
	} {
		stem, low, ok := edgeBound(c.key)
		if stem != c.stem || low != c.low || ok != c.ok {
			t.Errorf("%q: got %q %v %v", c.key, stem, low, ok)
		}
	}
}

// TestStateFlagsSaidAsClause wants flags named by a thing and its state
// said as that thing in it, two of one kind joined once ("with the
// opening and closing checks done"), a false one negated; never "so it's
// opening checks done".
func TestStateFlagsSaidAsClause(t *testing.T) {
	checkRequests(t, []requestCase{
		{name: "haccp_sign_off_day", desc: "Manager's end-of-day sign-off for the diary.",
			schema: `{"type":"object","properties":{"date":{"type":"string"},"manager_name":{"type":"string"},"opening_checks_done":{"type":"boolean"},"closing_checks_done":{"type":"boolean"}},"required":["date","manager_name","opening_checks_done","closing_checks_done"]}`,
			args:   `{"date":"2026-01-14","manager_name":"Anders Taylor","opening_checks_done":true,"closing_checks_done":true}`,
			want:   []string{"opening and closing checks done"}, never: []string{"so it's"}},
		{name: "haccp_sign_off_day", desc: "Manager's end-of-day sign-off for the diary.",
			schema: `{"type":"object","properties":{"date":{"type":"string"},"manager_name":{"type":"string"},"opening_checks_done":{"type":"boolean"},"closing_checks_done":{"type":"boolean"}},"required":["date","manager_name","opening_checks_done","closing_checks_done"]}`,
			args:   `{"date":"2026-01-14","manager_name":"Anders Taylor","opening_checks_done":false,"closing_checks_done":true}`,
			want:   []string{"checks not done"}, never: []string{"so it's"}},
		{name: "raise_concern", desc: "Safeguarding / welfare concern",
			schema: `{"type":"object","properties":{"client_ref":{"type":"string"},"details":{"type":"string"},"family_told":{"type":"boolean"}},"required":["client_ref","details","family_told"]}`,
			args:   `{"client_ref":"467324","details":"Seen on Wednesday.","family_told":true}`,
			want:   []string{"the family told"}, never: []string{"with family told"}},
	}, 12, 482)
}

// TestClippedKeyWordsSpelled wants the clipped words of a key said in
// full ("week start", "department code"), never "WK start"; a unit
// ending a key ("labour_hrs") is its unit's to say.
func TestClippedKeyWordsSpelled(t *testing.T) {
	for key, want := range map[string]string{"wk_start": "week start", "dept_code": "department code",
		"start_yr": "start year", "qty_left": "quantity left", "labour_hrs": "labour hrs"} {
		if got := spokenKey(key, ""); got != want {
			t.Errorf("%q: got %q, want %q", key, got, want)
		}
	}
}

// TestTextDaySaidAsDay wants a day a text key holds said as a day, by
// what the key starts ("for the week starting January 26, 2026"), never
// the quoted wire form ("with WK start \"2026-01-26\"").
func TestTextDaySaidAsDay(t *testing.T) {
	checkRequests(t, []requestCase{
		{name: "carer_hrs", desc: "Hours + mileage per carer",
			schema: `{"type":"object","properties":{"wk_start":{"type":"string"},"carer":{"type":"string"}},"required":["wk_start"]}`,
			args:   `{"wk_start":"2026-01-26","carer":"Kwame Dubois"}`,
			want:   []string{"week starting January 26, 2026"}, never: []string{"wk", "\"2026"}},
	}, 12, 484)
}

// TestSymbolJoinedActs wants a description that joins its verb to a
// second act with "+" ("Close + invoice") said as the act on the tool's
// thing ("close job 160967"), never "close a + invoice".
func TestSymbolJoinedActs(t *testing.T) {
	checkRequests(t, []requestCase{
		{name: "close_job", desc: "Close + invoice",
			schema: `{"type":"object","properties":{"job_no":{"type":"string"},"labour_hrs":{"type":"number"}},"required":["job_no","labour_hrs"]}`,
			args:   `{"job_no":"160967","labour_hrs":12}`,
			want:   []string{"160967"}, never: []string{" + ", "an and", "a + invoice"}},
	}, 12, 485)
}
