package prompt

import (
	"encoding/json"
	"strings"
	"testing"
)

// An optional value the generic request could only say by echoing its
// key ("setting make model to "Sportage"", "direction out") is left out
// of most calls; one said in words of its own ("reported by Mateo Park",
// a note's text, an id by its noun) stays.
func TestEchoedKeysMostlyUnsaid(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	schema := `{"type":"object","properties":{
		"plate":{"type":"string","description":"License plate"},
		"make_model":{"type":"string","description":"Vehicle make and model"},
		"direction":{"type":"string","enum":["in","out"]},
		"reported_by":{"type":"string","description":"Name of the person reporting"},
		"notes":{"type":"string","description":"Anything else the attendant should know"}},
		"required":["plate"]}`
	b, err := set.For(ToolInfo{Name: "issue_gate_pass", Description: "Issue a gate pass for a vehicle at a depot.", InputSchema: json.RawMessage(schema)})
	if err != nil {
		t.Fatal(err)
	}
	args, err := DecodeArgs(json.RawMessage(`{"plate":"6RLX627","make_model":"Sportage","direction":"out","reported_by":"Mateo Park","notes":"Leaves before the morning shift starts."}`))
	if err != nil {
		t.Fatal(err)
	}
	dropped := map[string]int{}
	for key := uint64(0); key < 64; key++ {
		for _, n := range b.Unsaid(args, key*0x9e3779b97f4a7c15) {
			dropped[n]++
		}
	}
	for _, n := range []string{"make_model", "direction"} {
		if dropped[n] < 40 {
			t.Errorf("%s left out of %d calls in 64, want most", n, dropped[n])
		}
	}
	if dropped["plate"] != 0 {
		t.Errorf("the required plate left out of %d calls", dropped["plate"])
	}
}

// keyEcho finds the forms that name a value by its key like a form
// field, and leaves phrases whose key reads as words.
func TestKeyEcho(t *testing.T) {
	cases := []struct {
		text, hl string
		bare     bool
		want     bool
	}{
		{`setting make model to "Sportage"`, "make model", true, true},
		{"with the daily limit set to 3200 cents", "daily limit", true, true},
		{"The timeformat is unixtime.", "timeformat", true, true},
		{"direction out", "direction", true, true},
		{`with "Sportage" as the make model`, "make model", true, true},
		{"(keep from source: price)", "keep from source", true, true},
		{"with a daily limit of 3200 cents", "daily limit", true, false},
		{"the billing day at 1", "billing day", true, false},
		{"revision 15", "revision", false, false},
		{"with 15 packets", "packets", false, false},
		{"", "notes", true, false},
	}
	for _, c := range cases {
		if got := keyEcho(c.text, c.hl, c.bare); got != c.want {
			t.Errorf("keyEcho(%q, %q, %v) = %v, want %v", c.text, c.hl, c.bare, got, c.want)
		}
	}
}

// A key that keeps its values out (blocked_categories, exclude_allergens,
// avoid_suppliers) says them by what the call does with them, never "with
// the coffee bar category", which asks for the opposite.
func TestPolarKeysSaidByTheirAct(t *testing.T) {
	cases := []requestCase{
		{"set_spending_limits", "Change the spending limits of a student's lunch card.",
			`{"type":"object","properties":{"studentId":{"type":"string"},"blockedCategories":{"type":"array","items":{"type":"string","enum":["snacks","coffee_bar","desserts"]}}},"required":["studentId"]}`,
			`{"studentId":"929375696","blockedCategories":["coffee_bar","desserts"]}`, []string{"block"}, []string{"with the coffee bar", "with coffee bar"}},
		{"get_menu", "Get the published lunch menu of a school.",
			`{"type":"object","properties":{"schoolCode":{"type":"string"},"excludeAllergens":{"type":"array","items":{"type":"string","enum":["milk","egg","wheat"]}}},"required":["schoolCode"]}`,
			`{"schoolCode":"DY96","excludeAllergens":["wheat"]}`, nil, []string{"with the wheat", "with wheat"}},
	}
	forRequests(t, cases, 12, 1501, func(c requestCase, _ int, text string) {
		for _, w := range c.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s: request lacks %q: %s", c.name, w, text)
			}
		}
		for _, w := range c.never {
			if strings.Contains(text, w) {
				t.Errorf("%s: request has %q: %s", c.name, w, text)
			}
		}
		if l := strings.ToLower(text); c.name == "get_menu" && !strings.Contains(l, "without") && !strings.Contains(l, "excluding") {
			t.Errorf("get_menu: the allergen is not said as left out: %s", text)
		}
	})
}
