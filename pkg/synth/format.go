package synth

import (
	"encoding/base64"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// formats generated natively (JSON Schema 2020-12 Validation section 7.3,
// plus OpenAPI and MCP-server extensions).
var formatNames = map[string]bool{
	"date-time": true, "date": true, "time": true, "duration": true,
	"email": true, "idn-email": true, "hostname": true, "idn-hostname": true,
	"ipv4": true, "ipv6": true, "uri": true, "uri-reference": true, "iri": true,
	"iri-reference": true, "uri-template": true, "uuid": true, "json-pointer": true,
	"relative-json-pointer": true, "regex": true, "int32": true, "int64": true,
	"byte": true, "binary": true, "password": true, "url": true, "phone": true,
	"float": true, "double": true, "color": true, "hex": true, "json": true,
}

func knownFormat(f string) bool { return formatNames[f] }

// refDate is the fixed reference date generated dates cluster around
// (deterministic: never the wall clock).
var refDate = time.Date(2026, 1, 15, 0, 0, 0, 0, time.UTC)

// ReferenceDate is the fixed date (2026-01-15, UTC) generated dates
// cluster around: the "today" of every run, never the wall clock, so the
// same seed gives the same dates on any day. Relative requests ("next
// Friday") and probing windows are taken from it.
func ReferenceDate() time.Time { return refDate }

// when returns a deterministic timestamp within about four months of
// refDate, on a quarter hour between 08:00 and 18:45 (bookings, due dates
// and events read like ones a person would set: no odd seconds).
func (g *Generator) when() time.Time {
	day := g.rng.Intn(241) - 120
	quarter := 8*4 + g.rng.Intn(11*4)
	return g.workday(refDate.AddDate(0, 0, day).Add(time.Duration(quarter) * 15 * time.Minute))
}

// workday moves t of a tool about meetings, rooms or a work calendar to
// a working day; any other tool's t is returned as it is.
func (g *Generator) workday(t time.Time) time.Time {
	if g.officeDays() {
		// meetings and rooms are booked on working days: a Saturday moves
		// to the Friday before, a Sunday to the Monday after
		switch t.Weekday() {
		case time.Saturday:
			t = t.AddDate(0, 0, -1)
		case time.Sunday:
			t = t.AddDate(0, 0, 1)
		}
		// nor on a public holiday most offices close for: the next
		// working day instead
		for holiday(t) || t.Weekday() == time.Saturday || t.Weekday() == time.Sunday {
			t = t.AddDate(0, 0, 1)
		}
	}
	return t
}

// holiday reports whether t falls on a day most offices close: New
// Year's Day, Christmas Eve to Boxing Day, New Year's Eve.
func holiday(t time.Time) bool {
	d := t.Day()
	switch t.Month() {
	case time.January:
		return d == 1
	case time.December:
		return d >= 24 && d <= 26 || d == 31
	}
	return false
}

// sinceName matches a parameter that bounds existing records from below
// in time ("since", "created_after", "newer_than"): its date has passed.
// bornName and bornDesc match a date of birth by its name ("dob",
// "patient_dob", "birthDate", "date_of_birth") or description ("Date of
// birth", "born on").
var (
	bornName = regexp.MustCompile(`(?i)(?:^|_|[a-z])(?:dob|DOB)$|^dob|birth_?date|date_?of_?birth|birthdate|^born`)
	bornDesc = regexp.MustCompile(`(?i)\bdate of birth\b|\bborn on\b|\bbirth ?date\b`)
)

// happenedName and happenedDesc match a date of something that has
// happened, by its name ("paid_on", "noticed_at", "occurred_at") or its
// description ("Day the payment was made", "When the fault was
// noticed"): it has passed (a payment recorded as made after today was
// half of all such dates).
var (
	happenedName = regexp.MustCompile(`(?i)^(?:paid|noticed|occurred|happened|incurred|spotted|observed|witnessed|purchased|bought|reported|received)_?(?:on|at|date|time)$`)
	happenedDesc = regexp.MustCompile(`(?i)\b(?:was|were) (?:made|paid|noticed|spotted|seen|observed|found|received|reported|taken|done|carried out|performed|bought|purchased|sold|signed)\b|\b(?:occurred|happened|took place)\b`)
)

var sinceName = regexp.MustCompile(`(?i)since|after$|_after|after_|newer|^from_?date$|^date_?from$`)

// whenFor returns the time a date parameter takes: one that has passed
// for a lower bound on existing records, else one around refDate.
func (g *Generator) whenFor(h hint) time.Time {
	d := g.dateWhenOf(h)
	var t time.Time
	switch d.kind {
	case 'b':
		// a person's date of birth: years before refDate, not a day near
		// it (a patient born after the appointment they book)
		return g.bornDate(h)
	case 's':
		t = g.before()
	case 'a':
		t = g.ahead()
	default:
		t = g.when()
	}
	if d.wdOK {
		// "Monday of the week", "must be a Sunday": the day before or on
		// the drawn one that falls on it
		t = t.AddDate(0, 0, -((int(t.Weekday()) - int(d.wd) + 7) % 7))
	}
	return t
}

// statedWeekday reads the weekday a date's description requires
// ("Monday of the week", "a Sunday", "the week's Monday"); ok is false
// when it names none or more than one.
func statedWeekday(desc string) (time.Weekday, bool) {
	d := strings.ToLower(desc)
	found, n := time.Sunday, 0
	for wd := time.Sunday; wd <= time.Saturday; wd++ {
		if strings.Contains(d, strings.ToLower(wd.String())) {
			found, n = wd, n+1
		}
	}
	return found, n == 1
}

// before returns a time in the weeks before refDate, on a quarter hour
// of the working day: what "since" or "after" in a filter of existing
// records compares with.
func (g *Generator) before() time.Time {
	quarter := 8*4 + g.rng.Intn(11*4)
	return refDate.AddDate(0, 0, -1-g.rng.Intn(90)).Add(time.Duration(quarter) * 15 * time.Minute)
}

// ahead returns a time in the weeks after refDate, on a quarter hour of
// the working day: a stay, a booking or a due date is yet to come.
func (g *Generator) ahead() time.Time {
	quarter := 8*4 + g.rng.Intn(11*4)
	return g.workday(refDate.AddDate(0, 0, 3+g.rng.Intn(80)).Add(time.Duration(quarter) * 15 * time.Minute))
}

// pastTool reports whether the tool (Options.Topic and About) works on
// history ("historical observed weather", "past transactions"): its
// dates have passed.
func (g *Generator) pastTool() bool {
	if g.past == 0 {
		g.past = -1
		if containsAny(g.toolL, "histor", "in the past", "past ", "archived") {
			g.past = 1
		}
	}
	return g.past == 1
}

// aheadTool reports whether a date is yet to come: the parameter or the
// tool is about a stay, a booking, a forecast or a deadline, the date
// is one goods are good until (a use-by, a best-before), or the date
// is when a thing is needed, planned or expected (needed_by: an order of
// wood "needed by September 28, 2025" was already late).
func (g *Generator) aheadTool(h hint) bool {
	n := strings.ToLower(h.name + " " + h.desc)
	if containsAny(n, "check-in", "checkin", "check in", "checkout", "check-out", "arrival", "departure", "due", "deadline", "expir",
		"use by", "use-by", "use_by", "useby", "best before", "best-before", "best_before", "bestbefore", "sell by", "sell_by",
		"needed", "need by", "required by", "ready by", "wanted by", "deliver", "target", "planned", "expected", "pickup", "pick_up", "pick-up") {
		return true
	}
	return containsAny(g.toolL, "forecast", "book", "reserv", "schedul", "upcoming")
}

// officeDays reports whether the tool (Options.Topic and About) is about
// meetings, rooms or a work calendar, whose dates people pick on working
// days. A blind rater docked rooms booked on a Sunday.
func (g *Generator) officeDays() bool {
	if g.office == 0 {
		g.office = -1
		if containsAny(g.toolL, "meeting", "room", "calendar", "standup", "appointment", "office") {
			g.office = 1
		}
	}
	return g.office == 1
}

// formatString returns a string valid for the format.
func (g *Generator) formatString(format string, h hint) string {
	f := g.fake
	switch format {
	case "date-time":
		return g.whenFor(h).Format(time.RFC3339)
	case "date":
		return g.whenFor(h).Format("2006-01-02")
	case "time":
		return g.when().Format("15:04:05Z") // on a quarter hour
	case "duration":
		switch g.rng.Intn(4) {
		case 0:
			return fmt.Sprintf("PT%dM", 1+g.rng.Intn(59))
		case 1:
			return fmt.Sprintf("P%dD", 1+g.rng.Intn(30))
		case 2:
			return fmt.Sprintf("PT%dH%dM", 1+g.rng.Intn(23), g.rng.Intn(60))
		default:
			return fmt.Sprintf("P%dDT%dH", 1+g.rng.Intn(6), 1+g.rng.Intn(23))
		}
	case "email", "idn-email":
		return g.sceneEmail()
	case "hostname", "idn-hostname":
		return strings.ToLower(f.DomainName())
	case "ipv4":
		return f.IPv4Address()
	case "ipv6":
		return f.IPv6Address()
	case "uri", "iri", "url":
		return g.webURL(h)
	case "uri-reference", "iri-reference":
		if g.rng.Intn(2) == 0 {
			return g.url()
		}
		return "/" + g.noun() + "/" + strconv.Itoa(1+g.rng.Intn(999))
	case "uri-template":
		return "https://api." + strings.ToLower(f.DomainName()) + "/" + g.noun() + "s/{id}"
	case "uuid":
		return f.UUID()
	case "json-pointer":
		return "/" + g.noun() + "/" + strconv.Itoa(g.rng.Intn(5))
	case "relative-json-pointer":
		return strconv.Itoa(g.rng.Intn(3)) + "/" + g.noun()
	case "regex":
		w := g.noun()
		return []string{`^` + w + `$`, `\d{` + strconv.Itoa(1+g.rng.Intn(6)) + `}-` + w, `^(` + w + `|` + g.noun() + `)\.txt$`, `[A-Z][a-z]*` + w, w + `.*`}[g.rng.Intn(5)]
	case "int32":
		return strconv.Itoa(g.rng.Intn(100000))
	case "int64":
		return strconv.FormatInt(g.rng.Int63n(1e12), 10)
	case "float", "double":
		return strconv.FormatFloat(float64(g.rng.Intn(100000))/100, 'f', -1, 64)
	case "byte":
		return base64.StdEncoding.EncodeToString([]byte(g.sentence()))
	case "binary":
		return f.LetterN(uint(8 + g.rng.Intn(8)))
	case "password":
		return f.Password(true, true, true, false, false, 12+g.rng.Intn(6))
	case "phone":
		return f.Phone()
	case "color":
		return f.HexColor()
	case "hex":
		return f.HexUint64()[2:]
	case "json":
		if v, ok := g.jsonFor(h); ok {
			return v
		}
		k := fieldNames[g.rng.Intn(len(fieldNames))]
		kh := hint{name: k}
		v, _ := appendJSON(nil, g.realValue(g.roleOf(conj{}, kh), kh))
		return `{"` + k + `":` + string(v) + `}`
	}
	return g.realValue(g.roleOf(conj{}, h), h)
}

// jsonFor returns JSON text for a string that holds an object its name
// says: an icon is an emoji object, a cover or image a file object.
func (g *Generator) jsonFor(h hint) (string, bool) {
	n := strings.ToLower(h.name)
	switch {
	case strings.Contains(n, "icon") || strings.Contains(n, "emoji"):
		return `{"type":"emoji","emoji":"` + []string{"🚀", "📌", "✅", "📝", "🐛", "📅"}[g.rng.Intn(6)] + `"}`, true
	case containsAny(n, "cover", "image", "file", "banner"):
		return `{"type":"external","external":{"url":"https://images.unsplash.com/photo-` + strconv.FormatInt(1500000000000+g.rng.Int63n(99999999999), 10) + `"}}`, true
	}
	return "", false
}

// url returns a web address a person would open: the scene
// organisation's site, a docs or repository page, a well-known site;
// code hosts' and developers' pages only for a tool about code.
func (g *Generator) url() string {
	r := g.rng
	_, dom := g.org()
	switch r.Intn(5) {
	case 0:
		return "https://" + dom + []string{"", "/pricing", "/docs/getting-started", "/blog", "/login", "/careers"}[r.Intn(6)]
	case 1:
		if !g.aboutCode() {
			// a food trader's website, a trial site's document: the
			// organisation's own page, never a code host's
			return "https://" + dom + []string{"", "/about", "/contact"}[r.Intn(3)]
		}
		owner, repo := g.project()
		return "https://github.com/" + owner + "/" + repo + []string{"", "/issues", "/pulls", "/releases"}[r.Intn(4)]
	case 2:
		return "https://en.wikipedia.org/wiki/" + strings.ReplaceAll(g.city(), " ", "_")
	case 3:
		// a product page is a shop's that sells it, not a freight firm's
		// or a clinic's selling headphones
		return productPages[r.Intn(len(productPages))]
	}
	if !g.aboutCode() {
		return []string{"https://www.bbc.com/news", "https://example.com", "https://" + dom}[r.Intn(3)]
	}
	return []string{"https://news.ycombinator.com", "https://www.bbc.com/news", "https://developer.mozilla.org/en-US/docs/Web/API/Fetch_API",
		"https://example.com", "https://www.python.org/downloads/", "https://go.dev/doc/tutorial/getting-started"}[r.Intn(6)]
}

// productPages are product pages of shops that sell what they show.
var productPages = []string{"https://www.deskgear.com/products/wireless-mouse", "https://www.portlane.com/products/usb-c-hub",
	"https://www.tallgrassdesks.com/products/standing-desk", "https://www.quietloop.com/products/noise-cancelling-headphones",
	"https://www.deskgear.com/products/laptop-stand", "https://www.clackworks.com/products/mechanical-keyboard"}

// webURL returns a web address for a URL parameter: an image's when it
// is a cover, an icon or an image (see imageWord), else one a person opens.
func (g *Generator) webURL(h hint) string {
	uw := g.urlWordsOf(h)
	if w := uw.image; w != "" {
		return g.imageURL(w)
	}
	if ext := uw.fileType; ext != "" {
		if v, ok := g.nounFileURL(fileNoun(h, g.toolObject()), ext); ok {
			return v
		}
		return g.fileURL(ext)
	}
	if v, ok := g.siteURL(h); ok {
		return v
	}
	if v, ok := g.roleURL(h); ok {
		return v
	}
	return g.url()
}

// imageWords name what a URL shows when it is an image: a page's cover,
// an icon, a logo, an avatar.
var imageWords = []string{"cover", "icon", "logo", "avatar", "thumbnail", "banner", "photo", "picture", "image", "img"}

// imageWord returns the image word of a URL parameter's name, JSON
// pointer or description ("/cover/external/url", "avatar_url", "URL of
// the image"), or "".
func imageWord(h hint) string {
	for _, t := range sharedTokens(h.ptr + " " + h.name + " " + h.title + " " + firstClause(h.desc)) {
		for _, w := range imageWords {
			if t == w || t == w+"s" {
				return w
			}
		}
	}
	return ""
}

// imageURL returns the address of an image of the scene's organisation
// ("https://cdn.acme.io/images/cover.jpg"): a product page or a repository
// is not an image.
func (g *Generator) imageURL(w string) string {
	_, dom := g.org()
	switch w {
	case "icon", "logo", "avatar":
		return "https://" + dom + "/assets/" + w + []string{".png", ".svg"}[g.rng.Intn(2)]
	}
	name := []string{"team-offsite", "office", "mountains", "roadmap", "launch", "skyline"}[g.rng.Intn(6)]
	if w == "photo" || w == "picture" {
		return "https://cdn." + dom + "/uploads/" + g.photoName() // (a photo someone took)
	}
	if w == "cover" || w == "banner" {
		return "https://images.unsplash.com/photo-" + []string{"1506905925346-21bda4d32df4", "1497366216548-37526070297c", "1469474968028-56623f02e42e", "1522071820081-009f0129c71c"}[g.rng.Intn(4)]
	}
	return "https://cdn." + dom + "/images/" + name + []string{".jpg", ".png"}[g.rng.Intn(2)]
}

// rangeEnds maps the word that opens a range in a property name to the
// words that close it ("startDate" / "endDate", "from" / "to"). A tare
// or a net weight is the low end of its gross ("tareKg" ≤ "grossKg"); a
// final reading is below its original ("final_gravity" ≤ "original_gravity").
var rangeEnds = []struct {
	open string
	ends []string
}{
	{"start", []string{"end", "finish", "stop"}}, {"from", []string{"to", "until"}}, {"since", []string{"until", "to"}},
	{"after", []string{"before"}}, {"begin", []string{"end"}}, {"checkin", []string{"checkout"}}, {"min", []string{"max"}},
	{"low", []string{"high"}}, {"tare", []string{"gross"}}, {"net", []string{"gross"}}, {"earliest", []string{"latest"}},
	{"final", []string{"original"}},
}

// orderRanges swaps the values of range pairs in obj ("from"/"to",
// "start_date"/"end_date") when both are ISO dates or date-times of the
// same shape and the start is after the end, so start ≤ end; an end far
// from its start is moved near it (a meeting of hours, a trip of days).
func (g *Generator) orderRanges(obj map[string]any) {
	if len(obj) < 2 {
		return
	}
	dates := 0
	for _, v := range obj {
		if a, ok := v.(string); ok && isoDate(a) {
			dates++
		}
	}
	if dates < 2 {
		return
	}
	for _, k := range sortedKeys(obj) {
		a, ok := obj[k].(string)
		if !ok || !isoDate(a) {
			continue
		}
		lk := strings.ToLower(k)
		if len(lk) != len(k) {
			continue
		}
		for _, re := range rangeEnds {
			open, ends := re.open, re.ends
			i := strings.Index(lk, open)
			if i < 0 {
				continue
			}
			for _, end := range ends {
				k2 := k[:i] + matchCase(k[i:i+len(open)], end) + k[i+len(open):]
				b, ok := obj[k2].(string)
				if !ok || len(a) != len(b) || !isoDate(b) {
					continue
				}
				if a > b {
					obj[k], obj[k2] = b, a
					a, b = b, a
					g.unsure = true // values moved after their checks
				}
				if e, ok := g.nearEnd(a, b, windowOpens[open]); ok {
					obj[k2] = e
					g.unsure = true
				}
			}
		}
	}
}

// windowOpens are the opening words of a range that is a window of hours
// on one day (a pickup's or a delivery's earliest and latest time): its
// end is kept within the day.
var windowOpens = map[string]bool{"earliest": true}

// nearEnd returns an end close after start (same layout: RFC 3339 UTC
// date-time on a quarter hour, or a date) when end is more than two weeks
// later, or more than a day for a window (hours); ok is false when end is
// near already or the layout is another.
func (g *Generator) nearEnd(start, end string, hours bool) (string, bool) {
	far := 14 * 24 * time.Hour
	if hours {
		far = 24 * time.Hour
	}
	for _, layout := range []string{"2006-01-02T15:04:05Z", "2006-01-02"} {
		if len(start) != len(layout) {
			continue
		}
		s, err1 := time.Parse(layout, start)
		e, err2 := time.Parse(layout, end)
		if err1 != nil || err2 != nil || e.Sub(s) <= far {
			return "", false
		}
		if layout == "2006-01-02" {
			return s.AddDate(0, 0, g.rng.Intn(8)).Format(layout), true
		}
		if hours {
			return s.Add(time.Duration(8+g.rng.Intn(9)) * 15 * time.Minute).Format(layout), true // two to four hours
		}
		return s.Add(time.Duration(2+g.rng.Intn(15)) * 15 * time.Minute).Format(layout), true
	}
	return "", false
}

// matchCase spells w with the case of the first letter of like.
func matchCase(like, w string) string {
	if like != "" && like[0] >= 'A' && like[0] <= 'Z' {
		return strings.ToUpper(w[:1]) + w[1:]
	}
	return w
}

// isoDate reports whether s starts like an ISO 8601 date ("2026-01-15").
func isoDate(s string) bool {
	if len(s) < 10 || s[4] != '-' || s[7] != '-' {
		return false
	}
	for _, i := range []int{0, 1, 2, 3, 5, 6, 8, 9} {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// fileTypes map words a URL parameter's name or description uses for a
// kind of file to the extension of such a file: "URL of the MP3 file",
// "pdf_url", "RSS feed URL".
var fileTypes = []struct{ word, ext string }{
	{"mp3", ".mp3"}, {"audio", ".mp3"}, {"wav", ".wav"}, {"mp4", ".mp4"}, {"pdf", ".pdf"}, {"csv", ".csv"},
	{"xlsx", ".xlsx"}, {"rss", ".xml"}, {"feed", ".xml"}, {"zip", ".zip"}, {"tarball", ".tar.gz"}, {"docx", ".docx"},
	{"svg", ".svg"}, {"png", ".png"}, {"jpeg", ".jpg"}, {"jpg", ".jpg"}, {"gif", ".gif"}, {"srt", ".srt"}, {"subtitle", ".srt"}, {"ics", ".ics"},
}

// fileTypeOf returns the extension of the kind of file a URL parameter
// names in its name, title or description's first clause ("Public URL of
// the MP3 file" gives ".mp3"), or "": such a URL points at that file, not
// at a product page or a repository.
func fileTypeOf(h hint) string {
	for _, t := range sharedTokens(h.name + " " + h.title + " " + firstClause(h.desc)) {
		for _, ft := range fileTypes {
			if t == ft.word || t == ft.word+"s" {
				return ft.ext
			}
		}
	}
	return ""
}

// fileURLNames are the base names of files a URL points at, by extension.
var fileURLNames = map[string][]string{
	".mp3": {"building-in-public", "founder-interview", "final-mix", "intro-mix", "history-of-coffee"},
	".wav": {"voiceover-take-3", "interview-raw", "intro-sting"},
	".mp4": {"product-demo", "keynote-2025", "onboarding-walkthrough", "launch-teaser"},
	".pdf": {"annual-report-2025", "invoice-10482", "user-manual", "whitepaper", "terms-of-service"},
	".csv": {"sales-2025-q3", "customers-export", "inventory", "survey-results"},
	".xml": {"feed", "rss", "index"},
}

// fileURL returns the address of a file with extension ext on the scene's
// organisation's storage ("https://cdn.acme.io/media/episode-112.mp3").
func (g *Generator) fileURL(ext string) string {
	_, dom := g.org()
	names := fileURLNames[ext]
	if len(names) == 0 {
		names = []string{"export", "report-2025", "latest", "data"}
	}
	name := names[g.rng.Intn(len(names))]
	switch ext {
	case ".xml":
		return "https://" + dom + "/" + name + ".xml"
	case ".mp3", ".wav", ".mp4":
		return "https://cdn." + dom + "/media/" + name + ext
	}
	return "https://" + dom + "/files/" + name + ext
}
