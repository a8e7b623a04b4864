package prompt

import (
	"strings"
	"unicode"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// startKeys and endKeys are keys that say, alone, which end of a trip or
// a conversion a value is ("origin"/"destination", "from"/"to",
// "source"/"target").
var (
	startKeys = map[string]bool{"origin": true, "from": true, "source": true, "src": true, "departure": true}
	endKeys   = map[string]bool{"destination": true, "to": true, "target": true, "dest": true, "dst": true, "arrival": true}
)

// endsKind tells the kinds of value a bare start/end pair is said as
// places or codes with ("from LHR to NFV", "from STN-4 to STN-9"): no
// date, count, currency (said by its name), language or other kind with its own words for the pair. Two
// places are fromTo's; a place beside a code is said here.
func endsKind(k role.Kind) bool {
	switch k {
	case role.Date, role.Time, role.DateTime, role.Duration, role.Year, role.Count, role.Page, role.Offset,
		role.Quantity, role.Money, role.Percent, role.Ratio, role.Language, role.Currency, role.URL, role.URLPath, role.Email, role.Phone, role.Latitude, role.Longitude:
		return false
	}
	return true
}

// endsPair says two plain values a call takes as its two ends, named by
// keys that say nothing else ("origin" and "destination", "from" and
// "to"), by which end each is: "from LHR to NFV", "to NFV from LHR", or
// apart ("from LHR", "to NFV"), never a value whose end the words leave
// open ("every flight for ZIU from AFC", "at path NFV"). Places are
// fromTo's; both keys are marked said in paired.
func (st *funcState) endsPair(d *Data, paired map[string]bool) []argWords {
	from, to := -1, -1
	for i, p := range d.Set {
		if paired[p.Name] {
			continue
		}
		switch hl := tripEnd(p.Human); {
		case startKeys[hl] && from < 0:
			from = i
		case endKeys[hl] && to < 0:
			to = i
		}
	}
	if from < 0 || to < 0 {
		if a := st.endsOfOne(d, paired); a != nil {
			return a
		}
		return loneEnd(d, from, to, paired)
	}
	if !endsKind(roleKind(d.Set[from])) || !endsKind(roleKind(d.Set[to])) {
		return nil
	}
	a, b, ok := shortEnds(d, from, to, "\n{[/\\")
	if !ok {
		return nil
	}
	paired[d.Set[from].Name], paired[d.Set[to].Name] = true, true
	if f := st.vary("ends-pair", "from "+a+" to "+b, "", "to "+b+" from "+a, "from "+a+" to "+b); f != "" {
		return []argWords{{text: f, lead: true}}
	}
	return []argWords{{text: "from " + a, lead: true}, {text: "to " + b, lead: true}}
}

// loneEnd says a departure or an arrival given without the other end
// the way a traveller does, "departing from MAD", "arriving at YVR",
// never "for departure MAD". Other lone ends are left to their own
// words (nil).
func loneEnd(d *Data, from, to int, paired map[string]bool) []argWords {
	i, lead := from, "departing from "
	if from < 0 {
		i, lead = to, "arriving at "
	}
	if i < 0 {
		return nil
	}
	p := d.Set[i]
	if hl := tripEnd(p.Human); hl != "departure" && hl != "arrival" || !endsKind(roleKind(p)) {
		return nil
	}
	x, ok := p.Value.(string)
	if !ok || x == "" || len(strings.Fields(x)) > 4 || strings.ContainsAny(x, "\n{[/\\\"") {
		return nil
	}
	paired[p.Name] = true
	return []argWords{{text: lead + x, lead: true}}
}

// endPlaceWords are words after "departure" or "arrival" in a key that
// say only what kind of place the end is ("arrival city code",
// "departure airport").
var endPlaceWords = map[string]bool{"city": true, "code": true, "airport": true, "station": true, "port": true,
	"terminal": true, "stop": true, "iata": true, "IATA": true}

// tripEnd is a key's words, lower case, cut to the end of a trip they
// name when the rest only says what kind of place it is: "arrival city
// code" → "arrival", "departure airport" → "departure".
func tripEnd(human string) string {
	hw := strings.Fields(strings.ToLower(strings.TrimSpace(human)))
	if len(hw) > 1 && (hw[0] == "arrival" || hw[0] == "departure" || hw[0] == "origin" || hw[0] == "destination") {
		for _, w := range hw[1:] {
			if !endPlaceWords[w] {
				return strings.Join(hw, " ")
			}
		}
		return hw[0]
	}
	return strings.Join(hw, " ")
}

// endsOfOne says two values a call takes as the two ends of one kind of
// thing, named by keys that open or end on an end word and share the rest
// ("from_account" and "to_account", "source_bin" and "target_bin",
// "filter_from" and "filter_to"): "from
// Savings to Petty Cash", "from bin B-4 to bin C-9", never "from account
// Savings and to account Petty Cash" nor "The to account is Petty Cash.".
// Both keys are marked said in paired; nil when the call has no such pair.
func (st *funcState) endsOfOne(d *Data, paired map[string]bool) []argWords {
	from, to, tail := -1, -1, ""
	for i, p := range d.Set {
		hw := strings.Fields(strings.ToLower(p.Human))
		if paired[p.Name] || len(hw) < 2 || len(hw) > 3 {
			continue
		}
		if l := hw[len(hw)-1]; l == "id" || l == "ids" {
			continue // ids have their own words ("between station STN-0380 and station STN-0311")
		}
		end, t := hw[0], strings.Join(hw[1:], " ")
		if !startKeys[end] && !endKeys[end] {
			end, t = hw[len(hw)-1], strings.Join(hw[:len(hw)-1], " ") // "filter_from", "filter_to"
		}
		switch {
		case startKeys[end] && from < 0 && (tail == "" || tail == t):
			from, tail = i, t
		case endKeys[end] && to < 0 && (tail == "" || tail == t):
			to, tail = i, t
		}
	}
	oneEnd := func(k role.Kind) bool { return endsKind(k) || k == role.Email } // a mail's sender and recipient
	if from < 0 || to < 0 || !oneEnd(roleKind(d.Set[from])) || !oneEnd(roleKind(d.Set[to])) {
		return nil
	}
	a, b, ok := shortEnds(d, from, to, "\n{[/\\\"")
	if !ok || a == b {
		return nil
	}
	if codeLike(a) || codeLike(b) {
		a, b = tail+" "+a, tail+" "+b // codes keep their noun: "bin B-4"
	}
	paired[d.Set[from].Name], paired[d.Set[to].Name] = true, true
	if f := st.vary("ends-of-one", "from "+a+" to "+b, "", "to "+b+" from "+a, "from "+a+" to "+b); f != "" {
		return []argWords{{text: f, lead: true}}
	}
	return []argWords{{text: "from " + a, lead: true}, {text: "to " + b, lead: true}}
}

// codeLike tells a value of one token that is not a word ("B-4", "4471",
// "wh_north"): said bare after "from" it would not say what it is. An
// e-mail address says what it is.
func codeLike(v string) bool {
	return !strings.ContainsAny(v, " @") && strings.IndexFunc(v, func(r rune) bool { return !unicode.IsLetter(r) }) >= 0
}

// shortEnds returns the two string values of d.Set[from] and d.Set[to]
// when both are short enough to say after "from" and "to" (one to four
// words, none of the marks of a block, a path or JSON); ok is false
// otherwise.
func shortEnds(d *Data, from, to int, marks string) (a, b string, ok bool) {
	a, ok1 := d.Set[from].Value.(string)
	b, ok2 := d.Set[to].Value.(string)
	if !ok1 || !ok2 || a == "" || b == "" || len(strings.Fields(a)) > 4 || len(strings.Fields(b)) > 4 ||
		strings.ContainsAny(a+b, marks) {
		return "", "", false
	}
	return a, b, true
}
