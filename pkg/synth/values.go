package synth

import (
	"encoding/base64"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// scene is the one person, organisation, place and project the values of
// one instance share (an email matches the person's name, owner, repo and
// branch belong together). It is drawn lazily and reset per attempt.
type scene struct {
	first, last  string
	handle       string // the person's username
	org, domain  string
	orgSlug      string
	groupSlug    string // the slug of the area's group the call is about (a show)
	place        *place
	owner, repo  string
	persons      int        // person names drawn in the current scene
	own          owners     // the people of the call by their roles, the scene's person one of them
	entType      string     // the entity type drawn for a knowledge-graph entity
	addrs        [16]string // the addresses (e-mail, street) drawn last, for fresh
	naddr        int
	dom          *docDomain     // the data domain of query filters, documents and collections
	docFs        []docField     // the fields the documents of one call share
	stage0       string         // the first stage of the aggregation pipeline being generated
	relation     string         // the relation type of a knowledge-graph relation being drawn
	moveEnd      string         // the end of a move drawn first, which the other end is not (see moveEnd)
	kvKey        string         // the key-value store key of the call, whose value follows it
	orgAlt       string         // an organisation login other than the project's owner
	viewport     int            // the screen size (index+1) widths and heights in pixels share
	makePick     int            // the make and model (index+1) a vehicle's or device's values share
	formUsed     uint32         // the form fields (bit per formFields index) filled in this call
	match        map[string]any // the $match of the pipeline being generated
	aggKey       string         // the accumulator of the pipeline's $group ("count", "total_amount")
	aggCat       string         // the category the pipeline's $group groups by
	aggSorted    bool           // the pipeline's groups come out sorted ($sortByCount): no $sort follows
	chartDim     int            // the dimension (index+1 of chartDims) a data series' points are labelled by
	chartAt      int            // the next label of that dimension
	chartGroupAt int            // the next label of the points' group, the dimension after it
	graphSet     int            // the node labels (index+1 of graphSteps) of a flow or network
	graphAt      int            // the next node label
	typeKey      string         // the block type that keys a block update's fields ("paragraph")
	// the story, meeting, email and note free text is about (index+1; 0: not drawn yet)
	story, meeting, mail, note int
	// the item of the tool's area free text is about (index+1; 0: not drawn yet)
	item int
	// the table (tableTitles index+1) the call names or makes, so its
	// columns fit its name (0: not drawn yet)
	table int
	// the kind of work a job's description names ("bottom paint"), "" for none
	workKind string
	// the other city of the call's values ({C2}: a destination), "" until drawn
	city2 string
	// the group of sea ports (seaPortGroups index+1) a call's ports share (0: not drawn yet)
	seaGroup int
	// the first line of the range of lines the call reads (0: none drawn)
	lineFrom int
	// the kind of table (sheetKinds index+1) rows written to a range take (0: not drawn yet, -1: none)
	sheet int
	// the platform object (sObjects index+1) a Salesforce call's values are of (0: not drawn yet)
	sobj int
	// the first UN/LOCODE of the call, the goods (cargoGoods index+1) it ships and the HS codes drawn for them
	locode string
	// the city of a later UN/LOCODE whose object's address follows it (addressAtCode), "" for none
	locodeAt string
	goods    int
	hsDrawn  int
}

// newPerson starts a new person in the scene (the next item of a list).
func (s *scene) newPerson() {
	s.first, s.last, s.handle, s.persons, s.entType = "", "", "", 0, ""
}

// otherParty starts a person and an organisation of their own for the
// other end of a pair (a transfer's to_account after its from_account
// drew the call's organisation) and returns what puts the scene's back.
func (s *scene) otherParty() (restore func()) {
	first, last, handle, persons, entType := s.first, s.last, s.handle, s.persons, s.entType
	org, domain, orgSlug := s.org, s.domain, s.orgSlug
	s.newPerson()
	s.org, s.domain, s.orgSlug = "", "", ""
	return func() {
		s.first, s.last, s.handle, s.persons, s.entType = first, last, handle, persons, entType
		s.org, s.domain, s.orgSlug = org, domain, orgSlug
	}
}

// newThing starts a new thing of the tool's area in the scene (the next
// object of a list: a task, a row, a document request): its title and
// free text are drawn again, not the list's first item's said again.
func (s *scene) newThing() {
	s.item, s.story, s.meeting, s.mail, s.note = 0, 0, 0, 0, 0
}

// things are the scene's draws newThing starts again.
type things struct{ item, story, meeting, mail, note int }

// keepThings returns the scene's things, to put back (restoreThings) once
// a list whose objects drew their own is done: the call's title after its
// attendees is still about the meeting the first attendee was drawn in.
func (s *scene) keepThings() things {
	return things{s.item, s.story, s.meeting, s.mail, s.note}
}

// restoreThings puts back what keepThings returned.
func (s *scene) restoreThings(t things) {
	s.item, s.story, s.meeting, s.mail, s.note = t.item, t.story, t.meeting, t.mail, t.note
}

// fresh reports whether v was not drawn yet as an address in this scene,
// and records it.
func (s *scene) fresh(v string) bool {
	for _, a := range s.addrs[:min(s.naddr, len(s.addrs))] {
		if a == v {
			return false
		}
	}
	s.addrs[s.naddr%len(s.addrs)] = v
	s.naddr++
	return true
}

var (
	// orgNames are organisations of no particular world, named as real
	// firms are: no film's or sitcom's company ("Stark Industries",
	// "Cyberdyne"), which reads as a joke in a record
	orgNames = []string{"Larkspur", "Northwind", "Brightwell", "Corvid Systems", "Halcyon Labs", "Ironbridge", "Fernhill", "Calder Imports", "Ashgrove Group", "Marlowe Partners", "Blue Harbor", "Tidewater Analytics", "Tallis Software", "Beacon Analytics", "Northstar Air", "Kestrel Health",
		"Brightline Foods", "Copperleaf", "Fjord Robotics", "Granite Bank", "Harbor & Pine", "Lumen Studio", "Meridian Travel", "Nimbus Cloud", "Orchard Labs", "Polar Freight", "Quartz Legal", "Redwood Clinics", "Sable Media", "Terra Farms", "Vela Energy", "Willow Schools"}
	repoNouns = []string{"api", "web", "billing", "auth", "search", "mobile", "infra", "docs", "dashboard", "payments", "gateway", "scheduler", "notifications", "analytics", "cli", "sdk"}
	repoTails = []string{"", "", "-service", "-app", "-server", "-client", "-core", "-ui"}
	cityNames = func() []string {
		out := make([]string, len(places))
		for i, p := range places {
			out[i] = p.city
		}
		return out
	}()
	countries = []string{"Portugal", "Germany", "Spain", "France", "United Kingdom", "Netherlands", "United States", "Canada", "Japan", "South Korea", "Australia", "Ireland", "Denmark", "Brazil", "Mexico", "Italy", "Norway", "Austria"}
	tagWords  = []string{"bug", "enhancement", "documentation", "urgent", "backend", "frontend", "needs-review", "good first issue", "performance", "security", "design", "ops", "finance", "travel", "follow-up", "q1-planning",
		"help wanted", "wontfix", "duplicate", "question", "blocked", "p1", "p2", "tech-debt", "ux", "mobile", "api", "infra", "release", "customer", "research", "idea", "meeting-notes", "personal", "recipes", "reading-list"}
	channels  = []string{"general", "random", "eng-backend", "design", "support", "releases", "ops-alerts", "marketing", "team-standup", "announcements"}
	elemDescs = []string{"Sign in button", "Search box", "Email field", "Submit button", "first search result link", "Accept cookies button", "Password field", "Next page link", "main menu", "Add to cart button", "country dropdown", "close dialog button"}
	inputVals = []string{"hello world", "Lisbon", "42", "ana.costa@example.com", "Blue", "2026-02-14", "Premium plan", "Portugal", "wireless headphones", "Express shipping"}
	emojis    = []string{"thumbsup", "tada", "eyes", "rocket", "white_check_mark", "heart", "raised_hands", "fire"}
	// emojiChars are emoji as a page icon or a status takes them: the
	// character, not a reaction's name
	emojiChars = []string{"🚀", "📝", "✅", "📌", "🐛", "📊", "💡", "🎯"}
	languages  = []string{"en", "de", "fr", "es", "ja", "pt-BR", "en-US", "zh", "it", "nl"}
	currencies = []string{"USD", "EUR", "GBP", "JPY", "BRL", "CAD", "CHF", "AUD"}
	timezones  = []string{"Europe/Lisbon", "America/New_York", "Europe/Berlin", "Asia/Tokyo", "America/Los_Angeles", "Europe/London", "Australia/Sydney", "America/Sao_Paulo"}
	kvKeys     = []string{"user:%d:session", "cart:%d", "rate_limit:%d", "order:%d:status", "cache:product:%d", "feature_flags", "leaderboard:weekly", "queue:emails"}
	identWords = []string{"daily_report", "user_email_idx", "build-cache", "staging", "weekly_summary", "orders_by_date", "prod-replica", "nightly_backup", "created_at_idx", "customer_segments"}
)

// A place is a city with a country, coordinates, streets and landmarks,
// so an address, a landmark and coordinates of one instance agree.
type place struct {
	city, country, region string
	lat, lng              float64
	streets, landmarks    []string
}

var places = []place{
	{"Lisbon", "Portugal", "Lisbon District", 38.7223, -9.1393, []string{"Rua Augusta 24", "Avenida da Liberdade 110", "Rua do Ouro 88"}, []string{"Alfama", "Time Out Market", "Belém Tower"}},
	{"Porto", "Portugal", "Porto District", 41.1579, -8.6291, []string{"Rua de Santa Catarina 112", "Avenida dos Aliados 20"}, []string{"Ribeira", "Livraria Lello"}},
	{"Berlin", "Germany", "Berlin", 52.52, 13.405, []string{"Unter den Linden 77", "Friedrichstraße 43"}, []string{"Brandenburg Gate", "Museum Island"}},
	{"Madrid", "Spain", "Community of Madrid", 40.4168, -3.7038, []string{"Calle de Alcalá 42", "Gran Vía 28"}, []string{"Retiro Park", "Plaza Mayor"}},
	{"Paris", "France", "Île-de-France", 48.8566, 2.3522, []string{"12 Rue de Rivoli", "45 Boulevard Saint-Germain"}, []string{"the Louvre", "Montmartre"}},
	{"London", "United Kingdom", "England", 51.5074, -0.1278, []string{"48 Chiswick High Road", "112 Upper Street", "27 Lordship Lane"}, []string{"Tate Modern", "Borough Market"}},
	{"Amsterdam", "Netherlands", "North Holland", 52.3676, 4.9041, []string{"Damrak 1", "Prinsengracht 512"}, []string{"Vondelpark", "Rijksmuseum"}},
	{"Chicago", "United States", "Illinois", 41.8781, -87.6298, []string{"233 S Wacker Dr", "875 N Michigan Ave"}, []string{"Millennium Park", "Union Station"}},
	{"Austin", "United States", "Texas", 30.2672, -97.7431, []string{"1100 Congress Ave", "500 E Cesar Chavez St"}, []string{"Zilker Park", "South Congress"}},
	{"Toronto", "Canada", "Ontario", 43.6532, -79.3832, []string{"220 Yonge St", "100 Queen St W"}, []string{"CN Tower", "Kensington Market"}},
	{"Tokyo", "Japan", "Tokyo", 35.6762, 139.6503, []string{"1-1 Marunouchi, Chiyoda", "2-2-1 Dogenzaka, Shibuya"}, []string{"Shibuya Crossing", "Ueno Park"}},
	{"Sydney", "Australia", "New South Wales", -33.8688, 151.2093, []string{"1 Macquarie St", "100 George St"}, []string{"Sydney Opera House", "Bondi Beach"}},
	{"Barcelona", "Spain", "Catalonia", 41.3874, 2.1686, []string{"Passeig de Gràcia 92", "La Rambla 91"}, []string{"Sagrada Família", "Park Güell"}},
	{"Dublin", "Ireland", "Leinster", 53.3498, -6.2603, []string{"1 Grafton Street", "18 Dame Street"}, []string{"Trinity College", "Temple Bar"}},
	{"Boston", "United States", "Massachusetts", 42.3601, -71.0589, []string{"1 Beacon St", "100 Cambridge St"}, []string{"Boston Common", "Faneuil Hall"}},
	{"Seattle", "United States", "Washington", 47.6062, -122.3321, []string{"2200 Westlake Ave", "1301 5th Ave"}, []string{"Pike Place Market", "Space Needle"}},
	{"San Francisco", "United States", "California", 37.7749, -122.4194, []string{"500 Market Street", "1 Ferry Building"}, []string{"Golden Gate Park", "Union Square"}},
	{"São Paulo", "Brazil", "São Paulo", -23.5505, -46.6333, []string{"Avenida Paulista 1578", "Rua Oscar Freire 900"}, []string{"Ibirapuera Park", "Vila Madalena"}},
	{"Munich", "Germany", "Bavaria", 48.1351, 11.582, []string{"Marienplatz 8", "Leopoldstraße 35"}, []string{"English Garden", "Viktualienmarkt"}},
	{"Copenhagen", "Denmark", "Capital Region", 55.6761, 12.5683, []string{"Strøget 20", "Nyhavn 17"}, []string{"Tivoli Gardens", "Nyhavn"}},
	{"Osaka", "Japan", "Osaka Prefecture", 34.6937, 135.5023, []string{"1-1 Umeda, Kita-ku", "2-5 Namba, Chuo-ku"}, []string{"Dotonbori", "Osaka Castle"}},
	{"Nairobi", "Kenya", "Nairobi County", -1.2921, 36.8219, []string{"Kenyatta Avenue 12", "Moi Avenue 40"}, []string{"Karura Forest", "Nairobi National Park"}},
	{"Lima", "Peru", "Lima Province", -12.0464, -77.0428, []string{"Avenida Larco 345", "Jirón de la Unión 500"}, []string{"Miraflores", "Barranco"}},
	{"Mexico City", "Mexico", "CDMX", 19.4326, -99.1332, []string{"Paseo de la Reforma 222", "Avenida Madero 17"}, []string{"Chapultepec Park", "Zócalo"}},
	{"Cape Town", "South Africa", "Western Cape", -33.9249, 18.4241, []string{"12 Long Street", "V&A Waterfront 19"}, []string{"Table Mountain", "Bo-Kaap"}},
	{"Singapore", "Singapore", "Central Region", 1.3521, 103.8198, []string{"21 Tanjong Pagar Road", "391 Orchard Road"}, []string{"Marina Bay", "Gardens by the Bay"}},
	{"Seoul", "South Korea", "Seoul", 37.5665, 126.978, []string{"110 Sejong-daero", "55 Myeongdong-gil"}, []string{"Gyeongbokgung", "Bukchon Hanok Village"}},
	{"Vienna", "Austria", "Vienna", 48.2082, 16.3738, []string{"Kärntner Straße 19", "Mariahilfer Straße 88"}, []string{"Schönbrunn Palace", "Naschmarkt"}},
	{"Prague", "Czechia", "Prague", 50.0755, 14.4378, []string{"Václavské náměstí 1", "Národní 20"}, []string{"Charles Bridge", "Old Town Square"}},
	{"Milan", "Italy", "Lombardy", 45.4642, 9.19, []string{"Via Montenapoleone 8", "Corso Buenos Aires 33"}, []string{"the Duomo", "Navigli"}},
	{"Oslo", "Norway", "Oslo", 59.9139, 10.7522, []string{"Karl Johans gate 22", "Bogstadveien 30"}, []string{"Vigeland Park", "Aker Brygge"}},
	{"Montreal", "Canada", "Quebec", 45.5017, -73.5673, []string{"1000 Rue Sherbrooke O", "350 Rue Saint-Paul E"}, []string{"Old Montreal", "Mount Royal"}},
	{"Melbourne", "Australia", "Victoria", -37.8136, 144.9631, []string{"120 Collins Street", "200 Bourke Street"}, []string{"Federation Square", "Queen Victoria Market"}},
	{"Istanbul", "Türkiye", "Istanbul", 41.0082, 28.9784, []string{"İstiklal Caddesi 45", "Bağdat Caddesi 300"}, []string{"Grand Bazaar", "Galata Tower"}},
	{"Buenos Aires", "Argentina", "Buenos Aires", -34.6037, -58.3816, []string{"Avenida Corrientes 1200", "Florida 550"}, []string{"La Boca", "Recoleta Cemetery"}},
}

// countryCurrency is the ISO 4217 currency of each country of places.
var countryCurrency = map[string]string{"Portugal": "EUR", "Germany": "EUR", "Spain": "EUR", "France": "EUR", "Netherlands": "EUR",
	"Ireland": "EUR", "Austria": "EUR", "Italy": "EUR", "United Kingdom": "GBP", "United States": "USD", "Canada": "CAD",
	"Japan": "JPY", "Australia": "AUD", "Brazil": "BRL", "Denmark": "DKK", "Kenya": "KES", "Peru": "PEN", "Mexico": "MXN",
	"South Africa": "ZAR", "Singapore": "SGD", "South Korea": "KRW", "Czechia": "CZK", "Norway": "NOK", "Türkiye": "TRY",
	"Argentina": "ARS"}

// convertSide reports whether a currency parameter is one side of a
// conversion (from/to, source/target, base/quote): the two sides differ,
// so neither is simply the scene's money.
func convertSide(name string) bool {
	for _, t := range role.Tokens(name) {
		switch t {
		case "from", "to", "source", "target", "base", "quote", "src", "dst", "dest", "destination", "symbols", "currencies":
			return true
		}
	}
	return false
}

// here returns the scene's place.
func (g *Generator) here() *place {
	if g.sc.place == nil {
		if g.wantsStateCode() {
			g.sc.place = &places[g.statePlace()]
		} else if p, ok := g.homePlace(); ok {
			g.sc.place = p
		} else if fits := g.postalFits(); len(fits) > 0 {
			g.sc.place = &places[fits[g.rng.Intn(len(fits))]]
		} else {
			g.sc.place = &places[g.rng.Intn(len(places))]
		}
	}
	return g.sc.place
}

// person returns the scene's person, drawn on first use.
func (g *Generator) person() (first, last string) {
	if g.sc.first == "" {
		g.sc.first, g.sc.last = g.firstName(), g.lastName()
	}
	return g.sc.first, g.sc.last
}

// org returns the scene's organisation and its domain.
func (g *Generator) org() (name, domain string) {
	if g.sc.org == "" {
		if name, dom, ok := g.kindOrg(); ok {
			g.sc.org, g.sc.orgSlug, g.sc.domain = name, slug(name), dom
			return g.sc.org, g.sc.domain
		}
		g.sc.org = orgNames[g.rng.Intn(len(orgNames))]
		g.sc.orgSlug = slug(g.sc.org)
		g.sc.domain = strings.ReplaceAll(g.sc.orgSlug, "-", "") + []string{".com", ".io", ".dev", ".co"}[g.rng.Intn(4)]
	}
	return g.sc.org, g.sc.domain
}

// personName returns the scene's person for the first name drawn and a
// different person for each further one (a relation's two ends); in a
// knowledge graph, an entity of another type gets a name of that type.
func (g *Generator) personName() string {
	switch g.sc.entType {
	case "organization":
		n, _ := g.org()
		return n
	case "project":
		_, repo := g.project()
		return repo
	case "location":
		return g.city()
	case "event":
		return []string{"Q1 planning offsite", "Launch party", "Team retro", "Board meeting", "Hackathon 2026"}[g.rng.Intn(5)]
	case "document":
		return []string{"Hiring plan 2026", "Security policy", "Onboarding guide", "Pricing memo"}[g.rng.Intn(4)]
	case "concept":
		return []string{"Zero trust", "Event sourcing", "Customer lifetime value", "Remote work"}[g.rng.Intn(4)]
	}
	g.sc.persons++
	if g.sc.persons > 1 {
		return g.firstName() + " " + g.lastName()
	}
	first, last := g.person()
	return first + " " + last
}

// First and last names people have, across languages (gofakeit's lists
// hold rare names that read as random words: "Gay", "Fhirthe").
var (
	firstNames = []string{"Ana", "Maria", "Sofia", "Lucas", "Mateo", "Emma", "Olivia", "Liam", "Noah", "Mia", "Lena", "Jonas", "Leon",
		"Chloe", "Hugo", "Louis", "Camille", "Giulia", "Marco", "Elena", "Pablo", "Lucia", "Carmen", "Daniel", "David", "Sarah",
		"James", "Emily", "Michael", "Jessica", "Priya", "Arjun", "Aisha", "Omar", "Fatima", "Yuki", "Kenji", "Mei", "Wei",
		"Minjun", "Jiwoo", "Amara", "Kwame", "Zara", "Nina", "Tomás", "Ines", "Rui", "Joana", "Erik", "Freya", "Anders",
		"Katarzyna", "Piotr", "Hannah", "Ben", "Grace", "Ethan", "Chen", "Ravi", "Laura", "Paul", "Julia", "Sam", "Alex"}
	lastNames = []string{"Costa", "Silva", "Santos", "Ferreira", "Garcia", "Martinez", "Lopez", "Rossi", "Bianchi", "Müller", "Schmidt",
		"Weber", "Fischer", "Dubois", "Martin", "Bernard", "Smith", "Johnson", "Brown", "Taylor", "Wilson", "Clark", "Walker",
		"Patel", "Sharma", "Khan", "Ali", "Tanaka", "Sato", "Suzuki", "Kim", "Park", "Lee", "Chen", "Wang", "Nguyen", "Okafor",
		"Mensah", "Novak", "Kowalski", "Nowak", "Jensen", "Hansen", "Larsen", "Andersson", "Johansson", "O'Brien", "Murphy",
		"Kelly", "Rodrigues", "Oliveira", "Moreau", "Laurent", "Romano", "Cohen", "Levi", "Haddad", "Ibrahim", "Reyes", "Cruz"}
)

func (g *Generator) firstName() string { return firstNames[g.rng.Intn(len(firstNames))] }
func (g *Generator) lastName() string  { return lastNames[g.rng.Intn(len(lastNames))] }

// handle returns the scene person's username: a login built from their
// name the ways people pick one ("ana-costa", "anacosta", "acosta",
// "ana.costa" is not allowed by most code hosts).
func (g *Generator) handle() string {
	if g.sc.handle == "" {
		first, last := g.person()
		f, l := loginPart(first), loginPart(last)
		g.sc.handle = []string{f + "-" + l, f + l, f[:1] + l, f + "-" + l[:1], f + "-" + l}[g.rng.Intn(5)]
	}
	return g.sc.handle
}

// loginPart folds a name into login characters: lower-case ASCII letters
// ("Müller" → "muller", "O'Brien" → "obrien", "Min-jun" → "minjun").
func loginPart(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		switch {
		case r >= 'a' && r <= 'z':
			b.WriteRune(r)
		case r == 'ü' || r == 'ú':
			b.WriteByte('u')
		case r == 'á' || r == 'ã' || r == 'à':
			b.WriteByte('a')
		case r == 'é' || r == 'è':
			b.WriteByte('e')
		case r == 'í':
			b.WriteByte('i')
		case r == 'ó' || r == 'ö' || r == 'ø':
			b.WriteByte('o')
		}
	}
	if b.Len() == 0 {
		return "user"
	}
	return b.String()
}

// sceneEmail returns the scene person's email at the organisation.
func (g *Generator) sceneEmail() string {
	drawn := g.sc.first == "" // no name of this person said yet
	var a string
	for try := 0; try < 4; try++ {
		first, last := g.person()
		_, dom := g.org()
		f, l := loginPart(first), loginPart(last)
		switch g.rng.Intn(3) {
		case 0:
			a = f + "." + l + "@" + dom
		case 1:
			a = f[:1] + l + "@" + dom
		default:
			a = f + "@" + dom
		}
		if g.sc.fresh(a) || !drawn {
			break
		}
		// A person new to the call whose address was drawn already
		// (a cc of the recipient, one attendee twice) is another one.
		g.sc.newPerson()
	}
	return a
}

// indexOf returns the index of v in xs, or -1.
func indexOf(xs []string, v string) int {
	for i, x := range xs {
		if x == v {
			return i
		}
	}
	return -1
}

// project returns the scene's repository owner and name.
func (g *Generator) project() (owner, repo string) {
	if g.sc.repo == "" {
		if g.rng.Intn(2) == 0 && g.sc.orgAlt == "" {
			g.org()
			g.sc.owner = g.sc.orgSlug
		} else {
			g.sc.owner = g.handle()
		}
		g.sc.repo = repoNouns[g.rng.Intn(len(repoNouns))] + repoTails[g.rng.Intn(len(repoTails))]
		if g.sc.story != 0 && !storyFitsRepo(stories[g.sc.story-1].title, g.sc.repo) {
			g.sc.repo = repoNouns[g.rng.Intn(len(repoNouns))] // a story drawn first: a repository of its kind or none
			for !storyFitsRepo(stories[g.sc.story-1].title, g.sc.repo) {
				g.sc.repo = repoNouns[(indexOf(repoNouns, g.sc.repo)+1)%len(repoNouns)]
			}
		}
	}
	return g.sc.owner, g.sc.repo
}

// city returns the scene's city.
func (g *Generator) city() string { return g.here().city }

// near returns a coordinate of the scene's place, within a few km.
func (g *Generator) near(lat bool) float64 {
	p := g.here()
	j := (g.rng.Float64() - 0.5) * 0.06
	if lat {
		return p.lat + j
	}
	return p.lng + j
}

// realValue returns a realistic string for the role r of the value h
// names. The caller fits lengths and validates.
func (g *Generator) realValue(r *role.Role, h hint) string {
	if s, ok := g.apexValue(h); ok {
		return s
	}
	if r.ID == role.IDPrefixed && r.Pattern != "" && strings.Contains(r.Why, role.PlusDigitsWhy) {
		if s, err := g.regexString(r.Pattern, 0, -1); err == nil {
			return s // "C + 5 digits": C20931, not the bare digits
		}
	}
	if s, ok := g.statedInitials(r, h); ok {
		return s // "Operator initials": NG, not Nina Garcia
	}
	if s, ok := g.a1Stated(h); ok {
		return s // (a chart's "domain range" is cells, not a web domain)
	}
	if s, ok := g.codedPlace(r, h); ok {
		return s
	}
	if s, ok := g.closedKindValue(r, h); ok {
		return s // (a bike brand "such as Trek or Giant" is one of them, not a company)
	}
	if s, ok := g.codeOfKind(r, h); ok {
		return s
	}
	if s, ok := g.selectionValue(h); ok {
		return s
	}
	if s, ok := g.queryExampleValue(h); ok {
		return s
	}
	if s, ok := g.vectorSearchValue(h); ok {
		return s
	}
	if s, ok := g.indexNameValue(h); ok {
		return s
	}
	if s, ok := g.proseValue(h.desc); ok {
		return s
	}
	if s, ok := g.containerValue(h); ok {
		return s
	}
	if s, ok := g.objectTypeValue(r, h); ok {
		return s
	}
	if s, ok := g.graphqlValue(r, h); ok {
		return s
	}
	if s, ok := g.proseExample(r, h); ok {
		return s // (a note written as its description's example, not another trade's)
	}
	if s, ok := g.fromProse(r, h); ok {
		return s
	}
	if s, ok := g.needPhrase(r, h); ok {
		return s
	}
	if s, ok := g.glossaryTerm(r, h); ok {
		return s // (a glossary's term is a word of a trade, not a name)
	}
	if s, ok := g.roleOrgValue(r, h); ok {
		return s // (an insurance carrier is an insurer)
	}
	if s, ok := g.peopleValue(r, h); ok {
		return s
	}
	if s, ok := g.codeHostValue(r, h); ok {
		return s
	}
	if s, ok := g.machineValue(r, h); ok {
		return s
	}
	return g.wordsValue(r, h)
}

// reInitialsDesc matches a description that opens by saying the value is
// someone's initials: "Operator initials", "Excavator initials (2-3
// letters)", "Clinician's initials". One that names initials later ("No
// names, initials or dates of birth") does not match. It is asked of
// every string drawn, so its answers are kept per description (descRe).
var reInitialsDesc = newDescRe(`(?i)^\W*(?:[a-z'’-]+\s+){0,3}initials\b`)

// statedInitials returns a person's initials for a string whose
// description says it takes initials: the two capitals of a drawn
// person's name. Examples that are initials themselves ("Binder
// initials, two or three capital letters such as `AK` or `MJH`") give
// the lengths drawn and are now and then taken as they are; before,
// any example sent the value to a full name ('Chen Smith', now 'CS' or
// 'CRS'). An undescribed key takes what another tool of the server says
// of it.
func (g *Generator) statedInitials(r *role.Role, h hint) (string, bool) {
	d := h.desc
	if d == "" && h.title == "" {
		// a key another tool describes as initials ("eng": "engineer
		// initials") takes them where it is undescribed too
		d = g.opts.Server.Described(h.name)
	}
	if len(r.Values) > 0 || !initialsShaped(r.Examples) || !reInitialsDesc.MatchString(d) {
		return "", false
	}
	switch r.Kind {
	case role.Unknown, role.Person, role.Username, role.Ident, role.Word, role.Text, role.FirstName, role.LastName:
	default:
		return "", false
	}
	first, last := g.person()
	if len(r.Examples) == 0 {
		return first[:1] + last[:1], true
	}
	ex := r.Examples[g.rng.Intn(len(r.Examples))]
	if g.rng.Intn(3) == 0 {
		return ex, true
	}
	if len(ex) == 3 {
		return first[:1] + g.firstName()[:1] + last[:1], true // a middle initial
	}
	return first[:1] + last[:1], true
}

// initialsShaped tells whether every example is a person's initials:
// two or three capital letters ("AK", "MJH"). No examples at all also
// answers true.
func initialsShaped(examples []string) bool {
	for _, e := range examples {
		if len(e) < 2 || len(e) > 3 || strings.ToUpper(e) != e || strings.IndexFunc(e, func(c rune) bool { return c < 'A' || c > 'Z' }) >= 0 {
			return false
		}
	}
	return true
}

// fromProse returns a value the description gives: one of the values of
// an enumeration stated in prose, or, some of the time, one of its
// examples (never for free text and code, whose examples illustrate).
func (g *Generator) fromProse(r *role.Role, h hint) (string, bool) {
	if r.ValuesFromProse && len(r.Values) > 0 {
		return r.Values[g.rng.Intn(len(r.Values))], true
	}
	if len(r.Examples) == 0 || standardID(r.ID) {
		// an ISBN, DOI, EAN, IBAN or card number is drawn by its standard
		// (standardValue): one shaped like the example keeps its digits'
		// form and loses the check digit or the "10." prefix
		return "", false
	}
	switch r.Kind {
	case role.Code:
		if !shortCodes(r.Examples) {
			return "", false
		}
		// a "location code" shown as "LON", "NYC": a code, not a program
		ex := r.Examples[g.rng.Intn(len(r.Examples))]
		if codedExample(ex) && strings.ContainsAny(ex, "0123456789") && g.rng.Intn(4) > 0 {
			// "2027SP": a term, a batch, a lot; each record its own
			return g.fitPattern(g.likeAmong(r.Examples, ex), ex, r.Pattern), true
		}
		return ex, true
	case role.Text, role.SQL, role.Boolean, role.Thought, role.Question, role.Regex, role.URL, role.Title:
		return "", false
	case role.Street:
		// "e.g. 417 Montgomery St": a street of the example's own city,
		// never beside the city drawn for this call (the place's streets)
		return "", false
	case role.Country, role.Region:
		if c, ok := g.placeCodeValue(r); ok && r.Format != "" {
			// a country or state code is the call's place's ("TX" beside
			// Austin), never the description's example ("e.g. OH"), in
			// the examples' case ("e.g. 'us', 'gb'": "ca")
			if strings.ToLower(strings.Join(r.Examples, "")) == strings.Join(r.Examples, "") {
				c = strings.ToLower(c)
			}
			return c, true
		}
		if r.Kind == role.Region && r.Format == "state code" {
			// "e.g. CA, ON, NSW" beside Berlin: the examples are other
			// countries' codes; the place's region in words instead
			return "", false
		}
	}
	exs := notRequests(r.Examples, h.name)
	if r.Kind != role.ID && r.Kind != role.Key {
		// "e.g. 'Acme Corp - 500 Seats Renewal'": a placeholder shows what
		// the value is like, it is never copied nor redrawn (was "Acme Raqx -
		// 100 K48dk D7nbhay"); an id's prefix ("GLS-ACME-001") is its shape
		real := realExamples(exs)
		if len(real) == 0 && len(exs) > 0 && placeholderOrg(exs[0]) && g.rng.Intn(3) == 0 {
			// "Payee display name (e.g., 'Acme Supply Co')": a firm, not
			// the placeholder one, as often as an example is copied
			o, _ := g.org()
			return o, true
		}
		exs = real
	}
	if len(exs) == 0 {
		return "", false
	}
	if plain := withoutPlaceholders(exs); len(plain) > 0 && len(plain) < len(exs) {
		exs = plain // a placeholder ("<id>_…") shows a form, not a value
	}
	exs = codesOnly(exs)
	ex := exs[g.rng.Intn(len(exs))]
	if v, ok := g.fillPlaceholder(ex); ok {
		return v, true // "recXXXXXXXXXXXXXX" shows a shape, never a value
	}
	if v, ok := g.formFill(ex); ok {
		return v, true // "gh/organization/project" shows a form, never a value
	}
	switch r.Kind {
	case role.ID, role.Unknown, role.Ident, role.Word, role.Organisation, role.Key:
		if listedCode(exs, ex) {
			return ex, true // "COD, HAD, MAC": one of the codes there are
		}
		if codedExample(ex) {
			// "like ORD-104233", "e.g. Tier 2": the example shows the
			// shape; one copied into many records reads as a template
			return statedPrefix(g.fitPattern(g.likeAmong(exs, ex), ex, r.Pattern), h.desc), true
		}
		if v, ok := g.smallNumberLike(exs); ok {
			return v, true
		}
	}
	if g.rng.Intn(3) == 0 && (len(exs) > 1 || !clockKind(r.Kind) || g.rng.Intn(3) == 0) {
		// a lone example of a time or a date ("e.g. 06:15", "e.g.
		// '2024-07-13T05:42:00Z'") shows a form the kind's own values
		// share: taken as it is now and then, not in a third of the records
		return statedPrefix(ex, h.desc), true
	}
	return g.keptExample(r, h, ex)
}

// clockKind tells whether k is a date, a time of day or a timestamp:
// kinds drawn anew in any example's form.
func clockKind(k role.Kind) bool {
	return k == role.Date || k == role.Time || k == role.DateTime
}

// keptExample is fromProse's value of role r when the example ex drawn
// from the description is not copied as it is: the example itself for a
// kind nothing else says better, one of its shape, or ok false.
func (g *Generator) keptExample(r *role.Role, h hint, ex string) (string, bool) {
	switch r.Kind {
	case role.Field:
		// a field the description shows ('pods.spec.containers'), not a
		// column of another domain's table
		return ex, true
	case role.Tag:
		if strings.ContainsAny(ex, "0123456789") {
			// a swing tag's code ("OAK-JMP-0412"): another item's of
			// its shape, not the example in every record
			return g.likeExample(ex), true
		}
		if g.areaLex() == nil && !g.workItemTags(h) {
			// a tag of the kind the description shows ("e.g. tech,
			// security"), where no area or piece of work says one
			return ex, true
		}
	case role.Unknown, role.Ident, role.Word:
		// nothing better known than a coded example: a value of its shape
		if strings.ContainsAny(ex, "0123456789") {
			return g.likeExample(ex), true
		}
		if v, ok := g.classValue(r, h); ok {
			// "Drug name, e.g. amoxicillin": other medicines too, not
			// the one example in every record
			return v, true
		}
		if r.Kind != role.Ident {
			// a kind of thing the description lists ("e.g. Tornado
			// Warning, Flood Watch"): nothing else known is of its kind
			return ex, true
		}
	}
	return "", false
}

// codedExample tells whether an example is a code whose digits are
// arbitrary: letters and digits together ("ORD-104233", "Tier 2",
// "SKU-88A1") or a run of four or more digits; a short bare number ("42")
// is a quantity whose size matters.
func codedExample(ex string) bool {
	digits, letters := 0, false
	for _, c := range ex {
		switch {
		case c >= '0' && c <= '9':
			digits++
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			letters = true
		}
	}
	return digits > 0 && letters || digits >= 4
}

// peopleValue covers people, organisations and places.
func (g *Generator) peopleValue(r *role.Role, h hint) (string, bool) {
	f := g.fake
	switch r.Kind {
	case role.Person:
		if strings.EqualFold(h.name, "to") && g.sc.relation != "" {
			// the other end of a relation is what the relation names
			switch g.sc.relation {
			case "works_at", "member_of":
				o, _ := g.org()
				return o, true
			case "located_in":
				return g.city(), true
			case "depends_on":
				_, repo := g.project()
				return repo, true
			}
		}
		return g.personName(), true
	case role.FirstName:
		first, _ := g.person()
		return first, true
	case role.LastName:
		_, last := g.person()
		return last, true
	case role.Username:
		switch r.ID {
		case role.IDSlack:
			return "U0" + strings.ToUpper(f.LetterN(6)) + strconv.Itoa(100+g.rng.Intn(900)), true
		case "":
		default:
			return g.idValue(r, h), true
		}
		return g.handle(), true
	case role.Email:
		return g.sceneEmail(), true
	case role.Phone:
		return f.PhoneFormatted(), true
	case role.Organisation:
		if v, ok := g.brandOfThing(h); ok {
			return v, true
		}
		name, _ := g.org()
		if g.repoTool || containsAny(g.lowerDesc(h.desc), "login", "slug", "handle", "account", "username") {
			// on a code host an organisation is named by its login; an
			// organisation beside a repository's owner is another one (a
			// fork's destination)
			if g.repoTool && g.sc.orgAlt == "" {
				g.sc.orgAlt = slug(orgNames[g.rng.Intn(len(orgNames))])
				if g.sc.orgAlt == g.sc.orgSlug {
					g.sc.orgAlt = slug(orgNames[(g.rng.Intn(len(orgNames)-1)+1+indexOf(orgNames, g.sc.org))%len(orgNames)])
				}
				return g.sc.orgAlt, true
			}
			return g.sc.orgSlug, true
		}
		return name, true
	case role.City:
		return g.city(), true
	case role.Country, role.Region:
		if c, ok := g.placeCodeValue(r); ok {
			return c, true
		}
		if r.Kind == role.Region {
			return g.here().region, true
		}
		if g.rng.Intn(3) == 0 {
			return countries[g.rng.Intn(len(countries))], true
		}
		return g.here().country, true
	case role.Place:
		p := g.here()
		return p.landmarks[g.rng.Intn(len(p.landmarks))], true
	case role.Street:
		p := g.here()
		st := p.streets[g.rng.Intn(len(p.streets))]
		if houseBeside(h.sibs) {
			st = streetName(st) // the house field holds the number
		}
		return st, true
	case role.Address:
		p := g.here()
		var a string
		sights := g.placeLookupOf(h)
		for try := 0; try < 4; try++ {
			if sights && g.rng.Intn(3) == 0 {
				a = p.landmarks[g.rng.Intn(len(p.landmarks))] + ", " + p.city
			} else {
				a = p.streets[g.rng.Intn(len(p.streets))] + ", " + p.city
			}
			if g.sc.fresh(a) {
				break
			}
		}
		return a, true
	case role.Zip:
		v, ok := g.localPostal() // a ZIP of the call's city
		if !ok {
			v = f.Zip()
		}
		return g.postalPart(v, h), true
	case role.Latitude:
		return strconv.FormatFloat(g.near(true), 'f', 4, 64), true
	case role.Longitude:
		return strconv.FormatFloat(g.near(false), 'f', 4, 64), true
	case role.Timezone:
		return timezones[g.rng.Intn(len(timezones))], true
	case role.Currency:
		if c, ok := countryCurrency[g.here().country]; ok && !convertSide(h.name) {
			// the money of the scene's country: an invoice in Lisbon is in EUR
			return c, true
		}
		return currencies[g.rng.Intn(len(currencies))], true
	case role.Language:
		return g.languageValue(r), true
	case role.Money:
		return strconv.FormatFloat(f.Price(1, 500), 'f', 2, 64), true
	}
	return "", false
}

// postalPart returns the first part of postal code v when the parameter
// asks for a part of one: a UK postcode's outward code ("W3" of "W3
// 7JN"), a ZIP's first three digits. A name that says so
// ("postcode_prefix", "outward_code") always takes the part (a prefix was
// given a full postcode); a description that accepts the part beside the
// full code ("full or outward code only") takes either.
func (g *Generator) postalPart(v string, h hint) string {
	byName := hasWord(tokens(h.name), "prefix", "outward", "district", "partial")
	if !byName {
		l := strings.ToLower(h.desc)
		if !containsAny(l, "outward code", "partial postcode", "postcode prefix", "postcode district", "postal district", "zip prefix") ||
			g.rng.Intn(2) == 0 {
			return v
		}
	}
	if i := strings.IndexByte(v, ' '); i > 0 {
		return v[:i]
	}
	if len(v) == 5 && strings.Trim(v, "0123456789") == "" {
		return v[:3]
	}
	return v
}

// languageValue returns a language's code, or two joined as the
// examples join them ("source>target, e.g. en>de-CH": two languages,
// never one).
func (g *Generator) languageValue(r *role.Role) string {
	sep := pairSeparator(r.Examples)
	if sep == "" {
		return languages[g.rng.Intn(len(languages))]
	}
	a := g.rng.Intn(len(languages))
	b := (a + 1 + g.rng.Intn(len(languages)-1)) % len(languages)
	for langBase(languages[b]) == langBase(languages[a]) {
		b = (b + 1) % len(languages) // (not en>en-US)
	}
	return languages[a] + sep + languages[b]
}

// pairSeparator returns the mark every example of a language joins two
// language tags with ("en>de-CH", "en-fr" is no pair: "-" is a tag's own
// mark): ">", "|" or "→"; "" when the examples are no pairs.
func pairSeparator(exs []string) string {
	sep := ""
	for _, e := range exs {
		found := ""
		for _, m := range []string{">", "|", "→"} {
			if a, b, ok := strings.Cut(e, m); ok && a != "" && b != "" && len(a) <= 8 && len(b) <= 8 {
				found = m
			}
		}
		if found == "" || sep != "" && found != sep {
			return ""
		}
		sep = found
	}
	return sep
}

// langBase returns a language tag's language, without its region ("en"
// of "en-US").
func langBase(tag string) string {
	base, _, _ := strings.Cut(tag, "-")
	return base
}

// codeHostValue covers repositories, branches, commits and ids.
func (g *Generator) codeHostValue(r *role.Role, h hint) (string, bool) {
	f := g.fake
	switch r.Kind {
	case role.RepoOwner:
		owner, _ := g.project()
		return owner, true
	case role.RepoName:
		_, repo := g.project()
		return repo, true
	case role.Repo:
		owner, repo := g.project()
		return owner + "/" + repo, true
	case role.Branch:
		if v, ok := g.placeBranch(r); ok {
			return v, true
		}
		return g.branch(h), true
	case role.CommitSHA:
		return f.HexUint128()[2:] + f.HexUint32()[2:], true
	case role.CommitMessage:
		return g.story().commit, true
	case role.ID:
		return g.idValue(r, h), true
	case role.Version:
		return fmt.Sprintf("%d.%d.%d", g.rng.Intn(5), g.rng.Intn(20), g.rng.Intn(10)), true
	case role.Cursor:
		return strings.TrimRight(base64.StdEncoding.EncodeToString([]byte(strconv.FormatInt(g.rng.Int63(), 36))), "="), true
	case role.Channel:
		switch r.ID {
		case role.IDSlack:
			return "C0" + strings.ToUpper(f.LetterN(6)) + strconv.Itoa(100+g.rng.Intn(900)), true
		case "":
		default:
			return g.idValue(r, h), true
		}
		return "#" + channels[g.rng.Intn(len(channels))], true
	case role.MessageTS:
		// a message of the weeks before refDate, in working hours: a
		// thread people still reply to, not one from 2024
		t := g.before()
		return fmt.Sprintf("%d.%06d", t.Unix()+g.rng.Int63n(900), g.rng.Intn(1000000)), true
	}
	return "", false
}

// branch returns a branch name: main, or a topic branch of the scene.
// A base, source or target branch is mostly main; the branch a tool
// creates, and a head branch, is a topic branch.
func (g *Generator) branch(h hint) string {
	r := g.rng
	n := strings.ToLower(h.name)
	topic := func() string {
		if g.textDomain(h) == 'w' {
			// the branch of the call's piece of work: a pull request
			// about dark mode comes from fix/settings-dark-mode
			return g.story().branch
		}
		return []string{"feature/", "fix/", "chore/"}[r.Intn(3)] + slug(workNouns[r.Intn(len(workNouns))])
	}
	switch {
	case containsAny(n, "base", "from", "target", "source", "default"):
		if r.Intn(5) == 0 {
			return "develop"
		}
		return "main"
	case strings.Contains(n, "head") || containsAny(g.topicL, "create_branch", "createbranch", "new_branch"):
		return topic()
	}
	switch r.Intn(5) {
	case 0:
		return []string{"main", "develop"}[r.Intn(2)]
	case 1:
		return fmt.Sprintf("release/v%d.%d", 1+r.Intn(4), r.Intn(10))
	}
	return topic()
}

// idValue returns an identifier following the role's convention.
func (g *Generator) idValue(r *role.Role, h hint) string {
	if r.ID == role.IDPlate {
		return g.plate() // a vehicle's registration: 7KLM294, not 545404
	}
	if r.ID == role.IDAccount {
		// a bank account's 8 to 12 digits, a fuel or loyalty card's 16
		n := 8 + g.rng.Intn(5)
		if r.Format == "card" {
			n = 16
		}
		b := []byte{byte('1' + g.rng.Intn(9))}
		for len(b) < n {
			b = append(b, byte('0'+g.rng.Intn(10)))
		}
		return string(b)
	}
	if v, ok := g.standardValue(r); ok {
		if n, _, stated := role.StatedLength(h.desc); !stated || n == len(v) {
			return v
		}
	}
	if v, ok := g.statedLength(h.desc); ok {
		return v // "14-digit library card number": the stated length wins
	}
	f, rg := g.fake, g.rng
	n := strings.ToLower(h.name)
	switch {
	case placeIDName(h.name) && r.ID != role.IDInteger && r.ID != role.IDIID:
		// a place id as map services issue them: "ChIJ" and 23 URL-safe characters
		const abc = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-"
		b := []byte("ChIJ")
		for i := 0; i < 23; i++ {
			b = append(b, abc[rg.Intn(len(abc))])
		}
		return string(b)
	case nameHasToken(h.name, "connection*") && (r.ID == role.IDOpaque || r.ID == "" || r.ID == role.IDSlug):
		// a connection a client opened is named by its label and a short
		// suffix ("staging" becomes staging-4f2a), not a bare number
		const hex = "0123456789abcdef"
		b := []byte(connLabels[rg.Intn(len(connLabels))] + "-")
		for i := 0; i < 4; i++ {
			b = append(b, hex[rg.Intn(16)])
		}
		return string(b)
	case nameHasToken(h.name, "propert*") && (r.ID == role.IDUUID || r.ID == role.IDOpaque || r.ID == ""):
		// a property of a page or database is named by a short id
		return propertyIDs[rg.Intn(len(propertyIDs))]
	}
	if roomNumber(n, r.ID) || r.ID == role.IDPrefixed && len(r.Examples) == 0 && roomNumber(n, "") {
		return g.doorNumber()
	}
	switch r.ID {
	case role.IDInteger:
		return strconv.Itoa(1000 + rg.Intn(900000))
	case role.IDIID:
		return strconv.Itoa(1 + rg.Intn(400))
	case role.IDUUID:
		return f.UUID()
	case role.IDSHA:
		return f.HexUint128()[2:] + f.HexUint32()[2:]
	case role.IDSlug:
		if v, ok := g.keyName(r); ok {
			return v // a gateway's "bacs", a shipping method's "flat_rate"
		}
		if v, ok := g.groupIDSlug(h); ok {
			return v // a show's "science-weekly", not "bag-clock"
		}
		return slug(g.noun()) + "-" + slug(g.noun())
	case role.IDPrefixed:
		if ex := codedExamples(r.Examples); len(ex) > 0 {
			e := ex[rg.Intn(len(ex))]
			if v, ok := g.fillPlaceholder(e); ok {
				return v
			}
			if wordExample(e) || wordSlugID(e) {
				return e // ("loc_downtown": a word after the prefix, not "loc_8imzlrpz")
			}
			return statedPrefix(g.likeExampleIn(e, r.Pattern), h.desc)
		}
		if r.Pattern != "" {
			if v, err := g.regexString(r.Pattern, 0, -1); err == nil {
				if y, ok := g.patternYears(v, h); ok && matchesPattern(r.Pattern, y) {
					return y
				}
				return v
			}
		}
	case role.IDSnowflake:
		return g.snowflake(n)
	case role.IDObjectID:
		t := refDate.Add(-time.Duration(1+rg.Intn(400*24)) * time.Hour)
		return fmt.Sprintf("%08x%016x", t.Unix(), uint64(rg.Int63()))
	case role.IDKey:
		if len(r.Examples) > 0 {
			return g.likeExampleIn(r.Examples[rg.Intn(len(r.Examples))], r.Pattern)
		}
		return projectKeys[rg.Intn(len(projectKeys))] + "-" + strconv.Itoa(10+rg.Intn(900))
	case role.IDSlack:
		return "C0" + strings.ToUpper(f.LetterN(6)) + strconv.Itoa(100+rg.Intn(900))
	}
	if strings.Contains(r.Why, "description names a code") {
		// a product or part code: letters and digits as a catalogue
		// prints them ("KT-40213"), never words
		return string(rune('A'+rg.Intn(26))) + string(rune('A'+rg.Intn(26))) + "-" + strconv.Itoa(10000+rg.Intn(90000))
	}
	return g.opaqueID(n)
}

// opaqueID returns an id nothing states the shape of: a plain number, as
// most services' ids are, or for a key or a handle (the key of a
// document, the handle of a file) 22 letters and digits. Never a word slug or a typed code: those say
// something about the id that nothing stated. A server whose stated ids
// are uuids has its unstated ids read as uuids (role.Server), so they do
// not come here.
func (g *Generator) opaqueID(name string) string {
	if strings.HasSuffix(name, "key") || strings.HasSuffix(name, "keys") || strings.HasSuffix(name, "handle") || strings.HasSuffix(name, "handles") {
		const abc = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
		b := make([]byte, 22)
		for i := range b {
			b[i] = abc[g.rng.Intn(len(abc))]
		}
		return string(b)
	}
	return strconv.Itoa(1000 + g.rng.Intn(900000))
}

// reIDPrefix finds the prefix a description says an id has: "starts with
// 001", "(005...)".
var reIDPrefix = newDescRe(`(?i)\b(?:starts|begins) with ['"]?([a-z0-9]{2,6})\b|\(([a-z0-9]{2,6})(?:\.\.\.|…)\)`)

// reSpanExample matches an example that is a number with a unit: "7d",
// "24h", "30min", "500ms".
var reSpanExample = regexp.MustCompile(`^[0-9]{1,4}[a-z]{1,3}$`)

// reQtyUnitExample matches an example that is a number, a space and a
// unit, maybe a ratio of units: "2 mg/mL", "250 mg", "5 %", "40 mEq/L".
var reQtyUnitExample = regexp.MustCompile(`^([0-9]{1,5}(?:\.[0-9]{1,3})?)( (?:[a-zA-Zµμ°%]{1,5})(?:/[a-zA-Zµμ]{1,5})?)$`)

// statedPrefix gives v, an id shaped like an example, the prefix desc
// says ids have ("Id of the related Account (starts with 001)", "User Id
// of the owner (005...)"): an account's id is no user's.
func statedPrefix(v, desc string) string {
	if m := reIDPrefix.FindStringSubmatch(desc); m != nil {
		if p := m[1] + m[2]; len(v) > len(p) && !strings.HasPrefix(v, p) {
			return p + v[len(p):]
		}
	}
	return v
}

// withoutPlaceholders returns the examples holding no placeholder in
// angle or curly brackets ("<id>_…", "{owner}/…") and no URL (a page id
// given "e.g. https://…/pages/123456789/Page+Title, 123456789": the URL
// shows where the id comes from, the number is the id).
func withoutPlaceholders(ex []string) []string {
	var out []string
	for _, e := range ex {
		if !strings.ContainsAny(e, "<>{}") && !strings.Contains(e, "://") {
			out = append(out, e)
		}
	}
	return out
}

// codedExamples returns the examples with digits or a placeholder run
// ("05712394621880294617", "appXXXXXXXXXXXXXX"), or all of them when none
// has: "anyoneWithLink" beside a coded example is a keyword the id may
// also be, not a shape to copy.
func codedExamples(ex []string) []string {
	if plain := withoutPlaceholders(ex); len(plain) > 0 && len(plain) < len(ex) {
		// "<id>_20250402T140000Z" beside "7cbh8rpc10lrc0ckih9tafss99": the
		// placeholder shows a form, the other a value to copy
		ex = plain
	}
	n := 0
	for _, e := range ex {
		if strings.ContainsAny(e, "0123456789") || strings.Contains(e, "XXX") {
			n++
		}
	}
	if n == 0 || n == len(ex) {
		return ex
	}
	out := make([]string, 0, n)
	for _, e := range ex {
		if strings.ContainsAny(e, "0123456789") || strings.Contains(e, "XXX") {
			out = append(out, e)
		}
	}
	return out
}

// reWordExample matches an id example that is a keyword or an address,
// not a shape: "primary", "me", "team@group.calendar.google.com".
var reWordExample = regexp.MustCompile(`^[a-z]+$|^[a-z0-9._-]+@[a-z0-9-]+(\.[a-z0-9-]+)+$`)

// wordExample reports whether an id example is taken as it is: a keyword
// the id may be ("primary" calendar) or an address, whose letters drawn
// at random read as nothing ("vjdieax", "team@vywvc.55idv4ao.msahj9").
func wordExample(e string) bool { return reWordExample.MatchString(e) }

// reWordSlugID matches an id of a word prefix, a separator and a body of
// lower-case letters: "loc_downtown", "rg_westeurope".
var reWordSlugID = regexp.MustCompile(`^[A-Za-z]{2,8}[_:-]([a-z]{4,16})$`)

// wordSlugID tells whether an example id's body after its prefix is a
// word ("loc_downtown", "loc_eastside"), not random letters ("cus_qzkvbt"):
// a quarter of its letters or more are vowels and no more than four
// consonants run together ("northgate"). Such an id is copied, as its letters redrawn
// one by one read as noise ("loc_8imzlrpz").
func wordSlugID(e string) bool {
	m := reWordSlugID.FindStringSubmatch(e)
	if m == nil {
		return false
	}
	vowels, run := 0, 0
	for _, c := range m[1] {
		if strings.ContainsRune("aeiouy", c) {
			vowels, run = vowels+1, 0
			continue
		}
		if run++; run > 4 {
			return false
		}
	}
	return vowels*4 >= len(m[1])
}

// projectKeys are the project keys of issue trackers ("ENG-123").
var projectKeys = []string{"ENG", "WEB", "OPS", "API", "MOB", "DATA", "PLAT", "CORE"}

// discordEpoch is where snowflake timestamps count from (2015-01-01 UTC).
const discordEpoch = 1420070400000

// snowflake returns a snowflake id (a millisecond timestamp shifted left
// 22 bits, then worker and sequence bits): a message's is from the weeks
// before refDate, a channel's, guild's, role's or user's from the years
// before, so they read 18 or 19 digits as real ones do.
func (g *Generator) snowflake(name string) string {
	var t time.Time
	if containsAny(name, "message", "before", "after", "around", "reply", "thread") {
		t = g.before()
	} else {
		t = refDate.AddDate(0, 0, -30-g.rng.Intn(7*365))
	}
	ms := t.UnixMilli() + g.rng.Int63n(86400000) - discordEpoch
	return strconv.FormatInt(ms<<22|g.rng.Int63n(1<<22), 10)
}

// connLabels are the labels people give database and service connections.
var connLabels = []string{"staging", "prod", "local", "analytics", "reporting", "dev"}

// connNames are the names people give the database and service
// connections they open.
var connNames = []string{"staging", "prod-replica", "local", "analytics", "reporting", "prod-readonly", "dev", "backup-cluster", "eu-prod", "test-db"}

// propertyIDs are the short ids page and database properties have
// (Notion's "title", "BJXS"): the plain ones a person copies and types,
// not the URL-encoded ones ("Ww%3Cq") only a program passes on.
var propertyIDs = []string{"title", "BJXS", "title", "xKpQ", "Rm2d", "title", "vNqT", "aZ4k"}

// cutEllipsis returns an example id a description shows cut short
// ("res_01HV3K...", "sk_live_…") at its full length: the ellipsis
// dropped and the run after the last separator drawn on, in its own
// characters, to twice its length and at least 12; ok is false for an
// example with no ellipsis at its end, or with nothing before it.
func cutEllipsis(ex string) (string, bool) {
	head, ok := strings.CutSuffix(ex, "...")
	if !ok {
		head, ok = strings.CutSuffix(ex, "…")
	}
	if !ok || len(head) < 3 || strings.ContainsAny(head, " .") {
		return ex, false
	}
	tail := head[strings.LastIndexAny(head, "_-:/")+1:]
	if tail == "" {
		return ex, false
	}
	n := max(2*len(tail), 12)
	b := []byte(head)
	for i := len(tail); i < n; i++ {
		b = append(b, tail[i%len(tail)]) // the run's own characters, redrawn by likeExample
	}
	return string(b), true
}

// reISOWeek matches an ISO week as an example shows one: "2025-W23".
var reISOWeek = regexp.MustCompile(`^20[0-9]{2}-W(0[1-9]|[1-4][0-9]|5[0-3])$`)

// wordCode tells whether ex is a code made of words in capitals and no
// digits ("OLDTOWN-GHOST", "WHISKY-DAY", "AUG_RESIT"): each part three
// letters or more, at least one of four, joined by "-" or "_". Its letters
// are words a person chose, so another code of its shape is not drawn.
func wordCode(ex string) bool {
	parts := strings.FieldsFunc(ex, func(c rune) bool { return c == '-' || c == '_' })
	if len(parts) < 2 {
		return false
	}
	long := false
	for _, p := range parts {
		if len(p) < 3 {
			return false
		}
		for _, c := range p {
			if c < 'A' || c > 'Z' {
				return false
			}
		}
		long = long || len(p) >= 4
	}
	return long
}

// likeExample returns a value shaped like ex: its letter prefix kept,
// other digits and letters redrawn in the same case ("HQ-101" → "HQ-427",
// "evt_1a2b3c4d" → "evt_9f0c7d2e").
func (g *Generator) likeExample(ex string) string {
	if head, ok := cutEllipsis(ex); ok {
		ex = head // "res_01HV3K...": the id goes on; its shape is drawn to its full length
	}
	if v, ok := g.a1Range(ex); ok {
		return v
	}
	if wordCode(ex) {
		return ex // "OLDTOWN-GHOST": words, not letters to redraw ("OLDTOWN-KZQDZ")
	}
	if v, ok := g.munsellLike(ex); ok {
		return v // "10YR 4/3": a chart colour, not "10HQ 7/2"
	}
	if reISOWeek.MatchString(ex) {
		// "2025-W23": an ISO week, its W kept (it was "2025-P30")
		y, w := g.when().ISOWeek()
		return fmt.Sprintf("%d-W%02d", y, w)
	}
	if v, ok := g.periodLike(ex); ok {
		return v // "2024-Q3": a quarter, its Q kept (it was "2025-D8")
	}
	if v, ok := g.typedURI(ex); ok {
		return v
	}
	b := []byte(ex)
	if m := reQtyUnitExample.FindStringSubmatch(ex); m != nil {
		// "2 mg/mL", "0.5 %": the number redrawn, the unit kept (its
		// letters redrawn read "9 eq/fE")
		return g.likeExample(m[1]) + m[2]
	}
	if reSpanExample.MatchString(ex) {
		// "7d", "24h", "30min": a number and its unit, the unit kept
		i := 0
		for i < len(b) && b[i] >= '0' && b[i] <= '9' {
			b[i] = byte('0' + g.rng.Intn(10))
			if i == 0 && b[i] == '0' {
				b[i] = '1'
			}
			i++
		}
		return string(b)
	}
	if x := strings.Index(ex, "XXX"); x >= 0 {
		// a placeholder ("appXXXXXXXXXXXXXX"): the prefix kept, each X
		// a letter or digit
		const abc = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
		for i := x; i < len(b); i++ {
			if b[i] == 'X' {
				b[i] = abc[g.rng.Intn(len(abc))]
			}
		}
		return string(b)
	}
	if wordyExample(ex) {
		return g.redrawNameDigits(ex) // "Q4 sales kickoff lunch": a name in words, its words kept
	}
	if v, ok := g.measureWords(ex); ok {
		return v // "134C 3min porous": a setting in measures, its units kept
	}
	i := 0
	for i < len(b) && (b[i] >= 'a' && b[i] <= 'z' || b[i] >= 'A' && b[i] <= 'Z') {
		i++
	}
	if i == len(b) {
		i = 0
	}
	keep := wordSegments(ex)
	for ; i < len(b); i++ {
		if keep[i] {
			continue // "rcp_pale_04": the word kept (it was "rcp_k1te_04")
		}
		switch c := b[i]; {
		case c >= '0' && c <= '9':
			b[i] = byte('0' + g.rng.Intn(10))
			if c != '0' && (i == 0 || b[i-1] < '0' || b[i-1] > '9') {
				// a number that does not open with 0 in the example
				// does not in the value: node "1:2" is never "09:2218"
				b[i] = byte('1' + g.rng.Intn(9))
			}
		case c >= 'a' && c <= 'f':
			b[i] = "0123456789abcdef"[g.rng.Intn(16)]
		case c >= 'a' && c <= 'z':
			b[i] = byte('a' + g.rng.Intn(26))
		case c >= 'A' && c <= 'Z':
			b[i] = byte('A' + g.rng.Intn(26))
		}
	}
	g.keepYears(ex, b)
	return siblingWord(ex, string(b), keep)
}

// wordSegments marks the bytes of ex that belong to a lower-case word
// between separators after its first segment ("pale" of "rcp_pale_04"),
// when ex also holds a digit: the digits are what varies, and the word
// redrawn letter by letter reads as noise ("rcp_k1te_04"). A space
// separates too: "wind/sea, e.g. SW6 rough" is "SW3 rough", not "SW9
// akjpi". nil when ex holds no such word.
func wordSegments(ex string) map[int]bool {
	if !strings.ContainsAny(ex, "0123456789") {
		return nil
	}
	var keep map[int]bool
	start, seg := 0, 0
	for i := 0; i <= len(ex); i++ {
		if i < len(ex) && !strings.ContainsRune("_-./: ", rune(ex[i])) {
			continue
		}
		w := ex[start:i]
		if seg > 0 && len(w) >= 3 && len(w) <= 10 && strings.Trim(w, "abcdefghijklmnopqrstuvwxyz") == "" && strings.ContainsAny(w, "aeiouy") {
			if keep == nil {
				keep = map[int]bool{}
			}
			for j := start; j < i; j++ {
				keep[j] = true
			}
		}
		start, seg = i+1, seg+1
	}
	return keep
}

// reRoomNumber matches the names of a room's, cabin's or suite's number
// ("room_number", "roomNo", "cabin_no", "suite_number", a list's
// "roomNumbers"): the number on its door.
var reRoomNumber = regexp.MustCompile(`^(room|cabin|suite|hotel_?room|apartment|flat)_?(numbers?|nums?|nos?|nrs?)$`)

// roomNumber reports whether an identifier named n (lower case) is the
// number on a room's door rather than a database row: a name of a room
// with a number head, whose convention is a plain number or unknown, or
// a bare room whose convention is a number.
func roomNumber(n string, id role.IDConvention) bool {
	if id != role.IDInteger && id != role.IDOpaque && id != "" {
		return false
	}
	if id == role.IDInteger && (n == "room" || n == "cabin" || n == "suite") {
		return true // a bare "room" its description says is a number
	}
	return reRoomNumber.MatchString(strings.ReplaceAll(n, "-", "_"))
}

// doorNumber returns the number on a room's door: a room a person walks
// to is numbered by floor (214, 1207), not 0073 or 7437.
func (g *Generator) doorNumber() string {
	return strconv.Itoa((1+g.rng.Intn(12))*100 + 1 + g.rng.Intn(40))
}

// placeLookup reports whether an address parameter may name a landmark
// ("the Louvre, Paris"): the tool finds, maps or routes to places, and
// the address is not one of premises (a property's, a customer's, a
// delivery's or a mailing address), which is always a street address.
func (g *Generator) placeLookup(h hint) bool {
	own := strings.ToLower(h.name + " " + h.desc + " " + h.parent)
	if containsAny(own, "street", "property", "premises", "home", "billing", "shipping", "delivery", "mailing",
		"forwarding", "postal", "customer", "residential", "business", "office", "site", "pickup", "dropoff", "full") {
		return false
	}
	t := strings.ToLower(g.opts.Topic + " " + g.opts.About + " " + own)
	return containsAny(t, "geocod", "direction", "route", "map", "place", "nearby", "distance", "locat", "travel", "visit", "search", "find")
}
