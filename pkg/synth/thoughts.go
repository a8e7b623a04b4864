package synth

import (
	"fmt"
	"strings"
)

// Thought texts that fit what the step is: a thinking tool's step that
// revises an earlier one says so and names it, a branch says where it
// branches from, the last step concludes, and a plain step is none of
// these ("Branching here …" on a call that is a revision contradicts it).
var (
	revisionThoughts = []string{
		"Revisiting thought %d: the date range was inclusive, so the count is off by one day.",
		"Correcting thought %d: the timeout comes from the proxy's body limit, not the app.",
		"On second thought about step %d, a stale cache explains the lag better than a slow query.",
		"Thought %d was wrong: the failing tests share a fixture, so one fix covers all of them.",
	}
	branchThoughts = []string{
		"Branching from thought %d to consider the alternative: keep the old endpoint and add a versioned one.",
		"Taking another path from thought %d: roll back first, then fix forward.",
		"From thought %d, try the cheaper option: cache the results instead of adding a read replica.",
	}
	lastThoughts = []string{
		"So the fix is a missing index on orders.created_at; adding it should bring the report under a second.",
		"Conclusion: split the migration into two releases and run the backfill off-peak.",
		"That settles it: the annual plan is cheaper for teams above eight people.",
	}
	plainThoughts = thoughts[:5:5]
)

// fixThoughtText rewrites a drawn thought (one of thoughts) of obj to fit
// the step's siblings: the number it revises (a numeric sibling whose
// name or description says revise or reconsider), the number it branches
// from (one saying branch), a false "another step needed" flag (the last
// step), or none of them.
func (g *Generator) fixThoughtText(p *objPlan, obj map[string]any) {
	key := ""
	for k, v := range obj {
		if s, ok := v.(string); ok && isThought(s) {
			key = k
		}
	}
	if key == "" {
		return
	}
	var text string
	for i, n := range p.names {
		num, ok := intOf(obj[n])
		if !ok {
			if b, isBool := obj[n].(bool); isBool && !b && text == "" {
				d := strings.ToLower(p.schemas[i][0].Description)
				if strings.Contains(d, "needed") && containsAny(d, "another", "next", "more") {
					text = lastThoughts[g.rng.Intn(len(lastThoughts))]
				}
			}
			continue
		}
		about := strings.ToLower(n + " " + p.schemas[i][0].Description)
		switch {
		case containsAny(about, "revis", "reconsider"):
			text = fmt.Sprintf(revisionThoughts[g.rng.Intn(len(revisionThoughts))], num)
		case strings.Contains(about, "branch"):
			text = fmt.Sprintf(branchThoughts[g.rng.Intn(len(branchThoughts))], num)
		}
	}
	if text == "" {
		if s := obj[key].(string); !containsAny(s, "Revisiting", "Branching") {
			return
		}
		text = plainThoughts[g.rng.Intn(len(plainThoughts))]
	}
	obj[key] = text
	g.unsure = true // rewritten after its check
}

// isThought tells whether s is a drawn thought.
func isThought(s string) bool {
	for _, t := range thoughts {
		if s == t {
			return true
		}
	}
	return false
}
