package role

import "testing"

// A business that books its customers' appointments is no office
// calendar: its area is Bookings, and its words lean away from office
// work; a server that also speaks of meetings and attendees keeps the
// calendar.
func TestBookingsArea(t *testing.T) {
	nails := NewServer("nailbar", []ServerTool{
		{Name: "book_appointment", Description: "Book a manicure appointment for a client at the nail bar."},
		{Name: "cancel_appointment", Description: "Cancel an appointment by its booking reference."},
		{Name: "reschedule_appointment", Description: "Move an appointment to another day and time."},
		{Name: "list_artists", Description: "List the nail artists working this week."},
	})
	if got := nails.Area(); got != Bookings {
		t.Errorf("nail bar: area %q, want %q", got, Bookings)
	}
	if nails.AboutSoftware() {
		t.Error("nail bar: leans to office work")
	}
	office := NewServer("rooms", []ServerTool{
		{Name: "book_meeting", Description: "Book a meeting room and invite attendees."},
		{Name: "cancel_appointment", Description: "Cancel an appointment on the shared calendar."},
		{Name: "reschedule_appointment", Description: "Move an appointment to another time."},
	})
	if got := office.Area(); got != "calendar" {
		t.Errorf("office: area %q, want calendar", got)
	}
}
