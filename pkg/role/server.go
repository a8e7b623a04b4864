package role

import (
	"context"
	"encoding/json"
	"maps"
	"regexp"
	"slices"
	"sort"
	"strings"
	"unicode"
)

// A Server is what Classify reads about the server a tool belongs to: the
// conventions its tools state once and follow everywhere. A Discord
// server's send_message says its channelId is a "snowflake ID, e.g.
// 1098765432109876543" while add_reaction's channelId says nothing; both
// are the same kind of id. A Server is read once per server (NewServer)
// and shared by its tools; it is immutable and safe for concurrent use.
type Server struct {
	// initialisms are the words of two to five letters some tool's
	// description writes in capitals ("Student record by UPN"), lower
	// case: a parameter of that name in any tool is a code (see
	// initialismName).
	initialisms map[string]bool
	// slack says the server's words name Slack: only then are channel,
	// user and message ids Slack-style ("C04ABCD123", "1712345678.123456").
	slack bool
	// named holds, per id-like parameter name (normalized: lower case,
	// no separators, singular), the most telling facts any tool states.
	named map[string]Facts
	// namedRx holds the compiled pattern of each named entry that states
	// one (see patternAccepting), compiled once per server.
	namedRx map[string]*regexp.Regexp
	// family is the prefix-less id family most of the server's stated ids
	// follow ("" when none dominates); example is a value of it when the
	// family is an example's shape (IDPrefixed).
	family  IDConvention
	example string
	// area is what the server's tools are about as a whole (see
	// Area), "" when nothing stands out.
	area Area
	// noCode says no tool names a machine, a program, a code host's
	// thing or a query language (see ShallowCode).
	noCode bool
	// oneWord says the area rests on one everyday word (see OneWordArea).
	oneWord bool
	// heatName is the server's name as words ("cold store wms"), for
	// the temperatures of what it names (heatOf)
	heatName string
	// lead is the best scoring domain of its words, named or not (see
	// AboutSoftware).
	lead      Area
	leadScore int
	// elsewhere says the server's words, leading to no domain, still
	// lean away from software (see AboutSoftware).
	elsewhere bool
	// hours are the opening hours a description states, in minutes
	// after midnight, when hoursOK (see OpenHours).
	hours   [2]int
	hoursOK bool
	// refExample is a reference's example a description shows (see
	// ReferenceExample).
	refExample string
	// phoneExample is a phone number's example a description shows (see
	// PhoneExample).
	phoneExample string
	// things are the objects its tools act on, read from their names
	// (see Things).
	things []string
	// platform is the platform the server's ids belong to (see
	// platforms), its index plus one; 0 when none.
	platform int
	// ledger says a tool of the server keeps books (a journal, a trial
	// balance): its accounts are a chart of accounts' (see ledgerAccount).
	ledger bool
	// uuids says the ids the server states are uuids more than any other
	// family: an id it leaves unsaid is a uuid too.
	uuids bool
	// brands are the words most of its tool names open or end on (see
	// brandsOf).
	brands map[string]bool
	// shaped holds, per other parameter name (normName), the most telling
	// facts stating a shape; stated the examples tool descriptions show
	// of a kind of value (see borrowShape).
	shaped    map[string]Facts
	stated    map[string][]string
	sentences []statedSentence
	// shown holds the examples its descriptions show, by RunKey (see
	// ShownLike).
	shown map[string]string
	// shownYears holds, by RunKey, an example whose text says part of it
	// is a year, that part written as 'y's (see ShownYears).
	shownYears map[string]string
	// described holds, per parameter name (normName), a description some
	// tool gives it (see Described).
	described map[string]string
	// scanner says its tools read code for faults (see scannerWords):
	// its issues are findings with opaque keys, not tracker keys.
	scanner bool
	// animals says the server's name or its tools speak of animals (a
	// veterinary clinic): its weights and heart rates are a pet's.
	animals bool
	// codeTasks says the server's name or its tools speak of software
	// work (see PlainTasks).
	codeTasks bool
	// codeQueries says its tools speak of a database code talks to (a
	// query language, a database engine) or of a programming language
	// (see codeWork).
	codeQueries bool
	// codeThings says one of its tool names names a code host's thing: a
	// commit or a pull request, or an issue or a build on a server with
	// other signs of software work (see NamesCodeThing).
	codeThings bool
	// machines says a tool's words name a machine or a program (a
	// server, a service, an API, a dashboard): see dropShallowCodeLead.
	machines bool
	// herd says the server's name or its tools speak of farm animals (a
	// herd, cattle, sheep): its animals' vaccines and medicines are
	// livestock's.
	herd bool
	// prefixes holds, per thing an id identifies (thingOfIDName:
	// "customer", "discountgroup"), the prefix some tool says its ids
	// open with ("ctm_"); bodyPat is the body an example id with a word
	// prefix shows ("[A-Za-z0-9]{12}"), "" when none does.
	prefixes map[string]string
	bodyPat  string
	// vocab holds, per noun a parameter name is about (vocabNoun, or
	// idNoun for a name of that noun's id), the values a tool's enum
	// lists for it (see noteVocab) or the codes a tool's description
	// lists ("Venue codes: PAL (Palace main), PAL2, ARC"; see
	// noteListedCodes).
	vocab map[string][]string
	// toolWords are the singular name words of each tool, in the tools'
	// sorted order (see thingRef).
	toolWords [][]string
	// orgKind is the kind of organisation its world holds (see OrgKind).
	orgKind string
	// country is the one country its words place its business in (see
	// Country), "" when none.
	country string
	// places are the names its words put its business in (see
	// notePlaces, PlacesIn).
	places map[string]bool
	// glosses holds, per key, what a tool description says it is ("w =
	// wall code (N1..N4)"); keyClips, per terse key, the word of their
	// tools' names and descriptions it clips most often (see KeyMeaning).
	glosses  map[string]string
	keyClips map[string]string
	// wordClips is the word of the server's descriptions each short key
	// opens (fileWordClips): "arrival" for "arr".
	wordClips map[string]string
	// numberNouns is the noun each bare number key ("no") is the number
	// of, as its descriptions write it ("member no"; see fileNumberNouns).
	numberNouns map[string]string
	// nameWords holds, per clipped token of its tools' names, what it
	// stands for ("" when nothing says; see NameSaid).
	nameWords map[string]string
	// thingWords holds, per thing a tool's name acts on (singular, lower
	// case), the titles and names its tools show of it (see ThingWords).
	thingWords map[string][]string
	// nounBounds holds, per thing a number key numbers (boundNoun), the
	// range some tool states for it (see noteNounBounds).
	nounBounds map[string][2]float64
	boundKeys  map[string]bool
	// suffixUnits holds, per short last token of a number key ("p" of
	// "est_p"), the unit the numbers ending on it state (see SuffixUnit);
	// "" when two state different units.
	suffixUnits map[string]string
	// heads holds, per last name token of a parameter showing examples
	// ("callsign"), the most telling facts stating them, and headKeys
	// its keys sorted (see nounShaped).
	heads    map[string]Facts
	headKeys []string
	// nounPats holds, per noun a string parameter's name is about
	// (vocabNoun), the patterns such parameters state; vocabFits, per
	// noun and pattern, that every value vocab holds for the noun fits
	// the pattern (see fileVocabFits).
	nounPats  map[string][]string
	vocabFits map[string]bool
	// idTags says its tags identify things (an ear tag, an asset tag;
	// see noteIDTags): a bare tag is a tag number.
	idTags bool
}

// A ServerTool is one tool of a server as NewServer reads it.
type ServerTool struct {
	Name, Title, Description string
	InputSchema              json.RawMessage
}

// NewServer reads the tools of one server: name is the server's name (or
// its serverInfo name), tools its tools in any order. The result does not
// depend on the order of tools.
func NewServer(name string, tools []ServerTool) *Server {
	s, _ := NewServerContext(context.Background(), name, tools)
	return s
}

// NewServerContext is NewServer stopping when ctx is done: reading ten
// thousand tools takes most of a second, which an interrupted run must
// not wait for. The error is ctx's.
func NewServerContext(ctx context.Context, name string, tools []ServerTool) (*Server, error) {
	s := &Server{named: map[string]Facts{}, shaped: map[string]Facts{}, stated: map[string][]string{}}
	s.slack = strings.Contains(strings.ToLower(name), "slack")
	var occ []Facts // every id-like property, in a fixed order
	var codeNouns codeNounTally
	var machines machineTally
	var occNames []string
	named := map[int]int{}         // per platform, the tools naming it
	slackDescs := 0                // the tools whose description names Slack
	holes := map[string][]string{} // id forms stated by their holes, by name
	lowered := map[string]bool{}   // short words a description writes in lower case
	clips := map[string]map[string]int{}
	var voc vocab // the words of its descriptions (see NameSaid)
	sorted := append([]ServerTool(nil), tools...)
	sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].Name < sorted[j].Name })
	dr := NewAreaReader()
	dr.Read(name, 4)
	s.heatName = heatNameOf(name)
	s.animals = aboutAnimals(name)
	s.herd = AboutHerd(name)
	s.codeTasks = codeTracker(name)
	orgScores := make([]int, len(orgKindCues))
	countries := make([]int, len(countryCues))
	countryScore(countries, name, nil)
	orgKindScores(orgScores, name, 4)
	for n, t := range sorted {
		if n%256 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		dr.Read(t.Name, 2)
		dr.Read(t.Title, 2)
		dr.Read(t.Description, 1)
		orgKindScores(orgScores, t.Name+" "+t.Title, 2)
		orgKindScores(orgScores, t.Description, 1)
		toolStatedShapes(t.Description, s.stated, &s.sentences)
		s.noteShown(ExamplesOf(t.Description))
		s.noteShownYears(t.Description, ExamplesOf(t.Description))
		countryScore(countries, t.Name+" "+t.Title+" "+t.Description, nil)
		s.notePlaces(t.Description)
		s.noteHours(t.Description)
		s.scanner = s.scanner || codeScanner(t.Name+" "+t.Description)
		s.animals = s.animals || aboutAnimals(t.Name+" "+t.Title+" "+t.Description)
		s.herd = s.herd || AboutHerd(t.Name+" "+t.Title+" "+t.Description)
		s.codeTasks = s.codeTasks || codeTracker(t.Name+" "+t.Title+" "+t.Description)
		s.ledger = s.ledger || ledgerTool(t.Name)
		s.codeQueries = s.codeQueries || codeQueryCue.MatchString(t.Name+" "+t.Title+" "+t.Description)
		s.codeThings = codeNouns.add(t.Name, t.Description) || s.codeThings
		machines.note(t.Name + " " + t.Title + " " + t.Description)
		toolHexShapes(t.Description, s.stated)
		s.noteInitialisms(t.Description, &lowered)
		s.noteGlosses(t.Description)
		voc.note(t.Description)
		toolHoleShapes(t.Description, holes)
		s.noteListedCodes(t.Description)
		// one tool naming Slack is enough; checked per tool, not on one
		// string of every description (quadratic on 10,000 tools)
		s.slack = s.slack || containsFold(t.Name, "slack") || containsFold(t.Title, "slack")
		if containsFold(t.Description, "slack") {
			slackDescs++
		}
		for _, i := range platformsNamed(t.Title + " " + t.Description) {
			named[i]++
		}
		var root map[string]any
		if json.Unmarshal(t.InputSchema, &root) != nil {
			continue
		}
		s.notePlacesIn(root, 0)
		s.noteDefRanges(root)
		s.noteNounBounds(t.Name, root)
		s.noteListGlosses(t.Description, root)
		s.noteThingWords(t, root)
		eachProp(root, 0, func(n string, f Facts) {
			s.noteProp(n, f, t, dr, clips, &voc, countries, &occ, &occNames)
		})
	}
	// a server whose tools talk of Slack, not one that names it among the
	// integrations of a tool or two (a work-management server's "post to
	// Slack" automation): its user ids are its own, not "U0…"
	s.slack = s.slack || slackDescs*4 >= len(sorted) && slackDescs > 0
	s.namedRx = compileNamed(s.named)
	s.fileHoleShapes(holes)
	s.fileKeyClips(clips)
	s.family, s.example = dominantFamily(s, occ, occNames)
	s.uuids = mostlyUUIDs(s, occ, occNames)
	s.platform = serverPlatform(name, named)
	s.area = dr.Area()
	s.oneWord = dr.oneWordArea(s.area)
	s.lead, s.leadScore = dr.Lead()
	s.elsewhere = dr.leansElsewhere()
	s.machines = machines.named()
	s.dropShallowCodeLead(codeNouns)
	s.codeThings = s.codeThings || codeNouns.codeThings(s)
	s.things = thingsOf(sorted)
	for _, t := range sorted {
		s.toolWords = append(s.toolWords, singularWords(t.Name))
	}
	s.brands = brandsOf(sorted)
	s.orgKind = bestOrgKind(orgScores, 3)
	s.country = soleCountry(countries)
	for w := range lowered {
		delete(s.initialisms, w) // ("RANGE" shouted, "a range" written: a word)
	}
	s.fileNameClips(sorted, &voc)
	s.fileWordClips(&voc)
	s.fileNumberNouns(&voc)
	s.headKeys = slices.Sorted(maps.Keys(s.heads))
	s.fileVocabFits()
	return s, nil
}

// noteProp reads what property n (its facts f) of tool t tells of the
// server, for NewServerContext: its enum's words for the area (dr), its
// described meaning, its key's clip of the tool's words (clips), its
// description's words (voc), codes and countries it states, and, for an
// id-like name, its shape among the server's ids (occ, occNames).
func (s *Server) noteProp(n string, f Facts, t ServerTool, dr *AreaReader, clips map[string]map[string]int, voc *vocab,
	countries []int, occ *[]Facts, occNames *[]string) {
	for _, e := range f.Enum {
		if v, ok := e.(string); ok {
			dr.Read(v, 1)
		}
	}
	s.noteDescribed(n, f)
	s.noteIDTags(n, t.Description+" "+f.Description)
	s.noteSuffixUnit(n, f)
	s.notePattern(n, f)
	noteKeyClips(clips, n, t.Name, t.Description)
	voc.note(f.Description)
	voc.noteKey(n)
	paramStatedCodes(f.Description, s.stated)
	s.noteShownFacts(f)
	s.noteShownYears(f.Description, shownExamples(f))
	countryScore(countries, propWords(n, f), []string{n})
	s.noteVocab(n, f)
	s.notePrefix(n, f)
	if !idLikeName(n) {
		s.noteShape(n, f)
		return
	}
	k := normName(n)
	if best, ok := s.named[k]; !ok || telling(f) > telling(best) || telling(f) == telling(best) && best.Pattern == "" && f.Pattern != "" {
		// (of two as telling, the one stating a pattern: a flight
		// "e.g. FL-20250614-AM1" says less than ^FL-\d{8}-(AM|PM)\d$)
		s.named[k] = f
	}
	*occ = append(*occ, f)
	*occNames = append(*occNames, k)
}

// noteDefRanges files the numbers of a schema's definitions ("$defs",
// "definitions") whose descriptions state a range (statesRange) as shapes
// of their names, as eachProp does not follow a "$ref": a tool whose
// definition leaves "dec_deg" bare then takes another tool's -90 to 90.
func (s *Server) noteDefRanges(root map[string]any) {
	for _, key := range []string{"$defs", "definitions"} {
		defs, _ := root[key].(map[string]any)
		for _, k := range slices.Sorted(maps.Keys(defs)) {
			if d, ok := defs[k].(map[string]any); ok {
				eachProp(d, 1, func(n string, f Facts) {
					if statesRange(f) {
						s.noteShape(n, f)
					}
				})
			}
		}
	}
}

// eachProp calls fn for every property of a schema object (top level,
// nested objects and array items, to depth 3) with its facts; an array's
// items take the array's name and, when they have none, its description.
func eachProp(obj map[string]any, depth int, fn func(string, Facts)) {
	props, _ := obj["properties"].(map[string]any)
	if depth > 3 {
		return
	}
	for _, k := range slices.Sorted(maps.Keys(props)) {
		ps, _ := props[k].(map[string]any)
		if ps == nil {
			continue
		}
		f := factsOf(ps)
		if items, ok := ps["items"].(map[string]any); ok {
			if _, nested := items["properties"]; nested {
				eachProp(items, depth+1, fn)
				continue
			}
			itf := factsOf(items)
			if itf.Description == "" {
				itf.Description = f.Description
			}
			fn(k, itf)
			continue
		}
		if _, nested := ps["properties"]; nested {
			eachProp(ps, depth+1, fn)
			continue
		}
		fn(k, f)
	}
}

// idLikeName reports whether a property name names an identifier:
// "channelId", "file_id", "recordIds", "id".
func idLikeName(n string) bool {
	ts := Tokens(n)
	if len(ts) == 0 {
		return false
	}
	switch ts[len(ts)-1] {
	case "id", "ids", "uuid", "guid", "sid", "key":
		return true
	}
	return false
}

// normName is the key a property name is filed under: lower case, no
// separators, no plural "s" ("recordIds" and "record_id" are one name).
func normName(n string) string {
	k := strings.Join(Tokens(n), "")
	if strings.HasSuffix(k, "ids") {
		k = strings.TrimSuffix(k, "s")
	}
	return k
}

// telling scores how much a parameter's facts say about its values.
func telling(f Facts) int {
	n := 0
	if f.Pattern != "" {
		n += 3
	}
	if len(f.Examples) > 0 || len(proseOf(f.Description, false).examples) > 0 {
		n += 3
	}
	if f.Format != "" {
		n += 2
	}
	if f.Description != "" {
		n++
		if f.Pattern == "" && len(f.Examples) == 0 && familyOf(f, "") != "" {
			// "Optional existing conversation UUID": the words state
			// the family
			n += 2
		}
	}
	return n
}

// borrow fills what a parameter's own facts leave unsaid from the facts
// its namesake states elsewhere on the server: a pattern, a format and
// examples, only when it states none of them itself.
func (s *Server) borrow(name string, f Facts) Facts {
	if s != nil && !idLikeName(name) {
		return s.borrowForm(name, f)
	}
	if s == nil || !idLikeName(name) || f.Pattern != "" || f.Format != "" || len(f.Enum) > 0 {
		return f
	}
	if ex := shownExamples(f); len(ex) > 0 {
		return s.patternAccepting(name, f, ex)
	}
	k := normName(name)
	o, ok := s.named[k]
	if !ok || telling(o) == 0 {
		o, ok = s.pairNamed(name)
	}
	if !ok || !showsShape(o) {
		// (its own namesakes, the parameter itself among them, show none)
		if q, qok := s.qualifiedNamed(name); qok && showsShape(q) {
			o, ok = q, true
		}
	}
	if !ok || (k == "id" || k == "key" || k == "uuid" || k == "gid") && !sameThing(f, o) {
		return f
	}
	if len(f.Types) > 0 && len(o.Types) > 0 && f.Types[0] != o.Types[0] {
		return f
	}
	f.Pattern, f.Format = o.Pattern, o.Format
	f.Examples = append(f.Examples, o.Examples...)
	if f.Description == "" {
		f.Description = o.Description
		return f
	}
	for _, e := range proseOf(o.Description, false).examples {
		f.Examples = append(f.Examples, e)
	}
	switch fam := familyOf(o, ""); fam {
	case IDSnowflake, IDUUID, IDObjectID:
		// the family its namesake's words state: "(uuid)" is what
		// familyOf reads
		if !strings.Contains(strings.ToLower(f.Description), string(fam)) {
			f.Description += " (" + string(fam) + ")"
		}
	}
	return f
}

// borrowForm gives an undescribed string parameter the description its
// namesake has on another tool when that description states a date or
// time format: a terse booking tool's bare "d" is the "yyyymmdd" its
// slot search describes (it was drawn "general"). A namesake's examples
// of measured things (measuredThings) go to a parameter whose own words
// show none, described or not: an order line's "Drug and strength or PIP
// code." takes the stock check's "e.g. Amlodipine 5mg".
func (s *Server) borrowForm(name string, f Facts) Facts {
	if f.Pattern != "" || f.Format != "" || len(f.Enum) > 0 || len(f.Examples) > 0 {
		return f
	}
	if len(f.Types) != 1 || f.Types[0] != "string" {
		return f
	}
	d := s.Described(name)
	if d == "" || d == f.Description {
		return f
	}
	p := proseOf(d, false)
	if f.Description != "" || f.Title != "" {
		if measuredThings(p.examples) && len(proseOf(f.Description, false).examples) == 0 {
			f.Examples = nil
			for _, e := range p.examples {
				f.Examples = append(f.Examples, e)
			}
		}
		return f
	}
	if !dateOrClockForm(p.format) && !capitalCodes(p.examples) && !measuredThings(p.examples) {
		return f
	}
	f.Description = d
	return f
}

// capitalCodes tells whether the examples a description gives are all
// codes in capitals ("OLDTOWN-GHOST", "WHISKY-DAY", "GB"): an undescribed
// namesake on another tool is written the same way (a bare tour_code was
// drawn as digits beside its namesake's "e.g. OLDTOWN-GHOST").
func capitalCodes(ex []string) bool {
	if len(ex) == 0 {
		return false
	}
	for _, e := range ex {
		if len(e) < 2 || len(e) > 40 || e[0] < 'A' || e[0] > 'Z' {
			return false
		}
		for _, c := range e {
			if !(c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '.' || c == '/') {
				return false
			}
		}
	}
	return true
}

// measuredThings tells whether the examples a description gives are
// all things named with a measure ("Amlodipine 5mg", "Sertraline 50mg
// tablets", "Oat milk 2L") or bare numbers such as stock codes, one of
// them at least a measured thing: a namesake on another tool is one of
// the same things (a wholesaler order's "product" was drawn "cardiology"
// beside a stock check's "e.g. Amlodipine 5mg, 1074897"). Plain words,
// names ("Morag, Hamish") and call signs ("B-Watch P21") do not count.
func measuredThings(ex []string) bool {
	named := false
	for _, e := range ex {
		w := strings.Fields(e)
		switch {
		case len(w) == 1 && len(w[0]) >= 4 && strings.Trim(w[0], "0123456789") == "":
		case len(w) >= 2 && len(w) <= 5 && startsWithLetter(w[0]) && slices.ContainsFunc(w[1:], reMeasureWord.MatchString):
			named = true
		default:
			return false
		}
	}
	return named
}

// reMeasureWord matches a word that is a number and its unit: 5mg, 2L,
// 500ml, 1.5kg.
var reMeasureWord = regexp.MustCompile(`^\d+(?:\.\d+)?(?:mg|mcg|g|kg|ml|l|L|cl|oz|lb|mm|cm|m|iu|IU|%)$`)

// startsWithLetter tells whether s opens on a letter.
func startsWithLetter(s string) bool {
	return s != "" && unicode.IsLetter([]rune(s)[0])
}

// dateOrClockForm tells whether format, read from prose, writes a date
// or a time of day in letters ("YYYY-MM-DD", "HHMM").
func dateOrClockForm(format string) bool {
	u := strings.ToUpper(format)
	return strings.Contains(u, "YYYY") || strings.Contains(u, "HH")
}

// sameThing reports whether a bare "id" whose facts are f names what its
// namesake's facts o name: the nouns their descriptions give agree, or f
// names none and o's ids are no issue keys. A bare "id" names a
// different thing in each tool: an issue's "ABC-123" is no cycle's.
func sameThing(f, o Facts) bool {
	mine := nounOfID(strings.ToLower(f.Description))
	if mine == "" {
		return familyOf(o, "") != IDKey
	}
	return mine == nounOfID(strings.ToLower(o.Description))
}

// Slack reports whether the server's words name Slack.
func (s *Server) Slack() bool { return s != nil && s.slack }

// noteInitialisms files the words of two to five letters description d
// writes in capitals, unless d is written in capitals throughout, and
// into lowered those it writes in lower case: a word written both ways
// on the server is an English word shouted ("RANGE"), no initialism.
func (s *Server) noteInitialisms(d string, lowered *map[string]bool) {
	caps, lower := capitalWords(d)
	for _, w := range caps {
		if s.initialisms == nil {
			s.initialisms = map[string]bool{}
		}
		s.initialisms[strings.ToLower(w)] = true
	}
	for _, w := range lower {
		(*lowered)[w] = true
	}
}

// Initialism tells whether a tool of the server writes n (lower case) in
// capitals in its description ("Student record by UPN" for "upn"): a
// request then says it in capitals too, and its value is a code.
func (s *Server) Initialism(n string) bool { return s != nil && s.initialisms[n] }

// rePrefixed matches an id example that opens with a typed prefix: a
// lower-case word and "_" or ":" ("cus_", "acc_", "spotify:"), or three
// lower-case letters before upper-case letters or digits ("appXXXX",
// "tbl3kq…"). Such a family names one kind of thing, so it does not spread
// to the server's other ids.
var rePrefixed = regexp.MustCompile(`^([a-z]+[_:]|[a-z]{2,4}[A-Z0-9])`)

// dominantFamily returns the prefix-less id family at least two thirds of
// the server's stated id occurrences follow (each occurrence read with its
// namesake's facts), with an example when the family is an example's
// shape; "" when none dominates or fewer than two occurrences state one.
func dominantFamily(s *Server, occ []Facts, names []string) (IDConvention, string) {
	count := map[string]int{}
	ex := map[string]string{}
	stated := 0
	for i, f := range occ {
		if telling(f) < 3 {
			f = s.named[names[i]]
		}
		fam := familyOf(f, "")
		if fam == "" {
			continue
		}
		stated++
		if fam == IDKey {
			// an issue key names an issue: a release, a user or a
			// cycle of the same tracker is no "ENG-123"
			continue
		}
		key := string(fam)
		if fam == IDPrefixed {
			e := firstExample(f)
			if e == "" || rePrefixed.MatchString(e) || len(e) < 16 {
				continue
			}
			key += ":" + shapeOf(e)
			if ex[key] == "" {
				ex[key] = e
			}
		}
		count[key]++
	}
	keys := make([]string, 0, len(count))
	for k := range count {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if n := count[k]; n >= 2 && 3*n >= 2*stated {
			fam, _, _ := strings.Cut(k, ":")
			return IDConvention(fam), ex[k]
		}
	}
	return "", ""
}

// mostlyUUIDs reports whether uuids are the id family the server's
// stated id occurrences follow most (at least one, no other family of
// the whole server as often).
func mostlyUUIDs(s *Server, occ []Facts, names []string) bool {
	count := map[IDConvention]int{}
	for i, f := range occ {
		if telling(f) < 3 {
			f = s.named[names[i]]
		}
		if fam := familyOf(f, ""); fam != "" {
			count[fam]++
		}
	}
	for fam, n := range count {
		// a typed prefix ("u_1042") or an issue key names one kind of
		// thing: it does not compete
		if fam != IDUUID && fam != IDPrefixed && fam != IDKey && n >= count[IDUUID] {
			return false
		}
	}
	return count[IDUUID] > 0
}

// firstExample returns the first example the facts give, from the schema
// or the description.
func firstExample(f Facts) string {
	for _, e := range f.Examples {
		if s, ok := e.(string); ok && s != "" {
			return s
		}
	}
	if ex := proseOf(f.Description, false).examples; len(ex) > 0 {
		return ex[0]
	}
	return ""
}

// shapeOf reduces a value to its character classes: "1Bxi9" → "9Aaa9"
// runs collapsed, so examples of one family compare equal.
func shapeOf(v string) string {
	var b []byte
	for i := 0; i < len(v); i++ {
		c := v[i]
		switch {
		case c >= '0' && c <= '9':
			c = '9'
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c == '_', c == '-':
			c = 'a'
		}
		if len(b) == 0 || b[len(b)-1] != c {
			b = append(b, c)
		}
	}
	return string(b)
}

// The id families Classify knows by name: public conventions a
// description names or a pattern or example shows.
var (
	// reSnowflakePat matches a pattern of 17 to 20 digits: a Discord or
	// Twitter snowflake ("^[0-9]{17,20}$", "^\d{18,19}$").
	reSnowflakePat = regexp.MustCompile(`(\[0-9\]|\\d)\{1[5-9](,(1[89]|2[0-2])?)?\}`)
	// reObjectIDPat matches a pattern of 24 hex digits (MongoDB ObjectId).
	reObjectIDPat = regexp.MustCompile(`\[(0-9a-f|a-f0-9|0-9a-fA-F|a-fA-F0-9|0-9A-Fa-f|A-Fa-f0-9)\]\{24\}`)
	// reIssueKey matches a Jira-style issue key: "ENG-123", "PROJ-42".
	reIssueKey = regexp.MustCompile(`^[A-Z][A-Z0-9]{1,9}-[0-9]{1,6}$`)
	// reSlackID matches a Slack-style channel, user or group id.
	reSlackID = regexp.MustCompile(`^[CUGDW][A-Z0-9]{8,11}$`)
	reDigits  = regexp.MustCompile(`^[1-9][0-9]{16,19}$`)
	reHex24   = regexp.MustCompile(`^[0-9a-f]{24}$`)
	reUUIDish = regexp.MustCompile(`^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-`)
)

// familyOf returns the id family a parameter's facts state: by their
// examples first (a value says more than words), then the pattern, the
// format and the description's words; "" when they state none.
func familyOf(f Facts, d string) IDConvention {
	if d == "" {
		d = strings.ToLower(f.Title + " " + f.Description)
	}
	if e := firstExample(f); e != "" {
		switch {
		case reDigits.MatchString(e):
			return IDSnowflake
		case reHex24.MatchString(e):
			return IDObjectID
		case reUUIDish.MatchString(e):
			return IDUUID
		case reIssueKey.MatchString(e) && containsAny(d, "issue", "ticket", "key", "story", "epic"):
			return IDKey
		case reSlackID.MatchString(e):
			return IDSlack
		}
		return IDPrefixed
	}
	switch p := f.Pattern; {
	case strings.Contains(d, "snowflake") || reSnowflakePat.MatchString(p):
		return IDSnowflake
	case containsAny(d, "objectid", "object id", "24-character hex", "24 character hex", "24-char hex", "24 hex") || reObjectIDPat.MatchString(p):
		return IDObjectID
	case f.Format == "uuid" || strings.Contains(d, "uuid") || strings.Contains(p, "[0-9a-f]{8}-"):
		return IDUUID
	case containsAny(d, "issue key", "ticket key", "jira key", "project key and number"):
		return IDKey
	case p != "":
		return IDPrefixed
	}
	return ""
}

// ExamplesOf returns the example values a description gives ("e.g.
// \"name contains 'budget'\"", "such as `ArrowLeft`"), in order; nil when
// it gives none. A tool's description may give its query's examples.
func ExamplesOf(description string) []string {
	return proseOf(description, false).examples
}

// containsFold reports whether s contains the lower-case ASCII word w in
// any case, without lowering a copy of s.
func containsFold(s, w string) bool {
	for i := 0; i+len(w) <= len(s); i++ {
		if strings.EqualFold(s[i:i+len(w)], w) {
			return true
		}
	}
	return false
}
