package synth

import "github.com/mcpgen/mcpgen/pkg/role"

// A search of people (registered players, members, patients, instructors)
// is searched by a person's name or part of one: a club ("Lakers"), a
// league table or a school subject is no player and no instructor.

// peopleNouns are the objects of search tools whose records are people.
var peopleNouns = map[string]bool{"player": true, "member": true, "patient": true, "student": true, "customer": true, "client": true,
	"guest": true, "volunteer": true, "instructor": true, "teacher": true, "tutor": true, "coach": true, "staff": true,
	"employee": true, "contact": true, "athlete": true, "participant": true, "applicant": true, "candidate": true, "tenant": true,
	"driver": true, "attendee": true, "donor": true, "resident": true, "referee": true, "person": true, "people": true,
	"visitor": true, "passenger": true, "subscriber": true, "learner": true, "pupil": true, "parent": true, "guardian": true,
	"technician": true, "translator": true, "interpreter": true, "vendor": true, "owner": true, "worker": true, "nurse": true,
	"doctor": true, "physician": true, "therapist": true, "trainer": true, "child": true, "children": true, "traveler": true,
	"patron": true, "homeowner": true, "renter": true, "borrower": true}

// peopleQuery returns a person's name, whole or only the surname, for the
// query of a tool that searches people; ok is false for other tools and
// parameters.
func (g *Generator) peopleQuery(r *role.Role) (string, bool) {
	if r.Kind != role.Query {
		return "", false
	}
	if !peopleNouns[g.toolObject()] || !hasWord(sharedTokens(g.opts.Topic), "search", "find", "lookup", "look", "query") {
		return "", false
	}
	if g.rng.Intn(3) == 0 {
		return g.lastName(), true
	}
	return g.firstName() + " " + g.lastName(), true
}
