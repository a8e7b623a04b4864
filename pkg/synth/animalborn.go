package synth

import (
	"time"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// humanBornNouns name the people a server about animals keeps a date of
// birth of: the owner, the client, the rider, not the animal.
var humanBornNouns = map[string]bool{"owner": true, "client": true, "customer": true, "guardian": true, "handler": true,
	"rider": true, "person": true, "user": true, "member": true, "contact": true, "employee": true, "staff": true,
	"vet": true, "veterinarian": true, "groomer": true, "adopter": true, "breeder": true, "trainer": true, "parent": true,
	"holder": true, "applicant": true, "volunteer": true, "keeper": true, "farmer": true, "student": true}

// animalBornNouns name animals a date of birth is kept of, besides the
// pets, dogs and cats role.AboutAnimals knows.
var animalBornNouns = map[string]bool{"animal": true, "horse": true, "pony": true, "foal": true, "rabbit": true, "bunny": true,
	"puppy": true, "kitten": true, "bird": true, "parrot": true, "hamster": true, "ferret": true, "reptile": true,
	"tortoise": true, "litter": true}

// animalBorn reports whether a date of birth whose noun is who is an
// animal's: who names an animal (pet_dob, dog), or the tool or the server
// is about animals and who is no person (date_of_birth of a rabbit
// registered at a vet).
func (g *Generator) animalBorn(who string) bool {
	if humanBornNouns[who] {
		return false
	}
	if animalBornNouns[who] || who != "" && role.AboutAnimals(who) {
		return true
	}
	return g.aboutAnimals() || g.opts.Server.Animals()
}

// animalBornDate returns an animal's date of birth: two months to fifteen
// years before refDate, not an adult person's 1950 to 2005 (a rabbit born
// in 1979).
func (g *Generator) animalBornDate() time.Time {
	months := 2 + g.rng.Intn(15*12-2)
	return refDate.AddDate(0, -months, -g.rng.Intn(28)).Truncate(24 * time.Hour)
}
