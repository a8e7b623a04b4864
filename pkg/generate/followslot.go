package generate

import "github.com/mcpgen/mcpgen/pkg/prompt"

// slotWords are the verbs of a tool's name that say it puts one thing
// into a slot of time ("book_session", "reschedule_appointment",
// "reserve_table"): two such calls at the same time take the same slot.
var slotWords = map[string]bool{"book": true, "rebook": true, "reserve": true, "reschedule": true}

// slotNouns are the things a tool's name may book with a plain verb
// ("move_appointment", "create_booking"), with slotMoves the verbs.
var slotNouns = map[string]bool{"appointment": true, "booking": true, "reservation": true}

// slotMoves are the verbs that, with a slotNoun, book or move one.
var slotMoves = map[string]bool{"move": true, "create": true, "add": true, "make": true, "new": true, "schedule": true}

// doublesSlot tells whether a follow-up of pt, a tool that books or moves
// a thing into a slot of time, varying p alone would put a second thing
// into the slot args hold ("Same again for consultation CON-2" booking
// the same artist, day and block; "Now do the same for NB-2" moving a
// second appointment to the same hour). Such a change is said only as
// the correction of a call declined (followOffline), where the first
// booking was never made.
func doublesSlot(pt *prepTool, p prompt.Param, args map[string]any) bool {
	if placesInTime(p) || pt.t.IsReadOnly() || readsOnly(pt) {
		return false
	}
	slot, noun, move := false, false, false
	for _, w := range nameWords(pt.spoken().Name) {
		slot, noun, move = slot || slotWords[w], noun || slotNouns[singular(w)], move || slotMoves[w]
	}
	if !slot && !(noun && move) {
		return false
	}
	for _, q := range pt.bind.Params() {
		if _, set := args[q.Name]; set && placesInTime(q) {
			return true
		}
	}
	return false
}
