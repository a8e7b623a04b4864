package prompt

import (
	"encoding/json"
	"strings"
)

// A person gives an address the way it goes on an envelope: "to Ana
// Costa, 12 Rue Oberkampf, 75011 Paris, FR", never as a pasted object
// ({"address_line1":…,"city":…}). addressWords says an object whose
// members are an address's parts that way, with which end of a delivery
// it is ("from" the sender, "to" the recipient) said by its key.

// addressParts name an address's members by role, in envelope order;
// a key is matched by its words without separators ("address_line1" →
// "addressline1").
var addressParts = []struct {
	role string
	keys []string
}{
	{"name", []string{"name", "fullname", "contactname", "recipientname", "attention", "attn"}},
	{"company", []string{"company", "companyname", "organization", "organisation", "business"}},
	{"line1", []string{"addressline1", "line1", "address1", "street", "street1", "streetaddress", "address"}},
	{"line2", []string{"addressline2", "line2", "address2", "street2"}},
	{"postal", []string{"postalcode", "postcode", "zip", "zipcode", "postal"}},
	{"city", []string{"city", "town", "locality"}},
	{"state", []string{"state", "region", "province", "county", "statecode"}},
	{"country", []string{"country", "countrycode", "countryiso"}},
	{"phone", []string{"phone", "phonenumber", "telephone", "tel", "mobile"}},
	{"email", []string{"email", "emailaddress"}},
	{"lat", []string{"latitude", "lat"}},
	{"lng", []string{"longitude", "lng", "lon", "long"}},
	{"w3w", []string{"what3words", "w3w"}},
}

// addressOf maps x's members to address roles; ok is false unless x
// has a street line and a city or postal code, and every member is a
// scalar that plays one of the roles.
func addressOf(x map[string]any) (map[string]string, bool) {
	parts := map[string]string{}
	for k, v := range x {
		s, ok := addrScalar(v)
		if !ok {
			return nil, false
		}
		key := strings.Map(func(r rune) rune {
			if r == '_' || r == '-' || r == ' ' {
				return -1
			}
			return r
		}, strings.ToLower(k))
		found := false
		for _, p := range addressParts {
			for _, pk := range p.keys {
				if key == pk && parts[p.role] == "" {
					parts[p.role], found = s, true
					break
				}
			}
			if found {
				break
			}
		}
		if !found {
			return nil, false
		}
	}
	return parts, parts["line1"] != "" && (parts["city"] != "" || parts["postal"] != "")
}

// addrScalar is a string or number member as written; ok is false for
// anything else.
func addrScalar(v any) (string, bool) {
	switch t := v.(type) {
	case string:
		return t, strings.TrimSpace(t) != ""
	case json.Number:
		return t.String(), true
	case float64, int, int64:
		b, _ := json.Marshal(t)
		return string(b), true
	}
	return "", false
}

// addressLine says an address's parts as one line: "Ana Costa (Acme),
// 12 Rue Oberkampf, Apt 4, 75011 Paris, FR, phone +33 1 23 45 67 89".
func addressLine(a map[string]string) string {
	var out []string
	who := a["name"]
	if a["company"] != "" {
		if who == "" {
			who = a["company"]
		} else {
			who += " (" + a["company"] + ")"
		}
	}
	town, state := strings.TrimSpace(a["postal"]+" "+a["city"]), a["state"]
	if a["city"] != "" && a["postal"] != "" && cityFirst(a) {
		town, state = a["city"], strings.TrimSpace(a["state"]+" "+a["postal"]) // "Chicago, Illinois 60647"
		if a["state"] == "" {
			town, state = a["city"]+" "+a["postal"], "" // "Seattle 98107", never "98107 Seattle"
		}
	}
	line1 := a["line1"]
	if town == a["city"] && a["line2"] == "" && strings.HasSuffix(strings.ToLower(line1), ", "+strings.ToLower(town)) {
		town = "" // a street line that ends in its town: "2200 Westlake Ave, Seattle, Washington 98121", never "Seattle, Seattle"
	} else if t, ok := strings.CutPrefix(town, a["city"]+" "); ok && a["line2"] == "" && strings.HasSuffix(strings.ToLower(line1), ", "+strings.ToLower(a["city"])) {
		line1, town = line1+" "+t, "" // "10 Downing Street, London EC1A 1BB", never "London, London EC1A 1BB"
	}
	for _, s := range []string{who, line1, a["line2"], town, state, a["country"]} {
		if s != "" {
			out = append(out, s)
		}
	}
	if a["phone"] != "" {
		out = append(out, "phone "+a["phone"])
	}
	if a["email"] != "" {
		out = append(out, a["email"])
	}
	line := strings.Join(out, ", ")
	if a["lat"] != "" && a["lng"] != "" {
		line += " (" + a["lat"] + ", " + a["lng"] + ")" // a pinned address: "Leopoldstraße 35, Munich (48.1, 11.6)"
	} else if a["lat"] != "" {
		line += ", latitude " + a["lat"]
	} else if a["lng"] != "" {
		line += ", longitude " + a["lng"]
	}
	if a["w3w"] != "" {
		line += ", what3words " + quoteOnce(a["w3w"])
	}
	return line
}

// addressWords says an address object in one line, after "from" when
// its key names where a delivery starts (sender, origin, pickup, return,
// from), after "to" when it names where it goes (recipient, destination,
// delivery, shipping, to), else as "the <key> …"; ok is false for any
// other object.
func addressWords(p Param, x map[string]any) (argWords, bool) {
	a, ok := addressOf(x)
	flags := ""
	if !ok {
		a, flags, ok = addressFlagged(x)
	}
	if !ok {
		return argWords{}, false
	}
	line := addressLine(a) + flags
	hl := strings.ToLower(p.Human)
	w := strings.Fields(hl)
	has := func(ws ...string) bool {
		for _, x := range w {
			for _, y := range ws {
				if x == y {
					return true
				}
			}
		}
		return false
	}
	switch {
	case has("from", "sender", "origin", "pickup", "return", "shipper", "source"):
		return argWords{text: "from " + line, lead: true}, true
	case has("to", "recipient", "destination", "delivery", "shipping", "consignee", "receiver"):
		return argWords{text: "to " + line, lead: true}, true
	case has("location", "site", "place", "where", "position"):
		return argWords{text: "at " + line, lead: true}, true // a leak's location: "at Leopoldstraße 35, Munich"
	}
	return argWords{text: "with the " + hl + " " + line}, true
}
