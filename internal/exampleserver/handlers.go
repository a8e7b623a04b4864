package exampleserver

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// result builds a result with a text rendering and, when structured is not
// nil, the same data as structuredContent.
func result(text string, structured any) (*mcp.CallToolResult, error) {
	r := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}
	if structured != nil {
		r.StructuredContent = structured
	}
	return r, nil
}

func str(args map[string]any, key, def string) string {
	if s, ok := args[key].(string); ok {
		return s
	}
	return def
}

func num(args map[string]any, key string, def float64) float64 {
	if f, ok := args[key].(float64); ok {
		return f
	}
	return def
}

func boolean(args map[string]any, key string, def bool) bool {
	if b, ok := args[key].(bool); ok {
		return b
	}
	return def
}

func strs(args map[string]any, key string) []string {
	list, _ := args[key].([]any)
	out := make([]string, 0, len(list))
	for _, v := range list {
		if s, ok := v.(string); ok {
			out = append(out, s)
		}
	}
	return out
}

type forecast struct {
	City                string  `json:"city"`
	Date                string  `json:"date"`
	Units               string  `json:"units"`
	High                float64 `json:"high"`
	Low                 float64 `json:"low"`
	Conditions          string  `json:"conditions"`
	PrecipitationChance int     `json:"precipitation_chance"`
}

func getForecast(args map[string]any) (*mcp.CallToolResult, error) {
	c, ok := findCity(str(args, "city", ""))
	if !ok {
		return nil, fmt.Errorf("no forecast for %q: covered cities are Amsterdam, Berlin, Lima, Lisbon, Nairobi, Osaka, Sydney and Toronto", str(args, "city", ""))
	}
	date := str(args, "date", "")
	d, err := time.Parse("2006-01-02", date)
	if err != nil {
		return nil, fmt.Errorf("date %q: %v", date, err)
	}
	units := str(args, "units", "metric")
	h := mix(c.name, date)
	high := c.meanHigh[d.Month()-1] + float64(int(h%9)) - 4
	low := high - 4 - float64(int(h>>8)%6)
	conds := []string{"sunny", "cloudy", "rain", "snow", "windy"}
	cond := conds[(h>>16)%4]
	if high <= 1 && cond == "rain" {
		cond = "snow"
	}
	if cond == "snow" && high > 3 {
		cond = "cloudy"
	}
	chance := int((h >> 24) % 30)
	if cond == "rain" || cond == "snow" {
		chance += 60
	}
	sym := "°C"
	if units == "imperial" {
		high, low, sym = high*9/5+32, low*9/5+32, "°F"
	}
	high, low = math.Round(high*10)/10, math.Round(low*10)/10
	f := forecast{City: c.name, Date: date, Units: units, High: high, Low: low, Conditions: cond, PrecipitationChance: chance}
	text := fmt.Sprintf("%s on %s: %s, high %.1f%s, low %.1f%s, %d%% chance of precipitation.", c.name, date, cond, high, sym, low, sym, chance)
	return result(text, f)
}

func listRooms(args map[string]any) (*mcp.CallToolResult, error) {
	building := str(args, "building", "")
	minCap := int(num(args, "min_capacity", 1))
	out := []room{}
	var lines []string
	for _, r := range rooms {
		if (building == "" || r.Building == building) && r.Capacity >= minCap {
			out = append(out, r)
			lines = append(lines, fmt.Sprintf("%s %s (%s, %d seats: %s)", r.ID, r.Name, r.Building, r.Capacity, strings.Join(r.Features, ", ")))
		}
	}
	text := "No rooms match."
	if len(lines) > 0 {
		text = fmt.Sprintf("%d rooms:\n%s", len(lines), strings.Join(lines, "\n"))
	}
	return result(text, map[string]any{"rooms": out})
}

func searchEvents(args map[string]any) (*mcp.CallToolResult, error) {
	from, to := str(args, "from", ""), str(args, "to", "")
	if from > to {
		return nil, fmt.Errorf("from (%s) is after to (%s)", from, to)
	}
	attendee := strings.ToLower(str(args, "attendee", ""))
	words := strings.Fields(strings.ToLower(str(args, "query", "")))
	tags := strs(args, "tags")
	limit := int(num(args, "limit", 10))
	found := []event{}
	total := 0
	for _, e := range events {
		day := e.Start[:10]
		if day < from || day > to {
			continue
		}
		if attendee != "" && !slices.Contains(e.Attendees, attendee) {
			continue
		}
		if !titleHas(e.Title, words) {
			continue
		}
		if len(tags) > 0 && !slices.ContainsFunc(e.Tags, func(t string) bool { return slices.Contains(tags, t) }) {
			continue
		}
		total++
		if len(found) < limit {
			found = append(found, e)
		}
	}
	var b strings.Builder
	noun := "events"
	if total == 1 {
		noun = "event"
	}
	fmt.Fprintf(&b, "%d %s from %s to %s", total, noun, from, to)
	if total > len(found) {
		fmt.Fprintf(&b, " (showing %d)", len(found))
	}
	b.WriteString(".")
	for _, e := range found {
		fmt.Fprintf(&b, "\n%s  %s  %s (%d min, %s)", e.EventID, e.Start, e.Title, e.DurationMinutes, e.RoomID)
	}
	return result(b.String(), map[string]any{"events": found, "total": total})
}

func bookMeeting(args map[string]any) (*mcp.CallToolResult, error) {
	r, ok := findRoom(str(args, "room_id", ""))
	if !ok {
		return nil, fmt.Errorf("unknown room %q; use list_rooms to see the rooms", str(args, "room_id", ""))
	}
	attendees, _ := args["attendees"].([]any)
	if len(attendees) > r.Capacity {
		return nil, fmt.Errorf("room %s seats %d, but %d attendees are invited", r.ID, r.Capacity, len(attendees))
	}
	start, err := time.Parse(time.RFC3339, str(args, "start", ""))
	if err != nil {
		return nil, fmt.Errorf("start: %v", err)
	}
	dur := time.Duration(num(args, "duration_minutes", 30)) * time.Minute
	end := start.Add(dur)
	for _, e := range events {
		es, _ := time.Parse(time.RFC3339, e.Start)
		ee := es.Add(time.Duration(e.DurationMinutes) * time.Minute)
		if e.RoomID == r.ID && start.Before(ee) && es.Before(end) {
			return nil, fmt.Errorf("room %s is booked from %s to %s (%s)", r.ID, es.Format(time.RFC3339), ee.Format(time.RFC3339), e.Title)
		}
	}
	title := str(args, "title", "")
	id := "evt_" + shortHash(title, start.UTC().Format(time.RFC3339), r.ID)
	out := map[string]any{
		"event_id": id,
		"room_id":  r.ID,
		"start":    start.Format(time.RFC3339),
		"end":      end.Format(time.RFC3339),
		"invited":  len(attendees),
	}
	text := fmt.Sprintf("Booked %q in %s from %s to %s; %d invitations sent. Event id: %s.", title, r.ID, start.Format(time.RFC3339), end.Format(time.RFC3339), len(attendees), id)
	return result(text, out)
}

// booking is an event as get_room lists it.
type booking struct {
	EventID         string `json:"event_id"`
	Title           string `json:"title"`
	Start           string `json:"start"`
	DurationMinutes int    `json:"duration_minutes"`
}

// roomShown is how many of a room's events get_room lists (of a day
// when it is asked for one): those from the calendar's "today"
// (2026-01-15, the date mcpgen's generated dates cluster around) on, the
// earlier ones when none is left.
const roomShown = 6

// today is the day get_room lists a room's next events from.
const today = "2026-01-15"

func getRoom(args map[string]any) (*mcp.CallToolResult, error) {
	id := str(args, "room_id", "")
	r, ok := findRoom(id)
	if !ok {
		return nil, fmt.Errorf("no room with id %s; use list_rooms to find room ids", id)
	}
	day := str(args, "date", "")
	all := []booking{}
	next := 0
	for _, e := range events {
		if e.RoomID == r.ID && (day == "" || e.Start[:10] == day) {
			if e.Start < today {
				next++
			}
			all = append(all, booking{e.EventID, e.Title, e.Start, e.DurationMinutes})
		}
	}
	from := min(next, max(0, len(all)-roomShown))
	bookings := all[from:min(len(all), from+roomShown)]
	var b strings.Builder
	fmt.Fprintf(&b, "%s (%s): %s building, %d seats, %s.", r.ID, r.Name, r.Building, r.Capacity, strings.Join(r.Features, ", "))
	on := ""
	if day != "" {
		on = " on " + day
	}
	switch {
	case len(all) == 0:
		b.WriteString(" No events booked" + on + ".")
	case len(all) == 1:
		b.WriteString(" 1 event booked" + on + ":")
	case len(bookings) < len(all):
		fmt.Fprintf(&b, " %d events booked; %d from %s:", len(all), len(bookings), bookings[0].Start[:10])
	default:
		fmt.Fprintf(&b, " %d events booked%s:", len(all), on)
	}
	for _, e := range bookings {
		fmt.Fprintf(&b, "\n%s  %s  %s (%d min)", e.EventID, e.Start, e.Title, e.DurationMinutes)
	}
	return result(b.String(), map[string]any{"id": r.ID, "name": r.Name, "building": r.Building, "capacity": r.Capacity, "features": r.Features,
		"events": bookings, "total_events": len(all)})
}

// titleHas tells whether title holds each of words (lower-case), as
// words or parts of words: "design review" finds "Design review: billing".
func titleHas(title string, words []string) bool {
	t := strings.ToLower(title)
	for _, w := range words {
		if !strings.Contains(t, w) {
			return false
		}
	}
	return true
}

func getEvent(args map[string]any) (*mcp.CallToolResult, error) {
	id := str(args, "event_id", "")
	e, ok := findEvent(id)
	if !ok {
		return nil, fmt.Errorf("no event with id %s; use search_events to find event ids", id)
	}
	r, _ := findRoom(e.RoomID)
	start, _ := time.Parse(time.RFC3339, e.Start)
	end := start.Add(time.Duration(e.DurationMinutes) * time.Minute).Format(time.RFC3339)
	text := fmt.Sprintf("%s (%s): %s to %s, %d min, in %s (%s). Attendees: %s.", e.Title, e.EventID, e.Start, end, e.DurationMinutes, r.ID, r.Name, strings.Join(e.Attendees, ", "))
	if len(e.Tags) > 0 {
		text += " Tags: " + strings.Join(e.Tags, ", ") + "."
	}
	return result(text, map[string]any{"event_id": e.EventID, "title": e.Title, "start": e.Start, "end": end, "duration_minutes": e.DurationMinutes,
		"room_id": r.ID, "room_name": r.Name, "attendees": e.Attendees, "tags": e.Tags})
}

// freeRoom is a room with its free windows on one day, as find_free_slot
// lists it.
type freeRoom struct {
	RoomID   string       `json:"room_id"`
	Name     string       `json:"name"`
	Building string       `json:"building"`
	Capacity int          `json:"capacity"`
	Free     []freeWindow `json:"free"`
}

type freeWindow struct {
	Start string `json:"start"`
	End   string `json:"end"`
}

// findFreeSlot lists the rooms (of the building, with the seats asked for)
// free for the duration on the day, between 09:00 and 18:00 UTC, with the
// gaps between their events that are long enough.
func findFreeSlot(args map[string]any) (*mcp.CallToolResult, error) {
	date := str(args, "date", "")
	day, err := time.Parse("2006-01-02", date)
	if err != nil {
		return nil, fmt.Errorf("date %q: %v", date, err)
	}
	dur := int(num(args, "duration_minutes", 60))
	building, minCap := str(args, "building", ""), int(num(args, "min_capacity", 1))
	open, closing := day.Add(9*time.Hour), day.Add(18*time.Hour)
	out := []freeRoom{}
	var lines []string
	for _, r := range rooms {
		if (building != "" && r.Building != building) || r.Capacity < minCap {
			continue
		}
		fr := freeRoom{RoomID: r.ID, Name: r.Name, Building: r.Building, Capacity: r.Capacity, Free: []freeWindow{}}
		at := open
		gap := func(until time.Time) {
			if until.Sub(at) >= time.Duration(dur)*time.Minute {
				fr.Free = append(fr.Free, freeWindow{at.Format(time.RFC3339), until.Format(time.RFC3339)})
			}
		}
		for _, e := range events {
			es, _ := time.Parse(time.RFC3339, e.Start)
			ee := es.Add(time.Duration(e.DurationMinutes) * time.Minute)
			if e.RoomID != r.ID || !ee.After(open) || !es.Before(closing) {
				continue
			}
			gap(es)
			if ee.After(at) {
				at = ee
			}
		}
		gap(closing)
		if len(fr.Free) == 0 {
			continue
		}
		out = append(out, fr)
		var ws []string
		for _, w := range fr.Free {
			ws = append(ws, w.Start[11:16]+"-"+w.End[11:16])
		}
		lines = append(lines, fmt.Sprintf("%s %s (%s, %d seats): free %s", r.ID, r.Name, r.Building, r.Capacity, strings.Join(ws, ", ")))
	}
	text := fmt.Sprintf("No room is free for %d minutes on %s.", dur, date)
	if len(lines) > 0 {
		text = fmt.Sprintf("%d rooms free for %d minutes on %s (UTC):\n%s", len(lines), dur, date, strings.Join(lines, "\n"))
	}
	return result(text, map[string]any{"date": date, "duration_minutes": dur, "rooms": out})
}

func cancelMeeting(args map[string]any) (*mcp.CallToolResult, error) {
	id := str(args, "event_id", "")
	i := slices.IndexFunc(events, func(e event) bool { return e.EventID == id })
	if i < 0 {
		return nil, fmt.Errorf("no event with id %s; use search_events to find event ids", id)
	}
	e := events[i]
	text := fmt.Sprintf("Cancelled %q on %s.", e.Title, e.Start)
	if boolean(args, "notify_attendees", true) {
		text += fmt.Sprintf(" Notified %d attendees.", len(e.Attendees))
	}
	if reason := str(args, "reason", ""); reason != "" {
		text += " Reason: " + reason
	}
	return result(text, nil)
}

func saveNote(args map[string]any) (*mcp.CallToolResult, error) {
	title, body := str(args, "title", ""), str(args, "body", "")
	id := "note_" + shortHash(title, body)
	text := fmt.Sprintf("Saved note %s (%q, %d characters", id, title, len([]rune(body)))
	if tags := strs(args, "tags"); len(tags) > 0 {
		text += ", tags " + strings.Join(tags, ", ")
	}
	return result(text+").", nil)
}

func sendEmail(args map[string]any) (*mcp.CallToolResult, error) {
	to, cc := strs(args, "to"), strs(args, "cc")
	subject := str(args, "subject", "")
	for _, addr := range append(slices.Clone(to), cc...) {
		if strings.HasSuffix(strings.ToLower(addr), ".invalid") {
			return nil, fmt.Errorf("mail server rejected recipient %s: domain does not exist", addr)
		}
	}
	id := "msg_" + shortHash(strings.Join(to, ","), subject, str(args, "body", ""))
	raw, _ := json.Marshal(to)
	return result(fmt.Sprintf("Queued message %s to %s (%d cc) with priority %s: %q.", id, raw, len(cc), str(args, "priority", "normal"), subject), nil)
}
