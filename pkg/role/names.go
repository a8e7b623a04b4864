package role

import (
	"regexp"
	"strings"
	"sync"
)

// A name is only as good as the thing it names: a folder is called "Q3
// Reports", a project "Mobile checkout redesign", a thread "Release 2.4
// planning", a workflow state "In Review", a place "Lisbon", a deployment
// "checkout-api". nameRole reads what a name-like parameter names (the
// word before "name", the enclosing object, the description's "name of
// the X", the tool's object noun) and decides from it whether the value
// is a place, a person, an organisation, a workflow state, a machine name
// (a slug, where systems ask for one) or a name a person gives a thing.

// nameModifiers are words before "name" that say how a thing is named,
// not what is named ("new_name", "display_name").
var nameModifiers = map[string]bool{"new": true, "old": true, "current": true, "display": true, "full": true, "short": true,
	"friendly": true, "human": true, "custom": true, "unique": true, "given": true, "nick": true, "the": true, "its": true,
	"or": true, "id": true, // workspaceIdOrName names a workspace
	// which of several of one thing: partner_one_name names a partner
	"one": true, "two": true, "three": true, "first": true, "second": true, "third": true, "primary": true, "secondary": true,
	"1": true, "2": true, "3": true}

// reNameOf matches a description saying what a name names: "Name of the
// folder", "Name for the new project", "The project's name", "Pod name".
var (
	reNameOf    = regexp.MustCompile(`\b(?:name|title)\s+(?:of|for)\s+(?:the\s+|a\s+|an\s+|this\s+|your\s+)?(?:new\s+)?([a-z]+(?:\s+[a-z]+)?)`)
	reNounName  = regexp.MustCompile(`(?:^|[^a-z])([a-z]+)(?:'s)?\s+name\b`)
	reToolNoun  = regexp.MustCompile(`(?:^|[^a-z])(?:an?|the)\s+(?:new\s+)?([a-z]+)\s+name\b`)
	reSlugShape = regexp.MustCompile(`^[a-z0-9]+(?:[-_.][a-z0-9]+)+$`)
)

// nameOfStops end the noun of "name of the X <word>": "Name of the emoji
// without colons" names the emoji.
var nameOfStops = map[string]bool{"to": true, "in": true, "that": true, "which": true, "with": true, "without": true, "for": true,
	"from": true, "on": true, "at": true, "by": true, "you": true, "is": true, "are": true, "be": true, "used": true, "as": true, "or": true, "and": true}

// toolVerbs are the verbs of tool names; the tool's object noun is the
// word after (create_folder) or before (deployment_scale) its verb.
var toolVerbs = map[string]bool{"create": true, "add": true, "new": true, "make": true, "update": true, "rename": true, "edit": true,
	"get": true, "delete": true, "remove": true, "set": true, "list": true, "find": true, "search": true, "describe": true,
	"scale": true, "start": true, "stop": true, "open": true, "close": true, "archive": true, "restart": true, "rollout": true,
	"move": true, "copy": true, "fetch": true, "read": true, "show": true, "patch": true, "post": true, "put": true, "upsert": true,
	"register": true, "build": true, "deploy": true, "run": true, "trigger": true, "cancel": true, "apply": true, "lookup": true}

// placeNouns are things whose name is a place a map can find.
var placeNouns = map[string]Kind{"place": City, "location": City, "city": City, "town": City, "locality": City, "destination": City,
	"village": City, "venue": Place, "landmark": Place, "spot": Place, "poi": Place, "station": Place, "airport": Place}

// partyNouns are people a name may name beyond personGroups: the parties
// of a payment or a contract.
var partyNouns = map[string]bool{"creditor": true, "debtor": true, "payee": true, "payer": true, "beneficiary": true, "holder": true,
	"cardholder": true, "signatory": true, "driver": true, "player": true, "candidate": true, "applicant": true, "client": true,
	"lead": true, "person": true, "individual": true, "agent": true, "doctor": true, "child": true, "pet": false}

// orgNouns are organisations a name may name.
var orgNouns = map[string]bool{"company": true, "organization": true, "organisation": true, "business": true, "merchant": true,
	"vendor": true, "supplier": true, "employer": true, "brand": true, "bank": true, "institution": true, "firm": true, "org": true,
	"sponsor": true, "insurer": true, "lender": true, "manufacturer": true, "distributor": true, "publisher": true}

// stateNouns name a step of a workflow: a card's list, an issue's state,
// a deal's stage.
var stateNouns = map[string]bool{"state": true, "status": true, "stage": true, "column": true, "lane": true, "phase": true, "step": false}

// machineNouns are things systems name with machine names (lower-case,
// digits and hyphens): cluster objects, cloud resources, data stores,
// code and configuration.
var machineNouns = map[string]bool{"deployment": true, "pod": true, "service": true, "namespace": true, "container": true,
	"cluster": true, "node": true, "bucket": true, "index": true, "queue": true, "function": true, "lambda": true, "image": true,
	"volume": true, "secret": true, "configmap": true, "job": true, "cronjob": true, "daemonset": true, "statefulset": true,
	"replicaset": true, "ingress": true, "resource": true, "release": true, "chart": true, "stack": true, "instance": true,
	"vm": true, "server": true, "host": true, "environment": true, "env": true, "variable": true, "var": true, "key": true,
	"schema": true, "database": true, "db": true, "collection": true, "branch": true, "package": true,
	"module": true, "plugin": true, "extension": true, "app": true, "application": true, "repo": true, "repository": true,
	"topic": false, "connection": true, "context": true, "bot": true, "webhook": true, "endpoint": true, "route": true,
	"network": true, "subnet": true, "vpc": true, "disk": true, "snapshot": true, "backup": true, "registry": true, "tag": false,
	"workload": true, "pipeline": true, "model": false, "script": true, "macro": true, "metric": true, "dataset": true,
	"workspace": false, "screenshot": true, "indexes": true, "trigger": true, "procedure": true, "sequence": true, "view": false}

// humanNouns are things people name in words ("Q3 Reports", "Mobile
// checkout redesign"), whatever system holds them.
var humanNouns = map[string]bool{"folder": true, "directory": true, "album": true, "notebook": true, "section": true,
	"category": true, "workspace": true, "space": true, "project": true, "epic": true, "initiative": true, "milestone": true,
	"goal": true, "objective": true, "roadmap": true, "campaign": true, "program": true, "portfolio": true, "thread": true,
	"conversation": true, "discussion": true, "post": true, "card": true, "task": true, "todo": true, "ticket": true,
	"issue": true, "story": true, "board": true, "list": true, "sheet": true, "spreadsheet": true, "document": true, "doc": true,
	"page": true, "note": true, "report": true, "dashboard": true, "template": true, "form": true, "survey": true, "view": true,
	"meeting": true, "event": true, "appointment": true, "webinar": true, "team": true, "group": true, "department": true,
	"role": true, "segment": true, "audience": true, "playlist": true, "recipe": true, "product": true, "field": true,
	"label": true, "sprint": true, "cycle": true, "account": true, "budget": true}

// techWords in a tool's name or description say its things belong to a
// technical system, whose names are machine names.
var techWords = []string{"database", "cluster", "kubernetes", "container", "bucket", "schema", "namespace", "deployment",
	"server", "connection", "redis", "docker", "cloud", "infrastructure"}

// singular is SingularToken: a name token's singular ("resources" →
// "resource", "indexes" → "index"; "ids" stays "ids").
func singular(w string) string { return SingularToken(w) }

// namedThing returns what a name-like parameter names, as a singular
// noun, and where that was read; "" when nothing says.
func (c *ctx) namedThing() (noun, from string) {
	if (c.last == "id" || c.last == "ids" || c.last == "key" || c.last == "slug") && len(c.ts) > 1 {
		// branchId: an id that is a name names what the word before says;
		// show_slug is the machine name of a show
		return singular(c.ts[len(c.ts)-2]), "name " + c.p.Name
	}
	if c.last != "name" && c.last != "names" && c.last != "title" {
		// a namespace, a container: the parameter is its own noun
		return singular(c.last), "name " + c.p.Name
	}
	// the word before "name": stateName, folder_name, resourceName
	for i := len(c.ts) - 2; i >= 0; i-- {
		if !nameModifiers[c.ts[i]] {
			return singular(c.ts[i]), "name " + c.p.Name
		}
	}
	// the object the name belongs to: /creditor/name, /fields/0/name
	if c.parent != "" {
		if n := parentNoun(c.parent); n != "" {
			return n, "enclosing " + c.parent
		}
	}
	// the description: "Name of the folder", "Pod name, e.g. …"
	if m := reNameOf.FindStringSubmatch(c.d); m != nil {
		w := strings.Fields(m[1])
		if len(w) == 2 && nameOfStops[w[1]] {
			w = w[:1]
		}
		return singular(w[len(w)-1]), "description"
	}
	if m := reNounName.FindStringSubmatch(c.d); m != nil && !nameModifiers[m[1]] && m[1] != "a" && m[1] != "an" {
		return singular(m[1]), "description"
	}
	// the tool's object: create_folder, deployment_scale
	ts := Tokens(c.tool.Name)
	for i, t := range ts {
		if !toolVerbs[t] {
			continue
		}
		if i+1 < len(ts) && !toolVerbs[ts[i+1]] {
			return singular(ts[len(ts)-1]), "tool " + c.tool.Name
		}
		if i > 0 {
			return singular(ts[i-1]), "tool " + c.tool.Name
		}
	}
	// the tool's description: "Look up coordinates for a place name."
	if m := reToolNoun.FindStringSubmatch(strings.ToLower(c.tool.Description)); m != nil {
		return singular(m[1]), "tool description"
	}
	return "", ""
}

// slugAsked reports whether the schema or description asks for a machine
// name: a pattern of lower-case letters, digits and hyphens, or the words
// slug, identifier, key, machine name, lowercase; or examples that are
// all slugs.
func (c *ctx) slugAsked(examples []string) bool {
	if p := c.f.Pattern; p != "" && !strings.Contains(p, "A-Z") && !strings.Contains(p, `\s`) && !strings.Contains(p, " ") &&
		!strings.Contains(p, `\w`) && !strings.Contains(p, `\S`) && !strings.Contains(p, ".") && strings.Contains(p, "a-z") {
		return true
	}
	if containsAny(c.d, "slug", "identifier", "machine name", "lowercase", "lower-case", "lower case", "no spaces", "dns", "alphanumeric", "unique key") {
		return true
	}
	if len(examples) == 0 {
		return false
	}
	for _, e := range examples {
		if !reSlugShape.MatchString(e) {
			return false
		}
	}
	return true
}

// nameRole decides what a name (an Ident) is by what it names.
func (c *ctx) nameRole(r *Role) {
	if r.Kind != Ident || r.Format != "" {
		return
	}
	noun, from := c.namedThing()
	if noun != "" && c.programParty(noun) {
		// an OAuth client's name names an application
		noun, from = "application", from+", a program"
	}
	r.Names = noun
	why := ""
	if noun != "" {
		why = "; names the " + noun + " (" + from + ")"
	}
	if k := namePartNouns[noun]; k != "" && from == "description" {
		// "Partial last name match": the name is a person's last name,
		// never a thing called "Weekend in Dublin"
		r.Kind, r.Names, r.Why = k, "", r.Why+"; the description says a "+noun+" name"
		return
	}
	switch {
	case c.nameOnDuty(noun):
		r.Kind, r.Why = Person, r.Why+why+": a person on a rota"
		return
	case noun == "":
	case c.last == "slug" && r.ID == IDSlug:
		r.Why += why // station_slug is a station's machine name, not a place
		return
	case placeNouns[noun] != "":
		r.Kind, r.Why = placeNouns[noun], r.Why+why+": a place"
		return
	case partyNouns[noun] || noun != "host" && isPersonGroup(noun) || personHead(noun) && !strings.HasPrefix(from, "tool") ||
		c.compoundPerson() || c.personsFullName() || c.nameBesideContact() || c.nameBesideBirth() || c.descNamesPerson() || c.nameOnOrder(noun):
		r.Kind, r.Why = Person, r.Why+why+": a person"
		return
	case orgNouns[noun]:
		r.Kind, r.Why = Organisation, r.Why+why+": an organisation"
		return
	case noun == "emoji" || noun == "reaction":
		r.Kind, r.Why = Emoji, r.Why+why+": an emoji"
		return
	case stateNouns[noun]:
		r.Kind, r.Why = Status, r.Why+why+": a workflow state"
		return
	}
	switch {
	case c.slugAsked(r.Examples):
		r.ID, r.Why = IDSlug, r.Why+why+"; a machine name is asked for"
	case machineNouns[noun]:
		r.ID, r.Why = IDSlug, r.Why+why+": systems name it with a machine name"
	case !humanNouns[noun] && containsAny(strings.ToLower(c.tool.Name+" "+c.tool.Description), techWords...):
		r.ID, r.Why = IDSlug, r.Why+why+": a thing of a technical system (the tool's words)"
	default:
		r.Why += why + ": a name a person gives it"
	}
}

// orderNouns are things made for a customer that a bare "name" on them
// names the customer of ("name" on specialOrderCreate, on a booking or a
// hold): never a title given to the thing ("Vendor Contracts").
var orderNouns = map[string]bool{"order": true, "booking": true, "reservation": true, "hold": true, "quote": true,
	"delivery": true, "pickup": true, "purchase": true, "rental": true, "layaway": true, "preorder": true}

// dutyNouns are lists of people on duty: a bare "name" of a tool acting
// on one (swap_rota, assign_shift) is a person's on it.
var dutyNouns = map[string]bool{"rota": true, "roster": true, "shift": true, "duty": true}

// nameOnDuty tells whether a bare "name" of a tool acting on a rota, a
// roster or a shift names the person on it, never a title given to a
// thing ("swap a rota \"Holiday Campaign\"").
func (c *ctx) nameOnDuty(noun string) bool {
	if len(c.ts) != 1 || c.last != "name" || c.parent != "" {
		return false
	}
	if dutyNouns[noun] {
		return true
	}
	for _, t := range Tokens(c.tool.Name) {
		if dutyNouns[singular(t)] {
			return true
		}
	}
	return false
}

// askedNouns are things a person asks for, whose bare "name" beside a
// phone or an email is who asked ("name" and "phone" on an enquiry).
var askedNouns = map[string]bool{"request": true, "enquiry": true, "inquiry": true, "appointment": true, "visit": true,
	"repair": true, "registration": true, "signup": true, "callback": true, "walkin": true}

// nameOnOrder tells whether a bare "name" of a tool making noun is the
// name of the customer it is for: the noun is an order's kind
// (orderNouns), or a request's (askedNouns) with a phone or an email
// beside the name. Was a project's title ("order a create named 'Vendor
// Contracts'"), now a person's name.
func (c *ctx) nameOnOrder(noun string) bool {
	if len(c.ts) != 1 || c.last != "name" {
		return false
	}
	if orderNouns[noun] {
		return true
	}
	return askedNouns[noun] && c.sibling("phone", "ph", "tel", "telephone", "mobile", "cell", "email", "mail")
}

// nameBesideContact tells whether a name shares its words with a sibling
// email or phone ("to_name" beside "to_email", "billingName" beside
// "billingPhone"): the name of the person reached there, never an event
// or a thing ("Indie Rock Festival").
func (c *ctx) nameBesideContact() bool {
	if c.last != "name" || len(c.ts) < 2 {
		return false
	}
	head := strings.Join(c.ts[:len(c.ts)-1], " ")
	for _, s := range c.p.Siblings {
		ts := Tokens(s)
		if n := len(ts); n >= 2 && (ts[n-1] == "email" || ts[n-1] == "phone") && strings.Join(ts[:n-1], " ") == head {
			return true
		}
	}
	return false
}

// nameBesideBirth tells whether a bare name has a date of birth beside
// it ("name" beside "dob" on a climbing wall's new_climber): only a
// person is born, so it is a person's name, never a title a person gives
// a thing ("Q3 Planning").
func (c *ctx) nameBesideBirth() bool {
	return len(c.ts) == 1 && c.last == "name" &&
		c.sibling("dob", "date_of_birth", "dateofbirth", "birth_date", "birthdate", "birthday", "born", "born_on")
}

// namePartNouns are the words before "name" in a description that say
// which part of a person's name a name is ("last name", "family name";
// "first" and "given" are nameModifiers, read before this).
var namePartNouns = map[string]Kind{"last": LastName, "family": LastName}

// isPersonGroup reports whether noun is one of personGroups, or its
// singular.
func isPersonGroup(noun string) bool { return personGroupSet()[noun] }

// personGroupSet is personGroups with the singular of each, made once:
// a person test runs on every noun a request names, and singular was most
// of its cost when taken of each group word on every call.
var personGroupSet = sync.OnceValue(func() map[string]bool {
	set := make(map[string]bool, 2*len(personGroups))
	for _, g := range personGroups {
		set[g], set[singular(g)] = true, true
	}
	return set
})

// codeHeads are last name tokens saying the value is a code for what the
// token before names: country_code, state_abbr, region_iso.
var codeHeads = map[string]bool{"code": true, "codes": true, "iso": true, "abbr": true, "abbreviation": true, "alpha2": true}

// placeCode classifies "<place>_code" names: a country code is a country
// (in ISO 3166 letters), not a script.
func (c *ctx) placeCode() (Kind, string, bool) {
	if len(c.ts) < 2 || !codeHeads[c.last] {
		return "", "", false
	}
	k, ok := ruleFor(c.ts[len(c.ts)-2])
	if !ok && codeHeads[c.ts[len(c.ts)-2]] && len(c.ts) > 2 {
		// CurrencyIsoCode, country_iso_code: the code's head is further back
		k, ok = ruleFor(c.ts[len(c.ts)-3])
	}
	if !ok || k != Country && k != Region && k != Language && k != Currency && k != Zip {
		return "", "", false
	}
	return k, "name " + c.p.Name + ": a " + string(k) + " code", true
}

// reDescPlaceCode matches a description saying a value is a country or
// region code ("Two-letter US state code", "ISO 3166-1 alpha-2 country
// code").
var reDescPlaceCode = regexp.MustCompile(`\b(country|state|province|region|subdivision)\s+(?:or\s+[a-z]+\s+)?(?:codes?|abbreviations?)\b|iso[ -]?3166`)

// codeFormat sets the ISO 3166 format of a country or region given as a
// code: alpha-2 or alpha-3 for a country, a subdivision code ("US-CA")
// or a bare state code ("CA") for a region, by what the name, pattern and
// description say.
func (c *ctx) codeFormat(r *Role) {
	if r.Kind != Country && r.Kind != Region {
		return
	}
	d, p := c.d, c.f.Pattern
	coded := c.hasToken("code", "codes", "iso", "abbr", "abbreviation", "alpha2") || strings.Contains(p, "[A-Z]") ||
		containsAny(d, "iso 3166", "two-letter", "2-letter", "three-letter", "3-letter", "alpha-2", "alpha-3", " code")
	if !coded {
		return
	}
	switch {
	case r.Kind == Country && (containsAny(d, "alpha-3", "three-letter", "3-letter") || strings.Contains(p, "{3}")):
		r.Format = "ISO 3166-1 alpha-3"
	case r.Kind == Country:
		r.Format = "ISO 3166-1 alpha-2"
	case strings.Contains(d, "3166-2") || strings.Contains(p, "}-") || strings.Contains(p, "]-"):
		r.Format = "ISO 3166-2"
	default:
		r.Format = "state code"
	}
	r.Why += "; a code (" + r.Format + ")"
}

// personsFullName reports whether the description asks for a person's
// full name ("Full name of the first partner", "first and last name"),
// not a qualified name of a thing in code or on a code host ("full name
// of the repository, owner/repo").
func (c *ctx) personsFullName() bool {
	if !containsAny(c.d, "full name", "first and last name", "person's name", "name of the person") {
		return false
	}
	return !containsAny(c.d, "repo", "owner/", "path", "package", "module", "file", "table", "class", "function", "method",
		"field", "column", "qualified", "namespace", "domain", "host")
}

// descNamesPerson tells whether a name's description opens on a person
// by the part they play (descOpensOnPerson): "nm" described "head of hh"
// is the head of the household's name (was "Product Launch", now a
// person's).
func (c *ctx) descNamesPerson() bool {
	_, ok := c.descOpensOnPerson()
	return ok
}
