package exampleserver

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"hash/fnv"
	"slices"
	"strings"
	"time"
)

// city is a covered forecast location: mean daily high in °C per month.
type city struct {
	name     string
	meanHigh [12]float64
}

var cities = []city{
	{"Amsterdam", [12]float64{6, 7, 10, 14, 18, 20, 22, 22, 19, 15, 10, 7}},
	{"Berlin", [12]float64{3, 5, 9, 15, 19, 22, 24, 24, 19, 13, 7, 4}},
	{"Lima", [12]float64{26, 27, 26, 24, 22, 20, 19, 19, 20, 21, 23, 25}},
	{"Lisbon", [12]float64{15, 16, 19, 20, 22, 26, 28, 29, 27, 23, 18, 15}},
	{"Nairobi", [12]float64{25, 26, 25, 24, 23, 22, 21, 22, 24, 25, 23, 23}},
	{"Osaka", [12]float64{9, 10, 14, 20, 25, 28, 32, 33, 29, 23, 17, 12}},
	{"Sydney", [12]float64{26, 26, 25, 23, 20, 18, 17, 18, 20, 22, 24, 25}},
	{"Toronto", [12]float64{-1, 0, 5, 12, 19, 24, 27, 26, 21, 14, 7, 2}},
}

func findCity(name string) (city, bool) {
	for _, c := range cities {
		if strings.EqualFold(c.name, strings.TrimSpace(name)) {
			return c, true
		}
	}
	return city{}, false
}

// room is a bookable meeting room: an id the tools take and the name
// people call it by ("the Atlas room").
type room struct {
	ID       string   `json:"id"`
	Name     string   `json:"name"`
	Building string   `json:"building"`
	Capacity int      `json:"capacity"`
	Features []string `json:"features"`
}

var rooms = []room{
	{"HQ-101", "Atlas", "HQ", 4, []string{"screen"}},
	{"HQ-102", "Borealis", "HQ", 8, []string{"screen", "whiteboard"}},
	{"HQ-201", "Cascade", "HQ", 12, []string{"video"}},
	{"HQ-301", "Summit", "HQ", 20, []string{"video", "stage"}},
	{"AX-001", "Juniper", "Annex", 6, []string{"whiteboard"}},
	{"AX-002", "Harbor", "Annex", 10, []string{"video", "whiteboard"}},
}

func findRoom(id string) (room, bool) {
	for _, r := range rooms {
		if r.ID == id {
			return r, true
		}
	}
	return room{}, false
}

// event is a calendar entry.
type event struct {
	EventID         string   `json:"event_id"`
	Title           string   `json:"title"`
	Start           string   `json:"start"`
	DurationMinutes int      `json:"duration_minutes"`
	RoomID          string   `json:"room_id"`
	Attendees       []string `json:"attendees"`
	Tags            []string `json:"tags"`
}

// events is the calendar, sorted by start: a few events a week from
// mid-September 2025 to mid-May 2026, around the date mcpgen's generated
// dates cluster about (2026-01-15, four months either side), so that a
// search of a few days finds some. Ids are derived from the title and start like those of
// book_meeting.
var events = func() []event {
	const (
		ana, bo, chen, dana = "ana@acme.example", "bo@acme.example", "chen@acme.example", "dana@acme.example"
		eli, farah, gus     = "eli@acme.example", "farah@acme.example", "gus@globex.example"
		peter, hana, ivo    = "peter@initech.example", "hana@acme.example", "ivo@acme.example"
	)
	ev := func(title, start string, minutes int, roomID string, tags []string, attendees ...string) event {
		return event{Title: title, Start: start, DurationMinutes: minutes, RoomID: roomID, Attendees: attendees, Tags: tags}
	}
	standup, review, oneOnOne, offsite, customer := []string{"standup"}, []string{"review"}, []string{"1on1"}, []string{"offsite"}, []string{"customer"}
	none := []string{}
	seed := []event{
		ev("Platform standup", "2026-03-02T09:30:00Z", 15, "HQ-101", standup, ana, bo, chen),
		ev("Quarterly review", "2026-03-03T14:00:00Z", 90, "HQ-301", review, ana, dana, eli, farah),
		ev("Ana / Dana 1:1", "2026-03-04T11:00:00Z", 30, "AX-001", oneOnOne, ana, dana),
		ev("Customer demo: Globex", "2026-03-05T16:00:00Z", 60, "HQ-201", customer, bo, gus),
		ev("Platform standup", "2026-03-09T09:30:00Z", 15, "HQ-101", standup, ana, bo, chen),
		ev("Design review: billing", "2026-03-10T13:00:00Z", 60, "HQ-102", review, chen, eli),
		ev("Team offsite planning", "2026-03-12T10:00:00Z", 120, "AX-002", offsite, ana, bo, chen, dana),
		ev("Customer call: Initech", "2026-03-16T15:30:00Z", 45, "HQ-201", customer, farah, peter),
		ev("Platform standup", "2026-03-16T09:30:00Z", 15, "HQ-101", standup, ana, bo, chen),
		ev("Bo / Eli 1:1", "2026-03-18T12:00:00Z", 30, "AX-001", oneOnOne, bo, eli),
		// The months around it (none tagged standup or customer in March).
		ev("Security training", "2025-11-04T10:00:00Z", 60, "HQ-301", none, ana, bo, chen, dana, eli),
		ev("Design review: search filters", "2025-11-06T14:00:00Z", 60, "HQ-102", review, chen, eli, hana),
		ev("Hiring sync", "2025-11-12T11:30:00Z", 30, "AX-001", none, dana, farah),
		ev("Customer demo: Umbrella", "2025-11-19T15:00:00Z", 60, "HQ-201", customer, bo, farah),
		ev("Budget planning 2026", "2025-11-25T13:00:00Z", 90, "AX-002", review, ana, dana, farah),
		ev("Incident postmortem: payments outage", "2025-12-02T10:30:00Z", 60, "HQ-102", review, bo, chen, ivo),
		ev("Interview: backend engineer", "2025-12-04T14:00:00Z", 45, "AX-001", none, chen, hana),
		ev("Q4 business review", "2025-12-09T14:00:00Z", 120, "HQ-301", review, ana, dana, eli, farah),
		ev("Holiday party planning", "2025-12-11T16:00:00Z", 30, "HQ-101", none, dana, hana),
		ev("Year-end retro", "2025-12-17T15:00:00Z", 60, "AX-002", review, ana, bo, chen, dana, eli),
		ev("Platform standup", "2026-01-05T09:30:00Z", 15, "HQ-101", standup, ana, bo, chen),
		ev("Roadmap kickoff 2026", "2026-01-07T10:00:00Z", 90, "HQ-301", offsite, ana, bo, chen, dana, eli, farah),
		ev("Platform standup", "2026-01-12T09:30:00Z", 15, "HQ-101", standup, ana, bo, chen),
		ev("Architecture review: event bus", "2026-01-13T13:30:00Z", 60, "HQ-102", review, bo, chen, ivo),
		ev("Customer call: Hooli renewal", "2026-01-14T16:00:00Z", 45, "HQ-201", customer, farah, eli),
		ev("Chen / Hana 1:1", "2026-01-15T11:00:00Z", 30, "AX-001", oneOnOne, chen, hana),
		ev("Sprint planning", "2026-01-16T10:00:00Z", 60, "AX-002", none, ana, bo, chen, ivo),
		ev("Platform standup", "2026-01-19T09:30:00Z", 15, "HQ-101", standup, ana, bo, chen),
		ev("New joiner onboarding", "2026-01-20T09:00:00Z", 120, "HQ-201", none, dana, hana, ivo),
		ev("Design review: onboarding flow", "2026-01-22T14:00:00Z", 60, "HQ-102", review, chen, eli, hana),
		ev("Vendor pitch: Stratus Cloud", "2026-01-27T15:00:00Z", 45, "HQ-201", customer, bo, ivo),
		ev("All-hands", "2026-01-29T16:00:00Z", 60, "HQ-301", none, ana, bo, chen, dana, eli, farah, hana, ivo),
		ev("Board prep", "2026-02-03T10:00:00Z", 90, "AX-002", review, ana, dana),
		ev("Customer demo: Soylent", "2026-02-05T15:30:00Z", 60, "HQ-201", customer, bo, farah),
		ev("Eli / Farah 1:1", "2026-02-10T12:00:00Z", 30, "AX-001", oneOnOne, eli, farah),
		ev("Pricing workshop", "2026-02-12T13:00:00Z", 120, "HQ-102", offsite, ana, dana, farah),
		ev("Interview: product designer", "2026-02-18T11:00:00Z", 45, "AX-001", none, eli, hana),
		ev("Release retro: 4.2", "2026-02-24T15:00:00Z", 60, "AX-002", review, bo, chen, ivo),
		ev("Accessibility audit readout", "2026-03-24T14:00:00Z", 60, "HQ-102", review, chen, hana),
		ev("Spring offsite", "2026-03-26T09:00:00Z", 480, "HQ-301", offsite, ana, bo, chen, dana, eli, farah),
		ev("Customer demo: Wayne Enterprises", "2026-04-07T16:00:00Z", 60, "HQ-201", customer, farah, gus),
		ev("Design review: mobile app", "2026-04-09T13:00:00Z", 60, "HQ-102", review, chen, eli, hana),
		ev("Q1 business review", "2026-04-14T14:00:00Z", 120, "HQ-301", review, ana, dana, eli, farah),
		ev("Dana / Ivo 1:1", "2026-04-21T11:30:00Z", 30, "AX-001", oneOnOne, dana, ivo),
		ev("Hackathon kickoff", "2026-04-28T09:30:00Z", 60, "AX-002", offsite, bo, chen, hana, ivo),
	}
	seed = append(seed, weekly(seed)...)
	for i := range seed {
		seed[i].EventID = "evt_" + shortHash(seed[i].Title, seed[i].Start, seed[i].RoomID)
	}
	slices.SortStableFunc(seed, func(a, b event) int { return strings.Compare(a.Start, b.Start) })
	return seed
}()

// The titles of the weekly meetings, one per week.
var (
	designTopics = []string{"checkout redesign", "dark mode", "audit log", "API rate limits", "search ranking", "SSO settings",
		"invoice PDFs", "notification center", "admin roles", "data export", "status page", "mobile onboarding",
		"usage dashboard", "webhooks v2", "team invites", "billing alerts", "file previews", "saved filters",
		"offline mode", "CSV import", "activity feed", "two-factor setup", "plan upgrades", "public API docs",
		"error pages", "account deletion", "tagging", "calendar sync", "help center", "trial flow",
		"sharing links", "email digests", "payment retries", "workspace switcher", "keyboard shortcuts", "print view"}
	companies = []string{"Northwind", "Contoso", "Fabrikam", "Tailspin", "Litware", "Adatum", "Proseware", "Wingtip",
		"Woodgrove", "Lucerne", "Coho Winery", "Alpine Ski House", "Blue Yonder", "Fourth Coffee", "Margie's Travel",
		"Trey Research", "Humongous Insurance", "Wide World Importers", "Relecloud", "VanArsdel", "Bellows College",
		"Graphic Design Institute", "Lamna Healthcare", "Munson's Pickles", "Nod Publishers", "Southridge Video",
		"Tasmanian Traders", "School of Fine Art", "City Power & Light", "Consolidated Messenger", "Datum Corp",
		"Fincher Architects", "Jetz", "Parnell Aerospace", "Reddy Electronics", "Sunrise Bakery"}
	roles = []string{"backend engineer", "product designer", "data analyst", "support lead", "frontend engineer",
		"engineering manager", "QA engineer", "technical writer", "site reliability engineer", "sales engineer",
		"security engineer", "product manager", "mobile engineer", "recruiter", "finance analyst", "UX researcher",
		"platform engineer", "account executive"}
)

// weekly is the office's regular meetings from mid-September 2025 to
// mid-May 2026, beside the seeded events: a sprint planning or retro on
// Tuesdays, a customer demo or call on Wednesdays, a design review on
// Thursdays, an interview every other Friday, each titled for its week.
// March 2026 keeps only the seeded events, none is set where a seeded
// event of the same room is, and none on a public holiday (a design
// review on New Year's Day is no meeting anyone holds).
func weekly(seed []event) []event {
	const (
		ana, bo, chen, dana = "ana@acme.example", "bo@acme.example", "chen@acme.example", "dana@acme.example"
		eli, farah, hana    = "eli@acme.example", "farah@acme.example", "hana@acme.example"
	)
	var out []event
	clash := func(e event) bool {
		for _, o := range seed {
			if o.RoomID == e.RoomID && o.Start[:10] == e.Start[:10] {
				return true
			}
		}
		return false
	}
	first := time.Date(2025, 9, 15, 0, 0, 0, 0, time.UTC) // a Monday
	for wk := 0; ; wk++ {
		monday := first.AddDate(0, 0, 7*wk)
		if monday.After(time.Date(2026, 5, 15, 0, 0, 0, 0, time.UTC)) {
			break
		}
		at := func(day int, clock string) string {
			return monday.AddDate(0, 0, day).Format("2006-01-02") + "T" + clock + ":00Z"
		}
		sprint := 40 + wk/2
		week := []event{
			{Title: fmt.Sprintf("Sprint %d planning", sprint), Start: at(1, "10:00"), DurationMinutes: 60, RoomID: "AX-002",
				Attendees: []string{ana, bo, chen, eli}, Tags: []string{}},
			{Title: "Design review: " + designTopics[wk%len(designTopics)], Start: at(3, "14:00"), DurationMinutes: 60, RoomID: "HQ-102",
				Attendees: []string{chen, eli, hana}, Tags: []string{"review"}},
			{Title: "Customer demo: " + companies[wk%len(companies)], Start: at(2, "16:00"), DurationMinutes: 60, RoomID: "HQ-301",
				Attendees: []string{bo, farah}, Tags: []string{"customer"}},
		}
		if wk%2 == 1 {
			week[0] = event{Title: fmt.Sprintf("Sprint %d retro", sprint), Start: at(1, "15:00"), DurationMinutes: 45, RoomID: "AX-002",
				Attendees: []string{ana, bo, chen, eli}, Tags: []string{"review"}}
			week[2].Title = "Customer call: " + companies[wk%len(companies)]
			week = append(week, event{Title: "Interview: " + roles[(wk/2)%len(roles)], Start: at(4, "14:00"), DurationMinutes: 45,
				RoomID: "AX-001", Attendees: []string{dana, hana}, Tags: []string{}})
		}
		for _, e := range week {
			if !clash(e) && !strings.HasPrefix(e.Start, "2026-03-") && !holiday(e.Start[:10]) {
				out = append(out, e)
			}
		}
	}
	return out
}

// holiday tells whether day (YYYY-MM-DD) is a public holiday the office
// holds no regular meeting on: Christmas, Boxing Day, New Year's Day.
func holiday(day string) bool {
	switch day[5:] {
	case "12-25", "12-26", "01-01":
		return true
	}
	return false
}

// findEvent returns the event of the id.
func findEvent(id string) (event, bool) {
	i := slices.IndexFunc(events, func(e event) bool { return e.EventID == id })
	if i < 0 {
		return event{}, false
	}
	return events[i], true
}

// shortHash returns 8 hex digits of SHA-256 over the parts.
func shortHash(parts ...string) string {
	h := sha256.New()
	for _, p := range parts {
		h.Write([]byte(p))
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil))[:8]
}

// mix returns a deterministic 64-bit value for the parts.
func mix(parts ...string) uint64 {
	h := fnv.New64a()
	for _, p := range parts {
		h.Write([]byte(p))
		h.Write([]byte{0})
	}
	return h.Sum64()
}
