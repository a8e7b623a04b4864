package synth

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// The words of each area (role.Area) a server's tools are about: what
// people search for there, what they title things and what they write.
// When no more specific kind of value applies (a place search, a code
// search, an issue, a meeting, an email), a query, a title or a piece of
// free text is drawn from the tool's area, so a literature search gets a
// question about a disease and a recipe tool a dish. Placeholders are
// filled from the call's scene, so the values of one call agree: {C} its
// city, {C2} another city, {W} its person's full name, {F} the person's
// first name, {G} its organisation.

// An areaItem is one thing of an area: its title and a short text about
// it (a description, a body, a message).
type areaItem struct{ title, text string }

// An areaLex holds an area's words. A nil items keeps today's free text
// for the area (software work, meetings, emails, notes fit it already).
type areaLex struct {
	queries []string
	items   []areaItem
	notes   []string // short remarks: a comment, a note, a reason
	tags    []string // labels people put on the area's things
	names   []string // what people name the area's groups of things (a chat's categories)
	faults  []string // what is wrong with one of the area's things, for a damage report
	// findings are what is reported about a person or thing of the
	// area in a word or two: a symptom, an adverse event's term
	findings []string
}

var areaLexicon = map[role.Area]*areaLex{
	"biomed": {
		queries: []string{"metformin and cancer risk", "CRISPR off-target effects", "long COVID fatigue treatment", "gut microbiome and depression",
			"statin side effects in elderly patients", "BRCA1 mutation breast cancer prognosis", "mRNA vaccine myocarditis", "semaglutide weight loss trial",
			"Alzheimer's amyloid beta antibodies", "antibiotic resistance Klebsiella pneumoniae", "vitamin D supplementation and fractures",
			"sleep deprivation and insulin resistance", "PD-1 inhibitors melanoma survival", "childhood asthma air pollution", "tau protein biomarkers",
			"intermittent fasting cardiovascular outcomes", "SGLT2 inhibitors heart failure", "HPV vaccination cervical cancer incidence"},
		items: []areaItem{
			{"Metformin use and colorectal cancer risk", "Cohort study of 12,000 patients with type 2 diabetes comparing colorectal cancer incidence between metformin users and non-users."},
			{"Off-target effects of CRISPR-Cas9 in human cells", "Review of methods for detecting off-target edits and of strategies that reduce them."},
			{"Gut microbiome composition in major depression", "Case-control study comparing stool samples of 80 patients with depression and 80 healthy controls."},
			{"SGLT2 inhibitors in heart failure with preserved ejection fraction", "Meta-analysis of five randomized trials on hospitalization and mortality."},
			{"Vitamin D supplementation and fracture risk in older adults", "Randomized trial of 2,000 IU daily versus placebo over three years."},
		},
		notes: []string{"Relevant for the literature review, see the methods section.", "Small sample size; check whether a larger trial followed.",
			"Cite in the introduction.", "Compare with the 2021 meta-analysis."},
		tags:     []string{"oncology", "cardiology", "to-read", "meta-analysis", "RCT", "review", "diabetes", "genomics"},
		findings: clinicalFindings,
	},
	"academic": {
		queries: []string{"transformer attention efficiency", "graph neural networks for drug discovery", "retrieval augmented generation evaluation",
			"federated learning privacy", "climate change crop yields", "diffusion models image synthesis", "reinforcement learning from human feedback",
			"quantum error correction surface codes", "urban heat islands remote sensing", "large language model hallucination",
			"causal inference observational data", "protein structure prediction", "carbon capture materials", "sparse mixture of experts",
			"social media polarization", "few-shot learning benchmarks"},
		items: []areaItem{
			{"Attention Is All You Need", "Introduces the Transformer, a sequence model based entirely on attention, with results on machine translation."},
			{"Retrieval-Augmented Generation for Knowledge-Intensive NLP Tasks", "Combines a retriever with a sequence-to-sequence generator and evaluates on open-domain question answering."},
			{"Scaling Laws for Neural Language Models", "Studies how loss scales with model size, data and compute."},
			{"Surface codes: Towards practical large-scale quantum computation", "A review of the surface code and its error thresholds."},
			{"Effects of urban green space on heat islands", "Satellite data from 30 cities compared over ten summers."},
		},
		notes: []string{"Key reference for the related work section.", "Read the appendix for the ablations.", "Check whether the code is released.",
			"Good baseline to compare against."},
		tags: []string{"to-read", "related-work", "nlp", "survey", "benchmark", "cited", "methods", "thesis"},
	},
	"law": {
		queries: []string{"breach of contract damages", "non-compete enforceability California", "fair use copyright parody", "wrongful termination retaliation",
			"GDPR data subject access request", "landlord duty to repair", "adverse possession requirements", "Miranda rights violation",
			"trademark likelihood of confusion", "force majeure pandemic", "employment discrimination burden of proof", "software patent eligibility",
			"defamation public figure actual malice", "class action certification", "statute of limitations personal injury"},
		items: []areaItem{
			{"Master services agreement with {G}", "Draft MSA covering scope, payment terms, limitation of liability and termination for convenience."},
			{"Non-disclosure agreement - {G}", "Mutual NDA for the partnership talks; two-year term, governed by the laws of England and Wales."},
			{"Employment contract review for {W}", "Review the non-compete and notice period clauses before signing."},
			{"Lease renewal - {C} office", "Five-year renewal with a rent review after year three and a break clause."},
			{"Data processing addendum", "GDPR addendum listing sub-processors, security measures and breach notification within 72 hours."},
		},
		notes: []string{"Limitation of liability clause needs another look.", "Counterparty asked for a 30-day payment term.",
			"Sent to outside counsel for review.", "Signed copy is in the shared drive."},
		tags: []string{"contracts", "employment", "privacy", "litigation", "urgent", "review", "signed", "draft"},
	},
	"finance": {
		queries: []string{"AAPL earnings", "NVDA stock price", "S&P 500 ETF expense ratio", "Tesla quarterly revenue", "dividend stocks yield over 4%",
			"EUR to USD exchange rate", "Microsoft 10-K 2025", "bitcoin price today", "inflation rate eurozone", "Q3 operating expenses",
			"unpaid invoices over 60 days", "travel expenses March", "Amazon free cash flow", "treasury yields 10 year"},
		items: []areaItem{
			{"Q3 operating expenses", "Operating expenses for the quarter by department, with the variance against budget."},
			{"Office rent - {C}", "Monthly rent for the {C} office, paid by bank transfer."},
			{"Software subscriptions", "Annual renewals for the design and analytics tools."},
			{"Client dinner with {G}", "Dinner with the {G} team after the contract signing, four people."},
			{"Conference travel - {C}", "Flights and two nights of hotel for the conference in {C}."},
		},
		notes: []string{"Receipt attached.", "Split across two cost centres.", "Approved by finance on Monday.", "Reimburse with the next payroll."},
		tags:  []string{"travel", "software", "office", "meals", "reimbursable", "q3", "tax-deductible", "recurring"},
	},
	"payments": {
		queries: []string{"failed payments this week", "refunds over $100", "{W}", "subscription cancelled", "disputed charges",
			"invoice overdue", "payouts pending", "card declined", "{G}"},
		items: []areaItem{
			{"Pro plan - annual", "Annual subscription to the Pro plan, billed once a year."},
			{"Consulting - March", "Ten hours of implementation support in March."},
			{"Team plan upgrade", "Upgrade from Starter to Team for five seats, prorated."},
			{"Workshop ticket", "One ticket for the product workshop in {C}."},
		},
		notes: []string{"Customer asked for a refund within the trial period.", "Duplicate charge.", "Requested by the customer by email.",
			"Service was not delivered."},
		tags: []string{"annual", "monthly", "enterprise", "refund", "trial", "vip", "disputed", "invoice"},
	},
	"banking": {
		queries: []string{"rent payment", "transfers to {W}", "card payments last month", "salary", "grocery spending", "direct debits", "ATM withdrawals",
			"refund from {G}"},
		items: []areaItem{
			{"Rent", "Monthly rent transfer to the landlord."},
			{"Savings", "Monthly transfer to the savings account."},
			{"Dinner with {F}", "My half of dinner on Friday."},
			{"Holiday fund", "Putting money aside for the trip to {C}."},
		},
		notes: []string{"Rent for March", "Paying back for the concert tickets", "Gift for {F}", "Utilities split"},
		tags:  []string{"rent", "groceries", "utilities", "savings", "travel", "dining", "subscriptions", "salary"},
	},
	"ecommerce": {
		queries: []string{"running shoes", "wireless earbuds", "rain jacket", "linen shirt", "coffee grinder", "yoga mat", "desk lamp", "orders from {W}",
			"unfulfilled orders", "low stock", "summer sale", "gift card"},
		items: []areaItem{
			{"Merino Wool Crew Socks", "Soft, breathable merino socks with a reinforced heel and toe. Machine washable."},
			{"Organic Cotton T-Shirt", "Classic fit tee in 100% organic cotton, pre-shrunk. Available in six colours."},
			{"Ceramic Pour-Over Coffee Set", "Hand-glazed dripper with a matching mug. Fits standard #2 filters."},
			{"Waterproof Hiking Jacket", "Lightweight 2.5-layer shell with taped seams and an adjustable hood."},
			{"Bamboo Cutting Board", "Large reversible board with a juice groove. Oil occasionally."},
			{"Linen Throw Pillow Cover", "Stonewashed linen cover, 45 x 45 cm, with a hidden zip."},
		},
		notes: []string{"Customer reported the item arrived damaged.", "Wrong size shipped, customer is exchanging.", "Gift wrap requested.",
			"Leave the parcel with the neighbour if no one is home.", "Restocked after the supplier delivery."},
		tags: []string{"new-arrival", "bestseller", "sale", "summer", "gift", "organic", "limited-edition", "clearance"},
	},
	"travel": {
		queries: []string{"flights from {C} to {C2} next Friday", "hotels in {C2} under $150", "cheap flights to {C2} in May", "direct flights {C} to {C2}",
			"boutique hotel near the old town in {C2}", "weekend trip from {C}", "car rental {C2} airport", "family-friendly hotels in {C2}",
			"things to do in {C2}", "hotel with breakfast near the station"},
		items: []areaItem{
			{"Weekend in {C2}", "Two nights in {C2}: fly out Friday evening, back Sunday night."},
			{"Team offsite - {C2}", "Flights and hotel for six people, three nights."},
			{"Client visit to {G}", "Day trip to {C2} for the quarterly review with {G}."},
			{"Summer holiday", "Ten days in {C2} in August, hotel with a pool."},
		},
		notes: []string{"Window seat please.", "Vegetarian meal.", "Late check-in, arriving around 23:00.", "Need a cot for the baby."},
		tags:  []string{"business", "family", "weekend", "summer-2026", "conference", "beach", "city-break", "ski"},
	},
	"weather": {
		// mostly the place itself: a weather tool's search finds a location
		queries: []string{"{C}", "{C2}", "{C}", "{P}", "{C}", "weather in {C}", "{C} forecast this weekend", "{C2}"},
	},
	"maps": {
		queries: []string{"coffee shops in {C}", "museums in {C}", "pharmacy near {P}", "parking near {P}", "best ramen in {C}", "hotels near {P}"},
	},
	"music": {
		queries: []string{"Radiohead", "Kind of Blue", "lo-fi beats", "Taylor Swift", "Bohemian Rhapsody", "jazz for studying", "Daft Punk",
			"Fleetwood Mac Dreams", "Billie Eilish", "workout playlist", "Nils Frahm", "classic rock", "Kendrick Lamar", "bossa nova",
			"Arctic Monkeys", "Abbey Road"},
		items: []areaItem{
			{"Sunday Morning", "Slow, warm songs for coffee and the crossword."},
			{"Road Trip 2026", "Singalongs for the drive to {C2}."},
			{"Deep Focus", "Instrumental tracks for long work sessions."},
			{"Running Mix", "Upbeat tracks around 170 BPM."},
			{"Dinner Party", "Jazz and soul for when friends come over."},
			{"Throwbacks", "Songs from the 2000s we still know all the words to."},
		},
		notes: []string{"For the drive on Saturday.", "Mostly instrumental.", "Add more from this album later."},
		tags:  []string{"chill", "workout", "focus", "party", "jazz", "indie", "road-trip", "acoustic"},
	},
	"video": {
		queries: []string{"how to make sourdough bread", "lofi hip hop radio", "MKBHD iPhone review", "Dune Part Two trailer", "beginner yoga 20 minutes",
			"how to change a bike tire", "SpaceX launch live", "TED talk procrastination", "Breaking Bad", "Python tutorial for beginners",
			"best sci-fi movies 2025", "The Office bloopers", "documentary about octopuses"},
		items: []areaItem{
			{"Weekend cooking videos", "Recipes to try on Saturday."},
			{"Watch later", "Talks and tutorials to get through this month."},
			{"Sci-fi classics", "Movies to watch before the new Dune."},
			{"Home workouts", "Short routines that need no equipment."},
		},
		notes: []string{"Great explanation at 4:30.", "Sound is out of sync in the second half.", "Part two is even better."},
		tags:  []string{"tutorial", "cooking", "watch-later", "documentary", "music", "fitness", "tech-review", "comedy"},
	},
	"news": {
		queries: []string{"central bank interest rate decision", "climate summit agreement", "election results", "AI regulation Europe",
			"{C} transit strike", "stock market today", "heatwave {C}", "tech layoffs", "World Cup qualifiers", "housing prices {C}",
			"electric vehicle sales", "Nobel Prize 2026"},
		items: []areaItem{
			{"City council approves new bike lanes in {C}", "The council voted 9 to 2 for 40 km of protected bike lanes, to be built over the next three years."},
			{"Central bank holds interest rates steady", "Policymakers kept the main rate unchanged and signalled cuts later in the year."},
			{"Heatwave expected to peak this weekend", "Temperatures are forecast to reach 38°C; the city is opening cooling centres."},
		},
		notes: []string{"Follow up for the weekly roundup.", "Worth a longer piece.", "Check the numbers with the ministry."},
		tags:  []string{"politics", "economy", "climate", "technology", "sports", "local", "health", "opinion"},
	},
	"food": {
		queries: []string{"chicken tikka masala", "vegan lasagna", "quick weeknight dinners", "gluten-free banana bread", "pasta with what's in the fridge",
			"high-protein breakfast", "Thai green curry", "sourdough focaccia", "slow cooker beef stew", "easy lunch for kids", "mushroom risotto",
			"low-carb dinner ideas", "shakshuka", "chocolate chip cookies"},
		items: []areaItem{
			{"Weeknight chickpea curry", "Chickpeas, spinach and coconut milk in 30 minutes. Serves four."},
			{"Lemon garlic roast chicken", "Whole chicken roasted with lemon, garlic and thyme, about 90 minutes."},
			{"Vegan chili", "Black beans, kidney beans and sweet potato with smoked paprika."},
			{"Overnight oats", "Oats, yoghurt, chia seeds and berries, made the night before."},
			{"Mushroom risotto", "Arborio rice with porcini and parmesan, stirred for 20 minutes."},
			{"Banana bread", "Three ripe bananas, brown sugar and walnuts. One loaf."},
		},
		notes: []string{"Use less chili for the kids.", "Doubles well for meal prep.", "Add the spinach at the very end.", "Freezes for up to three months."},
		tags:  []string{"vegetarian", "vegan", "quick", "dinner", "breakfast", "gluten-free", "meal-prep", "dessert"},
	},
	"hr": {
		queries: []string{"{W}", "engineering", "{F}", "finance", "{W}", "customer success", "{F}", "marketing"},
		items: []areaItem{
			{"Annual leave - {W}", "Two weeks of annual leave in August."},
			{"Parental leave - {W}", "Sixteen weeks of parental leave starting in March."},
			{"Onboarding - {W}", "Laptop, accounts and first-week schedule for the new hire starting Monday."},
			{"Salary review - {W}", "Annual review: 4% increase from April, approved by the department head."},
		},
		notes: []string{"Family holiday, cover arranged with the team.", "Doctor's appointment in the morning.", "Approved by the manager.",
			"Moving house that day."},
		tags: []string{"full-time", "part-time", "remote", "onboarding", "probation", "contractor", "engineering", "sales"},
	},
	"recruiting": {
		queries: []string{"backend engineer", "{W}", "product designer {C}", "python developer", "data analyst remote",
			"marketing manager {C}", "senior frontend engineer", "sales development representative"},
		items: []areaItem{
			{"Senior Backend Engineer", "Build and run the services behind our payments platform. Go or Java, five years of experience, hybrid in {C}."},
			{"Product Designer", "Own the end-to-end design of our mobile app. Portfolio required; remote within Europe."},
			{"Data Analyst", "Turn product data into decisions. SQL and one of Python or R; based in {C}."},
			{"Customer Success Manager", "Look after 40 mid-market accounts and run quarterly business reviews."},
		},
		notes: []string{"Strong system design, a bit quiet in the culture interview.", "Move to the final round.",
			"Great portfolio; salary expectations above the band.", "Referred by {F}."},
		tags: []string{"backend", "frontend", "senior", "remote", "referral", "final-round", "on-hold", "design"},
	},
	"crm": {
		queries: []string{"{G}", "{W}", "{G} renewal", "{G}", "{F}", "{W}", "{G} expansion", "{G}"},
		items: []areaItem{
			{"{G} - annual renewal", "Renewal of 120 seats; the customer wants a multi-year discount."},
			{"{G} - expansion", "Adding the analytics module for the {C} team."},
			{"{G} - pilot", "Three-month pilot with the operations team, success criteria agreed."},
			{"Intro call with {W}", "First call with {W} from {G}; interested in the enterprise plan."},
		},
		notes: []string{"Sent the proposal, follow up next Tuesday.", "Decision maker is the CFO.", "Asked for a security review before signing.",
			"Budget approved for Q3.", "Met at the conference in {C}."},
		tags: []string{"enterprise", "smb", "renewal", "hot-lead", "churn-risk", "upsell", "partner", "inbound"},
	},
	"marketing": {
		queries: []string{"spring sale", "newsletter", "{G}", "webinar invite", "product launch", "abandoned cart", "welcome series"},
		items: []areaItem{
			{"Spring sale - 20% off everything", "Our spring sale starts today: 20% off everything until Sunday."},
			{"March newsletter", "What's new this month: three new features, a customer story from {C} and our upcoming webinar."},
			{"You're invited: live product demo", "Join us on Thursday for a 30-minute demo and Q&A."},
			{"Welcome to the community, {F}!", "Thanks for signing up. Here are three ways to get started."},
		},
		notes: []string{"Send to subscribers in {C} first.", "Test the subject line on 10% of the list.", "Exclude customers who bought last week."},
		tags:  []string{"newsletter", "promo", "launch", "webinar", "onboarding", "re-engagement", "seasonal", "b2b"},
	},
	"support": {
		queries: []string{"refund not received", "can't log in", "double charged", "order arrived damaged", "cancel subscription", "{W}",
			"password reset email", "shipping delay", "app crashes on upload"},
		items: []areaItem{
			{"Refund not received", "I returned my order two weeks ago and still haven't got the refund."},
			{"Can't log in after password reset", "The reset link works but the new password is rejected."},
			{"Charged twice for one order", "My card shows two charges for the same order."},
			{"Package arrived damaged", "The box was crushed and the mug inside is broken. Photos attached."},
			{"How do I change my billing address?", "I moved to {C} and need the invoices to show the new address."},
		},
		notes: []string{"Refund issued, should arrive in 5-7 days.", "Asked the customer for a photo of the damage.", "Escalated to billing.",
			"Sent the reset instructions again.", "Customer confirmed the fix works."},
		tags: []string{"billing", "refund", "login", "shipping", "bug", "urgent", "vip", "feature-request"},
	},
	"calendar": {
		queries: []string{"standup", "1:1 with {F}", "dentist", "team offsite", "flight to {C2}", "{G} call", "sprint planning", "quarterly review",
			"lunch with {F}", "all-hands", "interview", "gym"},
	},
	"email": {
		queries: []string{"from:{F} invoice", "flight confirmation", "receipt", "{G} contract", "is:unread from:{F}", "offsite", "password reset",
			"has:attachment quarterly report", "newsletter unsubscribe", "order shipped"},
	},
	"chat": {
		queries: []string{"deploy", "offsite", "standup notes", "outage", "lunch", "release date", "from:{F} budget", "onboarding"},
		names: []string{"General", "Announcements", "Community", "Voice Channels", "Events", "Resources", "Off-topic", "Support",
			"Introductions", "Game Night"},
	},
	"docs": {
		queries: []string{"onboarding guide", "release process", "meeting notes", "runbook", "PTO policy", "architecture overview",
			"Q3 roadmap", "expense policy", "{G} account plan", "incident postmortem", "style guide"},
	},
	"projects": {
		queries: []string{"onboarding checklist", "tasks assigned to {W}", "overdue tasks", "launch plan", "website redesign", "Q3 goals", "blocked"},
	},
	"devops": {
		queries: []string{"pods in CrashLoopBackOff", "checkout-service deployment", "high memory usage", "nginx ingress", "failed jobs", "staging cluster"},
	},
	"observability": {
		queries: []string{"checkout 500 errors", "high latency api-gateway", "database connection timeout", "disk usage over 90%",
			"payment service incidents", "OOMKilled", "error rate spike"},
		items: []areaItem{
			{"Checkout API returning 500s", "Error rate on the checkout API jumped to 12% at 14:05 after the latest deploy. Payments are failing for some customers."},
			{"Database connection pool exhausted", "The orders service cannot get database connections; p99 latency is over 5 seconds."},
			{"Login latency above 2s in {C} region", "Sign-ins from the {C} region take over two seconds since this morning; other regions are normal."},
			{"Disk almost full on db-primary", "The primary database volume is at 94% and growing about 1% an hour."},
			{"Payment webhooks delayed", "Webhooks from the payment provider are arriving 20-30 minutes late; orders stay pending."},
		},
		notes: []string{"Rolled back the 14:00 deploy; error rate is dropping.", "Database team is looking at the slow queries.",
			"Customer support has been told; status page updated.", "Root cause is a config change, fix going out now.",
			"Monitoring for another 30 minutes before resolving."},
		tags: []string{"sev1", "sev2", "database", "payments", "customer-impact", "rollback", "latency", "postmortem"},
	},
	"design": {
		queries: []string{"login screen", "onboarding flow", "button components", "mobile checkout", "icon set", "dark mode", "pricing page"},
	},
	"smarthome": {
		queries: []string{"living room", "kitchen lights", "bedroom", "front door", "thermostat", "garage", "hallway motion sensor", "temperature"},
		items: []areaItem{
			{"Good night", "Turn off all lights, lock the front door and set the heating to 18°C."},
			{"Morning routine", "Open the blinds at 7:00 and turn on the kitchen lights."},
			{"Away mode", "Turn everything off and enable the cameras when the last person leaves."},
			{"Movie time", "Dim the living room lights to 20% and close the blinds."},
		},
		tags: []string{"lights", "climate", "security", "night", "morning", "away", "energy", "kitchen"},
	},
	"realestate": {
		queries: []string{"2 bedroom apartment in {C}", "houses for sale in {C} under 500k", "studio for rent near {P}", "condo with parking {C}",
			"family home with garden {C}", "pet-friendly rentals {C}"},
		items: []areaItem{
			{"Bright 2-bedroom near the park", "Renovated 2-bed, 2-bath apartment in {C} with a balcony and in-unit laundry."},
			{"Family house with garden", "Four bedrooms, a large garden and a garage, ten minutes from the station."},
			{"Studio in the city centre", "Furnished studio, all bills included, available from next month."},
		},
		notes: []string{"Viewing booked for Saturday.", "Landlord accepts pets.", "Offer submitted at asking price."},
		tags:  []string{"apartment", "house", "rental", "new-listing", "pet-friendly", "garden", "parking", "price-drop"},
	},
	"sports": {
		queries: []string{"Lakers", "Real Madrid", "Premier League table", "Champions League results", "NBA playoffs", "Wimbledon 2026",
			"Lionel Messi", "Formula 1 standings", "Arsenal next match", "Super Bowl"},
		items: []areaItem{
			{"Sunday league - week 6", "Home game against the Rovers, kick-off 10:30."},
			{"Training session", "Passing drills and a short match, bring both kits."},
		},
		tags: []string{"football", "basketball", "tennis", "training", "match-day", "league", "youth", "highlights"},
	},
	"education": {
		queries: []string{"algebra", "photosynthesis", "World War II", "intro to Python", "essay writing", "fractions worksheet", "French vocabulary",
			"{W}", "biology 101"},
		items: []areaItem{
			{"Essay: causes of World War I", "Write 1,500 words on the main causes of the war. Due Friday."},
			{"Lab report: photosynthesis", "Report on the leaf disc experiment with your results and a discussion."},
			{"Week 3 quiz: fractions", "Ten questions on adding and simplifying fractions."},
			{"Intro to Python - lesson 4", "Loops and lists, with three practice exercises."},
		},
		notes: []string{"Great work, well argued.", "Please cite your sources.", "Late submission accepted this time.", "See me after class."},
		tags:  []string{"homework", "quiz", "essay", "lab", "reading", "week-3", "final-exam", "group-project"},
	},
	"health": {
		queries: []string{"{W}", "type 2 diabetes", "hypertension", "amoxicillin", "appointments today", "blood pressure readings", "penicillin allergy",
			"ibuprofen 400 mg", "metformin", "flu vaccine"},
		items: []areaItem{
			{"Follow-up visit", "Blood pressure check two weeks after starting the new medication."},
			{"Annual physical", "Routine check-up with blood work."},
			{"Knee pain", "Pain in the left knee after running, for about two weeks."},
		},
		notes: []string{"Patient reports mild dizziness in the mornings.", "Continue current dose, recheck in 4 weeks.",
			"Allergic to penicillin.", "Referred to physiotherapy."},
		tags:     []string{"follow-up", "chronic", "pediatrics", "cardiology", "lab-results", "urgent", "telehealth", "allergy"},
		findings: clinicalFindings,
	},
	"gaming": {
		queries: []string{"Elden Ring", "Stardew Valley", "Minecraft", "Baldur's Gate 3", "co-op games", "Hades", "Counter-Strike 2", "cozy games"},
		items: []areaItem{
			{"Friday night raid", "Meet at 21:00, bring potions."},
			{"Survival world", "Hard mode, no cheats, shared with {F}."},
		},
		tags: []string{"co-op", "rpg", "indie", "multiplayer", "speedrun", "cozy", "strategy", "backlog"},
	},
	"social": {
		queries: []string{"#AI", "{G}", "climate", "from:{F}", "product launch", "#WorldCup", "{C} food"},
		items: []areaItem{
			{"Launch day", "We just launched our new app! Huge thanks to everyone who tested it."},
			{"Conference recap", "Three days in {C}, so many good talks. My notes are in the thread below."},
			{"Weekend", "First real hike of the year, the views were worth the climb."},
			{"Hiring", "We're hiring in {C}! DM me if you want to know more."},
		},
		notes: []string{"Congrats, well deserved!", "Great thread, thanks for sharing.", "Totally agree.", "Where was this taken?"},
		tags:  []string{"launch", "hiring", "event", "behind-the-scenes", "tips", "announcement", "community", "thread"},
	},
	"fitness": {
		queries: []string{"morning run", "5k", "long ride", "yoga", "strength training", "hill repeats", "{C} half marathon", "swim"},
		items: []areaItem{
			{"Easy morning run", "Easy 6 km at conversational pace along the river."},
			{"Interval session", "6 x 800 m at 5k pace with 2 minutes rest."},
			{"Long ride", "80 km with two climbs, refuel every 45 minutes."},
			{"Upper body strength", "Bench press, rows and pull-ups, 4 sets each."},
		},
		notes: []string{"Legs felt heavy after yesterday.", "New personal best!", "Windy on the way back.", "Knee felt fine this time."},
		tags:  []string{"run", "ride", "strength", "recovery", "race", "intervals", "easy", "long"},
	},
	"books": {
		queries: []string{"Project Hail Mary", "Ursula K. Le Guin", "books like The Martian", "Sapiens", "Sally Rooney", "best fantasy series",
			"Atomic Habits", "Kazuo Ishiguro", "historical fiction WWII", "The Three-Body Problem"},
		items: []areaItem{
			{"Project Hail Mary", "An astronaut wakes up alone on a ship with no memory of the mission."},
			{"The Left Hand of Darkness", "An envoy visits a planet whose people have no fixed sex."},
			{"Klara and the Sun", "An artificial friend watches the family she serves."},
			{"Sapiens", "A short history of humankind from the Stone Age to today."},
		},
		notes: []string{"Recommended by {F}.", "Loved the ending.", "Slow start, worth it.", "For the book club in March."},
		tags:  []string{"to-read", "sci-fi", "fiction", "non-fiction", "favourites", "book-club", "fantasy", "history"},
	},
	"podcasts": {
		queries: []string{"true crime", "Hardcore History", "interviews with founders", "science podcasts", "The Daily", "learn Spanish",
			"Huberman Lab", "comedy podcasts", "history of Rome"},
		items: []areaItem{
			// no episode number in a title: it would disagree with the
			// call's episode_number
			{"Building in public", "A conversation with a founder about sharing numbers openly."},
			{"The history of coffee", "From Ethiopian highlands to the espresso bar."},
			{"Why we sleep less", "A sleep researcher on what changed and what to do about it."},
			{"The Future of Batteries", "What solid-state cells change for phones and cars, with a materials scientist."},
			{"Live from {C}", "Recorded in front of an audience, with questions from listeners."},
			{"How bridges stay up", "An engineer explains load, wind and the bridges that failed."},
			{"The year in review", "The hosts look back at the stories that mattered most this year."},
			{"Learning a language at 40", "{W} on starting over with Spanish and what actually worked."},
			{"Inside a night shift", "A nurse talks about twelve hours on a hospital ward."},
			{"The first podcast", "How radio on demand began, and who listened."},
		},
		names: []string{"Tech Talk Daily", "The History Hour", "Small Business Stories", "Science Weekly", "Morning Brief", "Kitchen Table Money"},
		notes: []string{"Great guest.", "Skip the first ten minutes.", "Listen on the commute."},
		tags:  []string{"business", "science", "history", "comedy", "interview", "true-crime", "daily", "education"},
	},
	"analytics": {
		queries: []string{"pageviews last 7 days", "signup conversion", "top landing pages", "traffic from {C}", "checkout funnel", "bounce rate"},
	},
	"security": {
		queries: []string{"log4j", "CVE-2021-44228", "openssl vulnerabilities", "ransomware", "phishing domains", "exposed RDP"},
	},
}

// clinicalFindings are what a clinician records about a patient in a
// word or two: symptoms and adverse events as reported.
var clinicalFindings = []string{"Headache", "Nausea", "Dizziness", "Fatigue", "Injection site reaction", "Rash", "Elevated liver enzymes",
	"Insomnia", "Diarrhoea", "Upper respiratory infection", "Vomiting", "Peripheral oedema"}

// toolAreaScore is the score a tool's own name and description need to
// name its area over the server's: more than one word saying it once.
const toolAreaScore = 15

// areaLex returns the words of the tool's area: the area the tool's own
// name and description point to, else the server's; nil when neither
// points to one with words of its own. Read once per generator.
func (g *Generator) areaLex() *areaLex {
	if g.lexRead {
		return g.lex
	}
	g.lexRead = true
	r := role.NewAreaReader()
	r.Read(g.opts.Topic, 2)
	r.Read(g.opts.About, 1)
	a := g.toolArea(r)
	if a == "" {
		a = g.opts.Server.Area()
	}
	g.lex = g.tasksLex(string(a), areaLexicon[a])
	return g.lex
}

// toolArea is the area the tool's own words, read into r, name over its
// server's (see toolAreaScore): none when that area is one of code the
// server's words reach only in passing (role.Server.ShallowCode), so a
// ski resort's "incidents.report" files an incident on the mountain, not
// an outage.
func (g *Generator) toolArea(r *role.AreaReader) role.Area {
	a := r.AreaAbove(toolAreaScore)
	if g.opts.Server.ShallowCode(a) {
		return ""
	}
	return a
}

// areaItem returns the call's item of the tool's area, drawn on first
// use, so a title and a text of one call are about one thing.
func (g *Generator) areaItem(lx *areaLex) areaItem {
	if g.sc.item == 0 {
		g.sc.item = 1 + g.rng.Intn(len(lx.items))
	}
	it := lx.items[(g.sc.item-1)%len(lx.items)]
	return areaItem{g.fill(it.title), g.fill(it.text)}
}

// areaQueries returns the searches of the tool's area, nil for none.
func (g *Generator) areaQueries() []string {
	if lx := g.areaLex(); lx != nil && len(lx.queries) > 0 {
		return lx.queries
	}
	return nil
}

// areaTerms returns the short searches (one or two words, nothing to
// fill) of the tool's area, for the quoted words of a structured query;
// nil when the area has no words of its own. Read once per generator.
func (g *Generator) areaTerms() []string {
	if g.terms != nil {
		return *g.terms
	}
	var out []string
	if lx := g.areaLex(); lx != nil && len(lx.items) > 0 {
		for _, q := range lx.queries {
			if !strings.Contains(q, "{") && !strings.ContainsAny(q, "'\":") && len(strings.Fields(q)) <= 2 {
				out = append(out, q)
			}
		}
	}
	g.terms = &out
	return out
}

// areaItems tells whether the tool's area has things of its own to title
// and write about.
func (g *Generator) areaItems() bool {
	lx := g.areaLex()
	return lx != nil && len(lx.items) > 0
}
