package role

import "strings"

// personHeads are nouns naming a person by the part they play: the
// skipper of a boat, the dentist of a case, the technician of a job. A
// "<head>_name" parameter takes a person's name, never a title.
var personHeads = map[string]bool{"skipper": true, "captain": true, "dentist": true, "doctor": true, "physician": true,
	"nurse": true, "technician": true, "mechanic": true, "patient": true, "guest": true, "owner": true, "contact": true,
	"customer": true, "client": true, "author": true, "assignee": true, "manager": true, "holder": true, "tenant": true,
	"student": true, "teacher": true, "tutor": true, "instructor": true, "coach": true, "pupil": true, "parent": true,
	"guardian": true, "caller": true, "reporter": true, "requester": true, "requestor": true, "visitor": true, "resident": true,
	"landlord": true, "employee": true, "staff": true, "worker": true, "courier": false, "crew": true, "pilot": true,
	"chef": true, "waiter": true, "host": true, "hostess": true, "rider": true, "passenger": true, "buyer": true, "seller": true,
	"recipient": true, "sender": true, "witness": true, "victim": true, "suspect": true, "officer": true, "agent": true,
	"inspector": true, "surveyor": true, "contractor": true, "plumber": true, "electrician": true, "installer": true,
	"volunteer": true, "donor": true, "member": true, "player": true, "athlete": true, "artist": true, "photographer": true,
	"vet": true, "veterinarian": true, "therapist": true, "pharmacist": true, "prescriber": true, "surgeon": true,
	"lawyer": true, "attorney": true, "accountant": true, "consultant": true, "candidate": true, "applicant": true,
	"interviewer": true, "recruiter": true, "supervisor": true, "lead": true, "operator": false, "emergency": false,
	"beneficiary": true, "insured": true, "policyholder": true, "subscriber": true, "attendee": true, "speaker": true,
	"organizer": true, "organiser": true, "user": true, "person": true, "kid": true, "child": true, "baby": true,
	"friend": true, "spouse": true, "partner": false, "sitter": true, "walker": true, "groomer": true, "trainer": true,
	"midwife": true, "caregiver": true, "carer": true, "signer": true, "signatory": true, "payee": true, "payer": true,
	"counsel": true, "solicitor": true, "barrister": true, "judge": true, "clerk": true, "plaintiff": true, "defendant": true,
	"filer": true, "petitioner": true, "respondent": true, "appellant": true, "claimant": true, "investigator": true,
	"casualty": true, "survivor": true, "informant": true, "evacuee": true, "patron": true}

// notPersonAgents are -er/-or/-ist nouns that name things, not people.
var notPersonAgents = map[string]bool{"folder": true, "server": true, "container": true, "trigger": true, "filter": true,
	"order": true, "number": true, "header": true, "footer": true, "parameter": true, "marker": true, "layer": true, "tier": true,
	"printer": true, "router": true, "scanner": true, "computer": true, "browser": true, "buffer": true, "cluster": true,
	"counter": true, "timer": true, "character": true, "chapter": true, "letter": true, "paper": true, "poster": true,
	"banner": true, "provider": true, "carrier": true, "register": true, "ledger": true, "trailer": true, "tractor": true,
	"sensor": true, "monitor": true, "motor": true, "elevator": true, "connector": true, "selector": true, "vendor": true,
	"calendar": true, "color": true, "colour": true, "error": true, "vector": true, "sector": true, "floor": true, "door": true,
	"mirror": true, "editor": true, "processor": true, "generator": true, "indicator": true, "descriptor": true,
	"list": true, "playlist": true, "checklist": true, "wishlist": true, "waitlist": true, "blocklist": true, "allowlist": true,
	"whitelist": true, "blacklist": true, "shortlist": true, "setlist": true, "tracklist": true, "twist": true, "wrist": true,
	"water": true, "center": true, "centre": true, "cover": true, "power": true, "tower": true, "river": true, "corner": true,
	"shower": true, "flower": true, "identifier": true, "master": true,
	"winter": true, "summer": true, "quarter": true, "meter": true, "liter": true, "litre": true,
	"answer": true, "offer": true, "transfer": true, "super": true, "other": true, "newsletter": true,
	"tracker": true, "scheduler": true, "handler": true, "controller": true, "adapter": true,
	"parser": true, "loader": true, "reader": true, "writer": false, "driver": true, "runner": true, "builder": true,
	"compiler": true, "converter": true, "formatter": true, "helper": true, "wrapper": true, "launcher": true,
	"charger": true, "heater": true, "cooler": true, "freezer": true, "dryer": true, "washer": true, "blender": true,
	"locker": true, "sticker": true, "voucher": true, "remainder": true, "reminder": true,
	"border": true, "shoulder": true, "finger": true, "burger": true, "dinner": true,
	"harbor": true, "harbour": true, "anchor": true, "factor": true, "honor": true,
	"manufacturer": true, "distributor": true, "retailer": true, "insurer": true, "lender": true, "wholesaler": true,
	"publisher": true, "broadcaster": true, "operator": true, "issuer": true, "exporter": true, "importer": true,
	"producer": true, "brewer": true, "caterer": true, "florist": true, "sponsor": true, "flyer": true, "ladder": true,
	"barrier": true, "powder": true, "cylinder": true, "planner": true,
	"flavor": true, "flavour": true, "labor": true, "vapor": true, "humor": true, "armor": true, "mentor": false}

// personHead reports whether a noun before "name" names a person: one of
// personHeads or personGroups, or an agent noun (-er, -or, -ist, -ian,
// -ician) that is not one of the things notPersonAgents lists nor a
// thing systems name with machine names.
func personHead(noun string) bool {
	if v, ok := personHeads[noun]; ok {
		return v
	}
	if isPersonGroup(noun) {
		return true
	}
	if len(noun) < 5 || notPersonAgents[noun] || machineNouns[noun] || humanNouns[noun] || orgNouns[noun] {
		return false
	}
	for _, suf := range []string{"er", "or", "ist", "ician"} {
		if strings.HasSuffix(noun, suf) {
			return true
		}
	}
	return false
}

// compoundPerson reports whether the words before "name" together name a
// person: walkInName, plus_one_name (a walk-in, a guest's plus-one).
func (c *ctx) compoundPerson() bool {
	if len(c.ts) < 3 || c.last != "name" {
		return false
	}
	return compoundPersons[strings.Join(c.ts[len(c.ts)-3:len(c.ts)-1], "")]
}

// compoundPersons are people named by two words run together.
var compoundPersons = map[string]bool{"walkin": true, "plusone": true}

// PersonNoun reports whether noun, one lower-case word, names a person
// (a mechanic, a guest, an inspector): a parameter so named whose values
// are names picks a person.
func PersonNoun(noun string) bool { return personHead(noun) }
