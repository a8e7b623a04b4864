package role

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// reDescCode matches a short description that ends on an acronym naming
// a code ("Product SKU", "Book ISBN", "Part EAN"): the value is that code.
var reDescCode = regexp.MustCompile(`^(?:[A-Za-z]+ ){0,3}([A-Z]{3,5})\.?$`)

// reDescSaysNumber matches a description that calls an identifier a
// number ("Deal number shown in the header"): its values are digits.
var reDescSaysNumber = regexp.MustCompile(`^(the |an? |your )?([a-z]+ ){0,2}(number|no\.)( [^o]|$|[^ ])`)

// reDescPhone is a description that opens by naming a phone number
// ("Phone number to call back on", "Out-of-hours mobile number", "Contact
// telephone"): the value is a phone number, whatever the key is called.
var reDescPhone = regexp.MustCompile(`^(the |an? |your )?([a-z-]+ ){0,2}(phone|mobile|telephone|cell|landline)( (number|no\.?)\b|$|[ ,.;:(])`)

// reDescSaysID matches a description that opens by saying the value is an
// identifier: "Order number from the confirmation email", "The booking
// reference", "Case ID shown in the portal", "Parent task GID",
// "Comma-separated project GIDs" (not "Number of results").
var reDescSaysID = regexp.MustCompile(`^(the |an? |your )?([a-z-]+ ){0,2}((number|no\.)( [^o]|$|[^ ])|(g?ids?|identifier|reference|ref)\b)`)

// formatKinds map a JSON Schema format to a kind.
var formatKinds = map[string]Kind{
	"email": Email, "idn-email": Email, "uri": URL, "url": URL, "iri": URL, "uri-reference": URL,
	"date": Date, "date-time": DateTime, "time": Time, "duration": Duration, "uuid": ID,
	"ipv4": IP, "ipv6": IP, "hostname": Domain, "idn-hostname": Domain, "regex": Regex, "phone": Phone,
	"color": Color, "password": Secret,
}

// stringRole classifies a string (or untyped) parameter.
func (c *ctx) stringRole() Role {
	if k, ok := formatKinds[c.f.Format]; ok {
		r := Role{Kind: k, Why: "format " + c.f.Format}
		if k == ID {
			r.ID = IDUUID
		}
		return r
	}
	kind, why := c.nameKind()
	if kind == Unknown && !c.numeric && deadlineBy(c.ts) {
		// needed_by, reply_by: the date a thing is wanted by, not who
		// wanted it (a tray was "needed by Fatima Park")
		kind, why = Date, "name ends on "+c.ts[len(c.ts)-2]+" by: a deadline"
	}
	if (kind == Unknown || kind == URL && c.f.Format == "") && c.last == "slug" {
		// show_slug, "URL slug of the show": the machine name of a thing,
		// not a URL
		r := c.adjust(Ident, "name token slug: a machine name")
		r.ID = IDSlug
		return r
	}
	if _, _, ok := StatedLength(c.d); ok && (kind == Code || kind == Unknown || kind == Word || kind == Key) && len(c.f.Enum) == 0 &&
		!reDescPlaceCode.MatchString(c.d) && !containsAny(c.d, "country", "state", "language", "currency", "iso") {
		// "The 4-digit locker code", "3-letter club code": a code read
		// off a thing, not a script
		kind, why = ID, why+"; the description states its digits or letters"
	}
	if kind == Unknown && c.bareThing() {
		kind, why = ID, "bare name "+c.last+": the "+c.last+" the tool acts on, named by its id"
	}
	if kind == Unknown && c.initialismName() {
		kind, why = ID, "name "+c.p.Name+" is an initialism the descriptions write in capitals: a code"
	}
	if kind == Unknown || kind == DateTime && c.f.Description == "" {
		// a pattern of snowflake digits or ObjectId hex says an id whatever
		// the name ("around", "before")
		if fam := familyOf(c.f, c.d); fam == IDSnowflake && c.f.Pattern != "" || fam == IDObjectID {
			kind, why = ID, why+"; the pattern says a "+string(fam)+" id"
		}
	}
	if kind == Unknown && c.has("string") && reDescPhone.MatchString(c.d) {
		// callback: "Phone number to call back on": a phone number, not
		// an identifier numbered like one
		return c.adjust(Phone, why+"; the description opens by naming a phone number")
	}
	if (kind == SortOrder || kind == Word || kind == Status || kind == Field || kind == Unknown || kind == Money) && !c.has("object") && reDescSaysID.MatchString(c.d) {
		// "price": "The ID of the price": the price's id, not an amount
		kind, why = ID, why+" overruled: description says the value is an identifier"
	}
	if kind == Unknown && reDescCode.MatchString(strings.TrimSpace(c.f.Title+" "+c.f.Description)) {
		kind, why = ID, why+"; description names a code ("+reDescCode.FindStringSubmatch(strings.TrimSpace(c.f.Title + " " + c.f.Description))[1]+")"
	}
	if kind == Unknown && machineNouns[singular(c.last)] {
		// a cluster, a bucket, a queue: the name of a thing systems name
		kind, why = Ident, why+"; the name of a "+singular(c.last)
	}
	if (kind == Unknown || kind == Word) && reDescPlaceCode.MatchString(c.d) {
		k := Region
		if m := reDescPlaceCode.FindStringSubmatch(c.d); m[1] == "country" || m[1] == "" && !strings.Contains(c.d, "3166-2") {
			k = Country
		}
		kind, why = k, why+"; description says a "+string(k)+" code"
	}
	if k, ok := c.descPlaceHead(kind); ok {
		kind, why = k, why+"; the description opens on the "+string(k)+" it names"
	}
	if kind == Text && len(c.ts) == 1 && c.last == "text" && containsAny(c.d, "search for", "to find", "to search") {
		return c.adjust(Query, why+"; description says text to search for")
	}
	if kind == Text && (strings.HasPrefix(c.d, "the search query") || strings.HasPrefix(c.d, "search query")) {
		return c.adjust(Query, why+"; description says a search query")
	}
	if kind == Text && len(c.ts) == 2 && c.last == "text" && (c.ts[0] == "search" || c.ts[0] == "query") {
		// searchText, queryText: the words of a search, not a message
		return c.adjust(Query, why+"; the text of a search")
	}
	if kind == Unknown || kind == Ident || kind == ID || kind == Word {
		// accessibility_needs, dietary_requirements: a phrase of the need
		// ("wheelchair access"), whatever words its examples use ("e.g.
		// wheelchair user" names no username)
		// a key closing on a participle and "by" ("collected_by") names
		// who did it: its description's other nouns ("carried out the
		// collection") name the act, never the value's kind
		_, agent := byParticiple(c.ts)
		if k, w := c.descKind(kind); k != kind && !(needNouns[c.last] && (k == Username || k == Person)) &&
			!(agent && k != Person && k != Username) {
			kind, why = k, w
		}
	}
	return c.adjust(kind, why)
}

// bodyForms are the words after "body" in a key that keep it a message's
// body, written in a form: body_html, body_text, bodyMarkdown.
var bodyForms = map[string]bool{"html": true, "text": true, "markdown": true, "md": true, "json": true, "plain": true,
	"content": true, "raw": true, "template": true, "xml": true}

// namePartHeads are the words after "first" or "last" in a key that
// make it a part of a person's name ("last_name", "first_initial"); any
// other ("last_seen", "first_visit") makes it no name at all.
var namePartHeads = map[string]bool{"name": true, "names": true, "nm": true, "initial": true, "initials": true}

// searchedThings are the ground and the people of a search on foot or at
// sea: a "search_<thing>" names them, not a search's text.
var searchedThings = map[string]bool{"area": true, "areas": true, "sector": true, "sectors": true, "zone": true, "zones": true,
	"grid": true, "square": true, "segment": true, "leg": true, "team": true, "teams": true, "party": true, "parties": true}

// nameKind classifies by the tokens of the name, last token first.
func (c *ctx) nameKind() (Kind, string) {
	ts := c.ts
	if k, ok := nameRules[strings.Join(ts, "")]; ok && len(ts) > 1 {
		return k, "name " + c.p.Name
	}
	if len(ts) >= 3 && ts[0] == "name" && ts[1] == "on" {
		// name_on_certificate, nameOnCard: the name printed on the
		// thing is its holder's, not the thing's own name
		return Person, "name printed on a " + ts[2] + ": its holder's"
	}
	if k, why, ok := c.numberHead(); ok {
		return k, why
	}
	if k, why, ok := c.placeCode(); ok {
		return k, why
	}
	for i := len(ts) - 1; i >= 0; i-- {
		k, ok := ruleFor(ts[i])
		if !ok {
			continue
		}
		why := "name token " + ts[i]
		if (k == FirstName || k == LastName) && i < len(ts)-1 && !namePartHeads[ts[i+1]] {
			// last_seen, first_visit: the last time or place of
			// something, no surname
			continue
		}
		if k == Glob && (ts[i] == "include" || ts[i] == "exclude") && i < len(ts)-1 && !globHeads[ts[len(ts)-1]] {
			// includeFormattingRange is a range of cells to include,
			// not a pattern of files: the head names what is included
			continue
		}
		if ts[i] == "body" && i < len(ts)-1 && !bodyForms[ts[i+1]] {
			// body_part, body_type: a part or a build of a body, not the
			// body of a message ("Passing drills and a short match")
			continue
		}
		if k == Query && ts[i] == "search" && i < len(ts)-1 && searchedThings[ts[i+1]] {
			// search_area, search_sector: the ground a search covers
			// ("H7" on the area map), not the words searched for
			continue
		}
		if k == Organisation && i < len(ts)-1 && issuedHeads[ts[len(ts)-1]] {
			// supplierBatch, vendor_sku: the batch or the part number an
			// organisation gives its goods, not the organisation
			return ID, why + ": the " + ts[len(ts)-1] + " a " + ts[i] + " gives"
		}
		if k == SortOrder && i > 0 && !c.sortsBy(ts[:i]) {
			// purchase_order, work_order, wind_direction: the head's
			// modifier names what was ordered or what moves, so the value
			// is that order's reference or that thing's heading, never
			// "asc" ("order", "sort_order", "order_by" stay sort orders)
			if ts[i] == "order" {
				return ID, why + " after " + ts[i-1] + ": an order placed, named by its reference"
			}
			return Unknown, "no name rule (" + ts[i-1] + " " + ts[i] + " is no sort order)"
		}
		if i == 0 {
			return k, why
		}
		prev, _ := ruleFor(ts[i-1])
		switch k {
		case Ident:
			return c.nameOf(ts[i-1], prev), why + " after " + ts[i-1]
		case Code:
			// country_code, currency_code, language_code: the code of a
			// country is a country ("FL" is no script to run)
			switch prev {
			case Country, Currency, Language, Zip, Region:
				return prev, why + " after " + ts[i-1]
			}
		case ID:
			switch ts[i-1] {
			case "channel":
				return Channel, why + " after channel"
			case "user", "author", "owner", "member":
				if ts[i-1] == "member" && i >= 2 && membershipWords[ts[i-2]] {
					// insurance_member_id: the number on a membership card
					return ID, why + " after " + ts[i-2] + " member: a membership number"
				}
				if c.codedID() {
					// member_id "such as MEM-04821": a record's code, no
					// handle ("@MEM-04821")
					return ID, why + " after " + ts[i-1] + ": a coded id"
				}
				return Username, why + " after " + ts[i-1]
			case "thread", "message":
				if c.slackish() {
					return MessageTS, why + " after " + ts[i-1]
				}
			case "branch":
				// a git branch is known by its name; a shop's or a
				// bank's branch ("Branch code like 'BR-12'") is a
				// place with a code
				if c.codeHost() {
					return Ident, why + " after branch"
				}
			}
		case Address:
			// an IP, email or web address is no street address
			switch prev {
			case IP, Email, URL:
				return prev, why + " after " + ts[i-1]
			}
		case Key:
			switch ts[i-1] {
			case "issue", "ticket", "story", "epic", "task", "bug":
				return ID, why + " after " + ts[i-1] + ": an issue key"
			case "file", "design", "document", "doc", "sheet", "spreadsheet", "board":
				// the key of a file is the id in its URL, not a
				// key-value store's "cart:7466"
				return ID, why + " after " + ts[i-1] + ": the key naming a " + ts[i-1]
			}
		}
		return k, why
	}
	return Unknown, "no name rule"
}

// issuedHeads are heads of a key after an organisation's word that name
// what the organisation numbers or issues ("supplier_batch",
// "vendorSku", "manufacturer_part"): the value identifies that thing.
var issuedHeads = map[string]bool{"batch": true, "lot": true, "sku": true, "part": true, "invoice": true, "catalogue": true,
	"catalog": true, "item": true, "product": true, "model": true, "serial": true}

// sortModifiers are the words before "order" or "direction" in a key that
// keep it the order results are sorted in ("sort_order", "result_order").
var sortModifiers = map[string]bool{"sort": true, "sorting": true, "sorted": true, "result": true, "results": true,
	"list": true, "listing": true, "display": true, "search": true, "page": true, "order": true}

// reDescSorts finds a description that speaks of sorting: "asc or desc",
// "newest first", "sort direction".
var reDescSorts = regexp.MustCompile(`(?i)\b(asc|desc|ascending|descending|sort|sorted|sorting|newest|oldest|ordered by|order of (?:the )?results)\b`)

// sortsBy reports whether a key whose head is "order" or "direction",
// with mods before it, is a sort order: a modifier of sorting or a
// description that speaks of sorting says so.
func (c *ctx) sortsBy(mods []string) bool {
	return sortModifiers[mods[len(mods)-1]] || reDescSorts.MatchString(c.d) || len(c.f.Enum) > 0
}

// globHeads are last name tokens after "include" or "exclude" that keep
// the value a pattern of paths ("include_paths", "excludeGlobs").
var globHeads = map[string]bool{"pattern": true, "patterns": true, "glob": true, "globs": true, "path": true, "paths": true,
	"file": true, "files": true, "dir": true, "dirs": true, "directories": true, "folders": true}

// codeHost reports whether a tool works on source code, where a branch
// is a line of commits: its name, its description, a sibling or its
// server's description names repositories, commits or merges.
func (c *ctx) codeHost() bool {
	return c.codeWords() || c.sibling("owner", "repo", "repository", "project", "project_id", "sha", "ref", "commit")
}

// codeWords tells whether the tool's name or description, or the
// parameter's description, speaks of code hosting: repositories,
// commits, refs.
func (c *ctx) codeWords() bool {
	for _, w := range Tokens(c.tool.Name + " " + c.tool.Description + " " + c.d) {
		switch w {
		case "repo", "repos", "repository", "repositories", "git", "github", "gitlab", "commit", "commits",
			"merge", "merged", "pull", "ref", "refs", "sha", "checkout", "pipeline", "project", "projects", "branches":
			return true
		}
	}
	return false
}

// membershipWords name what a person is a member of by a card or a plan
// ("insurance_member_id", "loyalty_member_id"): its member id is a
// number printed on the card, not a login.
var membershipWords = map[string]bool{"insurance": true, "policy": true, "plan": true, "loyalty": true, "health": true, "club": true, "gym": true, "library": true}

// idHeads are last name tokens that say the value identifies one thing:
// "order_number", "invoice_no", "booking_ref", a list's "contract_nos". The head of an English
// compound names what the value is, so it beats a rule on an earlier token
// ("order" alone is a sort order).
var idHeads = map[string]bool{"number": true, "no": true, "num": true, "nr": true, "ref": true, "reference": true,
	"numbers": true, "nos": true, "nums": true, "nrs": true, "refs": true}

// numberHead classifies "<thing>_number" strings as identifiers unless the
// earlier token names a kind that is itself a number people quote (a phone
// number, a version number); it also reads a description that opens with
// "<word> number|id|reference" ("Order number from the confirmation email").
func (c *ctx) numberHead() (Kind, string, bool) {
	ts := c.ts
	if len(ts) < 2 || !idHeads[c.last] {
		return "", "", false
	}
	prev, ok := ruleFor(ts[len(ts)-2])
	// an account's, a company's or a user's number identifies it: the
	// holder names whose number it is, not what the value is; a route's
	// number is a bus or delivery route's id ("214A"), no URL path; a
	// path's or a file's number is a footpath's or a case file's
	// reference: no file path is numbered
	if ok && prev != SortOrder && prev != Word && prev != Status && prev != Field && prev != Text && prev != Tag && prev != Query &&
		prev != Organisation && prev != Username && prev != URLPath && prev != FilePath && prev != DirPath && prev != FileName {
		return "", "", false
	}
	why := "name head " + c.last + ": an identifier"
	if ok {
		why += ", not a " + string(prev)
	}
	return ID, why, true
}

// nameOf decides what "<prev>_name" names.
func (c *ctx) nameOf(prevTok string, prev Kind) Kind {
	switch {
	case prevTok == "file":
		return FileName
	case prevTok == "family" || prevTok == "maiden":
		return LastName // a family name is a surname, not a family's title
	case prevTok == "middle" || prevTok == "given" || prevTok == "fore" || prevTok == "christian":
		return FirstName // a given or middle name is one name part, not a full name
	case prev == RepoOwner && !c.sibling("repo", "repository", "repo_name", "repository_name"):
		// owner_name with no repository beside it: the owner of a boat,
		// a pet or a home, a person
		return Person
	case prev == FirstName || prev == LastName || prev == Username || prev == RepoOwner || prev == RepoName ||
		prev == Branch || prev == City || prev == Country || prev == Organisation || prev == Collection || prev == Database:
		return prev
	case prev == FilePath:
		return FileName
	case orgNouns[singular(prevTok)]:
		// business_name, institution_name: an organisation's name, even
		// in a customer's record
		return Organisation
	case prev == Word && Lexicon[singular(prevTok)] != nil && !containsAny(c.d, personWords...):
		// drug_name, cuisine_name: a word of a known lexicon, not a name
		// a person gives a thing
		return Word
	case containsAny(c.d, personWords...) || prevTok == "display" || prevTok == "full" || prevTok == "real" ||
		containsAny(prevTok, personGroups...) || prevTok == "patient" || prevTok == "contact":
		return Person
	}
	return Ident
}

// descKind classifies a generic name by words of its description.
func (c *ctx) descKind(kind Kind) (Kind, string) {
	d := withoutQuotedPhrases(c.d) // (an example's words are a value's)
	for _, r := range descRules {
		if !wordStarts(d, r.word) || r.word == "currency" && strings.Contains(c.d, "cryptocurrenc") {
			continue // ("Cryptocurrency symbol": a coin's ticker, not an ISO currency)
		}
		why := "description word " + r.word
		switch {
		case kind == ID && r.kind != ID:
			if r.kind == Channel || r.kind == Username {
				return r.kind, why
			}
			return kind, ""
		case kind == Word && (r.kind == Text || r.kind == Title):
			return kind, ""
		case kind == Unknown || kind == Text || kind == ID:
			return r.kind, why
		case kind == Ident && r.kind == Branch && c.hasToken("branch"):
			return kind, ""
		case kind == Ident && (r.kind == RepoName || r.kind == FilePath || r.kind == FileName || r.kind == Person ||
			r.kind == City || r.kind == Country || r.kind == Branch || r.kind == Collection || r.kind == Database || r.kind == Channel):
			return r.kind, why
		}
		return kind, ""
	}
	return kind, ""
}

// chatWords are words of a tool about chat messages, where a "ts" names
// a message (Slack's "1712345678.123456").
var chatWords = []string{"message", "channel", "thread", "chat", "slack", "reply", "post", "reaction", "conversation", "dm"}

// chatTool tells whether the parameter's tool, its own words or its
// siblings are about chat messages.
func (c *ctx) chatTool() bool {
	return containsAny(strings.ToLower(c.tool.Name+" "+c.tool.Title+" "+c.tool.Description)+" "+c.d, chatWords...) ||
		c.sibling("channel", "channel_id", "thread_ts", "conversation")
}

// adjust applies the rules that need the whole context.
func (c *ctx) adjust(kind Kind, why string) Role {
	d := c.d
	r := Role{Kind: kind, Why: why}
	set := func(k Kind, w string) { r.Kind, r.Why = k, why+"; "+w }
	switch {
	case kind == Key && familyOf(c.f, d) == IDKey:
		set(ID, "the description or example gives an issue key")
	case kind == Ident && (containsAny(d, personWords...) || containsAny(strings.ToLower(c.parent), personGroups...)):
		set(Person, "a person's name by its description or enclosing "+c.parent)
	case kind == RepoOwner && len(c.ts) == 1 && !c.codeWords() && !c.sibling("repo", "repository", "project", "project_id", "sha", "ref", "commit"):
		k, w := c.ownerKind()
		set(k, w)
	case kind == Ident && c.last == "name" && len(c.ts) == 1 && c.contactName():
		set(Person, "a name beside an email or a phone number is a person's")
	case kind == Ident && c.last == "name" && len(c.ts) == 1 && namesRepos(c.tool.Name):
		set(RepoName, "the tool is about repositories")
	case kind == Ident && strings.Contains(d, "file"):
		set(FileName, "description says file")
	case kind == Ident && strings.Contains(d, "field") && !LandField(d):
		set(Field, "description says field")
	case (kind == Selector || kind == Branch || kind == Ident || kind == Unknown) && containsAny(d, "element reference", "reference from the page snapshot", "ref from the snapshot"):
		set(ElementRef, "description says an element reference")
	case kind == Selector && containsAny(d, "human-readable", "description"):
		set(ElementDesc, "description says a human-readable element description")
	case kind == FilePath && containsAny(d, "dot notation", "field") && !containsAny(d, "file", "directory", "folder"):
		set(Field, "description says a field of a document")
	case kind == FilePath && strings.Contains(d, "name") && strings.Contains(d, "file") && !strings.Contains(d, "path"):
		set(FileName, "description says a file name")
	case (kind == FilePath || kind == City || kind == Address) && containsAny(d, "address", "coordinates"):
		set(Address, "description says address")
	case kind == City && c.last == "location" && spotNotCity(c.f, d):
		set(Unknown, "a spot within a place the description shows, no town")
	case kind == FilePath && strings.Contains(d, "directory") && !strings.Contains(d, "file"):
		set(DirPath, "description says directory")
	case kind == FilePath && dirThing(c.ts, d):
		set(DirPath, "a worktree, workspace or checkout is a directory")
	case kind == FilePath && c.f.Description == "" && topicIsDir(c.tool.Name):
		set(DirPath, "the tool is about directories")
	case kind == FilePath && containsAny(d, "url path", "route", "endpoint path", "url pattern"):
		set(URLPath, "description says a URL path")
	case kind == Tag && c.last == "topic" && containsAny(d, "research", "investigate", "learn about", "explore", "look into"):
		set(Query, "a topic to research reads like a search")
	case kind == Ident && (containsAny(d, "screenshot", "image") || strings.Contains(d, "snapshot") && !containsAny(d, "sheet", "tab", "table", "database", "volume", "disk")):
		// (a sheet "to snapshot" is read for its metadata, not pictured)
		set(Ident, "the name of an image")
		r.Format = "image"
	case kind == Text && strings.Contains(d, "commit"):
		set(CommitMessage, "description says commit")
	case kind == Key && containsAny(d, "press", "keyboard"):
		set(KeyPress, "description says a key to press")
	case kind == Glob && containsAny(d, "regular expression", "regexp", "regex"):
		set(Regex, "description says regular expression")
	case kind == Query && c.last != "text" && containsAny(d, "regular expression", "regexp", "regex"):
		set(Regex, "description says regular expression")
	case kind == Query && containsAny(d, " ids", "the id", "id of"):
		set(ID, "description says ids")
	case kind == Query && c.last == "filter" && !containsAny(d, "search", "query"):
		set(Word, "a filter without search words")
	case (kind == Unknown || kind == Ident) && (c.last == "to" || c.last == "from") && len(c.ts) == 1 && c.sibling("subject", "cc", "bcc", "body"):
		set(Email, "a recipient beside subject/cc/body")
	case kind == DateTime && containsAny(d, "cursor", "pagination") && !containsAny(d, "date", "time"):
		set(Cursor, "description says a cursor, not a time")
	case kind == DateTime && (containsAny(d+" ", "the id", "id of", " id ", " id.", " id,", " gid ") || strings.HasSuffix(d, " id")) && !containsAny(d, "date", "time"):
		set(ID, "description says an id, not a time")
	case kind == MessageTS && c.last == "ts" && len(c.ts) == 1 && !c.chatTool():
		set(DateTime, "a timestamp on a tool about no chat message")
	case kind == DateTime && (c.last == "timestamp" || c.last == "ts") && containsAny(d, "of the message", "message to", "of the parent message", "thread"):
		set(MessageTS, "the timestamp names a chat message")
	case kind == Unknown && hasDescWord(d, "from", "to") && hasDescWord(d, personWords...):
		// whole words: "Membership number of the driver instructor" holds
		// "to" and "member" only inside other words, and names a number
		set(Person, "description names a person")
	case kind == RepoName && (c.f.Pattern != "" && strings.Contains(c.f.Pattern, "/") || containsAny(d, "owner/repo", "owner/name")):
		set(Repo, "owner/name in one value")
	case kind == Branch && c.last == "ref" && containsAny(d, "tag", "sha", "commit"):
		r.Why += "; a git ref"
	}
	return r
}

// topicIsDir reports whether a tool name is about directories.
func topicIsDir(topic string) bool {
	for _, t := range Tokens(topic) {
		switch t {
		case "directory", "directories", "dir", "folder", "folders", "tree", "mkdir", "ls", "search":
			return true
		}
	}
	return false
}

// bareThing reports whether an undescribed one-word parameter names the
// thing the tool acts on (end_ride's "ride", close_ticket's "ticket"): a
// client passes that thing's id, not a word such as "general".
func (c *ctx) bareThing() bool {
	if len(c.ts) != 1 || c.f.Description != "" || c.f.Title != "" || c.parent != "" || c.f.Pattern != "" || len(c.f.Examples) > 0 {
		return false
	}
	ts := Tokens(c.tool.Name)
	if len(ts) < 2 {
		return false
	}
	for _, t := range ts[1:] {
		if t == c.last || singular(t) == c.last {
			return true
		}
	}
	return false
}

// initialismName reports whether the parameter's whole name is one
// initialism of two to five letters that the tool's or its own
// description writes in capitals ("Student record by UPN", "the
// member's MRN"): such a key is a code a record is filed under, never a
// word such as "homework". A description written in capitals throughout
// says nothing; English words written so for emphasis are no initialism.
func (c *ctx) initialismName() bool {
	n := c.p.Name
	if len(c.ts) != 1 || len(n) < 2 || len(n) > 5 || strings.ToLower(n) != n || capsWords[n] {
		return false
	}
	for _, r := range n {
		if r < 'a' || r > 'z' {
			return false
		}
	}
	if c.tool.Server.Initialism(n) {
		return true
	}
	if c.tool.Server != nil {
		return false // the server's descriptions together decide
	}
	up := strings.ToUpper(n)
	for _, d := range []string{c.tool.Description, c.f.Title + " " + c.f.Description} {
		if caps, lower := capitalWords(d); slices.Contains(caps, up) && !slices.Contains(lower, n) {
			return true
		}
	}
	return false
}

// capitalWords returns the words of two to five letters d writes in
// capitals ("UPN", "MRN"), none when d is written in capitals
// throughout, and those it writes in lower case ("a range").
func capitalWords(d string) (caps, lower []string) {
	if strings.ToUpper(d) == d {
		return nil, nil
	}
	for _, w := range strings.FieldsFunc(d, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		if len(w) < 2 || len(w) > 5 {
			continue
		}
		switch {
		case strings.Trim(w, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") == "":
			caps = append(caps, w)
		case strings.Trim(w, "abcdefghijklmnopqrstuvwxyz") == "":
			lower = append(lower, w)
		}
	}
	return caps, lower
}

// capsWords are words descriptions write in capitals for emphasis
// ("ONLY", "NOT"), never read as an initialism a key abbreviates.
var capsWords = map[string]bool{"only": true, "not": true, "must": true, "all": true, "any": true, "and": true, "or": true,
	"the": true, "never": true, "none": true, "true": true, "false": true, "null": true, "each": true, "new": true, "get": true,
	"set": true, "use": true, "note": true, "one": true, "no": true, "yes": true, "if": true, "is": true, "max": true, "min": true}

// needNouns end the names of fields that hold what a person needs or asks
// for ("accessibility_needs", "dietary_requirements", "access_restrictions").
var needNouns = map[string]bool{"needs": true, "need": true, "requirements": true, "accommodations": true,
	"restrictions": true, "allergies": true}

// NeedNoun tells whether a name's last word t says the field holds what a
// person needs or asks for ("needs", "requirements").
func NeedNoun(t string) bool { return needNouns[t] }

// reCodedID is an id made of capital letters and digits, with or
// without a separator ("MEM-04821", "M-10234", "EMP_0042", "M042"), as an
// example shows it or a pattern spells it ("^MEM-[0-9]{5}$", "^M-\d+$",
// "^M[0-9]{3}$").
var (
	reCodedID      = regexp.MustCompile(`^[A-Z]{1,6}[-_]?\d{2,}$`)
	reCodedPattern = regexp.MustCompile(`^\^[A-Z]{1,6}[-_]?(?:\[0-9\]|\\d)`)
)

// codedID tells whether the schema or its description shows a person's
// id as a code of capitals and digits: a record's key in that system,
// never a login a person is called by.
func (c *ctx) codedID() bool {
	if reCodedPattern.MatchString(c.f.Pattern) {
		return true
	}
	for _, ex := range c.pr.examples {
		if reCodedID.MatchString(strings.Trim(ex, "\"'`")) {
			return true
		}
	}
	return false
}

// wordStarts tells whether w occurs in d at the start of a word: "city"
// in "city name", never in "electricity" or "capacity"; "file" never in
// "profile"; "uri" never in "neighbouring". A word of compoundEnds may
// also end a word ("EXDATE", "birthdate"), unless what comes before it
// makes another word ("updated").
func wordStarts(d, w string) bool {
	pres, compound := compoundEnds[w]
	for i := 0; ; {
		j := strings.Index(d[i:], w)
		if j < 0 {
			return false
		}
		k := i + j
		if (k == 0 || !isLetter(d[k-1]) || compound && !endsWithAny(d[:k], pres)) && !startsAnyOf(d[k+len(w):], longerWords[w]) {
			return true
		}
		i = k + 1
	}
}

// compoundEnds are rule words that also end compound words a description
// uses ("EXDATE lines", "the birthdate"), each with the letters before it
// that make another word instead ("updated" is no date).
var compoundEnds = map[string][]string{"date": {"up"}}

// longerWords are rule words that also begin other words, each with the
// letters after it that make that other word: a "committee member" is a
// person, not a commit (was received_by "Name of the committee member
// who took it." drawn as a commit hash, now a person's name); a
// pathologist, a pathogen or pathology is no file path (a cause of death
// "as stated by the pathologist" was drawn "/srv/.../nginx.conf").
var longerWords = map[string][]string{"commit": {"tee", "ment"}, "path": {"olog", "ogen", "os", "etic"}}

// startsAnyOf tells whether s starts with one of the prefixes.
func startsAnyOf(s string, prefixes []string) bool {
	for _, x := range prefixes {
		if strings.HasPrefix(s, x) {
			return true
		}
	}
	return false
}

// endsWithAny tells whether s ends with one of the suffixes.
func endsWithAny(s string, suffixes []string) bool {
	for _, x := range suffixes {
		if strings.HasSuffix(s, x) {
			return true
		}
	}
	return false
}

// UpdateVerb tells whether w, a word of a tool's name, changes a thing in
// place (wo-update, editBooking, patch_plot, amend_order): such a call
// given only its thing changes nothing. Read by synth (an instance sets
// something to change) and generate (a hollow update is made no record).
func UpdateVerb(w string) bool {
	switch w {
	case "update", "edit", "patch", "modify", "change", "amend":
		return true
	}
	return false
}

// hasDescWord tells whether description d holds one of ws as a whole
// word or its plural ("members"), not inside a longer word: "instructor"
// holds no "to", "membership" no "member" (was assessor "Membership
// number of the driver instructor." drawn "Jonas Clark", now a number).
// A w ending in a space ("who ") is matched as written.
func hasDescWord(d string, ws ...string) bool {
	for _, w := range ws {
		for i := 0; ; {
			j := strings.Index(d[i:], w)
			if j < 0 {
				break
			}
			k := i + j
			e := k + len(w)
			if e < len(d) && d[e] == 's' {
				e++
			}
			if (k == 0 || !isLetter(d[k-1])) && (e >= len(d) || !isLetter(d[e]) || strings.HasSuffix(w, " ")) {
				return true
			}
			i = k + 1
		}
	}
	return false
}

// reDescPlaceHead matches a description opening on the kind of place its
// value is: "Country of origin", "City of birth", "Region where it grew".
var reDescPlaceHead = regexp.MustCompile(`^(?:the )?(country|city|town|region|county)\b(?: (?:of|where|in)\b|[,.:;]| \(|$)`)

// descPlaceHead narrows a place a name word gave (an "origin" is an
// address by its name) to the place its description opens on: a
// coffee's origin described "Country of origin" is a country (was "5
// Park Row, Leeds"). ok is false when the description opens on no such
// place or the kind is no place.
func (c *ctx) descPlaceHead(kind Kind) (Kind, bool) {
	if kind != Address && kind != Place && kind != City {
		return kind, false
	}
	m := reDescPlaceHead.FindStringSubmatch(c.d)
	if m == nil {
		return kind, false
	}
	k := map[string]Kind{"country": Country, "city": City, "town": City, "region": Region, "county": Region}[m[1]]
	return k, k != kind
}
