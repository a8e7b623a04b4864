package role

import "strings"

// contactName tells whether a bare "name" sits beside an email address or
// a phone number ("reportedBy": {name, phone, email}): the three are how
// to reach someone, so the name is a person's. A name inside an
// organisation ("supplier": {name, email}) is the organisation's.
func (c *ctx) contactName() bool {
	for _, t := range Tokens(c.parent) {
		if orgNouns[singular(strings.ToLower(t))] {
			return false
		}
	}
	for _, s := range c.p.Siblings {
		t := Tokens(s)
		if len(t) == 0 || len(t) > 2 {
			continue
		}
		switch strings.ToLower(t[len(t)-1]) {
		case "email", "mail", "phone", "mobile", "telephone", "tel":
			return true
		}
	}
	return false
}

// namesRepos tells whether a tool's name is about repositories:
// "create_repository", "getRepo", "listrepos". A "report" holds the
// letters "repo" and is no repository ("createLeakReport").
func namesRepos(tool string) bool {
	return strings.Contains(strings.ReplaceAll(strings.ToLower(tool), "report", ""), "repo")
}

// stockWords say a tool keeps goods in store: their owner is the client
// business whose goods they are.
var stockWords = map[string]bool{"stock": true, "inventory": true, "pallet": true, "sku": true, "warehouse": true, "goods": true,
	"consignment": true, "storage": true}

// ownerKind says whose a bare "owner" is where nothing is about code
// (no repository, commit or project beside it): goods held in store
// belong to a client business ("Stock by owner"), anything else to a
// person (a pet's, a boat's, a task's owner), never a code host's login
// ("minjun-n").
func (c *ctx) ownerKind() (Kind, string) {
	words := c.tool.Name + " " + c.tool.Title + " " + c.tool.Description + " " + strings.Join(c.p.Siblings, " ")
	for _, t := range Tokens(words) {
		if stockWords[singular(strings.ToLower(t))] {
			return Organisation, "the owner of goods in store is a business"
		}
	}
	return Person, "an owner with nothing about code beside it is a person"
}
