package role

import (
	"regexp"
	"strconv"
	"strings"
)

// A business states when it is open ("salon is open 08:00-18:00", "the
// workshop is open 9am-5pm", "business hours 9:00 to 17:30"): a booking,
// a drop-off or a visit starts inside those hours, never at 18:45.

// reHoursRange matches a range of two times of day, each "HH:MM" or an
// hour with am/pm.
var reHoursRange = regexp.MustCompile(`(?i)\b([01]?[0-9]|2[0-3])(?::([0-5][0-9]))?\s*([ap]\.?m\.?)?\s*(?:-|–|—|to|until|till)\s*([01]?[0-9]|2[0-4])(?::([0-5][0-9]))?\s*([ap]\.?m\.?)?(?:\W|$)`)

// reHoursCue matches the words that make a range of times opening hours.
var reHoursCue = regexp.MustCompile(`(?i)\b(?:open|opens|opening|hours|closes|closing)\b`)

// OpenHours reads the opening hours a text states, as minutes after
// midnight: open before close, both on the hour or a minute of it; ok is
// false when the text states none (no range of two times of day, or no
// word saying they are hours one is open, or bare hours without a colon
// or am/pm).
func OpenHours(text string) (open, close int, ok bool) {
	if !reHoursCue.MatchString(text) {
		return 0, 0, false
	}
	for _, m := range reHoursRange.FindAllStringSubmatch(text, -1) {
		if m[5] == "" && m[6] == "" || m[2] == "" && m[3] == "" && m[6] == "" {
			continue // "1-5": no times of day ("1-5pm" is)
		}
		o, c := clockMinutes(m[1], m[2], m[3]), clockMinutes(m[4], m[5], m[6])
		if m[3] == "" && m[6] != "" && o < 12*60 && strings.HasPrefix(strings.ToLower(m[6]), "p") && o+12*60 < c {
			o += 12 * 60 // "1-5pm"
		}
		if o < c {
			return o, c, true
		}
	}
	return 0, 0, false
}

// clockMinutes returns the minutes after midnight of an hour, its
// minutes and an am/pm marker ("" for a 24-hour time).
func clockMinutes(hour, min, ampm string) int {
	h, _ := strconv.Atoi(hour)
	m, _ := strconv.Atoi(min)
	switch a := strings.ToLower(ampm); {
	case strings.HasPrefix(a, "p") && h < 12:
		h += 12
	case strings.HasPrefix(a, "a") && h == 12:
		h = 0
	}
	return h*60 + m
}

// noteHours keeps the first opening hours a description of the server
// states.
func (s *Server) noteHours(text string) {
	if s.hoursOK {
		return
	}
	s.hours[0], s.hours[1], s.hoursOK = OpenHours(text)
}

// OpenHours returns the opening hours a description of the server's
// tools or parameters states, as minutes after midnight; ok is false when
// none does and for a nil server.
func (s *Server) OpenHours() (open, close int, ok bool) {
	if s == nil {
		return 0, 0, false
	}
	return s.hours[0], s.hours[1], s.hoursOK
}
