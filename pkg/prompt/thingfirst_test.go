package prompt

import (
	"strings"
	"testing"
)

// TestNamedThing: a noun with its value, a dotted or slashed name or a
// place that says what it is can be pointed at first; an amount, a date,
// a bare "number 5", a path or a lone id cannot.
func TestNamedThing(t *testing.T) {
	for s, want := range map[string]bool{
		"PR 218": true, "issue #12 in acme/api": true, "channel C0ZVZPGC886": true,
		"shop.orders": true, "acme/api": true, "the metrics database": true, "member 27749": true,
		"9607 cents": false, "a total of 9607 cents": false, "2025-12-29 through 2026-01-11": false,
		"number 40199": false, "/Users/sam/docs/a.md": false, "U0ZZYNLW169": false, "shop": false,
		"https://example.com/a": false, "the users": false,
	} {
		if got := namedThing(s); got != want {
			t.Errorf("namedThing(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestReadOfThing: a read of part of one named thing splits into the
// thing, with where it is, and the part; a read that names no such thing
// (a search, a bare id, a pasted uuid) does not.
func TestReadOfThing(t *testing.T) {
	read := intent{Verb: "get", Read: true}
	for _, c := range []struct {
		obj         string
		leads       []string
		thing, part string
	}{
		{"the reviews", []string{"on PR 218", "on acme/billing"}, "PR 218 on acme/billing", "the reviews"},
		{"acme/api's pull requests", nil, "acme/api", "the pull requests"},
		{"the contents of src/app.py", []string{"in repo acme/api"}, "src/app.py in repo acme/api", "the contents"},
		{"documents", []string{"in crm.users", "over on dev-1"}, "crm.users over on dev-1", "the documents"},
		{"the schema", []string{"on crm.customers", "with local-8af0"}, "crm.customers", "the schema"},
		{"repositories", []string{`that match "cli tool"`}, "", ""},
		{"the profile", []string{"on U0ZZYNLW169"}, "", ""},
		{"the templates", []string{"in data source d54b78d5-dd2e-4274-8db8-7aa98a26dfe7"}, "", ""},
		{"the reviews", []string{"for #21"}, "", ""},
	} {
		thing, part, _, ok := readOfThing(core{verb: "get", object: c.obj, leads: c.leads}, read)
		if ok != (c.thing != "") || thing != c.thing || part != c.part {
			t.Errorf("readOfThing(%q %q) = %q %q %v, want %q %q", c.obj, c.leads, thing, part, ok, c.thing, c.part)
		}
	}
}

// TestThingFirstRequests: a tool's requests about one named thing say the
// thing first on some of its records ("PR 48 in acme/api — can you …?"),
// never on most, and the thing keeps all its values.
func TestThingFirstRequests(t *testing.T) {
	cases := []requestCase{
		{"pull_request_reviews", "Get the reviews on a pull request",
			`{"type":"object","properties":{"owner":{"type":"string","description":"Repository owner"},"repo":{"type":"string","description":"Repository name"},"pull_number":{"type":"integer","description":"Pull request number"}},"required":["owner","repo","pull_number"]}`,
			`{"owner":"acme","repo":"api","pull_number":48}`, []string{"acme", "api", "48"}, nil},
		{"loan_renew", "Renew a library loan",
			`{"type":"object","properties":{"loan_id":{"type":"integer","description":"Loan number"}},"required":["loan_id"]}`,
			`{"loan_id":41486}`, []string{"41486"}, nil},
	}
	const n = 200
	first := map[string]int{}
	forRequests(t, cases, n, 7, func(c requestCase, _ int, text string) {
		for _, w := range c.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s: %q lacks %q", c.name, text, w)
			}
		}
		line, _, _ := strings.Cut(text, ". ")
		if i := strings.Index(line, " — "); i > 0 && strings.ContainsAny(line[:i], "0123456789") {
			first[c.name]++
			if testing.Verbose() && first[c.name] < 4 {
				t.Logf("%s: %s", c.name, text)
			}
		}
	})
	for _, c := range cases {
		if f := first[c.name]; f == 0 || f > n/3 {
			t.Errorf("%s: %d of %d requests say the thing first, want some and at most a third", c.name, f, n)
		}
	}
}
