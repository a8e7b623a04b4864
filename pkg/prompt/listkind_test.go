package prompt

import "testing"

// A kind said before the object of a list keeps the list's number:
// "List tickets" with typ=carriage is "the carriage tickets", never "the
// carriage ticket", which asks for one.
func TestListKindKeepsPlural(t *testing.T) {
	checkSaid(t, fileRequests(t, "dev44/clock_watch_repair.json", "job.ls", `{"typ":"carriage"}`, 12),
		[]string{"carriage tickets"}, "carriage ticket.", "carriage ticket?", "carriage ticket ")
}
