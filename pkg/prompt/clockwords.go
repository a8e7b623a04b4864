package prompt

import (
	"strconv"
	"time"
)

// clockWords says a time of day the way people type it in a message:
// "9am", "9:30am", "noon", "4:15pm", "12:30am". A time with seconds is
// said as written ("16:04:05"): no one rounds a time they copied.
func clockWords(t time.Time) string {
	if t.Second() != 0 || t.Nanosecond() != 0 {
		return t.Format("15:04:05")
	}
	h, m := t.Hour(), t.Minute()
	if h == 12 && m == 0 {
		return "noon"
	}
	half := "am"
	if h >= 12 {
		half = "pm"
	}
	h12 := h % 12
	if h12 == 0 {
		h12 = 12
	}
	s := strconv.Itoa(h12)
	if m != 0 {
		s += ":" + t.Format("04")
	}
	return s + half
}

// zoneWords is the zone said after a time of t, so that the words hold
// all the value does: " UTC" for a time given in UTC ("...Z"), the offset
// for one given in another ("+02:00" is " UTC+02:00"), the time itself
// said in that offset as written.
func zoneWords(t time.Time) string {
	if _, off := t.Zone(); off != 0 {
		return " UTC" + t.Format("-07:00")
	}
	return " UTC"
}
