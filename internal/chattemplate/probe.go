package chattemplate

import (
	"fmt"
	"strings"
)

// Argument encodings Probe returns: the values of pkg/dataset's
// FormatOptions.ArgsEncoding.
const (
	ArgsObject = "object" // function.arguments is a JSON object
	ArgsString = "string" // function.arguments is a JSON-encoded string
)

// probeRecord builds the sample record Probe renders: a system prompt, a
// user request, one assistant turn with one tool call (a string, an
// integer and a boolean argument; a 9-character id, as Mistral templates
// require), the tool result and a final answer.
func probeRecord(args string, contentNull bool) string {
	arguments := `{"path":"/srv/data/report.txt","head":3,"verbose":false}`
	if args == ArgsString {
		var sb strings.Builder
		writeJSONString(&sb, arguments)
		arguments = sb.String()
	}
	content := `""`
	if contentNull {
		content = "null"
	}
	return `{"messages":[` +
		`{"role":"system","content":"You can read files."},` +
		`{"role":"user","content":"Show the first 3 lines of /srv/data/report.txt."},` +
		`{"role":"assistant","content":` + content + `,"tool_calls":[{"id":"pR0bE1234","type":"function","function":{"name":"read_file","arguments":` + arguments + `}}]},` +
		`{"role":"tool","tool_call_id":"pR0bE1234","name":"read_file","content":"line one\nline two\nline three"},` +
		`{"role":"assistant","content":"The file starts with: line one, line two, line three."}],` +
		`"tools":[{"type":"function","function":{"name":"read_file","description":"Read a text file.","parameters":{"type":"object","properties":{"path":{"type":"string","description":"File path"},"head":{"type":"integer"},"verbose":{"type":"boolean"}},"required":["path"]}}}]}`
}

// A ProbeAttempt is one convention Probe tried and its result.
type ProbeAttempt struct {
	ArgsEncoding string
	ContentNull  bool
	Result       Result
}

// Probe renders a sample tool-calling record through the template with
// arguments as objects and as JSON strings and with `content: ""` and
// `content: null` beside tool_calls, in that order of preference (objects
// and "" are the hf defaults), and returns the first convention that
// renders correctly (StatusRendered): argsEncoding is ArgsObject or
// ArgsString. If none does, err lists every attempt's verdict.
//
// With ardanlabs/jinja v1.8.0, None prints as "" and `None + str` and
// `x in None` do not raise, so a template that breaks on content null under
// Python (Qwen3, gpt-oss) is not caught here; preferring "" keeps records
// safe for those templates.
func Probe(t *Template) (argsEncoding string, contentNull bool, err error) {
	attempts, err := ProbeAll(t)
	if err != nil {
		return "", false, err
	}
	for _, a := range attempts {
		if a.Result.Status == StatusRendered {
			return a.ArgsEncoding, a.ContentNull, nil
		}
	}
	var parts []string
	for _, a := range attempts {
		c := `content ""`
		if a.ContentNull {
			c = "content null"
		}
		parts = append(parts, fmt.Sprintf("%s arguments, %s: %s", a.ArgsEncoding, c, a.Result.Detail()))
	}
	return "", false, fmt.Errorf("chat template %s renders no tool-call convention correctly: %s", t.Name, strings.Join(parts, "; "))
}

// ProbeAll runs every convention Probe tries, in Probe's order of
// preference, and returns the verdicts. The error is non-nil only if the
// sample record cannot be built (a bug).
func ProbeAll(t *Template) ([]ProbeAttempt, error) {
	var out []ProbeAttempt
	for _, null := range []bool{false, true} {
		for _, enc := range []string{ArgsObject, ArgsString} {
			r, err := ParseRecord([]byte(probeRecord(enc, null)))
			if err != nil {
				return nil, fmt.Errorf("chattemplate: probe record: %w", err)
			}
			out = append(out, ProbeAttempt{ArgsEncoding: enc, ContentNull: null, Result: Check(r, t)})
		}
	}
	return out, nil
}

// probeParallelRecord is probeRecord with two calls in the assistant turn
// (two files read at once), each answered by its own result.
func probeParallelRecord(args string) string {
	arg := func(path string) string {
		a := `{"path":"` + path + `"}`
		if args == ArgsString {
			var sb strings.Builder
			writeJSONString(&sb, a)
			return sb.String()
		}
		return a
	}
	return `{"messages":[` +
		`{"role":"user","content":"Read /srv/a.txt and /srv/b.txt."},` +
		`{"role":"assistant","content":"","tool_calls":[` +
		`{"id":"pR0bE0001","type":"function","function":{"name":"read_file","arguments":` + arg("/srv/a.txt") + `}},` +
		`{"id":"pR0bE0002","type":"function","function":{"name":"read_file","arguments":` + arg("/srv/b.txt") + `}}]},` +
		`{"role":"tool","tool_call_id":"pR0bE0001","name":"read_file","content":"alpha"},` +
		`{"role":"tool","tool_call_id":"pR0bE0002","name":"read_file","content":"beta"},` +
		`{"role":"assistant","content":"a.txt says alpha, b.txt says beta."}],` +
		`"tools":[{"type":"function","function":{"name":"read_file","description":"Read a text file.","parameters":{"type":"object","properties":{"path":{"type":"string"}},"required":["path"]}}}]}`
}

// OneCallPerTurn reports whether the template holds only one tool call per
// assistant turn: a sample turn with two calls, arguments encoded as
// argsEncoding (ArgsObject or ArgsString, what Probe chose), hits a
// documented limit (Llama 3.x raises, gpt-oss renders only the first call).
// Records for such a template are written with each call in its own turn
// (pkg/dataset's FormatOptions.OneCallPerTurn).
func OneCallPerTurn(t *Template, argsEncoding string) bool {
	r, err := ParseRecord([]byte(probeParallelRecord(argsEncoding)))
	if err != nil {
		return false // the sample is fixed; a parse error is a bug caught by tests
	}
	return Check(r, t).Status == StatusLimit
}
