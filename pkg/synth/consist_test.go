package synth

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// plausibleTool returns the inputSchema and the Options of the named tool
// of testdata/plausible/tools.json (real and hand-written tools).
func plausibleTool(t *testing.T, name string, seed int64) (string, Options) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "testdata", "plausible", "tools.json"))
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Tools []struct {
			Name        string          `json:"name"`
			Description string          `json:"description"`
			InputSchema json.RawMessage `json:"inputSchema"`
		} `json:"tools"`
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	for _, tl := range doc.Tools {
		if tl.Name == name {
			return string(tl.InputSchema), Options{Seed: seed, Key: name, RootObject: true, Topic: name, About: tl.Description}
		}
	}
	t.Fatalf("no tool %s", name)
	return "", Options{}
}

// plausibleCalls returns n valid instances of the named tool, decoded.
func plausibleCalls(t *testing.T, name string, n int) []map[string]any {
	t.Helper()
	src, opts := plausibleTool(t, name, 77)
	var out []map[string]any
	for _, in := range instances(t, src, n, opts) {
		var m map[string]any
		if err := json.Unmarshal(in, &m); err != nil {
			t.Fatal(err)
		}
		out = append(out, m)
	}
	return out
}

// A room is for a few adults, and a child's age is under 18: never
// "adults 65" with "children ages 81".
func TestPartyOfFewPeople(t *testing.T) {
	t.Parallel()
	for _, tool := range []string{"get_room_availability", "search_hotels"} {
		for _, m := range plausibleCalls(t, tool, 60) {
			rooms := []any{m}
			if occ, ok := m["occupancy"].([]any); ok {
				rooms = occ
			}
			for _, r := range rooms {
				o, _ := r.(map[string]any)
				if a, ok := o["adults"].(float64); ok && a > 6 {
					t.Errorf("%s: %v adults in one room: %v", tool, a, m)
				}
				if n, ok := o["rooms"].(float64); ok && n > 6 {
					t.Errorf("%s: %v rooms: %v", tool, n, m)
				}
				ages, _ := o["children_ages"].([]any)
				for _, age := range ages {
					if age.(float64) > 17 {
						t.Errorf("%s: a child aged %v: %v", tool, age, m)
					}
				}
			}
		}
	}
}

// An argv takes one word per item: ["npm", "test"] or ["sh", "-c", "npm
// test"], never ["npm test"] nor several command lines in one list.
func TestArgvOneWordPerItem(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ tool, key string }{{"exec_in_container", "cmd"}, {"exec_in_pod", "command"}} {
		for _, m := range plausibleCalls(t, c.tool, 40) {
			argv, _ := m[c.key].([]any)
			for i, w := range argv {
				s := w.(string)
				if strings.Contains(s, " ") && !(i == 2 && argv[1] == "-c") {
					t.Errorf("%s: item %q of %s holds several words: %v", c.tool, s, c.key, argv)
				}
				if i > 0 && (s == "sh" || s == "bash") {
					t.Errorf("%s: a shell in the middle of %v", c.tool, argv)
				}
			}
		}
	}
}

// An edit call changes something: not only the thing's id with a reason
// or its token ("edit webhook W, reason: superseded"); a set_ call sets
// something.
func TestEditCarriesAChange(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		tool    string
		changes []string
	}{
		{"discord_edit_webhook", []string{"name", "avatar", "channelId"}},
		{"set_climate", []string{"temperature", "target_temp_low", "target_temp_high", "hvac_mode", "preset_mode"}},
	} {
		for _, m := range plausibleCalls(t, c.tool, 40) {
			ok := false
			for _, k := range c.changes {
				if _, has := m[k]; has {
					ok = true
				}
			}
			if !ok {
				t.Errorf("%s changes nothing: %v", c.tool, m)
			}
		}
	}
}

// A create call names what it makes, unless it makes it from a manifest
// or file that names it.
func TestCreateNamesWhatItMakes(t *testing.T) {
	t.Parallel()
	for _, m := range plausibleCalls(t, "kubectl_create", 40) {
		_, man := m["manifest"]
		_, file := m["filename"]
		if _, ok := m["name"]; !ok && !man && !file {
			t.Errorf("kubectl_create names nothing: %v", m)
		}
	}
}

// Range ends are in order whatever their type or layout: papers from 2016
// to 2021, never 2021 to 2016; a free/busy window's end (an example's
// layout, no Z) after its start.
func TestRangeEndsInOrder(t *testing.T) {
	t.Parallel()
	for _, m := range plausibleCalls(t, "searchPapers", 80) {
		a, ok1 := m["year_from"].(float64)
		b, ok2 := m["year_to"].(float64)
		if ok1 && ok2 && a > b {
			t.Errorf("year_from %v after year_to %v", a, b)
		}
	}
	for _, m := range plausibleCalls(t, "get-freebusy", 60) {
		s, _ := m["timeMin"].(string)
		e, _ := m["timeMax"].(string)
		ts, _, ok1 := whenOf(s)
		te, _, ok2 := whenOf(e)
		if ok1 && ok2 && te.Before(ts) {
			t.Errorf("timeMax %s before timeMin %s", e, s)
		}
	}
}

// A pay amount fits its basis (an hourly rate of tens, a monthly salary
// of thousands, never 322.78 a month), and a salary quoted monthly is
// paid monthly, not weekly.
func TestPayAgrees(t *testing.T) {
	t.Parallel()
	for _, m := range plausibleCalls(t, "createEmployee", 60) {
		c, _ := m["compensation"].(map[string]any)
		basis, _ := c["payBasis"].(string)
		amount, _ := c["amount"].(float64)
		span := payPeriods[basis]
		if amount < float64(span[0]) || amount > float64(span[1]) {
			t.Errorf("%v %s pay: %v", amount, basis, c)
		}
		if f, ok := c["payFrequency"].(string); ok && basis == "monthly" && f != "monthly" {
			t.Errorf("a monthly salary paid %s: %v", f, c)
		}
	}
}

// A text longer than its maxLength is cut at a word boundary, never
// mid-word ("… for a la"); a single word or an id is cut where it must be.
func TestMaxLengthCutsAtAWord(t *testing.T) {
	t.Parallel()
	g, err := New(compile(t, `{"type":"string","maxLength":27}`), Options{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		in     string
		lo, hi int
		want   string
	}{
		{"Ask the front desk for a late check-out", 0, 27, "Ask the front desk for a"},
		{"Ask the front desk for a late check-out", 0, 29, "Ask the front desk for a late"},
		{"Ask the front desk for a late check-out", 26, 27, "Ask the front desk for a la"},
		{"0015g00000XyZabcdefgh", 0, 18, "0015g00000XyZabcde"},
	} {
		if got := g.fit(c.in, c.lo, c.hi); got != c.want {
			t.Errorf("fit(%q, %d, %d) = %q, want %q", c.in, c.lo, c.hi, got, c.want)
		}
	}
}

// A weighbridge ticket's tare is never above its gross, nor a net weight
// above the gross it is taken from.
func TestTareBelowGross(t *testing.T) {
	t.Parallel()
	schema := `{"type":"object","properties":{"grossKg":{"type":"number"},"tareKg":{"type":"number"},
	  "net_weight":{"type":"number"},"gross_weight":{"type":"number"}},"required":["grossKg","tareKg","net_weight","gross_weight"]}`
	for i, m := range decodeAll(t, schema, 60, Options{Seed: 7, Key: "weigh", RootObject: true, Topic: "record_weighbridge"}) {
		if m["tareKg"].(float64) > m["grossKg"].(float64) {
			t.Errorf("%d: tare %v above gross %v", i, m["tareKg"], m["grossKg"])
		}
		if m["net_weight"].(float64) > m["gross_weight"].(float64) {
			t.Errorf("%d: net %v above gross %v", i, m["net_weight"], m["gross_weight"])
		}
	}
}
