package synth

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

const bikeShop = "testdata/examples/bike_shop.json"

// bikeValues returns the strings at ptr ("*" for each item) of n calls of
// one tool of the invented bike shop, over three seeds.
func bikeValues(t *testing.T, tool, ptr string, n int) []string {
	t.Helper()
	var out []string
	for _, seed := range []int64{1, 7, 71} {
		for _, m := range fileCalls(t, bikeShop, tool, n, seed) {
			out = append(out, pointed(m, splitPtr(ptr))...)
		}
	}
	return out
}

func splitPtr(p string) []string {
	return regexp.MustCompile(`/`).Split(p[1:], -1)
}

// A brand or maker the description gives examples of ("such as Trek or
// Giant", "for example Shimano, SRAM or Campagnolo") is one of them, never
// a company of the generic pool (was "Corvid Systems", "Orchard Labs").
func TestClosedKindTakesExamples(t *testing.T) {
	cases := []struct {
		tool, ptr string
		want      []string
	}{
		{"create_repair_ticket", "/bike_brand", []string{"Trek", "Giant"}},
		{"search_parts", "/manufacturer", []string{"Shimano", "SRAM", "Campagnolo"}},
	}
	for _, c := range cases {
		vs := bikeValues(t, c.tool, c.ptr, 12)
		if len(vs) == 0 {
			t.Fatalf("%s %s: no values", c.tool, c.ptr)
		}
		for _, v := range vs {
			if !slices.Contains(c.want, v) {
				t.Errorf("%s %s = %q, want one of %q", c.tool, c.ptr, v, c.want)
			}
		}
	}
}

// A model named like its examples ("e.g. 'Domane AL 2' or 'Escape 3'") is
// one of them or a sibling numbered like them, never letters redrawn.
func TestClosedKindModelSiblings(t *testing.T) {
	re := regexp.MustCompile(`^(Domane AL|Escape) [1-9]$`)
	vs := bikeValues(t, "create_repair_ticket", "/bike_model", 30)
	if len(vs) == 0 {
		t.Fatal("no bike_model values")
	}
	for _, v := range vs {
		if !re.MatchString(v) {
			t.Errorf("bike_model = %q, want a model like 'Domane AL 2' or 'Escape 3'", v)
		}
	}
	// a model whose letters mean something is given as written (was "gpt-2m")
	schema := `{"type":"object","required":["model"],"properties":{"model":{"type":"string","description":"Your model name (e.g., 'claude-sonnet-4-6', 'gpt-4o')"}}}`
	for _, m := range decodeAll(t, schema, 20, Options{Seed: 5, RootObject: true, Topic: "ask_docs"}) {
		if v := m["model"]; v != "claude-sonnet-4-6" && v != "gpt-4o" {
			t.Errorf("model = %q, want one of the examples", v)
		}
	}
	// a model type shown by one code (was "gpt-1", "gpt-8")
	schema = `{"type":"object","required":["modelType"],"properties":{"modelType":{"type":"string","description":"The type of model to use (e.g., gpt-4)"}}}`
	for _, m := range decodeAll(t, schema, 20, Options{Seed: 5, RootObject: true, Topic: "create_ai_action"}) {
		if v := m["modelType"]; v != "gpt-4" {
			t.Errorf("modelType = %q, want the example", v)
		}
	}
}

// The lines of a repair ticket whose description gives examples ("e.g.
// 'inner tube 700x28c' or 'brake bleed'") are those examples first, and a
// workshop's work after them: never a building site's scaffolding or
// call-out fee (was "Scaffolding hire, 2 days", "Call-out fee"), and a
// list never repeats one example while another is unused.
func TestLineExamplesOfTheTrade(t *testing.T) {
	site := []string{"Scaffolding hire, 2 days", "Call-out fee", "Follow-up visit", "Disposal of old materials"}
	var seen []string
	for _, seed := range []int64{1, 7, 71} {
		for _, m := range fileCalls(t, bikeShop, "create_repair_ticket", 12, seed) {
			lines := pointed(m, []string{"items", "*", "description"})
			if len(lines) == 0 {
				t.Fatalf("no item lines in %v", m)
			}
			if len(lines) >= 2 && lines[0] == lines[1] {
				t.Errorf("lines %q repeat an example before the other is used", lines)
			}
			for _, l := range lines {
				if slices.Contains(site, l) {
					t.Errorf("workshop ticket line %q is a building site's", l)
				}
			}
			seen = append(seen, lines...)
		}
	}
	for _, ex := range []string{"inner tube 700x28c", "brake bleed"} {
		if !slices.Contains(seen, ex) {
			t.Errorf("example %q never drawn in %q", ex, seen)
		}
	}
}

// closedKind reads the category from the name or the description's head,
// and leaves out an id, a code or free text about the category.
func TestClosedKind(t *testing.T) {
	cases := []struct {
		name, desc string
		want       bool
	}{
		{"bike_brand", "brand of the bike, such as trek or giant", true},
		{"maker", "", true},
		{"ink", "ink brand, e.g. eternal, dynamic", true},
		{"service", "carrier service name, e.g. ground or 2day.", true},
		{"flower", "flower variety, e.g. 'peony', 'ranunculus'", true},
		{"vendor_id", "vendor id like v-00873", false},
		{"part_sku", "manufacturer part number, e.g. wh-50g-nat", false},
		{"notes", "notes about the model, e.g. scratches", false},
		{"query", "search text, e.g. 'shimano brake'", false},
		{"color", "colour of the frame", false},
	}
	for _, c := range cases {
		if got := closedKind(tokens(c.name), c.desc); got != c.want {
			t.Errorf("closedKind(%q, %q) = %v, want %v", c.name, c.desc, got, c.want)
		}
	}
}

// A placeholder example ("Acme", "Jane Doe", "<brand>") is never a value.
func TestPlaceholderExamplesLeftOut(t *testing.T) {
	got := realExamples([]string{"Acme", "Trek", "Jane Doe", "<brand>", "name@example.com", "Giant", "foo"})
	if want := []string{"Trek", "Giant"}; !slices.Equal(got, want) {
		t.Errorf("realExamples = %q, want %q", got, want)
	}
	schema := `{"type":"object","required":["brand"],"properties":{"brand":{"type":"string","description":"Brand of the kettle, e.g. Acme"}}}`
	for _, m := range decodeAll(t, schema, 20, Options{Seed: 3, RootObject: true, Topic: "add_kettle"}) {
		if m["brand"] == "Acme" {
			t.Errorf("brand = Acme: a placeholder example copied")
		}
	}
	// a placeholder firm stands for a firm: some values are firms, none
	// the placeholder (was "Acme Supply Co" copied)
	schema = `{"type":"object","required":["payee"],"properties":{"payee":{"type":"string","description":"Payee display name (e.g., 'Acme Supply Co')"}}}`
	firms := 0
	for _, m := range decodeAll(t, schema, 30, Options{Seed: 3, RootObject: true, Topic: "create_expense"}) {
		v, _ := m["payee"].(string)
		if strings.Contains(v, "Acme") {
			t.Errorf("payee = %q: a placeholder example copied", v)
		}
		if slices.Contains(orgNames, v) {
			firms++
		}
	}
	if firms == 0 {
		t.Errorf("no payee is a firm, though the example is one")
	}
}
