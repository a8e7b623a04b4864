package synth

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// A required parameter no role covers, whose name or description names a
// kind of thing (a material, an ingredient, a document type, an
// institution, a numbered machine, a tree species of a timber yard), gets
// an instance of that kind, never a filler word. Tools written for the
// test, in settings none of the dev files has.
func TestKindOfHead(t *testing.T) {
	t.Parallel()
	fillers := []string{"default", "general", "standard"}
	cases := []struct {
		topic, about, name, desc string
		ok                       func(string) bool
	}{
		{"log_condition_report", "Log a condition report for an object before it travels.", "material", "Main material of the object",
			func(v string) bool { return slices.Contains(kindLists["material"].any, v) }},
		{"check_pantry", "Check how much of an ingredient is left.", "ingredient", "Ingredient to check",
			func(v string) bool { return slices.Contains(kindLists["ingredient"].any, v) }},
		{"file_claim", "File an insurance claim.", "document_type", "Type of document attached to the claim",
			func(v string) bool { return slices.Contains(kindLists["document"].any, v) }},
		{"create_loan", "Record an outgoing loan of an object.", "borrower", "Borrowing institution",
			func(v string) bool { return slices.Contains(orgNames, v) }},
		{"schedule_bake", "Schedule a batch in one of the ovens.", "oven", "Oven number or name",
			func(v string) bool { return len(v) == 6 && v[:5] == "Oven " }},
		{"add_stock", "Add sawn timber to the yard stock.", "species", "Wood species",
			func(v string) bool { return slices.Contains(kindLists["species"].where[0].vals, v) }},
	}
	for _, c := range cases {
		src := `{"type":"object","properties":{"` + c.name + `":{"type":"string","description":"` + c.desc + `"}},"required":["` + c.name + `"]}`
		for _, in := range instances(t, src, 12, Options{Seed: 7, RootObject: true, Topic: c.topic, About: c.about}) {
			var v map[string]string
			if err := json.Unmarshal(in, &v); err != nil {
				t.Fatal(err)
			}
			if got := v[c.name]; slices.Contains(fillers, got) || !c.ok(got) {
				t.Errorf("%s.%s (%q): %q is no value of its kind", c.topic, c.name, c.desc, got)
			}
		}
	}
}

// A description that opens on two alternatives one of which is the
// parameter's own noun ("Artist or maker" of a maker) says what the
// parameter is, not the values it takes: the maker is a person, never
// the word "artist".
func TestAlternativesNamingTheParameter(t *testing.T) {
	t.Parallel()
	src := `{"type":"object","properties":{"maker":{"type":"string","description":"Artist or maker"}},"required":["maker"]}`
	for _, in := range instances(t, src, 12, Options{Seed: 3, RootObject: true, Topic: "search_collection", About: "Search the collection catalogue."}) {
		var v struct{ Maker string }
		if err := json.Unmarshal(in, &v); err != nil {
			t.Fatal(err)
		}
		if l := strings.ToLower(v.Maker); l == "artist" || l == "maker" || !strings.Contains(v.Maker, " ") {
			t.Errorf("maker %q: want a person's name", v.Maker)
		}
	}
	// alternatives that are the values still are: a session is in the
	// morning or the afternoon
	src = `{"type":"object","properties":{"session":{"type":"string","description":"Morning or afternoon session"}},"required":["session"]}`
	for _, in := range instances(t, src, 12, Options{Seed: 3, RootObject: true, Topic: "book_course"}) {
		var v struct{ Session string }
		if err := json.Unmarshal(in, &v); err != nil {
			t.Fatal(err)
		}
		if v.Session != "morning" && v.Session != "afternoon" {
			t.Errorf("session %q: want morning or afternoon", v.Session)
		}
	}
}

// A variety is a crop's only where the words name plants: a timber
// yard's product line is no apple ("Honeycrisp").
func TestVarietyOnlyOfCrops(t *testing.T) {
	t.Parallel()
	crops := kindLists["variety"].where[1].vals
	src := `{"type":"object","properties":{"variety":{"type":"string","description":"Name of the timber product line"}},"required":["variety"]}`
	for _, in := range instances(t, src, 12, Options{Seed: 3, RootObject: true, Topic: "quote_order", About: "Quote a price for a timber order."}) {
		var v struct{ Variety string }
		if err := json.Unmarshal(in, &v); err != nil {
			t.Fatal(err)
		}
		if slices.Contains(crops, v.Variety) {
			t.Errorf("variety %q of a timber product line is a crop's", v.Variety)
		}
	}
	src = `{"type":"object","properties":{"crop_variety":{"type":"string","description":"Name of the crop variety"}},"required":["crop_variety"]}`
	for _, in := range instances(t, src, 12, Options{Seed: 3, RootObject: true, Topic: "log_harvest", About: "Log a harvest."}) {
		var v struct {
			CropVariety string `json:"crop_variety"`
		}
		if err := json.Unmarshal(in, &v); err != nil {
			t.Fatal(err)
		}
		if !slices.Contains(crops, v.CropVariety) {
			t.Errorf("crop variety %q is no crop's variety", v.CropVariety)
		}
	}
}

// A planted tree's variety is a fruit tree's cultivar, not an area's
// tag word ("irrigation") nor a filler word.
func TestVarietyOfATree(t *testing.T) {
	t.Parallel()
	src := `{"type":"object","properties":{"tag":{"type":"string"},"variety":{"type":"string"}},"required":["tag","variety"]}`
	for _, in := range instances(t, src, 12, Options{Seed: 3, RootObject: true, Topic: "add_tree", About: "Planted a tree"}) {
		var v struct{ Variety string }
		if err := json.Unmarshal(in, &v); err != nil {
			t.Fatal(err)
		}
		if !slices.Contains(fruitTreeVarieties, v.Variety) {
			t.Errorf("variety %q of a planted tree is no tree's cultivar", v.Variety)
		}
	}
}
