package chattemplate

import (
	"errors"
	"strings"
	"testing"
)

// range() follows Python and stops, like the jinja2 sandbox transformers
// renders in, at MaxRange items: a template from a tokenizer_config.json
// that loops over range(10**9) is a render error, not a check that never
// ends.
func TestRangeSandbox(t *testing.T) {
	t.Parallel()
	rec := loadRecord(t, "single-string")
	for src, want := range map[string]string{
		`{% for i in range(4) %}{{ i }},{% endfor %}`:        "0,1,2,3,",
		`{% for i in range(1, 7, 2) %}{{ i }},{% endfor %}`:  "1,3,5,",
		`{% for i in range(5, 0, -2) %}{{ i }},{% endfor %}`: "5,3,1,",
		`{% for i in range(3, 1) %}{{ i }},{% endfor %}`:     "",
		`{{ range(100000) | length }}`:                       "100000",
	} {
		tm, err := Parse("t.jinja", src)
		if err != nil {
			t.Fatalf("%s: %v", src, err)
		}
		got, err := tm.Render(rec)
		if err != nil || got != want {
			t.Errorf("%s: got %q, %v; want %q", src, got, err, want)
		}
	}
	tm, err := Parse("loop.jinja", `{% for i in range(1000001) %}{% endfor %}done`)
	if err != nil {
		t.Fatal(err)
	}
	out, err := tm.Render(rec)
	if !errors.Is(err, ErrRender) || !strings.Contains(err.Error(), "range too big") || !strings.Contains(err.Error(), "loop.jinja") {
		t.Errorf("range(1000001): got %q, %v; want a render error saying the range is too big", out, err)
	}
}
