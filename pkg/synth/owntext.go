package synth

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// Free text that fits the thing it belongs to. On a server whose words
// lean to software, or to no domain mcpgen knows, free text used to come
// from one bank of software work (an issue's body, a review comment), so
// a content type's description read as a bug report, a false positive's
// comment said "Let's quarantine it until the fix is merged" and a hive's
// description spoke of a load balancer. Here the text is chosen by the
// thing the field belongs to (the parameter name's own noun, its parent
// object's, else the tool's object), by the kind of field (a comment, a
// description, a title) and by the tool's act (marking a false positive,
// resolving, approving, confirming, reopening): a false positive's
// comment says why it is one, a resolution says what fixed it, a person's
// title is a job title, and a thing that is no piece of software work
// gets a description of that thing.

// storyOwners are the things whose free text the bank of software work
// (issues, pull requests, chat, pages) fits.
var storyOwners = map[string]bool{"issue": true, "bug": true, "ticket": true, "task": true, "card": true, "story": true, "pull": true,
	"pr": true, "commit": true, "merge": true, "review": true, "incident": true, "epic": true, "todo": true, "subtask": true, "changeset": true,
	"release": true, "comment": true, "reply": true, "thread": true, "post": true, "message": true, "chat": true, "discussion": true,
	"page": true, "doc": true, "document": true, "note": true, "feedback": true, "mr": true, "draft": true, "update": true, "changelog": true,
	"wiki": true, "article": true, "block": true, "item": true, "problem": true, "request": true, "suggestion": true, "proposal": true,
	"milestone": true, "cycle": true, "sprint": true, "initiative": true, "goal": true, "objective": true, "meeting": true, "event": true,
	"email": true, "mail": true, "memo": true, "status": true, "snippet": true, "gist": true, "entry": true, "record": true,
	"worklog": true, "log": true, "timelog": true, "timesheet": true, "activity": true}

// workItems are pieces of work a tool's name may make or change through
// another thing (an issue from a template): their text is the piece's.
var workItems = map[string]bool{"issue": true, "bug": true, "ticket": true, "task": true, "card": true, "story": true, "pull": true,
	"pr": true, "commit": true, "merge": true, "epic": true, "subtask": true, "incident": true, "todo": true, "changeset": true, "mr": true}

// personOwners are nouns naming people, whose title is a job title.
var personOwners = map[string]bool{"customer": true, "contact": true, "member": true, "employee": true, "user": true, "person": true,
	"captain": true, "skipper": true, "curator": true, "driver": true, "author": true, "speaker": true, "attendee": true, "guest": true,
	"patient": true, "client": true, "candidate": true, "instructor": true, "technician": true, "agent": true, "assignee": true,
	"reviewer": true, "host": true, "organizer": true, "organiser": true, "lead": true, "student": true, "teacher": true, "volunteer": true,
	"passenger": true, "tenant": true, "buyer": true, "seller": true, "coach": true, "player": true, "athlete": true, "staff": true,
	"subscriber": true, "recipient": true, "applicant": true, "manager": true, "owner": true, "admin": true}

// ownerWrappers are words of a parameter's or object's name that name
// its container, not a thing ("customerData", "update_fields").
var ownerWrappers = map[string]bool{"data": true, "input": true, "params": true, "param": true, "body": true, "fields": true,
	"attributes": true, "payload": true, "patch": true, "info": true, "details": true, "object": true, "new": true, "updated": true,
	"properties": true, "props": true, "options": true, "config": true, "settings": true, "args": true, "values": true, "short": true,
	"long": true, "full": true, "public": true, "internal": true, "optional": true, "default": true, "display": true, "the": true, "a": true}

// ownerNoun returns the thing tokens name: their last word that is no
// wrapper, singular, with the word before it where that word is no
// wrapper either ("content_type": "content type"); "" for none.
func ownerNoun(ts []string) string {
	for i := len(ts) - 1; i >= 0; i-- {
		t := ts[i]
		if ownerWrappers[t] || nounStops[t] || actWords[t] != 0 || toolVerbsSynth[t] || len(t) < 2 {
			continue
		}
		n := singular(t)
		if i > 0 && (n == "type" || n == "action" || n == "level" || n == "zone" || n == "version" || n == "state") &&
			!ownerWrappers[ts[i-1]] && actWords[ts[i-1]] == 0 && !toolVerbsSynth[ts[i-1]] {
			return ts[i-1] + " " + n
		}
		return n
	}
	return ""
}

// textOwner returns the thing the free text h names belongs to: the
// noun its name opens on ("contact_title": contact), its parent
// object's ("customerData/title": customer), else the tool's object
// ("update_content_type": content type).
func (g *Generator) textOwner(h hint) string {
	if ts := sharedTokens(h.name); len(ts) > 1 {
		if o := ownerNoun(ts[:len(ts)-1]); o != "" && commentActOf(ts[:len(ts)-1]) == 0 {
			return g.opts.Server.ClipsSaid(o)
		}
	}
	if h.parent != "" && !strings.HasPrefix(h.parent, "[") {
		if o := ownerNoun(sharedTokens(h.parent)); o != "" && !holderNouns[o] {
			return g.opts.Server.ClipsSaid(o)
		}
	}
	for _, t := range sharedTokens(g.opts.Topic) {
		if workItems[t] {
			return t // (a title for an issue made from a template is the issue's)
		}
	}
	_, obj := g.toolActOf()
	if obj == "" {
		return ""
	}
	return obj
}

// Acts a comment tells of: 'F' a false positive, 'W' won't fix, 'K'
// resolving, 'A' approving, 'G' acknowledging, 'C' confirming, 'O'
// reopening, 'J' rejecting; 0 for none.
func commentActOf(ts []string) byte {
	var act byte
	for i, t := range ts {
		switch t {
		case "falsepositive", "fp":
			return 'F'
		case "false":
			if i+1 < len(ts) && strings.HasPrefix(ts[i+1], "positive") {
				return 'F'
			}
		case "dismiss", "suppress", "mute", "snooze", "ignore":
			return 'F'
		case "wontfix", "wont":
			return 'W'
		case "resolve", "resolution", "fix", "close", "complete", "finish", "done":
			act = 'K'
		case "acknowledge", "ack":
			if act == 0 {
				act = 'G'
			}
		case "approve", "accept":
			if act == 0 {
				act = 'A'
			}
		case "confirm", "verify":
			if act == 0 {
				act = 'C'
			}
		case "reopen":
			return 'O'
		case "reject", "deny", "decline":
			return 'J'
		}
	}
	return act
}

// Comments per act ({o} the thing acted on, {F} a person's first name);
// the software ones speak of code and releases, the others of checks.
var (
	actCommentsSoft = map[byte][]string{
		'F': {"False positive: the value is a test fixture, not a real secret.", "Not exploitable: the input is validated before it reaches this code.",
			"False positive: this code path only runs in the test suite.", "The flagged code is generated; nothing to fix here.",
			"Checked by hand: this {o} is a known exception and safe to ignore."},
		'W': {"Won't fix: the behaviour is intended.", "Accepted risk: this code is only reachable by admins.",
			"Won't fix: the module is being removed next quarter.", "Leaving it as is; the legacy code is frozen."},
		'K': {"Fixed in the latest release; verified on staging.", "Root cause found and fixed; no new occurrences since the deploy.",
			"Fixed by the config change; the {o} has not come back since.", "Resolved: rolled back the bad change and confirmed it is stable."},
		'G': {"Acknowledged; looking into it now.", "Seen; {F} is on it.", "Acknowledged. Checking the logs before paging anyone else."},
		'A': {"Reviewed and approved.", "Looks good to me; approved.", "Approved after a review with {F}.", "Checked the results; good to go."},
		'C': {"Confirmed: I can reproduce it on the latest version.", "Confirmed with {F}; a fix is planned for the next sprint.",
			"Confirmed; it affects production too."},
		'O': {"Still happening after the fix; reopening.", "Came back after the last deploy; reopening.", "Reopening: the {o} is not fully fixed yet."},
	}
	actCommentsPlain = map[byte][]string{
		'F': {"False alarm: checked and everything is fine.", "Checked by {F}; raised by mistake.", "Known exception; safe to ignore.",
			"Looked into it; nothing is wrong."},
		'W': {"Not worth changing; leaving it as is.", "Leaving it as is; it does no harm.", "Agreed with {F} to leave it."},
		'K': {"Resolved; checked again and all is well.", "Sorted out with {F}; nothing more to do.", "Fixed and checked; closing the {o}.",
			"Done: the cause was found and dealt with."},
		'G': {"Acknowledged; looking into it now.", "Seen; {F} is on it.", "Acknowledged; will check on site today."},
		'A': {"Reviewed and approved.", "Looks good; approved.", "Approved after a check with {F}.", "All in order; approved."},
		'C': {"Confirmed: checked it myself.", "Confirmed with {F}.", "Confirmed; we'll deal with it this week."},
		'O': {"Still not sorted; reopening.", "Came back this morning; reopening.", "Reopening: the {o} is not fully dealt with yet."},
	}
	// thingNotes are remarks on a thing that is no piece of work.
	thingNotes = []string{"Checked with {F}; all as expected.", "{F} will follow up next week.", "Same as last time.",
		"Double-checked the details with {F}.", "Entered by {F} after the call."}
	// thingDescsSoft describe a thing a software team keeps ({E} the
	// thing, {t} a team, {p} a purpose).
	thingDescsSoft = []string{"{E} for the {t} team; {F} owns it.", "{E} used by the {t} team; ask {F} before changing it.", "Shared {e} for {p}; {F} set it up.",
		"{E} for {p}, owned by {F}.", "{E} for {p}. Keep it in sync with the {t} team's copy."}
	// thingDescsPlain describe a thing of any trade.
	thingDescsPlain = []string{"{E} set up in {m}; {F} looks after it.", "{E} for the {C} site, managed by {F}.",
		"Added after the {m} review; {F} is the main contact.", "{E} started in {m}. Ask {F} about anything unusual."}
	// mediaDescs describe a picture or a file a team keeps.
	mediaDescs = []string{"Hero image for {p}.", "Product photo, front view, for {p}.", "Logo used across {p}.",
		"Team photo for the about page.", "Banner for {p}."}
	mediaTitles  = []string{"Spring campaign hero", "Team photo 2026", "Product shot - front", "Homepage banner", "Logo (dark background)"}
	softTeams    = []string{"marketing", "support", "mobile", "data", "platform", "growth", "web", "content"}
	softPurposes = []string{"the spring campaign", "the mobile app", "the help center", "the EU storefront", "internal reporting",
		"the onboarding flow", "the new website", "the partner portal"}
	// softAreas are parts of a business's software a thing is for.
	softAreas  = []string{"Mobile app", "Help center", "EU storefront", "Checkout", "Onboarding", "Partner portal", "Marketing site", "Billing"}
	monthNames = []string{"January", "March", "April", "June", "September", "October"}
)

// mediaOwners are things that are pictures or files.
var mediaOwners = map[string]bool{"asset": true, "image": true, "photo": true, "picture": true, "file": true, "media": true, "upload": true,
	"attachment": true, "video": true, "logo": true, "banner": true, "icon": true, "avatar": true, "thumbnail": true}

// fieldOwners are things that are columns or fields of a table.
var fieldOwners = map[string]bool{"column": true, "field": true, "property": true, "attribute": true}

// ownedText returns free text for h that fits the thing it belongs to
// and the tool's act (see the comment above), on servers whose free text
// is otherwise software work's; ok is false where that text fits (an
// issue's body, a chat message) or the server's domain words text of
// its own.
func (g *Generator) ownedText(r *role.Role, h hint) (string, bool) {
	if v, ok := g.personText(r, h); ok {
		return v, true
	}
	if r.Kind == role.Question {
		return g.thingQuestion()
	}
	if r.Kind != role.Text && r.Kind != role.Title && r.Kind != role.Unknown {
		return "", false
	}
	k := freeTextKind(h.name)
	if v, ok := g.problemText(h, k); ok {
		return v, true
	}
	// a comment resolving, dismissing or approving says that act on any
	// server (a kennel's resolved alert: "Resolved; checked again…")
	acted := (k == 'r' || k == 'n') && (commentActOf(tokens(g.opts.Topic)) != 0 || commentActOf(tokens(h.name)) != 0)
	if g.grounded() && !g.structureOwned(h, k) && !acted {
		if lx := g.areaLex(); lx != nil && len(lx.items) > 0 {
			return "", false // (the area's own text fits)
		}
		if v, ok := g.groundedText(r, h); ok {
			return v, true
		}
	}
	if k == 'i' || k == 'm' {
		return g.ownedWords(h, k)
	}
	if k != 'r' && k != 'n' && k != 'd' && k != 't' {
		return "", false
	}
	owner := g.textOwner(h)
	head := owner
	if i := strings.LastIndexByte(owner, ' '); i >= 0 {
		head = owner[i+1:]
	}
	if freeTextKind(head) != 0 || searchTool(g.opts.Topic) {
		return "", false // (a search by description takes words to find)
	}
	soft := g.softWords()
	if k == 'r' || k == 'n' {
		act := commentActOf(tokens(g.opts.Topic))
		if a := commentActOf(tokens(h.name)); a != 0 {
			act = a
		}
		if act == 'J' {
			return g.ownedPick(actReasons['j'], owner), true
		}
		if act != 0 {
			pool := actCommentsPlain[act]
			if soft {
				pool = actCommentsSoft[act]
			}
			return g.ownedPick(pool, owner), true
		}
		if owner == "" || g.storyFits(head) || g.textDomain(h) != 'w' || soft {
			return "", false
		}
		if v, ok := g.actReasonOf(h); ok {
			return v, true // (a note on the thing is no reason for the act)
		}
		return g.ownedPick(thingNotes, owner), true
	}
	if owner == "" || g.storyFits(head) || g.textDomain(h) != 'w' {
		return "", false
	}
	if k == 't' {
		switch {
		case personOwners[head]:
			return jobTitles[g.rng.Intn(len(jobTitles))], true
		case mediaOwners[head]:
			return mediaTitles[g.rng.Intn(len(mediaTitles))], true
		case fieldOwners[head]:
			return displayNames["field"][g.rng.Intn(len(displayNames["field"]))], true
		case soft && softOwners[head]:
			return softAreas[g.rng.Intn(len(softAreas))] + " " + shortUpper(owner), true
		}
		return "", false
	}
	if personOwners[head] || repoTopic(g.opts.Topic) || containerDescription(g.topicL, strings.ToLower(h.name), g.flatPtr) {
		return "", false // (a repository's or a table's description says what it holds)
	}
	if v, ok := g.occurrenceDesc(head); ok {
		return v, true // (what happened, not who looks after it)
	}
	switch {
	case mediaOwners[head]:
		return g.ownedPick(mediaDescs, owner), true
	case structureOwners[head]:
		return g.ownedPick(structureDescs, owner), true
	case soft || softOwners[head] && g.opts.Server.Area() == "" && !g.grounded():
		return g.ownedPick(thingDescsSoft, owner), true
	}
	return g.ownedPick(thingDescsPlain, owner), true
}

// ownedPick fills one of pool's frames: {o}/{e} the thing, {E} it
// capitalised, {t} a team, {p} a purpose, {m} a month, and fill's own.
func (g *Generator) ownedPick(pool []string, owner string) string {
	s := pool[g.rng.Intn(len(pool))]
	if owner == "" {
		owner = "item"
	}
	owner = shortUpper(owner)
	r := strings.NewReplacer("{o}", owner, "{e}", owner, "{E}", strings.ToUpper(owner[:1])+owner[1:],
		"{t}", softTeams[g.rng.Intn(len(softTeams))], "{p}", softPurposes[g.rng.Intn(len(softPurposes))],
		"{m}", monthNames[g.rng.Intn(len(monthNames))])
	return g.fill(r.Replace(s))
}

// shortUpper writes the words of two letters of a noun as the acronyms
// they are ("ai action": "AI action").
func shortUpper(n string) string {
	ws := strings.Fields(n)
	for i, w := range ws {
		if len(w) == 2 {
			ws[i] = strings.ToUpper(w)
		}
	}
	return strings.Join(ws, " ")
}

// softWords tells whether the tool's text is software work's: a tool
// about code or a repository, or a server leaning clearly to software
// (a word or two about alerts or files in passing does not make a
// beekeeper's or a translator's server one).
func (g *Generator) softWords() bool {
	if g.once.soft == 0 {
		g.once.soft = -1
		if g.softWordsFresh() {
			g.once.soft = 1
		}
	}
	return g.once.soft > 0
}

// softWordsFresh is softWords read afresh: it depends on the tool and its
// server alone, and runs two expressions, so softWords reads it once.
func (g *Generator) softWordsFresh() bool {
	if g.repoTool || codeTopicNamed(tokens(g.opts.Topic), g.opts.Server) {
		return true
	}
	lead, score := g.opts.Server.Lead()
	return codeAreas[g.opts.Server.Area()] && score >= minCodeScore || lead != "" && lead.Software() && score >= minLeadQueries
}

// minCodeScore is the score a server's domain of code work needs for its
// free text to be software work's: a kennel's three alerts are not
// enough.
const minCodeScore = 14

// codeAreas are the domains of software work on code and systems (files
// and office work are not: a translator's files are no code).
var codeAreas = map[role.Area]bool{"software": true, "devops": true, "database": true, "observability": true, "security": true, "projects": true}

// softOwners are things software teams keep, whose description speaks
// of teams and products on any server.
var softOwners = map[string]bool{"type": true, "action": true, "config": true, "configuration": true, "flag": true, "environment": true,
	"project": true, "dashboard": true, "dataset": true, "model": true, "webhook": true, "schema": true, "template": true, "workspace": true,
	"space": true, "segment": true, "metric": true, "monitor": true, "pipeline": true, "workflow": true, "state": true, "integration": true,
	"app": true, "application": true, "site": true, "key": true, "token": true, "variable": true, "secret": true, "repository": true,
	"service": true, "endpoint": true, "function": true, "database": true, "table": true, "collection": true, "index": true, "bucket": true,
	"cluster": true, "role": true, "policy": true, "rule": true, "label": true, "view": true, "report": true, "form": true,
	"experiment": true, "audience": true, "bot": true, "plugin": true, "extension": true, "component": true, "feature": true, "locale": true}

// personNameNouns name people by what they do, whose name a parameter
// named after them takes ("curator": "Curator's full name").
var personNameNouns = map[string]bool{"curator": true, "guide": true, "captain": true, "skipper": true, "instructor": true, "coach": true,
	"driver": true, "technician": true, "organizer": true, "organiser": true, "host": true, "chaperone": true, "pilot": true,
	"presenter": true, "speaker": true, "conductor": true, "leader": true, "teacher": true, "trainer": true, "inspector": true,
	"surveyor": true, "beekeeper": true, "walker": true, "sitter": true, "groomer": true, "caretaker": true, "handler": true, "mechanic": true, "officiant": true, "photographer": true, "nurse": true, "doctor": true}

// personText returns a person's full name for a parameter named after
// a person by what they do whose description asks for a name ("guide":
// "Guide's name"), and a job title for a person's title
// ("contact_title", "customer/title"); ok is false for others.
func (g *Generator) personText(r *role.Role, h hint) (string, bool) {
	if r.Kind == role.Person || r.Kind == role.ID || r.Kind == role.Email || r.Kind == role.Phone {
		return "", false
	}
	ts := sharedTokens(h.name)
	if len(ts) == 0 {
		return "", false
	}
	last := ts[len(ts)-1]
	personName := personNameNouns[last] || last == "name" && len(ts) == 2 && personNameNouns[ts[0]]
	if !personName && last != "title" {
		return "", false // neither a person's name nor a title: no description to read
	}
	d := g.lowerDesc(h.desc)
	if personName {
		if last != "name" && !strings.Contains(d, "name") {
			return "", false // (a tour's guide may be a document)
		}
		first, lastName := g.person()
		return first + " " + lastName, true
	}
	if containsAny(d, "book", "film", "movie", "song", "page", "document") {
		return "", false
	}
	owner := ""
	if len(ts) > 1 {
		owner = ownerNoun(ts[:len(ts)-1])
	} else if h.parent != "" {
		owner = ownerNoun(sharedTokens(h.parent))
	}
	if personOwners[owner] || personNameNouns[owner] || strings.Contains(d, "job title") {
		return jobTitles[g.rng.Intn(len(jobTitles))], true
	}
	return "", false
}

// Instructions and messages about a thing that is no piece of work.
var (
	thingInstructions = []string{"Check with {F} before starting.", "Same as last time; call {F} if anything is unclear.",
		"Please follow the notes from the last {o}.", "Ask {F} before changing anything.", "Match the previous {o} where possible."}
	thingMessages = []string{"Quick update: everything went to plan.", "All done for today; {F} will pick it up tomorrow.",
		"Heads up: running a bit late; {F} will confirm the new time.", "Thanks, {F}. All set on our side."}
)

// ownedWords returns instructions (k 'i') or a message (k 'm') for a
// thing that is no piece of software work on a server whose words are
// not software's; ok is false where the bank of software work fits.
func (g *Generator) ownedWords(h hint, k byte) (string, bool) {
	owner := g.textOwner(h)
	head := owner
	if i := strings.LastIndexByte(owner, ' '); i >= 0 {
		head = owner[i+1:]
	}
	if g.softWords() || g.textDomain(h) != 'w' || g.storyFits(head) {
		return "", false
	}
	if k == 'i' {
		return g.ownedPick(thingInstructions, owner), true
	}
	return g.ownedPick(thingMessages, owner), true
}

// codeOwners are pieces of work on code, whose free text is software
// work's on any server.
var codeOwners = map[string]bool{"pull": true, "pr": true, "commit": true, "merge": true, "mr": true, "changeset": true, "snippet": true,
	"gist": true, "release": true, "changelog": true}

// storyFits tells whether the bank of software work fits the free text
// of a thing named head: a piece of work on code anywhere, an issue, a
// task or a page on a server whose words are software's (a translation's
// issue or a city's problem report is no bug).
func (g *Generator) storyFits(head string) bool {
	return codeOwners[head] || taskOwners[head] || storyOwners[head] && g.softWords()
}

// taskOwners are pieces of work and pages anyone keeps, whose text is
// the bank's on any server (a to-do app's task is described as one).
var taskOwners = map[string]bool{"task": true, "todo": true, "subtask": true, "card": true, "ticket": true, "story": true, "epic": true,
	"page": true, "doc": true, "document": true, "wiki": true, "article": true, "post": true, "thread": true, "discussion": true,
	"milestone": true, "sprint": true, "cycle": true, "goal": true, "objective": true, "initiative": true, "worklog": true, "log": true,
	"timelog": true, "timesheet": true, "activity": true}

// structureOwners are things that give others their shape (a content
// model, a schema, a table's column): their description says what they
// are for, never an item's text, on any server.
var structureOwners = map[string]bool{"type": true, "model": true, "schema": true, "template": true, "dataset": true, "dashboard": true,
	"column": true, "field": true, "property": true, "attribute": true}

// structureDescs describe a thing that gives others their shape.
var structureDescs = []string{"{E} for {p}.", "{E} used by the {t} team.", "{E} for {p}; ask {F} before changing its fields."}

// structureOwned tells whether h is the title or description of a
// picture or a file or of a thing giving others their shape, whose text
// is its own on any server (an area's newsletter is no content model's
// description).
func (g *Generator) structureOwned(h hint, k byte) bool {
	if k != 'd' && k != 't' {
		return false
	}
	o := g.textOwner(h)
	if i := strings.LastIndexByte(o, ' '); i >= 0 {
		o = o[i+1:]
	}
	return mediaOwners[o] || structureOwners[o]
}

// repoTopic tells whether a tool's name names a repository as a word
// ("create_repo", "updateRepository"; "report_issue" does not).
func repoTopic(topic string) bool {
	for _, t := range sharedTokens(topic) {
		if t == "repo" || t == "repos" || strings.HasPrefix(t, "repositor") {
			return true
		}
	}
	return false
}

// problemOwners are things a person reports when something is wrong.
var problemOwners = map[string]bool{"complaint": true, "problem": true, "issue": true, "defect": true, "fault": true, "damage": true,
	"claim": true, "incident": true, "concern": true, "quality": true, "breakdown": true, "outage": true}

// problemDescs tell of something wrong without naming a trade's words,
// so they fit a damaged delivery, a pothole or a broken tool alike.
var problemDescs = []string{"Noticed it on {d}; still not sorted this morning.", "Happened twice this week, most recently on {d}.",
	"Started after the last visit; photos available if needed.", "{F} spotted it on {d} and reported it to us.",
	"Same problem as last month; it has come back."}

// problemText returns the description of a problem a person reports on
// a server whose words are not software's ("report_quality_issue",
// "file_complaint": what went wrong and when), where an item's text or a
// new order's note was drawn; ok is false for other text and on servers
// about code, whose issues are bug reports, and in areas with things of
// their own.
func (g *Generator) problemText(h hint, k byte) (string, bool) {
	if k != 'd' || g.softWords() || g.repoTool {
		return "", false
	}
	owner := g.textOwner(h)
	if i := strings.LastIndexByte(owner, ' '); i >= 0 {
		owner = owner[i+1:]
	}
	if !problemOwners[owner] {
		return "", false
	}
	if g.grounded() && g.areaItems() {
		return "", false // (a plumber's or an insurer's area tells its own problems)
	}
	s := problemDescs[g.rng.Intn(len(problemDescs))]
	return g.fill(strings.ReplaceAll(s, "{d}", weekdays[g.rng.Intn(len(weekdays))])), true
}

// weekdays name the days of a week.
var weekdays = []string{"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"}

// textNouns are words of a tool's name naming the text it writes, not
// the thing the text is about ("addCaseMessage" writes about a case).
var textNouns = map[string]bool{"message": true, "note": true, "comment": true, "reply": true, "remark": true, "memo": true}

// holderNouns are objects holding another thing's fields (an issue
// template's data is an issue's title and description).
var holderNouns = map[string]bool{"template": true, "draft": true, "preset": true, "default": true, "copy": true}

// questionFrames ask about a thing of the server ({t}), as people ask
// a help desk or a product's documentation.
var questionFrames = []string{"How do I create a {t} with the API?", "How do I delete a {t}?", "What fields does a {t} have?",
	"Can I update a {t} after it is created?", "How do I list every {t} created this month?", "Why doesn't my new {t} show up in the list?"}

// thingQuestion returns a question for a tool that reads papers or
// articles (what they found), or for a search of a product's
// documentation (how to do something with one of the things the
// server's tools act on, the tool's own object when the server names
// too few); ok is false for other tools.
func (g *Generator) thingQuestion() (string, bool) {
	a := strings.ToLower(g.opts.Topic + " " + g.opts.About)
	if containsAny(a, "paper", "article", "pdf", "research") {
		return readingQuestions[g.rng.Intn(len(readingQuestions))], true
	}
	if !containsAny(a, "documentation", "docs", "knowledge base", "help center", "faq", "support article") {
		return "", false
	}
	t := ""
	if th := g.opts.Server.Things(); len(th) > 0 {
		t = strings.ToLower(th[g.rng.Intn(len(th))])
	}
	if t == "" {
		_, t = g.toolActOf()
	}
	if t == "" || vagueObjects[t] {
		t = "account"
	}
	q := questionFrames[g.rng.Intn(len(questionFrames))]
	t = shortUpper(t)
	q = strings.ReplaceAll(q, "a {t}", indefinite(t)+" {t}") // "an account", never "a account"
	return strings.ReplaceAll(q, "{t}", t), true
}

// readingQuestions are what people ask of a paper or an article.
var readingQuestions = []string{"What are the main findings?", "Which methods does it use?", "What data was it evaluated on?",
	"What are the limitations the authors mention?", "How does it compare with earlier work?"}

// searchTool tells whether a tool's name opens on a verb of looking
// things up, whose text parameters are words to find.
func searchTool(topic string) bool {
	ts := tokens(topic)
	if len(ts) == 0 {
		return false
	}
	switch ts[0] {
	case "find", "search", "list", "get", "lookup", "query", "filter":
		return true
	}
	return false
}
