package role

import (
	"regexp"
	"strconv"
	"strings"
)

// tradeAreaCues are the domains of businesses that deal in physical goods
// and services (freight, a wine shop, a plumber, a parking office, a box
// office, an insurer, a car rental, a gym), read like areaCues. Without
// them such servers name no area, or the wrong one from a passing word
// (a wine "flight" is no air travel, a parking "citation" no paper), and
// their free text falls back to another domain's.
var tradeAreaCues = []struct {
	dom  Area
	cues string
}{
	{"logistics", "freight:5 shipment:4 shipper:4 consignee:5 trucking:5 pallet:4 reefer:5 flatbed:5 drayage:5 ltl:5 ftl:5 hazmat:4 courier:4 " +
		"carrier:2 dispatch:2 warehouse:3 parcel:3 load:1 lane:1 broker:2 brokerage:3 haul:3 hauler:4 trucker:5 truckload:5 commodity:2 bol:4"},
	{"beverage", "wine:5 winery:5 varietal:5 vintage:4 sommelier:5 tasting:3 cellar:3 bottle:2 brewery:5 beer:4 spirits:4 whiskey:5 whisky:5 " +
		"cocktail:4 liquor:5 abv:4 vineyard:5 grape:3 cider:4 sake:4 riesling:5 merlot:5 chardonnay:5 taproom:5 brewpub:5"},
	{"parking", "parking:5 citation:3 permit:3 meter:2 tow:4 towing:5 plate:3 violation:3 garage:1 curbside:3 municipal:3 residential:1"},
	{"fieldservice", "technician:5 plumbing:5 plumber:5 electrician:5 furnace:5 boiler:5 appliance:3 hvac:3 dispatch:2 job:1 repair:2 " +
		"install:2 installation:2 onsite:3 leak:3 warranty:2 homeowner:3 drain:3 water:1 heater:2"},
	{"events", "venue:4 concert:5 festival:5 seat:3 admission:4 ticketing:5 performer:4 showtime:5 gig:4 boxoffice:5 usher:5 stage:1 ticket:1 tour:1"},
	{"insurance", "insurance:5 policyholder:5 claim:3 premium:3 deductible:5 underwriting:5 underwriter:5 insurer:5 adjuster:5 coverage:3 " +
		"policy:2 insured:4 claimant:5 reserve:1 peril:4 subrogation:5"},
	{"automotive", "vehicle:3 car:3 mileage:4 odometer:5 vin:5 dealership:5 tire:3 fleet:2 suv:5 sedan:5 minivan:5 convertible:3 " +
		"rental:1 renter:3 fuel:2 branch:1 drop-off:1"},
	{"gym", "gym:5 yoga:5 pilates:5 barre:5 spin:3 studio:2 instructor:3 trainer:3 membership:2 workout:1 class:1 member:1 check-in:1"},
}

// tradeAreaPhrases are two-word cues of the trade domains.
var tradeAreaPhrases = map[string][]cue{
	"work order": {{"fieldservice", 3}}, "service call": {{"fieldservice", 5}}, "job site": {{"fieldservice", 4}},
	"rate confirmation": {{"logistics", 5}}, "bill lading": {{"logistics", 5}}, "tasting room": {{"beverage", 5}},
	"box office": {{"events", 5}}, "parking permit": {{"parking", 5}}, "seat map": {{"events", 5}},
	"rental car": {{"automotive", 5}}, "car rental": {{"automotive", 5}}, "insurance claim": {{"insurance", 5}},
	"fitness studio": {{"gym", 5}}, "class pack": {{"gym", 4}},
}

// moreCues are cue words added to areaCues' own domains: a restaurant's
// tables and waitlist are food, a vet's patients health, a registrar's
// terms education.
var moreCues = map[Area]string{
	"food":      "restaurant:3 dining:4 diner:4 seating:4 waitlist:2 bistro:5 reservation:1",
	"health":    "veterinary:5 vet:4 pet:3 canine:5 feline:5 vaccine:3",
	"education": "registrar:5 semester:4 syllabus:5 prerequisite:4 transcript:2 credit:1 section:1 waitlist:1",
}

func init() {
	add := func(dom Area, cues string) {
		for f := range strings.FieldsSeq(cues) {
			word, w, _ := strings.Cut(f, ":")
			n, _ := strconv.Atoi(w)
			areaWords[word] = append(areaWords[word], cue{dom, n})
		}
	}
	for _, d := range tradeAreaCues {
		areaCues = append(areaCues, d)
		add(d.dom, d.cues)
	}
	for dom, cues := range moreCues {
		add(dom, cues)
	}
	for p, cs := range tradeAreaPhrases {
		areaPhrases[p] = append(areaPhrases[p], cs...)
	}
}

// softwareAreas are the domains whose work is software or office work
// on computers: their free text (an issue, a commit, a page, a meeting)
// fits them.
var softwareAreas = map[Area]bool{"software": true, "devops": true, "database": true, "observability": true, "projects": true,
	"browser": true, "design": true, "docs": true, "files": true, "analytics": true, "security": true, "websearch": true,
	"support": true, "chat": true, "email": true, "calendar": true}

// minLeadScore is the score the best domain needs to be a server's
// lead: more than a word or two in passing (a test server's "echo a
// message" leans nowhere).
const minLeadScore = 8

// Lead returns the domain scoring best, at least minLeadScore, whatever
// its margin over the next, and its score; "" and 0 when none scores that
// much.
func (r *AreaReader) Lead() (Area, int) {
	best := minLeadScore - 1
	var dom Area
	for _, d := range areaCues {
		if s := r.scoreOf(d.dom); s > best {
			best, dom = s, d.dom
		}
	}
	if dom == "" {
		return "", 0
	}
	return dom, best
}

// Software tells whether the domain is software or office work on
// computers, whose free text (an issue, a commit, a page, a meeting)
// fits it.
func (a Area) Software() bool { return softwareAreas[a] }

// AboutSoftware tells whether the server's words lean towards software
// or office work on computers (its best scoring domain is one, named or
// not), or towards nothing, where text about code, pages and meetings
// fits; false for a server whose words are about goods, services or
// people's errands, also when they name none of those domains strongly
// enough to lead (a wedding planner's venues and guests). True for a nil
// server.
func (s *Server) AboutSoftware() bool {
	return s == nil || s.lead == "" && !s.elsewhere || softwareAreas[s.lead]
}

// Lead returns the domain the server's words lean to most, named by
// Area or not, and its score ("" and 0 when none stands out enough, and
// for a nil server).
func (s *Server) Lead() (Area, int) {
	if s == nil {
		return "", 0
	}
	return s.lead, s.leadScore
}

// codeAreas are the domains whose things live in code, on machines or in
// documents on computers: a repository's issues and builds, a database's
// indexes, a page's console. Reasons and searches about CI, merges and
// failing queries fit their tools only. The value is true for a domain
// that is code whatever its words (a repository, a cluster, a log), false
// for one that is office work on computers as often (a table, a project
// board, a document archive, a design): there code text fits only when the
// words speak of software work (codeWork).
var codeAreas = map[Area]bool{"software": true, "devops": true, "observability": true, "security": true,
	"browser": true, "database": false, "projects": false, "design": false, "docs": false, "files": false}

// codeQueryCue matches words of code: a query language or a database
// engine, where slow queries and indexes are the text people write, or a
// programming language a tool runs or writes. A table of records people
// keep (a base, a sheet) or a document archive names none.
var codeQueryCue = regexp.MustCompile(`(?i)\b(\w*sql|postgres\w*|sqlite|mongo\w*|redis|elasticsearch|javascript|typescript|python|golang)\b`)

// codeWork tells whether a tool in an area of office work on computers
// (codeAreas false) works on code: its server, or its own words when read
// alone, speak of software work (a sprint, a bug, a repository), of a
// database that code talks to or of a programming language.
func codeWork(words string, s *Server) bool {
	if s == nil {
		return true
	}
	return s.codeTasks || s.codeQueries || codeTracker(words) || codeQueryCue.MatchString(words)
}

// ToolAboutCode tells whether a tool works on code or the machines and
// documents around it, so that a request's context about CI, merges,
// slow queries or a server restart fits it: its own name and description
// lean to such a domain, or name none but a code host's thing (get_issue;
// an issue, a build or a pipeline only on a server with other signs of
// software work, see NamesCodeThing), or its server leans to one. A
// bike-share station's status and a clinical trial's adverse events are
// no code (blind raters saw "CI has to be green before I merge." before a
// station's status); a tool read alone (s nil) whose words lean nowhere
// keeps the code reading.
func ToolAboutCode(name, title, description string, s *Server) bool {
	r := NewAreaReader()
	r.Read(name, 2)
	r.Read(title, 2)
	r.Read(description, 1)
	if lead, _ := r.Lead(); lead != "" {
		return codeLead(lead, name+" "+title+" "+description, s)
	}
	if ts := Tokens(name); !OpensOnVerb(ts) && NamesCodeThing(name, s) {
		return true
	}
	if s == nil {
		return true
	}
	return codeLead(s.lead, name+" "+title+" "+description, s)
}

// CodeWork tells whether the server works on code as a whole: it leans to
// a domain of code (a repository, a cluster, logs), or its words speak of
// software work or of a database code talks to, or a tool of it names a
// code host's thing (an issue). False for a base of records, a document
// archive, a to-do app or a mailbox that says none of that; true for a nil
// server.
func (s *Server) CodeWork() bool {
	return s == nil || codeAreas[s.lead] || s.codeTasks || s.codeQueries || s.codeThings
}

// codeLead tells whether a tool whose words (or server) lead to area
// works on code: always in a domain of code, in one of office work on
// computers only when codeWork says so, never elsewhere.
func codeLead(area Area, words string, s *Server) bool {
	strong, ok := codeAreas[area]
	return ok && (strong || codeWork(words, s))
}

// OfficeWork tells whether the server's work is no code work (CodeWork
// false) and no team's wiki or chat: a base, a sheet, a to-do app, a
// document archive, a mailbox, a CMS. A team's pages and messages tell
// the team's own story, software work among others.
func (s *Server) OfficeWork() bool {
	return s != nil && s.lead != "docs" && s.lead != "chat" && !s.CodeWork()
}
