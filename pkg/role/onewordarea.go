package role

// A server's area named by one everyday word alone is no sure area: the
// word may have another sense there, so the area's words fit its tools
// only where they share the tool's own words. A seed bank's or a food bank's "bank" is no
// bank account, a forestry office's "permit" no parking permit, a pawn
// shop's "loan" no bank loan and a fab's lot "tracking" no music track;
// their notes and item descriptions drawn from those areas read as
// another business's ("My half of dinner on Friday." as a seed label,
// "Monthly transfer to the savings account." as a pawned item). A word
// that names the domain outright (a cue of weight nameCue: "redis",
// "spotify", "banking") still names it alone, and so do a business's
// appointments its Bookings.

// nameCue is the weight of a cue that names its domain outright.
const nameCue = 5

// oneWordShare is the share, in percent, of a domain's score that one
// word of weight below nameCue may add before the domain rests on that
// word alone: a ground handler's "airport" (76%, with "flight") still
// names travel, a seed bank's "bank" (93%, with one "transfer") no
// longer names banking.
const oneWordShare = 85

// A wordCue is a domain and a cue word read for it.
type wordCue struct {
	dom  Area
	word string
}

// oneWordArea tells whether the score of domain d rests on one word
// below nameCue: oneWordShare percent or more of it. False for "".
func (r *AreaReader) oneWordArea(d Area) bool {
	if d == "" || d == Bookings {
		return false // (Bookings is read from booking words alone)
	}
	total := r.score[d]
	for k, v := range r.byWord {
		if k.dom == d && 100*v >= oneWordShare*total {
			return true
		}
	}
	return false
}

// OneWordArea tells whether the server's area rests on one everyday
// word alone (false for a nil server and for no area): its notes and
// items then fit a tool only where they share the tool's words.
func (s *Server) OneWordArea() bool { return s != nil && s.oneWord }
