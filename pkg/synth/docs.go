package synth

import (
	"encoding/json"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/santhosh-tekuri/jsonschema/v5"
)

// Open objects whose name or description says what they are (a query
// filter, a projection, a sort, an update, a pipeline stage, a document,
// HTTP headers, environment variables, labels) get the structure that kind
// of object has, with the field names of one small data domain per
// instance (a customers collection: name, email, status, created_at) and
// values of each field's kind. A structure the schema rejects falls back to
// the generic open-object path, so every instance still validates.

// docKind is what an open object is.
type docKind uint8

const (
	docNone docKind = iota
	docFilter
	docProjection
	docSort
	docUpdate
	docDocument
	docStage
	docProps
	docHeaders
	docEnv
	docLabels
	docMIME
	docLink
	docBlock
)

// docField is one field of a data domain: its name and the kind of its
// values: 'v' one of vals, 'e' an email, 'n' an integer, 'm' money, 'd' a
// date-time, 'b' a boolean, 'p' a person's name.
type docField struct {
	name string
	kind byte
	vals []string
}

// docDomain is a collection and its fields.
type docDomain struct {
	coll   string
	fields []docField
}

// domainFit is what else fits a collection of docDomains: the databases it
// lives in, the embedding field a vector search looks in and what a
// semantic search over it asks.
var domainFit = map[string]struct {
	dbs       []string
	embedding string
	asks      []string
}{
	"customers":     {[]string{"crm", "shop", "app_production"}, "notes_embedding", []string{"customers asking about enterprise pricing", "customers unhappy with onboarding"}},
	"orders":        {[]string{"shop", "sales", "ecommerce"}, "notes_embedding", []string{"orders delayed by the carrier", "orders with a damaged package"}},
	"products":      {[]string{"shop", "inventory", "catalog"}, "description_embedding", []string{"wireless headphones with long battery life", "ergonomic desk for a small office"}},
	"users":         {[]string{"app_production", "auth", "crm"}, "bio_embedding", []string{"data engineers interested in streaming", "designers who work on mobile apps"}},
	"events":        {[]string{"analytics", "metrics", "tracking"}, "payload_embedding", []string{"checkout errors on mobile", "failed logins after a password reset"}},
	"invoices":      {[]string{"billing", "finance", "crm"}, "notes_embedding", []string{"invoices disputed by the customer", "refunds for duplicate charges"}},
	"reviews":       {[]string{"shop", "feedback", "catalog"}, "text_embedding", []string{"complaints about battery life", "reviews praising fast delivery"}},
	"sessions":      {[]string{"analytics", "web", "auth"}, "activity_embedding", []string{"sessions that ended at checkout", "long sessions on tablets"}},
	"tickets":       {[]string{"support", "helpdesk"}, "body_embedding", []string{"tickets about failed logins", "customers asking for a refund"}},
	"payments":      {[]string{"billing", "payments", "finance"}, "notes_embedding", []string{"payments flagged as suspicious", "refunds after a double charge"}},
	"shipments":     {[]string{"logistics", "shop", "warehouse"}, "notes_embedding", []string{"parcels stuck at customs", "deliveries marked as damaged"}},
	"subscriptions": {[]string{"billing", "crm", "app_production"}, "notes_embedding", []string{"teams that downgraded last month", "customers asking about annual plans"}},
}

// proseColls are the collections of docDomains whose documents hold prose
// people search by meaning (a review's text, a ticket's body), the ones a
// vector search index is built on. An aggregation over any other
// collection is an ordinary $match/$group/$sort pipeline: a vector search
// over invoices or products needs an index nobody made for them (was
// '[{"$vectorSearch":{"index":"invoices_embeddings",…}}]' on crm.invoices,
// now '[{"$match":{"status":"overdue"}},{"$group":…}]').
var proseColls = map[string]bool{"reviews": true, "tickets": true}

var docDomains = []docDomain{
	{"customers", []docField{{"name", 'p', nil}, {"email", 'e', nil}, {"status", 'v', []string{"active", "churned", "trial"}}, {"country", 'v', []string{"PT", "DE", "US", "BR", "JP"}}, {"created_at", 'd', nil}, {"lifetime_value", 'm', nil}}},
	{"orders", []docField{{"status", 'v', []string{"pending", "shipped", "delivered", "cancelled"}}, {"total", 'm', nil}, {"customer_email", 'e', nil}, {"created_at", 'd', nil}, {"items_count", 'n', nil}, {"paid", 'b', nil}}},
	{"products", []docField{{"name", 'v', []string{"Wireless Mouse", "USB-C Hub", "Standing Desk", "Noise-Cancelling Headphones"}}, {"category", 'v', []string{"electronics", "office", "audio"}}, {"price", 'm', nil}, {"stock", 'n', nil}, {"active", 'b', nil}, {"updated_at", 'd', nil}}},
	{"users", []docField{{"username", 'v', []string{"ana.costa", "jlee", "mnovak", "priya.s"}}, {"email", 'e', nil}, {"role", 'v', []string{"admin", "editor", "viewer"}}, {"last_login", 'd', nil}, {"active", 'b', nil}, {"age", 'n', nil}}},
	{"events", []docField{{"type", 'v', []string{"page_view", "signup", "purchase", "login"}}, {"user_id", 'v', []string{"u_1042", "u_2210", "u_377"}}, {"source", 'v', []string{"web", "ios", "android"}}, {"created_at", 'd', nil}, {"duration_ms", 'n', nil}}},
	{"invoices", []docField{{"number", 'v', []string{"INV-2026-0042", "INV-2026-0107", "INV-2025-0981"}}, {"amount", 'm', nil}, {"status", 'v', []string{"paid", "open", "overdue"}}, {"due_date", 'd', nil}, {"customer", 'p', nil}}},
	{"reviews", []docField{{"product_id", 'v', []string{"p_100", "p_245", "p_318"}}, {"rating", 'n', nil}, {"verified", 'b', nil}, {"created_at", 'd', nil}, {"author", 'p', nil}}},
	{"sessions", []docField{{"user_id", 'v', []string{"u_1042", "u_2210", "u_377"}}, {"device", 'v', []string{"desktop", "mobile", "tablet"}}, {"started_at", 'd', nil}, {"duration_s", 'n', nil}, {"active", 'b', nil}}},
	{"tickets", []docField{{"priority", 'v', []string{"low", "normal", "high", "urgent"}}, {"status", 'v', []string{"open", "pending", "solved"}}, {"assignee", 'p', nil}, {"created_at", 'd', nil}, {"channel", 'v', []string{"email", "chat", "phone"}}}},
	{"payments", []docField{{"method", 'v', []string{"card", "bank_transfer", "paypal"}}, {"amount", 'm', nil}, {"currency", 'v', []string{"EUR", "USD", "GBP"}}, {"status", 'v', []string{"succeeded", "failed", "refunded"}}, {"created_at", 'd', nil}}},
	{"shipments", []docField{{"carrier", 'v', []string{"DHL", "UPS", "FedEx"}}, {"status", 'v', []string{"in_transit", "delivered", "returned"}}, {"weight_kg", 'n', nil}, {"shipped_at", 'd', nil}, {"order_id", 'v', []string{"o_5521", "o_5530", "o_6012"}}}},
	{"subscriptions", []docField{{"plan", 'v', []string{"free", "pro", "team"}}, {"status", 'v', []string{"active", "past_due", "canceled"}}, {"seats", 'n', nil}, {"renews_at", 'd', nil}, {"customer_email", 'e', nil}}},
}

// docKindOf classifies an open object by its property name (for array
// items, the array's) and description; it is cached per schema and name.
func (g *Generator) docKindOf(c conj, h hint) docKind {
	k := kindKey{c.first(), h.name}
	if d, ok := g.docKinds[k]; ok {
		return d
	}
	d := classifyDoc(h)
	if g.docKinds == nil {
		g.docKinds = map[kindKey]docKind{}
	}
	if len(g.docKinds) < 4096 {
		g.docKinds[k] = d
	}
	return d
}

// classifyDoc reads a property name and description.
func classifyDoc(h hint) docKind {
	n := strings.ToLower(h.name)
	d := strings.ToLower(h.title + " " + h.desc)
	switch {
	case n == "":
		return docNone
	case n == "projection" || strings.HasSuffix(n, "projection") || n == "fields" && strings.Contains(d, "projection"):
		return docProjection
	case n == "sort" || n == "orderby" || n == "order_by" || n == "sortby" || n == "keys" && strings.Contains(d, "index"):
		return docSort
	case n == "update" || n == "updates" || n == "changes" && strings.Contains(d, "update"):
		return docUpdate
	case n == "filter" || n == "query" || n == "where" || n == "selector" && strings.Contains(d, "match") ||
		strings.HasSuffix(n, "filter") || n == "criteria" || n == "conditions":
		return docFilter
	case n == "pipeline" || n == "stages" || n == "stage":
		return docStage
	case n == "document" || n == "documents" || n == "doc" || n == "docs" || n == "record" || n == "records" || n == "row" || n == "rows":
		return docDocument
	case strings.Contains(d, "mime type"):
		return docMIME
	case n == "link":
		return docLink
	case strings.Contains(d, "block object"):
		return docBlock
	case n == "headers" || strings.HasSuffix(n, "headers"):
		return docHeaders
	case n == "env" || n == "environment" || n == "envvars" || n == "env_vars" || strings.Contains(d, "environment variable"):
		return docEnv
	case n == "labels" || n == "metadata" || n == "tags" || n == "annotations" || n == "meta":
		return docLabels
	case n == "properties" || n == "props" || n == "attributes":
		return docProps
	}
	return docNone
}

// domain returns the instance's data domain, drawn on first use (a
// collection value of the same instance names it).
func (g *Generator) domain() *docDomain {
	if g.sc.dom == nil {
		g.sc.dom = &docDomains[g.spread("domain", len(docDomains))]
	}
	return g.sc.dom
}

// spread returns an index into a pool of n values called name: one of
// those this generator has drawn least so far (the first after a random
// start), so the records of one tool spread over the pool (collections,
// databases, hosts) instead of repeating one: two of five requests on the
// customers collection read as one template. It depends only on the
// generator's own draws, so a seed gives the same values with any number
// of workers.
func (g *Generator) spread(name string, n int) int {
	if n <= 1 {
		return 0
	}
	if g.used == nil {
		g.used = map[string][]uint16{}
	}
	u := g.used[name]
	if len(u) != n {
		u = make([]uint16, n)
		g.used[name] = u
	}
	best := g.rng.Intn(n)
	for k, start := 1, best; k < n; k++ {
		if i := (start + k) % n; u[i] < u[best] {
			best = i
		}
	}
	if u[best] < 1<<15 {
		u[best]++
	}
	return best
}

// structured returns a value of kind d for an open object, or false.
func (g *Generator) structured(c conj, d docKind, f frame, h hint) (map[string]any, bool) {
	var v map[string]any
	switch d {
	case docFilter:
		if !g.mongoLike() {
			if strings.Contains(g.lowerDesc(h.desc), "condition") {
				// "filter conditions": a condition on one property, its
				// type's operator and operand, not {"Status": "Done"}
				v = g.propCondition()
				break
			}
			// a filter on the properties of tracked items, not MQL
			fl := propFields[g.rng.Intn(len(propFields))]
			for fl.kind != 'v' {
				fl = propFields[g.rng.Intn(len(propFields))]
			}
			v = map[string]any{fl.name: fl.vals[g.rng.Intn(len(fl.vals))]}
			break
		}
		v = g.docFilter(false)
	case docLink:
		v = map[string]any{"url": g.url()}
	case docBlock:
		// a paragraph of the page, about the instance's story
		st := g.story()
		text := st.comments[g.rng.Intn(len(st.comments))]
		// (a run's text says its type: no "type": "text" beside it)
		rich := []any{map[string]any{"text": map[string]any{"content": text}}}
		if strings.EqualFold(h.name, "type") {
			// the value of a block's type key, the fields an update
			// changes ({"rich_text": [...]}), not a whole block object;
			// fixTypeKey then keys it by the block's type
			v = map[string]any{"rich_text": rich}
			if typeKeyed.MatchString(h.desc) {
				g.sc.typeKey = "paragraph"
			}
			break
		}
		v = map[string]any{"object": "block", "type": "paragraph", "paragraph": map[string]any{"rich_text": rich}}
	case docProjection:
		v = g.docProjection()
	case docSort:
		fl := g.docFields(1)[0]
		dir := "1"
		if fl.kind == 'd' || fl.kind == 'm' || fl.kind == 'n' && g.rng.Intn(2) == 0 {
			dir = "-1"
		}
		v = map[string]any{fl.name: json.Number(dir)}
	case docUpdate:
		v = g.docUpdate()
	case docDocument:
		v = g.docRecord()
	case docStage:
		v = g.docStage(f, h)
	case docHeaders:
		v = g.pairs([][2]string{{"Content-Type", "application/json"}, {"Accept", "application/json"}, {"Authorization", "Bearer sk_live_4eC39HqLyjWDarjtT1zdp7dc"}, {"User-Agent", "mcpgen-client/1.0"}, {"X-Request-Id", "req_8f14e45f"}})
	case docEnv:
		v = g.pairs([][2]string{{"NODE_ENV", "production"}, {"LOG_LEVEL", "debug"}, {"PORT", "8080"}, {"DATABASE_URL", "postgres://app:secret@localhost:5432/app"}, {"REGION", "eu-west-1"}})
	case docLabels:
		if !g.aboutCode() {
			// a deal's or a visit's metadata is the business's, not a
			// deployment's ("tier": "backend")
			v = g.pairs(businessLabels)
			break
		}
		v = g.pairs([][2]string{{"team", "payments"}, {"env", "staging"}, {"owner", "platform"}, {"tier", "backend"}, {"release", "2026.01"}})
	case docProps:
		if g.propSchema(h) {
			v = g.docPropSchema()
		} else if strings.Contains(g.lowerDesc(h.desc), "property values") {
			v = g.docPropValues()
		} else {
			v = g.docProps()
		}
	case docMIME:
		s := g.story()
		// the link is the story's own issue: the text and the link are one
		// thing dragged in
		owner, repo := g.project()
		link := "https://github.com/" + owner + "/" + repo + "/issues/" + strconv.Itoa(12+g.rng.Intn(480))
		// one thing is dropped, mostly: its text or its link
		switch r := g.rng.Intn(4); {
		case r < 2:
			v = map[string]any{"text/plain": s.title}
		case r == 2:
			v = map[string]any{"text/uri-list": link}
		default:
			v = map[string]any{"text/plain": s.title, "text/uri-list": link}
		}
	default:
		return nil, false
	}
	if !c.accepts(v) {
		return nil, false
	}
	return v, true
}

// propFields are the properties of a tracked item (a page in a tasks
// database, a ticket, a record in a workspace).
var propFields = []docField{{"Status", 'v', []string{"Not started", "In progress", "Done", "Blocked"}}, {"Priority", 'v', []string{"High", "Medium", "Low"}},
	{"Due date", 'y', nil}, {"Owner", 'p', nil}, {"Estimate", 'n', nil}, {"Done", 'b', nil}, {"Team", 'v', []string{"Platform", "Growth", "Design", "Support"}}}

// teamOf returns the team (of propFields' Team) a piece of work titled
// title belongs to: a dependency bump or a flaky test to Platform, dark
// mode to Design, onboarding to Growth, an invoice to Support, never a
// dependency bump to Design.
func teamOf(title string) string {
	t := strings.ToLower(title)
	switch {
	case containsAny(t, "dark mode", "design", "screen", "button", "layout", "colour", "color"):
		return "Design"
	case containsAny(t, "pricing", "signup", "sign-up", "landing", "trial", "conversion"):
		return "Growth"
	case containsAny(t, "invoice", "customer", "refund", "password reset", "csv export", "support"):
		return "Support"
	}
	return "Platform"
}

// propCondition returns a filter condition on one property of a tracked
// item, in the shape property filters take: the property's name, then its
// type holding the operator and operand ({"property": "Status", "status":
// {"equals": "Done"}}, {"property": "Estimate", "number": {"greater_than":
// 3}}).
func (g *Generator) propCondition() map[string]any {
	fl := propFields[g.rng.Intn(len(propFields))]
	for fl.kind == 'p' {
		fl = propFields[g.rng.Intn(len(propFields))]
	}
	var typ string
	var cond map[string]any
	switch fl.kind {
	case 'v':
		typ = "select"
		if fl.name == "Status" {
			typ = "status"
		}
		op := "equals"
		if g.rng.Intn(4) == 0 {
			op = "does_not_equal"
		}
		cond = map[string]any{op: fl.vals[g.rng.Intn(len(fl.vals))]}
	case 'y':
		// what is due soon: on or before a day in the next weeks
		typ = "date"
		cond = map[string]any{"on_or_before": refDate.AddDate(0, 0, 3+g.rng.Intn(25)).Format("2006-01-02")}
	case 'n':
		typ = "number"
		th := fieldThresholds[fl.name]
		cond = map[string]any{[]string{"greater_than", "less_than"}[g.rng.Intn(2)]: json.Number(strconv.Itoa(th[g.rng.Intn(len(th))]))}
	default:
		typ = "checkbox"
		cond = map[string]any{"equals": g.rng.Intn(3) != 0}
	}
	return map[string]any{"property": fl.name, typ: cond}
}

// fixTypeKey keys the fields of a block update by the block's type
// ({"paragraph": {"rich_text": …}}) where the schema names the key "type"
// and documents it as the block's type: the literal key "type" is a
// placeholder the API does not take. A root that forbids other keys or
// requires "type" keeps the literal key.
func (g *Generator) fixTypeKey(obj map[string]any, depth int) {
	if depth != 0 || g.sc.typeKey == "" {
		return
	}
	v, ok := obj["type"].(map[string]any)
	if !ok || obj[g.sc.typeKey] != nil || g.root == nil || slices.Contains(g.root.Required, "type") {
		return
	}
	if b, ok := g.root.AdditionalProperties.(bool); ok && !b || g.root.AdditionalProperties != nil && !ok {
		return
	}
	delete(obj, "type")
	obj[g.sc.typeKey] = v
	g.unsure = true // rewritten after its check
}

// typeKeyed matches the description of a property that holds the fields
// keyed by an object's type: "The [block object `type`](…) value with the
// properties to be updated".
var typeKeyed = regexp.MustCompile("(?i)\\bobject `?type`?\\W[^.]*\\bvalue with\\b")

// KeyedByType reports whether the properties of an object schema (decoded
// JSON) include a "type" whose schema or one of its anyOf branches is
// documented as holding the fields keyed by the object's type: the value
// then belongs under a key named by the type ({"paragraph": {…}}), which
// the synthesizer writes, so the object must stay open to it.
func KeyedByType(props map[string]any) bool {
	t, ok := props["type"].(map[string]any)
	if !ok {
		return false
	}
	ss := []any{t}
	if br, ok := t["anyOf"].([]any); ok {
		ss = append(ss, br...)
	}
	for _, s := range ss {
		if m, ok := s.(map[string]any); ok {
			if d, ok := m["description"].(string); ok && typeKeyed.MatchString(d) {
				return true
			}
		}
	}
	return false
}

// docProps names the item and sets one or two of its properties.
func (g *Generator) docProps() map[string]any {
	title := g.titleFor(hint{name: "Name"})
	v := map[string]any{"Name": title}
	defer func() {
		if _, ok := v["Team"]; ok {
			v["Team"] = teamOf(title)
		}
	}()
	start := g.rng.Intn(len(propFields))
	for i := 0; i < 1+g.rng.Intn(2); i++ {
		fl := propFields[(start+i)%len(propFields)]
		switch fl.kind {
		case 'y':
			v[fl.name] = g.when().Format("2006-01-02")
		case 'n':
			v[fl.name] = json.Number(strconv.Itoa(1 + g.rng.Intn(8)))
		default:
			v[fl.name] = g.fieldValue(fl)
		}
	}
	return v
}

// docPropValues names the item and sets one or two of its properties as
// the property value objects a description of "property values" asks
// for: {"Status": {"select": {"name": "Done"}}}, a title as rich text, not
// bare strings.
func (g *Generator) docPropValues() map[string]any {
	title := g.titleFor(hint{name: "Name"})
	rich := []any{map[string]any{"text": map[string]any{"content": title}}}
	v := map[string]any{"Name": map[string]any{"title": rich}}
	start := g.rng.Intn(len(propFields))
	for i, n := 0, 1+g.rng.Intn(2); i < len(propFields) && n > 0; i++ {
		fl := propFields[(start+i)%len(propFields)]
		switch fl.kind {
		case 'v':
			x := fl.vals[g.rng.Intn(len(fl.vals))]
			if fl.name == "Team" {
				x = teamOf(title)
			}
			v[fl.name] = map[string]any{"select": map[string]any{"name": x}}
		case 'y':
			v[fl.name] = map[string]any{"date": map[string]any{"start": g.when().Format("2006-01-02")}}
		case 'n':
			v[fl.name] = map[string]any{"number": json.Number(strconv.Itoa(1 + g.rng.Intn(8)))}
		case 'b':
			v[fl.name] = map[string]any{"checkbox": g.rng.Intn(3) != 0}
		default:
			continue // a person is set by a user id the request does not know
		}
		n--
	}
	return v
}

// createsSchema matches a tool that creates a table-like container whose
// properties are its columns: "Create a data source", "create_database".
var createsSchema = regexp.MustCompile(`(?i)\b(?:create|add|new)[ _-]+(?:a[ _-]+)?(?:data[ _-]?sources?|databases?|tables?|collections?)\b`)

// propSchema says the properties a call gives are a schema (property name
// → property type) rather than an item's values: its description says so,
// or the tool creates a data source or database.
func (g *Generator) propSchema(h hint) bool {
	d := g.lowerDesc(h.desc)
	if strings.Contains(d, "property values") {
		return false
	}
	return strings.Contains(d, "schema") || createsSchema.MatchString(g.opts.Topic) || createsSchema.MatchString(firstClause(g.opts.About))
}

// docPropSchema returns the columns of a new data source: a title and two
// or three typed properties, select options listed, the ones a table of
// its name keeps (tableColumns).
func (g *Generator) docPropSchema() map[string]any {
	v := map[string]any{"Name": map[string]any{"title": map[string]any{}}}
	if cols := tableColumns[g.tableTitle()]; len(cols) > 0 {
		n := 2 + g.rng.Intn(2)
		for _, i := range g.rng.Perm(len(cols))[:min(n, len(cols))] {
			c := cols[i]
			v[c.name] = map[string]any{c.typ: selectOptions(c.opts)}
		}
		if k := g.rng.Intn(len(anyTableColumns) + 2); n == 2 && k < len(anyTableColumns) {
			// now and then a column any table keeps besides its own
			c := anyTableColumns[k]
			v[c.name] = map[string]any{c.typ: selectOptions(c.opts)}
		}
		return v
	}
	g.schemaColumns(v, 2+g.rng.Intn(2))
	return v
}

// fixPageProps gives a page created under another page or the workspace
// (a parent naming a page_id or the workspace, not a database) only the title property such a page has: its
// other properties exist only in a database.
func (g *Generator) fixPageProps(obj map[string]any) {
	par, ok := obj["parent"].(map[string]any)
	if !ok || par["page_id"] == nil && par["type"] != "workspace" && par["workspace"] != true || par["database_id"] != nil || par["data_source_id"] != nil {
		return
	}
	props, ok := obj["properties"].(map[string]any)
	if !ok {
		return
	}
	var title any
	switch n := props["Name"].(type) {
	case string:
		title = []any{map[string]any{"text": map[string]any{"content": n}}}
	case map[string]any:
		if rt, ok := n["title"].([]any); ok {
			title = rt // a property value: {"title": [rich text]}, not a column's type {"title": {}}
		}
	}
	if title == nil || len(props) < 2 && props["title"] != nil {
		return
	}
	obj["properties"] = map[string]any{"title": title}
	g.unsure = true // rewritten after its check
}

// pairs returns two or three of kv as a string map.
func (g *Generator) pairs(kv [][2]string) map[string]any {
	n := 2 + g.rng.Intn(2)
	start := g.rng.Intn(len(kv))
	v := make(map[string]any, n)
	for i := 0; i < n; i++ {
		p := kv[(start+i)%len(kv)]
		v[p[0]] = p[1]
	}
	return v
}

// docRecord returns a document of the instance's domain. The documents of
// one call share their fields (three or four, drawn for the first), as the
// records of one collection do, instead of each holding a different pair.
func (g *Generator) docRecord() map[string]any {
	if g.sc.docFs == nil {
		g.sc.docFs = g.docFields(3 + g.rng.Intn(2))
	}
	v := make(map[string]any, len(g.sc.docFs))
	for _, fl := range g.sc.docFs {
		v[fl.name] = g.fieldValue(fl)
	}
	return v
}

// docFields returns n distinct fields of the instance's domain.
func (g *Generator) docFields(n int) []docField {
	fs := g.domain().fields
	start := g.rng.Intn(len(fs))
	out := make([]docField, 0, n)
	for i := 0; i < n && i < len(fs); i++ {
		out = append(out, fs[(start+i)%len(fs)])
	}
	return out
}

// fieldValue returns a value of the field's kind.
func (g *Generator) fieldValue(fl docField) any {
	r := g.rng
	switch fl.kind {
	case 'v':
		return fl.vals[r.Intn(len(fl.vals))]
	case 'e':
		return g.sceneEmail()
	case 'p':
		return g.personName()
	case 'n':
		switch fl.name {
		case "rating":
			return json.Number(strconv.Itoa(1 + r.Intn(5)))
		case "age":
			return json.Number(strconv.Itoa(18 + r.Intn(50)))
		}
		return json.Number(strconv.Itoa(1 + r.Intn(60)))
	case 'm':
		return json.Number(strconv.Itoa(5+r.Intn(400)) + "." + strconv.Itoa(10+r.Intn(90)))
	case 'd':
		return g.when().Format("2006-01-02T15:04:05Z")
	case 'b':
		return r.Intn(3) != 0
	}
	return ""
}

// mongoLike reports whether the tool queries a document database (its
// name or description says so, or it takes a collection), whose filters
// are MQL.
func (g *Generator) mongoLike() bool {
	t := g.toolL
	if g.opts.About == "" && g.opts.Topic == "" || containsAny(t, "mongo", "collection", "document", "aggregat", "mql") {
		return true
	}
	if g.root != nil {
		for k := range g.root.Properties {
			if k := strings.ToLower(k); k == "collection" || k == "collection_name" || k == "collectionname" {
				return true
			}
		}
	}
	return false
}

// fieldThresholds are the round numbers a filter on a field of the
// document domains compares with, in the field's own scale: an order of
// at least 3 items, users over 21, sessions longer than 300 seconds (not
// "items_count at least 500" or "age under 10").
var fieldThresholds = map[string][]int{
	"items_count": {2, 3, 5, 10}, "age": {18, 21, 30, 40, 65}, "stock": {5, 10, 20, 50, 100},
	"duration_ms": {100, 250, 500, 1000, 5000}, "duration_s": {30, 60, 300, 600, 1800}, "Estimate": {1, 2, 3, 5, 8},
	"seats": {5, 10, 25, 50}, "weight_kg": {1, 2, 5, 10},
}

// groupable are the fields of docDomains that hold categories.
var groupable = map[string]bool{"status": true, "country": true, "category": true, "role": true, "type": true, "source": true, "device": true,
	"priority": true, "channel": true, "method": true, "currency": true, "carrier": true, "plan": true}

// domainField returns the field of the instance's domain called name, or
// nil.
func (g *Generator) domainField(name string) *docField {
	fs := g.domain().fields
	for i := range fs {
		if fs[i].name == name {
			return &fs[i]
		}
	}
	return nil
}

// docFilter returns a query filter on one or two fields: equality, a range
// on a number or date, or $in on a choice field. A shared filter (the
// $match of a pipeline that groups what it matches) selects on what many
// records share, never on one record's email, name or id.
func (g *Generator) docFilter(shared bool) map[string]any {
	v := map[string]any{}
	fs := g.docFields(1 + g.rng.Intn(2))
	if shared {
		own := func(fl docField) bool { return fl.kind == 'e' || fl.kind == 'p' || uniqueFields[fl.name] }
		fs = slices.DeleteFunc(fs, own)
		for _, fl := range g.domain().fields {
			if len(fs) == 0 && !own(fl) {
				fs = append(fs, fl)
			}
		}
	}
	for _, fl := range fs {
		switch {
		case fl.kind == 'd':
			// since a day before today: a later one matches nothing yet
			v[fl.name] = map[string]any{"$gte": g.before().Format("2006-01-02T15:04:05Z")}
		case fl.kind == 'n' || fl.kind == 'm':
			// a range on a number, at a round threshold
			th := []int{5, 10, 20, 50, 100, 250, 500}[g.rng.Intn(7)]
			if ts := fieldThresholds[fl.name]; ts != nil {
				th = ts[g.rng.Intn(len(ts))]
			}
			if fl.name == "rating" {
				th = 1 + g.rng.Intn(4)
			}
			v[fl.name] = map[string]any{[]string{"$gte", "$lt", "$gt"}[g.rng.Intn(3)]: json.Number(strconv.Itoa(th))}
		case fl.kind == 'v' && len(fl.vals) > 2 && g.rng.Intn(3) == 0:
			v[fl.name] = map[string]any{"$in": []any{fl.vals[0], fl.vals[1]}}
		default:
			v[fl.name] = g.fieldValue(fl)
		}
	}
	return v
}

// docProjection includes two or three fields and sometimes excludes _id.
func (g *Generator) docProjection() map[string]any {
	v := map[string]any{}
	for _, fl := range g.docFields(2 + g.rng.Intn(2)) {
		v[fl.name] = json.Number("1")
	}
	if g.rng.Intn(3) == 0 {
		v["_id"] = json.Number("0")
	}
	return v
}

// docUpdate uses update operators: $set, $inc on a number, $unset.
func (g *Generator) docUpdate() map[string]any {
	// an update sets what many records can share (a status, a flag, a
	// date), not an email or a name that belongs to one record
	// (a number or an amount is raised with $inc, not set to one value
	// on every record)
	var fl []docField
	for _, x := range g.docFields(len(g.domain().fields)) {
		// (nor a time a record keeps of itself: last_login, created_at)
		if x.kind != 'e' && x.kind != 'p' && x.kind != 'm' && x.kind != 'd' && !uniqueFields[x.name] && (x.kind != 'n' || len(fl) > 0) {
			fl = append(fl, x)
		}
	}
	if len(fl) > 2 {
		fl = fl[:2]
	}
	set := map[string]any{fl[0].name: g.fieldValue(fl[0])}
	v := map[string]any{"$set": set}
	switch {
	case len(fl) > 1 && fl[1].kind == 'n' && g.rng.Intn(2) == 0:
		v["$inc"] = map[string]any{fl[1].name: json.Number("1")}
	case len(fl) > 1 && fl[1].kind != 'n' && g.rng.Intn(3) == 0:
		set[fl[1].name] = g.fieldValue(fl[1])
	case g.rng.Intn(3) == 0:
		v["$currentDate"] = map[string]any{"updated_at": true}
	}
	return v
}

// uniqueFields are fields of docDomains that identify one record.
var uniqueFields = map[string]bool{"name": true, "username": true, "number": true, "product_id": true, "user_id": true, "customer_email": true, "order_id": true}

// dbStages are the stages a database-level aggregation can start with,
// when the pipeline's description names them ("the first stage must be
// ... `$currentOp`, `$documents`, `$listLocalSessions`"), and what follows
// each.
var dbStages = []string{"$currentOp", "$listLocalSessions", "$documents"}

// docStage returns the aggregation stage for the item's position in its
// pipeline: $match first, then $group or $sort, then $sort or $limit. A
// pipeline that must start with a database-level stage starts with one
// its description names.
func (g *Generator) docStage(f frame, h hint) map[string]any {
	i := 0
	if j := strings.LastIndexByte(f.ptr, '/'); j >= 0 {
		i, _ = strconv.Atoi(f.ptr[j+1:])
	}
	if i == 0 {
		g.sc.stage0 = ""
		if d := h.desc; strings.Contains(d, "first stage must be") || strings.Contains(d, "database-level") {
			var named []string
			for _, st := range dbStages {
				if strings.Contains(d, "`"+st+"`") || strings.Contains(d, "'"+st+"'") || strings.Contains(d, st+",") {
					named = append(named, st)
				}
			}
			if len(named) > 0 {
				g.sc.stage0 = named[g.rng.Intn(len(named))]
			}
		}
	}
	switch g.sc.stage0 {
	case "$vectorSearch":
		if i == 1 {
			fl := g.docFields(1)[0]
			return map[string]any{"$project": map[string]any{"_id": json.Number("0"), fl.name: json.Number("1"), "score": map[string]any{"$meta": "vectorSearchScore"}}}
		}
		return map[string]any{"$limit": json.Number("10")}
	case "$currentOp":
		return g.currentOpStage(i)
	case "$listLocalSessions":
		switch i {
		case 0:
			return map[string]any{"$listLocalSessions": map[string]any{"allUsers": true}}
		case 1:
			return map[string]any{"$sort": map[string]any{"lastUse": json.Number("-1")}}
		}
		return map[string]any{"$limit": json.Number("20")}
	case "$documents":
		if i == 0 {
			docs := make([]any, 2+g.rng.Intn(2))
			for k := range docs {
				g.sc.newPerson() // each record is its own person
				docs[k] = g.docRecord()
			}
			return map[string]any{"$documents": docs}
		}
		// then what a collection pipeline does after its $match: the
		// inline documents are grouped, not filtered again
	}
	switch i {
	case 0:
		g.sc.match = g.docFilter(true)
		return map[string]any{"$match": g.sc.match}
	case 1:
		return g.groupStage()
	case 2:
		if g.sc.aggKey == "" || g.sc.aggSorted {
			return map[string]any{"$limit": json.Number(strconv.Itoa(5 + 5*g.rng.Intn(4)))}
		}
		return g.groupSort()
	case 3:
		if g.sc.aggSorted {
			// the sorted counts' category named by its field again
			// rather than "_id"
			return map[string]any{"$project": map[string]any{"_id": json.Number("0"), g.sc.aggCat: "$_id", "count": json.Number("1")}}
		}
		return map[string]any{"$limit": json.Number(strconv.Itoa(5 + 5*g.rng.Intn(4)))}
	}
	key := g.sc.aggKey
	if key == "" || key == "_id" {
		key = "count"
	}
	return map[string]any{"$project": map[string]any{"_id": json.Number("1"), key: json.Number("1")}}
}

// groupSort returns the $sort that follows a $group: the largest groups
// first, or the months of a per-month count in order.
func (g *Generator) groupSort() map[string]any {
	if g.sc.aggKey == "_id" {
		return map[string]any{"$sort": map[string]any{"_id": json.Number("1")}}
	}
	return map[string]any{"$sort": map[string]any{g.sc.aggKey: json.Number("-1")}}
}

// groupStage groups the documents by a category (status, country,
// device; for inline documents one of their own fields), never by an id
// or an exact time, counting them, summing their amount or averaging a
// measure of theirs (was always '{"_id":"$device","count":{"$sum":1}}' on
// a collection without money, now also '{"_id":"$device",
// "avg_duration_s":{"$avg":"$duration_s"}}').
func (g *Generator) groupStage() map[string]any {
	fs := g.domain().fields
	if g.sc.stage0 == "$documents" && g.sc.docFs != nil {
		fs = g.sc.docFs
	}
	var cat, money, num string
	for _, x := range fs {
		if _, eq := g.sc.match[x.name].(string); eq {
			continue // matched to one value: a single group
		}
		switch {
		case x.kind == 'v' && groupable[x.name] && (cat == "" || g.rng.Intn(2) == 0):
			cat = x.name
		case x.kind == 'm':
			money = x.name
		case x.kind == 'n':
			num = x.name
		}
	}
	for _, x := range fs {
		if _, eq := g.sc.match[x.name]; cat == "" && !eq && !uniqueFields[x.name] && (x.kind == 'v' || x.kind == 'b' || x.kind == 'p' && x.name != "name") {
			// no category: a choice or a flag the records share, or
			// whom they belong to (the invoices per customer)
			cat = x.name
		}
	}
	if cat == "" {
		// every category is matched to one value: the newest first
		g.sc.aggKey, g.sc.aggSorted = "", false
		for _, x := range g.domain().fields {
			if x.kind == 'd' {
				return map[string]any{"$sort": map[string]any{x.name: json.Number("-1")}}
			}
		}
		return map[string]any{"$limit": json.Number("20")}
	}
	g.sc.aggKey, g.sc.aggCat, g.sc.aggSorted = "count", cat, false
	if st, ok := g.otherGroup(cat, fs); ok {
		return st
	}
	acc := map[string]any{"$sum": json.Number("1")}
	var sumKey, avgKey string
	if money != "" {
		sumKey = "total_" + money
		if strings.HasPrefix(money, "total") {
			sumKey = "revenue" // not "total_total"
		}
	}
	if num != "" {
		avgKey = "avg_" + num
	}
	grp := map[string]any{"_id": "$" + cat}
	if money != "" && g.rng.Intn(2) == 0 {
		g.sc.aggKey = sumKey
		acc = map[string]any{"$sum": "$" + money}
	} else if num != "" && g.rng.Intn(2) == 0 {
		// the mean of a measure per group (avg_rating per product),
		// as often as a count where there is one
		g.sc.aggKey = avgKey
		acc = map[string]any{"$avg": "$" + num}
	} else if (money != "" || num != "") && g.rng.Intn(2) == 0 {
		// a count beside the sum or the mean: how many and how much
		if money != "" {
			grp[sumKey] = map[string]any{"$sum": "$" + money}
		} else {
			grp[avgKey] = map[string]any{"$avg": "$" + num}
		}
	}
	grp[g.sc.aggKey] = acc
	return map[string]any{"$group": grp}
}

// otherGroup returns, for about a third of pipelines over a collection,
// a grouping other than one accumulator per category: the categories
// counted and sorted in one stage ({"$sortByCount": "$status"}), the
// documents counted per month of a date of theirs, or the latest date
// per category. Pipelines are written all these ways, and one shape
// for every pipeline of a server is a template a model learns.
func (g *Generator) otherGroup(cat string, fs []docField) (map[string]any, bool) {
	if g.sc.stage0 != "" {
		return nil, false
	}
	date := ""
	for _, x := range fs {
		if x.kind == 'd' {
			date = x.name
			break
		}
	}
	switch g.rng.Intn(6) {
	case 0:
		g.sc.aggSorted = true
		return map[string]any{"$sortByCount": "$" + cat}, true
	case 1:
		if date == "" {
			return nil, false
		}
		g.sc.aggKey = "_id"
		month := map[string]any{"$dateToString": map[string]any{"format": "%Y-%m", "date": "$" + date}}
		return map[string]any{"$group": map[string]any{"_id": month, "count": map[string]any{"$sum": json.Number("1")}}}, true
	case 2:
		if date == "" {
			return nil, false
		}
		g.sc.aggKey = "latest"
		return map[string]any{"$group": map[string]any{"_id": "$" + cat, "latest": map[string]any{"$max": "$" + date}}}, true
	}
	return nil, false
}

// fixPipeline carries a pipeline that only filters ([{"$match": …}]) on
// to what a person runs an aggregation for: grouping the matches by a
// category and sorting the groups (a lone $match is a find).
func (g *Generator) fixPipeline(obj map[string]any) {
	p, ok := obj["pipeline"].([]any)
	if !ok || len(p) != 1 || g.sc.stage0 != "" {
		return
	}
	st, ok := p[0].(map[string]any)
	if !ok {
		return
	}
	m, ok := st["$match"].(map[string]any)
	if !ok || len(st) != 1 {
		return
	}
	for k := range m {
		if f := g.domainField(k); f == nil || f.kind == 'e' || f.kind == 'p' || uniqueFields[k] {
			// a match on one record's own value: the matches are one
			// record, not worth grouping
			return
		}
	}
	g.sc.match = m
	grp := g.groupStage()
	obj["pipeline"] = []any{st, grp}
	if g.sc.aggKey != "" && !g.sc.aggSorted {
		obj["pipeline"] = []any{st, grp, g.groupSort()}
	}
	g.unsure = true // rewritten after its check
}

// structuredOpen returns the structure an open object's name or
// description asks for (see docKind), or false.
func (g *Generator) structuredOpen(c conj, h hint, f frame) (map[string]any, bool) {
	if !isOpenObjectOnly(c) {
		return nil, false
	}
	d := g.docKindOf(c, h)
	if d == docNone {
		return nil, false
	}
	return g.structured(c, d, f, h)
}

// fixObject makes the values of a finished object agree: destinations
// beside their source, file contents in their file's language (top-level
// only: a multi-line value nested in a list is pasted as escaped JSON in a
// request, which then no longer quotes it), form values fitting their
// element.
func (g *Generator) fixObject(obj map[string]any, depth int) {
	g.fixSome(allFixes, obj, depth) // the fix-ups and their order: fixSteps
}

// trashFlags are the flags that send a thing to the trash or the archive.
var trashFlags = []string{"in_trash", "trashed", "archived", "deleted", "is_deleted", "is_archived"}

// fixTrashWithEdits leaves out a flag that trashes or archives the thing
// a call also edits: "rename it and check Done, and delete it" asks for
// work that is thrown away. (A call that needs the flag fails its check
// and is made again.)
func (g *Generator) fixTrashWithEdits(obj map[string]any, depth int) {
	if depth != 0 {
		return
	}
	for _, f := range trashFlags {
		if b, ok := obj[f].(bool); !ok || !b {
			continue
		}
		for k := range obj {
			if k != f && !isIDName(k) && !slices.Contains(trashFlags, k) {
				delete(obj, f)
				g.unsure = true // rewritten after its check
				break
			}
		}
	}
}

// fixFieldElement leaves out a form field's element description beside
// its name ({"name": "Country", "element": "Country dropdown", "type":
// "combobox", …}): a person names the field once. (An object that needs
// it fails its check and is made again.)
func (g *Generator) fixFieldElement(obj map[string]any) {
	name, ok := obj["name"].(string)
	el, ok2 := obj["element"].(string)
	if !ok || !ok2 || name == "" || obj["value"] == nil || obj["type"] == nil {
		return
	}
	if el != "" {
		delete(obj, "element")
		g.unsure = true // rewritten after its check
	}
}

// fixUpdateFilter keeps an update from setting a field its filter selects
// on: "set created_at to January on the documents created since April"
// contradicts itself, and setting status on the documents whose status
// is already that value changes nothing. Such fields leave the update
// ($set, $inc, $unset); an update left with nothing sets what it first
// set on another field of the documents.
func (g *Generator) fixUpdateFilter(obj map[string]any) {
	var filter, update map[string]any
	for k, v := range obj {
		m, ok := v.(map[string]any)
		if !ok {
			continue
		}
		switch strings.ToLower(k) {
		case "filter", "query", "where", "selector":
			filter = m
		case "update", "updates", "changes":
			update = m
		}
	}
	if filter == nil || update == nil {
		return
	}
	var hits [][2]string // operator, field
	for op, fields := range update {
		if fm, ok := fields.(map[string]any); ok && strings.HasPrefix(op, "$") {
			for f := range fm {
				if _, hit := filter[f]; hit {
					hits = append(hits, [2]string{op, f})
				}
			}
		}
	}
	if len(hits) == 0 {
		return
	}
	g.unsure = true // rewritten after its check
	left := 0
	for op, fields := range update {
		if fm, ok := fields.(map[string]any); ok && strings.HasPrefix(op, "$") {
			for f := range fm {
				if _, hit := filter[f]; !hit {
					left++
				}
			}
		}
	}
	if left == 0 {
		// the update changes nothing else: it sets another field
		for _, fl := range g.domain().fields {
			if _, hit := filter[fl.name]; !hit && fl.kind != 'e' && fl.kind != 'p' && fl.kind != 'm' && fl.kind != 'n' && fl.kind != 'd' && !uniqueFields[fl.name] {
				for _, h := range hits {
					delete(update, h[0])
				}
				update["$set"] = map[string]any{fl.name: g.fieldValue(fl)}
				return
			}
		}
		for _, h := range hits { // no such field: the filter gives way
			delete(filter, h[1])
		}
		for _, fl := range g.domain().fields {
			if _, hit := update["$set"].(map[string]any)[fl.name]; len(filter) == 0 && !hit && fl.kind == 'd' {
				// to a filter on age: the records older than a day
				filter[fl.name] = map[string]any{"$lt": g.before().Format("2006-01-02T15:04:05Z")}
			}
		}
		return
	}
	for _, h := range hits {
		if fm, ok := update[h[0]].(map[string]any); ok {
			delete(fm, h[1])
			if len(fm) == 0 {
				delete(update, h[0])
			}
		}
	}
}

// fixDismissText leaves out the text typed into a prompt dialog
// ("promptText") when the call dismisses the dialog (accept false): a
// dismissed prompt throws its text away, so a call giving both asks for
// two things that contradict each other.
func (g *Generator) fixDismissText(obj map[string]any) {
	for k, v := range obj {
		if b, ok := v.(bool); !ok || b || !containsAny(strings.ToLower(k), "accept", "confirm") {
			continue
		}
		for t := range obj {
			if _, ok := obj[t].(string); ok && strings.HasPrefix(strings.ToLower(t), "prompt") {
				delete(obj, t)
				g.unsure = true // rewritten after its check
			}
		}
	}
}

// fixRunLink points the link of a rich-text run ({"content": "Product
// roadmap", "link": {"url": …}}) at a page named for its text on the
// scene's own site, never at an unrelated address: a title that links
// somewhere links to what it names.
func (g *Generator) fixRunLink(obj map[string]any) {
	text, ok := obj["content"].(string)
	link, ok2 := obj["link"].(map[string]any)
	if !ok || !ok2 || len(link) != 1 || text == "" {
		return
	}
	if _, ok := link["url"].(string); !ok {
		return
	}
	w := strings.Fields(text)
	s := slug(strings.Join(w, " "))
	if len(w) > 4 {
		// a sentence links to the page it comes from, not to a slug of
		// its first words ("/wiki/moved-here-from-the")
		s = []string{"team-handbook", "how-we-work", "process", "planning"}[g.rng.Intn(4)]
	}
	if s == "" {
		return
	}
	_, dom := g.org()
	link["url"] = "https://" + dom + "/wiki/" + s
	g.unsure = true // rewritten after its check
}

// adminStages are the aggregation stages MongoDB runs only on the admin
// database.
var adminStages = map[string]bool{"$currentOp": true, "$listLocalSessions": true}

// fixAdminDB runs a pipeline that starts with an admin-only stage
// ($currentOp) on the admin database rather than on a user database.
func (g *Generator) fixAdminDB(obj map[string]any) {
	p, ok := obj["pipeline"].([]any)
	if !ok || len(p) == 0 {
		return
	}
	st, ok := p[0].(map[string]any)
	if !ok || len(st) != 1 {
		return
	}
	for k := range st {
		if !adminStages[k] {
			return
		}
		g.capAdminPipeline(obj, k, p)
	}
	for _, k := range []string{"database", "db", "dbName", "database_name"} {
		if d, ok := obj[k].(string); ok && d != "admin" {
			obj[k] = "admin"
			g.unsure = true // rewritten after its check
		}
	}
}

// anyOfMode is how an anyOf's branch is chosen: a structured first branch
// beside a bare string ({"anyOf":[{"type":"object",...},{"type":"string"}]},
// the string being the object serialized) is covered once and then mostly
// taken, since a random word where an object belongs reads as junk; other
// anyOfs cycle through their branches.
func (g *Generator) anyOfMode(s *jsonschema.Schema) choiceMode {
	m, ok := g.anyOfModes[s]
	if ok {
		return m
	}
	m = cycle
	first := s.AnyOf[0]
	if vectorBranches(s) {
		m = noVector
	} else if s.Default != nil && defaultBranch(s) >= 0 {
		m = byDefault
	} else if stageKey(first) != "" {
		for _, b := range s.AnyOf[1:] {
			if isLooseObject(b) {
				m = stageFirst
			}
		}
	} else if first.Ref != nil || hasTypeName(first.Types, "object") || hasTypeName(first.Types, "array") {
		loose := true
		for _, b := range s.AnyOf[1:] {
			if !isBareString(b) && !isLooseObject(b) {
				loose = false
			}
			if isBareString(b) && m == cycle {
				m = coverOnce
			}
		}
		if loose {
			m = preferFirst
		}
	} else if hasTypeName(first.Types, "string") && len(first.Types) == 1 {
		// an id or a name, beside any string and any object: the value
		// a list of ids holds, never objects mixed with strings
		m = stringFirst
		for _, b := range s.AnyOf[1:] {
			if !isBareString(b) && !isLooseObject(b) {
				m = cycle
			}
		}
	}
	if g.anyOfModes == nil {
		g.anyOfModes = map[*jsonschema.Schema]choiceMode{}
	}
	g.anyOfModes[s] = m
	return m
}

// stringBranch picks the branch of a stringFirst anyOf: the loose object
// when the list the value is an item of holds objects by its description
// ("an array of block objects"), else the string.
func (g *Generator) stringBranch(s *jsonschema.Schema) int {
	if d := strings.ToLower(g.flatDesc); strings.Contains(d, "object") && !strings.Contains(d, " id") {
		for j, b := range s.AnyOf {
			if isLooseObject(b) {
				return j
			}
		}
	}
	return g.choose(s, chAnyOf, len(s.AnyOf), preferFirst)
}

// isBareString reports whether b is a string with no constraint.
func isBareString(b *jsonschema.Schema) bool {
	return len(b.Types) == 1 && b.Types[0] == "string" && b.Format == "" && b.Pattern == nil && b.Enum == nil &&
		len(b.Constant) == 0 && b.MinLength <= 0 && b.MaxLength < 0 && b.Ref == nil
}

// isLooseObject reports whether b is any object: no declared properties,
// nothing required.
func isLooseObject(b *jsonschema.Schema) bool {
	if b.Ref != nil || len(b.AnyOf) > 0 || len(b.OneOf) > 0 || len(b.AllOf) > 0 {
		return false
	}
	return hasTypeName(b.Types, "object") && len(b.Properties) == 0 && len(b.Required) == 0 && len(b.PatternProperties) == 0
}

// stageKey returns the one "$" key a pipeline-stage branch requires
// ("$vectorSearch"), or "".
func stageKey(b *jsonschema.Schema) string {
	if len(b.Required) == 1 && strings.HasPrefix(b.Required[0], "$") {
		return b.Required[0]
	}
	return ""
}

// stageBranch picks the branch of a stageFirst anyOf for the item at
// g.flatPtr: the required stage for a third of first items (it must come
// first), any other stage everywhere else. A vector search stage comes
// only over a collection of proseColls.
func (g *Generator) stageBranch(s *jsonschema.Schema) int {
	loose, stage := 0, 0
	for i, b := range s.AnyOf {
		if isLooseObject(b) {
			loose = i
		} else if stageKey(b) != "" {
			stage = i
		}
	}
	if strings.HasSuffix(g.flatPtr, "/0") && g.rng.Intn(3) == 0 && (!strings.Contains(stageKey(s.AnyOf[stage]), "vector") || proseColls[g.domain().coll]) {
		g.sc.stage0 = stageKey(s.AnyOf[stage])
		return stage
	}
	return loose
}

func hasTypeName(ts []string, t string) bool {
	for _, x := range ts {
		if x == t {
			return true
		}
	}
	return false
}

// isOpenObjectOnly reports whether no schema of c declares properties, so
// an invented structure is what the object holds.
func isOpenObjectOnly(c conj) bool {
	for _, s := range c.pos {
		if len(s.Properties) > 0 || len(s.PatternProperties) > 0 || len(s.Required) > 0 {
			return false
		}
		if b, ok := s.AdditionalProperties.(bool); ok && !b {
			return false
		}
	}
	return true
}

// isRepoTool reports whether a tool's root schema is about a code
// repository (an owner and a repo name, or an owner/repo value): its paths
// are then relative to the repository's root at any depth.
func isRepoTool(root *jsonschema.Schema) bool {
	if root == nil {
		return false
	}
	owner, repo := false, false
	for k := range root.Properties {
		switch strings.ToLower(k) {
		case "owner", "org", "organization", "namespace":
			owner = true
		case "repo", "repository", "repo_name", "reponame", "project_id":
			repo = true
		}
	}
	return owner && repo
}

// repoDirs and repoPaths are directories and files inside a repository.
var (
	repoDirs  = []string{"src", "src/api", "internal/auth", "docs", "tests", "scripts", "pkg/client", "web/src/components"}
	repoPaths = []string{"src/api/client.py", "internal/retry/retry.go", "docs/setup.md", "README.md", "web/src/components/Button.tsx",
		"src/index.ts", "config/app.yaml", ".github/workflows/ci.yml", "tests/test_api.py", "src/main.rs", "scripts/deploy.js",
		"pkg/client/handler.go", "docs/api.md", "src/utils.py", "package.json", "cmd/server/main.go", "src/components/Header.tsx"}
)

// repoPath returns a path inside a repository: "src/api/client.py".
func (g *Generator) repoPath() string {
	return repoPaths[g.rng.Intn(len(repoPaths))]
}

// snippets are file contents by extension, so a .py file holds Python
// (indented with tabs: a request quoting them has no runs of spaces).
var snippets = map[string][]string{
	"py":   {"import requests\n\ndef fetch_user(user_id: int) -> dict:\n\tresp = requests.get(f\"https://api.example.com/users/{user_id}\", timeout=10)\n\tresp.raise_for_status()\n\treturn resp.json()", "def retry(fn, attempts=3):\n\tfor i in range(attempts):\n\t\ttry:\n\t\t\treturn fn()\n\t\texcept TimeoutError:\n\t\t\tif i == attempts - 1:\n\t\t\t\traise"},
	"go":   {"package api\n\nimport \"time\"\n\n// DefaultTimeout bounds one request.\nconst DefaultTimeout = 10 * time.Second", "package retry\n\n// Do calls fn up to n times until it succeeds.\nfunc Do(n int, fn func() error) (err error) {\n\tfor i := 0; i < n; i++ {\n\t\tif err = fn(); err == nil {\n\t\t\treturn nil\n\t\t}\n\t}\n\treturn err\n}"},
	"ts":   {"export async function getUser(id: string): Promise<User> {\n\tconst res = await fetch(`/api/users/${id}`);\n\tif (!res.ok) throw new Error(`HTTP ${res.status}`);\n\treturn res.json();\n}"},
	"tsx":  {"export function Button({ label, onClick }: { label: string; onClick: () => void }) {\n\treturn <button className=\"btn\" onClick={onClick}>{label}</button>;\n}"},
	"js":   {"module.exports = function debounce(fn, ms) {\n\tlet t;\n\treturn (...args) => {\n\tclearTimeout(t);\n\tt = setTimeout(() => fn(...args), ms);\n\t};\n};"},
	"md":   {"# API client\n\nA small client for the billing API.\n\n## Usage\n\n```sh\nmake install\n```", "## Setup\n\n1. Copy `.env.example` to `.env`.\n2. Run `make dev`."},
	"yaml": {"port: 8080\ntimeout: 10s\nlog_level: info"},
	// YAML in block style, indented with spaces as people write it (a
	// block's lines after the first are pasted untouched)
	"yml":  {"name: CI\non: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: make test"},
	"json": {"{\"name\": \"billing-api\", \"version\": \"1.4.2\", \"private\": true}"},
	"rs":   {"fn main() {\n\tlet args: Vec<String> = std::env::args().collect();\n\tprintln!(\"{:?}\", args);\n}"},
	"csv":  {"id,name,email\n1,Ana Costa,ana@example.com\n2,Ben Walker,ben@example.com", "date,product,units\n2026-01-12,USB-C Hub,14\n2026-01-13,Standing Desk,3"},
	"txt":  {"Call the bank about the card\nBuy printer paper\nBook the dentist"},
	"sh":   {"#!/bin/sh\nset -e\nnpm ci\nnpm run build"},
	"css":  {"body {\n\tfont-family: sans-serif;\n\tmargin: 0;\n}"},
	"html": {"<!doctype html>\n<html>\n\t<head><title>Status</title></head>\n\t<body><h1>All systems operational</h1></body>\n</html>"},
}

// lines are one-line file contents by extension, for contents nested in a
// list (a request pastes those as escaped JSON, where a multi-line value
// would no longer be quoted verbatim).
var lines = map[string][]string{
	"py":   {"API_TIMEOUT = 30", "from .client import Client", "print(\"hello from the backup script\")"},
	"go":   {"package retry", "package api"},
	"ts":   {"export const API_URL = \"https://api.example.com\";", "export type UserId = string;"},
	"tsx":  {"export const Title = () => <h1>Dashboard</h1>;"},
	"js":   {"module.exports = { port: 8080 };", "console.log(\"seeded 20 users\");"},
	"md":   {"# Setup", "## Changelog", "- [ ] Update the release notes"},
	"yaml": {"log_level: info", "port: 8080"},
	"yml":  {"name: CI"},
	"json": {"{\"name\": \"billing-api\", \"version\": \"1.4.2\"}", "{\"port\": 8080, \"debug\": false}"},
	"csv":  {"id,name,email"},
	"txt":  {"Call the bank about the card", "Buy printer paper"},
	"sh":   {"#!/bin/sh"},
	"html": {"<h1>Coming soon</h1>"},
	"css":  {"body { font-family: sans-serif; }"},
	"conf": {"worker_processes 2;"},
	"mod":  {"module github.com/acme/billing-api"},
}

// byName are contents of files known by their name.
var byName = map[string][]string{
	"requirements.txt":   {"requests==2.32.3\nflask==3.0.3\npytest==8.2.0"},
	"package.json":       {"{\"name\": \"shop-frontend\", \"version\": \"0.3.0\", \"scripts\": {\"build\": \"vite build\"}}"},
	"go.mod":             {"module github.com/acme/billing-api\n\ngo 1.22"},
	"docker-compose.yml": {"services:\n  db:\n    image: postgres:16"},
	"database.yml":       {"adapter: postgresql\ndatabase: app_production\npool: 5"},
	"todo.txt":           {"Call the bank about the card\nBuy printer paper\nBook the dentist"},
	"CHANGELOG.md":       {"## 1.5.0\n\n- Paginate the orders API\n- Fix the invoice currency symbol"},
	".env.example":       {"DATABASE_URL=postgres://localhost:5432/app\nLOG_LEVEL=info"},
	// a file's name says what it holds: a test tests, a retry package
	// retries, API docs document endpoints
	"test_api.py": {"from api.client import fetch_user\n\ndef test_fetch_user_returns_the_user(requests_mock):\n\trequests_mock.get(\"https://api.example.com/users/7\", json={\"id\": 7})\n\tassert fetch_user(7)[\"id\"] == 7"},
	"retry.go":    {"package retry\n\n// Do calls fn up to n times until it succeeds.\nfunc Do(n int, fn func() error) (err error) {\n\tfor i := 0; i < n; i++ {\n\t\tif err = fn(); err == nil {\n\t\t\treturn nil\n\t\t}\n\t}\n\treturn err\n}"},
	"api.md":      {"# API\n\n## GET /orders\n\nReturns the signed-in user's orders, newest first. Pass `cursor` from the last response to get the next page."},
	"utils.py":    {"import re\n\ndef slugify(text: str) -> str:\n\treturn re.sub(r\"[^a-z0-9]+\", \"-\", text.lower()).strip(\"-\")"},
	"client.py":   {"import requests\n\ndef fetch_user(user_id: int) -> dict:\n\tresp = requests.get(f\"https://api.example.com/users/{user_id}\", timeout=10)\n\tresp.raise_for_status()\n\treturn resp.json()"},
	"handler.go":  {"package client\n\nimport \"net/http\"\n\n// Health answers the load balancer's health check.\nfunc Health(w http.ResponseWriter, r *http.Request) {\n\tw.WriteHeader(http.StatusOK)\n}"},
	"deploy.js":   {"const { execSync } = require('child_process');\n\nfunction run(cmd) {\n\texecSync(cmd, { stdio: 'inherit' });\n}\n\nrun('npm run build');\nrun('rsync -az dist/ deploy@web1:/srv/app');"},
	"setup.md":    {"## Setup\n\n1. Copy `.env.example` to `.env`.\n2. Run `make dev`."},
}

// editPairs are replacements that fit a file's language, by extension: a
// setting changed, a heading renamed, a constant raised.
var editPairs = map[string][][2]string{
	"py":   {{"timeout=10", "timeout=30"}, {"API_TIMEOUT = 30", "API_TIMEOUT = 60"}, {"import requests", "import httpx"}},
	"go":   {{"DefaultTimeout = 10 * time.Second", "DefaultTimeout = 30 * time.Second"}, {"package api", "package client"}},
	"ts":   {{"const PORT = 3000;", "const PORT = 8080;"}, {"export const API_URL = \"http://localhost:3000\";", "export const API_URL = \"https://api.example.com\";"}},
	"js":   {{"const PORT = 3000;", "const PORT = 8080;"}, {"var ", "let "}},
	"md":   {{"## Setup", "## Getting started"}, {"Node 16", "Node 20"}, {"npm install", "pnpm install"}},
	"json": {{"\"version\": \"1.4.2\"", "\"version\": \"1.5.0\""}, {"\"debug\": true", "\"debug\": false"}},
	"yaml": {{"log_level: info", "log_level: debug"}, {"port: 8080", "port: 9090"}},
	"yml":  {{"log_level: info", "log_level: debug"}, {"pool: 5", "pool: 10"}},
	"txt":  {{"Buy printer paper", "Buy printer paper and ink"}, {"Book the dentist", "Book the dentist for Tuesday"}},
	"csv":  {{"Standing Desk,3", "Standing Desk,4"}, {"ben@example.com", "ben.walker@example.com"}},
	"sh":   {{"npm ci", "pnpm install --frozen-lockfile"}},
	"html": {{"<title>Status</title>", "<title>System status</title>"}},
	"css":  {{"margin: 0;", "margin: 0 auto;"}},
}

// editLists are the names of lists of find-and-replace edits.
var editLists = []string{"edits", "content_updates", "changes", "replacements", "updates"}

// fixEdits rewrites the replacements of an edit list beside a path
// (edits: [{oldText, newText}]) into ones that fit the file's language,
// each changing something. The instance is then validated whole.
func (g *Generator) fixEdits(obj map[string]any) {
	p, ok := obj["path"].(string)
	if !ok {
		// find-and-replace edits of a page or document's text, in a list
		// named as edit lists are (looked up, not searched for: this runs
		// for every object)
		found := false
		for _, k := range editLists {
			if _, ok := obj[k].([]any); ok {
				found = true
			}
		}
		if !found {
			return
		}
		p = "page.md"
	}
	if !strings.Contains(p, ".") {
		return
	}
	lists := 0
	for _, v := range obj {
		if l, ok := v.([]any); ok && len(l) > 0 {
			if _, ok := l[0].(map[string]any); ok {
				lists++
			}
		}
	}
	if lists == 0 {
		return // no list of objects: no edits (and no sort on the hot path)
	}
	pairs := editPairs[p[strings.LastIndexByte(p, '.')+1:]]
	if len(pairs) == 0 {
		pairs = [][2]string{{"TODO: handle errors", "Errors are logged and retried"}, {"v1.4.2", "v1.5.0"}}
	}
	for _, k := range sortedKeys(obj) { // in order: one draw per list of edits
		items, ok := obj[k].([]any)
		if !ok || len(items) == 0 {
			continue
		}
		start := -1
		for i, it := range items {
			e, ok := it.(map[string]any)
			if !ok {
				continue
			}
			var oldK, newK string
			for k := range e {
				switch lk := strings.ToLower(k); {
				case strings.HasPrefix(lk, "old"):
					oldK = k
				case strings.HasPrefix(lk, "new"):
					newK = k
				}
			}
			if oldK == "" || newK == "" {
				continue
			}
			if _, ok := e[oldK].(string); !ok {
				continue
			}
			if _, ok := e[newK].(string); !ok {
				continue
			}
			if start < 0 {
				start = g.rng.Intn(len(pairs))
			}
			pr := pairs[(start+i)%len(pairs)]
			e[oldK], e[newK] = pr[0], pr[1]
			g.unsure = true
		}
		if start >= 0 && len(items) > len(pairs) {
			// no text replaced twice: as many edits as there are changes
			obj[k] = items[:len(pairs)]
		}
	}
}

// fixContents gives the file content of obj (content beside a path or
// file name) the language of the path's extension: a snippet of code or
// data, not prose in a .py or .csv file. Nested contents get one-line
// snippets. The instance is then validated whole.
func (g *Generator) fixContents(obj map[string]any, depth int) {
	key := "content"
	c, ok := obj[key].(string)
	if !ok {
		key = "contents"
		if c, ok = obj[key].(string); !ok {
			return
		}
	}
	if strings.Contains(c, "\n") {
		return
	}
	p, _ := obj["path"].(string)
	if p == "" {
		p, _ = obj["filename"].(string)
	}
	if !strings.Contains(p, ".") {
		return
	}
	ext := p[strings.LastIndexByte(p, '.')+1:]
	ss := snippets[ext]
	if depth > 0 {
		ss = lines[ext]
	}
	if b, ok := byName[p[strings.LastIndexByte(p, '/')+1:]]; ok && depth == 0 {
		ss = b // what a file of that name holds
	}
	if len(ss) > 0 {
		obj[key] = fitContent(ss[g.rng.Intn(len(ss))], p, obj)
		g.unsure = true
	}
	if m, ok := obj["message"].(string); ok && depth == 0 && m != "" {
		// the commit message of a one-file change names the file; a
		// change over the file's current blob (sha) updates it, one
		// without adds it
		base := p[strings.LastIndexByte(p, '/')+1:]
		verb := []string{"Update ", "Edit "}[g.rng.Intn(2)]
		if sha, _ := obj["sha"].(string); sha == "" {
			verb = []string{"Add ", "Create "}[g.rng.Intn(2)]
		}
		obj["message"] = verb + base
		g.unsure = true
	}
}

// packageName is the name member of a package.json.
var packageName = regexp.MustCompile(`"name": "[^"]*"`)

// fitContent fits a file content snippet to its path and call: a Go file
// declares the package of its directory (main for main.go and under cmd/),
// a package.json names the call's repository.
func fitContent(c, path string, obj map[string]any) string {
	if strings.HasSuffix(path, ".go") && strings.HasPrefix(c, "package ") {
		pkg := "main"
		dir := ""
		if i := strings.LastIndexByte(path, '/'); i >= 0 {
			dir = path[:i]
		}
		if j := strings.LastIndexByte(dir, '/'); j >= 0 {
			dir = dir[j+1:]
		}
		if !strings.HasSuffix(path, "main.go") && !strings.Contains(path, "cmd/") && dir != "" && slug(dir) == dir && !strings.Contains(dir, "-") {
			pkg = dir
		}
		if nl := strings.IndexByte(c, '\n'); nl > 0 {
			return "package " + pkg + c[nl:]
		}
		return "package " + pkg
	}
	if (strings.HasSuffix(path, ".tsx") || strings.HasSuffix(path, ".jsx")) && strings.HasPrefix(c, "export function Button(") {
		// a component file defines the component it is named for
		base := path[strings.LastIndexByte(path, '/')+1 : strings.LastIndexByte(path, '.')]
		if base != "Button" && base != "" && unicode.IsUpper(rune(base[0])) {
			tag := strings.ToLower(base)
			if !slices.Contains([]string{"header", "footer", "nav", "main", "aside", "section"}, tag) {
				tag = "div"
			}
			return "export function " + base + "({ children }: { children: React.ReactNode }) {\n\treturn <" + tag + " className=\"" + strings.ToLower(base) + "\">{children}</" + tag + ">;\n}"
		}
	}
	if strings.HasSuffix(path, "package.json") {
		if repo, ok := obj["repo"].(string); ok && repo != "" {
			return packageName.ReplaceAllString(c, `"name": "`+repo+`"`)
		}
	}
	return c
}

// reviewBodies are review texts by verdict: an approval that approves, a
// change request that says what must change.
var reviewBodies = map[string][]string{
	"APPROVE":         {"Looks good to me, thanks!", "LGTM. Nice cleanup.", "Approved. The new tests cover the edge cases.", "Ship it. Thanks for splitting this up."},
	"REQUEST_CHANGES": {"A couple of things need fixing before this can go in; see the inline comments.", "The retry loop also retries 4xx errors; please stop on those before we merge.", "Please add a test for the empty input case before merging."},
	"COMMENT":         {"Left a few questions inline, nothing blocking.", "Mostly fine; a couple of small questions inline.", "Just one question about the timeout default, see inline."},
}

// fixReviewBody gives a review's body a text that fits its verdict
// (event APPROVE, REQUEST_CHANGES or COMMENT): no approval saying the
// change needs work.
func (g *Generator) fixReviewBody(obj map[string]any) {
	ev, ok := obj["event"].(string)
	if !ok {
		return
	}
	bodies := reviewBodies[strings.ToUpper(ev)]
	if _, ok := obj["body"].(string); !ok || len(bodies) == 0 {
		return
	}
	obj["body"] = bodies[g.rng.Intn(len(bodies))]
	g.unsure = true // rewritten after its check
}

// fixInsertAfter gives content inserted after a selection of the page
// ("The v1 endpoints...below 0.1%.") a text of its own: the page already
// holds the selected sentence, so inserting the text it comes from after
// it repeats the page. The follow-up is a comment on the same story.
func (g *Generator) fixInsertAfter(obj map[string]any) {
	c, ok := obj["content"].(string)
	if !ok || len(c) < 12 || g.sc.story == 0 {
		return
	}
	for k, v := range obj {
		sel, ok := v.(string)
		if !ok || k == "content" {
			continue
		}
		head, _, found := strings.Cut(sel, "...")
		if !found || head == "" || !strings.Contains(c, head) {
			continue
		}
		cs := g.story().comments
		obj["content"] = cs[g.rng.Intn(len(cs))]
		g.unsure = true // rewritten after its check
		return
	}
}
