package prompt

import "testing"

// TestUpdateSaysFieldChange: an update that points at its thing by an id
// and sets one plain field says the change ("change the breed on kennel
// K-4417 to "Beagle"", "rename kennel K-4417 to Biscuit"), never the
// field attached to the thing ("edit kennel K-4417 with breed
// "Beagle"", "… for Biscuit").
func TestUpdateSaysFieldChange(t *testing.T) {
	checkRequests(t, []requestCase{
		{name: "edit_kennel", desc: "Edit a kennel.",
			schema: `{"type":"object","properties":{"kennel_id":{"type":"string","description":"Kennel ID"},"breed":{"type":"string","description":"Breed kept there"}},"required":["kennel_id"]}`,
			args:   `{"kennel_id":"K-4417","breed":"Beagle"}`, want: []string{"K-4417", "breed", " to ", "Beagle"},
			never: []string{"with breed", "with the breed", "for Beagle", "breed Beagle"}},
		{name: "update_kennel", desc: "Update a kennel.",
			schema: `{"type":"object","properties":{"kennel_id":{"type":"string","description":"Kennel ID"},"fields":{"type":"object","properties":{"capacity":{"type":"integer"}}}},"required":["kennel_id"]}`,
			args:   `{"kennel_id":"K-4417","fields":{"capacity":12}}`, want: []string{"K-4417", "capacity", " to 12"},
			never: []string{"with capacity", "with a capacity", "capacity 12"}},
		{name: "upd_cust", desc: "Update a customer.",
			schema: `{"type":"object","properties":{"cust_id":{"type":"integer"},"tel":{"type":"string"}},"required":["cust_id"]}`,
			args:   `{"cust_id":83054,"tel":"+44 161 207 2945"}`, want: []string{"83054", "+44 161 207 2945"},
			never: []string{"with the phone number", "with the tel"}},
	}, 12, 4107)
}

// TestNamedAttach: a value attached by a noun of the phrase's own words
// gives that noun; a phrase that says more gives none.
func TestNamedAttach(t *testing.T) {
	for _, c := range []struct {
		l         string
		v         any
		noun, val string
	}{{"with the phone number +44 161 207 2945", "+44 161 207 2945", "phone number", "+44 161 207 2945"},
		{`with the postcode "M4 5JD"`, "M4 5JD", "postcode", `"M4 5JD"`},
		{"with the price set to 4", "4", "", ""}, {"for 4", "4", "", ""}} {
		if n, v, _ := namedAttach(c.l, c.v); n != c.noun || v != c.val {
			t.Errorf("namedAttach(%q) = %q, %q, want %q, %q", c.l, n, v, c.noun, c.val)
		}
	}
}

// TestOnlyFieldKeepsParts: a field of something that is no one thing by
// its reference, a flag, or a plural field are left as they were.
func TestOnlyFieldKeepsParts(t *testing.T) {
	for _, c := range []struct {
		obj  string
		want bool
	}{{"kennel K-4417", true}, {"the notes on kennel K-4417", false}, {"walk reports", false}, {"a dog's kennel 5", false}} {
		if got := oneThingRef(c.obj); got != c.want {
			t.Errorf("oneThingRef(%q) = %v, want %v", c.obj, got, c.want)
		}
	}
	for _, c := range []struct {
		l, noun string
		v       any
		want    string
	}{{`with breed "Beagle"`, "breed", "Beagle", `"Beagle"`}, {"for Biscuit", "name", "Biscuit", "Biscuit"},
		{"with breed set to Beagle", "breed", "Beagle", ""}} {
		if got, _ := attachedValue(c.l, c.noun, c.v); got != c.want {
			t.Errorf("attachedValue(%q) = %q, want %q", c.l, got, c.want)
		}
	}
}
