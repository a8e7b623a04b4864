package prompt

import (
	"encoding/json"
	"strings"
	"unicode/utf8"
)

// A listed object often holds a small object of its own: a damaged
// item's estimated value ({"amount": 415.29, "currency": "KRW"}), a
// pet's vaccinations ({"rabiesExpiry": …, "bordetellaExpiry": …}), a
// vessel's insurance. A person says such a member in the same breath as
// the rest ("estimated value 415.29 KRW", "vaccinations rabies expiry
// February 9 and bordetella expiry March 2"), never by pasting the whole
// thing as JSON.

// subObjectTail says nested object v, the member of key words w, as one
// tail of its holder: an amount with its currency as money ("estimated
// value 415.29 KRW"), up to three scalar members as the key and their
// words joined ("insurance insurer "Terra Farms", policy number 42801 and
// expires on April 7"). ok is false for a deeper or larger object.
func (st *funcState) subObjectTail(w []string, v map[string]any) (string, bool) {
	if len(w) == 0 || len(v) == 0 || len(v) > 3 {
		return "", false
	}
	key := strings.Join(w, " ")
	var o objSaid
	if rest := o.moneyOf(v); o.money != "" && len(rest) == 0 {
		return key + " " + o.money, true
	}
	if q, ok := measuredQty(v); ok {
		return key + " " + q, true // {"received": {"uom": "CS", "value": 20}}: "received 20 cases"
	}
	if pt, ok := latLon(v); ok {
		return key + " at " + pt, true // {"center": {"lat": …, "lon": …}}: "center at 55.7, 12.5"
	}
	parts := make([]string, 0, len(v))
	var dates []string
	for _, k := range sortedKeys(v) {
		kw := keyWords(k)
		if len(kw) == 0 {
			return "", false
		}
		s, ok := st.subMemberWords(v[k])
		if !ok {
			return "", false
		}
		if b, isBool := v[k].(bool); isBool {
			if b {
				parts = append(parts, strings.Join(kw, " "))
			} else {
				parts = append(parts, notWords(kw))
			}
			continue
		}
		switch {
		case isDateValue(v[k]):
			dates = append(dates, strings.Join(kw, " ")+" "+s) // dates last: "…, policy number 42801 and expires on April 7"
		case len(kw) == 1 && sameStem(kw[0], w[len(w)-1]):
			if strings.HasSuffix(kw[0], "er") || strings.HasSuffix(kw[0], "or") {
				s = "by " + s // the one who does it: "inspection by Noor Haddad", "insurance by Terra Farms"
			}
			parts = append(parts, s) // never "insurance insurer …"
		default:
			parts = append(parts, strings.Join(kw, " ")+" "+s)
		}
	}
	out := key + " " + joinWords(append(parts, dates...), "and")
	if utf8.RuneCountInString(out) > 140 {
		return "", false
	}
	return out, true
}

// subMemberWords says one scalar member of a nested object: a date as
// people say it ("February 9"), a short text or number as written; ok
// is false for anything else.
func (st *funcState) subMemberWords(v any) (string, bool) {
	if s, ok := v.(string); ok {
		if _, _, _, isDate := parseDate(s); isDate {
			d, _, ok := st.spokenSpan(s, s)
			return d, ok
		}
	}
	switch v.(type) {
	case string, json.Number, bool:
		return scalarWords(v)
	}
	return "", false
}

// isDateValue tells whether v is a date or date-time string.
func isDateValue(v any) bool {
	s, ok := v.(string)
	if !ok {
		return false
	}
	_, _, _, isDate := parseDate(s)
	return isDate
}

// sameStem tells whether two words share a stem of five letters or more
// ("insurer", "insurance"): the one says nothing the other does not.
func sameStem(a, b string) bool {
	const n = 5
	return len(a) >= n && len(b) >= n && a[:n] == b[:n]
}

// latLon says an object of just a latitude and a longitude as the point
// "55.70459, 12.5456"; ok is false for any other object.
func latLon(v map[string]any) (string, bool) {
	if len(v) != 2 {
		return "", false
	}
	var lat, lon string
	for k, x := range v {
		n, ok := x.(json.Number)
		if !ok {
			return "", false
		}
		switch strings.ToLower(k) {
		case "lat", "latitude":
			lat = string(n)
		case "lon", "lng", "long", "longitude":
			lon = string(n)
		}
	}
	return lat + ", " + lon, lat != "" && lon != ""
}
