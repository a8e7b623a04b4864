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
