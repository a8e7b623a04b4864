package role

import (
	"regexp"
	"strings"
)

// A countryCue is what a server's words say when its business sits in one
// country: the money it states its prices in ("reserve per head in GBP",
// a "price_gbp" parameter), the dialling code of its phones ("+44 …"), an
// institution or a word only that country's forms use ("postcode",
// "council", "HMRC", "ZIP code").
type countryCue struct {
	country string
	words   *regexp.Regexp // in a name, title or description
	tokens  []string       // a parameter name's token (price_gbp)
	// lits are lower-case literals one of which every match of words
	// holds: a text with none of them is not run through words (most
	// texts name no country, and the case-folded alternations are slow).
	lits []string
}

// countryCues are the cues of the countries the value synthesizer has
// places in. A currency counts only as the unit of an amount ("in GBP",
// "(USD)", "USD per"), not as an example among other codes.
var countryCues = []countryCue{
	{"United Kingdom", regexp.MustCompile(`£\s?\d|\+44[\s\d]|(?i:\bpost ?codes?\b|\bcouncils?\b|\bHMRC\b|\bNHS\b|\bcompanies house\b|\bdriving licen[cs]es?\b|\bdriving_licen[cs]e\b|\bnational insurance\b|\bunited kingdom\b)|\b(?:in|per|of) GBP\b|\(GBP\)|\bGBP (?:per|a|an)\b`), []string{"gbp", "pence", "postcode"},
		[]string{"£", "+44", "post", "council", "hmrc", "nhs", "companies house", "driving", "national insurance", "united kingdom", "gbp"}},
	{"United States", regexp.MustCompile(`\+1[\s-]\(?\d{3}|(?i:\bzip[ _-]?codes?\b|\bIRS\b|\bUSPS\b|\bsocial security number\b)|\b(?:in|per|of) USD\b|\(USD\)|\bUSD (?:per|a|an)\b`), []string{"usd", "zip", "zipcode"},
		[]string{"+1", "zip", "irs", "usps", "social security number", "usd"}},
	{"Japan", regexp.MustCompile(`¥\s?\d|\+81[\s\d]|\b(?:in|per|of) JPY\b|\(JPY\)|(?i:\bprefectures?\b)`), []string{"jpy", "yen"},
		[]string{"¥", "+81", "jpy", "prefecture"}},
	{"Canada", regexp.MustCompile(`\b(?:in|per|of) CAD\b|\(CAD\)`), []string{"cad"}, []string{"cad"}},
	{"Australia", regexp.MustCompile(`\+61[\s\d]|\b(?:in|per|of) AUD\b|\(AUD\)`), []string{"aud"}, []string{"+61", "aud"}},
}

// countryScore adds to scores, per countryCues index, the cues text and
// the name tokens hold.
func countryScore(scores []int, text string, names []string) {
	lower := strings.ToLower(text)
	for i, c := range countryCues {
		if containsAny(lower, c.lits...) && c.words.MatchString(text) {
			scores[i]++
		}
		for _, n := range names {
			for _, t := range Tokens(n) {
				for _, w := range c.tokens {
					if t == w {
						scores[i]++
					}
				}
			}
		}
	}
}

// soleCountry returns the one country with cues, "" when none has or
// more than one has (a freight forwarder's "EIN or VAT number" speaks of
// two: its addresses stay worldwide).
func soleCountry(scores []int) string {
	found := ""
	for i, n := range scores {
		if n == 0 {
			continue
		}
		if found != "" {
			return ""
		}
		found = countryCues[i].country
	}
	return found
}

// Country returns the country the server's business sits in by what its
// words say (see countryCues): "United Kingdom" for a scrap yard whose
// prices are "GBP per tonne", so its addresses, postcodes and phones are
// British, never a Lisbon street or a "+33" phone. "" when its words name
// no one country.
func (s *Server) Country() string {
	if s == nil {
		return ""
	}
	return s.country
}

// propWords returns a property's name, title and description joined, for
// the country cues.
func propWords(n string, f Facts) string {
	return strings.Join([]string{n, f.Title, f.Description}, " ")
}
