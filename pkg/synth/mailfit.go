package synth

import "strings"

// A tool whose words mention email (a proposal "emailed to the client", a
// match cancelled "and every family emailed") takes a whole email only in
// the field that is the email: its notes, descriptions and instructions
// are about the thing (a load-in note is no contact memo), and a message
// it sends tells what the tool did (a cancellation, a closed request), not
// a notice about forms or holidays.

// mailBodyFits tells whether the field h is an email's body or a message:
// no note, description, instruction, title or reason.
func mailBodyFits(h hint) bool {
	k := freeTextKind(h.name)
	return k == 0 || k == 'm'
}

// mailText returns textFor's text for a tool of the email domain: a
// message telling the tool's act on a server not about software when the
// tool itself sends no mail, else an email's body; ok is false when the
// field is not the email (mailBodyFits) and no note on a server not about
// software, which takes a plain remark.
func (g *Generator) mailText(h hint) (string, bool) {
	if !mailBodyFits(h) {
		if freeTextKind(h.name) == 'n' && g.grounded() {
			return g.plainRemark(), true // (an invoice's memo is no email)
		}
		return "", false
	}
	if v, ok := g.actNotice(); ok {
		return v, true
	}
	return g.mail().body, true
}

// Notices tell the people of a thing ({o}) what a tool did to it.
var (
	cancelNotices = []string{"Hi all, the {o} is cancelled. We'll share a new date as soon as we have one.",
		"Sorry, we have had to cancel the {o}. We'll be in touch about a new date.", "Hi all, please note the {o} is cancelled. Apologies for the short notice."}
	doneNotices = []string{"Your {o} is now closed. Thank you for letting us know.", "We have completed your {o}. Thanks for your patience.",
		"Your {o} has been resolved. Get in touch if anything is still wrong."}
	changeNotices = []string{"Hi all, the {o} has changed. Please check the new details.", "Quick update: the details of the {o} have changed; the rest stays as planned."}
)

// actNotice returns a notice to people about the tool's act on its thing
// (cancelling, completing, changing) on a server not about software, for
// a tool that is no mail tool itself; ok is false otherwise.
func (g *Generator) actNotice() (string, bool) {
	if !g.grounded() || containsAny(g.topicL, "mail", "message", "send", "notify") {
		return "", false
	}
	act, obj := g.toolActOf()
	if ts := tokens(g.opts.Topic); obj == "" && len(ts) > 1 {
		obj = singular(ts[len(ts)-1]) // (closeRequest: "request" is the thing here, no act)
	}
	if obj == "" || personNoun.MatchString(obj) {
		return "", false
	}
	var pool []string
	switch act {
	case 'x':
		pool = cancelNotices
	case 'k':
		pool = doneNotices
	case 'e':
		pool = changeNotices
	default:
		return "", false
	}
	return g.fill(strings.ReplaceAll(pool[g.rng.Intn(len(pool))], "{o}", obj)), true
}

// domainText returns textFor's text of the text domain d: a meeting's
// description, an email (mailText) or a personal note's body; ok is false
// for software work ('w') and for a field of a tool of the email domain
// that is no email.
func (g *Generator) domainText(h hint, d byte) (string, bool) {
	switch d {
	case 'm':
		return g.meeting().desc, true
	case 'e':
		return g.mailText(h) // (a note of a tool that emails is about its thing)
	case 'n':
		if g.grounded() {
			return g.plainRemark(), true
		}
		return g.note().body, true
	}
	return "", false
}
