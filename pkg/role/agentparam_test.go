package role

import "testing"

// Parameters of a wedding planner's, a court's and a trials registry's
// tools (dev21 development set): the name of one of two partners, of a
// filer or of counsel, a judge and a principal investigator are people;
// a sponsor is an organisation; a vehicle's VIN is a VIN. A module's full
// name and a plain label stay what they were.
func TestValueKindRoles(t *testing.T) {
	cases := []struct {
		tool, name, schema string
		want               Kind
		id                 IDConvention
	}{
		{"create_wedding", "partner_one_name", `{"type":"string","description":"Full name of the first partner"}`, Person, ""},
		{"create_wedding", "partner_two_name", `{"type":"string","description":"Full name of the second partner"}`, Person, ""},
		{"file_document", "filer_name", `{"type":"string"}`, Person, ""},
		{"add_party", "counsel_name", `{"type":"string"}`, Person, ""},
		{"search_cases", "judge", `{"type":"string"}`, Person, ""},
		{"register_trial", "principal_investigator", `{"type":"string"}`, Person, ""},
		{"register_trial", "sponsor_name", `{"type":"string","description":"Lead sponsor organisation"}`, Organisation, ""},
		{"getVehicleLocation", "vin", `{"type":"string","description":"17-character VIN"}`, ID, IDVIN},
		{"logMaintenance", "vehicle", `{"type":"string","description":"The vehicle's VIN"}`, ID, IDVIN},
		{"publish", "module_name", `{"type":"string","description":"Full name of the module"}`, Ident, IDSlug},
		{"add_label", "label", `{"type":"string"}`, Tag, ""},
	}
	for _, c := range cases {
		r := classify(c.tool, c.name, c.schema)
		if r.Kind != c.want || r.ID != c.id {
			t.Errorf("%s.%s = %s %s (%s), want %s %s", c.tool, c.name, r.Kind, r.ID, r.Why, c.want, c.id)
		}
	}
}

// A server whose words lead to no one domain, but to goods, services and
// people's errands far more than to software (a wedding planner's
// venues, guests and budgets), is not about software; one whose words
// lead nowhere at all still is.
func TestLeansElsewhere(t *testing.T) {
	obj := []byte(`{"type":"object"}`)
	wedding := NewServer("wedding_planner", []ServerTool{
		{Name: "create_wedding", Description: "Open a wedding file for a couple: venue, guest estimate and budget.", InputSchema: obj},
		{Name: "add_guests", Description: "Add guests to the wedding's guest list with their meal choice and table.", InputSchema: obj},
		{Name: "book_vendor", Description: "Book a florist, caterer or photographer for the wedding and record the deposit.", InputSchema: obj},
	})
	if l, _ := wedding.Lead(); l != "" {
		t.Fatalf("wedding planner leads to %s; the case needs a server with no lead", l)
	}
	if wedding.AboutSoftware() {
		t.Errorf("wedding planner: AboutSoftware() = true")
	}
	echo := NewServer("echo", []ServerTool{{Name: "echo", Description: "Echo a message back.", InputSchema: obj}})
	if !echo.AboutSoftware() {
		t.Errorf("echo server: AboutSoftware() = false")
	}
}

// People named by the part they play where no "name" word says so: a
// moving crew's movers (a list: several people), a lab's analyst, who
// performed or reported something, a description naming the people. A
// sort key, a cursor, a folder, orders or filters stay what they were.
func TestAgentNouns(t *testing.T) {
	s, tools := loadServer(t, "moving_company.json")
	if r := fileRole(t, s, tools, "haulr_assignCrew", "/movers/*"); r.Kind != Person {
		t.Errorf("haulr_assignCrew.movers = %s (%s), want person", r.Kind, r.Why)
	}
	w, wtools := loadServer(t, "water_lab.json")
	if r := fileRole(t, w, wtools, "enter_result", "/analyst"); r.Kind != Person {
		t.Errorf("enter_result.analyst = %s (%s), want person", r.Kind, r.Why)
	}
	cases := []struct {
		name, schema string
		want         bool
	}{
		{"performedBy", `{"type":"string"}`, true},
		{"reported_by", `{"type":"string"}`, true},
		{"adjuster", `{"type":"string"}`, true},
		{"crew", `{"type":"string","description":"Names of movers on the crew"}`, true},
		{"sortBy", `{"type":"string"}`, false},
		{"groupBy", `{"type":"string"}`, false},
		{"after", `{"type":"string"}`, false},
		{"folder", `{"type":"string"}`, false},
		{"modifier", `{"type":"string"}`, false},
		{"orders", `{"type":"string"}`, false},
		{"borrower", `{"type":"string","description":"Borrowing institution"}`, false},
		{"filters", `{"type":"string"}`, false},
	}
	for _, c := range cases {
		if r := classify("do_it", c.name, c.schema); (r.Kind == Person) != c.want {
			t.Errorf("%s = %s (%s), want person %v", c.name, r.Kind, r.Why, c.want)
		}
	}
}
