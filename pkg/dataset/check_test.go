package dataset

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// goldenLine returns line n (1-based) of the golden file of format.
func goldenLine(t *testing.T, format string, n int) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(goldenDir, format+".jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimRight(string(data), "\n"), "\n")
	return lines[n-1]
}

// TestCheckCraftedBadLines mutates good golden lines into the mistakes each
// framework rejects (or silently mis-trains on) and requires Check to report
// an error naming the problem. Golden line numbers: 1 call, 2 full,
// 3 negative, 4 error, 5 parallel, 6 noargs (openai-functions has no
// parallel line, so its 5 is noargs).
func TestCheckCraftedBadLines(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, format string
		line         int
		old, new     string
		want         string
	}{
		// openai
		{"openai double-encoded", "openai", 1, `"arguments":"{\"city\":\"Porto\",\"days\":1}"`, `"arguments":"\"{\\\"city\\\":\\\"Porto\\\"}\""`, "double-encoded"},
		{"openai object args", "openai", 1, `"arguments":"{\"city\":\"Porto\",\"days\":1}"`, `"arguments":{"city":"Porto","days":1}`, "needs a JSON string"},
		{"openai unknown tool", "openai", 1, `"function":{"name":"get_forecast","arguments"`, `"function":{"name":"get_weather","arguments"`, `unknown tool "get_weather"`},
		{"openai invalid args", "openai", 1, `{\"city\":\"Porto\",\"days\":1}`, `{\"city\":\"Porto\",\"days\":9}`, "do not validate"},
		{"openai missing required", "openai", 1, `{\"city\":\"Porto\",\"days\":1}`, `{\"days\":1}`, "do not validate"},
		{"openai args not JSON", "openai", 1, `{\"city\":\"Porto\",\"days\":1}`, `{'city': 'Porto'}`, "not JSON"},
		{"openai tool before call", "openai", 2, `{"role":"user","content":"Will it rain in Porto tomorrow?"},`, `{"role":"user","content":"Will it rain in Porto tomorrow?"},{"role":"tool","tool_call_id":"x","content":"early"},`, "roles out of order"},
		{"openai assistant first", "openai", 3, `"messages":[{"role":"user","content":"Write a haiku about \"autumn\" <leaves> & wind."},`, `"messages":[`, "before any user message"},
		{"openai wrong tool_call_id", "openai", 2, `"tool_call_id":"Wq3Lk9Zp2"`, `"tool_call_id":"Zz9Zz9Zz9"`, "answers no pending call"},
		{"openai content parts", "openai", 2, `"content":"{\"city\":\"Porto\",\"rain_mm\":3.2}"`, `"content":[{"type":"text","text":"3.2"}]`, "plain string"},
		{"openai parallel flag", "openai", 5, `"parallel_tool_calls":true`, `"parallel_tool_calls":false`, "several tool calls"},
		{"openai bad name", "openai", 6, `"name":"current_time","description"`, `"name":"current.time","description"`, "does not match"},
		{"openai missing id", "openai", 1, `"id":"Wq3Lk9Zp2",`, ``, "has no id"},
		// mistral
		{"mistral bad id", "mistral", 1, `"id":"Wq3Lk9Zp2"`, `"id":"call_1"`, "exactly 9 characters"},
		{"mistral last role", "mistral", 2, `,{"role":"assistant","content":"Yes, about 3 mm of rain is expected in Porto tomorrow."}]`, `]`, "last message must be the assistant's"},
		{"mistral object args", "mistral", 1, `"arguments":"{\"city\":\"Porto\",\"days\":1}"`, `"arguments":{"city":"Porto","days":1}`, "needs a JSON string"},
		{"mistral two systems", "mistral", 1, `{"role":"system","content":"You can look up weather forecasts."},`, `{"role":"system","content":"A"},{"role":"system","content":"B"},`, "second system message"},
		{"mistral no description", "mistral", 6, `"description":"",`, ``, "no description"},
		// hf
		{"hf string args", "hf", 1, `"arguments":{"city":"Porto","days":1}`, `"arguments":"{\"city\":\"Porto\",\"days\":1}"`, "needs an object"},
		{"hf unknown tool", "hf", 4, `"name":"list_files","arguments"`, `"name":"ls","arguments"`, `unknown tool "ls"`},
		{"hf two assistants", "hf", 3, `fall…"}],"tools"`, `fall…"},{"role":"assistant","content":"again"}],"tools"`, "two assistant messages"},
		// mlx: either encoding, but never double
		{"mlx double-encoded", "mlx", 1, `"arguments":{"city":"Porto","days":1}`, `"arguments":"\"{\\\"city\\\":\\\"Porto\\\"}\""`, "double-encoded"},
		// openai-functions
		{"functions tool_calls", "openai-functions", 1, `"function_call":{"name":"get_forecast"`, `"tool_calls":[],"function_call":{"name":"get_forecast"`, "tool_calls in the legacy"},
		{"functions name mismatch", "openai-functions", 2, `{"role":"function","name":"get_forecast"`, `{"role":"function","name":"current_time"`, "but the call was"},
		{"functions object args", "openai-functions", 1, `"arguments":"{\"city\":\"Porto\",\"days\":1}"`, `"arguments":{"city":"Porto","days":1}`, "needs a JSON string"},
		// sharegpt
		{"sharegpt ends on observation", "sharegpt", 2, `,{"from":"gpt","value":"Yes, about 3 mm of rain is expected in Porto tomorrow."}]`, `]`, "Invalid message count"},
		{"sharegpt position", "sharegpt", 1, `{"from":"human","value":"Will it rain in Porto tomorrow?"},`, `{"from":"human","value":"Will it rain in Porto tomorrow?"},{"from":"human","value":"again"},`, "Invalid role tag"},
		{"sharegpt string args", "sharegpt", 1, `\"arguments\": {\"city\": \"Porto\", \"days\": 1}`, `\"arguments\": \"{\\\"city\\\": \\\"Porto\\\"}\"`, "needs an object"},
		{"sharegpt tools list", "sharegpt", 6, `"tools":"[{\"name\": \"current_time\", \"description\": \"\", \"parameters\": {\"type\": \"object\", \"properties\": {}}}]"`, `"tools":[{"name":"current_time","parameters":{"type":"object","properties":{}}}]`, "must be a JSON string"},
		{"sharegpt no properties", "sharegpt", 6, `\"parameters\": {\"type\": \"object\", \"properties\": {}}`, `\"parameters\": {\"type\": \"object\"}`, "KeyError"},
		{"sharegpt bad call JSON", "sharegpt", 1, `"value":"{\"name\": \"get_forecast\", \"arguments\": {\"city\": \"Porto\", \"days\": 1}}"`, `"value":"{'name': 'get_forecast'}"`, "RuntimeError"},
		// hermes
		{"hermes python repr", "hermes", 1, `{\"name\": \"get_forecast\", \"arguments\": {\"city\": \"Porto\", \"days\": 1}}\n</tool_call>`, `{'name': 'get_forecast', 'arguments': {'city': 'Porto', 'days': 1}}\n</tool_call>`, "strict JSON"},
		{"hermes unknown tool", "hermes", 6, `{\"name\": \"current_time\", \"arguments\": {}}`, `{\"name\": \"now\", \"arguments\": {}}`, `unknown tool "now"`},
		{"hermes response count", "hermes", 5, "\\n\u003c/tool_response\u003e\\n\u003ctool_response\u003e\\n{\\\"name\\\": \\\"get_forecast\\\", \\\"content\\\": \\\"sunny\\\"}", ``, "block(s) for 2 call(s)"},
		{"hermes invalid args", "hermes", 1, `\"days\": 1}}\n</tool_call>`, `\"days\": 0}}\n</tool_call>`, "do not validate"},
		// xlam
		{"xlam answers list", "xlam", 1, `"answers":"[{\"name\": \"get_forecast\", \"arguments\": {\"city\": \"Porto\", \"days\": 1}}]"`, `"answers":[{"name":"get_forecast","arguments":{"city":"Porto"}}]`, "must be a JSON string"},
		{"xlam missing required", "xlam", 1, `\"arguments\": {\"city\": \"Porto\", \"days\": 1}`, `\"arguments\": {\"days\": 1}`, `required argument "city"`},
		{"xlam unknown argument", "xlam", 1, `\"arguments\": {\"city\": \"Porto\", \"days\": 1}`, `\"arguments\": {\"city\": \"Porto\", \"town\": 1}`, `"town" is not a parameter`},
		{"xlam unknown tool", "xlam", 5, `{\"name\": \"get_forecast\", \"arguments\": {\"city\": \"Lisbon\"`, `{\"name\": \"forecast\", \"arguments\": {\"city\": \"Lisbon\"`, `unknown tool "forecast"`},
		{"xlam double-encoded", "xlam", 1, `\"arguments\": {\"city\": \"Porto\", \"days\": 1}`, `\"arguments\": \"\\\"x\\\"\"`, "double-encoded"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			good := goldenLine(t, tc.format, tc.line)
			if !strings.Contains(good, tc.old) {
				t.Fatalf("golden %s line %d does not contain %s", tc.format, tc.line, tc.old)
			}
			bad := strings.Replace(good, tc.old, tc.new, 1)
			if !json.Valid([]byte(bad)) {
				t.Fatalf("crafted line is not JSON: %s", bad)
			}
			// The bad line is line 2: line numbers must be reported right.
			input := good + "\n" + bad + "\n"
			rep, err := Check(strings.NewReader(input), tc.format, CheckOptions{})
			if err != nil {
				t.Fatal(err)
			}
			found := false
			for _, f := range rep.Findings {
				if f.Line == 1 {
					t.Errorf("finding on the good line: %v", f)
				}
				if f.Line == 2 && f.Severity == SeverityError && strings.Contains(f.String(), tc.want) {
					found = true
				}
			}
			if !found || rep.OK() || rep.BadLines != 1 {
				t.Errorf("want an error on line 2 containing %q; got %d errors: %v", tc.want, rep.Errors, rep.Findings)
			}
		})
	}
}

func TestCheckFileLevel(t *testing.T) {
	t.Parallel()
	good := goldenLine(t, "openai", 1)
	for _, tc := range []struct{ name, input, want string }{
		{"bom", "\xef\xbb\xbf" + good + "\n", "byte order mark"},
		{"crlf", good + "\r\n", "CRLF"},
		{"empty line", good + "\n\n" + good + "\n", "empty line"},
		{"not json", good + "\n{\"messages\":\n", "not valid JSON"},
		{"array line", "[1,2]\n", "not a JSON object"},
		{"empty file", "", "file is empty"},
		{"no messages", `{"tools":[]}` + "\n", "messages must be"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rep, err := Check(strings.NewReader(tc.input), "openai", CheckOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if rep.OK() || !strings.Contains(findingsText(rep), tc.want) {
				t.Errorf("want error %q, got %v", tc.want, rep.Findings)
			}
		})
	}
	// The last line may lack its newline.
	rep, err := Check(strings.NewReader(good+"\n"+good), "openai", CheckOptions{})
	if err != nil || !rep.OK() || rep.Lines != 2 {
		t.Errorf("unterminated last line: %v %+v", err, rep)
	}
	if _, err := Check(strings.NewReader(good), "nope", CheckOptions{}); err == nil {
		t.Error("unknown format: no error")
	}
}

func findingsText(r *CheckReport) string {
	var b bytes.Buffer
	for _, f := range r.Findings {
		b.WriteString(f.String() + "\n")
	}
	return b.String()
}

// TestCheckOptions: --args-encoding and --tools change what Check accepts.
func TestCheckOptions(t *testing.T) {
	t.Parallel()
	fx := fixtures()
	hf, _ := Lookup("hf")
	line, err := hf.Encode(fx["full"], FormatOptions{ArgsEncoding: EncodingString})
	if err != nil {
		t.Fatal(err)
	}
	rep, _ := Check(bytes.NewReader(line), "hf", CheckOptions{})
	if rep.OK() {
		t.Error("hf with string arguments passed the default check")
	}
	rep, _ = Check(bytes.NewReader(line), "hf", CheckOptions{ArgsEncoding: EncodingString})
	if !rep.OK() {
		t.Errorf("hf with string arguments failed --args-encoding string: %v", rep.Findings)
	}
	// null content is a warning for hf (template breakage), not an error.
	line, _ = hf.Encode(fx["call"], FormatOptions{CallContent: CallContentNull})
	rep, _ = Check(bytes.NewReader(line), "hf", CheckOptions{})
	if !rep.OK() || rep.Warnings != 1 || !strings.Contains(findingsText(rep), "content null") {
		t.Errorf("hf null content: want 1 warning, got %v", rep.Findings)
	}
	// xlam arguments validated against the real inputSchema with --tools.
	bad := strings.Replace(goldenLine(t, "xlam", 1), `\"days\": 1}`, `\"days\": 70}`, 1)
	rep, _ = Check(strings.NewReader(bad), "xlam", CheckOptions{})
	if !rep.OK() {
		t.Errorf("xlam without --tools should not know the maximum: %v", rep.Findings)
	}
	rep, _ = Check(strings.NewReader(bad), "xlam", CheckOptions{Tools: map[string]json.RawMessage{"get_forecast": forecastTool.Parameters}})
	if rep.OK() || !strings.Contains(findingsText(rep), "maximum") {
		t.Errorf("xlam with --tools: want a maximum violation, got %v", rep.Findings)
	}
	// Undeclared arguments are schema-valid for open objects but teach the
	// model to invent parameters: a warning.
	extra := strings.Replace(goldenLine(t, "hf", 6), `"arguments":{}`, `"arguments":{"seafood":1}`, 1)
	rep, _ = Check(strings.NewReader(extra), "hf", CheckOptions{})
	if !rep.OK() || rep.Warnings != 1 || !strings.Contains(findingsText(rep), `argument "seafood" is not declared`) {
		t.Errorf("undeclared argument: %v", rep.Findings)
	}
	// An empty tools list in hf is a warning (omit it instead).
	rep, _ = Check(strings.NewReader(`{"messages":[{"role":"user","content":"hi"},{"role":"assistant","content":"hello"}],"tools":[]}`), "hf", CheckOptions{})
	if !rep.OK() || rep.Warnings != 1 || !strings.Contains(findingsText(rep), "empty tools list") {
		t.Errorf("empty tools: %v", rep.Findings)
	}
	// Exact duplicate lines are warnings naming the first copy.
	dupIn := goldenLine(t, "hf", 1) + "\n" + goldenLine(t, "hf", 2) + "\n" + goldenLine(t, "hf", 1) + "\n"
	rep, _ = Check(strings.NewReader(dupIn), "hf", CheckOptions{})
	if !rep.OK() || rep.Warnings != 1 || !strings.Contains(findingsText(rep), "line 3: warning: exact duplicate of line 1") {
		t.Errorf("duplicates: %v", rep.Findings)
	}
	// File-level minimums are warnings on line 0.
	rep, _ = Check(strings.NewReader(goldenLine(t, "openai", 1)), "openai", CheckOptions{})
	if !rep.OK() || rep.Warnings != 1 || rep.Findings[0].Line != 0 || !strings.Contains(rep.Findings[0].String(), "at least 10") {
		t.Errorf("openai minimum: %v", rep.Findings)
	}
	rep, _ = Check(strings.NewReader(goldenLine(t, "mlx", 1)), "mlx", CheckOptions{})
	if !rep.OK() || rep.Warnings != 1 || !strings.Contains(findingsText(rep), "batch_size") {
		t.Errorf("mlx minimum: %v", rep.Findings)
	}
	// MaxFindings caps the list but not the counts.
	var many strings.Builder
	for range 5 {
		many.WriteString("nope\n")
	}
	rep, _ = Check(strings.NewReader(many.String()), "openai", CheckOptions{MaxFindings: 2})
	if rep.Errors != 5 || len(rep.Findings) != 2 || !rep.Truncated {
		t.Errorf("MaxFindings: %+v", rep)
	}
}

// TestEncodeOptions: every format × encoding × content convention that
// Encode accepts also passes Check with the matching options.
func TestEncodeOptions(t *testing.T) {
	t.Parallel()
	fx := fixtures()
	for _, name := range builtinNames {
		f, _ := Lookup(name)
		for _, enc := range []Encoding{EncodingString, EncodingObject} {
			for _, cc := range []CallContent{CallContentEmpty, CallContentNull, CallContentOmit} {
				for _, k := range fixtureOrder {
					line, err := f.Encode(fx[k], FormatOptions{ArgsEncoding: enc, CallContent: cc})
					if err != nil {
						continue
					}
					rep, err := Check(bytes.NewReader(line), name, CheckOptions{ArgsEncoding: enc})
					if err != nil || !rep.OK() {
						t.Errorf("%s %s %s %s: %v %v\n%s", name, enc, cc, k, err, rep.Findings, line)
					}
				}
			}
		}
	}
}

func TestCheckText(t *testing.T) {
	t.Parallel()
	rep, err := Check(strings.NewReader("{\"text\":\"<|im_start|>user\\nhi<|im_end|>\"}\n{\"text\":\"\"}\n{\"messages\":[]}\n"), "text", CheckOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Errors != 2 || rep.BadLines != 2 || rep.Findings[0].Line != 2 {
		t.Errorf("text check: %v", rep.Findings)
	}
	fs := CheckFormats()
	if len(fs) != len(builtinNames)+1 || fs[len(fs)-2] != "text" {
		t.Errorf("CheckFormats = %v", fs)
	}
}

// TestCheckHFStringArgsFromRecords: without a stated encoding, hf string
// arguments are accepted (with one warning) only when the records show why
// they are strings, as generate writes them: as objects, an argument
// would have two Arrow types across lines. Otherwise each is an error.
func TestCheckHFStringArgsFromRecords(t *testing.T) {
	t.Parallel()
	good := goldenLine(t, "hf", 1)
	obj := `"arguments":{"city":"Porto","days":1}`
	asString := strings.Replace(good, obj, `"arguments":"{\"city\":\"Porto\",\"days\":1}"`, 1)
	daysText := strings.Replace(good, obj, `"arguments":"{\"city\":\"Porto\",\"days\":\"1\"}"`, 1)
	if asString == good || daysText == good {
		t.Fatal("golden hf line 1 changed")
	}
	// days a number on line 1 and a string on line 2: the strings are needed.
	rep, err := Check(strings.NewReader(asString+"\n"+daysText+"\n"), "hf", CheckOptions{Tools: map[string]json.RawMessage{"get_forecast": json.RawMessage(`{}`)}})
	if err != nil {
		t.Fatal(err)
	}
	if !rep.OK() || rep.Warnings != 1 || len(rep.Findings) != 1 || rep.Findings[0].Line != 0 ||
		!strings.Contains(rep.Findings[0].Message, "arguments.days would be a number on line 1 and a string on line 2") {
		t.Errorf("needed strings: %+v", rep)
	}
	// days a number on both lines: nothing needs strings, each line is an
	// error.
	days2 := strings.Replace(asString, `\"days\":1`, `\"days\":2`, 1)
	rep, err = Check(strings.NewReader(asString+"\n"+days2+"\n"), "hf", CheckOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Errors != 2 || rep.BadLines != 2 || len(rep.Findings) < 2 || rep.Findings[0].Line != 1 || rep.Findings[1].Line != 2 ||
		!strings.Contains(rep.Findings[0].Message, "needs an object") {
		t.Errorf("needless strings: %+v", rep)
	}
}

// The too-few-examples warning says "1 example", not "1 examples".
func TestCheckFewExamplesPlural(t *testing.T) {
	rec := `{"messages":[{"role":"user","content":"hi"},{"role":"assistant","content":"hello"}]}` + "\n"
	for _, c := range []struct {
		format, data, want string
	}{
		{"openai", rec, "1 example; OpenAI"},
		{"openai", rec + rec, "2 examples; OpenAI"},
		{"mlx", rec, "1 example; mlx_lm"},
	} {
		rep, err := Check(strings.NewReader(c.data), c.format, CheckOptions{})
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, f := range rep.Findings {
			found = found || strings.Contains(f.Message, c.want)
		}
		if !found {
			t.Errorf("%s, %d bytes: no finding says %q: %+v", c.format, len(c.data), c.want, rep.Findings)
		}
	}
}
