package synth

import "strings"

// An "event" is a meeting, a party or a show people go to, or a thing
// that happens and is recorded: an adverse event of a trial, a harsh
// braking event of a vehicle, a security event of a log. Only the first
// takes a meeting's titles, agendas and reasons.

// occurrenceQualifiers are the words before "event" that make it a thing
// that happened, not a gathering.
var occurrenceQualifiers = map[string]bool{"adverse": true, "harsh": true, "security": true, "audit": true, "log": true,
	"system": true, "webhook": true, "billing": true, "safety": true, "driving": true, "error": true, "usage": true,
	"tracking": true, "analytics": true, "incident": true, "telemetry": true, "serious": true, "device": true, "sensor": true,
	"alarm": true, "input": true, "mouse": true, "keyboard": true, "click": true, "page": true, "server": true, "custom": true,
	"weather": true, "seismic": true, "lifecycle": true, "domain": true, "cloud": true, "git": true, "push": true, "payment": true,
	"medical": true, "clinical": true, "critical": true, "trigger": true, "triggered": true, "raw": true, "stream": true}

// gatheringCues are words of a tool about an event people attend.
var gatheringCues = []string{"attendee", "attendees", "invite", "invitee", "invitees", "rsvp", "organizer", "organiser",
	"guests", "venue", "tickets", "speaker", "speakers", "calendar"}

// gatheringEvent tells whether the words of a tool (its name and
// description) speak of an event people attend: a word of gathering, or
// "event" with no word among the three before it that makes it an
// occurrence ("File a serious adverse event report" records one).
func gatheringEvent(text string) bool {
	low := strings.ToLower(text)
	if !strings.Contains(low, "event") {
		return false
	}
	ts := tokens(text)
	if hasWord(ts, gatheringCues...) {
		return true
	}
	seen := false
	for i, w := range ts {
		if w != "event" && w != "events" {
			continue
		}
		seen = true
		for j := max(0, i-3); j < i; j++ {
			if occurrenceQualifiers[ts[j]] {
				return false // ("harsh braking and cornering events")
			}
		}
	}
	return seen || strings.Contains(low, "event")
}
