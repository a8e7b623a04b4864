package prompt

// Why people read a kind of thing, by the head noun of what they ask for
// (see headPurposes): a reason that fits what is read ("I want to see how
// big the change is." for the files a PR changes) rather than one any
// request could carry ("I'm looking into a bug."). Tools that read
// different things then give different reasons, and a sample does not
// repeat a few stock sentences.
var (
	commitPurposes = []string{"Looking for when the regression came in.", "Curious what landed this week.",
		"Someone asked what changed since the last release.", "I'm writing up what changed for the team.",
		"I'm tracking down which change broke the build.", "Checking whether my fix made it in.", "I want to see who touched this last."}
	issuePurposes = []string{"I'm doing a round of triage.", "I want to see what's still open before the release.",
		"A customer asked whether this is a known problem.", "I'm picking what to work on next.",
		"I'm checking for duplicates before filing a new one.",
		"I'm cleaning up the backlog.", "I'm looking for a good first issue for a new contributor.", "Our PM asked for a status update."}
	pullPurposes = []string{"I'm looking for something to review.", "Checking what's waiting on me.",
		"We're deciding what goes into the release.", "I'm checking whether someone already fixed this.",
		"I'm cutting a release this afternoon.", "I want to see what's been sitting too long.", "We're trying to clear the review queue."}
	reviewPurposes = []string{"The reviewers asked for changes and I lost track.", "I need to answer the open questions.",
		"I'm checking whether anyone pushed back.", "Deciding whether it's good to merge.",
		"I'm about to push another round of fixes.", "Someone mentioned a blocking comment.", "I need to know what's left before merging."}
	statusPurposes = []string{"CI has to be green before I merge.", "The build looked flaky earlier.",
		"I'm waiting on the checks before I merge.", "Someone said the tests were failing.",
		"The deploy is waiting on it.", "I pushed a fix and want to see if it passed.", "Checks were red this morning."}
	changedPurposes = []string{"Curious how big the change is.", "I'm checking whether it touches the config.",
		"I need to know what to test.", "I'm deciding who should review it.",
		"I want a feel for the change before reviewing.", "Checking whether it touches the migrations.",
		"Making sure nothing unrelated slipped in."}
	contentPurposes = []string{"I want to check the setup steps.", "I need to copy a snippet from it.",
		"I'm checking what the current version says.", "I'm comparing it with my local copy.",
		"Someone says it's out of date.", "I want to see the current defaults.", "I'm about to change it and want the latest version."}
	indexPurposes = []string{"A query on that collection got slow.", "Checking what's indexed before adding one.",
		"I'm checking for duplicate indexes.", "The dashboard query times out.",
		"Writes got slower after the last deploy.", "I want to clean up unused indexes.", "Checking whether the new field is indexed."}
	schemaPurposes = []string{"I'm writing a migration.", "I need to know which fields exist.",
		"The API docs are out of date.", "I'm building a form on top of it.",
		"I need the field types before an import.", "A new teammate asked what's in there.", "I'm checking whether the old fields are gone."}
	sizePurposes = []string{"Disk usage jumped last week.", "We're planning storage for next quarter.",
		"I'm checking whether it's worth archiving.", "Backups have been taking longer.",
		"We're close to our storage limit.", "The bill went up this month.", "Deciding what to clean up first."}
	docPurposes = []string{"I'm updating the onboarding docs.", "Checking what it says now.",
		"I'm cleaning up the wiki.", "I need to quote it in a status update.", "I'm reviewing the notes before the meeting.",
		"Someone asked me to review it.", "I'm pulling notes together for the retro."}
	consolePurposes = []string{"The page is throwing errors.", "Something fails to load.", "The page loads slowly.",
		"A customer says the checkout hangs.", "I think a script is failing."}
	picturePurposes = []string{"I need it for the bug report.", "Comparing it with the design.",
		"Something looks off in the layout.", "A user says the page looks broken.", "It's for the release notes."}
	templatePurposes = []string{"I'm setting up a new project.", "I don't want to start from scratch.",
		"Rather reuse what the team already has.",
		"We keep making the same pages by hand.", "I want everyone using the same format.", "Setting things up for a new teammate."}
	logPurposes = []string{"The server restarted overnight.", "Queries started timing out an hour ago.",
		"I'm checking for warnings after the upgrade.", "Something crashed during the night.",
		"Users reported errors this morning.", "The app lost its connection for a few minutes.", "I'm chasing a slow query from last night."}
	connectionPurposes = []string{"I'm not sure which one I'm on.", "I want to close the ones I'm not using.",
		"I'm checking nothing is left open.",
		"I've lost track of what's open.", "Cleaning up before I log off."}
)

// fittedPurposes are the reason pools fitted to one act or one kind of
// thing read (here and in uiPurposesFor), for the helpers that find a
// request's purpose sentence (see purposeSet).
var fittedPurposes = [][]string{commitPurposes, issuePurposes, pullPurposes, reviewPurposes, statusPurposes,
	changedPurposes, contentPurposes, indexPurposes, schemaPurposes, sizePurposes, docPurposes, consolePurposes,
	picturePurposes, templatePurposes, logPurposes, connectionPurposes, clickPurposes, hoverPurposes, typePurposes,
	selectPurposes, dragPurposes, uploadPurposes, dialogPurposes}

// headPurposeNouns are the head nouns whose readers give a reason of
// their own (see headPurposes); a plural head reads like its singular.
var headPurposeNouns = map[string]*[]string{"commit": &commitPurposes, "issue": &issuePurposes, "pr": &pullPurposes,
	"pull": &pullPurposes, "request": &pullPurposes, "review": &reviewPurposes, "status": &statusPurposes,
	"check": &statusPurposes, "changed": &changedPurposes, "file": &changedPurposes, "contents": &contentPurposes,
	"content": &contentPurposes, "index": &indexPurposes, "indexes": &indexPurposes, "schema": &schemaPurposes,
	"size": &sizePurposes, "page": &docPurposes, "block": &docPurposes,
	"message": &consolePurposes, "log": &consolePurposes, "output": &consolePurposes, "snapshot": &picturePurposes,
	"screenshot": &picturePurposes, "grab": &picturePurposes, "template": &templatePurposes, "event": &logPurposes,
	"entry": &logPurposes, "connection": &connectionPurposes}

// headPurposes is the reasons people give for reading object obj by its
// head noun ("the files changed in PR 5": what a change touches; "the
// console logs": what fails on a page), nil for a head with none. A
// thing inside a code host, a document store or a page is told apart by
// the nouns around it: "messages" in a console are a page's, in a
// channel a chat's.
func headPurposes(obj string) []string {
	head := objectHead(obj)
	l := " " + lowerJoin(obj) + " "
	switch {
	case head == "messages" || head == "logs" || head == "output":
		if !containsWord(l, "console") {
			return nil // a chat's messages: see chatPurposes
		}
	case head == "requests" && !containsWord(l, "pull"):
		if containsWord(l, "network") {
			return consolePurposes
		}
		return nil
	case head == "file" || head == "files":
		if !containsWord(l, "changed") {
			return nil
		}
	case head == "content" || head == "contents":
		if containsWord(l, "page") || containsWord(l, "block") {
			return docPurposes
		}
	}
	if p, ok := headPurposeNouns[head]; ok {
		return *p
	}
	if p, ok := headPurposeNouns[singular(head)]; ok {
		return *p
	}
	if head == "es" || len(head) > 3 && head[len(head)-2:] == "es" {
		if p, ok := headPurposeNouns[head[:len(head)-2]]; ok {
			return *p // "indexes"
		}
	}
	return nil
}

// lowerJoin is s lower-cased with its words single-spaced.
func lowerJoin(s string) string {
	out := make([]byte, 0, len(s))
	space := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == ' ' || c == '\t' || c == '\n' {
			space = len(out) > 0
			continue
		}
		if space {
			out = append(out, ' ')
			space = false
		}
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		out = append(out, c)
	}
	return string(out)
}

// containsWord tells whether l (lower case, padded with spaces) holds
// word w.
func containsWord(l, w string) bool {
	for i := 0; i+len(w)+2 <= len(l); i++ {
		if l[i] == ' ' && l[i+1:i+1+len(w)] == w && (l[i+1+len(w)] == ' ' || l[i+1+len(w)] == '\'' || l[i+1+len(w)] == ',') {
			return true
		}
	}
	return false
}

// toolCode is ToolData.code of the tool being phrased; true when there is
// none (a request phrased without a tool keeps every reason).
func (st *funcState) toolCode() bool { return st.data == nil || st.data.Tool.code }

// toolTeam tells whether the tool's server is a team's: it works on code,
// or is a team's chat or wiki (role.Server.OfficeWork false); true with no
// server. A team's reasons ("I'm updating the team directory.", "I'm
// setting up alerts.") fit only there, not a piano tuner's customers.
func (st *funcState) toolTeam() bool {
	return st.data == nil || st.data.Tool.code || st.data.Tool.peers == nil || !st.data.Tool.peers.OfficeWork()
}
