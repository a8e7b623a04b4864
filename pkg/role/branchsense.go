package role

import "strings"

// BranchPlaces are the branches of a shop, a bank, a library or a rental
// desk as people name them: by where they are.
var BranchPlaces = []string{"Downtown", "Airport", "Central Station", "Riverside", "Northgate", "Harbour Front", "Old Town", "University"}

// branchSense makes a branch a place where the tool does not work on
// source code: a car rental's pickup_branch, a bank's or a library's
// branch is "the Airport branch", never "fix/invoice-currency". A branch
// whose description gives examples keeps them ("e.g. MAIN, SCI"); one it
// says is an IATA or three-letter code is a code (an airline's base).
func (c *ctx) branchSense(r *Role) {
	if r.Kind != Branch || c.numeric || len(r.Values) > 0 || len(r.Examples) > 0 || c.codeHost() || c.serverIsCodeHost() {
		return
	}
	if containsAny(c.d, "iata", "airport code", "3-letter code", "three-letter code", "3 letter code", "three letter code") {
		// "Home base as a 3-letter IATA code": an airport's code (DEN),
		// never "Central Station"; the value says it (travelCode)
		r.Why += "; a coded base: an airport's code"
		return
	}
	r.Kind, r.Values, r.ValuesFromProse = Enum, BranchPlaces, true
	r.Why += "; not a code host: a branch is a place (Downtown, Airport)"
}

// serverIsCodeHost reports whether the tool's server works on code:
// what its tools are about as a whole is software or its operation.
func (c *ctx) serverIsCodeHost() bool {
	s := c.tool.Server
	if s == nil {
		return false
	}
	a := s.Area()
	return a == "software" || a == "devops"
}

// SearchIndexes are the names people give search and vector indexes:
// what they hold and where.
var SearchIndexes = []string{"products-prod", "docs-v2", "support-articles", "customer-embeddings", "catalog", "faq-index", "blog-posts", "kb-en"}

// searchWords in a tool's name or description say its index is a search
// or vector index, not a database's index over fields ("price_-1").
var searchWords = []string{"vector", "embedding", "semantic", "similarity", "full-text", "fulltext", "search index", "pinecone",
	"elasticsearch", "opensearch", "algolia", "meilisearch", "typesense", "weaviate", "qdrant"}

// indexSense names a search or vector index the way its owners do
// ("products-prod"), where the tool searches by similarity or full text
// and the description gives no examples; a database's index keeps its
// field-based name.
func (c *ctx) indexSense(r *Role) {
	if c.numeric || c.last != "index" && !(c.last == "name" && c.hasToken("index")) || len(r.Values) > 0 || len(r.Examples) > 0 {
		return
	}
	t := strings.ToLower(c.tool.Name + " " + c.tool.Description + " " + c.d)
	if !containsAny(t, searchWords...) || containsAny(t, "collection", "mongodb", "field") {
		return
	}
	r.Kind, r.Values, r.ValuesFromProse = Enum, SearchIndexes, true
	r.Why += "; a search or vector index: named for what it holds"
}
