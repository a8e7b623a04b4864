package chattemplate

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"
)

// A template is user input: one whose loops never end, or whose value
// doubles until memory runs out, is stopped with an error naming it, and
// a render stops when its context ends. The real templates are unchanged
// (golden and parity tests).
func TestRenderBudget(t *testing.T) {
	t.Parallel()
	r := loadRecord(t, "single-object")
	for _, c := range []struct{ name, src, want string }{
		{"loops", `{% for i in range(100000) %}{% for j in range(100000) %}{% endfor %}{% endfor %}`, "loop steps"},
		{"doubling", `{% set ns = namespace(s="ab") %}{% for i in range(40) %}{% set ns.s = ns.s ~ ns.s %}{% endfor %}{{ ns.s|length }}`, "grows without end"},
	} {
		tmpl, err := Parse(c.name+".jinja", c.src)
		if err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		_, err = tmpl.Render(r)
		if err == nil || !strings.Contains(err.Error(), c.want) || !errors.Is(err, ErrRender) {
			t.Errorf("%s: %v, want a render error about %q", c.name, err, c.want)
		}
		t.Logf("%s stopped after %s", c.name, time.Since(start).Round(time.Millisecond))
	}
	tmpl, err := Parse("endless.jinja", `{% for i in range(100000) %}{% for j in range(100000) %}{% endfor %}{% endfor %}`)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	tmpl.Context = ctx
	if _, err := tmpl.Render(r); !errors.Is(err, context.Canceled) {
		t.Errorf("render with an ended context: %v, want context.Canceled", err)
	}
	// A for tag's "-" still strips what follows the loop tag.
	tmpl, err = Parse("strip.jinja", "{% for m in messages -%}\n  [{{ m.role }}]{% endfor %}")
	if err != nil {
		t.Fatal(err)
	}
	out, err := tmpl.Render(r)
	if err != nil || !strings.HasPrefix(out, "[") {
		t.Errorf("whitespace control changed: %q, %v", out, err)
	}
}
