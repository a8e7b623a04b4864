package role

import (
	"encoding/json"
	"slices"
	"testing"
)

// A tool's description showing what a kind of value looks like ("Slip
// numbers look like D-14", "Quote references start with Q- …, e.g.
// Q-2026-0412") gives those examples to the parameters of the server
// named for it, in any tool; a parameter stating its own keeps its own.
func TestToolDescriptionShapesReachParameters(t *testing.T) {
	t.Parallel()
	tools := []ServerTool{
		{Name: "reserve_slip", Description: "Reserve a transient slip. Slip numbers look like D-14 or F-07.",
			InputSchema: json.RawMessage(`{"type":"object","properties":{"slip":{"type":"string"}}}`)},
		{Name: "place_order", Description: "Turn a quote into an order. Quote references start with Q- followed by the year and a number, e.g. Q-2026-0412.",
			InputSchema: json.RawMessage(`{"type":"object","properties":{"quote_ref":{"type":"string"},"po_number":{"type":"string","description":"Customer's purchase order number, e.g. PO-77."}}}`)},
		{Name: "book_press_time", Description: "Reserve press time.",
			InputSchema: json.RawMessage(`{"type":"object","properties":{"quote_ref":{"type":"string"},"slip":{"type":"string"}}}`)},
	}
	srv := NewServer("shop", tools)
	cases := []struct{ tool, param, want string }{
		{"book_press_time", "slip", "D-14"},
		{"book_press_time", "quote_ref", "Q-2026-0412"},
		{"place_order", "quote_ref", "Q-2026-0412"},
		{"place_order", "po_number", "PO-77"},
	}
	for _, c := range cases {
		r := Classify(ToolContext{Name: c.tool, Server: srv}, ParamContext{Name: c.param, Path: "/" + c.param, Facts: &Facts{Types: []string{"string"}, Description: descOf(tools, c.tool, c.param)}})
		if !slices.Contains(r.Examples, c.want) {
			t.Errorf("%s.%s: examples %q, want %s (%s)", c.tool, c.param, r.Examples, c.want, r.Why)
		}
	}
}

// descOf returns the description a tool's schema gives a parameter.
func descOf(tools []ServerTool, tool, param string) string {
	for _, t := range tools {
		if t.Name != tool {
			continue
		}
		var s struct {
			Properties map[string]struct{ Description string }
		}
		_ = json.Unmarshal(t.InputSchema, &s)
		return s.Properties[param].Description
	}
	return ""
}

// A parameter that says nothing takes the shape its namesake states in
// another tool: a crn of five digits, a term code's pattern.
func TestNamesakeShapeBorrowed(t *testing.T) {
	t.Parallel()
	tools := []ServerTool{
		{Name: "getSection", InputSchema: json.RawMessage(`{"type":"object","properties":{"crn":{"type":"integer","description":"5-digit course reference number."},"termCode":{"type":"string","pattern":"^[0-9]{4}(SP|SU|FA)$"}}}`)},
		{Name: "dropCourse", InputSchema: json.RawMessage(`{"type":"object","properties":{"crn":{"type":"integer"},"termCode":{"type":"string"}}}`)},
	}
	srv := NewServer("registrar", tools)
	crn := Classify(ToolContext{Name: "dropCourse", Server: srv}, ParamContext{Name: "crn", Path: "/crn", Facts: &Facts{Types: []string{"integer"}}})
	if crn.Typical == nil || crn.Typical.Lo != 10000 || crn.Typical.Hi != 99999 {
		t.Errorf("crn: typical %v (%s), want 10000..99999", crn.Typical, crn.Why)
	}
	term := Classify(ToolContext{Name: "dropCourse", Server: srv}, ParamContext{Name: "termCode", Path: "/termCode", Facts: &Facts{Types: []string{"string"}}})
	if term.Pattern == "" {
		t.Errorf("termCode: no pattern borrowed (%s)", term.Why)
	}
}

// Samples after words of form are examples ("in the form 2026S or
// 2026W", "format: LAB-XXX"); a form in letters stays a format.
func TestFormExamples(t *testing.T) {
	t.Parallel()
	cases := []struct {
		d    string
		want []string
	}{
		{"Season, in the form 2026S or 2026W.", []string{"2026S", "2026W"}},
		{"Lab fee schedule code (format: LAB-XXX).", []string{"LAB-123"}},
		{"Job number in the format JOB-####.", []string{"JOB-1234"}},
		{"Date in the format YYYY-MM-DD.", nil},
	}
	for _, c := range cases {
		p := readProse(c.d, false)
		for _, w := range c.want {
			if !slices.Contains(p.examples, w) {
				t.Errorf("%q: examples %q, want %s", c.d, p.examples, w)
			}
		}
		if c.want == nil && len(p.examples) > 0 {
			t.Errorf("%q: examples %q, want none", c.d, p.examples)
		}
	}
}

// A name read as an order, a word or a program's code is an id when
// every example is a code ("Work order such as WO-88123", "Term code,
// e.g. 2027SP": a term, nothing to run), a search term a term's code
// when its examples share one form ("e.g. 2024FA, 2025SP").
func TestCodedExamplesMakeAnID(t *testing.T) {
	t.Parallel()
	cases := []struct{ name, desc string }{
		{"work_order", "Work order such as WO-88123."},
		{"term", "Academic term, e.g. 2024FA, 2025SP."},
		{"termCode", "Term code, e.g. 2027SP."},
	}
	for _, c := range cases {
		r := Classify(ToolContext{Name: "t"}, ParamContext{Name: c.name, Path: "/" + c.name, Facts: &Facts{Types: []string{"string"}, Description: c.desc}})
		if r.Kind != ID {
			t.Errorf("%s: kind %s (%s), want id", c.name, r.Kind, r.Why)
		}
	}
	r := Classify(ToolContext{Name: "search_hn"}, ParamContext{Name: "query", Path: "/query", Facts: &Facts{Types: []string{"string"}, Description: "Search query, e.g. GPT-4"}})
	if r.Kind != Query {
		t.Errorf("query with one coded example: kind %s, want query", r.Kind)
	}
}

// A parcel's weight stays a parcel's where a truckload's is a trailer's.
func TestTruckloadNotParcel(t *testing.T) {
	t.Parallel()
	num := &Facts{Types: []string{"number"}}
	parcel := Classify(ToolContext{Name: "create_shipment", Description: "Create a parcel shipment with a courier."}, ParamContext{Name: "weight_lbs", Path: "/weight_lbs", Facts: num})
	if parcel.Typical == nil || parcel.Typical.Hi > 100 {
		t.Errorf("parcel weight typical %v (%s)", parcel.Typical, parcel.Why)
	}
	load := Classify(ToolContext{Name: "create_load", Description: "Post a new load from a shipper. Weight in pounds, max 45,000 lb for dry van."}, ParamContext{Name: "weight_lbs", Path: "/weight_lbs", Facts: num})
	if load.Typical == nil || load.Typical.Lo < 5000 {
		t.Errorf("truckload weight typical %v (%s)", load.Typical, load.Why)
	}
	page := Classify(ToolContext{Name: "measure_page_load", Description: "Measure how long a page load takes and download the trace."}, ParamContext{Name: "rate", Path: "/rate", Facts: num})
	if page.Typical != nil && page.Typical.Lo >= 1000 {
		t.Errorf("a page load's rate took a truckload's size: %v (%s)", page.Typical, page.Why)
	}
}

// A count of characters a description says are capitals is a length of
// capital letters ("a word of around 5 characters ... in uppercase"); a
// bound on the length is none, nor is a count of characters alone.
func TestUpperCharsStated(t *testing.T) {
	t.Parallel()
	cases := []struct {
		d  string
		n  int
		ok bool
	}{
		{"The identifier of the project. This is typically a word of around 5 characters derived from the name of the project in uppercase.", 5, true},
		{"Short code, exactly 3 characters, capital letters.", 3, true},
		{"Name in uppercase, up to 12 characters.", 0, false},
		{"A description of at most 40 characters.", 0, false},
	}
	for _, c := range cases {
		n, letters, ok := StatedLength(c.d)
		if ok != c.ok || ok && (n != c.n || !letters) {
			t.Errorf("StatedLength(%q) = %d, %v, %v; want %d letters, %v", c.d, n, letters, ok, c.n, c.ok)
		}
	}
}

// A money amount sized by the unit its words state matches whole words
// only: a deposit total whose description says "current" is no rent.
func TestPriceUnitWholeWords(t *testing.T) {
	t.Parallel()
	num := &Facts{Types: []string{"number"}, Description: "Override the current total of the deposit."}
	r := Classify(ToolContext{Name: "edit_deposit"}, ParamContext{Name: "expected_total", Path: "/expected_total", Facts: num})
	if r.Typical != nil && r.Typical.Lo >= 900 {
		t.Errorf("expected_total sized as a rent: %v (%s)", r.Typical, r.Why)
	}
	rent := Classify(ToolContext{Name: "create_lease"}, ParamContext{Name: "monthly_rent", Path: "/monthly_rent", Facts: &Facts{Types: []string{"number"}}})
	if rent.Typical == nil || rent.Typical.Lo < 900 {
		t.Errorf("monthly_rent: %v (%s)", rent.Typical, rent.Why)
	}
	fuel := Classify(ToolContext{Name: "log_fuel_sale"}, ParamContext{Name: "price_per_gallon", Path: "/price_per_gallon", Facts: &Facts{Types: []string{"number"}}})
	if fuel.Typical == nil || fuel.Typical.Hi > 7 {
		t.Errorf("price_per_gallon: %v (%s)", fuel.Typical, fuel.Why)
	}
}
