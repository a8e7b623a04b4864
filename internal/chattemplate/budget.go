package chattemplate

import (
	"context"
	"fmt"
	"regexp"
	"strings"

	"github.com/ardanlabs/jinja"
)

// A chat template is user input, and Jinja is a language: two nested
// range(100000) loops run for hours and a string doubled forty times in a
// loop fills memory, and the engine (ardanlabs/jinja) offers no budget or
// context. The template is rewritten so that every loop iteration calls a
// step counter (stepGlobal) and every {% set %} value passes a size check
// (boundGlobal); both stop the render with an error past their limit, and
// the step counter stops it when Template.Context ends (SIGINT).
const (
	// MaxSteps is the most loop iterations one render runs. The 12 real
	// templates of testdata/chat-templates take a few thousand on a large
	// record.
	MaxSteps = 1_000_000
	// MaxValueBytes is the longest string (and the most list or dict
	// items, counted as bytes) a {% set %} may hold: 16 MiB.
	MaxValueBytes = 16 << 20

	stepGlobal  = "mcpgen_step"
	boundGlobal = "mcpgen_bound"
)

// forTagPattern matches a whole {% for … %} tag; group 1 is a "-" before
// its closing "%}".
var forTagPattern = regexp.MustCompile(`^\{%-?\s*for\s[\s\S]*?(-?)%\}$`)

// setTagPattern matches {% set target = expression %}: groups are the tag
// up to "=" and the expression and the close.
var setTagPattern = regexp.MustCompile(`^(\{%-?\s*set\s+[A-Za-z_][\w.]*(?:\s*,\s*[A-Za-z_][\w.]*)*\s*=)([\s\S]+?)(\s*-?%\})$`)

// guardBudget rewrites one {% … %} tag: a for tag gets a step call after it
// (the tag's "-" moves to the call, so whitespace control is unchanged),
// a set tag's expression is wrapped in the size check.
func guardBudget(tag string, n *int) string {
	if m := forTagPattern.FindStringSubmatch(tag); m != nil {
		*n++
		body := strings.TrimSuffix(strings.TrimSuffix(tag, "%}"), "-")
		return body + "%}{% if " + stepGlobal + "() %}{% endif " + m[1] + "%}"
	}
	if m := setTagPattern.FindStringSubmatch(tag); m != nil {
		*n++
		return m[1] + " " + boundGlobal + "(" + strings.TrimSpace(m[2]) + ")" + m[3]
	}
	return tag
}

// budget returns the step counter and the size check of one render of the
// template name, stopping when ctx (which may be nil) ends.
func budget(ctx context.Context, name string) (step, bound jinja.Value) {
	steps := 0
	step = jinja.NewCallable(stepGlobal, func([]jinja.Value, map[string]jinja.Value) (jinja.Value, error) {
		steps++
		if steps > MaxSteps {
			return jinja.Undefined(), fmt.Errorf("chat template %s runs more than %d loop steps: it loops without end or far beyond any chat", name, MaxSteps)
		}
		if ctx != nil && steps%1024 == 0 && ctx.Err() != nil {
			return jinja.Undefined(), fmt.Errorf("chat template %s: %w", name, ctx.Err())
		}
		return jinja.NewBool(false), nil
	})
	bound = jinja.NewCallable(boundGlobal, func(args []jinja.Value, _ map[string]jinja.Value) (jinja.Value, error) {
		if len(args) != 1 {
			return jinja.Undefined(), fmt.Errorf("%s takes one value", boundGlobal)
		}
		v := args[0]
		size := 0
		switch {
		case v.IsString():
			size = len(v.AsString())
		case v.IsList():
			size = v.AsList().Len()
		case v.IsDict():
			size = v.AsDict().Len()
		}
		if size > MaxValueBytes {
			return jinja.Undefined(), fmt.Errorf("chat template %s sets a value of %d bytes or items, over the %d it may hold: it grows without end", name, size, MaxValueBytes)
		}
		return v, nil
	})
	return step, bound
}
