package synth

import (
	"regexp"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// Free text that people write — an issue and its comments, a chat
// message, a commit message, an email, a meeting and its agenda — comes
// from small coherent stories, one per instance: the title, the body and
// a comment of one call are about the same thing, and each text is a
// short piece a person would write about it, never a mash of unrelated
// sentences.

// A story is one piece of software work told the ways people write about
// it.
type story struct {
	title    string   // an issue, pull request or task title
	body     string   // the issue or pull request description
	comments []string // review comments, replies, page comments
	chat     string   // a chat message about it
	commit   string   // a commit message for it; the pull request's title
	pr       string   // the pull request's description: what the change does
	branch   string   // the topic branch the change is made on
}

var stories = []story{
	{"Login times out on mobile Safari",
		"Users on iOS get logged out about five minutes after signing in. It started with the session cookie change in the last release. Expected: the session lasts 24 hours, as on desktop.",
		[]string{"I can reproduce this on an iPhone 13: the session cookie has no SameSite attribute, so Safari drops it.", "Confirmed fixed on staging after setting SameSite=Lax."},
		"Heads up: mobile Safari users are being logged out after ~5 minutes. Looking into it now.",
		"Set SameSite=Lax on the session cookie",
		"Sets SameSite=Lax on the session cookie so mobile Safari keeps it. Tested on an iPhone 13: the session now lasts the full 24 hours.",
		"fix/safari-session-cookie"},
	{"Add retry with backoff to the payments client",
		"Calls to the payment provider fail a few times a day with 503s and we give up on the first error. Idempotent requests should be retried a few times with backoff.",
		[]string{"Should we cap the total wait? Three retries with backoff could take 14 seconds.", "Looks good. Please add a test for the case where all retries fail."},
		"The payments client now retries 503s with backoff; PR is up for review.",
		"Retry idempotent payment requests with exponential backoff",
		"Retries idempotent requests to the payment provider up to three times with exponential backoff on 503s. Other calls still fail on the first error.",
		"feature/payment-retries"},
	{"CSV export drops rows with commas in names",
		"Exporting contacts to CSV loses every row whose name contains a comma (\"Smith, Jr.\"). The exporter splits on commas instead of quoting fields.",
		[]string{"Quoting the fields fixes it; I also added a test with a name containing quotes.", "Can you check the import side too? It probably has the same bug."},
		"FYI the CSV export has been dropping contacts with commas in their names. Fix is on the way.",
		"Quote fields in the CSV exporter",
		"Quotes every field in the CSV exporter so names with commas (\"Smith, Jr.\") stay in one column. Adds a test with commas and quotes in names.",
		"fix/csv-quoting"},
	{"Dashboard loads slowly for large accounts",
		"The dashboard takes over 10 seconds to load for accounts with more than 5,000 projects. Most of the time goes into one query that counts tasks per project.",
		[]string{"An index on tasks(project_id, status) brings the query down from 8 s to 120 ms locally.", "Let's also cache the counts for a minute; they don't need to be live."},
		"Dashboard is slow for the big accounts again. I'm adding an index for the task counts this afternoon.",
		"Add index for per-project task counts",
		"Adds an index on tasks(project_id, status) for the per-project task counts. The dashboard query drops from 8 s to 120 ms on a copy of the largest account.",
		"perf/task-count-index"},
	{"Update README setup steps for Node 20",
		"The setup section still says Node 16 and npm install --legacy-peer-deps. Both are outdated since we moved to Node 20 and pnpm.",
		[]string{"Also worth mentioning that pnpm needs to be enabled with corepack first.", "Updated, thanks for the review."},
		"Updated the README setup steps for Node 20 and pnpm, shout if anything is unclear.",
		"Update setup instructions for Node 20 and pnpm",
		"Updates the setup section for Node 20 and pnpm and drops the --legacy-peer-deps step. Also mentions enabling pnpm with corepack.",
		"docs/readme-node20"},
	{"Rate limiter blocks internal health checks",
		"Our load balancer's health checks count against the API rate limit, so under load the checks get 429s and instances are marked unhealthy. Health check requests should be exempt.",
		[]string{"We could exempt requests from the internal network instead of matching the path.", "Path-based exemption is simpler and /healthz is never exposed publicly."},
		"Instances were flapping last night because health checks hit the rate limit. Working on an exemption.",
		"Exempt health checks from the rate limiter",
		"Exempts /healthz from the API rate limiter so load balancer checks no longer get 429s under load.",
		"fix/healthcheck-rate-limit"},
	{"Search ignores the date filter",
		"Searching orders with a date range returns results outside the range. The date filter is dropped when a text query is also given.",
		[]string{"The query builder overwrites the filter list when it adds the text clause. One-line fix.", "Can we add a regression test that combines both filters?"},
		"Search was ignoring the date filter whenever there was also a text query. Fixed on staging.",
		"Keep the date filter when a text query is given",
		"Keeps the date filter when a text query is given; the query builder was overwriting the filter list. Adds a regression test that combines both.",
		"fix/search-date-filter"},
	{"Migrate CI from Travis to GitHub Actions",
		"Travis builds are slow and the free credits run out mid-month. We should move the test and lint jobs to GitHub Actions and cache the Go modules.",
		[]string{"The cache key should include go.sum, otherwise stale modules stick around.", "Build time went from 11 minutes to 4. Nice."},
		"CI now runs on GitHub Actions. Travis will be switched off on Friday.",
		"Move CI to GitHub Actions",
		"Moves the test and lint jobs from Travis to GitHub Actions, with the Go module cache keyed on go.sum. Builds take about 4 minutes instead of 11.",
		"ci/github-actions"},
	{"Password reset links expire too early",
		"Reset links are supposed to be valid for 24 hours but expire after one. The expiry is set in minutes but read as hours in one place.",
		[]string{"Found it: the mailer passes 60 where the token service expects hours.", "Can we also show a clearer message when a link has expired?"},
		"Password reset links were expiring after an hour instead of a day. Fix is deployed.",
		"Use hours for the password reset link expiry",
		"Passes the reset link expiry in hours, as the token service expects, so links stay valid for 24 hours again.",
		"fix/reset-link-expiry"},
	{"Dark mode text is unreadable on the settings page",
		"In dark mode the labels on the settings page are dark grey on black. The page uses hard-coded colours instead of the theme variables.",
		[]string{"Switched the labels to the theme's text colour; screenshots attached.", "The toggle switches have the same problem, could you fix them too?"},
		"Settings page is now readable in dark mode, thanks for the report.",
		"Use theme colours on the settings page",
		"Replaces the hard-coded colours on the settings page with the theme variables so labels are readable in dark mode. Screenshots of both themes attached.",
		"fix/settings-dark-mode"},
	{"Bump axios to 1.7 for the security advisory",
		"The current axios version is affected by a published security advisory. Version 1.7 fixes it and has no breaking changes for how we use it.",
		[]string{"All tests pass with 1.7. Merging once CI is green.", "Did you check the upload helper? It relies on the old transformRequest behaviour."},
		"Bumping axios to 1.7 today to pick up the security fix.",
		"Bump axios to 1.7",
		"Bumps axios from 1.6 to 1.7 for the security advisory. All tests pass and the upload helper works unchanged.",
		"chore/bump-axios"},
	{"Invoice PDF shows the wrong currency symbol",
		"Invoices for customers billed in euros show a dollar sign in the PDF, although the amounts are correct. The PDF template ignores the invoice's currency.",
		[]string{"The template now formats amounts with the invoice currency and locale.", "Please regenerate the invoices sent this month after the fix."},
		"Some EUR invoices went out with a $ sign. Amounts are right; we'll resend corrected PDFs.",
		"Format invoice amounts in the invoice currency",
		"Formats invoice amounts in the PDF with the invoice's currency and locale instead of a hard-coded dollar sign.",
		"fix/invoice-currency"},
	{"Flaky checkout test",
		"TestCheckoutAppliesDiscount fails about one run in ten on CI. It depends on the current time and breaks when the run crosses midnight UTC.",
		[]string{"Injecting a fixed clock makes it pass 500 times in a row.", "Let's quarantine it until the fix is merged."},
		"The checkout test was flaky because of the clock; it uses a fixed time now.",
		"Use a fixed clock in the checkout tests",
		"Injects a fixed clock into the checkout tests so they no longer fail when a run crosses midnight UTC.",
		"test/checkout-fixed-clock"},
	{"Add pagination to the orders API",
		"GET /orders returns every order at once, which times out for large shops. It needs cursor-based pagination, with about 50 orders per page by default.",
		[]string{"Could we keep the old behaviour behind a query flag for one release?", "The next cursor should be opaque; right now it exposes the order id."},
		"Orders API now paginates (50 per page by default). Clients need to follow next_cursor.",
		"Paginate the orders endpoint",
		"Adds cursor-based pagination to GET /orders with a default page size of 50. Clients follow next_cursor from the response.",
		"feature/orders-pagination"},
	{"Webhook retries send duplicate notifications",
		"When a webhook delivery times out we retry it, but the receiver already processed the first attempt, so customers get the same notification twice.",
		[]string{"We should send an idempotency key with each delivery so receivers can skip duplicates.", "Added the Idempotency-Key header and documented it."},
		"Customers got duplicate notifications this morning from webhook retries. Investigating.",
		"Send an idempotency key with webhook deliveries",
		"Sends an Idempotency-Key header with every webhook delivery so receivers can skip retried duplicates. Documented in the webhooks guide.",
		"feature/webhook-idempotency"},
	{"Release checklist for v2.4",
		"Tracking the remaining work for the v2.4 release: finish the migration guide, update the changelog, tag the release and announce it in the newsletter.",
		[]string{"Changelog is done. Migration guide still needs a section on the new config format.", "Tagged v2.4.0, release notes are published."},
		"v2.4 is tagged and the release notes are out.",
		"Prepare v2.4 release notes",
		"Adds the v2.4 release notes and the migration guide section on the new config format.",
		"release/v2.4"},
	{"Onboarding guide for new backend engineers",
		"New engineers spend their first week asking the same setup questions. We need a guide that covers local setup, the service map, how to run the tests and who to ask about what.",
		[]string{"Could you add a section on getting access to the staging database?", "Great start. Linking it from the team wiki."},
		"Wrote an onboarding guide for backend engineers, feedback welcome.",
		"Add backend onboarding guide",
		"Adds an onboarding guide for backend engineers: local setup, the service map, running the tests and who to ask about what.",
		"docs/backend-onboarding"},
	{"Nightly database backup failed",
		"The nightly backup job failed at 02:00 with \"disk full\" on the backup volume. Last successful backup is from the night before.",
		[]string{"Old backups weren't being pruned. I removed everything older than 30 days and reran the job.", "Let's add an alert when the volume is over 80% full."},
		"Last night's database backup failed (disk full). Rerunning it now after clearing old backups.",
		"Prune backups older than 30 days",
		"Prunes backups older than 30 days before the nightly job runs and alerts when the backup volume is over 80% full.",
		"ops/prune-backups"},
	{"Clearer error when the API key is missing",
		"Running the CLI without an API key fails with a stack trace from deep in the HTTP client. It should say that the key is missing and how to set it.",
		[]string{"The error now says: API key not set, run `app login` or set APP_API_KEY.", "Let's print it without the stack trace unless --debug is set."},
		"The CLI now explains how to set the API key instead of printing a stack trace.",
		"Explain how to set a missing API key",
		"Prints \"API key not set, run `app login` or set APP_API_KEY\" instead of a stack trace when the key is missing. The stack trace still shows with --debug.",
		"fix/missing-api-key-error"},
	{"Remove the deprecated v1 endpoints",
		"The v1 endpoints have been deprecated for six months and traffic is below 0.1%. We should remove them and the compatibility layer.",
		[]string{"Two customers still call /v1/users daily. Can we email them first?", "Emailed both customers; they will switch by the end of the month."},
		"We're removing the v1 API endpoints at the end of the month. Let me know if anything still depends on them.",
		"Remove deprecated v1 endpoints",
		"Removes the deprecated v1 endpoints and the compatibility layer. The two customers still calling /v1/users have agreed to switch by the end of the month.",
		"chore/remove-v1-endpoints"},
}

// A meeting is a meeting title with agenda items and a description.
type meeting struct {
	title  string
	agenda []string
	desc   string
}

var meetings = []meeting{
	{"Q1 roadmap review", []string{"Review Q4 results", "Agree on Q1 priorities", "Staffing for the mobile app"}, "Quarterly review of the product roadmap with engineering and design leads."},
	{"Weekly design sync", []string{"New onboarding screens", "Feedback on the pricing page", "Icon set update"}, "Weekly check-in on design work in progress."},
	{"Sprint planning", []string{"Carry-over from last sprint", "Estimate new tickets", "Sprint goal"}, "Plan the next two-week sprint."},
	{"Budget review", []string{"Marketing spend so far", "Cloud costs", "Hiring budget for H1"}, "Monthly review of spending against the budget."},
	{"1:1 with my manager", []string{"Project updates", "Career goals", "Feedback"}, "Regular one-on-one."},
	{"Customer call with Northwind", []string{"Renewal terms", "Open support tickets", "Feature requests"}, "Quarterly check-in with the customer's operations team."},
	{"Incident retrospective", []string{"Timeline of the outage", "What went well", "Action items"}, "Blameless review of last week's outage."},
	{"Team offsite planning", []string{"Dates and location", "Agenda for day one", "Budget"}, "Plan the spring team offsite."},
	{"Hiring committee", []string{"Review candidates for the backend role", "Interview feedback", "Offer decisions"}, "Decide on candidates in the final round."},
	{"Product demo", []string{"New reporting dashboard", "Q&A", "Next steps"}, "Demo of the new reporting features for the sales team."},
}

// meetingReasons are why a person cancels or moves a meeting.
var meetingReasons = []string{"I'm out sick today.", "Conflicts with the all-hands, let's find another slot.", "We covered everything in yesterday's email thread.",
	"Moving it to next week since half the team is travelling.", "The customer asked to reschedule.", "Not needed this week, nothing new to discuss.",
	"Double-booked, sorry. I'll send a new invite.", "Postponed until the budget numbers are final."}

// workReasons are why a person closes, rejects or reverts something.
var workReasons = []string{"Duplicate of an existing issue.", "Fixed in the latest release.", "No longer needed after the redesign.",
	"Superseded by a newer pull request.", "Could not reproduce on the current version.", "Out of scope for this quarter."}

// A mail is an email subject and body.
type mail struct{ subject, body string }

var mails = []mail{
	{"Invoice 1042 is overdue", "Hi, a quick reminder that invoice 1042 was due on January 10. Could you let me know when we can expect the payment? Thanks!"},
	{"Agenda for Thursday's budget review", "Hi all, for Thursday I'd like to cover marketing spend, cloud costs and the hiring budget. Please send me any other topics by Wednesday."},
	{"Offsite dates", "Hi team, the offsite will be April 14–16 in Porto. Please book your travel by the end of the month and send receipts to finance."},
	{"Your interview on Monday", "Hi, thanks for applying. Your interview is confirmed for Monday at 10:00. You'll meet two engineers from the team; it takes about an hour."},
	{"Release notes for v2.4", "Hi everyone, v2.4 is out. Highlights: paginated orders API, faster dashboard for large accounts and a dark mode fix on the settings page."},
	{"Can we move our 1:1?", "Hi, something came up on Tuesday afternoon. Would Wednesday at 14:00 work for our 1:1 instead?"},
	{"Welcome to the team!", "Hi and welcome! Your laptop is ready for pickup at reception. Your first week's schedule is in the onboarding doc; ping me with any questions."},
	{"Outage follow-up", "Hi all, yesterday's 40-minute outage was caused by a full disk on the database server. The retrospective is on Friday; action items will be shared afterwards."},
}

// A note is a title and a body a person keeps for themselves.
type note struct{ title, body string }

var notes = []note{
	{"Ideas for the team offsite", "Half-day hike on the first morning, workshops after lunch, dinner somewhere central. Ask finance about the budget."},
	{"Groceries", "Eggs, oat milk, spinach, rice, coffee beans, dish soap."},
	{"Book recommendations", "The Pragmatic Programmer, Designing Data-Intensive Applications, Thinking in Systems."},
	{"Meeting notes: roadmap review", "Agreed to ship the mobile app in Q2. Pricing page redesign moves to Q3. Ana owns the hiring plan."},
	{"Trip to Lisbon", "Flight lands Friday 10:40. Hotel near Rossio. Want to see Alfama, Belém and the LX Factory."},
	{"Gift ideas for Mum", "Pottery class voucher, the new cookbook she mentioned, a framed family photo."},
	{"Interview questions for the backend role", "How would you design a rate limiter? Tell me about a production incident you handled. How do you review code?"},
	{"Weekly goals", "Finish the quarterly report, review two pull requests a day, book the dentist."},
}

// textDomain picks which bank the free text of a tool draws from by the
// tool's name and description: meetings, email, personal notes, or
// software work (issues, pull requests, chat, pages).
func (g *Generator) textDomain(h hint) byte {
	if g.textDom != 0 {
		return g.textDom
	}
	t := g.toolL
	switch {
	case (containsAny(t, "meeting", "calendar", "agenda", "appointment") || gatheringEvent(g.opts.Topic+" "+g.opts.About)) && g.meetingWork():
		g.textDom = 'm'
	case containsAny(t, "email", "e-mail", " mail", "gmail", "inbox"):
		g.textDom = 'e'
	case containsAny(g.topicL, "note", "memo", "journal", "diary", "todo") && !g.areaItems() && !strings.Contains(g.topicL, "release"):
		// (a note on a thing of an area, an incident or a deal, is about
		// it; a release note is about the release's changes)
		g.textDom = 'n'
	default:
		g.textDom = 'w'
	}
	return g.textDom
}

// story returns the instance's story, drawn on first use.
func (g *Generator) story() *story {
	if g.sc.story == 0 {
		g.sc.story = 1 + g.rng.Intn(len(stories))
		// a story fits the scene's repository: no database backup filed
		// against a UI repo (the next fitting one, so one draw)
		for i := 0; g.sc.repo != "" && i < len(stories) && !storyFitsRepo(stories[g.sc.story-1].title, g.sc.repo); i++ {
			g.sc.story = g.sc.story%len(stories) + 1
		}
	}
	return &stories[g.sc.story-1]
}

// storyFitsRepo tells whether an issue titled title belongs in repo: a
// front-end problem (a page, a browser, dark mode) not in a back-end
// service, a back-end one (a database, an API, webhooks) not in a UI or
// app; anything in a repository of neither kind.
func storyFitsRepo(title, repo string) bool {
	a, b := storyLayer(title), repoLayer(repo)
	return a == 0 || b == 0 || a == b
}

// storyLayer is 'f' for a story about a user interface, 'b' for one
// about a back end, 0 for neither (docs, CI, a release).
func storyLayer(title string) byte {
	t := strings.ToLower(title)
	switch {
	case containsAny(t, "safari", "dashboard", "dark mode", "settings page", "button", "screen"):
		return 'f'
	case containsAny(t, "database", "backup", " api", "endpoint", "webhook", "payments client", "rate limiter", "invoice", "csv export", "backend", "back-end"):
		return 'b'
	}
	return 0
}

// repoLayer is 'f' for a user-interface repository ("auth-ui",
// "mobile-app", "web"), 'b' for a back-end one ("billing-service",
// "gateway", "api"), 'c' for a command-line one ("cli-core"), where only
// a story of neither kind belongs, 0 for neither ("sdk", "docs-core").
func repoLayer(repo string) byte {
	r := strings.ToLower(repo)
	switch {
	case r == "cli" || strings.HasPrefix(r, "cli-") || strings.HasSuffix(r, "-cli"):
		return 'c' // a command-line tool: no page, no server of its own
	case strings.HasSuffix(r, "-ui") || strings.HasSuffix(r, "-app"):
		return 'f'
	case strings.HasSuffix(r, "-service") || strings.HasSuffix(r, "-server"):
		return 'b'
	}
	noun, _, _ := strings.Cut(r, "-")
	switch noun {
	case "web", "mobile", "dashboard":
		return 'f'
	case "api", "billing", "payments", "gateway", "scheduler", "notifications", "infra":
		return 'b'
	}
	return 0
}

func (g *Generator) meeting() *meeting {
	if g.sc.meeting == 0 {
		g.sc.meeting = 1 + g.rng.Intn(len(meetings))
	}
	return &meetings[g.sc.meeting-1]
}

func (g *Generator) mail() *mail {
	if g.grounded() {
		// a server not about software writes no job interviews or
		// overdue invoices to its people: a notice of its own work
		if g.sc.mail == 0 {
			g.sc.mail = 1 + g.rng.Intn(len(plainMails))
		}
		m := plainMails[(g.sc.mail-1)%len(plainMails)]
		return &mail{g.fill(m.subject), g.fill(m.body)}
	}
	if g.sc.mail == 0 {
		g.sc.mail = 1 + g.rng.Intn(len(mails))
		// a mailbox that is no code gets no release notes or outage
		// reports (the next fitting one, so one draw)
		for i := 0; i < len(mails) && codeMail(mails[g.sc.mail-1]) && g.officeText(); i++ {
			g.sc.mail = g.sc.mail%len(mails) + 1
		}
	}
	return &mails[(g.sc.mail-1)%len(mails)]
}

// plainMails are notices a business or an institution sends the people
// it works with, about no particular trade ({F} the call's person).
var plainMails = []mail{
	{"Schedule change next week", "Hi all, next week's schedule has changed. The updated plan is attached; please check your dates and reply if anything clashes."},
	{"Reminder: signed forms due Friday", "Hi all, a reminder that the signed forms are due this Friday. Please send them to {F} if you haven't already."},
	{"New main contact", "Hi all, {F} is now the main contact for day-to-day questions. Please update your records; the phone number stays the same."},
	{"Please confirm by Thursday", "Hi all, we need your confirmation by Thursday so we can go ahead as planned. A short reply to this email is enough."},
	{"Summary of today's call", "Hi all, thanks for joining today. In short: we keep the current plan, {F} sends the updated figures on Monday, and we meet again in two weeks."},
	{"Closed on Monday", "Hi all, we are closed on Monday for the public holiday. Anything urgent can go to {F} by phone."},
	{"Thank you, and next steps", "Hi all, thank you for all the help this month. {F} will share the plan for the next few weeks by Friday."},
	{"Updated procedure attached", "Hi all, the attached procedure replaces the version from March. Please read it before your next visit and send questions to {F}."},
}

func (g *Generator) note() *note {
	if g.sc.note == 0 {
		g.sc.note = 1 + g.rng.Intn(len(notes))
		// a tool that is no code keeps no programmer's notes: a waste
		// transfer note's description was interview questions about a
		// rate limiter (the next fitting one, so one draw)
		for i := 0; i < len(notes) && codeNote(notes[g.sc.note-1]) && !g.aboutCode(); i++ {
			g.sc.note = g.sc.note%len(notes) + 1
		}
	}
	return &notes[g.sc.note-1]
}

// codeNote tells whether a personal note is a programmer's: about code
// reviews, pull requests or programming books.
func codeNote(n note) bool {
	return containsAny(strings.ToLower(n.title+" "+n.body), "pull request", "rate limiter", "review code", "programmer", "backend")
}

// titleFor returns a title fitting the tool: a meeting's, an email's
// subject, a note's, or a piece of work's.
func (g *Generator) titleFor(h hint) string {
	n := strings.ToLower(h.name)
	if v, ok := g.kindName(h); ok {
		return v // (a label, a section, a project: a name of its kind)
	}
	switch g.textDomain(h) {
	case 'm':
		return g.meeting().title
	case 'e':
		return g.mail().subject
	case 'n':
		if g.grounded() {
			return g.worldTitle() // (a journal's title is no shopping list)
		}
		return g.note().title
	}
	topic := g.topicL
	switch {
	case g.tableTopic() && !taskTool(topic):
		// a database or table is named for what it tracks (a task or
		// card put on a board is titled as a task)
		return g.tableTitle()
	case containsAny(topic, "export", "report") && g.mongoLike():
		// an export is named for the data it holds
		c := g.domain().coll
		return strings.ToUpper(c[:1]) + c[1:] + exportTails[g.rng.Intn(len(exportTails))]
	case strings.Contains(n, "commit") || pullTool(topic):
		// a pull request is titled by its change, as its commit is
		return g.story().commit
	}
	if v, ok := g.visualTitle(h); ok {
		return v // (a chart is titled by its data, not by an issue)
	}
	if lx := g.areaLex(); lx != nil && len(lx.items) > 0 {
		// a thing of the area the tool is about: a dish, a product, a
		// playlist, not a piece of software work
		return g.areaItem(lx).title
	}
	if g.grounded() || g.officeText() {
		return g.worldTitle() // (no issue title off software)
	}
	return g.story().title
}

// tableTool matches a tool that makes or changes a table-like container
// (a data source, database, table, spreadsheet or board).
var tableTool = regexp.MustCompile(`(?i)data[ _-]?sources?\b|\bdatabases?\b|\btables?\b|spreadsheets?|\bboards?\b`)

// tableTitles name databases and tables people keep.
var tableTitles = []string{"Bug tracker", "Sprint board", "Product roadmap", "Content calendar", "Hiring pipeline", "Reading list",
	"Customer feedback", "Meeting notes", "Team directory", "Release checklist", "Travel plans", "Expenses"}

// exportTails finish an export's name after its collection's.
var exportTails = []string{" export", " - monthly export", " backup", " snapshot"}

// pullTool reports whether a tool name is about pull (merge) requests.
func pullTool(topic string) bool {
	if containsAny(topic, "pull", "merge_request", "merge-request", "mergerequest") {
		return true
	}
	for _, t := range sharedTokens(topic) {
		if t == "pr" || t == "prs" {
			return true
		}
	}
	return false
}

// textFor returns free text for the role r of the value h names: a body,
// a comment, a chat message, a reason or a description, all about the
// instance's one story, meeting, email or note.
func (g *Generator) textFor(r *role.Role, h hint) string {
	h = g.spelledKey(h)
	n := strings.ToLower(h.name)
	topic := g.topicL
	d := g.textDomain(h)
	if strings.HasPrefix(g.flatPtr, "/title/") || strings.HasPrefix(g.flatPtr, "/subject/") {
		// the text of a rich-text title
		return g.titleFor(h)
	}
	if v, ok := g.captionText(h); ok {
		return v // (what a site's picture shows)
	}
	if v, ok := g.kindNote(r, h); ok {
		return v
	}
	lx := g.areaLex()
	if lx != nil && len(lx.items) == 0 {
		lx = nil // the area's free text is software work's
	}
	if v, ok := g.plainWorldText(h, lx, d); ok {
		return v // (a note on a damaged bike, a lost bag or a booking)
	}
	if strings.Contains(n, "reason") {
		return g.reasonText(h, lx, d)
	}
	if v, ok := g.domainText(h, d); ok {
		return v // (a meeting's, an email's or a note's)
	}
	if containsAny(n, "observation", "fact") || containsAny(h.parent, "observation") || containsAny(topic, "observation", "entit") && containsAny(n, "content") {
		// a fact a knowledge graph keeps about an entity
		return g.fact()
	}
	if repoTopic(g.opts.Topic) && containsAny(n, "description", "about") {
		// what a repository is: its name says
		_, repo := g.project()
		return repoAbout(repo)
	}
	if containerDescription(topic, n, g.flatPtr) {
		// what a data source, table or project holds, not a bug report
		return containerAbouts[g.rng.Intn(len(containerAbouts))]
	}
	if h.sibs != "" && containsAny(h.sibs, "line", "position") && containsAny(h.sibs, "path") {
		// a comment on a line of code
		return codeComments[g.rng.Intn(len(codeComments))]
	}
	if lx != nil {
		// free text of the area the tool is about: a remark for a
		// comment, a note or a status update, else the text of the
		// call's item
		if len(lx.notes) > 0 && (containsAny(n, "comment", "reply", "note", "remark") || containsAny(topic, "comment", "reply", "note", "status")) {
			return g.areaNote(lx, h, 'n')
		}
		return g.areaText(lx, h)
	}
	if v, ok := g.workText(h); ok {
		return v
	}
	if g.grounded() || g.officeText() {
		return g.plainRemark() // (no bug report or review off software)
	}
	s := g.story()
	if i := strings.Index(g.flatPtr, "/rich_text/"); i >= 0 {
		// the runs of one rich text: the story's body, then its comments
		k := 0
		for _, c := range g.flatPtr[i+len("/rich_text/"):] {
			if c < '0' || c > '9' {
				break
			}
			k = k*10 + int(c-'0')
		}
		if k == 0 && containsAny(n, "content", "text") && !containsAny(topic, "comment") {
			// the blocks of a page: the story's sentences in turn, so
			// no two blocks repeat one text
			b := blockIndex(g.flatPtr)
			if b < 0 {
				return s.body
			}
			// (a page longer than its story goes on to the next)
			for st := g.sc.story - 1; ; st = (st + 1) % len(stories) {
				ss := sentences(stories[st].body)
				for _, c := range stories[st].comments {
					ss = append(ss, sentences(c)...)
				}
				if b < len(ss) {
					return ss[b]
				}
				b -= len(ss)
			}
		}
		if k == 0 {
			return s.comments[g.rng.Intn(len(s.comments))]
		}
		return s.comments[k%len(s.comments)]
	}
	switch {
	case containsAny(topic, "message", "post", "chat", "slack", "send", "thread") && !containsAny(topic, "comment", "review", "issue", "pull"):
		return s.chat
	case containsAny(n, "comment", "reply", "review") || containsAny(topic, "comment", "review", "reply") ||
		h.parent != "" && containsAny(h.parent, "comment", "rich_text", "children"):
		return s.comments[g.rng.Intn(len(s.comments))]
	case (strings.HasSuffix(n, "body") || containsAny(n, "description")) && pullTool(topic):
		// a pull request says what its change does, not what is broken
		return s.pr
	case strings.HasSuffix(n, "body") || containsAny(n, "description", "content", "details", "summary"):
		return s.body
	case containsAny(n, "note", "observation"):
		return s.comments[g.rng.Intn(len(s.comments))]
	}
	if g.rng.Intn(2) == 0 {
		return s.comments[g.rng.Intn(len(s.comments))]
	}
	return s.chat
}

// containerAbouts describe a store of things a team keeps (a table, a
// data source, a project) without naming what it holds, so they fit any
// title it has.
var containerAbouts = []string{
	"Maintained by the platform team. One row per entry; please keep the Status column up to date.",
	"Shared with the whole team. Add new entries at the bottom and tag an owner.",
	"Single source of truth for the team, reviewed every Monday.",
	"Moved here from the old spreadsheet in March. Ask before changing the columns.",
	"Everything the team tracks for this quarter. Archive entries once they are done.",
}

// containerDescription says a description (the name n, at flat pointer
// ptr, of tool topic) is that of a thing holding others, a table, data
// source, collection, project or board, rather than of an issue, a task
// or a message.
func containerDescription(topic, n, ptr string) bool {
	if !strings.Contains(n, "description") && !strings.HasPrefix(ptr, "/description/") {
		return false
	}
	return containsAny(topic, "data_source", "data-source", "datasource", "database", "table", "collection", "project", "board", "folder", "calendar", "workspace") &&
		!containsAny(topic, "issue", "ticket", "task", "bug", "pull", "event", "meeting", "card", "page", "message", "comment", "repo")
}

// agendaItem returns an item of the instance's meeting agenda.
func (g *Generator) agendaItem() string {
	m := g.meeting()
	return m.agenda[g.rng.Intn(len(m.agenda))]
}

// codeComments are review comments on one line of code.
var codeComments = []string{"This could return early when the list is empty.", "Nit: a more descriptive name would help here.",
	"Can we add a test for this case?", "This error is swallowed; please return it or log it.", "Magic number: move it to a named constant?",
	"Is this still needed after the refactor?", "This runs on every request; can we cache it?", "Typo in the comment above.",
	"Should this be behind the feature flag?", "Let's not log the full token here."}

// repoAbouts say what a repository named after each noun is.
var repoAbouts = map[string]string{"api": "Public REST API for the platform", "web": "Marketing website and landing pages",
	"billing": "Billing and invoicing service", "auth": "Authentication and session service", "search": "Search indexing and query service",
	"mobile": "iOS and Android app", "infra": "Terraform and deployment scripts", "docs": "Product documentation site",
	"dashboard": "Internal metrics dashboard", "payments": "Payment processing service", "gateway": "API gateway configuration",
	"scheduler": "Scheduler for background jobs", "notifications": "Email and push notification service",
	"analytics": "Event tracking and analytics pipeline", "cli": "Command-line client", "sdk": "Client SDK for the public API"}

// repoAbout returns a repository description for a repository name.
func repoAbout(repo string) string {
	noun := repo
	if i := strings.IndexByte(noun, '-'); i > 0 {
		noun = noun[:i]
	}
	if d, ok := repoAbouts[noun]; ok {
		return d
	}
	return "Source code for " + repo
}

// personFacts and thingFacts are observations a knowledge graph keeps
// about a person and about each other entity type ({O} an organisation,
// {C} a city).
var (
	personFacts = []string{"Works at {O} as a backend engineer", "Lives in {C}", "Prefers email over phone calls", "Speaks Portuguese and English",
		"Joined the team in March 2024", "Allergic to peanuts", "Birthday is on May 12", "Leads the payments team", "Is vegetarian",
		"Plays tennis on weekends", "Studied computer science in {C}", "Working from home on Fridays"}
	thingFacts = map[string][]string{
		"organization": {"Founded in 2019", "Headquartered in {C}", "About 40 employees", "Customer since 2023", "Main contact is in {C}"},
		"project":      {"Launch planned for Q2", "Owned by the platform team", "Uses PostgreSQL and Redis", "Budget approved in January", "Repository is private"},
		"event":        {"Takes place in {C}", "About 60 people attending", "Runs from 09:00 to 17:00", "Catering booked", "Moved to April"},
		"location":     {"Office opened in 2022", "Team of 12 people", "Closest airport is 20 minutes away", "Time zone is UTC+1"},
		"document":     {"Last updated in January", "Owned by the legal team", "Needs review before Q2", "Shared with the whole company"},
		"concept":      {"Discussed at the last architecture review", "Adopted by the payments team", "Covered in the onboarding guide", "Still being evaluated"},
	}
)

// fact returns an observation about the entity of the call.
func (g *Generator) fact() string {
	pool := personFacts
	if p, ok := thingFacts[g.sc.entType]; ok {
		pool = p
	}
	f := pool[g.rng.Intn(len(pool))]
	if strings.Contains(f, "{O}") {
		o, _ := g.org()
		f = strings.Replace(f, "{O}", o, 1)
	}
	return strings.Replace(f, "{C}", g.city(), 1)
}
