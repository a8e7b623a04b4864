package synth

import (
	"strconv"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// postalShapes are the postal code shapes of the scene's countries: 9 a
// digit, A a capital letter, the rest kept. A Vienna address has a
// four-digit code, a Tokyo one "100-0005", never a US ZIP.
var postalShapes = map[string][]string{
	"Portugal": {"1100-148", "4000-322"}, "Germany": {"99999"}, "Spain": {"28013", "08002"}, "France": {"75001", "75006"},
	"Netherlands": {"1012 AB"}, "Canada": {"M5V 2T6", "H2X 1Y4"}, "Japan": {"100-0005", "530-0001"}, "Australia": {"2000", "3000"},
	"Ireland": {"D02 X285"}, "Brazil": {"01310-100"}, "Denmark": {"1050"}, "Kenya": {"00100"}, "Peru": {"15001"},
	"Mexico": {"06000"}, "South Africa": {"8001"}, "Singapore": {"999999"}, "South Korea": {"99999"}, "Austria": {"1010", "1060"},
	"Czechia": {"110 00"}, "Italy": {"20121"}, "Norway": {"0150"}, "Türkiye": {"34000"}, "Argentina": {"C1002"},
	"United States": {"99999"},
}

// localPostal returns a postal code of the scene's country (see
// postalShapes; a UK one from ukPostcodes), ok false for a country it
// has no shape for.
func (g *Generator) localPostal() (string, bool) {
	if v, ok := g.cityPostal(); ok {
		return v, true
	}
	p := g.here()
	if p.country == "United Kingdom" {
		return ukPostcodes[g.rng.Intn(len(ukPostcodes))], true
	}
	shapes, ok := postalShapes[p.country]
	if !ok {
		return "", false
	}
	s := shapes[g.rng.Intn(len(shapes))]
	if p.country == "United States" || p.country == "Germany" || p.country == "Singapore" || p.country == "South Korea" {
		return g.digitsLike(s), true
	}
	return g.keepPrefix(s), true
}

// digitsLike replaces every 9 of s with a digit, the first never 0.
func (g *Generator) digitsLike(s string) string {
	b := []byte(s)
	for i := range b {
		if b[i] == '9' {
			b[i] = byte('0' + g.rng.Intn(10))
			if i == 0 && b[i] == '0' {
				b[i] = '1'
			}
		}
	}
	return string(b)
}

// keepPrefix varies the last digit of a real postal code, so the code
// stays in the city ("1060" may become "1063").
func (g *Generator) keepPrefix(s string) string {
	b := []byte(s)
	for i := len(b) - 1; i >= 0; i-- {
		if b[i] >= '0' && b[i] <= '9' {
			b[i] = byte('0' + g.rng.Intn(10))
			break
		}
	}
	return string(b)
}

// callingCodes are the international dialling codes of the scene's
// countries.
var callingCodes = map[string]string{"Portugal": "351", "Germany": "49", "Spain": "34", "France": "33", "United Kingdom": "44",
	"Netherlands": "31", "United States": "1", "Canada": "1", "Japan": "81", "Australia": "61", "Ireland": "353", "Brazil": "55",
	"Denmark": "45", "Kenya": "254", "Peru": "51", "Mexico": "52", "South Africa": "27", "Singapore": "65", "South Korea": "82",
	"Austria": "43", "Czechia": "420", "Italy": "39", "Norway": "47", "Türkiye": "90", "Argentina": "54"}

// localPhone returns a phone number of the scene's city (cityPhone) or
// country: in E.164 ("+4312345678") when the description asks for it or
// its example starts with "+", else written as the country writes an
// international number ("+43 1 234 5678"); ok false for a country
// without a code.
func (g *Generator) localPhone(r *role.Role, h hint) (string, bool) {
	if v, ok := g.examplePhone(r); ok {
		return v, true // (a salon's "e.g. 555-0142")
	}
	d := g.lowerDesc(h.desc)
	e164 := strings.Contains(d, "e.164") || strings.Contains(d, "e164")
	for _, e := range r.Examples {
		e164 = e164 || strings.HasPrefix(e, "+") && !strings.Contains(e, " ")
	}
	if v, ok := g.mobilePhone(h, d, e164); ok {
		return v, true // ("Mobile number for SMS reminders": +44 7700 931408, not a Leeds landline)
	}
	if v, ok := g.cityPhone(e164); ok {
		return v, true
	}
	cc, ok := callingCodes[g.here().country]
	if !ok {
		return "", false
	}
	n := 9
	if cc == "1" {
		n = 10
	}
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('0' + g.rng.Intn(10))
	}
	b[0] = byte('2' + g.rng.Intn(7))
	num := string(b)
	if e164 {
		return "+" + cc + num, true
	}
	return "+" + cc + " " + num[:3] + " " + num[3:], true
}

// unitLines are second address lines: a flat, a floor, a suite.
var unitLines = []string{"Apt 4B", "Flat 2", "Floor 3", "Suite 300", "Unit 12", "2nd floor", "Apt 17"}

// envPairs are environment variables as KEY=VALUE.
var envPairs = []string{"LOG_LEVEL=debug", "NODE_ENV=production", "PORT=8080", "DATABASE_URL=postgres://app@db:5432/app",
	"TZ=UTC", "FEATURE_FLAGS=new-checkout", "WORKERS=4"}

// fileExts are file extensions a form or upload accepts.
var fileExts = []string{"pdf", "docx", "txt", "png", "jpg", "xlsx", "zip"}

// localValue returns a value that depends on where the scene is or on a
// convention the name states: a second address line ("Apt 4B", not a
// second address), an environment variable "KEY=VALUE", a file
// extension, an ORCID iD. ok is false for other strings.
func (g *Generator) localValue(r *role.Role, h hint, ts []string, d string) (string, bool) {
	switch {
	case hasWord(ts, "line2", "address2") || len(ts) >= 2 && ts[len(ts)-1] == "2" && hasWord(ts, "line", "address"):
		return unitLines[g.rng.Intn(len(unitLines))], true
	case strings.Contains(d, "key=value") && !hasWord(ts, "filter", "filters", "label", "labels", "tags"):
		return envPairs[g.rng.Intn(len(envPairs))], true
	case hasWord(ts, "extensions", "extension", "exts") && r.Kind != role.URL:
		e := fileExts[g.rng.Intn(len(fileExts))]
		if strings.Contains(d, `".`) || strings.Contains(d, `'.`) {
			e = "." + e
		}
		return e, true
	case hasWord(ts, "description", "desc", "contents") && len(lineExamples(r, h)) > 0 && (saleLine(h) || g.shipsGoods(h)):
		return g.ownLine(r, h), true // (a bike shop's "inner tube 700x28c", not scaffolding hire)
	case hasWord(ts, "description", "desc", "contents") && g.shipsGoods(h):
		return goods[g.rng.Intn(len(goods))], true
	case hasWord(ts, "description", "desc") && saleLine(h):
		if v, ok := g.workLine(); ok {
			return v, true // (a repair's labour, not office chairs)
		}
		return saleLines[g.rng.Intn(len(saleLines))], true
	case hasWord(ts, "orcid") || strings.Contains(d, "orcid"):
		return g.orcid(), true
	case (hasWord(ts, "postcode", "zip", "zipcode", "postalcode") || hasWord(ts, "postal") && !hasWord(ts, "address", "addr")) && r.Kind != role.Enum:
		// (a "postal_address" is the address post goes to, not its code)
		if v, ok := g.localPostal(); ok {
			return g.postalPart(v, h), true
		}
	case r.Kind == role.Phone || hasWord(ts, "phone", "mobile", "tel", "telephone") && !hasWord(ts, "id", "sid", "type", "verified"):
		return g.localPhone(r, h)
	}
	return "", false
}

// orcid returns an ORCID iD ("0000-0002-1825-0097") with its ISO 7064
// 11,2 check character.
func (g *Generator) orcid() string {
	digits := "0000000" + strconv.Itoa(1+g.rng.Intn(3))
	for len(digits) < 15 {
		digits += strconv.Itoa(g.rng.Intn(10))
	}
	total := 0
	for _, c := range digits {
		total = (total + int(c-'0')) * 2
	}
	check := (12 - total%11) % 11
	cs := strconv.Itoa(check)
	if check == 10 {
		cs = "X"
	}
	s := digits + cs
	return s[0:4] + "-" + s[4:8] + "-" + s[8:12] + "-" + s[12:16]
}

// goods are things people ship and declare at customs, described the way
// a customs form wants: what it is and what it is made of.
var goods = []string{"Cotton T-shirts", "Ceramic coffee mugs", "Leather wallet", "Paperback books", "Wireless headphones",
	"Wool scarf", "Stainless steel water bottle", "Children's wooden toys", "Ground coffee, 250 g bags", "Silver necklace",
	"Running shoes", "Phone case, silicone"}

// shipsGoods reports whether a value describes an item of a shipment or
// a customs declaration: the tool ships or declares things and the value
// sits in one of its items (a declaration's line), not a note about the
// whole shipment.
func (g *Generator) shipsGoods(h hint) bool {
	t := strings.ToLower(g.opts.Topic + " " + g.opts.About)
	if !containsAny(t, "customs", "declaration", "shipment", "parcel", "export", "commercial invoice") {
		return false
	}
	switch h.parent {
	case "items", "contents", "lines", "line_items", "lineItems", "goods", "products", "packages", "parcels":
		return true
	}
	return false
}
