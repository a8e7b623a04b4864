package synth

import (
	"strings"
	"testing"
)

// Keywords that contradict each other on one node are refused by New with
// the reason and pointer, so `mcpgen validate` reports them as
// schema-unsatisfiable before a generate run fails on them; the near misses
// beside them are satisfiable and must still produce valid instances.
func TestBoundsContradiction(t *testing.T) {
	t.Parallel()
	unsat := []struct{ schema, want string }{
		{`{"type":"object","properties":{"a":{"not":{}}},"required":["a"]}`, `"not" excludes every value at /properties/a`},
		{`{"type":"object","properties":{"a":{"not":{"type":["null","boolean","number","string","array","object"]}}},"required":["a"]}`, `"not" excludes every value`},
		{`{"type":"object","properties":{"a":{"type":"string","pattern":"^a$","minLength":5}},"required":["a"]}`, `pattern "^a$" matches at most 1 character, fewer than minLength 5 at /properties/a`},
		{`{"type":"object","properties":{"a":{"type":"string","pattern":"^(ab|cde)[0-9]{2}$","minLength":6}},"required":["a"]}`, `matches at most 5 characters`},
		{`{"type":"object","properties":{"a":{"type":"string","pattern":"[a-z]{8}","maxLength":4}},"required":["a"]}`, `needs at least 8 characters, more than maxLength 4`},
		{`{"type":"object","properties":{"a":{"type":"number","multipleOf":0.01,"minimum":0.005,"maximum":0.006}},"required":["a"]}`, `no multiple of 0.01 between 0.005 and 0.006 at /properties/a`},
		{`{"type":"object","properties":{"a":{"type":"integer","minimum":0.2,"maximum":0.8}},"required":["a"]}`, `no integer between 0.2 and 0.8 at /properties/a`},
		{`{"type":"object","properties":{"a":{"type":"integer","exclusiveMinimum":1,"exclusiveMaximum":2}},"required":["a"]}`, `no integer between 1 and 2`},
		{`{"type":"object","properties":{"a":{"type":"array","items":false,"minItems":1}},"required":["a"]}`, `items false allows no item, but minItems is 1 at /properties/a`},
		{`{"type":"object","properties":{"a":{"allOf":[{"type":"string"},{"type":"integer"}]}},"required":["a"]}`, `the allOf branches' types have no value in common at /properties/a`},
		{`{"type":"object","properties":{"a":{"type":"integer","multipleOf":0.5,"exclusiveMinimum":1,"exclusiveMaximum":2}},"required":["a"]}`, `no multiple of 0.5 between 1 and 2`},
		{`{"type":"object","properties":{"a":{"type":"array","items":{"type":"boolean"},"uniqueItems":true,"minItems":3}},"required":["a"]}`, `uniqueItems with minItems 3, but the items allow only 2 distinct values at /properties/a`},
		{`{"type":"object","properties":{"a":{"type":"array","items":{"enum":["x","y"]},"uniqueItems":true,"minItems":3}},"required":["a"]}`, `only 2 distinct values`},
		{`{"type":"object","properties":{"d":{"type":"string","format":"date","maxLength":5}},"required":["d"]}`, `format "date" needs at least 10 characters (2025-01-31), more than maxLength 5 at /properties/d`},
		{`{"type":"object","properties":{"d":{"type":"string","format":"uuid","minLength":40}},"required":["d"]}`, `format "uuid" has at most 36 characters, fewer than minLength 40 at /properties/d`},
	}
	for _, c := range unsat {
		if c.want == "" {
			continue
		}
		_, err := New(compile(t, c.schema), Options{})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("New(%s) = %v, want an unsatisfiable error containing %q", c.schema, err, c.want)
		}
	}
	sat := []string{
		`{"type":"object","properties":{"a":{"not":{"type":"string"}}},"required":["a"]}`,
		`{"type":"object","properties":{"a":{"type":"string","pattern":"a","minLength":5}},"required":["a"]}`,
		`{"type":"object","properties":{"a":{"type":"string","pattern":"^a+$","minLength":5}},"required":["a"]}`,
		`{"type":"object","properties":{"a":{"type":"string","pattern":"^[a-z]{2,}$","maxLength":4}},"required":["a"]}`,
		`{"type":"object","properties":{"a":{"type":"number","multipleOf":0.01,"minimum":0.005,"maximum":0.01}},"required":["a"]}`,
		`{"type":"object","properties":{"a":{"type":"integer","multipleOf":0.5,"minimum":1,"maximum":2}},"required":["a"]}`,
		`{"type":"object","properties":{"a":{"type":"array","items":{"type":"boolean"},"uniqueItems":true,"minItems":2}},"required":["a"]}`,
		`{"type":"object","properties":{"a":{"anyOf":[{"type":"string","pattern":"^a$","minLength":5},{"type":"integer"}]}},"required":["a"]}`,
		`{"type":"object","properties":{"a":{"allOf":[{"type":"number"},{"type":"integer","minimum":1,"maximum":2}]}},"required":["a"]}`,
		`{"type":"object","properties":{"a":{"type":"array","items":false,"maxItems":0}},"required":["a"]}`,
		`{"type":"object","properties":{"d":{"type":"string","format":"date","maxLength":10}},"required":["d"]}`,
		`{"type":"object","properties":{"d":{"type":["string","integer"],"format":"date","maxLength":5}},"required":["d"]}`,
	}
	for _, src := range sat {
		instances(t, src, 5, Options{Seed: 3})
	}
}

// A "not" whose schema only looks broad is satisfiable: it is not taken for
// one that rejects everything.
func TestNotThatLooksBroad(t *testing.T) {
	t.Parallel()
	for _, src := range []string{
		`{"type":"object","properties":{"a":{"not":{"items":{"pattern":"^[a-z]"}}}},"required":["a"]}`,
		`{"type":"object","properties":{"a":{"not":{"properties":{"x":{"type":"string"}}}}},"required":["a"]}`,
		`{"type":"object","properties":{"a":{"not":{"type":["null","boolean","integer","string","array","object"]}}},"required":["a"]}`,
	} {
		if _, err := New(compile(t, src), Options{}); err != nil {
			t.Errorf("New(%s): %v, want a satisfiable schema", src, err)
		}
	}
}
