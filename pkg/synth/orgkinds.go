package synth

import (
	"sort"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
	"github.com/santhosh-tekuri/jsonschema/v5"
)

// The organisation a call names is of the kind the tool's world holds
// (role.OrgKindOf): a museum lends to another museum, a brewery orders
// from a maltster, a print shop's customer is a local business. Where the
// world cannot be told the scene's organisation stays one of orgNames.

// kindOrgs are organisations of each kind of role.OrgKindOf. A
// logistics tool's shipper and consignee are businesses whose goods
// move, not carriers (a tool about carriers takes carrierOrgs).
var kindOrgs = map[string][]string{
	"museum": {"Whitmore Museum of Art", "Harborview Historical Society", "Castellan Gallery", "Northgate University Museum",
		"Museum of Coastal Heritage", "Lindqvist Art Foundation", "Riverside Contemporary Art Center", "Ashford Natural History Museum"},
	"school": {"Maple Grove Elementary", "Westbrook High School", "Lakeside Community College", "Riverside Academy",
		"Northfield University", "St. Clair Grammar School", "Oakridge Middle School"},
	"sports": {"Riverside FC", "Northside Youth Soccer Club", "Eastfield United", "Harbor City Athletics", "Lakeview Rovers",
		"Westgate Sports Club"},
	"health": {"Riverside Family Clinic", "Northgate Medical Center", "Harbor Dental Care", "St. Anne's Hospital",
		"Lakeview Pediatrics", "Cedar Grove Health Centre"},
	"pharma": {"Novagen Therapeutics", "Helix Biopharma", "Aurora Clinical Research", "Kestrel Health", "Meridian Biosciences",
		"Northbridge Pharmaceuticals"},
	"hotel":     {"Harbor View Hotel", "The Linden Inn", "Seaside Resort & Spa", "Grand Meridian Hotel", "Parkside Suites"},
	"food":      {"Blue Fig Bistro", "Harvest Table Catering", "Copper Pot Kitchen", "Maple Street Bakery", "Olive & Thyme Cafe"},
	"beverage":  {"Copper Kettle Brewing", "Hillside Taproom", "Old Mill Brewery", "Riverbend Cellars", "Harbor Street Brewing"},
	"theater":   {"Lyric Theatre", "Riverside Playhouse", "Orpheum Arts Center", "Grand Hall Events", "Civic Opera House"},
	"law":       {"Hart & Webb LLP", "Baxter Morgan Law", "Ellison & Park Attorneys", "Quartz Legal", "Whitfield Legal Group"},
	"logistics": {"Alder & Finch Home Goods", "Kestrel Outdoor Gear", "Northbay Furniture Co.", "Granite Peak Coffee Roasters", "Cobalt Electronics", "Larch Valley Textiles"},
	"farm":      {"Terra Farms", "Green Valley Nursery", "Wildflower Honey Co.", "Sunridge Orchards", "Meadowbrook Farm"},
	"building":  {"Summit Builders", "Keystone Contracting", "Brightway Roofing", "Oakline Construction", "Cornerstone Renovations"},
}

// carrierOrgs are the hauliers a logistics tool whose name is about
// carriers (add_carrier, assign_truck) deals with.
var carrierOrgs = []string{"Polar Freight", "Swift Haul Logistics", "Bluewater Shipping", "Summit Transport", "Northline Carriers"}

// carrierWords are the words of a tool's name that make its logistics
// organisations carriers.
var carrierWords = map[string]bool{"carrier": true, "carriers": true, "haulier": true, "hauler": true, "truck": true,
	"trucks": true, "driver": true, "drivers": true, "fleet": true}

// kindSupplies are the suppliers of each kind's business; a supplier of
// a kind not listed is one of genericSupplies.
var kindSupplies = map[string][]string{
	"beverage": {"Cascade Malt Supply", "Valley Hops Co.", "Northern Yeast Labs", "BrewCraft Wholesale", "Great Plains Maltings"},
	"food":     {"Harvest Wholesale Foods", "Green Valley Produce", "Coastal Seafood Supply", "Baker's Flour Mill", "Brightline Foods"},
	"health":   {"MedLine Supply", "Cardinal Medical", "Henry Dental Supply", "Northgate Pharma Distributors"},
	"farm":     {"Green Valley Seed Co.", "Dadant Beekeeping Supply", "FarmTek Supply", "Meadowbrook Feed & Seed"},
	"building": {"Summit Building Supply", "Keystone Lumber", "Brightway Materials", "Harbor Hardware"},
}

// energySuppliers are the companies a home's electricity or gas comes
// from: an electricity tariff's supplier is one of them, not a freight
// firm or a law office of orgNames.
var energySuppliers = []string{"Octopus Energy", "British Gas", "EDF Energy", "E.ON Next", "OVO Energy", "Good Energy"}

// energyWords are the words of a tool that put its supplier in the
// energy trade.
var energyWords = []string{"electricity", "energy", "tariff", "tariffs", "kwh", "utility", "utilities"}

// genericSupplies are suppliers any business may order from: names
// that say no trade (a family name or a place with a neutral suffix), so
// a supplier of roses or of rock salt is never a robotics or a law firm.
var genericSupplies = []string{"Northwind Traders", "Harbor Wholesale", "Summit Supply Co.", "Hartley & Sons", "Copperleaf Distributors",
	"Fenwick & Co.", "Pearson Supplies Ltd"}

// kindTLDs are the domains organisations of a kind have their email
// and web addresses under; the others are ".com".
var kindTLDs = map[string]string{"museum": ".org", "school": ".edu", "sports": ".org", "health": ".org", "theater": ".org"}

// nounKinds are organisation nouns that name their kind themselves (a
// school_name is a school's whatever the server).
var nounKinds = map[string]string{"school": "school", "university": "school", "college": "school", "club": "sports",
	"hospital": "health", "clinic": "health", "museum": "museum", "gallery": "museum", "hotel": "hotel", "restaurant": "food",
	"theater": "theater", "theatre": "theater", "sponsor": "pharma"}

// orgSlotNouns are the name tokens of a parameter (or of an object of
// parameters) that holds an organisation.
var orgSlotNouns = map[string]bool{"company": true, "organization": true, "organisation": true, "business": true, "institution": true,
	"supplier": true, "vendor": true, "employer": true, "sponsor": true, "manufacturer": true, "distributor": true, "agency": true,
	"firm": true, "school": true, "university": true, "college": true, "club": true, "hospital": true, "clinic": true,
	"museum": true, "gallery": true, "hotel": true, "restaurant": true, "theater": true, "theatre": true, "insurer": true, "lender": true}

// supplierNouns are organisation nouns of those that sell to the user.
var supplierNouns = map[string]bool{"supplier": true, "vendor": true, "manufacturer": true, "distributor": true}

// orgSlot returns the organisation noun of the first parameter of the
// tool (by sorted name, nested objects included) that holds an
// organisation; "" when none does. Only then does the call's
// organisation take the kind of the tool's world: the email of a parent
// registering a child at a soccer club is not at the club.
func orgSlot(s *jsonschema.Schema, depth int) string {
	if s == nil || depth > 4 {
		return ""
	}
	if s.Ref != nil && len(s.Properties) == 0 {
		return orgSlot(s.Ref, depth+1) // "borrower": {"$ref": "#/$defs/Borrower"} holds its institution
	}
	keys := make([]string, 0, len(s.Properties))
	for k := range s.Properties {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if !namesOrg(s.Properties[k]) {
			continue // is_organization, supplier_count: no organisation's name
		}
		for _, t := range sharedTokens(k) {
			if t = strings.ToLower(t); orgSlotNouns[t] {
				return t
			}
		}
	}
	for _, k := range keys {
		if n := orgSlot(s.Properties[k], depth+1); n != "" {
			return n
		}
	}
	if it, ok := s.Items.(*jsonschema.Schema); ok {
		return orgSlot(it, depth+1)
	}
	return orgSlot(s.Items2020, depth+1)
}

// kindOrg returns an organisation of the kind the tool's world holds and
// the domain of its addresses, when the tool has an organisation
// parameter and its words (or its server's) tell the kind.
func (g *Generator) kindOrg() (name, domain string, ok bool) {
	if g.once.orgNoun == nil {
		n := orgSlot(g.root, 0)
		g.once.orgNoun = &n
	}
	noun := *g.once.orgNoun
	if noun == "" {
		return "", "", false
	}
	kind := nounKinds[noun]
	if kind == "" {
		kind = g.opts.Server.OrgKind()
	}
	if kind == "" {
		kind = role.OrgKindOf(g.toolL)
	}
	var names []string
	switch {
	case supplierNouns[noun] && kind == "" && textHas(g.toolL, energyWords...):
		names = energySuppliers
	case supplierNouns[noun] && len(kindSupplies[kind]) > 0:
		names = kindSupplies[kind]
	case supplierNouns[noun]:
		// (a supplier where nothing tells the trade: a neutral name)
		names = genericSupplies
	case kind == "logistics" && carrierTool(g.opts.Topic):
		names = carrierOrgs
	default:
		names = kindOrgs[kind]
	}
	if len(names) == 0 {
		return "", "", false
	}
	name = names[g.rng.Intn(len(names))]
	tld := kindTLDs[kind]
	if tld == "" || supplierNouns[noun] {
		tld = ".com"
	}
	return name, orgDomain(name) + tld, true
}

// carrierTool reports whether a tool's name holds a word of carrierWords.
func carrierTool(topic string) bool {
	for _, w := range role.Tokens(topic) {
		if carrierWords[strings.ToLower(w)] {
			return true
		}
	}
	return false
}

// orgDomain is the part of an organisation's web domain before the
// top-level domain: its first two telling words run together
// ("Whitmore Museum of Art" → "whitmoremuseum").
func orgDomain(name string) string {
	var ws []string
	for _, w := range strings.Split(slug(name), "-") {
		switch w {
		case "the", "of", "and", "co", "st":
			continue
		}
		if ws = append(ws, w); len(ws) == 2 {
			break
		}
	}
	return strings.Join(ws, "")
}

// namesOrg reports whether a property may hold an organisation's name:
// it is untyped or takes a string or an object.
func namesOrg(s *jsonschema.Schema) bool {
	if s == nil || len(s.Types) == 0 {
		return true
	}
	for _, t := range s.Types {
		if t == "string" || t == "object" {
			return true
		}
	}
	return false
}
