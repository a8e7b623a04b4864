package role

import (
	"regexp"
	"strings"
)

// A rescue team, a council or a security firm deploys people and
// vehicles ("deploy_party", "parties deployed", "deploy two stewards to
// gate B"): that "deploy" speaks of no software release. Only a deploy of
// something else (a build, a service, a release, "deploy to staging")
// is a word of software work (codeTrackerCue) or of machines
// (machineCue); a mountain rescue team's incident log, read as a
// monitoring tool's, drew "Checkout API returning 500s" as a casualty.

// deployedGroups are the people and response vehicles a "deploy" of the
// physical world sends out.
const deployedGroups = `(?:part(?:y|ies)|teams?|crews?|units?|squads?|patrols?|officers?|staff|volunteers?|responders?|troops?|soldiers?|` +
	`personnel|members?|rescuers?|paramedics?|medics?|firefighters?|guards?|stewards?|marshals?|wardens?|handlers?|dogs?|` +
	`ambulances?|appliances?|lifeboats?|boats?|helicopters?|vehicles?)`

// peopleDeploy matches a deploy of people: "deploy (a|the) (hill)
// party" and "parties (were) deployed", underscores counting as spaces.
var peopleDeploy = regexp.MustCompile(`(?i)\bdeploy(?:s|ed|ing|ment|ments)?[\s_]+(?:(?:a|an|the|our|their|two|three|more|extra|another)[\s_]+)?` +
	`(?:[a-z]+[\s_]+)?` + deployedGroups + `\b|\b` + deployedGroups + `[\s_]+(?:(?:is|are|was|were|being|been|be|to|now|already)[\s_]+)*deploy(?:s|ed|ing)?\b`)

// withoutPeopleDeploys returns text with its deploys of people
// (peopleDeploy) blanked out, so that only other deploys are read as
// software work; text holding no "deploy" is returned as it is.
func withoutPeopleDeploys(text string) string {
	if !strings.Contains(strings.ToLower(text), "deploy") {
		return text
	}
	return peopleDeploy.ReplaceAllString(text, " ")
}
