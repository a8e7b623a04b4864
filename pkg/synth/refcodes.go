package synth

import (
	"encoding/base64"
	"strconv"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// airports are IATA codes of busy airports: a request names a real one,
// never three random letters ("ZIU", "AFC").
var airports = []string{"LHR", "JFK", "CDG", "AMS", "FRA", "MAD", "BCN", "LIS", "FCO", "MUC", "ZRH", "DUB", "CPH", "ARN",
	"OSL", "VIE", "IST", "DXB", "SIN", "HND", "NRT", "ICN", "HKG", "SYD", "MEL", "LAX", "SFO", "SEA", "ORD", "ATL",
	"BOS", "MIA", "YYZ", "YVR", "MEX", "GRU", "EZE", "JNB", "BKK", "DEL", "EDI", "MAN", "BER", "ATH", "PRG", "WAW"}

// cityCodes are IATA codes of cities, as travel services take them: a
// metropolitan code for a city of several airports (LON, NYC, BJS) or the
// code of a city's one airport.
var cityCodes = []string{"LON", "NYC", "PAR", "TYO", "BJS", "SHA", "CHI", "WAS", "MIL", "ROM", "STO", "OSA", "SEL",
	"BUE", "SAO", "YTO", "YMQ", "CAN", "SZX", "CTU", "HKG", "SIN", "DXB", "SYD", "AMS", "MAD", "BCN", "BKK", "IST"}

// travelCode returns a real IATA code for a string its description says
// is an airport's or a city's three-letter or IATA code ("Departure city
// IATA 3-letter code", "Arrival city 3-letter code", "3-letter IATA code
// of the base"): a city's code when it names a city and no airport, else
// an airport's (a bare IATA code names a place, and an airline's is
// excluded). Three random letters
// ("ZVP", "KPX") name no place a traveller knows.
func (g *Generator) travelCode(ts []string, d string) (string, bool) {
	coded := strings.Contains(d, "iata") || containsAny(d, "3-letter code", "three-letter code", "3 letter code", "three letter code")
	if !coded || strings.Contains(d, "airline") || strings.Contains(d, "country") {
		return "", false
	}
	city := strings.Contains(d, "city") && !strings.Contains(d, "airport")
	if !city && !strings.Contains(d, "airport") && !strings.Contains(d, "iata") && !hasWord(ts, "origin", "destination", "from", "to", "airport", "dep", "arr") {
		return "", false
	}
	if city {
		return cityCodes[g.rng.Intn(len(cityCodes))], true
	}
	return airports[g.rng.Intn(len(airports))], true
}

// codeOfKind returns a value for a string whose name or description says
// it is a kind of code with a known shape: an airport's IATA code (one of
// airports), or a booking reference, a PNR or a confirmation code (six
// capital letters and digits, "QX7K2M", as airlines and hotels print
// them; its stated length when the description gives one). ok is false
// for other strings.
func (g *Generator) codeOfKind(r *role.Role, h hint) (string, bool) {
	ts, d := g.nameAndText(h)
	if r.Kind == role.Enum || r.Kind == role.Boolean {
		return "", false
	}
	if v, ok := g.shapedCode(r, h, ts, d); ok {
		return v, true
	}
	if v, ok := g.localValue(r, h, ts, d); ok {
		return v, true
	}
	if len(r.Examples) > 0 || r.Pattern != "" {
		return "", false // a reference shaped like its example ("SS-7F3K9Q"), elsewhere
	}
	if v, ok := g.referenceValue(r, ts, d); ok {
		return v, true
	}
	if g.bookingCodeOf(h, ts, d) {
		n := 6
		if k, _, ok := role.StatedLength(h.desc); ok && k >= 5 && k <= 10 {
			n = k
		}
		return g.refCode(n), true
	}
	return "", false
}

// refCode returns n capital letters and digits, mostly letters, with at
// least one of each, no 0/O or 1/I to misread.
func (g *Generator) refCode(n int) string {
	const letters = "ABCDEFGHJKLMNPQRSTUVWXYZ"
	const digits = "23456789"
	b := make([]byte, n)
	for i := range b {
		b[i] = letters[g.rng.Intn(len(letters))]
	}
	k := 1 + g.rng.Intn(2)
	for j := 0; j < k; j++ {
		b[1+g.rng.Intn(n-1)] = digits[g.rng.Intn(len(digits))]
	}
	return string(b)
}

// hasWord reports whether ts holds one of ws.
func hasWord(ts []string, ws ...string) bool {
	for _, t := range ts {
		for _, w := range ws {
			if t == w {
				return true
			}
		}
	}
	return false
}

// ukPostcodes are postcodes as British addresses write them: ordinary
// streets', never the stock examples every form and guide shows
// (Buckingham Palace's "SW1A 1AA", "EC1A 1BB", "M1 1AE", "B33 8TH",
// "CR2 6XH"), which read as placeholders.
var ukPostcodes = []string{"SE15 4QN", "W3 7JN", "M14 6HR", "B29 6LE", "CR0 2RH", "LS1 4DY", "E8 3RL", "N1 9GU",
	"BS1 5TR", "EH1 1YZ", "G2 3AX", "CB2 1TN", "OX1 2JD", "BN2 1TW", "NE1 7RU", "L1 8JQ"}

// repoSiblings are names beside a path that place it in a repository.
var repoSiblings = []string{"ref", "branch", "project_id", "projectId", "repo", "repository", "owner", "commit_message", "sha"}

// shapedValue returns a value for a string whose name or description
// states a shape other rules miss: an ETag (32 hex digits, never a URL),
// base64 content (encoded bytes, never a file path), an API token or
// client secret (letters and digits; a password keeps its symbols), a
// UK postcode ("E8 3RL", never "82273"), a file path beside a branch or
// repository, or of a tool that commits to one (relative to the
// repository root, never /Users/...).
func (g *Generator) shapedValue(r *role.Role, h hint, ts []string, d string) (string, bool) {
	const hex = "0123456789abcdef"
	const alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	draw := func(abc string, n int) string {
		b := make([]byte, n)
		for i := range b {
			b[i] = abc[g.rng.Intn(len(abc))]
		}
		return string(b)
	}
	switch {
	case hasWord(ts, "etag") || strings.Contains(d, "etag") && !hasWord(ts, "url", "uri", "name"):
		return draw(hex, 32), true
	case strings.Contains(d, "base64") && !hasWord(ts, "url", "uri", "path", "name", "filename", "type", "encoding") && r.Kind != role.URL:
		b := make([]byte, 48+g.rng.Intn(48))
		for i := range b {
			b[i] = byte(g.rng.Intn(256))
		}
		return base64.StdEncoding.EncodeToString(b), true
	case r.Kind == role.Secret && hasWord(ts, "token", "secret", "key", "apikey") && !hasWord(ts, "password", "passphrase", "pin"):
		return draw(alnum, 32), true
	case containsAny(d, "uk postcode", "british postcode", "uk postal code"):
		return g.postalPart(ukPostcodes[g.rng.Intn(len(ukPostcodes))], h), true
	case strings.Contains(d, "markdown content") || len(ts) == 1 && ts[0] == "markdown":
		md := snippets["md"]
		return md[g.rng.Intn(len(md))], true
	case strings.Contains(d, "yaml manifest") || hasWord(ts, "manifest") && strings.Contains(d, "yaml"):
		return manifests[g.rng.Intn(len(manifests))], true
	case strings.Contains(d, "pem format") || strings.Contains(d, "in pem") || hasWord(ts, "pem"):
		return pemBlock(draw(alnum, 64)), true
	case len(ts) == 1 && ts[0] == "project" && r.Kind != role.ID && (g.repoTool || g.opts.Server.Area() == "software" ||
		containsAny(strings.ToLower(g.opts.Topic+" "+g.opts.About), "pipeline", "merge request", "gitlab", "repository", "ci/cd", "runner", "artifact")):
		owner, repo := g.project()
		return owner + "/" + repo, true // a project on a code host is its path
	case (hasWord(ts, "path") && hasWord(ts, "file") || len(ts) == 1 && ts[0] == "path") && r.Kind != role.URL &&
		(h.sibs != "" && containsAny(","+h.sibs+",", repoSiblingKeys...) ||
			containsAny(strings.ToLower(g.opts.About), "repository", "commit", "merge request", "pull request")):
		return g.repoPath(), true
	}
	return "", false
}

// repoSiblingKeys are repoSiblings as ",name," for a match in a hint's
// comma-separated sibling list.
var repoSiblingKeys = func() []string {
	out := make([]string, len(repoSiblings))
	for i, s := range repoSiblings {
		out[i] = "," + s + ","
	}
	return out
}()

// fillPlaceholder fills the run of X's of an example that shows an id's
// shape rather than an id ("recXXXXXXXXXXXXXX": "rec" and 14 letters and
// digits) with letters and digits; ok is false when e has no run of four
// or more X's.
func (g *Generator) fillPlaceholder(e string) (string, bool) {
	i := strings.Index(e, "XXXX")
	if i < 0 {
		i = strings.Index(e, "xxxx")
	}
	if i < 0 {
		return "", false
	}
	const alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	b := []byte(e)
	for j := i; j < len(b) && (b[j] == 'X' || b[j] == 'x'); j++ {
		b[j] = alnum[g.rng.Intn(len(alnum))]
	}
	return string(b), true
}

// manifests are Kubernetes manifests as people apply them.
var manifests = []string{
	"apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  replicas: 2\n  selector:\n    matchLabels:\n      app: web\n  template:\n    metadata:\n      labels:\n        app: web\n    spec:\n      containers:\n        - name: web\n          image: nginx:1.27\n          ports:\n            - containerPort: 80",
	"apiVersion: v1\nkind: Service\nmetadata:\n  name: api\nspec:\n  selector:\n    app: api\n  ports:\n    - port: 80\n      targetPort: 8080",
	"apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app-config\ndata:\n  LOG_LEVEL: info\n  FEATURE_FLAGS: new-checkout",
}

// pemBlock returns a PEM certificate block around body (base64 letters).
func pemBlock(body string) string {
	return "-----BEGIN CERTIFICATE-----\nMIID" + body + "\n-----END CERTIFICATE-----"
}

// referenceValue returns a reference a person puts on a payment or an
// order: a payment's ("Payment reference shown on the recipient's
// statement") is an invoice number or a few words ("INV-4821", "Rent
// March"); an order's or a shipment's ("Your order/reference number
// printed on the label") an order number ("ORD-104233"). Never a random
// word ("dining"). ok is false for other strings and for references the
// caller read an example or a pattern for.
func (g *Generator) referenceValue(r *role.Role, ts []string, d string) (string, bool) {
	if !hasWord(ts, "reference") || hasWord(ts, "id", "ids", "type", "url", "date", "booking") || r.Kind == role.Enum || r.Kind == role.Boolean {
		return "", false
	}
	about := strings.ToLower(g.opts.Topic + " " + g.opts.About + " " + d)
	rg := g.rng
	if containsAny(about, "payment", "statement", "transfer", "bank", "payee", "standing order", "invoice") {
		switch rg.Intn(3) {
		case 0:
			return "INV-" + strconv.Itoa(1000+rg.Intn(9000)), true
		case 1:
			return []string{"Rent ", "Invoice ", "Deposit "}[rg.Intn(3)] + []string{"January", "February", "March", "April"}[rg.Intn(4)], true
		}
		return "Order " + strconv.Itoa(10000+rg.Intn(90000)), true
	}
	return "ORD-" + strconv.Itoa(100000+rg.Intn(900000)), true
}

// bookingCode tells whether a parameter of name words ts and lower-cased
// title and description d is a booking's record locator (a PNR).
func bookingCode(ts []string, d string) bool {
	return hasWord(ts, "pnr", "locator") || containsAny(d, "booking reference", "record locator", "confirmation code", "reservation code", "booking code", "pnr") &&
		!hasWord(ts, "name", "email", "date", "status", "type", "query", "q", "search", "term") // (a search by "name, phone or booking reference" is no locator)
}
