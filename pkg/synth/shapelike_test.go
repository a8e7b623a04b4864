package synth

import (
	"encoding/json"
	"math/rand"
	"regexp"
	"strconv"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// registrarTools are a course registrar's tools (an unseen server's
// shape): the tool description of searchCourses says what term codes
// look like, getSection states the crn's digits, and the other tools'
// termCode and crn say nothing.
var registrarTools = []role.ServerTool{
	{Name: "searchCourses", Description: "Search the course catalog for a term. Term codes look like 2027SP, 2027SU, 2027FA.",
		InputSchema: json.RawMessage(`{"type":"object","properties":{"termCode":{"type":"string","pattern":"^[0-9]{4}(SP|SU|FA|WI)$"}},"required":["termCode"]}`)},
	{Name: "getSection", Description: "Details for one section.",
		InputSchema: json.RawMessage(`{"type":"object","properties":{"crn":{"type":"integer","minimum":10000,"maximum":99999,"description":"5-digit course reference number."},"termCode":{"type":"string"}},"required":["crn"]}`)},
	{Name: "dropCourse", Description: "Drop a student from a section.",
		InputSchema: json.RawMessage(`{"type":"object","properties":{"crn":{"type":"integer"},"termCode":{"type":"string"}},"required":["crn","termCode"]}`)},
}

// A term code and a crn take the shape the server states once, in every
// tool: "2026FA" (a year near today, a season the examples show), never
// "491257" or 9193SU; a crn of five digits, never 57.
func TestServerStatedShapesReachEveryTool(t *testing.T) {
	t.Parallel()
	srv := role.NewServer("registrar", registrarTools)
	term := regexp.MustCompile(`^(2025|2026|2027)(SP|SU|FA)$`)
	for _, tool := range registrarTools {
		var copies, n int
		for _, m := range decodeAll(t, string(tool.InputSchema), 30, Options{Seed: 5, RootObject: true, Topic: tool.Name, About: tool.Description, Server: srv}) {
			if v, ok := m["termCode"].(string); ok {
				n++
				if !term.MatchString(v) {
					t.Errorf("%s: termCode %q is no term code like 2027SP", tool.Name, v)
				}
				if v == "2027SP" || v == "2027SU" || v == "2027FA" {
					copies++
				}
			}
			if c, ok := m["crn"].(float64); ok && (c < 10000 || c > 99999) {
				t.Errorf("%s: crn %v is not five digits", tool.Name, c)
			}
		}
		if n > 10 && copies == n {
			t.Errorf("%s: every termCode copies an example", tool.Name)
		}
	}
}

// A code shaped like its examples keeps what the examples keep: the
// letters they differ in come from them, a year stays near today, a
// measure before its unit is one they show, words stay words.
func TestLikeAmongKeepsTheExamplesForm(t *testing.T) {
	t.Parallel()
	g := &Generator{rng: rand.New(rand.NewSource(9))}
	cases := []struct {
		exs  []string
		want string
	}{
		{[]string{"2027SP", "2027SU", "2027FA"}, `^(2025|2026|2027)(SP|SU|FA)$`},
		{[]string{"RC-2027-00418"}, `^RC-(2025|2026|2027)-[0-9]{5}$`},
		{[]string{"350GSM-SILK", "170GSM-GLOSS"}, `^(350|170)GSM-(SILK|GLOSS)$`},
		{[]string{"WH-50G-NAT"}, `^WH-[1-9][0-9][A-Z]-NAT$`},
	}
	for _, c := range cases {
		seen := map[string]bool{}
		for i := 0; i < 40; i++ {
			v := g.likeAmong(c.exs, c.exs[i%len(c.exs)])
			if !regexp.MustCompile(c.want).MatchString(v) {
				t.Errorf("likeAmong(%q) = %q, want %s", c.exs, v, c.want)
			}
			seen[v] = true
		}
		if len(seen) < 3 {
			t.Errorf("likeAmong(%q) drew only %v", c.exs, seen)
		}
	}
}

// A string whose examples are small numbers ("FDI tooth number like 36
// or 11") is a number of their size, not a six-digit id.
func TestSmallNumberExamples(t *testing.T) {
	t.Parallel()
	src := `{"type":"object","properties":{"tooth":{"type":"string","description":"FDI tooth number like 36 or 11."}},"required":["tooth"]}`
	for _, m := range decodeAll(t, src, 20, Options{Seed: 4, RootObject: true, Topic: "create_case", About: "Open a lab case for a crown."}) {
		v := m["tooth"].(string)
		if n, err := strconv.Atoi(v); err != nil || n < 11 || n > 36 {
			t.Errorf("tooth %q is not a number between the examples", v)
		}
	}
}

// A freight broker's numbers have a truckload's size: a linehaul rate in
// the thousands, a load's weight in the tens of thousands of pounds, a
// fuel surcharge in the hundreds; a price per gallon is a few dollars.
func TestTruckloadMagnitudes(t *testing.T) {
	t.Parallel()
	src := `{"type":"object","properties":{"linehaul_rate":{"type":"number","minimum":0,"description":"USD, flat."},"fuel_surcharge":{"type":"number","minimum":0},"weight_lbs":{"type":"number","minimum":1,"maximum":48000}},"required":["linehaul_rate","fuel_surcharge","weight_lbs"]}`
	for _, m := range decodeAll(t, src, 30, Options{Seed: 6, RootObject: true, Topic: "book_carrier", About: "Cover a load with a carrier at an agreed rate and generate the rate confirmation."}) {
		if r := m["linehaul_rate"].(float64); r < 1000 || r > 5000 {
			t.Errorf("linehaul_rate %v is no truckload's rate", r)
		}
		if f := m["fuel_surcharge"].(float64); f < 75 || f > 450 {
			t.Errorf("fuel_surcharge %v", f)
		}
		if w := m["weight_lbs"].(float64); w < 8000 || w > 44000 {
			t.Errorf("weight_lbs %v is no truckload's weight", w)
		}
	}
	fuel := `{"type":"object","properties":{"price_per_gallon":{"type":"number","minimum":0}},"required":["price_per_gallon"]}`
	for _, m := range decodeAll(t, fuel, 20, Options{Seed: 6, RootObject: true, Topic: "log_fuel_sale", About: "Record a fuel dock sale."}) {
		if p := m["price_per_gallon"].(float64); p < 1.5 || p > 7 {
			t.Errorf("price_per_gallon %v", p)
		}
	}
}
