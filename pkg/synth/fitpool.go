package synth

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// Free text drawn from an area's words fits the tool it is for: a note,
// a reason or a title shares a content word with the tool's name, its
// description or the parameter's own words (role.ContentStems). A herd's vaccination note is
// not "Allergic to penicillin." because the server's words lean to
// health, nor a ski lift's name a lesson's title. Where nothing in the
// area's pool fits, the text is composed from the tool's act and object
// (toolAct), so it still names what the tool works on.

// toolStems returns the content stems of the tool's name and
// description, read once per generator.
func (g *Generator) toolStems() []string {
	if g.stems == nil {
		s := role.ContentStems(strings.Join(sharedTokens(g.opts.Topic), " ") + " " + g.opts.About)
		g.stems = &s
	}
	return *g.stems
}

// ownStems returns the content stems a text must share to fit the tool
// and the parameter h names: the tool's (toolStems), then the
// parameter's name and description. A loop over a pool reads them once.
func (g *Generator) ownStems(h hint) []string {
	return append(append([]string(nil), g.toolStems()...), role.ContentStems(strings.Join(sharedTokens(h.name), " ")+" "+h.desc)...)
}

// fitScore scores how well text s fits the stems own (ownStems): 2 for
// each content word they share. (The words the server's other tools
// share are no measure: a ski resort's "report" and "result" make a
// school's lab report fit.)
func fitScore(s string, own []string) int {
	score, seen := 0, map[string]bool{}
	for _, w := range role.ContentStems(stripSlots(s)) {
		if seen[w] {
			continue // (a word said twice is one word)
		}
		seen[w] = true
		if stemIn(w, own) {
			score += 2
		}
	}
	return score
}

// stemIn tells whether w names one thing with a stem of ws.
func stemIn(w string, ws []string) bool {
	for _, o := range ws {
		if role.SameStem(w, o) {
			return true
		}
	}
	return false
}

// stripSlots removes the placeholders of a template ("{F}", "{C}").
func stripSlots(s string) string {
	for {
		i := strings.IndexByte(s, '{')
		j := strings.IndexByte(s, '}')
		if i < 0 || j < i {
			return s
		}
		s = s[:i] + s[j+1:]
	}
}

// fits tells whether text s fits the stems own (see fitScore): one
// word of the tool's or its parameter's.
func fits(s string, own []string) bool {
	return fitScore(s, own) >= 2
}

// fitDraw draws an entry of pool that fits the tool, filled from the
// call's scene; ok is false when none does.
func (g *Generator) fitDraw(pool []string, h hint) (string, bool) {
	if len(pool) == 0 {
		return "", false
	}
	start := g.rng.Intn(len(pool))
	own := g.ownStems(h)
	for i := range pool {
		if p := pool[(start+i)%len(pool)]; fits(p, own) {
			return g.fill(p), true
		}
	}
	return "", false
}

// minSureArea is the score of an area's words (role.AreaReader) that
// makes it surely the tool's.
const minSureArea = 17

// fitItem returns the call's item of the area when its title or text
// fits the tool; ok is false otherwise.
func (g *Generator) fitItem(lx *areaLex, h hint) (areaItem, bool) {
	own := g.ownStems(h)
	if g.sc.item == 0 {
		// the call's item is one that fits, when one does (drawn as
		// areaItem draws it, so a fitting first draw stays)
		start := g.rng.Intn(len(lx.items))
		g.sc.item = 1 + start
		for i := range lx.items {
			if it := lx.items[(start+i)%len(lx.items)]; fits(it.title+" "+it.text, own) {
				g.sc.item = 1 + (start+i)%len(lx.items)
				break
			}
		}
	}
	it := g.areaItem(lx)
	return it, fits(it.title+" "+it.text, own)
}

// Texts naming the tool's object ({o}; {O} capitalised), for a tool whose
// area has no words that fit it.
var (
	objectNotes = []string{"Please confirm the {o} with {F} by phone.", "{F} asked to be told if anything about the {o} changes.",
		"Checked the {o} details with {F}.", "{F} will call about the {o} on Monday."}
	objectDescs = []string{"{O} for {W}; details confirmed by phone.", "{O} for {W}, as agreed on {M}."}
	// statements are a person's own words about the tool's object, by
	// the act of the tool
	cancelStatements = []string{"I won't be able to use the {o} any more.", "Plans changed and I no longer need the {o}.",
		"I'm moving away, so the {o} is of no use to me now."}
	disputeStatements = []string{"I believe the {o} was issued in error.", "The details on the {o} are wrong; I have a receipt to show it.",
		"I was not there at the time the {o} gives.", "I'd like the {o} looked at again; the facts are not as recorded."}
	// neutralReasons name no object and no area
	neutralReasons = []string{"Requested by the customer.", "Agreed with {F} by phone.", "Plans changed on our side."}
	// objectUpdates are what is posted about the tool's object
	objectUpdates = []string{"Quick update on the {o}: more details to follow.", "The {o} will be closed on {M}; we'll post again when it reopens.",
		"All good with the {o} today, open as usual."}
	objectCaptions = []string{"The {o} on {M}.", "{O}, as of this morning.", "{O} - front view.", "Close-up of the {o}."}
)

// objectText returns free text of kind k (see freeTextKind; 'p' a
// caption) that names the tool's object: a fault for a tool reporting a
// problem, a reason or a statement told by the tool's act, a note or a
// description about its object; ok is false when the tool's name names
// no object, or only a piece of text (a comment's text is no note about
// "the comment").
func (g *Generator) objectText(h hint, k byte) (string, bool) {
	act, obj := toolObject(g.opts.Topic, g.opts.About)
	if obj == "" || vagueObjects[obj] || textNouns[obj] || personNoun.MatchString(obj) && !strings.HasSuffix(obj, "ment") {
		return "", false
	}
	obj = g.spelledObject(obj)
	pick := func(pool []string) string {
		s := strings.ReplaceAll(pool[g.rng.Intn(len(pool))], "{o}", obj)
		s = strings.ReplaceAll(s, "{O}", strings.ToUpper(obj[:1])+obj[1:])
		s = strings.ReplaceAll(s, "{M}", g.when().Format("January 2"))
		return g.fill(s)
	}
	if v, ok := g.feedbackText(k, obj); ok && k != 't' {
		return v, true // (a guest's feedback is their opinion)
	}
	problem := textHas(g.toolL, "problem", "problems", "fault", "faults", "damage", "damaged", "broken", "repair", "defect", "malfunction")
	switch k {
	case 'r':
		if p, ok := actReasons[act]; ok && act != 'c' {
			return pick(p), true
		}
		return pick(neutralReasons), true
	case 's':
		if act == 'x' || act == 'w' {
			return pick(cancelStatements), true
		}
		return pick(disputeStatements), true
	case 'n':
		if problem {
			return g.faultNote(g.opts.About), true
		}
		if p, ok := actNotes[act]; ok && act != 0 {
			return pick(p), true
		}
		if p, ok := actReasons[act]; ok && strings.IndexByte("xjftp", act) >= 0 {
			return pick(p), true
		}
		return pick(objectNotes), true
	case 'd':
		if problem {
			return g.faultNote(g.opts.About), true
		}
		if v, ok := g.workDesc(h, obj); ok {
			return v, true // (a work order's description is the work)
		}
		g.filler = true // (says who, not what: left out where optional)
		return pick(objectDescs), true
	case 'm':
		if g.toPerson(act, obj) {
			return g.groundMessage(act, true, pick), true
		}
		return pick(objectUpdates), true
	case 'p':
		return pick(objectCaptions), true
	}
	return "", false
}

// feedbackNouns are objects of tools that record what a person thinks.
var feedbackNouns = map[string]bool{"feedback": true, "review": true, "rating": true, "survey": true, "testimonial": true, "complaint": true}

// textKind is freeTextKind of the parameter h names, 'p' for a caption,
// else def.
func textKind(h hint, def byte) byte {
	if k := freeTextKind(h.name); k != 0 {
		return k
	}
	if textHas(h.name, "caption", "alt") {
		return 'p'
	}
	return def
}

// areaNote returns a remark of the area that fits the tool, else text of
// kind k composed from the tool's object, else any remark of the area.
func (g *Generator) areaNote(lx *areaLex, h hint, k byte) string {
	if v, ok := g.ownActReason(h); ok {
		return v // (a remark of the area is no reason for the act)
	}
	if _, obj := toolObject(g.opts.Topic, g.opts.About); g.grounded() {
		if v, ok := g.feedbackText(textKind(h, k), obj); ok {
			return v // (a review's comment is an opinion, not the area's remark)
		}
	}
	if v, ok := g.fitDraw(lx.notes, h); ok {
		return v
	}
	if g.areaSure() && textKind(h, k) != 'r' {
		// (a remark of the area is no reason: "Landlord accepts pets."
		// does not say why a unit is locked)
		return g.fill(lx.notes[g.rng.Intn(len(lx.notes))])
	}
	if textKind(h, k) == 'r' && len(lx.findings) > 0 {
		// a clinical act's reason is what was found
		return lx.findings[g.rng.Intn(len(lx.findings))]
	}
	if v, ok := g.objectText(h, textKind(h, k)); ok {
		return v
	}
	if k == 'r' || k == 's' {
		return g.fill(neutralReasons[g.rng.Intn(len(neutralReasons))])
	}
	return g.fill(actNotes[0][g.rng.Intn(len(actNotes[0]))]) // (no other area's remark)
}

// areaText returns an account of a mishap for its description
// (mishapAccount), else the text of the call's item of the area when it fits
// the tool, else text composed from the tool's object, else the item's
// text all the same.
func (g *Generator) areaText(lx *areaLex, h hint) string {
	if v, ok := g.mishapAccount(h); ok {
		return v // (what happened, whatever the area's items are about)
	}
	it, ok := g.fitItem(lx, h)
	if ok || g.areaSure() {
		return it.text
	}
	if v, ok := g.objectText(h, textKind(h, 'd')); ok {
		return v
	}
	return it.text
}

func init() {
	// acts that take a thing out of use or contest it, for the reasons and
	// statements composed from a tool's act
	for _, w := range []string{"deactivate", "disable", "archive"} {
		actWords[w] = 'x'
	}
	for _, w := range []string{"retire", "discontinue", "decommission"} {
		actWords[w] = 'v'
	}
	for _, w := range []string{"contest", "appeal", "challenge"} {
		actWords[w] = 'd'
	}
}

// areaSure tells whether the tool's area is surely what the tool is
// about: the words of its server, or its own name and description, lead
// to the area with a score of minSureArea or more (see role.Server.Lead).
// A herd's "vaccine" or a ski school's "lesson" leads to a clinic's or a
// school's words barely; a clinic's tools lead to them by far. Read once
// per generator.
func (g *Generator) areaSure() bool {
	if g.areaLex() == plainTasks {
		return true // (a to-do list's words fit any tool of one)
	}
	if g.sure == 0 {
		r := role.NewAreaReader()
		r.Read(g.opts.Topic, 2)
		r.Read(g.opts.About, 1)
		a := g.toolArea(r)
		if a == "" {
			a = g.opts.Server.Area()
		}
		g.sure = -1
		lead, score := g.opts.Server.Lead()
		own, ownScore := r.Lead()
		if g.opts.Server.OneWordArea() && a == g.opts.Server.Area() {
			score = 0 // (a seed bank's "bank" is no sure bank)
		}
		if a != "" && (lead == a && score >= minSureArea || own == a && ownScore >= minSureArea) {
			g.sure = 1
		}
	}
	return g.sure == 1
}

// toolObject is toolAct with an act word the tool's name ends on read as
// part of its object: submitArchitecturalRequest submits an
// "architectural request", not an "architectural".
func toolObject(topic, about string) (act byte, object string) {
	act, object = toolAct(topic, about)
	ts := issueVerb(tokens(topic))
	if n := len(ts); n >= 2 && particles[object] && ts[n-1] == object {
		object = ts[n-2] + "-" + object // (schedule_haul_out: a haul-out)
	}
	if n := len(ts); n >= 3 && object != "" && actWords[ts[n-1]] != 0 && actWords[ts[0]] != 0 && !strings.HasSuffix(object, ts[n-1]) {
		object += " " + ts[n-1]
	}
	return act, object
}

// particles end phrasal nouns ("haul out", "check in", "sign up").
var particles = map[string]bool{"out": true, "up": true, "off": true, "in": true, "on": true, "over": true, "down": true, "back": true}
