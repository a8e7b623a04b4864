package synth

import (
	"strings"
	"testing"
)

// A vehicle looked up by its VIN gets a 17-character VIN with a valid
// check digit, never a word of the area ("compact", "SUV").
func TestVINValues(t *testing.T) {
	for _, tool := range []string{"getVehicleLocation", "assignDriver", "logMaintenance"} {
		vals := realValues(t, "fleet_telematics.json", tool, "/vin", 20, 3)
		if len(vals) == 0 {
			t.Fatalf("%s: no vin", tool)
		}
		for _, v := range vals {
			if len(v) != 17 || strings.ContainsAny(v, "IOQ") || vinCheck([]byte(v)) != v[8] {
				t.Errorf("%s vin = %q, not a VIN", tool, v)
			}
		}
	}
}

// A reason says why the tool does its act: a batch is dumped because it
// went bad, a controller stopped for a check, a booking cancelled; never
// a remark of the area ("Recount after the Friday delivery.") or a note
// on the thing ("Same as last time."). A booking a person cancels may
// take a person's own reason.
func TestReasonsForTheAct(t *testing.T) {
	cases := []struct {
		file, tool string
		act        byte
	}{
		{"brewery.json", "dump_batch", 'z'},
		{"irrigation.json", "acme_stop_all", 'h'},
		{"wedding_planner.json", "cancel_vendor_booking", 'x'},
		{"court_docket.json", "vacate_hearing", 'x'},
	}
	for _, c := range cases {
		vals := realValues(t, c.file, c.tool, "/reason", 30, 4)
		if len(vals) == 0 {
			t.Fatalf("%s: no reason", c.tool)
		}
		for _, v := range vals {
			ok := fromFrames(v, actReasons[c.act])
			if c.act == 'x' {
				ok = ok || fromFrames(v, cancelReasons) // (a person's own booking)
			}
			if !ok {
				t.Errorf("%s reason = %q, not a reason for its act", c.tool, v)
			}
		}
	}
}

// fromFrames tells whether v is one of the frames filled: its words
// before the first placeholder match.
func fromFrames(v string, frames []string) bool {
	for _, f := range frames {
		head := f
		if i := strings.IndexByte(f, '{'); i >= 0 {
			head = f[:i]
		}
		if head != "" && strings.HasPrefix(v, head) || head == "" && strings.HasSuffix(v, f[strings.IndexByte(f, '}')+1:]) {
			return true
		}
	}
	return false
}

// A name of one of two partners, of a filer or of counsel is a person's,
// never a project's or a document's title.
func TestPeoplesNames(t *testing.T) {
	titles := map[string]bool{}
	for _, vs := range displayNames {
		for _, v := range vs {
			titles[v] = true
		}
	}
	cases := []struct{ file, tool, ptr string }{
		{"wedding_planner.json", "create_wedding", "/partner_one_name"},
		{"wedding_planner.json", "create_wedding", "/partner_two_name"},
		{"court_docket.json", "file_document", "/filer_name"},
	}
	for _, c := range cases {
		vals := realValues(t, c.file, c.tool, c.ptr, 20, 6)
		if len(vals) == 0 {
			t.Fatalf("%s: no %s", c.tool, c.ptr)
		}
		for _, v := range vals {
			ws := strings.Fields(v)
			if titles[v] || len(ws) != 2 || strings.ToLower(ws[1][:1]) == ws[1][:1] {
				t.Errorf("%s %s = %q, not a person's name", c.tool, c.ptr, v)
			}
		}
	}
}

// A trial's conditions are diseases, a brew's hop varieties hops, a
// trial site a hospital, and an adverse event's description what
// happened to the participant.
func TestClinicalAndListKinds(t *testing.T) {
	in := func(v string, pool []string) bool {
		for _, p := range pool {
			if v == p {
				return true
			}
		}
		return false
	}
	for _, v := range realValues(t, "clinical_trials.json", "register_trial", "/conditions/*", 20, 2) {
		if !in(v, nounClasses["condition"]) {
			t.Errorf("condition = %q, not a disease", v)
		}
	}
	for _, v := range realValues(t, "clinical_trials.json", "register_trial", "/arms/*/intervention", 40, 2) {
		if !in(v, nounClasses["intervention"]) {
			t.Errorf("intervention = %q, not a treatment", v)
		}
	}
	for _, v := range realValues(t, "brewery.json", "start_batch", "/hops/*/variety", 40, 2) {
		if !in(v, nounClasses["hop"]) {
			t.Errorf("hop variety = %q, not a hop", v)
		}
	}
	for _, v := range realValues(t, "clinical_trials.json", "add_site", "/facility_name", 20, 2) {
		if !strings.Contains(v, "Hospital") && !strings.Contains(v, "Center") && !strings.Contains(v, "Unit") && !strings.Contains(v, "Institute") {
			t.Errorf("trial site = %q, not a site of care", v)
		}
	}
	for _, v := range realValues(t, "clinical_trials.json", "report_adverse_event", "/description", 20, 2) {
		found := false
		for _, f := range clinicalFindings {
			found = found || strings.Contains(strings.ToLower(v), strings.ToLower(f))
		}
		if !found {
			t.Errorf("adverse event description = %q, tells no finding", v)
		}
	}
}

// An "event" is a meeting only when people gather for it: a trial's
// adverse event and a vehicle's harsh braking event are occurrences.
func TestGatheringEvent(t *testing.T) {
	cases := map[string]bool{
		"report_adverse_event File a serious adverse event report.":    false,
		"searchHarshEvents Search harsh braking and cornering events.": false,
		"create_event create a calendar event with attendees.":         true,
		"list_events list upcoming events.":                            true,
	}
	for text, want := range cases {
		if got := gatheringEvent(text); got != want {
			t.Errorf("gatheringEvent(%q) = %v, want %v", text, got, want)
		}
	}
}

// A trial is titled by what it tests and in whom, never "Trial for Ana
// Costa"; a search over conditions and interventions looks for one.
func TestTrialTitleAndSearch(t *testing.T) {
	for _, v := range realValues(t, "clinical_trials.json", "register_trial", "/title", 20, 2) {
		if strings.Contains(v, " for ") && !strings.Contains(v, "usual care for") || strings.Contains(v, "trial of placebo") {
			t.Errorf("trial title = %q, not a study's title", v)
		}
	}
	pool := append(append([]string{}, nounClasses["condition"]...), nounClasses["intervention"]...)
	for _, v := range realValues(t, "clinical_trials.json", "search_trials", "/query", 20, 2) {
		found := false
		for _, p := range pool {
			found = found || v == p
		}
		if !found {
			t.Errorf("trial search = %q, neither a condition nor an intervention", v)
		}
	}
}
