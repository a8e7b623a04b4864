package role

import (
	"regexp"
	"strconv"
	"strings"
)

// Identifiers of a published standard, whose values carry a check digit
// or a fixed layout: a value of the wrong shape is no such identifier.
const (
	IDISBN IDConvention = "isbn" // a book number: 13 digits starting 978/979 (Format "ISBN-10": 10), check digit valid
	IDDOI  IDConvention = "doi"  // a digital object identifier: "10.1038/s41586-020-2649-2"
	IDEAN  IDConvention = "ean"  // a GS1 barcode: EAN-13/GTIN-13 (Format "UPC-A": 12 digits; "SSCC": a pallet's 18-digit shipping container code), check digit valid
	IDIBAN IDConvention = "iban" // an international bank account number with valid check digits: "DE89370400440532013000"
	IDCard IDConvention = "card" // a payment card number that passes the Luhn check: a processor's test number
	IDUPRN IDConvention = "uprn" // a Unique Property Reference Number (GB): up to 12 digits, a building's or a plot's
)

// reCodeDesc finds a standard an identifier's description names.
var reCodeDesc = regexp.MustCompile(`(?i)\b(isbn(?:-?1[03])?|doi|iban|ean(?:-?13)?|upc(?:-a)?|gtin(?:-?1[234])?|sscc|barcode|international bank account number|(?:credit|debit|payment) card number|card number|uprn|unique property reference number)\b`)

// proseKinds are the roles of values people write in words: a search
// box or a note that mentions an ISBN takes more than an ISBN.
var proseKinds = map[Kind]bool{Query: true, Question: true, Text: true, Title: true, Thought: true, Tag: true,
	URL: true, FilePath: true, FileName: true, Email: true, CommitMessage: true, Selector: true, SQL: true}

// standardCode sets the convention of an identifier that follows a
// published standard, named by a token of the parameter's name ("isbn",
// "doi", "iban", "ean", "upc", "gtin", "sscc", "barcode", "card_number") or, for a
// parameter nothing else classified, by its description ("ISBN-13 of the
// book"). A search box that accepts an ISBN among other things stays a
// query: its description is not read for a value people write in words.
func (c *ctx) standardCode(r *Role) {
	if len(r.Values) > 0 || r.Kind == Boolean {
		return
	}
	conv, format, why := IDConvention(""), "", ""
	for _, t := range c.ts {
		switch {
		case strings.HasPrefix(t, "isbn"):
			conv, why = IDISBN, "name token "+t
			if t == "isbn10" {
				format = "ISBN-10"
			}
		case t == "doi" || t == "dois":
			conv, why = IDDOI, "name token "+t
		case t == "iban":
			conv, why = IDIBAN, "name token "+t
		case strings.HasPrefix(t, "ean") && len(t) <= 5, strings.HasPrefix(t, "gtin"), t == "barcode":
			conv, why = IDEAN, "name token "+t
		case t == "upc":
			conv, why, format = IDEAN, "name token "+t, "UPC-A"
		case t == "sscc" || t == "ssccs":
			conv, why, format = IDEAN, "name token "+t, "SSCC"
		case t == "card" && c.hasToken("number", "num", "no"), t == "pan" && c.hasToken("card"):
			conv, why = IDCard, "name "+c.p.Name
		case t == "uprn" || t == "uprns":
			conv, why = IDUPRN, "name token "+t
		}
	}
	if conv == "" && !proseKinds[r.Kind] {
		// (a standard named as a sibling is the sibling's: a postcode
		// "used when uprn is unknown" is no UPRN)
		if m := reCodeDesc.FindStringSubmatch(c.d); m != nil && !c.sibling(strings.ToLower(m[1])) {
			w := strings.ToLower(m[1])
			why = "description names " + w
			switch {
			case strings.HasPrefix(w, "isbn"):
				conv = IDISBN
				if strings.HasSuffix(w, "10") {
					format = "ISBN-10"
				}
			case w == "doi":
				conv = IDDOI
			case strings.Contains(w, "bank") || w == "iban":
				conv = IDIBAN
			case strings.HasPrefix(w, "upc"):
				conv, format = IDEAN, "UPC-A"
			case w == "sscc":
				conv, format = IDEAN, "SSCC"
			case strings.HasPrefix(w, "ean") || strings.HasPrefix(w, "gtin") || w == "barcode":
				conv = IDEAN
			case w == "uprn" || strings.HasPrefix(w, "unique property"):
				conv = IDUPRN
			default:
				conv = IDCard
			}
		}
	}
	if conv == "" || c.numeric && !digitsOnly(conv, format) {
		// a number of a scheme written with letters or dashes (a DOI,
		// an IBAN, an ISBN-10's X) is something else
		return
	}
	if conv == IDISBN && format == "" && strings.Contains(c.d, "isbn-10") && !strings.Contains(c.d, "13") {
		format = "ISBN-10"
	}
	if conv == IDEAN && format == "" && containsAny(c.d, "upc-a", "upc code", "12-digit", "12 digit") {
		format = "UPC-A"
	}
	if conv == IDCard && len(r.Examples) > 0 && !anyPaymentCard(r.Examples) {
		// "KeyCard number, e.g. 01-1614-0987": the example's shape, not
		// a processor's 16-digit test card
		r.Why += "; " + why + ": its examples are no payment card numbers"
		return
	}
	if conv == IDCard && c.otherCard() {
		// a fuel or loyalty card's number is no payment processor's test card
		r.Kind, r.ID, r.Format = ID, IDAccount, "card"
		r.Why += "; " + why + ": a card that pays for nothing, its digits"
		return
	}
	r.Kind, r.ID, r.Format = ID, conv, format
	r.Why += "; " + why + ": a " + string(conv) + " by its standard"
}

// reDateExample matches an example that is a calendar date or a point in
// time: "2025-04-02", "2025-04-02T14:00:00-04:00", "2025-04-02 09:30".
var reDateExample = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$`)

// reDateInProse finds dates and points in time written in a description.
var reDateInProse = regexp.MustCompile(`\b\d{4}-\d{2}-\d{2}([t ]\d{2}:\d{2}(:\d{2})?)?`)

// dateByExample makes a string parameter nothing else classified a date
// or a point in time when its description's examples are dates ("Event
// start: '2025-04-02T14:00:00-04:00' for timed events or '2025-04-02' for
// all-day") or it states a date format ("RFC 3339 or YYYY-MM-DD"): an
// event's start is a time, not a word.
func (c *ctx) dateByExample(r *Role) {
	if (r.Kind == Date || r.Kind == DateTime) && c.f.Format == "" && len(r.Examples) > 0 && !c.numeric &&
		strings.HasPrefix(r.Why, "description word") && !reDateInProse.MatchString(c.d) {
		// a word of the description said date ("RRULE/EXDATE lines"), the
		// examples say otherwise: the value is written like its examples
		for _, e := range r.Examples {
			if reDateExample.MatchString(strings.TrimSpace(e)) {
				return
			}
		}
		r.Kind, r.Values, r.ValuesFromProse = Enum, r.Examples, true
		r.Why += "; its examples are no dates: one of them"
		return
	}
	if r.Kind != Unknown || c.numeric {
		return
	}
	timed, dated := false, false
	for _, e := range r.Examples {
		m := reDateExample.FindStringSubmatch(strings.TrimSpace(e))
		if m == nil {
			return
		}
		if m[1] != "" {
			timed = true
		} else {
			dated = true
		}
	}
	if len(r.Examples) == 0 {
		// dates the description shows without "e.g.": "'2025-04-02' for all-day"
		for _, m := range reDateInProse.FindAllStringSubmatch(c.d, -1) {
			if m[1] != "" {
				timed = true
			} else {
				dated = true
			}
		}
	}
	f := strings.ToLower(r.Format)
	switch {
	case strings.Contains(f, "rfc 3339") || strings.Contains(f, "iso 8601") || strings.Contains(f, "hh:mm") ||
		containsAny(c.d, "rfc 3339", "rfc3339", "iso 8601", "iso-8601"):
		timed = true
	case f == "yyyy-mm-dd":
		dated = true
	}
	if !timed && !dated && len(c.ts) == 1 && (c.last == "start" || c.last == "end") && c.sibling("start", "end") &&
		containsAny(strings.ToLower(c.tool.Name+" "+c.tool.Description), "event", "meeting", "calendar", "appointment", "booking", "schedule") {
		// an event's start and end: points in time
		timed = true
	}
	switch {
	case timed:
		r.Kind, r.Why = DateTime, r.Why+"; its examples or format are points in time"
	case dated:
		r.Kind, r.Why = Date, r.Why+"; its examples or format are dates"
	}
}

// reCodeExample matches a short upper-case code: "DEV", "TEAM", "OPS2".
var reCodeExample = regexp.MustCompile(`^[A-Z][A-Z0-9]{1,9}$`)

// keyCodes makes a key whose examples are all short upper-case codes (a
// Confluence space key "like 'DEV', 'TEAM'", a Jira project key) one of
// those codes: such a key is no cache key ("order:4641:status").
func (c *ctx) keyCodes(r *Role) {
	if r.Kind != Key || len(r.Examples) < 2 {
		return
	}
	for _, e := range r.Examples {
		if !reCodeExample.MatchString(e) {
			return
		}
	}
	r.Kind, r.Values, r.ValuesFromProse = Enum, r.Examples, true
	r.Why += "; its examples are short upper-case codes: one of them"
}

// reNumCode matches one "<number> <meaning>" pair of a numeric code list
// in a description: "Meeting type: 1 instant, 2 scheduled", "0 = off,
// 1 = on", "(1 high, 2 medium, 3 low)".
var reNumCode = regexp.MustCompile(`(?:^|[:;,(]\s*|\bor\s+)(\d{1,2})\s*(?:=|:|-|–|—|means|for|is)?\s*([A-Za-z][A-Za-z_-]+)`)

// NumCode is one numbered code a description spells out: Code is the
// number as written ("2"), Meaning what it stands for, up to the next
// separator ("Use attachment filename as title", "high").
type NumCode struct {
	Code, Meaning string
}

// NumCodes reads the numbered codes a description lists ("Meeting type:
// 1 instant, 2 scheduled", "0 = off, 1 = on", "Title assignment: 1=Use
// subject as title, 2=Use attachment filename as title", "(1 high or 2
// low)"), each number once, in the order written. A number followed by a
// quantity word ("1 to 5", "30 days") is no code. The values the role of
// such a parameter takes (numericCodes) and the words a request says it
// with (pkg/prompt) both read this one list.
func NumCodes(desc string) []NumCode {
	var out []NumCode
	seen := map[string]bool{}
	for _, ix := range reNumCode.FindAllStringSubmatchIndex(desc, -1) {
		code, word := desc[ix[2]:ix[3]], desc[ix[4]:ix[5]]
		if notMeanings[strings.ToLower(word)] || seen[code] {
			continue
		}
		seen[code] = true
		out = append(out, NumCode{Code: code, Meaning: meaningFrom(desc[ix[4]:])})
	}
	return out
}

// meaningFrom is a code's meaning at the start of s: the words up to the
// next separator (",", ";", "(", ")", a sentence's end) or up to " or "
// or " and " before the next number, without a closing full stop.
func meaningFrom(s string) string {
	if i := strings.IndexAny(s, ",;()"); i >= 0 {
		s = s[:i]
	}
	if i := strings.Index(s, ". "); i >= 0 {
		s = s[:i]
	}
	if m := reNextCode.FindStringIndex(s); m != nil {
		s = s[:m[0]]
	}
	return strings.TrimRight(strings.TrimSpace(s), ".")
}

// reNextCode matches where the next numbered code of a list starts
// inside a meaning ("high or 2 low", "off and 1 on").
var reNextCode = regexp.MustCompile(`\s+(?:or|and)\s+\d`)

// notMeanings are words after a number that make it a quantity, not a code.
var notMeanings = map[string]bool{"and": true, "or": true, "to": true, "of": true, "the": true, "based": true, "indexed": true,
	"results": true, "items": true, "seconds": true, "minutes": true, "hours": true, "days": true, "per": true, "by": true, "max": true}

// numericCodes makes a number whose description lists what each value
// means ("1 instant, 2 scheduled, 8 recurring") one of those values: 118.41
// is no meeting type.
func (c *ctx) numericCodes(r *Role) {
	if !c.numeric || r.Kind == Enum || r.Kind == Count || r.Kind == Duration || r.Kind == Money {
		return
	}
	var vals []string
	for _, nc := range NumCodes(c.f.Description) {
		vals = append(vals, nc.Code)
	}
	if len(vals) < 2 {
		return
	}
	if lo, hi, ok := scaleEnds(vals); ok {
		// "1 = cosmetic, 5 = unsafe": the ends of a scale, every step
		// between them a value too, never only 1 or 5
		r.Kind, r.Typical = Rating, rng(lo, hi, 0)
		r.Why += "; the description names the ends of a scale"
		return
	}
	r.Kind, r.Values, r.ValuesFromProse = Enum, vals, true
	r.Why += "; the description says what each number means: one of them"
}

// scaleEnds reads two numeric codes more than one apart ("1 = cosmetic,
// 5 = unsafe") as the ends of a scale, lo < hi.
func scaleEnds(vals []string) (lo, hi float64, ok bool) {
	if len(vals) != 2 {
		return 0, 0, false
	}
	a, err1 := strconv.Atoi(vals[0])
	b, err2 := strconv.Atoi(vals[1])
	if err1 != nil || err2 != nil || a == b {
		return 0, 0, false
	}
	if a > b {
		a, b = b, a
	}
	return float64(a), float64(b), b-a > 1
}

// anyPaymentCard tells whether one of examples reads as a payment card
// number: 13 to 19 digits, spaces or dashes aside, passing the Luhn
// check. A card whose example is none ("01-1614-0987", a lift KeyCard)
// is written like its example, not as a bank's test card.
func anyPaymentCard(examples []string) bool {
	for _, e := range examples {
		var ds []byte
		ok := true
		for i := 0; i < len(e); i++ {
			switch b := e[i]; {
			case b >= '0' && b <= '9':
				ds = append(ds, b-'0')
			case b == ' ' || b == '-':
			default:
				ok = false
			}
		}
		if ok && len(ds) >= 13 && len(ds) <= 19 && luhnValid(ds) {
			return true
		}
	}
	return false
}

// luhnValid tells whether digits ds pass the Luhn check.
func luhnValid(ds []byte) bool {
	sum := 0
	for i := range ds {
		d := int(ds[len(ds)-1-i])
		if i%2 == 1 {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	return sum%10 == 0
}

// digitsOnly tells whether identifiers of convention conv (and format)
// are all digits, so a schema may type them as numbers: a barcode, a
// payment card number, an ISBN-13, a property reference. Such a number
// is drawn by its standard, never a count's 0 or 43.
func digitsOnly(conv IDConvention, format string) bool {
	switch conv {
	case IDEAN, IDCard, IDUPRN:
		return true
	case IDISBN:
		return format != "ISBN-10"
	}
	return false
}

// DigitsOnly is digitsOnly for role r: whether r is an identifier of a
// standard written in digits alone.
func DigitsOnly(r Role) bool { return r.Kind == ID && digitsOnly(r.ID, r.Format) }
