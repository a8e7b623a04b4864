package synth

import (
	"encoding/json"
	"regexp"
	"testing"
	"time"
)

// Values read from what a description says of them, on tools written for
// the test (a rota planner, a warehouse, a CRM): a date the description
// pins to a weekday falls on it; a coded example ("like INV-20931", "e.g.
// Bay 4") shows the shape, so values are new codes of that shape, not the
// example copied into record after record; a slash in an example is part
// of it (a timezone is never cut at the "/").
func TestValuesFitWhatTheDescriptionSays(t *testing.T) {
	t.Parallel()
	src := `{"type":"object","properties":{
		"rota_start":{"type":"string","format":"date","description":"Sunday the rota begins"},
		"invoice":{"type":"string","description":"Invoice id like INV-20931","pattern":"^INV-[0-9]{5}$"},
		"bay":{"type":"string","description":"Loading bay, e.g. Bay 4"},
		"tz":{"type":"string","description":"IANA timezone such as America/Sao_Paulo"}},
		"required":["rota_start","invoice","bay","tz"]}`
	ins := instances(t, src, 200, Options{Seed: 9, RootObject: true, Topic: "plan_rota", About: "Plan the loading rota for a week."})
	copies, bays := 0, map[string]bool{}
	bayShape := regexp.MustCompile(`^Bay [0-9]$`)
	for _, in := range ins {
		var v struct{ RotaStart, Invoice, Bay, Tz string }
		if err := json.Unmarshal(in, &v); err != nil {
			t.Fatal(err)
		}
		// (field names are matched case-insensitively: rota_start is not
		// RotaStart, so read it by hand)
		var m map[string]string
		_ = json.Unmarshal(in, &m)
		d, err := time.Parse("2006-01-02", m["rota_start"])
		if err != nil {
			t.Fatal(err)
		}
		if d.Weekday() != time.Sunday {
			t.Errorf("rota_start %s is a %s, the description says Sunday", m["rota_start"], d.Weekday())
		}
		if v.Invoice == "INV-20931" {
			copies++
		}
		if !bayShape.MatchString(v.Bay) {
			t.Errorf("bay %q is not of the example's shape Bay N", v.Bay)
		}
		bays[v.Bay] = true
		if v.Tz != "" && !regexp.MustCompile(`^[A-Z][A-Za-z_]+/[A-Z][A-Za-z_]+$`).MatchString(v.Tz) {
			t.Errorf("tz %q is not an IANA zone", v.Tz)
		}
	}
	if copies > len(ins)/20 {
		t.Errorf("the description's example id is %d of %d values", copies, len(ins))
	}
	if len(bays) < 4 {
		t.Errorf("bays %v: want new values of the example's shape", bays)
	}
}

// A search's words fit what is searched: a store's catalogue gets what
// shoppers type, support cases a customer's problem, an address book names
// (never a code host's "location:" or "is:pr" syntax, nor a web search).
// Tools written for the test.
func TestQueriesFitWhatIsSearched(t *testing.T) {
	t.Parallel()
	src := `{"type":"object","properties":{"q":{"type":"string","description":"Words to search for"}},"required":["q"]}`
	bad := regexp.MustCompile(`(?i)\b(is|location|language|followers|label):|flights|recipe|how to|vs\b`)
	for _, c := range []struct{ topic, about string }{
		{"find_store_items", "Find items in the store."},
		{"lookup_support_cases", "Look up support cases."},
		{"find_contacts", "Find people in the address book."},
		{"browse_products", "Browse products by keyword."},
	} {
		seen := map[string]bool{}
		for _, in := range instances(t, src, 80, Options{Seed: 3, RootObject: true, Topic: c.topic, About: c.about}) {
			var v struct{ Q string }
			if err := json.Unmarshal(in, &v); err != nil {
				t.Fatal(err)
			}
			if bad.MatchString(v.Q) {
				t.Errorf("%s: query %q does not fit the tool", c.topic, v.Q)
			}
			seen[v.Q] = true
		}
		if len(seen) < 5 {
			t.Errorf("%s: only %d distinct queries", c.topic, len(seen))
		}
	}
}

// A value the description calls a code by its acronym ("Part EAN") is a
// code of that standard (an EAN-13 with its check digit), never random
// words. Tool written for the test.
func TestCodeNamedByAcronym(t *testing.T) {
	t.Parallel()
	src := `{"type":"object","properties":{"part":{"type":"string","description":"Warehouse part EAN"}},"required":["part"]}`
	shape := regexp.MustCompile(`^[0-9]{13}$`)
	for _, in := range instances(t, src, 60, Options{Seed: 5, RootObject: true, Topic: "stock_level", About: "Get the stock level of a part."}) {
		var v struct{ Part string }
		if err := json.Unmarshal(in, &v); err != nil {
			t.Fatal(err)
		}
		if !shape.MatchString(v.Part) || gtinCheck(v.Part[:12]) != v.Part {
			t.Errorf("part %q is not a code", v.Part)
		}
	}
}
