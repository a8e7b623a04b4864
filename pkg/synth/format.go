package synth

import (
	"encoding/base64"
	"fmt"
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

var (
	epochLo = time.Date(2019, 1, 1, 0, 0, 0, 0, time.UTC)
	epochHi = time.Date(2026, 12, 31, 0, 0, 0, 0, time.UTC)
)

// when returns a deterministic timestamp in 2019..2026 (never time.Now).
func (g *Generator) when() time.Time {
	span := epochHi.Unix() - epochLo.Unix()
	return time.Unix(epochLo.Unix()+g.rng.Int63n(span), 0).UTC()
}

// formatString returns a string valid for the format.
func (g *Generator) formatString(format string, h hint) string {
	f := g.fake
	switch format {
	case "date-time":
		t := g.when()
		if g.rng.Intn(3) == 0 {
			return t.Format("2006-01-02T15:04:05.000Z")
		}
		return t.Format(time.RFC3339)
	case "date":
		return g.when().Format("2006-01-02")
	case "time":
		return g.when().Format("15:04:05Z")
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
		return g.email()
	case "hostname", "idn-hostname":
		return strings.ToLower(f.DomainName())
	case "ipv4":
		return f.IPv4Address()
	case "ipv6":
		return f.IPv6Address()
	case "uri", "iri", "url":
		return g.url()
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
		k := fieldNames[g.rng.Intn(len(fieldNames))]
		v, _ := appendJSON(nil, g.realString(classify(hint{name: k}), hint{name: k}))
		return `{"` + k + `":` + string(v) + `}`
	}
	return g.realString(classify(h), h)
}

func (g *Generator) email() string {
	f := g.fake
	first := strings.ToLower(f.FirstName())
	last := strings.ToLower(f.LastName())
	dom := strings.ToLower(f.DomainName())
	switch g.rng.Intn(3) {
	case 0:
		return first + "." + last + "@" + dom
	case 1:
		return first[:1] + last + "@" + dom
	default:
		return first + strconv.Itoa(g.rng.Intn(100)) + "@" + dom
	}
}

func (g *Generator) url() string {
	f := g.fake
	dom := strings.ToLower(f.DomainName())
	switch g.rng.Intn(3) {
	case 0:
		return "https://" + dom
	case 1:
		return "https://www." + dom + "/" + g.noun()
	default:
		return "https://" + dom + "/" + g.noun() + "/" + g.noun() + "?id=" + strconv.Itoa(1+g.rng.Intn(9999))
	}
}
