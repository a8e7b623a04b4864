package synth

import "testing"

// A tool whose description lists the values it takes ("Record a late
// fee, damage charge or donation") takes only those, never the enum's
// "deposit" it leaves out; a list saying a value in other words ("List,
// create, close, or select a browser tab" beside "new") cuts nothing.
func TestToldValues(t *testing.T) {
	t.Parallel()
	srv, tool := serverTool(t, "testdata/dev43/city_tool_library.json", "toollib_record_payment")
	seen := map[string]int{}
	for _, m := range decodeAll(t, string(tool.InputSchema), 40, Options{Seed: 7, RootObject: true, Topic: tool.Name, About: tool.Description, Server: srv}) {
		k, _ := m["kind"].(string)
		seen[k]++
	}
	if seen["deposit"] > 0 {
		t.Errorf("kind deposit drawn %d times; the tool records a late fee, damage charge or donation", seen["deposit"])
	}
	for _, k := range []string{"late_fee", "damage", "donation"} {
		if seen[k] == 0 {
			t.Errorf("kind %s never drawn: %v", k, seen)
		}
	}
	tabs := `{"type":"object","properties":{"action":{"type":"string","enum":["list","new","close","select"]}},"required":["action"]}`
	got := map[string]bool{}
	for _, m := range decodeAll(t, tabs, 40, Options{Seed: 7, RootObject: true, Topic: "browser_tabs", About: "List, create, close, or select a browser tab."}) {
		got[m["action"].(string)] = true
	}
	if !got["new"] {
		t.Errorf("action new never drawn: %v", got)
	}
}

// toldValues cuts an enum to the list an opening sentence gives, and
// nothing for a list of examples, a list going on, words between the
// values or values a later sentence names.
func TestToldValuesLists(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		about string
		enum  []any
		want  int
	}{
		{"record a late fee, damage charge or donation paid at the desk. amounts in cents.", []any{"late_fee", "damage", "deposit", "donation"}, 3},
		{"book vet, farrier, dentist or physio for one or more horses.", []any{"vet", "farrier", "dentist", "physio", "saddle_fitter"}, 4},
		{"list, create, close, or select a browser tab.", []any{"list", "new", "close", "select"}, 4},
		{"record losses (deaths, culls, jumped). reduces stock.", []any{"doa", "disease", "aggression", "jumped", "water_quality", "unknown", "cull"}, 7},
		{"record a statutory inspection (after erection, every 7 days, and after bad weather or alteration).", []any{"handover", "weekly", "weather", "alteration", "incident"}, 5},
		{"move a submission to a new status. setting selected or declined sends the filmmaker an email.", []any{"in_screening", "shortlisted", "selected", "declined", "withdrawn"}, 5},
		{"list clean-linen deliveries for a hotel, with the quantities delivered and whether the hotel has signed for them.", []any{"loaded", "delivered", "signed", "disputed"}, 4},
		{"close a pool (fouling, plant failure, staffing...). cancels bookings.", []any{"faecal_fouling", "plant_failure", "staffing", "event"}, 4},
		{"book an eye exam, contact lens fit, frame styling or collection/adjustment.", []any{"eye_exam", "cl_fit", "styling", "collection", "adjustment", "cl_aftercare"}, 6},
	} {
		if got := toldValues(c.enum, c.about); len(got) != c.want {
			t.Errorf("%q: %v, want %d values", c.about, got, c.want)
		}
	}
}
