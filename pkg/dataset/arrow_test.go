package dataset

import (
	"strings"
	"testing"
)

// Arrow's merge rules: differing keys merge, integers merge with floats,
// null goes with anything; a string and a number (or a list and a string,
// or two element types in one list) in one column conflict, reported once
// per column with both lines and pointers.
func TestArrowColumns(t *testing.T) {
	lines := []string{
		`{"a":{"time":"07:00","n":1}}`,
		`{"a":{"time":null,"n":1.5,"extra":true}}`,
		`{"a":{"time":30}}`,
		`{"a":{"time":45},"l":[1,"x"]}`,
		`{"a":{"time":"08:00"},"l":[2]}`,
	}
	var cols ArrowColumns
	var got []string
	for i, l := range lines {
		v, err := decodeValue([]byte(l))
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range cols.Observe(i+1, v) {
			got = append(got, c.String())
		}
	}
	want := []string{
		"Arrow column a.time is a string on line 1 (/a/time) and a number on line 3 (/a/time)",
		"Arrow column l[] is a number on line 4 (/l/0) and a string on line 4 (/l/1)",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("conflicts:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// In dataset check the conflict is an error for hf and a warning for mlx
// (MLX-LM reads each line with json.loads).
func TestCheckArrowSeverity(t *testing.T) {
	rec := func(name, args string) string {
		return `{"messages":[{"role":"user","content":"hi"},{"role":"assistant","content":"","tool_calls":[{"id":"a1B2c3D4e","type":"function","function":{"name":"` + name + `","arguments":` + args + `}}]}]}`
	}
	file := rec("set_alarm", `{"time":"07:00"}`) + "\n" + rec("wait_for", `{"time":30}`) + "\n"
	for format, sev := range map[string]Severity{"hf": SeverityError, "mlx": SeverityWarning} {
		rep, err := Check(strings.NewReader(file), format, CheckOptions{})
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, f := range rep.Findings {
			if strings.Contains(f.Message, "Arrow column messages[].tool_calls[].function.arguments.time is a string on line 1") {
				found = f.Severity == sev && f.Line == 2 && f.Path == "/messages/1/tool_calls/0/function/arguments/time"
			}
		}
		if !found {
			t.Errorf("%s: no %s for the time column: %v", format, sev, rep.Findings)
		}
	}
}

// An hf file meant to hold object arguments (--args-encoding object, or
// what the manifest of generate --chat-template records) gets the Arrow
// conflict of its arguments as a warning: generate chose objects for the
// chat template and said so, and the file passes its own check.
func TestCheckArrowChosenObjects(t *testing.T) {
	rec := func(name, args string) string {
		return `{"messages":[{"role":"user","content":"hi"},{"role":"assistant","content":"","tool_calls":[{"id":"a1B2c3D4e","type":"function","function":{"name":"` + name + `","arguments":` + args + `}}]}]}`
	}
	file := rec("set_alarm", `{"time":"07:00"}`) + "\n" + rec("wait_for", `{"time":30}`) + "\n"
	rep, err := Check(strings.NewReader(file), "hf", CheckOptions{ArgsEncoding: EncodingObject})
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, f := range rep.Findings {
		if strings.Contains(f.Message, "Arrow column") {
			found = true
			if f.Severity != SeverityWarning || !strings.Contains(f.Message, "on purpose") {
				t.Errorf("chosen object arguments: %s %s", f.Severity, f.Message)
			}
		}
	}
	if !found {
		t.Errorf("no Arrow finding: %v", rep.Findings)
	}
}
