package dataset

import (
	"strings"
	"testing"
)

// TestCheckMultiLineDocument: a pretty-printed JSON file (a tools list, an
// array of records) gives one finding saying it is no JSONL, where each
// of its lines was a "not valid JSON" error; a JSONL file whose record is
// cut short is still a bad line, and the lines after it are checked.
func TestCheckMultiLineDocument(t *testing.T) {
	for _, doc := range []string{"{\n  \"tools\": [\n    {\"name\": \"a\"}\n  ]\n}\n", "{\"tools\": [\n{\"name\": \"a\"}\n]}\n", "[{\"messages\": []},\n{\"messages\": []}]\n"} {
		rep, err := Check(strings.NewReader(doc), "openai", CheckOptions{})
		if err != nil {
			t.Fatal(err)
		}
		errs := 0
		for _, f := range rep.Findings {
			if f.Severity == SeverityError {
				errs++
				if !strings.Contains(f.Message, "not JSONL") {
					t.Errorf("%q: finding %q, want it said the file is no JSONL", doc, f.Message)
				}
			}
		}
		if errs != 1 {
			t.Errorf("%q: %d errors, want 1: %v", doc, errs, rep.Findings)
		}
	}
	rep, err := Check(strings.NewReader("{\"messages\": [{\"role\": \"user\"\n{\"messages\": 3}\n"), "openai", CheckOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Lines != 2 || rep.BadLines != 2 {
		t.Errorf("a cut record then a bad one: %d lines, %d bad, want 2 and 2: %v", rep.Lines, rep.BadLines, rep.Findings)
	}
}
