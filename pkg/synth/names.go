package synth

import (
	"strconv"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// Names fit what they name (role.Role.Names): a person names a folder
// "Q3 Reports" and a project "Mobile checkout redesign"; a system names a
// deployment "checkout-api" and a namespace "staging". A slug is drawn
// only where the role says a machine name is asked for.

// nameFamilies group the things people name by how their names read;
// each family's names are listed in displayNames.
var nameFamilies = map[string]string{
	"folder": "folder", "directory": "folder", "drive": "folder", "album": "folder", "notebook": "folder", "section": "folder",
	"category": "folder", "shelf": "folder", "binder": "folder", "collection": "folder", "space": "folder", "workspace": "folder",
	"project": "project", "epic": "project", "initiative": "project", "milestone": "project", "goal": "project", "objective": "project",
	"roadmap": "project", "campaign": "project", "program": "project", "programme": "project", "portfolio": "project",
	"thread": "topic", "topic": "topic", "conversation": "topic", "discussion": "topic", "post": "topic", "forum": "topic",
	"card": "task", "task": "task", "todo": "task", "ticket": "task", "issue": "task", "item": "task", "story": "task", "bug": "task",
	"board": "board", "list": "board", "sheet": "board", "spreadsheet": "board", "document": "board", "doc": "board", "page": "board",
	"note": "board", "report": "board", "dashboard": "board", "template": "board", "form": "board", "survey": "board", "wiki": "board",
	"base": "board", "checklist": "board", "table": "board",
	"view": "view", "filter": "view",
	"meeting": "meeting", "event": "meeting", "appointment": "meeting", "session": "meeting", "call": "meeting", "webinar": "meeting",
	"team": "team", "group": "team", "squad": "team", "department": "team", "community": "team", "circle": "team",
	"role": "role", "permission": "role",
	"segment": "segment", "audience": "segment", "cohort": "segment", "mailing": "segment",
	"playlist": "playlist", "mix": "playlist", "station": "playlist", "podcast": "playlist", "show": "playlist",
	"recipe": "recipe", "dish": "recipe", "meal": "recipe",
	"product": "product", "listing": "product", "sku": "product", "offer": "product",
	"field": "field", "property": "field", "attribute": "field", "column": "field", "embed": "field",
	"label": "label", "tag": "label",
	"sprint": "sprint", "cycle": "sprint", "iteration": "sprint",
	"account": "account", "wallet": "account", "budget": "account", "pot": "account", "savings": "account",
	"pet": "pet", "dog": "pet", "cat": "pet", "puppy": "pet", "kitten": "pet", "animal": "pet", "horse": "pet",
	"feed": "feed", "newsletter": "feed", "blog": "feed", "subscription": "feed",
}

// displayNames are names people give things, per family of nameFamilies.
var displayNames = map[string][]string{
	"folder": {"Q3 Reports", "Invoices 2025", "Client Contracts", "Design Assets", "Team Onboarding", "Marketing Plans",
		"Tax Documents", "Product Specs", "Meeting Notes", "Travel 2026", "Hiring", "Board Decks"},
	"project": {"Q3 onboarding revamp", "Mobile checkout redesign", "Billing migration", "Help center refresh", "API v2 rollout",
		"Self-serve upgrades", "Data warehouse cleanup", "Spring launch campaign", "SSO for enterprise", "Search relevance tuning"},
	"board": {"Product roadmap", "Sprint board", "Content calendar", "Hiring pipeline", "Customer feedback", "Weekly metrics",
		"Release checklist", "Team directory", "Travel plans", "Expenses", "Launch plan", "Vendor list"},
	"view": {"Active deals", "My open tasks", "Due this week", "Grid view", "Overdue invoices", "High priority"},
	"team": {"Platform", "Design", "Customer Success", "Growth", "Mobile", "Data", "Support", "Infrastructure"},
	"role": {"Moderator", "Event Host", "Member", "Admin", "Contributor", "VIP", "Support Staff"},
	"segment": {"Newsletter subscribers", "Trial users", "Churned customers", "Enterprise accounts", "Active buyers (90 days)",
		"Beta testers"},
	"playlist": {"Morning Run", "Focus Mix", "Road Trip 2026", "Dinner Jazz", "Sunday Chill", "Throwback Hits"},
	"recipe":   {"Lemon garlic chicken", "Vegetable curry", "Banana bread", "Shakshuka", "Mushroom risotto", "Overnight oats"},
	"product": {"Wireless Mouse", "Standing Desk", "Noise-cancelling Headphones", "Ceramic Pour-over Set", "Trail Running Shoes",
		"Linen Duvet Cover"},
	"field":   {"Status", "Priority", "Owner", "Due date", "Environment", "Version", "Region", "Severity"},
	"label":   {"bug", "needs review", "customer request", "blocked", "Q3", "design", "urgent", "follow-up"},
	"account": {"Holiday savings", "Joint account", "Travel budget", "Emergency fund", "Household bills"},
	"pet": {"Luna", "Max", "Biscuit", "Milo", "Bella", "Pepper", "Charlie", "Nala", "Rosie", "Teddy", "Coco", "Ollie", "Daisy", "Bruno",
		"Maple", "Otis", "Poppy", "Winston", "Juno", "Hazel"},
	"feed": {"Tech News Daily", "Science Weekly", "The Morning Briefing", "City Council News", "Design Digest", "Climate Desk",
		"Product Hunt Daily"},
	"": {"Q3 Planning", "Customer Onboarding", "Website Redesign", "Vendor Contracts", "Team Offsite 2026", "Holiday Campaign",
		"Weekly Metrics", "Product Launch", "Budget Review", "Partner Program"},
}

// workflowStates are the states of a task's workflow.
var workflowStates = []string{"Todo", "In Progress", "In Review", "Done", "Backlog", "Blocked", "Canceled"}

// displayName returns a name a person gives the thing r names.
func (g *Generator) displayName(r *role.Role, h hint) string {
	rg := g.rng
	if v, ok := g.medicationName(h); ok {
		return v
	}
	if personNamed(r, h) {
		return g.personName()
	}
	if v, ok := g.kindName(h); ok {
		return v
	}
	if v, ok := g.landName(r, h); ok {
		return v
	}
	if v, ok := g.thingName(r); ok {
		return v
	}
	if v, ok := g.scheduledName(r); ok {
		return v
	}
	if v, ok := g.namedNounKind(r, h); ok {
		return v
	}
	fam := nameFamilies[r.Names]
	if ts := tokens(g.opts.Topic); r.Names == "" && len(ts) > 1 {
		// what the tool's name ends on ("subscribe_feed" names a feed)
		fam = nameFamilies[singular(ts[len(ts)-1])]
	}
	if fam == "" || fam == "topic" || fam == "task" {
		if lx := g.areaLex(); lx != nil && len(lx.items) > 0 {
			// a thing of the area the tool is about: a trip, an
			// assignment, a support ticket, not a business project
			return g.areaItem(lx).title
		}
	}
	if fam == "account" && businessSibs(h.sibs) {
		// a CRM's account beside its industry and revenue is a
		// company, not a savings pot
		name, _ := g.org()
		return name
	}
	switch fam {
	case "topic", "task":
		// a thread or a card is about the call's piece of work
		if g.grounded() || g.officeText() {
			return g.worldTitle()
		}
		return g.story().title
	case "meeting":
		return g.meeting().title
	case "sprint":
		return "Sprint " + strconv.Itoa(8+rg.Intn(30))
	}
	if fam == "" || fam == "folder" {
		if lx := g.areaLex(); lx != nil && len(lx.names) > 0 {
			// a group of the area's things: a chat's category is
			// "Announcements", not an office folder's "Meeting Notes"
			return lx.names[rg.Intn(len(lx.names))]
		}
	}
	vals := displayNames[fam]
	if fam == "" || len(vals) == 0 {
		if v, ok := g.namedKind(r, h); ok {
			return v
		}
		if v, ok := g.composedName(r); ok {
			return v
		}
		vals = displayNames[""]
	}
	return vals[rg.Intn(len(vals))]
}

// businessWords are members a company's record has beside its name.
var businessWords = map[string]bool{"industry": true, "website": true, "employees": true, "revenue": true, "billing": true,
	"shipping": true, "sic": true, "ticker": true, "ownership": true, "vat": true, "duns": true, "headquarters": true}

// businessSibs tells whether an object's member names (hint.sibs,
// comma-separated) are a company's: one of them holds a businessWords
// word ("Industry", "AnnualRevenue", "NumberOfEmployees").
func businessSibs(sibs string) bool {
	for _, s := range strings.Split(sibs, ",") {
		for _, t := range sharedTokens(s) {
			if businessWords[t] {
				return true
			}
		}
	}
	return false
}

// machineKinds group the things systems name by how their names read.
var machineKinds = map[string]string{
	"deployment": "workload", "service": "workload", "resource": "workload", "workload": "workload", "app": "workload",
	"application": "workload", "release": "workload", "statefulset": "workload", "daemonset": "workload", "replicaset": "workload",
	"ingress": "workload", "function": "workload", "lambda": "workload", "instance": "workload", "vm": "workload", "server": "workload",
	"stack": "workload", "chart": "workload", "bot": "workload", "webhook": "workload", "endpoint": "workload",
	"pod": "pod",
	"job": "job", "cronjob": "job", "pipeline": "job", "script": "job", "macro": "job", "trigger": "job", "procedure": "job",
	"namespace": "env", "environment": "env", "env": "env", "context": "env", "cluster": "env",
	"container": "container", "image": "container",
	"bucket": "bucket", "registry": "bucket", "disk": "bucket", "volume": "bucket", "snapshot": "bucket", "backup": "bucket",
	"queue": "queue", "topic": "queue", "stream": "queue", "metric": "queue",
	"variable": "variable", "var": "variable",
	"secret": "secret", "configmap": "secret", "key": "secret",
	"network": "network", "subnet": "network", "vpc": "network",
	"channel": "channel",
}

// machineNames are machine names per kind of machineKinds.
var machineNames = map[string][]string{
	"workload":  {"checkout-api", "payments-worker", "web-frontend", "auth-service", "search-indexer", "notifications", "orders-api", "image-resizer"},
	"job":       {"nightly-backup", "report-export", "db-migrate", "cache-warmup", "invoice-reminders", "log-rotate"},
	"env":       {"staging", "production", "default", "payments", "monitoring", "dev"},
	"container": {"app", "nginx", "worker", "sidecar", "api", "migrations"},
	"bucket":    {"acme-assets", "prod-backups", "user-uploads", "analytics-exports", "static-site", "ml-datasets"},
	"queue":     {"order-events", "email-jobs", "payment-retries", "user-signups", "audit-log", "webhooks-outbound"},
	"variable":  {"DATABASE_URL", "LOG_LEVEL", "API_BASE_URL", "FEATURE_NEW_CHECKOUT", "REDIS_URL", "SENTRY_DSN"},
	"secret":    {"db-credentials", "stripe-api-key", "tls-cert", "smtp-password", "registry-auth", "oauth-client"},
	"network":   {"prod-vpc", "staging-net", "private-subnet-a", "public-subnet-b", "backend-net", "db-subnet"},
	"channel":   {"general", "announcements", "help", "off-topic", "events", "dev-chat", "feedback", "introductions"},
}

// machineName returns a machine name for what r names: a workload, a
// namespace, a bucket or a queue as operators name them, a data store's
// object as it is named in a schema.
func (g *Generator) machineName(r *role.Role) string {
	if v, ok := g.keyName(r); ok {
		return v
	}
	rg := g.rng
	kind := machineKinds[r.Names]
	if kind == "pod" {
		// a pod is its workload's name and the replica set's and its own hash
		const hex, abc = "0123456789abcdef", "bcdfghjklmnpqrstvwxz2456789"
		b := []byte(machineNames["workload"][rg.Intn(len(machineNames["workload"]))] + "-")
		for i := 0; i < 10; i++ {
			b = append(b, hex[rg.Intn(16)])
		}
		b = append(b, '-')
		for i := 0; i < 5; i++ {
			b = append(b, abc[rg.Intn(len(abc))])
		}
		return string(b)
	}
	if vals := machineNames[kind]; len(vals) > 0 {
		return vals[rg.Intn(len(vals))]
	}
	if rg.Intn(2) == 0 {
		return identWords[rg.Intn(len(identWords))]
	}
	return identAreas[rg.Intn(len(identAreas))] + []string{"_", "-"}[rg.Intn(2)] + []string{"report", "index", "backup", "cache", "summary", "export", "config", "v2"}[rg.Intn(8)]
}

// countryCodes are the ISO 3166-1 alpha-2 and alpha-3 codes of the
// countries of places.
var countryCodes = map[string][2]string{
	"Portugal": {"PT", "PRT"}, "Germany": {"DE", "DEU"}, "Spain": {"ES", "ESP"}, "France": {"FR", "FRA"},
	"United Kingdom": {"GB", "GBR"}, "Netherlands": {"NL", "NLD"}, "United States": {"US", "USA"}, "Canada": {"CA", "CAN"},
	"Japan": {"JP", "JPN"}, "Australia": {"AU", "AUS"}, "Brazil": {"BR", "BRA"}, "Ireland": {"IE", "IRL"}, "Denmark": {"DK", "DNK"},
	"Kenya": {"KE", "KEN"}, "Peru": {"PE", "PER"}, "Mexico": {"MX", "MEX"}, "South Africa": {"ZA", "ZAF"},
	"Singapore": {"SG", "SGP"}, "South Korea": {"KR", "KOR"}, "Austria": {"AT", "AUT"}, "Czechia": {"CZ", "CZE"},
	"Italy": {"IT", "ITA"}, "Norway": {"NO", "NOR"}, "Türkiye": {"TR", "TUR"}, "Argentina": {"AR", "ARG"},
}

// regionCodes are the ISO 3166-2 subdivision codes of the regions of
// places that have one a person would type.
var regionCodes = map[string]string{
	"Illinois": "US-IL", "Texas": "US-TX", "Massachusetts": "US-MA", "Washington": "US-WA", "California": "US-CA",
	"Ontario": "CA-ON", "Quebec": "CA-QC", "New South Wales": "AU-NSW", "Victoria": "AU-VIC", "Bavaria": "DE-BY",
	"Berlin": "DE-BE", "Catalonia": "ES-CT", "Community of Madrid": "ES-MD", "Lombardy": "IT-25", "Western Cape": "ZA-WC",
}

// usStates are US state codes for a region asked as a bare state code.
var usStates = []string{"CA", "TX", "FL", "NY", "WA", "IL", "CO", "MA", "OK", "LA"}

// placeCodeValue returns a country or region code by the role's ISO
// 3166 format; ok is false for a country or region named in words.
func (g *Generator) placeCodeValue(r *role.Role) (string, bool) {
	p := g.here()
	switch r.Format {
	case "ISO 3166-1 alpha-2", "ISO 3166-1 alpha-3":
		// the country of the call's place: a city and its country code agree
		cc, ok := countryCodes[p.country]
		if !ok {
			cs := []string{"Portugal", "Germany", "United States", "France", "Japan", "Brazil", "Canada", "United Kingdom"}
			cc = countryCodes[cs[g.rng.Intn(len(cs))]]
		}
		if r.Format == "ISO 3166-1 alpha-3" {
			return cc[1], true
		}
		return cc[0], true
	case "ISO 3166-2":
		if c, ok := regionCodes[p.region]; ok {
			return c, true
		}
		return "US-" + usStates[g.rng.Intn(len(usStates))], true
	case "state code":
		if c, ok := regionCodes[p.region]; ok && (strings.HasPrefix(c, "US-") || g.stateCoded == 3 && strings.HasPrefix(c, "CA-")) {
			return c[3:], true // Illinois beside Chicago; Ontario beside Toronto where a province is asked for
		}
		if p.country != "United States" && !g.wantsStateCode() {
			// an address in Dublin or Prague has no US state: its region
			// in words, where the schema does not insist on a code
			return "", false
		}
		return usStates[g.rng.Intn(len(usStates))], true
	}
	return "", false
}
