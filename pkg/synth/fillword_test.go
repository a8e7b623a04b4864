package synth

import (
	"math/rand"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// fillerWords are the words raters read as placeholders.
var fillerWords = map[string]bool{"general": true, "default": true, "standard": true}

// TestFillWordShapes checks that string parameters no role covers take a
// value of the shape their own words say (or, borrowed, what another tool
// of the server says of them), never a filler word.
func TestFillWordShapes(t *testing.T) {
	cases := []struct {
		tool, ptr string
		want      *regexp.Regexp
	}{
		{"checkVisibility", "/dec", regexp.MustCompile(`^[+-]\d\d:\d\d:\d\d$`)},          // "+DD:MM:SS (J2000)"
		{"logNightReport", "/nightOf", regexp.MustCompile(`^\d{4}-\d\d-\d\d$`)},          // bare nightOf
		{"search_samples", "/organism", regexp.MustCompile(`^[A-Z][a-z]+ [a-z]+$`)},      // register_samples: "e.g. Mus musculus"
		{"create_monitor", "/schedule", regexp.MustCompile(`^(\S+ ){4}\S+$`)},            // "Cron expression, 5 fields"
		{"request_samples", "/shipping_address/line1", regexp.MustCompile(`\d+|Street`)}, // a street, not "new-arrival"
		{"update_standing_order", "/resume_on", regexp.MustCompile(`^\d{4}-\d\d-\d\d$`)},
		{"catering_book_event", "/serve_start", regexp.MustCompile(`^\d\d:\d\d$`)}, // beside event_date: a time of day
		{"source_code", "/to", regexp.MustCompile(`^\d+$`)},                        // a line of the file
	}
	for _, c := range cases {
		vals := realValues(t, "fillwords.json", c.tool, c.ptr, 30, 7)
		if len(vals) == 0 {
			t.Errorf("%s %s: never set in 30 calls", c.tool, c.ptr)
			continue
		}
		for _, v := range vals {
			if !c.want.MatchString(v) || fillerWords[v] {
				t.Errorf("%s %s = %q, want %v", c.tool, c.ptr, v, c.want)
			}
		}
	}
}

// TestFillWordNoFillers checks that no string value of the tools is a
// filler word: an optional parameter nothing tells of is left out.
func TestFillWordNoFillers(t *testing.T) {
	tools, srv := realTools(t, "fillwords.json")
	for name, tl := range tools {
		for _, m := range decodeAll(t, string(tl.InputSchema), 20, Options{Seed: 3, Key: name, RootObject: true,
			Topic: tl.Name, About: tl.Description, Server: srv}) {
			for k, v := range m {
				vs := []any{v}
				if l, ok := v.([]any); ok {
					vs = l // (a list's items too)
				}
				for _, v := range vs {
					if s, ok := v.(string); ok && fillerWords[s] && !strings.Contains(string(tl.InputSchema), strconv.Quote(s)) {
						// (a value the schema lists is no filler)
						t.Errorf("%s.%s = %q", name, k, s)
					}
				}
			}
		}
	}
}

// TestFillWordLineRange checks that a range of lines reads forwards: the
// "to" of a call is past its "from".
func TestFillWordLineRange(t *testing.T) {
	tools, srv := realTools(t, "fillwords.json")
	tl := tools["source_code"]
	both := 0
	for _, m := range decodeAll(t, string(tl.InputSchema), 200, Options{Seed: 11, Key: "source_code", RootObject: true,
		Topic: tl.Name, About: tl.Description, Server: srv}) {
		o := m
		from, ok1 := o["from"].(string)
		to, ok2 := o["to"].(string)
		if !ok1 || !ok2 {
			continue
		}
		both++
		f, _ := strconv.Atoi(from)
		e, _ := strconv.Atoi(to)
		if e <= f {
			t.Errorf("from %s to %s", from, to)
		}
	}
	if both == 0 {
		t.Error("no call of 200 set both ends")
	}
}

// TestFillWordArgv checks that an argument vector holds a command's
// words, not the names of the parameters its description mentions
// ("Provide either `command` or `argv`").
func TestFillWordArgv(t *testing.T) {
	vals := realValues(t, "fillwords.json", "op_run", "/argv/*", 30, 5)
	vals = append(vals, realValues(t, "fillwords.json", "op_run", "/command", 30, 5)...)
	if len(vals) == 0 {
		t.Fatal("op_run: no argv or command in 30 calls")
	}
	for _, v := range vals {
		if v == "argv" || v == "command" || strings.TrimSpace(v) == "" {
			t.Errorf("op_run value %q", v)
		}
	}
}

// TestWordyExampleKeepsWords checks that a name a description shows in
// words with a coded part ("e.g. \"Q4 sales kickoff lunch\"") varies only
// its digits, never its words ("Q6 i3bej ka9wt09 tpn4w").
func TestWordyExampleKeepsWords(t *testing.T) {
	copied := 0
	for _, v := range realValues(t, "fillwords.json", "catering_book_event", "/event_name", 60, 77) {
		w := strings.Fields(v)
		if len(w) == 4 && len(w[0]) == 2 && w[0][0] == 'Q' {
			copied++
			if strings.Join(w[1:], " ") != "sales kickoff lunch" {
				t.Errorf("event_name %q: the example's words redrawn", v)
			}
		}
	}
	if copied == 0 {
		t.Error("event_name never shaped like its example in 60 calls")
	}
}

// houseNumber matches a house number in an address ("500 Market Street").
var houseNumber = regexp.MustCompile(`(?:^|\s)\d+(?:\s|,|$)`)

// TestNamedKind checks that the name of a thing that is itself a kind of
// value takes a value of that kind: a telescope's targetName a sky
// object, an llmModelName a model, a street_name a street, never a name
// composed from the noun ("Team target", "Daily model", "Weekly street").
func TestNamedKind(t *testing.T) {
	for _, v := range realValues(t, "fillwords.json", "submitObservationRequest", "/targetName", 30, 3) {
		if !slices.Contains(skyObjects, v) {
			t.Errorf("targetName %q", v)
		}
	}
	schemas := map[string]string{
		"llmModelName": `{"type":"object","properties":{"llmModelName":{"type":"string"}},"required":["llmModelName"]}`,
		"street_name":  `{"type":"object","properties":{"street_name":{"type":"string"}},"required":["street_name"]}`,
	}
	for k, src := range schemas {
		for _, m := range decodeAll(t, src, 20, Options{Seed: 5, RootObject: true, Topic: "check_" + k, About: "Check " + k}) {
			v, _ := m[k].(string)
			w := strings.Fields(v)
			if len(w) == 0 || slices.Contains([]string{"Weekly", "Main", "Primary", "Daily", "Team", "Shared"}, w[0]) || k == "street_name" && houseNumber.MatchString(v) {
				t.Errorf("%s = %q", k, v)
			}
		}
	}
}

// TestFillWordReadsWords checks that the words a value kind is read from
// are whole words: an "Updated icon" says no date, a "groupBy" names no
// person, a podcast no Kubernetes pod.
func TestFillWordReadsWords(t *testing.T) {
	if textHas("Updated icon for the saved view. Pass null to clear it.", "date") {
		t.Error(`"Updated icon" read as a date`)
	}
	if !textHas("Start date of the booking", "date") || !textHas("event_date,guests", "date") {
		t.Error("a date not read")
	}
	if textHas("podcast episode namespace", "pod") {
		t.Error("a podcast read as a pod")
	}
	for _, w := range []string{"group", "sort", "order"} {
		if doneBy(w) {
			t.Errorf("%sBy read as a person who did something", w)
		}
	}
	for _, w := range []string{"filed", "approved", "paid"} {
		if !doneBy(w) {
			t.Errorf("%s_by not read as a person", w)
		}
	}
}

// TestFillWordFault checks that the problem reported with a broken thing
// (a tool library's report_damage) says what is wrong with it, not a
// remark of software work ("the session cookie has no SameSite
// attribute").
func TestFillWordFault(t *testing.T) {
	vals := realValues(t, "fillwords.json", "report_damage", "/problem", 20, 77)
	if len(vals) == 0 {
		t.Fatal("report_damage: no problem in 20 calls")
	}
	for _, v := range vals {
		if !slices.Contains(physicalFaults, v) {
			t.Errorf("problem %q", v)
		}
	}
}

// TestRegistryNamespace checks that a registry's namespace ("Provider
// namespace (e.g. 'hashicorp')") is a publisher, never a deployment's
// environment ("production").
func TestRegistryNamespace(t *testing.T) {
	vals := realValues(t, "fillwords.json", "providerDetails", "/namespace", 30, 77)
	if len(vals) == 0 {
		t.Fatal("providerDetails: no namespace in 30 calls")
	}
	for _, v := range vals {
		switch v {
		case "production", "staging", "default", "dev", "monitoring", "payments":
			t.Errorf("namespace %q", v)
		}
	}
}

// TestFillWordLandmark checks that a landmark a service request is near
// is a place, not a filler word.
func TestFillWordLandmark(t *testing.T) {
	vals := realValues(t, "fillwords.json", "submit-service-request", "/location/landmark", 60, 77)
	if len(vals) == 0 {
		t.Fatal("submit-service-request: no landmark in 60 calls")
	}
	for _, v := range vals {
		name := strings.TrimPrefix(v, "the ") // ("the Louvre")
		if fillerWords[v] || name == "" || name[0] < 'A' || name[0] > 'Z' {
			// (a place's name, not a tag of the area: "residential")
			t.Errorf("landmark %q", v)
		}
	}
}

// A text example's times of day are kept as written when its other
// numbers are redrawn: a campground's "arriving after 10pm, please leave
// map at gate" was drawn "arriving after 55pm".
func TestExampleClockKept(t *testing.T) {
	t.Parallel()
	srv, tl := serverTool(t, "testdata/dev39/campground.json", "camp.reservations.create")
	seen := 0
	for _, m := range decodeAll(t, string(tl.InputSchema), 60, Options{Seed: 5, RootObject: true, Topic: tl.Name, About: tl.Description, Server: srv}) {
		v, ok := m["special_requests"].(string)
		if !ok || !strings.Contains(v, "pm") {
			continue
		}
		seen++
		if !strings.Contains(v, "after 10pm") {
			t.Errorf("special_requests %q: the example's 10pm redrawn", v)
		}
	}
	if seen == 0 {
		t.Error("no special request drawn from the example")
	}
	g := &Generator{rng: rand.New(rand.NewSource(3))}
	for i := 0; i < 20; i++ {
		if v := g.redrawNameDigits("Room 12 after 9:30 a.m. on the 2nd floor"); !strings.Contains(v, "9:30 a.m.") || !strings.Contains(v, "2nd") {
			t.Errorf("redrawNameDigits kept no clock: %q", v)
		}
	}
}
