package prompt

import (
	"strconv"
	"strings"

	"github.com/mcpgen/mcpgen/internal/textscan"
)

// memberUnits maps the last word of a result member's name that is a unit
// ("humidity_pct", "wind_kn", "maxStayMinutes") to how the unit follows
// a number in a sentence: "15%", "13 knots", "60 minutes".
var memberUnits = map[string]string{
	"pct": "%", "percent": "%", "percentage": "%",
	"c": " °C", "celsius": " °C", "f": " °F", "fahrenheit": " °F",
	"kn": " knots", "knots": " knots", "kmh": " km/h", "kph": " km/h", "mph": " mph", "mps": " m/s",
	"m": " m", "meters": " m", "metres": " m", "km": " km", "cm": " cm", "mm": " mm", "mi": " miles", "miles": " miles",
	"ft": " ft", "feet": " ft", "kg": " kg", "lb": " lb", "lbs": " lb", "g": " g", "ml": " ml",
	"liters": " liters", "litres": " liters",
	"minutes": " minutes", "mins": " minutes", "min": " minutes", "hours": " hours", "hrs": " hours",
	"days": " days", "weeks": " weeks", "months": " months", "years": " years",
	"seconds": " seconds", "secs": " seconds", "sec": " seconds", "ms": " ms",
	"bytes": " bytes", "kb": " KB", "mb": " MB", "gb": " GB", "tb": " TB",
	"cents": " cents", "kwh": " kWh", "kw": " kW",
}

// moneyUnits maps a currency code that ends a member's name ("fee_usd",
// "totalEur") to the sign written before the amount; other codes in
// currencyCodes follow it ("120 CHF").
var moneyUnits = map[string]string{"usd": "$", "eur": "€", "gbp": "£", "jpy": "¥", "inr": "₹"}

// currencyCodes are the currency codes said after the amount.
var currencyCodes = map[string]bool{"cad": true, "aud": true, "chf": true, "sek": true, "nok": true, "dkk": true,
	"nzd": true, "sgd": true, "hkd": true, "mxn": true, "brl": true, "zar": true, "pln": true, "czk": true}

// unitFact splits a number member whose name ends in a unit into the
// thing it measures and its value said with the unit: "humidity_pct" 15
// is ("humidity", "15%"), "total_patient_portion_usd" 432.61 is ("total
// patient portion", "$432.61"), "fee_pence" 40000 is ("fee", "£400").
// ok is false when e is not a number or
// the name has no unit, or nothing but the unit ("minutes": the name
// alone would be lost).
func unitFact(k string, e any) (noun, said string, ok bool) {
	f, isNum := toFloat(e)
	if !isNum || isString(e) {
		return "", "", false
	}
	words := strings.Fields(keySay(k))
	if len(words) < 2 {
		return "", "", false
	}
	last := strings.ToLower(words[len(words)-1])
	noun = strings.Join(words[:len(words)-1], " ")
	if sign, money := moneyUnits[last]; money {
		return amountNoun(noun), sign + moneyWords(f), true
	}
	if currencyCodes[last] {
		return noun, moneyWords(f) + " " + strings.ToUpper(last), true
	}
	if last == "pence" && f == float64(int64(f)) && f >= 0 {
		// An amount in pence is in pounds, whatever else the result
		// says: "the fee is £400" for feePence 40000, never "the fee
		// pence is 40,000".
		return amountNoun(noun), "£" + textscan.GroupDigits(moneyWords(f/100), 4), true
	}
	u, unit := memberUnits[last]
	if !unit {
		return "", "", false
	}
	n := numWords(e)
	if u == " minutes" || u == " hours" || u == " days" || u == " seconds" || u == " weeks" || u == " months" || u == " years" {
		if f == 1 {
			u = strings.TrimSuffix(u, "s")
		}
	}
	if noun == "avg" || strings.HasPrefix(noun, "avg ") {
		noun = "average" + strings.TrimPrefix(noun, "avg")
	}
	return noun, n + u, true
}

// amountNoun is the noun a money member is said by when its name is a
// past act alone: "the amount received is £24.50" for received_pence,
// never "the received is £24.50"; other nouns are kept.
func amountNoun(noun string) string {
	if strings.Contains(noun, " ") {
		return noun
	}
	switch l := strings.ToLower(noun); {
	case strings.HasSuffix(l, "ed") || l == "paid" || l == "owed" || l == "due" || l == "spent":
		return "amount " + noun
	}
	return noun
}

// moneyWords is an amount as prices are written: two decimals when it has
// cents ("432.61", "83.50"), none when whole ("19", "1,250").
func moneyWords(f float64) string {
	if f == float64(int64(f)) {
		return numWords(f)
	}
	return strconv.FormatFloat(f, 'f', 2, 64)
}

// askedValues is the set of the request's plain values (askedKey of each
// argument, and of each string or number in an argument's list or
// object): what the user already said.
func askedValues(args map[string]any) map[string]bool {
	if len(args) == 0 {
		return nil
	}
	out := map[string]bool{}
	var add func(v any)
	add = func(v any) {
		switch x := v.(type) {
		case []any:
			for _, e := range x {
				add(e)
			}
		case map[string]any:
			for _, e := range x {
				add(e)
			}
		default:
			if k := askedKey(v); k != "" {
				out[k] = true
			}
		}
	}
	for _, v := range args {
		add(v)
	}
	return out
}

// askedKey is how a plain value is compared with the request's: a
// string by its lowercase text, a number by its value; "" for anything
// else (a yes/no member always says something of its own).
func askedKey(v any) string {
	if s, ok := v.(string); ok {
		if s = strings.ToLower(strings.TrimSpace(s)); s != "" {
			return "s:" + s
		}
		return ""
	}
	if f, ok := toFloat(v); ok {
		return "n:" + strconv.FormatFloat(f, 'g', -1, 64)
	}
	return ""
}

// detailItems is the most items of a list whose names get a detail each.
const detailItems = 4

// withDetail adds to each name of a short list of objects (names[i]
// names l[i]) the one member that tells them apart, so an answer reports
// what was asked for, not only ids: "47418 (rooms cleaned: 55)",
// "B-15292 (cucumber)", "731700 (departs at 2026-03-16 09:45 UTC)". The
// member is a plain one every item has, other than what names it or
// another id, with values that are not all the same; names come back
// unchanged when there is none or the list is long.
func withDetail(l []any, names []string) []string {
	if len(l) > detailItems || len(l) < 2 || len(names) != len(l) {
		return names
	}
	k := detailKey(l, names)
	if k == "" {
		return names
	}
	day := oneDay(l, k)
	out := make([]string, len(names))
	for i, n := range names {
		v := l[i].(map[string]any)[k]
		if day {
			// The day is the same for all: the time tells them apart.
			v = stampForm.FindStringSubmatch(v.(string))[2] + " UTC"
		}
		out[i] = n + " (" + detailSay(k, v) + ")"
	}
	return out
}

// detailKey is the member withDetail says, numbers before text; "" when
// none fits.
func detailKey(l []any, names []string) string {
	for _, e := range l {
		if _, ok := e.(map[string]any); !ok {
			return ""
		}
	}
	first := l[0].(map[string]any)
	best := ""
	for _, k := range sortedKeys(first) {
		if !detailFits(l, names, k) {
			continue
		}
		if !isString(first[k]) {
			return k
		}
		if best == "" {
			best = k
		}
	}
	return best
}

// detailFits tells whether member k can tell the items of l apart: every
// item has it as a short string or a number, it is not a name or an id,
// no value is the item's name, and the values differ.
func detailFits(l []any, names []string, k string) bool {
	kw := strings.ToLower(Humanize(k))
	if factRank(k) == 0 || kw == "id" || strings.HasSuffix(kw, " id") || strings.HasSuffix(kw, " ids") || strings.HasSuffix(kw, " url") || kw == "url" {
		return false
	}
	seen := map[string]bool{}
	for i, e := range l {
		v, ok := e.(map[string]any)[k]
		if !ok || v == nil {
			return false
		}
		switch x := v.(type) {
		case string:
			if x == "" || len(x) > 40 || strings.EqualFold(x, names[i]) {
				return false
			}
		case bool, []any, map[string]any:
			return false
		}
		seen[askedKey(v)] = true
	}
	return len(seen) > 1
}

// oneDay tells whether member k of every item of l is a UTC timestamp
// (stampForm) of one day.
func oneDay(l []any, k string) bool {
	day := ""
	for _, e := range l {
		s, _ := e.(map[string]any)[k].(string)
		g := stampForm.FindStringSubmatch(s)
		if g == nil || day != "" && g[1] != day {
			return false
		}
		day = g[1]
	}
	return true
}

// detailSay says member k with value v inside the parentheses after a
// name: text alone ("cucumber"), a number with its member's name and
// unit ("fare: €415.69", "rooms cleaned: 55"), a phrase member as it
// reads ("departs at 2026-03-16 09:45 UTC").
func detailSay(k string, v any) string {
	if s, ok := v.(string); ok {
		if stampForm.MatchString(s) || strings.HasSuffix(s, " UTC") {
			kw := keySay(k)
			if particleEnd.MatchString(kw) {
				return kw + " " + valueSay(v)
			}
			return kw + ": " + valueSay(v)
		}
		return valueSay(v)
	}
	if noun, said, ok := unitFact(k, v); ok {
		return noun + ": " + said
	}
	return keySay(k) + ": " + valueSay(v)
}
