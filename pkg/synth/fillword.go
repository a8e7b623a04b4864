package synth

import (
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// A string parameter no role covers still says, by its own words, what
// it takes: a schedule described as a cron expression takes "0 2 * * *",
// a declination "+DD:MM:SS" takes "+41:16:09", a "fromLine" a line
// number, a "nightOf" a date, an "address line1" a street, a "seat"
// "F12", a "courtroom" "Courtroom 3", a "purpose" a few words. fillWord
// reads those words before a plain filler word ("general", "standard")
// is taken, which raters read as a placeholder.

// cronExprs are schedules in cron's five fields.
var cronExprs = []string{"0 2 * * *", "*/15 * * * *", "0 9 * * 1-5", "30 6 * * *", "0 0 1 * *", "0 */6 * * *", "0 18 * * 5"}

// logLevels are the levels of a log, least severe first.
var logLevels = []string{"debug", "info", "warn", "error"}

// aiProviders are providers of language models.
var aiProviders = []string{"openai", "anthropic", "cohere", "google", "mistral"}

// venueSections are the sections of a hall or stadium tickets are sold for.
var venueSections = []string{"Orchestra", "Mezzanine", "Balcony", "Section 104", "Floor", "Upper Circle", "Section 212", "Box B"}

// numberedHeads are places and slots numbered within a premises, beyond
// berthHeads: "Room 204", "Courtroom 3", "Zone C".
var numberedHeads = map[string]bool{"room": true, "courtroom": true, "chamber": true, "slot": true, "lane": true, "zone": true,
	"ward": true, "bed": true, "table": true, "booth": true, "desk": true, "station": true, "aisle": true, "shelf": true,
	"rack": true, "bin": true, "cage": true, "kennel": true, "chair": true, "court": true, "field": true, "track": true}

// namedRooms are names people give the rooms of a building: meeting,
// function and teaching rooms.
var namedRooms = []string{"Boardroom", "Oak Room", "Conference Room B", "Huddle Room 2", "Garden Room", "Training Room 1",
	"Harbour Room", "Studio 3"}

// lettered numbered places take a letter rather than a number.
var letteredHeads = map[string]bool{"zone": true, "aisle": true, "ward": true}

// textHeads are last name tokens of a few words a person writes, beyond
// textName's: a memo, a caption, the purpose of a booking.
var textHeads = map[string]bool{"memo": true, "caption": true, "rationale": true, "justification": true, "problem": true,
	"symptoms": true, "symptom": true, "complaint": true, "observations": true, "findings": true}

// faultHeads are last name tokens of what is wrong with a thing.
var faultHeads = map[string]bool{"problem": true, "issue": true, "symptom": true, "symptoms": true, "complaint": true,
	"damage": true, "fault": true, "defect": true}

// physicalFaults are what goes wrong with a thing people use.
var physicalFaults = []string{"Stopped working after ten minutes of use", "Cracked housing near the handle",
	"Missing two parts from the case", "Makes a grinding noise when running", "Battery no longer holds a charge",
	"Won't turn on", "Bent blade", "Power cord is frayed"}

// aimHeads are last name tokens of what something is for: a booking's
// purpose, a search's intent.
var aimHeads = map[string]bool{"purpose": true, "intent": true, "objective": true, "goal": true, "motivation": true, "aim": true}

// byHeads are last name tokens of a person who does something: the one
// a treatment is applied by, the payer of a fine.
var byHeads = map[string]bool{"applicator": true, "payer": true, "inspector": true, "technician": true, "judge": true,
	"examiner": true, "reviewer": true, "approver": true, "signer": true, "witness": true, "driver": true, "operator": true,
	"instructor": true, "coach": true, "tutor": true, "officer": true, "clerk": true, "recipient": true, "requester": true,
	"party": true, "plaintiff": true, "defendant": true, "claimant": true, "guarantor": true, "beneficiary": true}

// oneOfList matches a description listing the values a parameter takes:
// "one of u, g, r, i, z or OIII", "either morning or afternoon".
var oneOfList = regexp.MustCompile(`(?i)\b(?:one of|either|can be|may be|values?:?|options?:)\s+((?:[\w+-]+,\s*)*[\w+-]+,?\s+(?:or|and)\s+[\w+-]+)`)

// leadingChoice matches a description opening on two alternatives and
// the noun they qualify: "Morning or afternoon session".
var leadingChoice = regexp.MustCompile(`^\s*([A-Za-z]+) or ([A-Za-z]+)(?: ([a-z]+))?\s*\.?\s*$`)

// sexagesimal matches a stated sexagesimal format: "+DD:MM:SS",
// "HH:MM:SS.s", "DD MM SS".
var sexagesimal = regexp.MustCompile(`([+±-]?)(DD|HH|hh)([: ])MM(?:[: ]SS(\.s+)?)?`)

// fillWord returns a value of the kind a string parameter's name and
// description say, for a parameter no role covers; ok is false when they
// say none.
func (g *Generator) fillWord(h hint) (string, bool) {
	ts := tokens(h.name)
	if len(ts) == 0 {
		return "", false
	}
	if h.desc == "" && h.title == "" {
		h.desc = g.opts.Server.Described(h.name) // what another tool says of it
	}
	ex, exOK, lone := g.statedChoice(h)
	if exOK && (!lone || g.rng.Intn(3) == 0) {
		return ex, true
	}
	if v, ok := g.statedFormat(h); ok {
		return v, true
	}
	if v, ok := g.numberLike(h, ts); ok {
		return v, true
	}
	if v, ok := g.whenLike(h, ts); ok {
		return v, true
	}
	if v, ok := g.placeLike(h, ts); ok {
		return v, true
	}
	if v, ok := g.wordOfHead(h, ts); ok {
		return v, true
	}
	if v, ok := g.kindOfHead(h, ts); ok && !exOK {
		return v, true
	}
	// a lone example, copied into every call, reads as a template: it is
	// taken only where nothing else says the kind of value, and one with
	// digits (an id, "BNSF 472211") is redrawn in its shape
	if exOK && lone && strings.ContainsAny(ex, "0123456789") {
		return g.likeExample(ex), true
	}
	return ex, exOK
}

// statedChoice returns one of the values a description lists or gives as
// examples ("one of SE50, PE50 or PE150", "e.g. Mus musculus", "Morning
// or afternoon session"); lone says it is the one example given.
func (g *Generator) statedChoice(h hint) (v string, ok, lone bool) {
	if m := oneOfList.FindStringSubmatch(h.desc); m != nil {
		var vals []string
		for _, p := range listSep.Split(m[1], -1) {
			if p = strings.TrimSpace(p); p != "" {
				vals = append(vals, p)
			}
		}
		if len(vals) >= 2 {
			return vals[g.rng.Intn(len(vals))], true, false
		}
	}
	if m := leadingChoice.FindStringSubmatch(h.desc); m != nil && (m[3] == "" || mentions(strings.Join(sharedTokens(h.name), " "), m[3])) &&
		!namesItself(h.name, m[1], m[2]) {
		// the two qualify the parameter's own noun ("Morning or afternoon
		// session" of a session), not a person ("Attorney or party submitting")
		return strings.ToLower(m[1+g.rng.Intn(2)]), true, false
	}
	if ex := notRequests(role.ExamplesOf(h.desc), h.name); len(ex) > 0 {
		return ex[g.rng.Intn(len(ex))], true, len(ex) == 1
	}
	if ex := bareExampleList(h.desc, h.name); len(ex) > 1 {
		return ex[g.rng.Intn(len(ex))], true, false
	}
	if m := bareExample.FindStringSubmatch(h.desc); m != nil && len(strings.Fields(m[1])) <= 4 && !requestLike(m[1], h.name) {
		return strings.TrimSpace(m[1]), true, true
	}
	if codes := glossedCodes(h.desc); len(codes) > 0 {
		return codes[g.rng.Intn(len(codes))], true, false
	}
	if v, ok := g.aboutList(h); ok {
		return v, true, false
	}
	return "", false, false
}

// namesItself tells whether two alternatives a description opens on
// describe the parameter rather than list its values: one of them is the
// parameter's own noun ("Artist or maker" of a maker, "Oven number or
// name" of an oven), so either is a kind of thing, not a value.
func namesItself(name string, alts ...string) bool {
	ts := tokens(name)
	for _, a := range alts {
		a = strings.ToLower(a)
		if slices.Contains(ts, a) || slices.Contains(ts, singular(a)) {
			return true
		}
	}
	return false
}

// listSep separates the values of a listed enumeration.
var listSep = regexp.MustCompile(`,\s*|\s+(?:or|and)\s+`)

// bareExampleRun matches the words a description gives after "e.g.",
// "for example" or "such as", unquoted, to the end of its sentence.
var bareExampleRun = regexp.MustCompile(`(?i)\b(?:e\.g\.|for example|such as)[:,]?\s+([A-Za-z0-9][\w .,+'-]*?)\s*(?:[;)]|\.\s|\.?$)`)

// bareExampleList returns the values an unquoted list of examples names
// ("e.g. whitetail deer, wood duck, largemouth bass" → the three), each
// of at most four words and no request (requestLike); nil when the words
// after "e.g." are one value, so one example is not taken for the only
// one: a taxidermy job filter's "species" described so was "whitetail
// deer" one time in three and the tree "Norway spruce" (read off "wood
// duck") otherwise.
func bareExampleList(desc, name string) []string {
	m := bareExampleRun.FindStringSubmatch(desc)
	if m == nil || !strings.Contains(m[1], ",") {
		return nil
	}
	var out []string
	for _, p := range listSep.Split(m[1], -1) {
		p = strings.TrimSpace(p)
		alt, or := strings.CutPrefix(p, "or ")
		if or && formPhrase(alt) {
			// "e.g. Pipistrellus pygmaeus, or common name": the words
			// after ", or" name another form of the value, not one
			continue
		}
		if or {
			p = alt // "red, green, or blue": the list's last item
		}
		if p == "" || len(strings.Fields(p)) > 4 || requestLike(p, name) {
			return nil
		}
		out = append(out, p)
	}
	if len(out) < 2 {
		return nil
	}
	return out
}

// formNouns are the last words of a phrase that names a form a value can
// take ("common name", "its code", "the full ID") rather than a value.
var formNouns = map[string]bool{"name": true, "names": true, "id": true, "ids": true, "code": true, "codes": true,
	"number": true, "numbers": true, "title": true, "label": true, "abbreviation": true, "symbol": true,
	"identifier": true, "reference": true, "alias": true, "nickname": true, "handle": true, "slug": true, "key": true}

// formPhrase tells whether p, lower-case words, names a form of a value
// ("common name", "its ID", "the full code"): a description that adds it
// after its examples ("e.g. X, or common name") says what else the value
// may be, it gives no value.
func formPhrase(p string) bool {
	w := strings.Fields(p)
	if len(w) == 0 || len(w) > 3 || !formNouns[strings.ToLower(w[len(w)-1])] {
		return false
	}
	for _, x := range w[:len(w)-1] {
		if x != strings.ToLower(x) {
			return false
		}
	}
	return true
}

// bareExample matches an example a description gives unquoted, up to the
// end of its clause: "Scientific name, e.g. Mus musculus".
var bareExample = regexp.MustCompile(`(?i)\b(?:e\.g\.|for example|such as)[:,]?\s+([A-Za-z0-9][\w .+-]*?)\s*(?:[,;)]|\.\s|\.?$| or )`)

// statedFormat returns a value of the format a description states in
// letters: a date for "YYYY-MM-DD", a time for "HH:MM", an angle for
// "+DD:MM:SS", a cron expression where it says cron.
func (g *Generator) statedFormat(h hint) (string, bool) {
	d := h.desc
	l := strings.ToLower(d + " " + h.name)
	switch {
	case strings.Contains(l, "cron"):
		return cronExprs[g.rng.Intn(len(cronExprs))], true
	case strings.Contains(d, "YYYY-MM-DD") || strings.Contains(d, "yyyy-mm-dd"):
		return g.whenFor(h).Format("2006-01-02"), true
	}
	m := sexagesimal.FindStringSubmatch(d)
	if m == nil {
		return "", false
	}
	rg := g.rng
	sep := m[3]
	if m[2] == "DD" {
		sign := ""
		if m[1] != "" {
			sign = []string{"+", "-"}[rg.Intn(2)]
		}
		return sign + two(rg.Intn(80)) + sep + two(rg.Intn(60)) + sep + two(rg.Intn(60)), true
	}
	v := two(rg.Intn(24)) + sep + two(rg.Intn(60))
	if strings.Count(m[0], "SS") > 0 {
		v += sep + two(rg.Intn(60))
		if m[4] != "" {
			v += "." + strconv.Itoa(rg.Intn(10))
		}
	}
	return v, true
}

// two returns n in two digits.
func two(n int) string {
	if n < 10 {
		return "0" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// lineRangeWords in a parameter's or tool's words say a from or to is a line
// of a file or log.
var lineRangeWords = []string{"line", "lines", "source", "blame", "code", "file", "log", "logs"}

// numberLike returns the digits of a string parameter that counts or
// numbers: a page, a page size, an offset, a line number (a range of
// lines from and to agree); ok is false for other names.
func (g *Generator) numberLike(h hint, ts []string) (string, bool) {
	rg := g.rng
	last := ts[len(ts)-1]
	words := strings.ToLower(h.name + " " + h.desc + " " + g.opts.Topic)
	switch {
	case last == "page" && len(ts) == 1 || last == "page" && ts[0] == "page":
		return strconv.Itoa(1 + rg.Intn(4)), true
	case last == "size" && ts[0] == "page" || last == "limit" || last == "per" || ts[0] == "per":
		return []string{"20", "25", "50", "100"}[rg.Intn(4)], true
	case last == "offset" || last == "skip":
		return strconv.Itoa(20 * (1 + rg.Intn(5))), true
	case last == "line" || last == "lines" || last == "lineno":
	case (last == "from" || last == "to" || last == "start" || last == "end") && textHas(words, lineRangeWords...) &&
		!textHas(words, "date", "time", "day", "timestamp"):
	default:
		return "", false
	}
	if (slices.Contains(ts, "to") || slices.Contains(ts, "end") || slices.Contains(ts, "until")) && g.sc.lineFrom > 0 {
		return strconv.Itoa(g.sc.lineFrom + 20 + 10*rg.Intn(8)), true
	}
	g.sc.lineFrom = 1 + 10*rg.Intn(40)
	return strconv.Itoa(g.sc.lineFrom), true
}

// whenLike returns a date for a string parameter whose name says a day
// ("nightOf", "resume_on", "day", "serve_date") and a time of day for a
// start or an end beside a date ("serve_start" of an event on a date).
func (g *Generator) whenLike(h hint, ts []string) (string, bool) {
	last := ts[len(ts)-1]
	d := g.lowerDesc(h.desc)
	first := ts[0]
	switch {
	case last == "date" || last == "day" || last == "night" || first == "night" || first == "day" && len(ts) > 1 ||
		last == "on" && len(ts) > 1 || last == "of" && len(ts) > 1 || textHas(d, "date"):
		return g.whenFor(h).Format("2006-01-02"), true
	case last == "start" || last == "end" || last == "begin" || last == "finish":
		if textHas(d, "time") || textHas(h.sibs, "date", "day") {
			return g.when().Format("15:04"), true
		}
		return g.whenFor(h).Format("2006-01-02"), true
	}
	return "", false
}

// placeLike returns a street for an address's first line, a flat or
// floor for its later lines, a seat for a seat, a section of a hall, a
// numbered place for a room or a slot, a named premises for a yard or
// a warehouse.
func (g *Generator) placeLike(h hint, ts []string) (string, bool) {
	rg := g.rng
	last := ts[len(ts)-1]
	addr := strings.Contains(strings.ToLower(h.name+" "+h.parent+" "+h.desc), "address") || containsAny(h.name, "street")
	switch {
	case addr && (last == "line1" || last == "1" && len(ts) > 1 && ts[len(ts)-2] == "line" || last == "street"):
		return g.peopleValue(&role.Role{Kind: role.Street}, h)
	case addr && (strings.HasPrefix(last, "line") || len(ts) > 1 && ts[len(ts)-2] == "line"):
		return []string{"Apt 4B", "Suite 200", "Floor 3", "Unit 12", "Building C"}[rg.Intn(5)], true
	case last == "seat" || last == "seats":
		return string(rune('A'+rg.Intn(16))) + strconv.Itoa(1+rg.Intn(24)), true
	case (last == "section" || last == "sections") && containsAny(strings.ToLower(g.opts.Topic+" "+g.opts.About+" "+h.ptr),
		"ticket", "seat", "venue", "event", "show", "concert", "price"):
		return venueSections[rg.Intn(len(venueSections))], true
	case numberedHeads[last] && !strings.Contains(g.lowerDesc(h.desc), "name"):
		w := strings.ToUpper(last[:1]) + last[1:]
		if letteredHeads[last] {
			return w + " " + string(rune('A'+rg.Intn(6))), true
		}
		n := strconv.Itoa(1 + rg.Intn(12))
		if last == "room" {
			n = strconv.Itoa(100*(1+rg.Intn(4)) + rg.Intn(30))
		}
		return w + " " + n, true
	case last == "room":
		// a room asked for by name: the name people give rooms, not a
		// filler word ("general")
		return namedRooms[rg.Intn(len(namedRooms))], true
	case siteNouns[last] || boatNouns[last]:
		if strings.Contains(g.lowerDesc(h.desc), "code") {
			return "", false
		}
		return g.thingName(&role.Role{Kind: role.Ident, Names: last})
	}
	return "", false
}

// wordOfHead returns a value for what the parameter's last name token
// names: a few words for a memo or a purpose, a person for a payer, a
// provider of models for an AI provider, a log level, a namespace of its
// context.
func (g *Generator) wordOfHead(h hint, ts []string) (string, bool) {
	rg := g.rng
	last := ts[len(ts)-1]
	words := strings.ToLower(h.name + " " + h.desc)
	tool := words + " " + strings.ToLower(g.opts.Topic+" "+g.opts.About)
	switch {
	case faultHeads[last] && textHas(tool, "damage", "damaged", "broken", "repair", "defect", "defective", "fault", "faulty", "malfunction", "warranty"):
		// what is wrong with a thing that broke, not a remark of office work
		return physicalFaults[rg.Intn(len(physicalFaults))], true
	case aimHeads[last] && containsAny(tool, "search", "research", "find", "look up", "query", "discover"):
		// what a search is for is worded as a search is
		g.filler = true
		if q := g.areaQueries(); len(q) > 0 {
			return g.fill(q[rg.Intn(len(q))]), true
		}
		return g.query(), true
	case textHeads[last] || aimHeads[last] || last == "input" && strings.Contains(words, "description"):
		// a few words of the area, weak enough that an optional one is
		// better left out (see errFiller)
		g.filler = true
		return g.shortText(&role.Role{Kind: role.Text, Short: true}, h), true
	case byHeads[last] || last == "by" && len(ts) > 1 && doneBy(ts[len(ts)-2]):
		return g.personName(), true
	case last == "level" && strings.Contains(tool, "log"):
		return logLevels[rg.Intn(len(logLevels))], true
	case (last == "provider" || last == "vendor") && (containsAny(words, aiWords...) || containsAny(" "+strings.Join(ts, " ")+" ", " ai ", " llm ")):
		return aiProviders[rg.Intn(len(aiProviders))], true
	case last == "namespace":
		return g.namespaceOf(tool), true
	case last == "landmark" || last == "landmarks":
		return g.peopleValue(&role.Role{Kind: role.Place}, h)
	case last == "icon" || last == "emoji":
		return emojiChars[rg.Intn(len(emojiChars))], true
	case last == "encoding" || last == "charset":
		return []string{"utf-8", "utf-8", "base64", "ascii", "utf-16"}[rg.Intn(5)], true
	case last == "carrier" || last == "carriers" || last == "courier":
		return carriers[rg.Intn(len(carriers))], true
	case last == "species" || last == "organism" || last == "organisms":
		if v, ok := g.settingKind("species", tool); ok {
			return v, true // a timber yard's species is a tree's, a greenhouse's a plant's
		}
		if containsAny(tool, "scientific", "sample", "sequenc", "genom", "lab", "strain") {
			return organisms[rg.Intn(len(organisms))], true
		}
		if textHas(tool, keptAnimalCues...) {
			return animals[rg.Intn(len(animals))], true
		}
		// a species where no one keeps or treats animals (a survey's, a
		// recorder's) is not a pet's: the stated example or the
		// server's own words say it
		return "", false
	case singular(last) == "query" || singular(last) == "keyword" || last == "search":
		if q := g.areaQueries(); len(q) > 0 {
			return g.fill(q[rg.Intn(len(q))]), true
		}
		return g.query(), true
	case len(ts) > 1 && (last == "numbers" || last == "codes" || last == "refs"):
		// a list of case or citation numbers: each one as a single one is
		return g.plainKindValue(hint{name: strings.Join(ts[:len(ts)-1], "_") + "_" + singular(last)})
	}
	return "", false
}

// carriers are parcel and freight carriers.
var carriers = []string{"UPS", "FedEx", "DHL", "USPS", "DPD", "Canada Post"}

// organisms are the scientific names of organisms studied in labs.
var organisms = []string{"Mus musculus", "Homo sapiens", "Escherichia coli", "Arabidopsis thaliana", "Saccharomyces cerevisiae",
	"Danio rerio", "Drosophila melanogaster"}

// keptAnimalCues are words of a setting where people keep or treat
// animals, where a species is a pet's or a farm animal's.
var keptAnimalCues = []string{"pet", "pets", "vet", "vets", "veterinary", "veterinarian", "owner", "owners", "adopt", "adoption",
	"shelter", "rescue", "kennel", "kennels", "groom", "grooming", "boarding", "patient", "patients", "clinic", "animal", "animals"}

// animals are the species of animals people keep and treat.
var animals = []string{"dog", "cat", "rabbit", "horse", "guinea pig", "ferret", "parrot"}

// namespaceOf returns a namespace of the kind the words around it say: a
// cluster's, a registry's (an organisation's slug), else a tenant's
// partition of records.
func (g *Generator) namespaceOf(words string) string {
	rg := g.rng
	switch {
	case textHas(words, "kubernetes", "kubectl", "k8s", "helm", "pod", "pods", "cluster"):
		return []string{"default", "kube-system", "monitoring", "payments", "staging"}[rg.Intn(5)]
	case containsAny(words, "registry", "provider", "module", "package", "library"):
		g.org()
		return g.sc.orgSlug
	}
	return []string{"customers", "support-articles", "product-docs", "tenant-042", "faq"}[rg.Intn(5)]
}

// dropFiller tells whether the optional parameter i of p, generated at
// ptr, was given a filler word nothing told (neutralWord) and is better
// left out of the call, as a person leaves out what they have nothing to
// say for; a parameter of the group a call must carry one of stays.
func (g *Generator) dropFiller(p *objPlan, i int, ptr string) bool {
	if g.fillerAt == "" || g.fillerAt != ptr || p.required[i] {
		return false
	}
	return !slices.Contains(p.group, i)
}

// fillerParam returns the pointer of the parameter a filler value at f
// stands for: the parameter itself when it is optional, at any depth (a
// line item's optional tax type), the list when f is an item of a
// top-level list ("/dishes/0"); "" otherwise.
func fillerParam(f frame) string {
	if f.presence == presOptional {
		return f.ptr
	}
	switch strings.Count(f.ptr, "/") {
	case 2:
		i := strings.LastIndexByte(f.ptr, '/')
		if f.presence == 0 && i > 0 && strings.Trim(f.ptr[i+1:], "0123456789") == "" {
			return f.ptr[:i]
		}
	}
	return ""
}

// argvName tells whether a parameter's name says it is an argument
// vector ("argv", "cmd_argv"): a command split into its words.
func argvName(name string) bool {
	ts := sharedTokens(name)
	return len(ts) > 0 && ts[len(ts)-1] == "argv"
}

// wordyExample tells whether an example is a name in words with a coded
// part ("Q4 sales kickoff lunch", "Spring 2026 open house", "Trail Runner
// 2 GTX", "Puligny-Montrachet 1er Cru Les Pucelles"): two or more words
// (parts of a hyphenated word count apart) of three or more letters, in
// lower case or capitalised. Its words are what it means; only its
// digits vary from call to call.
func wordyExample(ex string) bool {
	n := 0
	for f := range strings.FieldsSeq(ex) {
		for _, w := range strings.Split(f, "-") {
			if len(w) >= 3 && strings.Trim(w[1:], "abcdefghijklmnopqrstuvwxyz") == "" &&
				strings.Trim(w[:1], "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") == "" {
				n++
			}
		}
	}
	return n >= 2
}

// reOrdinal matches a number written as an ordinal ("1er", "2nd",
// "3rd", "21st"): a rank that is part of a name, not a code to redraw.
var reOrdinal = regexp.MustCompile(`\b\d+(?:st|nd|rd|th|er|re|e)\b`)

// reClockWords matches a time of day written in words' midst: "10pm",
// "9:30 a.m.", "18:45".
var reClockWords = regexp.MustCompile(`\b\d{1,2}(?::\d{2})?\s?(?i:[ap]\.?m)\b|\b(?:[01]?\d|2[0-3]):[0-5]\d\b`)

// redrawNameDigits is redrawDigits for a name in words: its ordinals
// ("1er Cru", "2nd Edition") and its times of day are kept as written
// ("arriving after 10pm" was redrawn "arriving after 55pm").
func (g *Generator) redrawNameDigits(ex string) string {
	locs := reOrdinal.FindAllStringIndex(ex, -1)
	if strings.ContainsAny(ex, ":mM") {
		locs = append(locs, reClockWords.FindAllStringIndex(ex, -1)...)
		sort.Slice(locs, func(i, j int) bool { return locs[i][0] < locs[j][0] })
		locs = slices.CompactFunc(locs, func(a, b []int) bool { return a[0] < b[1] && b[0] < a[1] }) // (overlaps)
	}
	if len(locs) == 0 {
		return g.redrawDigits(ex)
	}
	var b strings.Builder
	at := 0
	for _, l := range locs {
		b.WriteString(g.redrawDigits(ex[at:l[0]]))
		b.WriteString(ex[l[0]:l[1]])
		at = l[1]
	}
	b.WriteString(g.redrawDigits(ex[at:]))
	return b.String()
}

// redrawDigits returns ex with each digit redrawn, a number keeping its
// length and never opening on 0 where the example's does not.
func (g *Generator) redrawDigits(ex string) string {
	b := []byte(ex)
	for i, c := range b {
		if c < '0' || c > '9' {
			continue
		}
		b[i] = byte('0' + g.rng.Intn(10))
		if c != '0' && (i == 0 || b[i-1] < '0' || b[i-1] > '9') {
			b[i] = byte('1' + g.rng.Intn(9))
		}
	}
	g.keepYears(ex, b)
	return string(b)
}

// colorNames are the names makers give colours of a product.
var colorNames = []string{"Galaxy Black", "Arctic White", "Signal Red", "Ocean Blue", "Forest Green", "Sunset Orange", "Slate Gray"}

// skyObjects are objects a telescope is pointed at.
var skyObjects = []string{"M31", "NGC 7000", "M42", "Vega", "Jupiter", "NGC 2392", "M13", "Betelgeuse", "M51"}

// skyWords in a tool's words say it observes the sky.
var skyWords = []string{"telescope", "observatory", "observation", "astronom", "exposure", "declination", "galaxy", "nebula"}

// namedKind returns, for the name of a thing that is itself a kind of
// value (a "streetName" is a street, a "colorName" a colour, an
// "llmModelName" a model, a telescope's "targetName" a sky object), a
// value of that kind rather than a name composed from the noun ("Weekly
// street", "Daily model"); ok is false for other things.
func (g *Generator) namedKind(r *role.Role, h hint) (string, bool) {
	words := strings.ToLower(h.name + " " + h.desc)
	switch r.Names {
	case "street":
		v, _ := g.peopleValue(&role.Role{Kind: role.Street}, h)
		var w []string
		for f := range strings.FieldsSeq(v) {
			if strings.Trim(f, "0123456789,") != "" {
				w = append(w, f) // a street's name, without the house number
			}
		}
		return strings.Join(w, " "), len(w) > 0
	case "color", "colour":
		return colorNames[g.rng.Intn(len(colorNames))], true
	case "model":
		return g.plainMake("model", words)
	case "target", "object":
		if containsAny(words+" "+g.toolL, skyWords...) {
			return skyObjects[g.rng.Intn(len(skyObjects))], true
		}
	}
	return "", false
}

// textHas tells whether text (a name, a description, a list of names)
// has one of words as a word of its own: "date" is in "event_date" and
// "Start date", not in "Updated icon".
func textHas(text string, words ...string) bool {
	return hasWord(sharedTokens(text), words...)
}

// doneBy tells whether a verb form opens "<verb> by" naming a person who
// did it ("filed_by", "approved_by", "paid_by"), not an order or a
// grouping ("groupBy", "sortBy").
func doneBy(w string) bool {
	switch w {
	case "paid", "made", "done", "sent", "run", "written", "taken", "given", "built", "sold", "held", "led", "read", "seen", "won":
		return true
	}
	return strings.HasSuffix(w, "ed")
}

// registryWords say a namespace is a publisher's in a registry of
// providers, modules or packages.
var registryWords = []string{"registry", "provider", "providers", "module", "modules", "package", "packages", "publisher", "library"}

// registryNamespace returns, for a namespace of a registry ("Provider
// namespace (e.g. 'hashicorp')"), the publisher its description names or
// the slug of an organisation that publishes there, not a deployment's environment ("production"); ok is
// false for other names.
func (g *Generator) registryNamespace(r *role.Role, h hint) (string, bool) {
	if r.Names != "namespace" || !textHas(h.name+" "+h.desc+" "+g.toolL, registryWords...) {
		return "", false
	}
	if ex := notRequests(r.Examples, h.name); len(ex) > 0 && g.rng.Intn(2) == 0 {
		return ex[g.rng.Intn(len(ex))], true // the publisher the description names
	}
	g.org()
	return g.sc.orgSlug, true
}
