package prompt

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
)

// TestDetailsSaidAsList wants a request that makes a thing with many
// details (an invented lumber yard's order: a species, a grade, a count
// and a length) to say them now and then as a list after the request
// line ("…: 40 boards, species OAK, grade \"FAS\", length 12 ft"), and
// never to chain three of them on "with … and … and …".
func TestDetailsSaidAsList(t *testing.T) {
	schema := `{"type":"object","properties":{"customer_id":{"type":"string","description":"Customer like C-1234"},` +
		`"species":{"type":"string","enum":["OAK","MAPLE","WALNUT","CHERRY"]},"grade":{"type":"string","enum":["FAS","SELECT","COMMON"]},` +
		`"boards":{"type":"integer","minimum":1,"maximum":500},"length_ft":{"type":"number","minimum":4,"maximum":16},` +
		`"delivery_date":{"type":"string","format":"date"}},"required":["customer_id","species","grade","boards","length_ft"]}`
	args := map[string]any{"customer_id": "C-4410", "species": "WALNUT", "grade": "FAS", "boards": 40, "length_ft": 12,
		"delivery_date": "2026-03-23"}
	chain := regexp.MustCompile(`with [^,.?]+ and [^,.?]+ and `)
	list := regexp.MustCompile(`[.?:] (Use )?40 boards, `)
	tacked := regexp.MustCompile(`(The [a-z ]+ (is|are) [^.]+|Make it \d+ boards|That's for \d+ boards|\d+ boards)\.`)
	lists, stiff := 0, 0
	for i, s := range bookRequests(t, "create_lumber_order", "Create a lumber order for a customer.", schema, args, 24) {
		if chain.MatchString(s) {
			t.Errorf("request %d: %q chains details on with … and … and", i, s)
		}
		if list.MatchString(s) {
			lists++
		}
		if len(tacked.FindAllString(s, -1)) >= 2 {
			stiff++
		}
	}
	if lists < 8 || stiff > 8 {
		t.Errorf("%d of 24 requests say the details as a list, %d tack two or more on as sentences; want at least 8, at most 8", lists, stiff)
	}
}

// TestDetailFieldLikePreposition wants a request whose fields include
// one named like a preposition ("inside leg 93 cm") to keep its details
// in the clause: left alone there, that field would read as a place
// ("for customer 69303 inside leg 93 cm").
func TestDetailFieldLikePreposition(t *testing.T) {
	st := &funcState{}
	c := core{opts: []string{"chest 155 cm", "inside leg 93 cm", "sleeve 65 cm", "waist 155 cm"}}
	if colon, tail := st.detailList(&c, intent{}, PlanImperative); colon != "" || tail != "" || len(c.opts) != 4 {
		t.Errorf("got %q, %q, kept %q; want the details left in the clause", colon, tail, c.opts)
	}
}

// TestDetailOf checks which options a list of details holds and how.
func TestDetailOf(t *testing.T) {
	cases := []struct {
		opt  string
		want []string
	}{
		{"with cash price per bu 56.27", []string{"cash price per bu 56.27"}},
		{"for 7500 bushels", []string{"7500 bushels"}},
		{"a gross weight of 21,072 lb", []string{"gross weight 21,072 lb"}},
		{`with driver name "Ana Ruiz" and license plate "8AWD116"`, []string{`driver name "Ana Ruiz"`, `license plate "8AWD116"`}},
		{"commodity CORN", []string{"commodity CORN"}},
		{"mash temperature 66 °C", []string{"mash temperature 66 °C"}},
		{"commodity soft red winter wheat", []string{"commodity soft red winter wheat"}},
		// no details: a list of values, an act, a constraint, a quote
		{"with minutes 20, 15 and 10", nil},
		{"with field setup, snack parent and assistant coach interests", nil},
		{"saving the output to x.log", nil},
		{"sorted by date", nil},
		{"at most 5", nil},
		{`with "Fixed in 2.4"`, nil},
		{"to alice", nil},
	}
	for _, c := range cases {
		got, ok := detailOf(c.opt)
		if !ok {
			got = nil
		}
		if strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("detailOf(%q) = %q, want %q", c.opt, got, c.want)
		}
	}
}

// TestDetailsUsedOrStated wants details that give values said as what
// to use ("Use height 768, …"), never under a "Details:" label, and
// details that say states ("linting not used", "build failed") said as
// they are.
func TestDetailsUsedOrStated(t *testing.T) {
	if !usedValues([]string{"height 768", `color "teal"`, "radius 50 m"}) {
		t.Error("values: want them used")
	}
	if usedValues([]string{"build failed", "linting not used", "depth 3"}) || usedValues([]string{"lid seen", "depth 3"}) {
		t.Error("states: want them stated, not used")
	}
}

// TestDetailsOpenOnInitialism wants a list of details said as a sentence
// that opens on an initialism key ("sku 4410, …") to say it in capitals.
func TestDetailsOpenOnInitialism(t *testing.T) {
	said := 0
	for seed := uint64(0); seed < 24; seed++ {
		st := &funcState{rng: rand.New(rand.NewPCG(seed, 9))}
		c := core{opts: []string{"sku 4410", "shade A2", "depth 30", "finish MATTE"}}
		_, tail := st.detailList(&c, intent{Verb: "order"}, PlanWonder)
		if tail == "" || strings.HasPrefix(tail, "Use ") {
			continue
		}
		said++
		if !strings.HasPrefix(tail, "SKU 4410") {
			t.Errorf("seed %d: %q, want SKU in capitals", seed, tail)
		}
	}
	if said == 0 {
		t.Error("no list said as a sentence in 24 draws")
	}
}
