package synth

func init() {
	// taking a thing the organisation owns out of service for good: an
	// appliance, a vehicle, a machine (was "Created by mistake.")
	actReasons['v'] = []string{"Failed its last check and cannot be repaired.", "Replaced by a new {o}.",
		"Worn out; no longer safe to use.", "Broken beyond economical repair.", "No longer on site; taken away by its owner."}
}

// bookingTopic tells whether a tool's name is about a booking: a
// booking, a reservation, an appointment or a visit anywhere in it, or
// "book" as its verb ("book_slot"), not as the thing a verb acts on
// ("remove_book": a book taken out of stock).
func bookingTopic(topic string) bool {
	ts := sharedTokens(topic)
	for i, t := range ts {
		if t == "book" && i > 0 {
			continue
		}
		if bookingTool.MatchString(t) {
			return true
		}
	}
	return false
}
