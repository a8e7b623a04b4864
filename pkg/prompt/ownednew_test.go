package prompt

import "testing"

// An owner's thing that the act brings about, or an owner named by a
// quoted name, is said with "for"; other possessives stay. Tools of a
// marina and a print shop.
func TestOwnedObject(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ obj, verb, want string }{
		{"berth 12's key card", "issue", "a key card for berth 12"},
		{"container CT-28U-7669's swap", "request", "a swap for container CT-28U-7669"},
		{"order 5531's proofs", "create", "proofs for order 5531"},
		{`job "Spring flyers"'s notes`, "get", `the notes on job "Spring flyers"`},
		{`job "Spring flyers"'s proof`, "list", `the proof for job "Spring flyers"`},
		// kept: a thing that exists, an owner no id names
		{"vehicle 35157's location", "get", "vehicle 35157's location"},
		{"boat WB-2231's mooring fee", "update", "boat WB-2231's mooring fee"},
		{"the clinic's patients", "create", "the clinic's patients"},
		{"order 5531's proof of delivery", "request", "order 5531's proof of delivery"},
	} {
		if got := ownedObject(c.obj, c.verb); got != c.want {
			t.Errorf("ownedObject(%q, %q) = %q, want %q", c.obj, c.verb, got, c.want)
		}
	}
}

// A cap on a list of one whole thing ("the lineup") counts its entries,
// never the thing.
func TestCountedThingWhole(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ verb, obj, want string }{
		{"list", "the lineup", "results"},
		{"get", "the tide timetable", "results"},
		{"list", "the playlists", "playlists"},
		{"list", "berths", "berths"},
	} {
		if got := countedThing(intent{Verb: c.verb, Object: c.obj}, 20); got != c.want {
			t.Errorf("countedThing(%s %q) = %q, want %q", c.verb, c.obj, got, c.want)
		}
	}
}

// The person the call names is the object when the object is a person by
// their part; their email goes with the name. A language school and a
// dive centre.
func TestPersonObjectRequests(t *testing.T) {
	t.Parallel()
	checkRequests(t, []requestCase{
		{"enrol_learner", "Enrol a learner on a language course.",
			`{"type":"object","properties":{"learner_name":{"type":"string","description":"Full name of the learner"},"email":{"type":"string","format":"email"},"course_code":{"type":"string","description":"Course code, e.g. 'ES-B1-EVE'"}},"required":["learner_name","email","course_code"]}`,
			`{"learner_name":"Aisha Lee","email":"aisha@lingua.example","course_code":"ES-B1-EVE"}`,
			[]string{"Aisha Lee (aisha@lingua.example)"}, []string{"a learner", "for Aisha Lee"}},
		{"book_dive", "Book a guided dive for a diver.",
			`{"type":"object","properties":{"diver_name":{"type":"string","description":"Full name of the diver"},"site":{"type":"string","description":"Dive site, e.g. 'North Reef'"}},"required":["diver_name","site"]}`,
			`{"diver_name":"Mei Ferreira","site":"North Reef"}`,
			[]string{"Mei Ferreira", "dive"}, nil},
		{"requestHullClean", "Request a hull clean for a moored boat.",
			`{"type":"object","properties":{"boat_id":{"type":"string","description":"Boat registration, e.g. 'WB-2231'"}},"required":["boat_id"]}`,
			`{"boat_id":"WB-2231"}`, []string{"WB-2231"}, []string{"WB-2231's", "can you request it"}},
	}, 12, 47)
}

// A clause that offers a second act after "or" gives way to the name's
// act, which says both.
func TestOrOtherAct(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name, desc, verb string
	}{
		{"amend_mooring", "Move a mooring to a different pontoon or change the boat on it.", "amend"},
		{"move_mooring", "Move a mooring to a different pontoon.", "move"},
	} {
		in := brandFreeIntent(ToolInfo{Name: c.name, Description: c.desc})
		if in.Verb != c.verb {
			t.Errorf("%s %q: got verb %q, want %q", c.name, c.desc, in.Verb, c.verb)
		}
	}
}
