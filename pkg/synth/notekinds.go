package synth

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// Notes of a stated kind. A note, a comment or a request whose name says
// what it is about (medical_notes, change_requests, referee_notes,
// access_notes, specialRequests, instructor_comments), or that sits on an
// inspection's finding or a move, holds text of that kind on any server:
// a player's medical note is a medical condition, not the area's match
// notice; a proof's change requests are edits to the proof, not a code
// review. The kind is read from the parameter's own words (and for a
// finding or a move from its parent and the tool's act); the texts name
// nothing but the tool's object.

// noteKind names the kinds of notes (see noteKindOf).
type noteKind byte

const (
	noteNone      noteKind = iota
	noteMedical            // a person's (or an animal's) health
	noteEdits              // changes asked of the tool's object
	noteMatch              // what happened in a match or a game
	noteCondition          // the state of a thing inspected
	noteMove               // how a thing was moved
	noteAccess             // how to get in or deliver
	noteRequests           // a guest's requests for a booking
	noteProgress           // a teacher's or coach's feedback on a session
	noteQuiet              // why alerts of a host or a monitor are muted
)

// noteHeads are the last words of a parameter holding a note or a
// request (the kind is in the words before).
var noteHeads = map[string]bool{"note": true, "notes": true, "comment": true, "comments": true, "remark": true, "remarks": true,
	"request": true, "requests": true, "instruction": true, "instructions": true, "feedback": true, "info": true, "information": true,
	"details": true, "memo": true, "message": true, "reason": true, "text": true, "description": true, "summary": true}

// noteQualifiers file the words before a note's head by the kind they
// give ("medical_notes", "changeRequests", "refereeNotes").
var noteQualifiers = map[string]noteKind{
	"medical": noteMedical, "health": noteMedical, "medication": noteMedical, "medications": noteMedical, "allergy": noteMedical,
	"allergies": noteMedical, "clinical": noteMedical,
	"change": noteEdits, "changes": noteEdits, "revision": noteEdits, "revisions": noteEdits, "edit": noteEdits, "edits": noteEdits,
	"correction": noteEdits, "corrections": noteEdits, "amendment": noteEdits, "amendments": noteEdits,
	"referee": noteMatch, "umpire": noteMatch, "match": noteMatch,
	"inspection": noteCondition, "inspector": noteCondition, "condition": noteCondition, "finding": noteCondition, "findings": noteCondition,
	"defect": noteCondition, "defects": noteCondition,
	"access": noteAccess, "entry": noteAccess, "delivery": noteAccess, "arrival": noteAccess, "parking": noteAccess, "gate": noteAccess,
	"special": noteRequests, "guest": noteRequests,
	"instructor": noteProgress, "teacher": noteProgress, "coach": noteProgress, "tutor": noteProgress, "trainer": noteProgress,
	"examiner": noteProgress,
}

// editHeads are the heads under which a change is asked for, not told.
var editHeads = map[string]bool{"request": true, "requests": true, "instructions": true, "comments": true, "feedback": true}

// findingParents are lists whose items are the findings of an
// inspection; a note on one is about the thing found.
var findingParents = map[string]bool{"findings": true, "defects": true, "checks": true, "checkpoints": true, "components": true,
	"inspections": true, "faults": true}

// noteKindOf returns the kind of note the parameter h names on the tool
// topic described about (act is the tool's act, see actWords), noteNone
// when its words give none.
func noteKindOf(h hint, topic, about string, act byte) noteKind {
	ts := tokens(h.name)
	if len(ts) == 0 {
		return noteNone
	}
	last := ts[len(ts)-1]
	if !noteHeads[last] {
		return noteNone
	}
	for _, t := range ts[:len(ts)-1] {
		k, ok := noteQualifiers[t]
		switch {
		case !ok:
			continue
		case k == noteRequests && !strings.HasPrefix(last, "request"):
			return noteNone // (special instructions are no guest's wishes)
		case k == noteEdits && !editHeads[last]:
			return noteNone // (change notes tell what changed)
		}
		return k
	}
	remark := strings.Contains(last, "note") || strings.Contains(last, "comment") || last == "remarks"
	tt := tokens(topic)
	switch {
	case (remark || last == "message" || last == "reason") && hasWord(tt, "mute", "silence", "snooze", "downtime", "downtimes"):
		return noteQuiet // (a downtime's message is no incident report)
	case !remark:
	case findingParents[strings.ToLower(h.parent)]:
		return noteCondition // (a note on one finding)
	case hasWord(tt, "inspection", "inspect", "inspections", "findings", "condition") &&
		!hasWord(tt, "cancel", "reschedule", "schedule", "book", "request"):
		return noteCondition // (a cancelled inspection found nothing)
	case hasWord(tt, "move", "relocate", "transfer") && act == 'e' && !hasWord(tt, "out", "in", "schedule", "request", "quote", "book") &&
		!hasWord(tokens(about), moneyWords...):
		return noteMove // (moveObject; a scheduled move-out is no thing moved, a transfer of money no object)
	}
	return noteNone
}

// moneyWords say that what a transfer moves is money ("Move money between
// two accounts"): a note on it is no handling note for a moved object.
var moneyWords = []string{"money", "funds", "fund", "cash", "payment", "payments", "balance", "bank", "amount"}

// Texts per kind of note ({o} the tool's object).
var (
	medicalNotes = []string{"Mild asthma; uses an inhaler before exercise.", "Allergic to peanuts; carries an EpiPen.", "No known allergies.",
		"Type 1 diabetes; may need a snack during breaks.", "Allergic to penicillin.", "Wears glasses; no other conditions.",
		"Recovering from a sprained ankle, cleared to play in two weeks."}
	editNotes = []string{"Please correct the spelling of the name on the {o}.", "Make the logo bigger and move the date to the top line.",
		"The phone number on the {o} is wrong; it should end in 4821.", "Fix the typo in the heading and send a new {o}.",
		"Use the darker blue from last time and center the address block."}
	matchNotes = []string{"Two yellow cards in the second half; no injuries.", "Kick-off delayed ten minutes; game played in full.",
		"One player left the field with a twisted ankle in the first half.", "Played in heavy rain; no incidents.",
		"Good sportsmanship from both teams; nothing to report."}
	conditionNotes = []string{"Hairline crack along one side; repair before next use.", "Some wear but sound; check again next year.",
		"Heavy build-up; cleaning recommended.", "Rust at the fixings; replace at the next visit.", "In good condition; nothing to report.",
		"Loose at one corner; secured on site for now."}
	moveNotes = []string{"Moved by two handlers; {o} checked before and after.", "Packed in its crate for the move; no change in condition.",
		"Temporary move while the room is repainted.", "Moved on a padded trolley; condition checked on arrival."}
	accessNotes = []string{"Key is in the lockbox by the back door; code 4821.", "Ring the bell at the side gate; the dog is friendly.",
		"Park in the driveway; the entrance is round the back.", "Call {F} on arrival; the front door sticks.",
		"Buzzer 3B; the lift is out, use the stairs."}
	requestNotes = []string{"It's a birthday; a small surprise at the end would be great.", "One of us uses a wheelchair.",
		"We might be ten minutes late.", "Please keep us together; it's a team outing.", "First time for most of the group, go easy on us."}
	quietNotes = []string{"Planned database maintenance; alerts muted until it's done.", "Host being rebuilt, expect it to be down for an hour.",
		"Muted during the OS upgrade.", "Known issue, fix in progress; muting to cut the noise.", "Load test running tonight; high CPU is expected."}
	progressNotes = []string{"Good progress today; practise the basics before next time.", "Confident and calm; ready for the next step.",
		"More practice to do, but improving every session.", "Much better than last week; keep it up.",
		"Struggled with the harder parts; we'll repeat them next time."}
)

// kindNotes returns the bank of the note kind k.
func kindNotes(k noteKind) []string {
	switch k {
	case noteMedical:
		return medicalNotes
	case noteEdits:
		return editNotes
	case noteMatch:
		return matchNotes
	case noteCondition:
		return conditionNotes
	case noteMove:
		return moveNotes
	case noteAccess:
		return accessNotes
	case noteRequests:
		return requestNotes
	case noteProgress:
		return progressNotes
	case noteQuiet:
		return quietNotes
	}
	return nil
}

// kindNote returns a note of the kind the parameter h names (see
// noteKindOf); ok is false when its words name no kind or its role is no
// free text.
func (g *Generator) kindNote(r *role.Role, h hint) (string, bool) {
	if r != nil && r.Kind != role.Text && r.Kind != role.Unknown && r.Kind != role.Word && r.Kind != role.Title {
		return "", false
	}
	if v, ok := g.reportedProblem(h); ok {
		return v, true // (a driver's complaint, a resident's report)
	}
	if v, ok := g.homeProblem(h); ok {
		return v, true // (a tenant's maintenance request)
	}
	if v, ok := g.tenantNotice(h); ok {
		return v, true // (a landlord's notice on a lease)
	}
	act, obj := g.toolActOf()
	k := g.noteKindOfHint(h, act)
	pool := kindNotes(k)
	if pool == nil {
		return "", false
	}
	if k == noteRequests {
		lx := g.areaLex()
		if lx != nil && len(lx.items) == 0 {
			lx = nil
		}
		if v, ok := g.plainWorldText(h, lx, g.textDomain(h)); ok {
			return v, true // (a visit's requests, where the tool books one)
		}
	}
	if obj == "" || textNouns[obj] {
		obj = "item"
	}
	s := pool[g.rng.Intn(len(pool))]
	s = strings.ReplaceAll(s, "{o}", obj)
	return g.fill(s), true
}
