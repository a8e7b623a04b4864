package synth

import (
	"regexp"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// Free text and names drawn for what the field is in the server's domain:
// a documentation search asks about the product's API, a reason fits
// what is done to what (a Discord channel is not "Superseded by a newer
// pull request"), a release note lists changes and a project update
// reports progress, an image tag is a version, a job title is a job.

// apiDocsQueries are what developers search a product's documentation
// for ({D} the product).
var apiDocsQueries = []string{"how to create a product with variants using the {D} API", "{D} webhooks for order creation",
	"{D} API rate limits", "paginate results with the {D} GraphQL API", "{D} access token scopes", "how to add a metafield in {D}",
	"{D} app authentication with OAuth", "bulk operations in the {D} API", "{D} API versioning and deprecations",
	"how to test webhooks locally with {D}"}

// docsOf matches the product a description says documentation is of
// ("The search query for Shopify documentation").
var docsOf = regexp.MustCompile(`\b([A-Z][A-Za-z0-9]+)(?:'s)? (?:developer )?(?:documentation|docs)\b`)

// docsQueryValue returns, for a search or prompt a description says is
// run over a product's documentation, a question a developer asks it;
// ok is false for other searches.
func (g *Generator) docsQueryValue(h hint) (string, bool) {
	if !g.searchesDocs(h.desc) {
		return "", false
	}
	p := g.docsProduct()
	if m := docsOf.FindStringSubmatch(h.desc); m != nil {
		p = m[1]
	}
	if p == "" {
		return "", false
	}
	q := apiDocsQueries[g.rng.Intn(len(apiDocsQueries))]
	return strings.ReplaceAll(q, "{D}", p), true
}

// toolAction returns the verb and the object of a tool's name
// ("discord_delete_channel": delete, channel; "linear_createProjectUpdate":
// create, update), "" for what it does not say.
func toolAction(topic string) (verb, thing string) {
	ts := tokens(topic)
	for i, t := range ts {
		if verb == "" && (reasonVerbs[t] != 0 || toolVerbsSynth[t]) {
			verb = t
			if i+1 < len(ts) {
				thing = ts[len(ts)-1]
			}
		}
	}
	return verb, singular(thing)
}

// toolVerbsSynth are verbs of tool names with no reason of their own.
var toolVerbsSynth = map[string]bool{"get": true, "list": true, "find": true, "search": true, "send": true, "post": true}

// reasonVerbs file the verbs of tool names by what a reason for them
// says: 'r' removing, 'c' creating, 'e' changing.
var reasonVerbs = map[string]byte{"delete": 'r', "remove": 'r', "archive": 'r', "ban": 'r', "kick": 'r', "close": 'r', "cancel": 'r',
	"revoke": 'r', "disable": 'r', "purge": 'r', "create": 'c', "add": 'c', "new": 'c', "invite": 'c', "enable": 'c',
	"edit": 'e', "update": 'e', "rename": 'e', "move": 'e', "modify": 'e', "set": 'e', "change": 'e', "timeout": 'e', "mute": 'e'}

// Reasons an audit log keeps for what is done to a thing ({X}, {Xs} its
// plural), fitting
// any server: removing it, creating it, changing it.
var (
	removeReasons = []string{"No longer used.", "Duplicate of another {X}.", "Created by mistake.", "Cleaning up old {Xs}.",
		"Replaced by a new {X}.", "Not needed after the reorganisation."}
	createReasons = []string{"Requested by the team.", "For the new project.", "Setting up for next week's event.",
		"Splitting this out of an existing {X}.", "Needed for the launch."}
	changeReasons = []string{"Renamed to match the new structure.", "Requested by the team.", "Tidying up the layout.",
		"Fixing a typo.", "Moving it where people look for it."}
)

// codeWork tells whether a tool is about software work: issues, pull
// requests, commits, reviews, a repository.
func (g *Generator) codeWork() bool {
	return g.repoTool || containsAny(g.topicL, "issue", "pull", "commit", "merge", "review", "ticket", "bug", "repo")
}

// actionReason returns a reason for what the tool does to its object,
// for a tool not about software work; ok is false when its name says no
// such action.
func (g *Generator) actionReason() (string, bool) {
	if g.codeWork() {
		return "", false
	}
	verb, thing := toolAction(g.opts.Topic)
	var pool []string
	switch reasonVerbs[verb] {
	case 'r':
		pool = removeReasons
	case 'c':
		pool = createReasons
	case 'e':
		pool = changeReasons
	default:
		return "", false
	}
	if thing == "" {
		thing = "one"
	}
	r := pool[g.rng.Intn(len(pool))]
	if strings.Contains(r, "{Xs}") {
		return strings.ReplaceAll(r, "{Xs}", role.PluralNoun(thing)), true
	}
	return strings.ReplaceAll(r, "{X}", thing), true
}

// progressUpdates report how a piece of work goes ({T} its title).
var progressUpdates = []string{
	"On track. \"{T}\" is in review and should ship this week.",
	"At risk: \"{T}\" slipped a few days while we wait on the API changes. New target is next Wednesday.",
	"Done: \"{T}\" shipped on Tuesday. Next up is the migration guide.",
	"On track. Two of the three tasks for \"{T}\" are done; the last one is in progress.",
	"Off track: \"{T}\" is blocked on a security review. Escalated and expecting an answer by Friday.",
}

// updateNoun tells whether a tool's name makes or changes an update as a
// thing, its last word after a verb ("createProjectUpdate",
// "updateInitiativeUpdate"), not one that updates something
// ("update_card", "confluence_update_page", "project_update").
func updateNoun(topic string) bool {
	ts := sharedTokens(topic)
	if n := len(ts); n < 3 || ts[n-1] != "update" && ts[n-1] != "updates" {
		return false
	}
	for _, t := range ts[:len(ts)-2] {
		if toolVerbsSynth[t] || reasonVerbs[t] != 0 {
			return true
		}
	}
	return false
}

// workText returns the free text of a kind of write-up about the call's
// piece of work that is no issue report: a release note lists the
// change, a project or initiative update reports progress; ok is false
// for other text.
func (g *Generator) workText(h hint) (string, bool) {
	n := strings.ToLower(h.name)
	if !containsAny(n, "body", "content", "text", "description", "note") {
		return "", false
	}
	switch t := g.topicL; {
	case strings.Contains(t, "release") && strings.Contains(t, "note"):
		s := g.story()
		return "## What's changed\n\n- " + s.commit + "\n- " + stories[(g.sc.story)%len(stories)].commit, true
	case updateNoun(g.opts.Topic):
		p := progressUpdates[g.rng.Intn(len(progressUpdates))]
		return strings.ReplaceAll(p, "{T}", g.story().title), true
	}
	return "", false
}

// imageTags are tags of container images.
var imageTags = []string{"latest", "1.27", "3.12-slim", "v2.4.0", "20-alpine", "stable", "16.3", "7.2-alpine"}

// jobTitles are jobs people hold.
var jobTitles = []string{"Senior Backend Engineer", "Product Designer", "Account Executive", "Data Analyst", "Customer Support Specialist",
	"Engineering Manager", "Marketing Manager", "Recruiter", "Financial Controller", "Operations Coordinator"}

// kindValue returns a value of a few kinds of names the field's name and
// tool say: an instance of the noun it names (classValue), an image's
// tag, a job title, a place for a destination's search, free text built
// from the tool's words (groundedText); ok is false for others.
func (g *Generator) kindValue(r *role.Role, h hint) (string, bool) {
	if v, ok := g.classValue(r, h); ok {
		return v, true // (a drug's name is a medicine, an allergy an allergen)
	}
	if v, ok := g.kindNote(r, h); ok {
		return v, true // (a medical note, a proof's change requests)
	}
	if v, ok := g.designIdea(r, h); ok {
		return v, true // (a tattoo's idea is a design, not a genre word)
	}
	if v, ok := g.searchedByValue(r, h); ok {
		return v, true // (an owner's name, a phone or a booking reference)
	}
	if v, ok := g.peopleQuery(r); ok {
		return v, true // (a player's name, not a club)
	}
	if v, ok := g.saleTermsValue(r, h); ok {
		return v, true // (a quote's payment terms)
	}
	n := strings.ToLower(h.name)
	ts := g.nameTokens(h.name)
	switch {
	case r.Kind == role.Tag && (n == "tag" || n == "image_tag") && containsAny(g.topicL+" "+strings.ToLower(firstClause(g.opts.About)), "image", "docker", "container"):
		return imageTags[g.rng.Intn(len(imageTags))], true
	case len(ts) > 1 && ts[len(ts)-1] == "title" && containsAny(n, "job", "position", "role"):
		return jobTitles[g.rng.Intn(len(jobTitles))], true
	case r.Kind == role.Query && g.placeSearchTool():
		// a destination or location search names the place
		p := g.here()
		if g.rng.Intn(3) == 0 && len(p.landmarks) > 0 {
			return p.landmarks[g.rng.Intn(len(p.landmarks))], true
		}
		return p.city, true
	}
	if v, ok := g.ownedText(r, h); ok {
		return v, true // (a false positive's comment, a content type's description)
	}
	return g.groundedText(r, h) // (a reason, a note or a message from the tool's own words)
}

// placeSearch tells whether a tool looks a place up by its name: its
// name or its description's first clause names destinations, locations
// or cities (a search of places, "coffee near the park", is no lookup).
func placeSearch(topic, about string) bool {
	a := strings.ToLower(firstClause(about))
	return hasTopicWord(topic, "destination", "destinations", "location", "locations", "city", "cities", "airport", "airports") ||
		containsAny(a, "a destination", "a location", "locations", "destinations")
}

// shortCodes tells whether examples are short codes ("LON", "NYC",
// "REMOTE-US"): letters, digits and dashes, no spaces or brackets, at
// most 12 characters, with no lower-case letter.
func shortCodes(ex []string) bool {
	if len(ex) == 0 {
		return false
	}
	for _, e := range ex {
		if len(e) == 0 || len(e) > 12 || strings.ToUpper(e) != e {
			return false
		}
		for _, c := range e {
			if !(c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
				return false
			}
		}
	}
	return true
}

// imageRefs are container image references.
var imageRefs = []string{"postgres:16-alpine", "nginx:1.27", "redis:7.2-alpine", "node:20-slim", "python:3.12-slim",
	"ghcr.io/acme/api:v2.4.0", "grafana/grafana:10.4.2", "mysql:8.4"}

// platforms are the os/arch pairs images are built for.
var platforms = []string{"linux/amd64", "linux/arm64", "linux/arm/v7"}

// containerValue returns, for a tool about containers, the image a
// parameter named image takes (a reference like "postgres:16-alpine",
// not a picture's URL) or the platform one named platform takes; ok is
// false for other parameters and tools.
func (g *Generator) containerValue(h hint) (string, bool) {
	n := strings.ToLower(h.name)
	if n != "image" && n != "imagename" && n != "image_name" && n != "image_ref" && n != "platform" {
		return "", false
	}
	if !containsAny(g.topicL+" "+strings.ToLower(g.opts.About+" "+h.desc), "container", "docker", "registry", "kubernetes", "pod") {
		return "", false
	}
	if n == "platform" {
		return platforms[g.rng.Intn(len(platforms))], true
	}
	return imageRefs[g.rng.Intn(len(imageRefs))], true
}

// genericThings name no kind of object of their own.
var genericThings = map[string]bool{"Record": true, "Object": true, "Item": true, "Entity": true, "Resource": true, "Data": true}

// objectTypeValue returns, for a parameter that names a type of the
// server's objects ("objectName": "API name of the object, e.g.
// 'Contact'"), one the description shows or one the server's tools act
// on; ok is false for other parameters or when neither is known.
func (g *Generator) objectTypeValue(r *role.Role, h hint) (string, bool) {
	if !containsFoldASCII(h.name, "object") {
		return "", false // (tokenizing every string parameter's name costs more)
	}
	ts := tokens(h.name)
	if len(ts) != 2 || ts[0] != "object" && ts[0] != "sobject" || ts[1] != "name" && ts[1] != "type" {
		return "", false
	}
	var pool []string
	for _, e := range r.Examples {
		if !strings.ContainsAny(e, " .") {
			pool = append(pool, e)
		}
	}
	for i, t := range g.opts.Server.Things() {
		if i < 4 && !genericThings[t] {
			pool = append(pool, t)
		}
	}
	if len(pool) == 0 {
		return "", false
	}
	return pool[g.rng.Intn(len(pool))], true
}

// workItemTags tells whether the tags of h label a piece of work the
// call names or tells of: a card, a task, an issue or a post (the item
// h is in, else the tool's object) beside its name or title, or one the
// call's story is about already, in a tool whose text is software work.
func (g *Generator) workItemTags(h hint) bool {
	if g.textDomain(h) != 'w' || g.areaItems() {
		return false
	}
	if g.sc.story != 0 {
		return true
	}
	for _, seg := range strings.Split(h.ptr, "/") {
		if f := nameFamilies[singular(strings.ToLower(seg))]; seg != h.name && (f == "task" || f == "topic") {
			return true // the labels of a card of the call ("/cards/0/labels/1")
		}
	}
	ts := tokens(g.opts.Topic)
	if len(ts) == 0 {
		return false
	}
	fam := nameFamilies[singular(ts[len(ts)-1])]
	return (fam == "task" || fam == "topic") && containsAny(","+h.sibs+",", ",name,", ",title,")
}

// graphqlOps are GraphQL operations a developer writes.
var graphqlOps = []string{
	"query { shop { name currencyCode } }",
	"query GetProduct($id: ID!) { product(id: $id) { title variants(first: 5) { nodes { id price } } } }",
	"mutation { productCreate(product: { title: \"Wool Socks\" }) { product { id } userErrors { field message } } }",
	"query { orders(first: 10, query: \"financial_status:paid\") { nodes { id name totalPriceSet { shopMoney { amount } } } } }",
	"mutation AddTag($id: ID!) { tagsAdd(id: $id, tags: [\"vip\"]) { userErrors { message } } }",
}

// graphqlValue returns, for a parameter whose description says it holds
// a GraphQL operation ("Raw code ... GraphQL: the operation text"), an
// operation, not prose; ok is false for others.
func (g *Generator) graphqlValue(r *role.Role, h hint) (string, bool) {
	d := g.lowerDesc(h.desc)
	if !strings.Contains(d, "graphql") || !containsAny(d, "operation", "raw code", "document", "query/mutation", "graphql query", "full query") {
		return "", false
	}
	if r.Kind != role.Text && r.Kind != role.Code && r.Kind != role.Unknown && r.Kind != role.Query {
		return "", false
	}
	if !strings.Contains(strings.ToLower(g.opts.About+" "+h.desc), "shop") {
		return plainGraphqlOps[g.rng.Intn(len(plainGraphqlOps))], true
	}
	return graphqlOps[g.rng.Intn(len(graphqlOps))], true
}

// plainGraphqlOps are GraphQL operations of no one shop: the caller, its
// teams, users and items, as most GraphQL APIs name them.
var plainGraphqlOps = []string{
	"query { me { id name email } }",
	"query { users(limit: 10) { id name email } }",
	"query { teams { id name } }",
	"query GetItem($id: ID!) { item(id: $id) { id name updatedAt } }",
	"mutation { createItem(name: \"Quarterly report\") { id } }",
}
