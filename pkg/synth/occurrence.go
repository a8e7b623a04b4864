package synth

import (
	"strconv"
	"strings"
)

// A site of a trial or a patient's care is a hospital or a clinic, not a
// warehouse; the description of an event a clinical tool reports tells
// what happened to the participant, not who looks after a record.

// careSites follow a city's name to name a site of care.
var careSites = []string{"General Hospital", "University Hospital", "Medical Center", "Clinical Research Unit", "Heart Institute",
	"Children's Hospital"}

// siteName returns the name of a business's site (facility_name): a
// hospital or a clinic for a tool about patients and trials, else a
// logistics site, after the call's city.
func (g *Generator) siteName() string {
	if g.aboutHealth() {
		return g.city() + " " + careSites[g.rng.Intn(len(careSites))]
	}
	return g.city() + " " + siteNames[g.rng.Intn(len(siteNames))]
}

// occurrenceNouns are things that happen and are reported, whose
// description says what happened.
var occurrenceNouns = map[string]bool{"event": true, "reaction": true, "incident": true, "accident": true, "injury": true,
	"complication": true, "effect": true}

// clinicalAccounts tell what happened to a participant or a patient ({X}
// a finding, {x} it in lower case, {D} a number of days).
var clinicalAccounts = []string{"{X} starting {D} days after the second dose; resolved without treatment.",
	"{X} reported at the week {D} visit; treated and resolved.", "Participant reported {x} the evening after dosing; kept overnight for observation.",
	"{X}, onset on day {D}; study drug paused until it settles.", "{X} after the infusion; resolved within 24 hours."}

// occurrenceDesc returns what happened, for the description of a thing
// that happens (an adverse event, a reaction) on a tool about patients or
// trials; ok is false otherwise.
func (g *Generator) occurrenceDesc(head string) (string, bool) {
	if !occurrenceNouns[head] || !g.aboutHealth() {
		return "", false
	}
	f := clinicalFindings[g.rng.Intn(len(clinicalFindings))]
	s := clinicalAccounts[g.rng.Intn(len(clinicalAccounts))]
	r := strings.NewReplacer("{X}", f, "{x}", strings.ToLower(f), "{D}", strconv.Itoa(2+g.rng.Intn(10)))
	return r.Replace(s), true
}

// mishapNouns name a mishap in which someone may be hurt: what a tool
// logs about one is an account of what happened, never its area's
// stock text (a ski school's accident was "Loops and lists, with three
// practice exercises.", a lesson plan of the education area).
var mishapNouns = []string{"accident", "accidents", "injury", "injuries", "mishap", "mishaps", "collision", "collisions"}

// accountKeys are the keys whose text tells what happened.
var accountKeys = []string{"description", "desc", "details", "detail", "account", "summary", "narrative", "what", "happened"}

// mishapAccounts tell what happened in a mishap anywhere people work or
// play: a fall, a knock, a cut, each with the care given, naming no part
// of the body (a sibling key may name it: "head" beside "hurt the left
// wrist" would not agree).
var mishapAccounts = []string{"Slipped on a wet patch and fell; first aid given on site.",
	"Tripped on a step and could not carry on; collected soon after.",
	"Collided with another person and fell; checked over and carried on.",
	"Fell awkwardly on landing; ice pack applied and advised to get it checked.",
	"Caught a sharp edge and was cut; cleaned and dressed on site.",
	"Lost footing and went down hard; rested for 20 minutes, then carried on."}

// mishapAccount returns an account of what happened for the description
// of a mishap: a key like accident_description, or a description key on
// a tool logging an accident or an injury. ok is false otherwise.
func (g *Generator) mishapAccount(h hint) (string, bool) {
	ts := sharedTokens(h.name)
	if len(ts) == 0 || !hasWord(ts[len(ts)-1:], accountKeys...) {
		return "", false
	}
	if !hasWord(ts, mishapNouns...) && !textHas(g.toolL, mishapNouns...) {
		return "", false
	}
	return mishapAccounts[g.rng.Intn(len(mishapAccounts))], true
}
