package prompt

import "testing"

// TestLookupQueryIsObject checks that a tool whose only act is a phrasal
// verb that takes its object directly ("lookup" → "look up") says the
// query as that object: "look up "Ada Byron"", never the broken "look up
// for "Ada Byron"" that a search verb's "for" gives.
func TestLookupQueryIsObject(t *testing.T) {
	cases := []requestCase{
		{"lookup", "lookup",
			`{"type":"object","properties":{"q":{"type":"string"},"t":{"type":"string","enum":["member","loan","title"]}},"required":["q"]}`,
			`{"q":"Ada Byron"}`, []string{"Ada Byron"}, []string{"look up for", "looking up for"}},
		{"lookup", "Lookup.",
			`{"type":"object","properties":{"query":{"type":"string"}},"required":["query"]}`,
			`{"query":"overdue fines"}`, []string{"overdue fines"}, []string{"look up for", "looking up for"}},
	}
	checkRequests(t, cases, 30, 17)
}

// TestBoundSaid checks that a key bounding a measure or a count from
// below or above is said as a person sets such a filter: "with a rating
// of at least 4.5", "at least 3 bedrooms", "a height of at least 300 cm", never
// the unit-less "at least 4.5 rating", the key's "min height", or a
// minimum said as a cap ("no more than 3" for min_bedrooms=3).
func TestBoundSaid(t *testing.T) {
	cases := []requestCase{
		{"find_cabins", "Find holiday cabins in a region.",
			`{"type":"object","properties":{"region":{"type":"string"},"min_rating":{"type":"number","minimum":1,"maximum":5,"description":"Minimum average guest rating"},"min_bedrooms":{"type":"integer"}},"required":["region","min_rating","min_bedrooms"]}`,
			`{"region":"Lapland","min_rating":4.5,"min_bedrooms":3}`, []string{"rating of", "3 ", "bedrooms", "4.5"},
			[]string{"4.5 rating", "min ", "minimum of", "no more than 3", "at most 3", "up to 3", "first 3", "just 3", "only 3"}},
		{"find_trees", "Find trees in the arboretum.",
			`{"type":"object","properties":{"species":{"type":"string"},"min_height_cm":{"type":"integer","minimum":1},"max_age_years":{"type":"integer"}},"required":["species","min_height_cm","max_age_years"]}`,
			`{"species":"oak","min_height_cm":300,"max_age_years":40}`, []string{"height", "300 cm", "40 years"},
			[]string{"min height", "max age", "age years", "height cm"}},
	}
	checkRequests(t, cases, 30, 17)
}

// TestRelationBetween checks that a list argument of a tool whose object
// holds between things (interactions, conflicts) names them after
// "between", never as "interactions, with drugs warfarin, aspirin and …".
func TestRelationBetween(t *testing.T) {
	cases := []requestCase{
		{"check_interactions", "Check interactions between medications.",
			`{"type":"object","properties":{"drugs":{"type":"array","items":{"type":"string"},"minItems":2}},"required":["drugs"]}`,
			`{"drugs":["warfarin","aspirin","ibuprofen"]}`, []string{"between warfarin, aspirin and ibuprofen"}, []string{"with drugs"}},
		{"find_conflicts", "Find scheduling conflicts.",
			`{"type":"object","properties":{"calendars":{"type":"array","items":{"type":"string"}}},"required":["calendars"]}`,
			`{"calendars":["team-a","team-b"]}`, []string{"between team-a and team-b"}, []string{"with calendars"}},
	}
	checkRequests(t, cases, 30, 17)
}

// TestNameHangsOnObject checks that a thing's name said beside an object
// that does not name it ("the stock" + drug_name) hangs on it with "of"
// ("the stock of "Verdant Pro""), never glued to it as "the stock drug
// "Verdant Pro"" nor after another place ("branch VC-4 drug …").
func TestNameHangsOnObject(t *testing.T) {
	cases := []requestCase{
		{"vet_supply", "Check whether a drug is in stock at a veterinary clinic.",
			`{"type":"object","properties":{"drug_name":{"type":"string","description":"Generic or brand name, e.g. 'Acme'"},"clinic_id":{"type":"string","description":"Clinic code like 'VC-12'"}},"required":["drug_name","clinic_id"]}`,
			`{"drug_name":"Verdant Pro","clinic_id":"VC-4"}`, []string{`"Verdant Pro"`, "VC-4"}, []string{`supply drug`, `stock drug`, `4 drug`}},
	}
	checkRequests(t, cases, 30, 17)
}

// TestOffsetFromNow checks that a span whose description says where a
// window starts ("Start offset in minutes from now") is said as a start
// ("starting in 45 minutes"), never as how long ("for 45 minutes").
func TestOffsetFromNow(t *testing.T) {
	cases := []requestCase{
		{"get_tide_table", "Get the tide table for a harbour.",
			`{"type":"object","properties":{"harbour":{"type":"string"},"start_in":{"type":"integer","description":"Start offset in minutes from now"}},"required":["harbour","start_in"]}`,
			`{"harbour":"Falmouth","start_in":45}`, []string{"45 minutes", "Falmouth"}, []string{"for 45 minutes", "45 minutes long"}},
	}
	checkRequests(t, cases, 30, 17)
}
