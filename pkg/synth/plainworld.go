package synth

import (
	"regexp"
	"strings"
)

// Free text for tools about physical things and visits: a note on a
// damage report says what is wrong with the thing the tool names, a
// description of a lost item describes a bag or a coat, and a note on a
// booking is a request about the visit. Without these the fallback is
// software-team text (or a remark of the area's own things, a book's
// "Recommended by Ana."), which is wrong for a bike, a pump, a ferry
// crossing or a dentist's appointment.

// damageTool matches a tool that reports or repairs a physical fault.
var damageTool = regexp.MustCompile(`(?i)\b(damaged?|broken|faulty|defective|defects?|repairs?|breakdowns?|malfunctions?|faults?)\b`)

// damagedThing finds the thing a damage report is about ("Report a
// damaged bike" → "bike", "broken equipment (a pump, …)" → "pump").
var damagedThing = regexp.MustCompile(`(?i)\b(?:damaged|broken|faulty|defective)\s+(?:[a-z]+\s+\(an?\s+)?([a-z]{3,})\b`)

// faultOnThing finds the thing a fault was found on ("a fault found on a
// customer's car" → "car").
var faultOnThing = regexp.MustCompile(`(?i)\b(?:faults?|damage|defects?|problems?)\b[^.]*?\b(?:on|in|with|to)\s+(?:an?|the|their|my|your)\s+(?:[a-z]+'s\s+)?([a-z]{3,})\b`)

// exampleThing finds the first example a description gives of its
// things ("equipment such as a treadmill" → "treadmill").
var exampleThing = regexp.MustCompile(`(?i)\b(?:such as|e\.g\.,?|like|\()\s*(?:an?|the)\s+([a-z]{3,})\b`)

// lostTool matches a tool that reports a lost or found item, with the
// word after "lost" or "found" (see lostItems).
var lostTool = regexp.MustCompile(`(?i)\b(?:lost|found)\b(?:\s+([a-z]+))?`)

// lostItems tells whether text speaks of a lost or found thing: "lost"
// or "found" not followed by a person ("lost person", "lost skier",
// "lost children"), whose incident is no lost bag (was a ski resort's
// incident described "Blue umbrella with a wooden handle.").
func lostItems(text string) bool {
	for _, m := range lostTool.FindAllStringSubmatch(text, -1) {
		w := strings.ToLower(m[1])
		if !personNouns[w] && !personNoun.MatchString(w) && w != "child" && w != "children" {
			return true
		}
	}
	return false
}

// bookingTool matches a tool that books or cancels a visit, a seat or a
// slot.
var bookingTool = regexp.MustCompile(`(?i)\b(book|booking|bookings|reserve|reservation|reservations|appointments?|visits?|crossings?)\b`)

// softwareWork matches tools whose faults are software's: a broken build
// or link is not a broken bike.
var softwareWork = regexp.MustCompile(`(?i)\b(builds?|deploy\w*|pipelines?|tests?|links?|code|bugs?|repositor\w+|commits?|api|endpoints?|servers?)\b`)

// faultNotes are what a person reporting a broken thing writes; {T} is
// the thing.
var faultNotes = []string{"The {T} makes a grinding noise when in use.", "Crack along the side of the {T}; it still works for now.",
	"The {T} stopped working this morning, nothing happens when switched on.", "A panel on the {T} is loose and rattles.",
	"Water got into the {T}; it trips the fuse now.", "The {T} is scratched and one handle is missing.",
	"Found the {T} like this at the start of my shift, photo attached.", "The {T} works only now and then since yesterday."}

// lostNotes describe an item someone lost.
var lostNotes = []string{"Black backpack with a laptop inside, left under a seat near the window.", "Blue umbrella with a wooden handle.",
	"Grey wool scarf, probably near the cafe.", "Child's red teddy bear, left on the seat by the exit.",
	"Brown leather wallet with my ID card.", "Reading glasses in a green case."}

// bookingNotes are requests people add to a booking.
var bookingNotes = []string{"Arriving around 10:30, please keep it for me.", "First visit, could you send directions?",
	"Need step-free access, please.", "Please confirm by text message.", "Running 15 minutes late, sorry.",
	"Two of us; one uses a wheelchair.", "Could we have a quiet spot if possible?"}

// cancelReasons are why a person cancels their own booking.
var cancelReasons = []string{"Feeling unwell, will rebook next week.", "Something came up at work.", "Booked the wrong day by mistake.",
	"Our plans changed, sorry for the short notice.", "Can't make it, my train was cancelled."}

// plainWorldText returns a note for a tool about a physical thing or a
// visit, when the tool's words say which; ok is false otherwise, and for
// tools about software. lx is the tool's area's words, nil for none; d
// the text domain ('m' a meeting or appointment).
func (g *Generator) plainWorldText(h hint, lx *areaLex, d byte) (string, bool) {
	w := g.plainWorldOf()
	if g.repoTool || w.software || (lx == nil && g.opts.Server.Area() != "") {
		// (an area without words of its own is a kind of software work)
		return "", false
	}
	n := strings.ToLower(h.name)
	reason := strings.Contains(n, "reason")
	if !reason && !containsAny(n, "note", "comment", "detail", "remark", "description", "message", "text", "request") {
		return "", false
	}
	switch {
	case reason:
		if (lx != nil || d == 'm') && w.booking && strings.Contains(g.topicL, "cancel") {
			return cancelReasons[g.rng.Intn(len(cancelReasons))], true
		}
	case w.damage:
		if lx != nil && len(lx.faults) > 0 {
			return g.fill(lx.faults[g.rng.Intn(len(lx.faults))]), true
		}
		return g.faultNote(strings.ReplaceAll(g.opts.Topic+" "+g.opts.About, "_", " ")), true
	case w.lost:
		return lostNotes[g.rng.Intn(len(lostNotes))], true
	case w.bookName && (lx == nil || d == 'm' || containsAny(n, "note", "request")):
		return bookingNotes[g.rng.Intn(len(bookingNotes))], true
	}
	return "", false
}

// medications are what people ask a pharmacy or a clinic for, by generic
// or brand name.
var medications = []string{"ibuprofen", "amoxicillin", "metformin", "atorvastatin", "cetirizine", "omeprazole", "paracetamol",
	"Ventolin inhaler", "lisinopril", "Claritin", "levothyroxine", "sertraline"}

// medicationName returns a medicine for a parameter that names a drug
// or a medication ("drug_name", "medication"), never a visit's title;
// ok is false for other names.
func (g *Generator) medicationName(h hint) (string, bool) {
	for _, t := range sharedTokens(h.name) {
		switch t {
		case "drug", "drugs", "medication", "medications", "medicine", "medicines", "med", "meds":
			return medications[g.rng.Intn(len(medications))], true
		}
	}
	return "", false
}

// faultNotesNoThing are faults told without naming the thing, for a tool
// whose words do not say what broke.
var faultNotesNoThing = []string{"Grinding noise when in use.", "Crack along one side; it still works for now.",
	"Stopped working this morning, nothing happens when switched on.", "A panel is loose and rattles.",
	"Works only now and then since yesterday.", "Makes a clicking sound and then cuts out."}

// faultNote returns a fault of the thing the tool's words name ("a
// damaged bike", "a fault found on a customer's car"), told without a
// thing when they name none.
func (g *Generator) faultNote(about string) string {
	if w := faultThing(about); w != "" {
		ns := faultNotesOf(w)
		return strings.ReplaceAll(ns[g.rng.Intn(len(ns))], "{T}", w)
	}
	return faultNotesNoThing[g.rng.Intn(len(faultNotesNoThing))]
}

// faultThing returns the broken thing a tool's words name ("a damaged
// bike", "a fault found on a customer's car"), "" when they name none.
func faultThing(about string) string {
	ms := exampleThing.FindAllStringSubmatch(about, 2)
	ms = append(ms, damagedThing.FindAllStringSubmatch(about, 4)...)
	ms = append(ms, faultOnThing.FindAllStringSubmatch(about, 2)...)
	for _, m := range ms {
		if w := strings.ToLower(m[1]); w != "item" && w != "items" && w != "the" && w != "one" && w != "job" && !strings.HasSuffix(w, "ed") {
			// (an item "on a completed job" is no "completed")
			return w
		}
	}
	return ""
}

// partQueries are spare parts people look up, for machines of any kind.
var partQueries = []string{"drive belt", "oil filter", "bearing 6204", "10A fuse", "O-ring 20 mm", "door hinge", "M6 bolts",
	"pump seal kit", "brake pads", "air filter", "gasket", "replacement battery"}

// worldNote is plainWorldText for a short text of an area with remarks of
// its own: none for travel, whose remarks are a stay's or a flight's
// requests already.
func (g *Generator) worldNote(h hint, lx *areaLex) (string, bool) {
	if lx == areaLexicon["travel"] {
		return "", false
	}
	return g.plainWorldText(h, lx, g.textDomain(h))
}
