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

// Opening hours are read from a range of two times of day said to be
// hours one is open; other ranges are none.
func TestOpenHours(t *testing.T) {
	cases := []struct {
		text        string
		open, close int
		ok          bool
	}{
		{"Start time in 24h HH:MM, salon is open 08:00-18:00", 8 * 60, 18 * 60, true},
		{"Drop-off time; the workshop is open 9am-5pm", 9 * 60, 17 * 60, true},
		{"Business hours 9:30 to 17:30", 9*60 + 30, 17*60 + 30, true},
		{"Open 1-5pm on Sundays", 13 * 60, 17 * 60, true},
		{"Between 08:00-18:00", 0, 0, false},          // no word of opening
		{"Open pages 1-5 of the report", 0, 0, false}, // no times of day
	}
	for _, c := range cases {
		o, cl, ok := OpenHours(c.text)
		if o != c.open || cl != c.close || ok != c.ok {
			t.Errorf("%q: %d-%d %v, want %d-%d %v", c.text, o, cl, ok, c.open, c.close, c.ok)
		}
	}
}
