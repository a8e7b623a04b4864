package prompt

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// The preposition between an act and another thing's id says how the two
// relate, never a word drawn at random: a new load is posted for a
// shipper, not "in shipper 10525"; a hold is put on a student, not "of
// student U38…"; a tasting is reserved for a guest's e-mail, and only
// what is sent goes "to" an address.

// sendVerbs are acts that deliver something to a person or address: an
// e-mail value after them is where it goes ("send the invoice to ana@…").
var sendVerbs = map[string]bool{"send": true, "email": true, "e-mail": true, "mail": true, "forward": true,
	"notify": true, "deliver": true, "transfer": true, "invite": true, "message": true, "reply": true, "share": true,
	"assign": true, "submit": true, "post": true}

// emailPrep is the preposition before an e-mail address the request
// names: "to" after an act that sends, or for a recipient's address;
// else the address is whose the thing is: "for".
func (st *funcState) emailPrep(in intent, hl string) string {
	if sendVerbs[firstWord(in.Verb)] || strings.Contains(hl, "recipient") || strings.HasPrefix(hl, "to ") || hl == "to" {
		return st.turn("for ", "to ")
	}
	return "for "
}

// partyNouns are people and parties a thing is for: a change names them
// with "for" ("place an order for club member 4293"), never "on".
var partyNouns = map[string]bool{"member": true, "customer": true, "client": true, "user": true, "guest": true,
	"patient": true, "employee": true, "shipper": true, "carrier": true, "vendor": true, "supplier": true,
	"contact": true, "person": true, "owner": true, "driver": true, "tenant": true, "buyer": true, "seller": true,
	"student": true, "practice": true, "applicant": true, "candidate": true, "subscriber": true,
	"patron": true, "borrower": true, "participant": true, "attendee": true, "player": true, "athlete": true,
	"volunteer": true, "resident": true, "renter": true, "donor": true, "learner": true, "traveler": true,
	"traveller": true, "passenger": true, "staff": true}

// markNouns are marks fixed to a thing that tell it apart (see
// role's thing tags): the thing is named as the one "with" its mark.
var markNouns = map[string]bool{"tag": true, "tags": true}

// idPrep is the preposition before another thing's id, noun, on an act
// with no nearer reading (see idPhrase): a read asks for something of the
// thing ("the status of load 5", "for load 5", "on load 5"); a change is
// made for or on it, never "of" it ("record a check call of load 5"),
// for a party, never on one, and in or on a container.
func (st *funcState) idPrep(noun string) string {
	last := lastWord(strings.ToLower(noun))
	if markNouns[last] {
		// a tag is a mark the thing carries: "the cow with tag 4417",
		// never "the cow of tag 4417" nor "a service on tag 4417"
		return "with "
	}
	if partyNouns[last] {
		// a person is whom a thing is done or looked up for, never what
		// it is done "on" ("check out a book on patron STF-0599")
		return "for "
	}
	if st.data == nil || st.data.Tool.intent.Read {
		return st.turn("for ", "on ", "of ")
	}
	if bookVerbs[firstWord(st.data.Tool.intent.Verb)] && role.WorkerNoun(last) && agentWord(last) {
		// an appointment is booked with the person who does the work:
		// "book a groom for Ana Ruiz with groomer G-08", never "… for
		// Ana Ruiz for groomer G-08"
		return "with "
	}
	if madeInNouns[last] {
		p := st.turn("in ", "on ") // "a comment on record R in base B"
		if headPreps[last] == "at " {
			p = "at " // a place a thing is done at: "log a session at site TRN-004", never "in site"
		}
		return p
	}
	return st.turn("for ", "on ")
}

// agentWord tells whether w names a doer by its ending (groomer,
// instructor, stylist, technician), not a part played ("lead", which on a
// booking is a sales prospect the visit is for).
func agentWord(w string) bool {
	for _, s := range [...]string{"er", "or", "ist", "ian"} {
		if strings.HasSuffix(w, s) {
			return true
		}
	}
	return false
}

// bookVerbs are acts that book someone's time.
var bookVerbs = map[string]bool{"book": true, "schedule": true, "reserve": true}

// madeVerbs are acts that make a new thing: another thing's id on them
// is where it is made or whom it is for (see madeIDPrep).
var madeVerbs = map[string]bool{"create": true, "make": true, "build": true, "generate": true, "write": true,
	"post": true, "open": true, "draft": true, "place": true, "book": true, "reserve": true, "schedule": true,
	"file": true, "register": true, "log": true, "record": true, "issue": true, "start": true, "raise": true}

// madeInNouns are things other things are made in ("a page in
// workspace W", "an issue in project P"); any other thing is whom a new
// one is for ("a load for shipper 10525").
var madeInNouns = map[string]bool{"project": true, "workspace": true, "repository": true, "repo": true,
	"folder": true, "directory": true, "channel": true, "board": true, "list": true, "database": true,
	"collection": true, "calendar": true, "space": true, "team": true, "organization": true, "organisation": true,
	"site": true, "table": true, "index": true, "bucket": true, "namespace": true, "cluster": true, "server": true,
	"group": true, "module": true, "cycle": true, "sprint": true, "milestone": true, "notebook": true, "vault": true,
	"base": true, "guild": true, "card": true, "sheet": true, "spreadsheet": true, "dataset": true, "schema": true}

// madeInOrFor is the preposition before the id of where a new thing is
// made ("in project P", "on board B") or whom it is for ("for shipper
// 10525", "for customer 94775").
func (st *funcState) madeInOrFor(noun string) string {
	if madeInNouns[lastWord(strings.ToLower(noun))] {
		return st.turn("in ", "in ", "on ")
	}
	return "for "
}

// personFor tells whether noun names a person a thing is for (a party
// or one who does the work: partyNouns, role.WorkerNoun), whose "for"
// keeps its word (was 'a weekly timesheet on carer CR-0401', now 'a
// weekly timesheet for carer CR-0401').
func personFor(noun string) bool {
	w := lastWord(strings.ToLower(noun))
	return partyNouns[w] || role.WorkerNoun(w)
}

// samePlacePreposition varies the first word of a place by an equivalent
// one (samePreposition), except a source's "from": a load posted from a
// shipper is not posted "in" one; only a place ("from project P", "in
// project P") takes either; nor the act's own preposition
// (complementPlace: "add issue 5 to cycle C").
func (st *funcState) samePlacePreposition(s, noun string) string {
	if f := strings.Fields(s); len(f) > 1 && strings.EqualFold(f[0], "from") && !placeNouns[noun] || complementPlace(st.data, s) {
		return s
	}
	if f := strings.Fields(s); len(f) > 1 && strings.EqualFold(f[0], "for") && personFor(noun) {
		return s
	}
	return st.samePreposition(s)
}
