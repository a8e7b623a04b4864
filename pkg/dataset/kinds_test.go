package dataset

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

// kindFormats are the formats that hold every kind fixture (xlam holds
// parallel calls only).
var kindFormats = []string{"hermes", "hf", "mistral", "mlx", "openai", "openai-functions", "sharegpt"}

// checkRecord encodes r in format and returns Check's error findings.
func checkRecord(t *testing.T, format string, r *Record) []string {
	t.Helper()
	line, err := fxFormat(format).Encode(r, FormatOptions{})
	if err != nil {
		t.Fatalf("%s: %v", format, err)
	}
	rep, err := Check(bytes.NewReader(append(line, '\n')), format, CheckOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, f := range rep.Findings {
		if f.Severity == SeverityError {
			out = append(out, f.String())
		}
	}
	return out
}

// TestCheckKinds: the parallel, chain, follow-up and clarify fixtures pass
// Check in every format that holds them, and broken variants of each fail
// with the rule they break.
func TestCheckKinds(t *testing.T) {
	fx := fixtures()
	for _, format := range kindFormats {
		for _, k := range []string{"parallel", "chain", "followup", "clarify"} {
			if errs := checkRecord(t, format, fx[k]); len(errs) > 0 {
				t.Errorf("%s %s: %v", format, k, errs)
			}
		}
	}

	// A chain whose second call invents its path.
	invented := cloneRecord(fx["chain"])
	invented.Turns[3].Calls[0].Arguments = json.RawMessage(`{"path":"/data/summary.txt"}`)
	// A clarification that does not ask for the city.
	vague := cloneRecord(fx["clarify"])
	vague.Turns[1].Content = "Sure, anything else?"
	vague.Turns[2].Content = "It's for Graz, please"
	// A clarification whose reply gives nothing the call uses.
	nothing := cloneRecord(fx["clarify"])
	nothing.Turns[2].Content = "You know which one."
	cases := []struct {
		name string
		r    *Record
		want string
	}{
		{"invented chain", invented, "chained step"},
		{"vague question", vague, "names none of the arguments the user's reply then supplies (city)"},
		{"nothing supplied", nothing, "supplies no argument"},
	}
	for _, format := range kindFormats {
		for _, tc := range cases {
			errs := checkRecord(t, format, tc.r)
			if len(errs) != 1 || !strings.Contains(errs[0], tc.want) {
				t.Errorf("%s %s: want one error %q, got %v", format, tc.name, tc.want, errs)
			}
		}
	}
}

// TestCheckKindsNamesInWords: a question names a parameter by its words.
func TestCheckKindsNamesInWords(t *testing.T) {
	r := cloneRecord(fixtures()["clarify"])
	r.Turns[1].Content = "For which CITY?"
	r.Turns[2].Content = "The big one in Styria: Graz."
	if errs := checkRecord(t, "openai", r); len(errs) > 0 {
		t.Errorf("city named: %v", errs)
	}
	for k, want := range map[string]string{"max_results": "max results", "maxResults": "max results", "file-path": "file path", "URL": "url"} {
		if got := strings.Join(nameWords(k), " "); got != want {
			t.Errorf("nameWords(%q) = %q, want %q", k, got, want)
		}
	}
}

// TestCheckKindsPairing: results that do not pair with the calls of a
// parallel turn are errors in every format with ids or positions.
func TestCheckKindsPairing(t *testing.T) {
	r := cloneRecord(fixtures()["parallel"])
	r.Turns = append(r.Turns[:3], r.Turns[4:]...) // drop Lisbon's result
	for _, format := range []string{"hf", "mistral", "mlx", "openai", "hermes", "sharegpt"} {
		if format == "sharegpt" { // three results joined for two calls
			r := cloneRecord(fixtures()["parallel"])
			r.Turns = append(r.Turns[:4], append([]Turn{{Role: RoleTool, CallID: "L1sbon002", Content: "again"}}, r.Turns[4:]...)...)
			if errs := checkRecord(t, format, r); len(errs) != 1 || !strings.Contains(errs[0], "joins 3 results for 2 call(s)") {
				t.Errorf("sharegpt: %v", errs)
			}
			continue
		}
		if errs := checkRecord(t, format, r); len(errs) == 0 {
			t.Errorf("%s: a missing result of a parallel call passes", format)
		}
	}
	line, _ := fxFormat("openai").Encode(fixtures()["parallel"], FormatOptions{})
	bad := bytes.Replace(line, []byte(`"tool_call_id":"L1sbon002"`), []byte(`"tool_call_id":"P0rto0001"`), 1)
	rep, _ := Check(bytes.NewReader(bad), "openai", CheckOptions{})
	if rep.OK() {
		t.Errorf("a result answering the same id twice passes")
	}
	// Results in the wrong order or naming another tool than their call.
	mixed := &Record{Tools: []ToolDef{forecastTool, timeTool}, Turns: []Turn{
		{Role: RoleUser, Content: "Time, and the forecast for Graz?"},
		{Role: RoleAssistant, Calls: []Call{
			{ID: "cLk000001", Name: "current_time", Arguments: json.RawMessage(`{}`)},
			{ID: "gRz000002", Name: "get_forecast", Arguments: json.RawMessage(`{"city":"Graz"}`)},
		}},
		{Role: RoleTool, CallID: "cLk000001", Name: "get_forecast", Content: "12:00"},
		{Role: RoleTool, CallID: "gRz000002", Name: "current_time", Content: "dry"},
		{Role: RoleAssistant, Content: "It is noon; Graz stays dry."},
	}}
	for _, format := range []string{"hf", "mlx", "hermes"} {
		errs := checkRecord(t, format, mixed)
		if len(errs) == 0 || !strings.Contains(strings.Join(errs, "\n"), "names") {
			t.Errorf("%s: results naming the wrong calls pass: %v", format, errs)
		}
	}
}

// TestOneCallPerTurn: with OneCallPerTurn (and always in openai-functions)
// a parallel turn is written as single-call turns each followed by its
// result; without results it is not representable.
func TestOneCallPerTurn(t *testing.T) {
	fx := fixtures()
	for _, format := range []string{"hf", "mlx", "openai", "mistral"} {
		line, err := fxFormat(format).Encode(fx["parallel"], FormatOptions{OneCallPerTurn: true})
		if err != nil {
			t.Fatalf("%s: %v", format, err)
		}
		var m struct {
			Messages []struct {
				Role      string
				ToolCalls []json.RawMessage `json:"tool_calls"`
			}
		}
		if err := json.Unmarshal(line, &m); err != nil {
			t.Fatal(err)
		}
		var roles []string
		for _, msg := range m.Messages {
			if len(msg.ToolCalls) > 1 {
				t.Errorf("%s: %d calls in one message", format, len(msg.ToolCalls))
			}
			roles = append(roles, msg.Role)
		}
		if got := strings.Join(roles, ","); got != "system,user,assistant,tool,assistant,tool,assistant" {
			t.Errorf("%s: roles %s", format, got)
		}
		rep, _ := Check(bytes.NewReader(line), format, CheckOptions{})
		if !rep.OK() {
			t.Errorf("%s: %v", format, rep.Findings)
		}
		if _, err := fxFormat(format).Encode(fx["parallel-open"], FormatOptions{OneCallPerTurn: true}); !errors.Is(err, ErrNotRepresentable) {
			t.Errorf("%s: parallel calls without results: want ErrNotRepresentable, got %v", format, err)
		}
	}
	// The record itself is left as it was.
	if len(fx["parallel"].Turns[1].Calls) != 2 {
		t.Errorf("SequentialCalls modified its input")
	}
}

func cloneRecord(r *Record) *Record {
	c := *r
	c.Turns = make([]Turn, len(r.Turns))
	for i, t := range r.Turns {
		t.Calls = append([]Call(nil), t.Calls...)
		c.Turns[i] = t
	}
	return &c
}

// TestCheckKindsNamesByStem: a question names a parameter by a word of
// its stem ("Which account owns the repo?" for owner), and a question
// about something else still does not pass.
func TestCheckKindsNamesByStem(t *testing.T) {
	if !nameIn("owner", "which account owns the repo?") {
		t.Error(`"owns" does not name owner`)
	}
	if nameIn("owner", "which repo is it in?") {
		t.Error(`"which repo" names owner`)
	}
	if !nameIn("city", "for which city?") || nameIn("user", "use it?") {
		t.Error("stems: a short word is cut")
	}
}

// TestCheckKindsInnerKeys: a question that names what an argument of
// objects is made of ("its latitude and longitude" for points
// [{latitude, longitude}]) names the argument; one naming none still
// fails.
func TestCheckKindsInnerKeys(t *testing.T) {
	nearest := ToolDef{Name: "nearest_point", Description: "Find the nearest of some points to a target.",
		Parameters: json.RawMessage(`{"type":"object","properties":{"points":{"type":"array","items":{"type":"object","properties":{"latitude":{"type":"number"},"longitude":{"type":"number"}}}}},"required":["points"]}`)}
	rec := func(question string) *Record {
		return &Record{Tools: []ToolDef{nearest}, Turns: []Turn{
			{Role: RoleUser, Content: "Can you look up the nearest point?"},
			{Role: RoleAssistant, Content: question},
			{Role: RoleUser, Content: "53.33818, -6.24121"},
			{Role: RoleAssistant, Calls: []Call{{ID: "nPt000001", Name: "nearest_point", Arguments: json.RawMessage(`{"points":[{"latitude":53.33818,"longitude":-6.24121}]}`)}}},
			{Role: RoleTool, CallID: "nPt000001", Name: "nearest_point", Content: `{"nearest":0}`},
			{Role: RoleAssistant, Content: "The nearest is the one you gave."},
		}, Meta: Meta{Tool: "nearest_point", Kind: "clarify"}}
	}
	if errs := checkRecord(t, "openai", rec("Sure. Which location? I'll need its latitude and longitude.")); len(errs) > 0 {
		t.Errorf("latitude and longitude named: %v", errs)
	}
	if errs := checkRecord(t, "openai", rec("Sure, which one?")); len(errs) != 1 || !strings.Contains(errs[0], "names none of the arguments") {
		t.Errorf("nothing named: want one error, got %v", errs)
	}
}
