package role

// A business that books its customers' appointments (a salon, a repair
// shop, a tattoo studio) speaks of appointments and schedules as an office
// calendar does, but its appointments are visits of customers, not
// meetings of colleagues: its free text (a note, a cancel reason, a
// search) comes from its own trade, never "Plan the spring team offsite."
// Its words name the calendar area only through the booking words
// ("appointment", "schedule"); an office calendar also says "calendar",
// "meeting", "attendee", "invite" or "event".

// Bookings is the area of a business that books appointments for its
// customers, read where the calendar's words are only booking words.
const Bookings Area = "bookings"

// officeCalendarCues are the calendar cues only an office calendar uses:
// one of them read keeps a server's appointments meetings.
var officeCalendarCues = []string{"calendar", "freebusy", "free busy", "meeting", "attendee", "invite", "event"}

func init() {
	areaCues = append(areaCues, struct {
		dom  Area
		cues string
	}{Bookings, ""})
}

// scoreOf returns the score read for domain d; the calendar's score
// counts for Bookings instead when no office calendar cue was read.
func (r *AreaReader) scoreOf(d Area) int {
	switch d {
	case "calendar", Bookings:
		office := false
		for _, c := range officeCalendarCues {
			office = office || r.seen[c] > 0
		}
		if office == (d == "calendar") {
			return r.score["calendar"]
		}
		return 0
	}
	return r.score[d]
}
